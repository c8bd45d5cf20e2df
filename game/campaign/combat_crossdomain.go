package campaign

import (
	"slices"

	"periscope/game/data"
)

// PROVISIONAL cross-domain functions. Search and combat need them; their
// owners (see DESIGN.md "Who owns what") had not put them on main when this
// was written. Each is the minimal correct version of its rule. OWNER: when
// you add your own, delete the function here (the compiler will tell you).

// IsVirgin reports whether an OpArea is virgin water this turn [30.5]: it
// becomes non-virgin from its listed period (Area.NonVirginFrom, 0 = never
// virgin) and after the first week in which subs searched it (State.Searched
// → State.NotVirgin at the next turn start). OWNER: movement.
func (g *Game) IsVirgin(area string) bool {
	a := g.T.Area(area)
	if a == nil || a.Kind != data.KindOpArea || a.NonVirginFrom == 0 || g.S.Period >= a.NonVirginFrom {
		return false
	}
	return !slices.Contains(g.S.NotVirgin, area)
}

// HomeWaters reports whether an OpArea gives the home-waters second search
// [30.1], [30.14]: always for "home", in period 1 only for "home-p1".
// OWNER: movement.
func (g *Game) HomeWaters(area string) bool {
	a := g.T.Area(area)
	if a == nil || a.Kind != data.KindOpArea {
		return false
	}
	return a.InRegion("home") || a.InRegion("home-p1") && g.S.Period == 1
}
