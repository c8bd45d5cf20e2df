package glyph

// signedArea2 is twice the signed area of a flat polygon (positive for
// anticlockwise in x-right, y-up axes, i.e. clockwise on screen).
func signedArea2(pts []float32) float32 {
	n := len(pts) / 2
	var a float32
	for i := 0; i < n; i++ {
		j := (i + 1) % n
		a += pts[2*i]*pts[2*j+1] - pts[2*j]*pts[2*i+1]
	}
	return a
}

// Triangulate splits a simple polygon (x0, y0, x1, y1, ...) into triangles
// by ear clipping, returning vertex indices. It is quadratic, meant for the
// small outlines of glyphs and marks; degenerate input yields fewer
// triangles, never a panic.
func Triangulate(pts []float32) [][3]int {
	_, out := triangulate(pts, nil, nil)
	return out
}

// triangulate is Triangulate with its buffers given: idx (the corners left,
// emptied) and out (the triangles are appended to it); it returns both,
// grown, for the next call (Painter keeps them).
func triangulate(pts []float32, idx []int, out [][3]int) ([]int, [][3]int) {
	n := len(pts) / 2
	if n < 3 {
		return idx, out
	}
	for i := range n {
		idx = append(idx, i)
	}
	sign := float32(1)
	if signedArea2(pts) < 0 {
		sign = -1
	}
	x := func(i int) float32 { return pts[2*i] }
	y := func(i int) float32 { return pts[2*i+1] }
	cross := func(a, b, c int) float32 {
		return ((x(b)-x(a))*(y(c)-y(a)) - (y(b)-y(a))*(x(c)-x(a))) * sign
	}
	inside := func(p, a, b, c int) bool {
		return cross(a, b, p) >= 0 && cross(b, c, p) >= 0 && cross(c, a, p) >= 0
	}
	for guard := 0; len(idx) > 3 && guard < n*n; guard++ {
		m := len(idx)
		clipped := false
		for i := 0; i < m; i++ {
			a, b, c := idx[(i+m-1)%m], idx[i], idx[(i+1)%m]
			if cross(a, b, c) <= 0 {
				continue // reflex or flat corner: not an ear
			}
			ear := true
			for _, q := range idx {
				if q != a && q != b && q != c && inside(q, a, b, c) {
					ear = false
					break
				}
			}
			if ear {
				out = append(out, [3]int{a, b, c})
				idx = append(idx[:i], idx[i+1:]...)
				clipped = true
				break
			}
		}
		if !clipped {
			// No ear (degenerate or self-touching input): drop a flat
			// corner if there is one, otherwise give up on the rest.
			dropped := false
			for i := 0; i < m; i++ {
				a, b, c := idx[(i+m-1)%m], idx[i], idx[(i+1)%m]
				if cross(a, b, c) == 0 {
					idx = append(idx[:i], idx[i+1:]...)
					dropped = true
					break
				}
			}
			if !dropped {
				break
			}
		}
	}
	if len(idx) == 3 {
		out = append(out, [3]int{idx[0], idx[1], idx[2]})
	}
	return idx, out
}
