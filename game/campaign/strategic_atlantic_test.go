package campaign

import (
	"os"
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
	th := atlantic(t)
	for _, sc := range th.Scenarios {
		seeds := uint64(2)
		if sc.Kind == data.ScenarioCampaign {
			seeds = 1
		}
		for seed := uint64(1); seed <= seeds; seed++ {
			g, err := New(th, engine.Record{System: th.ID, Scenario: sc.ID, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			g.Trace = func(g *Game, op string) {
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
