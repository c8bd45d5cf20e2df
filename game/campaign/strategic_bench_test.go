package campaign

import (
	"fmt"
	"os"
	"testing"
	"time"

	"periscope/game/data"
	"periscope/game/engine"
)

// bigCampaign is the fixture stretched over the whole war with some 800
// more boats arriving from 1940 to 1943, to measure the strategic phases at
// the scale of the real campaign.
func bigCampaign(t testing.TB) *data.Theatre {
	th := variantTB(t, func(th *data.Theatre) {
		sc := scenarioOf(th, "operational")
		sc.Start, sc.End = "1939-09", "1943-05"
		sc.Kind = data.ScenarioCampaign
		sc.Victory = data.Victory{Kind: "campaign", Text: "VP"}
		for i := 0; i < 800; i++ {
			m := 1940*12 + i%40
			th.Boats = append(th.Boats, data.Boat{ID: fmt.Sprintf("U-%d", 1000+i), Class: "VIIC", Entry: data.MonthString(m), Base: "germany", Inexp: i % 3 / 2})
		}
	})
	return th
}

func variantTB(t testing.TB, fn func(th *data.Theatre)) *data.Theatre {
	tt, ok := t.(*testing.T)
	if ok {
		return variant(tt, fn)
	}
	panic("variantTB wants a *testing.T")
}

// strategicOps are the steps the strategic rules register.
var strategicOps = []Op{"scenario.setup", "phase.prepare", "effect", "phase.war-events", "events.forced", "events.roll",
	"order.fill", "order.arrived", "phase.torpedo", "phase.intel", "intel.air", "intel.weather", "sub.storm",
	"phase.reinforce", "reinforce.arrivals", "reinforce.early", "withdraw.done", "ace.leaves", "training.pick",
	"phase.readiness", "phase.repair", "repair.hold", "repair.scrap", "base.hold", "tender.place", "sub.resupply",
	"phase.end-turn", "end.rest", "phase.war-progress", "progress.roll", "turn.date", "warmix.regenerate"}

// The strategic steps of a whole 1939–43 campaign, played by random choices
// without the invariant trace, take a small share of the 0.5 s budget. It
// plays a whole campaign with every rule, so it runs only when asked:
// PERISCOPE_SLOW=1 go test -run CampaignSpeed ./game/campaign
func TestStrategicCampaignSpeed(t *testing.T) {
	if os.Getenv("PERISCOPE_SLOW") == "" {
		t.Skip("set PERISCOPE_SLOW=1 to time a whole campaign")
	}
	th := bigCampaign(t)
	g, err := New(th, engine.Record{System: SystemID, Theatre: th.ID, Scenario: "operational", Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	var mine time.Duration
	depth := 0
	for _, op := range strategicOps {
		orig := g.Steps.Func(op)
		if orig == nil {
			t.Fatalf("no step %s", op)
		}
		g.Steps = g.Steps.With(op, func(g *Game, f *Frame) {
			depth++
			start := time.Now()
			orig(g, f)
			if depth == 1 {
				mine += time.Since(start)
			}
			depth--
		})
	}
	rp := &randomPlayer{rng: 12345}
	start := time.Now()
	if _, err := g.Start(); err != nil {
		t.Fatal(err)
	}
	n := 0
	for g.Prompt() != nil {
		if _, err := g.Apply(rp.choose(g.Prompt())); err != nil {
			t.Fatal(err)
		}
		n++
	}
	all := time.Since(start)
	t.Logf("%d turns, %d decisions: %v in all, %v in the strategic steps", g.S.Turn, n, all, mine)
	if mine > 150*time.Millisecond {
		t.Errorf("the strategic steps of a campaign took %v", mine)
	}
}
