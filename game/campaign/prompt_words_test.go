package campaign_test

import (
	"encoding/json"
	"testing"

	"periscope/game/bot"
	"periscope/game/campaign"
	"periscope/game/engine"
)

// TestSharedWordFunctionsAreTheBoundOnes (issue 16, session 40): the
// reveal, TDC, lone-attack and placement prompts fill every option's words
// by one function that reads the counter or column from the option's key,
// where each option had its own function bound to its counter. Over a
// doctrine campaign played with reused prompts and no log (the bots' loop),
// each such option, resolved after the bot has read the prompt and chosen,
// has the words (English and the catalogue's messages) that the bound
// function builds when the prompt is asked (campaign.EagerPromptWords,
// which finds the counter by the key the rules gave it).
func TestSharedWordFunctionsAreTheBoundOnes(t *testing.T) {
	th := theatre(t)
	limit := envN("WORDS_DECISIONS", 0)
	if testing.Short() {
		limit = 6000
	}
	for _, seed := range []uint64{1, 2} {
		rec := engine.Record{System: campaign.SystemID, Theatre: th.ID, Scenario: "campaign-1939", Seed: seed}
		g, err := campaign.New(th, rec)
		if err != nil {
			t.Fatal(err)
		}
		g.DiscardEntries()
		g.ReusePrompts()
		if _, err := g.Start(); err != nil {
			t.Fatal(err)
		}
		p := bot.NewDoctrine()
		kinds := map[string]int{}
		for n := 0; (limit == 0 || n < limit) && !g.S.Over; n++ {
			pr := engine.LeanPrompt(g)
			if pr == nil {
				break
			}
			want, ok := campaign.EagerPromptWords(g, pr)
			c := p.Choose(g, pr)
			if ok {
				kinds[pr.Kind]++
				for i := range pr.Options {
					if want[i].Label == "" {
						continue
					}
					o := pr.Options[i]
					o.ResolveText()
					got := engine.Option{Label: o.Label, Detail: o.Detail, LabelMsg: o.LabelMsg, DetailMsg: o.DetailMsg}
					jg, _ := json.Marshal(got)
					jw, _ := json.Marshal(want[i])
					if string(jg) != string(jw) {
						t.Fatalf("seed %d decision %d %s %s option %d (%s):\nshared %s\nbound  %s", seed, n, pr.Kind, pr.Sub, i, o.Key, jg, jw)
					}
				}
			}
			if _, err := g.Apply(c); err != nil {
				t.Fatal(err)
			}
		}
		for _, k := range []string{"reveal", "tdc", "placement"} {
			if kinds[k] == 0 {
				t.Errorf("seed %d: no %s prompt compared", seed, k)
			}
		}
		t.Logf("seed %d: prompts compared %v", seed, kinds)
	}
}
