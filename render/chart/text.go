package chart

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// rect is a screen rectangle for label collision.
type rect struct{ x0, y0, x1, y1 float64 }

func (r rect) overlaps(o rect) bool { return r.x0 < o.x1 && o.x0 < r.x1 && r.y0 < o.y1 && o.y0 < r.y1 }

// labeller places labels without letting them overlap ("collision-light":
// a label that would cover one already placed tries its other positions and
// is otherwise left out; important labels are placed first).
type labeller struct {
	placed []rect
}

func (l *labeller) free(r rect) bool {
	for _, p := range l.placed {
		if p.overlaps(r) {
			return false
		}
	}
	return true
}

// reserve marks a screen area as taken (a node's mark) without a label.
func (l *labeller) reserve(r rect) { l.placed = append(l.placed, r) }

// textBox returns the rectangle a text occupies when drawn at x, y with the
// alignments.
func textBox(s string, face text.Face, x, y float64, h, v text.Align) rect {
	w, ht := text.Measure(s, face, 0)
	switch h {
	case text.AlignCenter:
		x -= w / 2
	case text.AlignEnd:
		x -= w
	}
	switch v {
	case text.AlignCenter:
		y -= ht / 2
	case text.AlignEnd:
		y -= ht
	}
	return rect{x, y, x + w, y + ht}
}

// drawText draws s with a dark halo so that it reads over land, sea and lines.
func drawText(dst *ebiten.Image, s string, face text.Face, x, y float64, h, v text.Align, clr color.Color, halo float64) {
	op := &text.DrawOptions{}
	op.LayoutOptions.PrimaryAlign = h
	op.LayoutOptions.SecondaryAlign = v
	if halo > 0 {
		hc := fade(Halo, 0.55)
		for _, d := range [][2]float64{{-1, 0}, {1, 0}, {0, -1}, {0, 1}, {-0.7, -0.7}, {0.7, 0.7}, {-0.7, 0.7}, {0.7, -0.7}} {
			op.GeoM.Reset()
			op.GeoM.Translate(x+d[0]*halo, y+d[1]*halo)
			op.ColorScale.Reset()
			op.ColorScale.ScaleWithColor(hc)
			text.Draw(dst, s, face, op)
		}
	}
	op.GeoM.Reset()
	op.GeoM.Translate(x, y)
	op.ColorScale.Reset()
	op.ColorScale.ScaleWithColor(clr)
	text.Draw(dst, s, face, op)
}
