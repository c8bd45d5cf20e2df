package glyph

import (
	"image"
	"image/color"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
)

// Painter draws flat shapes as plain coloured triangles, batched into as
// few DrawTriangles calls as possible, with edges anti-aliased by a one
// pixel feather (a fringe of triangles fading to transparent).
//
// The vector package's anti-aliased paths are exact but render each path
// eight times into a stencil buffer: a few hundred small shapes make
// thousands of draw calls, which costs seconds on a software renderer and
// a noticeable pause in a browser. A Painter makes one draw call per 65,000
// vertices. Shapes are drawn in the order they are added; Flush (or any
// other drawing on the destination) must follow before the destination is
// drawn on by other means.
type Painter struct {
	Dst *ebiten.Image
	vs  []ebiten.Vertex
	is  []uint16
	// Blend, if set, replaces source-over.
	Blend ebiten.Blend
	// ColorScaleMode is how the vertex colours (premultiplied by the
	// Painter) are read. The zero value reads them as straight alpha, so a
	// translucent colour comes out darker than it is (its colour scaled by
	// its alpha twice): what the Painter has always drawn.
	// ColorScaleModePremultipliedAlpha draws the colour as it is, as the
	// vector package and DrawImage's ColorScale.ScaleWithColor do.
	ColorScaleMode ebiten.ColorScaleMode
	// Buffers kept from shape to shape, so that a painter kept from frame
	// to frame allocates nothing once they have grown (issue 16: a
	// panning frame allocates nothing): a circle's points, ear
	// clipping's corners and triangles, and Scratch's points.
	circ    []float32
	earIdx  []int
	ears    [][3]int
	scratch []float32
}

// Scratch is a buffer of points the painter keeps for its caller (a
// shape's outline built before it is drawn): empty it, append to it and
// store it back, and it grows once. The painter's own shapes never use it.
func (p *Painter) Scratch() *[]float32 { return &p.scratch }

var whitePixel = func() *ebiten.Image {
	img := ebiten.NewImage(3, 3)
	img.Fill(color.White)
	return img.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
}()

// WhitePixel is a 1×1 white source for DrawTriangles.
func WhitePixel() *ebiten.Image { return whitePixel }

// Flush draws what has been added.
func (p *Painter) Flush() {
	if len(p.is) > 0 {
		p.Dst.DrawTriangles(p.vs, p.is, whitePixel, &ebiten.DrawTrianglesOptions{Blend: p.Blend, ColorScaleMode: p.ColorScaleMode})
	}
	p.vs, p.is = p.vs[:0], p.is[:0]
}

// reserve makes room for n more vertices in the current batch.
func (p *Painter) reserve(n int) {
	if len(p.vs)+n > 65000 {
		p.Flush()
	}
}

type rgba struct{ r, g, b, a float32 }

func premul(c color.Color) rgba {
	r, g, b, a := c.RGBA() // already premultiplied
	return rgba{float32(r) / 0xffff, float32(g) / 0xffff, float32(b) / 0xffff, float32(a) / 0xffff}
}

func (p *Painter) vertex(x, y float32, c rgba, alpha float32) uint16 {
	p.vs = append(p.vs, ebiten.Vertex{DstX: x, DstY: y, SrcX: 1, SrcY: 1,
		ColorR: c.r * alpha, ColorG: c.g * alpha, ColorB: c.b * alpha, ColorA: c.a * alpha})
	return uint16(len(p.vs) - 1)
}

// Rect fills an axis-aligned rectangle (no feather: give it whole pixels).
func (p *Painter) Rect(x, y, w, h float32, clr color.Color) {
	p.reserve(4)
	c := premul(clr)
	a := p.vertex(x, y, c, 1)
	b := p.vertex(x+w, y, c, 1)
	d := p.vertex(x+w, y+h, c, 1)
	e := p.vertex(x, y+h, c, 1)
	p.is = append(p.is, a, b, d, a, d, e)
}

// Polygon fills a simple polygon (x0, y0, x1, y1, ...; either winding,
// convex or not) with a feathered edge.
func (p *Painter) Polygon(pts []float32, clr color.Color) { p.polygon(pts, clr, false) }

// ConvexPolygon is Polygon for a convex polygon (a circle, a rounded
// rectangle): the same pixels, without ear clipping's search.
func (p *Painter) ConvexPolygon(pts []float32, clr color.Color) { p.polygon(pts, clr, true) }

// polygon is Polygon; a convex polygon (convex) is split into a fan of
// triangles from its first vertex, which covers the same pixels as ear
// clipping's triangles (each pixel once, every vertex the same colour)
// without its quadratic search: the circles of up to 160 points in the
// title's compass rose and its buttons' rounded rectangles were tens of
// milliseconds of the sampled time to the first frame (issue 16).
func (p *Painter) polygon(pts []float32, clr color.Color, convex bool) {
	n := len(pts) / 2
	if n < 3 {
		return
	}
	p.reserve(n * 5)
	c := premul(clr)
	base := uint16(len(p.vs))
	for i := 0; i < n; i++ {
		p.vertex(pts[2*i], pts[2*i+1], c, 1)
	}
	if convex {
		for i := 1; i+1 < n; i++ {
			p.is = append(p.is, base, base+uint16(i), base+uint16(i+1))
		}
	} else {
		p.earIdx, p.ears = triangulate(pts, p.earIdx[:0], p.ears[:0])
		for _, t := range p.ears {
			p.is = append(p.is, base+uint16(t[0]), base+uint16(t[1]), base+uint16(t[2]))
		}
	}
	p.fringe(pts, c, signedArea2(pts) > 0)
}

// fringe adds a one-pixel band fading outwards along every edge.
func (p *Painter) fringe(pts []float32, c rgba, ccw bool) {
	n := len(pts) / 2
	for i := 0; i < n; i++ {
		j := (i + 1) % n
		x0, y0, x1, y1 := pts[2*i], pts[2*i+1], pts[2*j], pts[2*j+1]
		dx, dy := x1-x0, y1-y0
		l := float32(math.Hypot(float64(dx), float64(dy)))
		if l == 0 {
			continue
		}
		// Outward normal (screen y down): for an anticlockwise ring in
		// screen space (positive area here), outward is (dy, −dx).
		nx, ny := dy/l, -dx/l
		if !ccw {
			nx, ny = -nx, -ny
		}
		const f = 1.0
		a := p.vertex(x0-nx*0.35, y0-ny*0.35, c, 1)
		b := p.vertex(x1-nx*0.35, y1-ny*0.35, c, 1)
		d := p.vertex(x1+nx*f, y1+ny*f, c, 0)
		e := p.vertex(x0+nx*f, y0+ny*f, c, 0)
		p.is = append(p.is, a, b, d, a, d, e)
	}
}

// Circle fills a circle.
func (p *Painter) Circle(cx, cy, r float32, clr color.Color) {
	p.circ = appendCircle(p.circ[:0], cx, cy, r)
	p.ConvexPolygon(p.circ, clr)
}

// appendCircle appends a circle's points to pts.
func appendCircle(pts []float32, cx, cy, r float32) []float32 {
	n := int(math.Max(12, math.Min(160, float64(r)*1.2)))
	pts = slices.Grow(pts, 2*n)
	for i := 0; i < n; i++ {
		a := 2 * math.Pi * float64(i) / float64(n)
		pts = append(pts, cx+r*float32(math.Cos(a)), cy+r*float32(math.Sin(a)))
	}
	return pts
}

// Ring strokes a circle of radius r with a line of width w.
func (p *Painter) Ring(cx, cy, r, w float32, clr color.Color) {
	p.circ = appendCircle(p.circ[:0], cx, cy, r)
	p.Line(p.circ, w, clr, true)
}

// Line strokes a polyline (x0, y0, x1, y1, ...) of width w with mitred
// joins; closed joins the end to the start. A polyline that crosses itself
// is drawn twice where it crosses (visible only for translucent colours).
func (p *Painter) Line(pts []float32, w float32, clr color.Color, closed bool) {
	p.Strip(pts, LineProfile(w), clr, closed)
}

// Profile is the alpha across a stroke: offsets from the centre line in
// pixels and the alpha at each.
type Profile struct {
	Off, Alpha []float32
}

// LineProfile is a solid line of width w with a feathered edge each side.
func LineProfile(w float32) Profile {
	h := w / 2
	if h < 0.5 {
		return Profile{[]float32{-1, 0, 1}, []float32{0, w, 0}}
	}
	return Profile{[]float32{-h - 0.6, -h + 0.4, h - 0.4, h + 0.6}, []float32{0, 1, 1, 0}}
}

// GlowProfile falls off linearly from the centre line to w/2 either side.
func GlowProfile(w, peak float32) Profile {
	return Profile{[]float32{-w / 2, 0, w / 2}, []float32{0, peak, 0}}
}

// Strip adds a triangle strip along a polyline with the given cross profile.
func (p *Painter) Strip(pts []float32, prof Profile, clr color.Color, closed bool) {
	n := len(pts) / 2
	if n < 2 {
		return
	}
	k := len(prof.Off)
	if (n+1)*k > 64000 {
		m := n / 2
		p.Strip(pts[:2*(m+1)], prof, clr, false)
		rest := pts[2*m:]
		if closed {
			rest = append(append([]float32{}, rest...), pts[0], pts[1])
		}
		p.Strip(rest, prof, clr, false)
		return
	}
	p.reserve((n + 1) * k)
	c := premul(clr)
	pt := func(i int) (float32, float32) {
		i = (i%n + n) % n
		return pts[2*i], pts[2*i+1]
	}
	dir := func(i int) (float32, float32) {
		x0, y0 := pt(i)
		x1, y1 := pt(i + 1)
		dx, dy := x1-x0, y1-y0
		l := float32(math.Hypot(float64(dx), float64(dy)))
		if l == 0 {
			return 0, 0
		}
		return dx / l, dy / l
	}
	count := n
	if closed {
		count = n + 1
	}
	base := uint16(len(p.vs))
	for i := 0; i < count; i++ {
		var ax, ay, bx, by float32
		if i > 0 || closed {
			ax, ay = dir(i - 1)
		}
		if i < n-1 || closed {
			bx, by = dir(i)
		}
		if ax == 0 && ay == 0 {
			ax, ay = bx, by
		}
		if bx == 0 && by == 0 {
			bx, by = ax, ay
		}
		// The miter: the mean of the two segment normals, lengthened to
		// keep the width, up to a limit at sharp corners.
		nx, ny, scale := -ay, ax, float32(1)
		mx, my := -(ay + by), ax+bx
		if ml := float32(math.Hypot(float64(mx), float64(my))); ml > 1e-6 {
			nx, ny = mx/ml, my/ml
			cos := nx*-ay + ny*ax
			scale = 1 / float32(math.Max(float64(cos), 0.35))
		}
		x, y := pt(i)
		for j := 0; j < k; j++ {
			o := prof.Off[j] * scale
			p.vertex(x+nx*o, y+ny*o, c, prof.Alpha[j])
		}
		if i > 0 {
			cur := base + uint16(i*k)
			prev := cur - uint16(k)
			for j := 0; j < k-1; j++ {
				a, b, cc, d := prev+uint16(j), prev+uint16(j+1), cur+uint16(j), cur+uint16(j+1)
				p.is = append(p.is, a, b, cc, b, d, cc)
			}
		}
	}
}

// Shape fills a glyph shape into r (see Fill); flip mirrors it.
func (p *Painter) Shape(s Shape, r Rect, clr color.Color, flip bool) {
	for _, poly := range s {
		pts := make([]float32, 0, 2*len(poly))
		for _, q := range poly {
			x := q.X
			if flip {
				x = 1 - x
			}
			pts = append(pts, r.X+x*r.W, r.Y+q.Y*r.H)
		}
		p.Polygon(pts, clr)
	}
}

// MaxBlend keeps the larger of source and destination in every channel:
// strips drawn with it into a mask never add up where they overlap.
var MaxBlend = ebiten.Blend{
	BlendFactorSourceRGB: ebiten.BlendFactorOne, BlendFactorSourceAlpha: ebiten.BlendFactorOne,
	BlendFactorDestinationRGB: ebiten.BlendFactorOne, BlendFactorDestinationAlpha: ebiten.BlendFactorOne,
	BlendOperationRGB: ebiten.BlendOperationMax, BlendOperationAlpha: ebiten.BlendOperationMax,
}

// circlePts is a circle's points in a new slice.
func circlePts(cx, cy, r float32) []float32 { return appendCircle(nil, cx, cy, r) }
