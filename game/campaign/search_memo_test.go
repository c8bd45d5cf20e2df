package campaign_test

import (
	"reflect"
	"testing"

	"periscope/game/campaign"
	"periscope/game/data"
	"periscope/game/engine"
)

// Test13_21_KeptSearchOddsAreTheWorkedOnes (issue 16): searchOdds keeps
// each colour's contact distribution by what it reads [13.21], [13.22];
// in doctrine campaigns, the search odds of every boat at sea in every
// OpArea, asked as the bot asks them (SearchOddsIn), equal, to the bit,
// the odds worked out with nothing kept.
func Test13_21_KeptSearchOddsAreTheWorkedOnes(t *testing.T) {
	th := theatre(t)
	limit := envN("SEARCH_MEMO_DECISIONS", 20000)
	if testing.Short() {
		limit = 4000
	}
	var opAreas []string
	for _, a := range th.Map.Areas {
		if a.Kind == data.KindOpArea {
			opAreas = append(opAreas, a.ID)
		}
	}
	compared, kept := 0, 0
	for _, sc := range []string{"campaign-1939", "black-pit-1942"} {
		playDoctrineMemoGame(t, th, sc, 3, limit, func(g *campaign.Game, n int, _ *engine.Prompt) {
			if n%97 == 0 {
				for i := range g.S.Subs {
					s := &g.S.Subs[i]
					if s.Status != campaign.StSea {
						continue
					}
					for _, area := range opAreas {
						shown := g.SearchOddsIn(s, area)
						kept = max(kept, g.ForgetSearchMemo())
						if fresh := g.SearchOddsIn(s, area); !reflect.DeepEqual(shown, fresh) {
							t.Fatalf("%s decision %d: %s in %s: kept %v, worked out %v", sc, n, s.ID, area, shown, fresh)
						}
						compared++
					}
				}
			}
		})
	}
	t.Logf("%d search odds compared; up to %d distributions kept", compared, kept)
	if compared == 0 || kept == 0 {
		t.Fatal("no search odds compared, or none kept")
	}
}
