package naval

import (
	"testing"

	"periscope/game/engine"
)

// 23.46: after an exchange with the enemy's air (its strike on the force)
// the force may flee, besides going on or abandoning (22.29): to the
// nearest friendly port out of the range of every enemy air base,
// unstoppable on the way (no way home to intercept), returned on arrival.
// A Japanese convoy struck by Midway's land air flees; a force attacked
// otherwise (a battle, subs) is not offered flight.
func Test23_46_FlightAfterAnAirStrike(t *testing.T) {
	g, base, _ := strikeSetup(t, OpConvoy)
	if !strikeOffered(t, g, base, 0) {
		t.Fatalf("no strike offered (%+v)", g.Prompt())
	}
	g.LoadDice(1, 1)
	answerKind(t, g, "air-strike", "air:"+base.ID)
	for p := g.Prompt(); p != nil; p = g.Prompt() {
		if _, err := g.Apply(Bot{Seat: p.Seat}.Choose(g, p)); err != nil {
			t.Fatal(err)
		}
	}
	o := &g.S.Ops[0]
	if !o.AirStruck || len(g.ShipsOf(o.Force)) == 0 {
		t.Fatalf("op 1 struck %v, %d ships left", o.AirStruck, len(g.ShipsOf(o.Force)))
	}
	r := g.refuge(o)
	if r == "" || g.portSide(r) != 0 {
		t.Fatalf("refuge %q", r)
	}
	for _, a := range g.S.Air {
		if a.Side == 1 && a.AAF+a.NAS > 0 && g.Map.Dist(a.Area, r) <= a.Range {
			t.Fatalf("the refuge %s is in range of %s", r, a.ID)
		}
	}
	g.S.Over = false
	g.Push(engine.Frame{Op: opAbandon, A: 0})
	if err := g.Run(); err != nil {
		t.Fatal(err)
	}
	answerKind(t, g, "abandon", "flee")
	o = &g.S.Ops[0]
	fo := g.force(o.Force)
	if !o.Fled || !o.Stopped || fo.At != r || !fo.AtSea || !fo.Returned {
		t.Fatalf("after the flight: op %+v force %+v", *o, *fo)
	}
	if _, ok := g.homeward(o); ok {
		t.Error("a fled force has a way home to intercept")
	}
	fleeArrives(t, g, fo.ID, r)
	// Attacked, but not from the air: go on or abandon only.
	g2, _, _ := strikeSetup(t, OpConvoy)
	g2.S.Ops[0].Attacked = true
	g2.S.Over = false
	g2.Push(engine.Frame{Op: opAbandon, A: 0})
	if err := g2.Run(); err != nil {
		t.Fatal(err)
	}
	if p := g2.Prompt(); p == nil || p.Kind != "abandon" || optIndex(p, "flee") >= 0 {
		t.Fatalf("prompt %+v: want abandon without flight", p)
	}
}

// 23.462: the fleeing force is unstoppable on its way, but once in its
// refuge's hex it may be struck by land air in range and intercepted: its
// way home is a return op of that hex alone, sailed after the phase's
// activities, open to the enemy's interceptors; it bases there on arrival
// (before, it reached the refuge at once, in port, out of every reach).
func fleeArrives(t *testing.T, g *Game, id, r string) {
	t.Helper()
	if h := g.homingOf(id); h == nil || h.From != r || h.To != r {
		t.Fatalf("the fleeing force's way home %+v, want the refuge %s", h, r)
	}
	n := len(g.S.Ops)
	g.S.Over = false
	g.Push(engine.Frame{Op: opHomeLegs})
	if err := g.Run(); err != nil {
		t.Fatal(err)
	}
	if len(g.S.Ops) != n+1 {
		t.Fatalf("no arrival leg: %d ops", len(g.S.Ops))
	}
	a := g.S.Ops[n]
	if a.Kind != OpReturn || a.Force != id || a.Target != r || len(a.Path) != 1 || a.Path[0] != r {
		t.Fatalf("the arrival leg %+v, want %s alone", a, r)
	}
	// The enemy may intercept it there (or strike it from the air).
	if p := g.Prompt(); p != nil && p.Kind != "intercept" && p.Kind != "air-strike" {
		t.Fatalf("arrival prompt %+v", p)
	}
	for p := g.Prompt(); p != nil; p = g.Prompt() {
		k := "none"
		if optIndex(p, k) < 0 {
			k = p.Options[0].Key
		}
		answer(t, g, k)
	}
	if fo := g.force(id); len(g.ShipsOf(id)) > 0 && fo.Port != r {
		t.Fatalf("the fled force bases at %s, want %s", fo.Port, r)
	}
}

// Test23_462_FleeingForceExposedOnArrival: Force X, struck from the air
// in the central Mediterranean on its way to Tripoli, flees to
// Alexandria, the one British base out of the Axis air's range; the
// Italian 1st Squadron, based for the test in the Dodecanese, may
// intercept it there, and nowhere on its way.
func Test23_462_FleeingForceExposedOnArrival(t *testing.T) {
	g := medGame(t)
	g.S.Phasing = 1
	it := g.force("it1")
	it.Port, it.At = "aeg", "aeg"
	fo := g.force("forcex")
	g.S.Ops = []Op{{N: 0, Side: 1, Force: "forcex", Kind: OpBombard, Target: "tri", Path: g.Map.Path("alx", "tri"), AirStruck: true, Attacked: true}}
	fo.At, fo.AtSea = "cen", true
	// Italy's land air reaches everything west of Crete: no refuge but
	// Alexandria or Crete's, out of its range.
	r := g.refuge(&g.S.Ops[0])
	if r != "alx" {
		t.Fatalf("refuge %q, want Alexandria", r)
	}
	g.flee(&g.S.Ops[0])
	if fo := g.force("forcex"); fo.At != r || !fo.AtSea {
		t.Fatalf("fled to %s at sea %v, want %s", fo.At, fo.AtSea, r)
	}
	g.Push(engine.Frame{Op: opHomeLegs})
	if err := g.Run(); err != nil {
		t.Fatal(err)
	}
	p := g.Prompt()
	if p == nil || p.Kind != "intercept" || p.Seat != g.Seat(0) {
		t.Fatalf("prompt %+v, want Italy's interception at the refuge", p)
	}
	if optIndex(p, "cut:it1:"+r) < 0 {
		t.Errorf("no interception by the 1st Squadron at %s: %+v", r, p.Options)
	}
	for _, o := range p.Options {
		if o.Key != "none" && o.Ref != "area:"+r {
			t.Errorf("interception option %s away from the refuge %s", o.Key, r)
		}
	}
	// Intercepted there, it fights: the leg is an activity like any other.
	answer(t, g, "cut:it1:"+r)
	if p := g.Prompt(); p != nil && p.Kind == "intercept" {
		answer(t, g, "none")
	}
	if o := g.S.Ops[1]; o.Force != "forcex" || len(o.Cuts) != 1 || o.Cuts[0].Hex != r || !o.Cuts[0].Tried {
		t.Fatalf("the arrival leg's interceptions %+v", o.Cuts)
	}
}
