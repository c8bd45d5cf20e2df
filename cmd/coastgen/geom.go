package main

import "math"

// box is a longitude/latitude rectangle.
type box struct{ LonMin, LatMin, LonMax, LatMax float64 }

// signedArea is the shoelace area: positive for an anticlockwise ring in
// x-right, y-up axes.
func signedArea(r []pt) float64 {
	var a float64
	for i := range r {
		j := (i + 1) % len(r)
		a += r[i].X*r[j].Y - r[j].X*r[i].Y
	}
	return a / 2
}

func reverse(r []pt) {
	for l, k := 0, len(r)-1; l < k; l, k = l+1, k-1 {
		r[l], r[k] = r[k], r[l]
	}
}

// orient makes the exterior ring anticlockwise and the holes clockwise, so
// that the chart can fill land with the non-zero rule.
func orient(p polygon) {
	for i, r := range p {
		a := signedArea(r)
		if (i == 0 && a < 0) || (i > 0 && a > 0) {
			reverse(r)
		}
	}
}

// clipRing clips a closed ring to b (Sutherland–Hodgman). A ring that leaves
// the box and comes back gets an edge along the box: that is harmless for
// filling, and the chart does not stroke edges that run along the box.
func clipRing(r []pt, b box) []pt {
	type edge struct {
		inside func(pt) bool
		cross  func(a, c pt) pt
	}
	atX := func(a, c pt, x float64) pt {
		t := (x - a.X) / (c.X - a.X)
		return pt{x, a.Y + t*(c.Y-a.Y)}
	}
	atY := func(a, c pt, y float64) pt {
		t := (y - a.Y) / (c.Y - a.Y)
		return pt{a.X + t*(c.X-a.X), y}
	}
	edges := []edge{
		{func(p pt) bool { return p.X >= b.LonMin }, func(a, c pt) pt { return atX(a, c, b.LonMin) }},
		{func(p pt) bool { return p.X <= b.LonMax }, func(a, c pt) pt { return atX(a, c, b.LonMax) }},
		{func(p pt) bool { return p.Y >= b.LatMin }, func(a, c pt) pt { return atY(a, c, b.LatMin) }},
		{func(p pt) bool { return p.Y <= b.LatMax }, func(a, c pt) pt { return atY(a, c, b.LatMax) }},
	}
	out := r
	for _, e := range edges {
		if len(out) == 0 {
			return nil
		}
		in := out
		out = nil
		prev := in[len(in)-1]
		for _, cur := range in {
			switch {
			case e.inside(cur) && e.inside(prev):
				out = append(out, cur)
			case e.inside(cur):
				out = append(out, e.cross(prev, cur), cur)
			case e.inside(prev):
				out = append(out, e.cross(prev, cur))
			}
			prev = cur
		}
	}
	return out
}

// mercY is the Mercator ordinate of a latitude, in degrees-equivalent units
// (equal to degrees of longitude at the equator), so that a tolerance means
// the same on screen everywhere on a Mercator chart.
func mercY(lat float64) float64 {
	return math.Log(math.Tan(math.Pi/4+lat*math.Pi/360)) * 180 / math.Pi
}

// simplify runs Douglas–Peucker on the closed ring r (in Mercator space),
// keeping every point for which keep returns true (points on the clip box),
// and returns the kept points in order.
func simplify(r []pt, tol float64, keep func(int) bool) []pt {
	n := len(r)
	if n < 4 {
		return r
	}
	m := make([]pt, n)
	for i, p := range r {
		m[i] = pt{p.X, mercY(p.Y)}
	}
	mark := make([]bool, n)
	var anchors []int
	for i := range r {
		if keep(i) {
			anchors = append(anchors, i)
		}
	}
	if len(anchors) == 0 {
		// Split the ring at its first point and the point farthest from it.
		far, best := 0, -1.0
		for i := 1; i < n; i++ {
			dx, dy := m[i].X-m[0].X, m[i].Y-m[0].Y
			if d := dx*dx + dy*dy; d > best {
				far, best = i, d
			}
		}
		anchors = []int{0, far}
	}
	for _, a := range anchors {
		mark[a] = true
	}
	// Simplify each chain between consecutive anchors (wrapping round).
	for k, a := range anchors {
		b := anchors[(k+1)%len(anchors)]
		chain := []int{}
		for i := a; ; i = (i + 1) % n {
			chain = append(chain, i)
			if i == b && len(chain) > 1 {
				break
			}
			if len(chain) > n+1 {
				break
			}
		}
		dp(m, chain, tol, mark)
	}
	var out []pt
	for i, p := range r {
		if mark[i] {
			out = append(out, p)
		}
	}
	return out
}

// dp marks the points of the open chain (indices into m) that Douglas–Peucker
// keeps at tolerance tol; the chain's ends are already marked.
func dp(m []pt, chain []int, tol float64, mark []bool) {
	if len(chain) < 3 {
		return
	}
	a, b := m[chain[0]], m[chain[len(chain)-1]]
	far, best := -1, tol
	for k := 1; k < len(chain)-1; k++ {
		if d := segDist(m[chain[k]], a, b); d > best {
			far, best = k, d
		}
	}
	if far < 0 {
		return
	}
	mark[chain[far]] = true
	dp(m, chain[:far+1], tol, mark)
	dp(m, chain[far:], tol, mark)
}

// segDist is the distance from p to the segment a–b.
func segDist(p, a, b pt) float64 {
	dx, dy := b.X-a.X, b.Y-a.Y
	l2 := dx*dx + dy*dy
	t := 0.0
	if l2 > 0 {
		t = ((p.X-a.X)*dx + (p.Y-a.Y)*dy) / l2
		t = math.Max(0, math.Min(1, t))
	}
	ex, ey := a.X+t*dx-p.X, a.Y+t*dy-p.Y
	return math.Hypot(ex, ey)
}
