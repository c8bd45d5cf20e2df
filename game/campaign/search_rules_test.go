package campaign

import (
	"encoding/json"
	"strings"
	"testing"

	"periscope/game/engine"
)

// Search and contact [13], endurance [14.7], encounters [15.4], home and
// virgin waters [30.1], [30.5].

// [13.21] Every AAC modifier, logged on the roll.
func Test13_21_AACModifiers(t *testing.T) {
	g := combatGame(t, 3, "1941-06", 1)
	s := atSea(g, "U-47", "mid-ocean")                                            // mid-ocean is virgin until period 2 in the fixture: not now
	g.S.BDienst, g.S.Enigma = 2, 2                                                // +4, clamped to +3 [7.34]
	g.S.Intel.BDienstArea = "mid-ocean"                                           // +1 [7.11]
	g.S.Aircraft = []AirState{{ID: "fw200-1", Base: "france", Area: "mid-ocean"}} // +1 [7.51]
	s.Spotted, s.JoinFailedIn, s.Inexp = true, "mid-ocean", 1                     // −1, −3, −1
	g.S.Intel.Weather = []Weather{{Area: "mid-ocean", Pressure: 990}}             // −2
	g.LoadDice(9)
	drive(t, g, Frame{Op: opSubSearch, Sub: "U-47"})
	p := wantPrompt(t, g, "search")
	for _, want := range []string{"+1 B-Dienst area", "+3 B-Dienst + Enigma levels", "+1 recon aircraft", "-1 spotted", "-3 failed to join a wolfpack", "-1 inexperienced crew", "-2 990 mb weather"} {
		if !strings.Contains(p.Options[0].Detail, want) {
			t.Errorf("search detail lacks %q: %s", want, p.Options[0].Detail)
		}
	}
	es := answer(t, g, "search")
	r := rollOf(t, es, "AAC search roll in Mid-Ocean")
	if r.Roll.Total != 9+1+3+1-1-3-1-2 {
		t.Errorf("AAC roll %v, want 9 +1 +3 +1 −1 −3 −1 −2 = 7", r.Roll)
	}
}

// [13.21] Virgin waters +2 [30.51], Italian boats in northern waters −1
// [30.82]; spotted costs nothing before period 3 [23.0].
func Test30_51_VirginAndItalianWeather(t *testing.T) {
	g := combatGame(t, 1, "1939-11", 1)
	s := atSea(g, "Faa-di-Bruno", "mid-ocean") // virgin in period 1 (non-virgin from 2)
	s.Spotted = true
	mods := modText(g.aacMods(s, "mid-ocean"))
	if !strings.Contains(mods, "+2 virgin waters") || strings.Contains(mods, "spotted") {
		t.Errorf("mods %s: want +2 virgin, no spotted penalty in period 1", mods)
	}
	g.PutAtSea(s, "greenland-gap", Operating, Patrol)
	if mods := modText(g.aacMods(s, "greenland-gap")); !strings.Contains(mods, "-1 Italian boat in northern waters") {
		t.Errorf("mods %s: want the [30.82] −1 in the Greenland Gap", mods)
	}
}

// [30.51] In virgin waters a convoy becomes lone contacts; after the first
// week of searching the area is normal [30.52].
func Test30_51_VirginConvoyBecomesLone(t *testing.T) {
	g := combatGame(t, 1, "1939-11", 1)
	atSea(g, "U-47", "mid-ocean")
	// AAC 7 +2 virgin = 9 → red; contact 5 +3 = 8 → a convoy code.
	g.LoadDice(7, 5)
	drive(t, g, Frame{Op: opSubSearch, Sub: "U-47"})
	es := answer(t, g, "search")
	wantLog(t, es, "the contact becomes a lone contacts (virgin waters [30.51])")
	if !containsStr(g.S.Searched, "mid-ocean") {
		t.Fatal("the search must be recorded for [30.52]")
	}
	stepTurnStart(g, &Frame{})
	if g.IsVirgin("mid-ocean") {
		t.Error("mid-ocean is still virgin the week after it was searched")
	}
}

// [13.21] A natural 0 on a white box in an area with a sub icon rolls
// again; a second 0 is a sub-vs-sub fight [14.6].
func Test13_21_EnemySubTest(t *testing.T) {
	g := combatGame(t, 1, "1939-11", 1)
	atSea(g, "U-47", "western-approaches") // row "wwggoobbbr", sub icon
	// AAC 0 → white; second 0 → enemy sub; who sees first 7 → U-47;
	// torpedo hit 9 (miss).
	g.LoadDice(0, 0, 7, 9)
	drive(t, g, Frame{Op: opSubSearch, Sub: "U-47"})
	es := answer(t, g, "search")
	wantLog(t, es, "enemy submarine check [13.21]: 0 (0 = enemy submarine: an enemy submarine)", "U-47 meets the T class submarine", "U-47 sees the T class submarine first")
}

// The search odds are exact: enumerating every die through the engine
// gives the same frequencies.
func Test13_2_SearchOddsAreExact(t *testing.T) {
	cases := []struct {
		name  string
		area  string
		setup func(g *Game, s *Sub)
	}{
		{"plain", "north-sea", nil},
		{"b-dienst lines", "north-sea", func(g *Game, s *Sub) {
			g.S.Intel.BDienstArea, g.S.Intel.BDienstTF, g.S.Intel.BDienstSpec, g.S.Intel.BDienstNat = "north-sea", []int{0, 1}, []int{2, 3, 4}, "UK"
		}},
		{"event override", "sw-approaches", func(g *Game, s *Sub) {
			g.S.Overrides = append(g.S.Overrides, Override{Op: "contact", Area: "sw-approaches", Value: 1, Count: 4, Nation: "UK"})
		}},
		{"virgin", "mid-ocean", nil},
		{"sub icon, spotted", "western-approaches", func(g *Game, s *Sub) { s.Spotted = true; s.Inexp = 1 }},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := combatGame(t, 1, "1939-11", 1)
			s := atSea(g, "U-47", tc.area)
			if tc.setup != nil {
				tc.setup(g, s)
			}
			odds := map[string]float64{}
			for _, o := range g.searchOdds(g.planSearch(s, &Frame{Sub: s.ID})) {
				odds[o.Outcome] = o.P
			}
			got := map[string]float64{}
			for r1 := 0; r1 < 10; r1++ {
				for r2 := 0; r2 < 10; r2++ {
					for r3 := 0; r3 < 10; r3++ {
						for r4 := 0; r4 < 10; r4++ {
							g.UnloadDice()
							g.LoadDice(r1, r2, r3, r4)
							o := g.rollContact(s, g.planSearch(s, &Frame{Sub: s.ID}), g.govOf(s.Area))
							g.Flush()
							got[kindLabel(o.Kind)] += 0.0001
						}
					}
				}
			}
			g.UnloadDice()
			for k, v := range got {
				if !near(v, odds[k]) && v-odds[k] > 1e-6 || odds[k]-v > 1e-6 {
					t.Errorf("%s: frequency %v, odds %v (all: %v vs %v)", k, v, odds[k], got, odds)
				}
			}
		})
	}
}

// [13.22] The contact roll: green −1, blue +1, red +3; clamped to 0–11.
func Test13_22_ContactModifiersAndClamp(t *testing.T) {
	g := combatGame(t, 1, "1939-11", 1)
	s := atSea(g, "U-47", "north-sea")
	// AAC 8 → red (+3): 9 + 3 = 12 → clamped to 11.
	g.LoadDice(8, 9)
	drive(t, g, Frame{Op: opSubSearch, Sub: "U-47"})
	es := answer(t, g, "search")
	r := rollOf(t, es, "contact table")
	if r.Roll.Total != 11 || !r.Roll.Clamped {
		t.Errorf("contact roll %v, want 9 + 3 clamped to 11", r.Roll)
	}
	_ = s
	// AAC 2 → green (−1): 0 − 1 → clamped to 0: no contact (endurance −1).
	// (The Greenland Gap: no home-waters second search.)
	g = combatGame(t, 1, "1939-11", 2)
	s = atSea(g, "U-47", "greenland-gap")
	g.LoadDice(2, 0, 0)
	drive(t, g, Frame{Op: opSubSearch, Sub: "U-47"})
	es = answer(t, g, "search")
	if r := rollOf(t, es, "contact table"); r.Roll.Total != 0 || !r.Roll.Clamped {
		t.Errorf("contact roll %v, want 0 − 1 clamped to 0", r.Roll)
	}
	if !s.NoShips {
		t.Error("no contact must give the endurance −1 [13.21]")
	}
	if r := rollOf(t, es, "endurance"); !strings.Contains(r.Text, "-1 found no ships") {
		t.Errorf("endurance %s: want −1 found no ships", r.Text)
	}
}

// [13.1] Lying low: Spotted removed, endurance at −2, no experience; [15.21]
// lying low and RTB: no endurance check.
func Test13_1_LieLow(t *testing.T) {
	g := combatGame(t, 3, "1941-06", 1)
	s := atSea(g, "U-47", "north-sea")
	s.Spotted, s.NoShips = true, true
	g.LoadDice(5)
	drive(t, g, Frame{Op: opSubSearch, Sub: "U-47"})
	es := answer(t, g, "lie-low")
	if s.Spotted || !s.Patrol.Skipped {
		t.Error("lying low removes Spotted and blocks experience [8.12]")
	}
	r := rollOf(t, es, "endurance")
	if len(r.Roll.Mods) != 1 || r.Roll.Mods[0].Value != -2 {
		t.Errorf("endurance mods %v: only the worst negative (−2) applies [14.7]", r.Roll.Mods)
	}
	g = combatGame(t, 3, "1941-06", 1)
	s = atSea(g, "U-47", "north-sea")
	drive(t, g, Frame{Op: opSubSearch, Sub: "U-47"})
	es = answer(t, g, "lie-low-rtb")
	// It stays in Operating: the transit phase moves it home this turn [15.21].
	if !s.RTB || s.Side != Transit || s.Section != Operating || !s.Patrol.VoluntaryRTB {
		t.Errorf("lie low and RTB: %+v", s)
	}
	for _, e := range es {
		if e.Roll != nil && e.Roll.Purpose == "endurance" {
			t.Error("no endurance check after a voluntary RTB [15.21]")
		}
	}
}

// [14.7] Endurance: Endurance × torpedo value; negatives not cumulative,
// positives add; U-tankers never get the negatives.
func Test14_7_Endurance(t *testing.T) {
	g := combatGame(t, 1, "1939-11", 1)
	s := atSea(g, "U-5", "north-sea") // IIA Endurance 1, Inexp
	s.SkippedSrch, s.NoShips, s.GunOnly, s.Damage, s.LaidMines = true, true, true, 1, true
	g.S.G7 = -1
	if n := g.enduranceNumber(s); n != 3 {
		t.Fatalf("Endurance 1 × G7 −1 → %d, want 3", n)
	}
	if got := modText(g.enduranceMods(s)); got != "(-2 lay low, +1 damaged, +1 laid a minefield, +1 inexperienced crew)" {
		t.Errorf("endurance mods %s", got)
	}
	g.LoadDice(2) // 2 − 2 + 3 = 3 ≤ 3: stays
	drive(t, g, Frame{Op: opSubEndurance, Sub: "U-5"})
	if s.RTB || s.Section != Done {
		t.Errorf("U-5 should pass: %+v", s)
	}
	g.LoadDice(3) // 4 > 3: RTB
	s.Section = Operating
	drive(t, g, Frame{Op: opSubEndurance, Sub: "U-5"})
	if !s.RTB || s.Side != Transit {
		t.Error("U-5 should RTB on 4 > 3")
	}
	tk := atSea(g, "U-459", "mid-ocean")
	tk.NoShips = true
	if got := modText(g.enduranceMods(tk)); got != "(no modifiers)" {
		t.Errorf("U-tanker endurance mods %s: no negatives [21.33]", got)
	}
}

// [13.22] A damaged boat may decline a convoy: no combat, no endurance −1.
func Test13_22_DamagedMayDecline(t *testing.T) {
	g := combatGame(t, 1, "1939-11", 1)
	s := atSea(g, "U-47", "greenland-gap")
	s.Damage = 1
	g.LoadDice(8, 5, 9)
	drive(t, g, Frame{Op: opSubSearch, Sub: "U-47"})
	answer(t, g, "search")
	wantPrompt(t, g, "decline-convoy")
	es := answer(t, g, "decline")
	if s.NoShips {
		t.Error("declining is no contact without the −1 [13.22]")
	}
	if r := rollOf(t, es, "endurance"); strings.Contains(r.Text, "found no ships") {
		t.Errorf("endurance %s must not have the −1", r.Text)
	}
}

// [30.1] Home waters: lone contacts or nothing, not sortied: a second
// search; one endurance check after all [30.12].
func Test30_1_HomeWatersSecondSearch(t *testing.T) {
	g := combatGame(t, 1, "1939-11", 1)
	s := atSea(g, "U-47", "north-sea")
	g.LoadDice(0, 5) // AAC 0 → white: no contact (no sub icon in the North Sea)
	drive(t, g, Frame{Op: opSubSearch, Sub: "U-47"})
	answer(t, g, "search")
	p := wantPrompt(t, g, "search-again")
	if p.Rule != "30.11" {
		t.Errorf("rule %s", p.Rule)
	}
	g.LoadDice(1, 5) // white again, then the endurance roll
	es := answer(t, g, "search")
	n := 0
	for _, e := range es {
		if e.Roll != nil && e.Roll.Purpose == "endurance" {
			n++
		}
	}
	if n != 1 || !s.NoShips {
		t.Errorf("%d endurance checks (want 1, after both searches); NoShips %v", n, s.NoShips)
	}
	// Not after sortieing, nor from the nearby hunting grounds.
	g = combatGame(t, 1, "1939-11", 1)
	s = atSea(g, "U-47", "north-sea")
	s.Sortied = true
	g.LoadDice(0, 5)
	drive(t, g, Frame{Op: opSubSearch, Sub: "U-47"})
	answer(t, g, "search")
	if g.Prompt() != nil && g.Prompt().Kind == "search-again" {
		t.Error("no second search the week the boat sortied [30.1]")
	}
}

// [15.4] Transit encounters: engage or pass [15.44]; out of torpedoes for
// RTB boats on 0–5 [15.43]; sub vs sub at once on a natural 0 with a sub
// icon, at −2 [15.45].
func Test15_4_Encounters(t *testing.T) {
	g := combatGame(t, 1, "1939-11", 1)
	s := atSea(g, "U-47", "north-sea")
	s.RTB, s.Side = true, Transit
	g.LoadDice(8, 5, 3) // red, convoy; torpedoes roll 3 → out
	drive(t, g, Frame{Op: opSubSearch, Sub: "U-47", A: SearchEncounter | SearchRTB})
	p := wantPrompt(t, g, "encounter")
	if !strings.Contains(p.Options[0].Detail, "out of torpedoes") {
		t.Errorf("engage detail %q", p.Options[0].Detail)
	}
	answer(t, g, "pass")
	if g.S.Combat != nil || s.Section != Operating {
		t.Error("passing leaves the boat moving on, no combat")
	}
	// [15.45]
	g = combatGame(t, 1, "1939-11", 1)
	s = atSea(g, "U-47", "western-approaches")
	s.Side = Transit
	g.LoadDice(0, 5, 9) // natural 0, sub icon: at once; sees first 5 − 2 = 3 → enemy; miss
	es := drive(t, g, Frame{Op: opSubSearch, Sub: "U-47", A: SearchEncounter})
	wantLog(t, es, "natural 0 with a sub icon: an enemy submarine at once")
	if r := rollOf(t, es, "who sees first"); r.Roll.Total != 3 {
		t.Errorf("who sees first %v, want 5 − 2", r.Roll)
	}
}

// [13.23] Coastal traffic: unnamed merchants at Defense −2 and 1t.
func Test13_23_CoastalTraffic(t *testing.T) {
	g := combatGame(t, 1, "1939-11", 1)
	atSea(g, "U-47", "north-sea")
	c := board(t, g, "single", "north-sea", [][]unit{{{typ: "m-2-0", up: true, has: true, tdc: 0, cup: "single"}}}, map[string]int{"U-47": 0})
	c.Coastal = true
	u := unitOf(t, g, "m-2-0")
	th, why := g.targetTotal(c.Boat("U-47"), u, false)
	if th != 0 || !strings.Contains(why, "Defense 2 −2 coastal") {
		t.Errorf("coastal target total %s = %s, want Defense 0", halfText(th), why)
	}
	if g.displayTons(u) != 1 {
		t.Errorf("coastal merchant scores %d kt, want 1", g.displayTons(u))
	}
}

func TestSearchOptionsAreStable(t *testing.T) {
	// A prompt rebuilt on re-entry must be identical (the step machine's rule).
	g := combatGame(t, 2, "1940-08", 3)
	atSea(g, "U-47", "north-sea")
	drive(t, g, Frame{Op: opSubSearch, Sub: "U-47"})
	// As JSON: the prompt's messages are pointers, equal by content.
	ja, _ := json.Marshal(g.Prompt())
	a := string(ja)
	g2 := combatGame(t, 2, "1940-08", 3)
	atSea(g2, "U-47", "north-sea")
	drive(t, g2, Frame{Op: opSubSearch, Sub: "U-47"})
	if jb, _ := json.Marshal(g2.Prompt()); a != string(jb) {
		b := string(jb)
		t.Errorf("same state, different prompts:\n%s\n%s", a, b)
	}
	if _, err := g.Apply(engine.Split(1)); err == nil {
		t.Error("a split for a pick prompt must be refused")
	}
}
