package naval

import (
	"testing"

	"periscope/game/engine"
)

// subShiftGame puts a US convoy (a 3-factor transport and 2 destroyer
// factors) at sea from Midway, 3 destroyer factors in port there,
// and lets a Japanese sub hit the convoy's lights (target die 1, the one
// entry; 2d6 = 6+6, 5 hits or more with the DRMs).
func subShiftGame(t *testing.T, opts ...string) (*Game, *Ship, *Ship, *Ship) {
	t.Helper()
	g := testGame(t, opts...)
	g.S.Stack = nil
	g.S.Forces = append(g.S.Forces, Force{ID: "cvy", Side: 1, Name: "convoy", Port: "mid", At: "mid", AtSea: true},
		Force{ID: "hdd", Side: 1, Name: "destroyers", Port: "mid", At: "mid"})
	g.S.Ships = append(g.S.Ships, Ship{ID: "tr", Class: TR, Size: 3, Nation: "USA", Force: "cvy"},
		Ship{ID: "dd", Class: DD, Size: 2, Nation: "USA", Force: "cvy"},
		Ship{ID: "hd", Class: DD, Size: 3, Nation: "USA", Force: "hdd"})
	g.LoadDice(1, 6, 6)
	if h := g.subAttack(g.ship("jss1"), g.ShipsOf("cvy"), 0, true, "mid", true); h < 2 {
		t.Fatalf("%d hits", h)
	}
	if g.S.SubHit == nil {
		t.Fatal("no hits waiting for the defender's choice")
	}
	g.S.Over = false
	g.Push(engine.Frame{Op: opSubHit})
	if err := g.Run(); err != nil {
		t.Fatal(err)
	}
	return g, g.ship("tr"), g.ship("dd"), g.ship("hd")
}

// 22.9442: the defender may take a sub attack's destroyer and transport
// losses from non-returned destroyers in port at the force's home base
// (never losses to CVEs, CAs or named ships). The convoy's 5 factors take
// 5 hits; the USA shifts 3 of them to the 3 destroyer factors in port at
// Midway: the transport is whole again and the convoy's destroyers take
// the other 2. Without the shift the convoy is sunk.
func Test22_9442_SubLossesShiftToHomeDestroyers(t *testing.T) {
	g, tr, dd, hd := subShiftGame(t)
	p := g.Prompt()
	if p == nil || p.Kind != "sub-shift" || p.Seat != g.Seat(1) || p.Rule != "22.9442" {
		t.Fatalf("prompt %+v, want the USA's sub-shift", p)
	}
	lost := g.S.LostNF[1]
	answerKind(t, g, "sub-shift", "shift")
	tr, dd, hd = g.ship("tr"), g.ship("dd"), g.ship("hd")
	if tr.Size != 3 || tr.Sunk || !hd.Sunk || dd.Size != 0 {
		t.Errorf("after the shift: transport %+v, convoy DD %+v, Midway DD %+v", tr, dd, hd)
	}
	if got := g.S.LostNF[1] - lost; got != 5 {
		t.Errorf("the USA's losses: %d factors, want 5", got)
	}
	g, tr, dd, hd = subShiftGame(t)
	answerKind(t, g, "sub-shift", "none")
	tr, dd, hd = g.ship("tr"), g.ship("dd"), g.ship("hd")
	if !tr.Sunk || !dd.Sunk || hd.Size != 3 {
		t.Errorf("no shift: transport %+v, convoy DD %+v, Midway DD %+v", tr, dd, hd)
	}
}

// 22.9442's other reading (the switch sub-shift-own): the losses that fall
// on the transports may be taken by the force's own destroyers instead.
// 2 hits on the convoy fall on the transport (the largest, 20.57): the
// shift puts both on the 2 destroyer factors, which are sunk.
func Test22_9442_SwitchShiftToTheForcesOwnDestroyers(t *testing.T) {
	g := testGame(t, "sub-shift-own")
	g.S.Stack = nil
	g.S.Forces = append(g.S.Forces, Force{ID: "cvy", Side: 1, Name: "convoy", Port: "haw", At: "mid", AtSea: true})
	g.S.Ships = append(g.S.Ships, Ship{ID: "tr", Class: TR, Size: 3, Nation: "USA", Force: "cvy"},
		Ship{ID: "dd", Class: DD, Size: 2, Nation: "USA", Force: "cvy"})
	tr, dd := g.ship("tr"), g.ship("dd")
	n, dds := g.subShiftable([]*Ship{tr, dd}, 2)
	if n != 2 || len(dds) != 1 || dds[0] != dd {
		t.Fatalf("2 hits: %d shiftable to %v, want 2 to the convoy's destroyers", n, dds)
	}
	g.S.SubHit = &SubHit{By: 0, Hits: 2, Force: "cvy", Targets: []string{"tr", "dd"}}
	g.S.Over = false
	g.Push(engine.Frame{Op: opSubHit})
	if err := g.Run(); err != nil {
		t.Fatal(err)
	}
	answerKind(t, g, "sub-shift", "shift")
	tr, dd = g.ship("tr"), g.ship("dd")
	if tr.Size != 3 || !dd.Sunk {
		t.Errorf("after the shift: transport %+v, destroyers %+v", tr, dd)
	}
}
