package main

import (
	"encoding/binary"
	"fmt"
	"math"
	"sort"
)

// rasterNames draws named polygons (countries) into a grid of cells of
// step degrees over box b, each cell the name whose polygon holds its
// centre (even–odd within a name's rings), and encodes it:
//
//	"PCR1"
//	uvarint lonMin, latMax, step in millidegrees (lonMin offset by 180°)
//	uvarint cols, rows
//	uvarint n, then n names (uvarint length, bytes); code k is name k-1,
//	  code 0 no name (sea)
//	rows from the north: runs of (uvarint length, byte code) to cols
//
// Only names with a cell in the box are kept, sorted.
func rasterNames(named map[string][]polygon, b box, step float64) ([]byte, string) {
	cols := int(math.Round((b.LonMax - b.LonMin) / step))
	rows := int(math.Round((b.LatMax - b.LatMin) / step))
	grid := make([]int, cols*rows) // index into names+1
	names := make([]string, 0, len(named))
	for n := range named {
		names = append(names, n)
	}
	sort.Strings(names)
	used := map[int]bool{}
	for k, n := range names {
		xs := make([][]float64, rows)
		// each ring clipped to the box as the coastlines are (Russia's
		// rings cross the date line: unwrapped, and each copy clipped)
		var rings [][]pt
		for _, p := range named[n] {
			for _, r := range p {
				u := unwrap(r)
				for _, shift := range []float64{0, 360, -360} {
					if c := clipRing(shifted(u, shift), b); len(c) >= 3 {
						rings = append(rings, c)
					}
				}
			}
		}
		{
			for _, ring := range rings {
				for i := range ring {
					a, c := ring[i], ring[(i+1)%len(ring)]
					// rows are numbered from the north; a row's centre
					// latitude is latMax − (r + ½)·step
					ya, yc := (b.LatMax-a.Y)/step-0.5, (b.LatMax-c.Y)/step-0.5
					if ya == yc {
						continue
					}
					lo, hi := math.Min(ya, yc), math.Max(ya, yc)
					for r := max(0, int(math.Ceil(lo))); r < rows && float64(r) < hi; r++ {
						t := (float64(r) - ya) / (yc - ya)
						xs[r] = append(xs[r], (a.X+t*(c.X-a.X)-b.LonMin)/step-0.5)
					}
				}
			}
		}
		for r, x := range xs {
			sort.Float64s(x)
			for j := 0; j+1 < len(x); j += 2 {
				for c := max(0, int(math.Ceil(x[j]))); c < cols && float64(c) <= x[j+1]; c++ {
					grid[r*cols+c] = k + 1
					used[k] = true
				}
			}
		}
	}
	// keep the names drawn, renumbered
	code := make([]int, len(names)+1)
	var kept []string
	for k, n := range names {
		if used[k] {
			kept = append(kept, n)
			code[k+1] = len(kept)
		}
	}
	if len(kept) > 255 {
		panic("more than 255 names in the box")
	}
	out := []byte("PCR1")
	out = binary.AppendUvarint(out, uint64(math.Round((b.LonMin+180)*1000)))
	out = binary.AppendUvarint(out, uint64(math.Round((b.LatMax+90)*1000)))
	out = binary.AppendUvarint(out, uint64(math.Round(step*1000)))
	out = binary.AppendUvarint(out, uint64(cols))
	out = binary.AppendUvarint(out, uint64(rows))
	out = binary.AppendUvarint(out, uint64(len(kept)))
	for _, n := range kept {
		out = binary.AppendUvarint(out, uint64(len(n)))
		out = append(out, n...)
	}
	runs := 0
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; {
			v := code[grid[r*cols+c]]
			e := c
			for e < cols && code[grid[r*cols+e]] == v {
				e++
			}
			out = binary.AppendUvarint(out, uint64(e-c))
			out = append(out, byte(v))
			runs++
			c = e
		}
	}
	return out, fmt.Sprintf("%d×%d cells, %d names, %d runs", cols, rows, len(kept), runs)
}
