package scenes

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/render/glyph"
	"periscope/render/ui"
)

// The compass rose is drawn once per size into a small sprite through a
// glyph.Painter: plain triangles with a one-pixel feathered edge, a few
// thousand vertices in one draw call. Drawn with Ebitengine's anti-aliased
// paths it cost about 180 MB of Go heap and most of a second at the first
// frame (every stroked circle with round joins became millions of vertices
// in the command queue, BenchmarkChartFirstDraw); rasterised on the CPU
// (golang.org/x/image/vector) it still cost 0.3–0.4 s of the first frame
// in the browser (issue 16: each shape's coverage accumulated and composited
// over its whole bounding box, eight of them the whole disc, in wasm).

// drawRoseSprite draws the rose of radius r centred in dst (size×size,
// transparent), the same shapes in the same order as the chart has always
// drawn it: the disc, three rings, the degree scale (ticks every 2°, longer
// every 10°), the star (four long cardinal points over four short
// intercardinal ones, each split into a light and a shaded half, outlined)
// and the centre dot.
func drawRoseSprite(dst *ebiten.Image, m ui.Metrics, size int, r float64) {
	p := glyph.Painter{Dst: dst, ColorScaleMode: ebiten.ColorScaleModePremultipliedAlpha}
	c := float64(size) / 2
	cf, rf := float32(c), float32(r)
	ink := ui.ChartInk
	poly := func(clr color.RGBA, q []pt) {
		if len(q) < 3 {
			return
		}
		f := make([]float32, 0, 2*len(q))
		for _, v := range q {
			f = append(f, float32(v[0]), float32(v[1]))
		}
		p.Polygon(f, clr)
	}

	p.Circle(cf, cf, rf, ui.Fade(ui.SeaDeep, 0.35))
	p.Ring(cf, cf, rf, float32(m.Pt(1.4)), ui.Fade(ink, 0.38))
	p.Ring(cf, cf, rf*0.9, float32(m.Pt(1)), ui.Fade(ink, 0.28))
	p.Ring(cf, cf, rf*0.34, float32(m.Pt(1)), ui.Fade(ink, 0.25))

	for _, major := range []bool{false, true} {
		clr := ui.Fade(ink, 0.22)
		if major {
			clr = ui.Fade(ink, 0.38)
		}
		for deg := 0; deg < 360; deg += 2 {
			if (deg%10 == 0) != major {
				continue
			}
			s, co := math.Sincos(float64(deg) * math.Pi / 180)
			in := r * 0.955
			if major {
				in = r * 0.9
			}
			p.Line([]float32{float32(c + s*in), float32(c - co*in), float32(c + s*r), float32(c - co*r)}, float32(m.Pt(1)), clr, false)
		}
	}

	point := func(deg, length, base float64, light color.RGBA) {
		a := deg * math.Pi / 180
		o := pt{c, c}
		tip := pt{c + math.Sin(a)*length, c - math.Cos(a)*length}
		l := pt{c + math.Sin(a-math.Pi/4)*base, c - math.Cos(a-math.Pi/4)*base}
		rr := pt{c + math.Sin(a+math.Pi/4)*base, c - math.Cos(a+math.Pi/4)*base}
		poly(light, []pt{o, tip, l})
		poly(ui.Fade(ink, 0.12), []pt{o, tip, rr})
		// The outline l–tip–rr: two strokes with butt ends (a mitred
		// join would spike at so sharp a tip).
		w := float32(m.Pt(1))
		outline := ui.Fade(ink, 0.4)
		p.Line([]float32{float32(l[0]), float32(l[1]), float32(tip[0]), float32(tip[1])}, w, outline, false)
		p.Line([]float32{float32(tip[0]), float32(tip[1]), float32(rr[0]), float32(rr[1])}, w, outline, false)
	}
	for _, d := range []float64{45, 135, 225, 315} {
		point(d, r*0.62, r*0.09, ui.Fade(ui.Paper, 0.18))
	}
	for _, d := range []float64{90, 180, 270} {
		point(d, r*0.86, r*0.12, ui.Fade(ui.Paper, 0.26))
	}
	point(0, r*0.86, r*0.12, ui.Fade(ui.Brass, 0.55))
	p.Circle(cf, cf, float32(m.Pt(2.5)), ui.Fade(ui.Paper, 0.5))
	p.Flush()
}

type pt = [2]float64
