package scenes

import (
	"fmt"
	"math"

	"periscope/game/campaign"
	"periscope/game/data"
	"periscope/input"
)

// Boats glide (issue 14, "Counters that move"): when a boat's place on the
// chart changes (it sails, moves in transit, returns), its counter slides
// from where it was to where it now is along each leg of its route (the
// chart's routes between the two, fewest movement points first, as the
// boat sails them), at the player's animation speed; with animations off
// it jumps, and a click or a key ends every glide.

// glide is one counter under way: from the place it left, leg by leg, to
// its stack.
type glide struct {
	from string   // the area (or base) it left
	via  []string // the places between, in order (the route's legs)
	t    float64  // progress, 0 to 1
}

// routeBetween is the chart's route from one place to another: the places
// between them, in order, on the cheapest path over the theatre's routes
// (movement points, then fewest legs; nil when they are neighbours or not
// linked).
func routeBetween(th *data.Theatre, from, to string) []string {
	type best struct {
		cost, legs int
		prev       string
	}
	dist := map[string]best{from: {}}
	done := map[string]bool{}
	for {
		cur, found := "", false
		for id, b := range dist {
			if done[id] {
				continue
			}
			if !found || b.cost < dist[cur].cost || b.cost == dist[cur].cost && (b.legs < dist[cur].legs || b.legs == dist[cur].legs && id < cur) {
				cur, found = id, true
			}
		}
		if !found || cur == to {
			break
		}
		done[cur] = true
		for _, r := range th.Routes(cur) {
			nb := best{cost: dist[cur].cost + max(1, r.Cost), legs: dist[cur].legs + 1, prev: cur}
			if old, ok := dist[r.To]; !ok || nb.cost < old.cost || nb.cost == old.cost && nb.legs < old.legs {
				dist[r.To] = nb
			}
		}
	}
	if _, ok := dist[to]; !ok {
		return nil
	}
	var via []string
	for at := dist[to].prev; at != from && at != ""; at = dist[at].prev {
		via = append([]string{at}, via...)
	}
	return via
}

// glideSeconds is a glide's length at animation speed 1.
const glideSeconds = 0.7

// placeOf is where a boat's counter stands on the chart: its area at sea,
// its base in port or before it first sails ("" when it is not on the
// chart).
func placeOf(s *campaign.Sub) string {
	switch s.Status {
	case campaign.StSea:
		return s.Area
	case campaign.StBase:
		return s.Base
	case campaign.StOut:
		// A scenario's boat before it deploys sails from its home port
		// (U-47 from Germany): it glides from there.
		return s.Base
	}
	return ""
}

// updateGlides starts a glide for each boat whose place changed since the
// last tick and moves the glides on; a press or a key skips them all.
func (c *Campaign) updateGlides(in *input.State) {
	speed := 1.0
	if c.env != nil && c.env.Settings != nil {
		speed = c.env.Settings.AnimSpeed
	}
	if c.placed == nil {
		c.placed = map[string]string{}
		c.glides = map[string]*glide{}
	}
	if first := len(c.placed) == 0; first || c.s.Rev() != c.placedRev {
		c.placeBoats(first, speed)
	}
	skip := in.Keyboard()
	for _, p := range in.Pointers {
		skip = skip || p.Pressed
	}
	for id, g := range c.glides {
		g.t += speed / (glideSeconds * 60)
		if skip || g.t >= 1 || speed <= 0 {
			delete(c.glides, id)
		}
	}
}

// placeBoats notes where each boat is now and starts a glide for each one
// that moved (none the first time).
func (c *Campaign) placeBoats(first bool, speed float64) {
	c.placedRev = c.s.Rev()
	st := c.s.View()
	for i := range st.Subs {
		s := &st.Subs[i]
		now := placeOf(s)
		was, seen := c.placed[s.ID]
		c.placed[s.ID] = now
		if first || !seen || was == now || was == "" || now == "" || speed <= 0 {
			continue
		}
		g := &glide{from: was}
		if th := c.s.Theatre; th != nil {
			g.via = routeBetween(th, was, now)
		}
		c.glides[s.ID] = g
	}
}

// glideOffset is how far from its stack a gliding boat's counter is drawn
// (device px), given the stack's top-left; ok is false when it is not
// gliding. The counter moves along the route's legs, at an even pace over
// their whole length (eased at both ends of the voyage).
func (c *Campaign) glideOffset(id string, x, y, size float64) (dx, dy float64, ok bool) {
	g := c.glides[id]
	if g == nil {
		return 0, 0, false
	}
	l := c.chart.Layout()
	pts := make([][2]float64, 0, len(g.via)+2)
	for _, at := range append([]string{g.from}, g.via...) {
		if n, found := l.Node(at); found {
			pts = append(pts, [2]float64{n.X - size/2, n.Y - size/2})
		}
	}
	if len(pts) == 0 {
		return 0, 0, false
	}
	pts = append(pts, [2]float64{x, y})
	// Ease out: quick to leave, gentle to arrive.
	e := 1 - (1-g.t)*(1-g.t)
	total := 0.0
	for i := 1; i < len(pts); i++ {
		total += math.Hypot(pts[i][0]-pts[i-1][0], pts[i][1]-pts[i-1][1])
	}
	at := e * total
	for i := 1; i < len(pts); i++ {
		leg := math.Hypot(pts[i][0]-pts[i-1][0], pts[i][1]-pts[i-1][1])
		if at <= leg && leg > 0 {
			f := at / leg
			px := pts[i-1][0] + (pts[i][0]-pts[i-1][0])*f
			py := pts[i-1][1] + (pts[i][1]-pts[i-1][1])*f
			return px - x, py - y, true
		}
		at -= leg
	}
	return 0, 0, true
}

// glideKey is what the glides add to the map's still key: while a boat
// glides, every frame differs.
func (c *Campaign) glideKey() string {
	if len(c.glides) == 0 {
		return ""
	}
	k := "|glide"
	for id, g := range c.glides {
		k += fmt.Sprintf(" %s:%.3f", id, g.t)
	}
	return k
}
