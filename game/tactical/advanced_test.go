package tactical

import "testing"

// [39] Advanced arming (ambiguity 9): a hit within the torpedo's first 4
// hexes is a dud, in whatever turn; a hit beyond them detonates even in
// the turn of fire, which the Basic [13.8] makes a dud.
func Test39_ArmingFirstFourHexes(t *testing.T) {
	for _, c := range []struct {
		ship    string
		arming  int
		dud     bool
		outcome string
	}{
		{"M26-B", 4, true, "hit: a dud within its first 4 hexes"}, // 4 hexes run
		{"M24-B", 4, false, "hit"},                                // 6 hexes run, in its turn of fire
		{"M24-B", 0, true, "hit: a dud in its turn of fire"},      // Basic [13.8]
	} {
		g := basicGame(t, 1, 6)
		g.B.Options.ArmingHexes = c.arming
		g.AddSub("U", "VIIC", "G7a", MustHex("M30-B"), Dir6, 0)
		mustShip(t, g, "C", "C-2", c.ship, Dir2, 2)
		must(t, g.LaunchTorpedoes(g.Vessel("U"), []Launch{{Tube: 0, First: 'B', Run: 8}}))
		if got := g.Dice.Log[0].Result; got != c.outcome {
			t.Errorf("ship at %s, arming %d: %q, want %q", c.ship, c.arming, got, c.outcome)
		}
		if dmg := g.Vessel("C").Damage; (dmg == 0) != c.dud {
			t.Errorf("ship at %s, arming %d: damage %d", c.ship, c.arming, dmg)
		}
	}
}

// [34] Charging: three turns surfaced restore one EP, up to the class's
// starting value; a turn submerged starts the count again; without the
// switch nothing is restored.
func Test34_ChargeRestoresEP(t *testing.T) {
	for _, on := range []bool{true, false} {
		g := basicGame(t)
		g.B.Options.EPCharge = on
		g.AddSub("U", "VIIC", "G7e", MustHex("M30-B"), Dir6, 0)
		u := g.Vessel("U")
		full := g.SubClass(u).EP
		u.EP, u.NoDive = 0, true
		g.EndTurn()
		g.EndTurn()
		u.Depth = 25 // a turn down: the count starts again
		g.EndTurn()
		u.Depth = 0
		g.EndTurn()
		g.EndTurn()
		if u.EP != 0 {
			t.Fatalf("on %v: EP %d after two surfaced turns since diving", on, u.EP)
		}
		g.EndTurn()
		want := 0
		if on {
			want = 1
		}
		if u.EP != want || u.NoDive == on {
			t.Fatalf("on %v: EP %d (want %d), no dive %v after three surfaced turns", on, u.EP, want, u.NoDive)
		}
		for range 3 * (full + 2) {
			g.EndTurn()
		}
		if on && u.EP != full {
			t.Fatalf("charged to %d, not the starting %d", u.EP, full)
		}
	}
}

// [52] (switch "repair"): 1 damage point a turn at speed 2 or less; not
// across a 10-point boundary unless dead in the water, which repairs until
// mobile; a merchantman only while dead in the water; a boat that fired
// this turn does not repair; off, nothing is repaired.
func Test52_RepairOneDamageATurn(t *testing.T) {
	for _, on := range []bool{true, false} {
		g := basicGame(t)
		g.B.Options.Repair = on
		mustShip(t, g, "E", "V1", "M30-B", Dir6, 2)
		mustShip(t, g, "F", "V1", "R30-B", Dir6, 4)
		g.AddSub("U", "VIIC", "G7e", MustHex("E30-B"), Dir6, 50)
		e, f, u := g.Vessel("E"), g.Vessel("F"), g.Vessel("U")
		e.Damage, f.Damage, u.Damage = 2, 2, 2
		u.Speed, u.LaunchTurn = 1, g.B.Turn // fired this turn
		g.EndTurn()
		want := 2
		if on {
			want = 1
		}
		if e.Damage != want || f.Damage != 2 || u.Damage != 2 {
			t.Fatalf("on %v: damage E %d (want %d), F at speed 4 %d, U after firing %d (want 2, 2)", on, e.Damage, want, f.Damage, u.Damage)
		}
		g.EndTurn() // U did not fire this turn
		if on && (u.Damage != 1 || e.Damage != 0) {
			t.Fatalf("U %d, E %d after a second turn (want 1, 0)", u.Damage, e.Damage)
		}
		if !on {
			continue
		}
		// A boundary: 10 stays 10 unless dead in the water.
		e.Damage, e.Speed = 10, 0
		g.EndTurn()
		if e.Damage != 10 {
			t.Fatalf("repaired across the 10-point boundary: %d", e.Damage)
		}
		// Dead in the water: repairs until mobile (V1 capacity 6: DIW at 3).
		e.Damage, e.DIW = 4, true
		g.EndTurn()
		g.EndTurn()
		if e.Damage != 2 || e.DIW {
			t.Fatalf("DIW ship: damage %d, DIW %v (want 2, mobile)", e.Damage, e.DIW)
		}
	}
}
