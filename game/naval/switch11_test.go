package naval

import (
	"testing"

	"periscope/game/engine"
)

// 22.54's tie-break between two sides with as many capital ships: more
// capital factors (the spec's reading of the garbled text), or, with the
// switch fleet-tie-lights, straight to more light factors. Japan (Yamato,
// Nagato: 9 capital factors, no lights) against the USA (Colorado, Nevada:
// 7, with 3 destroyer factors): by default Japan is the fleet "attacker"
// and its heavies each take one US heavy (Yamato on Colorado, Nagato on
// Nevada); with the switch the USA is, and Colorado and Nevada together
// fire on Yamato until her size is placed.
func Test22_54_SwitchTieBreak(t *testing.T) {
	for _, sw := range []bool{false, true} {
		a := []*Ship{named("yamato", BB, 5, false), named("nagato", BB, 4, false)}
		d := []*Ship{named("colorado", BB, 4, false), named("nevada", BB, 3, false), {ID: "udd", Class: DD, Size: 3, Nation: "USA"}}
		got := map[string]int{}
		for _, f := range fleetFire([2][]*Ship{a, d}, 0, sw) {
			got[string(rune('0'+f.Side))+targetName(f.Target)] += f.FF
		}
		t.Logf("switch %v: %v", sw, got)
		if !sw && (got["0colorado (BB 4)"] != 5 || got["0nevada (BB 3)"] != 4) {
			t.Errorf("default: Japan attacks, one heavy on each US heavy: %v", got)
		}
		if sw && got["1yamato (BB 5)"] < 4+3 {
			t.Errorf("switch: the USA attacks, both heavies on Yamato: %v", got)
		}
	}
}

// Footnote 37 (20.5): an odd hit on cruisers damages an undamaged one and
// sinks a damaged one only when none is undamaged (the spec); with the
// switch ca-odd-sinks it sinks a damaged cruiser whenever there is one (a
// damaged unit hit again is sunk). Two cruisers, one damaged, take one
// hit.
func Test20_5_Footnote37_SwitchOddHit(t *testing.T) {
	for _, sw := range []bool{false, true} {
		ca := &Ship{ID: "ca", Class: CA, Size: 4, DmgCA: 1}
		l := hitLightsOdd([]*Ship{ca}, 1, sw)
		if !sw && (ca.Size != 4 || ca.DmgCA != 2 || l.CASunk != 0) {
			t.Errorf("default: the undamaged cruiser damaged: %+v %+v", ca, l)
		}
		if sw && (ca.Size != 2 || ca.DmgCA != 0 || l.CASunk != 1) {
			t.Errorf("switch: the damaged cruiser sunk: %+v %+v", ca, l)
		}
	}
	// Through the game: the switch reaches the hits a game applies.
	for _, sw := range []bool{false, true} {
		var opts []string
		if sw {
			opts = []string{"ca-odd-sinks"}
		}
		g := testGame(t, opts...)
		ca := &Ship{ID: "ca", Class: CA, Size: 4, DmgCA: 1}
		g.applyHits([]*Ship{ca}, 1, false, false, false)
		if (ca.Size == 2) != sw {
			t.Errorf("switch %v: applyHits left %+v", sw, ca)
		}
	}
}

// 21.442: a side's port attacks are each used once in the game (the
// spec's one-shot reading); with the switch port-attack-turn each may be
// used again every turn. Italy's one port attack (the Mediterranean), used
// in turn 1, is offered again in turn 2 only with the switch.
func Test21_442_SwitchPortAttackEachTurn(t *testing.T) {
	th := theatre(t)
	for _, sw := range []bool{false, true} {
		var opts []string
		if sw {
			opts = []string{"port-attack-turn"}
		}
		g, err := NewGame(th, engine.Record{System: SystemID, Theatre: TheatreID, Scenario: "med-1940", Seed: 1, Options: opts})
		if err != nil {
			t.Fatal(err)
		}
		if g.Sc.Params.PortAttacks[0] != 1 {
			t.Fatalf("Italy has %d port attacks", g.Sc.Params.PortAttacks[0])
		}
		g.S.PortAttacksUsed[0] = 1
		if len(g.portAttackTargets(0)) != 0 {
			t.Fatal("a used port attack is offered in the same turn")
		}
		g.S.Stack = nil
		g.Push(engine.Frame{Op: opTurn})
		g.S.Over = false
		if _, err := g.Start(); err != nil {
			t.Fatal(err)
		}
		if left := g.Sc.Params.PortAttacks[0] - g.S.PortAttacksUsed[0]; (left == 1) != sw {
			t.Errorf("switch %v: %d port attacks left after the turn's start", sw, left)
		}
	}
}
