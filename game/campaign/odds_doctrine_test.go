package campaign_test

import (
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"

	"periscope/game/bot"
	"periscope/game/campaign"
	"periscope/game/engine"
)

// TestOddsDoctrineCampaignPromptKinds walks the prompts of doctrine
// campaigns (issue 13: "sample every prompt kind that shows odds"): every
// prompt kind whose options carry odds is counted, and the first
// situations of each kind campaign.CheckOddsPrompt can replay are checked
// against fresh dice (within 4σ, nothing unshown); up to ODDS_DOCTRINE_PER
// situations a kind. The kinds met that it cannot replay are named in the
// log (their odds are replayed by the tests named in
// game/campaign/DESIGN.md, or not yet: see the log).
//
// CI plays the first ODDS_DOCTRINE_DECISIONS (default 500) decisions of
// campaign seed 1, one situation a kind, ODDS_DOCTRINE_REPLAYS (default
// 120) replays; the long form plays whole campaigns:
//
//	ODDS_DOCTRINE_SEEDS=3 ODDS_DOCTRINE_DECISIONS=100000 ODDS_DOCTRINE_PER=5 ODDS_DOCTRINE_REPLAYS=2000 go test ./game/campaign -run TestOddsDoctrineCampaignPromptKinds -v -timeout 90m
func TestOddsDoctrineCampaignPromptKinds(t *testing.T) {
	seeds := envN("ODDS_DOCTRINE_SEEDS", 1)
	limit := envN("ODDS_DOCTRINE_DECISIONS", 500)
	per := envN("ODDS_DOCTRINE_PER", 1)
	n := envN("ODDS_DOCTRINE_REPLAYS", 120)
	th := theatre(t)
	seen := map[string]int{}
	checks := map[string]int{}
	first := map[string]string{}
	worst, worstWhat := 0.0, ""
	for seed := uint64(1); seed <= uint64(seeds); seed++ {
		g, err := campaign.New(th, engine.Record{System: campaign.SystemID, Theatre: th.ID, Scenario: "campaign-1939", Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		p := bot.NewDoctrine()
		if _, err := g.Start(); err != nil {
			t.Fatal(err)
		}
		for d := 0; d < limit && !g.Over() && g.Prompt() != nil; d++ {
			pr := g.Prompt()
			odds := false
			for _, o := range pr.Options {
				odds = odds || len(o.Odds) > 0
			}
			if odds {
				seen[pr.Kind]++
				if checks[pr.Kind] < per {
					what := fmt.Sprintf("seed %d decision %d %s %s", seed, d, pr.Kind, pr.Sub)
					if z := campaign.CheckOddsPrompt(t, g, pr, n, what); z >= 0 {
						checks[pr.Kind]++
						if first[pr.Kind] == "" {
							first[pr.Kind] = fmt.Sprintf("%s (%.1fσ)", what, z)
						}
						if z > worst {
							worst, worstWhat = z, what
						}
					}
				}
			}
			if _, err := g.Apply(p.Choose(g, pr)); err != nil {
				t.Fatalf("seed %d decision %d (%s): %v", seed, d, pr.Kind, err)
			}
		}
	}
	var kinds, unchecked []string
	for k := range seen {
		kinds = append(kinds, k)
		if checks[k] == 0 {
			unchecked = append(unchecked, k)
		}
	}
	sort.Strings(kinds)
	sort.Strings(unchecked)
	for _, k := range kinds {
		t.Logf("%-16s %5d prompts with odds, %d checked; first: %s", k, seen[k], checks[k], first[k])
	}
	t.Logf("%d campaign(s), up to %d decisions, %d replays a check: %d kinds with odds, %d checked, largest deviation %.1fσ (%s); not replayed here: %s",
		seeds, limit, n, len(kinds), len(kinds)-len(unchecked), worst, worstWhat, strings.Join(unchecked, ", "))
	if checks["search"] == 0 {
		t.Error("no search prompt checked")
	}
}

func envN(name string, def int) int {
	var v int
	if _, err := fmt.Sscanf(os.Getenv(name), "%d", &v); err == nil && v > 0 {
		return v
	}
	return def
}
