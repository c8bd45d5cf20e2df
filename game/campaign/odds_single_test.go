package campaign

import (
	"fmt"
	"testing"
)

// Test14_17A_FightOnRoundOneOddsSingleBoard: on the Single board a boat
// damaged by a diligent escort it turned up in round 1 may fight on; the
// odds' policy turns up the rest of the lone contacts in board order
// [28.22], puts a TDC on every target [28.23], and when no attack of its
// can succeed there is no counterattack [14.17A]. Before, the "fight on"
// odds on the Single board counted neither the contacts still to turn up
// nor [14.17A]: U-26 in June 1941 in a 965 mb storm (attack −2 [7.41]) showed a
// counterattack every time.
func Test14_17A_FightOnRoundOneOddsSingleBoard(t *testing.T) {
	for seed := uint64(1); seed < 40; seed++ {
		g := combatGame(t, 3, "1941-06", seed)
		g.S.Flags["barbarossa"] = true
		s := atSea(g, "U-26", "sw-approaches")
		s.Damage = 1 // so that the diligent escort's attack leaves it damaged
		g.S.Intel.Weather = []Weather{{Area: "sw-approaches", Pressure: 965}}
		de := ""
		for _, typ := range []string{"dd-walker", "dd-vanoc", "dd-wolverine", "sl-stork", "dd-hesperus", "dd-harvester", "ct-gladiolus", "sl-rochester", "ct-chambly"} {
			for _, l := range g.S.Cups {
				for _, id := range l {
					if de == "" && g.utype(id).ID == typ {
						de = typ
					}
				}
			}
		}
		if de == "" {
			t.Fatal("no diligent escort in the cups of June 1941")
		}
		board(t, g, "single", "sw-approaches", [][]unit{{
			{typ: de, cup: "single"}, {typ: "m-1-0", cup: "single"}, {typ: "dd-7-1", cup: "single"}, {typ: "m-0-0", cup: "single"},
		}}, map[string]int{"U-26": 0})
		drive(t, g, Frame{Op: opCombat, Sub: "U-26"})
		wantPrompt(t, g, "reveal")
		answer(t, g, "unit:"+unitOf(t, g, de).ID)
		p := g.Prompt()
		if p == nil || p.Kind != "de-withdraw" {
			continue // sunk or sent home by the escort: another seed
		}
		odds := optionOdds(p, "fight")
		none := 0.0
		for _, o := range odds {
			if o.Outcome == "no counterattack" {
				none = o.P
			}
		}
		if none == 0 {
			t.Errorf("U-26 fights on in round 1 on the Single board in a 965 mb storm: \"no counterattack\" not shown [14.17A] (odds %v)", odds)
		}
		t.Logf("seed %d: %s fights on: odds shown %v", seed, p.Sub, odds)
		z := checkCounterSituation(t, g, p.Sub, "fight", odds, 200, fmt.Sprintf("seed %d U-26 fights on, Single board, round 1", seed))
		t.Logf("largest deviation %.1fσ over 200 replays", z)
		return
	}
	t.Fatal("no seed below 40 leaves U-26 damaged and asked to fight on")
}
