package campaign

import (
	"fmt"
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

// The strategic phases of a whole 1939–43 campaign, played by random
// choices without the invariant trace, must take well under 0.5 s.
func TestStrategicCampaignSpeed(t *testing.T) {
	if testing.Short() {
		t.Skip("speed check")
	}
	th := bigCampaign(t)
	g, err := New(th, engine.Record{System: th.ID, Scenario: "operational", Seed: 7})
	if err != nil {
		t.Fatal(err)
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
	el := time.Since(start)
	t.Logf("%d turns, %d decisions, %v", g.S.Turn, n, el)
	// The movement rules now play too: with random choices every boat is
	// asked where to go each turn (some 10,000 decisions), each with the
	// exact odds of its transit checks. About 0.5 s of CPU on this machine;
	// the bound allows for a machine shared with other builds
	// (BenchmarkCampaignWithMovement measures it).
	if el > 1500*time.Millisecond {
		t.Errorf("the strategic phases of a campaign took %v", el)
	}
}
