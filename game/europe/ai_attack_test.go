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
