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
	b, a := g.landSupport(fo, 2)
	// Kongo 3, Hiei 3, the cruisers 4 carry nothing: 10 NF, +3; the five
	// DD factors carry the troops.
	if b != 3 || a != 0 {
		t.Fatalf("support %d/%d", b, a)
	}
	if b, _ := g.landSupport(fo, 1); b != 3 {
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
	es := g.Flush()
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
	if ok, _ := g.landBattle(fo, "mid", 2); ok {
		t.Fatal("5 against 9: no invasion")
	}
	es := g.Flush()
	if logged(es, "naval.log.landodds") != 1 || rolls(es, "land battle") != 0 {
		t.Fatal("the odds are checked before any roll (21.5122)")
	}
	g.port("mid").Garrison = 2
	g.LoadDice(1, 1, 1, 1)
	ok, left := g.landBattle(fo, "mid", 2)
	if ok || left != 0 || g.port("mid").Garrison != 2 {
		t.Fatalf("a 2 and a 2 (−2 DM, +2 odds): the invaders are thrown back; taken %v, left %d", ok, left)
	}
	if es := g.Flush(); logged(es, "naval.log.repulsed") != 1 {
		t.Fatal("no repulse logged (22.82)")
	}
	g.port("mid").Garrison = 0
	if ok, left := g.landBattle(fo, "mid", 2); !ok || left != 2 {
		t.Fatal("an empty target is an automatic win (21.51)")
	}
}
