package campaign

import (
	"testing"

	"periscope/game/data/datatest"
	"periscope/game/dice"
	"periscope/game/engine"
)

func BenchmarkMovementGames(b *testing.B) {
	th := datatest.Fixture()
	for i := 0; i < b.N; i++ {
		for _, sc := range []string{"operational", "atlantic-1942"} {
			g, _ := New(th, engine.Record{System: "fixture", Scenario: sc, Seed: uint64(i + 1)})
			g.Start()
			src := dice.New(uint64(i))
			for g.Prompt() != nil {
				g.Apply(randomChoice(src, g.Prompt()))
			}
		}
	}
}
