// Command coastgen converts Natural Earth land polygons, as TopoJSON from the
// npm package world-atlas, into the compact coastline file the sea chart
// embeds (assets/map/coast.bin; format in package periscope/assets/map).
//
// It clips the land to the theatre box (with a margin), simplifies it with
// Douglas–Peucker in Mercator space at several tolerances (one level of
// detail per range of zoom), and quantises the coordinates to 16 bits,
// delta-encoded as varints.
//
// Rerun (see assets/map/NOTICE.md):
//
//	npm install --prefix /tmp/wa world-atlas@2.0.2
//	go run ./cmd/coastgen -in /tmp/wa/node_modules/world-atlas/land-50m.json
package main

import (
	"bytes"
	"compress/gzip"
	"flag"
	"fmt"
	"math"
	"os"
	"strconv"
	"strings"

	coast "periscope/assets/map"
)

func main() {
	in := flag.String("in", "", "TopoJSON land file (world-atlas land-50m.json)")
	object := flag.String("object", "land", "TopoJSON object holding the land")
	out := flag.String("out", "assets/map/coast.bin", "output file")
	boxFlag := flag.String("box", "-108,-46,70,83", "clip box lonMin,latMin,lonMax,latMax (degrees)")
	cell := flag.Float64("cell", 10, "cut the land into cells of this size (degrees) so fan-filled rings stay local; 0 = no cells")
	tolFlag := flag.String("tol", "0.006,0.03,0.12", "Douglas–Peucker tolerances in degrees (Mercator space), finest first")
	raster := flag.String("raster", "", "instead of coastlines: write the named polygons (-object countries) as a raster of names, cells of -step degrees over -box, to this file (the Europe board's borders)")
	step := flag.Float64("step", 0.1, "with -raster: the cell size in degrees")
	flag.Parse()
	if *in == "" {
		fmt.Fprintln(os.Stderr, "coastgen: -in is required")
		flag.Usage()
		os.Exit(2)
	}
	b, err := parseBox(*boxFlag)
	check(err)
	tols, err := parseFloats(*tolFlag)
	check(err)
	buf, err := os.ReadFile(*in)
	check(err)
	if *raster != "" {
		named, err := decodeNamed(buf, *object)
		check(err)
		data, stats := rasterNames(named, b, *step)
		check(os.WriteFile(*raster, data, 0o644))
		fmt.Printf("%s: %d bytes, %s\n", *raster, len(data), stats)
		return
	}
	polys, err := decodeTopology(buf, *object)
	check(err)
	d := build(polys, b, tols, *cell)
	var enc bytes.Buffer
	check(coast.Encode(&enc, d))
	check(os.WriteFile(*out, enc.Bytes(), 0o644))
	var gz bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	zw.Write(enc.Bytes())
	zw.Close()
	for _, l := range d.Levels {
		n := 0
		for _, r := range l.Rings {
			n += len(r)
		}
		fmt.Printf("level tol %.3f°: %d rings, %d points\n", l.Tolerance, len(l.Rings), n)
	}
	fmt.Printf("%s: %d bytes (%d gzip)\n", *out, enc.Len(), gz.Len())
}

func check(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, "coastgen:", err)
		os.Exit(1)
	}
}

func parseFloats(s string) ([]float64, error) {
	var fs []float64
	for _, f := range strings.Split(s, ",") {
		v, err := strconv.ParseFloat(strings.TrimSpace(f), 64)
		if err != nil {
			return nil, err
		}
		fs = append(fs, v)
	}
	return fs, nil
}

func parseBox(s string) (box, error) {
	fs, err := parseFloats(s)
	if err != nil {
		return box{}, err
	}
	if len(fs) != 4 || fs[0] >= fs[2] || fs[1] >= fs[3] {
		return box{}, fmt.Errorf("bad -box %q", s)
	}
	return box{fs[0], fs[1], fs[2], fs[3]}, nil
}

// build clips, simplifies and quantises the polygons at each tolerance.
func build(polys []polygon, b box, tols []float64, cell float64) *coast.Data {
	d := &coast.Data{LonMin: b.LonMin, LatMin: b.LatMin, LonMax: b.LonMax, LatMax: b.LatMax, Cell: cell}
	gx, gy := d.GridLon(), d.GridLat()
	var clipped [][]pt
	for _, p := range polys {
		orient(p)
		for _, r := range p {
			u := unwrap(r)
			// A box across the date line (the Pacific's 100°E–240°E)
			// takes the land west of 180° as it is and the land east of
			// it (180°W–120°W) shifted by 360°: each copy of the ring is
			// clipped to the box, and only what falls in it is kept.
			for _, shift := range []float64{0, 360, -360} {
				if c := clipRing(shifted(u, shift), b); len(c) >= 3 {
					clipped = append(clipped, c)
				}
			}
		}
	}
	for _, tol := range tols {
		lv := coast.Level{Tolerance: tol}
		for _, r := range clipped {
			on := func(i int) bool { return onBox(r[i], b) }
			s := simplify(r, tol, on)
			if len(s) < 3 || math.Abs(mercArea(s)) < 4*tol*tol {
				continue // too small to see at the zoom this level serves
			}
			for _, piece := range splitCells(s, gx, gy) {
				piece = dropGridRuns(piece, gx, gy)
				if q := quantise(d, piece); len(q) >= 3 {
					lv.Rings = append(lv.Rings, q)
				}
			}
		}
		d.Levels = append(d.Levels, lv)
	}
	return d
}

// unwrap removes the jumps of 360° where a ring crosses the antimeridian
// (islands such as Wrangel or Fiji, and Chukotka): clipped as they are, such
// a ring spans the whole box and fills a band of false land across it.
// Unwrapped, its far side lies beyond ±180° and the clip drops it, which is
// right for any box that does not reach the antimeridian.
func unwrap(r []pt) []pt {
	out := make([]pt, len(r))
	for i, p := range r {
		if i > 0 {
			for p.X-out[i-1].X > 180 {
				p.X -= 360
			}
			for p.X-out[i-1].X < -180 {
				p.X += 360
			}
		}
		out[i] = p
	}
	return out
}

// shifted returns r moved by d degrees of longitude (r itself when d is 0).
func shifted(r []pt, d float64) []pt {
	if d == 0 {
		return r
	}
	out := make([]pt, len(r))
	for i, p := range r {
		out[i] = pt{p.X + d, p.Y}
	}
	return out
}

func onBox(p pt, b box) bool {
	return p.X == b.LonMin || p.X == b.LonMax || p.Y == b.LatMin || p.Y == b.LatMax
}

// splitCells cuts a ring into the pieces that fall in each cell of the
// grid (gx, gy are the cell lines, box edges included).
func splitCells(r []pt, gx, gy []float64) [][]pt {
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, p := range r {
		minX, maxX = math.Min(minX, p.X), math.Max(maxX, p.X)
		minY, maxY = math.Min(minY, p.Y), math.Max(maxY, p.Y)
	}
	var out [][]pt
	for i := 0; i+1 < len(gx); i++ {
		if gx[i+1] < minX || gx[i] > maxX {
			continue
		}
		for j := 0; j+1 < len(gy); j++ {
			if gy[j+1] < minY || gy[j] > maxY {
				continue
			}
			c := clipRing(r, box{gx[i], gy[j], gx[i+1], gy[j+1]})
			if len(c) >= 3 && math.Abs(signedArea(c)) > 1e-9 {
				out = append(out, c)
			}
		}
	}
	return out
}

// onGrid reports whether v is one of the grid values.
func onGrid(v float64, g []float64) bool {
	for _, x := range g {
		if v == x {
			return true
		}
	}
	return false
}

// sameGridLine reports whether a, p and c all lie on one cell line.
func sameGridLine(a, p, c pt, gx, gy []float64) bool {
	return (a.X == p.X && c.X == p.X && onGrid(p.X, gx)) || (a.Y == p.Y && c.Y == p.Y && onGrid(p.Y, gy))
}

// dropGridRuns removes the inner points of runs along one cell line (or
// box edge). A run may double back along the line (where the land left the
// cell and came back); it encloses no area either way, so the fill is
// unchanged.
func dropGridRuns(r []pt, gx, gy []float64) []pt {
	n := len(r)
	var out []pt
	for i := range r {
		if n-(i-len(out)) > 3 && sameGridLine(r[(i+n-1)%n], r[i], r[(i+1)%n], gx, gy) {
			continue
		}
		out = append(out, r[i])
	}
	return out
}

func mercArea(r []pt) float64 {
	m := make([]pt, len(r))
	for i, p := range r {
		m[i] = pt{p.X, mercY(p.Y)}
	}
	return signedArea(m)
}

// quantise maps a ring to the 16-bit grid, dropping repeated points.
func quantise(d *coast.Data, r []pt) []coast.Point {
	var q []coast.Point
	for _, p := range r {
		c := coast.Point{X: d.QuantX(p.X), Y: d.QuantY(p.Y)}
		if len(q) > 0 && q[len(q)-1] == c {
			continue
		}
		q = append(q, c)
	}
	for len(q) > 1 && q[0] == q[len(q)-1] {
		q = q[:len(q)-1]
	}
	return q
}
