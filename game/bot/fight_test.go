package bot

import (
	"testing"

	"periscope/assets"
	"periscope/game/campaign"
	"periscope/game/engine"
	"periscope/game/tactical"
)

// Fight it out [14.15] (issue 18): a fight the player chose to fight on
// the tactical board and then handed to a campaign bot ("Bot plays this
// boat", "Bot turn") is answered with the rest of the fight, which the
// campaign takes; a plain option there is refused.
func TestFightItOut_BotsAnswerTheFight(t *testing.T) {
	d, err := tactical.LoadData(assets.Data(), "tactical")
	if err != nil {
		t.Fatal(err)
	}
	campaign.FightData = func() (*tactical.Data, error) { return d, nil }
	campaign.FightPlayable = true
	defer func() { campaign.FightData, campaign.FightPlayable = nil, false }()
	for _, tc := range []struct {
		name string
		p    engine.Player
	}{{"doctrine", NewDoctrine()}, {"random", NewRandom(3)}} {
		g, err := campaign.New(theatre(t), engine.Record{System: campaign.SystemID, Theatre: "atlantic", Scenario: "happy-time-1940", Seed: 27, Options: []string{"fight-it-out"}})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Start(); err != nil {
			t.Fatal(err)
		}
		fought := false
		doc := NewDoctrine()
		for i := 0; i < 400 && !fought; i++ {
			p := g.Prompt()
			if p == nil {
				break
			}
			c := doc.Choose(g, p)
			switch p.Kind {
			case campaign.KindFightItOut:
				if ch := doc.Choose(g, p); ch.Option != 0 || p.Options[0].Key != "tables" {
					t.Errorf("the doctrine does not resolve on the tables: %+v", doc.Choose(g, p))
				}
				c = engine.Pick(2) // the player fights it out ...
			case campaign.KindFightResult:
				// ... then hands it to the bot.
				if _, err := g.Apply(engine.Pick(0)); err == nil {
					t.Fatalf("%s: a plain option was taken as the fight", tc.name)
				}
				c = tc.p.Choose(g, p)
				fought = true
			}
			if _, err := g.Apply(c); err != nil {
				t.Fatalf("%s: %s refused: %v", tc.name, p.Kind, err)
			}
			if fought && g.Prompt() != nil && g.Prompt().Kind == campaign.KindFightResult {
				t.Fatalf("%s: the fight is still pending after the bot's answer", tc.name)
			}
		}
		if !fought {
			t.Fatalf("%s: no fight reached", tc.name)
		}
	}
}
