package tactical

import "testing"

// nightGame: a night game in W'42 with hidden movement and the Advanced
// night visual table [47] on (as asked), a Japanese Akatsuki without
// radar at M10-B and a boat seven hexes off at the given depth.
func nightGame(t *testing.T, on bool, depth int, faces ...int) (*Game, *Vessel) {
	t.Helper()
	o := DefaultOptions()
	o.Night, o.HiddenMovement, o.NightVisual47 = true, true, on
	g := NewGame(testData(t), LoadedDice(faces...), mustPeriod(t, "W42"), o)
	mustShip(t, g, "E", "Akatsuki", "M10-B", Dir3, 2)
	g.AddSub("U", "Gato", "Mk14", MustHex("M17-B"), Dir6, depth)
	u := g.Vessel("U")
	if d := SearchDistance(g.Vessel("E"), u); d != 7 {
		t.Fatalf("distance %d", d)
	}
	return g, u
}

// [47] At night an escort without radar rolls its lookouts' range: a
// coloured 2 (Japanese lookouts −1: row 1) sees a surfaced boat within 10
// hexes and one at 25 ft within 5, so the surfaced boat seven hexes off is
// placed and the periscope is not; under the Basic rule [21.4] neither is
// (4 hexes). The roll is logged with its rule.
func Test47_NightVisualTable(t *testing.T) {
	for _, c := range []struct {
		on    bool
		depth int
		seen  bool
	}{{true, 0, true}, {true, 25, false}, {false, 0, false}, {false, 25, false}} {
		g, u := nightGame(t, c.on, c.depth, 2, 4)
		g.PhaseEnd()
		if u.Hidden == c.seen {
			t.Errorf("switch %v, %d ft: seen %v, want %v", c.on, c.depth, !u.Hidden, c.seen)
		}
		rolled := false
		for _, r := range g.Dice.Log {
			if r.Rule == "47" {
				rolled = true
				if r.Kind != "d66" || r.Total != 14 || r.Raw != 24 {
					t.Errorf("the lookout roll: %s raw %d total %d", r.Kind, r.Raw, r.Total)
				}
			}
		}
		if rolled != c.on {
			t.Errorf("switch %v: rolled %v", c.on, rolled)
		}
		if g.sight != nil {
			t.Error("the phase's ranges outlive it")
		}
	}
}

// [47, 50] The weather moves the coloured die as on the radar table: the
// same 2 in a gale (+3, −1 lookouts: row 4) sees a surfaced boat within 5
// hexes only: the boat seven off stays hidden. By day nothing is rolled.
func Test47_NightVisualWeatherAndDay(t *testing.T) {
	g, u := nightGame(t, true, 0, 2, 4)
	g.B.Weather = Gale
	g.PhaseEnd()
	if !u.Hidden {
		t.Error("a gale: the boat seven hexes off is seen")
	}
	if g.Data.Tables.Visual47.Rows[3][0] >= 7 {
		t.Fatal("the table's row 4 reaches the boat: the test needs another distance")
	}
	g, u = nightGame(t, true, 0, 2, 4)
	g.B.Options.Night = false
	g.PhaseEnd()
	for _, r := range g.Dice.Log {
		if r.Rule == "47" {
			t.Error("a lookout roll by day")
		}
	}
	if u.Hidden {
		t.Error("by day a surfaced boat is seen [21.4]")
	}
}

// [47] Escorts with radar do not roll: their night search is the radar's.
func Test47_RadarEscortsDoNotRoll(t *testing.T) {
	g, _ := nightGame(t, true, 0, 2, 4)
	g.Vessel("E").Radar = "1.5m"
	g.PhaseEnd()
	for _, r := range g.Dice.Log {
		if r.Rule == "47" {
			t.Error("a radar escort rolled the night visual table")
		}
	}
}
