package campaign_test

import (
	"testing"

	"periscope/game/campaign"
	"periscope/game/engine"
)

// TestRevealedValueMemoIsTheOldWalk (issue 16, session 40): the revealed
// counters' values made on the memo as it now is (a ship keyed by its
// columns alone, a replacement's terms kept) equal, to the bit, the
// values as they were made before, at every re-attack and shift prompt
// of two doctrine games (a wolfpack scenario and the campaign).
func TestRevealedValueMemoIsTheOldWalk(t *testing.T) {
	th := theatre(t)
	limit := envN("ODDS_MEMO_DECISIONS", 45000)
	if testing.Short() {
		limit = 8000
	}
	prompts, values := 0, 0
	for _, sc := range []string{"black-pit-1942", "campaign-1939"} {
		playDoctrineMemoGame(t, th, sc, 1, limit, func(g *campaign.Game, n int, pr *engine.Prompt) {
			if pr.Kind != "shift" && pr.Kind != "reattack" {
				return
			}
			diff, k := g.RevealedValuesUnlike(pr.Sub)
			if diff != "" {
				t.Fatalf("%s decision %d %s %s: %s", sc, n, pr.Kind, pr.Sub, diff)
			}
			prompts, values = prompts+1, values+k
		})
	}
	t.Logf("%d prompts, %d value distributions compared", prompts, values)
	if prompts == 0 || values == 0 {
		t.Fatal("no prompt reached")
	}
}
