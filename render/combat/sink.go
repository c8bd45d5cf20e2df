package combat

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/render/ui"
)

// Sunk ships sink ("counters that move", issue 14): when the log sinks a
// counter on the board, the sea rises over it in about a second at normal
// animation speed, then clears to show it marked SUNK. Animations off, or a
// click or Escape (skip), show the mark at once.

// sinkFrames is how many frames a sinking takes at normal speed.
const sinkFrames = 55.0

func (s *Scene) startSinking(unit string) {
	if s.sinking == nil {
		s.sinking = map[string]float64{}
	}
	s.sinking[unit] = 0
}

// stepSinking moves the sinkings on by a frame.
func (s *Scene) stepSinking(speed float64) {
	for id, t := range s.sinking {
		t += speed / sinkFrames
		if speed <= 0 || t >= 1 {
			delete(s.sinking, id)
			continue
		}
		s.sinking[id] = t
	}
}

// drawSinking draws the sea rising over the sinking counters.
func (s *Scene) drawSinking(dst *ebiten.Image) {
	if len(s.sinking) == 0 {
		return
	}
	m := s.m
	pt := newPaint(dst)
	for _, c := range s.lay.cols {
		for _, u := range c.units {
			t, ok := s.sinking[u.id]
			if !ok {
				continue
			}
			r := u.r
			// The water rises over the first 70%, then clears.
			rise := min(1, t/0.7)
			alpha := 1.0
			if t > 0.7 {
				alpha = 1 - (t-0.7)/0.3
			}
			h := r.H * rise
			water := ui.Rect{X: r.X - m.Pt(1), Y: r.Y + r.H - h, W: r.W + m.Pt(2), H: h + m.Pt(1)}
			pt.rect(water, ui.Fade(color.RGBA{0x0d, 0x2a, 0x48, 0xff}, 0.92*alpha))
			pt.rect(ui.Rect{X: water.X, Y: water.Y, W: water.W, H: m.PtR(2)}, ui.Fade(color.RGBA{0x9c, 0xc4, 0xe4, 0xff}, 0.8*alpha))
		}
	}
	pt.flush()
}

// Sinking reports how many counters are going down now (for the tests
// and the page hook).
func (s *Scene) Sinking() int { return len(s.sinking) }

// sinkingProgress is the furthest a sinking has gone (0 when none).
func (s *Scene) sinkingProgress() float64 {
	best := 0.0
	for _, t := range s.sinking {
		best = max(best, t)
	}
	return best
}
