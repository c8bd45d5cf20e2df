package chart

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

var whitePixel = func() *ebiten.Image {
	img := ebiten.NewImage(3, 3)
	img.Fill(color.White)
	return img.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
}()

// renderLayer draws everything static for cam into dst.
func (c *Chart) renderLayer(dst *ebiten.Image, cam *Camera) {
	dst.Clear()
	c.drawSea(dst, cam)
	c.drawLand(dst, cam)
	c.drawGraticule(dst, cam)
	c.drawMap(dst, cam)
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

// coastPaths builds the land fill path and the coastline stroke path for
// the rings that touch the view of cam.
func (c *Chart) coastPaths(cam *Camera) (fill, stroke *vector.Path) {
	fill, stroke = &vector.Path{}, &vector.Path{}
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
		for k := 0; k <= n; k++ {
			j := k % n
			x, y := (r.xs[j]-cx)*s+hw, (cy-r.ys[j])*s+hh
			if k < n {
				if k == 0 {
					fill.MoveTo(x, y)
				} else {
					fill.LineTo(x, y)
				}
			}
			switch {
			case k == 0:
				stroke.MoveTo(x, y)
			case r.cut[k-1]:
				stroke.MoveTo(x, y)
			default:
				stroke.LineTo(x, y)
			}
		}
		fill.Close()
	}
	return fill, stroke
}

func (c *Chart) drawLand(dst *ebiten.Image, cam *Camera) {
	fill, stroke := c.coastPaths(cam)
	u := float32(c.unit)
	// The continental shelf, suggested by a soft light band along every coast.
	for _, s := range []struct{ w, a float32 }{{16, 0.05}, {8, 0.07}, {3.5, 0.09}} {
		strokePath(dst, stroke, s.w*u, fade(Shelf, float64(s.a)), vector.LineJoinRound)
	}
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(Land)
	vector.FillPath(dst, fill, &vector.FillOptions{FillRule: vector.FillRuleNonZero}, op)
	strokePath(dst, stroke, max(1, 0.9*u), fade(CoastInk, 0.75), vector.LineJoinRound)
}

func strokePath(dst *ebiten.Image, p *vector.Path, width float32, clr color.Color, join vector.LineJoin) {
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(clr)
	vector.StrokePath(dst, p, &vector.StrokeOptions{Width: width, LineJoin: join, LineCap: vector.LineCapRound, MiterLimit: 4}, op)
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
	var major, minor vector.Path
	for lon := math.Floor(v.LonMin/step) * step; lon <= v.LonMax; lon += step {
		x, _ := cam.ToScreen(lon, 0)
		p := &minor
		if math.Mod(lon, 10) == 0 {
			p = &major
		}
		p.MoveTo(float32(x), 0)
		p.LineTo(float32(x), float32(cam.H))
	}
	for lat := math.Floor(v.LatMin/step) * step; lat <= v.LatMax; lat += step {
		_, y := cam.ToScreen(0, lat)
		p := &minor
		if math.Mod(lat, 10) == 0 {
			p = &major
		}
		p.MoveTo(0, float32(y))
		p.LineTo(float32(cam.W), float32(y))
	}
	w := max(1, float32(c.unit)*0.8)
	strokePath(dst, &major, w, fade(ChartInk, 0.16), vector.LineJoinMiter)
	strokePath(dst, &minor, w, fade(ChartInk, 0.07), vector.LineJoinMiter)
}
