package main

import (
	"encoding/json"
	"fmt"
)

// pt is a position in degrees: X longitude, Y latitude.
type pt struct{ X, Y float64 }

// topology is the part of a TopoJSON file (topojson-specification 1.0) the
// generator reads.
type topology struct {
	Type      string `json:"type"`
	Transform *struct {
		Scale     [2]float64 `json:"scale"`
		Translate [2]float64 `json:"translate"`
	} `json:"transform"`
	Arcs    [][][]float64       `json:"arcs"`
	Objects map[string]geometry `json:"objects"`
}

type geometry struct {
	Type       string `json:"type"`
	Properties struct {
		Name string `json:"name"`
	} `json:"properties"`
	Arcs       json.RawMessage `json:"arcs"`
	Geometries []geometry      `json:"geometries"`
}

// polygon is an exterior ring followed by its holes; rings are open (the
// closing point is not repeated).
type polygon [][]pt

// decodeTopology parses TopoJSON and returns every polygon of the named
// object (Polygon, MultiPolygon, or a GeometryCollection of them).
func decodeTopology(buf []byte, object string) ([]polygon, error) {
	var t topology
	if err := json.Unmarshal(buf, &t); err != nil {
		return nil, fmt.Errorf("topojson: %w", err)
	}
	if t.Type != "Topology" {
		return nil, fmt.Errorf("topojson: type %q, want Topology", t.Type)
	}
	obj, ok := t.Objects[object]
	if !ok {
		return nil, fmt.Errorf("topojson: no object %q", object)
	}
	arcs := decodeArcs(&t)
	var out []polygon
	if err := collect(obj, arcs, &out); err != nil {
		return nil, err
	}
	return out, nil
}

// decodeArcs turns the arcs into absolute positions: with a transform, the
// positions are quantised and delta-encoded (each position after the first
// is an offset from the previous one) [topojson spec 2.1.2, 2.2].
func decodeArcs(t *topology) [][]pt {
	arcs := make([][]pt, len(t.Arcs))
	for i, a := range t.Arcs {
		ps := make([]pt, len(a))
		var x, y float64
		for j, p := range a {
			if len(p) < 2 {
				continue
			}
			if t.Transform != nil {
				x, y = x+p[0], y+p[1]
				ps[j] = pt{x*t.Transform.Scale[0] + t.Transform.Translate[0], y*t.Transform.Scale[1] + t.Transform.Translate[1]}
			} else {
				ps[j] = pt{p[0], p[1]}
			}
		}
		arcs[i] = ps
	}
	return arcs
}

func collect(g geometry, arcs [][]pt, out *[]polygon) error {
	switch g.Type {
	case "GeometryCollection":
		for _, c := range g.Geometries {
			if err := collect(c, arcs, out); err != nil {
				return err
			}
		}
	case "Polygon":
		var rings [][]int
		if err := json.Unmarshal(g.Arcs, &rings); err != nil {
			return fmt.Errorf("topojson: polygon arcs: %w", err)
		}
		p, err := buildPolygon(rings, arcs)
		if err != nil {
			return err
		}
		*out = append(*out, p)
	case "MultiPolygon":
		var polys [][][]int
		if err := json.Unmarshal(g.Arcs, &polys); err != nil {
			return fmt.Errorf("topojson: multipolygon arcs: %w", err)
		}
		for _, rings := range polys {
			p, err := buildPolygon(rings, arcs)
			if err != nil {
				return err
			}
			*out = append(*out, p)
		}
	case "", "Point", "MultiPoint", "LineString", "MultiLineString":
		// Not land; ignored.
	default:
		return fmt.Errorf("topojson: unknown geometry type %q", g.Type)
	}
	return nil
}

func buildPolygon(rings [][]int, arcs [][]pt) (polygon, error) {
	var p polygon
	for _, r := range rings {
		ring, err := stitch(r, arcs)
		if err != nil {
			return nil, err
		}
		if len(ring) >= 3 {
			p = append(p, ring)
		}
	}
	return p, nil
}

// stitch joins the arcs of a ring. Index ~i (that is, −i−1) is arc i
// reversed; each arc after the first repeats the previous arc's last
// position, which is dropped. The closing position is dropped too.
func stitch(idx []int, arcs [][]pt) ([]pt, error) {
	var ring []pt
	for k, i := range idx {
		rev := i < 0
		if rev {
			i = ^i
		}
		if i >= len(arcs) {
			return nil, fmt.Errorf("topojson: arc %d out of range (%d arcs)", i, len(arcs))
		}
		a := arcs[i]
		seg := make([]pt, len(a))
		copy(seg, a)
		if rev {
			for l, r := 0, len(seg)-1; l < r; l, r = l+1, r-1 {
				seg[l], seg[r] = seg[r], seg[l]
			}
		}
		if k > 0 && len(seg) > 0 {
			seg = seg[1:]
		}
		ring = append(ring, seg...)
	}
	if n := len(ring); n > 1 && ring[0] == ring[n-1] {
		ring = ring[:n-1]
	}
	return ring, nil
}

// decodeNamed parses TopoJSON and returns the polygons of each member of
// the named GeometryCollection by its name (world-atlas countries: the
// Natural Earth admin-0 name).
func decodeNamed(buf []byte, object string) (map[string][]polygon, error) {
	var t topology
	if err := json.Unmarshal(buf, &t); err != nil {
		return nil, fmt.Errorf("topojson: %w", err)
	}
	obj, ok := t.Objects[object]
	if !ok {
		return nil, fmt.Errorf("topojson: no object %q", object)
	}
	arcs := decodeArcs(&t)
	out := map[string][]polygon{}
	for _, g := range obj.Geometries {
		var ps []polygon
		if err := collect(g, arcs, &ps); err != nil {
			return nil, err
		}
		out[g.Properties.Name] = append(out[g.Properties.Name], ps...)
	}
	return out, nil
}
