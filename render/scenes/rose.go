package scenes

import (
	"image"
	"image/color"
	"math"

	xvector "golang.org/x/image/vector"

	"periscope/render/ui"
)

// The compass rose is rasterised on the CPU, once per size, into a small
// sprite (golang.org/x/image/vector: exact area coverage, so the same
// anti-aliased edges as Ebitengine's vector package). Drawn with Ebitengine's
// anti-aliased paths it cost about 180 MB of Go heap and most of a second at
// the first frame: every stroked circle with round joins became millions of
// vertices in the command queue (BenchmarkChartFirstDraw).

// roseImage draws the rose of radius r centred in a size×size image, the
// same shapes in the same order as the chart has always drawn it: the disc,
// three rings, the degree scale (ticks every 2°, longer every 10°), the star
// (four long cardinal points over four short intercardinal ones, each split
// into a light and a shaded half, outlined) and the centre dot.
func roseImage(m ui.Metrics, size int, r float64) *image.RGBA {
	dst := image.NewRGBA(image.Rect(0, 0, size, size))
	var z xvector.Rasterizer
	c := float64(size) / 2
	ink := ui.ChartInk
	// fill rasterises only the shapes' bounding box.
	fill := func(clr color.RGBA, shapes ...[]pt) {
		box := image.Rectangle{}
		for _, s := range shapes {
			for _, q := range s {
				p := image.Rect(int(math.Floor(q[0])), int(math.Floor(q[1])), int(math.Floor(q[0]))+2, int(math.Floor(q[1]))+2)
				box = box.Union(p)
			}
		}
		box = box.Intersect(dst.Bounds())
		if box.Empty() {
			return
		}
		z.Reset(box.Dx(), box.Dy())
		o := pt{float64(box.Min.X), float64(box.Min.Y)}
		for _, s := range shapes {
			addPoly(&z, s, o)
		}
		z.Draw(dst, box, image.NewUniform(clr), image.Point{})
	}

	fill(ui.Fade(ui.SeaDeep, 0.35), circle(c, c, r, 1))
	ring := func(rr, w float64, clr color.RGBA) {
		fill(clr, circle(c, c, rr+w/2, 1), circle(c, c, rr-w/2, -1))
	}
	ring(r, m.Pt(1.4), ui.Fade(ink, 0.38))
	ring(r*0.9, m.Pt(1), ui.Fade(ink, 0.28))
	ring(r*0.34, m.Pt(1), ui.Fade(ink, 0.25))

	var minor, major [][]pt
	for deg := 0; deg < 360; deg += 2 {
		s, co := math.Sincos(float64(deg) * math.Pi / 180)
		in := r * 0.955
		if deg%10 == 0 {
			in = r * 0.9
		}
		seg := line(pt{c + s*in, c - co*in}, pt{c + s*r, c - co*r}, m.Pt(1))
		if deg%10 == 0 {
			major = append(major, seg)
		} else {
			minor = append(minor, seg)
		}
	}
	fill(ui.Fade(ink, 0.22), minor...)
	fill(ui.Fade(ink, 0.38), major...)

	point := func(deg, length, base float64, light color.RGBA) {
		a := deg * math.Pi / 180
		o := pt{c, c}
		tip := pt{c + math.Sin(a)*length, c - math.Cos(a)*length}
		l := pt{c + math.Sin(a-math.Pi/4)*base, c - math.Cos(a-math.Pi/4)*base}
		rr := pt{c + math.Sin(a+math.Pi/4)*base, c - math.Cos(a+math.Pi/4)*base}
		fill(light, []pt{o, tip, l})
		fill(ui.Fade(ink, 0.12), []pt{o, tip, rr})
		// The outline l–tip–rr, butt ends and a round join at the tip.
		w := m.Pt(1)
		fill(ui.Fade(ink, 0.4), line(l, tip, w), line(tip, rr, w), circle(tip[0], tip[1], w/2, 1))
	}
	for _, d := range []float64{45, 135, 225, 315} {
		point(d, r*0.62, r*0.09, ui.Fade(ui.Paper, 0.18))
	}
	for _, d := range []float64{90, 180, 270} {
		point(d, r*0.86, r*0.12, ui.Fade(ui.Paper, 0.26))
	}
	point(0, r*0.86, r*0.12, ui.Fade(ui.Brass, 0.55))
	fill(ui.Fade(ui.Paper, 0.5), circle(c, c, m.Pt(2.5), 1))
	return dst
}

type pt = [2]float64

// addPoly adds a closed polygon to z, moved by -o.
func addPoly(z *xvector.Rasterizer, p []pt, o pt) {
	if len(p) < 3 {
		return
	}
	z.MoveTo(float32(p[0][0]-o[0]), float32(p[0][1]-o[1]))
	for _, q := range p[1:] {
		z.LineTo(float32(q[0]-o[0]), float32(q[1]-o[1]))
	}
	z.ClosePath()
}

// circle returns a polygon close enough to a circle (within 1/50 pixel),
// wound clockwise on the screen for dir > 0 and counter-clockwise
// otherwise. The rasteriser adds windings and takes their magnitude, so a
// ring is an outer circle and an inner one of opposite directions, and
// shapes of the same direction make a union.
func circle(cx, cy, r float64, dir int) []pt {
	if r <= 0 {
		return nil
	}
	n := 16
	if r > 0.02 {
		n = max(n, int(math.Ceil(math.Pi/math.Acos(1-0.02/r))))
	}
	p := make([]pt, n)
	for i := range p {
		a := 2 * math.Pi * float64(i) / float64(n)
		if dir <= 0 {
			a = -a
		}
		s, co := math.Sincos(a)
		p[i] = pt{cx + co*r, cy + s*r}
	}
	return p
}

// line returns the quadrilateral a stroke of width w from a to b covers
// (butt ends), wound clockwise on the screen whatever the direction of a–b.
func line(a, b pt, w float64) []pt {
	dx, dy := b[0]-a[0], b[1]-a[1]
	d := math.Hypot(dx, dy)
	if d == 0 {
		return nil
	}
	nx, ny := -dy/d*w/2, dx/d*w/2
	return []pt{{a[0] - nx, a[1] - ny}, {b[0] - nx, b[1] - ny}, {b[0] + nx, b[1] + ny}, {a[0] + nx, a[1] + ny}}
}
