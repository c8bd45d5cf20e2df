package scenes

import (
	"fmt"

	"periscope/game/campaign"
	"periscope/input"
)

// Boats glide (issue 14, "Counters that move"): when a boat's place on the
// chart changes (it sails, moves in transit, returns), its counter slides
// from where it was to where it now is, at the player's animation speed;
// with animations off it jumps, and a click or a key ends every glide.

// glide is one counter under way: from the place it left to its stack.
type glide struct {
	from string  // the area (or base) it left
	t    float64 // progress, 0 to 1
}

// glideSeconds is a glide's length at animation speed 1.
const glideSeconds = 0.7

// placeOf is where a boat's counter stands on the chart: its area at sea,
// its base in port ("" when it is not on the chart).
func placeOf(s *campaign.Sub) string {
	switch s.Status {
	case campaign.StSea:
		return s.Area
	case campaign.StBase:
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
	first := len(c.placed) == 0
	st := c.s.View()
	for i := range st.Subs {
		s := &st.Subs[i]
		now := placeOf(s)
		was, seen := c.placed[s.ID]
		c.placed[s.ID] = now
		if first || !seen || was == now || was == "" || now == "" || speed <= 0 {
			continue
		}
		c.glides[s.ID] = &glide{from: was}
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

// glideOffset is how far from its stack a gliding boat's counter is drawn
// (device px), given the stack's top-left; ok is false when it is not
// gliding.
func (c *Campaign) glideOffset(id string, x, y, size float64) (dx, dy float64, ok bool) {
	g := c.glides[id]
	if g == nil {
		return 0, 0, false
	}
	n, found := c.chart.Layout().Node(g.from)
	if !found {
		return 0, 0, false
	}
	// Ease out: quick to leave, gentle to arrive.
	e := 1 - (1-g.t)*(1-g.t)
	fx, fy := n.X-size/2, n.Y-size/2
	return (fx - x) * (1 - e), (fy - y) * (1 - e), true
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
