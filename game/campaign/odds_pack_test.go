package campaign

import (
	"testing"

	"periscope/game/engine"
)

// Test24_21_PackDewithdrawOddsOnlyForTheAttacker: in a wolfpack a
// diligent escort one member turns up goes for a random member [24.21].
// A member hit while another attacks meets its own counterattack in its
// own turn, after reveals the pack's order decides (or has met it
// already): "fight on" shows no odds there, and says where they are
// shown (the pack-order prompt, Test24_23_PackOrderOddsHonoured). Before
// (issue 13) it showed the odds of a counterattack in the attacker's
// turn with what was revealed then. The attacker hit by its own reveal
// keeps the odds.
func Test24_21_PackDewithdrawOddsOnlyForTheAttacker(t *testing.T) {
	for _, tc := range []struct {
		name, victim string
		acted, odds  bool
		detail       string
	}{
		{"another member, still to attack", "U-47", false, false, "atl.fight.d.pack"},
		{"another member, attacked already", "U-47", true, false, "atl.fight.d.acted"},
		{"the attacker itself", "U-48", false, true, "atl.fight.d"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := combatGame(t, 3, "1941-06", 1)
			atSea(g, "U-47", "greenland-gap")
			atSea(g, "U-48", "greenland-gap")
			c := board(t, g, "c2", "greenland-gap", [][]unit{{}, {{typ: "dd-7-1"}}, {}, {}, {}, {}}, map[string]int{"U-47": 1, "U-48": 3})
			c.Pack, c.Round = true, 2
			c.Boat("U-47").Acted = tc.acted
			g.Sub(tc.victim).Damage = 1
			drive(t, g, Frame{Op: opCombatDewithdraw, Sub: tc.victim}, Frame{Op: opCombatTurn, Sub: "U-48"})
			p := g.Prompt()
			if p == nil || p.Kind != "de-withdraw" || p.Sub != tc.victim {
				t.Fatalf("want %s's de-withdraw prompt, got %+v", tc.victim, p)
			}
			var fight engine.Option
			for _, o := range p.Options {
				if o.Key == "fight" {
					fight = o
				}
			}
			if got := len(fight.Odds) > 0; got != tc.odds {
				t.Errorf("odds shown %v, want %v (%v)", got, tc.odds, fight.Odds)
			}
			if fight.DetailMsg == nil || fight.DetailMsg.ID != tc.detail {
				t.Errorf("detail %+v, want %s", fight.DetailMsg, tc.detail)
			}
		})
	}
}
