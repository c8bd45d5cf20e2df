package campaign

import (
	"testing"

	"periscope/game/engine"
)

// BenchmarkCampaignWithMovement plays the stretched fixture campaign (some
// 900 boats, 1939–43) with random choices: every boat at sea moves, checks
// and is asked where to go each turn. Movement is most of the work.
func BenchmarkCampaignWithMovement(b *testing.B) {
	th := bigCampaign(&testing.T{})
	for i := 0; i < b.N; i++ {
		g, err := New(th, engine.Record{System: SystemID, Theatre: th.ID, Scenario: "operational", Seed: 7})
		if err != nil {
			b.Fatal(err)
		}
		rp := &randomPlayer{rng: 12345}
		if _, err := g.Start(); err != nil {
			b.Fatal(err)
		}
		for g.Prompt() != nil {
			if _, err := g.Apply(rp.choose(g.Prompt())); err != nil {
				b.Fatal(err)
			}
		}
	}
}
