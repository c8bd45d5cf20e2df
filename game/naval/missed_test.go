package naval

import (
	"slices"
	"testing"

	"periscope/game/engine"
)

// 22.27, 22.241, 23.47: an interceptor whose roll fails still sailed: it
// moved the hexes it rolled along its route to the interception hex
// (22.241), and, all attempts failed, turns back from there to its base,
// exposed on the way to the moving side's ships and land air (22.27;
// 23.47 names "forces that miss their interception and return to base"),
// not returned (22.26A). Here the Kido Butai's op from the Marianas to
// Midway is intercepted by TF 16 from Oahu at Wake, an area on the way: its
// roll carries it to the first area of its route and no further; it turns
// back from there, and its way back is a return op from that area to
// Oahu. A force that rolled short of its route's first area is still in
// its base's waters (22.242) and simply home; a sub force goes straight
// back (22.92B).
func Test22_27_MissedInterceptorExposedOnItsWayBack(t *testing.T) {
	setup := func(force string, moved int) (*Game, string, string) {
		g, err := NewGame(theatre(t), engine.Record{Scenario: "pacific-1942", Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		g.S.Stack, g.S.Over = nil, false
		kb := g.force("kb")
		kb.AtSea = true
		hex := "wak"
		g.S.Ops = []Op{{N: 0, Side: 0, Force: "kb", Kind: OpPatrol, Target: "mid", Path: g.Map.Path("mar", "mid")}}
		fo := g.force(force)
		route := g.Map.Path(fo.Port, hex)
		if len(route) < 2 {
			t.Fatalf("%s's route to %s is %v: want an area on the way", force, hex, route)
		}
		first := route[0]
		if moved < 0 {
			moved = g.Map.Dist(fo.Port, first)
		}
		g.S.Ops[0].Cuts = []Intercept{{Force: force, Hex: hex, Dist: g.Map.Dist(fo.Port, hex), Tried: true, Moved: moved}}
		g.Push(engine.Frame{Op: opEngage, A: 0})
		if err := g.Run(); err != nil {
			t.Fatal(err)
		}
		return g, first, hex
	}
	g, first, hex := setup("tf16", -1)
	fo := g.force("tf16")
	h := g.homingOf("tf16")
	if !fo.AtSea || fo.At != first || fo.Returned || h == nil || !h.Back || h.From != first {
		t.Fatalf("TF 16 after missing at %s: at sea %v at %s, returned %v, homing %+v; want at sea at %s, not returned, on its way back",
			hex, fo.AtSea, fo.At, fo.Returned, h, first)
	}
	if g.S.Battle != nil {
		t.Fatal("a battle with no interceptor there")
	}
	n := len(g.S.Ops)
	g.Push(engine.Frame{Op: opHomeLegs})
	runUntil(t, g, "intercept", "air-strike")
	if len(g.S.Ops) != n+1 {
		t.Fatalf("no way back: %d ops", len(g.S.Ops))
	}
	o := g.S.Ops[n]
	if o.Kind != OpReturn || o.Force != "tf16" || o.Target != fo.Port || !slices.Equal(o.Path, g.Map.Path(first, fo.Port)) {
		t.Fatalf("the way back %+v, want %s to %s", o, first, fo.Port)
	}
	// One short of the first area is still in its base's waters.
	g, _, _ = setup("tf16", g.Map.Dist(fo.Port, first)-1)
	if fo := g.force("tf16"); fo.AtSea || g.homingOf("tf16") != nil {
		t.Fatalf("TF 16 short of its route's first area: at sea %v, homing %+v; want home", fo.AtSea, g.homingOf("tf16"))
	}
	// Subs go straight back.
	g, _, _ = setup("uss1", -1)
	if fo := g.force("uss1"); fo.AtSea || g.homingOf("uss1") != nil {
		t.Fatalf("a sub that missed: at sea %v, homing %+v; want home (22.92B)", fo.AtSea, g.homingOf("uss1"))
	}
}
