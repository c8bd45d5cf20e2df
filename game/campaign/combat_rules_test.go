package campaign

import (
	"strings"
	"testing"
)

// Unit tests of the combat rules, one rule (or a close group) each.

// [14.15B] Attacking an escort ignores its own ASW — not when the boat is
// spotted, and for one escort per round only.
func Test14_15B_EscortBonus(t *testing.T) {
	g := combatGame(t, 1, "1939-11", 1)
	s := atSea(g, "U-47", "north-sea")
	c := board(t, g, "c1", "north-sea", [][]unit{
		{{typ: "dd-7-1", up: true, has: true, tdc: 0}, {typ: "ct-flower", up: true, has: true, tdc: 0}},
		{}, {},
	}, map[string]int{"U-47": 0})
	b := c.Boat("U-47")
	dd, ct := unitOf(t, g, "dd-7-1"), unitOf(t, g, "ct-flower")
	if !g.escortBonus(b, s, dd) {
		t.Fatal("an unalerted escort: its own ASW is ignored")
	}
	th, why := g.targetTotal(b, dd, true)
	if th != 2*(7+2) || !strings.Contains(why, "own ASW ignored") {
		t.Errorf("DD target total %s (%s): Defense 7 + the corvette's 2", halfText(th), why)
	}
	c.EscortBonus = true // one escort per round [14.15B]
	if g.escortBonus(b, s, ct) {
		t.Error("a second escort this round must not benefit")
	}
	c.EscortBonus = false
	s.Spotted = true
	if g.escortBonus(b, s, dd) {
		t.Error("a spotted boat gets no escort bonus")
	}
}

// [14.12] Aircraft: light cover keeps one on 0–4, otherwise it goes back
// and a unit from the same cup is revealed in its place; an SMZ counts a
// light icon as heavy [20.5].
func Test14_12_AircraftCover(t *testing.T) {
	g := combatGame(t, 1, "1939-11", 1) // North Sea P1: light icon
	atSea(g, "U-47", "north-sea")
	board(t, g, "c1", "north-sea", [][]unit{{{typ: "sunderland"}, {typ: "m-0-0"}}, {}, {}}, map[string]int{"U-47": 0})
	ac := unitOf(t, g, "sunderland").ID
	g.LoadDice(7)
	drive(t, g, Frame{Op: opCombat, Sub: "U-47"})
	es := answer(t, g, "unit:"+ac)
	if r := rollOf(t, es, "air cover (light)"); r.Roll.Result != "returns" {
		t.Fatalf("air cover %v", r.Roll)
	}
	wantLog(t, es, "the Sunderland goes back to its cup (light cover, roll 7); in its place:")
	if g.S.Combat.Unit(ac) != nil || !containsStr(g.S.Cups["outer"], ac) {
		t.Error("the Sunderland must be back in the outer cup")
	}
	// In an SMZ the light icon counts as heavy: the aircraft stays, no roll.
	g = combatGame(t, 1, "1939-11", 1)
	atSea(g, "U-47", "scapa-flow")
	board(t, g, "c1", "scapa-flow", [][]unit{{{typ: "sunderland"}}, {}, {}}, map[string]int{"U-47": 0})
	ac = unitOf(t, g, "sunderland").ID
	es = drive(t, g, Frame{Op: opCombat, Sub: "U-47"})
	wantLog(t, es, "the Sunderland stays over the convoy (heavy air cover)")
}

// [19.2] The combat event "counterattack": the escorts force the sub down,
// no attack this round; the counterattack follows.
func Test19_2_CounterattackEvent(t *testing.T) {
	g := combatGame(t, 1, "1939-11", 1)
	atSea(g, "U-47", "greenland-gap")
	board(t, g, "c1", "greenland-gap", [][]unit{{{typ: "event"}, {typ: "m-0-0", up: true}, {typ: "dd-7-1", up: true}}, {}, {}}, map[string]int{"U-47": 0})
	// Event d10 2 → "counterattack" (fixture table); counterattack roll 0.
	g.LoadDice(2, 0)
	es := drive(t, g, Frame{Op: opCombat, Sub: "U-47"}) // the only face-down counter: revealed at once
	wantLog(t, es, "counterattack: the escorts force the sub down", "U-47 is forced deep: no attack this round", "counterattack: Allied")
	for _, e := range es {
		if e.Roll != nil && e.Roll.Purpose == "torpedo hit" {
			t.Error("no attack after the counterattack event")
		}
	}
}

// [19.22] A combat event alone on the display is void unless it is
// "aircraft spots" or "mechanical".
func Test19_22_EventAlone(t *testing.T) {
	g := combatGame(t, 1, "1939-11", 1)
	atSea(g, "U-47", "greenland-gap")
	board(t, g, "single", "greenland-gap", [][]unit{{{typ: "event", cup: "single"}}}, map[string]int{"U-47": 0})
	g.LoadDice(2)
	drive(t, g, Frame{Op: opCombat, Sub: "U-47"})
	es := answer(t, g, "unit:"+unitOf(t, g, "event").ID)
	wantLog(t, es, "void, no valid target on the display [19.22]")
}

// [19.2] Mechanical problems: the boat breaks off; odd → damaged and RTB.
func Test19_2_Mechanical(t *testing.T) {
	g := combatGame(t, 1, "1939-11", 1)
	s := atSea(g, "U-47", "greenland-gap")
	board(t, g, "c1", "greenland-gap", [][]unit{{{typ: "event"}, {typ: "m-0-0"}}, {}, {}}, map[string]int{"U-47": 0})
	g.LoadDice(5, 3) // event 5 → mechanical; 3 odd
	drive(t, g, Frame{Op: opCombat, Sub: "U-47"})
	answer(t, g, "unit:"+unitOf(t, g, "event").ID)
	if s.Damage != 1 || !s.RTB || !g.S.Combat.Boat("U-47").Out {
		t.Errorf("mechanical odd: damaged %d, RTB %v", s.Damage, s.RTB)
	}
}

// [27.1] Gun attack: conditions, Spotted, DEMS, the 29–36 row, no torpedo
// modifier.
func Test27_1_GunAttack(t *testing.T) {
	g := combatGame(t, 1, "1939-11", 1)
	s := atSea(g, "U-47", "greenland-gap")
	g.S.G7 = -2
	board(t, g, "c1", "greenland-gap", [][]unit{{{typ: "m-2-0", up: true}}, {}, {}}, map[string]int{"U-47": 0})
	b := g.S.Combat.Boat("U-47")
	b.Step, b.Reveals = "reveal-done", 3
	drive(t, g, Frame{Op: opCombat, Sub: "U-47"})
	p := wantPrompt(t, g, "gun")
	if o := oddsOf(p, "gun"); !near(o["armed: it returns fire (crash dive, DEMS row), then torpedoes"], 0.3) {
		t.Errorf("gun odds %v: a UK merchant in period 1 is armed on 0–2", o)
	}
	g.LoadDice(5, 9, 0) // DEMS 5: unarmed; gun 9 → sunk (29–36 row); counterattack 0
	es := answer(t, g, "gun")
	if !s.Spotted {
		t.Error("a gun attack spots the boat [27.1]")
	}
	r := rollOf(t, es, "attack result")
	if r.Roll.Total != 9 || r.Roll.Result != "sunk" {
		t.Errorf("gun result %v: no torpedo modifier on the 29–36 row", r.Roll)
	}
	if !b.Gun || b.Torpedo {
		t.Error("a gun-only attack")
	}
	// No gun with an unrevealed white flag next door, or a revealed warship.
	g = combatGame(t, 1, "1939-11", 1)
	s = atSea(g, "U-47", "greenland-gap")
	board(t, g, "c1", "greenland-gap", [][]unit{{{typ: "m-2-0", up: true}}, {{typ: "dd-7-1"}}, {}}, map[string]int{"U-47": 0})
	if len(g.gunTargets(g.S.Combat.Boat("U-47"), s, "")) != 0 {
		t.Error("an unrevealed white flag in the adjacent column forbids the gun")
	}
}

// [14.5] Ace check: ≥ 3 ships and ≥ 23 kt in one combat.
func Test14_5_AceCheck(t *testing.T) {
	g := combatGame(t, 1, "1939-11", 1)
	s := atSea(g, "U-47", "greenland-gap")
	b := &CombatBoat{ID: "U-47", Ships: 3, Tons: 22}
	g.aceCheck(b, s)
	if s.Ace != "" {
		t.Fatal("22 kt is not enough")
	}
	b.Tons = 23
	g.aceCheck(b, s)
	if s.Ace == "" || s.AceLevel != 1 || containsStr(g.S.AcePool, s.Ace) {
		t.Fatalf("a new ace at +1: %q %d", s.Ace, s.AceLevel)
	}
	g.aceCheck(b, s)
	if s.AceLevel != 2 {
		t.Error("+1 flips to +2")
	}
}

// [14.81] A sunk named ship leaves for good; the player puts a sister ship
// into its cup.
func Test14_81_Substitution(t *testing.T) {
	g := combatGame(t, 4, "1942-02", 1)
	atSea(g, "U-47", "maritimes")
	c := board(t, g, "tf", "maritimes", [][]unit{{}, {{typ: "bb-new-mexico", up: true, cup: "tf-us"}}, {}}, map[string]int{"U-47": 0})
	nm := unitOf(t, g, "bb-new-mexico")
	nm.Sunk = true
	sister := take(t, g, "bb-mississippi")
	g.S.Aside = append(g.S.Aside, sister)
	c.Stage = "end"
	es := drive(t, g, Frame{Op: opCombat, Sub: "U-47"}) // one candidate: no question
	wantLog(t, es, "USS New Mexico is gone for good", "USS Mississippi joins the tf-us cup")
	if !containsStr(g.S.Out, nm.ID) || !containsStr(g.S.Cups["tf-us"], sister) {
		t.Error("New Mexico out for good, Mississippi into the US TF cup")
	}
}

// [30.23] Before period 4 a revealed US escort in Western Waters may be
// attacked only on d10 ≤ the ace value.
func Test30_23_USEscort(t *testing.T) {
	g := combatGame(t, 3, "1941-06", 1)
	atSea(g, "U-47", "maritimes")
	board(t, g, "c1", "maritimes", [][]unit{{{typ: "ct-us", up: true, has: true, tdc: 0}, {typ: "m-0-0", up: true, has: true, tdc: 0}}, {}, {}}, map[string]int{"U-47": 0})
	b := g.S.Combat.Boat("U-47")
	b.Step = "pre"
	g.LoadDice(1) // 1 > 0 (no ace): may not be attacked
	drive(t, g, Frame{Op: opCombat, Sub: "U-47"})
	p := wantPrompt(t, g, "allocate")
	for _, o := range p.Options {
		if strings.Contains(o.Label, "US escort") {
			t.Error("the US escort failed its roll: not a target")
		}
	}
}

// [30.25] Blackout: TDCs −1 in the Maritimes in period 4 until April 1942.
func Test30_25_Blackout(t *testing.T) {
	g := combatGame(t, 4, "1942-02", 1)
	atSea(g, "U-47", "maritimes")
	board(t, g, "c1", "maritimes", [][]unit{{{typ: "m-0-0", up: true}}, {}, {}}, map[string]int{"U-47": 0})
	b := g.S.Combat.Boat("U-47")
	b.Step = "tdc"
	es := drive(t, g, Frame{Op: opCombat, Sub: "U-47"})
	wantLog(t, es, "blackout [30.25]")
	if u := unitOf(t, g, "m-0-0"); u.TDC >= 0 && u.TDCMod != -1 {
		t.Errorf("TDC modifier %d, want −1", u.TDCMod)
	}
}

// [14.6] Sub vs sub: the player spots first, hits, and the T-class boat
// scores 2t by the GIVEN class table.
func Test14_6_SubVsSub(t *testing.T) {
	g := combatGame(t, 1, "1939-11", 1)
	atSea(g, "U-47", "western-approaches")
	g.S.Combat = &Combat{Kind: "sub", Area: "western-approaches", Gov: "western-approaches", Stage: "contact",
		Boats: []CombatBoat{{ID: "U-47", Role: "lone", Column: -1}}}
	g.LoadDice(9, 0, 9) // sees first (9); hit (0); result 9 − 1 → sunk
	es := drive(t, g, Frame{Op: opCombatSubsub, Sub: "U-47"})
	wantLog(t, es, "U-47 sinks T class submarine, 2,000 t")
	if g.alliedTorpedo("UK") != -2 {
		t.Error("1939: British torpedoes −2 [14.6D]")
	}
	g.S.Period = 5
	if g.alliedTorpedo("US") != -1 || g.alliedTorpedo("UK") != 0 {
		t.Error("period 5: US −1, others 0")
	}
}

// [30.6] A third battleship revealed goes back, unreplaced.
func Test30_6_CapitalShips(t *testing.T) {
	g := combatGame(t, 4, "1942-02", 1)
	atSea(g, "U-47", "maritimes")
	board(t, g, "tf", "maritimes", [][]unit{{}, {{typ: "bb-new-mexico", up: true, cup: "tf-us"}, {typ: "bb-mississippi", up: true, cup: "tf-us"}}, {}}, map[string]int{"U-47": 1})
	if !g.bigShipLimit("BB", "x") {
		t.Error("two BBs up: a third goes back")
	}
}

// [30.81] The Italian doctrine: at most one point per merchant (plus the
// dispersal bonus) without an ace, in period 2.
func Test30_81_ItalianDoctrine(t *testing.T) {
	g := combatGame(t, 2, "1940-10", 1)
	s := atSea(g, "Faa-di-Bruno", "mid-ocean")
	c := board(t, g, "c1", "mid-ocean", [][]unit{{{typ: "m-2-0", up: true, has: true, tdc: -4}}, {}, {}}, map[string]int{"Faa-di-Bruno": 0})
	c.Dispersal = 1
	c.Boats[0].Step = "pre"
	drive(t, g, Frame{Op: opCombat, Sub: "Faa-di-Bruno"})
	p := wantPrompt(t, g, "allocate")
	if len(p.Alloc.Max) != 1 || p.Alloc.Max[0] != 1 || p.Alloc.Bonus != 1 {
		t.Fatalf("per-merchant limit %v + bonus %d, want 1 + the dispersal bonus 1", p.Alloc.Max, p.Alloc.Bonus)
	}
	split(t, g, map[string]int{unitOf(t, g, "m-2-0").ID: 2})
	if !s.DoctrineLim {
		t.Error("the doctrine limited the boat: endurance −1 [30.81]")
	}
}

// [14.17] A face-down target counts as Defense 1 for feasibility; if it
// turns out unhittable the attack fails and the counterattack follows.
func Test14_17_ImpossibleHits(t *testing.T) {
	g := combatGame(t, 1, "1939-11", 1)
	atSea(g, "U-47", "greenland-gap")
	board(t, g, "c1", "greenland-gap", [][]unit{{{typ: "dd-7-1", has: true, tdc: 2}}, {}, {}}, map[string]int{"U-47": 0})
	b := g.S.Combat.Boat("U-47")
	b.Step = "pre"
	drive(t, g, Frame{Op: opCombat, Sub: "U-47"})
	p := wantPrompt(t, g, "allocate") // 4 points −1 torpedo = 3 vs 1 + 2: feasible; vs 7 + 2: not
	g.LoadDice(0)                     // the counterattack
	es := split(t, g, map[string]int{g.S.Combat.UnitOfKey(p.Options[0].Key): 4})
	wantLog(t, es, "cannot be hit: the attack fails", "counterattack: Allied")
}

// [14.18] In port: Defense −2, Attack Results +2.
func Test14_18_InPort(t *testing.T) {
	g := combatGame(t, 1, "1939-11", 1)
	s := atSea(g, "U-47", "scapa-flow")
	c := board(t, g, "tf", "scapa-flow", [][]unit{{}, {{typ: "am-aux", up: true, has: true, tdc: 0}}, {}}, map[string]int{"U-47": 1})
	c.InPort = true
	u := unitOf(t, g, "am-aux")
	_, why := g.targetTotal(c.Boat("U-47"), u, false)
	if !strings.Contains(why, "Defense 4 −2 in port") {
		t.Errorf("in port: %s", why)
	}
	if got := modText(g.resultMods(s, u, true)); !strings.Contains(got, "+2 in port") {
		t.Errorf("result mods %s", got)
	}
}

// [24.24] Each pack boat's own escort level: an escort in an adjacent
// column counts only if no other boat is in that column.
func Test24_24_RevealedEscortLevel(t *testing.T) {
	g := combatGame(t, 3, "1941-06", 1)
	atSea(g, "U-47", "greenland-gap")
	atSea(g, "U-48", "greenland-gap")
	c := board(t, g, "c2", "greenland-gap", [][]unit{{{typ: "dd-7-1", up: true}}, {}, {}, {}, {}, {}}, map[string]int{"U-47": 1, "U-48": 0})
	c.Pack = true
	if h := g.aswHalf(c.Boat("U-47"), "", true, false); h != 0 {
		t.Errorf("U-47 next to U-48's column: the DD counts for U-48 only (got %s)", aswText(h))
	}
	if h := g.aswHalf(c.Boat("U-48"), "", true, false); h != 2 {
		t.Errorf("U-48 in the DD's column: ASW 1 (got %s)", aswText(h))
	}
}

// [14.16D] Exploding cargo sinks and brings the Other Dangers explosive row;
// in 965 mb weather a damaged ship sinks [7.41].
func Test14_16D_ResultsAndStorm(t *testing.T) {
	g := combatGame(t, 1, "1939-11", 1)
	s := atSea(g, "U-47", "greenland-gap")
	g.S.G7 = 0
	c := board(t, g, "c1", "greenland-gap", [][]unit{{{typ: "m-2-0", up: true}}, {}, {}}, map[string]int{"U-47": 0})
	b, u := c.Boat("U-47"), unitOf(t, g, "m-2-0")
	g.LoadDice(9, 0) // row 5–9: roll 9 → explode; explosive row 0 → none
	g.shipResult(b, s, u, g.T.AttackRow(5), nil, "14.16D")
	es := g.Flush()
	wantLog(t, es, "sunk: explosive cargo", "explosive cargo [14.16D]: 0")
	if !u.Sunk || g.S.Tracks.Ships != 1 {
		t.Error("exploded ship sunk and scored")
	}
	u2 := &BoardUnit{ID: take(t, g, "m-1-0"), Up: true, TDC: -1, Cup: "outer"}
	c.Columns[0].Units = append(c.Columns[0].Units, *u2)
	u2 = unitOf(t, g, "m-1-0")
	g.S.Intel.Weather = []Weather{{Area: "greenland-gap", Pressure: 965}}
	g.LoadDice(4) // row 5–9: roll 4 → dmg → sunk in the storm
	g.shipResult(b, s, u2, g.T.AttackRow(5), nil, "14.16D")
	if !u2.Sunk {
		t.Error("965 mb: damaged becomes sunk")
	}
}

// [24.25] Pack re-attack: the members on the display roll to stay (d10 ≤
// Tactics + ace) and may shift; the shadower is then placed by a [24.12]
// roll and attacks as a re-attack.
func Test24_25_PackReattack(t *testing.T) {
	g := combatGame(t, 3, "1941-06", 1)
	atSea(g, "U-47", "greenland-gap")
	atSea(g, "U-49", "greenland-gap")
	c := board(t, g, "c2", "greenland-gap", [][]unit{{{typ: "m-2-0", up: true}}, {{typ: "m-1-0"}}, {}, {}, {}, {}}, map[string]int{"U-47": 0, "U-49": -1})
	c.Pack, c.Stage = true, "between"
	c.Boat("U-47").Acted = true
	c.Boat("U-49").Role, c.Boat("U-49").Joiner = "shadower", false
	g.LoadDice(5) // dispersal: no change
	drive(t, g, Frame{Op: opCombat, Sub: "U-47"})
	p := wantPrompt(t, g, "pack-stay")
	if o := oddsOf(p, "stay"); !near(o["stays"], 0.4) {
		t.Errorf("stay odds %v: d10 ≤ Tactics 3", o)
	}
	g.LoadDice(3)
	es := answer(t, g, "stay")
	if r := rollOf(t, es, "stay with the convoy"); r.Roll.Result != "stays" {
		t.Errorf("stay roll %v", r.Roll)
	}
	answer(t, g, "col:0") // no shift
	p = wantPrompt(t, g, "placement")
	if p.Sub != "U-49" {
		t.Fatalf("the shadower is placed for the re-attack, got %s", p.Sub)
	}
	answer(t, g, "col:0")
	if c.Round != 2 {
		t.Errorf("round %d, want 2", c.Round)
	}
	p = wantPrompt(t, g, "pack-order")
	if len(p.Options) != 2 {
		t.Errorf("both boats attack in the re-attack: %v", keys(p))
	}
}

// [29.4] A pack that sank a third of a large convoy at dispersal 1 or 2
// scatters it on a natural 0: each boat re-attacks alone on the Single
// board against 3 units from the Inner cup.
func Test29_4_Scatter(t *testing.T) {
	g := combatGame(t, 3, "1941-06", 1)
	atSea(g, "U-47", "greenland-gap")
	atSea(g, "U-48", "greenland-gap")
	c := board(t, g, "c2", "greenland-gap", [][]unit{
		{{typ: "m-2-0", up: true}}, {{typ: "m-1-0", up: true}}, {{typ: "m-0-0"}}, {}, {}, {{typ: "ao-3-0", up: true}},
	}, map[string]int{"U-47": 0, "U-48": 5})
	c.Pack, c.Stage, c.Dispersal, c.Kind = true, "between", 1, "c2"
	for i := range c.Boats {
		c.Boats[i].Acted = true
	}
	unitOf(t, g, "m-2-0").Sunk = true
	c.SunkRound = 1 // 1 of 4 units: ⌊4/3⌋ = 1
	g.LoadDice(0)
	es := drive(t, g, Frame{Op: opCombat, Sub: "U-47"})
	wantLog(t, es, "the convoy scatters", "re-attacks a scattered group alone: 3 units from the inner cup")
	if c.Board != "single" {
		t.Errorf("board %s, want the Single board", c.Board)
	}
}

// [14.14] A TDC counter is never lost with its unit: a face-down aircraft
// carrying a TDC that leaves the display with nothing to replace it (its cup
// is empty) gives its TDC back to the pool. (Found by the 200-campaign soak:
// doctrine seed 1077 lost a TDC counter this way in 1942.)
func Test14_14_TDCBackWhenAircraftLeavesUnreplaced(t *testing.T) {
	g := combatGame(t, 1, "1939-11", 1)
	atSea(g, "U-47", "greenland-gap")
	c := board(t, g, "single", "greenland-gap", [][]unit{{{typ: "sunderland", has: true, tdc: 0, cup: "single"}}}, map[string]int{"U-47": 0})
	g.S.Aside = append(g.S.Aside, g.S.Cups["single"]...)
	g.S.Cups["single"] = nil
	u := unitOf(t, g, "sunderland")
	u.TDCUp = false
	pool := len(g.S.TDCPool)
	if err := g.CheckInvariants(); err != nil {
		t.Fatalf("before the reveal: %v", err)
	}
	g.LoadDice(9) // light cover, if any: 9 sends the aircraft home
	g.revealEffects(c.Boat("U-47"), u.ID, revealNormal)
	if len(c.Columns[0].Units) != 0 {
		t.Fatalf("the aircraft should have left the display: %+v", c.Columns[0].Units)
	}
	if len(g.S.TDCPool) != pool+1 {
		t.Errorf("TDC pool %d, want %d: the aircraft's TDC was not returned", len(g.S.TDCPool), pool+1)
	}
	if err := g.CheckInvariants(); err != nil {
		t.Errorf("after the reveal: %v", err)
	}
}
