package naval

import "slices"

// Fronts (21.131, Params.Fronts).

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
