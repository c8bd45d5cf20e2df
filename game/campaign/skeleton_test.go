package campaign

import (
	"testing"

	"periscope/game/data/datatest"
	"periscope/game/dice"
	"periscope/game/engine"
)

func newTest(t *testing.T, scenario string, seed uint64) *Game {
	t.Helper()
	g, err := New(datatest.Fixture(), engine.Record{System: SystemID, Theatre: "fixture", Scenario: scenario, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	g.Trace = func(g *Game, op Op) {
		if err := g.CheckInvariants(); err != nil {
			t.Fatalf("after step %s: %v", op, err)
		}
	}
	return g
}

func TestFixtureValidates(t *testing.T) {
	datatest.Fixture()
}

func TestSkeletonRunsToTheEnd(t *testing.T) {
	for _, sc := range []string{"patrol", "operational"} {
		g := newTest(t, sc, 1)
		if _, err := g.Start(); err != nil {
			t.Fatal(err)
		}
		src := dice.New(1)
		for g.Prompt() != nil {
			c := engine.Pick(0)
			if p := g.Prompt(); p.Alloc != nil {
				c = randomChoice(p, src)
			}
			if _, err := g.Apply(c); err != nil {
				t.Fatal(err)
			}
		}
		if !g.Over() {
			t.Fatalf("%s: game not over", sc)
		}
	}
}
