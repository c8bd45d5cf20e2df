package campaign_test

import (
	"errors"
	"slices"
	"testing"

	"periscope/assets"
	"periscope/game/bot"
	"periscope/game/campaign"
	"periscope/game/data"
	"periscope/game/engine"
	"periscope/game/tactical"
)

func fightData(t testing.TB) {
	t.Helper()
	d, err := tactical.LoadData(assets.Data(), "tactical")
	if err != nil {
		t.Fatal(err)
	}
	campaign.FightData = func() (*tactical.Data, error) { return d, nil }
}

// Fight it out [issue 18]: with the option on, a convoy attack is offered
// on the tactical board; the campaign's combat goes there (its merchant
// and escort counters, the boat's class and damage) and the fought battle
// comes back: every counter the fight sank is sunk in the campaign with
// its tonnage on the tracks, the ones left dead in the water damaged, and
// the boat's damage, loss or return to base as the fight left it. A fight
// answer that is not the whole battle is refused and changes nothing.
func TestFightItOut_CampaignToTacticalAndBack(t *testing.T) {
	fightData(t)
	campaign.FightPlayable = true
	defer func() { campaign.FightPlayable = false }()
	fightBothWays(t, theatre(t), engine.Record{System: campaign.SystemID, Theatre: "atlantic", Scenario: "happy-time-1940", Seed: 1, Options: []string{"fight-it-out"}}, 3, map[string]bool{"M": true, "AO": true, "CM": true, "AT": true, "AP": true, "FV": true, "SV": true}, nil)
}

// fightBothWays plays a campaign with the doctrine until want convoy
// attacks are fought out on the tactical board by the bots (or the
// campaign ends) and checks each both ways: every merchant counter on the
// board is mapped, the boat's damage is carried over, an illegal fight is
// refused without a change, and the fight's result is the campaign's (the
// counters sunk and damaged, the tracks, the boat's damage or loss).
// merchants are the counter types the fight takes as merchantmen; check,
// when set, looks at each fight's set-up and game first. It returns the
// number fought.
func fightBothWays(t *testing.T, th *data.Theatre, rec engine.Record, want int, merchantTypes map[string]bool, check func(*campaign.Game, tactical.CampaignCombat, tactical.FightSetup, *tactical.Match)) int {
	t.Helper()
	g, err := campaign.New(th, rec)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.Start(); err != nil {
		t.Fatal(err)
	}
	doctrine := bot.NewDoctrine()
	fights, offered := 0, 0
	for i := 0; i < 30000 && fights < want; i++ {
		p := g.Prompt()
		if p == nil {
			break
		}
		var c engine.Choice
		switch p.Kind {
		case campaign.KindFightItOut:
			offered++
			c = engine.Pick(2) // fight it out (the player's own fight)
		case campaign.KindFightResult:
			fights++
			boat := p.Sub
			s := g.Sub(boat)
			before := g.S.Tracks
			damage := s.Damage
			// Campaign → tactical: every counter on the board is mapped.
			cc, err := g.TacticalCombat(boat)
			if err != nil {
				t.Fatal(err)
			}
			setup, err := g.FightSetup(boat)
			if err != nil {
				t.Fatal(err)
			}
			merchants := 0
			for _, u := range cc.Units {
				// The campaign marks its merchantmen [2.3B] for the
				// tactical game, which keeps no list of its own.
				if u.Merchant != merchantTypes[u.Type] {
					t.Errorf("%s (%s): marked a merchantman %v", u.ID, u.Type, u.Merchant)
				}
				if u.Merchant {
					merchants++
				}
			}
			if len(setup.Merchants) != merchants || setup.BoatID != boat {
				t.Fatalf("%d merchants on the board, %d mapped", merchants, len(setup.Merchants))
			}
			m, err := g.PendingFight()
			if err != nil || m == nil {
				t.Fatalf("no fight: %v", err)
			}
			if got := m.G.Vessel(boat); got == nil || got.Damage != setup.Damage {
				t.Fatalf("the boat's damage %d is not carried over (%d)", got.Damage, setup.Damage)
			}
			if check != nil {
				check(g, cc, setup, m)
			}
			choices, err := tactical.PlayFightWithBots(m)
			if err != nil {
				t.Fatal(err)
			}
			res := m.FightOutcome(boat)
			// An illegal decision of the fight is refused (a plot the
			// boat's speed cannot make).
			snap, _ := g.Snapshot()
			bad, _ := engine.WithData(0, tactical.SubOrders{Plot: "FFFFFFFFFFFFFFFFFFFF", Depth: 25})
			short, _ := engine.WithData(0, campaign.FightChoices{Choices: append([]engine.Choice{bad}, choices...)})
			if _, err := g.Apply(short); !errors.Is(err, engine.ErrIllegal) {
				t.Fatalf("a battle with an illegal plot was taken: %v", err)
			}
			if after, _ := g.Snapshot(); string(after) != string(snap) {
				t.Fatal("the refused battle changed the campaign")
			}
			c, _ = engine.WithData(0, campaign.FightChoices{Choices: choices})
			es, err := g.Apply(c)
			if err != nil {
				t.Fatal(err)
			}
			// Tactical → campaign, logged under the rules the fight's
			// result card shows (render/tactical's fightBridge).
			cited := 0
			for _, e := range es {
				if slices.Contains(g.FightResultRules(), e.Rule) {
					cited++
				}
			}
			if cited == 0 {
				t.Errorf("no log line of the fight's result cites %v", g.FightResultRules())
			}
			sunk, damaged := map[string]bool{}, map[string]bool{}
			tons := 0
			for _, e := range es {
				if e.Event == nil || e.Event.Sub != boat {
					continue
				}
				switch e.Event.Type {
				case "sunk":
					sunk[e.Event.Unit] = true
					if tl, ok := e.Event.Data.(campaign.Tally); ok {
						tons += tl.Tons
					}
				case "ship-damaged":
					damaged[e.Event.Unit] = true
				}
			}
			for _, id := range res.Sunk {
				if !sunk[id] {
					t.Errorf("%s sunk on the tactical board but not in the campaign", id)
				}
			}
			for _, id := range res.Damaged {
				if !damaged[id] && !sunk[id] {
					t.Errorf("%s left dead in the water but not damaged in the campaign", id)
				}
			}
			if g.S.Tracks.Ships-before.Ships < len(res.Sunk) || g.S.Tracks.Tons < before.Tons+tons || len(res.Sunk) > 0 && tons == 0 {
				t.Errorf("tracks: ships %d → %d for %d sunk", before.Ships, g.S.Tracks.Ships, len(res.Sunk))
			}
			switch {
			case res.BoatLost:
				if s.Status != campaign.StSunk {
					t.Errorf("%s lost in the fight but %s in the campaign", boat, s.Status)
				}
			case res.BoatDamage > damage && res.BoatDamage <= 2:
				if s.Damage != res.BoatDamage && s.Status != campaign.StSunk {
					t.Errorf("%s: damage %d, the fight says %d", boat, s.Damage, res.BoatDamage)
				}
			}
			if err := g.CheckInvariants(); err != nil {
				t.Fatalf("after the fight: %v", err)
			}
			t.Logf("fight %d: %s fired %d, sank %v, damaged %v, boat damage %d lost %v rtb %v", fights, boat, res.TorpedoesFired, res.Sunk, res.Damaged, res.BoatDamage, res.BoatLost, res.RTB)
			continue
		default:
			c = doctrine.Choose(g, p)
		}
		if _, err := g.Apply(c); err != nil {
			t.Fatal(err)
		}
	}
	if fights == 0 && want > 0 {
		t.Fatalf("no convoy attack was fought out (%d offered)", offered)
	}
	return fights
}

// Without the option nothing is offered: the campaign plays as before.
func TestFightItOut_OffOnlyWithTheOption(t *testing.T) {
	fightData(t)
	g, err := campaign.New(theatre(t), engine.Record{System: campaign.SystemID, Theatre: "atlantic", Scenario: "happy-time-1940", Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.Start(); err != nil {
		t.Fatal(err)
	}
	doctrine := bot.NewDoctrine()
	for i := 0; i < 3000 && g.Prompt() != nil; i++ {
		p := g.Prompt()
		if p.Kind == campaign.KindFightItOut || p.Kind == campaign.KindFightResult {
			t.Fatal("a fight offered without the option")
		}
		if _, err := g.Apply(doctrine.Choose(g, p)); err != nil {
			t.Fatal(err)
		}
	}
}

// Without a scene that can play a fight, the computer commanders fight it
// (a seed the campaign draws: the replay gives the same result).
func TestFightItOut_ByTheComputer(t *testing.T) {
	fightData(t)
	rec := engine.Record{System: campaign.SystemID, Theatre: "atlantic", Scenario: "happy-time-1940", Seed: 1, Options: []string{"fight-it-out"}}
	play := func() (*campaign.Game, int) {
		g, err := campaign.New(theatre(t), rec)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Start(); err != nil {
			t.Fatal(err)
		}
		doctrine := bot.NewDoctrine()
		fought := 0
		for i := 0; i < 4000 && g.Prompt() != nil && fought < 2; i++ {
			p := g.Prompt()
			c := doctrine.Choose(g, p)
			if p.Kind == campaign.KindFightItOut {
				if len(p.Options) != 2 {
					t.Fatalf("%d options without a playable fight", len(p.Options))
				}
				c = engine.Pick(1)
				fought++
			}
			if _, err := g.Apply(c); err != nil {
				t.Fatal(err)
			}
			if err := g.CheckInvariants(); err != nil {
				t.Fatal(err)
			}
		}
		return g, fought
	}
	a, n := play()
	if n == 0 {
		t.Fatal("no fight")
	}
	b, _ := play()
	if a.S.Tracks != b.S.Tracks {
		t.Fatalf("two replays differ: %+v %+v", a.S.Tracks, b.S.Tracks)
	}
}
