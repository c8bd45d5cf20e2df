package chart

import (
	"fmt"
	"image/color"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"periscope/game/data"
	"periscope/i18n"
	"periscope/render/glyph"
	"periscope/render/typeface"
)

// drawMap draws the game's map for cam: the east/west line, routes, SMZ
// links, operational areas with their AAC rows, SMZs, bases and labels.
// Shapes go through one Painter (a few draw calls in all), then the texts.
func (c *Chart) drawMap(dst *ebiten.Image, cam *Camera) {
	l := NewLayout(c.theatre, cam, c.unit)
	p := c.painter(dst, ebiten.Blend{})
	c.drawEastWest(p, cam)
	for _, r := range c.theatre.Map.Routes {
		a, okA := l.Node(r.From)
		b, okB := l.Node(r.To)
		if okA && okB {
			c.drawRoute(p, a, b, r.Cost)
		}
	}
	var lab labeller
	for _, m := range c.marks {
		lab.reserve(m)
	}
	c.marks = c.marks[:0]
	for i := range l.Nodes {
		if n := &l.Nodes[i]; n.Kind == OpArea {
			c.drawArea(p, n, &lab)
		}
	}
	for i := range l.Nodes {
		if n := &l.Nodes[i]; n.Kind == SMZ {
			for _, to := range n.Area.Links {
				if t, ok := l.Node(to); ok {
					c.drawLink(p, n, t)
				}
			}
		}
	}
	for i := range l.Nodes {
		n := &l.Nodes[i]
		switch n.Kind {
		case SMZ:
			c.drawSMZ(p, n)
			lab.reserve(rect{n.X - n.R, n.Y - n.R, n.X + n.R, n.Y + n.R})
		case Base:
			c.drawBase(p, n)
			lab.reserve(rect{n.X - n.R, n.Y - n.R, n.X + n.R, n.Y + n.R})
		}
	}
	p.Flush()
	for _, t := range c.texts {
		drawText(dst, t.s, t.face, t.x, t.y, t.h, t.v, t.clr, 0)
	}
	c.texts = c.texts[:0]
	c.reserved = append(c.reserved[:0], lab.placed...)
	c.labelCandidates(l)
}

// textJob is a text drawn after the shapes.
type textJob struct {
	s    string
	face text.Face
	x, y float64
	h, v text.Align
	clr  color.Color
}

func (c *Chart) later(s string, face text.Face, x, y float64, h, v text.Align, clr color.Color) {
	c.texts = append(c.texts, textJob{s, face, x, y, h, v, clr})
}

func (c *Chart) pt(v float64) float64 { return v * c.unit }

func (c *Chart) face(s typeface.Style, pt float64) text.Face {
	return c.faces(s, math.Round(pt*c.unit))
}

func f32(v ...float64) []float32 {
	out := make([]float32, len(v))
	for i, x := range v {
		out[i] = float32(x)
	}
	return out
}

// dashed strokes a polyline with dashes of on and gaps of off pixels.
func dashed(p *glyph.Painter, pts [][2]float64, on, off, w float64, clr color.Color) {
	phase, drawing := 0.0, true
	for i := 1; i < len(pts); i++ {
		x0, y0, x1, y1 := pts[i-1][0], pts[i-1][1], pts[i][0], pts[i][1]
		seg := math.Hypot(x1-x0, y1-y0)
		for t := 0.0; t < seg; {
			period := on
			if !drawing {
				period = off
			}
			step := math.Min(period-phase, seg-t)
			if drawing && step > 0.1 {
				p.Line(f32(x0+(x1-x0)*t/seg, y0+(y1-y0)*t/seg, x0+(x1-x0)*(t+step)/seg, y0+(y1-y0)*(t+step)/seg), float32(w), clr, false)
			}
			t += step
			phase += step
			if phase >= period-1e-9 {
				drawing, phase = !drawing, 0
			}
		}
	}
}

func (c *Chart) drawEastWest(p *glyph.Painter, cam *Camera) {
	ew := c.theatre.Map.EastWest
	if len(ew) < 2 {
		return
	}
	pts := make([][2]float64, len(ew))
	for i, q := range ew {
		pts[i][0], pts[i][1] = cam.ToScreen(q[1], q[0])
	}
	dashed(p, pts, c.pt(9), c.pt(6), c.pt(1.6), fade(LineRed, 0.85))
}

// markR is the radius at which lines stop short of a node's mark.
func markR(n *Node) float64 {
	if n.Kind == Base {
		return n.R * 0.92
	}
	return n.R
}

// drawRoute draws a transit route [2.11]: a line between the marks; a "2"
// route carries a badge with its cost; a base's link to the zone it sits in
// (cost 0) is dotted. Circles that touch or overlap need no line: they join.
func (c *Chart) drawRoute(p *glyph.Painter, a, b *Node, cost int) {
	d := math.Hypot(b.X-a.X, b.Y-a.Y)
	if d == 0 {
		return
	}
	ux, uy := (b.X-a.X)/d, (b.Y-a.Y)/d
	ink := fade(Paper, 0.5)
	w := c.pt(1.4)
	gap := d - markR(a) - markR(b)
	x0, y0 := a.X+ux*markR(a), a.Y+uy*markR(a)
	x1, y1 := b.X-ux*markR(b), b.Y-uy*markR(b)
	switch {
	case gap <= c.pt(4):
		x0, y0 = a.X+ux*(markR(a)+gap/2), a.Y+uy*(markR(a)+gap/2)
		x1, y1 = x0, y0
	case cost == 0:
		dashed(p, [][2]float64{{x0, y0}, {x1, y1}}, c.pt(2), c.pt(3), w, ink)
	default:
		p.Line(f32(x0, y0, x1, y1), float32(w), ink, false)
	}
	if cost >= 2 {
		mx, my := (x0+x1)/2, (y0+y1)/2
		r := float32(c.pt(7))
		p.Circle(float32(mx), float32(my), r, SeaNorth)
		p.Ring(float32(mx), float32(my), r, float32(c.pt(1.2)), fade(Paper, 0.8))
		c.later(fmt.Sprint(cost), c.face(typeface.Bold, 10), mx, my, text.AlignCenter, text.AlignCenter, Paper)
		c.marks = append(c.marks, rect{mx - float64(r), my - float64(r), mx + float64(r), my + float64(r)})
	}
}

// drawLink draws an SMZ's blue arrow to an operational area [20.1].
func (c *Chart) drawLink(p *glyph.Painter, s, t *Node) {
	d := math.Hypot(t.X-s.X, t.Y-s.Y)
	if d == 0 {
		return
	}
	ux, uy := (t.X-s.X)/d, (t.Y-s.Y)/d
	x0, y0 := s.X+ux*(s.R+c.pt(2)), s.Y+uy*(s.R+c.pt(2))
	var x1, y1 float64
	if d-s.R-t.R > c.pt(14) {
		x1, y1 = t.X-ux*(t.R+c.pt(1)), t.Y-uy*(t.R+c.pt(1))
	} else {
		x1, y1 = x0+ux*c.pt(16), y0+uy*c.pt(16)
	}
	head := c.pt(7)
	bx, by := x1-ux*head, y1-uy*head
	p.Line(f32(x0, y0, bx+ux, by+uy), float32(c.pt(1.6)), LinkBlue, false)
	p.Polygon(f32(x1, y1, bx-uy*head*0.5, by+ux*head*0.5, bx+uy*head*0.5, by-ux*head*0.5), LinkBlue)
}

// aacRow returns the area's AAC row for a period (the last row if the data
// has fewer).
func aacRow(a *data.Area, period int) (data.AACRow, bool) {
	if len(a.AAC) == 0 {
		return data.AACRow{}, false
	}
	i := min(max(period, 1), len(a.AAC)) - 1
	return a.AAC[i], true
}

// aacGeometry returns the box size and the strip's top-left corner for an
// area's AAC row, or ok false when the circle is too small to hold it.
func (c *Chart) aacGeometry(n *Node) (box, x, y float64, ok bool) {
	if n.R < c.pt(30) {
		return 0, 0, 0, false
	}
	box = math.Min(c.pt(13), math.Max(c.pt(7), n.R*1.25/10))
	box = math.Min(box, n.R*1.7/10)
	box = math.Floor(box)
	return box, math.Round(n.X - 5*box), math.Round(n.Y - box*0.35), true
}

func (c *Chart) drawArea(p *glyph.Painter, n *Node, lab *labeller) {
	x, y, r := float32(n.X), float32(n.Y), float32(n.R)
	p.Circle(x, y, r, fade(ChartInk, 0.1))
	p.Ring(x, y, r, float32(c.pt(1.3)), fade(Paper, 0.6))
	row, has := aacRow(n.Area, c.period)
	box, bx, by, ok := c.aacGeometry(n)
	if !has || !ok {
		return
	}
	drawAAC(p, row, box, bx, by, c.unit)
	lab.reserve(rect{bx, by, bx + 10*box, by + box})
	// Icons under the row, centred: submarine, aircraft, coast [2.13], and
	// a red mine for an Allied defensive minefield this period (a Periscope
	// addition, data.Area.Mines).
	type icon struct {
		s     glyph.Silhouette
		w, dy float64 // width and vertical nudge, in icon heights
		alpha float64
		ink   color.RGBA // Paper when zero
	}
	var icons []icon
	switch row.Sub {
	case "sub":
		icons = append(icons, icon{glyph.Submarine, 2.4, -0.1, 1, color.RGBA{}})
	case "pale":
		a := 0.35
		if c.paleOn { // active with Vichy at war [2.13], [36.63H]
			a = 1
		}
		icons = append(icons, icon{glyph.Submarine, 2.4, -0.1, a, color.RGBA{}})
	}
	switch row.Air {
	case "light":
		icons = append(icons, icon{glyph.Aircraft, 1.1, 0, 0.45, color.RGBA{}})
	case "dark":
		icons = append(icons, icon{glyph.Aircraft, 1.1, 0, 1, color.RGBA{}})
	}
	if row.Coast {
		icons = append(icons, icon{glyph.Lighthouse, 0.8, 0, 1, color.RGBA{}})
	}
	if n.Area.MinesIn(c.period) > 0 {
		icons = append(icons, icon{glyph.Mine, 1, 0, 1, LineRed})
	}
	if len(icons) == 0 {
		return
	}
	ih, gap := box*1.05, box*0.6
	total := gap * float64(len(icons)-1)
	for _, ic := range icons {
		total += ic.w * ih
	}
	ix, iy := n.X-total/2, by+box+box*0.45
	for _, ic := range icons {
		rr := glyph.Rect{X: float32(ix), Y: float32(iy + ic.dy*ih), W: float32(ic.w * ih), H: float32(ih)}
		ink := ic.ink
		if ink == (color.RGBA{}) {
			ink = Paper
		}
		p.Shape(ic.s.Shape(), rr, fade(ink, ic.alpha), false)
		ix += ic.w*ih + gap
	}
	lab.reserve(rect{n.X - total/2, iy, n.X + total/2, iy + ih})
}

// drawAAC draws one AAC row: ten coloured boxes, red dots on the high-risk
// ones [13.21], in a dark frame.
func drawAAC(p *glyph.Painter, row data.AACRow, box, x, y, unit float64) {
	frame := math.Max(1, math.Round(unit))
	p.Rect(float32(x-frame), float32(y-frame), float32(10*box+2*frame), float32(box+2*frame), Halo)
	inset := math.Max(1, math.Round(unit*0.5))
	for i := 0; i < 10; i++ {
		b := byte('w')
		if i < len(row.Boxes) {
			b = row.Boxes[i]
		}
		clr, dot := aacColour(b)
		bx := x + float64(i)*box
		p.Rect(float32(bx), float32(y), float32(box-inset), float32(box), clr)
		if dot {
			r := float32(box * 0.24)
			cx, cy := float32(bx+(box-inset)/2), float32(y+box/2)
			p.Circle(cx, cy, r+float32(math.Max(1, unit*0.8)), color.White)
			p.Circle(cx, cy, r, AACDot)
		}
	}
}

// drawSMZ draws a special mission zone [20]: a small circle; a transit zone
// [2.1] in amber with its transit value for the period; a naval base [30.4]
// with an anchor.
func (c *Chart) drawSMZ(p *glyph.Painter, n *Node) {
	a := n.Area
	x, y, r := float32(n.X), float32(n.Y), float32(n.R)
	// A small mark is filled to stand out; a zone drawn to its real size
	// is only tinted, so the coast under it still shows.
	fillA := 0.92
	if n.R > 1.5*c.pt(smzRadiusPt) {
		fillA = 0.3
	}
	p.Circle(x, y, r, fade(SeaNorth, fillA))
	ink := fade(LinkBlue, 0.95)
	if a.TransitZone {
		ink = TransitInk
		p.Ring(x, y, r+float32(c.pt(2.5)), float32(c.pt(0.8)), fade(TransitInk, 0.6))
	}
	p.Ring(x, y, r, float32(c.pt(1.5)), ink)
	switch {
	case a.TransitZone && len(a.TransitDRM) > 0:
		v := a.TransitDRM[min(max(c.period, 1), len(a.TransitDRM))-1]
		s := fmt.Sprint(v)
		if v > 0 {
			s = "+" + s
		}
		c.later(s, c.face(typeface.Bold, 9.5), n.X, n.Y, text.AlignCenter, text.AlignCenter, TransitInk)
	case a.NavalBase:
		glyph.Anchor(p, x, y, float32(c.pt(smzRadiusPt*1.2)), float32(c.pt(1.2)), Paper)
	default:
		p.Circle(x, y, float32(c.pt(2)), ink)
	}
}

// baseAlpha dims a base that is not in use in the period shown.
func (c *Chart) baseAlpha(n *Node) float64 {
	if b := n.Base; b != nil && b.ActiveFrom > c.period {
		return 0.45
	}
	return 1
}

// drawBase draws a base as a hexagon with an anchor.
func (c *Chart) drawBase(p *glyph.Painter, n *Node) {
	alpha := c.baseAlpha(n)
	x, y, r := float32(n.X), float32(n.Y), float32(n.R)
	hex := glyph.Hexagon(x, y, r)
	p.Polygon(hex, fade(color.RGBA{0x16, 0x24, 0x33, 0xff}, alpha))
	p.Line(hex, float32(c.pt(1.6)), fade(Brass, alpha), true)
	glyph.Anchor(p, x, y, r*1.1, float32(c.pt(1.3)), fade(Brass, alpha))
}

// zoomed interpolates a type size in points between lo for the whole
// theatre and hi from about 40 device pixels per degree and more.
func (c *Chart) zoomed(lo, hi float64, l *Layout) float64 {
	t := math.Max(0, math.Min(1, (l.scale/c.unit-12)/28))
	return lo + (hi-lo)*t
}

// labelCandidates lists the place names to set and the spots each may
// take, in the order they are placed: bases first, then operational areas,
// then SMZs (labels.go places them, clear of the chart's own marks and of
// what the scene draws over the chart).
func (c *Chart) labelCandidates(l *Layout) {
	order := make([]*Node, 0, len(l.Nodes))
	for i := range l.Nodes {
		order = append(order, &l.Nodes[i])
	}
	rank := map[Kind]int{Base: 0, OpArea: 1, SMZ: 2}
	slices.SortStableFunc(order, func(a, b *Node) int { return rank[a.Kind] - rank[b.Kind] })
	c.cands = c.cands[:0]
	k := c.nameScale()
	for _, n := range order {
		name := i18n.AreaName(c.theatre, n.ID) // the base's name where it has one, in the player's language
		var face text.Face
		var clr color.Color
		var spots []labelSpot
		gap := c.pt(4)
		switch n.Kind {
		case Base:
			face, clr = c.face(typeface.Bold, k*c.zoomed(9.5, 11, l)), fade(Brass, c.baseAlpha(n))
			spots = []labelSpot{{x: n.X, y: n.Y + n.R + gap, h: text.AlignCenter, v: text.AlignStart}, {x: n.X + n.R + gap, y: n.Y, h: text.AlignStart, v: text.AlignCenter},
				{x: n.X - n.R - gap, y: n.Y, h: text.AlignEnd, v: text.AlignCenter}, {x: n.X, y: n.Y - n.R - gap, h: text.AlignCenter, v: text.AlignEnd}}
			spots = append(spots, c.cornerSpots(n, gap)...)
		case OpArea:
			// Smaller type for small circles, so names fit the zoomed-out chart.
			face, clr = c.faces(typeface.Regular, math.Round(k*math.Min(c.pt(12), math.Max(c.pt(9), n.R/4.5)))), Paper
			if box, _, y, ok := c.aacGeometry(n); ok {
				if _, has := aacRow(n.Area, c.period); has {
					spots = append(spots, labelSpot{x: n.X, y: y - box*0.45, h: text.AlignCenter, v: text.AlignEnd})
				}
			}
			spots = append(spots, labelSpot{x: n.X, y: n.Y, h: text.AlignCenter, v: text.AlignCenter},
				labelSpot{x: n.X, y: n.Y - n.R - gap, h: text.AlignCenter, v: text.AlignEnd}, labelSpot{x: n.X, y: n.Y + n.R + gap, h: text.AlignCenter, v: text.AlignStart},
				// Inside the circle, under its row of icons: where a
				// counter covers the top and the middle.
				labelSpot{x: n.X, y: n.Y + n.R*0.55, h: text.AlignCenter, v: text.AlignCenter},
				// Then the upper half, and beside the row either way: a
				// crowded first view (South-Western Approaches under the
				// B-Dienst marker and the rebase button at 1024×640) still
				// names every area.
				labelSpot{x: n.X, y: n.Y - n.R*0.55, h: text.AlignCenter, v: text.AlignCenter},
				labelSpot{x: n.X + n.R*0.9, y: n.Y - n.R*0.3, h: text.AlignEnd, v: text.AlignEnd},
				labelSpot{x: n.X - n.R*0.9, y: n.Y - n.R*0.3, h: text.AlignStart, v: text.AlignEnd},
				labelSpot{x: n.X + n.R*0.9, y: n.Y + n.R*0.3, h: text.AlignEnd, v: text.AlignStart},
				labelSpot{x: n.X - n.R*0.9, y: n.Y + n.R*0.3, h: text.AlignStart, v: text.AlignStart})
		case SMZ:
			if l.scale < 8*c.unit {
				continue // the whole theatre: SMZ names would only crowd the areas
			}
			face, clr = c.face(typeface.Regular, k*c.zoomed(9, 10.5, l)), fade(ChartInk, 1)
			if n.Area.TransitZone {
				clr = TransitInk
			}
			spots = []labelSpot{{x: n.X + n.R + gap, y: n.Y, h: text.AlignStart, v: text.AlignCenter}, {x: n.X - n.R - gap, y: n.Y, h: text.AlignEnd, v: text.AlignCenter},
				{x: n.X, y: n.Y + n.R + gap, h: text.AlignCenter, v: text.AlignStart}, {x: n.X, y: n.Y - n.R - gap, h: text.AlignCenter, v: text.AlignEnd}}
			spots = append(spots, c.cornerSpots(n, gap)...)
		}
		for i := range spots {
			s := &spots[i]
			s.r = textBox(name, face, s.x, s.y, s.h, s.v)
		}
		c.cands = append(c.cands, labelCand{id: n.ID, name: name, face: face, clr: clr, spots: spots})
	}
}

// nameScale is how much larger the place names are set on a large view:
// 1 up to 800 UI points tall (1024×640, 1280×800), rising to 1.25 at 1080
// and over (issue 14: at 1920×1080 the names were the size they are at
// 1024×640 on a map twice the area, and read small).
func (c *Chart) nameScale() float64 {
	h := c.Cam.H / c.unit
	return 1 + 0.25*math.Max(0, math.Min(1, (h-800)/280))
}

// cornerSpots are a small mark's further places for its name: off its four
// corners, and a line further below and above, for when a counter or a
// badge sits beside it (issue 14, item 9: Germany lost its name to U-47's
// counter).
func (c *Chart) cornerSpots(n *Node, gap float64) []labelSpot {
	d := n.R * 0.75
	far := n.R + gap + c.pt(16)
	return []labelSpot{
		{x: n.X + d, y: n.Y + d, h: text.AlignStart, v: text.AlignStart}, {x: n.X + d, y: n.Y - d, h: text.AlignStart, v: text.AlignEnd},
		{x: n.X - d, y: n.Y + d, h: text.AlignEnd, v: text.AlignStart}, {x: n.X - d, y: n.Y - d, h: text.AlignEnd, v: text.AlignEnd},
		{x: n.X, y: n.Y + far, h: text.AlignCenter, v: text.AlignStart}, {x: n.X, y: n.Y - far, h: text.AlignCenter, v: text.AlignEnd},
	}
}
