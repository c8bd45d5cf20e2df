package tactical

import (
	"testing"
)

// [63] the capital ships' radar is dated by history (ships.json
// radarFrom): every capital class that carries a set says from when, and
// a ship of the class has it in a battle only from then, in the builder
// and in the rulebook's scenarios alike. Richelieu showed radar from her
// first period (spring 1940); she received it in New York in 1943.
func Test63_CapitalShipRadarByDate(t *testing.T) {
	d := testData(t)
	for _, id := range sortedKeys(d.Ships) {
		if c := d.Ships[id]; c.Role == Capital && c.Radar && c.RadarFrom == "" {
			t.Errorf("capital class %s carries radar with no date", id)
		}
	}
	radarIn := func(class, period string) bool {
		g := NewGame(d, LoadedDice(), mustPeriod(t, period), DefaultOptions())
		v, err := g.AddShip("X", class, MustHex("M30-B"), Dir6)
		if err != nil {
			t.Fatal(err)
		}
		return v.Radar != ""
	}
	for _, c := range []struct {
		class, before, from string
	}{
		{"Richelieu", "S43", "F43"}, {"Littorio", "S42", "F42"}, {"Shokaku", "Sp42", "S42"},
		{"ArkRoyal", "W40", "Sp40"}, {"QueenElizabeth", "W40", "Sp40"},
	} {
		if radarIn(c.class, c.before) || !radarIn(c.class, c.from) {
			t.Errorf("%s: radar in %s %v, in %s %v; want none, then fitted", c.class, c.before, radarIn(c.class, c.before), c.from, radarIn(c.class, c.from))
		}
	}
	for _, c := range []string{"Scharnhorst", "Bogue"} {
		if !radarIn(c, d.Ships[c].From) {
			t.Errorf("%s enters without her radar", c)
		}
	}
	if radarIn("Gangut", "S45") {
		t.Error("the Gangut class has radar")
	}
	// The builder: Richelieu with a French convoy in summer 1943, then in
	// autumn.
	for _, c := range []struct {
		period string
		radar  bool
	}{{"S43", false}, {"F43", true}} {
		des, err := ParseDesign("design:" + c.period + ";turns=10;convoy=6/slow;merchants=FR;escorts=Chacal,Richelieu;boats=VIIC/G7e")
		if err != nil {
			t.Fatal(err)
		}
		s, err := des.Scenario(d)
		if err != nil {
			t.Fatal(err)
		}
		g, err := SetUp(d, NewDice(nil), s, nil)
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for i := range g.B.Vessels {
			if v := &g.B.Vessels[i]; v.Class == "Richelieu" {
				found = true
				if (v.Radar != "") != c.radar {
					t.Errorf("built battle %s: Richelieu radar %q", c.period, v.Radar)
				}
			}
		}
		if !found {
			t.Fatalf("built battle %s: no Richelieu", c.period)
		}
	}
	// The scenarios: S6's Shokaku after the Coral Sea (spring 1942) has
	// none; S7's Ark Royal, Illustrious and Barham (autumn 1941) have theirs.
	_, ss := testScenarios(t)
	for _, c := range []struct {
		scen, ship string
		radar      bool
	}{{"S6", "Shokaku", false}, {"S7", "Ark Royal", true}, {"S7", "Illustrious", true}, {"S7", "Barham", true}} {
		g, err := SetUp(d, NewDice(nil), ss[c.scen], nil)
		if err != nil {
			t.Fatal(err)
		}
		if v := g.Vessel(c.ship); v == nil || (v.Radar != "") != c.radar {
			t.Errorf("%s: %s radar %v, want %v", c.scen, c.ship, v != nil && v.Radar != "", c.radar)
		}
	}
}
