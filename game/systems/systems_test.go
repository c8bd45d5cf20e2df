package systems

import (
	"errors"
	"testing"

	"periscope/game/campaign"
	"periscope/game/engine"
)

// The registry finds a record's system by its system and theatre, and
// refuses names it does not have, including ones shaped like paths.
func TestRegistryOpensRecords(t *testing.T) {
	reg := Installed()
	sys, err := reg.Open(CampaignRecord("atlantic", "u47-scapa-flow", 1))
	if err != nil {
		t.Fatal(err)
	}
	g, err := sys.New(CampaignRecord("atlantic", "u47-scapa-flow", 1))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.Start(); err != nil || g.Prompt() == nil {
		t.Fatalf("the game does not start: %v", err)
	}
	if _, ok := sys.(engine.Archive); !ok {
		t.Errorf("the campaign system cannot be saved (%T is not an engine.Archive)", sys)
	}
	for _, rec := range []engine.Record{
		{System: "atlantic", Theatre: "", Scenario: "u47-scapa-flow"}, // a schema-2 record not migrated
		{System: campaign.SystemID, Theatre: "indian-ocean"},
		{System: campaign.SystemID, Theatre: "../atlantic"},
		{System: "tactical", Theatre: "atlantic"},
	} {
		if _, err := reg.Open(rec); !errors.Is(err, engine.ErrUnknownSystem) {
			t.Errorf("%s/%s: want unknown system, got %v", rec.System, rec.Theatre, err)
		}
	}
	// The Pacific (Silent War) opens and starts too.
	psys, err := reg.Open(CampaignRecord("pacific", "wahoo-1943", 1))
	if err != nil {
		t.Fatal(err)
	}
	pg, err := psys.New(CampaignRecord("pacific", "wahoo-1943", 1))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := pg.Start(); err != nil || pg.Prompt() == nil {
		t.Fatalf("the Pacific game does not start: %v", err)
	}
	if ids := reg.Systems(); len(ids) < 2 || ids[0].ID() != campaign.SystemID {
		t.Errorf("installed: %v", ids)
	}
	if ValidID("../x") || ValidID("") || !ValidID("atlantic") {
		t.Error("ValidID")
	}
}

// The tactical game is installed: a record of S1 opens, starts and can be
// saved; its catalogue lists twelve scenarios.
func TestTacticalInstalled(t *testing.T) {
	reg := Installed()
	rec := engine.Record{System: "tactical", Theatre: "submarine", Scenario: "S1", Seed: 1}
	sys, err := reg.Open(rec)
	if err != nil {
		t.Fatal(err)
	}
	g, err := sys.New(rec)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.Start(); err != nil || g.Prompt() == nil {
		t.Fatalf("S1 does not start: %v", err)
	}
	if _, ok := sys.(engine.Archive); !ok {
		t.Errorf("%T is not an engine.Archive", sys)
	}
	if _, ok := sys.(engine.Seated); !ok {
		t.Errorf("%T is not engine.Seated", sys)
	}
	if c := Tactical().Scenarios("submarine"); len(c) < 12 {
		t.Errorf("%d tactical scenarios", len(c))
	}
}

// Europe 1941 is installed: its records open, and its System saves and
// seats bots.
func TestEuropeInstalled(t *testing.T) {
	rec := engine.Record{System: "europe", Theatre: "europe", Scenario: "europe-1941", Seed: 1}
	sys, err := Installed().Open(rec)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := sys.(engine.Archive); !ok {
		t.Error("europe is not an engine.Archive")
	}
	if s, ok := sys.(engine.Seated); !ok || s.Bot("de", "") == nil {
		t.Error("europe seats no bots")
	}
	g, err := sys.New(rec)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.Start(); err != nil || g.Prompt() == nil {
		t.Fatalf("the game does not start: %v", err)
	}
}
