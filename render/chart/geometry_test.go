package chart

import (
	"math"
	"testing"

	"periscope/game/data/datatest"
)

func near(a, b, eps float64) bool { return math.Abs(a-b) <= eps }

func TestProjectionRoundTrip(t *testing.T) {
	for lat := -80.0; lat <= 84; lat += 7.3 {
		for lon := -100.0; lon <= 60; lon += 13.1 {
			x, y := Project(lon, lat)
			lo, la := Unproject(x, y)
			if !near(lo, lon, 1e-9) || !near(la, lat, 1e-9) {
				t.Fatalf("%v,%v → %v,%v → %v,%v", lon, lat, x, y, lo, la)
			}
		}
	}
	// Mercator: y equals the latitude at the equator and stretches by
	// 1/cos(lat) further north.
	if _, y := Project(0, 0); y != 0 {
		t.Fatalf("equator at y=%v", y)
	}
	_, y0 := Project(0, 59.9)
	_, y1 := Project(0, 60.1)
	if !near((y1-y0)/0.2, 2, 1e-3) || !near(stretch(60), 2, 1e-9) {
		t.Fatalf("scale at 60°N is %v, want 2", (y1-y0)/0.2)
	}
}

func TestCameraScreenGeoRoundTrip(t *testing.T) {
	c := NewCamera(GeoRect{-100, -40, 70, 83}, 1600, 1000, 2)
	c.ZoomAt(4, 300, 200)
	for _, p := range [][2]float64{{-30, 45}, {5, 58}, {-60, 44}} {
		sx, sy := c.ToScreen(p[0], p[1])
		lon, lat := c.ToGeo(sx, sy)
		if !near(lon, p[0], 1e-9) || !near(lat, p[1], 1e-9) {
			t.Fatalf("%v → %v,%v → %v,%v", p, sx, sy, lon, lat)
		}
	}
	// North is up and east is right.
	x0, y0 := c.ToScreen(-30, 45)
	x1, y1 := c.ToScreen(-29, 46)
	if x1 <= x0 || y1 >= y0 {
		t.Fatalf("(-29,46) at %v,%v is not up-right of (-30,45) at %v,%v", x1, y1, x0, y0)
	}
}

func TestCameraZoomAtKeepsPointFixed(t *testing.T) {
	c := NewCamera(GeoRect{-100, -40, 70, 83}, 1600, 1000, 1)
	c.ZoomAt(3, 1000, 400) // well inside: nothing to clamp
	lon, lat := c.ToGeo(700, 500)
	c.ZoomAt(1.5, 700, 500)
	sx, sy := c.ToScreen(lon, lat)
	if !near(sx, 700, 1e-6) || !near(sy, 500, 1e-6) {
		t.Fatalf("point moved to %v,%v", sx, sy)
	}
	c.ZoomAt(1/1.5, 700, 500)
	sx, sy = c.ToScreen(lon, lat)
	if !near(sx, 700, 1e-6) || !near(sy, 500, 1e-6) {
		t.Fatalf("point moved to %v,%v on zooming out", sx, sy)
	}
}

func TestCameraClampsToBounds(t *testing.T) {
	b := GeoRect{-80, 10, 40, 75}
	c := NewCamera(b, 800, 600, 1)
	min := c.Scale
	c.ZoomAt(0.1, 400, 300)
	if c.Scale < min-1e-9 {
		t.Fatalf("zoomed out beyond the theatre: %v < %v", c.Scale, min)
	}
	c.ZoomAt(1e6, 400, 300)
	if c.Scale > c.MaxScale {
		t.Fatalf("zoomed in beyond the limit: %v", c.Scale)
	}
	c.Pan(1e7, -1e7) // far west and south
	v := c.Visible()
	if v.LonMin < b.LonMin-1e-6 || v.LatMin < b.LatMin-1e-6 {
		t.Fatalf("view %+v leaves bounds %+v", v, b)
	}
	c.Pan(-1e7, 1e7)
	v = c.Visible()
	if v.LonMax > b.LonMax+1e-6 || v.LatMax > b.LatMax+1e-6 {
		t.Fatalf("view %+v leaves bounds %+v", v, b)
	}
}

func TestCameraFit(t *testing.T) {
	c := NewCamera(GeoRect{-100, -40, 70, 83}, 1200, 800, 1)
	r := GeoRect{-20, 40, 10, 60}
	c.Fit(r)
	v := c.Visible()
	if v.LonMin > r.LonMin+1e-9 || v.LonMax < r.LonMax-1e-9 || v.LatMin > r.LatMin+1e-9 || v.LatMax < r.LatMax-1e-9 {
		t.Fatalf("fit view %+v does not show %+v", v, r)
	}
	// Tight on one axis.
	if !near(v.LonMax-v.LonMin, 30, 1e-6) && !near(v.LatMax, 60, 1e-6) {
		t.Fatalf("fit view %+v is not tight", v)
	}
}

func TestHitTesting(t *testing.T) {
	th := datatest.Fixture()
	c := NewCamera(TheatreBounds(th), 1600, 1000, 1)
	l := NewLayout(th, c, 1)
	at := func(id string) (float64, float64) {
		n, ok := l.Node(id)
		if !ok {
			t.Fatalf("no node %s", id)
		}
		return n.X, n.Y
	}
	for _, tc := range []struct {
		id   string
		kind Kind
	}{{"mid-ocean", OpArea}, {"scapa-flow", SMZ}, {"germany", Base}, {"bay-of-biscay", SMZ}, {"france", Base}} {
		x, y := at(tc.id)
		h := l.HitTest(x+1, y+1)
		if h == nil || h.ID != tc.id || h.Kind != tc.kind {
			t.Fatalf("hit at %s gave %+v", tc.id, h)
		}
	}
	// Inside the Mid-Ocean circle but away from its centre.
	n, _ := l.Node("mid-ocean")
	if h := l.HitTest(n.X+n.R*0.8, n.Y); h == nil || h.ID != "mid-ocean" {
		t.Fatalf("edge of mid-ocean gave %+v", h)
	}
	// Open sea far from everything: the first point on a grid that lies at
	// least twice the largest radius (plus the touch slop) from every node,
	// so the test does not depend on where the fixture's areas happen to be.
	far := 0.0
	for _, n := range l.Nodes {
		far = math.Max(far, n.R)
	}
	far = 2*far + 10
	found := false
	for lat := -30.0; lat <= 70 && !found; lat += 5 {
		for lon := -90.0; lon <= 40 && !found; lon += 5 {
			sx, sy := c.ToScreen(lon, lat)
			clear := true
			for _, n := range l.Nodes {
				if math.Hypot(n.X-sx, n.Y-sy) < far {
					clear = false
					break
				}
			}
			if !clear {
				continue
			}
			found = true
			if h := l.HitTest(sx, sy); h != nil {
				t.Fatalf("open sea at %v,%v hit %s", lon, lat, h.ID)
			}
		}
	}
	if !found {
		t.Fatal("no open sea point found on the grid")
	}
	// A base's hexagon: inside near a flat side, outside beyond a corner's reach.
	b, _ := l.Node("germany")
	if h := l.HitTest(b.X, b.Y-b.R*0.8); h == nil || h.ID != "germany" {
		t.Fatalf("inside the hexagon gave %+v", h)
	}
	if b.contains(b.X+b.R*0.9, b.Y-b.R*0.85, 0) {
		t.Fatal("point outside the hexagon's slanted side counted as inside")
	}
}

func TestTheatreBoundsCoversMap(t *testing.T) {
	th := datatest.Fixture()
	b := TheatreBounds(th)
	for _, a := range th.Map.Areas {
		if a.Lon < b.LonMin || a.Lon > b.LonMax || a.Lat < b.LatMin || a.Lat > b.LatMax {
			t.Fatalf("%s at %v,%v outside %+v", a.ID, a.Lon, a.Lat, b)
		}
	}
}
