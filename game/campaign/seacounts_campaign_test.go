package campaign_test

import (
	"slices"
	"testing"

	"periscope/game/campaign"
	"periscope/game/engine"
)

// TestSeaCountsAreTheFreshCount (issue 16, session 40): in a doctrine
// campaign, after every step and at every prompt (before the bot reads
// it), the count of subs at sea toward each OpArea that seaCounts keeps
// (its list of the subs at sea, the areas it remembers per sub) equals a
// count of every boat of the war made afresh, and the list of the subs in
// base boxes (atBase) holds every one of them.
func TestSeaCountsAreTheFreshCount(t *testing.T) {
	th := theatre(t)
	limit := envN("SEA_COUNT_DECISIONS", 60000)
	if testing.Short() {
		limit = 6000
	}
	steps, prompts := 0, 0
	check := func(g *campaign.Game, where string) {
		if kept, fresh := g.SeaCounts(), g.FreshSeaCounts(); !slices.Equal(kept, fresh) {
			t.Fatalf("turn %d, %s: kept count %v, fresh count %v", g.S.Turn, where, kept, fresh)
		}
		if err := g.BaseListError(); err != nil {
			t.Fatalf("turn %d, %s: %v", g.S.Turn, where, err)
		}
	}
	for _, sc := range []string{"campaign-1939", "black-pit-1942"} {
		g, err := campaign.New(th, engine.Record{System: campaign.SystemID, Theatre: th.ID, Scenario: sc, Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		g.Trace = func(g *campaign.Game, op engine.Op) {
			steps++
			check(g, "after step "+string(op))
		}
		playDoctrine(t, g, limit, func(g *campaign.Game, _ int, pr *engine.Prompt) {
			prompts++
			check(g, "prompt "+pr.Kind)
		})
	}
	t.Logf("%d steps and %d prompts checked", steps, prompts)
	if steps == 0 || prompts == 0 {
		t.Fatal("nothing checked")
	}
}
