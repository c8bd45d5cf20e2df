package campaign

import (
	"strings"
	"testing"

	"periscope/game/data/datatest"
	"periscope/game/engine"
)

// One campaign turn on a Silent War-shaped theatre (Ultra instead of
// B-Dienst, cups A–D, no minefield, weather or Huff-Duff tables) runs
// through the ruleset hooks: the intelligence phase rolls Ultra [SW 7.0]
// and never B-Dienst, weather or air recon; the Ultra markers come off at
// the end of the turn [SW 16.4]; the invariants hold after every step.
func TestSW7_0_OneTurnThroughTheHooks(t *testing.T) {
	th := datatest.PacificFixture()
	for seed := uint64(1); seed <= 6; seed++ {
		g, err := New(th, engine.Record{System: SystemID, Theatre: th.ID, Scenario: "operational", Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := g.rules.(silentWar); !ok {
			t.Fatalf("the Pacific fixture plays %T", g.rules)
		}
		g.Trace = func(g *Game, op Op) {
			if err := g.CheckInvariants(); err != nil {
				t.Fatalf("seed %d, after step %s: %v", seed, op, err)
			}
		}
		log, err := g.Start()
		if err != nil {
			t.Fatal(err)
		}
		// Silent War's readiness sends boats to sea in turn 1 [SW 9.0], so
		// combats come up: a random legal player answers them.
		rp := &randomPlayer{rng: seed*0x9e3779b97f4a7c15 + 1}
		for n := 0; g.S.Turn < 2 && !g.Over(); n++ {
			if n > 5000 {
				t.Fatalf("seed %d: turn 1 did not end in 5000 decisions", seed)
			}
			p := g.Prompt()
			if p == nil {
				t.Fatalf("seed %d: no decision and not over", seed)
			}
			es, err := g.Apply(rp.choose(p))
			if err != nil {
				t.Fatal(err)
			}
			log = append(log, es...)
		}
		ultra, placed, removed := 0, false, false
		for _, e := range log {
			if e.Turn != 1 {
				continue
			}
			if e.Rule == "16.4" && strings.Contains(e.Text, "Ultra markers are removed") {
				removed = true
			}
			if e.Roll == nil {
				continue
			}
			switch {
			case strings.HasPrefix(e.Roll.Purpose, "Ultra (period ") && e.Rule == "7.0":
				ultra++
				placed = placed || strings.HasPrefix(e.Roll.Result, "Ultra in")
			case strings.Contains(e.Roll.Purpose, "B-Dienst"), strings.Contains(e.Roll.Purpose, "weather"), strings.Contains(e.Roll.Purpose, "Enigma"):
				t.Errorf("seed %d: a Steel Wolves intelligence roll in Silent War: %s", seed, e.Text)
			}
		}
		if ultra != 1 {
			t.Errorf("seed %d: %d Ultra rolls in turn 1, want 1", seed, ultra)
		}
		if placed != removed {
			t.Errorf("seed %d: Ultra areas placed %v, removed at the end of the turn %v", seed, placed, removed)
		}
	}
}
