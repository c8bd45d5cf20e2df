package campaign

import (
	"testing"
)

// Rules audit: each test shows a discrepancy found between the engine and
// the original rulebook (the Italian text) and pins the fix.

// [26.11]C A minelayer spotted entering its SMZ that keeps its mines and
// falls back takes its endurance check at −1.
func Test26_11C_KeptMinesEnduranceMinus1(t *testing.T) {
	g := combatGame(t, 1, "1939-11", 1)
	s := atSea(g, "U-47", "scapa-flow")
	s.Mines, s.MineTarget, s.EntryArea, s.Spotted = 2, "scapa-flow", "north-sea", true
	drive(t, g, Frame{Op: "mines.lay", Sub: "U-47"})
	wantPrompt(t, g, "mines-spotted")
	g.LoadDice(5)
	es := answer(t, g, "C")
	r := rollOf(t, es, "endurance")
	found := false
	for _, m := range r.Roll.Mods {
		if m.Value == -1 && m.Rule == "26.11" {
			found = true
		}
	}
	if !found {
		t.Errorf("endurance after [26.11]C: want a −1 [26.11] modifier, got %v", r.Roll.Mods)
	}
}
