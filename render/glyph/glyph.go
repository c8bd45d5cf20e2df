// Package glyph holds the small vector drawings the chart and the counters
// share: ship silhouettes by type, the aircraft and submarine marks, the
// anchor. Shapes are polygons in a unit box (x right, y down, the waterline
// at y = 1) that are scaled into any rectangle, so they stay crisp at every
// size and device scale.
package glyph

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// P is a point in the unit box.
type P struct{ X, Y float32 }

// Shape is a set of polygons filled together.
type Shape [][]P

// Rect is where a glyph is drawn, in device pixels.
type Rect struct{ X, Y, W, H float32 }

// Fill draws shape into r on dst in clr, anti-aliased. flip mirrors it
// left–right.
func Fill(dst *ebiten.Image, s Shape, r Rect, clr color.Color, flip bool) {
	p := Painter{Dst: dst}
	p.Shape(s, r, clr, flip)
	p.Flush()
}

// Every polygon is wound the same way before filling, so that overlapping
// parts add up under the non-zero rule instead of cancelling.
func signedArea(ps []P) float32 {
	var a float32
	for i := range ps {
		j := (i + 1) % len(ps)
		a += ps[i].X*ps[j].Y - ps[j].X*ps[i].Y
	}
	return a
}

func reversed(ps []P) []P {
	out := make([]P, len(ps))
	for i, p := range ps {
		out[len(ps)-1-i] = p
	}
	return out
}

// rect is an axis-aligned box polygon.
func rect(x0, y0, x1, y1 float32) []P { return []P{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}} }

// Ellipse returns an ellipse polygon with n sides.
func Ellipse(cx, cy, rx, ry float32, n int) []P {
	ps := make([]P, n)
	for i := range ps {
		a := 2 * math.Pi * float64(i) / float64(n)
		ps[i] = P{cx + rx*float32(math.Cos(a)), cy + ry*float32(math.Sin(a))}
	}
	return ps
}

// Hexagon returns the corners of a flat-topped hexagon of circumradius r.
func Hexagon(cx, cy, r float32) []float32 {
	pts := make([]float32, 0, 12)
	for i := 0; i < 6; i++ {
		a := math.Pi / 3 * float64(i)
		pts = append(pts, cx+r*float32(math.Cos(a)), cy+r*float32(math.Sin(a)))
	}
	return pts
}

// Anchor strokes an anchor of height h centred on cx, cy with lines of width w.
func Anchor(p *Painter, cx, cy, h, w float32, clr color.Color) {
	ring := h * 0.12
	top := cy - h/2 + ring
	bottom := cy + h/2 - w/2
	p.Ring(cx, top, ring, w, clr)
	p.Line([]float32{cx, top + ring, cx, bottom}, w, clr, false)
	bar := cy - h*0.18
	p.Line([]float32{cx - h*0.26, bar, cx + h*0.26, bar}, w, clr, false)
	// The arms: a curve from one fluke round the crown to the other, and
	// the flukes' barbs.
	ar := h * 0.36
	var arms []float32
	for i := 0; i <= 16; i++ {
		t := math.Pi * float64(i) / 16
		arms = append(arms, cx-ar*float32(math.Cos(t)), bottom-ar*0.55+ar*0.55*float32(math.Sin(t)))
	}
	p.Line(arms, w, clr, false)
	f := h * 0.12
	for _, s := range []float32{-1, 1} {
		tx, ty := cx+s*ar, bottom-ar*0.55
		p.Line([]float32{tx - s*f*0.9, ty - f*0.25, tx, ty - f*0.05, tx + s*f*0.1, ty - f}, w*0.9, clr, false)
	}
}
