package naval

import (
	"testing"

	"periscope/game/engine"
)

// pacificInvasion is Coral Sea and Midway with the Midway invasion force
// off Midway, its troops embarked.
func pacificInvasion(t *testing.T) (*Game, *Force, *Convoy) {
	t.Helper()
	g := testGame(t)
	g.S.Stack = nil
	var cv *Convoy
	for i := range g.Sc.Convoys {
		if g.Sc.Convoys[i].ID == "mi" {
			cv = &g.Sc.Convoys[i]
		}
	}
	fo := g.force("mi")
	fo.At, fo.AtSea = "mid", true
	g.loadCargo(fo, g.liftable(cv, g.ForceDD(fo.ID)), g.liftPer(cv))
	return g, fo, cv
}

// 21.5131: an occupied target needs two DD factors for each embarked land
// factor (one for an empty target); the Midway force's five DD factors
// lift two of its three factors, enough to try (half or more).
func Test21_5131_InvasionLift(t *testing.T) {
	g, fo, cv := pacificInvasion(t)
	if g.liftPer(cv) != 2 || g.cargo(fo.ID) != 2 {
		t.Fatalf("lift %d a factor, %d factors aboard", g.liftPer(cv), g.cargo(fo.ID))
	}
	g.port("mid").Garrison = 0
	if g.liftPer(cv) != 1 || g.liftable(cv, 5) != 3 {
		t.Fatal("an empty target needs one DD a factor")
	}
	g.port("mid").Garrison = 2
	if g.liftable(cv, 2) != 0 {
		t.Fatal("one factor of three is under half: not lifted")
	}
}

// 21.51, 21.52: the landed factors attack with the bombardment of the
// ships that carry nothing (+1 per 3 NF, at most 3× the landed factors);
// the defenders have +1 DM, and Midway's fortification 1 more. The Land
// Battle Table's rows.
func Test21_51_LandBattleTable(t *testing.T) {
	for _, c := range []struct{ total, att, def int }{{2, 2, 0}, {4, 2, 0}, {5, 1, 0}, {6, 1, 0}, {7, 1, 1}, {8, 1, 1}, {9, 0, 1}, {10, 0, 1}, {11, 0, 2}, {14, 0, 2}} {
		if a, d := LandBattle(c.total); a != c.att || d != c.def {
			t.Errorf("%d: %d/%d, want %d/%d", c.total, a, d, c.att, c.def)
		}
	}
	for _, c := range []struct{ att, def, drm int }{{1, 2, -1}, {2, 2, 0}, {3, 2, 1}, {4, 2, 2}, {5, 2, 2}, {6, 2, 3}, {8, 2, 4}, {3, 0, 4}} {
		if d := LandOddsDRM(c.att, c.def); d != c.drm {
			t.Errorf("%d:%d gives %+d, want %+d", c.att, c.def, d, c.drm)
		}
	}
	g, fo, _ := pacificInvasion(t)
	b, a := g.landSupport(fo, 2, 0)
	// Kongo 3, Hiei 3, the cruisers 4 carry nothing: 10 NF, +3; the five
	// DD factors carry the troops.
	if b != 3 || a != 0 {
		t.Fatalf("support %d/%d", b, a)
	}
	if b, _ := g.landSupport(fo, 1, 0); b != 3 {
		t.Fatal("the cap is three times the landed factors")
	}
}

// 21.51: the Midway landing. Two factors ashore with +3 bombardment (5
// against 2, +2) and −2 DM: a 10 takes one defender, an 11 the last; the
// port falls to Japan with the two factors as its garrison, the VP of the
// route are scored in full.
func Test21_51_LandBattleTakesThePort(t *testing.T) {
	g, fo, _ := pacificInvasion(t)
	g.S.Ops = []Op{{N: 0, Side: 0, Force: "mi", Kind: OpConvoy, Convoy: "mi", Target: "mid", Path: []string{"mid"}}}
	g.LoadDice(5, 5, 5, 6)
	g.Push(engine.Frame{Op: opComplete, A: 0})
	g.Run()
	if p := g.Prompt(); p == nil || p.Kind != "landing-losses" || p.Seat != g.Seat(0) {
		t.Fatalf("the invader is not asked where the landing's losses fall (21.51, 21.52): %+v", p)
	}
	es := answer(t, g, "troops")
	if n := rolls(es, "land battle"); n != 2 {
		t.Fatalf("%d land battle rounds", n)
	}
	p := g.port("mid")
	if p.Side != 0 || p.Garrison != 2 || g.S.VP[0] != 10 {
		t.Fatalf("Midway: side %d, garrison %d, VP %v", p.Side, p.Garrison, g.S.VP)
	}
	_ = fo
}

// 21.5122, 22.82: under 1:1 in the first round the invasion is not made;
// a landing thrown back is repulsed and scores nothing.
func Test21_5122_LandBattleOddsAndRepulse(t *testing.T) {
	g, fo, _ := pacificInvasion(t)
	g.port("mid").Garrison = 9
	if ok, _ := g.landBattle(fo, "mid", 2, false); ok {
		t.Fatal("5 against 9: no invasion")
	}
	es := g.Flush()
	if logged(es, "naval.log.landodds") != 1 || rolls(es, "land battle") != 0 {
		t.Fatal("the odds are checked before any roll (21.5122)")
	}
	g.port("mid").Garrison = 2
	g.LoadDice(1, 1, 1, 1)
	ok, left := g.landBattle(fo, "mid", 2, false)
	if ok || left != 0 || g.port("mid").Garrison != 2 {
		t.Fatalf("a 2 and a 2 (−2 DM, +2 odds): the invaders are thrown back; taken %v, left %d", ok, left)
	}
	if es := g.Flush(); logged(es, "naval.log.repulsed") != 1 {
		t.Fatal("no repulse logged (22.82)")
	}
	g.port("mid").Garrison = 0
	if ok, left := g.landBattle(fo, "mid", 2, false); !ok || left != 2 {
		t.Fatal("an empty target is an automatic win (21.51)")
	}
}

// 21.52, 21.51: the landing's losses may fall on the bombarding ships, at
// most their share of the attack (here 3 of 5 factors: one loss of a 2
// is the ships' if the invader wills), each fleet factor lost barring two
// more from bombarding; the survivors who take the port place a beachhead
// (21.51).
func Test21_52_BombardingShipsTakeLosses(t *testing.T) {
	g, fo, _ := pacificInvasion(t)
	// Round 1: a 4 (−2 DM, +2 odds: 4): the invaders lose 2; the
	// bombardment adds 3 factors, so both losses may be the ships'
	// (21.5283: up to the bombardment's factors).
	// Round 2: the damaged battleships no longer bombard and four more NF
	// are barred: the 2 factors ashore alone, 2 against 2 (−2 DM): 6, 6 is
	// a 10, the garrison loses 1. Round 3: 2 against 1 (+2, −2): 6, 5 is an
	// 11, the last defender falls.
	g.LoadDice(2, 2, 6, 6, 6, 5)
	dd := g.ForceDD(fo.ID)
	ok, left := g.landBattle(fo, "mid", 2, true)
	es := g.Flush()
	if logged(es, "naval.log.bombardloss") != 1 {
		t.Fatal("the ships took no loss")
	}
	// The destroyers carry the troops (never bombarders): the losses
	// damage both battleships (heavy ships are damaged, one loss each).
	damaged := 0
	for _, s := range g.ShipsOf(fo.ID) {
		if s.Damaged {
			damaged++
			if !s.Heavy() {
				t.Fatalf("%s damaged: only a heavy ship is", s)
			}
		}
	}
	if damaged != 2 || g.ForceDD(fo.ID) != dd {
		t.Fatalf("%d ships damaged, the carrying destroyers %d of %d", damaged, g.ForceDD(fo.ID), dd)
	}
	// A destroyer bombarding takes a loss as a factor sunk (VP to the
	// defender, 21.52).
	g4, fo4, _ := pacificInvasion(t)
	for _, s := range g4.ShipsOf(fo4.ID) {
		if s.Class == DD {
			s.Cargo = 0
		}
	}
	if taken, lost := g4.shipLosses(fo4, 2, 1); taken != 2 || lost != 2 || g4.S.LostNF[0] != 2 || g4.S.VP[1] != 2 {
		t.Fatalf("two losses on the destroyers: taken %d, lost %d, tally %v, VP %v", taken, lost, g4.S.LostNF, g4.S.VP)
	}
	if !ok || left != 2 {
		t.Fatalf("the port falls with the two factors ashore: %v, %d", ok, left)
	}
	// Troops first: the same dice, no ship loses anything.
	g2, fo2, _ := pacificInvasion(t)
	g2.LoadDice(2, 2, 6, 6, 6, 5)
	ok, left = g2.landBattle(fo2, "mid", 2, false)
	if g2.S.LostNF[0] != 0 || ok || left != 0 {
		t.Fatalf("troops first: ships lost %d, taken %v, left %d", g2.S.LostNF[0], ok, left)
	}
	// The beachhead.
	g3, _, _ := pacificInvasion(t)
	g3.S.Ops = []Op{{N: 0, Side: 0, Force: "mi", Kind: OpConvoy, Convoy: "mi", Target: "mid", Path: []string{"mid"}}}
	g3.LoadDice(5, 5, 5, 6)
	g3.Push(engine.Frame{Op: opComplete, A: 0})
	g3.Run()
	es = answer(t, g3, "ships")
	if !g3.S.Ops[0].ShipsFirst {
		t.Fatal("the choice is not kept")
	}
	if p := g3.port("mid"); p.Side != 0 || p.Beachhead != g3.S.Turn || logged(es, "naval.log.beachhead") != 1 {
		t.Fatalf("no beachhead at Midway: %+v", p)
	}
}

// 21.51, the land game's side of a beachhead (PortSpec.Reserve): Japan has
// taken Port Moresby (8 VP) with 1 factor left ashore; the Australians'
// reserve of 2 counterattacks at the end of the turn of the landing (2:1,
// +2; the port's DM 0, no beach +1): 5 + 6 + 2 wipes the beachhead out,
// Port Moresby is Allied again with the surviving reserve as garrison, and
// Japan loses the 8 VP. Rolled 1 + 2 + 2 instead, the reserve loses 1, and
// at 1:1 a 2 + 3 costs it the last: the beachhead holds. Without a reserve, or a
// reserve under 1:1, there is no counterattack.
func Test21_51_BeachheadCounterattack(t *testing.T) {
	setup := func() (*Game, *PortSpec) {
		g := testGame(t)
		g.S.Stack = nil
		p := g.port("pmy")
		p.Side, p.Garrison, p.Beachhead, p.TakenVP = 0, 1, g.S.Turn, 8
		g.S.VP[0] = 8
		if p.Reserve != 1 {
			t.Fatalf("Port Moresby's reserve is %d, want the scenario's 1", p.Reserve)
		}
		p.Reserve = 2
		return g, p
	}
	g, p := setup()
	g.LoadDice(5, 6)
	g.counterattacks()
	es := g.Flush()
	if rolls(es, "counterattack") != 1 || logged(es, "naval.log.retaken") != 1 {
		t.Fatal("one round retakes the port")
	}
	if p.Side != 1 || p.Garrison != 2 || p.Beachhead != 0 || g.S.VP[0] != 0 || p.Reserve != 0 {
		t.Fatalf("Port Moresby after the counterattack: %+v, VP %v", p, g.S.VP)
	}
	g, p = setup()
	g.LoadDice(1, 2, 2, 3)
	g.counterattacks()
	es = g.Flush()
	if rolls(es, "counterattack") != 2 || logged(es, "naval.log.beachheadholds") != 1 || p.Side != 0 || p.Garrison != 1 || g.S.VP[0] != 8 || p.Reserve != 0 {
		t.Fatalf("the beachhead holds: %+v, VP %v", p, g.S.VP)
	}
	g, p = setup()
	p.Garrison = 3
	g.counterattacks()
	if es := g.Flush(); logged(es, "naval.log.nocounter") != 1 || p.Side != 0 || p.Reserve != 0 {
		t.Fatal("2 against 3 is under 1:1: no counterattack, the reserve committed")
	}
	g, p = setup()
	p.Beachhead = g.S.Turn - 1
	g.counterattacks()
	if p.Side != 0 || p.Reserve != 2 {
		t.Fatal("only a beachhead made this turn is counterattacked")
	}
}

// The example of 21.5283: two 3-2 infantry invading with 36 bombarding
// fleet factors (6 + 12 = 18) attack a 2-3 armour on a beach (2 × 3 = 6):
// 3:1. On an exchange the attacker loses 6: both 3-2s, a 3-2 and 3 fleet
// factors, or 6 fleet factors, its choice: the ships may take every loss
// up to the bombardment's 12 factors.
func Test21_5283_BombardmentLossLimit(t *testing.T) {
	bomb := BombardFactors(36, 6)
	att := 6 + bomb
	if bomb != 12 || att != 18 || LandOddsDRM(att, 6) != LandOddsDRM(3, 1) || LandOddsDRM(att, 6) == LandOddsDRM(2, 1) {
		t.Fatalf("bombardment %d, attack %d: want 12 and 18, 3:1", bomb, att)
	}
	// The three ways to pay the 6: troops 6 + ships 0, 3 + 3, 0 + 6.
	for _, ships := range []int{0, 3, 6} {
		if ships > BombardLossCap(6, bomb) {
			t.Fatalf("%d fleet factors of the 6 lost: over the cap %d", ships, BombardLossCap(6, bomb))
		}
	}
	// The cap binds: a bombardment of 2 takes at most 2 of 6.
	if BombardLossCap(6, 2) != 2 || BombardLossCap(6, 0) != 0 || BombardFactors(36, 1) != 3 {
		t.Fatal("the caps (21.5283, 21.52: 3 × the invading factors)")
	}
}
