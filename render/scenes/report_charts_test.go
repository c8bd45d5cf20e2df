package scenes

import (
	"strings"
	"testing"

	"periscope/game/engine"
	"periscope/render/hud"
	"periscope/render/play"
)

// The report names the attempted raid (issue 14, item 4): U-47 sent
// straight from port to raid Scapa Flow, played to the end by the bot,
// has the raid in the game's raids and in its patrol's.
func TestReportNamesTheRaid(t *testing.T) {
	th, err := play.LoadTheatre("atlantic")
	if err != nil {
		t.Fatal(err)
	}
	s, err := play.New(th, engine.Record{Scenario: hud.TutorialScenario, Seed: 398000000}, nil)
	if err != nil {
		t.Fatal(err)
	}
	p := s.Pending()
	raid := -1
	for i, o := range p.Options {
		if strings.Contains(o.Key, "|raid") {
			raid = i
		}
	}
	if raid < 0 {
		t.Fatal("no raid offered on U-47's first decision")
	}
	if err := s.Apply(engine.Pick(raid)); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 400 && s.Live() != nil; i++ {
		if err := s.Apply(*s.Suggest()); err != nil {
			t.Fatal(err)
		}
	}
	st := s.State()
	rs := raidsOf(st)
	if len(rs) != 1 || rs[0].base != "scapa-flow" {
		t.Fatalf("raids %+v, want one on scapa-flow", rs)
	}
	named := false
	for _, pr := range st.Patrols {
		if len(patrolRaids(st, pr)) == 1 {
			named = true
		}
	}
	if len(st.Patrols) > 0 && !named {
		t.Errorf("no patrol names the raid: %+v", st.Patrols)
	}
}

// The history beside the campaign's charts is read whole: 43 months from
// September 1939, the first with its published losses.
func TestReportHistory(t *testing.T) {
	h := atlanticHistory()
	if len(h) != 43 {
		t.Errorf("%d months of history, want 43", len(h))
	}
	if sep := h[1939*12+8]; sep.grt != 186334 || sep.lost != 2 {
		t.Errorf("September 1939: %+v", sep)
	}
	if niceMax(186334) != 200000 || niceMax(3) != 5 || niceMax(0) != 1 {
		t.Errorf("niceMax: %v %v %v", niceMax(186334), niceMax(3), niceMax(0))
	}
}
