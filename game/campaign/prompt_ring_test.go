package campaign_test

import (
	"encoding/json"
	"slices"
	"testing"

	"periscope/game/bot"
	"periscope/game/campaign"
	"periscope/game/engine"
)

// TestMovePromptsInTheRingAreTheFreshOnes (issue 16): a game whose machine
// reuses its prompts (the bots' loop) makes its move prompts' options, their
// lazy odds and words and their routes' checks in two buffers used in turn
// (promptRing), and other prompts' options in the array of the prompt
// answered before (engine.Machine.OptionsRoom); a doctrine campaign played
// so, beside the same game making every prompt afresh, shows at every
// decision the same options with the same odds and words (the bot's reading
// of the odds first), and its move prompts' options live in two arrays, not
// one each.
func TestMovePromptsInTheRingAreTheFreshOnes(t *testing.T) {
	th := theatre(t)
	limit := envN("RING_DECISIONS", 20000)
	if testing.Short() {
		limit = 6000
	}
	rec := engine.Record{System: campaign.SystemID, Theatre: th.ID, Scenario: "campaign-1939", Seed: 3}
	ring, err := campaign.New(th, rec)
	if err != nil {
		t.Fatal(err)
	}
	ring.DiscardEntries()
	ring.ReusePrompts()
	fresh, err := campaign.New(th, rec)
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range []*campaign.Game{ring, fresh} {
		if _, err := g.Start(); err != nil {
			t.Fatal(err)
		}
	}
	p := bot.NewDoctrine()
	arrays := map[*engine.Option]bool{}
	moves := 0
	for n := 0; n < limit && !ring.S.Over; n++ {
		pr, pf := engine.LeanPrompt(ring), engine.LeanPrompt(fresh)
		if pr == nil || pf == nil || pr.Kind != pf.Kind || len(pr.Options) != len(pf.Options) {
			t.Fatalf("decision %d: the games part", n)
		}
		c := p.Choose(ring, pr)
		switch pr.Kind {
		case "deploy", "transit-move", "patrol-move":
			moves++
			arrays[&pr.Options[0]] = true
		}
		// Every prompt: those whose options are made in the array of
		// the prompt answered before (engine.Machine.OptionsRoom) too.
		for i := range pr.Options {
			a, b := pr.Options[i], pf.Options[i]
			a.Resolve()
			b.Resolve()
			ja, _ := json.Marshal(a)
			jb, _ := json.Marshal(b)
			if string(ja) != string(jb) {
				t.Fatalf("decision %d %s %s option %d:\nring  %s\nfresh %s", n, pr.Kind, pr.Sub, i, ja, jb)
			}
		}
		if _, err := ring.Apply(c); err != nil {
			t.Fatal(err)
		}
		if _, err := fresh.Apply(c); err != nil {
			t.Fatal(err)
		}
	}
	if moves < 500 {
		t.Fatalf("only %d move prompts in %d decisions", moves, limit)
	}
	if len(arrays) > 4 {
		t.Errorf("%d move prompts' options in %d arrays, want a few (the ring's two, grown)", moves, len(arrays))
	}
	t.Logf("%d move prompts compared, their options in %d arrays", moves, len(arrays))
}

// TestDrawTakesTheCounterInPlace (issue 16): a draw from a cup (and of a
// TDC counter) takes the counter out of the state's own list without
// copying it, the others kept in their order, and a copy of the state made
// before the draw keeps every counter.
func TestDrawTakesTheCounterInPlace(t *testing.T) {
	th := theatre(t)
	g, err := campaign.New(th, engine.Record{System: campaign.SystemID, Theatre: th.ID, Scenario: "campaign-1939", Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	g.S.Cups["test"] = []string{"a", "b", "c", "d", "e", "f", "g", "h"}
	before := g.S.Clone()
	drawn := g.Draw("test")
	var want []string
	for _, id := range before.Cups["test"] {
		if id != drawn {
			want = append(want, id)
		}
	}
	if got := g.S.Cups["test"]; !slices.Equal(got, want) || len(before.Cups["test"]) != 8 {
		t.Fatalf("drew %s: the cup holds %v, want %v; the copy %v", drawn, got, want, before.Cups["test"])
	}
	allocs := testing.AllocsPerRun(6, func() {
		g.ToCup("test", g.Draw("test"))
		g.S.TDCPool = append(g.S.TDCPool, g.TakeTDC())
	})
	if allocs != 0 {
		t.Errorf("a draw and its return allocate %.1f times, want none", allocs)
	}
}

// Test10_1_WaitingBoxCountsAreTheCounted (issue 16): the boats in each
// base's boxes, kept while the game waits on a decision (waitingBoxCount:
// the bot asks them of every base a boat may return to), are the boats
// there at every decision of a doctrine campaign, and the repair places
// free [10.1] are the capacity less the boats in repair.
func Test10_1_WaitingBoxCountsAreTheCounted(t *testing.T) {
	th := theatre(t)
	limit := envN("BOX_DECISIONS", 20000)
	if testing.Short() {
		limit = 6000
	}
	g, err := campaign.New(th, engine.Record{System: campaign.SystemID, Theatre: th.ID, Scenario: "campaign-1939", Seed: 2})
	if err != nil {
		t.Fatal(err)
	}
	g.DiscardEntries()
	g.ReusePrompts()
	if _, err := g.Start(); err != nil {
		t.Fatal(err)
	}
	boxes := []string{campaign.BoxHold, campaign.BoxR3, campaign.BoxR2, campaign.BoxR1, campaign.BoxWorkUp, campaign.BoxInPort, campaign.BoxPier, campaign.BoxReady}
	p := bot.NewDoctrine()
	counted, moved := 0, 0
	last := map[string]int{}
	for n := 0; n < limit && !g.S.Over; n++ {
		pr := engine.LeanPrompt(g)
		if pr == nil {
			break
		}
		c := p.Choose(g, pr) // the bot's own asks first
		for _, b := range th.Map.Bases {
			inRepair := 0
			for _, box := range boxes {
				want := len(g.InBox(b.ID, box))
				if got := g.BoxCount(b.ID, box); got != want {
					t.Fatalf("decision %d: %d boats in %s's %s box, counted %d", n, got, b.ID, box, want)
				}
				if box == campaign.BoxR1 || box == campaign.BoxR2 || box == campaign.BoxR3 {
					inRepair += want
				}
				if k := b.ID + "/" + box; last[k] != want {
					moved++
					last[k] = want
				}
				counted++
			}
			capacity := 0
			if len(b.Capacity) > 0 {
				capacity = b.Capacity[min(g.S.Period, len(b.Capacity))-1]
			}
			if got := g.RepairRoom(b.ID); got != max(0, capacity-inRepair) {
				t.Fatalf("decision %d: %s has %d repair places free, want %d less %d in repair", n, b.ID, got, capacity, inRepair)
			}
		}
		if _, err := g.Apply(c); err != nil {
			t.Fatal(err)
		}
	}
	if moved < 100 {
		t.Fatalf("the boxes' counts changed %d times in %d decisions", moved, limit)
	}
	t.Logf("%d counts compared, %d changes", counted, moved)
}
