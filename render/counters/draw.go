package counters

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"periscope/render/glyph"
	"periscope/render/typeface"
)

// canvas draws one counter of side s pixels whose top-left corner is at
// x0, y0 in dst. Positions and sizes passed to its methods are fractions of
// the side, so one layout serves every size. Shapes go through a Painter
// (plain triangles with feathered edges: a handful of draw calls per
// counter), flushed before each text.
type canvas struct {
	dst    *ebiten.Image
	p      *glyph.Painter
	x0, y0 float64
	s      float64
	faces  typeface.Source
}

func (c *canvas) X(f float64) float32 { return float32(c.x0 + f*c.s) }
func (c *canvas) Y(f float64) float32 { return float32(c.y0 + f*c.s) }
func (c *canvas) L(f float64) float32 { return float32(f * c.s) }

// hair is a crisp line width: one device pixel per 60 of counter side, at least 1.
func (c *canvas) hair() float32 { return float32(math.Max(1, math.Round(c.s/60))) }

// roundRect returns the outline of a rounded rectangle.
func roundRect(x, y, w, h, r float32) []float32 {
	var pts []float32
	corner := func(cx, cy float32, a0 float64) {
		for i := 0; i <= 6; i++ {
			a := a0 + math.Pi/2*float64(i)/6
			pts = append(pts, cx+r*float32(math.Cos(a)), cy+r*float32(math.Sin(a)))
		}
	}
	corner(x+w-r, y+r, -math.Pi/2)
	corner(x+w-r, y+h-r, 0)
	corner(x+r, y+h-r, math.Pi/2)
	corner(x+r, y+r, math.Pi)
	return pts
}

func fade(c color.RGBA, a float64) color.RGBA {
	return color.RGBA{uint8(float64(c.R) * a), uint8(float64(c.G) * a), uint8(float64(c.B) * a), uint8(float64(c.A) * a)}
}

func mix(a, b color.RGBA, t float64) color.RGBA {
	f := func(x, y uint8) uint8 { return uint8(float64(x)*(1-t) + float64(y)*t + 0.5) }
	return color.RGBA{f(a.R, b.R), f(a.G, b.G), f(a.B, b.B), f(a.A, b.A)}
}

var (
	black = color.RGBA{0, 0, 0, 0xff}
	white = color.RGBA{0xff, 0xff, 0xff, 0xff}
)

// radius of the counter's corners, as a fraction of the side.
const corner = 0.075

// shadow draws a soft drop shadow under the counter.
func (c *canvas) shadow() {
	for i, a := range []float64{0.10, 0.14, 0.20} {
		g := float32(3-i) * c.L(0.012)
		c.p.Polygon(roundRect(c.X(0.02)-g, c.Y(0.035)-g, c.L(1)+2*g, c.L(1)+2*g, c.L(corner)+g), fade(black, a))
	}
}

// body draws the die-cut counter: the face colour, a light bevel along the
// top and left edges, a dark one along the bottom and right, and a crisp
// outline.
func (c *canvas) body(face color.RGBA) {
	h := c.hair()
	c.p.Polygon(roundRect(c.X(0), c.Y(0), c.L(1), c.L(1), c.L(corner)), face)
	in := h * 1.5
	r := c.L(corner)
	x0, y0, x1, y1 := c.X(0)+in, c.Y(0)+in, c.X(1)-in, c.Y(1)-in
	c.p.Line([]float32{x0, y1 - r, x0, y0 + r, x0 + r*0.3, y0 + r*0.3, x0 + r, y0, x1 - r, y0}, h, fade(white, 0.28), false)
	c.p.Line([]float32{x1, y0 + r, x1, y1 - r, x1 - r*0.3, y1 - r*0.3, x1 - r, y1, x0 + r, y1}, h, fade(black, 0.28), false)
	c.p.Line(roundRect(c.X(0)+h/2, c.Y(0)+h/2, c.L(1)-h, c.L(1)-h, c.L(corner)-h/2), h, mix(face, black, 0.55), true)
}

// band fills a strip across the counter from y0 to y1 (fractions); a band
// at the top follows the rounded corners.
func (c *canvas) band(y0, y1 float64, clr color.RGBA) {
	if y0 > 0 {
		c.p.Rect(c.X(0), c.Y(y0), c.L(1), c.L(y1-y0), clr)
		return
	}
	r := c.L(corner)
	pts := []float32{c.X(0), c.Y(y1)}
	full := roundRect(c.X(0), c.Y(0), c.L(1), c.L(1), r)
	// The top corners of the rounded outline: top-left arc then top-right arc.
	pts = append(pts, full[2*21:2*28]...) // top-left corner (from the left side to the top)
	pts = append(pts, full[0:2*7]...)     // top-right corner (from the top to the right side)
	pts = append(pts, c.X(1), c.Y(y1))
	c.p.Polygon(pts, clr)
}

// text draws s with its capital height centred on cy (fractions of the
// side), aligned on x by h. size is the em size as a fraction of the side;
// the size shrinks until the text fits maxW (0 = no limit).
func (c *canvas) text(s string, style typeface.Style, size, x, cy float64, h text.Align, maxW float64, clr color.Color) {
	c.p.Flush()
	px := math.Round(size * c.s)
	face := c.faces(style, px)
	if maxW > 0 {
		for px > 5 {
			w, _ := text.Measure(s, face, 0)
			if w <= maxW*c.s {
				break
			}
			px--
			face = c.faces(style, px)
		}
	}
	m := face.Metrics()
	capH := m.CapHeight
	if capH <= 0 {
		capH = m.HAscent * 0.7
	}
	op := &text.DrawOptions{}
	op.LayoutOptions.PrimaryAlign = h
	// Top of the line box so that the capitals are centred on cy; whole
	// pixels keep the stems sharp.
	top := math.Round(c.y0+cy*c.s+capH/2) - m.HAscent
	op.GeoM.Translate(math.Round(c.x0+x*c.s), top)
	op.ColorScale.ScaleWithColor(clr)
	text.Draw(c.dst, s, face, op)
}

// glyphIn fills a shape into a box given in fractions of the side.
func (c *canvas) glyphIn(s glyph.Shape, x, y, w, h float64, clr color.Color, flip bool) {
	c.p.Shape(s, glyph.Rect{X: c.X(x), Y: c.Y(y), W: c.L(w), H: c.L(h)}, clr, flip)
}

// silhouette fits a silhouette centred on cx with its waterline at base,
// at most w wide and h tall.
func (c *canvas) silhouette(s glyph.Silhouette, cx, base, w, h float64, clr color.Color) {
	a := float64(s.Aspect())
	sw, sh := w, w/a
	if sh > h {
		sh, sw = h, h*a
	}
	c.glyphIn(s.Shape(), cx-sw/2, base-sh, sw, sh, clr, false)
}

// triangle draws an outlined, filled triangle pointing up with a number in it.
func (c *canvas) triangle(cx, cy, side float64, fillC, ink color.RGBA, label string) {
	h := side * math.Sqrt(3) / 2
	pts := []float32{c.X(cx), c.Y(cy - h*0.6), c.X(cx + side/2), c.Y(cy + h*0.4), c.X(cx - side/2), c.Y(cy + h*0.4)}
	c.p.Polygon(pts, fillC)
	c.p.Line(pts, c.hair(), ink, true)
	c.text(label, typeface.Bold, side*0.6, cx, cy+h*0.1, text.AlignCenter, 0, ink)
}

// circle draws an outlined circle with a number in it.
func (c *canvas) circle(cx, cy, r float64, fillC, ink color.RGBA, label string, size float64) {
	c.p.Circle(c.X(cx), c.Y(cy), c.L(r), fillC)
	c.p.Ring(c.X(cx), c.Y(cy), c.L(r)-c.hair()/2, c.hair(), ink)
	c.text(label, typeface.Bold, size, cx, cy, text.AlignCenter, 0, ink)
}

// box draws an outlined square with a number in it.
func (c *canvas) box(cx, cy, half float64, fillC, ink color.RGBA, label string, size float64) {
	pts := roundRect(c.X(cx-half), c.Y(cy-half), c.L(2*half), c.L(2*half), c.L(half*0.25))
	c.p.Polygon(pts, fillC)
	c.p.Line(pts, c.hair(), ink, true)
	c.text(label, typeface.Bold, size, cx, cy, text.AlignCenter, 0, ink)
}

// ring strokes a circle outline.
func (c *canvas) ring(cx, cy, r float64, clr color.RGBA) {
	c.p.Ring(c.X(cx), c.Y(cy), c.L(r), c.hair(), clr)
}
