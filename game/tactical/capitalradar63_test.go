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
		g := builtBattle(t, d, "design:"+c.period+";turns=10;convoy=6/slow;merchants=FR;escorts=Chacal,Richelieu;boats=VIIC/G7e")
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

// [63] One rule for a class's radar fit and its date everywhere: the
// Japanese escorts' Type 22 (ships.json radarFrom) was given only in a
// campaign fight, never in the rulebook's scenarios or the builder (a
// Matsu in an autumn 1944 built battle had none). For every class with a
// dated fit and every period, a ship put in play as the scenarios and the
// builder put it (AddShip) has radar exactly when a fight's counter of
// the class has it, whatever the counter's ASW; and the builder gives the
// Japanese escorts theirs from their dates.
func Test63_DatedRadarTheSameInScenariosBuilderAndFights(t *testing.T) {
	d := testData(t)
	dated := 0
	for _, id := range sortedKeys(d.Ships) {
		c := d.Ships[id]
		if c.RadarFrom == "" {
			continue
		}
		dated++
		for p := Period(0); p < 28; p++ {
			g := NewGame(d, LoadedDice(), p, DefaultOptions())
			v, err := g.AddShip("X", id, MustHex("M30-B"), Dir6)
			if err != nil {
				t.Fatal(err)
			}
			for asw := 0; asw <= 3; asw++ {
				if f := fitted(c, asw, p); f != (v.Radar != "") {
					t.Errorf("%s in %s: radar in a fight (ASW %d) %v, in a scenario or the builder %v", id, p, asw, f, v.Radar != "")
				}
			}
		}
	}
	if dated < 13 {
		t.Errorf("only %d classes with a dated radar fit", dated)
	}
	for _, c := range []struct {
		period string
		radar  map[string]bool
	}{
		{"Sp44", map[string]bool{"Matsu": false, "Akatsuki": true, "CH-28": false}},
		{"S44", map[string]bool{"Matsu": true, "Akatsuki": true, "CH-28": false}},
		{"F44", map[string]bool{"Matsu": true, "Akatsuki": true, "CH-28": true}},
	} {
		g := builtBattle(t, d, "design:"+c.period+";turns=10;convoy=6/slow;merchants=JP;escorts=Matsu,Akatsuki,CH-28;boats=Gato/Mk18")
		seen := 0
		for i := range g.B.Vessels {
			v := &g.B.Vessels[i]
			if want, ok := c.radar[v.Class]; ok {
				seen++
				if (v.Radar != "") != want {
					t.Errorf("built battle %s: %s radar %q, want %v", c.period, v.Class, v.Radar, want)
				}
			}
		}
		if seen != len(c.radar) {
			t.Fatalf("built battle %s: %d of the %d escorts", c.period, seen, len(c.radar))
		}
	}
}

// builtBattle sets up the battle the design string builds [55–63].
func builtBattle(t *testing.T, d *Data, design string) *Game {
	t.Helper()
	des, err := ParseDesign(design)
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
	return g
}
