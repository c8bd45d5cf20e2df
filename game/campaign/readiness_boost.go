package campaign

import "periscope/game/data"

// The "readiness" effect (issue 13, month15): for Weeks turns the subs at
// Base roll their Readiness [9.1], [9.2] and the base's Work-up [9.3]
// against numbers Value higher. The data uses it where a base turned its
// boats round faster than its yards' ordinary pace (DATA.md, "Bases":
// Lorient in the first Happy Time).

// effReadiness records the override and notes it in the log.
func effReadiness(g *Game, f *Frame, e *data.Effect) {
	until := g.addOverride(Override{Op: "readiness", Area: e.Base, Value: e.Value}, e.Weeks)
	g.noteM("9.0", "", msgM("atl.eff.readiness", aNested("who", g.effectWhoMsg(f.S)), aBase("base", e.Base), aSigned("v", e.Value), aInt("until", until)),
		"%s: Readiness and Work-up rolls at %s are at %+d until the end of turn %d.", g.effectWho(f.S), g.baseName(e.Base), e.Value, until)
}

// readinessBoost is the sum of the live "readiness" overrides on a base.
func (g *Game) readinessBoost(base string) int { return g.overrideSum("readiness", base) }
