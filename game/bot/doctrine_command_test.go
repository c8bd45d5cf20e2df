package bot

import (
	"testing"

	"periscope/assets"
	"periscope/game/campaign"
	"periscope/game/data"
	"periscope/game/engine"
)

// [7.31] the Mediterranean command: before the war event that forms it
// (Italy opens as a base, September 1941 at the earliest) BdU sent no boat
// through Gibraltar, so the doctrine (and the careless bot) never chooses
// the Western or Eastern Mediterranean as a hunting ground: in 1939–40 no boat is at sea there except on an order.
func Test7_31_DoctrineKeepsOutOfTheMediterraneanBeforeItsCommand(t *testing.T) {
	th, err := data.Load(assets.Data(), "atlantic")
	if err != nil {
		t.Fatal(err)
	}
	th.Scenario("campaign-1939").End = "1940-12"
	med := func(g *campaign.Game, id string) bool {
		a := g.T.Area(id)
		return a != nil && a.InRegion("med")
	}
	for _, bot := range []string{"doctrine", "careless"} {
		for seed := uint64(1); seed <= 2; seed++ {
			p, _ := NewPlayer(bot, seed)
			seen := map[string]bool{}
			_, err := PlayScenario(th, "campaign-1939", seed, p, false, func(g *campaign.Game, _ engine.Op) {
				if medCommandFormed(g) {
					t.Fatalf("%s seed %d: a Mediterranean base is in use in %s", bot, seed, data.MonthString(g.S.Month))
				}
				for i := range g.S.Subs {
					s := &g.S.Subs[i]
					if s.Status == campaign.StSea && s.Mission == "" && med(g, s.Area) && !seen[s.ID] {
						seen[s.ID] = true
						t.Errorf("%s seed %d: %s hunts in %s in %s, before the Mediterranean command is formed", bot, seed, s.ID, s.Area, data.MonthString(g.S.Month))
					}
				}
			})
			if err != nil {
				t.Fatal(err)
			}
		}
	}
}
