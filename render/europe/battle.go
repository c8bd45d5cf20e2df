package europe

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"periscope/game/engine"
	"periscope/game/europe"
	"periscope/i18n"
	"periscope/render/hud"
	"periscope/render/table"
	"periscope/render/ui"
)

// The battle board [7.3]: drawn over the map while a battle is fought.
// Attackers at the left, defenders at the right, each unit type with its
// count, its value and the units hit this round (they still fire back);
// under each side the dice it rolled this round as pools of d6, hits
// lit; the hits waiting for casualties and the casualty order that will
// take them; at the top the calculator's odds from here on (the same
// order), so a player sees what pressing on is worth.

var (
	boardPaper = color.RGBA{0xf4, 0xf0, 0xe4, 0xf4}
	hitInk     = color.RGBA{0xb0, 0x24, 0x1a, 0xff}
	hitFace    = color.RGBA{0xe8, 0xb8, 0x30, 0xff}
	dimInk     = color.RGBA{0x5a, 0x56, 0x4c, 0xff}
	winFill    = color.RGBA{0x4f, 0x8a, 0x3c, 0xff}
	drawFill   = color.RGBA{0x9a, 0x96, 0x8a, 0xff}
	loseFill   = color.RGBA{0xa8, 0x3a, 0x2c, 0xff}
)

// battleRect is where the battle board goes inside the map rectangle r:
// as tall as its content (the longer side's units and dice), at most the
// map less the production track.
func battleRect(r image.Rectangle, bb *europe.BattleBoard, scale float64) ui.Rect {
	w := math.Min(float64(r.Dx())-24*scale, 780*scale)
	rows := func(att bool) float64 {
		units := bb.Def
		if att {
			units = bb.Att
		}
		h := float64(len(units)) * 19
		for _, x := range bb.Rolls {
			if x.Att == att {
				h += 20 * math.Ceil(float64(len(x.Faces))/math.Max(1, math.Floor((w/2-150*scale)/(18*scale))))
			}
		}
		return h
	}
	content := (98 + 26 + 44 + math.Max(rows(true), rows(false))) * scale
	h := math.Min(float64(r.Dy())-150*scale, content)
	return ui.Rect{X: float64(r.Min.X) + (float64(r.Dx())-w)/2, Y: float64(r.Min.Y) + 12*scale, W: w, H: h}
}

// drawBattle paints the battle board.
func (b *Board) drawBattle(dst *ebiten.Image, r image.Rectangle, g *europe.Game, bb *europe.BattleBoard, v table.View, scale float64) {
	box := battleRect(r, bb, scale)
	l := newLayer(dst)
	defer l.flush()
	l.box(box, 6*scale, boardPaper, nil, 0)
	l.box(box, 6*scale, nil, borderInk, 1.5*scale)
	title := v.Fonts.Face(ui.Bold, 14*scale)
	bold := v.Fonts.Face(ui.Bold, 11*scale)
	face := v.Fonts.Face(ui.Regular, 10.5*scale)
	small := v.Fonts.Face(ui.Regular, 9.5*scale)
	pad := 12 * scale
	x, y := box.X+pad, box.Y+pad+6*scale
	l.text(i18n.T("europe.board.title", engine.Text("space", battleSpaceName(bb)), engine.Int("round", max(bb.Round, 1))), title, x, y, ui.Left, borderInk)
	y += 22 * scale

	// The odds from here on: a bar of win, draw and lose.
	bar := ui.Rect{X: x, Y: y, W: box.W - 2*pad, H: 16 * scale}
	segs := []struct {
		p    float64
		fill color.RGBA
		id   string
	}{{bb.Odds.Win, winFill, "europe.board.win"}, {bb.Odds.Draw, drawFill, "europe.board.draw"}, {bb.Odds.Lose, loseFill, "europe.board.lose"}}
	xx := bar.X
	for _, sg := range segs {
		w := bar.W * sg.p
		if w <= 0 {
			continue
		}
		l.p.Rect(float32(xx), float32(bar.Y), float32(w), float32(bar.H), sg.fill)
		label := i18n.T(sg.id, engine.Percent("p", sg.p))
		if ui.TextWidth(label, small, 0)+6*scale < w {
			l.text(label, small, xx+w/2, bar.Y+bar.H/2, ui.Center, color.White)
		}
		xx += w
	}
	l.box(bar, 0, nil, borderInk, 1)
	y += bar.H + 12*scale
	text, msg := g.OddsDetail(bb.Odds)
	l.text(hud.Ellipsize(i18n.Text(msg, text), small, bar.W), small, x, y, ui.Left, dimInk)
	y += 16 * scale

	colW := (box.W - 3*pad) / 2
	bottom := box.Y + box.H - pad
	for k, att := range []bool{true, false} {
		cx := x + float64(k)*(colW+pad)
		b.drawSide(l, g, bb, att, ui.Rect{X: cx, Y: y, W: colW, H: bottom - y}, v, scale, bold, face, small)
	}
	l.p.Rect(float32(x+colW+pad/2), float32(y), 1, float32(bottom-y), color.RGBA{0xb8, 0xb0, 0x9c, 0xff})
}

// drawSide is one column of the battle board.
func (b *Board) drawSide(l *layer, g *europe.Game, bb *europe.BattleBoard, att bool, col ui.Rect, v table.View, scale float64, bold, face, small text.Face) {
	units, power, head, order := bb.Def, bb.Defender, "europe.board.defender", bb.DefOrder
	if att {
		units, power, head, order = bb.Att, bb.Attacker, "europe.board.attacker", bb.AttOrder
	}
	y := col.Y + 6*scale
	name := "—"
	if power != "" {
		name = i18n.T("europe.power." + string(power))
	}
	l.box(ui.Rect{X: col.X, Y: y - 5*scale, W: 10 * scale, H: 10 * scale}, 2*scale, powerFill[power], nil, 0)
	l.text(i18n.T(head, engine.Text("power", name)), bold, col.X+15*scale, y, ui.Left, borderInk)
	y += 20 * scale
	row := 19 * scale
	for _, u := range units {
		label := unitAbbrev(u.Type)
		chip := ui.Rect{X: col.X, Y: y - row/2 + 1*scale, W: 34 * scale, H: row - 3*scale}
		l.box(chip, 3*scale, powerInk[u.Owner], nil, 0)
		l.text(label, small, chip.X+chip.W/2, y, ui.Center, color.White)
		line := fmt.Sprintf("× %d  %s", u.N, i18n.T("europe.unit."+u.Type))
		l.text(line, face, chip.X+chip.W+6*scale, y, ui.Left, borderInk)
		value := u.Value
		if u.DamagedValue > 0 && u.Damaged == u.N {
			value = u.DamagedValue // every one damaged and weakened (A34's alternative)
		}
		val := i18n.T(map[bool]string{true: "europe.board.attack-value", false: "europe.board.defence-value"}[att], engine.Int("n", value))
		right := col.X + col.W
		if u.Hit > 0 {
			hit := i18n.T("europe.board.hit", engine.Int("n", u.Hit))
			l.text(hit, bold, right, y, ui.Right, hitInk)
			right -= ui.TextWidth(hit, bold, 0) + 8*scale
		}
		if u.Damaged > 0 {
			dm := i18n.T("europe.board.damaged", engine.Int("n", u.Damaged))
			if u.DamagedValue > 0 && u.Damaged < u.N {
				// the damaged ones weakened (A34's alternative)
				dm = i18n.T("europe.board.damaged-value", engine.Int("n", u.Damaged), engine.Int("v", u.DamagedValue))
			}
			l.text(dm, small, right, y, ui.Right, hitInk)
			right -= ui.TextWidth(dm, small, 0) + 8*scale
		}
		l.text(val, small, right, y, ui.Right, dimInk)
		y += row
		if y > col.Y+col.H-60*scale {
			break
		}
	}
	y += 6 * scale
	// The dice this side rolled this round.
	die := 15 * scale
	for _, r := range bb.Rolls {
		if r.Att != att {
			continue
		}
		if y+die > col.Y+col.H-34*scale {
			break
		}
		label := unitAbbrev(r.Unit)
		if r.Kind != "fire" {
			label = i18n.T("europe.board.roll."+r.Kind, engine.Text("unit", unitAbbrev(r.Unit)))
		}
		label += fmt.Sprintf(" ≤%d", r.HitOn)
		l.text(label, small, col.X, y+die/2, ui.Left, borderInk)
		dx := col.X + 70*scale
		res := i18n.T("europe.board.hits", engine.Int("n", r.Hits))
		limit := col.X + col.W - ui.TextWidth(res, small, 0) - 8*scale
		for i, f := range r.Faces {
			if dx+die > limit {
				// wrap onto the next line
				dx = col.X + 70*scale
				y += die + 3*scale
			}
			hit := f <= r.HitOn
			fill, ink := color.RGBA{0xff, 0xff, 0xfa, 0xff}, color.RGBA{0x30, 0x30, 0x30, 0xff}
			if hit {
				fill, ink = hitFace, hitInk
			}
			d := ui.Rect{X: dx, Y: y, W: die, H: die}
			l.box(d, 3*scale, fill, nil, 0)
			l.box(d, 3*scale, nil, borderInk, 1)
			l.text(fmt.Sprint(f), small, d.X+die/2, d.Y+die/2, ui.Center, ink)
			dx += die + 3*scale
			_ = i
		}
		l.text(res, small, col.X+col.W, y+die/2, ui.Right, map[bool]color.Color{true: hitInk, false: dimInk}[r.Hits > 0])
		y += die + 5*scale
	}
	// Hits to take, and the order that will take them.
	yb := col.Y + col.H - 8*scale
	if bb.Hits > 0 && bb.OnAtt == att {
		l.text(hud.Ellipsize(i18n.T("europe.board.pending", engine.Int("n", bb.Hits)), bold, col.W), bold, col.X, yb-16*scale, ui.Left, hitInk)
	}
	if len(order) > 0 {
		var names []string
		present := map[string]bool{}
		for _, u := range units {
			present[u.Type] = true
		}
		for _, t := range order {
			if present[t] {
				names = append(names, i18n.T("europe.unit."+t))
			}
		}
		if len(names) > 0 {
			l.text(hud.Ellipsize(i18n.T("europe.board.order", engine.Text("order", strings.Join(names, ", "))), small, col.W), small, col.X, yb, ui.Left, dimInk)
		}
	}
}

// battleSpaceName is the battle's space in the UI's language.
func battleSpaceName(bb *europe.BattleBoard) string {
	if id := europe.SpaceMsgID(bb.Space); i18n.Has(id) {
		return i18n.T(id)
	}
	return bb.SpaceName
}
