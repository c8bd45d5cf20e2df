package save_test

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"periscope/game/campaign"
	"periscope/game/engine"
	"periscope/game/systems"
	"periscope/game/tactical"
	"periscope/save"
)

// Fight it out [14.15], saved mid-fight before the campaign marked its
// merchantmen [2.3B] for the tactical game (CampaignUnit.Merchant; the
// tactical game had kept its own copy of the campaign's list). A save
// holds the campaign's state and the fight's choices so far, never the
// mapping: on load the fight is mapped again from the campaign's combat
// board, so the files in testdata, written by the game before that change
// (an Atlantic fight with a fishing vessel among the merchantmen and a
// Pacific one with Japanese counters, four of the Sub player's decisions
// in), must open, pass the replay check, map to the same ships in the
// same stations and finish with the same result they gave then.
func TestFightItOut_2_3B_OldMidFightSavesFinishTheSameFight(t *testing.T) {
	campaign.FightPlayable = true
	defer func() { campaign.FightPlayable = false }()
	type ship struct{ id, class string }
	for _, c := range []struct {
		file              string
		boat, boatClass   string
		merchants, escort []ship
		sunk, damaged     []string
	}{
		{file: "v3-midfight-atlantic.json", boat: "U-34", boatClass: "VIIB",
			merchants: []ship{{"fv-uk#3", "C-2"}, {"ao-uk-6t#3", "T-2"}, {"m-nl-3t#2", "C-2"}, {"m-no-6t#2", "C-3"}},
			// Written when the board's G7s never failed in a fight; since
			// the fight takes the campaign's G7 track [6.0] (in 1939 a hit
			// is a dud on d66 26 or less), every hit rolls the Dud Table,
			// the dice after the save point fall differently and the T-2
			// ends the fight undamaged (before: damaged).
			sunk: []string{"fv-uk#3", "m-nl-3t#2"}},
		{file: "v3-midfight-pacific.json", boat: "Tang", boatClass: "Balao",
			merchants: []ship{{"m-jp-2tm#4", "Type-2A"}, {"m-jp-5t#8", "Maru"}, {"ao-jp-2tl#2", "Type-2TL"}},
			escort:    []ship{{"pg-jp-aux#7", "Aux-SC"}},
			sunk:      []string{"m-jp-2tm#4", "ao-jp-2tl#2"}},
	} {
		t.Run(c.file, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join("testdata", c.file))
			if err != nil {
				t.Fatal(err)
			}
			f, err := save.Decode(data)
			if err != nil {
				t.Fatal(err)
			}
			o, err := save.Open(f, systems.Installed())
			if err != nil {
				t.Fatalf("the old mid-fight save does not open: %v", err)
			}
			if err := save.NewCheck(o).Run(); err != nil {
				t.Fatalf("its replay check fails: %v", err)
			}
			es := o.Session()
			g := es.Game().(*campaign.Game)
			boat, _, so, ok := g.FightInProgress()
			if !ok || boat != c.boat || len(so) != 4 {
				t.Fatalf("the save reopens with fight %v of %s, %d decisions", ok, boat, len(so))
			}
			setup, err := g.FightSetup(boat)
			if err != nil {
				t.Fatal(err)
			}
			got := func(ms []tactical.MappedShip) []ship {
				var out []ship
				for _, m := range ms {
					out = append(out, ship{m.CampaignID, m.Class})
				}
				return out
			}
			if setup.BoatClass != c.boatClass || !slices.Equal(got(setup.Merchants), c.merchants) || !slices.Equal(got(setup.Escorts), c.escort) {
				t.Fatalf("mapped again: %s, merchants %v, escorts %v; saved with %s, %v, %v", setup.BoatClass, got(setup.Merchants), got(setup.Escorts), c.boatClass, c.merchants, c.escort)
			}
			// Finish the fight as the table does, a decision at a time
			// (the computer commander stands in for the player).
			var m *tactical.Match
			var last engine.Choice
			logFrom := len(es.Log())
			for n := 0; ; n++ {
				g = es.Game().(*campaign.Game)
				_, _, so, ok := g.FightInProgress()
				if !ok {
					break
				}
				if n > 200 {
					t.Fatal("the fight does not end")
				}
				if m, err = g.PendingFight(); err != nil {
					t.Fatal(err)
				}
				if err := tactical.ReplayFightSoFar(m, so); err != nil {
					t.Fatal(err)
				}
				last = (&tactical.SubBot{}).Choose(m, m.Prompt())
				ans, _ := engine.WithData(0, campaign.FightChoices{Choices: []engine.Choice{last}})
				if _, err := es.Apply(ans); err != nil {
					t.Fatalf("decision %d after loading: %v", n+1, err)
				}
			}
			if _, err := m.Apply(last); err != nil || !m.Over() {
				t.Fatalf("the last decision did not end the fight: %v", err)
			}
			r := m.FightOutcome(boat)
			if !slices.Equal(r.Sunk, c.sunk) || !slices.Equal(r.Damaged, c.damaged) {
				t.Fatalf("the fight ends with %v sunk, %v damaged; before the change %v and %v", r.Sunk, r.Damaged, c.sunk, c.damaged)
			}
			// The campaign took that result [14.16]: the counters sunk on
			// the board are sunk in the campaign.
			sunk := map[string]bool{}
			for _, e := range es.Log()[logFrom:] {
				if e.Event != nil && e.Event.Type == "sunk" && e.Event.Sub == boat {
					sunk[e.Event.Unit] = true
				}
			}
			for _, id := range r.Sunk {
				if !sunk[id] {
					t.Errorf("%s sunk in the fight, not in the campaign", id)
				}
			}
			g = es.Game().(*campaign.Game)
			if err := g.CheckInvariants(); err != nil {
				t.Fatal(err)
			}
		})
	}
}
