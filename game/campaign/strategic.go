package campaign

// OWNER: strategic & logistics — war events [5], torpedo improvement [6],
// intelligence [7], reinforcements [8], readiness [9], repair [10], prepare
// for operations [11], end of turn and victory [16], war progress [17],
// damage at base [18.3], bases/tenders/supply [21], ace reassignment [25.3],
// campaign VP and capitulation [31], and the effect ops of war events.
// These are placeholders so the turn runs end to end; replace them.

import "periscope/game/data"

func init() {
	for _, op := range []string{"scenario.setup", "phase.war-events", "phase.torpedo", "phase.intel",
		"phase.reinforce", "phase.readiness", "phase.repair", "phase.prepare", "phase.war-progress"} {
		register(op, func(g *Game, f *Frame) {})
	}
	register("phase.end-turn", stubEndTurn)
}

func stubEndTurn(g *Game, f *Frame) {
	g.S.Week++
	if g.S.Week > g.T.Rules.WeeksPerMonth {
		g.S.Week = 1
		g.S.Month++
	}
	end, _ := data.MonthIndex(g.Scenario().End)
	if g.S.Month > end {
		g.endScenario("the last turn has been played")
	}
}

// judge scores the scenario against its victory conditions [16.1], [31].
func (g *Game) judge(reason string) *Outcome {
	return &Outcome{Level: "unscored", Reason: reason}
}

// ArriveAtBase takes a sub into a base at the end of its transit [15.22]:
// undamaged to Work-up, damaged via the Damage table [18.3] to a repair box
// or the Hold [10.2]; experience [8.12]; the patrol report.
func (g *Game) ArriveAtBase(s *Sub, base string) {
	g.closePatrol(s, "returned")
	g.PutInBox(s, base, BoxWorkUp)
}

// BaseActive reports whether a base may be used now.
func (g *Game) BaseActive(id string) bool {
	b := g.BaseState(id)
	return b != nil && b.Active
}

// TryResupply attempts resupply at sea for an RTB sub at the start of its
// transit movement [21.3]; it reports success.
func (g *Game) TryResupply(s *Sub) bool { return false }

// AceLeaves handles an ace whose boat leaves the game [25.32].
func (g *Game) AceLeaves(s *Sub, rule string) {}
