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
	"github.com/hajimehoshi/ebiten/v2/vector"
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
	var p vector.Path
	for _, poly := range s {
		pts := poly
		if signedArea(pts) < 0 != flip {
			pts = reversed(pts)
		}
		for i, q := range pts {
			x := q.X
			if flip {
				x = 1 - x
			}
			px, py := r.X+x*r.W, r.Y+q.Y*r.H
			if i == 0 {
				p.MoveTo(px, py)
			} else {
				p.LineTo(px, py)
			}
		}
		p.Close()
	}
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(clr)
	vector.FillPath(dst, &p, nil, op)
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

// Hexagon returns a flat-topped hexagon path of circumradius r at cx, cy.
func Hexagon(p *vector.Path, cx, cy, r float32) {
	for i := 0; i < 6; i++ {
		a := math.Pi / 3 * float64(i)
		x, y := cx+r*float32(math.Cos(a)), cy+r*float32(math.Sin(a))
		if i == 0 {
			p.MoveTo(x, y)
		} else {
			p.LineTo(x, y)
		}
	}
	p.Close()
}

// Anchor strokes an anchor of height h centred on cx, cy.
func Anchor(dst *ebiten.Image, cx, cy, h, width float32, clr color.Color) {
	var p vector.Path
	ring := h * 0.12
	top := cy - h/2 + ring
	bottom := cy + h/2 - width/2
	p.Arc(cx, top, ring, 0, 2*math.Pi, vector.Clockwise)
	p.Close()
	p.MoveTo(cx, top+ring)
	p.LineTo(cx, bottom)
	bar := cy - h*0.18
	p.MoveTo(cx-h*0.26, bar)
	p.LineTo(cx+h*0.26, bar)
	// The arms: an arc from one fluke round the crown to the other.
	ar := h * 0.36
	p.MoveTo(cx-ar, bottom-ar*0.55)
	p.QuadTo(cx-ar*0.75, bottom, cx, bottom)
	p.QuadTo(cx+ar*0.75, bottom, cx+ar, bottom-ar*0.55)
	// Flukes.
	f := h * 0.1
	p.MoveTo(cx-ar-f*0.4, bottom-ar*0.55+f)
	p.LineTo(cx-ar, bottom-ar*0.55)
	p.LineTo(cx-ar+f, bottom-ar*0.55+f*0.2)
	p.MoveTo(cx+ar+f*0.4, bottom-ar*0.55+f)
	p.LineTo(cx+ar, bottom-ar*0.55)
	p.LineTo(cx+ar-f, bottom-ar*0.55+f*0.2)
	so := &vector.StrokeOptions{Width: width, LineCap: vector.LineCapRound, LineJoin: vector.LineJoinRound}
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(clr)
	vector.StrokePath(dst, &p, so, op)
}
