package chart

import (
	"fmt"
	"image/color"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"periscope/game/data"
	"periscope/render/glyph"
	"periscope/render/typeface"
)

// drawMap draws the game's map for cam: the east/west line, routes, SMZ
// links, operational areas with their AAC rows, SMZs, bases and labels.
func (c *Chart) drawMap(dst *ebiten.Image, cam *Camera) {
	l := NewLayout(c.theatre, cam, c.unit)
	c.drawEastWest(dst, cam)
	for _, r := range c.theatre.Map.Routes {
		a, okA := l.Node(r.From)
		b, okB := l.Node(r.To)
		if okA && okB {
			c.drawRoute(dst, a, b, r.Cost)
		}
	}
	var lab labeller
	for i := range l.Nodes {
		if n := &l.Nodes[i]; n.Kind == OpArea {
			c.drawArea(dst, n, &lab)
		}
	}
	for i := range l.Nodes {
		if n := &l.Nodes[i]; n.Kind == SMZ {
			for _, to := range n.Area.Links {
				if t, ok := l.Node(to); ok {
					c.drawLink(dst, n, t)
				}
			}
		}
	}
	for i := range l.Nodes {
		n := &l.Nodes[i]
		switch n.Kind {
		case SMZ:
			c.drawSMZ(dst, n)
			lab.reserve(rect{n.X - n.R, n.Y - n.R, n.X + n.R, n.Y + n.R})
		case Base:
			c.drawBase(dst, n)
			lab.reserve(rect{n.X - n.R, n.Y - n.R, n.X + n.R, n.Y + n.R})
		}
	}
	c.drawLabels(dst, l, &lab)
}

func (c *Chart) pt(v float64) float64 { return v * c.unit }

func (c *Chart) face(s typeface.Style, pt float64) text.Face {
	return c.faces(s, math.Round(pt*c.unit))
}

func fillCircle(dst *ebiten.Image, x, y, r float64, clr color.Color) {
	vector.FillCircle(dst, float32(x), float32(y), float32(r), clr, true)
}

func strokeCircle(dst *ebiten.Image, x, y, r, w float64, clr color.Color) {
	vector.StrokeCircle(dst, float32(x), float32(y), float32(r), float32(w), clr, true)
}

func line(dst *ebiten.Image, x0, y0, x1, y1, w float64, clr color.Color) {
	var p vector.Path
	p.MoveTo(float32(x0), float32(y0))
	p.LineTo(float32(x1), float32(y1))
	strokePath(dst, &p, float32(w), clr, vector.LineJoinRound)
}

// dashed strokes a polyline with dashes of on and gaps of off pixels.
func dashed(dst *ebiten.Image, pts [][2]float64, on, off, w float64, clr color.Color) {
	var p vector.Path
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
			if drawing {
				p.MoveTo(float32(x0+(x1-x0)*t/seg), float32(y0+(y1-y0)*t/seg))
				p.LineTo(float32(x0+(x1-x0)*(t+step)/seg), float32(y0+(y1-y0)*(t+step)/seg))
			}
			t += step
			phase += step
			if phase >= period-1e-9 {
				drawing, phase = !drawing, 0
			}
		}
	}
	strokePath(dst, &p, float32(w), clr, vector.LineJoinRound)
}

func (c *Chart) drawEastWest(dst *ebiten.Image, cam *Camera) {
	ew := c.theatre.Map.EastWest
	if len(ew) < 2 {
		return
	}
	pts := make([][2]float64, len(ew))
	for i, p := range ew {
		pts[i][0], pts[i][1] = cam.ToScreen(p[1], p[0])
	}
	dashed(dst, pts, c.pt(9), c.pt(6), c.pt(1.6), fade(LineRed, 0.85))
}

// edge returns the point where the segment from a's centre towards (x, y)
// leaves a's mark.
func edge(a *Node, x, y float64) (float64, float64) {
	d := math.Hypot(x-a.X, y-a.Y)
	if d == 0 {
		return a.X, a.Y
	}
	r := a.R
	if a.Kind == Base {
		r *= 0.92
	}
	return a.X + (x-a.X)/d*r, a.Y + (y-a.Y)/d*r
}

// drawRoute draws a transit route [2.11]: a line between the marks; a "2"
// route carries a badge with its cost; a base's link to the zone it sits in
// (cost 0) is dotted.
func (c *Chart) drawRoute(dst *ebiten.Image, a, b *Node, cost int) {
	d := math.Hypot(b.X-a.X, b.Y-a.Y)
	if d == 0 {
		return
	}
	ux, uy := (b.X-a.X)/d, (b.Y-a.Y)/d
	ink := fade(Paper, 0.5)
	w := c.pt(1.4)
	var x0, y0, x1, y1 float64
	if gap := d - aR(a) - aR(b); gap > c.pt(6) {
		x0, y0 = edge(a, b.X, b.Y)
		x1, y1 = edge(b, a.X, a.Y)
	} else {
		// Touching or overlapping circles: a short bridge across the join.
		m := aR(a) + gap/2
		mx, my := a.X+ux*m, a.Y+uy*m
		h := c.pt(7)
		x0, y0, x1, y1 = mx-ux*h, my-uy*h, mx+ux*h, my+uy*h
	}
	if cost == 0 {
		dashed(dst, [][2]float64{{x0, y0}, {x1, y1}}, c.pt(2), c.pt(3), w, ink)
		return
	}
	line(dst, x0, y0, x1, y1, w, ink)
	if cost >= 2 {
		mx, my := (x0+x1)/2, (y0+y1)/2
		r := c.pt(7)
		fillCircle(dst, mx, my, r, SeaNorth)
		strokeCircle(dst, mx, my, r, c.pt(1.2), fade(Paper, 0.8))
		drawText(dst, fmt.Sprint(cost), c.face(typeface.Bold, 10), mx, my, text.AlignCenter, text.AlignCenter, Paper, 0)
	}
}

func aR(n *Node) float64 {
	if n.Kind == Base {
		return n.R * 0.92
	}
	return n.R
}

// drawLink draws an SMZ's blue arrow to an operational area [20.1].
func (c *Chart) drawLink(dst *ebiten.Image, s, t *Node) {
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
	w := c.pt(1.6)
	head := c.pt(7)
	bx, by := x1-ux*head, y1-uy*head
	line(dst, x0, y0, bx+ux*1, by+uy*1, w, LinkBlue)
	var p vector.Path
	p.MoveTo(float32(x1), float32(y1))
	p.LineTo(float32(bx-uy*head*0.5), float32(by+ux*head*0.5))
	p.LineTo(float32(bx+uy*head*0.5), float32(by-ux*head*0.5))
	p.Close()
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(LinkBlue)
	vector.FillPath(dst, &p, nil, op)
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

func (c *Chart) drawArea(dst *ebiten.Image, n *Node, lab *labeller) {
	fillCircle(dst, n.X, n.Y, n.R, fade(ChartInk, 0.07))
	strokeCircle(dst, n.X, n.Y, n.R, c.pt(1.3), fade(Paper, 0.6))
	row, has := aacRow(n.Area, c.period)
	box, x, y, ok := c.aacGeometry(n)
	if !has || !ok {
		return
	}
	drawAAC(dst, row, box, x, y, c.unit)
	lab.reserve(rect{x, y, x + 10*box, y + box})
	// Icons under the row, centred: submarine, aircraft, coast [2.13].
	type icon struct {
		s     glyph.Silhouette
		w, dy float64 // width and vertical nudge, in icon heights
		alpha float64
	}
	var icons []icon
	switch row.Sub {
	case "sub":
		icons = append(icons, icon{glyph.Submarine, 2.6, -0.15, 1})
	case "pale":
		icons = append(icons, icon{glyph.Submarine, 2.6, -0.15, 0.35})
	}
	switch row.Air {
	case "light":
		icons = append(icons, icon{glyph.Aircraft, 1.1, 0, 0.45})
	case "dark":
		icons = append(icons, icon{glyph.Aircraft, 1.1, 0, 1})
	}
	if row.Coast {
		icons = append(icons, icon{glyph.Lighthouse, 0.8, 0, 1})
	}
	if len(icons) == 0 {
		return
	}
	ih, gap := box*1.05, box*0.6
	total := gap * float64(len(icons)-1)
	for _, ic := range icons {
		total += ic.w * ih
	}
	ix, iy := n.X-total/2, y+box+box*0.45
	for _, ic := range icons {
		r := glyph.Rect{X: float32(ix), Y: float32(iy + ic.dy*ih), W: float32(ic.w * ih), H: float32(ih)}
		glyph.Fill(dst, ic.s.Shape(), r, fade(Paper, ic.alpha), false)
		ix += ic.w*ih + gap
	}
	lab.reserve(rect{n.X - total/2, iy, n.X + total/2, iy + ih})
}

// drawAAC draws one AAC row: ten coloured boxes, red dots on the high-risk
// ones [13.21], with a dark frame.
func drawAAC(dst *ebiten.Image, row data.AACRow, box, x, y, unit float64) {
	frame := math.Max(1, math.Round(unit))
	vector.FillRect(dst, float32(x-frame), float32(y-frame), float32(10*box+2*frame), float32(box+2*frame), Halo, false)
	for i := 0; i < 10; i++ {
		b := byte('w')
		if i < len(row.Boxes) {
			b = row.Boxes[i]
		}
		clr, dot := aacColour(b)
		bx := x + float64(i)*box
		inset := math.Max(0.5, math.Round(unit*0.5))
		vector.FillRect(dst, float32(bx+inset), float32(y+inset), float32(box-2*inset), float32(box-2*inset), clr, false)
		if dot {
			r := box * 0.24
			ring := color.RGBA{0xff, 0xff, 0xff, 0xff}
			fillCircle(dst, bx+box/2, y+box/2, r+math.Max(1, unit*0.8), ring)
			fillCircle(dst, bx+box/2, y+box/2, r, AACDot)
		}
	}
}

// drawSMZ draws a special mission zone [20]: a small circle; a transit zone
// [2.1] in amber with its transit value for the period; a naval base [30.4]
// with an anchor.
func (c *Chart) drawSMZ(dst *ebiten.Image, n *Node) {
	a := n.Area
	fillCircle(dst, n.X, n.Y, n.R, fade(SeaNorth, 0.92))
	ink := fade(LinkBlue, 0.95)
	if a.TransitZone {
		ink = TransitInk
		strokeCircle(dst, n.X, n.Y, n.R+c.pt(2.5), c.pt(0.8), fade(TransitInk, 0.6))
	}
	strokeCircle(dst, n.X, n.Y, n.R, c.pt(1.5), ink)
	switch {
	case a.TransitZone && len(a.TransitDRM) > 0:
		v := a.TransitDRM[min(max(c.period, 1), len(a.TransitDRM))-1]
		s := fmt.Sprint(v)
		if v > 0 {
			s = "+" + s
		}
		drawText(dst, s, c.face(typeface.Bold, 9.5), n.X, n.Y, text.AlignCenter, text.AlignCenter, TransitInk, 0)
	case a.NavalBase:
		glyph.Anchor(dst, float32(n.X), float32(n.Y), float32(n.R*1.2), float32(c.pt(1.2)), Paper)
	default:
		fillCircle(dst, n.X, n.Y, c.pt(2), ink)
	}
}

// drawBase draws a base as a hexagon with an anchor; a base not yet in use
// in this period is drawn dim.
func (c *Chart) drawBase(dst *ebiten.Image, n *Node) {
	alpha := 1.0
	if b := n.Base; b != nil && b.ActiveFrom > c.period {
		alpha = 0.45
	}
	var p vector.Path
	glyph.Hexagon(&p, float32(n.X), float32(n.Y), float32(n.R))
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(fade(color.RGBA{0x16, 0x24, 0x33, 0xff}, alpha))
	vector.FillPath(dst, &p, nil, op)
	strokePath(dst, &p, float32(c.pt(1.6)), fade(Brass, alpha), vector.LineJoinMiter)
	glyph.Anchor(dst, float32(n.X), float32(n.Y), float32(n.R*1.1), float32(c.pt(1.3)), fade(Brass, alpha))
}

// drawLabels names the nodes: bases first, then operational areas, then
// SMZs, each skipped if it cannot find a free place.
func (c *Chart) drawLabels(dst *ebiten.Image, l *Layout, lab *labeller) {
	order := make([]*Node, 0, len(l.Nodes))
	for i := range l.Nodes {
		order = append(order, &l.Nodes[i])
	}
	rank := map[Kind]int{Base: 0, OpArea: 1, SMZ: 2}
	slices.SortStableFunc(order, func(a, b *Node) int { return rank[a.Kind] - rank[b.Kind] })
	halo := math.Max(1, c.pt(1.2))
	for _, n := range order {
		name := n.Area.Name
		if n.Base != nil && n.Base.Name != "" {
			name = n.Base.Name
		}
		type spot struct {
			x, y float64
			h, v text.Align
		}
		var face text.Face
		var clr color.Color
		var spots []spot
		gap := c.pt(4)
		switch n.Kind {
		case Base:
			face, clr = c.face(typeface.Bold, 11), Brass
			spots = []spot{{n.X, n.Y + n.R + gap, text.AlignCenter, text.AlignStart}, {n.X + n.R + gap, n.Y, text.AlignStart, text.AlignCenter},
				{n.X - n.R - gap, n.Y, text.AlignEnd, text.AlignCenter}, {n.X, n.Y - n.R - gap, text.AlignCenter, text.AlignEnd}}
		case OpArea:
			face, clr = c.face(typeface.Regular, 12), Paper
			if box, _, y, ok := c.aacGeometry(n); ok {
				if _, has := aacRow(n.Area, c.period); has {
					spots = append(spots, spot{n.X, y - box*0.45, text.AlignCenter, text.AlignEnd})
				}
			}
			spots = append(spots, spot{n.X, n.Y, text.AlignCenter, text.AlignCenter},
				spot{n.X, n.Y - n.R - gap, text.AlignCenter, text.AlignEnd}, spot{n.X, n.Y + n.R + gap, text.AlignCenter, text.AlignStart})
		case SMZ:
			face, clr = c.face(typeface.Regular, 10), fade(ChartInk, 1)
			if n.Area.TransitZone {
				clr = TransitInk
			}
			spots = []spot{{n.X + n.R + gap, n.Y, text.AlignStart, text.AlignCenter}, {n.X - n.R - gap, n.Y, text.AlignEnd, text.AlignCenter},
				{n.X, n.Y + n.R + gap, text.AlignCenter, text.AlignStart}, {n.X, n.Y - n.R - gap, text.AlignCenter, text.AlignEnd}}
		}
		for _, s := range spots {
			r := textBox(name, face, s.x, s.y, s.h, s.v)
			if lab.free(r) {
				lab.placed = append(lab.placed, r)
				drawText(dst, name, face, s.x, s.y, s.h, s.v, clr, halo)
				break
			}
		}
	}
}
