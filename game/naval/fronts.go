package naval

import "slices"

// Fronts (21.131, Params.Fronts), and the land movement of a sea transport
// (21.435, Params.LandMP): the rules of the naval chapters that point at the
// land game.

// opFront is the front of op o: the front its force's home port shares
// with its target (a two-front port belongs to the front of the
// activity), else the target's first front, else the home port's; "" when
// the scenario lists no fronts for them.
func (g *Game) opFront(o *Op) string {
	fr := g.Sc.Params.Fronts
	if len(fr) == 0 {
		return ""
	}
	var home []string
	if fo := g.force(o.Force); fo != nil {
		home = fr[fo.Port]
	}
	to := fr[o.Target]
	for _, f := range home {
		if slices.Contains(to, f) {
			return f
		}
	}
	if len(to) > 0 {
		return to[0]
	}
	if len(home) > 0 {
		return home[0]
	}
	return ""
}

// onFront reports whether the force may act on the front (21.131): its
// port (its patrol area at sea) belongs to it, or either is not listed.
func (g *Game) onFront(fo *Force, front string) bool {
	if front == "" {
		return true
	}
	base := fo.Port
	if fo.Patrol != "" {
		base = fo.Patrol
	}
	fr, ok := g.Sc.Params.Fronts[base]
	return !ok || slices.Contains(fr, front)
}

// SeaTransportMP is what a land unit with mp movement factors left at the
// embarkation port may still spend from the landing port (21.435): it
// embarks free, or for 2 (1 in the Pacific) from a port in a hostile zone
// of control, and lands for 1. ok is false for a unit that has spent its
// whole movement: it may not be carried.
func SeaTransportMP(mp int, hostileZOC, pacific bool) (left int, ok bool) {
	if mp <= 0 {
		return 0, false
	}
	embark := 0
	if hostileZOC {
		embark = 2
		if pacific {
			embark = 1
		}
	}
	return max(0, mp-embark-1), true
}
