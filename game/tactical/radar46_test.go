package tactical

import (
	"testing"
)

// radarGame: a Basic game in period with the Advanced radar [46] (and the
// snort [33]) on, a British V type 1 (radar) at M10-B and a hidden VIIC at
// 25 ft twenty hexes off.
func radarGame(t *testing.T, period string, faces ...int) (*Game, *Vessel, *Vessel) {
	t.Helper()
	o := DefaultOptions()
	o.AdvancedRadar, o.Snort, o.HiddenMovement = true, true, true
	g := NewGame(testData(t), LoadedDice(faces...), mustPeriod(t, period), o)
	mustShip(t, g, "E", "V1", "M10-B", Dir3, 2)
	g.AddSub("U", "VIIC", "G7e", MustHex("M30-B"), Dir6, 25)
	u := g.Vessel("U")
	u.Hidden = true
	if d := SearchDistance(g.Vessel("E"), u); d < 18 || d > 22 {
		t.Fatalf("distance %d", d)
	}
	return g, g.Vessel("E"), u
}

// [46] The set is the newest the nation has in service: Britain's metric
// set until W'43, the 10 cm set, the 3 cm from F'44; Germany metric only.
func Test46_RadarSetByPeriod(t *testing.T) {
	for _, c := range []struct{ period, want string }{{"S41", "1.5m"}, {"Sp43", "10cm"}, {"S44", "10cm"}, {"F44", "3cm"}} {
		g, e, _ := radarGame(t, c.period)
		if got := g.RadarSet(e); got != c.want {
			t.Errorf("UK in %s: %s, want %s", c.period, got, c.want)
		}
	}
}

// [46] A 3 cm set finds a snorting boat at half its range: rolled 1x (60
// hexes) it reaches 30 and finds the boat 20 hexes off; the same boat not
// snorting shows only its periscope (a fifth: 12 hexes) and is not found;
// a 10 cm set (50 hexes) finds a snort head only within 10.
func Test46_ThreeCentimetreRadarFindsASnort(t *testing.T) {
	for _, c := range []struct {
		period  string
		snort   bool
		surface bool
		found   bool
	}{
		{"F44", true, false, true},
		{"F44", false, false, false},
		{"S44", true, false, false},
		{"S44", false, true, true},
	} {
		g, e, u := radarGame(t, c.period, 1, 3)
		if c.snort {
			u.SnortTurn = g.B.Turn
		}
		if c.surface {
			u.Depth = 0
		}
		v, err := g.RadarSearch(e)
		must(t, err)
		if (v != nil) != c.found {
			t.Errorf("%s, snorting %v, surfaced %v: found %v", c.period, c.snort, c.surface, v != nil)
		}
		if r := g.Dice.Log[0]; r.Kind != "d66" || r.Rule != "46" {
			t.Errorf("logged %s rule %s", r.Kind, r.Rule)
		}
		if u.Hidden == c.found {
			t.Errorf("%s: the boat found %v but hidden %v", c.period, c.found, u.Hidden)
		}
	}
}

// [46] Crew and weather move the coloured die: a 1x with a gale (+3) reads
// row 4 (3 cm: 40 hexes, a snort head at 20: found at 20).
func Test46_WeatherOnTheColouredDie(t *testing.T) {
	g, e, u := radarGame(t, "F44", 1, 1)
	g.B.Weather = Gale
	u.SnortTurn = g.B.Turn
	v, err := g.RadarSearch(e)
	must(t, err)
	if r := g.Dice.Log[0]; r.Total != 41 || r.Result != "range 40" {
		t.Errorf("11 in a gale: total %d, %q", r.Total, r.Result)
	}
	if v == nil && SearchDistance(e, u) <= 20 {
		t.Errorf("a snort head %d hexes off not found at 20", SearchDistance(e, u))
	}
}

// [45] A boat that snorted at 2 hexes or more last turn is heard: the
// homing roll takes −1 (fast snort) and holds it at 25 ft; at 1 hex it is
// not a fast snort and a boat at 25 ft is not held.
func Test45_FastSnortHoming(t *testing.T) {
	for _, speed := range []int{2, 1} {
		o := DefaultOptions()
		o.Snort, o.Sonar = true, true
		g := NewGame(testData(t), LoadedDice(1, 1, 1, 1), mustPeriod(t, "F44"), o)
		mustShip(t, g, "E", "V1", "M28-B", Dir3, 1)
		g.AddSub("U", "VIIC", "G7e", MustHex("M30-B"), Dir6, 25)
		u := g.Vessel("U")
		u.SnortTurn, u.Speed = g.B.Turn, speed
		held, err := g.SonarHoming(g.Vessel("E"), u)
		must(t, err)
		fast := false
		for _, r := range g.Dice.Log {
			for _, m := range r.Mods {
				fast = fast || m.Reason == "fast snort"
			}
		}
		if fast != (speed >= 2) || held != (speed >= 2) {
			t.Errorf("snorting at %d: fast-snort modifier %v, held %v", speed, fast, held)
		}
	}
}
