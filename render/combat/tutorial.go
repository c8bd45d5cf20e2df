package combat

import (
	"github.com/hajimehoshi/ebiten/v2"

	"periscope/input"
	"periscope/render"
	"periscope/render/hud"
	"periscope/render/ui"
)

// The tutorial on the combat board (issue 14, "a first evening that
// teaches"; render/hud/tutorial.go): on U-47's first patrol the board
// explains itself, then TDC when a TDC marker first lies on a target. The
// card sits in a corner of the board clear of every counter and button.

// updateTutor picks the tip and answers the card's buttons; true when a
// button of the card took this tick's click.
func (s *Scene) updateTutor(in *input.State) bool {
	if s.tutor == nil || s.botPlays() {
		if s.tutor != nil {
			s.tutor.Tip = ""
		}
		return false
	}
	ctx := hud.TipContext{Scene: "combat", Prompt: s.prompt}
	if v := s.view; v != nil {
		for _, col := range v.Columns {
			for _, u := range col.Units {
				if u.TDC >= 0 && u.TDCUp {
					ctx.TDC = true
				}
			}
		}
	}
	tip := s.tutor.Tip
	took := s.tutor.Update(in, render.Tutorial{Env: s.env}, ctx)
	if s.tutor.Tip != tip {
		s.laidOut = 0 // the card's corner is chosen with the layout
	}
	return took
}

// layoutTutor places the card clear of the board's counters and buttons.
func (s *Scene) layoutTutor() {
	if s.tutor == nil {
		return
	}
	var avoid []ui.Rect
	for _, h := range s.hots {
		if h.id != "skip" {
			avoid = append(avoid, h.rect)
		}
	}
	// And the counters, the boats' in their sub boxes among them, which
	// are not always clickable (the tip on splitting the attack lay over
	// U-47's counter at 1024×640 and 1920×1080). Empty sub boxes may be
	// covered.
	for _, c := range s.lay.cols {
		for _, u := range c.units {
			avoid = append(avoid, u.r)
		}
	}
	for _, p := range s.lay.pack {
		avoid = append(avoid, p.r)
	}
	if v := s.view; v != nil {
		for ci, c := range v.Columns {
			for bi := range c.Subs {
				if ci < len(s.lay.cols) && bi < len(s.lay.cols[ci].boxes) {
					// The box and the markers right of it (Spotted, damage).
					b := s.lay.cols[ci].boxes[bi]
					avoid = append(avoid, ui.Rect{X: b.X, Y: b.Y, W: b.W + s.m.Pt(24), H: b.H})
				}
			}
		}
	}
	// Where no corner of the board is clear (a lone contact at 1024×640:
	// the two counters across the middle, U-47's sub box at the foot), the
	// card goes to the foot of the panel below its last line, clear of the
	// panel's text and frames (its buttons are among the hots).
	// On a crowded board at 1024×640 (a large convoy's split) there is no
	// room on the board nor in the panel: the card goes over the tray's
	// log, clear of the roll (the die and its lines), and over the
	// board's empty sub boxes if it must.
	P := s.lay.panel
	avoid = append(avoid, s.lay.die)
	for _, it := range s.lay.items {
		if P.Contains(it.x, it.y) {
			avoid = append(avoid, ui.Rect{X: P.X, Y: it.y - it.size*0.7, W: P.W, H: it.size * 1.4})
		}
	}
	for _, pb := range s.lay.boxes {
		if pb.r.W > 0 {
			avoid = append(avoid, pb.r)
		}
	}
	b := s.lay.board
	T, D := s.lay.tray, s.lay.die
	logX := D.X + D.W + s.m.Pt(2)
	s.tutor.Layout(s.m, s.env.Fonts, ui.Rect{X: b.X, Y: b.Y, W: b.W, H: b.H}, avoid, P.Inset(s.m.Pt(8)),
		ui.Rect{X: logX, Y: b.Y, W: T.X + T.W - s.m.Pt(4) - logX, H: T.Y + T.H - s.m.Pt(4) - b.Y})
}

func (s *Scene) drawTutor(dst *ebiten.Image) {
	if s.tutor != nil {
		s.tutor.Draw(dst, s.env.Fonts)
	}
}

// drawGlossary defines the game's terms (TDC, Spotted, damaged, RTB…) in
// the control the pointer is on, beside it (issue 14, the glossary).
func (s *Scene) drawGlossary(dst *ebiten.Image) {
	h := s.hotByID(s.hover)
	if h == nil || h.id == "skip" {
		s.gloss, s.glossKey = hud.Glossary{}, ""
		return
	}
	key := h.id + "|" + h.label + "|" + h.line
	if key != s.glossKey {
		s.glossKey = key
		ids := hud.GlossaryIn(h.odds, h.label, h.detail, h.line, h.id)
		s.gloss = hud.LayoutGlossary(s.env.Fonts, s.m, ids, h.rect, ui.Rect{W: s.m.Width, H: s.m.Height})
	}
	s.gloss.Draw(dst, s.env.Fonts, s.m)
}
