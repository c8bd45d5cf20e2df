package campaign

import (
	"testing"

	"periscope/game/engine"
)

// [SW 20.5] A sub in a special mission zone makes no endurance check, and
// after its mission it returns to base in this turn's transit phase: it is
// out of the zone (at a base or on its way home) when the phase ends,
// where Steel Wolves moves it to a linked OpArea [20.6] and checks its
// endurance.
func TestSW20_5_MissionZoneNoEnduranceRTBThisTurn(t *testing.T) {
	g := pacificGame(t, "campaign-1941", "1942-07", 2)
	s := pearlSubOperating(t, g, "truk")
	s.EntryArea = "carolines"
	es := drive(t, g, Frame{Op: opSubEndurance, Sub: s.ID})
	if rollOfRule(es, "14.7") {
		t.Fatalf("an endurance roll in the zone:\n%s", logText(es))
	}
	es = drive(t, g, Frame{Op: opSmzAfter, Sub: s.ID, Area: "truk"})
	if p := g.Prompt(); p != nil {
		t.Fatalf("prompt %s after the mission: %s", p.Kind, p.Text)
	}
	if !s.RTB || s.Area != "truk" {
		t.Fatalf("after the mission: RTB %v in %s\n%s", s.RTB, s.Area, logText(es))
	}
	text := runTransit(t, g)
	if s.Status == StSea && s.Area == "truk" {
		t.Fatalf("%s still in the zone after the transit phase\n%s", s.ID, text)
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}

// rollOfRule reports whether the log has a roll under a rule.
func rollOfRule(es []engine.Entry, rule string) bool {
	for _, e := range es {
		if e.Kind == "roll" && e.Rule == rule {
			return true
		}
	}
	return false
}
