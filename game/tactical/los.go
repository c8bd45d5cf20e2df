package tactical

import (
	"iter"
	"math"
)

// LOSBlockers are the surface ships that block the line of sight between a
// and b [18]: the line between the counters' centres [18.2] crosses a hex,
// or part of a hex, of another surface ship [18.1] or runs along the side
// between its bow and stern hexes [18.3]; submarines never block [18.1].
// They are ordered from a's end of the line; none: a sees b (LineOfSight).
// The board draws the line and marks them (render/tactical).
func (g *Game) LOSBlockers(a, b *Vessel) []*Vessel {
	var out []*Vessel
	for o := range g.blockers(a, b) {
		out = append(out, o)
	}
	p := counterCentre(a)
	// Nearest a first (an insertion sort: a line crosses a few ships).
	from := func(v *Vessel) float64 { c := counterCentre(v); return math.Hypot(c.x-p.x, c.y-p.y) }
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && from(out[j]) < from(out[j-1]); j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// blockers yields, in the board's order, each surface ship other than a and
// b that the line between their counters' centres crosses [18.1]–[18.3]:
// LineOfSight stops at the first, LOSBlockers takes them all.
func (g *Game) blockers(a, b *Vessel) iter.Seq[*Vessel] {
	return func(yield func(*Vessel) bool) {
		p, q := counterCentre(a), counterCentre(b)
		for i := range g.B.Vessels {
			o := &g.B.Vessels[i]
			if o == a || o == b || o.Gone() || o.Sub {
				continue
			}
			if blocks(p, q, o) && !yield(o) {
				return
			}
		}
	}
}
