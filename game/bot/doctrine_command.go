package bot

import (
	"periscope/game/campaign"
	"periscope/game/data"
)

// The Mediterranean command [7.31], [8.0C]: the boats in the Mediterranean
// are a command of their own, based there (Italy opens with the war event
// that forms it) and refitted in its own box. BdU sent no boat through
// Gibraltar of its own accord: Dönitz held the Atlantic to be the decisive
// theatre, and the first boats (the Goeben group) passed the Strait in
// September 1941 on Hitler's order, the war event "Mediterranean
// assignment" (assets/data/README.md, "The Mediterranean command"). So the
// doctrine chooses a Mediterranean OpArea as its hunting ground only while
// a Mediterranean base is in use; before that only an order [5.3] sends
// boats there (orders are filled by the rules, not by this choice). Both
// commanders keep to it (it is strategy, not tactics). A theatre with no
// Mediterranean bases and areas is not touched.

// medCommandFormed reports whether a Mediterranean base is in use.
func medCommandFormed(g *campaign.Game) bool {
	for i := range g.T.Map.Bases {
		b := &g.T.Map.Bases[i]
		if b.Med && (b.Kind == data.BaseMain || b.Kind == data.BaseAdvanced) && g.BaseActive(b.ID) {
			return true
		}
	}
	return false
}

// huntable reports whether the doctrine may choose the OpArea a as a
// hunting ground now (medFormed: medCommandFormed this turn).
func huntable(a *data.Area, medFormed bool) bool {
	return medFormed || !a.InRegion("med")
}
