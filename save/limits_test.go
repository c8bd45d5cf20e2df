package save

import (
	"testing"

	"periscope/game/bot"
	"periscope/game/campaign"
	"periscope/game/engine"
)

// The bounds of limits.go are far above what real games hold: whole
// campaigns played by the doctrine and the random bot stay under a tenth
// of every bound, at every decision (stack, options) and in a snapshot
// every 400 decisions (everything else).
func TestLimitsAboveRealGames(t *testing.T) {
	if testing.Short() {
		t.Skip("plays two whole campaigns")
	}
	th := theatre(t, "atlantic")
	worst := limitStats{Lists: map[string]int{}}
	stack, options := 0, 0
	for _, name := range []string{"doctrine", "random"} {
		p, err := bot.NewPlayer(name, 7)
		if err != nil {
			t.Fatal(err)
		}
		g, err := campaign.New(th, engine.Record{System: campaign.SystemID, Theatre: th.ID, Scenario: "campaign-1939", Seed: 7})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Start(); err != nil {
			t.Fatal(err)
		}
		for i := 0; g.Prompt() != nil; i++ {
			stack = max(stack, len(g.S.Stack))
			options = max(options, len(g.Prompt().Options))
			if i%400 == 0 {
				snap, err := g.Snapshot()
				if err != nil {
					t.Fatal(err)
				}
				st := limitStats{Lists: map[string]int{}}
				if err := checkLimits(snap, &st, false); err != nil {
					t.Fatalf("%s, decision %d: %v", name, i, err)
				}
				worst.Depth, worst.Values = max(worst.Depth, st.Depth), max(worst.Values, st.Values)
				worst.String, worst.Number = max(worst.String, st.String), max(worst.Number, st.Number)
				for k, v := range st.Lists {
					worst.Lists[k] = max(worst.Lists[k], v)
				}
			}
			if _, err := g.Apply(p.Choose(g, g.Prompt())); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Logf("largest: stack %d, options %d, %+v", stack, options, worst)
	for _, c := range []struct {
		what       string
		got, bound int
	}{
		{"stack frames", stack, MaxStackFrames},
		{"prompt options", options, MaxPromptOptions},
		{"depth", worst.Depth, MaxDepth},
		{"values", worst.Values, MaxValues},
		{"text bytes", worst.String, MaxString},
		{"number digits", worst.Number, MaxNumber},
		{"list entries", worst.Lists["entries in one list"], MaxList},
	} {
		if c.got*10 > c.bound && !(c.what == "depth" || c.what == "number digits") {
			t.Errorf("%s: a real game reaches %d, over a tenth of the bound %d", c.what, c.got, c.bound)
		}
		if c.got >= c.bound {
			t.Errorf("%s: a real game reaches %d, the bound is %d", c.what, c.got, c.bound)
		}
	}
}
