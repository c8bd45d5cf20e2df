package tactical

import (
	"testing"

	"periscope/game/dice"
)

func ons5Combat() CampaignCombat {
	units := []CampaignUnit{
		{ID: "m1", Type: "M", Tons: 5, Column: "outer", Merchant: true}, {ID: "m2", Type: "M", Tons: 7, Column: "outer", Merchant: true},
		{ID: "m3", Type: "M", Tons: 3, Column: "inner", Merchant: true}, {ID: "m4", Type: "AO", Tons: 8, Column: "centre", Merchant: true},
		{ID: "m5", Type: "AO", Tons: 10, Column: "centre", Merchant: true}, {ID: "m6", Type: "M", Tons: 6, Column: "inner", Merchant: true},
		{ID: "m7", Type: "M", Tons: 4, Column: "outer", Merchant: true}, {ID: "m8", Type: "M", Tons: 8, Column: "inner", Merchant: true},
		{ID: "m9", Type: "CM", Tons: 7, Column: "outer", Merchant: true}, {ID: "m10", Type: "M", Tons: 2, Column: "centre", Merchant: true},
		{ID: "e1", Type: "PG", Class: "Flower", Nation: "UK", ASW: 1, Column: "outer"},
		{ID: "e2", Type: "DD", Class: "V&W", Nation: "UK", ASW: 2, Column: "outer"},
		{ID: "e3", Type: "SL", Class: "Black Swan", Nation: "UK", ASW: 3, Column: "inner"},
		{ID: "a1", Type: "AC", Nation: "UK", ASW: 1},
	}
	return CampaignCombat{Units: units, Boat: CampaignBoat{ID: "U-552", Class: "VIIC", Ace: 1, Tactics: 4, DamageMarkers: 1, Torpedoes: 9, Column: "inner"},
		Round: 1, Weather: "990", Period: mustPeriodOf("Sp43")}
}

func TestFightItOut_CampaignToTactical(t *testing.T) {
	d := testData(t)
	s, err := MapToTactical(d, ons5Combat())
	if err != nil {
		t.Fatal(err)
	}
	if s.Formation != 5 || s.ConvoySpeed != 2 || len(s.Merchants) != 10 || len(s.Escorts) != 3 {
		t.Fatalf("formation %d speed %d, %d merchants, %d escorts", s.Formation, s.ConvoySpeed, len(s.Merchants), len(s.Escorts))
	}
	byID := map[string]MappedShip{}
	for _, m := range append(append([]MappedShip{}, s.Merchants...), s.Escorts...) {
		byID[m.CampaignID] = m
	}
	for id, want := range map[string]string{"m1": "C-2", "m2": "EC-2", "m4": "T-2", "m5": "T-3", "m10": "C-2", "e1": "Flower", "e2": "V1", "e3": "BlackSwan"} {
		if byID[id].Class != want {
			t.Errorf("%s → %s, want %s", id, byID[id].Class, want)
		}
	}
	// Capacity by tonnage, capped by the class: 5 t → 5 (C-2 cap 5); 2 t → 2.
	if byID["m1"].Capacity != 5 || byID["m10"].Capacity != 2 || byID["m5"].Capacity != 9 {
		t.Errorf("capacities %d %d %d", byID["m1"].Capacity, byID["m10"].Capacity, byID["m5"].Capacity)
	}
	// Outer counters in the wing columns (0 and 4 of formation 5), centre
	// ones in the middle column.
	for _, id := range []string{"m1", "m2", "m7", "m9"} {
		if c := byID[id].Column; c != 0 && c != 4 {
			t.Errorf("outer %s in column %d", id, c+1)
		}
	}
	if byID["m4"].Column != 2 && byID["m5"].Column != 2 && byID["m10"].Column != 2 {
		t.Error("no centre counter in the centre column")
	}
	if byID["e1"].Sonar != "ordinary" || byID["e1"].Radar || byID["e3"].Sonar != "improved" || !byID["e3"].Radar {
		t.Errorf("sensors by ASW: %+v %+v", byID["e1"], byID["e3"])
	}
	if !s.Night || s.AirDCs != 0 || s.Weather != Rough || s.Crew != Experienced || !s.Hidden || s.StartRange != 10 || s.Flank || s.Damage != 1 || s.BoatClass != "VIIC" {
		t.Fatalf("setup %+v", s)
	}
	c := ons5Combat()
	c.Round = 2
	c.Boat.Spotted = true
	c.Boat.Class = "IIB"
	if _, err := MapToTactical(d, c); err == nil {
		t.Fatal("a Type II has no tactical class")
	}
	c.Boat.Class = "VIIC"
	s2, _ := MapToTactical(d, c)
	if s2.Night || s2.AirDCs != 1 || s2.Hidden {
		t.Fatalf("re-attack by day with aircraft, spotted: %+v", s2)
	}
	for n, want := range map[int]int{8: 6, 9: 5, 12: 4, 13: 2, 18: 1} {
		if f, _ := FormationFor(n); f != want {
			t.Errorf("%d merchantmen → formation %d, want %d", n, f, want)
		}
	}
	if _, err := FormationFor(19); err == nil {
		t.Error("19 merchantmen placed")
	}
}

func TestFightItOut_TacticalToCampaign(t *testing.T) {
	d := testData(t)
	s, _ := MapToTactical(d, ons5Combat())
	g, err := BuildFight(d, NewDice(dice.New(5)), mustPeriodOf("Sp43"), s)
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Invariants(); err != nil {
		t.Fatal(err)
	}
	b := g.Vessel("U-552")
	loaded := 0
	for _, tb := range b.Tubes {
		if tb.Loaded {
			loaded++
		}
	}
	if loaded+b.BowReloads+b.SternReload != 9 || b.Damage != 1 || !b.Hidden {
		t.Fatalf("boat: %d torpedoes, damage %d, hidden %v", loaded+b.BowReloads+b.SternReload, b.Damage, b.Hidden)
	}
	// Two sinkings, one ship stopped, two torpedoes fired, the boat hurt.
	g.Vessel("m4").Sunk = true
	g.Vessel("m1").Sunk = true
	g.Vessel("m8").DIW = true
	g.Vessel("m8").Damage = 4
	b = g.Vessel("U-552")
	b.Fired, b.Tubes[0].Loaded, b.Tubes[1].Loaded = 2, false, false
	g.B.TorpedoesFired = 2
	if err := g.Invariants(); err != nil {
		t.Fatal(err)
	}
	r := g.MapToCampaign("U-552", false)
	if len(r.Sunk) != 2 || r.Sunk[0] != "m1" && r.Sunk[1] != "m1" || len(r.Damaged) != 1 || r.Damaged[0] != "m8" ||
		r.BoatLost || r.BoatDamage != 1 || r.RTB || r.Spotted || r.TorpedoesFired != 2 {
		t.Fatalf("result %+v", r)
	}
	// Forced up: Damaged and RTB; sunk: lost.
	b.Damage = 2
	if r := g.MapToCampaign("U-552", false); !r.RTB || r.BoatDamage != 2 {
		t.Fatalf("forced up: %+v", r)
	}
	b.Sunk = true
	if r := g.MapToCampaign("U-552", false); !r.BoatLost {
		t.Fatalf("sunk: %+v", r)
	}
}

// Still in contact at the end with five or more escorts: the prolonged
// attack [34.6] stands in for the counterattack.
func TestFightItOut_ProlongedAttackAtTheEnd(t *testing.T) {
	d := testData(t)
	c := ons5Combat()
	for i := 0; i < 3; i++ {
		c.Units = append(c.Units, CampaignUnit{ID: "x" + string(rune('1'+i)), Type: "DD", Class: "A-I", Nation: "UK", ASW: 2})
	}
	s, _ := MapToTactical(d, c)
	g, err := BuildFight(d, LoadedDice(6, 6), mustPeriodOf("Sp43"), s)
	if err != nil {
		t.Fatal(err)
	}
	g.Vessel("U-552").EP = 1 // nearly flat: 24 of 120 Advanced EP
	r := g.MapToCampaign("U-552", true)
	if !r.BoatLost {
		t.Fatalf("a flat boat under a prolonged attack of %d escorts survived: %+v", len(s.Escorts), r)
	}
}

// [2.3B] the campaign says which of its counters are merchantmen
// (CampaignUnit.Merchant, from its own categories): fought out, those sail
// in the convoy's columns whatever their type letter, the troopships and
// transports (AT, AP), fishing and sailing vessels too; a counter it does
// not mark is no merchantman. Before, the tactical game kept its own copy
// of the campaign's list: it once lacked AT, AP and FV (an AT counter,
// Queen Mary, came onto the board as a Flower corvette, an FV as another,
// an AP was left out).
func TestFightItOut_2_3B_TheCampaignMarksTheMerchantmen(t *testing.T) {
	d := testData(t)
	c := ons5Combat()
	c.Units = append(c.Units,
		CampaignUnit{ID: "qm", Type: "AT", Nation: "UK", Tons: 81, Column: "centre", Merchant: true},
		CampaignUnit{ID: "ap", Type: "AP", Nation: "US", Tons: 24, Column: "inner", Merchant: true},
		CampaignUnit{ID: "fv", Type: "FV", Nation: "UK", Tons: 0, Column: "outer", Merchant: true},
		// A type the tactical game has never heard of, marked by the
		// campaign, and a freighter's letter the campaign does not mark.
		CampaignUnit{ID: "new", Type: "XQ", Nation: "UK", Tons: 4, Column: "outer", Merchant: true},
		CampaignUnit{ID: "unmarked", Type: "M", Nation: "UK", Tons: 4, Column: "outer"})
	s, err := MapToTactical(d, c)
	if err != nil {
		t.Fatal(err)
	}
	merchants := map[string]MappedShip{}
	for _, m := range s.Merchants {
		merchants[m.CampaignID] = m
	}
	for _, id := range []string{"qm", "ap", "fv", "new"} {
		m, ok := merchants[id]
		if !ok {
			t.Errorf("%s is not among the merchantmen", id)
			continue
		}
		if d.Ships[m.Class] == nil || d.Ships[m.Class].Role != Merchant || m.Capacity < 1 {
			t.Errorf("%s → %+v", id, m)
		}
	}
	if _, ok := merchants["unmarked"]; ok {
		t.Error("a counter the campaign does not mark sails as a merchantman")
	}
	for _, e := range s.Escorts {
		if e.CampaignID == "qm" || e.CampaignID == "ap" || e.CampaignID == "fv" || e.CampaignID == "new" || e.CampaignID == "unmarked" {
			t.Errorf("%s sails as an escort (%s)", e.CampaignID, e.Class)
		}
	}
	if len(s.Merchants) != 14 || len(s.Escorts) != 3 {
		t.Errorf("%d merchantmen and %d escorts, want 14 and 3", len(s.Merchants), len(s.Escorts))
	}
}
