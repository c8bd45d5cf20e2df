package datatest

import "periscope/game/data"

// addStrategic adds the strategic and logistic pieces of the fixture: an
// advanced base (Narvik) for a tender [21.1], an interned tanker in a
// Spanish port (El Ferrol) [21.31], the Mediterranean (Italy, a Med OpArea,
// the Gibraltar transit zone, the Med refit box) [8.0C]/[8.0D], an Italian
// boat, events that use every effect op, and a reinforcement list with
// arrivals, refits, returns, "{ }" items, an ace transfer and progress rolls.
// The operational scenario (Apr–Jul 1940) meets most of them.
func addStrategic(t *data.Theatre) {
	five := func(v int) []int { return []int{v, v, v, v, v} }
	t.Map.Areas = append(t.Map.Areas,
		data.Area{ID: "narvik", Name: "Narvik", Kind: data.KindSMZ, Lat: 68.4, Lon: 17.4,
			Links: []string{"norwegian-sea", "barents-sea"}, AdvancedBase: "narvik", MiningClosed: []string{"before-event:weserubung", "after-period:1"}},
		data.Area{ID: "el-ferrol", Name: "El Ferrol", Kind: data.KindBase, Lat: 43.5, Lon: -8.2},
		data.Area{ID: "western-med", Name: "Western Mediterranean", Kind: data.KindOpArea, Group: "Mediterranean", Lat: 38.5, Lon: 5.0,
			Regions: []string{"med"}, ASWRegion: "atlantic", NonVirginFrom: 1, AAC: []data.AACRow{
				{Boxes: "wwggooobbr", Air: "light"}, {Boxes: "wwggooobbr", Air: "light"}, {Boxes: "wggoobbbrr", Air: "dark"},
				{Boxes: "wggoobbbrr", Air: "dark"}, {Boxes: "wggoobbrrR", Air: "dark"}}},
		data.Area{ID: "gibraltar", Name: "Gibraltar", Kind: data.KindSMZ, Lat: 36.0, Lon: -5.4,
			Links: []string{"sw-approaches", "western-med"}, TransitZone: true, TransitDRM: []int{1, 2, 3, 3, 4}, NavalBase: true},
		data.Area{ID: "italy", Name: "Italy", Kind: data.KindBase, Lat: 40.8, Lon: 14.2},
	)
	t.Map.Routes = append(t.Map.Routes,
		data.Route{From: "el-ferrol", To: "sw-approaches", Cost: 1},
		data.Route{From: "sw-approaches", To: "gibraltar", Cost: 1},
		data.Route{From: "gibraltar", To: "western-med", Cost: 1},
		data.Route{From: "italy", To: "western-med", Cost: 1},
	)
	t.Map.Bases = append(t.Map.Bases,
		data.Base{ID: "narvik", Name: "Narvik", Kind: data.BaseAdvanced, Nation: "DE", WorkUp: 4, Capacity: five(0), Fallback: "germany"},
		data.Base{ID: "el-ferrol", Name: "El Ferrol (interned tanker)", Kind: data.BaseNeutral, Nation: "ES", Capacity: five(0)},
		data.Base{ID: "italy", Name: "Italy", Kind: data.BaseMain, Nation: "IT", WorkUp: 5, Repair: [3]int{5, 4, 3}, Capacity: five(6),
			ActiveEvent: "italy-war", Med: true, Fallback: "germany"},
		data.Base{ID: "refit-med", Name: "Mediterranean refit", Kind: data.BaseRefit, Nation: "DE", Med: true, Fallback: "italy", Capacity: five(99)},
	)
	t.Boats = append(t.Boats,
		data.Boat{ID: "U-19", Class: "IIA", Entry: "1939-09", Base: "germany", Ace: "schepke"},
		data.Boat{ID: "Malaspina", Class: "Marconi", Entry: "1940-06", Base: "italy", Inexp: 1},
		data.Boat{ID: "U-37", Class: "IXB", Entry: "1940-05", Base: "germany"},
		data.Boat{ID: "U-38", Class: "IXB", Entry: "1940-06", Base: "germany"},
	)
	t.Tenders = append(t.Tenders, data.Tender{ID: "lech", Name: "Lech", Capacity: 4, From: "1940-04"})
	t.Supply = append(t.Supply, data.SupplyShip{ID: "thor", Name: "Thor"})
	t.Events = append(t.Events,
		data.WarEvent{ID: "italy-war", Name: "Italy enters the war", Text: "Italy declares war; its boats join the Atlantic.", Once: true, Instead: "quiet",
			Effects: []data.Effect{
				{Op: "cup-add", Cup: "sub", Units: []string{"ss-t"}, Count: 1},
				{Op: "contact", Area: "western-approaches", Value: 2, Count: 5, Nation: "UK", Weeks: 2},
				{Op: "supply", Area: "mid-ocean"},
				{Op: "air", Area: "north-sea", Text: "dark", Weeks: 4},
				{Op: "aac-row", Area: "norwegian-sea", Period: 3, Weeks: 2},
			}},
		data.WarEvent{ID: "narvik-base", Name: "Narvik tender", Text: "A tender opens an advanced base at Narvik.", Once: true,
			Effects: []data.Effect{{Op: "tender", Area: "narvik"}, {Op: "mission", Area: "scapa-flow", Mission: "mines", Weeks: 2}}},
		data.WarEvent{ID: "training", Name: "Transfer to training duty", Text: "One boat goes to the training flotillas.",
			Effects: []data.Effect{{Op: "training", Count: 1, Nation: "DE"}, {Op: "text", Text: "the schools need boats"}}},
		data.WarEvent{ID: "intel-shift", Name: "Codes change", Text: "Both sides change their codes.",
			Effects: []data.Effect{{Op: "enigma", Value: -1}, {Op: "bdienst", Value: 1}, {Op: "enigma4"},
				{Op: "cup-add", Cup: "outer", Units: []string{"ct-flower"}}, {Op: "cup-remove", Units: []string{"trawler"}},
				{Op: "torpedo", Area: "north-sea", Value: -1, Weeks: 1}, {Op: "search", Area: "north-sea", Value: -1, Weeks: 1}}},
		data.WarEvent{ID: "scapa-raid", Name: "Scapa Flow raid", Text: "BdU plans a raid into Scapa Flow.", Once: true, Instead: "quiet",
			Effects: []data.Effect{{Op: "scapa", Area: "scapa-flow"}, {Op: "flag", Flag: "scapa-raid"}, {Op: "unflag", Flag: "no-such-flag"},
				{Op: "base-on", Base: "italy"}, {Op: "deploy", Count: 1, Area: "north-sea", Mission: "search", Weeks: 1},
				{Op: "pier-sortie", Base: "germany", Area: "north-sea"}, {Op: "contact-only", Area: "north-sea", Text: "c2,tf", Weeks: 1},
				{Op: "found-damaged", Area: "north-sea", Text: "ct-flower", Weeks: 1}}},
	)
	for i := range t.EventTable {
		if t.EventTable[i].Period == 1 {
			t.EventTable[i].Rows[5] = "italy-war"
			t.EventTable[i].Rows[6] = "narvik-base"
			t.EventTable[i].Rows[7] = "training"
			t.EventTable[i].Rows[8] = "intel-shift"
			t.EventTable[i].Rows[9] = "scapa-raid"
		}
	}
	t.Reinforce = append(t.Reinforce,
		data.MonthList{Month: "1940-04", Entries: []data.Effect{{Op: "ace-transfer", Text: "schepke", Boats: []string{"U-100"}}}},
		data.MonthList{Month: "1940-06", Entries: []data.Effect{
			{Op: "refit", Boats: []string{"U-47", "U-25"}},
			{Op: "aircraft-add", Units: []string{"fw200-1"}, Base: "germany"},
			{Op: "enigma", Value: -1},
			{Op: "arrive", Boats: []string{"U-109"}, Base: "germany", Value: 1},
			{Op: "barbarossa-roll"},
			{Op: "remix"},
			{Op: "ultra", Value: 2}, // no Ultra in Steel Wolves: a note only
		}},
		data.MonthList{Month: "1940-07", Entries: []data.Effect{
			{Op: "return", Boats: []string{"U-47"}, Base: "germany"},
			{Op: "aircraft-remove", Units: []string{"do18-1"}},
			{Op: "base-off", Base: "el-ferrol"},
			{Op: "ace-transfer", Text: "schultze", Boats: []string{"U-110"}},
			{Op: "readiness", Base: "germany", Value: 2, Weeks: 2},
		}},
	)
	for i := range t.Scenarios {
		if t.Scenarios[i].ID == "operational" {
			sc := &t.Scenarios[i]
			sc.OOB = append(sc.OOB, data.OOB{Boat: "U-19", Where: "germany:roll", Ace: "schepke", AceLevel: 2})
			sc.Setup = append(sc.Setup, data.Effect{Op: "supply", Area: "sw-approaches"})
		}
	}
}
