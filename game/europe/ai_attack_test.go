package europe

import (
	"strings"
	"testing"
)

// [16, 7] The AI attacks with the smallest force the exact calculator
// gives good odds and a fair trade, not with every unit in reach: twelve
// German infantry and four tanks in Poland face two Soviet infantry in
// Eastern Poland. The old AI sent all sixteen (a won battle, and a
// front left bare); now a few go, the cheapest first, and the battle
// still wins at least 75 % by the calculator.
func Test16_AIAttacksWithTheSmallestGoodForce(t *testing.T) {
	g := newTest(t, Germany)
	put(g, Germany, Infantry, "poland", 12)
	put(g, Germany, Tank, "poland", 4)
	put(g, USSR, Infantry, "eastern-poland", 2)
	plan := (&AI{D: g.D}).plan(g, true)
	var att Force
	for _, m := range plan {
		_, to, _ := strings.Cut(m.Dest, ":")
		if to == "eastern-poland" {
			att.N[typeIndex(m.Class)] += m.Count
		}
	}
	if att.total() == 0 || att.total() >= 16 {
		t.Fatalf("the AI attacks Eastern Poland with %v (plan %+v): want some, not all sixteen", att.N, plan)
	}
	if att.N[tTank] > 0 && att.N[tInfantry] < 12 {
		t.Errorf("tanks went before the cheaper infantry: %v", att.N)
	}
	var def Force
	def.N[tInfantry] = 2
	if w := g.Calculate(Setup{Att: att, Def: def}).Win; w < 0.75 {
		t.Errorf("the attack with %v wins only %.2f", att.N, w)
	}
}

// [8.1, 16] The AI lands escorted: a loaded British transport sails from
// the Western Approaches into the Channel to land on the German coast;
// with a German submarine in the Bay of Biscay (within two moves of the
// Channel) the destroyer beside it sails with it, and with no enemy ship
// near it goes alone (issue 19: "an AI that lands unescorted").
func Test16_AILandsEscorted(t *testing.T) {
	for _, sub := range []bool{true, false} {
		g := newTest(t, UK)
		tr := put(g, UK, Transport, "western-approaches", 1)[0]
		for _, id := range put(g, UK, Infantry, "western-approaches", 2) {
			g.S.unit(id).On = tr
		}
		put(g, UK, Destroyer, "western-approaches", 1)
		if sub {
			put(g, Germany, Submarine, "bay-of-biscay", 1)
		}
		plan := (&AI{D: g.D}).plan(g, true)
		sails, escort := "", ""
		for _, m := range plan {
			switch m.Class {
			case Transport + "/loaded":
				sails = m.Dest
			case Destroyer:
				escort = m.Dest
			}
		}
		if sails == "" {
			t.Fatalf("sub %v: the transport does not sail (plan %+v)", sub, plan)
		}
		if sub && escort != sails {
			t.Errorf("a German submarine near: the transport sails to %s, the destroyer to %q", sails, escort)
		}
		if !sub && escort == sails {
			t.Errorf("no enemy ship near: the destroyer still escorts to %s", sails)
		}
	}
}
