// Package tactical draws the tactical game (game/tactical) on the shared
// table scene: the hex map framed on the action, the ships as the viewing
// seat may see them (hidden movement: a hidden boat is not drawn for the
// escorts, only their last sighting), the torpedoes and ASW counters, and
// the move being plotted; and it composes the plots by clicks on hexes
// and on the prompt's tools (table.Composer).
package tactical

import (
	"image"
	"image/color"
	"math"
	"sort"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"periscope/game/engine"
	tac "periscope/game/tactical"
	"periscope/i18n"
	"periscope/render/hud"
	"periscope/render/table"
	"periscope/render/ui"
)

func init() {
	table.Register(tac.SystemID, func(string) table.Board { return NewBoard() })
}

// Board is the tactical board and its plot composer.
type Board struct {
	draft draft
	// grid is the hex grid drawn for gridKey (the frame and its colour):
	// stroking some thousand hexes with anti-aliasing every frame cost
	// more than the rest of the board.
	grid    *ebiten.Image
	gridKey gridKey
	// ring is the mark of a hex an option names, drawn once for the hex
	// size ringScale and stamped (an S3 escort's placement names some
	// thousand hexes: stroked one by one with anti-aliasing, they took
	// gigabytes).
	ring      [2]*ebiten.Image // [0] a hex of a zone, [1] a ship's hex
	ringScale [2]float64
	// dragLast is the hex a drag of the plot last took (plotting.go).
	dragLast string
	// The turn's replay (replay.go): replay is the frame shown plus one
	// (0: off), replayTick the draws it has been shown, replayBtn where
	// its button was drawn last.
	replay     int
	replayTick int
	replayBtn  image.Rectangle
	// vpTrack is where the VP track was drawn (tracks.go).
	vpTrack image.Rectangle
	// The name plates queued while the counters are drawn and the
	// counters' extents, placed apart at the end (labels.go).
	plates   []plate
	counters []box
	placed   []box // where the plates went last (tests)
	// losNote tells the lines of sight drawn last (los.go), for the
	// page's test hook.
	losNote string
}

// optionRing is the kept ring image for hexes of scale s: inside the hex
// for a zone of many hexes, around the ship for a few targets (big).
func (b *Board) optionRing(s float64, big bool) *ebiten.Image {
	k := 0
	if big {
		k = 1
	}
	if b.ring[k] != nil && b.ringScale[k] == s {
		return b.ring[k]
	}
	if b.ring[k] != nil {
		b.ring[k].Deallocate()
	}
	w, r := math.Max(1, s/9), s*0.42
	if big {
		w, r = math.Max(1.5, s/6), math.Max(8, s*1.3)
	}
	d := int(math.Ceil(2*(r+w))) + 2
	img := ebiten.NewImage(d, d)
	vector.StrokeCircle(img, float32(d)/2, float32(d)/2, float32(r), float32(w), optionCol, true)
	b.ring[k], b.ringScale[k] = img, s
	return img
}

type gridKey struct {
	f   frame
	col color.RGBA
}

// drawGrid draws the hex grid of frame f onto dst, from the kept image
// when the frame and colour are the same as last time.
func (b *Board) drawGrid(dst *ebiten.Image, f frame, col color.RGBA) {
	r := f.r
	if r.Dx() <= 0 || r.Dy() <= 0 {
		return
	}
	k := gridKey{f: f, col: col}
	if b.grid == nil || b.gridKey != k {
		if b.grid == nil || b.grid.Bounds().Dx() != r.Dx() || b.grid.Bounds().Dy() != r.Dy() {
			if b.grid != nil {
				b.grid.Deallocate()
			}
			b.grid = ebiten.NewImage(r.Dx(), r.Dy())
		} else {
			b.grid.Clear()
		}
		b.gridKey = k
		var p vector.Path
		rad := f.scale * 0.98
		ox, oy := float64(r.Min.X), float64(r.Min.Y)
		for c := f.cmin; c <= f.cmax; c++ {
			for row := f.rmin; row <= f.rmax; row++ {
				x, y := f.px(tac.Hex{Col: c, Row: row})
				x, y = x-ox, y-oy
				for k := 0; k <= 6; k++ {
					a := float64(k) * math.Pi / 3
					px, py := float32(x+rad*math.Cos(a)), float32(y+rad*math.Sin(a))
					if k == 0 {
						p.MoveTo(px, py)
					} else {
						p.LineTo(px, py)
					}
				}
			}
		}
		so := &vector.StrokeOptions{Width: float32(math.Max(1, f.scale/14))}
		do := &vector.DrawPathOptions{AntiAlias: true}
		do.ColorScale.ScaleWithColor(col)
		vector.StrokePath(b.grid, &p, so, do)
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(r.Min.X), float64(r.Min.Y))
	dst.DrawImage(b.grid, op)
}

// NewBoard returns an empty board.
func NewBoard() *Board { return &Board{} }

var (
	_ table.Board    = (*Board)(nil)
	_ table.Composer = (*Board)(nil)
)

// Colours of the plotting table.
var (
	seaDay    = color.RGBA{0x12, 0x34, 0x55, 0xff}
	seaNight  = color.RGBA{0x05, 0x0d, 0x1a, 0xff}
	gridDay   = color.RGBA{0x3a, 0x62, 0x88, 0xff}
	gridNight = color.RGBA{0x1c, 0x30, 0x48, 0xff}
	merchant  = color.RGBA{0xd8, 0xcf, 0xb6, 0xff}
	escortCol = color.RGBA{0x9f, 0xb8, 0xcf, 0xff}
	subCol    = color.RGBA{0xe0, 0x6a, 0x4c, 0xff}
	sunkCol   = color.RGBA{0x55, 0x5f, 0x68, 0xff}
	torpCol   = color.RGBA{0xf4, 0xf1, 0x8a, 0xff}
	// acousticCol: an acoustic torpedo [51], ringed by the hexes it homes from.
	acousticCol = color.RGBA{0x9a, 0xe8, 0xff, 0xff}
	aswCol      = color.RGBA{0xff, 0xa0, 0x40, 0xff}
	ghostCol    = color.NRGBA{0xe0, 0x6a, 0x4c, 0x90} // translucent: NRGBA (an RGBA with r > a is not a colour)
	plotCol     = color.RGBA{0xd9, 0xb2, 0x62, 0xff}
	nextCol     = color.NRGBA{0xd9, 0xb2, 0x62, 0x60}
	hoverCol    = color.NRGBA{0xff, 0xff, 0xff, 0x40}
	optionCol   = color.NRGBA{0xd9, 0xb2, 0x62, 0xa0} // a hex an option of the prompt names
	borderCol   = color.RGBA{0x7f, 0xa8, 0xcc, 0xff}
	labelShade  = color.RGBA{0x00, 0x00, 0x00, 0xa0}
)

// frame is how the board maps hexes to pixels: the window of hexes shown
// (framed on the ships in view, at least minHexes across) and the scale.
type frame struct {
	r          image.Rectangle
	scale      float64 // pixels per unit of Hex.Centre (hex circumradius)
	ox, oy     float64 // the pixel of Centre (0, 0)
	cmin, cmax int     // columns shown
	rmin, rmax int     // rows shown
}

func (f frame) px(h tac.Hex) (float64, float64) {
	x, y := h.Centre()
	return f.ox + x*f.scale, f.oy + y*f.scale
}

// view frames the board on what the seat sees.
func view(r image.Rectangle, m *tac.Match, seat engine.Seat) frame {
	cmin, cmax, rmin, rmax := 1<<20, -1<<20, 1<<20, -1<<20
	add := func(h tac.Hex) {
		cmin, cmax = min(cmin, h.Col), max(cmax, h.Col)
		rmin, rmax = min(rmin, h.Row), max(rmax, h.Row)
	}
	for i := range m.S.Battle.Vessels {
		v := &m.S.Battle.Vessels[i]
		if v.Gone() || !visible(m, v, seat) {
			continue
		}
		add(v.Bow)
		add(v.Stern())
	}
	for _, s := range m.Sightings() {
		if seat != tac.SeatSub {
			add(s.Bow)
		}
	}
	if cmax < cmin {
		cmin, cmax, rmin, rmax = 0, tac.Panels*tac.ColumnsPerPanel-1, 1, tac.Rows
	}
	const margin = 4
	cmin, cmax = max(0, cmin-margin), min(tac.Panels*tac.ColumnsPerPanel-1, cmax+margin)
	rmin, rmax = max(1, rmin-margin), min(tac.Rows, rmax+margin)
	// At least 24 columns and 16 rows, so a lone boat is not drawn huge.
	for cmax-cmin < 24 {
		if cmin > 0 {
			cmin--
		}
		if cmax < tac.Panels*tac.ColumnsPerPanel-1 {
			cmax++
		}
		if cmin == 0 && cmax == tac.Panels*tac.ColumnsPerPanel-1 {
			break
		}
	}
	for rmax-rmin < 16 {
		if rmin > 1 {
			rmin--
		}
		if rmax < tac.Rows {
			rmax++
		}
		if rmin == 1 && rmax == tac.Rows {
			break
		}
	}
	// Bounds of the window in Centre units.
	x0, y0 := tac.Hex{Col: cmin, Row: rmin}.Centre()
	x1, y1 := tac.Hex{Col: cmax, Row: rmax}.Centre()
	minY, maxY := math.Inf(1), math.Inf(-1)
	for c := cmin; c <= cmax; c++ {
		_, a := tac.Hex{Col: c, Row: rmin}.Centre()
		_, b := tac.Hex{Col: c, Row: rmax}.Centre()
		minY, maxY = math.Min(minY, a), math.Max(maxY, b)
	}
	_ = y0
	_ = y1
	w, h := x1-x0+2, maxY-minY+2
	pad := 8.0
	s := math.Min((float64(r.Dx())-2*pad)/w, (float64(r.Dy())-2*pad)/h)
	f := frame{r: r, scale: s, cmin: cmin, cmax: cmax, rmin: rmin, rmax: rmax}
	f.ox = float64(r.Min.X) + (float64(r.Dx())-w*s)/2 - (x0-1)*s
	f.oy = float64(r.Min.Y) + (float64(r.Dy())-h*s)/2 - (minY-1)*s
	return f
}

// visible: what the seat may see of a vessel. The Sub player sees every
// ship and his own boats; the Escort player the boats hidden movement puts
// on the board [21]. A seat "" (a spectator at one screen) sees what the
// escorts see.
func visible(m *tac.Match, v *tac.Vessel, seat engine.Seat) bool {
	if !v.Sub || seat == tac.SeatSub {
		return true
	}
	return m.SeesBoat(v)
}

// Draw paints the board.
func (b *Board) Draw(dst *ebiten.Image, r image.Rectangle, g engine.Game, v table.View) {
	m, ok := g.(*tac.Match)
	if !ok {
		return
	}
	night := m.S.Battle.Options.Night
	sea, grid := seaDay, gridDay
	if night {
		sea, grid = seaNight, gridNight
	}
	vector.FillRect(dst, float32(r.Min.X), float32(r.Min.Y), float32(r.Dx()), float32(r.Dy()), sea, false)
	f := view(r, m, v.Seat)
	sub := dst.SubImage(r).(*ebiten.Image)
	b.plates, b.counters, b.losNote = b.plates[:0], b.counters[:0], ""

	// The hex grid, drawn once for the frame and kept.
	b.drawGrid(sub, f, grid)

	// Panel edges (every 26 columns) a little brighter.
	for c := f.cmin; c <= f.cmax; c++ {
		if c%tac.ColumnsPerPanel == 0 && c > 0 {
			x, _ := f.px(tac.Hex{Col: c, Row: f.rmin})
			x -= f.scale * 0.75
			vector.StrokeLine(sub, float32(x), float32(r.Min.Y), float32(x), float32(r.Max.Y), 1, ui.Fade(borderCol, 0.5), false)
		}
	}

	// Hover.
	if h, ok := hexRef(v.Hover); ok {
		x, y := f.px(h)
		vector.FillCircle(sub, float32(x), float32(y), float32(f.scale*0.8), hoverCol, true)
	}

	// The turn's replay, in place of the live ships (replay.go).
	replaying := b.drawReplay(sub, f, m, v)
	if !replaying {
		b.drawLive(sub, f, m, g, v)
	}

	// Turn, score and, at night, a note; the VP track under them.
	b.drawInfo(dst, r, m, v)
	b.vpTrack = b.drawVPTrack(dst, r, m, v)
	if !replaying {
		b.drawReplayButton(dst, r, m, v)
	}
}

// drawLive draws the plot being drafted, the counters, the fog's
// sightings, the ships and the prompt's option rings as they are now.
func (b *Board) drawLive(sub *ebiten.Image, f frame, m *tac.Match, g engine.Game, v table.View) {
	// The draft's legal next hexes and its path.
	if pr := g.Prompt(); pr != nil && pr.Payload != "" && pr.Seat == v.Seat {
		b.ensure(m, pr)
		b.drawDraft(sub, f, m, pr)
	}

	// ASW counters.
	for _, a := range m.S.Battle.ASW {
		x, y := f.px(a.Hex)
		vector.FillCircle(sub, float32(x), float32(y), float32(f.scale*0.3), aswCol, true)
	}
	// Torpedoes.
	for _, t := range m.S.Battle.Torpedoes {
		if t.Gone || v.Seat != tac.SeatSub && !m.SeesTorpedo(t) { // [40]
			continue
		}
		x, y := f.px(t.Hex)
		if a, b := t.SideHexes(); t.Side { // on a hexside [36]: between the two hexes
			xa, ya := f.px(a)
			xb, yb := f.px(b)
			x, y = (xa+xb)/2, (ya+yb)/2
		}
		a := float64(t.Heading12().Angle()-90) * math.Pi / 180
		dx, dy := math.Cos(a)*f.scale*0.7, math.Sin(a)*f.scale*0.7
		col := torpCol
		if tt := m.G.Data.Torpedoes[t.Type]; tt != nil && tt.Acoustic && m.S.Battle.Options.Acoustic {
			col = acousticCol
			// The hexes from which it homes: its own and the six around it [51].
			hud.Ring(sub, float32(x), float32(y), float32(f.scale*2.6), float32(math.Max(1, f.scale/10)), ui.Fade(acousticCol, 0.6))
		}
		// A circling torpedo's loops ahead [51]: its next three turns' run,
		// a dotted line through the hexes it will cross.
		if course := tac.CirclingCourse(t, 3*m.G.Data.Torpedoes[t.Type].Speed); len(course) > 0 {
			px, py := x, y
			for k, h := range course {
				cx, cy := f.px(h)
				if k%2 == 0 {
					vector.StrokeLine(sub, float32(px), float32(py), float32(cx), float32(cy), float32(math.Max(1, f.scale/7)), ui.Fade(col, 0.7), true)
				}
				px, py = cx, cy
			}
		}
		vector.StrokeLine(sub, float32(x-dx), float32(y-dy), float32(x+dx), float32(y+dy), float32(math.Max(1.5, f.scale/5)), col, true)
		vector.FillCircle(sub, float32(x+dx), float32(y+dy), float32(math.Max(1.5, f.scale/5)), col, true)
	}
	// Last sightings of hidden boats (the Escort player's fog).
	if v.Seat != tac.SeatSub {
		seen := m.Sightings()
		ids := make([]string, 0, len(seen))
		for id := range seen {
			ids = append(ids, id)
		}
		sort.Strings(ids) // one order: the plates keep their places
		for _, id := range ids {
			s := seen[id]
			x, y := f.px(s.Bow)
			hud.Ring(sub, float32(x), float32(y), float32(f.scale*1.6), float32(math.Max(1, f.scale/8)), ghostCol)
			r := f.scale * 1.6
			b.queueLabel(i18n.T("tac.board.sighting", engine.Text("id", id), engine.Int("turn", s.Turn)), x, y, r, f.scale*2.4, ghostCol, rankSighting, b.keepOut(x-r, y-r, x+r, y+r))
		}
	}
	// Ships.
	for i := range m.S.Battle.Vessels {
		vs := &m.S.Battle.Vessels[i]
		if vs.Exited || !visible(m, vs, v.Seat) {
			continue
		}
		b.drawVessel(sub, f, m, vs, v)
	}
	// Lines of sight [18]: the gunfire drafted, and from the ship being
	// ordered to the enemy under the pointer (los.go). Then the name
	// plates, placed apart.
	b.drawLOS(sub, f, m, g, v)
	b.placeLabels(sub, v)
	// The hexes the prompt's options name, ringed over the ships so that
	// the player sees where a click answers: a placement's hexes [20.3,
	// 20.4], the boats an air depth charge may fall on [20.1 campaign].
	if pr := g.Prompt(); pr != nil && pr.Seat == v.Seat {
		occupied := map[tac.Hex]bool{}
		for i := range m.S.Battle.Vessels {
			if vs := &m.S.Battle.Vessels[i]; !vs.Gone() && visible(m, vs, v.Seat) {
				occupied[vs.Bow] = true
			}
		}
		op := &ebiten.DrawImageOptions{}
		for _, o := range pr.Options {
			if h, ok := hexRef(o.Ref); ok {
				ring := b.optionRing(f.scale, occupied[h]) // a ship: around it
				half := float64(ring.Bounds().Dx()) / 2
				x, y := f.px(h)
				op.GeoM.Reset()
				op.GeoM.Translate(x-half, y-half)
				sub.DrawImage(ring, op)
			}
		}
	}

}

// drawInfo writes the turn, the score and the night, fog and weather.
func (b *Board) drawInfo(dst *ebiten.Image, r image.Rectangle, m *tac.Match, v table.View) {
	night := m.S.Battle.Options.Night
	scen := m.Scen.ID
	if scen == tac.FightScenarioID {
		scen = m.Scen.Name
	} else if t := m.Summary().TitleMsg; t != nil && i18n.Has(t.ID) { // S1–S12, ONS 5, a designed battle
		scen = i18n.Text(t, scen)
	}
	seen := m.ScoreSeenBy(v.Seat) // a boat's damage is the Sub player's secret [16.5]
	info := i18n.T("tac.board.info", engine.Text("scenario", scen), engine.Int("turn", min(m.S.Battle.Turn, m.Scen.Turns)),
		engine.Int("turns", m.Scen.Turns), engine.Int("sub", seen.Sub), engine.Int("escort", seen.Escort))
	if night {
		info += "  " + i18n.T("tac.board.night")
	}
	if m.S.Battle.Options.HiddenMovement {
		info += "  " + i18n.T("tac.board.hidden")
	}
	if w := m.S.Battle.Weather; w != "" {
		info += "  " + i18n.T("tac.board.weather", engine.Nested("w", engine.M("tac.weather."+string(w))))
	}
	if v.Fonts != nil {
		sc := math.Max(v.Scale, 1)
		face := v.Fonts.Face(ui.Bold, 12*sc)
		w := ui.TextWidth(info, face, 0)
		vector.FillRect(dst, float32(r.Min.X), float32(r.Min.Y), float32(w+16), float32(20*sc), labelShade, false)
		ui.DrawText(dst, info, face, float64(r.Min.X)+8, float64(r.Min.Y)+10*sc, ui.Left, ui.Paper)
	}
}

func (b *Board) drawVessel(dst *ebiten.Image, f frame, m *tac.Match, vs *tac.Vessel, v table.View) {
	bx, by := f.px(vs.Bow)
	sx, sy := f.px(vs.Stern())
	// The counter spans the two hexes: a capsule from near the stern's
	// centre to near the bow's.
	dx, dy := bx-sx, by-sy
	cx, cy := (bx+sx)/2, (by+sy)/2
	ax, ay := cx+dx*0.7, cy+dy*0.7
	tx, ty := cx-dx*0.55, cy-dy*0.55
	col := merchant
	width := f.scale * 0.9
	switch {
	case vs.Sunk:
		col = sunkCol
	case vs.Sub:
		col = subCol
		width = f.scale * 0.6
	case m.G.Role(vs) != tac.Merchant:
		col = escortCol
		width = f.scale * 0.7
	}
	if vs.Sub && vs.Depth > 0 && !vs.Sunk {
		col = ui.Fade(col, 0.7) // submerged: paler
	}
	vector.StrokeLine(dst, float32(tx), float32(ty), float32(ax), float32(ay), float32(width), col, true)
	vector.FillCircle(dst, float32(ax), float32(ay), float32(width/2), col, true)
	self := b.keepOut(math.Min(tx, ax)-width/2, math.Min(ty, ay)-width/2, math.Max(tx, ax)+width/2, math.Max(ty, ay)+width/2)
	if vs.Sunk {
		d := f.scale * 0.5
		vector.StrokeLine(dst, float32(cx-d), float32(cy-d), float32(cx+d), float32(cy+d), 2, color.Black, true)
		vector.StrokeLine(dst, float32(cx-d), float32(cy+d), float32(cx+d), float32(cy-d), 2, color.Black, true)
		return
	}
	if vs.DIW {
		hud.Ring(dst, float32(cx), float32(cy), float32(f.scale), 2, aswCol)
	}
	if showDamageTrack(vs, v.Seat) { // its log's damage track, under the counter (tracks.go)
		b.drawDamageTrack(dst, f, m, vs, cx, self.y1+math.Max(2, f.scale*0.15), math.Max(v.Scale, 1))
	}
	if f.scale >= 7 || vs.Sub {
		name := vs.Label()
		if vs.Sub && v.Seat == tac.SeatSub {
			name = i18n.T("tac.board.boat", engine.Text("id", vs.ID), engine.Nested("depth", tac.DepthMsg(vs.Depth)), engine.Int("ep", vs.EP))
		}
		if vs.Damage > 0 && (!vs.Sub || v.Seat == tac.SeatSub) { // a boat's damage is secret [16.5]
			name += " " + i18n.T("tac.board.damage", engine.Int("n", vs.Damage))
		}
		if own := vs.Side == tac.SubSide == (v.Seat == tac.SeatSub); vs.Crew != "" && own { // [49]: one's own crews
			name += " " + i18n.T("tac.crew.short."+string(vs.Crew))
		}
		if k := vs.AcousticTube(m.G.Data); k >= 0 && vs.Sub && v.Seat == tac.SeatSub {
			name += " " + i18n.T("tac.board.acoustic")
		}
		rank := rankMerchant
		switch {
		case vs.Sub && v.Seat == tac.SeatSub:
			rank = rankOwnBoat
		case vs.Sub:
			rank = rankBoat
		case m.G.Role(vs) != tac.Merchant:
			rank = rankEscort
		}
		b.queueLabel(name, cx, cy, (self.x1-self.x0)/2, f.scale*1.3, ui.Paper, rank, self)
	}
}

// hexRef reads "hex:S28-A".
func hexRef(ref string) (tac.Hex, bool) {
	s, ok := strings.CutPrefix(ref, "hex:")
	if !ok {
		return tac.Hex{}, false
	}
	h, err := tac.ParseHex(s)
	return h, err == nil
}

// RefAt is the hex under the point, as "hex:…".
func (b *Board) RefAt(r image.Rectangle, g engine.Game, v table.View, x, y int) string {
	m, ok := g.(*tac.Match)
	if !ok || !image.Pt(x, y).In(r) {
		return ""
	}
	if image.Pt(x, y).In(b.replayBtn) {
		return replayRef
	}
	f := view(r, m, v.Seat)
	best, bestD := tac.Hex{}, math.Inf(1)
	for c := f.cmin; c <= f.cmax; c++ {
		for row := f.rmin; row <= f.rmax; row++ {
			h := tac.Hex{Col: c, Row: row}
			px, py := f.px(h)
			if d := math.Hypot(px-float64(x), py-float64(y)); d < bestD {
				best, bestD = h, d
			}
		}
	}
	if bestD > f.scale {
		return ""
	}
	return "hex:" + best.String()
}
