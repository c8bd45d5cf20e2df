package combattest

import (
	"testing"

	"periscope/game/campaign"
	"periscope/game/engine"
)

// firstChoice answers like the browser test: the first option of every
// prompt; an allocation puts every point on the first target.
func firstChoice(p *engine.Prompt) engine.Choice {
	if p.Alloc == nil {
		return engine.Pick(0)
	}
	pts := make([]int, len(p.Options))
	pts[0] = p.Alloc.Total
	if len(p.Alloc.Max) > 0 && p.Alloc.Max[0] > 0 && pts[0] > p.Alloc.Max[0] {
		pts[0] = p.Alloc.Max[0]
	}
	return engine.Split(pts...)
}

// TestBrowserSeed: the scenario and seed the browser test plays
// (tests/browser/convoy.mjs) bring a convoy onto a combat board within
// four weeks when every decision takes its first option, and an attack is
// made on it.
func TestBrowserSeed(t *testing.T) {
	th, err := Atlantic()
	if err != nil {
		t.Fatal(err)
	}
	for _, seed := range []uint64{BrowserSeed} {
		g, err := campaign.New(th, engine.Record{System: campaign.SystemID, Theatre: th.ID, Scenario: BrowserScenario, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Start(); err != nil {
			t.Fatal(err)
		}
		start := g.S.Turn
		convoy, attacks, n, first := false, 0, 0, -1
		for g.Prompt() != nil && g.S.Turn < start+4 && n < 5000 {
			p := g.Prompt()
			if c := g.S.Combat; c != nil && (c.Board == "c1" || c.Board == "c2") && len(c.Columns) > 0 {
				if !convoy {
					first = n
				}
				convoy = true
			}
			es, err := g.Apply(firstChoice(p))
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range es {
				if e.Roll != nil && e.Roll.Purpose == "torpedo hit" && convoy {
					attacks++
				}
			}
			n++
		}
		t.Logf("seed %d: %d decisions in four weeks; convoy board %v (first at decision %d), %d torpedo rolls", seed, n, convoy, first, attacks)
		if !convoy || attacks == 0 {
			t.Fatalf("seed %d: no convoy attack within four weeks", seed)
		}
	}
}
