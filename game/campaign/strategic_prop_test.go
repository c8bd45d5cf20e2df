package campaign

import (
	"testing"

	"periscope/game/engine"
)

// randomPlay answers every prompt with a random legal choice (a seeded
// generator separate from the game's dice).
func randomPlay(t *testing.T, g *Game, seed uint64, maxDecisions int) {
	t.Helper()
	rng := seed*2654435761 + 1
	next := func(n int) int {
		rng ^= rng << 13
		rng ^= rng >> 7
		rng ^= rng << 17
		return int(rng % uint64(n))
	}
	if _, err := g.Start(); err != nil {
		t.Fatal(err)
	}
	for i := 0; g.Prompt() != nil && i < maxDecisions; i++ {
		p := g.Prompt()
		var c engine.Choice
		if p.Alloc != nil {
			pts := make([]int, len(p.Options))
			pts[next(len(pts))] = max(p.Alloc.Min, 1)
			if p.Alloc.Exact {
				pts[0] += p.Alloc.Total - pts[0]
			}
			c = engine.Split(pts...)
		} else {
			c = engine.Pick(next(len(p.Options)))
		}
		if _, err := g.Apply(c); err != nil {
			t.Fatalf("decision %d (%s): %v", i, p.Kind, err)
		}
	}
}

func TestStrategicRandomSmoke(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		g := newTest(t, "operational", seed)
		randomPlay(t, g, seed, 5000)
		if !g.Over() {
			t.Fatalf("seed %d: not over", seed)
		}
	}
}
