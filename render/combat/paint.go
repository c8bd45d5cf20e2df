package combat

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/game/engine"
	"periscope/render/glyph"
	"periscope/render/ui"
)

// paint batches the board's flat shapes into a few triangle draws (vector
// paths would cost a pass over the screen each).
type paint struct{ p glyph.Painter }

func newPaint(dst *ebiten.Image) *paint { return &paint{p: glyph.Painter{Dst: dst}} }

func (p *paint) flush() { p.p.Flush() }

func (p *paint) rect(r ui.Rect, c color.Color) {
	p.p.Rect(float32(r.X), float32(r.Y), float32(r.W), float32(r.H), c)
}

func roundPts(r ui.Rect, rad float64) []float32 {
	rad = math.Max(0, math.Min(rad, math.Min(r.W, r.H)/2))
	var pts []float32
	corner := func(cx, cy, a0 float64) {
		for i := 0; i <= 5; i++ {
			a := a0 + math.Pi/2*float64(i)/5
			pts = append(pts, float32(cx+rad*math.Cos(a)), float32(cy+rad*math.Sin(a)))
		}
	}
	corner(r.X+r.W-rad, r.Y+rad, -math.Pi/2)
	corner(r.X+r.W-rad, r.Y+r.H-rad, 0)
	corner(r.X+rad, r.Y+r.H-rad, math.Pi/2)
	corner(r.X+rad, r.Y+rad, math.Pi)
	return pts
}

func (p *paint) roundRect(r ui.Rect, rad float64, c color.Color) { p.p.Polygon(roundPts(r, rad), c) }

func (p *paint) roundRectLine(r ui.Rect, rad, w float64, c color.Color) {
	in := r.Inset(w / 2)
	p.p.Line(roundPts(in, math.Max(0, rad-w/2)), float32(w), c, true)
}

func (p *paint) line(x0, y0, x1, y1, w float64, c color.Color) {
	p.p.Line([]float32{float32(x0), float32(y0), float32(x1), float32(y1)}, float32(w), c, false)
}

func (p *paint) circle(cx, cy, r float64, c color.Color) {
	p.p.Circle(float32(cx), float32(cy), float32(r), c)
}

func (p *paint) ring(cx, cy, r, w float64, c color.Color) {
	p.p.Ring(float32(cx), float32(cy), float32(r), float32(w), c)
}

func (p *paint) poly(pts []float32, c color.Color) { p.p.Polygon(pts, c) }

// oddsBar draws odds as a stacked bar, each outcome in its colour, on a
// dark track (the rest, if the odds sum below 1).
func (p *paint) oddsBar(r ui.Rect, odds []engine.Odd) {
	p.rect(r, color.RGBA{0x05, 0x0c, 0x15, 0xff})
	x := r.X
	for _, o := range odds {
		if o.P <= 0 {
			continue
		}
		w := o.P * r.W
		p.rect(ui.Rect{X: x, Y: r.Y, W: w, H: r.H}, outcomeColour(o.Outcome))
		x += w
	}
}

// d10Pts is the outline of a ten-sided die seen from above: a kite with
// its facets' edges.
func d10Pts(cx, cy, r float64) []float32 {
	return []float32{
		float32(cx), float32(cy - r),
		float32(cx + r*0.92), float32(cy - r*0.12),
		float32(cx + r*0.62), float32(cy + r*0.72),
		float32(cx), float32(cy + r),
		float32(cx - r*0.62), float32(cy + r*0.72),
		float32(cx - r*0.92), float32(cy - r*0.12),
	}
}
