package campaign

import (
	"strings"
	"testing"
)

// The rulebook's worked examples in search and combat, each driven through
// the engine with loaded dice and answered prompts.

// [14.11] U-25 (Tactics 3) with Schultze (+1) wants the centre of a large
// convoy: 6 + 3 + 1 = 10, not > 10 (centre) but > 8 (inner): inner box.
func Test14_11_PlacementU25(t *testing.T) {
	g := combatGame(t, 1, "1939-11", 1)
	atSea(g, "U-25", "north-sea")
	giveAce(t, g, "U-25", "schultze", 1)
	// AAC: North Sea P1 "wwggoobbrr"; d10 8 → red box 8. Contact: 5 +3 red
	// = 8 → a convoy code → red = large convoy. Placement d10 6.
	g.LoadDice(8, 5, 6)
	drive(t, g, Frame{Op: opSubSearch, Sub: "U-25"})
	answer(t, g, "search")
	p := wantPrompt(t, g, "placement")
	// The odds shown: centre needs d10 + 4 > 10 (30%), inner > 8 (50%).
	if o := oddsOf(p, "col:2"); !near(o["placed here"], 0.3) {
		t.Errorf("centre odds %v, want 0.3", o)
	}
	if o := oddsOf(p, "col:1"); !near(o["placed here"], 0.5) {
		t.Errorf("inner odds %v, want 0.5", o)
	}
	es := answer(t, g, "col:2")
	r := rollOf(t, es, "placement")
	if r.Roll.Raw != 6 || r.Roll.Total != 10 {
		t.Fatalf("placement roll %v, want 6 → 10", r.Roll)
	}
	if !strings.Contains(r.Roll.Result, "not enough") || strings.Contains(r.Roll.Result, "centre") {
		t.Errorf("10 must not reach the centre: %s", r.Roll.Result)
	}
	p = wantPrompt(t, g, "placement-fallback")
	got := keys(p)
	want := []string{"col:0", "col:1", "col:4", "col:5"} // outer and inner, not centre
	if strings.Join(got, ",") != strings.Join(want, ",") {
		t.Fatalf("fallback options %v, want %v", got, want)
	}
	answer(t, g, "col:1")
	if b := g.S.Combat.Boat("U-25"); b.Column != 1 || g.S.Combat.Columns[1].Role != "inner" {
		t.Fatalf("U-25 in column %d, want the left inner", b.Column)
	}
}

// [14.15]/[14.16] U-25 (5-2-3, Schultze +1), dispersal 1 → 6 points; cargo
// 2-0 in an adjacent column (TDC −2), cargo 1-0 (TDC 0), DD 7-1 (TDC +1);
// 3 + 3 on the cargo ships; G7 −1: (3+1−1) = 3 vs (2+1−2+1) = 2 → ≤ 1 (20%);
// 3 vs (1+1+0) = 2 → ≤ 1.
func Test14_15_AllocationU25(t *testing.T) {
	g := combatGame(t, 1, "1939-11", 1)
	atSea(g, "U-25", "north-sea")
	giveAce(t, g, "U-25", "schultze", 1)
	c := board(t, g, "c2", "north-sea", [][]unit{
		{},
		{{typ: "m-1-0", up: true, has: true, tdc: 0}, {typ: "dd-7-1", up: true, has: true, tdc: 1}},
		{{typ: "m-2-0", up: true, has: true, tdc: -2}},
		{}, {}, {},
	}, map[string]int{"U-25": 1})
	c.Dispersal = 1
	b := c.Boat("U-25")
	b.Step, b.Reveals, b.TDCs = "pre", 3, 3
	drive(t, g, Frame{Op: opCombat, Sub: "U-25"})
	p := wantPrompt(t, g, "allocate")
	if p.Alloc.Total != 6 {
		t.Fatalf("attack points %d, want 6 (5 + dispersal 1)", p.Alloc.Total)
	}
	m20, m10, dd := unitOf(t, g, "m-2-0").ID, unitOf(t, g, "m-1-0").ID, unitOf(t, g, "dd-7-1").ID
	for i, o := range p.Options {
		id := strings.TrimPrefix(o.Key, "unit:")
		hit := 0.0
		for _, d := range p.Alloc.PerTarget[i][3] {
			if d.Outcome != "miss" {
				hit += d.P
			}
		}
		if (id == m20 || id == m10) && !near(hit, 0.2) {
			t.Errorf("3 points on %s: hit chance %v, want 0.2", o.Label, hit)
		}
	}
	// Hit rolls 5 and 7 (misses): the example is about the totals.
	g.LoadDice(7, 5, 0)
	es := split(t, g, map[string]int{m20: 3, m10: 3, dd: 0})
	wantLog(t, es,
		"3 on the Small cargo ship",
		"attack on the Cargo ship M 2-0 (5t): 3 points +1 ace -1 torpedo = 3 against Defense 2 + ASW 1 (Destroyer 1) -2 TDC +1 other column = 2 → hit on ≤ 1",
		"attack on the Small cargo ship M 1-0 (3t): 3 points +1 ace -1 torpedo = 3 against Defense 1 + ASW 1 (Destroyer 1) +0 TDC = 2 → hit on ≤ 1",
	)
}

// [14.2] The inexperienced Type IIA U-5 (Defense 2) meets the diligent sloop
// HMS Rochester and a French DD 6-1 in the North Sea, period 1, general ASW
// 0: ASW 4 + 2 red boxes + 0 = 6 against 2 − 1 = 1: difference 5 → row 5–6.
func Test14_2_CounterattackU5(t *testing.T) {
	g := combatGame(t, 1, "1939-11", 1)
	atSea(g, "U-5", "north-sea")
	if g.Sub("U-5").Inexp != 1 {
		t.Fatal("U-5 should be inexperienced in the fixture")
	}
	board(t, g, "c1", "north-sea", [][]unit{
		{{typ: "sl-rochester"}},
		{{typ: "dd-fr-6-1"}},
		{},
	}, map[string]int{"U-5": 0})
	g.S.Combat.Dispersal = 1
	// Reveal Rochester: crash dive 9 (+1 = 10 > 4, fails), Diligent Escort
	// row 0 (+1 = 1: no effect). Then the French DD. U-5 cannot hit
	// either escort: no counterattack in round 1 [14.17A].
	g.LoadDice(9, 0)
	drive(t, g, Frame{Op: opCombat, Sub: "U-5"})
	// The French DD is then the only counter left: revealed at once.
	es := answer(t, g, "unit:"+unitOf(t, g, "sl-rochester").ID)
	wantLog(t, es, "reveals: French destroyer", "no counterattack this round [14.17A]")
	if r := rollOf(t, es, "diligent escort"); r.Roll.Total != 1 || r.Roll.Result != "no effect" {
		t.Errorf("diligent escort roll %v, want 0 + 1 Inexp = 1, no effect", r.Roll)
	}
	// Re-attack: dispersal roll 5 (no change), stay in the column; the
	// counterattack now comes anyway [14.17B]: roll 1 +1 re-attack.
	p := wantPrompt(t, g, "reattack")
	if o := oddsOf(p, "reattack"); o["spotted"] == 0 {
		t.Errorf("re-attack odds %v should show the row 5–6 risk", o)
	}
	g.LoadDice(5, 1)
	answer(t, g, "reattack")
	es = answer(t, g, "col:0")
	wantLog(t, es,
		"counterattack: Allied: revealed ASW 4 (HMS Rochester 3, French destroyer 1) + 2 red boxes + 0 general ASW = 6; U-5: Defense 2 − 1 inexperienced = 1; difference 5 → row 5–6")
	r := rollOf(t, es, "counterattack")
	if r.Roll.Target != "row 5–6" || r.Roll.Total != 2 {
		t.Errorf("counterattack roll %v, want row 5–6 at 1 + 1", r.Roll)
	}
}

// [14.4]/[29.3] Faà di Bruno sinks one ship of a convoy at dispersal 1:
// a 0 → 2; a 9 → 0; a 3 or 4 → no change. From the left inner column it may
// shift to the left outer or the left centre.
func Test14_4_DispersalFaaDiBruno(t *testing.T) {
	for _, tc := range []struct{ roll, want int }{{0, 2}, {9, 0}, {3, 1}, {4, 1}} {
		g := combatGame(t, 3, "1941-06", 1)
		atSea(g, "Faa-di-Bruno", "mid-ocean")
		c := board(t, g, "c2", "mid-ocean", [][]unit{{}, {{typ: "m-2-0", up: true}}, {}, {}, {}, {}}, map[string]int{"Faa-di-Bruno": 1})
		c.Dispersal, c.SunkRound, c.Stage = 1, 1, "between"
		c.Boats[0].Acted = true
		g.LoadDice(tc.roll)
		drive(t, g, Frame{Op: opCombat, Sub: "Faa-di-Bruno"})
		es := answer(t, g, "reattack")
		r := rollOf(t, es, "dispersal change")
		if c.Dispersal != tc.want {
			t.Errorf("roll %d: dispersal %d, want %d (%s)", tc.roll, c.Dispersal, tc.want, r.Text)
		}
		p := wantPrompt(t, g, "shift")
		if got := strings.Join(keys(p), ","); got != "col:1,col:0,col:2" {
			t.Errorf("shift options %s, want stay, left outer, left centre", got)
		}
		if !strings.Contains(p.Options[1].Label, "left outer") || !strings.Contains(p.Options[2].Label, "left centre") {
			t.Errorf("shift labels %q, %q", p.Options[1].Label, p.Options[2].Label)
		}
	}
}

// [29.2] U-54 (VIIB, attack 4) against a convoy at dispersal 2 attacks with 6.
func Test29_2_DispersalU54(t *testing.T) {
	g := combatGame(t, 1, "1939-11", 1)
	atSea(g, "U-54", "north-sea")
	c := board(t, g, "c1", "north-sea", [][]unit{{{typ: "m-0-0", up: true, has: true, tdc: 0}}, {}, {}}, map[string]int{"U-54": 0})
	c.Dispersal = 2
	c.Boats[0].Step = "pre"
	drive(t, g, Frame{Op: opCombat, Sub: "U-54"})
	p := wantPrompt(t, g, "allocate")
	if p.Alloc.Total != 6 {
		t.Fatalf("attack %d, want 6", p.Alloc.Total)
	}
	if !strings.Contains(p.Text, "Attack 4 + dispersal 2") {
		t.Errorf("prompt text %q should explain the 6", p.Text)
	}
}

// [24.11] U-49 shadows a large convoy in the Greenland Gap, period 3,
// Enigma 0. U-78 (2nd, needs 3) rolls 2: fails. U-46 (3rd, Endrass +1) rolls
// 6: joins. U-110 (4th, 4) rolls 7: joins. U-124 (5th, 4) rolls 0: fails,
// and Huff-Duff on the shadower, period 3 roll 1: no effect. U-722 (6th, 4)
// rolls 5: joins. U-202 (7th, 5) rolls 5: re-attack only.
func Test24_11_WolfpackU49(t *testing.T) {
	g := combatGame(t, 3, "1941-06", 1)
	for _, id := range []string{"U-49", "U-78", "U-46", "U-110", "U-124", "U-722", "U-202"} {
		atSea(g, id, "greenland-gap")
	}
	giveAce(t, g, "U-46", "endrass", 1)
	// U-49's search: AAC 8 (Greenland Gap "wwgoobbbrr": red), contact 5 +3
	// = 8: a large convoy.
	g.LoadDice(8, 5)
	drive(t, g, Frame{Op: opSubSearch, Sub: "U-49"})
	answer(t, g, "search")
	wantPrompt(t, g, "wolfpack")
	answer(t, g, "shadow")
	type try struct {
		sub, outcome string
		roll, need   int
		total        int
	}
	tries := []try{
		{"U-78", "fails to find the convoy", 2, 3, 2},
		{"U-46", "joins for the first round", 6, 3, 7},
		{"U-110", "joins for the first round", 7, 4, 7},
		{"U-124", "fails to find the convoy", 0, 4, 0},
		{"U-722", "joins for the first round", 5, 4, 5},
		{"U-202", "joins for the re-attack only", 5, 5, 5},
	}
	for i, tr := range tries {
		p := wantPrompt(t, g, "pack-join")
		if !strings.Contains(p.Text, "number "+string(rune('0'+tr.need))) {
			t.Errorf("attempt %d: prompt %q, want number %d", i+2, p.Text, tr.need)
		}
		if tr.sub == "U-124" {
			g.LoadDice(tr.roll, 1) // and the Huff-Duff roll
		} else {
			g.LoadDice(tr.roll)
		}
		es := answer(t, g, "sub:"+tr.sub)
		r := rollOf(t, es, "wolfpack attempt "+string(rune('0'+i+2)))
		if r.Roll.Raw != tr.roll || r.Roll.Total != tr.total || r.Roll.Result != tr.outcome {
			t.Errorf("%s: roll %v, want %d → %d %s", tr.sub, r.Roll, tr.roll, tr.total, tr.outcome)
		}
		if tr.sub == "U-124" {
			h := rollOf(t, es, "Huff-Duff on the shadower")
			if h.Roll.Raw != 1 || h.Roll.Result != "no effect" {
				t.Errorf("Huff-Duff %v, want 1: no effect", h.Roll)
			}
		}
	}
	c := g.S.Combat
	roles := map[string]string{}
	for _, b := range c.Boats {
		roles[b.ID] = b.Role
	}
	want := map[string]string{"U-49": "shadower", "U-46": "round1", "U-110": "round1", "U-722": "round1", "U-202": "reattack"}
	for id, r := range want {
		if roles[id] != r {
			t.Errorf("%s role %q, want %q", id, roles[id], r)
		}
	}
	if len(c.Boats) != 5 || g.Sub("U-78").JoinFailedIn != "greenland-gap" || g.Sub("U-124").JoinFailedIn != "greenland-gap" {
		t.Errorf("pack %v; U-78 and U-124 must have failed", roles)
	}
	// The first round places only U-46, U-110 and U-722.
	for i := 0; i < 3; i++ {
		p := wantPrompt(t, g, "placement")
		if p.Sub == "U-49" || p.Sub == "U-202" {
			t.Fatalf("%s placed in the first round", p.Sub)
		}
		answer(t, g, "col:0")
		if i == 1 {
			// The left outer column has 2 boxes: the third boat goes elsewhere.
			break
		}
	}
}

// [28.1] U-109 with Bleichrodt (+1) meets a task force in the Maritimes:
// d10 3 + Tactics 3 + 1 = 7, not enough for the centre: the left (outer)
// column. It must first reveal a Fleet Escort (a Gleaves DD); of its two
// other reveals one must be outer (an SB2U Vindicator, which stays: ship-
// borne) and one centre (the BB New Mexico).
func Test28_1_TaskForceU109(t *testing.T) {
	g := combatGame(t, 4, "1942-02", 1)
	atSea(g, "U-109", "maritimes")
	giveAce(t, g, "U-109", "bleichrodt", 1)
	c := board(t, g, "tf", "maritimes", [][]unit{
		{{typ: "dd-gleaves", cup: "fe-us"}, {typ: "sb2u", cup: "fe-us"}},
		{{typ: "bb-new-mexico", cup: "tf-us"}, {typ: "bb-mississippi", cup: "tf-us"}},
		{{typ: "dd-gleaves", cup: "fe-us"}},
	}, map[string]int{"U-109": -1})
	c.Nation, c.Stage = "US", "place"
	g.LoadDice(3)
	drive(t, g, Frame{Op: opCombat, Sub: "U-109"})
	es := answer(t, g, "col:1")
	r := rollOf(t, es, "placement")
	if r.Roll.Total != 7 {
		t.Fatalf("placement %v, want 3 + 3 + 1 = 7", r.Roll)
	}
	answer(t, g, "col:0")
	p := wantPrompt(t, g, "reveal")
	for _, o := range p.Options {
		if !strings.Contains(o.Label, "left outer") {
			t.Fatalf("the first reveal must be a Fleet Escort in the outer column, offered %q", o.Label)
		}
	}
	answer(t, g, "unit:"+unitOf(t, g, "dd-gleaves").ID)
	es = answer(t, g, "unit:"+unitOf(t, g, "sb2u").ID)
	wantLog(t, es, "the SB2U Vindicator stays over the convoy (ship-borne, with a task force [28.11])")
	if u := unitOf(t, g, "sb2u"); !u.Up {
		t.Fatal("the SB2U should be revealed")
	}
	p = wantPrompt(t, g, "reveal")
	for _, o := range p.Options {
		if !strings.Contains(o.Label, "centre") {
			t.Fatalf("the third reveal must be in the centre, offered %q", o.Label)
		}
	}
	es = answer(t, g, "unit:"+unitOf(t, g, "bb-new-mexico").ID)
	wantLog(t, es, "reveals: USS New Mexico")
}

// [28.2] U-26 reveals all four lone ships: merchant 1-0, DD 7-1, an
// auxiliary cruiser and merchant 0-0. Guns only against the two merchants;
// torpedoes at each with the full 5 points, the DD's ASW 1 counting in
// every attack; in the re-attack the auxiliary cruiser leaves.
func Test28_2_LoneContactsU26(t *testing.T) {
	g := combatGame(t, 1, "1939-11", 1)
	atSea(g, "U-26", "sw-approaches")
	board(t, g, "single", "sw-approaches", [][]unit{{
		{typ: "m-1-0", cup: "single"}, {typ: "dd-7-1", cup: "single"}, {typ: "am-aux", cup: "single"}, {typ: "m-0-0", cup: "single"},
	}}, map[string]int{"U-26": 0})
	drive(t, g, Frame{Op: opCombat, Sub: "U-26"})
	for _, typ := range []string{"m-1-0", "dd-7-1", "am-aux", "m-0-0"} {
		p := wantPrompt(t, g, "reveal")
		if p.Options[len(p.Options)-1].Key != "stop" {
			t.Fatalf("lone contacts: the player may stop revealing [28.22]")
		}
		answer(t, g, "unit:"+unitOf(t, g, typ).ID)
	}
	p := wantPrompt(t, g, "lone-attack")
	guns, fires := 0, 0
	for _, o := range p.Options {
		switch {
		case strings.HasPrefix(o.Key, "gun:"):
			guns++
			id := strings.TrimPrefix(o.Key, "gun:")
			if typ := g.utype(id).ID; typ != "m-1-0" && typ != "m-0-0" {
				t.Errorf("gun offered against %s", typ)
			}
		case strings.HasPrefix(o.Key, "fire:"):
			fires++
			if !strings.Contains(o.Detail, "5 points +0 ace -1 torpedo = 4") || !strings.Contains(o.Detail, "ASW 1 (Destroyer 1)") {
				t.Errorf("torpedo detail %q: full attack 5 and the DD's ASW 1 on every target", o.Detail)
			}
		}
	}
	if guns != 2 || fires != 4 {
		t.Fatalf("%d gun and %d torpedo options, want 2 and 4: %v", guns, fires, keys(p))
	}
	g.LoadDice(9) // a miss on the 0-0
	answer(t, g, "fire:"+unitOf(t, g, "m-0-0").ID)
	g.LoadDice(0) // counterattack: ASW 1 + 1 red box + 0 = 2 vs Defense 2: row 0–2, roll 0
	es := answer(t, g, "done")
	wantLog(t, es, "difference 0 → row 0–2")
	es = answer(t, g, "reattack")
	wantLog(t, es, "the Armed merchant cruiser AM 4-0 (14t) leaves before the re-attack")
	p = wantPrompt(t, g, "lone-attack")
	for _, o := range p.Options {
		if strings.Contains(o.Label, "Armed merchant cruiser") {
			t.Errorf("the auxiliary cruiser must be gone in the re-attack: %q", o.Label)
		}
	}
}
