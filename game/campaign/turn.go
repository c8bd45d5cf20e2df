package campaign

import (
	"fmt"
	"slices"

	"periscope/game/data"
)

// The sequence of play [4.0]. Operational and campaign scenarios play the
// whole turn; single-patrol scenarios the reduced sequence, phases [9]–[16]
// (no war events, intelligence levels, reinforcements or war progress).
var (
	fullTurn = []Op{
		opPhaseWarEvents,   // [5]
		opPhaseTorpedo,     // [6]
		opPhaseIntel,       // [7]
		opPhaseReinforce,   // [8]
		opPhaseReadiness,   // [9]
		opPhaseRepair,      // [10]
		opPhasePrepare,     // [11]
		opPhaseOperations,  // [12]–[14]
		opPhaseTransit,     // [15]
		opPhaseEndTurn,     // [16]
		opPhaseWarProgress, // [17]
	}
	patrolTurn = []Op{
		opPhaseIntel, // weather only [7.4]: the scenario fixes the levels
		opPhaseReadiness,
		opPhaseRepair,
		opPhasePrepare,
		opPhaseOperations,
		opPhaseTransit,
		opPhaseEndTurn,
	}
)

// Phases returns the phase steps of a turn for the scenario being played.
func (g *Game) Phases() []Op {
	if g.Scenario().Kind == data.ScenarioPatrol {
		return patrolTurn
	}
	return fullTurn
}

func init() {
	register(opTurnStart, stepTurnStart)
}

// stepTurnStart clears the per-turn flags and schedules the turn's phases,
// then the next turn.
func stepTurnStart(g *Game, f *Frame) {
	if g.S.Over {
		return
	}
	g.S.Turn++
	for i := range g.S.Subs {
		s := &g.S.Subs[i]
		s.Acted, s.Sortied, s.Cautious, s.JoinFailedIn = false, false, false, ""
		s.LaidMines, s.GunOnly, s.NoShips, s.SkippedSrch, s.DoctrineLim = false, false, false, false, false
		s.SearchesLeft, s.StormChecked, s.MinesKept, s.StandBy, s.Torpedoed = 0, false, false, false, false
	}
	// An OpArea searched last turn is no longer virgin water [30.52].
	for _, a := range g.S.Searched {
		if !slices.Contains(g.S.NotVirgin, a) {
			g.S.NotVirgin = append(g.S.NotVirgin, a)
		}
	}
	g.S.Searched = nil
	for i := range g.S.Supply {
		g.S.Supply[i].Used = 0
	}
	g.S.InternedUsed = false
	g.phaseM("4.0", fmt.Sprintf("Turn %d — %s, war period %d", g.S.Turn, g.DateString(), g.S.Period),
		msgM("atl.phase.turn", aInt("turn", g.S.Turn), aNested("date", g.dateMsg()), aInt("period", g.S.Period)))
	var fs []Frame
	for _, op := range g.Phases() {
		fs = append(fs, Frame{Op: op})
	}
	fs = append(fs, Frame{Op: opTurnStart})
	g.Push(fs...)
}

// endScenario ends the game with the scenario's verdict.
func (g *Game) endScenario(reason string) {
	if g.S.Over {
		return
	}
	g.S.Over = true
	g.S.Stack = nil
	g.S.Pending = nil
	if g.S.Result == nil {
		g.S.Result = g.judge(reason)
	}
	g.noteM("16.1", "", msgM("atl.scenario.ends", aNested("why", phraseMsg(reason)), aNested("level", phraseMsg(g.S.Result.Level))), "The scenario ends: %s. Result: %s.", reason, g.S.Result.Level)
}
