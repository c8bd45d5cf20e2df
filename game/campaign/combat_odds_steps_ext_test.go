package campaign_test

import (
	"maps"
	"slices"
	"testing"

	"periscope/game/campaign"
	"periscope/game/engine"
)

// Test14_2_KeptStepsAreTheFreshOnes (issue 16): the boat's steps of the
// counterattack odds [14.2] (its diligent escorts [14.12], combat events
// [19.2] and counterattack outcomes) are kept from one prompt to the next
// by a key of what they read (stepsKey). At every re-attack and shift
// prompt of doctrine games — a wolfpack scenario and the campaign — the
// odds made on the kept memo equal the odds made afresh, and so they do
// after each part of the key is changed on the game; and each part
// changed at least once where the steps of before would have given other
// odds, so a key that left any of them out fails here.
func Test14_2_KeptStepsAreTheFreshOnes(t *testing.T) {
	th := theatre(t)
	limit := envN("ODDS_MEMO_DECISIONS", 45000)
	if testing.Short() {
		limit = 8000
	}
	prompts := 0
	moved := map[string]int{}
	for _, sc := range []string{"black-pit-1942", "campaign-1939"} {
		seen := 0
		playDoctrineMemoGame(t, th, sc, 1, limit, func(g *campaign.Game, n int, pr *engine.Prompt) {
			// Every other re-attack and shift prompt, 120 of them a game:
			// each is ten changes made three ways (the suite's time).
			if (pr.Kind == "reattack" || pr.Kind == "shift") && seen < 240 {
				seen++
				if seen%2 == 1 {
					checked, mv, diff := g.KeptStepsCheck(pr)
					if diff != "" {
						t.Fatalf("%s decision %d %s %s: %s", sc, n, pr.Kind, pr.Sub, diff)
					}
					if len(checked) > 0 {
						prompts++
					}
					for _, m := range mv {
						moved[m]++
					}
				}
			}
		})
	}
	t.Logf("%d prompts; parts whose change the kept steps of before would have got wrong: %v", prompts, moved)
	for _, part := range []string{"damage", "spotted", "rtb", "ace", "inexperience", "storm", "torpedo value", "TDC draws", "round", "general ASW"} {
		if moved[part] == 0 {
			t.Errorf("no situation where a key without %q gives other odds: %v", part, slices.Sorted(maps.Keys(moved)))
		}
	}
}
