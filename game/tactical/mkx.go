package tactical

// The Mk X one-ton depth charge [51] (switch "mk-x", Options.MkX): one for
// each British destroyer (type DD; the rule's "any British ship with a
// torpedo tube" is read as the destroyers, the escorts here that kept their
// tubes), once a scenario. It is ordered as a rack counter of type "MkX"
// and replaces that turn's rack charges (K-guns and ahead-throwing weapons
// are still allowed); it is set and resolved as a 300 lb charge with four
// times the damage.

// MkXType is the Mk X's DC type in an order and on its counter.
const MkXType = "MkX"

// MkXTimes is the Mk X's damage multiple [51].
const MkXTimes = 4

// MayDropMkX reports whether escort v may drop its Mk X now.
func (g *Game) MayDropMkX(v *Vessel) bool {
	c := g.ShipClass(v)
	return g.B.Options.MkX && c != nil && c.Role == Escort && c.Type == "DD" && g.Data.Availability[c.Nation].MkX && !v.MkXUsed
}

// checkMkX checks a rack order naming the Mk X: the switch, a British
// destroyer that has not used it, one counter, and no other rack charges
// this turn.
func (g *Game) checkMkX(v *Vessel, o ASWOrder, all []ASWOrder) error {
	if o.DCType != MkXType {
		for _, x := range all {
			if x.Kind == RackDC && x.DCType == MkXType {
				return orderErr(ErrIllegal, msg("tac.err.mkx-alone"), "the Mk X replaces the turn's rack charges [51]")
			}
		}
		return nil
	}
	if !g.MayDropMkX(v) || o.Count != 1 {
		return orderErr(ErrIllegal, msg("tac.err.mkx", txt("ship", v.ID)), "%s has no Mk X to drop (one, once, British destroyers) [51]", v.ID)
	}
	return nil
}
