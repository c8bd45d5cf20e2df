package bot

import (
	"math"
	"testing"

	"periscope/game/campaign"
	"periscope/game/engine"
)

// [24.1] the pack is not a crowd: every boat in the OpArea that has not yet
// acted may join a convoy one of them finds, and each that joins attacks
// it, so the doctrine does not spread a pack-forming boat off a convoy
// route because others are there; lone contacts, which each boat finds for
// itself (and a failed joiner searches at −3), still lose crowdK a boat
// beyond three. Packs form only for the nations and from the period the
// rules say [24.0]: German boats from period 2, never Italian ones.
func Test24_1_DoctrineDoesNotCrowdThePackOffTheConvoyRoutes(t *testing.T) {
	g, err := campaign.New(theatre(t), engine.Record{System: campaign.SystemID, Theatre: "atlantic", Scenario: "campaign-1939", Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	var de, it *campaign.Sub
	for i := range g.S.Subs {
		s := &g.S.Subs[i]
		switch g.Nation(s) {
		case "DE":
			if de == nil {
				de = s
			}
		case "IT":
			if it == nil {
				it = s
			}
		}
	}
	if de == nil || it == nil {
		t.Fatal("no German or no Italian boat in the campaign")
	}
	g.S.Period = 1
	if packsFor(g, de) {
		t.Errorf("period 1: a German boat forms packs; the rules allow them from period 2 [24.0]")
	}
	g.S.Period = 2
	if !packsFor(g, de) {
		t.Errorf("period 2: a German boat does not form packs [24.0]")
	}
	if packsFor(g, it) {
		t.Errorf("period 2: an Italian boat forms packs; only German boats do [24.0]")
	}

	const others = 8 // boats there or bound there besides this one
	crowd := 1 + crowdK*float64(others-3)
	near := func(a, b float64) bool { return math.Abs(a-b) < 1e-9 }
	// A convoy route: all its worth is convoys.
	if got := gathered(1, 1, others, true); !near(got, 1) {
		t.Errorf("convoy route, %d others, pack-forming boat: worth %.3f, want 1 (the pack shares the convoys it finds)", others, got)
	}
	if got := gathered(1, 1, others, false); !near(got, 1/crowd) {
		t.Errorf("convoy route, %d others, no packs: worth %.3f, want %.3f", others, got, 1/crowd)
	}
	// A lone hunting ground is crowded either way.
	if got := gathered(1, 0, others, true); !near(got, 1/crowd) {
		t.Errorf("lone hunting ground, %d others: worth %.3f, want %.3f", others, got, 1/crowd)
	}
	// Mixed: only the lone part is crowded; three others are no crowd.
	if got, want := gathered(1, 0.6, others, true), 0.4/crowd+0.6; !near(got, want) {
		t.Errorf("mixed area, %d others: worth %.3f, want %.3f", others, got, want)
	}
	if got := gathered(1, 0.6, 3, true); !near(got, 1) {
		t.Errorf("mixed area, 3 others: worth %.3f, want 1", got)
	}
}
