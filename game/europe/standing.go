package europe

import (
	"strings"

	"periscope/game/engine"
)

// Standing orders per player [16, 7.3 D, 8.3]: a defender's mid-turn
// choices — whether its submarines submerge before a round [A13] and how
// many fighters rise against a bombing raid [A20] — can be answered in
// advance, so a hot-seat game need not hand the screen over in the middle
// of another power's turn. Each power sets its own in the purchase menu
// ("Standing orders: …"); unset, the game asks. The auto-defence switch
// overrides every power's (submarines fight, every fighter intercepts).

// Standing is one power's standing orders ("" asks).
type Standing struct {
	// Submerge: "submerge" (defending submarines always submerge before
	// the round) or "fight" (they always fight).
	Submerge string `json:"submerge,omitempty"`
	// Intercept: "all" (every fighter in the raided territory rises) or
	// "none".
	Intercept string `json:"intercept,omitempty"`
}

// standingCycle is the order in which a click steps through each order's
// settings: ask, then each standing answer, then ask again.
var standingCycle = map[string][]string{
	"submerge":  {"", "submerge", "fight"},
	"intercept": {"", "all", "none"},
}

// StandingOrders are p's standing orders.
func (s *State) StandingOrders(p Power) Standing { return s.Standing[p] }

// standingOptions are the purchase menu's entries for p's standing
// orders, each labelled with its current setting; a click steps to the
// next setting.
func (s *State) standingOptions(p Power) []engine.Option {
	st := s.StandingOrders(p)
	return []engine.Option{
		{Key: "standing:submerge", Label: "Standing order, defending submarines: " + standingText(st.Submerge),
			LabelMsg: m("europe.opt.standing.submerge", engine.Nested("setting", m("europe.standing."+standingID(st.Submerge)))), Rule: "A13"},
		{Key: "standing:intercept", Label: "Standing order, interceptors: " + standingText(st.Intercept),
			LabelMsg: m("europe.opt.standing.intercept", engine.Nested("setting", m("europe.standing."+standingID(st.Intercept)))), Rule: "A20"},
	}
}

func standingID(v string) string {
	if v == "" {
		return "ask"
	}
	return v
}

func standingText(v string) string {
	return map[string]string{"": "ask each time", "submerge": "always submerge", "fight": "always fight",
		"all": "every fighter", "none": "no fighter"}[v]
}

// stepStanding steps p's standing order "which" to its next setting.
func (g *Game) stepStanding(p Power, which string) {
	s := g.S
	st := s.Standing[p]
	cur := &st.Submerge
	if which == "intercept" {
		cur = &st.Intercept
	}
	cycle := standingCycle[which]
	next := cycle[0]
	for k, v := range cycle {
		if v == *cur {
			next = cycle[(k+1)%len(cycle)]
		}
	}
	*cur = next
	if s.Standing == nil {
		s.Standing = map[Power]Standing{}
	}
	if st == (Standing{}) {
		delete(s.Standing, p)
	} else {
		s.Standing[p] = st
	}
	g.Note("16", string(p), "%s's standing order for %s: %s", p.Name(), map[string]string{"submerge": "defending submarines", "intercept": "interceptors"}[which], standingText(next))
}

// standingKey reads a purchase answer naming a standing order.
func standingKey(key string) (string, bool) {
	which, ok := strings.CutPrefix(key, "standing:")
	return which, ok && standingCycle[which] != nil
}

// interceptOrder is how many of n fighters rise against a raid without
// asking, and whether that is decided (auto-defence: every one).
func (s *State) interceptOrder(def Power, n int) (int, bool) {
	if s.on("auto-defence") {
		return n, true
	}
	switch s.Standing[def].Intercept {
	case "all":
		return n, true
	case "none":
		return 0, true
	}
	return 0, false
}
