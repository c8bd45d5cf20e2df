package europe

import (
	"math"
	"strings"
	"testing"

	"periscope/game/engine"
)

// newTest builds a four-player game at the start of a power's turn with
// an empty map (every set-up unit removed) and 30 IPC each.
func newTest(t *testing.T, active Power, opts ...string) *Game {
	t.Helper()
	d := testData(t)
	g, err := NewGame(d, engine.Record{System: SystemID, Theatre: Theatre, Scenario: Scenario4, Seed: 1, Options: opts})
	if err != nil {
		t.Fatal(err)
	}
	g.S.Units = nil
	g.S.Stack = nil
	for i, p := range Powers {
		g.S.Treasury[p] = 30
		g.S.Ledger[p] = Ledger{Start: 30}
		if p == active {
			g.S.Turn = i
		}
	}
	g.S.StartControl = map[string]Power{}
	for k, v := range g.S.Control {
		g.S.StartControl[k] = v
	}
	return g
}

func put(g *Game, p Power, typ, at string, n int) []int {
	var ids []int
	for k := 0; k < n; k++ {
		ids = append(ids, g.S.add(typ, p, at).ID)
	}
	return ids
}

func count(g *Game, p Power, typ, at string) int {
	n := 0
	for _, u := range g.S.Units {
		if u.Owner == p && u.Type == typ && u.At == at {
			n++
		}
	}
	return n
}

// run runs frames, answering every prompt with its first option (press
// on, fire, fight, casualties by the casualty order).
func run(t *testing.T, g *Game, fs ...engine.Frame) {
	t.Helper()
	g.S.Over = false
	g.Push(fs...)
	if err := g.Run(); err != nil {
		t.Fatal(err)
	}
	for n := 0; g.Prompt() != nil && n < 1000; n++ {
		if _, err := g.Apply(engine.Pick(0)); err != nil {
			t.Fatal(err)
		}
	}
}

func hasDest(g *Game, id int, to, kind string, combat bool) bool {
	for _, d := range g.Dests(g.S.unit(id), combat) {
		if d.To == to && d.Kind == kind {
			return true
		}
	}
	return false
}

func logHas(g *Game, rule, text string) bool {
	for _, e := range g.Flush() {
		if e.Rule == rule && strings.Contains(e.Text, text) {
			return true
		}
	}
	return false
}

// [6.2, 4.4, D12] The starting production of the authored map equals the
// starting income the rules state: USA 40, UK 25, Germany 40, USSR 24.
func Test6_2_StartingProductionMatchesTheRules(t *testing.T) {
	d := testData(t)
	for p, want := range map[Power]int{USA: 40, UK: 25, Germany: 40, USSR: 24} {
		if got := d.StartingIncome(p); got != want {
			t.Errorf("%s: starting production %d, the rules say %d", p, got, want)
		}
	}
}

// [5, 8.4, D5, D7] Seven neutrals, seven convoy centres (4 UK, 2 US, 1
// USSR tied to Archangel), four capitals, the Soviet ICs of the FAQ.
func Test5_MapCounts(t *testing.T) {
	d := testData(t)
	neutral, capitals := 0, 0
	convoys := map[Power]int{}
	for _, sp := range d.Spaces {
		if sp.Neutral {
			neutral++
		}
		if sp.Capital {
			capitals++
		}
		if sp.Convoy != "" {
			convoys[sp.Convoy]++
		}
	}
	if neutral != 7 || capitals != 4 || convoys[UK] != 4 || convoys[USA] != 2 || convoys[USSR] != 1 {
		t.Errorf("neutrals %d, capitals %d, convoys %v", neutral, capitals, convoys)
	}
	if d.Space("barents-sea").ConvoyLand != "archangel" {
		t.Error("the Soviet convoy is not tied to Archangel")
	}
	for _, id := range []string{"leningrad", "stalingrad", "archangel", "moscow"} {
		if !d.Space(id).IC || d.Space(id).Owner != USSR {
			t.Errorf("%s is not a Soviet IC", id)
		}
	}
	me := 0
	for _, sp := range d.Spaces {
		if sp.ME {
			me += sp.IPC
		}
	}
	if me > 8 {
		t.Errorf("the Middle East totals %d, more than the chart's 8 boxes [A27]", me)
	}
}

// [5] The manual's movement examples: Germany to Poland is one land
// move, the South Atlantic to the Central Atlantic one sea move; the
// Turkish Straits have no naval edge but an air edge [A5].
func Test5_MovementExamples(t *testing.T) {
	d := testData(t)
	if !d.Adjacent("germany", "poland") || !d.Adjacent("south-atlantic", "central-atlantic") {
		t.Error("the manual's one-move examples are not adjacent")
	}
	if d.Adjacent("aegean", "black-sea") {
		t.Error("ships can pass the Turkish Straits")
	}
	if d.AirDistance("aegean", "black-sea") != 1 {
		t.Errorf("air distance across the Straits %d", d.AirDistance("aegean", "black-sea"))
	}
	if d.AirDistance("france", "portugal") == 1 {
		t.Error("aircraft enter a neutral")
	}
}

// [4.5] Chips: 7 infantry are a miniature, a red chip (5) and a grey (1).
func Test4_5_ChipsExample(t *testing.T) {
	if red, grey := Chips(7); red != 1 || grey != 1 {
		t.Errorf("7 units: %d red, %d grey", red, grey)
	}
	if red, grey := Chips(1); red != 0 || grey != 0 {
		t.Errorf("1 unit: %d red, %d grey", red, grey)
	}
}

// [7.3 C–D, 13.1] The manual's fire examples: attacking infantry hits on
// 1, fighters on 3; defending infantry on 2, fighters on 4; infantry
// paired with artillery hits on 2.
func Test7_3_FireValues(t *testing.T) {
	var f Force
	f.N[tInfantry], f.N[tFighter] = 1, 1
	att := f.fire(true, false, false, &Force{}, 0)
	def := f.fire(false, false, false, &Force{}, 0)
	if att[0].HitOn != 1 || att[1].HitOn != 3 || def[0].HitOn != 2 || def[1].HitOn != 4 {
		t.Errorf("attack %+v, defence %+v", att, def)
	}
	f = Force{}
	f.N[tInfantry], f.N[tArtillery] = 3, 1
	att = f.fire(true, false, false, &Force{}, 0)
	if att[0].Dice != 1 || att[0].HitOn != 2 || att[1].Dice != 2 || att[1].HitOn != 1 || att[2].HitOn != 2 {
		t.Errorf("artillery support: %+v", att)
	}
}

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

// [7.3] One infantry attacks one infantry: per round the attacker hits
// 1/6, the defender 2/6; by hand, win 1/4, draw 1/8, lose 5/8.
func Test7_3_CalculatorInfantryDuel(t *testing.T) {
	var a, d Force
	a.N[tInfantry], d.N[tInfantry] = 1, 1
	r := Calculate(Setup{Att: a, Def: d}, testData(t))
	if !near(r.Win, 0.25) || !near(r.Draw, 0.125) || !near(r.Lose, 0.625) {
		t.Errorf("win %v draw %v lose %v", r.Win, r.Draw, r.Lose)
	}
}

// [13.2] A battleship (2 hits) attacks a transport: by hand win 166/169,
// draw 2/169, lose 1/169.
func Test13_2_CalculatorBattleshipTwoHits(t *testing.T) {
	var a, d Force
	a.N[tBattleship], d.N[tTransport] = 1, 1
	r := Calculate(Setup{Att: a, Def: d, Sea: true}, testData(t))
	if !near(r.Win, 166.0/169) || !near(r.Draw, 2.0/169) || !near(r.Lose, 1.0/169) {
		t.Errorf("win %v draw %v lose %v", r.Win, r.Draw, r.Lose)
	}
}

// [7.3 B] A submarine attacks a transport: it fires first (1/3) and its
// victim does not reply; otherwise the transport fires (1/6): win 3/4,
// lose 1/4. Against a destroyer there is no first strike: win 1/4, draw
// 1/4, lose 1/2.
func Test7_3B_CalculatorFirstStrikeAndDestroyer(t *testing.T) {
	d := testData(t)
	var a, x Force
	a.N[tSubmarine], x.N[tTransport] = 1, 1
	r := Calculate(Setup{Att: a, Def: x, Sea: true}, d)
	if !near(r.Win, 0.75) || !near(r.Lose, 0.25) {
		t.Errorf("first strike: win %v lose %v", r.Win, r.Lose)
	}
	x = Force{}
	x.N[tDestroyer] = 1
	r = Calculate(Setup{Att: a, Def: x, Sea: true}, d)
	if !near(r.Win, 0.25) || !near(r.Draw, 0.25) || !near(r.Lose, 0.5) {
		t.Errorf("destroyer: win %v draw %v lose %v", r.Win, r.Draw, r.Lose)
	}
}

// [13.2] Aircraft cannot hit a submarine without a friendly destroyer and
// submarines never hit aircraft: a stalemate. With a destroyer the
// fighter can hit it.
func Test13_2_AircraftAndSubmarines(t *testing.T) {
	d := testData(t)
	var a, x Force
	a.N[tFighter], x.N[tSubmarine] = 1, 1
	if r := Calculate(Setup{Att: a, Def: x, Sea: true}, d); !near(r.Draw, 1) {
		t.Errorf("fighter against sub: %+v", r)
	}
	a.N[tDestroyer] = 1
	if r := Calculate(Setup{Att: a, Def: x, Sea: true}, d); r.Win < 0.5 {
		t.Errorf("fighter and destroyer against sub: win %v", r.Win)
	}
}

// [7.3 B] AA fire before a land battle: a lone fighter attacking a
// territory with an AA gun and one infantry. Round 1 AA (1/6) kills the
// fighter at once; then fighter 1/2 against infantry 1/3 per round.
func Test7_3B_CalculatorAAFire(t *testing.T) {
	var a, x Force
	a.N[tFighter], a.N[tInfantry] = 1, 0
	x.N[tInfantry], x.N[tAA] = 1, 1
	r := Calculate(Setup{Att: a, Def: x, AA: true}, testData(t))
	// Aircraft alone never take a territory: the best is a draw. Lose =
	// AA 1/6, else the fighter loses the duel: (1/2·1/3)/(1−1/2·2/3) = 1/4.
	if !near(r.Win, 0) || !near(r.Lose, 1.0/6+5.0/6*0.25) {
		t.Errorf("win %v lose %v draw %v", r.Win, r.Lose, r.Draw)
	}
}

// [7.2, 13.2, A31] A tank blitzes through an empty enemy territory into a
// further enemy one, taking the first; it may not end a blitz in its own
// territory.
func Test13_2_TankBlitz(t *testing.T) {
	g := newTest(t, Germany)
	tank := put(g, Germany, Tank, "poland", 1)[0]
	put(g, USSR, Infantry, "belorussia", 1)
	if !hasDest(g, tank, "belorussia", "move", true) {
		t.Fatal("no blitz through empty Eastern Poland into Belorussia")
	}
	g.moveUnit(tank, "belorussia", "move", true)
	if g.S.Control["eastern-poland"] != Germany && g.S.Control["baltic-states"] != Germany {
		t.Error("the blitzed territory is not taken")
	}
	g2 := newTest(t, Germany)
	tank = put(g2, Germany, Tank, "germany", 1)[0]
	put(g2, USSR, Infantry, "baltic-states", 1)
	g2.S.Control["poland"] = USSR // empty enemy territory between friendly ones
	g2.S.Control["eastern-poland"] = Germany
	if hasDest(g2, tank, "eastern-poland", "move", true) {
		t.Error("reached a friendly space through enemy land")
	}
}

// [5] Neutrals are never entered.
func Test5_NeutralsNeverEntered(t *testing.T) {
	g := newTest(t, Germany)
	inf := put(g, Germany, Infantry, "france", 1)[0]
	ftr := put(g, Germany, Fighter, "france", 1)[0]
	for _, n := range []string{"spain", "switzerland"} {
		if hasDest(g, inf, n, "move", true) || hasDest(g, ftr, n, "move", false) {
			t.Errorf("a unit may enter neutral %s", n)
		}
	}
}

// [8.4] An empty convoy centre falls to a German submarine entering or
// passing through it; the owner loses its value at once and Germany
// gains nothing.
func Test8_4_ConvoyCentreCaptureAndLiberation(t *testing.T) {
	g := newTest(t, Germany)
	d := g.D
	sub := put(g, Germany, Submarine, "english-channel", 1)[0]
	if !hasDest(g, sub, "north-atlantic", "move", true) {
		t.Fatal("the sub cannot reach the North Atlantic")
	}
	g.moveUnit(sub, "north-atlantic", "move", true) // through the Western Approaches
	if g.S.Control["western-approaches"] != Germany || g.S.Control["north-atlantic"] != Germany {
		t.Fatalf("convoys passed and entered not taken: %v %v", g.S.Control["western-approaches"], g.S.Control["north-atlantic"])
	}
	if got := g.S.Production(d, UK); got != 25-4-3 {
		t.Errorf("UK production %d, want 18", got)
	}
	if got := g.S.Production(d, Germany); got != 40 {
		t.Errorf("Germany gains from convoys: %d", got)
	}
	// The UK liberates the North Atlantic by sinking the sub.
	g.S.Turn = 2
	put(g, UK, Destroyer, "north-atlantic", 2)
	g.LoadDice(1, 1, 6)
	run(t, g, engine.Frame{Op: opBattle, Area: "north-atlantic"})
	if g.S.Control["north-atlantic"] == Germany || g.S.Production(d, UK) != 21 {
		t.Errorf("liberation: control %q, UK production %d", g.S.Control["north-atlantic"], g.S.Production(d, UK))
	}
}

// [8.4] While Germany holds Archangel the Soviet convoy yields nothing.
func Test8_4_ArchangelConvoy(t *testing.T) {
	g := newTest(t, Germany)
	g.S.Control["archangel"] = Germany
	if got := g.S.Production(g.D, USSR); got != 24-1-2 {
		t.Errorf("USSR production %d, want 21", got)
	}
}

// [12.1] Germany's Middle East holdings go in its separate column, not its
// production; the Allies pay the total from their treasuries, and pay
// what they have when short [A28].
func Test12_1_MiddleEastPayments(t *testing.T) {
	g := newTest(t, Germany)
	g.capture("iraq", Germany)
	if g.S.MiddleEast(g.D) != 2 || g.S.Production(g.D, Germany) != 40 {
		t.Fatalf("ME column %d, production %d", g.S.MiddleEast(g.D), g.S.Production(g.D, Germany))
	}
	if g.S.Production(g.D, UK) != 25 {
		t.Errorf("UK production changed by an ME loss: %d", g.S.Production(g.D, UK))
	}
	g.S.Treasury[UK] = 1
	run(t, g, engine.Frame{Op: opIncome})
	if g.S.Treasury[Germany] != 30+40+2 || g.S.Treasury[UK] != 0 || g.S.Treasury[USA] != 29 {
		t.Errorf("treasuries after the ME payment: %v", g.S.Treasury)
	}
}

// [7.4] Taking a capital takes the loser's treasury; a power without its
// capital neither buys nor collects [A17].
func Test7_4_CapitalCapture(t *testing.T) {
	g := newTest(t, Germany)
	put(g, Germany, Infantry, "moscow", 1)
	g.capture("moscow", Germany)
	if g.S.Treasury[Germany] != 60 || g.S.Treasury[USSR] != 0 {
		t.Fatalf("treasuries %v", g.S.Treasury)
	}
	g.S.Turn = 1
	g.S.Treasury[USSR] = 10
	run(t, g, engine.Frame{Op: opPurchase}, engine.Frame{Op: opIncome})
	if g.S.Treasury[USSR] != 10 || len(g.S.Bought) != 0 {
		t.Errorf("the USSR bought or collected without Moscow: %d, %v", g.S.Treasury[USSR], g.S.Bought)
	}
}

// [7.4, A16] A liberated territory goes back to its original owner; while
// that owner's capital is lost the liberator keeps it, and it reverts as
// soon as the capital is freed.
func Test7_4_LiberationAndA16(t *testing.T) {
	g := newTest(t, UK)
	g.S.Control["ukraine"] = Germany
	g.capture("ukraine", UK)
	if g.S.Control["ukraine"] != USSR {
		t.Errorf("liberated Ukraine goes to %s", g.S.Control["ukraine"])
	}
	g.S.Control["ukraine"] = Germany
	g.S.Control["moscow"] = Germany
	g.capture("ukraine", UK)
	if g.S.Control["ukraine"] != UK {
		t.Fatalf("with Moscow lost Ukraine goes to %s", g.S.Control["ukraine"])
	}
	g.capture("moscow", UK)
	if g.S.Control["moscow"] != USSR || g.S.Control["ukraine"] != USSR {
		t.Errorf("after Moscow is freed: Moscow %s, Ukraine %s", g.S.Control["moscow"], g.S.Control["ukraine"])
	}
}

// [8.1] An amphibious assault: support fire from a battleship (hit on 4),
// whose victim still fires back; land units cannot retreat; the territory
// is taken. The die rolls are loaded.
func Test8_1_AmphibiousAssaultWithSupportFire(t *testing.T) {
	g := newTest(t, UK)
	tr := put(g, UK, Transport, "english-channel", 1)[0]
	put(g, UK, Battleship, "english-channel", 1)
	for _, id := range put(g, UK, Infantry, "english-channel", 2) {
		g.S.unit(id).On = tr
	}
	put(g, Germany, Infantry, "france", 1)
	inf := g.S.Units[2].ID
	if !hasDest(g, inf, "france", "unload", true) {
		t.Fatal("no landing in France")
	}
	g.moveUnit(inf, "france", "unload", true)
	g.moveUnit(g.S.Units[3].ID, "france", "unload", true)
	g.Flush()
	// support 3 (hit), UK infantry 6 6 (miss), German infantry 1 (hit)
	g.LoadDice(3, 6, 6, 1)
	run(t, g, engine.Frame{Op: opCombat})
	if g.S.Control["france"] != UK || count(g, UK, Infantry, "france") != 1 {
		t.Errorf("France %s, UK infantry there %d", g.S.Control["france"], count(g, UK, Infantry, "france"))
	}
}

// [13.2] The manual's transport example: pick up an infantry, sail one
// zone, pick up an AA gun, sail to a new zone and unload both at once.
func Test13_2_TransportExample(t *testing.T) {
	g := newTest(t, USA)
	tr := put(g, USA, Transport, "gulf-caribbean", 1)[0]
	inf := put(g, USA, Infantry, "central-united-states", 1)[0]
	aa := put(g, USA, AAGun, "eastern-united-states", 1)[0]
	g.moveUnit(inf, "gulf-caribbean", "load", false)
	g.moveUnit(tr, "us-east-coast", "move", false)
	if !hasDest(g, aa, "us-east-coast", "load", false) {
		t.Fatal("the AA gun cannot board")
	}
	g.moveUnit(aa, "us-east-coast", "load", false)
	g.moveUnit(tr, "north-atlantic", "move", false)
	if g.S.unit(inf).At != "north-atlantic" || g.S.unit(aa).At != "north-atlantic" {
		t.Fatal("the cargo did not sail with the transport")
	}
	g.moveUnit(inf, "canada", "unload", false)
	if !hasDest(g, aa, "canada", "unload", false) || hasDest(g, aa, "iceland", "unload", false) {
		t.Error("a transport unloads in one place")
	}
	g.moveUnit(aa, "canada", "unload", false)
	if count(g, USA, Infantry, "canada") != 1 || count(g, USA, AAGun, "canada") != 1 {
		t.Error("not unloaded")
	}
}

// [13.2, A29] A transport carries one tank or two other land units.
func Test13_2_TransportCapacity(t *testing.T) {
	g := newTest(t, UK)
	tr := put(g, UK, Transport, "english-channel", 1)[0]
	tank := put(g, UK, Tank, "united-kingdom", 1)[0]
	inf := put(g, UK, Infantry, "united-kingdom", 2)
	g.moveUnit(tank, "english-channel", "load", false)
	if hasDest(g, inf[0], "english-channel", "load", false) {
		t.Error("infantry boards beside a tank")
	}
	g.S.remove(tank)
	_ = tr
	g.moveUnit(inf[0], "english-channel", "load", false)
	g.moveUnit(inf[1], "english-channel", "load", false)
	if g.S.aboard(tr, "") != 2 {
		t.Error("two infantry do not fit")
	}
}

// [8.3] A strategic bombing raid: AA fires at the raider (miss), the
// surviving bomber rolls the damage, paid at once from the treasury.
func Test8_3_StrategicBombingRaid(t *testing.T) {
	g := newTest(t, UK)
	bomber := put(g, UK, Bomber, "united-kingdom", 1)[0]
	put(g, Germany, AAGun, "western-germany", 1)
	put(g, Germany, Infantry, "western-germany", 1)
	if !hasDest(g, bomber, "western-germany", "raid", true) {
		t.Fatal("no raid offered")
	}
	g.moveUnit(bomber, "western-germany", "raid", true)
	g.LoadDice(6, 5)
	run(t, g, engine.Frame{Op: opCombat})
	if g.S.Treasury[Germany] != 25 {
		t.Errorf("German treasury %d, want 25", g.S.Treasury[Germany])
	}
	if count(g, Germany, Infantry, "western-germany") != 1 {
		t.Error("the raid fought the defenders")
	}
}

// [9.1] The Patriotic War: Western Allied units in a Soviet IC territory
// become Soviet for good and cannot move this turn.
func Test9_1_PatrioticWar(t *testing.T) {
	g := newTest(t, USSR)
	id := put(g, UK, Fighter, "leningrad", 1)[0]
	if got := g.patrioticSpaces(); len(got) != 1 || got[0] != "leningrad" {
		t.Fatalf("spaces %v", got)
	}
	g.patrioticWar("leningrad")
	u := g.S.unit(id)
	if u.Owner != USSR || g.movable(u, false) {
		t.Errorf("after the swap: owner %s, movable %v", u.Owner, g.movable(u, false))
	}
}

// [10, A26] New units go to complexes held since the start of the turn; a
// captured complex takes at most its IPC value; the UK may use Canada.
func Test10_Placement(t *testing.T) {
	g := newTest(t, Germany)
	g.S.Control["leningrad"] = Germany
	if contains2(g.placeICs(Germany, nil), "leningrad") {
		t.Error("a complex captured this turn is used")
	}
	g.S.StartControl["leningrad"] = Germany
	if !contains2(g.placeICs(Germany, []string{"leningrad", "leningrad"}), "leningrad") || contains2(g.placeICs(Germany, []string{"leningrad", "leningrad", "leningrad"}), "leningrad") {
		t.Error("the cap of a captured complex (3) is wrong")
	}
	uk := newTest(t, UK)
	if !contains2(uk.placeICs(UK, nil), "canada") {
		t.Error("Canada is not a UK complex")
	}
	off := newTest(t, UK, "canada-ic=off")
	if contains2(off.placeICs(UK, nil), "canada") {
		t.Error("canada-ic=off still places in Canada")
	}
}

// [9, 13.2] Aircraft must land in friendly territory not captured this
// turn, or a fighter on a carrier; otherwise they are lost.
func Test9_AircraftLanding(t *testing.T) {
	g := newTest(t, Germany)
	f1 := put(g, Germany, Fighter, "poland", 1)[0]
	f2 := put(g, Germany, Fighter, "germany", 1)[0]
	g.S.Captured = map[string]bool{"poland": true}
	g.landAircraft()
	if g.S.unit(f1) != nil || g.S.unit(f2) == nil {
		t.Error("landing check wrong")
	}
}

// [2] Germany wins holding Berlin and an Allied capital at its turn.
func Test2_Victory(t *testing.T) {
	g := newTest(t, Germany)
	g.S.Control["united-kingdom"] = Germany
	run(t, g, engine.Frame{Op: opTurn})
	if g.S.Winner != "de" {
		t.Errorf("winner %q", g.S.Winner)
	}
	a := newTest(t, UK)
	a.S.Control["germany"] = UK
	run(t, a, engine.Frame{Op: opTurn})
	if a.S.Winner != "allies" {
		t.Errorf("winner %q", a.S.Winner)
	}
	b := newTest(t, UK)
	b.S.Control["germany"] = UK
	b.S.Control["moscow"] = Germany
	run(t, b, engine.Frame{Op: opTurn})
	if b.S.Winner == "allies" {
		t.Error("the Allies win without Moscow [A2]")
	}
}

// [4.1] Seat maps for 2, 3 and 4 players.
func Test4_1_Seats(t *testing.T) {
	if n := len(Seats(Scenario4)); n != 4 {
		t.Errorf("4 players: %d seats", n)
	}
	if s := Seats(Scenario3); len(s) != 3 || Seat(Scenario3, UK) != Seat(Scenario3, USA) {
		t.Errorf("3 players: %v", s)
	}
	if s := Seats(Scenario2); len(s) != 2 || Seat(Scenario2, USSR) != Seat(Scenario2, USA) {
		t.Errorf("2 players: %v", s)
	}
}

// [15] Every switch is accepted on and off; unknown ones are refused.
func Test15_Switches(t *testing.T) {
	for _, sw := range Switches {
		for _, v := range []string{"on", "off"} {
			if err := checkOptions([]string{sw.Name + "=" + v}); err != nil {
				t.Errorf("%s=%s: %v", sw.Name, v, err)
			}
		}
		g := newTest(t, Germany, sw.Name+"=off")
		if g.S.on(sw.Name) {
			t.Errorf("%s=off is on", sw.Name)
		}
	}
	for _, bad := range []string{"nope", "turn-limit=0", "all-capitals=maybe"} {
		if checkOptions([]string{bad}) == nil {
			t.Errorf("%s accepted", bad)
		}
	}
}

// [A35] With load-in-combat off, transports load in the non-combat move only.
func TestA35_LoadInCombatSwitch(t *testing.T) {
	g := newTest(t, UK, "load-in-combat=off")
	put(g, UK, Transport, "english-channel", 1)
	inf := put(g, UK, Infantry, "united-kingdom", 1)[0]
	if hasDest(g, inf, "english-channel", "load", true) || !hasDest(g, inf, "english-channel", "load", false) {
		t.Error("load-in-combat=off not applied")
	}
}

// [6.1] The special cash advance: Germany's 12 IPC are spent first, then
// the Allies split theirs; the unspent rest goes into the first turn's
// funds, with the starting income [6.2].
func Test6_1_SpecialCashAdvance(t *testing.T) {
	d := testData(t)
	g, _ := NewGame(d, engine.Record{System: SystemID, Theatre: Theatre, Scenario: Scenario4, Seed: 3})
	if _, err := g.Start(); err != nil {
		t.Fatal(err)
	}
	if p := g.Prompt(); p.Kind != "cash-buy" || p.Seat != "de" {
		t.Fatalf("first prompt %s %s", p.Kind, p.Seat)
	}
	// Germany buys an infantry (3) and places it, then stops.
	apply := func(key string) {
		t.Helper()
		if _, err := g.Apply(engine.Pick(optionIndex(g.Prompt(), key))); err != nil {
			t.Fatal(err)
		}
	}
	apply("buy:infantry")
	apply("at:poland")
	apply("done")
	apply("share:12") // the USSR takes all
	apply("done")
	if g.S.Treasury[Germany] != 9+40 || g.S.Treasury[USSR] != 12+24 || g.S.Treasury[UK] != 25 || g.S.Treasury[USA] != 40 {
		t.Errorf("treasuries %v", g.S.Treasury)
	}
}

// [A5] With straits-air off, aircraft cannot cross the Turkish Straits.
func TestA5_StraitsAirSwitch(t *testing.T) {
	on := newTest(t, USSR)
	off := newTest(t, USSR, "straits-air=off")
	if on.airDist("aegean", "black-sea") != 1 || off.airDist("aegean", "black-sea") == 1 {
		t.Errorf("straits: on %d, off %d", on.airDist("aegean", "black-sea"), off.airDist("aegean", "black-sea"))
	}
}

// [13.2] A transport that begins its turn beside enemy ships neither
// loads nor unloads there.
func Test13_2_TransportStartingBesideEnemies(t *testing.T) {
	g := newTest(t, UK)
	tr := put(g, UK, Transport, "english-channel", 1)[0]
	inf := put(g, UK, Infantry, "english-channel", 1)[0]
	g.S.unit(inf).On = tr
	put(g, Germany, Submarine, "english-channel", 1)
	land := put(g, UK, Infantry, "united-kingdom", 1)[0]
	stepTurn(g, &engine.Frame{Op: opTurn}) // the turn's start only
	g.S.Stack = nil
	if g.S.unit(tr).Trapped != "english-channel" {
		t.Fatal("the transport is not marked")
	}
	if hasDest(g, land, "english-channel", "load", false) || hasDest(g, inf, "united-kingdom", "unload", false) {
		t.Error("a trapped transport loads or unloads")
	}
}

// [16] With auto-defence every decision is the playing power's seat's:
// no hand-over in the middle of a turn.
func Test16_AutoDefenceAsksOnlyThePlayer(t *testing.T) {
	d := testData(t)
	g, _ := NewGame(d, engine.Record{System: SystemID, Theatre: Theatre, Scenario: Scenario4, Seed: 21, Options: []string{"auto-defence=on", "turn-limit=3"}})
	if _, err := g.Start(); err != nil {
		t.Fatal(err)
	}
	ai := &AI{D: d}
	for g.Prompt() != nil {
		p := g.Prompt()
		if g.S.Cash == nil && p.Seat != g.seat(g.S.Active()) {
			t.Fatalf("round %d, %s's turn: %s asks %s", g.S.Round, g.S.Active(), p.Kind, p.Seat)
		}
		if _, err := g.Apply(ai.Choose(g, p)); err != nil {
			t.Fatal(err)
		}
	}
}

// [8.2, A19] When the UK attacks a German submarine in a zone with US
// ships, the submarine's hit may be given to a US ship.
func TestA19_SubmarineHitsOnAnAlly(t *testing.T) {
	g := newTest(t, UK)
	put(g, UK, Destroyer, "north-atlantic", 1)
	us := put(g, USA, Transport, "north-atlantic", 1)[0]
	put(g, Germany, Submarine, "north-atlantic", 1)
	g.S.Control["north-atlantic"] = Germany
	g.LoadDice(6, 1) // the destroyer misses, the sub hits
	g.Push(engine.Frame{Op: opBattle, Area: "north-atlantic"})
	if err := g.Run(); err != nil {
		t.Fatal(err)
	}
	answered := false
	for n := 0; g.Prompt() != nil && n < 20 && !answered; n++ {
		p := g.Prompt()
		i := 0
		if p.Kind == "casualty" {
			i = optionIndex(p, "ally:transport")
			if i < 0 {
				t.Fatalf("no ally option: %+v", p.Options)
			}
			answered = true
		}
		if _, err := g.Apply(engine.Pick(i)); err != nil {
			t.Fatal(err)
		}
	}
	// the round is over: the next prompt is round 2's
	if g.S.unit(us) != nil || count(g, UK, Destroyer, "north-atlantic") != 1 {
		t.Errorf("the US transport did not take the hit")
	}
	// sub-hits-allies-choose: on, the UK (the attacker) is asked where the
	// hit goes; off, Germany is
	for _, opt := range []string{"sub-hits-allies-choose=on", "sub-hits-allies-choose=off"} {
		g := newTest(t, UK, opt)
		put(g, UK, Destroyer, "north-atlantic", 1)
		put(g, USA, Transport, "north-atlantic", 1)
		put(g, Germany, Submarine, "north-atlantic", 1)
		g.S.Control["north-atlantic"] = Germany
		g.LoadDice(6, 1)
		g.Push(engine.Frame{Op: opBattle, Area: "north-atlantic"})
		if err := g.Run(); err != nil {
			t.Fatal(err)
		}
		var seat engine.Seat
		for n := 0; g.Prompt() != nil && n < 20; n++ {
			if p := g.Prompt(); p.Kind == "casualty" {
				if optionIndex(p, "ally:transport") < 0 {
					t.Fatalf("%s: no ally option: %+v", opt, p.Options)
				}
				seat = p.Seat
				break
			}
			if _, err := g.Apply(engine.Pick(0)); err != nil {
				t.Fatal(err)
			}
		}
		want := map[string]Power{"sub-hits-allies-choose=on": UK, "sub-hits-allies-choose=off": Germany}[opt]
		if seat != g.seat(want) || g.seat(UK) == g.seat(Germany) {
			t.Errorf("%s: asked seat %v, want %s's %v", opt, seat, want, g.seat(want))
		}
	}
}

// [8.1] A landing from a zone with enemy ships waits for the sea battle;
// once it is won the attacker may still call the landing off.
func Test8_1_SeaBattleFirstThenLandOrCancel(t *testing.T) {
	for _, cancel := range []bool{false, true} {
		g := newTest(t, UK)
		tr := put(g, UK, Transport, "english-channel", 1)[0]
		put(g, UK, Battleship, "english-channel", 1)
		inf := put(g, UK, Infantry, "english-channel", 1)[0]
		g.S.unit(inf).On = tr
		put(g, Germany, Transport, "english-channel", 1)
		put(g, Germany, Infantry, "france", 1)
		if !hasDest(g, inf, "france", "unload", true) {
			t.Fatal("no landing offered")
		}
		g.moveUnit(inf, "france", "unload", true)
		if _, battles := g.pendingBattles(); len(battles) != 1 || battles[0] != "english-channel" {
			t.Fatalf("the landing does not wait for the sea battle: %v", battles)
		}
		g.LoadDice(1, 6) // the battleship sinks the German transport
		g.Push(engine.Frame{Op: opCombat})
		if err := g.Run(); err != nil {
			t.Fatal(err)
		}
		var asked bool
		for n := 0; g.Prompt() != nil && n < 30; n++ {
			p := g.Prompt()
			i := 0
			if p.Kind == "landing" {
				asked = true
				if cancel {
					i = 1
				}
			}
			if _, err := g.Apply(engine.Pick(i)); err != nil {
				t.Fatal(err)
			}
		}
		u := g.S.unit(inf)
		if !asked {
			t.Fatal("no landing prompt")
		}
		if cancel && (u == nil || u.At != "english-channel" || u.On != tr) {
			t.Errorf("after calling it off the infantry is %+v", u)
		}
		if !cancel && (u != nil && u.At != "france") {
			t.Errorf("the landing did not go ahead: %+v", u)
		}
	}
}

// [12.1] Any Allied power may move a Middle East AA gun, once a round;
// an AA gun belongs to the controller of the territory it stands in.
func Test12_1_MiddleEastAAGuns(t *testing.T) {
	g := newTest(t, USA)
	aa := put(g, UK, AAGun, "iraq", 1)[0]
	if !hasDest(g, aa, "persia", "move", false) {
		t.Fatal("the USA cannot move the British AA gun in Iraq")
	}
	if hasDest(g, aa, "persia", "move", true) {
		t.Error("an AA gun moves in the combat move")
	}
	g.moveUnit(aa, "persia", "move", false)
	u := g.S.unit(aa)
	if u.At != "persia" || u.Owner != USSR {
		t.Errorf("the gun is %s's in %s", u.Owner, u.At)
	}
	g.S.Turn = 2 // the UK, same round
	if g.movable(u, false) && len(g.Dests(u, false)) > 0 && g.D.Space(u.At).ME && u.Owner != UK {
		t.Error("moved twice in a round")
	}
}

// [7.3 F] After a round the attacker may retreat its land units to a
// territory they came from that was friendly at the start of the turn;
// an amphibious assault offers no land retreat [8.1].
func Test7_3F_RetreatOptions(t *testing.T) {
	g := newTest(t, Germany)
	inf := put(g, Germany, Infantry, "poland", 2)
	put(g, USSR, Infantry, "eastern-poland", 3)
	for _, id := range inf {
		g.moveUnit(id, "eastern-poland", "move", true)
	}
	g.LoadDice(6, 6, 6, 6, 6) // nobody hits in round 1
	g.Push(engine.Frame{Op: opBattle, Area: "eastern-poland"})
	if err := g.Run(); err != nil {
		t.Fatal(err)
	}
	p := g.Prompt()
	if p == nil || p.Kind != "press" || optionIndex(p, "retreat:poland") < 0 {
		t.Fatalf("after round 1: %+v", p)
	}
	if _, err := g.Apply(engine.Pick(optionIndex(p, "retreat:poland"))); err != nil {
		t.Fatal(err)
	}
	if count(g, Germany, Infantry, "poland") != 2 || g.S.Control["eastern-poland"] != USSR {
		t.Error("the retreat did not bring the infantry back")
	}

	a := newTest(t, UK)
	tr := put(a, UK, Transport, "english-channel", 1)[0]
	for _, id := range put(a, UK, Infantry, "english-channel", 2) {
		a.S.unit(id).On = tr
		a.moveUnit(id, "france", "unload", true)
	}
	put(a, Germany, Infantry, "france", 3)
	for _, o := range a.retreatOptions("france") {
		if strings.HasPrefix(o.Key, "retreat:") {
			t.Errorf("an amphibious assault offers %s", o.Key)
		}
	}
}

// [7.3 B, 13.2] An attacking submarine may submerge instead of firing; a
// submerged submarine is out of the battle and resurfaces in step 6 [11].
func Test7_3B_SubmergeAndResurface(t *testing.T) {
	g := newTest(t, Germany)
	sub := put(g, Germany, Submarine, "north-atlantic", 1)[0]
	put(g, UK, Destroyer, "north-atlantic", 1)
	g.S.unit(sub).Attacking = true
	g.Push(engine.Frame{Op: opBattle, Area: "north-atlantic"})
	if err := g.Run(); err != nil {
		t.Fatal(err)
	}
	p := g.Prompt()
	if p == nil || p.Kind != "att-submerge" {
		t.Fatalf("prompt %+v", p)
	}
	if _, err := g.Apply(engine.Pick(optionIndex(p, "submerge"))); err != nil {
		t.Fatal(err)
	}
	if !g.S.unit(sub).Submerged || g.S.Battle != nil {
		t.Fatal("the submarine did not leave the battle")
	}
	run(t, g, engine.Frame{Op: opRepair})
	if g.S.unit(sub).Submerged {
		t.Error("the submarine did not resurface in step 6")
	}
}

// [13.2, A32] A fighter that spent all its moves to reach a sea battle,
// where only a carrier can take it, cannot retreat: when the attack
// retreats it is lost. A fighter with moves left retreats; with the
// switch off the bound fighter retreats too.
func TestA32_FighterOnItsLastMoveIsLostWhenTheAttackRetreats(t *testing.T) {
	for _, on := range []bool{true, false} {
		opts := []string{}
		if !on {
			opts = append(opts, "fighter-carrier-bound=off")
		}
		g := newTest(t, UK, opts...)
		zone := "north-sea"
		put(g, UK, Carrier, zone, 1)
		dd := put(g, UK, Destroyer, zone, 1)[0]
		bound := put(g, UK, Fighter, zone, 1)[0]
		free := put(g, UK, Fighter, zone, 1)[0]
		for _, id := range []int{dd, bound, free} {
			u := g.S.unit(id)
			u.Attacking, u.From = true, "english-channel"
		}
		for _, u := range g.S.Units {
			if u.Type == Carrier {
				g.S.unit(u.ID).Attacking, g.S.unit(u.ID).From = true, "english-channel"
			}
		}
		g.S.unit(bound).Moved = 4
		g.S.unit(free).Moved = 2
		put(g, Germany, Battleship, zone, 1)
		g.LoadDice(6, 6, 6, 6, 6, 6) // nobody hits in round 1
		g.Push(engine.Frame{Op: opBattle, Area: zone})
		if err := g.Run(); err != nil {
			t.Fatal(err)
		}
		p := g.Prompt()
		if p == nil || p.Kind != "press" || optionIndex(p, "retreat:english-channel") < 0 {
			t.Fatalf("after round 1: %+v", p)
		}
		if _, err := g.Apply(engine.Pick(optionIndex(p, "retreat:english-channel"))); err != nil {
			t.Fatal(err)
		}
		if u := g.S.unit(free); u == nil || !u.Out {
			t.Errorf("on=%v: the fighter with moves left did not retreat: %+v", on, u)
		}
		if u := g.S.unit(bound); on && u != nil {
			t.Errorf("the fighter on its last move survived the retreat: %+v", u)
		} else if !on && (u == nil || !u.Out) {
			t.Errorf("switch off: the fighter on its last move is %+v", u)
		}
	}
}

// [A9, A11, 7.3 F] AA guns fire at aircraft retreating from a battle as
// they fly over enemy AA to land, on the route with the fewest such
// territories; aircraft that did not retreat draw no AA fire in the
// non-combat move [9].
func TestA9_AAFiresAtRetreatingAircraft(t *testing.T) {
	for _, retreated := range []bool{true, false} {
		g := newTest(t, USSR)
		ftr := put(g, USSR, Fighter, "poland", 1)[0]
		g.S.unit(ftr).Moved = 1
		g.S.unit(ftr).Out = retreated
		for _, via := range []string{"eastern-poland", "baltic-states"} {
			g.S.Control[via] = Germany
			put(g, Germany, AAGun, via, 1)
		}
		var dst Dest
		for _, d := range g.Dests(g.S.unit(ftr), false) {
			if d.To == "belorussia" {
				dst = d
			}
		}
		if dst.To == "" {
			t.Fatal("no landing in Belorussia")
		}
		if retreated != (len(dst.AA) == 1) {
			t.Fatalf("retreated=%v: AA on the way %v", retreated, dst.AA)
		}
		g.LoadDice(1)
		g.moveUnit(ftr, "belorussia", "move", false)
		if lost := g.S.unit(ftr) == nil; lost != retreated {
			t.Errorf("retreated=%v: fighter lost %v", retreated, lost)
		}
		if retreated && !logHas(g, "A9", "AA in") {
			t.Error("no A9 log line")
		}
	}
}

// [8.1, 13.2] A transport that fought may still load after its battle
// (it does not move again); having loaded it unloads nothing, and having
// unloaded it loads nothing.
func Test13_2_TransportThatFoughtMayLoadOrUnloadNotBoth(t *testing.T) {
	g := newTest(t, UK)
	tr := put(g, UK, Transport, "english-channel", 1)[0]
	old := put(g, UK, Infantry, "english-channel", 1)[0]
	g.S.unit(old).On = tr
	g.S.unit(tr).Fought = true
	inf := put(g, UK, Infantry, "united-kingdom", 1)[0]
	if !hasDest(g, inf, "english-channel", "load", false) {
		t.Fatal("a transport that fought cannot load")
	}
	if len(g.Dests(g.S.unit(tr), false)) != 0 {
		t.Error("a transport that fought moves")
	}
	g.moveUnit(inf, "english-channel", "load", false)
	if g.S.unit(inf).On != tr {
		t.Fatal("not aboard")
	}
	if len(g.Dests(g.S.unit(old), false)) != 0 || len(g.Dests(g.S.unit(inf), false)) != 0 {
		t.Error("a transport that fought loaded and then unloads")
	}

	h := newTest(t, UK)
	tr = put(h, UK, Transport, "english-channel", 1)[0]
	old = put(h, UK, Infantry, "english-channel", 1)[0]
	h.S.unit(old).On = tr
	h.S.unit(tr).Fought = true
	h.moveUnit(old, "united-kingdom", "unload", false)
	inf = put(h, UK, Infantry, "united-kingdom", 1)[0]
	if hasDest(h, inf, "english-channel", "load", false) {
		t.Error("a transport that fought unloaded and then loads")
	}
}

// [7.4, A15] The no-landing rule after a battle covers land only: a
// fighter lands on a carrier in a zone where a battle took place. With
// the switch off that zone (and its carrier) is closed to it too.
func TestA15_NoLandingAfterABattleSwitch(t *testing.T) {
	for _, on := range []bool{true, false} {
		var opts []string
		if !on {
			opts = append(opts, "land-no-landing-only=off")
		}
		g := newTest(t, UK, opts...)
		put(g, UK, Carrier, "north-sea", 1)
		ftr := put(g, UK, Fighter, "united-kingdom", 1)[0]
		g.S.Fought = []string{"north-sea"}
		if got := hasDest(g, ftr, "north-sea", "move", false); got != on {
			t.Errorf("on=%v: landing on the carrier offered %v", on, got)
		}
	}
}

// [7.3 C–D, 16] A player sets the order its losses are taken in from
// the purchase menu (one type a place sooner per click); the automatic
// casualty choice then follows it, and so does the calculator the game
// shows (the battle's set-up carries both sides' orders).
func Test7_3_PlayersCasualtyOrder(t *testing.T) {
	g := newTest(t, UK)
	run2 := func(keys ...string) {
		t.Helper()
		for _, k := range keys {
			p := g.Prompt()
			i := optionIndex(p, k)
			if i < 0 {
				t.Fatalf("no %q in %s: %+v", k, p.Kind, p.Options)
			}
			if _, err := g.Apply(engine.Pick(i)); err != nil {
				t.Fatal(err)
			}
		}
	}
	g.Push(engine.Frame{Op: opPurchase})
	if err := g.Run(); err != nil {
		t.Fatal(err)
	}
	// the default defence order loses fighters second to last; move them first
	run2("order:defence")
	for k := 0; k < 8; k++ {
		run2("earlier:fighter")
	}
	run2("done")
	if p := g.Prompt(); p == nil || p.Kind != "purchase" {
		t.Fatalf("not back at the purchase: %+v", p)
	}
	if got := g.S.OrderNames(UK, false); got[0] != Fighter {
		t.Fatalf("UK defence order %v", got)
	}
	if got := g.S.OrderNames(UK, true); got[0] != typeIDs[AttackOrder[0]] {
		t.Errorf("the attack order changed: %v", got)
	}
	// Germany attacks a British fighter and infantry: one hit takes the fighter.
	h := newTest(t, Germany)
	h.S.Orders = g.S.Orders
	put(h, UK, Infantry, "france", 1)
	ftr := put(h, UK, Fighter, "france", 1)[0]
	h.S.Control["france"] = UK
	for _, id := range put(h, Germany, Tank, "western-germany", 2) {
		h.moveUnit(id, "france", "move", true)
	}
	st := h.battleSetup("france")
	if st.DefOrder[0] != tFighter {
		t.Errorf("the calculator's defence order %v", st.DefOrder)
	}
	byDefault := Calculate(Setup{Att: st.Att, Def: st.Def}, h.D)
	if r := h.Calculate(st); near(r.Win, byDefault.Win) {
		t.Errorf("the player's order does not change the odds (%v)", r.Win)
	}
	h.S.Battle = &Battle{Space: "france"}
	h.autoAssign("france", [nClasses]int{hitAny: 1}, false, true)
	if h.S.unit(ftr) != nil {
		t.Error("the hit did not take the fighter first")
	}
	// a bad order in a save falls back to the default
	h.S.Orders[UK] = CasualtyOrder{Defence: []string{"fighter", "nonsense"}}
	if h.S.Order(UK, false)[0] != DefenseOrder[0] {
		t.Error("a bad order was used")
	}
}

// [7.3] The battle board shows both sides, the round's dice as pools (the
// AA roll before round 1 beside round 1's), the units hit and still
// firing back, the hits waiting, and the calculator's odds from here on.
func Test7_3_BattleBoard(t *testing.T) {
	g := newTest(t, Germany)
	put(g, USSR, Infantry, "eastern-poland", 2)
	put(g, USSR, AAGun, "eastern-poland", 1)
	for _, id := range put(g, Germany, Infantry, "poland", 3) {
		g.moveUnit(id, "eastern-poland", "move", true)
	}
	ftr := put(g, Germany, Fighter, "germany", 1)[0]
	g.moveUnit(ftr, "eastern-poland", "move", true)
	if g.Board() != nil {
		t.Fatal("a board before the battle")
	}
	// AA 6 (miss); attack: infantry 1 6 6, fighter 6; defence 2 6
	g.LoadDice(6, 1, 6, 6, 6, 2, 6)
	g.Push(engine.Frame{Op: opBattle, Area: "eastern-poland"})
	if err := g.Run(); err != nil {
		t.Fatal(err)
	}
	var bb *BattleBoard
	for n := 0; g.Prompt() != nil && n < 5; n++ {
		bb = g.Board()
		if g.Prompt().Kind == "press" {
			break
		}
		if _, err := g.Apply(engine.Pick(0)); err != nil {
			t.Fatal(err)
		}
	}
	if g.Prompt() == nil || g.Prompt().Kind != "press" {
		t.Fatalf("prompt %+v", g.Prompt())
	}
	bb = g.Board()
	if bb.Round != 1 || bb.Attacker != Germany || bb.Defender != USSR {
		t.Errorf("board %+v", bb)
	}
	kinds := map[string]int{}
	for _, r := range bb.Rolls {
		kinds[r.Kind] += len(r.Faces)
	}
	if kinds["aa"] != 1 || kinds["fire"] != 3+1+2 {
		t.Errorf("rolls %+v", bb.Rolls)
	}
	if s := bb.Odds.Win + bb.Odds.Lose + bb.Odds.Draw; math.Abs(s-1) > 1e-9 {
		t.Errorf("odds sum %v", s)
	}
	n := 0
	for _, u := range bb.Def {
		if u.Type != AAGun {
			n += u.N
		}
	}
	if n != 1 {
		t.Errorf("defenders after one hit: %+v", bb.Def)
	}
}

// [2, A3] The after-game report: the winner and why, each power's
// production, the territories it took and the units it lost with their
// cost, and the production of every round.
func Test2_AfterGameReport(t *testing.T) {
	d := testData(t)
	g, _ := NewGame(d, engine.Record{System: SystemID, Theatre: Theatre, Scenario: Scenario4, Seed: 11, Options: []string{"turn-limit=2"}})
	if _, err := g.Start(); err != nil {
		t.Fatal(err)
	}
	if g.Report() != nil {
		t.Fatal("a report before the end")
	}
	ai := &AI{D: d}
	for n := 0; g.Prompt() != nil && n < 20000; n++ {
		if _, err := g.Apply(ai.Choose(g, g.Prompt())); err != nil {
			t.Fatal(err)
		}
	}
	r := g.Report()
	if r == nil || (r.Winner != "de" && r.Winner != "allies") || (r.Reason == "") {
		t.Fatalf("report %+v", r)
	}
	if len(r.Income) != 2 || len(r.Powers) != 4 {
		t.Errorf("%d rounds of income, %d powers", len(r.Income), len(r.Powers))
	}
	lost, taken := 0, 0
	for _, p := range r.Powers {
		lost += p.UnitsLost
		taken += p.Taken
		n := 0
		for _, c := range p.Lost {
			n += c
		}
		if n != p.UnitsLost || (p.UnitsLost > 0) != (p.IPCLost > 0) {
			t.Errorf("%s: %+v", p.Power, p)
		}
	}
	if lost == 0 || taken == 0 {
		t.Errorf("two rounds of AI play with no losses (%d) or captures (%d)", lost, taken)
	}
}

// [A31] With blitz-enemy-only off, a tank's blitz through empty enemy
// territory may end in a friendly one (on, the default, it may not:
// Test13_2_TankBlitz).
func TestA31_BlitzEnemyOnlySwitch(t *testing.T) {
	for _, c := range []struct {
		opts []string
		want bool
	}{{nil, false}, {[]string{"blitz-enemy-only=off"}, true}} {
		g := newTest(t, Germany, c.opts...)
		tank := put(g, Germany, Tank, "germany", 1)[0]
		put(g, USSR, Infantry, "baltic-states", 1)
		g.S.Control["poland"] = USSR // empty enemy territory between friendly ones
		g.S.Control["eastern-poland"] = Germany
		if got := hasDest(g, tank, "eastern-poland", "move", true); got != c.want {
			t.Errorf("%v: a blitz through Poland ending in friendly Eastern Poland offered %v, want %v", c.opts, got, c.want)
		}
	}
}

// [A29] With transport-one-tank off (the classic rule), a transport takes
// one infantry plus one other land unit: an infantry boards beside a tank
// (on, the default, it does not: Test13_2_TransportCapacity), a second
// tank never.
func TestA29_TransportOneTankSwitch(t *testing.T) {
	g := newTest(t, UK, "transport-one-tank=off")
	tr := put(g, UK, Transport, "english-channel", 1)[0]
	tanks := put(g, UK, Tank, "united-kingdom", 2)
	inf := put(g, UK, Infantry, "united-kingdom", 1)[0]
	g.moveUnit(tanks[0], "english-channel", "load", false)
	if hasDest(g, tanks[1], "english-channel", "load", false) {
		t.Error("a second tank boards beside a tank")
	}
	if !hasDest(g, inf, "english-channel", "load", false) {
		t.Fatal("no infantry boards beside a tank under the classic rule")
	}
	g.moveUnit(inf, "english-channel", "load", false)
	if g.S.aboard(tr, "") != 2 {
		t.Errorf("%d aboard, want the tank and the infantry", g.S.aboard(tr, ""))
	}
}

// [8.1, A35] The AI lands by the bridge: an empty transport beside Britain
// takes on the troops waiting there in the combat move and lands them the
// same turn on an enemy coast; carried out move by move, the plan is
// legal and ends in an amphibious assault.
func Test8_1_AILandsByTheBridge(t *testing.T) {
	g := newTest(t, UK)
	d := g.D
	zone, coast := "", ""
	for _, z := range d.Neighbours("united-kingdom") {
		if !z.Sea() {
			continue
		}
		for _, nb := range d.Neighbours(z.ID) {
			if !nb.Sea() && g.S.Control[nb.ID] == Germany && coast == "" {
				zone, coast = z.ID, nb.ID
			}
		}
	}
	if coast == "" {
		t.Fatal("no German coast across a zone from Britain")
	}
	put(g, Germany, Infantry, coast, 1)
	put(g, UK, Infantry, "united-kingdom", 4)
	put(g, UK, Tank, "united-kingdom", 1)
	put(g, UK, Transport, zone, 1)
	plan := (&AI{D: d}).plan(g, true)
	loads, unloads := 0, 0
	for _, m := range plan {
		if m.Dest == "load:"+zone {
			loads += m.Count
		}
		if strings.HasPrefix(m.Dest, "unload:") {
			unloads += m.Count
		}
	}
	if loads != 2 || unloads != 2 {
		t.Fatalf("plan %+v: %d boarding and %d landing, want 2 and 2", plan, loads, unloads)
	}
	for _, m := range plan {
		kind, to, _ := strings.Cut(m.Dest, ":")
		movers := g.moversTo(m.From, m.Class, true, to, kind)
		if len(movers) < m.Count {
			t.Fatalf("%+v: only %d can make the move", m, len(movers))
		}
		for _, id := range movers[:m.Count] {
			g.moveUnit(id, to, kind, true)
		}
	}
	// ashore on the German side, the first by assault (a second may land
	// in a territory the first took empty)
	ashore, assault := 0, 0
	for _, u := range g.S.Units {
		if u.Owner == UK && g.S.StartControl[u.At] == Germany {
			ashore++
			if u.Amphibious {
				assault++
			}
		}
	}
	if ashore != 2 || assault < 1 {
		t.Errorf("%d units ashore on German soil, %d by assault; want 2 and at least 1 (plan %+v)", ashore, assault, plan)
	}
}
