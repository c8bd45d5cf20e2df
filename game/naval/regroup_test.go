package naval

import (
	"fmt"
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

// 22.423B: a group that fought may also be split into groups of 10–25 NF
// (the carrier rule of 20.16 in each). Japan's CG1 (Kido Butai's 22 NF:
// two carriers, two battleships, cruisers) fought the US CG1: it may split
// into two groups of at least 10 NF, each with no more carrier than fleet
// factors; both hold for the rest of the battle. A group of 18 NF cannot
// (one part would be under 10).
func Test22_423B_Split(t *testing.T) {
	kb := []*Ship{named("akagi", CV, 3, true), named("kaga", CV, 3, true), named("kirishima", BB, 3, true), named("haruna", BB, 3, true),
		{ID: "kb-ca", Class: CA, Size: 6, Nation: "JAP"}, {ID: "kb-dd", Class: DD, Size: 4, Nation: "JAP"}}
	small := []*Ship{named("hiei", BB, 3, true), {ID: "s-ca", Class: CA, Size: 10, Nation: "JAP"}, {ID: "s-dd", Class: DD, Size: 5, Nation: "JAP"}}
	g := battleGame(t, [2][][]*Ship{{kb, small}, {{named("us", BB, 4, true)}, {named("us2", BB, 4, true)}, {named("us3", BB, 3, true)}}}, [2][]int{{0, 0}, {0, 0, 0}})
	g.S.Stack = nil
	bt := g.S.Battle
	bt.Round, bt.Combat = 1, true
	bt.CGs[0][0].Engage, bt.CGs[0][1].Engage = 1, 1
	g.S.Ops = []Op{{Side: 1, Force: "b1", Kind: OpPatrol, Target: "cor"}}
	g.Push(engine.Frame{Op: opBRetreat, A: 0, S: "first"})
	if err := g.Run(); err != nil {
		t.Fatal(err)
	}
	l1, l2 := bt.CGs[0][0].Label, bt.CGs[0][1].Label
	if !offered(g, fmt.Sprintf("split:%d", l1)) || offered(g, fmt.Sprintf("split:%d", l2)) {
		t.Fatalf("splits offered: %+v", g.Prompt().Options)
	}
	answer(t, g, fmt.Sprintf("split:%d", l1))
	if p := g.Prompt(); p == nil || p.Kind != "split-pick" || !offered(g, "done") {
		t.Fatal("the player picks the ships, from Periscope's proposed division")
	}
	es := answer(t, g, "done")
	if logged(es, "naval.log.split") != 1 {
		t.Fatal("no split logged")
	}
	if p := g.Prompt(); p == nil || p.Kind != "retreat" {
		t.Fatal("the retreat declaration follows the split")
	}
	answer(t, g, "fight")
	cgs := g.formCGs(0)
	if len(cgs) != 3 {
		t.Fatalf("next round's groups: %+v", cgs)
	}
	for _, cg := range cgs[:2] {
		nf, cv := 0, 0
		for _, s := range g.cgShips(&cg) {
			nf += s.NF()
			if s.Class == CV {
				cv += s.NF()
			}
		}
		if nf < 10 || nf > 25 || 2*cv > nf {
			t.Fatalf("a split group of %d NF with %d carrier factors (20.16)", nf, cv)
		}
	}
	if _, _, ok := splitParts([]*Ship{named("a", BB, 4, true), {ID: "b", Class: CA, Size: 8}, {ID: "c", Class: DD, Size: 6}}); ok {
		t.Fatal("18 NF cannot make two groups of 10")
	}
}
