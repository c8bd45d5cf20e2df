package tactical

import (
	"testing"

	"periscope/game/engine"
)

// [43] Under d66-damage a depth-charge or ATW hit rolls a d66 on the
// Advanced damage table for hit points: at DF 9 a 64 is 135 HP (13
// points: a VIIC is sunk); at DF 1 an 11 is 1 HP, short of a point.
func Test43_D66ASWHitPoints(t *testing.T) {
	for _, c := range []struct {
		df, d66, hp int
		sunk        bool
	}{{9, 64, 135, false}, {1, 11, 1, false}} {
		g := basicGame(t, c.d66/10, c.d66%10)
		g.B.Options.D66Damage = true
		g.AddSub("U", "VIIC", "G7e", MustHex("M30-B"), Dir6, 100)
		u := g.Vessel("U")
		g.rollASWDamage(u, c.df, "DC", engine.M("tac.roll.dc"), "16.3")
		r := g.Dice.Log[0]
		if r.Kind != "d66" || r.Rule != "43" || r.Result != itoa(c.hp)+" HP" {
			t.Errorf("DF %d, %d: %s %s %q", c.df, c.d66, r.Kind, r.Rule, r.Result)
		}
		if got := u.Damage*10 + u.HP; got != c.hp && !u.Sunk {
			t.Errorf("DF %d, %d: %d damage %d HP, want %d HP", c.df, c.d66, u.Damage, u.HP, c.hp)
		}
		if c.df == 9 && !u.Sunk {
			t.Errorf("135 HP on a VIIC (sunk at %d): not sunk", g.SubClass(u).SunkAt)
		}
	}
}

// [48] Under d66-damage each gun rolls a d66 on the Advanced damage table
// and the hit points on a target are applied after all have fired
// [17.9.1], 10 to a damage point: two 66s at point-blank range.
func Test48_D66GunfireHitPointsAddUp(t *testing.T) {
	g := gunGame(t, 6, 6, 6, 6)
	g.B.Options.D66Damage = true
	uHex := MustHex("M30-B").Step(Dir6, 2)
	mustShip(t, g, "E", "V1", "M30-B", Dir6, 0)
	mustShip(t, g, "F", "V1", uHex.Step(Dir6, 2).String(), Dir6, 0)
	g.AddSub("U", "IXC", "", uHex, Dir3, 0)
	must(t, g.Gunnery([]Fire{{"E", "U"}, {"F", "U"}}, nil, nil))
	u := g.Vessel("U")
	total := 0
	for _, r := range g.Dice.Log {
		if r.Rule != "48" || r.Kind != "d66" {
			t.Fatalf("logged %s %s", r.Kind, r.Rule)
		}
		var hp int
		for _, ch := range r.Result {
			if ch < '0' || ch > '9' {
				break
			}
			hp = hp*10 + int(ch-'0')
		}
		total += hp
	}
	if len(g.Dice.Log) != 2 || total < 10 {
		t.Fatalf("%d rolls, %d HP", len(g.Dice.Log), total)
	}
	if u.Damage != total/10 || u.HP != total%10 {
		t.Errorf("%d HP rolled: damage %d, HP %d", total, u.Damage, u.HP)
	}
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	s := ""
	for ; n > 0; n /= 10 {
		s = string(rune('0'+n%10)) + s
	}
	return s
}
