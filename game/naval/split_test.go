package naval

import (
	"slices"
	"testing"

	"periscope/game/engine"
)

// 22.423B: the player picks the ships of a split. Japan's CG1 (Kido Butai:
// Akagi, Kaga, Kirishima, Haruna, 6 CA, 4 DD = 22 NF) fought the US CG1.
// With nothing picked no split may be made; Akagi, Kirishima and the
// cruisers (12 NF, 3 carrier factors) against Kaga, Haruna and the
// destroyers (10 NF, 3 carrier factors) is legal; Akagi and Kaga together
// in the new group (6 carrier factors against 0 fleet) is not (20.16);
// cancelling splits nothing.
func Test22_423B_SplitPickShips(t *testing.T) {
	kb := []*Ship{named("akagi", CV, 3, true), named("kaga", CV, 3, true), named("kirishima", BB, 3, true), named("haruna", BB, 3, true),
		{ID: "kb-ca", Class: CA, Size: 6, Nation: "JAP"}, {ID: "kb-dd", Class: DD, Size: 4, Nation: "JAP"}}
	g := battleGame(t, [2][][]*Ship{{kb}, {{named("us", BB, 4, true)}, {named("us2", BB, 4, true)}}}, [2][]int{{0}, {0, 0}})
	g.S.Stack = nil
	bt := g.S.Battle
	bt.Round, bt.Combat = 1, true
	bt.CGs[0][0].Engage = 1
	la := bt.CGs[0][0].Label
	g.S.Ops = []Op{{Side: 1, Force: "b1", Kind: OpPatrol, Target: "cor"}}
	g.Push(engine.Frame{Op: opSplitPick, A: 0, B: la})
	if err := g.Run(); err != nil {
		t.Fatal(err)
	}
	if p := g.Prompt(); p == nil || p.Kind != "split-pick" || offered(g, "done") || !offered(g, "ship:akagi") {
		t.Fatalf("an empty new group is no split: %+v", p)
	}
	answer(t, g, "ship:akagi")
	answer(t, g, "ship:kaga")
	if offered(g, "done") {
		t.Fatal("two carriers alone are no legal group (20.16)")
	}
	answer(t, g, "ship:kaga") // back to CG1
	answer(t, g, "ship:kirishima")
	answer(t, g, "ship:kb-ca")
	if !offered(g, "done") {
		t.Fatalf("12 NF against 10 NF is a legal split: %+v", g.Prompt().Options)
	}
	es := answer(t, g, "done")
	if logged(es, "naval.log.split") != 1 || len(bt.CGs[0]) != 2 {
		t.Fatalf("the split: %+v", bt.CGs[0])
	}
	a, c := bt.CGs[0][0].Ships, bt.CGs[0][1].Ships
	slices.Sort(a)
	slices.Sort(c)
	if !slices.Equal(a, []string{"haruna", "kaga", "kb-dd"}) || !slices.Equal(c, []string{"akagi", "kb-ca", "kirishima"}) || bt.CGs[0][1].Engage != 1 {
		t.Fatalf("the groups: %v / %v", a, c)
	}
	// Cancelling splits nothing.
	g2 := battleGame(t, [2][][]*Ship{{kb}, {{named("us", BB, 4, true)}}}, [2][]int{{0}, {0}})
	g2.S.Stack = nil
	g2.S.Ops = g.S.Ops
	g2.Push(engine.Frame{Op: opSplitPick, A: 0, B: g2.S.Battle.CGs[0][0].Label, L: []string{"akagi", "kirishima", "kb-ca"}})
	g2.Run()
	answer(t, g2, "cancel")
	if len(g2.S.Battle.CGs[0]) != 1 {
		t.Fatal("a cancelled split")
	}
}

// 22.165: "split-offs are new targets". The Palermo force (CA 2, DD 3)
// heads home from its bombardment of Malta: its owner may split ships off;
// the destroyers sail home as a force of their own, and each way home is
// an activity of its own, intercepted on two dice (22.22). A part may not
// be empty.
func Test22_165_SplitOffOnTheWayHome(t *testing.T) {
	g := medGame(t)
	g.S.Phasing = 0
	g.S.Ops = []Op{{N: 0, Side: 0, Force: "itpal", Kind: OpBombard, Target: "mal", Path: g.Map.Path("tys", "mal"), Done: true}}
	g.force("itpal").AtSea = true
	g.Push(engine.Frame{Op: opReturnLeg, A: 0})
	g.Run()
	if p := g.Prompt(); p == nil || p.Kind != "return-group" || !offered(g, "split") || !offered(g, "alone") {
		t.Fatalf("the way home: %+v", p)
	}
	answer(t, g, "split")
	if p := g.Prompt(); p == nil || p.Kind != "split-home" || offered(g, "done") {
		t.Fatalf("nothing picked, nothing to split off: %+v", p)
	}
	answer(t, g, "ship:itpaldd")
	es := answer(t, g, "done")
	if logged(es, "naval.log.splithome") != 1 {
		t.Fatal("no split-off logged")
	}
	dd := g.ship("itpaldd")
	if dd.Force == "itpal" || g.ship("itpalca").Force != "itpal" {
		t.Fatalf("the split-off: DD in %s", dd.Force)
	}
	// The split-off sails first (its way home is the newest activity);
	// then the rest are asked again and go alone.
	var homes []string
	returns := func() []string {
		var out []string
		for _, o := range g.S.Ops {
			if o.Kind == OpReturn {
				out = append(out, o.Force)
			}
		}
		return out
	}
	for i := 0; i < 100 && g.Prompt() != nil && len(returns()) < 2; i++ {
		p := g.Prompt()
		if p.Kind == "return-group" {
			if offered(g, "group:1") || offered(g, "group:0") {
				t.Fatal("a split-off does not group again with the force it left")
			}
			answer(t, g, "alone")
			continue
		}
		if _, err := g.Apply(Bot{Seat: p.Seat}.Choose(g, p)); err != nil {
			t.Fatal(err)
		}
	}
	homes = returns()
	slices.Sort(homes)
	if len(homes) != 2 || homes[0] != "itpal" || homes[1] != dd.Force {
		t.Fatalf("two ways home, two targets: %v", homes)
	}
	for _, o := range g.S.Ops {
		if o.Kind == OpReturn && InterceptDice(o.Kind) != 2 {
			t.Fatal("a way home is intercepted on two dice (22.22)")
		}
	}
}
