package naval

import (
	"slices"
	"testing"

	"periscope/game/engine"
)

// 22.64–65, re-checked against the spec: the phasing side's force beaten
// in a battle (22.84: turned back) is exposed on its way home, every hex
// of its route open to interception (22.64, through 22.165's return leg),
// and it sails to its home base (22.65's first choice; the others within
// 20/10 hexes are offered too, Test22_65_OtherBasesWithin20Hexes). The Palermo force, turned
// back at Malta before its bombardment, heads home from Malta on a new
// activity that the British may intercept; a force turned back on a base
// change goes back to its start (22.84) without a way home to intercept
// (Periscope's reading: its route was the base change's own, already
// open to interception).
func Test22_64_RetreatersExposedOnTheWayHome(t *testing.T) {
	g := medGame(t)
	g.S.Phasing = 0
	fo := g.force("itpal")
	g.S.Ops = []Op{{N: 0, Side: 0, Force: "itpal", Kind: OpBombard, Target: "mal", Path: g.Map.Path(fo.Port, "mal"), Stopped: true}}
	fo.AtSea, fo.At = true, "mal"
	if from, ok := g.homeward(&g.S.Ops[0]); !ok || from != "mal" {
		t.Fatalf("the beaten force's way home: from %q, %v; want from Malta", from, ok)
	}
	g.Push(engine.Frame{Op: opComplete, A: 0}, engine.Frame{Op: opReturnLeg, A: 0})
	g.Run()
	if p := g.Prompt(); p != nil && p.Kind == "return-group" {
		answer(t, g, "alone")
	}
	// 22.65: its own base or another within 20 hexes of Malta.
	if p := g.Prompt(); p == nil || p.Kind != "home-base" || p.Options[0].Key != "base:"+fo.Port || len(p.Options) < 2 {
		t.Fatalf("prompt %+v, want the base with home first", p)
	}
	answer(t, g, "base:"+fo.Port)
	if len(g.S.Ops) != 2 {
		t.Fatalf("no return leg: ops %+v", g.S.Ops)
	}
	r := g.S.Ops[1]
	if r.Kind != OpReturn || r.Target != fo.Port || !slices.Equal(r.Path, g.Map.Path("mal", fo.Port)) {
		t.Fatalf("the return leg %+v: want Malta to %s, its home base", r, fo.Port)
	}
	if p := g.Prompt(); p == nil || p.Kind != "intercept" || p.Seat != g.Seat(1) {
		t.Fatalf("the retreat is not open to interception: %+v", p)
	}
	// A beaten base change: back to its start, no way home of its own.
	b := &Op{Side: 0, Force: "itnap", Kind: OpBase, Target: "mal", Stopped: true}
	if _, ok := g.homeward(b); ok {
		t.Fatal("a beaten base change has a way home")
	}
}
