package combat

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/game/campaign"
	"periscope/i18n"
	"periscope/render/counters"
	"periscope/render/ui"
)

// unitSpec is the face a board unit shows: its flag while face down [2.3B],
// its silhouette and values once revealed.
func (s *Scene) unitSpec(u *campaign.BoardUnit) counters.Spec {
	t := s.sess.Game().UnitType(u.ID)
	if t == nil {
		return counters.Back{Flag: "white"}
	}
	if !u.Up {
		return counters.BackFromData(*t)
	}
	return counters.AlliedFromData(*t)
}

// drawBoard draws what changes on the display: the choices on offer, the
// counters with their markers, the boats in their boxes, the allocation.
func (s *Scene) drawBoard(dst *ebiten.Image) {
	m, L, v := s.m, &s.lay, s.view
	if v == nil {
		return
	}
	g := s.sess.Game()
	fonts := s.env.Fonts
	pt := newPaint(dst)
	type label struct {
		s     string
		x, y  float64
		size  float64
		style ui.Style
		c     color.Color
		al    ui.Align
	}
	var labels []label

	// Columns on offer (placement, shift): the lane lights up, its odds
	// are on a chip in the header.
	for _, h := range s.hots {
		if !h.board || h.act != actPick {
			continue
		}
		col, _, _ := optRef(s.view, s.prompt.Options[h.opt])
		if col < 0 || col >= len(L.cols) {
			continue
		}
		c := L.cols[col]
		a := 0.10
		if h.id == s.hover || h.id == s.focus {
			a = 0.22
		}
		pt.roundRect(c.lane, m.Pt(6), ui.Fade(ui.Brass, a))
		pt.roundRectLine(c.lane, m.Pt(6), m.PtR(2), hotRing)
		chip := s.colChip(c)
		pt.roundRect(chip, m.Pt(4), color.RGBA{0x08, 0x14, 0x22, 0xf0})
		bar := ui.Rect{X: chip.X + m.Pt(6), Y: chip.Y + chip.H - m.Pt(9), W: chip.W - m.Pt(12), H: m.Pt(4)}
		pt.oddsBar(bar, h.odds)
		first := i18n.T("combat.choose")
		if len(h.odds) > 0 {
			first = i18n.Outcome(h.odds[0].Outcome) + " " + pct(h.odds[0].P)
		}
		// Smaller, then the figure alone: a chip never cuts its odds
		// ("placed here 3…" on six columns at 1024×640; the outcome is
		// named in the panel and on hover).
		size, ok := s.fitSize(first, ui.Bold, []float64{12, 11, 10}, 0, chip.W-m.Pt(10))
		if !ok && len(h.odds) > 0 {
			first, size = pct(h.odds[0].P), 12
		}
		labels = append(labels, label{ellipsis(first, fonts.Face(ui.Bold, m.Pt(size)), chip.W-m.Pt(10)), chip.X + chip.W/2, chip.Y + m.Pt(11), size, ui.Bold, ui.Paper, ui.Center})
	}
	pt.flush()

	// The counters.
	pointsOn := map[string]int{}
	if p := s.prompt; p != nil && p.Alloc != nil {
		for i, o := range p.Options {
			if _, unit, _ := optRef(s.view, o); unit != "" && i < len(s.points) {
				pointsOn[unit] = s.points[i]
			}
		}
	}
	scale := L.cs / s.atlas.Size(1)
	var marks []func()
	for ci, c := range L.cols {
		if ci >= len(v.Columns) {
			break
		}
		for ui_, ul := range c.units {
			u := &v.Columns[ci].Units[ui_]
			op := &ebiten.DrawImageOptions{}
			if !u.Present() {
				op.ColorScale.Scale(0.45, 0.45, 0.45, 0.6)
			} else if u.Unplaced {
				op.ColorScale.ScaleAlpha(0.6)
			}
			s.atlas.DrawWith(dst, s.unitSpec(u), ul.r.X, ul.r.Y, scale, op)
			r, u2 := ul.r, u
			marks = append(marks, func() { s.unitMarks(dst, r, u2, pointsOn) })
		}
	}
	for _, f := range marks {
		f()
	}

	// The boats in their boxes.
	ss := L.ss / s.atlas.Size(1)
	for ci, c := range v.Columns {
		for bi, id := range c.Subs {
			if ci >= len(L.cols) || bi >= len(L.cols[ci].boxes) {
				continue
			}
			b := L.cols[ci].boxes[bi]
			if spec, ok := s.boatSpec(id); ok {
				s.atlas.Draw(dst, spec, b.X+m.Pt(4), b.Y+m.Pt(4), ss)
			}
			if s.prompt != nil && s.prompt.Sub == id {
				p2 := newPaint(dst)
				p2.roundRectLine(b.Inset(-m.Pt(2)), m.Pt(5), m.PtR(2), ui.Brass)
				p2.flush()
			}
			if sub := g.Sub(id); sub != nil {
				// Markers sit right of the box, off the boat's counter
				// (issue 14, item 14; subMarkRects).
				spot, dmg := subMarkRects(b, L.ss, m)
				mk := spot.W / s.atlas.Size(1)
				if sub.Spotted {
					s.atlas.Draw(dst, counters.Marker{Kind: counters.Spotted}, spot.X, spot.Y, mk)
				}
				if sub.Damage > 0 {
					s.atlas.Draw(dst, counters.Marker{Kind: counters.Damaged}, dmg.X, dmg.Y, mk)
				}
			}
		}
	}

	// Counters and boats on offer: a brass ring; allocation targets a red
	// one when they carry points.
	p2 := newPaint(dst)
	for _, h := range s.hots {
		if !h.board {
			continue
		}
		switch h.act {
		case actPick, actTarget:
			col, _, _ := optRef(s.view, s.prompt.Options[h.opt])
			if col >= 0 && h.act == actPick {
				continue
			}
			ring := hotRing
			if h.act == actTarget && h.target < len(s.points) && s.points[h.target] > 0 {
				ring = targetRing
			}
			wd := m.PtR(2)
			if h.id == s.hover || h.id == s.focus {
				wd = m.PtR(3)
				p2.roundRect(h.rect.Inset(-m.Pt(3)), m.Pt(7), ui.Fade(ring, 0.18))
			}
			p2.roundRectLine(h.rect.Inset(-m.Pt(4)), m.Pt(8), wd, ring)
		case actPlus, actMinus:
			fill := color.RGBA{0x14, 0x30, 0x4e, 0xff}
			if !h.enabled {
				fill = color.RGBA{0x0c, 0x1a, 0x2a, 0xff}
			} else if h.id == s.hover || h.id == s.focus {
				fill = color.RGBA{0x24, 0x50, 0x7c, 0xff}
			}
			p2.roundRect(h.rect, m.Pt(4), fill)
			p2.roundRectLine(h.rect, m.Pt(4), m.PtR(1), ui.Fade(ui.Paper, 0.7))
			cx, cy := h.rect.Center()
			c := color.Color(ui.Paper)
			if !h.enabled {
				c = ui.TextDisabled
			}
			labels = append(labels, label{h.label, cx, cy, 16, ui.Bold, c, ui.Center})
		}
	}
	p2.flush()
	for _, l := range labels {
		ui.DrawText(dst, l.s, fonts.Face(l.style, m.Pt(l.size)), l.x, l.y, l.al, l.c)
	}

	// Before the draw: say what comes.
	if len(v.Columns) == 0 {
		B := L.board
		ui.DrawText(dst, i18n.T("combat.before-draw"), fonts.Face(ui.Regular, m.Pt(14)), B.X+B.W/2, B.Y+B.H/2, ui.Center, ui.PaperDim)
	}
}

// markSide is how far (as a fraction of the counter's side) the markers
// reach out beside a counter.
const markSide = 0.36

// markRects places a counter's markers: the TDC marker beside the top of
// its right side, the points badge beside the bottom of its left side, the
// damage ribbon across its silhouette; none covers the band (type and
// nationality) or the bottom row (Defence, tonnage, ASW).
func markRects(r ui.Rect, m ui.Metrics) (tdc, badge, ribbon ui.Rect) {
	mk := r.W * markSide
	tdc = ui.Rect{X: r.X + r.W + m.Pt(2), Y: r.Y, W: mk, H: mk}
	cr := mk * 0.48
	badge = ui.Rect{X: r.X - 2*cr - m.Pt(2), Y: r.Y + r.H*0.78 - cr, W: 2 * cr, H: 2 * cr}
	ribbon = ui.Rect{X: r.X + r.W*0.04, Y: r.Y + r.H*0.4, W: r.W * 0.92, H: r.H * 0.17}
	return tdc, badge, ribbon
}

// subMarkSide is a sub box marker's side as a fraction of the boat
// counter's (ss).
const subMarkSide = 0.4

// subMarkRects places a boat's Spotted and Damaged markers for its sub box
// b (counter side ss, drawn 4 pt in from the box's corner): right of the
// box, one above the other, so neither covers the counter's id, its
// silhouette row or its values (issue 14, item 14). layoutBoard leaves
// the room for them beside each box.
func subMarkRects(b ui.Rect, ss float64, m ui.Metrics) (spotted, damaged ui.Rect) {
	side := ss * subMarkSide
	x := b.X + b.W + m.Pt(2)
	spotted = ui.Rect{X: x, Y: b.Y + m.Pt(4), W: side, H: side}
	damaged = ui.Rect{X: x, Y: b.Y + m.Pt(6) + side, W: side, H: side}
	return spotted, damaged
}

// unitMarks draws a unit's markers: its TDC (face down or up) [14.14],
// damage [14.16D], the points aimed at it [14.15], sunk or gone.
func (s *Scene) unitMarks(dst *ebiten.Image, r ui.Rect, u *campaign.BoardUnit, pointsOn map[string]int) {
	m := s.m
	fonts := s.env.Fonts
	// Markers sit beside the counter, never on its values (issue 14,
	// item 14): the TDC to the right of its top (the band holds the type
	// and the nationality), the points to the left of its bottom (the
	// bottom row holds Defence, tonnage and ASW), damage as a ribbon over
	// the silhouette.
	tdc, badge, ribbon := markRects(r, m)
	mk := tdc.W
	if u.TDC >= 0 {
		x, y := tdc.X, tdc.Y
		if u.TDCUp {
			s.atlas.Draw(dst, counters.Marker{Kind: counters.TDC, Value: s.sess.Game().TDCValue(u)}, x, y, mk/s.atlas.Size(1))
		} else {
			pt := newPaint(dst)
			b := ui.Rect{X: x, Y: y, W: mk, H: mk}
			pt.roundRect(b, mk*0.12, color.RGBA{0x2f, 0x34, 0x39, 0xff})
			pt.roundRectLine(b, mk*0.12, math.Max(1, mk/30), color.RGBA{0x8a, 0x90, 0x96, 0xff})
			pt.flush()
			cx, cy := b.Center()
			ui.DrawText(dst, "TDC", fonts.Face(ui.Bold, mk*0.3), cx, cy-mk*0.12, ui.Center, ui.Paper)
			ui.DrawText(dst, "?", fonts.Face(ui.Bold, mk*0.36), cx, cy+mk*0.22, ui.Center, ui.Brass)
		}
	}
	if u.Damaged && u.Present() {
		pt := newPaint(dst)
		pt.rect(ribbon, color.RGBA{0xb0, 0x5a, 0x10, 0xe8})
		pt.flush()
		cx, cy := ribbon.Center()
		ui.DrawText(dst, "DAMAGED", fonts.Face(ui.Bold, r.W*0.13), cx, cy, ui.Center, ui.Paper)
	}
	pts := u.Points
	if v, ok := pointsOn[u.ID]; ok {
		pts = v
	}
	if pts > 0 && u.Present() {
		pt := newPaint(dst)
		cr := badge.W / 2
		cx, cy := badge.Center()
		pt.circle(cx, cy, cr, targetRing)
		pt.ring(cx, cy, cr-0.5, math.Max(1, m.Pt(1)), ui.Paper)
		pt.flush()
		ui.DrawText(dst, fmt.Sprint(pts), fonts.Face(ui.Bold, cr*1.2), cx, cy, ui.Center, ui.Paper)
	}
	switch {
	case u.Sunk:
		pt := newPaint(dst)
		pt.line(r.X+r.W*0.1, r.Y+r.H*0.1, r.X+r.W*0.9, r.Y+r.H*0.9, math.Max(2, r.W/20), sunkInk)
		pt.line(r.X+r.W*0.9, r.Y+r.H*0.1, r.X+r.W*0.1, r.Y+r.H*0.9, math.Max(2, r.W/20), sunkInk)
		band := ui.Rect{X: r.X, Y: r.Y + r.H*0.38, W: r.W, H: r.H * 0.24}
		pt.rect(band, color.RGBA{0x5a, 0x10, 0x0e, 0xe0})
		pt.flush()
		cx, cy := band.Center()
		stamp(dst, fonts, i18n.T("combat.stamp.sunk"), r.W, cx, cy)
	case u.Left:
		cx, cy := r.Center()
		stamp(dst, fonts, i18n.T("combat.stamp.gone"), r.W, cx, cy)
	case u.Unplaced:
		cx := r.X + r.W/2
		ui.DrawText(dst, i18n.T("combat.column-rolled"), fonts.Face(ui.Regular, math.Max(m.Pt(8), r.W*0.14)), cx, r.Y+r.H+m.Pt(7), ui.Center, ui.PaperDim)
	}
}

// drawFocus rings the keyboard focus.
func (s *Scene) drawFocus(dst *ebiten.Image) {
	h := s.hotByID(s.focus)
	if h == nil || h.rect.W == 0 {
		return
	}
	m := s.m
	pt := newPaint(dst)
	pt.roundRectLine(h.rect.Inset(-m.Pt(7)), m.Pt(9), m.PtR(2), ui.FocusRing)
	pt.flush()
}

// stamp writes a counter's stamp (SUNK, GONE) across a counter w wide,
// in a smaller face where the language's word is longer than the
// counter (AFFONDATA).
func stamp(dst *ebiten.Image, fonts *ui.Fonts, s string, w, cx, cy float64) {
	size := w * 0.2
	if tw := ui.TextWidth(s, fonts.Face(ui.Bold, size), 0); tw > w*0.9 {
		size *= w * 0.9 / tw
	}
	ui.DrawText(dst, s, fonts.Face(ui.Bold, size), cx, cy, ui.Center, ui.Paper)
}
