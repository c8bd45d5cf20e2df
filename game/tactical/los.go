package tactical

import (
	"math"
	"slices"
)

// LOSBlockers are the surface ships that block the line of sight between a
// and b [18]: the line between the counters' centres [18.2] crosses a hex,
// or part of a hex, of another surface ship [18.1] or runs along the side
// between its bow and stern hexes [18.3]; submarines never block [18.1].
// They are ordered from a's end of the line; none: a sees b (LineOfSight).
// The board draws the line and marks them (render/tactical).
func (g *Game) LOSBlockers(a, b *Vessel) []*Vessel {
	p, q := counterCentre(a), counterCentre(b)
	var out []*Vessel
	for i := range g.B.Vessels {
		o := &g.B.Vessels[i]
		if o == a || o == b || o.Gone() || o.Sub {
			continue
		}
		if blocks(p, q, o) {
			out = append(out, o)
		}
	}
	from := func(v *Vessel) float64 { c := counterCentre(v); return math.Hypot(c.x-p.x, c.y-p.y) }
	slices.SortStableFunc(out, func(x, y *Vessel) int {
		switch dx, dy := from(x), from(y); {
		case dx < dy:
			return -1
		case dx > dy:
			return 1
		}
		return 0
	})
	return out
}
