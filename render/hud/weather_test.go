package hud

import (
	"strings"
	"testing"

	"periscope/game/bot"
	"periscope/game/campaign"
	"periscope/game/engine"
	"periscope/render/combat/combattest"
)

// A low forms anywhere on the map [7.4]: its log line and marker say
// whether any boat at sea is under it (its area or a linked zone, [7.41]),
// so a low over the Guiana Basin on a North Sea patrol reads as what it is
// (issue 14, item 15).
func Test7_4_WeatherSaysWhoIsUnderIt(t *testing.T) {
	th, err := combattest.Atlantic()
	if err != nil {
		t.Fatal(err)
	}
	g, err := campaign.New(th, engine.Record{System: campaign.SystemID, Theatre: th.ID, Scenario: "u47-scapa-flow", Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.Start(); err != nil {
		t.Fatal(err)
	}
	d := bot.NewDoctrine()
	for n := 0; n < 40 && g.Sub("U-47").Status != campaign.StSea; n++ {
		if _, err := g.Apply(d.Choose(g, g.Prompt())); err != nil {
			t.Fatal(err)
		}
	}
	at := g.Sub("U-47").Area
	g.S.Intel.Weather = []campaign.Weather{{Area: at, Pressure: 990}, {Area: "guiana-basin", Pressure: 965}}
	if got := WeatherNote(g, at); !strings.Contains(got, "U-47") {
		t.Errorf("a low over U-47's %s: %q", at, got)
	}
	if got := WeatherNote(g, "guiana-basin"); !strings.Contains(got, "none of your boats") {
		t.Errorf("a low over the Guiana Basin: %q", got)
	}
	if got := WeatherNote(g, "mid-ocean"); !strings.Contains(got, "anywhere on the map") {
		t.Errorf("an earlier week's low: %q", got)
	}
	e := engine.Entry{Event: &engine.Event{Type: "weather", Area: "guiana-basin"}}
	if weatherLine(g, e) == "" || weatherLine(g, engine.Entry{Event: &engine.Event{Type: "sunk"}}) != "" {
		t.Error("the log's weather note")
	}
}
