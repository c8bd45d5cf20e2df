package bot

import (
	"os"
	"strings"
	"testing"

	"periscope/game/campaign"
	"periscope/game/data"
	"periscope/game/engine"
)

// [36] The doctrine bot plays the political war (issue 13): campaign-1939
// with the switch, to the end of January 1940. Every political prompt has a
// doctrine, the bot petitions (a planned request is made at least once)
// and places its points (its months of 10+ VP), and the track stays within its bounds [36.1].
func Test36_DoctrinePlaysThePoliticalWar(t *testing.T) {
	th, err := data.Load(os.DirFS("../../assets/data"), "atlantic")
	if err != nil {
		t.Fatal(err)
	}
	th.Scenario("campaign-1939").End = "1940-01"
	rec := engine.Record{System: campaign.SystemID, Theatre: th.ID, Scenario: "campaign-1939", Seed: 3,
		Options: []string{campaign.OptPolitical}}
	g, err := campaign.New(th, rec)
	if err != nil {
		t.Fatal(err)
	}
	d := NewDoctrine()
	if _, err := g.Start(); err != nil {
		t.Fatal(err)
	}
	kinds := map[string]int{}
	requests := 0
	for !g.Over() && g.Prompt() != nil {
		p := g.Prompt()
		ch := d.Choose(g, p)
		if strings.HasPrefix(p.Kind, "pol-") {
			kinds[p.Kind]++
			if p.Kind == "pol-request" && strings.HasPrefix(p.Options[ch.Option].Key, "req:") {
				requests++
			}
		}
		if _, err := g.Apply(ch); err != nil {
			t.Fatal(err)
		}
		pol := g.S.Political
		if pol.Prestige < 0 || pol.Prestige > 9 {
			t.Fatalf("prestige %d", pol.Prestige)
		}
		for gr, v := range pol.Influence {
			if v < -2 || v > 2 {
				t.Fatalf("%s influence %d", gr, v)
			}
		}
	}
	if len(d.Unknown) > 0 {
		t.Errorf("prompt kinds without doctrine: %v", d.Unknown)
	}
	// A favour prompt with one choice (the prestige pays only the
	// request) is not asked.
	if kinds["pol-request"] == 0 || requests == 0 || kinds["pol-favour"] > requests || kinds["pol-points"] == 0 {
		t.Errorf("political prompts %v, requests made %d: want requests offered and made, and points placed", kinds, requests)
	}
	t.Logf("political prompts %v; requests made %d; granted %v; end %+v", kinds, requests, g.S.Political.Granted, *g.S.Political)
}
