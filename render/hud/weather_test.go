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

// [7.4]: the last roll's box says of a weather roll that names an area
// whether any boat at sea is under the low: U-47 seed 4's first turn
// places a low over the Guiana Basin while U-47 is in Germany (issue 14,
// item 15), then the same roll reads "over U-47" once she is there.
func Test7_4_WeatherDieSaysWhoIsUnderIt(t *testing.T) {
	th, err := combattest.Atlantic()
	if err != nil {
		t.Fatal(err)
	}
	g, err := campaign.New(th, engine.Record{System: campaign.SystemID, Theatre: th.ID, Scenario: "u47-scapa-flow", Seed: 4})
	if err != nil {
		t.Fatal(err)
	}
	log, err := g.Start()
	if err != nil {
		t.Fatal(err)
	}
	var loc, str *engine.Entry
	for i := range log {
		if e := &log[i]; e.Kind == "roll" && e.Rule == "7.4" {
			switch {
			case strings.HasPrefix(e.Roll.Purpose, "weather location"):
				loc = e
			case strings.HasPrefix(e.Roll.Purpose, "weather strength"):
				str = e
			}
		}
	}
	if loc == nil || str == nil {
		t.Fatal("seed 4 placed no low in its first turn")
	}
	for _, e := range []*engine.Entry{loc, str} {
		if a := weatherRollArea(*e); a != "guiana-basin" {
			t.Errorf("%q: area %q", e.Text, a)
		}
		if got := WeatherDieNote(g, *e); got != "no boat of yours there" {
			t.Errorf("%q with U-47 in Germany: %q", e.Text, got)
		}
	}
	u := g.Sub("U-47")
	u.Status, u.Area = campaign.StSea, "guiana-basin"
	if got := WeatherDieNote(g, *str); got != "over U-47" {
		t.Errorf("U-47 under the low: %q", got)
	}
	for i := range log {
		if e := log[i]; e.Kind == "roll" && strings.HasPrefix(e.Roll.Purpose, "weather formation") && WeatherDieNote(g, e) != "" {
			t.Errorf("a formation roll names no area: %q", WeatherDieNote(g, e))
		}
	}
}
