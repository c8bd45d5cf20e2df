package tactical

import (
	"fmt"
	"testing"
)

// [34.6] At the end of a convoy scenario, six escorts at full speed send
// two hunters (four stay with the convoy). A VIIC with full power (120 EP
// on the Advanced scale) against attack 6 − defence 3 = 3 loses 46 on a 66
// and escapes; the same boat out of power is sunk, and its VP go to the
// Escort player. With four escorts nobody hunts.
func Test34_6_ProlongedAttackAtTheEnd(t *testing.T) {
	for _, c := range []struct {
		escorts int
		flat    bool
		rolls   int
		sunk    bool
	}{{6, false, 1, false}, {6, true, 1, true}, {4, true, 0, false}} {
		g := basicGame(t, 6, 6)
		for i := 0; i < c.escorts; i++ {
			mustShip(t, g, fmt.Sprintf("E%d", i), "V1", fmt.Sprintf("M%d-A", 5+5*i), Dir3, 2)
		}
		g.AddSub("U", "VIIC", "G7e", MustHex("M30-B"), Dir6, 100)
		u := g.Vessel("U")
		if c.flat {
			u.EP = 0
		}
		before := g.Score().Escort
		g.ProlongedAtEnd()
		if len(g.Dice.Log) != c.rolls || u.Sunk != c.sunk {
			t.Fatalf("%d escorts, flat %v: %d rolls, sunk %v", c.escorts, c.flat, len(g.Dice.Log), u.Sunk)
		}
		if c.rolls > 0 {
			if r := g.Dice.Log[0]; r.Rule != "34.6" || r.Target != "attack 6 − defence 3 = 3" {
				t.Errorf("logged %s %q", r.Rule, r.Target)
			}
		}
		if gain := g.Score().Escort - before; c.sunk && gain != g.VP(u) {
			t.Errorf("sunk: the Escort player gains %d VP, want %d", gain, g.VP(u))
		}
	}
}
