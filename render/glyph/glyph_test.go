package glyph

import (
	"image/color"
	"math"
	"testing"
)

func triArea(pts []float32, t [3]int) float64 {
	x := func(i int) float64 { return float64(pts[2*i]) }
	y := func(i int) float64 { return float64(pts[2*i+1]) }
	a, b, c := t[0], t[1], t[2]
	return math.Abs((x(b)-x(a))*(y(c)-y(a))-(y(b)-y(a))*(x(c)-x(a))) / 2
}

func TestTriangulateCoversPolygonExactly(t *testing.T) {
	for name, pts := range map[string][]float32{
		"square":    {0, 0, 1, 0, 1, 1, 0, 1},
		"clockwise": {0, 0, 0, 1, 1, 1, 1, 0},
		"L-shape":   {0, 0, 2, 0, 2, 1, 1, 1, 1, 2, 0, 2},
		"comb":      {0, 0, 5, 0, 5, 3, 4, 3, 4, 1, 3, 1, 3, 3, 2, 3, 2, 1, 1, 1, 1, 3, 0, 3},
	} {
		tris := Triangulate(pts)
		if len(tris) != len(pts)/2-2 {
			t.Errorf("%s: %d triangles, want %d", name, len(tris), len(pts)/2-2)
		}
		sum := 0.0
		for _, tr := range tris {
			sum += triArea(pts, tr)
		}
		if want := math.Abs(float64(signedArea2(pts))) / 2; math.Abs(sum-want) > 1e-5 {
			t.Errorf("%s: triangles cover %v, polygon area %v", name, sum, want)
		}
	}
}

func TestTriangulateEveryShape(t *testing.T) {
	for s, shape := range shapes {
		for i, poly := range shape {
			pts := make([]float32, 0, 2*len(poly))
			for _, q := range poly {
				pts = append(pts, q.X, q.Y)
			}
			sum := 0.0
			for _, tr := range Triangulate(pts) {
				sum += triArea(pts, tr)
			}
			if want := math.Abs(float64(signedArea2(pts))) / 2; math.Abs(sum-want) > 1e-4*math.Max(1, want) {
				t.Errorf("silhouette %d polygon %d: triangles cover %v of %v", s, i, sum, want)
			}
		}
	}
}

func TestTriangulateDegenerateDoesNotPanic(t *testing.T) {
	Triangulate([]float32{0, 0, 1, 1, 2, 2, 3, 3})
	Triangulate([]float32{0, 0, 1, 0})
	Triangulate([]float32{0, 0, 2, 0, 1, 1, 1, -1}) // bow tie
}

// A circle is filled as a fan of triangles (issue 16: the compass rose's
// circles by ear clipping were a few milliseconds of the first frame): as
// many as ear clipping makes, every one turning the circle's way (none
// folds over another) and together covering the circle's polygon exactly.
func TestCircleFanCoversTheDisc(t *testing.T) {
	for _, r := range []float32{3, 40, 200} {
		pts := circlePts(100, 80, r)
		var p Painter
		p.Circle(100, 80, r, color.White)
		n := len(pts) / 2
		fan := p.is[:3*(n-2)] // the fill; the fringe's quads follow
		sum, want := 0.0, math.Abs(float64(signedArea2(pts)))/2
		for i := 0; i < len(fan); i += 3 {
			tr := [3]int{int(fan[i]), int(fan[i+1]), int(fan[i+2])}
			x := func(k int) float64 { return float64(pts[2*tr[k]]) }
			y := func(k int) float64 { return float64(pts[2*tr[k]+1]) }
			if s := (x(1)-x(0))*(y(2)-y(0)) - (y(1)-y(0))*(x(2)-x(0)); s*float64(signedArea2(pts)) <= 0 {
				t.Fatalf("r %v: triangle %v turns against the circle", r, tr)
			}
			sum += triArea(pts, tr)
		}
		if math.Abs(sum-want) > 1e-3*want {
			t.Errorf("r %v: the fan covers %v, the circle's polygon %v", r, sum, want)
		}
		if got := len(p.is) - len(fan); got != 6*n {
			t.Errorf("r %v: %d fringe indices, want %d", r, got, 6*n)
		}
	}
}
