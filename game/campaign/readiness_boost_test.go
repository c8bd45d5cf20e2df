package campaign

import (
	"testing"

	"periscope/game/data"
)

// Test9_0_ReadinessEffectRaisesTheBasesRolls: the "readiness" effect of the
// reinforcement list (the first Happy Time's turn-round, DATA.md) raises
// the Readiness [9.1], [9.2] and Work-up [9.3] numbers at its base for its
// weeks: rolls that miss the ordinary numbers by up to its Value pass.
func Test9_0_ReadinessEffectRaisesTheBasesRolls(t *testing.T) {
	th := oneTurn(t, []data.OOB{
		{Boat: "U-47", Where: "germany:inport"}, // VIIB, Readiness 5
		{Boat: "U-48", Where: "germany:workup"},
	}, nil)
	for _, boost := range []int{0, 3} {
		g := newGameOn(t, th, "operational", 1)
		workUp := g.T.Base("germany").WorkUp
		before(t, g, "phase.readiness", func(g *Game, f *Frame) {
			if boost > 0 {
				effReadiness(g, &Frame{S: "list:1940-04"}, &data.Effect{Op: "readiness", Base: "germany", Value: boost, Weeks: 1})
			}
			g.LoadDice(8, workUp+3) // In-Port 8 (≤ 5 + 3), Work-up (≤ Work-up + 3)
		})
		log := run(t, g, nil, nil)
		want := map[string]string{"U-47": BoxInPort, "U-48": BoxWorkUp}
		if boost > 0 {
			want = map[string]string{"U-47": BoxPier, "U-48": BoxInPort}
			if find(log, "Readiness and Work-up rolls at") == nil {
				t.Errorf("the effect is not in the log")
			}
		}
		for id, box := range want {
			if s := mustSub(t, g, id); s.Box != box {
				t.Errorf("boost %+d: %s in %s, want %s", boost, id, s.Box, box)
			}
		}
	}
}
