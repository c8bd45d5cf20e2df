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
	if !o.Fled || !o.Stopped || fo.At != r || fo.Port != r || fo.AtSea || !fo.Returned {
		t.Fatalf("after the flight: op %+v force %+v", *o, *fo)
	}
	if _, ok := g.homeward(o); ok {
		t.Error("a fled force has a way home to intercept")
	}
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
