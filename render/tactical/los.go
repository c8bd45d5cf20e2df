package tactical

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"periscope/game/engine"
	tac "periscope/game/tactical"
	"periscope/i18n"
	"periscope/render/hud"
	"periscope/render/table"
	"periscope/render/ui"
)

// Lines of sight on the board [18]. A line of sight is drawn from counter
// centre to counter centre, as the rule draws it [18.2]: clear, a solid
// pale line and the range in hexes; blocked, a dashed red line with each
// surface ship in the way ringed and the first named
// (tac.Game.LOSBlockers: [18.1] another surface ship's hex or part of
// one, [18.3] the side between a ship's bow and stern; boats never
// block). The board draws:
//   - the gunfire drafted in the orders being composed: the boat's deck
//     gun (SubOrders.Gun), the Escort player's fires of phase 1;
//   - the line the player is weighing: while a seat composes its orders,
//     from the ship being ordered (the boat or the escort plotted) to the
//     enemy ship under the pointer; in the Escort player's phase 1 (its
//     gunnery), from each of its warships in gun range to the enemy boat
//     under the pointer. The Sub player can so see which merchantmen of
//     S1 and S2 could fire on him (they fire at the nearest boat in range
//     and sight [20.5]), and the escorts which of them can fire at a boat.

// losLine is one line of sight drawn.
type losLine struct {
	from, to *tac.Vessel
	blockers []*tac.Vessel
	drafted  bool // gunfire in the orders being composed
}

var (
	losClear   = color.NRGBA{0xb8, 0xf0, 0xa8, 0xe0}
	losBlocked = color.NRGBA{0xff, 0x5a, 0x48, 0xf0}
	losFire    = color.NRGBA{0xff, 0xd0, 0x60, 0xf0}
)

// vesselAt is the ship the seat sees in hex h (bow or stern), nil none.
func vesselAt(m *tac.Match, seat engine.Seat, h tac.Hex) *tac.Vessel {
	for i := range m.S.Battle.Vessels {
		vs := &m.S.Battle.Vessels[i]
		if !vs.Gone() && visible(m, vs, seat) && (vs.Bow == h || vs.Stern() == h) {
			return vs
		}
	}
	return nil
}

// losLines are the lines of sight the board shows now.
func (b *Board) losLines(m *tac.Match, g engine.Game, v table.View) []losLine {
	p := g.Prompt()
	if p == nil || p.Seat != v.Seat || p.Payload == "" {
		return nil
	}
	b.ensure(m, p)
	d := &b.draft
	var out []losLine
	add := func(from, to *tac.Vessel, drafted bool) {
		if from == nil || to == nil || from == to || from.Gone() || to.Gone() {
			return
		}
		for _, l := range out {
			if l.from == from && l.to == to {
				return
			}
		}
		out = append(out, losLine{from: from, to: to, blockers: m.G.LOSBlockers(from, to), drafted: drafted})
	}
	switch p.Kind {
	case tac.KindSubPlot:
		if d.gun != "" {
			add(m.G.Vessel(d.id), m.G.Vessel(d.gun), true)
		}
	case tac.KindEscortOrders:
		for _, f := range d.fires {
			add(m.G.Vessel(f.Firer), m.G.Vessel(f.Target), true)
		}
	}
	h, ok := hexRef(v.Hover)
	if !ok {
		return out
	}
	target := vesselAt(m, v.Seat, h)
	if target == nil {
		return out
	}
	switch p.Kind {
	case tac.KindSubPlot, tac.KindEscortMove:
		if from := m.G.Vessel(d.id); from != nil && from.Side != target.Side {
			add(from, target, false)
		}
	case tac.KindEscortOrders:
		if !target.Sub || target.Side != tac.SubSide {
			break
		}
		reach := 0
		if bands := m.G.Data.Tables.Gunnery.Bands; len(bands) > 0 {
			reach = bands[len(bands)-1]
		}
		for i := range m.S.Battle.Vessels {
			e := &m.S.Battle.Vessels[i]
			if !e.Sub && !e.Gone() && e.Side != target.Side && m.G.Role(e) != tac.Merchant && tac.GunRange(e, target) <= reach {
				add(e, target, false)
			}
		}
	}
	return out
}

// counterMid is the pixel of a counter's centre [18.2].
func counterMid(f frame, vs *tac.Vessel) (float64, float64) {
	bx, by := f.px(vs.Bow)
	sx, sy := f.px(vs.Stern())
	return (bx + sx) / 2, (by + sy) / 2
}

// drawLOS draws the lines of sight (losLines) and queues their notes with
// the name plates.
func (b *Board) drawLOS(dst *ebiten.Image, f frame, m *tac.Match, g engine.Game, v table.View) {
	lines := b.losLines(m, g, v)
	b.losNote = losInfo(lines)
	w := float32(math.Max(1.5, f.scale/6))
	for _, l := range lines {
		x0, y0 := counterMid(f, l.from)
		x1, y1 := counterMid(f, l.to)
		n := tac.GunRange(l.from, l.to)
		var note string
		if len(l.blockers) == 0 {
			col := losClear
			if l.drafted {
				col = losFire
			}
			vector.StrokeLine(dst, float32(x0), float32(y0), float32(x1), float32(y1), w, col, true)
			note = i18n.T("tac.board.los-clear", engine.Int("n", n))
		} else {
			dashed(dst, x0, y0, x1, y1, math.Max(5, f.scale*0.6), w, losBlocked)
			for _, o := range l.blockers {
				cx, cy := counterMid(f, o)
				hud.Ring(dst, float32(cx), float32(cy), float32(f.scale*1.2), float32(math.Max(1.5, f.scale/7)), losBlocked)
			}
			note = i18n.T("tac.board.los-blocked", engine.Text("ship", l.blockers[0].ID))
		}
		// The note at the line's middle, kept apart from the plates.
		mx, my := (x0+x1)/2, (y0+y1)/2
		b.queueLabel(note, mx, my, 0, 0, ui.Paper, rankLOS, box{mx, my, mx, my})
	}
}

// dashed strokes a dashed line of dashes dash long.
func dashed(dst *ebiten.Image, x0, y0, x1, y1, dash float64, w float32, col color.Color) {
	l := math.Hypot(x1-x0, y1-y0)
	if l == 0 {
		return
	}
	ux, uy := (x1-x0)/l, (y1-y0)/l
	for s := 0.0; s < l; s += 2 * dash {
		e := math.Min(l, s+dash)
		vector.StrokeLine(dst, float32(x0+ux*s), float32(y0+uy*s), float32(x0+ux*e), float32(y0+uy*e), w, col, true)
	}
}

// losInfo tells the lines of sight drawn, for the page's test hook:
// "from>to clear" or "from>to blocked:first" (" fire" when drafted),
// joined by "|".
func losInfo(lines []losLine) string {
	s := ""
	for k, l := range lines {
		if k > 0 {
			s += "|"
		}
		s += l.from.ID + ">" + l.to.ID
		if len(l.blockers) > 0 {
			s += " blocked:" + l.blockers[0].ID
		} else {
			s += " clear"
		}
		if l.drafted {
			s += " fire"
		}
	}
	return s
}
