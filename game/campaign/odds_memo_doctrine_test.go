package campaign_test

import (
	"reflect"
	"testing"

	"periscope/game/bot"
	"periscope/game/campaign"
	"periscope/game/data"
	"periscope/game/engine"
)

// TestDoctrineOddsMemoIsTheFreshWalk (issue 16): in doctrine games — a
// wolfpack scenario and the campaign, where the bot reads the odds of
// every column of a shift prompt one after the other on one memo, a
// pack's places each on it too (packShiftOddsMemo) — the counterattack
// odds of every re-attack, shift and fight-on prompt equal, to the bit and in their order, the odds made at once
// with none of the game's memos.
func TestDoctrineOddsMemoIsTheFreshWalk(t *testing.T) {
	th := theatre(t)
	limit := envN("ODDS_MEMO_DECISIONS", 45000)
	if testing.Short() {
		limit = 8000
	}
	checked := map[string]int{}
	for _, sc := range []string{"black-pit-1942", "campaign-1939"} {
		playDoctrineMemoGame(t, th, sc, 1, limit, func(g *campaign.Game, n int, pr *engine.Prompt) {
			pack := g.S.Combat != nil && g.S.Combat.Pack
			if pr.Kind != "shift" && pr.Kind != "reattack" && pr.Kind != "de-withdraw" {
				return // the kinds whose odds the doctrine reads
			}
			for _, o := range pr.Options {
				if o.OddsFn == nil && o.Odds == nil {
					continue
				}
				fresh := g.FreshCounterOdds(pr, o.Key)
				if fresh == nil {
					continue
				}
				if shown := o.OddsOf(); !reflect.DeepEqual(shown, fresh) {
					t.Errorf("%s decision %d %s %s %s: shown %v, made afresh %v", sc, n, pr.Kind, pr.Sub, o.Key, shown, fresh)
				}
				what := pr.Kind
				if pack {
					what += " (pack)"
				}
				checked[what]++
			}
		})
	}
	t.Logf("odds compared: %v", checked)
	if checked["shift (pack)"] == 0 || checked["shift"] == 0 || checked["reattack"] == 0 {
		t.Fatalf("no pack shift, lone shift or re-attack odds reached: %v", checked)
	}
}

// playDoctrineMemoGame plays a scenario with the doctrine bot up to limit
// decisions, calling each at every prompt (made lean, its odds on demand,
// as the bot asks them) before the bot answers it: the memo tests' walk.
func playDoctrineMemoGame(t *testing.T, th *data.Theatre, scenario string, seed uint64, limit int, each func(g *campaign.Game, n int, pr *engine.Prompt)) {
	t.Helper()
	g, err := campaign.New(th, engine.Record{System: campaign.SystemID, Theatre: th.ID, Scenario: scenario, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	playDoctrine(t, g, limit, each)
}

// playDoctrine starts a made game (its Trace, if a test wants every step,
// set before) and plays it with the doctrine bot as playDoctrineMemoGame does.
func playDoctrine(t *testing.T, g *campaign.Game, limit int, each func(g *campaign.Game, n int, pr *engine.Prompt)) {
	t.Helper()
	if _, err := g.Start(); err != nil {
		t.Fatal(err)
	}
	p := bot.NewDoctrine()
	for n := 0; n < limit && !g.S.Over; n++ {
		pr := engine.LeanPrompt(g)
		if pr == nil {
			break
		}
		each(g, n, pr)
		if _, err := g.Apply(p.Choose(g, pr)); err != nil {
			t.Fatal(err)
		}
	}
}
