package tactical

import "testing"

func sonarGame(t *testing.T, faces ...int) *Game {
	t.Helper()
	o := DefaultOptions()
	o.AdvancedSonar, o.Sonar, o.HiddenMovement = true, true, true
	return NewGame(testData(t), LoadedDice(faces...), mustPeriod(t, "Sp43"), o)
}

// [44] An Advanced sweep reaches boats at 25 ft and deeper in the 120°
// ahead of the bow, none deeper than 50 ft a hex to the boat's farther hex
// (the rule's own example, range 6 → 300 ft): a boat whose farther hex is
// 6 hexes dead ahead is swept at 25 and 300 ft, not at 0 or 350 ft, and
// not from astern.
func Test44_SweepArcAndContactDepth(t *testing.T) {
	for _, c := range []struct {
		facing Dir
		depth  int
		want   bool
	}{{Dir3, 100, true}, {Dir3, 25, true}, {Dir3, 300, true}, {Dir3, 350, false}, {Dir3, 0, false}, {Dir6, 100, false}} {
		g := sonarGame(t)
		mustShip(t, g, "E", "V1", "M20-B", c.facing, 2)
		g.AddSub("U", "VIIC", "G7e", MustHex("M26-B"), Dir3, c.depth)
		e, u := g.Vessel("E"), g.Vessel("U")
		if far := max(Distance(e.Bow, u.Bow), Distance(e.Bow, u.Stern())); far != 6 {
			t.Fatalf("farther hex %d", far)
		}
		if got := g.Sweepable(e, u); got != c.want {
			t.Errorf("facing %d, boat at %d ft: sweepable %v", c.facing, c.depth, got)
		}
	}
}

// [44] The sweep's range is the d66's row in the set's column (an ordinary
// set on 1x: 25 hexes; on 6x: 3, short of the boat 5 hexes off), rolled
// with rule 44; a sweep after a move
// of 4 hexes is refused (3 at most). The boat found is placed.
func Test44_SweepRangeBySet(t *testing.T) {
	g := sonarGame(t, 1, 4)
	mustShip(t, g, "E", "V1", "M20-B", Dir3, 2)
	g.AddSub("U", "VIIC", "G7e", MustHex("M26-B"), Dir3, 100)
	e, u := g.Vessel("E"), g.Vessel("U")
	u.Hidden = true
	if e.Sonar != "ordinary" {
		t.Fatalf("sonar %q", e.Sonar)
	}
	v, err := g.SonarSweep(e)
	must(t, err)
	if r := g.Dice.Log[0]; r.Kind != "d66" || r.Rule != "44" || r.Result != "0–25 hexes" || v != u || u.Hidden {
		t.Errorf("1x: %s %s %q, found %v", r.Kind, r.Rule, r.Result, v != nil)
	}
	g = sonarGame(t, 6, 1)
	mustShip(t, g, "E", "V1", "M20-B", Dir3, 2)
	g.AddSub("U", "VIIC", "G7e", MustHex("M26-B"), Dir3, 100)
	g.Vessel("U").Hidden = true
	if v, _ := g.SonarSweep(g.Vessel("E")); v != nil || g.Dice.Log[0].Result != "0–3 hexes" {
		t.Errorf("6x: %q, found %v (the boat is 5 hexes off)", g.Dice.Log[0].Result, v != nil)
	}
	g.Vessel("E").Speed = 4
	if _, err := g.SonarSweep(g.Vessel("E")); err == nil {
		t.Error("swept at speed 4")
	}
}

// [45] Advanced homing holds on a d66 at or under the value for the
// escort's speed (speed 1: 46), at 25 ft too; never above speed 3.
func Test45_AdvancedHomingBySpeed(t *testing.T) {
	for _, c := range []struct {
		speed, d66 int
		held       bool
	}{{1, 46, true}, {1, 51, false}, {0, 56, true}, {4, 11, false}} {
		g := sonarGame(t, c.d66/10, c.d66%10)
		mustShip(t, g, "E", "V1", "M20-B", Dir3, c.speed)
		g.AddSub("U", "VIIC", "G7e", MustHex("M26-B"), Dir3, 25)
		held, err := g.SonarHoming(g.Vessel("E"), g.Vessel("U"))
		must(t, err)
		if held != c.held || g.Dice.Log[0].Rule != "45" {
			t.Errorf("speed %d, %d: held %v (rule %s)", c.speed, c.d66, held, g.Dice.Log[0].Rule)
		}
	}
}
