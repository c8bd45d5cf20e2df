package europe

import (
	"strings"
	"testing"
)

// [16, 8.1] The AI guards a coast the enemy can land on: two British
// transports, loaded, lie in the Channel; France holds three German
// infantry and a tank, and the front is far to the east; Italy,
// out of the transports' reach, has three infantry to spare. The AI's
// non-combat move keeps France's garrison at home (it marched it east
// before, and the Allies landed on an empty coast: 200 AI games, Allies
// 176, Germany 24), draws in Italy's idle troops, and the landing
// that threatens France then has poor odds by the exact calculator.
func Test16_AIGuardsAThreatenedCoast(t *testing.T) {
	g := newTest(t, Germany)
	d := g.D
	for _, tr := range put(g, UK, Transport, "english-channel", 2) {
		for _, typ := range []string{Infantry, Tank} {
			u := g.S.unit(put(g, UK, typ, "united-kingdom", 1)[0])
			u.At, u.On = "english-channel", tr
		}
	}
	put(g, Germany, Infantry, "france", 3)
	put(g, Germany, Tank, "france", 1)
	put(g, Germany, Infantry, "western-germany", 6)
	put(g, Germany, Infantry, "germany", 6)
	put(g, Germany, Infantry, "italy", 3)
	put(g, USSR, Infantry, "eastern-poland", 3)
	plan := (&AI{D: d}).plan(g, false)
	for _, m := range plan {
		kind, to, _ := strings.Cut(m.Dest, ":")
		movers := g.moversTo(m.From, m.Class, false, to, kind)
		if len(movers) < m.Count {
			t.Fatalf("%+v: only %d can make the move", m, len(movers))
		}
		for _, id := range movers[:m.Count] {
			g.moveUnit(id, to, kind, false)
		}
	}
	var def Force
	for _, u := range g.S.Units {
		if u.At == "france" && u.Owner == Germany {
			def.N[typeIndex(u.Type)]++
		}
	}
	att := Force{}
	att.N[tInfantry], att.N[tTank] = 2, 2
	w := g.Calculate(Setup{Att: att, Def: def}).Win
	if def.N[tInfantry]+def.N[tTank] < 4 || w > 0.3 {
		t.Errorf("France holds %v after the AI's move (plan %+v): the landing from the Channel wins %.2f", def.N, plan, w)
	}
}
