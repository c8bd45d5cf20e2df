package campaign

import (
	"strings"
	"testing"
)

// Rule defects found by a check against the Italian rulebook (issue 13).
// Each test fails on the engine before its fix.

// [30.5], [30.52] An OpArea is virgin only until the first week subs
// search it, for the rest of the game: a new war period does not make a
// searched area virgin again ("considerate Vergini all'inizio del periodo
// di guerra a meno che non siano state attraversate").
func Test30_52_SearchedAreaStaysNormalAcrossPeriods(t *testing.T) {
	m := newMv(t, "operational") // period 1; the Sargasso Sea is virgin until period 5
	if !m.IsVirgin("sargasso-sea") {
		t.Fatal("the Sargasso Sea should be virgin in period 1")
	}
	m.S.Searched = append(m.S.Searched, "sargasso-sea")
	m.run(Frame{Op: "turn.start"})
	if m.IsVirgin("sargasso-sea") {
		t.Fatal("virgin after the week it was searched [30.52]")
	}
	for _, p := range []int{2, 3, 4} {
		m.advancePeriod(p, "17.3")
		if m.IsVirgin("sargasso-sea") {
			t.Errorf("war period %d: the Sargasso Sea, searched in period 1, is virgin again", p)
		}
	}
	// An area never searched is still virgin in the new period.
	if !m.IsVirgin("bermuda") {
		t.Error("Bermuda, never searched, should still be virgin before period 5")
	}
}

// [14.4] A re-attack is allowed only to a boat that was not sunk, did not
// withdraw and is not RTB: a boat already returning to base when its
// transit encounter began is not offered one; the combat ends for it.
func Test14_4_NoReattackForBoatAlreadyRTB(t *testing.T) {
	g := combatGame(t, 3, "1941-06", 1)
	s := atSea(g, "Faa-di-Bruno", "mid-ocean")
	s.RTB = true
	c := board(t, g, "c2", "mid-ocean", [][]unit{{}, {{typ: "m-2-0", up: true}}, {}, {}, {}, {}}, map[string]int{"Faa-di-Bruno": 1})
	c.Dispersal, c.SunkRound, c.Stage = 1, 1, "between"
	c.Boats[0].Acted = true
	g.LoadDice(5, 5, 5, 5)
	es := drive(t, g, Frame{Op: "combat", Sub: "Faa-di-Bruno"})
	if p := g.Prompt(); p != nil && p.Kind == "reattack" {
		t.Fatalf("a boat already RTB is offered %v", keys(p))
	}
	wantLog(t, es, "is returning to base: no re-attack")

	// The same boat not RTB is offered the re-attack.
	g = combatGame(t, 3, "1941-06", 1)
	atSea(g, "Faa-di-Bruno", "mid-ocean")
	c = board(t, g, "c2", "mid-ocean", [][]unit{{}, {{typ: "m-2-0", up: true}}, {}, {}, {}, {}}, map[string]int{"Faa-di-Bruno": 1})
	c.Dispersal, c.SunkRound, c.Stage = 1, 1, "between"
	c.Boats[0].Acted = true
	drive(t, g, Frame{Op: "combat", Sub: "Faa-di-Bruno"})
	wantPrompt(t, g, "reattack")
}

// [7.31] After 4-rotor Enigma the level is one lower only for U-boats
// assigned to the Arctic or the Mediterranean by a war event; a boat that
// sails into the Western Mediterranean on its own keeps the Atlantic level.
func Test7_31_FourRotorsOnlyForBoatsAssignedByEvent(t *testing.T) {
	g := combatGame(t, 4, "1942-03", 1)
	g.S.Enigma4, g.S.Enigma, g.S.BDienst = true, 1, 0
	own := atSea(g, "U-47", "western-med")
	sent := atSea(g, "U-48", "western-med")
	g.S.Missions = append(g.S.Missions, Mission{ID: "med/1/0", Event: "mediterranean-assignment", Area: "western-med", Kind: "attack", Count: 1, Until: 99, From: 1})
	g.sendOnOrder(g.mission("med/1/0"), orderCandidate{s: sent})
	if got := g.IntelDRM(own, "western-med"); got != 1 {
		t.Errorf("a boat not assigned by a war event: intel DRM %+d, want +1 (no [7.31] −1)", got)
	}
	if got := g.enigmaFor(own, "western-med"); got != 1 {
		t.Errorf("a boat not assigned by a war event: Enigma for the pack roll %+d, want +1", got)
	}
	if got := g.IntelDRM(sent, "western-med"); got != 0 {
		t.Errorf("a boat assigned by the war event: intel DRM %+d, want 1 − 1 = 0", got)
	}
	if got := g.enigmaFor(sent, "western-med"); got != 0 {
		t.Errorf("a boat assigned by the war event: Enigma for the pack roll %+d, want 0", got)
	}
	// Back in the Atlantic it uses the Atlantic boats' 4-rotor codes.
	g.PutAtSea(sent, "sw-approaches", Operating, Patrol)
	if got := g.IntelDRM(sent, "sw-approaches"); got != 1 {
		t.Errorf("a Mediterranean boat in the Atlantic: intel DRM %+d, want +1", got)
	}
}

// [24.1] A boat that failed to join a wolfpack may search on its own "in
// the OpArea that holds the convoy" at −3; a search elsewhere the same turn
// (a transit encounter in another area, a search after moving on) has no
// −3.
func Test24_1_FailedJoinOnlyInTheConvoysArea(t *testing.T) {
	g := combatGame(t, 3, "1941-06", 1)
	for _, id := range []string{"U-49", "U-78"} {
		atSea(g, id, "greenland-gap")
	}
	g.LoadDice(8, 5) // a large convoy
	drive(t, g, Frame{Op: "sub.search", Sub: "U-49"})
	answer(t, g, "search")
	answer(t, g, "shadow")
	g.LoadDice(1) // fails, no Huff-Duff
	es := answer(t, g, "sub:U-78")
	if r := rollOf(t, es, "wolfpack attempt 2"); r.Roll.Result != "fails to find the convoy" {
		t.Fatalf("join roll %v, want a failure", r.Roll)
	}
	s := g.Sub("U-78")
	if mods := modText(g.aacMods(s, "greenland-gap")); !strings.Contains(mods, "-3 failed to join a wolfpack") {
		t.Errorf("in the convoy's area: mods %s, want the −3", mods)
	}
	g.PutAtSea(s, "mid-ocean", Operating, Patrol)
	if mods := modText(g.aacMods(s, "mid-ocean")); strings.Contains(mods, "failed to join") {
		t.Errorf("in another area: mods %s, want no −3", mods)
	}
}
