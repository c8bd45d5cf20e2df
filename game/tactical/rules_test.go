package tactical

import (
	"errors"
	"testing"
)

func basicGame(t *testing.T, faces ...int) *Game {
	t.Helper()
	return NewGame(testData(t), LoadedDice(faces...), mustPeriod(t, "Sp43"), DefaultOptions())
}

func Test10_1_CollisionOfTwoSurfaceShips(t *testing.T) {
	g := basicGame(t)
	mustShip(t, g, "E", "V1", "M30-B", Dir6, 2)
	mustShip(t, g, "C", "C-3", "M27-B", Dir2, 2)
	e := g.Vessel("E")
	must(t, g.MoveShip(e, MustPlot("3"), nil))
	c := g.Vessel("C")
	// The C-3 lies across the escort's track with its bow in M27: the
	// escort's third hex is the C-3's, so it stops in M28.
	if e.Bow.String() != "M28-B" {
		t.Fatalf("escort at %v, want M28-B [10.7]", e.Bow)
	}
	if e.Damage != 3 || !e.DIW || c.Damage != 4 || !c.DIW {
		t.Fatalf("collision damage: escort %d DIW %v, C-3 %d DIW %v (½ rounded up: 3 and 4)", e.Damage, e.DIW, c.Damage, c.DIW)
	}
	if e.Occupies(c.Bow) || e.Occupies(c.Stern()) {
		t.Fatal("the ships stay where they were before the collision [10.7]")
	}
	if err := g.MoveShip(e, MustPlot("1"), nil); !errors.Is(err, ErrIllegalMove) {
		t.Fatal("a ship dead in the water moved [10.1]")
	}
}

func Test10_2_CollisionWithSurfacedSub(t *testing.T) {
	g := basicGame(t, 3) // column 9, roll 3: 6 damage
	mustShip(t, g, "E", "V1", "M30-B", Dir6, 2)
	g.AddSub("U", "IXC", "", MustHex("M27-B"), Dir2, 0)
	e := g.Vessel("E")
	must(t, g.MoveShip(e, MustPlot("3"), nil))
	u := g.Vessel("U")
	if !u.Sunk || e.Damage != 3 || e.DIW || g.MaxSpeed(e) != 3 {
		t.Fatalf("boat sunk %v (6 damage ≥ 5), escort damage %d DIW %v max speed %d (want 3, not DIW, speed 3)", u.Sunk, e.Damage, e.DIW, g.MaxSpeed(e))
	}
}

func Test10_3_NoCollisionWithSubmergedSubOrDIWShip(t *testing.T) {
	g := basicGame(t)
	mustShip(t, g, "E", "V1", "M30-B", Dir6, 2)
	g.AddSub("U", "IXC", "", MustHex("M27-B"), Dir3, 50)
	mustShip(t, g, "D", "C-2", "M24-B", Dir6, 0)
	g.Vessel("D").DIW = true
	g.StartTurn()
	e := g.Vessel("E")
	must(t, g.MoveShip(e, MustPlot("4"), nil))
	if e.Bow.String() != "M26-B" || e.Damage != 0 {
		t.Fatalf("escort at %v damage %d", e.Bow, e.Damage)
	}
	must(t, g.MoveShip(e, MustPlot("2"), nil))
	if e.Bow.String() != "M24-B" || e.Damage != 0 {
		t.Fatalf("a ship DIW since the start of the turn is passed without collision [10.6]: %v %d", e.Bow, e.Damage)
	}
	// A boat that starts its move submerged cannot collide even if it
	// surfaces [10.5].
	u := g.Vessel("U")
	must(t, g.MoveSub(u, MustPlot("1"), 25, false))
	if u.Damage != 0 {
		t.Fatal("a submerged boat collided")
	}
}

func Test13_8_DudInTurnOfFire(t *testing.T) {
	g := basicGame(t, 1)
	g.AddSub("U", "VIIC", "G7a", MustHex("M30-B"), Dir6, 0)
	mustShip(t, g, "C", "C-2", "M26-B", Dir2, 2)
	u := g.Vessel("U")
	must(t, g.LaunchTorpedoes(u, []Launch{{Tube: 0, First: 'B', Run: 8}}))
	c := g.Vessel("C")
	if c.Damage != 0 || len(g.B.Torpedoes) != 0 || g.B.TorpedoesFired != 1 {
		t.Fatalf("dud: damage %d, torpedoes %d, fired %d", c.Damage, len(g.B.Torpedoes), g.B.TorpedoesFired)
	}
	if r := g.Dice.Log[0]; r.Result != "hit: a dud in its turn of fire" {
		t.Fatalf("roll %+v", r)
	}
}

func Test13_10_OneTryPerShipAnd13_11_DeepUnderEscorts(t *testing.T) {
	g := basicGame(t, 6)
	mustShip(t, g, "C", "C-2", "M24-B", Dir2, 2) // bow M24, stern L24/L25: across the track
	mustShip(t, g, "E", "V1", "M20-B", Dir2, 2)
	g.B.Torpedoes = []Torpedo{{N: 1, Type: "G7a", Owner: "U", Hex: MustHex("M30-B"), Heading: Dir6, Fired: 1}}
	g.B.Turn = 2
	g.RunTorpedoes()
	if len(g.Dice.Log) != 1 {
		t.Fatalf("rolls %d: one try at the C-2, none at the escort for a deep torpedo", len(g.Dice.Log))
	}
	if g.B.Torpedoes[0].Tried[0] != "C" {
		t.Fatal("try not recorded")
	}
	// Moving the C-2 into the torpedo's hex again does not try it again.
	g.B.Torpedoes[0].Hex = g.Vessel("C").Bow
	g.TryDetonation(0, g.Vessel("C"), Heading12Of(Dir2))
	if len(g.Dice.Log) != 1 {
		t.Fatal("a torpedo tried the same ship twice [13.10]")
	}
}

func Test14_2_ReloadExample(t *testing.T) {
	g := basicGame(t)
	g.AddSub("U", "VIIC", "G7e", MustHex("M30-B"), Dir6, 0)
	u := g.Vessel("U")
	g.B.Turn = 3
	must(t, g.LaunchTorpedoes(u, []Launch{{Tube: 0, First: 'B', Run: 5}, {Tube: 1, First: 'A', Run: 5}, {Tube: 4, First: 'Y', Run: 5}}))
	loaded := func() (bow, stern int) {
		for _, tb := range u.Tubes {
			if tb.Loaded && tb.Stern {
				stern++
			} else if tb.Loaded {
				bow++
			}
		}
		return
	}
	ready := map[int][2]int{}
	for g.B.Turn <= 10 {
		g.EndTurn()
		b, s := loaded()
		ready[g.B.Turn] = [2]int{b, s}
	}
	// Turn 7: one bow and the stern tube back; turn 10: the second bow tube.
	if ready[6] != [2]int{2, 0} || ready[7] != [2]int{3, 1} || ready[9] != [2]int{3, 1} || ready[10] != [2]int{4, 1} {
		t.Fatalf("loaded tubes by turn: %v", ready)
	}
	if u.BowReloads != 6 || u.SternReload != 0 {
		t.Fatalf("reloads left %d + %d", u.BowReloads, u.SternReload)
	}
}

func Test11_LaunchRules(t *testing.T) {
	g := basicGame(t)
	g.AddSub("U", "VIIC", "G7a", MustHex("M30-B"), Dir6, 125)
	u := g.Vessel("U")
	for _, c := range []struct {
		depth int
		l     Launch
	}{
		{125, Launch{Tube: 0, First: 'B', Run: 3}}, // below 100 ft [11.5]
		{50, Launch{Tube: 0, First: 'X', Run: 3}},  // bow tube into a stern hex [11.4.2]
		{50, Launch{Tube: 0, First: 'B', Run: 9}},  // run beyond speed 8 [11.4.4]
		{50, Launch{Tube: 0, First: 'B', Run: 0}},
	} {
		u.Depth = c.depth
		if err := g.CheckLaunches(u, []Launch{c.l}, c.depth); !errors.Is(err, ErrIllegal) {
			t.Errorf("%+v at %d ft accepted", c.l, c.depth)
		}
	}
	u.Depth = 50
	if err := g.CheckLaunches(u, []Launch{{Tube: 0, First: 'B', Run: 3}}, 75); !errors.Is(err, ErrIllegal) {
		t.Error("a depth change in a firing turn accepted [9.11]")
	}
	// The launch hexes: A, B, C ahead of the bow; X, Y, Z behind the stern.
	p := u.Pose()
	for first, want := range map[byte]Hex{'A': p.Bow.Neighbour(Dir5), 'B': p.Bow.Neighbour(Dir6), 'C': p.Bow.Neighbour(Dir1),
		'X': p.Stern().Neighbour(Dir4), 'Y': p.Stern().Neighbour(Dir3), 'Z': p.Stern().Neighbour(Dir2)} {
		if h, _, _ := LaunchHex(p, first); h != want {
			t.Errorf("launch hex %c = %v, want %v", first, h, want)
		}
	}
}

func Test8_3_EmergencyPower(t *testing.T) {
	g := basicGame(t)
	g.AddSub("U", "VIIC", "", MustHex("M30-B"), Dir6, 50)
	u := g.Vessel("U")
	lim := g.Limits(u)
	if lim.MaxHexes != 3 {
		t.Fatalf("VIIC submerged max %d, want 3", lim.MaxHexes)
	}
	if MustPlot("4").Check(lim) == nil {
		t.Fatal("4 hexes submerged accepted [8.3.3]")
	}
	must(t, g.MoveSub(u, MustPlot("2"), 50, false))
	if u.EP != 4 {
		t.Fatalf("2 hexes cost %d EP, want 1", 5-u.EP)
	}
	must(t, g.MoveSub(u, MustPlot("3"), 50, false))
	if u.EP != 2 {
		t.Fatalf("3 hexes cost %d EP, want 2", 4-u.EP)
	}
	// Surfaced: the surface speed, and no EP [8.3.1].
	u.Depth = 0
	must(t, g.MoveSub(u, MustPlot("3"), 25, false))
	if u.EP != 2 {
		t.Fatal("a boat starting surfaced spent EP")
	}
	u.EP = 0
	if g.Limits(u).MaxHexes != 0 || MustPlot("R").Check(g.Limits(u)) != nil {
		t.Fatal("out of power submerged: no hex, one facing change [8.3.4]")
	}
}

func Test9_7_BelowSafeDepth(t *testing.T) {
	g := basicGame(t, 3, 6)
	g.AddSub("U", "Gato", "", MustHex("M30-B"), Dir6, 300) // safe depth 300
	u := g.Vessel("U")
	must(t, g.MoveSub(u, MustPlot("0"), 350, false))
	if u.Sunk || u.MaxDived != 350 {
		t.Fatal("roll 3 below safe depth survives [9.7]")
	}
	must(t, g.MoveSub(u, MustPlot("0"), 325, false)) // shallower: no roll
	must(t, g.MoveSub(u, MustPlot("0"), 375, false)) // deeper than 350: roll 6
	if !u.Sunk {
		t.Fatal("a 6 below safe depth sinks [9.8]")
	}
	g2 := basicGame(t)
	g2.AddSub("U", "Gato", "", MustHex("M30-B"), Dir6, 425)
	if err := g2.CheckDepth(g2.Vessel("U"), 450, false); err != nil {
		t.Fatalf("450 ft (⌊1.5 × 300⌋) refused: %v", err)
	}
	if err := g2.CheckDepth(g2.Vessel("U"), 475, false); err == nil {
		t.Fatal("475 ft accepted for a 300 ft boat [9.9]")
	}
}

// The odds a prompt shows and the roll agree: for every ship class, every
// attitude and both depth settings, HitChance equals the number of d6 faces
// TryDetonation counts as hits [13.4].
func Test13_4_HitChanceMatchesTheRoll(t *testing.T) {
	d := testData(t)
	for _, class := range []string{"C-2", "T-2", "V1", "Flower", "ArkRoyal"} {
		for tf := Dir1; tf <= Dir6; tf++ {
			for _, shallow := range []bool{false, true} {
				hits := 0
				var chance int
				for face := 1; face <= 6; face++ {
					g := NewGame(d, LoadedDice(face, 6), Period(16), DefaultOptions())
					g.B.Turn = 2
					v, _ := g.AddShip("X", class, MustHex("M30-B"), Dir6)
					g.B.Torpedoes = []Torpedo{{N: 1, Type: "G7a", Hex: v.Bow, Heading: tf, Shallow: shallow, Fired: 1}}
					chance = g.HitChance(g.B.Torpedoes[0], v, Heading12Of(Dir6))
					g.TryDetonation(0, v, Heading12Of(Dir6))
					if len(g.Dice.Log) > 0 && g.Dice.Log[0].Result == "hit" {
						hits++
					}
				}
				if hits != chance {
					t.Errorf("%s, torpedo heading %d, shallow %v: %d faces hit, HitChance says %d", class, tf, shallow, hits, chance)
				}
			}
		}
	}
	if DamageOdds(10) != [6]int{10, 10, 8, 4, 2, 1} {
		t.Fatalf("DF 10 column %v", DamageOdds(10))
	}
}
