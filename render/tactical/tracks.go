package tactical

import (
	"fmt"
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"periscope/game/engine"
	tac "periscope/game/tactical"
	"periscope/i18n"
	"periscope/render/table"
	"periscope/render/ui"
)

// The damage and VP tracks, drawn as a wargame prints them (issue 18):
// each damaged ship's log track of boxes under its counter, and the
// victory point track along the top of the board with the two sides'
// markers. The figures stay in the name plates and the turn line; the
// tracks show where they stand against the marks that matter (dead in the
// water, forced up, sunk; the other side's score).

var (
	trackBox  = color.NRGBA{0xff, 0xff, 0xff, 0x38}
	trackEdge = color.NRGBA{0xff, 0xff, 0xff, 0x80}
	dmgCol    = color.RGBA{0xe8, 0xb0, 0x40, 0xff} // damage short of the mark
	markCol   = color.RGBA{0xe0, 0x4a, 0x3a, 0xff} // damage at the DIW or surface mark
)

// trackCells is how many boxes a track of n points draws and how many
// points a box holds: one a box up to 20, then fives.
func trackCells(n int) (cells, per int) {
	per = 1
	if n > 20 {
		per = 5
	}
	return (n + per - 1) / per, per
}

// damageMark is the box from which a vessel's damage is serious: a
// boat's surface mark [19.2], a ship's half capacity, rounded up, where it
// goes dead in the water [19.1] (a capital ship too, ambiguity 27, unless
// capital-no-diw).
func damageMark(m *tac.Match, vs *tac.Vessel, capacity int) int {
	if vs.Sub {
		return m.G.SubClass(vs).SurfaceAt
	}
	if m.S.Battle.Options.CapitalNoDIW && m.G.Role(vs) == tac.Capital {
		return capacity
	}
	return (capacity + 1) / 2
}

// showDamageTrack: which vessels carry their track. Every boat of the Sub
// player's (his log's track with its marks), and every damaged ship; a
// boat's damage is secret from the Escort player [16.5].
func showDamageTrack(vs *tac.Vessel, seat engine.Seat) bool {
	if vs.Gone() {
		return false
	}
	if vs.Sub {
		return seat == tac.SeatSub
	}
	return vs.Damage > 0 || vs.HP > 0 || vs.DIW
}

// drawDamageTrack draws a vessel's damage track under its counter (centred
// on cx, its top at y0): a box a damage point up to its capacity, the last the sinking
// one, filled as far as its damage (amber, all red once the damage
// reaches the mark or the ship is dead in the water), the mark's box
// edged; a track of more than 20 points in boxes of five, the last one
// filled in part. It returns the track's extent, which the plates avoid.
func (b *Board) drawDamageTrack(dst *ebiten.Image, f frame, m *tac.Match, vs *tac.Vessel, cx, y0, sc float64) box {
	capacity := m.G.Capacity(vs)
	if capacity <= 0 {
		return box{}
	}
	cells, per := trackCells(capacity)
	mark := damageMark(m, vs, capacity)
	w, h := trackSize(f.scale, sc)
	cw := w / float64(cells)
	x0 := cx - w/2
	vector.FillRect(dst, float32(x0-1), float32(y0-1), float32(w+2), float32(h+2), labelShade, false)
	for i := 0; i < cells; i++ {
		x := x0 + float64(i)*cw
		lo := i * per // the points before this box
		vector.FillRect(dst, float32(x+0.5), float32(y0), float32(cw-1), float32(h), trackBox, false)
		if filled := min(vs.Damage-lo, per); filled > 0 {
			col := dmgCol
			if vs.Damage >= mark || vs.DIW {
				col = markCol
			}
			vector.FillRect(dst, float32(x+0.5), float32(y0), float32((cw-1)*float64(filled)/float64(per)), float32(h), col, false)
		}
		if lo < mark && mark <= lo+per && mark < capacity { // the mark's box: edged
			vector.StrokeRect(dst, float32(x+0.5), float32(y0), float32(cw-1), float32(h), 1, markCol, false)
		}
	}
	// The sinking box, edged white.
	vector.StrokeRect(dst, float32(x0+float64(cells-1)*cw+0.5), float32(y0), float32(cw-1), float32(h), 1, trackEdge, false)
	return b.keepOut(x0-1, y0-1, x0+w+1, y0+h+1)
}

// trackSize is a damage track's width and height: about the counter's
// length, and legible however small the hexes (sc the UI scale).
func trackSize(hex, sc float64) (w, h float64) {
	return math.Max(hex*2.4, 28*sc), math.Max(hex*0.42, 5*sc)
}

// vpTrackMax is the last box of the VP track: 50, or by 25s past the
// higher score.
func vpTrackMax(sub, escort int) int {
	top := 50
	for max(sub, escort) > top {
		top += 25
	}
	return top
}

// drawVPTrack draws the victory point track [20.1] under the turn's line:
// boxes 0 to vpTrackMax, every fifth brighter and the tens numbered, the
// Sub player's marker pointing down at the box of his score from above,
// the Escort player's up from below, and the legend naming each side's
// score at the right. It returns where it drew.
func (b *Board) drawVPTrack(dst *ebiten.Image, r image.Rectangle, m *tac.Match, v table.View) image.Rectangle {
	if v.Fonts == nil {
		return image.Rectangle{}
	}
	sc := math.Max(v.Scale, 1)
	seen := m.ScoreSeenBy(v.Seat) // a boat's damage is the Sub player's secret [16.5]
	sub, esc := seen.Sub, seen.Escort
	top := vpTrackMax(sub, esc)
	title := v.Fonts.Face(ui.Bold, 11*sc)
	small := v.Fonts.Face(ui.Regular, 9*sc)
	bold := v.Fonts.Face(ui.Bold, 10*sc)
	subS := i18n.T("tac.board.vp.sub", engine.Int("n", sub))
	escS := i18n.T("tac.board.vp.escort", engine.Int("n", esc))
	legend := math.Max(ui.TextWidth(subS, bold, 0), ui.TextWidth(escS, bold, 0)) + 14*sc
	w := math.Min(float64(r.Dx())*0.55, 440*sc)
	h := 38 * sc
	x, y := float64(r.Min.X), float64(r.Min.Y)+22*sc
	vector.FillRect(dst, float32(x), float32(y), float32(w), float32(h), labelShade, false)
	name := i18n.T("tac.board.vp")
	ui.DrawText(dst, name, title, x+8*sc, y+h/2+2*sc, ui.Left, ui.Paper)
	tx0 := x + 16*sc + ui.TextWidth(name, title, 0)
	tx1 := x + w - legend - 8*sc
	cw := (tx1 - tx0) / float64(top+1)
	ty, th := y+17*sc, 9*sc
	for i := 0; i <= top; i++ {
		col := trackBox
		if i%5 == 0 {
			col = trackEdge
		}
		vector.FillRect(dst, float32(tx0+float64(i)*cw+0.5), float32(ty), float32(math.Max(cw-1, 1)), float32(th), col, false)
	}
	for i := 0; i <= top; i += 10 {
		ui.DrawText(dst, fmt.Sprint(i), small, tx0+(float64(i)+0.5)*cw, y+7*sc, ui.Center, ui.Paper)
	}
	// The markers: a pointer at the box, the side's colour.
	k := 4.5 * sc
	pointer := func(score int, col color.Color, tip, base float64) {
		px := tx0 + (float64(min(score, top))+0.5)*cw
		var p vector.Path
		p.MoveTo(float32(px), float32(tip))
		p.LineTo(float32(px-k), float32(base))
		p.LineTo(float32(px+k), float32(base))
		p.Close()
		vector.FillPath(dst, &p, &vector.FillOptions{}, &vector.DrawPathOptions{AntiAlias: true, ColorScale: colorScale(col)})
	}
	pointer(sub, subCol, ty+2*sc, ty-5*sc)
	pointer(esc, escortCol, ty+th-2*sc, ty+th+5*sc)
	lx := tx1 + 10*sc
	ui.DrawText(dst, subS, bold, lx, ty-1*sc, ui.Left, subCol)
	ui.DrawText(dst, escS, bold, lx, ty+th+2*sc, ui.Left, escortCol)
	return image.Rect(int(x), int(y), int(x+w), int(y+h))
}

// colorScale is the ColorScale that paints a white path in col.
func colorScale(col color.Color) ebiten.ColorScale {
	var cs ebiten.ColorScale
	cs.ScaleWithColor(col)
	return cs
}
