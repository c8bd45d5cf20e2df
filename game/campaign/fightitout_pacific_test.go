package campaign_test

import (
	"testing"

	"periscope/assets"
	"periscope/game/campaign"
	"periscope/game/data"
	"periscope/game/engine"
	"periscope/game/tactical"
)

// Fight it out in the Pacific [SW 14.14] (issue 18; game/tactical/DESIGN.md
// "Fight it out in the Pacific"): with the option on, a Silent War convoy
// attack is offered on the tactical board as in the Atlantic, and the
// mapping holds both ways. Campaign → board: Tang (Balao) fights as a
// Balao with the Mk 14 and the dud the campaign's torpedo track gives
// (tang-1944 starts at 0: the magnetic exploder switched off, dud 16);
// every Japanese counter becomes a Japanese class (marus, kaibokan,
// subchasers, destroyers) with the Japanese sonar, and the convoy makes
// its slowest maru's speed. Board → campaign: fightBothWays checks the
// ships sunk and damaged, the tracks and the boat's damage or loss.
func TestFightItOut_PacificCampaignToTacticalAndBack(t *testing.T) {
	fightData(t)
	campaign.FightPlayable = true
	defer func() { campaign.FightPlayable = false }()
	th, err := data.Load(assets.Data(), "pacific")
	if err != nil {
		t.Fatal(err)
	}
	d, _ := campaign.FightData()
	fought := 0
	for _, seed := range []uint64{20, 26, 21} {
		fought += fightBothWays(t, th, engine.Record{System: campaign.SystemID, Theatre: "pacific", Scenario: "tang-1944", Seed: seed, Options: []string{"fight-it-out"}}, 1, map[string]bool{"M": true, "AO": true, "AP": true},
			func(g *campaign.Game, cc tactical.CampaignCombat, s tactical.FightSetup, m *tactical.Match) {
				if r := g.FightResultRules(); r[0] != "14.15" {
					t.Errorf("the fight's result cites %v, not Silent War's [14.15]", r)
				}
				if cc.Boat.Class != "balao" || s.BoatClass != "Balao" {
					t.Fatalf("seed %d: %s (%s) fights as %s", seed, cc.Boat.ID, cc.Boat.Class, s.BoatClass)
				}
				if cc.Boat.TorpedoValue != g.S.G7 || s.Torpedo != "Mk14" || s.Dud != 16 {
					t.Errorf("seed %d: track %+d (campaign %+d) → %s dud %d, want Mk14 dud 16", seed, cc.Boat.TorpedoValue, g.S.G7, s.Torpedo, s.Dud)
				}
				b := m.G.Vessel(cc.Boat.ID)
				if b.Torpedo != "Mk14" || m.G.DudNumber(d.Torpedoes["Mk14"]) != 16 {
					t.Errorf("seed %d: the boat carries %s, dud %d on the board", seed, b.Torpedo, m.G.DudNumber(d.Torpedoes["Mk14"]))
				}
				slowest := 2
				for _, ms := range append(append([]tactical.MappedShip(nil), s.Merchants...), s.Escorts...) {
					c := d.Ships[ms.Class]
					if c == nil || c.Nation != "JP" {
						t.Errorf("seed %d: %s fights as %s, not a Japanese class", seed, ms.CampaignID, ms.Class)
						continue
					}
					if c.Role == tactical.Merchant {
						slowest = min(slowest, c.Speed)
					}
					if c.Role == tactical.Escort && ms.Sonar != "japanese" {
						t.Errorf("seed %d: %s (%s) has %s sonar", seed, ms.CampaignID, ms.Class, ms.Sonar)
					}
				}
				if s.ConvoySpeed != slowest {
					t.Errorf("seed %d: convoy speed %d, slowest maru %d", seed, s.ConvoySpeed, slowest)
				}
				t.Logf("seed %d: %d merchants %v, %d escorts %v, speed %d, %s dud %d", seed, len(s.Merchants), classes(s.Merchants), len(s.Escorts), classes(s.Escorts), s.ConvoySpeed, s.Torpedo, s.Dud)
			})
	}
	if fought < 3 {
		t.Fatalf("%d Pacific attacks fought out", fought)
	}
}

func classes(ms []tactical.MappedShip) []string {
	var out []string
	for _, m := range ms {
		out = append(out, m.Class)
	}
	return out
}
