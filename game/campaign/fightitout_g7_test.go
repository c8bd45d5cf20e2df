package campaign_test

import (
	"slices"
	"testing"

	"periscope/assets"
	"periscope/game/campaign"
	"periscope/game/engine"
	"periscope/game/tactical"
)

// Fight it out with the Atlantic's torpedoes [6.0]: a fight fires the G7
// as the campaign's G7 track stands when it is fought (the value the boat
// attacks with, a war event's failures in its area included), and the
// board rolls the Dud Table [38] at that value's d66 (torpedoes.json
// trackDud): the 1939 campaign's G7 at −1 fights with 26 (a third of the
// hits fail), the Happy Time's 1940 value of 0 with 16. The fights go on
// both ways (fightBothWays: the board's result is the campaign's).
func TestFightItOut_6_0_TheG7TrackSetsTheFightsDuds(t *testing.T) {
	fightData(t)
	campaign.FightPlayable = true
	defer func() { campaign.FightPlayable = false }()
	td, err := tactical.LoadData(assets.Data(), "tactical")
	if err != nil {
		t.Fatal(err)
	}
	g7e := td.Torpedoes["G7e"]
	for _, c := range []struct {
		scenario string
		value    int
		dud      int
	}{{"campaign-1939", -1, 26}, {"happy-time-1940", 0, 16}} {
		var seen []int
		check := func(g *campaign.Game, cc tactical.CampaignCombat, s tactical.FightSetup, m *tactical.Match) {
			v := cc.Boat.TorpedoValue
			seen = append(seen, v)
			if v > g.TorpedoValue(g.Sub(cc.Boat.ID)) {
				t.Errorf("%s: the fight fires at %+d, above the G7 track's %+d", c.scenario, v, g.TorpedoValue(g.Sub(cc.Boat.ID)))
			}
			k := slices.Index(g7e.Track, v)
			if k < 0 || s.Dud != g7e.TrackDud[k] || (s.Torpedo != "G7a" && s.Torpedo != "G7e") {
				t.Errorf("%s: G7 %+d fights with %q dud %d", c.scenario, v, s.Torpedo, s.Dud)
				return
			}
			if n := m.G.DudNumber(td.Torpedoes[s.Torpedo]); n != s.Dud {
				t.Errorf("%s: the board's dud %d, the set-up's %d", c.scenario, n, s.Dud)
			}
		}
		n := fightBothWays(t, theatre(t), engine.Record{System: campaign.SystemID, Theatre: "atlantic", Scenario: c.scenario, Seed: 1, Options: []string{"fight-it-out"}}, 2,
			map[string]bool{"M": true, "AO": true, "CM": true, "AT": true, "AP": true, "FV": true, "SV": true}, check)
		if n == 0 || !slices.Contains(seen, c.value) {
			t.Errorf("%s: %d fights at G7 %v, want one at %+d (dud %d)", c.scenario, n, seen, c.value, c.dud)
		}
		if k := slices.Index(g7e.Track, c.value); k < 0 || g7e.TrackDud[k] != c.dud {
			t.Errorf("G7 %+d: the track's dud is not %d", c.value, c.dud)
		}
	}
}
