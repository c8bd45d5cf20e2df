package campaign

import (
	"os"
	"strings"
	"testing"

	"periscope/game/data"
	"periscope/game/engine"
)

// [7.4] B: each low-pressure system is placed by a d10 on the season's
// column, June–November or December–May, and [7.4] C rolls the strength
// for the area the location roll named. Issue 14 (item 15) saw a weather
// roll for the Guiana Basin on U-47's North Sea patrol: it is U-47 seed 4,
// week 2 of October 1939 (the scenario's first turn, before any decision), where the location die shows 1, and the rule's
// June–November column names the "Guyana Basin" for a 1. The test checks
// the Atlantic data's table cell by cell against the rule's, then that the
// seed's location roll, strength roll and marker are all for the area the
// rule's cell names (and that the same face in December names the
// Norwegian Sea, the winter column's).
func Test7_4_WeatherRollIsForTheAreaTheRuleNames(t *testing.T) {
	th, err := data.Load(os.DirFS("../../assets/data"), "atlantic")
	if err != nil {
		t.Fatal(err)
	}
	// The rule's table, d10 0–9 (the rule's names as our area ids).
	summer := []string{"south-africa", "guiana-basin", "caribbean", "gulf-of-mexico", "us-east-coast", "bermuda", "maritimes", "grand-banks", "greenland-gap", "western-approaches"}
	winter := []string{"north-sea", "norwegian-sea", "barents-sea", "western-approaches", "western-approaches", "sw-approaches", "greenland-gap", "grand-banks", "maritimes", "south-africa"}
	wt := th.Tables.Weather
	for d := 0; d < 10; d++ {
		if d >= len(wt.Summer) || wt.Summer[d] != summer[d] || d >= len(wt.Winter) || wt.Winter[d] != winter[d] {
			t.Fatalf("d10 %d: the data's table says %v / %v, the rule's %s / %s", d, wt.Summer, wt.Winter, summer[d], winter[d])
		}
	}
	for m := 1; m <= 12; m++ {
		if got, want := containsInt(wt.SummerMonths, m), m >= 6 && m <= 11; got != want {
			t.Errorf("month %d in the June–November column: %v", m, got)
		}
	}

	g, err := New(th, engine.Record{System: SystemID, Theatre: th.ID, Scenario: "u47-scapa-flow", Seed: 4})
	if err != nil {
		t.Fatal(err)
	}
	log, err := g.Start()
	if err != nil {
		t.Fatal(err)
	}
	var loc, str *engine.Entry
	var low *engine.Event
	for i := range log {
		e := &log[i]
		switch {
		case e.Kind == "roll" && e.Rule == "7.4" && strings.HasPrefix(e.Roll.Purpose, "weather location"):
			loc = e
		case e.Kind == "roll" && e.Rule == "7.4" && strings.HasPrefix(e.Roll.Purpose, "weather strength"):
			str = e
		case e.Event != nil && e.Event.Type == "weather":
			low = e.Event
		}
		if low != nil {
			break
		}
	}
	if loc == nil || str == nil || low == nil {
		t.Fatalf("seed 4 formed no low in its first turn (location %v, strength %v, marker %v)", loc, str, low)
	}
	face := loc.Roll.Total
	if face != 1 {
		t.Fatalf("seed 4's location die shows %d, the reproduction needs the 1", face)
	}
	if want := summer[face]; low.Area != want || !strings.Contains(str.Roll.Purpose, g.areaName(want)) {
		t.Errorf("October, d10 %d: the rule names %s; the strength roll is %q and the marker on %s", face, want, str.Roll.Purpose, low.Area)
	}
	if !strings.Contains(loc.Text, "June–November") {
		t.Errorf("October is in the rule's June–November column: %q", loc.Text)
	}
	// The same face in a winter month names the winter column's area.
	wg := newGameOn(t, variant(t, func(th *data.Theatre) {
		sc := scenarioOf(th, "patrol")
		sc.Start, sc.End, sc.EndWeek = "1939-12", "1939-12", 1
	}), "patrol", 1)
	var got []Weather
	before(t, wg, "phase.intel", func(g *Game, f *Frame) { g.LoadDice(0, 9, 9, face, 7) })
	before(t, wg, "phase.readiness", func(g *Game, f *Frame) { got = append([]Weather(nil), g.S.Intel.Weather...) })
	run(t, wg, nil, nil)
	if len(got) != 1 || got[0].Area != winter[face] {
		t.Errorf("December, d10 %d: %v, the rule names %s", face, got, winter[face])
	}
}
