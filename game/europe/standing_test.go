package europe

import (
	"testing"

	"periscope/game/engine"
)

// [16, A13] A power's standing order answers "submerge or fight?" for its
// defending submarines without asking; unset, the game asks that power.
// Each power has its own: the USSR's order does not answer for Germany.
func Test16_StandingOrderSubmerge(t *testing.T) {
	for _, order := range []string{"", "submerge", "fight"} {
		g := newTest(t, UK)
		sub := put(g, Germany, Submarine, "north-atlantic", 1)[0]
		put(g, UK, Destroyer, "north-atlantic", 1)
		g.S.Standing = map[Power]Standing{}
		if order != "" {
			g.S.Standing[Germany] = Standing{Submerge: order}
		}
		g.S.Standing[USSR] = Standing{Submerge: "submerge"} // another power's order changes nothing
		g.LoadDice(6, 6)                                    // nobody hits in round 1
		g.Push(engine.Frame{Op: opBattle, Area: "north-atlantic"})
		if err := g.Run(); err != nil {
			t.Fatal(err)
		}
		p := g.Prompt()
		asked := p != nil && p.Kind == "def-submerge"
		if asked != (order == "") {
			t.Fatalf("order %q: asked %v (%+v)", order, asked, p)
		}
		if asked && p.Seat != g.seat(Germany) {
			t.Errorf("asked %s, not Germany's seat", p.Seat)
		}
		if got := g.S.unit(sub).Submerged; got != (order == "submerge") {
			t.Errorf("order %q: submerged %v", order, got)
		}
	}
}

// [16, 8.3, A20] A standing order answers how many fighters intercept a
// raid: every one, or none; unset, the defender is asked.
func Test16_StandingOrderIntercept(t *testing.T) {
	for _, order := range []string{"", "all", "none"} {
		g := newTest(t, UK)
		bomber := put(g, UK, Bomber, "united-kingdom", 1)[0]
		put(g, Germany, Fighter, "western-germany", 2)
		if order != "" {
			g.S.Standing = map[Power]Standing{Germany: {Intercept: order}}
		}
		g.moveUnit(bomber, "western-germany", "raid", true)
		g.LoadDice(1, 1, 3) // each interceptor hits on 2: both hit
		g.Push(engine.Frame{Op: opCombat})
		if err := g.Run(); err != nil {
			t.Fatal(err)
		}
		p := g.Prompt()
		asked := p != nil && p.Kind == "intercept"
		if asked != (order == "") {
			t.Fatalf("order %q: asked %v (%+v)", order, asked, p)
		}
		if asked {
			continue
		}
		lost := g.S.unit(bomber) == nil
		if lost != (order == "all") {
			t.Errorf("order %q: the bomber lost %v", order, lost)
		}
	}
}

// [16] The purchase menu steps each standing order through its settings
// (ask, then the standing answers, then ask again), for the power playing.
func Test16_StandingOrdersInThePurchaseMenu(t *testing.T) {
	g := newTest(t, USSR)
	g.Push(engine.Frame{Op: opPurchase})
	if err := g.Run(); err != nil {
		t.Fatal(err)
	}
	want := []string{"submerge", "fight", ""}
	for _, w := range want {
		p := g.Prompt()
		i := optionIndex(p, "standing:submerge")
		if i < 0 {
			t.Fatalf("no standing order in %+v", p.Options)
		}
		if _, err := g.Apply(engine.Pick(i)); err != nil {
			t.Fatal(err)
		}
		if got := g.S.StandingOrders(USSR).Submerge; got != w {
			t.Fatalf("after a click: %q, want %q", got, w)
		}
	}
	if _, err := g.Apply(engine.Pick(optionIndex(g.Prompt(), "standing:intercept"))); err != nil {
		t.Fatal(err)
	}
	if g.S.StandingOrders(USSR).Intercept != "all" || g.S.StandingOrders(Germany) != (Standing{}) {
		t.Errorf("standing orders %v", g.S.Standing)
	}
}
