package campaign_test

import (
	"testing"

	"periscope/game/campaign"
	"periscope/game/engine"
)

// A game restored from a snapshot taken before any flag or strategic event
// (the snapshot omits the empty maps) can still set them: the restored
// state has the maps the set-up makes.
func TestRestoreMakesEmptyMaps(t *testing.T) {
	g, err := campaign.New(theatre(t), engine.Record{System: campaign.SystemID, Theatre: "atlantic", Scenario: "campaign-1939", Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.Start(); err != nil {
		t.Fatal(err)
	}
	clear(g.S.Flags)
	clear(g.S.EventCount)
	snap, err := g.Snapshot()
	if err != nil {
		t.Fatal(err)
	}
	r, err := campaign.Restore(theatre(t), snap)
	if err != nil {
		t.Fatal(err)
	}
	if r.S.Flags == nil || r.S.EventCount == nil {
		t.Fatalf("restored: flags %v, event counts %v", r.S.Flags, r.S.EventCount)
	}
	r.S.Flags["torch"] = true
	r.S.EventCount["barbarossa"]++
}
