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

// [15.43] An RTB boat in a transit encounter rolls for torpedoes left
// whatever the contact: out of torpedoes it cannot attack an enemy sub.
func Test15_43_OutOfTorpedoesVsSub(t *testing.T) {
	g := combatGame(t, 3, "1941-06", 1)
	s := atSea(g, "U-47", "greenland-gap")
	s.RTB, s.Side = true, Transit
	// AAC natural 0 with a sub icon: a sub at once [15.45]; torpedoes 0 →
	// out; who sees first 9 − 2 (transit) → the player.
	g.LoadDice(0, 0, 9)
	es := drive(t, g, Frame{Op: "sub.search", Sub: "U-47", A: SearchEncounter | SearchRTB, Area: "greenland-gap"})
	rollOf(t, es, "torpedoes left")
	wantLog(t, es, "has no torpedoes left and cannot attack")
}
