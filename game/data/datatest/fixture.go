// Package datatest builds small, valid theatres in Go for the rules
// engine's tests: a slice of the Atlantic with a handful of areas, bases,
// boats and counters, and complete tables. The numbers are test fixtures,
// chosen to make the rulebook's worked examples reproducible (U-25 is 5-2-3,
// the large-convoy inner and centre entry numbers are 8 and 10, the North
// Sea row in period 1 has two red boxes, HMS Rochester is a diligent sloop
// with ASW 3, ...), not the game's authored data.
//
// Only tests import this package.
package datatest

import (
	"periscope/game/data"
)

func ip(v int) *int { return &v }

// Fixture returns a fresh, prepared and validated fixture theatre. It
// panics if the fixture does not validate (a bug in the fixture).
func Fixture() *data.Theatre {
	t := Raw()
	if errs := t.Prepare(); len(errs) > 0 {
		panic("datatest fixture does not validate:\n" + errs.Error())
	}
	return t
}

// row builds the same AAC row for all five periods.
func rows(boxes string, air string, coast bool, sub string) []data.AACRow {
	r := data.AACRow{Boxes: boxes, Air: air, Coast: coast, Sub: sub}
	return []data.AACRow{r, r, r, r, r}
}

// Raw returns the fixture before Prepare, for tests that break it on purpose.
func Raw() *data.Theatre {
	five := func(v int) []int { return []int{v, v, v, v, v} }
	t := &data.Theatre{
		ID: "fixture",
		Rules: data.GameRules{
			Name: "Steel Wolves (fixture)", Periods: 5, WarEventTrigger: 4, ForcedEvents: true,
			TorpedoMeasure: "ships", G7Min: -2, G7Max: 2, TDCMin: -4, TDCMax: 4,
			AceShips: 3, AceTons: 23, ConcentrationStep: 6, SpottedFromPeriod: 3,
			SkipSearchEndurance: -2, NoContactEndurance: -1, SubVsSubEnemyFirstMax: 4,
			WolfpacksFromPeriod: 2, WeeksPerMonth: 4, TFNation: "UK",
			Nations: map[string]data.Nation{
				"DE":    {TorpedoTrack: true, Commands: true, Doctrine: "option", MineLayer: true, Wolfpacks: true},
				"IT":    {NoEnigma: true, Doctrine: "national", Storms: true},
				"VICHY": {AirBases: []string{"FR", "VICHY"}},
				"UK":    {WartimeHullsFrom: 5, SubTorpedo: []int{-1, -1, -1, -1, 0}, SubTorpedoEarly: &data.MonthValue{Until: "1939-12", Value: -2}, OwnEscorts: true},
				"CA":    {WartimeHullsFrom: 5, SubTorpedo: []int{-1, -1, -1, -1, 0}},
				"US":    {NeutralBefore: 4, WartimeHullsFrom: 5, SubTorpedo: []int{-1, -1, -2, -2, -1}},
				"*":     {SubTorpedo: []int{-1, -1, -1, -1, 0}},
			},
		},
	}
	t.Map = data.Map{
		Areas: []data.Area{
			{ID: "north-sea", Name: "North Sea", Kind: data.KindOpArea, Group: "Home Waters", Lat: 56.5, Lon: 3.0,
				Regions: []string{"home"}, ASWRegion: "north-sea", AAC: []data.AACRow{
					{Boxes: "wwggoobbrr", Air: "light", Coast: true},
					{Boxes: "wwggoobbrR", Air: "light", Coast: true},
					{Boxes: "wggoobbrrR", Air: "dark", Coast: true},
					{Boxes: "wggoobbrrR", Air: "dark", Coast: true},
					{Boxes: "wggobbrrRR", Air: "dark", Coast: true},
				}},
			{ID: "western-approaches", Name: "Western Approaches", Kind: data.KindOpArea, Group: "Home Waters", Lat: 50.5, Lon: -12.0,
				Regions: []string{"home"}, ASWRegion: "uk", NonVirginFrom: 1, AAC: rows("wwggoobbbr", "light", false, "sub"),
				NearbyFrom: []string{"germany", "france"}},
			{ID: "sw-approaches", Name: "South-Western Approaches", Kind: data.KindOpArea, Group: "Home Waters", Lat: 46.0, Lon: -13.0,
				Regions: []string{"home"}, ASWRegion: "uk", NonVirginFrom: 1, AAC: rows("wwwggoobbr", "", false, ""),
				NearbyFrom: []string{"france", "germany/english-channel"}},
			{ID: "norwegian-sea", Name: "Norwegian Sea", Kind: data.KindOpArea, Group: "Arctic", Lat: 66.0, Lon: 4.0,
				Regions: []string{"arctic", "home-p1"}, ASWRegion: "north-sea", NonVirginFrom: 1, AAC: rows("wwwwggoobr", "", false, "sub")},
			{ID: "mid-ocean", Name: "Mid-Ocean", Kind: data.KindOpArea, Group: "Central Atlantic", Lat: 45.0, Lon: -30.0,
				Regions: []string{"central-atlantic"}, ASWRegion: "atlantic", NonVirginFrom: 2, AAC: rows("wwggoobbrr", "", false, "")},
			{ID: "greenland-gap", Name: "Greenland Gap", Kind: data.KindOpArea, Group: "North Atlantic", Lat: 58.0, Lon: -33.0,
				Regions: []string{"north-atlantic"}, ASWRegion: "atlantic", NonVirginFrom: 1, AAC: rows("wwgoobbbrr", "", false, "sub")},
			{ID: "maritimes", Name: "Maritimes", Kind: data.KindOpArea, Group: "Western Atlantic", Lat: 44.0, Lon: -60.0,
				Regions: []string{"west", "blackout"}, ASWRegion: "west", OpenFrom: 4, NonVirginFrom: 1, AAC: rows("wgoobbrrrr", "light", true, "sub")},
			{ID: "english-channel", Name: "English Channel", Kind: data.KindSMZ, Lat: 50.2, Lon: -1.5,
				Links: []string{"north-sea", "western-approaches", "sw-approaches"}, TransitZone: true, TransitDRM: []int{2, 3, 3, 4, 4}},
			{ID: "bay-of-biscay", Name: "Bay of Biscay", Kind: data.KindSMZ, Lat: 45.5, Lon: -5.0,
				Links: []string{"sw-approaches"}, TransitZone: true, TransitDRM: []int{0, 1, 2, 2, 3}},
			{ID: "scapa-flow", Name: "Scapa Flow", Kind: data.KindSMZ, Lat: 58.9, Lon: -3.1,
				Links: []string{"north-sea"}, NavalBase: true, MiningClosed: []string{"after-period:2"}},
			// Western and central Atlantic, for [12.1] (St. Lawrence) and
			// [19.13] (U-651 from the Caribbean), and the Barents Sea (the
			// Narvik advanced base is in strategic.go) [21.11].
			{ID: "us-east-coast", Name: "US East Coast", Kind: data.KindOpArea, Group: "Western Atlantic", Lat: 37.0, Lon: -72.0,
				Regions: []string{"west", "blackout"}, ASWRegion: "west", OpenFrom: 4, NonVirginFrom: 5, AAC: rows("wggoobbrrR", "light", true, "sub")},
			{ID: "caribbean", Name: "Caribbean", Kind: data.KindOpArea, Group: "Caribbean", Lat: 15.0, Lon: -70.0,
				Regions: []string{"west", "caribbean"}, ASWRegion: "west", OpenFrom: 4, NonVirginFrom: 5, AAC: rows("wggooobbrR", "", true, "")},
			{ID: "bermuda", Name: "Bermuda", Kind: data.KindOpArea, Group: "Central Atlantic", Lat: 32.0, Lon: -64.0,
				Regions: []string{"central-atlantic"}, ASWRegion: "atlantic", NonVirginFrom: 5, AAC: rows("wwggoobbrr", "", false, "")},
			{ID: "sargasso-sea", Name: "Sargasso Sea", Kind: data.KindOpArea, Group: "Central Atlantic", Lat: 30.0, Lon: -45.0,
				Regions: []string{"central-atlantic"}, ASWRegion: "atlantic", NonVirginFrom: 5, AAC: rows("wwwggoobbr", "", false, "")},
			{ID: "barents-sea", Name: "Barents Sea", Kind: data.KindOpArea, Group: "Arctic", Lat: 72.0, Lon: 35.0,
				Regions: []string{"arctic"}, ASWRegion: "north-sea", NonVirginFrom: 1, AAC: rows("wwwwggoobr", "", false, "sub")},
			{ID: "st-lawrence", Name: "St. Lawrence", Kind: data.KindSMZ, Lat: 48.5, Lon: -64.0,
				Regions: []string{"west"}, OpenFrom: 4, Links: []string{"maritimes"}},
			{ID: "germany", Name: "Germany", Kind: data.KindBase, Lat: 54.3, Lon: 10.1},
			{ID: "france", Name: "Atlantic France", Kind: data.KindBase, Lat: 47.7, Lon: -3.4},
		},
		Routes: []data.Route{
			{From: "germany", To: "north-sea", Cost: 1},
			{From: "north-sea", To: "western-approaches", Cost: 1},
			{From: "north-sea", To: "norwegian-sea", Cost: 1},
			{From: "north-sea", To: "english-channel", Cost: 0},
			{From: "english-channel", To: "western-approaches", Cost: 1},
			{From: "western-approaches", To: "sw-approaches", Cost: 1},
			{From: "western-approaches", To: "greenland-gap", Cost: 2},
			{From: "western-approaches", To: "mid-ocean", Cost: 1},
			{From: "sw-approaches", To: "mid-ocean", Cost: 1},
			{From: "france", To: "bay-of-biscay", Cost: 0},
			{From: "bay-of-biscay", To: "sw-approaches", Cost: 1},
			{From: "norwegian-sea", To: "greenland-gap", Cost: 1},
			{From: "greenland-gap", To: "maritimes", Cost: 1},
			{From: "mid-ocean", To: "maritimes", Cost: 1},
			{From: "english-channel", To: "sw-approaches", Cost: 1},
			{From: "norwegian-sea", To: "barents-sea", Cost: 1},
			{From: "maritimes", To: "us-east-coast", Cost: 1},
			{From: "us-east-coast", To: "bermuda", Cost: 1},
			{From: "bermuda", To: "caribbean", Cost: 1},
			{From: "bermuda", To: "sargasso-sea", Cost: 1},
			{From: "sargasso-sea", To: "mid-ocean", Cost: 1},
		},
		Bases: []data.Base{
			{ID: "germany", Name: "Germany", Kind: data.BaseMain, Nation: "DE", WorkUp: 6, Repair: [3]int{5, 4, 3}, Capacity: five(8)},
			{ID: "france", Name: "Atlantic France", Kind: data.BaseMain, Nation: "DE", WorkUp: 5, Repair: [3]int{5, 4, 3}, Capacity: []int{4, 8, 8, 12, 12}, ActiveFrom: 2, Fallback: "germany"},
			{ID: "refit-atlantic", Name: "Atlantic refit", Kind: data.BaseRefit, Nation: "DE", Capacity: five(99)},
		},
	}
	t.SubClasses = []data.SubClass{
		{ID: "IIA", Type: "II", Nation: "DE", Designation: true, Attack: 2, Defense: 2, Tactics: 2, Endurance: 1, CrashDive: 4, Speed: 1, Range: 2, Readiness: 6, Mines: 1},
		{ID: "IA", Type: "I", Nation: "DE", Designation: true, Attack: 5, Defense: 2, Tactics: 3, Endurance: 3, CrashDive: 2, Speed: 2, Range: 4, Readiness: 4, Mines: 2, Gun: "standard"},
		{ID: "VIIB", Type: "VII", Nation: "DE", Designation: true, Attack: 4, Defense: 3, Tactics: 3, Endurance: 3, CrashDive: 4, Speed: 2, Range: 4, Readiness: 5, Mines: 2, Gun: "standard"},
		{ID: "VIIC", Type: "VII", Nation: "DE", Designation: true, Attack: 4, Defense: 3, Tactics: 3, Endurance: 3, CrashDive: 4, Speed: 2, Range: 5, Readiness: 5, Mines: 2, Gun: "standard"},
		{ID: "IXB", Type: "IX", Nation: "DE", Designation: true, Attack: 5, Defense: 2, Tactics: 3, Endurance: 4, CrashDive: 2, Speed: 2, Range: 7, Readiness: 4, Mines: 2, Gun: "standard"},
		{ID: "XIV", Type: "XIV", Nation: "DE", Designation: true, Attack: 0, Defense: 2, Tactics: 1, Endurance: 5, CrashDive: 2, Speed: 2, Range: 8, Readiness: 4, Tanker: 3},
		{ID: "Marconi", Type: "Marconi", Nation: "IT", ClassName: "Marconi", Attack: 4, Defense: 2, Tactics: 2, Endurance: 4, CrashDive: 2, Speed: 2, Range: 6, Readiness: 4, Mines: 0, Gun: "standard"},
	}
	b := func(id, class, entry, base string) data.Boat {
		return data.Boat{ID: id, Class: class, Entry: entry, Base: base}
	}
	t.Boats = []data.Boat{
		b("U-5", "IIA", "1939-09", "germany"),
		b("U-25", "IA", "1939-09", "germany"),
		b("U-26", "IA", "1939-09", "germany"),
		b("U-47", "VIIB", "1939-09", "germany"),
		b("U-48", "VIIB", "1939-09", "germany"),
		b("U-46", "VIIB", "1939-09", "germany"),
		b("U-49", "VIIB", "1939-09", "germany"),
		b("U-54", "VIIB", "1939-09", "germany"),
		b("U-100", "VIIB", "1940-09", "germany"),
		b("U-110", "IXB", "1940-11", "france"),
		b("U-124", "IXB", "1940-06", "germany"),
		b("U-109", "IXB", "1940-12", "france"),
		b("U-78", "VIIC", "1941-02", "france"),
		b("U-202", "VIIC", "1941-03", "france"),
		b("U-722", "VIIC", "1942-12", "france"),
		b("U-459", "XIV", "1941-11", "france"),
		b("U-651", "VIIC", "1941-06", "france"),
		b("Faa-di-Bruno", "Marconi", "1940-09", "france"),
	}
	t.Boats[0].Inexp = 1
	t.Boats[1].Ace = "schultze"
	t.Boats[11].Attack = ip(5)
	t.Aces = []data.Ace{
		{ID: "schultze", Name: "Otto Schultze", Nation: "DE", Level: 1},
		{ID: "endrass", Name: "Engelbert Endrass", Nation: "DE", Level: 1},
		{ID: "schepke", Name: "Joachim Schepke", Nation: "DE", Level: 2},
		{ID: "bleichrodt", Name: "Heinrich Bleichrodt", Nation: "DE", Level: 1},
		{ID: "prien", Name: "Günther Prien", Nation: "DE", Level: 1},
	}
	t.Allied = []data.AlliedType{
		{ID: "m-2-0", Name: "Cargo ship", Type: "M", Nation: "UK", Tons: 5, Defense: 2, Flag: "red", Count: 12},
		{ID: "m-1-0", Name: "Small cargo ship", Type: "M", Nation: "UK", Tons: 3, Defense: 1, Flag: "red", Count: 12},
		{ID: "m-0-0", Name: "Coaster", Type: "M", Nation: "UK", Tons: 1, Defense: 0, Flag: "red", Count: 6},
		{ID: "ao-3-0", Name: "Tanker", Type: "AO", Nation: "UK", Tons: 9, Defense: 3, Flag: "red", Count: 6},
		{ID: "m-big", Name: "Large cargo ship", Type: "M", Nation: "UK", Tons: 12, Defense: 3, Flag: "white", Count: 4},
		{ID: "dd-7-1", Name: "Destroyer", Type: "DD", Nation: "UK", Tons: 1, Defense: 7, ASW: 1, Flag: "white", Count: 8},
		{ID: "dd-fr-6-1", Name: "French destroyer", Type: "DD", Nation: "FR", Tons: 2, Defense: 6, ASW: 1, Flag: "white", Count: 4, Until: "1940-06"},
		{ID: "ct-flower", Name: "Flower class corvette", Type: "CT", Nation: "UK", Tons: 1, Defense: 5, ASW: 2, Flag: "white", Count: 8, From: "1940-06"},
		{ID: "sl-rochester", Name: "HMS Rochester", Type: "SL", Nation: "UK", Named: true, Class: "Shoreham", Tons: 1, Defense: 5, ASW: 3, Flag: "white", Diligent: true, Count: 1},
		{ID: "trawler", Name: "A/S trawler", Type: "PG", Nation: "UK", Tons: 0, Defense: 3, ASW: 0.5, Flag: "red", Count: 4, Until: "P2"},
		{ID: "sunderland", Name: "Sunderland", Type: "AC", Nation: "UK", Tons: 0, Defense: 0, ASW: 2, Flag: "white", Count: 3},
		{ID: "event", Name: "Combat event", Type: "EVENT", Nation: "UK", Flag: "red", Count: 8},
		{ID: "am-aux", Name: "Armed merchant cruiser", Type: "AM", Nation: "UK", Tons: 14, Defense: 4, ASW: 0, Flag: "white", Count: 2},
		{ID: "at-liner", Name: "Liner", Type: "AT", Nation: "UK", Tons: 20, Defense: 4, Flag: "red", Fast: true, Count: 2},
		{ID: "bb-royal-oak", Name: "HMS Royal Oak", Type: "BB", Nation: "UK", Named: true, Class: "Revenge", Tons: 29, Defense: 8, ASW: 0, Flag: "white", Count: 1, Sunk: "1939-10"},
		{ID: "cv-courageous", Name: "HMS Courageous", Type: "CV", Nation: "UK", Named: true, Class: "Courageous", Tons: 22, Defense: 6, ASW: 0, Flag: "white", Carrier: true, Count: 1, Sunk: "1939-09"},
		{ID: "ss-t", Name: "T class submarine", Type: "SS", Nation: "UK", Class: "T1", Tons: 2, Defense: 2, Attack: 4, Flag: "white", Count: 3},
		{ID: "liner-marker", Name: "Draw liner", Type: "LINER", Nation: "UK", Flag: "red", Count: 2},
		// The [28.1] example's US task force (U-109 in the Maritimes).
		{ID: "dd-gleaves", Name: "Gleaves class destroyer", Type: "DD", Nation: "US", Tons: 2, Defense: 7, ASW: 2, Flag: "white", Count: 2, From: "P3"},
		{ID: "sb2u", Name: "SB2U Vindicator", Type: "AC", Nation: "US", ASW: 1, Flag: "white", Count: 1, From: "P3"},
		{ID: "bb-new-mexico", Name: "USS New Mexico", Type: "BB", Nation: "US", Named: true, Class: "New Mexico", Tons: 33, Defense: 9, Flag: "white", Count: 1, From: "P3"},
		{ID: "bb-mississippi", Name: "USS Mississippi", Type: "BB", Nation: "US", Named: true, Class: "New Mexico", Tons: 33, Defense: 9, Flag: "white", Count: 1, From: "P3"},
		{ID: "ct-us", Name: "US escort", Type: "DE", Nation: "US", Tons: 1, Defense: 5, ASW: 2, Flag: "white", Count: 2, From: "P3"},
	}
	t.Categories = map[string][]string{
		"merchant":  {"m-2-0", "m-1-0", "m-0-0", "ao-3-0"},
		"escort":    {"dd-7-1", "dd-fr-6-1", "ct-flower", "trawler"},
		"big":       {"m-big", "ao-3-0"},
		"warship":   {"bb-royal-oak", "cv-courageous", "am-aux"},
		"fleet":     {"dd-7-1"},
		"submarine": {"ss-t"},
	}
	mix := data.PeriodMix{
		Cups: map[string][]data.MixLine{
			"single": {{Pick: []string{"@merchant"}, Count: 8}, {Pick: []string{"dd-7-1"}, Count: 1}, {Pick: []string{"am-aux"}, Count: 1}, {Pick: []string{"sunderland"}, Count: 1}, {Pick: []string{"event"}, Count: 1}},
			"outer":  {{Pick: []string{"@escort"}, Count: 8}, {Pick: []string{"sl-rochester"}, Count: 1}, {Pick: []string{"@merchant"}, Count: 6}, {Pick: []string{"event"}, Count: 1}, {Pick: []string{"sunderland"}, Count: 1}},
			"inner":  {{Pick: []string{"@merchant"}, Count: 8}, {Pick: []string{"dd-7-1"}, Count: 1}, {Pick: []string{"event"}, Count: 1}},
			"centre": {{Pick: []string{"@big"}, Count: 6}, {Pick: []string{"@merchant"}, Count: 4}, {Pick: []string{"event"}, Count: 1}, {Pick: []string{"at-liner"}, Count: 1}},
			"tf-uk":  {{Pick: []string{"@warship"}, Count: 3}},
			"tf-us":  {{Pick: []string{"bb-new-mexico", "bb-mississippi"}, Count: 2}},
			"fe-us":  {{Pick: []string{"dd-gleaves", "sb2u"}, Count: 3}},
			"fe-uk":  {{Pick: []string{"@fleet"}, Count: 4}},
			"sub":    {{Pick: []string{"@submarine"}, Count: 3}},
			"liner":  {{Pick: []string{"at-liner"}, Count: 1}},
		},
		TDC: []int{-4, -3, -2, -2, -1, -1, -1, 0, 0, 0, 0, 1, 1, 1, 2, 2, 3, 4},
	}
	t.WarMix = []data.PeriodMix{mix, mix, mix, mix, mix}
	contact := []string{"none", "none", "single", "single", "single", "HX", "OB", "HX", "SC", "HX", "HX", "HX"}
	lvl := func(outer, inner, centre, single, tf, fe int) map[string]map[string]int {
		return map[string]map[string]int{
			"c1":      {"outer": outer, "inner": inner},
			"c2":      {"outer": outer + 2, "inner": inner + 2, "centre": centre},
			"single":  {"single": single},
			"special": {"centre": centre, "fe": fe},
			"tf":      {"tf": tf, "fe": fe},
		}
	}
	t.Tables = data.Tables{
		Contact: map[string][][]string{"default": {contact, contact, contact, contact, contact}},
		Engagement: map[string]map[string]map[string]int{
			"g": lvl(2, 1, 2, 1, 2, 2), "o": lvl(3, 2, 2, 2, 2, 3), "b": lvl(4, 3, 3, 3, 3, 4), "r": lvl(5, 4, 4, 4, 3, 4),
		},
		Boards: map[string]data.Board{
			"single": {Columns: []data.Column{{Role: data.ColCentre, SubBoxes: 1}}},
			"c1":     {Columns: []data.Column{{Role: data.ColOuter, SubBoxes: 2}, {Role: data.ColInner, Entry: 7, SubBoxes: 2}, {Role: data.ColOuter, SubBoxes: 2}}},
			"c2": {Columns: []data.Column{{Role: data.ColOuter, SubBoxes: 2}, {Role: data.ColInner, Entry: 8, SubBoxes: 2}, {Role: data.ColCentre, Entry: 10, SubBoxes: 2},
				{Role: data.ColCentre, Entry: 10, SubBoxes: 2}, {Role: data.ColInner, Entry: 8, SubBoxes: 2}, {Role: data.ColOuter, SubBoxes: 2}}},
			"tf": {Columns: []data.Column{{Role: data.ColOuter, SubBoxes: 2}, {Role: data.ColCentre, Entry: 9, SubBoxes: 2}, {Role: data.ColOuter, SubBoxes: 2}}},
		},
		AttackResults: []data.ResultRow{
			{Min: 0, Max: 4, From: -3, Cells: []string{"dmg", "dmg", "dmg", "sunk", "sunk", "sunk", "sunk", "sunk", "sunk", "sunk", "sunk", "explode"}},
			{Min: 5, Max: 9, From: -3, Cells: []string{"none", "dmg", "dmg", "dmg", "sunk", "sunk", "sunk", "sunk", "sunk", "sunk", "explode", "explode"}},
			{Min: 10, Max: 17, From: -3, Cells: []string{"none", "none", "dmg", "dmg", "dmg", "sunk", "sunk", "sunk", "sunk", "sunk", "explode", "explode"}},
			{Min: 18, Max: 28, From: -3, Cells: []string{"none", "none", "dmg", "dmg", "dmg", "dmg", "sunk", "sunk", "sunk", "sunk", "sunk", "explode"}},
			{Min: 29, Max: 36, From: -3, Cells: []string{"none", "none", "none", "dmg", "dmg", "dmg", "dmg", "sunk", "sunk", "sunk", "sunk", "sunk"}},
			{Min: 37, Max: 99, From: -3, Cells: []string{"none", "none", "none", "none", "dmg", "dmg", "dmg", "dmg", "sunk", "sunk", "sunk", "sunk"}},
		},
		Counterattack: []data.ResultRow{
			{Min: 0, Max: 2, From: 0, Cells: []string{"none", "none", "none", "none", "none", "none", "spot", "spot", "dmg", "dmg", "rtb+dmg", "again"}},
			{Min: 3, Max: 4, From: 0, Cells: []string{"none", "none", "none", "none", "spot", "spot", "dmg", "dmg", "rtb+dmg", "again", "sunk", "sunk"}},
			{Min: 5, Max: 6, From: 0, Cells: []string{"none", "none", "spot", "spot", "dmg", "dmg", "rtb+dmg", "again", "sunk", "sunk", "sunk", "sunk"}},
			{Min: 7, Max: 99, From: 0, Cells: []string{"none", "spot", "spot", "dmg", "dmg", "rtb+dmg", "again", "sunk", "sunk", "sunk", "sunk", "sunk"}},
		},
		OtherDangers: map[string]data.ResultRow{
			"diligent":  {From: 0, Cells: []string{"none", "none", "none", "spot", "spot", "dmg", "dmg", "rtb+dmg", "sunk", "sunk", "sunk"}},
			"explosive": {From: 0, Cells: []string{"none", "none", "none", "none", "none", "none", "spot", "dmg", "dmg", "rtb+dmg"}},
			"dems":      {From: 0, Cells: []string{"none", "none", "none", "none", "spot", "spot", "dmg", "dmg", "rtb+dmg", "sunk", "sunk"}},
			"aircraft":  {From: 0, Cells: []string{"none", "none", "none", "spot", "spot", "spot", "dmg", "dmg", "rtb+dmg", "sunk", "sunk"}},
			"mines":     {From: 0, Cells: []string{"none", "none", "none", "spot", "dmg", "dmg", "rtb+dmg", "sunk", "sunk", "sunk", "sunk"}},
		},
		Endurance: data.EnduranceTable{G7Min: -2, EnduranceMin: 1, Rows: [][]int{
			{2, 3, 4, 4, 5}, {3, 4, 5, 5, 6}, {4, 5, 6, 6, 7}, {5, 6, 7, 7, 8}, {6, 7, 8, 8, 9},
		}},
		TransitEvents: func() [][]string {
			g := make([][]string, 10)
			for i := range g {
				g[i] = []string{"none", "none", "spot", "spot", "spot", "dmg", "dmg", "rtb", "rtb+dmg", "sunk"}
				if i < 3 {
					g[i][9] = "rtb+dmg"
				}
			}
			return g
		}(),
		Damage:       []string{"workup", "workup", "r1", "r1", "r1", "r2", "r2", "r2", "r3", "r3", "r3", "r3"},
		CombatEvents: []string{"circular-run", "aircraft-spots", "counterattack", "counterattack-first", "double-tonnage", "mechanical", "none", "none", "aircraft-spots", "double-tonnage"},
		Minefield:    []data.MineRow{{Count: 0}, {Count: 0}, {Count: 0}, {Count: 1, Cup: "single"}, {Count: 1, Cup: "single"}, {Count: 1, Cup: "outer"}, {Count: 1, Cup: "inner"}, {Count: 2, Cup: "single"}, {Count: 2, Cup: "inner"}, {Count: 3, Cup: "inner"}},
		DEMS:         map[string][]int{"UK": {2, 4, 5, 6, 7}, "FR": {1, -1, -1, -1, -1}, "other": {-1, 1, 2, 3, 4}},
		HuffDuff: [][]string{
			{"none", "none", "none", "none", "none", "none", "none", "none", "none", "spot"},
			{"none", "none", "none", "none", "none", "none", "none", "none", "spot", "spot"},
			{"spot", "none", "none", "none", "none", "none", "none", "spot", "spot", "rtb"},
			{"spot", "none", "none", "none", "none", "spot", "spot", "rtb", "dmg", "rtb+dmg"},
			{"spot", "none", "none", "spot", "spot", "rtb", "dmg", "rtb+dmg", "sunk", "sunk"},
		},
		Wolfpack:   []int{3, 3, 4, 4, 4, 5, 5, 5, 6},
		GeneralASW: map[string][]int{"north-sea": {0, 1, 1, 2, 2}, "uk": {0, 1, 2, 2, 3}, "atlantic": {0, 0, 1, 1, 2}, "west": {0, 0, 0, 1, 2}},
		Torpedo: []data.TorpedoStep{
			{At: -1, Count: 80, Need: 9}, {At: -1, Count: 85, Need: 8}, {At: -1, Count: 100, Need: 6},
			{At: 0, Count: 160, Need: 8}, {At: 0, Count: 200, Need: 6},
		},
		BDienst: func() [][]data.BDienstResult {
			row := []data.BDienstResult{{Area: "north-sea"}, {Area: "western-approaches"}, {Area: "western-approaches", TF: []int{0}}, {Area: "sw-approaches"},
				{Area: "sw-approaches", Special: []int{0, 1}}, {Area: "mid-ocean"}, {Area: "greenland-gap"}, {Area: "greenland-gap"}, {Area: "norwegian-sea"}, {Area: "north-sea", TF: []int{0, 1}}}
			return [][]data.BDienstResult{row, row, row, row, row}
		}(),
		Weather: data.WeatherTable{
			SummerMonths: []int{6, 7, 8, 9, 10, 11},
			Summer:       []string{"mid-ocean", "mid-ocean", "maritimes", "maritimes", "maritimes", "mid-ocean", "maritimes", "greenland-gap", "greenland-gap", "western-approaches"},
			Winter:       []string{"north-sea", "norwegian-sea", "norwegian-sea", "western-approaches", "western-approaches", "sw-approaches", "greenland-gap", "greenland-gap", "maritimes", "mid-ocean"},
		},
		SetupBox: []string{"workup", "inport", "inport", "pier", "pier", "pier", "ready", "ready", "ready", "ready"},
		VP: []data.VPRow{
			{Month: "1939-09", Ships: [5]int{5, 10, 15, 20, 25}, Tons: [5]int{20, 40, 60, 80, 100}},
			{Month: "1939-10", Ships: [5]int{10, 23, 31, 40, 50}, Tons: [5]int{40, 80, 120, 160, 200}},
		},
		Capitulation: []data.Capitulation{{Month: "1940-07", VP: 77}, {Month: "1940-08", VP: 84}},
	}
	t.Aircraft = []data.Aircraft{{ID: "fw200-1", Name: "Fw 200 Condor", Nation: "DE", Range: 2, Base: "france"}, {ID: "do18-1", Name: "Do 18", Nation: "DE", Range: 1, Base: "germany"}}
	t.Tenders = []data.Tender{{ID: "wilhelm-bauer", Name: "Wilhelm Bauer", Capacity: 6}}
	t.Supply = []data.SupplyShip{{ID: "nordmark", Name: "Nordmark"}}
	t.Events = []data.WarEvent{
		{ID: "quiet", Name: "Quiet week", Text: "Nothing of note.", Effects: []data.Effect{{Op: "text", Text: "no event"}}},
		{ID: "dunkirk", Name: "Dunkirk", Text: "The evacuation from Dunkirk: three boats to the English Channel.", Once: true,
			Effects: []data.Effect{{Op: "deploy", Count: 3, Area: "english-channel", Mission: "attack", Weeks: 1}}},
		{ID: "weserubung", Name: "Operation Weserübung", Text: "The invasion of Norway.", Once: true, Forced: "1940-05",
			Effects: []data.Effect{{Op: "flag", Flag: "weserubung"}, {Op: "deploy", Count: 4, Area: "norwegian-sea", Mission: "attack", Weeks: 2}}},
	}
	t.EventTable = []data.EventTable{
		{Period: 1, Rows: []string{"quiet", "dunkirk", "quiet", "weserubung", "quiet", "", "", "", "", ""}},
	}
	t.Reinforce = []data.MonthList{
		{Month: "1940-05", Entries: []data.Effect{{Op: "period-roll", Period: 2}}},
	}
	t.Scenarios = []data.Scenario{
		{ID: "patrol", Name: "Fixture patrol", Kind: data.ScenarioPatrol, Blurb: "One boat, one patrol.",
			Start: "1939-10", End: "1939-12", Period: 1, G7: -1,
			OOB:     []data.OOB{{Boat: "U-47", Where: "germany:ready", Ace: "prien"}},
			Victory: data.Victory{Kind: "patrol", Levels: []data.VictoryLevel{{Name: "Decisive", Min: 30}, {Name: "Marginal", Min: 10}}, Text: "Sink tonnage and come home."}},
		{ID: "operational", Name: "Fixture operations", Kind: data.ScenarioOperational, Blurb: "A few boats for a few months.",
			Start: "1940-04", End: "1940-07", Period: 1, G7: -1, BDienst: 1, Enigma: 0, Reinforcements: true, WarEvents: true,
			Aircraft: []string{"do18-1"},
			OOB: []data.OOB{
				{Boat: "U-25", Where: "germany:ready", Ace: "schultze"}, {Boat: "U-47", Where: "germany:pier"},
				{Boat: "U-48", Where: "germany:roll"}, {Boat: "U-46", Where: "north-sea:operating"},
				{Boat: "U-5", Where: "germany:inport", Inexp: 1},
			},
			Victory: data.Victory{Kind: "tonnage", Levels: []data.VictoryLevel{{Name: "Decisive", Min: 150}, {Name: "Marginal", Min: 60}}, LossPenalty: 10, Text: "Sink 150,000 t for a decisive victory."}},
		{ID: "atlantic-1942", Name: "Fixture: the American shooting gallery", Kind: data.ScenarioOperational, Blurb: "Boats off America and in transit, spring 1942.",
			Start: "1942-04", End: "1942-05", Period: 4, G7: 0,
			OOB: []data.OOB{
				{Boat: "U-651", Where: "caribbean:operating"}, {Boat: "U-202", Where: "us-east-coast:operating"},
				{Boat: "U-110", Where: "maritimes:done"}, {Boat: "U-109", Where: "mid-ocean:operating:transit"},
				{Boat: "U-459", Where: "sargasso-sea:operating"}, {Boat: "U-124", Where: "western-approaches:operating:transit"},
				{Boat: "U-78", Where: "france:ready"}, {Boat: "U-48", Where: "germany:ready"}, {Boat: "U-5", Where: "germany:ready"},
				{Boat: "Faa-di-Bruno", Where: "france:ready"}, {Boat: "U-46", Where: "north-sea:operating"},
			},
			Victory: data.Victory{Kind: "tonnage", Levels: []data.VictoryLevel{{Name: "Decisive", Min: 150}, {Name: "Marginal", Min: 60}}, LossPenalty: 10, Text: "Sink 150,000 t for a decisive victory."}},
	}
	addStrategic(t)
	return t
}
