package campaign_test

import (
	"testing"

	"periscope/game/bot"
	"periscope/game/campaign"
	"periscope/game/engine"
	"periscope/game/tactical"
)

// Fight it out carries the campaign's conditions (issue 18; tactical
// [50], [49]): a storm (965 mb) in the combat's area is a storm on the
// tactical board, a 990 mb low rough seas, none clear; the boat's crew is
// its ace's; the first attack round is fought by night.
func TestFightItOut_CampaignStormIsAStormOnTheBoard(t *testing.T) {
	fightData(t)
	g, err := campaign.New(theatre(t), engine.Record{System: campaign.SystemID, Theatre: "atlantic", Scenario: "happy-time-1940", Seed: 1, Options: []string{"fight-it-out"}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.Start(); err != nil {
		t.Fatal(err)
	}
	doctrine := bot.NewDoctrine()
	for i := 0; i < 4000 && g.Prompt() != nil && g.Prompt().Kind != campaign.KindFightItOut; i++ {
		if _, err := g.Apply(doctrine.Choose(g, g.Prompt())); err != nil {
			t.Fatal(err)
		}
	}
	p := g.Prompt()
	if p == nil || p.Kind != campaign.KindFightItOut {
		t.Fatal("no convoy attack offered to fight out")
	}
	area := g.S.Combat.Area
	for _, c := range []struct {
		mb   int
		want tactical.Weather
	}{{0, tactical.Clear}, {990, tactical.Rough}, {965, tactical.Storm}} {
		g.S.Intel.Weather = nil
		if c.mb != 0 {
			g.S.Intel.Weather = []campaign.Weather{{Area: area, Pressure: c.mb}}
		}
		m, err := g.FightMatch(p.Sub, 7)
		if err != nil {
			t.Fatal(err)
		}
		if got := m.S.Battle.Weather; got != c.want {
			t.Errorf("%d mb over %s in the campaign: %q on the tactical board, want %q", c.mb, area, got, c.want)
		}
		if g.S.Combat.Round <= 1 && !m.S.Battle.Options.Night {
			t.Error("the first attack round is not fought by night")
		}
		want := map[int]tactical.Crew{0: tactical.Novice, 1: tactical.Experienced, 2: tactical.Professional}[g.AceValue(g.Sub(p.Sub))]
		if got := m.G.Vessel(p.Sub).Crew; got != want {
			t.Errorf("the boat's crew %q, its ace gives %q", got, want)
		}
	}
}
