package main

import (
	"bytes"
	"encoding/binary"
	"math"
	"strings"
	"testing"

	coast "periscope/assets/map"
)

// A square made of two arcs, the second used reversed, with a quantised,
// delta-encoded transform: arc 0 runs (0,0)→(10,0)→(10,10) and arc 1 runs
// (0,0)→(0,10)→(10,10) in grid units of 0.5° from (−5, 40).
const square = `{"type":"Topology",
 "transform":{"scale":[0.5,0.5],"translate":[-5,40]},
 "arcs":[[[0,0],[10,0],[0,10]],[[0,0],[0,10],[10,0]]],
 "objects":{"land":{"type":"GeometryCollection","geometries":[
   {"type":"Polygon","arcs":[[0,-2]]},
   {"type":"MultiPolygon","arcs":[[[1,-1]]]}]}}}`

func TestDecodeTopologyQuantisedDeltaArcs(t *testing.T) {
	polys, err := decodeTopology([]byte(square), "land")
	if err != nil {
		t.Fatal(err)
	}
	if len(polys) != 2 {
		t.Fatalf("got %d polygons, want 2", len(polys))
	}
	want := []pt{{-5, 40}, {0, 40}, {0, 45}, {-5, 45}}
	got := polys[0][0]
	if len(got) != len(want) {
		t.Fatalf("ring %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("ring %v, want %v", got, want)
		}
	}
	// The second polygon walks the same square the other way round.
	if a0, a1 := signedArea(polys[0][0]), signedArea(polys[1][0]); a0 != -a1 || math.Abs(a0) != 25 {
		t.Fatalf("areas %v and %v, want ±25", a0, a1)
	}
}

func TestDecodeTopologyErrors(t *testing.T) {
	for _, bad := range []string{
		`{"type":"Feature"}`,
		`{"type":"Topology","arcs":[],"objects":{}}`,
		`{"type":"Topology","arcs":[],"objects":{"land":{"type":"Polygon","arcs":[[5]]}}}`,
		`{"type":"Topology","arcs":[],"objects":{"land":{"type":"Blob"}}}`,
	} {
		if _, err := decodeTopology([]byte(bad), "land"); err == nil {
			t.Errorf("no error for %s", bad)
		}
	}
}

func TestOrientMakesExteriorAnticlockwiseAndHolesClockwise(t *testing.T) {
	p := polygon{
		{{0, 0}, {0, 10}, {10, 10}, {10, 0}}, // clockwise exterior
		{{2, 2}, {4, 2}, {4, 4}, {2, 4}},     // anticlockwise hole
	}
	orient(p)
	if signedArea(p[0]) <= 0 || signedArea(p[1]) >= 0 {
		t.Fatalf("areas %v, %v", signedArea(p[0]), signedArea(p[1]))
	}
}

func TestClipRingToBox(t *testing.T) {
	b := box{0, 0, 10, 10}
	// A square from (5,5) to (15,15) keeps the quarter inside the box.
	r := clipRing([]pt{{5, 5}, {15, 5}, {15, 15}, {5, 15}}, b)
	if a := signedArea(r); a != 25 {
		t.Fatalf("clipped area %v (ring %v), want 25", a, r)
	}
	for _, p := range r {
		if p.X < 0 || p.X > 10 || p.Y < 0 || p.Y > 10 {
			t.Fatalf("point %v outside the box", p)
		}
	}
	if r := clipRing([]pt{{20, 20}, {30, 20}, {30, 30}}, b); len(r) != 0 {
		t.Fatalf("ring outside the box gave %v", r)
	}
}

func TestSimplifyDropsNearPointsAndKeepsCorners(t *testing.T) {
	// A 10° square near the equator with a 0.01° wiggle on each side and a
	// 2° spike on the top side.
	var r []pt
	for i := 0; i <= 10; i++ {
		r = append(r, pt{float64(i), 0.01 * float64(i%2)})
	}
	for i := 1; i <= 10; i++ {
		r = append(r, pt{10 - 0.01*float64(i%2), float64(i)})
	}
	r = append(r, pt{6, 10}, pt{5, 12}, pt{4, 10})
	for i := 9; i >= 1; i-- {
		r = append(r, pt{0.01 * float64(i%2), float64(i)})
	}
	got := simplify(r, 0.05, func(int) bool { return false })
	if len(got) != 7 {
		t.Fatalf("simplified to %d points %v, want the 4 corners and the 3 spike points", len(got), got)
	}
	// A coarse tolerance removes the spike too.
	if got := simplify(r, 3, func(int) bool { return false }); len(got) > 5 {
		t.Fatalf("tolerance 3 kept %d points %v", len(got), got)
	}
	// Points that must be kept are kept whatever the tolerance.
	got = simplify(r, 3, func(i int) bool { return i == 1 || i == 2 })
	if got[0] != r[1] || got[1] != r[2] {
		t.Fatalf("anchors dropped: %v", got)
	}
}

func TestDropGridRuns(t *testing.T) {
	r := []pt{{0, 2}, {0, 4}, {0, 3}, {0, 8}, {5, 9}, {5, 1}}
	got := dropGridRuns(r, []float64{0, 10}, []float64{0, 10})
	want := []pt{{0, 2}, {0, 8}, {5, 9}, {5, 1}}
	if len(got) != len(want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("got %v, want %v", got, want)
		}
	}
}

func TestBuildEncodeDecodeRoundTrip(t *testing.T) {
	polys, err := decodeTopology([]byte(square), "land")
	if err != nil {
		t.Fatal(err)
	}
	d := build(polys[:1], box{-10, 35, 10, 50}, []float64{0.01, 0.1}, 0)
	var buf bytes.Buffer
	if err := coast.Encode(&buf, d); err != nil {
		t.Fatal(err)
	}
	got, err := coast.Decode(buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Levels) != 2 || len(got.Levels[0].Rings) != 1 || len(got.Levels[0].Rings[0]) != 4 {
		t.Fatalf("decoded %+v", got)
	}
	for _, p := range got.Levels[0].Rings[0] {
		lon, lat := got.Lon(p.X), got.Lat(p.Y)
		okLon := math.Abs(lon+5) < 1e-3 || math.Abs(lon) < 1e-3
		okLat := math.Abs(lat-40) < 1e-3 || math.Abs(lat-45) < 1e-3
		if !okLon || !okLat {
			t.Fatalf("corner %.4f,%.4f not on the square", lon, lat)
		}
	}
	// Truncation anywhere is an error, never a panic.
	for n := 0; n < buf.Len(); n++ {
		if _, err := coast.Decode(buf.Bytes()[:n]); err == nil {
			t.Fatalf("truncated to %d bytes decoded without error", n)
		}
	}
}

func TestUnwrapAntimeridianRing(t *testing.T) {
	// An island astride the antimeridian: clipped as it is, it would span
	// the whole box; unwrapped, it lies outside a box that stops at 70°E.
	island := []pt{{179, 71}, {-179, 71}, {-179, 72}, {179, 72}}
	if r := clipRing(island, box{-108, -40, 70, 83}); len(r) == 0 {
		t.Fatal("test premise: the raw ring should produce a band")
	}
	if r := clipRing(unwrap(island), box{-108, -40, 70, 83}); len(r) != 0 {
		t.Fatalf("unwrapped ring gave %v", r)
	}
	if u := unwrap(island); u[1].X != 181 || u[2].X != 181 {
		t.Fatalf("unwrap gave %v", u)
	}
}

func TestSplitCellsKeepsAreaAndMarksCuts(t *testing.T) {
	// A 6°×3° block across the cell line at 0° splits into two pieces whose
	// areas add up; the edges along the cell line are cuts, the rest coast.
	r := []pt{{-3, 41}, {3, 41}, {3, 44}, {-3, 44}}
	gx, gy := []float64{-10, 0, 10}, []float64{35, 50}
	pieces := splitCells(r, gx, gy)
	if len(pieces) != 2 {
		t.Fatalf("%d pieces", len(pieces))
	}
	if a := signedArea(pieces[0]) + signedArea(pieces[1]); math.Abs(a-18) > 1e-9 {
		t.Fatalf("pieces cover %v, want 18", a)
	}
	d := build([]polygon{{r}}, box{-10, 35, 10, 50}, []float64{0.001}, 10)
	var buf bytes.Buffer
	if err := coast.Encode(&buf, d); err != nil {
		t.Fatal(err)
	}
	got, err := coast.Decode(buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	cuts, coastSegs := 0, 0
	for _, ring := range got.Levels[0].Rings {
		for i := range ring {
			if got.Cut(ring[i], ring[(i+1)%len(ring)]) {
				cuts++
			} else {
				coastSegs++
			}
		}
	}
	if cuts != 2 || coastSegs != 6 {
		t.Fatalf("%d cut and %d coast segments, want 2 and 6", cuts, coastSegs)
	}
}

// -raster: a square country 2°×1° and a triangle beside it, in cells of
// 0.5°, come out as run-length rows naming each cell's country.
func TestRasterNames(t *testing.T) {
	sq := polygon{{{0, 0}, {2, 0}, {2, 1}, {0, 1}}}
	tri := polygon{{{2, 0}, {4, 0}, {2, 2}}}
	data, stats := rasterNames(map[string][]polygon{"Square": {sq}, "Triangle": {tri}, "Far": {{{{50, 50}, {51, 50}, {51, 51}}}}}, box{0, 0, 4, 2}, 0.5)
	if !strings.HasPrefix(string(data), "PCR1") || !strings.Contains(stats, "8×4 cells, 2 names") {
		t.Fatalf("header %q, %s", data[:4], stats)
	}
	// decode: skip the header numbers and names, expand the runs
	b := data[4:]
	next := func() int { v, n := binary.Uvarint(b); b = b[n:]; return int(v) }
	for range 5 {
		next()
	}
	var names []string
	for n := next(); n > 0; n-- {
		l := next()
		names = append(names, string(b[:l]))
		b = b[l:]
	}
	var rows []string
	for r := 0; r < 4; r++ {
		row := ""
		for c := 0; c < 8; {
			n := next()
			code := b[0]
			b = b[1:]
			for range n {
				row += string(".ST"[code])
			}
			c += n
		}
		rows = append(rows, row)
	}
	want := []string{"....T...", "....TT..", "SSSSTTT.", "SSSSTTTT"}
	if strings.Join(names, ",") != "Square,Triangle" || strings.Join(rows, "/") != strings.Join(want, "/") {
		t.Errorf("names %v, rows\n%s\nwant\n%s", names, strings.Join(rows, "\n"), strings.Join(want, "\n"))
	}
}
