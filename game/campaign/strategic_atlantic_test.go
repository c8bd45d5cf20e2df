package campaign

import (
	"os"
	"strings"
	"testing"

	"periscope/game/data"
	"periscope/game/engine"
)

// atlantic loads the shipped Atlantic data (skips if it is absent).
func atlantic(t *testing.T) *data.Theatre {
	t.Helper()
	if _, err := os.Stat("../../assets/data/atlantic/rules.json"); err != nil {
		t.Skip("no Atlantic data")
	}
	th, err := data.Load(os.DirFS("../../assets/data"), "atlantic")
	if err != nil {
		t.Fatal(err)
	}
	return th
}

// The real Atlantic scenarios play to their end with random legal choices,
// keeping every invariant after every step, with the tracks equal to the
// logged events.
func TestStrategicAtlanticScenarios(t *testing.T) {
	if testing.Short() {
		t.Skip("plays every Atlantic scenario")
	}
	th := atlantic(t)
	for i := range th.Scenarios {
		if sc := &th.Scenarios[i]; sc.Kind == data.ScenarioCampaign {
			sc.End = "1941-06" // the first two years: every period change, Barbarossa, bases
		}
	}
	for _, sc := range th.Scenarios {
		for seed := uint64(1); seed <= 1; seed++ {
			g, err := New(th, engine.Record{System: SystemID, Theatre: th.ID, Scenario: sc.ID, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			long := sc.Kind == data.ScenarioCampaign
			g.Trace = func(g *Game, op Op) {
				if long && !strings.HasPrefix(string(op), "phase.") {
					return // the long campaign: check after each phase
				}
				if err := g.CheckInvariants(); err != nil {
					t.Fatalf("%s seed %d, after step %s: %v", sc.ID, seed, op, err)
				}
				if err := checkStrategic(g); err != nil {
					t.Fatalf("%s seed %d, after step %s: %v", sc.ID, seed, op, err)
				}
			}
			rp := &randomPlayer{rng: seed*7919 + 3}
			log := playAll(t, g, rp.choose, 50000)
			if err := checkTracks(g, log); err != nil {
				t.Fatalf("%s seed %d: %v", sc.ID, seed, err)
			}
			if g.S.Result == nil {
				t.Fatalf("%s seed %d: no result", sc.ID, seed)
			}
			t.Logf("%s seed %d: %d turns, %s, result %s", sc.ID, seed, g.S.Turn, g.DateString(), g.S.Result.Level)
		}
	}
}
