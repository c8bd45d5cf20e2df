package campaign_test

import (
	"testing"

	"periscope/game/bot"
)

// TestSummaryLeavesThePromptUnbuilt: the autosave sums the game up after
// every decision (save.Summarize), and building the pending prompt's
// options for it was half of a turn end's autosave in wasm (issue 16). The
// summary reads the question only; the options stay to be built when shown.
func TestSummaryLeavesThePromptUnbuilt(t *testing.T) {
	g := playTo(t, "campaign-1939", 1, -1, nil) // set up, no decision
	d := bot.NewDoctrine()
	for i := 0; i < 2000; i++ {
		p := g.LeanPrompt()
		if p == nil {
			break
		}
		lazy := 0
		for k := range p.Options {
			if p.Options[k].Lazy() {
				lazy++
			}
		}
		if lazy > 0 {
			s := g.Summary()
			if s.Next == "" {
				t.Fatalf("decision %d (%s): the summary names no next decision", i, p.Kind)
			}
			left := 0
			for k := range p.Options {
				if p.Options[k].Lazy() {
					left++
				}
			}
			if left != lazy {
				t.Fatalf("decision %d (%s): the summary built %d of its %d unbuilt options", i, p.Kind, lazy-left, lazy)
			}
			return
		}
		if _, err := g.Apply(d.Choose(g, p)); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("no prompt with options built on demand in 2,000 decisions: the check proves nothing")
}
