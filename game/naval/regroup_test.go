package naval

import (
	"testing"

	"periscope/game/engine"
)

// 22.423B: after a round, Japan's CG1 and CG2 (two task-force remnants of
// 6 and 8 NF) both fought the US CG1: the player may regroup them into one
// group of 14 NF, which holds in the next rounds; CG3, which fought no one
// (or another group), may not join; a merger over 25 NF or with more
// carrier than fleet factors is not offered.
func Test22_423B_Regroup(t *testing.T) {
	a := []*Ship{named("a-bb", BB, 3, true), {ID: "a-ca", Class: CA, Size: 3, Nation: "JAP"}}
	b := []*Ship{named("b-bb", BB, 4, true), {ID: "b-dd", Class: DD, Size: 4, Nation: "JAP"}}
	c := []*Ship{named("c-cv", CV, 3, true), {ID: "c-ca", Class: CA, Size: 2, Nation: "JAP"}}
	g := battleGame(t, [2][][]*Ship{{a, b, c}, {{named("us", BB, 4, true)}}}, [2][]int{{0, 0, 0}, {0}})
	g.S.Stack = nil
	bt := g.S.Battle
	bt.Round, bt.Combat = 1, true
	bt.CGs[0][0].Engage, bt.CGs[0][1].Engage, bt.CGs[0][2].Engage = 1, 1, 0
	g.S.Ops = []Op{{Side: 1, Force: "b1", Kind: OpPatrol, Target: "cor"}}
	g.Push(engine.Frame{Op: opBRetreat, A: 0, S: "first"})
	if err := g.Run(); err != nil {
		t.Fatal(err)
	}
	if !offered(g, "regroup:1:2") || offered(g, "regroup:1:3") || offered(g, "regroup:2:3") {
		t.Fatalf("the mergers offered: %+v", g.Prompt().Options)
	}
	es := answer(t, g, "regroup:1:2")
	if logged(es, "naval.log.regroup") != 1 {
		t.Fatal("no regrouping logged")
	}
	if p := g.Prompt(); p == nil || p.Kind != "retreat" || offered(g, "regroup:1:2") {
		t.Fatal("the retreat declaration follows the regrouping")
	}
	answer(t, g, "fight")
	cgs := g.formCGs(0)
	if len(cgs) != 2 || len(cgs[0].Ships) != 4 {
		t.Fatalf("next round's groups: %+v", cgs)
	}
	// The carrier rule and the 25-NF limit (20.16).
	cv := []*Ship{named("d-cv", CV, 3, true), named("d-cv2", CV, 3, true), {ID: "d-dd", Class: DD, Size: 4, Nation: "JAP"}}
	big := []*Ship{{ID: "e-ca", Class: CA, Size: 20, Nation: "JAP"}}
	g2 := battleGame(t, [2][][]*Ship{{a, cv, big}, {{named("us", BB, 4, true)}}}, [2][]int{{0, 0, 0}, {0}})
	for i := range g2.S.Battle.CGs[0] {
		g2.S.Battle.CGs[0][i].Engage = 1
	}
	if ps := g2.regroupPairs(0); len(ps) != 1 || ps[0] != [2]int{0, 1} {
		t.Fatalf("pairs %v: only the first two (6 + 10 NF, 6 carrier factors against 10 fleet) may merge", ps)
	}
}
