package campaign

import (
	"fmt"
	"strings"
	"testing"

	"periscope/game/data"
	"periscope/game/engine"
)

// [7.4]: three d10, each 0 a system; location by season; two systems in one
// OpArea make one 965 marker (no strength roll); each 990 becomes 965 on
// 0–1. The fixture's patrol scenario (Oct 1939) plays the weather only.
func Test7_4_Weather(t *testing.T) {
	for _, c := range []struct {
		name  string
		start string
		dice  []int
		want  []Weather
	}{
		{"none", "1939-10", []int{1, 2, 3}, nil},
		{"two in one area", "1940-01", []int{0, 5, 0, 3, 4}, []Weather{{"western-approaches", 965}}},
		{"three systems", "1940-01", []int{0, 0, 0, 0, 3, 5, 1, 2, 0}, []Weather{{"north-sea", 965}, {"western-approaches", 990}, {"sw-approaches", 965}}},
		{"October is summer (fixture: June–November)", "1939-10", []int{0, 5, 0, 3, 4}, []Weather{{"maritimes", 965}}},
		{"winter months", "1940-03", []int{0, 7, 7, 1, 9}, []Weather{{"norwegian-sea", 990}}},
		{"summer months", "1940-07", []int{7, 0, 7, 7, 2}, []Weather{{"greenland-gap", 990}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			th := variant(t, func(th *data.Theatre) {
				sc := scenarioOf(th, "patrol")
				sc.Start, sc.End, sc.EndWeek = c.start, c.start, 1
			})
			g := newGameOn(t, th, "patrol", 1)
			var got []Weather
			before(t, g, "phase.intel", func(g *Game, f *Frame) { g.LoadDice(c.dice...) })
			before(t, g, "phase.readiness", func(g *Game, f *Frame) { got = append([]Weather(nil), g.S.Intel.Weather...) })
			log := run(t, g, nil, nil)
			if len(got) != len(c.want) {
				t.Fatalf("weather %v, want %v", got, c.want)
			}
			for i := range got {
				if got[i] != c.want[i] {
					t.Errorf("weather %v, want %v", got, c.want)
				}
			}
			if len(g.S.Intel.Weather) != 0 {
				t.Errorf("weather markers are removed at [16.3]")
			}
			if len(rolls(log, "7.4")) != len(c.dice) {
				t.Errorf("%d weather rolls, want %d", len(rolls(log, "7.4")), len(c.dice))
			}
		})
	}
}

// [7.41]: storm damage. Under 965 every sub at the end of its turn is damaged
// on 0–1 (Italian 0–3); under 990 only Italian subs, on 0–1. Under 965 a
// damage result brings the loss roll (d10 − ace > Defense).
func Test7_41_StormDamage(t *testing.T) {
	for _, c := range []struct {
		boat      string
		mb        int
		kind      string
		dice      []int
		damaged   bool
		rolls     int
		lossRolls int
	}{
		{"U-47", 965, "end", []int{1, 0}, true, 1, 1},
		{"U-47", 965, "end", []int{2}, false, 1, 0},
		{"U-47", 990, "end", nil, false, 0, 0},
		{"Malaspina", 965, "end", []int{3, 0}, true, 1, 1},
		{"Malaspina", 990, "end", []int{1}, true, 1, 0},
		{"Malaspina", 990, "transit", []int{2}, false, 1, 0},
		{"U-47", 990, "transit", nil, false, 0, 0},
	} {
		t.Run(fmt.Sprintf("%s %d %s %v", c.boat, c.mb, c.kind, c.dice), func(t *testing.T) {
			th := oneTurn(t, []data.OOB{{Boat: c.boat, Where: "mid-ocean:done:patrol"}}, nil)
			g := newGameOn(t, th, "operational", 1)
			before(t, g, "phase.prepare", func(g *Game, f *Frame) {
				g.S.Intel.Weather = []Weather{{Area: "mid-ocean", Pressure: c.mb}}
				g.LoadDice(c.dice...)
				g.Push(Frame{Op: opSubStorm, Sub: c.boat, S: c.kind})
			})
			log := run(t, g, nil, nil)
			// The first storm rolls are the ones pushed here (the movement and
			// search rules may roll more later in the turn).
			r := rolls(log, "7.41")
			if len(r) < c.rolls+c.lossRolls {
				t.Fatalf("%d storm rolls, want at least %d", len(r), c.rolls+c.lossRolls)
			}
			if c.rolls > 0 && strings.Contains(r[0].Roll.Result, "damaged") != c.damaged {
				t.Errorf("storm roll %s", r[0].Text)
			}
			if c.rolls == 0 && len(r) > 0 && r[0].Turn == 1 && r[0].Sub == c.boat && strings.Contains(r[0].Text, "storm damage") && c.kind == "transit" {
				t.Errorf("no roll expected: %s", r[0].Text)
			}
		})
	}
}

// [7.11]–[7.14]: one B-Dienst area a turn, with its TF / special lines kept
// for the search; removed at [16.5].
func Test7_11_BDienstArea(t *testing.T) {
	th := oneTurn(t, []data.OOB{{Boat: "U-26", Where: "germany:workup"}}, nil)
	g := newGameOn(t, th, "operational", 1)
	var got Intel
	before(t, g, "phase.intel", func(g *Game, f *Frame) { g.LoadDice(9) })
	before(t, g, "phase.reinforce", func(g *Game, f *Frame) { got = g.S.Intel })
	run(t, g, nil, nil)
	if got.BDienstArea != "north-sea" || len(got.BDienstTF) != 2 || got.BDienstTF[1] != 1 {
		t.Fatalf("B-Dienst %+v", got)
	}
	if g.BDienstDRM("north-sea") != 0 || g.S.Intel.BDienstArea != "" {
		t.Errorf("the marker is removed at the end of the turn")
	}
}

// [7.2], [7.3], [7.31], [7.32], [7.34]: the combined level DRM.
func Test7_34_IntelDRM(t *testing.T) {
	g := newTest(t, "operational", 1)
	de, it := &Sub{ID: "U-47"}, &Sub{ID: "Malaspina"}
	for _, c := range []struct {
		bd, en int
		e4     bool
		area   string
		cmd    string // the German boat's command [7.31]
		de, it int
	}{
		{1, 0, false, "north-sea", "", 1, 1},
		{2, -1, false, "north-sea", "", 1, 2},         // Italians ignore Enigma [7.32]
		{3, 2, false, "north-sea", "", 3, 3},          // clamp +3
		{-2, -3, false, "north-sea", "", -3, -2},      // clamp −3; Italians keep B-Dienst
		{1, 0, true, "norwegian-sea", "arctic", 0, 1}, // Arctic command after 4 rotors [7.31]
		{1, 0, true, "norwegian-sea", "", 1, 1},       // an Atlantic boat in the Arctic
		{1, 0, true, "western-med", "med", 0, 1},      // Mediterranean command
		{1, 0, true, "western-med", "arctic", 1, 1},   // another command's waters
		{1, 0, true, "narvik", "arctic", 0, 1},        // an SMZ linked to the Arctic
		{1, 0, true, "north-sea", "arctic", 1, 1},
		{1, 0, false, "norwegian-sea", "arctic", 1, 1},    // before 4 rotors
		{-3, -1, true, "norwegian-sea", "arctic", -3, -3}, // the −1 comes before the clamp
	} {
		g.S.BDienst, g.S.Enigma, g.S.Enigma4 = c.bd, c.en, c.e4
		de.Command, it.Command = c.cmd, c.cmd
		if g.IntelDRM(de, c.area) != c.de || g.IntelDRM(it, c.area) != c.it {
			t.Errorf("%+v: German %+d, Italian %+d", c, g.IntelDRM(de, c.area), g.IntelDRM(it, c.area))
		}
	}
}

// [7.5]: each aircraft is placed by the player in an OpArea within its range
// of its base (counted in OpAreas), not under a weather marker; it may stay
// or rebase (no search that turn) [7.54]. It helps German boats only
// [7.51]; it returns to base at [16.4].
func Test7_5_AirRecon(t *testing.T) {
	th := oneTurn(t, []data.OOB{{Boat: "U-26", Where: "germany:workup"}}, func(th *data.Theatre) {
		scenarioOf(th, "operational").Aircraft = []string{"fw200-1", "do18-1"}
		th.Aircraft[0].Base = "germany"
	})
	g := newGameOn(t, th, "operational", 1)
	before(t, g, "phase.intel", func(g *Game, f *Frame) {
		g.LoadDice(0, 9, 0, 9, 3, 3) // B-Dienst: North Sea; a 965 over the Western Approaches
	})
	var prompts []engine.Prompt
	seen := map[string]int{}
	before(t, g, "phase.readiness", func(g *Game, f *Frame) {
		seen["de"] = g.AircraftIn("norwegian-sea", "DE")
		seen["it"] = g.AircraftIn("norwegian-sea", "IT")
		seen["ns"] = g.AircraftIn("north-sea", "DE")
	})
	run(t, g, policy{"air-recon": "area:norwegian-sea"}, func(g *Game) bool {
		prompts = append(prompts, *g.Prompt())
		return false
	})
	if len(prompts) != 2 || prompts[1].Options[0].Key != "area:north-sea" {
		t.Fatalf("want an air-recon prompt per aircraft (Fw 200, then Do 18: North Sea or stay): %d", len(prompts))
	}
	var keys []string
	for _, o := range prompts[0].Options {
		keys = append(keys, o.Key)
	}
	// Fw 200, range 2 from Germany: every OpArea within two OpAreas, except
	// the Western Approaches under a 965 marker.
	var want []string
	hops := g.opAreaHops("germany")
	for _, a := range th.Map.Areas {
		if d, ok := hops[a.ID]; ok && a.Kind == data.KindOpArea && d >= 1 && d <= 2 && a.ID != "western-approaches" {
			want = append(want, "area:"+a.ID)
		}
	}
	want = append(want, "base")
	if strings.Join(keys, ",") != strings.Join(want, ",") || contains(keys, "area:western-approaches") || !contains(keys, "area:norwegian-sea") {
		t.Errorf("Fw 200 options %v, want %v", keys, want)
	}
	if seen["de"] != 1 || seen["it"] != 0 {
		t.Errorf("AircraftIn: %v", seen)
	}
	if seen["ns"] != 1 {
		t.Errorf("the Do 18 searches the North Sea: %v", seen)
	}
	for _, a := range g.S.Aircraft {
		if a.Area != "" {
			t.Errorf("aircraft return to base at the end of the turn [16.4]")
		}
	}
}

// [7.55]: from period 3 a revealed carrier rolls for each aircraft in the
// area; 0 shoots it down for good.
func Test7_55_ShootDown(t *testing.T) {
	g := newTest(t, "operational", 1)
	g.S.Aircraft = []AirState{{ID: "fw200-1", Base: "germany", Area: "north-sea"}}
	if g.AircraftShotDown("north-sea") != 0 {
		t.Fatal("no shoot-down before period 3")
	}
	g.S.Period = 3
	g.LoadDice(1)
	if g.AircraftShotDown("north-sea") != 0 || g.S.Aircraft[0].Gone {
		t.Fatal("a 1 misses")
	}
	g.LoadDice(0)
	if g.AircraftShotDown("north-sea") != 1 || !g.S.Aircraft[0].Gone || g.AircraftIn("north-sea", "DE") != 0 {
		t.Fatal("a 0 shoots it down")
	}
}

// [5.3]: a deployment order fills its shortfall by priority — patrol-side
// boats in adjacent OpAreas, then transit-side boats (flipped), then
// Ready-for-Sea boats at a base next to the target — the player picking where
// a tier offers more boats than needed.
func Test5_3_DeploymentOrderPriority(t *testing.T) {
	th := oneTurn(t, []data.OOB{
		{Boat: "U-46", Where: "norwegian-sea:done:patrol"},
		{Boat: "U-47", Where: "western-approaches:done:transit"},
		{Boat: "U-48", Where: "germany:ready"},
		{Boat: "U-25", Where: "germany:ready"},
		{Boat: "U-49", Where: "north-sea:done:patrol"},
	}, func(th *data.Theatre) {
		scenarioOf(th, "operational").Setup = []data.Effect{{Op: "deploy", Count: 4, Area: "north-sea", Mission: "attack", Weeks: 1}}
	})
	g := newGameOn(t, th, "operational", 1)
	var p *engine.Prompt
	log := run(t, g, policy{"deploy-order": "sub:U-48"}, func(g *Game) bool {
		if g.Prompt().Kind == "deploy-order" {
			cp := *g.Prompt()
			p = &cp
		}
		return false
	})
	if find(log, "North Sea has 1 boat(s) there; 3 more must be sent") == nil {
		t.Errorf("U-49 is already there")
	}
	sent := sentTo(log, "North Sea")
	if strings.Join(sent, ",") != "U-46,U-47,U-48" {
		t.Errorf("sent %v, want U-46 (tier 1), U-47 (tier 2), U-48 (tier 3, chosen)", sent)
	}
	if p == nil || p.Rule != "5.3" || len(p.Options) != 2 || p.Options[0].Key != "sub:U-25" {
		t.Fatalf("tier 3 choice %+v", p)
	}
	if s := mustSub(t, g, "U-25"); s.Status != StBase {
		t.Errorf("U-25 stays at base")
	}
	for _, id := range []string{"U-46", "U-47", "U-48", "U-49"} {
		if s := mustSub(t, g, id); s.Status == StSea && (s.Area != "north-sea" || s.Side != Patrol) && !s.RTB {
			t.Errorf("%s: %s %s", id, s.Area, s.Side)
		}
	}
}

// [5.3]: short of boats, as many as can go are sent, without penalty.
func Test5_3_OrderShortfall(t *testing.T) {
	th := oneTurn(t, []data.OOB{{Boat: "U-47", Where: "germany:inport"}}, func(th *data.Theatre) {
		scenarioOf(th, "operational").Setup = []data.Effect{{Op: "deploy", Count: 2, Area: "mid-ocean", Weeks: 1}}
	})
	g := newGameOn(t, th, "operational", 1)
	log := run(t, g, nil, nil)
	if find(log, "No other boat can reach Mid-Ocean: 2 short of the order (no penalty)") == nil {
		t.Errorf("shortfall not logged")
	}
}

// [8.0B], [8.13], [8.14], [8.15]: arrivals at Pierside (Germany while the
// base is not in use); the player may delay an Inexp boat a month to drop
// the marker; may deploy a boat a month early with Inexp-1, two months with
// Inexp-2 under "very-early"; early deployment stops at 6 Inexp crews.
func Test8_ArrivalsDelayAndEarlyDeployment(t *testing.T) {
	th := variant(t, func(th *data.Theatre) {
		sc := scenarioOf(th, "operational")
		quiet(sc)
		sc.Reinforcements = true
		sc.Start, sc.End, sc.EndWeek = "1940-05", "1940-06", 1
		sc.OOB = []data.OOB{{Boat: "U-26", Where: "germany:workup"}}
		th.Reinforce = nil
		th.Boats = append(th.Boats, data.Boat{ID: "U-99", Class: "VIIB", Entry: "1940-07", Base: "germany"},
			data.Boat{ID: "U-101", Class: "VIIB", Entry: "1940-08", Base: "germany"})
	})
	g := newGameOn(t, th, "operational", 1, "very-early")
	var early []string
	log := run(t, g, policy{"inexp-arrival": "delay", "early-deploy": "very:U-101"}, func(g *Game) bool {
		if p := g.Prompt(); p.Kind == "early-deploy" && len(early) == 0 {
			for _, o := range p.Options {
				early = append(early, o.Key)
			}
		}
		return false
	})
	// June 1940: U-124 and U-38 arrive; Malaspina (Inexp, base Italy not in
	// use) is delayed to July without the marker.
	for _, id := range []string{"U-124", "U-38"} {
		if e := find(log, id+" (IXB) arrives at Germany, Pierside."); e == nil || e.Date != "Jun 1940, week 1" {
			t.Errorf("%s's arrival: %+v", id, e)
		}
	}
	if m := mustSub(t, g, "Malaspina"); m.Status != StFuture || m.Entry != month("1940-07") || m.Inexp != 0 {
		t.Errorf("Malaspina %s %s inexp %d", m.Status, MonthName(m.Entry), m.Inexp)
	}
	if strings.Join(early, ",") != "none,early:U-99,very:U-101" {
		t.Errorf("early options %v (U-100 is due in September, too far)", early)
	}
	if s := mustSub(t, g, "U-101"); s.Status == StFuture || s.Entry != month("1940-06") {
		t.Errorf("U-101 very early: %s %s", s.Status, MonthName(s.Entry))
	}
	if find(log, "U-101 (VIIB) arrives at Germany, Pierside with a very green crew (Inexp-2)") == nil {
		t.Errorf("very early arrival not logged")
	}

	// Cap: six Inexp crews in play → no early deployment is offered.
	th2 := variant(t, func(th *data.Theatre) {
		sc := scenarioOf(th, "operational")
		quiet(sc)
		sc.Reinforcements = true
		sc.Start, sc.End, sc.EndWeek = "1940-05", "1940-06", 1
		sc.OOB = nil
		for _, id := range []string{"U-5", "U-25", "U-26", "U-47", "U-48", "U-46"} {
			// In Repair 3: they cannot sail (and lose the marker) before June.
			sc.OOB = append(sc.OOB, data.OOB{Boat: id, Where: "germany:r3", Inexp: 1})
		}
		th.Reinforce = nil
		th.Boats = append(th.Boats, data.Boat{ID: "U-99", Class: "VIIB", Entry: "1940-07", Base: "germany"})
	})
	g2 := newGameOn(t, th2, "operational", 1)
	run(t, g2, policy{"inexp-arrival": "delay"}, func(g *Game) bool {
		if g.Prompt().Kind == "early-deploy" {
			t.Errorf("early deployment offered with 6 Inexp crews in play")
		}
		return false
	})
}

// [8.0C], [8.0D], [19.13]: refit at base goes straight to the refit box,
// damage removed; at sea the boat sails home first; Mediterranean boats go
// to the Med box and return to Italy; the ace's future is rolled [25.32].
// [5.1] training duty takes the named boats; a boat in refit cannot go.
// The withdrawals are given at set-up (as list items), so the boats are
// where the scenario put them.
func Test8_0C_RefitReturnTraining(t *testing.T) {
	th := variant(t, func(th *data.Theatre) {
		sc := scenarioOf(th, "operational")
		quiet(sc)
		sc.Reinforcements = true
		sc.Start, sc.End, sc.EndWeek = "1940-06", "1940-07", 1
		sc.OOB = []data.OOB{
			{Boat: "U-47", Where: "germany:r2"},
			{Boat: "U-48", Where: "mid-ocean:done:patrol"},
			{Boat: "U-46", Where: "italy:workup"},
			{Boat: "U-49", Where: "germany:r3"},
		}
		sc.Setup = []data.Effect{{Op: "base-on", Base: "italy"}, {Op: "refit", Boats: []string{"U-47", "U-48", "U-46"}}}
		th.Reinforce = []data.MonthList{
			{Month: "1940-07", Entries: []data.Effect{{Op: "return", Boats: []string{"U-47", "U-46"}, Base: "germany"}}},
		}
		th.Events = append(th.Events, data.WarEvent{ID: "tr", Name: "Training", Text: "t", Effects: []data.Effect{{Op: "training", Boats: []string{"U-47", "U-49"}}}})
		sc.WarEvents = true
		th.EventTable[0].Rows = []string{"tr", "", "", "", "", "", "", "", "", ""}
	})
	g := newGameOn(t, th, "operational", 1)
	before(t, g, "events.roll", func(g *Game, f *Frame) {
		if g.S.Turn == 2 {
			g.LoadDice(0, 0) // Training: U-47 (in refit: stays) and U-49
		} else {
			g.LoadDice(9)
		}
	})
	var atStart *Sub
	before(t, g, "phase.war-events", func(g *Game, f *Frame) {
		if g.S.Turn == 1 {
			s := *g.Sub("U-47")
			atStart = &s
		}
	})
	log := run(t, g, nil, nil)
	if atStart == nil || atStart.Status != StRefit || atStart.Base != "refit-atlantic" || atStart.Damage != 0 {
		t.Fatalf("U-47 after its refit order: %+v", atStart)
	}
	// U-48 sails home with transit checks [19.13]: it reaches the refit box,
	// unless the checks sink it.
	if find(log, "U-48 is withdrawn for refit while at sea") == nil {
		t.Errorf("U-48's withdrawal not logged")
	}
	if s := mustSub(t, g, "U-48"); s.Status == StSunk {
		if find(log, "U-48 was lost on the way home") == nil {
			t.Errorf("U-48's loss on the way home not logged")
		}
	} else if s.Status != StRefit || s.Base != "refit-atlantic" {
		t.Errorf("U-48 (withdrawn at sea) %s %s", s.Status, s.Base)
	}
	if find(log, "U-47 is in refit and cannot be sent to training duty") == nil {
		t.Errorf("a boat in refit cannot go to training")
	}
	if s := mustSub(t, g, "U-49"); s.Status != StTraining {
		t.Errorf("U-49 %s, want training", s.Status)
	}
	// July: U-47 returns to Germany, U-46 from the Med box to Italy whatever
	// the list says.
	if e := find(log, "U-47 returns from refit to Germany, Pierside"); e == nil || e.Date != "Jul 1940, week 1" {
		t.Errorf("U-47's return: %+v", e)
	}
	if e := find(log, "U-46 returns from refit to Italy, Pierside"); e == nil {
		t.Errorf("U-46 (Med) should return to Italy")
	}
	if find(log, "U-46 goes into the Mediterranean refit for refit") == nil {
		t.Errorf("U-46 should use the Med refit box")
	}
}

// [16.2]: a Spotted sub at sea loses the marker on d10 − ace 0–6.
func Test16_2_SpottedRemoval(t *testing.T) {
	th := oneTurn(t, []data.OOB{
		{Boat: "U-47", Where: "mid-ocean:done:patrol", Ace: "prien"},
		{Boat: "U-48", Where: "mid-ocean:done:patrol"},
	}, nil)
	g := newGameOn(t, th, "operational", 1)
	g.Sub("U-47").Spotted, g.Sub("U-48").Spotted = true, true
	before(t, g, "end.rest", func(g *Game, f *Frame) { g.LoadDice(7, 7) })
	run(t, g, nil, nil)
	if mustSub(t, g, "U-47").Spotted || !mustSub(t, g, "U-48").Spotted {
		t.Errorf("7 − 1 = 6 removes (ace), 7 keeps")
	}
}

// [17.1], [17.2], [17.3]: in a listed month the period advances on a weekly
// d10 0–2; after four failures it comes in week 1 of the next month. The War
// Mix is regenerated (the units out for the period come back), bases due in
// the period open, and the new period's header applies at the next War
// Events phase.
func Test17_WarProgress(t *testing.T) {
	th := variant(t, func(th *data.Theatre) {
		sc := scenarioOf(th, "operational")
		quiet(sc)
		sc.WarEvents = true
		sc.Reinforcements = true
		sc.Start, sc.End, sc.EndWeek = "1940-04", "1940-06", 2
		th.Reinforce = []data.MonthList{{Month: "1940-05", Entries: []data.Effect{{Op: "period-roll", Period: 2}}}}
		th.EventTable = append(th.EventTable, data.EventTable{Period: 2, Header: []data.Effect{{Op: "text", Text: "period 2 header"}},
			Rows: []string{"", "", "", "", "", "", "", "", "", ""}})
	})
	g := newGameOn(t, th, "operational", 1)
	before(t, g, "progress.roll", func(g *Game, f *Frame) { g.LoadDice(5) })
	outPeriod := ""
	before(t, g, "phase.readiness", func(g *Game, f *Frame) {
		if g.S.Turn == 1 {
			// A damaged named ship is out for the rest of the period [18.5].
			id := "sl-rochester#1"
			for _, cup := range sortedKeys(g.S.Cups) {
				c := g.S.Cups[cup]
				for i, u := range c {
					if u == id {
						g.S.Cups[cup] = append(c[:i:i], c[i+1:]...)
						g.ToOutPeriod(id)
						outPeriod = id
					}
				}
			}
		}
	})
	log := run(t, g, nil, nil)
	r := rolls(log, "17.1")
	if len(r) != 4 {
		t.Fatalf("want 4 weekly rolls in May, got %d", len(r))
	}
	adv := find(log, "War period 2 begins")
	if adv == nil || adv.Date != "Jun 1940, week 1" || g.S.Period != 2 || find(log, "it comes now") == nil {
		t.Fatalf("automatic advance in week 1 of June: %+v", adv)
	}
	if !g.BaseActive("france") {
		t.Errorf("France comes into use in period 2 [21.0]")
	}
	if outPeriod == "" || len(g.S.OutPeriod) != 0 {
		t.Errorf("the units out for the period come back: %v", g.S.OutPeriod)
	}
	if find(log, "period 2 header") == nil {
		t.Errorf("the period 2 header applies at the next War Events phase")
	}
}

// [31.04]: Britain sues for peace when the cumulative VP reach the month's
// threshold (Jul 1940: 77), until Barbarossa. With "capitulation-pre-july"
// only VP from July 1940 count.
func Test31_04_Capitulation(t *testing.T) {
	mk := func(flags ...string) *data.Theatre {
		return variant(t, func(th *data.Theatre) {
			sc := scenarioOf(th, "operational")
			quiet(sc)
			sc.Kind = data.ScenarioCampaign
			sc.Start, sc.End = "1940-06", "1940-07"
			sc.Flags = flags
			sc.Victory = data.Victory{Kind: "campaign", Text: "VP"}
			th.Tables.VP = append(th.Tables.VP,
				data.VPRow{Month: "1940-06", Ships: [5]int{1, 2, 3, 4, 5}, Tons: [5]int{1, 2, 3, 4, 5}},
				data.VPRow{Month: "1940-07", Ships: [5]int{1, 2, 3, 4, 5}, Tons: [5]int{1, 2, 3, 4, 5}})
		})
	}
	score := func(g *Game) {
		before(t, g, "end.rest", func(g *Game, f *Frame) {
			if g.S.Week == 4 {
				if g.S.Month == month("1940-06") {
					g.AddVP(70, "31.03", "earlier months (test)")
				}
				for i := 0; i < 5; i++ {
					g.ScoreSinking(nil, "m-big#1", 1, "26.21") // 5 ships, 5 kt: 10 VP
				}
			}
		})
	}
	g := newGameOn(t, mk(), "operational", 1)
	score(g)
	run(t, g, nil, nil)
	if r := g.S.Result; r == nil || r.Level != "Strategic victory" || g.S.Tracks.VP != 90 || g.S.Month != month("1940-07") {
		t.Fatalf("result %+v, VP %d", r, g.S.Tracks.VP)
	}

	g = newGameOn(t, mk("barbarossa"), "operational", 1)
	score(g)
	run(t, g, nil, nil)
	if r := g.S.Result; r == nil || r.Level == "Strategic victory" {
		t.Fatalf("no capitulation after Barbarossa: %+v", r)
	}

	g = newGameOn(t, mk(), "operational", 1, "capitulation-pre-july")
	score(g)
	log := run(t, g, nil, nil)
	if r := g.S.Result; r == nil || r.Level == "Strategic victory" || find(log, "VP since Jul 1940 10, 77 needed") == nil {
		t.Fatalf("only July's 10 VP count: %+v", r)
	}
}

// [16.11]: scenario verdicts by kind.
func Test16_1_Judge(t *testing.T) {
	g := newTest(t, "operational", 1)
	g.S.Tracks = Tracks{Ships: 40, Tons: 170, SubsLost: 2}
	if o := g.judge("test"); o.Level != "Decisive" || o.Score != 150 {
		t.Errorf("tonnage: %+v (170 − 2×10 = 150 reaches Decisive)", o)
	}
	g.S.Tracks.SubsLost = 3
	if o := g.judge("test"); o.Level != "Marginal" || o.Score != 140 {
		t.Errorf("tonnage: %+v", o)
	}
	g.S.Tracks = Tracks{Tons: 10}
	if o := g.judge("test"); o.Level != "Defeat" {
		t.Errorf("below every level: %+v", o)
	}
	p := newTest(t, "patrol", 1)
	p.S.Patrols = []PatrolReport{{Sub: "U-47", Tons: 35, Outcome: "returned"}}
	if o := p.judge("test"); o.Level != "Decisive" || o.Score != 35 {
		t.Errorf("patrol: %+v", o)
	}
	p.S.Patrols = []PatrolReport{{Sub: "U-47", Tons: 35, Outcome: "sunk"}}
	if o := p.judge("test"); o.Level != "Defeat" {
		t.Errorf("a lost boat's patrol scores nothing: %+v", o)
	}
}

// [26.0]: a war event's minelaying order sends only German boats that lay
// mines, each with a mine load for the SMZ.
func Test26_0_MinelayingOrder(t *testing.T) {
	th := oneTurn(t, []data.OOB{
		{Boat: "Malaspina", Where: "north-sea:done:patrol"},
		{Boat: "U-47", Where: "north-sea:done:patrol"},
	}, func(th *data.Theatre) {
		scenarioOf(th, "operational").Setup = []data.Effect{{Op: "deploy", Count: 2, Area: "english-channel", Mission: "mines", Weeks: 1}}
	})
	g := newGameOn(t, th, "operational", 1)
	log := run(t, g, nil, nil)
	if find(log, "U-47 takes a strength-2 mine load for English Channel") == nil {
		t.Errorf("U-47 should take a mine load")
	}
	if find(log, "Malaspina is sent") != nil {
		t.Errorf("an Italian boat cannot lay mines")
	}
	if find(log, "1 short of the order") == nil {
		t.Errorf("one boat short")
	}
}

// [17.4]: Barbarossa comes like a war period: a weekly 0–2 roll in its
// listed month; the Arctic switches rows (flag) and the Soviet units enter
// the cups (the War Mix is regenerated with them available).
func Test17_4_Barbarossa(t *testing.T) {
	th := variant(t, func(th *data.Theatre) {
		sc := scenarioOf(th, "operational")
		quiet(sc)
		sc.Reinforcements = true
		sc.Start, sc.End, sc.EndWeek = "1940-06", "1940-07", 2
		th.Reinforce = []data.MonthList{{Month: "1940-07", Entries: []data.Effect{{Op: "barbarossa-roll"}}}}
		th.Events = append(th.Events, data.WarEvent{ID: "barbarossa", Name: "Barbarossa", Text: "Germany invades the Soviet Union.", Once: true,
			Effects: []data.Effect{{Op: "flag", Flag: "barbarossa"}}})
		th.Allied = append(th.Allied, data.AlliedType{ID: "soviet-m", Name: "Soviet cargo ship", Type: "M", Nation: "SU", Tons: 4, Defense: 2, Flag: "red", Count: 2, From: "event:barbarossa"})
		th.WarMix[0].Cups["outer"] = append(th.WarMix[0].Cups["outer"], data.MixLine{Pick: []string{"soviet-m"}, Count: 1})
	})
	g := newGameOn(t, th, "operational", 1)
	before(t, g, "progress.roll", func(g *Game, f *Frame) { g.LoadDice(2) })
	inCup := func(g *Game) bool {
		for _, id := range g.S.Cups["outer"] {
			if strings.HasPrefix(id, "soviet-m#") {
				return true
			}
		}
		return false
	}
	var before1 bool
	steps2 := g.Steps.Func(opPhaseReadiness)
	g.Steps = g.Steps.With(opPhaseReadiness, func(g *Game, f *Frame) {
		if g.S.Month == month("1940-07") && g.S.Week == 1 {
			before1 = inCup(g)
		}
		steps2(g, f)
	})
	log := run(t, g, nil, nil)
	r := rolls(log, "17.4")
	if len(r) != 1 || r[0].Date != "Jul 1940, week 1" || !g.S.Flags["barbarossa"] {
		t.Fatalf("Barbarossa roll %v, flag %v", r, g.S.Flags["barbarossa"])
	}
	if before1 || !inCup(g) {
		t.Errorf("the Soviet units enter the cups at Barbarossa (before: %v, after: %v)", before1, inCup(g))
	}
}

// [5.3]: an order given for several weeks stands; each week its shortfall
// is filled again.
func Test5_3_StandingOrder(t *testing.T) {
	th := variant(t, func(th *data.Theatre) {
		sc := scenarioOf(th, "operational")
		quiet(sc)
		sc.End, sc.EndWeek = sc.Start, 2
		sc.OOB = []data.OOB{{Boat: "U-46", Where: "norwegian-sea:done:patrol"}, {Boat: "U-47", Where: "germany:r1"}}
		sc.Setup = []data.Effect{{Op: "deploy", Count: 2, Area: "north-sea", Weeks: 3}}
	})
	g := newGameOn(t, th, "operational", 1)
	before(t, g, "phase.war-events", func(g *Game, f *Frame) {
		if g.S.Turn == 2 {
			g.Sub("U-47").Box = BoxReady
		}
	})
	log := run(t, g, nil, nil)
	e := find(log, "U-47 is sent to North Sea")
	if find(log, "Standing order: 2 boats to North Sea") == nil || e == nil || e.Date != "Apr 1940, week 2" {
		t.Fatalf("the standing order should send U-47 in week 2: %+v", e)
	}
}

// Prompts of the effects that need the player: which boat goes to
// training [5.1], which supply ship sails [21.32], which tender opens an
// advanced base [21.21].
func Test5_EffectPrompts(t *testing.T) {
	th := oneTurn(t, []data.OOB{{Boat: "U-47", Where: "germany:workup"}, {Boat: "U-48", Where: "mid-ocean:done:patrol"}, {Boat: "Malaspina", Where: "germany:workup"}},
		func(th *data.Theatre) {
			th.Tenders[1].From = ""
			scenarioOf(th, "operational").Setup = []data.Effect{
				{Op: "training", Count: 1, Nation: "DE"}, {Op: "supply", Area: "mid-ocean"}, {Op: "tender", Area: "narvik"},
			}
		})
	g := newGameOn(t, th, "operational", 1)
	got := map[string][]string{}
	run(t, g, policy{"training-pick": "sub:U-47", "supply-ship": "ship:thor", "tender": "tender:lech"}, func(g *Game) bool {
		p := g.Prompt()
		for _, o := range p.Options {
			got[p.Kind] = append(got[p.Kind], o.Key)
		}
		return false
	})
	if strings.Join(got["training-pick"], ",") != "sub:U-47,sub:U-48" {
		t.Errorf("training-pick %v (German boats only, by the effect's nation)", got["training-pick"])
	}
	if strings.Join(got["supply-ship"], ",") != "ship:nordmark,ship:thor" || g.S.Supply[0].ID != "thor" {
		t.Errorf("supply-ship %v, supply %+v", got["supply-ship"], g.S.Supply)
	}
	if strings.Join(got["tender"], ",") != "tender:wilhelm-bauer,tender:lech" || g.BaseState("narvik").Tender != "lech" {
		t.Errorf("tender %v", got["tender"])
	}
	if mustSub(t, g, "U-47").Status != StTraining {
		t.Errorf("U-47 goes to training")
	}
}

// The after-action report's "what was met" [13.22]: each contact kind
// counted once, described largest first.
func TestPatrolMet(t *testing.T) {
	var m Met
	if got := m.String(); got != "no contact" {
		t.Errorf("empty: %q", got)
	}
	for _, k := range []string{"single", "c2", "single", "none", "sub", "c2", "tf", "c1", "special", "single"} {
		m.add(k)
	}
	want := Met{Lone: 3, Small: 1, Large: 2, Special: 1, TF: 1, Subs: 1}
	if m != want || m.Total() != 9 {
		t.Fatalf("counted %+v (total %d), want %+v", m, m.Total(), want)
	}
	if got, exp := m.String(), "1 task force, 1 special convoy, 2 large convoys, 1 small convoy, 3 lone-ship contacts, 1 Allied submarine"; got != exp {
		t.Errorf("String() = %q, want %q", got, exp)
	}
}

// [5.3], [12.0], [2.1]: an order's "adjacent" OpArea is one a patrol move
// reaches, and a transit zone lies on the route between OpAreas: a boat on
// the patrol side off Gibraltar is sent through the Strait to the Western
// Mediterranean, with the zone's transit checks, like any patrol move there.
// (Before, only a direct route counted, so no Atlantic boat could ever fill
// the Mediterranean assignment of 1941 [7.31].)
func Test5_3_OrderFilledThroughATransitZone(t *testing.T) {
	th := oneTurn(t, []data.OOB{
		{Boat: "U-47", Where: "sw-approaches:done:patrol"},
		{Boat: "U-48", Where: "sw-approaches:done:transit"},
	}, func(th *data.Theatre) {
		for i := range th.Map.Routes {
			if r := &th.Map.Routes[i]; r.From == "sw-approaches" && r.To == "gibraltar" {
				r.Cost = 0 // as on the campaign map: the Strait lies on the route from Morocco
			}
		}
		scenarioOf(th, "operational").Setup = []data.Effect{{Op: "deploy", Count: 2, Area: "western-med", Mission: "attack", Weeks: 1}}
	})
	g := newGameOn(t, th, "operational", 1)
	log := run(t, g, nil, nil)
	if e := find(log, "No other boat can reach Western Mediterranean"); e != nil {
		t.Errorf("the boats off the Strait were not sent: %s", e.Text)
	}
	sent := sentTo(log, "Western Mediterranean")
	if strings.Join(sent, ",") != "U-47,U-48" {
		t.Errorf("sent %v, want U-47 (tier 1) and U-48 (tier 2)", sent)
	}
	checks := 0
	for _, e := range log {
		if e.Rule == "19.1" && e.Sub == "U-47" && strings.Contains(e.Text, "Gibraltar") {
			checks++
		}
	}
	if checks == 0 {
		t.Errorf("U-47 passed the Strait without its transit check")
	}
}

// sentTo lists the boats a [5.3] order's log sends to area, in order.
func sentTo(log []engine.Entry, area string) []string {
	var sent []string
	for _, e := range log {
		if strings.Contains(e.Text, " is sent to "+area) {
			sent = append(sent, e.Sub)
		}
	}
	return sent
}
