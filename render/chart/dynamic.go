package chart

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"periscope/render/glyph"
	"periscope/render/typeface"
)

// drawDynamic draws what may change every frame: the highlighted and
// selected nodes and the latitude/longitude labels along the view's edges.
func (c *Chart) drawDynamic(dst *ebiten.Image) {
	l := c.Layout()
	if n, ok := l.Node(c.Selected); ok && c.Selected != "" {
		c.ring(dst, n, c.pt(2.6), Brass)
	}
	if n, ok := l.Node(c.Highlight); ok && c.Highlight != "" && c.Highlight != c.Selected {
		c.ring(dst, n, c.pt(1.8), fade(Brass, 0.7))
	}
	c.drawEdgeLabels(dst)
}

func (c *Chart) ring(dst *ebiten.Image, n *Node, w float64, clr color.RGBA) {
	p := c.painter(dst, ebiten.Blend{})
	if n.Kind == Base {
		p.Line(glyph.Hexagon(float32(n.X), float32(n.Y), float32(n.R+c.pt(3))), float32(w), clr, true)
	} else {
		p.Ring(float32(n.X), float32(n.Y), float32(n.R+c.pt(2.5)), float32(w), clr)
	}
	p.Flush()
}

// degLabel formats a graticule value: 30°W, 0°, 50°N. An unwrapped
// longitude is named as on a chart: 200 is 160°W, 180 is 180°.
func degLabel(v float64, pos, neg string) string {
	if pos == "E" {
		v = Unwrap(v, 0)
		if v == -180 {
			return "180°"
		}
	}
	switch {
	case v > 0:
		return fmt.Sprintf("%g°%s", v, pos)
	case v < 0:
		return fmt.Sprintf("%g°%s", -v, neg)
	}
	return "0°"
}

// degKey names a graticule value's label.
type degKey struct {
	v   float64
	pos string
}

// deg is degLabel, each label made once (issue 16: a panning frame
// allocates nothing; the edge labels are written every frame).
func (c *Chart) deg(v float64, pos, neg string) string {
	k := degKey{v, pos}
	if s, ok := c.degLabels[k]; ok {
		return s
	}
	if c.degLabels == nil || len(c.degLabels) >= 1024 {
		c.degLabels = map[degKey]string{}
	}
	s := degLabel(v, pos, neg)
	c.degLabels[k] = s
	return s
}

// drawEdgeLabels writes the longitudes along the top edge and the latitudes
// along the left edge, where the graticule lines meet them.
func (c *Chart) drawEdgeLabels(dst *ebiten.Image) {
	cam := c.Cam
	step := c.graticuleStep(cam)
	if step < 10 && cam.Scale < 80*c.unit {
		step = 10 // label every 10° unless there is room for every line
	}
	face := c.face(typeface.Mono, 11)
	ink := fade(ChartInk, 0.85)
	pad := c.pt(5)
	halo := math.Max(1, c.pt(1))
	v := cam.Visible().Intersect(cam.Bounds)
	// Along the sheet's top and left edges, or the view's where the sheet
	// runs beyond it.
	c.warmEdgeLabels(step, face, ink, halo, v)
	sx0, sy0, sx1, sy1 := sheet(cam)
	left, top := math.Max(0, sx0), math.Max(0, sy0)
	right, bottom := math.Min(cam.W, sx1), math.Min(cam.H, sy1)
	for lon := math.Ceil(v.LonMin/step) * step; lon <= v.LonMax; lon += step {
		x, _ := cam.ToScreen(lon, 0)
		if x < left+c.pt(60) || x > right-c.pt(30) {
			continue
		}
		c.drawEdgeLabel(dst, c.deg(lon, "E", "W"), face, x+c.pt(3), top+pad, text.AlignStart, ink, halo)
	}
	for lat := math.Ceil(v.LatMin/step) * step; lat <= v.LatMax; lat += step {
		_, y := cam.ToScreen(0, lat)
		if y < top+c.pt(24) || y > bottom-c.pt(10) {
			continue
		}
		c.drawEdgeLabel(dst, c.deg(lat, "N", "S"), face, left+pad, y-c.pt(2), text.AlignEnd, ink, halo)
	}
}

// edgeKey names an edge label's picture.
type edgeKey struct {
	s    string
	face text.Face
	ink  color.RGBA
	halo float64
}

// edgeLabel is an edge label drawn with its halo on an image of its own,
// the text's top-left corner at pad, pad in it.
type edgeLabel struct {
	img *ebiten.Image
	h   float64 // the text's height
	pad float64
}

// drawEdgeLabel draws s with its halo, its left edge at x and its top (v
// AlignStart) or bottom (AlignEnd) at y. Each label is drawn once onto an
// image of its own and then placed: while the map pans the labels move
// every frame, and the nine text draws a label's halo takes were the
// chart's largest Go cost in a panning frame (issue 16).
func (c *Chart) drawEdgeLabel(dst *ebiten.Image, s string, face text.Face, x, y float64, v text.Align, ink color.RGBA, halo float64) {
	l := c.edgeLabel(edgeKey{s, face, ink, halo})
	if v == text.AlignEnd {
		y -= l.h
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(x-l.pad), math.Round(y-l.pad))
	dst.DrawImage(l.img, op)
}

// edgeWarm names the edge labels warmEdgeLabels last made ready.
type edgeWarm struct {
	step float64
	face text.Face
	ink  color.RGBA
	halo float64
	geo  GeoRect // the degrees made ready
}

// warmEdgeLabels makes ready the pictures of every edge label a drag of
// up to a view's width or height from v can bring into view, when the
// step, the face or the view's size changes (a zoom), not when a drag
// brings a label in. The zoomed drag's first frame made the new labels'
// images (a new image and nine text draws each, then their uploads) and
// the display stalled after it (issue 16, session 35's panfps); made at
// the zoom, they fall in a frame that draws everything anew anyway.
func (c *Chart) warmEdgeLabels(step float64, face text.Face, ink color.RGBA, halo float64, v GeoRect) {
	cam := c.Cam
	lon0, lat1 := cam.ToGeo(-cam.W, -cam.H) // a view beyond each edge, on the screen
	lon1, lat0 := cam.ToGeo(2*cam.W, 2*cam.H)
	w := edgeWarm{step, face, ink, halo, GeoRect{lon0, lat0, lon1, lat1}}
	if old := c.warm; old.step == w.step && old.face == w.face && old.ink == w.ink && old.halo == w.halo &&
		v.LonMin >= old.geo.LonMin && v.LonMax <= old.geo.LonMax && v.LatMin >= old.geo.LatMin && v.LatMax <= old.geo.LatMax {
		return // the same labels, and the view still inside the warmed degrees
	}
	c.warm = w
	g := w.geo.Intersect(cam.Bounds)
	for lon := math.Ceil(g.LonMin/step) * step; lon <= g.LonMax; lon += step {
		c.edgeLabel(edgeKey{c.deg(lon, "E", "W"), face, ink, halo})
	}
	for lat := math.Ceil(g.LatMin/step) * step; lat <= g.LatMax; lat += step {
		c.edgeLabel(edgeKey{c.deg(lat, "N", "S"), face, ink, halo})
	}
}

// edgeLabel returns k's picture, drawn the first time it is asked for.
func (c *Chart) edgeLabel(k edgeKey) edgeLabel {
	l, ok := c.edgeLabels[k]
	if !ok {
		if len(c.edgeLabels) >= 256 { // old faces and scales
			for _, l := range c.edgeLabels {
				l.img.Deallocate()
			}
			clear(c.edgeLabels)
		}
		if c.edgeLabels == nil {
			c.edgeLabels = map[edgeKey]edgeLabel{}
		}
		w, h := text.Measure(k.s, k.face, 0)
		l = edgeLabel{h: h, pad: math.Ceil(k.halo) + 1}
		l.img = ebiten.NewImage(int(math.Ceil(w+2*l.pad)), int(math.Ceil(h+2*l.pad)))
		drawText(l.img, k.s, k.face, l.pad, l.pad, text.AlignStart, text.AlignStart, k.ink, k.halo)
		c.edgeLabels[k] = l
	}
	return l
}
