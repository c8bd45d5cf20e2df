package chart

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"periscope/render/glyph"
)

var whitePixel = glyph.WhitePixel()

// renderLayer draws everything static for cam into dst.
func (c *Chart) renderLayer(dst *ebiten.Image, cam *Camera) {
	dst.Clear()
	c.drawSea(dst, cam)
	c.drawLand(dst, cam)
	c.drawGraticule(dst, cam)
	c.drawMap(dst, cam)
	c.drawSheetEdge(dst, cam)
}

// sheet returns the chart sheet (the camera's bounds) in screen coordinates.
func sheet(cam *Camera) (x0, y0, x1, y1 float64) {
	b := cam.Bounds
	x0, y0 = cam.ToScreen(b.LonMin, b.LatMax)
	x1, y1 = cam.ToScreen(b.LonMax, b.LatMin)
	return
}

// drawSheetEdge lays the chart on the plotting table: beyond the theatre
// (where the view is wider or taller than it) the table shows, and the
// sheet has a border with a degree scale, alternate degrees dark and light
// as on a printed chart.
func (c *Chart) drawSheetEdge(dst *ebiten.Image, cam *Camera) {
	x0, y0, x1, y1 := sheet(cam)
	w, h := cam.W, cam.H
	if x0 <= 0 && y0 <= 0 && x1 >= w && y1 >= h {
		return
	}
	p := c.painter(dst, ebiten.Blend{})
	f := func(v float64) float32 { return float32(math.Round(v)) }
	band := math.Round(c.pt(6))
	line := float32(math.Max(1, math.Round(c.unit)))
	// The table around the sheet.
	if x0 > 0 {
		p.Rect(0, 0, f(x0), float32(h), Table)
	}
	if x1 < w {
		p.Rect(f(x1), 0, float32(w)-f(x1), float32(h), Table)
	}
	if y0 > 0 {
		p.Rect(0, 0, float32(w), f(y0), Table)
	}
	if y1 < h {
		p.Rect(0, f(y1), float32(w), float32(h)-f(y1), Table)
	}
	// The degree scale: a band outside each edge, in 1° (or 5°) steps.
	b := cam.Bounds
	step := 1.0
	if cam.Scale < 5*c.unit {
		step = 5
	}
	light, dark := fade(Paper, 0.75), Halo
	for i, lon := 0, math.Ceil(b.LonMin/step)*step; lon < b.LonMax; i, lon = i+1, lon+step {
		xa, _ := cam.ToScreen(math.Max(lon, b.LonMin), 0)
		xb, _ := cam.ToScreen(math.Min(lon+step, b.LonMax), 0)
		clr := light
		if int(math.Round(lon/step))%2 != 0 {
			clr = dark
		}
		p.Rect(f(xa), f(y0-band), f(xb)-f(xa), float32(band), clr)
		p.Rect(f(xa), f(y1), f(xb)-f(xa), float32(band), clr)
		_ = i
	}
	for lat := math.Ceil(b.LatMin/step) * step; lat < b.LatMax; lat += step {
		_, ya := cam.ToScreen(0, math.Min(lat+step, b.LatMax))
		_, yb := cam.ToScreen(0, math.Max(lat, b.LatMin))
		clr := light
		if int(math.Round(lat/step))%2 != 0 {
			clr = dark
		}
		p.Rect(f(x0-band), f(ya), float32(band), f(yb)-f(ya), clr)
		p.Rect(f(x1), f(ya), float32(band), f(yb)-f(ya), clr)
	}
	// Neatlines: one at the sheet's edge, one outside the scale.
	ink := fade(Paper, 0.6)
	for _, d := range []float64{0, band} {
		p.Rect(f(x0-d)-line, f(y0-d)-line, f(x1+d)-f(x0-d)+2*line, line, ink)
		p.Rect(f(x0-d)-line, f(y1+d), f(x1+d)-f(x0-d)+2*line, line, ink)
		p.Rect(f(x0-d)-line, f(y0-d), line, f(y1+d)-f(y0-d), ink)
		p.Rect(f(x1+d), f(y0-d), line, f(y1+d)-f(y0-d), ink)
	}
	p.Flush()
}

// drawSea fills the sea with a gradient from the south (lighter, warmer
// water) to the north (deep and dark): a hint of depth without bathymetry.
func (c *Chart) drawSea(dst *ebiten.Image, cam *Camera) {
	w, h := float32(cam.W), float32(cam.H)
	col := func(sy float32) (float32, float32, float32) {
		_, lat := cam.ToGeo(0, float64(sy))
		t := float32(math.Max(0, math.Min(1, (lat+10)/85)))
		mix := func(a, b uint8) float32 { return (float32(a)*t + float32(b)*(1-t)) / 255 }
		return mix(SeaNorth.R, SeaSouth.R), mix(SeaNorth.G, SeaSouth.G), mix(SeaNorth.B, SeaSouth.B)
	}
	const bands = 16
	var vs []ebiten.Vertex
	var is []uint16
	for i := 0; i <= bands; i++ {
		y := h * float32(i) / bands
		r, g, b := col(y)
		for _, x := range []float32{0, w} {
			vs = append(vs, ebiten.Vertex{DstX: x, DstY: y, SrcX: 1, SrcY: 1, ColorR: r, ColorG: g, ColorB: b, ColorA: 1})
		}
		if i > 0 {
			k := uint16(2 * i)
			is = append(is, k-2, k-1, k, k-1, k+1, k)
		}
	}
	dst.DrawTriangles(vs, is, whitePixel, nil)
}

// coastPaths builds the land fill path and the coastlines (screen
// polylines, x0, y0, x1, y1, ...) for the rings that touch the view of cam.
// Coastlines break where a ring runs along the clip box.
func (c *Chart) coastPaths(cam *Camera) (fill *vector.Path, lines [][]float32) {
	fill = &vector.Path{}
	rings := c.rings[c.level(cam.Scale)]
	wx0, wy1 := cam.ScreenToWorld(0, 0)
	wx1, wy0 := cam.ScreenToWorld(cam.W, cam.H)
	s, hw, hh := float32(cam.Scale), float32(cam.W/2), float32(cam.H/2)
	cx, cy := float32(cam.CX), float32(cam.CY)
	for i := range rings {
		r := &rings[i]
		if float64(r.maxX) < wx0 || float64(r.minX) > wx1 || float64(r.maxY) < wy0 || float64(r.minY) > wy1 {
			continue
		}
		n := len(r.xs)
		// Start the coastline just after a cut, if the ring has one, so
		// that a closed ring without cuts stays one closed line.
		start := 0
		for k := 0; k < n; k++ {
			if r.cut[k] {
				start = (k + 1) % n
				break
			}
		}
		var cur []float32
		for k := 0; k <= n; k++ {
			j := (start + k) % n
			x, y := (r.xs[j]-cx)*s+hw, (cy-r.ys[j])*s+hh
			if k < n {
				if k == 0 {
					fill.MoveTo(x, y)
				} else {
					fill.LineTo(x, y)
				}
			}
			cur = append(cur, x, y)
			if r.cut[j] || k == n {
				if len(cur) >= 4 {
					lines = append(lines, cur)
				}
				cur = []float32{x, y}
				if k == n {
					break
				}
				if r.cut[j] {
					cur = cur[:0]
				}
			}
		}
		fill.Close()
	}
	return fill, lines
}

// drawLand draws the land and its coast: a soft light band along every
// coast suggesting the continental shelf, the land, and a thin coastline.
// The strokes go into a scratch mask with the max blend (so a stroke's
// overlaps at corners never add up) that is then tinted onto the layer.
func (c *Chart) drawLand(dst *ebiten.Image, cam *Camera) {
	fill, lines := c.coastPaths(cam)
	u := float32(c.unit)
	scratch := c.scratchFor(dst)

	scratch.Clear()
	p := c.painter(scratch, glyph.MaxBlend)
	wide, narrow := glyph.GlowProfile(34*u, 0.5), glyph.GlowProfile(10*u, 1)
	for _, l := range lines {
		p.Strip(l, wide, color.White, false)
		p.Strip(l, narrow, color.White, false)
	}
	p.Flush()
	composite(dst, scratch, Shelf, 0.34)

	op := &vector.DrawPathOptions{}
	op.ColorScale.ScaleWithColor(Land)
	vector.FillPath(dst, fill, &vector.FillOptions{FillRule: vector.FillRuleNonZero}, op)

	scratch.Clear()
	for _, l := range lines {
		p.Line(l, max(1, 0.9*u), color.White, false)
	}
	p.Flush()
	composite(dst, scratch, CoastInk, 0.8)
}

// composite draws a scratch mask onto dst tinted clr at alpha a.
func composite(dst, mask *ebiten.Image, clr color.RGBA, a float64) {
	op := &ebiten.DrawImageOptions{}
	op.ColorScale.ScaleWithColor(fade(clr, a))
	dst.DrawImage(mask, op)
}

// scratchFor returns a scratch image the size of dst.
func (c *Chart) scratchFor(dst *ebiten.Image) *ebiten.Image {
	b := dst.Bounds()
	if c.scratch == nil || c.scratch.Bounds().Size() != b.Size() {
		if c.scratch != nil {
			c.scratch.Deallocate()
		}
		c.scratch = glyph.NewLayer(b.Dx(), b.Dy())
	}
	return c.scratch
}

// graticuleStep is the spacing of graticule lines: 10°, and 5° once a
// degree is wide enough on screen.
func (c *Chart) graticuleStep(cam *Camera) float64 {
	if cam.Scale >= 40*c.unit {
		return 5
	}
	return 10
}

func (c *Chart) drawGraticule(dst *ebiten.Image, cam *Camera) {
	step := c.graticuleStep(cam)
	v := cam.Visible()
	w := float32(math.Max(1, math.Round(c.unit*0.8)))
	major, minor := fade(ChartInk, 0.16), fade(ChartInk, 0.07)
	p := c.painter(dst, ebiten.Blend{})
	// Axis-aligned lines on whole pixels: crisp without anti-aliasing.
	for lon := math.Floor(v.LonMin/step) * step; lon <= v.LonMax; lon += step {
		x, _ := cam.ToScreen(lon, 0)
		clr := minor
		if math.Mod(lon, 10) == 0 {
			clr = major
		}
		p.Rect(float32(math.Round(x-float64(w)/2)), 0, w, float32(cam.H), clr)
	}
	for lat := math.Floor(v.LatMin/step) * step; lat <= v.LatMax; lat += step {
		_, y := cam.ToScreen(0, lat)
		clr := minor
		if math.Mod(lat, 10) == 0 {
			clr = major
		}
		p.Rect(0, float32(math.Round(y-float64(w)/2)), float32(cam.W), w, clr)
	}
	p.Flush()
}
