package tactical

import (
	"strings"
	"testing"
)

// [50] Weather: by night a boat at 0–25 ft is seen within 4 hexes in clear
// weather, 2 in a storm; by day in a gale a boat at 25 ft is seen only
// within 4 hexes (always without the weather); a storm adds 2 to the radar
// d6 (a 3, "surface", becomes 5, "none").
func Test50_WeatherShortensSightingAndRadar(t *testing.T) {
	for _, w := range []Weather{"", Clear, Storm, Gale} {
		g := basicGame(t)
		g.B.Weather = w
		g.B.Options.Night = true
		mustShip(t, g, "E", "V1", "M30-B", Dir6, 2)
		g.AddSub("U", "VIIC", "G7a", MustHex("M26-B"), Dir6, 0) // its stern 3 hexes off
		night := g.Visible(g.Vessel("U"), []Hex{}, false, nil)
		if want := w == "" || w == Clear; night != want {
			t.Errorf("%q: boat 3 hexes off at night seen %v, want %v", w, night, want)
		}
		g.B.Options.Night = false
		g.Vessel("U").Bow = MustHex("M22-B")
		g.Vessel("U").Depth = 25
		day := g.Visible(g.Vessel("U"), []Hex{}, false, nil)
		if want := w != Gale; day != want {
			t.Errorf("%q: periscope 7 hexes off by day seen %v, want %v", w, day, want)
		}
	}
	for _, c := range []struct {
		w     Weather
		found bool
	}{{"", true}, {Storm, false}} {
		g := basicGame(t, 3)
		g.B.Weather = c.w
		e := mustShip(t, g, "E", "V1", "M30-B", Dir6, 2)
		e.Radar = "271"
		g.AddSub("U", "VIIC", "G7a", MustHex("M22-B"), Dir6, 0)
		g.Vessel("U").Hidden = true
		v, err := g.RadarSearch(g.Vessel("E"))
		if err != nil || (v != nil) != c.found {
			t.Errorf("%q: radar roll 3 found %v (%v), want %v", c.w, v != nil, err, c.found)
		}
	}
	m := newTestMatch(t, "S4", 7, "weather")
	if m.S.Battle.Weather == "" {
		t.Error("the weather switch rolled no weather")
	}
	if m2 := newTestMatch(t, "S4", 7); m2.S.Battle.Weather != "" {
		t.Error("weather rolled without the switch")
	}
}

// [49] Crews: with the switch every escort and boat has a crew, capital
// ships are novices, merchantmen have none; a professional escort's sonar
// roll is 2 better (a 5 at speed 0 with the Initial Echo, 6, finds nothing;
// 4 reaches 30 hexes).
func Test49_CrewsRolledAndSonar(t *testing.T) {
	for _, c := range []struct {
		crew Crew
		want int
	}{{"", 0}, {Novice, 0}, {Experienced, 15}, {Professional, 30}} {
		g, e := escortGame(t, 5)
		e.Speed, e.Crew = 0, c.crew
		if got, _ := g.SonarRange(e, Sweep); got != c.want {
			t.Errorf("%q crew, roll 5 at speed 0: %d hexes, want %d", c.crew, got, c.want)
		}
	}
	m := newTestMatch(t, "S7", 3, "crews")
	for _, v := range m.S.Battle.Vessels {
		switch role := m.G.Role(&v); {
		case v.Sub || role == Escort:
			if v.Crew == "" {
				t.Errorf("%s: no crew", v.ID)
			}
		case role == Capital:
			if v.Crew != Novice {
				t.Errorf("%s: crew %q, capital ships are novices", v.ID, v.Crew)
			}
		case v.Crew != "":
			t.Errorf("%s: merchant crew %q", v.ID, v.Crew)
		}
	}
	for _, v := range newTestMatch(t, "S7", 3).S.Battle.Vessels {
		if v.Crew != "" {
			t.Errorf("%s: crew %q without the switch", v.ID, v.Crew)
		}
	}
}

// [34] Advanced EP: (max − normal submerged) × 60, a VIIC's (3 − 1) × 60 =
// 120; a boat that spent EP last turn is held on a homing roll one worse
// (a 4 at speed 2 is "nothing"; with the EP use 3, 0–15 hexes).
func Test34_AdvancedEPAndHoming(t *testing.T) {
	m := newTestMatch(t, "S4", 1, "advanced-ep")
	for _, v := range m.S.Battle.Vessels {
		if v.Sub && !v.Automated && v.EP != (m.G.SubClass(&v).MaxSubmerged-m.G.SubClass(&v).NormalSubmerged)*60 {
			t.Errorf("%s: EP %d", v.ID, v.EP)
		}
	}
	for _, on := range []bool{false, true} {
		g, e := escortGame(t, 4)
		g.B.Options.AdvancedEP = on
		g.B.Turn = 5
		u, _ := g.AddSub("U", "VIIC", "G7a", MustHex("N26-B"), Dir6, 100)
		u.EPTurn = 4
		held, err := g.SonarHoming(e, u)
		if err != nil || held != on {
			t.Errorf("advanced EP %v: homing roll 4 held %v (%v)", on, held, err)
		}
	}
}

// torpedoAt puts a torpedo fired last turn one hex before h, heading d.
func torpedoAt(g *Game, typ string, h Hex, d Dir, shallow bool) {
	g.B.Torpedoes = append(g.B.Torpedoes, Torpedo{N: 1, Type: typ, Owner: "U", Hex: h.Neighbour(d.Reverse()), Heading: d, Fired: g.B.Turn - 1, Run: 8, Shallow: shallow})
}

// [40] Evasion: a merchantman (top speed 1–4) facing a steam torpedo turns
// on a d66 of 31 or more; its stern swings out of the torpedo's hex and it
// is not hit; intact, the plotted ship returns to its spot. Without the
// switch the torpedo tries to hit.
func Test40_EvasionTurnsAway(t *testing.T) {
	for _, on := range []bool{false, true} {
		g := basicGame(t, 3, 1, 1, 1, 1, 1)
		g.B.Turn = 3
		g.B.Options.Evasion = on
		c := mustShip(t, g, "C", "C-2", "M24-B", Dir2, 2)
		stern := c.Stern()
		torpedoAt(g, "G7a", stern, Dir1, true)
		g.RunTorpedoes()
		g.endEvasions()
		c = g.Vessel("C")
		tried := len(g.Dice.Log) > 0 && strings.Contains(g.Dice.Log[0].Purpose, "hits C")
		if on == tried {
			t.Errorf("evasion %v: first roll %+v", on, g.Dice.Log)
		}
		if on && (c.Damage != 0 || c.Bow != MustHex("M24-B") || c.Facing != Dir2) {
			t.Errorf("evasion: C at %s facing %d, damage %d", c.Bow, c.Facing, c.Damage)
		}
	}
}

// [51] Acoustic torpedoes: an armed T5 entering a hex next to an escort
// under way detonates on it (no hit roll; d6 1 is a dud) and the escort is
// dead in the water at least; without the switch it runs past. A boat
// carries them (a quarter of its load, stern tube first) and the plot
// offers the acoustic shot.
func Test51_AcousticTorpedoHomes(t *testing.T) {
	for _, on := range []bool{false, true} {
		g := basicGame(t, 5, 1, 1, 1)
		g.B.Turn = 3
		g.B.Options.Acoustic = on
		e := mustShip(t, g, "E", "Flower", "M24-B", Dir2, 3)
		// The torpedo runs along the row beside the escort, never into it.
		h := e.Bow.Neighbour(Dir6).Neighbour(Dir6)
		torpedoAt(g, "T5", h, Dir3, false)
		g.RunTorpedoes()
		e = g.Vessel("E")
		if hit := e.DIW || e.Sunk; hit != on {
			t.Errorf("acoustic %v: escort hit %v (damage %d), log %v", on, hit, e.Damage, g.B.Notes)
		}
	}
	m := newTestMatch(t, "S10", 2, "acoustic")
	var boat *Vessel
	for i := range m.S.Battle.Vessels {
		if m.S.Battle.Vessels[i].Sub {
			boat = &m.S.Battle.Vessels[i]
		}
	}
	if boat == nil || boat.AcousticTube(m.G.Data) < 0 {
		t.Fatalf("S10 with acoustic torpedoes: no acoustic tube in %+v", boat)
	}
	found := false
	for _, o := range m.Prompt().Options {
		found = found || o.Key == "acoustic"
	}
	if m.Prompt().Kind == KindSubPlot && !found {
		t.Errorf("the plot offers no acoustic shot: %+v", m.Prompt().Options)
	}
}

// newTestMatch starts a scenario (run to its first decision) with options.
func newTestMatch(t *testing.T, scen string, seed uint64, opts ...string) *Match {
	t.Helper()
	g, err := testSystem(t).New(rec(scen, seed, opts...))
	if err != nil {
		t.Fatal(err)
	}
	m := g.(*Match)
	if _, err := m.Start(); err != nil {
		t.Fatal(err)
	}
	return m
}
