package europe

import (
	"maps"
	"slices"
	"strings"
	"testing"

	"periscope/assets"

	"periscope/game/engine"
)

// Spec §15's rulings, one test each, named by the ambiguity (A1–A36).
// The switches' other readings are tested beside their default.

// startGame is a new four-player game at its first prompt.
func startGame(t *testing.T, seed uint64, opts ...string) *Game {
	t.Helper()
	g, err := NewGame(testData(t), engine.Record{System: SystemID, Theatre: Theatre, Scenario: Scenario4, Seed: seed, Options: opts})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.Start(); err != nil {
		t.Fatal(err)
	}
	return g
}

func answer(t *testing.T, g *Game, key string) {
	t.Helper()
	i := optionIndex(g.Prompt(), key)
	if i < 0 {
		t.Fatalf("no option %q in %s: %+v", key, g.Prompt().Kind, g.Prompt().Options)
	}
	if _, err := g.Apply(engine.Pick(i)); err != nil {
		t.Fatal(err)
	}
}

// battleTo runs one battle (or the combat step) answering every prompt
// with its first option.
func fight(t *testing.T, g *Game, space string) {
	t.Helper()
	run(t, g, engine.Frame{Op: opBattle, Area: space})
}

// [A1] The special cash advance is 12 IPC to Germany and 12 to the Allies
// as a group (not 12 to each power).
func TestA1_CashAdvanceTwelveToEachSide(t *testing.T) {
	g := startGame(t, 3)
	if p := g.Prompt(); p.Kind != "cash-buy" || g.S.Cash[Germany] != 12 {
		t.Fatalf("Germany's advance: %s, %d IPC", p.Kind, g.S.Cash[Germany])
	}
	answer(t, g, "done")
	p := g.Prompt()
	if p.Kind != "cash-share" || p.Seat != g.seat(USSR) || len(p.Options) != 13 {
		t.Fatalf("the Allies' share: %s for %s, %d options (want 0…12)", p.Kind, p.Seat, len(p.Options))
	}
	// cash-per-side off: 12 to each power, nothing to share
	off := startGame(t, 3, "cash-per-side=off")
	answer(t, off, "done")
	if p := off.Prompt(); p.Kind != "cash-buy" || p.Seat != off.seat(USSR) {
		t.Fatalf("cash-per-side off: %s for %s after Germany's advance, want the USSR's cash-buy", p.Kind, p.Seat)
	}
	for _, pw := range []Power{USSR, UK, USA} {
		if off.S.Cash[pw] != 12 {
			t.Errorf("cash-per-side off: %s has %d IPC of the advance, want 12", pw, off.S.Cash[pw])
		}
	}
}

// [A6] Cash-advance units go where the power already has a unit of the
// same domain: land units and aircraft on land, ships at sea; a power
// with no such unit places none.
func TestA6_CashPlacementBesideTheSameDomain(t *testing.T) {
	g := newTest(t, UK)
	put(g, UK, Infantry, "egypt", 1)
	put(g, UK, Transport, "eastern-med", 1)
	for typ, want := range map[string][]string{Infantry: {"egypt"}, Fighter: {"egypt"}, Destroyer: {"eastern-med"}} {
		if got := g.cashPlaces(UK, typ); !slices.Equal(got, want) {
			t.Errorf("%s: %v, want %v", typ, got, want)
		}
	}
	if got := g.cashPlaces(USA, Infantry); len(got) != 0 {
		t.Errorf("the USA with no unit places in %v", got)
	}
	// cash-transport-counts off: the lone transport does not let the UK
	// place a destroyer beside it
	for _, opt := range []string{"cash-transport-counts=on", "cash-transport-counts=off"} {
		g := newTest(t, UK, opt)
		put(g, UK, Infantry, "egypt", 1)
		put(g, UK, Transport, "eastern-med", 1)
		if got := len(g.cashPlaces(UK, Destroyer)) > 0; got != (opt == "cash-transport-counts=on") {
			t.Errorf("%s: a destroyer may go beside the transport %v", opt, got)
		}
		if got := g.cashPlaces(UK, Infantry); !slices.Equal(got, []string{"egypt"}) {
			t.Errorf("%s: infantry in %v", opt, got)
		}
	}
}

// [A7] allies-declare-shares on: the USSR, then the UK declare their
// shares of the Allies' 12; the USA takes the rest, and each keeps its
// unspent share for its first turn. Off: no shares, one pool: the USSR
// buys, leaves the rest to the UK, which leaves the rest to the USA; what
// the USA leaves joins its funds. The readings differ where a power
// spends less than it could: on, the USSR's unspent IPC are its own;
// off, they go on to the UK and the USA.
func TestA7_AlliedSharesSwitch(t *testing.T) {
	g := startGame(t, 3)
	answer(t, g, "done") // Germany spends nothing
	answer(t, g, "share:5")
	if p := g.Prompt(); p.Kind != "cash-share" || p.Seat != g.seat(UK) || len(p.Options) != 8 {
		t.Fatalf("after the USSR's 5: %s for %s, %d options (want 0…7)", p.Kind, p.Seat, len(p.Options))
	}
	answer(t, g, "share:3")
	if g.S.Cash[USSR] != 5 || g.S.Cash[UK] != 3 || g.S.Cash[USA] != 4 {
		t.Errorf("shares %v, want su 5, uk 3, us 4", g.S.Cash)
	}
	// Both readings: the USSR buys one infantry (3 IPC) of what it has
	// and stops; the UK and the USA buy nothing.
	treasury := map[string]map[Power]int{}
	for _, opt := range []string{"allies-declare-shares=on", "allies-declare-shares=off"} {
		g := startGame(t, 3, opt)
		answer(t, g, "done")
		if opt == "allies-declare-shares=on" {
			answer(t, g, "share:12")
		}
		if p := g.Prompt(); p.Kind != "cash-buy" || p.Seat != g.seat(USSR) || g.S.Cash[USSR] != 12 {
			t.Fatalf("%s: the USSR's first prompt %s for %s with %d IPC, want its cash-buy with 12", opt, p.Kind, p.Seat, g.S.Cash[USSR])
		}
		answer(t, g, "buy:"+Infantry)
		answer(t, g, "at:"+g.cashPlaces(USSR, Infantry)[0])
		answer(t, g, "done")
		for g.Prompt() != nil && g.S.Cash != nil {
			if g.Prompt().Kind == "cash-buy" && opt == "allies-declare-shares=off" && g.Prompt().Seat == g.seat(UK) && g.S.Cash[UK] != 9 {
				t.Errorf("%s: the UK's pool %d, want the 9 the USSR left", opt, g.S.Cash[UK])
			}
			answer(t, g, "done")
		}
		treasury[opt] = map[Power]int{}
		for _, p := range []Power{USSR, UK, USA} {
			treasury[opt][p] = g.S.Treasury[p] - g.D.StartingIncome(p)
		}
	}
	if want := (map[Power]int{USSR: 9, UK: 0, USA: 0}); !maps.Equal(treasury["allies-declare-shares=on"], want) {
		t.Errorf("on: first-turn funds beyond income %v, want %v", treasury["allies-declare-shares=on"], want)
	}
	if want := (map[Power]int{USSR: 0, UK: 0, USA: 9}); !maps.Equal(treasury["allies-declare-shares=off"], want) {
		t.Errorf("off: first-turn funds beyond income %v, want %v", treasury["allies-declare-shares=off"], want)
	}
	// The computer, off, leaves each ally after it a fair 4 of the pool.
	ag := startGame(t, 3, "allies-declare-shares=off", "auto-defence=on")
	ai := &AI{D: ag.D}
	spent := map[Power]int{}
	for ag.Prompt() != nil && ag.S.Cash != nil {
		p := ag.Prompt()
		c := ai.Choose(ag, p)
		if p.Kind == "cash-buy" {
			if k := p.Options[c.Option].Key; strings.HasPrefix(k, "buy:") {
				for _, pw := range []Power{USSR, UK, USA} {
					if p.Seat == ag.seat(pw) && strings.HasPrefix(p.Text, pw.Name()) {
						spent[pw] += ag.D.Type(k[len("buy:"):]).Cost
					}
				}
			}
		}
		if _, err := ag.Apply(c); err != nil {
			t.Fatal(err)
		}
	}
	for _, pw := range []Power{USSR, UK, USA} {
		if spent[pw] < 3 || spent[pw] > 5 {
			t.Errorf("off, the computer: %s spent %d of the pool (%v), want about a third", pw, spent[pw], spent)
		}
	}
}

// [A8] The rules call income step 6 and step 7. income-step-seven on:
// income follows the resurfacing and repair; off: it comes first. Nothing
// between them spends, pays or reads a treasury, and income reads no
// submarine's or battleship's state, so in our rules and data the two
// readings cannot differ: two computer games, one per reading, must make
// the same decisions and keep the same treasuries, control and units at
// every decision (this fails if the readings ever come to differ), while
// the steps run in the switch's order.
func TestA8_IncomeStepSixOrSeven(t *testing.T) {
	order := map[string][]engine.Op{}
	games := map[string]*Game{}
	ais := map[string]*AI{}
	opts := []string{"income-step-seven=on", "income-step-seven=off"}
	for _, opt := range opts {
		g := startGame(t, 4, "auto-defence=on", opt)
		games[opt], ais[opt] = g, &AI{D: g.D}
		g.Trace = func(g *Game, op engine.Op) {
			if op == opRepair || op == opIncome {
				order[opt] = append(order[opt], op)
			}
		}
	}
	on, off := games[opts[0]], games[opts[1]]
	for n := 0; on.Prompt() != nil && on.S.Round <= 1; n++ {
		p, q := on.Prompt(), off.Prompt()
		if q == nil || p.Kind != q.Kind || p.Seat != q.Seat || len(p.Options) != len(q.Options) {
			t.Fatalf("decision %d: %+v against %+v", n, p, q)
		}
		if !maps.Equal(on.S.Treasury, off.S.Treasury) || !maps.Equal(on.S.Control, off.S.Control) {
			t.Fatalf("decision %d (%s): treasuries %v / %v", n, p.Kind, on.S.Treasury, off.S.Treasury)
		}
		if p.Kind != "me-pay" && !slices.Equal(on.S.Units, off.S.Units) {
			t.Fatalf("decision %d (%s): the units differ", n, p.Kind)
		}
		c, d := ais[opts[0]].Choose(on, p), ais[opts[1]].Choose(off, q)
		if c.Option != d.Option {
			t.Fatalf("decision %d (%s): option %d against %d", n, p.Kind, c.Option, d.Option)
		}
		if _, err := on.Apply(c); err != nil {
			t.Fatal(err)
		}
		if _, err := off.Apply(d); err != nil {
			t.Fatal(err)
		}
	}
	if on.S.Round <= 1 || len(order[opts[0]]) < 8 {
		t.Fatalf("the games ended early: round %d, %d steps", on.S.Round, len(order[opts[0]]))
	}
	for k := 0; k+1 < len(order[opts[0]]); k += 2 {
		if order[opts[0]][k] != opRepair || order[opts[1]][k] != opIncome {
			t.Fatalf("turn %d: on %v, off %v; want repair then income, income then repair", k/2, order[opts[0]][k:k+2], order[opts[1]][k:k+2])
		}
	}
	g2 := newTest(t, Germany)
	before := g2.S.Treasury[Germany]
	run(t, g2, engine.Frame{Op: opIncome})
	if g2.S.Phase != "income" || g2.S.Treasury[Germany] != before+40 {
		t.Errorf("income: phase %q, treasury %d → %d", g2.S.Phase, before, g2.S.Treasury[Germany])
	}
}

// [A10] Ships stop on entering a zone with surfaced enemies; aircraft may
// fly over enemy territory.
func TestA10_ShipsStopAircraftOverfly(t *testing.T) {
	through := func(g *Game, id int, zone string) bool {
		for _, d := range g.Dests(g.S.unit(id), true) {
			if slices.Contains(d.Path[:len(d.Path)-1], zone) {
				return true
			}
		}
		return false
	}
	open := newTest(t, UK)
	dd := put(open, UK, Destroyer, "english-channel", 1)[0]
	if !through(open, dd, "north-sea") {
		t.Fatal("no route through an empty North Sea: the test cannot tell")
	}
	g := newTest(t, UK)
	dd = put(g, UK, Destroyer, "english-channel", 1)[0]
	put(g, Germany, Destroyer, "north-sea", 1)
	if through(g, dd, "north-sea") || !hasDest(g, dd, "north-sea", "move", true) {
		t.Error("the destroyer passes through the enemy in the North Sea (or cannot attack it)")
	}
	// Every land route out of Moscow crosses German territory: a fighter
	// there still reaches Eastern Poland, two moves away.
	a := newTest(t, USSR)
	ftr := put(a, USSR, Fighter, "moscow", 1)[0]
	for _, id := range []string{"archangel", "belorussia", "karelia", "leningrad", "stalingrad", "ukraine", "urals", "eastern-poland"} {
		a.S.Control[id] = Germany
		put(a, Germany, Infantry, id, 1)
	}
	if !hasDest(a, ftr, "eastern-poland", "move", true) {
		t.Error("the fighter cannot fly over German territory to Eastern Poland")
	}
	// ships-stop off: the destroyer sails through the German destroyer
	for _, opt := range []string{"ships-stop=on", "ships-stop=off"} {
		g := newTest(t, UK, opt)
		dd := put(g, UK, Destroyer, "english-channel", 1)[0]
		put(g, Germany, Destroyer, "north-sea", 1)
		if got := through(g, dd, "north-sea"); got != (opt == "ships-stop=off") {
			t.Errorf("%s: through the North Sea %v", opt, got)
		}
	}
}

// [A12, 11] In every step 6 all submarines of every power resurface and
// every damaged battleship is repaired, not only the playing power's.
func TestA12_EveryPowerResurfacesAndRepairs(t *testing.T) {
	for _, on := range []bool{true, false} {
		opts := []string{}
		if !on {
			opts = append(opts, "resurface-all=off")
		}
		g := newTest(t, Germany, opts...)
		var ids []int
		for _, p := range []Power{Germany, UK} {
			sub := put(g, p, Submarine, "north-atlantic", 1)[0]
			g.S.unit(sub).Submerged = true
			bb := put(g, p, Battleship, "north-sea", 1)[0]
			g.S.unit(bb).Damaged = true
			ids = append(ids, sub, bb)
		}
		run(t, g, engine.Frame{Op: opRepair})
		for _, id := range ids {
			u := g.S.unit(id)
			// off: only Germany's own, in Germany's step 6
			if still := u.Submerged || u.Damaged; still != (!on && u.Owner != Germany) {
				t.Errorf("resurface-all %v: %s %s still submerged or damaged: %v", on, u.Owner, u.Type, still)
			}
		}
	}
}

// [A13] A defending submarine decides before any die of the round is
// rolled; hit, it cannot escape by submerging. With sub-submerge-first
// off, defending submarines are never asked.
func TestA13_DefendingSubmarineDecidesBeforeTheRound(t *testing.T) {
	for _, on := range []bool{true, false} {
		opts := []string{}
		if !on {
			opts = append(opts, "sub-submerge-first=off")
		}
		g := newTest(t, UK, opts...)
		sub := put(g, Germany, Submarine, "north-atlantic", 1)[0]
		put(g, UK, Destroyer, "north-atlantic", 1)
		g.LoadDice(1, 6) // the destroyer hits, the submarine misses
		g.Push(engine.Frame{Op: opBattle, Area: "north-atlantic"})
		if err := g.Run(); err != nil {
			t.Fatal(err)
		}
		rolled := false
		for _, e := range g.Flush() {
			rolled = rolled || e.Roll != nil
		}
		p := g.Prompt()
		asked := p != nil && p.Kind == "def-submerge"
		if asked != on || (asked && rolled) {
			t.Fatalf("on=%v: asked %v, dice rolled before %v", on, asked, rolled)
		}
		asks := 0
		for n := 0; g.Prompt() != nil && n < 50; n++ {
			if g.Prompt().Kind == "def-submerge" {
				asks++
				answer(t, g, "fight")
				continue
			}
			if _, err := g.Apply(engine.Pick(0)); err != nil {
				t.Fatal(err)
			}
		}
		if g.S.unit(sub) != nil {
			t.Errorf("on=%v: the submarine hit in round 1 escaped", on)
		}
		if asks != map[bool]int{true: 1, false: 0}[on] {
			t.Errorf("on=%v: asked %d times", on, asks)
		}
	}
}

// [A14] A zone whose only enemies are submerged submarines is open: no
// battle, ships pass through it, and it is friendly for the non-combat
// move [A23].
func TestA14_OnlySubmergedEnemiesLeaveTheZoneOpen(t *testing.T) {
	g := newTest(t, UK)
	sub := put(g, Germany, Submarine, "north-sea", 1)[0]
	g.S.unit(sub).Submerged = true
	dd := put(g, UK, Destroyer, "english-channel", 1)[0]
	if !hasDest(g, dd, "north-sea", "move", false) {
		t.Error("the North Sea with a submerged enemy is not friendly")
	}
	g.moveUnit(dd, "north-sea", "move", true)
	if _, battles := g.pendingBattles(); len(battles) != 0 {
		t.Errorf("a battle with submerged submarines: %v", battles)
	}
	// submerged-open off: the zone is not open: no non-combat entry, and
	// a combat move stops there (no sailing on to the Baltic)
	for _, opt := range []string{"submerged-open=on", "submerged-open=off"} {
		open := opt == "submerged-open=on"
		g := newTest(t, UK, opt)
		sub := put(g, Germany, Submarine, "north-sea", 1)[0]
		g.S.unit(sub).Submerged = true
		dd := put(g, UK, Destroyer, "english-channel", 1)[0]
		if got := hasDest(g, dd, "north-sea", "move", false); got != open {
			t.Errorf("%s: non-combat move into the North Sea %v", opt, got)
		}
		on := false
		for _, d := range g.Dests(g.S.unit(dd), true) {
			on = on || slices.Contains(d.Path[:len(d.Path)-1], "north-sea")
		}
		if on != open {
			t.Errorf("%s: sails on through the North Sea %v", opt, on)
		}
	}
}

// [A18] Any surfaced enemy sea unit in the landing zone — a lone
// submarine too — forces the sea battle before the landing; a submerged
// one does not.
func TestA18_SurfacedSubmarineForcesTheSeaBattleFirst(t *testing.T) {
	for _, submerged := range []bool{false, true} {
		g := newTest(t, UK)
		tr := put(g, UK, Transport, "english-channel", 1)[0]
		put(g, UK, Destroyer, "english-channel", 1)
		inf := put(g, UK, Infantry, "english-channel", 1)[0]
		g.S.unit(inf).On = tr
		sub := put(g, Germany, Submarine, "english-channel", 1)[0]
		g.S.unit(sub).Submerged = submerged
		put(g, Germany, Infantry, "france", 1)
		g.moveUnit(inf, "france", "unload", true)
		_, battles := g.pendingBattles()
		if first := len(battles) > 0 && battles[0] == "english-channel"; first == submerged {
			t.Errorf("submerged=%v: battles %v", submerged, battles)
		}
	}
	// sea-first-any off: a surfaced submarine alone does not hold the
	// landing (France may be fought first); a destroyer still does
	for _, typ := range []string{Submarine, Transport, Destroyer} {
		for _, opt := range []string{"sea-first-any=on", "sea-first-any=off"} {
			g := newTest(t, UK, opt)
			tr := put(g, UK, Transport, "english-channel", 1)[0]
			put(g, UK, Destroyer, "english-channel", 1)
			inf := put(g, UK, Infantry, "english-channel", 1)[0]
			g.S.unit(inf).On = tr
			put(g, Germany, typ, "english-channel", 1)
			put(g, Germany, Infantry, "france", 1)
			g.moveUnit(inf, "france", "unload", true)
			_, battles := g.pendingBattles()
			waits := !contains2(battles, "france")
			if want := opt == "sea-first-any=on" || typ == Destroyer; waits != want || !contains2(battles, "english-channel") {
				t.Errorf("%s, German %s: battles %v", opt, typ, battles)
			}
		}
	}
}

// [A20] Only fighters in the raided territory may intercept.
func TestA20_OnlyFightersInTheRaidedTerritoryIntercept(t *testing.T) {
	for _, there := range []bool{false, true} {
		g := newTest(t, UK)
		bomber := put(g, UK, Bomber, "united-kingdom", 1)[0]
		put(g, Germany, Fighter, "germany", 2) // next door
		if there {
			put(g, Germany, Fighter, "western-germany", 1)
		}
		g.moveUnit(bomber, "western-germany", "raid", true)
		g.LoadDice(6, 6, 6)
		g.Push(engine.Frame{Op: opCombat})
		if err := g.Run(); err != nil {
			t.Fatal(err)
		}
		p := g.Prompt()
		asked := p != nil && p.Kind == "intercept"
		if asked != there || (asked && len(p.Options) != 2) {
			t.Errorf("fighter in the territory %v: asked %v (%+v)", there, asked, p)
		}
	}
	// intercept-here-only off: the two fighters next door may rise too
	for _, opt := range []string{"intercept-here-only=on", "intercept-here-only=off"} {
		g := newTest(t, UK, opt)
		bomber := put(g, UK, Bomber, "united-kingdom", 1)[0]
		put(g, Germany, Fighter, "germany", 2) // next door
		put(g, Germany, Fighter, "western-germany", 1)
		g.moveUnit(bomber, "western-germany", "raid", true)
		g.LoadDice(6, 6, 6, 6)
		g.Push(engine.Frame{Op: opCombat})
		if err := g.Run(); err != nil {
			t.Fatal(err)
		}
		p := g.Prompt()
		want := map[string]int{"intercept-here-only=on": 2, "intercept-here-only=off": 4}[opt] // 0…n interceptors
		if p == nil || p.Kind != "intercept" || len(p.Options) != want {
			t.Errorf("%s: %+v, want %d choices", opt, p, want)
		}
	}
}

// [A21] In a raid the AA hits are taken before the interceptors fire, and
// the raider loses its escorts before its bombers.
func TestA21_AAFirstEscortsBeforeBombers(t *testing.T) {
	g := newTest(t, UK)
	bomber := put(g, UK, Bomber, "united-kingdom", 1)[0]
	escort := put(g, UK, Fighter, "united-kingdom", 1)[0]
	put(g, Germany, AAGun, "western-germany", 1)
	put(g, Germany, Fighter, "western-germany", 1)
	g.S.Standing = map[Power]Standing{Germany: {Intercept: "all"}}
	g.moveUnit(bomber, "western-germany", "raid", true)
	g.moveUnit(escort, "western-germany", "escort", true)
	g.LoadDice(6, 1, 6, 3) // AA: one hit; the interceptor misses; 3 IPC of damage
	run(t, g, engine.Frame{Op: opCombat})
	if g.S.unit(escort) != nil || g.S.unit(bomber) == nil {
		t.Fatalf("after the AA hit: escort %v, bomber %v", g.S.unit(escort), g.S.unit(bomber))
	}
	var order []string
	for _, e := range g.Flush() {
		if e.Roll != nil {
			order = append(order, e.Roll.Purpose)
		}
	}
	if len(order) < 2 || order[0] != "AA fire at raiders" || order[1] != "interceptors" {
		t.Errorf("rolls %v", order)
	}
	if g.S.Treasury[Germany] != 27 {
		t.Errorf("German treasury %d, want 27", g.S.Treasury[Germany])
	}
	// Both ways on the same dice (AA 6 1, interceptor 6, then 1, then 3):
	// on, the AA's hit escort is gone before it fires, the interceptor
	// lives and the bomber rolls the 1; off, the hit escort still fires
	// its 1 and downs the interceptor, then falls, and the bomber rolls 3.
	for _, on := range []bool{true, false} {
		opts := []string{}
		if !on {
			opts = append(opts, "aa-hits-first=off")
		}
		g := newTest(t, UK, opts...)
		bomber := put(g, UK, Bomber, "united-kingdom", 1)[0]
		escort := put(g, UK, Fighter, "united-kingdom", 1)[0]
		put(g, Germany, AAGun, "western-germany", 1)
		inter := put(g, Germany, Fighter, "western-germany", 1)[0]
		g.S.Standing = map[Power]Standing{Germany: {Intercept: "all"}}
		g.moveUnit(bomber, "western-germany", "raid", true)
		g.moveUnit(escort, "western-germany", "escort", true)
		g.LoadDice(6, 1, 6, 1, 3)
		run(t, g, engine.Frame{Op: opCombat})
		want := map[bool]int{true: 29, false: 27}[on]
		if g.S.unit(escort) != nil || g.S.unit(bomber) == nil || (g.S.unit(inter) == nil) == on || g.S.Treasury[Germany] != want {
			t.Errorf("aa-hits-first %v: escort %v, bomber %v, interceptor %v, treasury %d (want %d)", on,
				g.S.unit(escort) != nil, g.S.unit(bomber) != nil, g.S.unit(inter) != nil, g.S.Treasury[Germany], want)
		}
	}
}

// [A22] A convoy centre falls only to a warship: a German transport
// entering an empty one takes nothing, a destroyer does.
func TestA22_ConvoyCentreFallsToAWarshipOnly(t *testing.T) {
	for _, typ := range []string{Transport, Destroyer} {
		g := newTest(t, Germany)
		id := put(g, Germany, typ, "bay-of-biscay", 1)[0]
		if !hasDest(g, id, "western-approaches", "move", true) {
			t.Fatalf("%s: cannot reach the Western Approaches", typ)
		}
		g.moveUnit(id, "western-approaches", "move", true)
		if taken := g.S.Control["western-approaches"] == Germany; taken != (typ == Destroyer) {
			t.Errorf("%s: convoy centre taken %v", typ, taken)
		}
	}
	// After a battle: a German transport and fighter sink the British
	// transport there; the fighter is no ship, the transport no warship:
	// on, the centre stays British (the fighter alone took it before the
	// switch); off, the transport takes it.
	for _, on := range []bool{true, false} {
		opts := []string{}
		if !on {
			opts = append(opts, "convoy-warship=off")
		}
		g := newTest(t, Germany, opts...)
		put(g, UK, Transport, "western-approaches", 1)
		put(g, Germany, Transport, "western-approaches", 1)
		put(g, Germany, Fighter, "western-approaches", 1)
		g.LoadDice(1, 6) // the fighter hits, the British transport misses
		run(t, g, engine.Frame{Op: opBattle, Area: "western-approaches"})
		if count(g, UK, Transport, "western-approaches") != 0 {
			t.Fatalf("on=%v: the British transport survived", on)
		}
		if taken := g.S.Control["western-approaches"] == Germany; taken == on {
			t.Errorf("convoy-warship %v: taken by a transport and a fighter: %v", on, taken)
		}
	}
}

// [A23] A friendly sea zone has no surfaced enemy and is not an
// enemy-held convoy centre.
func TestA23_FriendlySeaZone(t *testing.T) {
	g := newTest(t, UK)
	if !g.S.friendlySea("north-atlantic", UK) {
		t.Fatal("an empty zone is not friendly")
	}
	sub := put(g, Germany, Submarine, "north-atlantic", 1)[0]
	if g.S.friendlySea("north-atlantic", UK) {
		t.Error("a zone with a surfaced enemy submarine is friendly")
	}
	g.S.unit(sub).Submerged = true
	if !g.S.friendlySea("north-atlantic", UK) {
		t.Error("a zone with a submerged submarine only is not friendly")
	}
	g.S.Control["north-atlantic"] = Germany
	if g.S.friendlySea("north-atlantic", UK) || !g.S.friendlySea("north-atlantic", Germany) {
		t.Error("a German-held convoy centre: friendly to the UK, or not to Germany")
	}
	// friendly-surfaced off: the submerged submarine makes the zone
	// unfriendly, the German-held convoy centre alone does not
	for _, opt := range []string{"friendly-surfaced=on", "friendly-surfaced=off"} {
		off := opt == "friendly-surfaced=off"
		g := newTest(t, UK, opt)
		sub := put(g, Germany, Submarine, "north-atlantic", 1)[0]
		g.S.unit(sub).Submerged = true
		if got := g.S.friendlySea("north-atlantic", UK); got == off {
			t.Errorf("%s: a zone with a submerged submarine friendly %v", opt, got)
		}
		g.S.remove(sub)
		g.S.Control["north-atlantic"] = Germany
		if got := g.S.friendlySea("north-atlantic", UK); got != off {
			t.Errorf("%s: a German-held convoy centre friendly %v", opt, got)
		}
	}
}

// [A24] The Patriotic War swaps every Western Allied unit in the
// territory — aircraft and AA guns too — but not cargo.
func TestA24_PatrioticSwapTakesEveryUnitButCargo(t *testing.T) {
	g := newTest(t, USSR)
	var ids []int
	for _, typ := range []string{Infantry, Tank, AAGun, Fighter, Bomber} {
		ids = append(ids, put(g, UK, typ, "leningrad", 1)[0], put(g, USA, typ, "leningrad", 1)[0])
	}
	cargo := put(g, UK, Infantry, "leningrad", 1)[0]
	g.S.unit(cargo).On = ids[0] // standing for a unit aboard a transport
	g.patrioticWar("leningrad")
	for _, id := range ids {
		if u := g.S.unit(id); u.Owner != USSR {
			t.Errorf("%s %s not swapped", u.Owner, u.Type)
		}
	}
	if g.S.unit(cargo).Owner != UK {
		t.Error("cargo swapped")
	}
	// patriotic-all off: land combat units only
	off := newTest(t, USSR, "patriotic-all=off")
	byType := map[string]int{}
	for _, typ := range []string{Infantry, Tank, AAGun, Fighter, Bomber} {
		byType[typ] = put(off, UK, typ, "leningrad", 1)[0]
	}
	off.patrioticWar("leningrad")
	for typ, id := range byType {
		if swapped, want := off.S.unit(id).Owner == USSR, typ == Infantry || typ == Tank; swapped != want {
			t.Errorf("patriotic-all off: %s swapped %v, want %v", typ, swapped, want)
		}
	}
	only := newTest(t, USSR, "patriotic-all=off")
	put(only, USA, Fighter, "stalingrad", 1)
	if got := only.patrioticSpaces(); len(got) != 0 {
		t.Errorf("patriotic-all off: a lone US fighter offers the swap in %v", got)
	}
}

// [A25] Ships placed beside enemies fight them in the enemy's next combat:
// for the power whose turn it is, the zone is a battle like any other.
func TestA25_ShipsPlacedBesideEnemiesFightOnTheirTurn(t *testing.T) {
	g := newTest(t, Germany)
	put(g, UK, Destroyer, "north-sea", 1) // placed by the UK last turn
	put(g, Germany, Submarine, "north-sea", 1)
	if _, battles := g.pendingBattles(); !slices.Contains(battles, "north-sea") {
		t.Errorf("no battle in the North Sea on Germany's turn: %v", battles)
	}
	// shared-zone-fights off: no battle unless Germany moves a unit in
	for _, opt := range []string{"shared-zone-fights=on", "shared-zone-fights=off"} {
		for _, moved := range []bool{false, true} {
			g := newTest(t, Germany, opt)
			put(g, UK, Destroyer, "north-sea", 1)
			put(g, Germany, Submarine, "north-sea", 1)
			if moved {
				dd := put(g, Germany, Destroyer, "baltic-sea", 1)[0]
				g.moveUnit(dd, "north-sea", "move", true)
			}
			_, battles := g.pendingBattles()
			if got := slices.Contains(battles, "north-sea"); got != (opt == "shared-zone-fights=on" || moved) {
				t.Errorf("%s, moved in %v: battles %v", opt, moved, battles)
			}
		}
	}
}

// [A30] A territory holding only an AA gun: the gun fires at the
// attacking aircraft, then the surviving land units take the territory.
func TestA30_LoneAAGunFiresThenTheTerritoryFalls(t *testing.T) {
	for _, hit := range []bool{false, true} {
		g := newTest(t, USSR)
		g.S.Control["eastern-poland"] = Germany
		put(g, Germany, AAGun, "eastern-poland", 1)
		inf := put(g, USSR, Infantry, "belorussia", 1)[0]
		ftr := put(g, USSR, Fighter, "belorussia", 1)[0]
		g.moveUnit(inf, "eastern-poland", "move", true)
		g.moveUnit(ftr, "eastern-poland", "move", true)
		if g.S.Control["eastern-poland"] != Germany {
			t.Fatal("taken before the AA fired")
		}
		g.LoadDice(map[bool]int{true: 1, false: 6}[hit])
		run(t, g, engine.Frame{Op: opCombat})
		if g.S.Control["eastern-poland"] != USSR {
			t.Errorf("hit=%v: Eastern Poland is %s's", hit, g.S.Control["eastern-poland"])
		}
		if lost := g.S.unit(ftr) == nil; lost != hit {
			t.Errorf("hit=%v: fighter lost %v", hit, lost)
		}
	}
	// aa-occupies off: the infantry takes the territory on entering, the
	// gun changes hands unfired (a loaded 1 stays unrolled), and a tank
	// may blitz through such a territory
	for _, opt := range []string{"aa-occupies=on", "aa-occupies=off"} {
		off := opt == "aa-occupies=off"
		g := newTest(t, USSR, opt)
		g.S.Control["eastern-poland"] = Germany
		gun := put(g, Germany, AAGun, "eastern-poland", 1)[0]
		inf := put(g, USSR, Infantry, "belorussia", 1)[0]
		ftr := put(g, USSR, Fighter, "belorussia", 1)[0]
		g.moveUnit(inf, "eastern-poland", "move", true)
		g.moveUnit(ftr, "eastern-poland", "move", true)
		if taken := g.S.Control["eastern-poland"] == USSR; taken != off {
			t.Errorf("%s: taken on entering %v", opt, taken)
		}
		g.LoadDice(1)
		run(t, g, engine.Frame{Op: opCombat})
		if lost := g.S.unit(ftr) == nil; lost == off {
			t.Errorf("%s: fighter lost %v", opt, lost)
		}
		if g.S.unit(gun) == nil || g.S.unit(gun).Owner != USSR {
			t.Errorf("%s: the gun is %+v", opt, g.S.unit(gun))
		}
		g = newTest(t, USSR, opt)
		g.S.Control["eastern-poland"] = Germany
		put(g, Germany, AAGun, "eastern-poland", 1)
		g.S.Control["baltic-states"] = Germany // the other way to Poland is held
		put(g, Germany, Infantry, "baltic-states", 1)
		tank := put(g, USSR, Tank, "belorussia", 1)[0]
		blitz := false
		for _, d := range g.Dests(g.S.unit(tank), true) {
			blitz = blitz || len(d.Path) == 2 && d.Path[0] == "eastern-poland"
		}
		if blitz != off {
			t.Errorf("%s: blitz through the lone gun %v", opt, blitz)
		}
	}
}

// [A33] Fighters of a carrier sunk in battle fight on, then land in a
// friendly territory within 4 moves, or are lost.
func TestA33_FightersOfASunkCarrierLandWithinFour(t *testing.T) {
	for _, zone := range []string{"north-sea", ""} {
		g := newTest(t, UK)
		if zone == "" { // Germany has no land left to land on
			zone = "north-sea"
			for id, c := range g.S.Control {
				if c == Germany {
					g.S.Control[id] = UK
				}
			}
		}
		put(g, UK, Destroyer, zone, 1)
		ftr := put(g, Germany, Fighter, zone, 1)[0] // its carrier sunk
		g.S.Battle = &Battle{Space: zone, Round: 1}
		g.endBattle(zone)
		u := g.S.unit(ftr)
		if g.S.Control["germany"] == Germany && (u == nil || g.S.Control[u.At] != Germany) {
			t.Errorf("beside Germany the fighter is %+v", u)
		}
		if g.S.Control["germany"] != Germany && u != nil {
			t.Errorf("with no German land the fighter landed in %s", u.At)
		}
	}
	// sunk-carrier-land off: the fighter goes down with its carrier, even
	// beside Germany
	g := newTest(t, UK, "sunk-carrier-land=off")
	put(g, UK, Destroyer, "north-sea", 1)
	ftr := put(g, Germany, Fighter, "north-sea", 1)[0]
	g.S.Battle = &Battle{Space: "north-sea", Round: 1}
	g.endBattle("north-sea")
	if u := g.S.unit(ftr); u != nil {
		t.Errorf("sunk-carrier-land off: the fighter landed in %s", u.At)
	}
}

// [A17] A power without its capital neither buys nor collects (it moves
// and fights); capital-less-idle off, it still buys with its treasury.
func TestA17_NoCapitalNoPurchase(t *testing.T) {
	for _, opt := range []string{"capital-less-idle=on", "capital-less-idle=off"} {
		g := newTest(t, Germany, opt)
		g.capture("moscow", Germany)
		g.S.Turn = 1
		g.S.Treasury[USSR] = 10
		g.Push(engine.Frame{Op: opPurchase})
		if err := g.Run(); err != nil {
			t.Fatal(err)
		}
		p := g.Prompt()
		if asked := p != nil && p.Kind == "purchase"; asked != (opt == "capital-less-idle=off") {
			t.Errorf("%s: asked to buy %v (%+v)", opt, asked, p)
		}
		g.S.Pending, g.S.Stack = nil, nil
		run(t, g, engine.Frame{Op: opIncome})
		if g.S.Treasury[USSR] != 10 {
			t.Errorf("%s: the USSR collected without Moscow: %d", opt, g.S.Treasury[USSR])
		}
	}
}

// [A27] Whether the Middle East chart's 8 boxes cap the ME income or just
// fit the sum of its values (me-boxes-fit on: no cap; off: capped at 8).
// Our yellow territories total 6 IPC, so in our data the readings cannot
// differ: Germany holding all of them has the same ME column and is paid
// the same either way (this fails if a data change makes the cap bind).
// With Iraq worth 5 (a test's own data) the column is 9: off caps it and
// the Allies pay 8.
func TestA27_MiddleEastCapSwitch(t *testing.T) {
	paid := func(d *Data, opt string) (int, int) {
		g, err := NewGame(d, engine.Record{System: SystemID, Theatre: Theatre, Scenario: Scenario4, Seed: 1, Options: []string{opt, "auto-defence=on"}})
		if err != nil {
			t.Fatal(err)
		}
		g.S.Units, g.S.Stack, g.S.Turn = nil, nil, 0
		for _, p := range Powers {
			g.S.Treasury[p] = 30
		}
		for _, sp := range d.Spaces {
			if sp.ME {
				g.S.Control[sp.ID] = Germany
			}
		}
		run(t, g, engine.Frame{Op: opIncome})
		return g.S.MiddleEast(d), g.S.Treasury[Germany] - 30 - g.S.Production(d, Germany)
	}
	d := testData(t)
	meOn, payOn := paid(d, "me-boxes-fit=on")
	meOff, payOff := paid(d, "me-boxes-fit=off")
	if meOn != meOff || payOn != payOff || meOn == 0 || payOn != meOn {
		t.Errorf("our data: ME column %d/%d, paid %d/%d (on/off): the readings differ or nothing is paid", meOn, meOff, payOn, payOff)
	}
	big, err := LoadFS(assets.Data())
	if err != nil {
		t.Fatal(err)
	}
	big.Space("iraq").IPC += 3
	meOn, payOn = paid(big, "me-boxes-fit=on")
	meOff, payOff = paid(big, "me-boxes-fit=off")
	if meOn != 9 || payOn != 9 || meOff != 8 || payOff != 8 {
		t.Errorf("Middle East worth 9: ME column %d, paid %d (on, want 9, 9); %d, %d (off, want 8, 8)", meOn, payOn, meOff, payOff)
	}
}

// [A28] When the Allies cannot pay the whole Middle East total they pay
// what they have; me-pay-what-they-have off, the bank pays the rest.
func TestA28_TheAlliesPayWhatTheyHave(t *testing.T) {
	for _, opt := range []string{"me-pay-what-they-have=on", "me-pay-what-they-have=off"} {
		for _, broke := range []bool{false, true} {
			g := newTest(t, Germany, opt)
			g.capture("iraq", Germany) // 2 IPC due
			g.S.Treasury[UK] = 1
			g.S.Treasury[USA], g.S.Treasury[USSR] = 0, 0
			if broke {
				g.S.Treasury[UK] = 0
			}
			run(t, g, engine.Frame{Op: opIncome})
			want := 30 + 40 + map[bool]int{true: 1, false: 2}[opt == "me-pay-what-they-have=on"]
			if broke && opt == "me-pay-what-they-have=on" {
				want = 30 + 40
			}
			if g.S.Treasury[Germany] != want || g.S.Treasury[UK] != 0 {
				t.Errorf("%s, Allies broke %v: treasuries %v, want Germany %d", opt, broke, g.S.Treasury, want)
			}
		}
	}
}

// [A36] The USA acts from round 1: no neutrality, its first turn opens
// with a purchase like any power's.
func TestA36_TheUSAActsFromRoundOne(t *testing.T) {
	g := newTest(t, USA)
	g.S.Round = 1
	g.Push(engine.Frame{Op: opTurn})
	if err := g.Run(); err != nil {
		t.Fatal(err)
	}
	if p := g.Prompt(); p == nil || p.Kind != "purchase" || p.Seat != g.seat(USA) {
		t.Errorf("the USA's first turn opens with %+v", p)
	}
	// usa-round-one off: the USA's round-1 turn has no combat move (its
	// round-2 turn has one either way)
	for _, opt := range []string{"usa-round-one=on", "usa-round-one=off"} {
		for _, round := range []int{1, 2} {
			g := newTest(t, USA, opt)
			g.S.Round = round
			g.Push(engine.Frame{Op: opTurn})
			if err := g.Run(); err != nil {
				t.Fatal(err)
			}
			combat := false
			for _, f := range g.S.Stack {
				combat = combat || f.Op == opMove && f.A == 1 || f.Op == opCombat
			}
			if want := opt == "usa-round-one=on" || round > 1; combat != want {
				t.Errorf("%s, round %d: combat move %v", opt, round, combat)
			}
		}
	}
}

// [A9] aa-overflight: AA fires at aircraft overflying its territory in the
// combat move; off, it does not.
func TestA9_AAOverflightSwitch(t *testing.T) {
	for _, on := range []bool{true, false} {
		opts := []string{}
		if !on {
			opts = append(opts, "aa-overflight=off")
		}
		g := newTest(t, USSR, opts...)
		ftr := put(g, USSR, Fighter, "belorussia", 1)[0]
		for _, id := range []string{"eastern-poland", "baltic-states", "ukraine"} {
			g.S.Control[id] = Germany
			put(g, Germany, AAGun, id, 1)
		}
		put(g, Germany, Infantry, "poland", 1)
		var dst Dest
		for _, d := range g.Dests(g.S.unit(ftr), true) {
			if d.To == "poland" {
				dst = d
			}
		}
		if dst.To == "" {
			t.Fatal("no attack on Poland")
		}
		if (len(dst.AA) > 0) != on {
			t.Fatalf("on=%v: AA on the way %v", on, dst.AA)
		}
		g.LoadDice(1)
		g.moveUnit(ftr, "poland", "move", true)
		if lost := g.S.unit(ftr) == nil; lost != on {
			t.Errorf("on=%v: fighter lost %v", on, lost)
		}
	}
}

// [A11] air-retreat: after a full round the attacker may withdraw its
// aircraft alone from a land battle; off, aircraft retreat only with the
// whole attack.
func TestA11_AirRetreatSwitch(t *testing.T) {
	for _, on := range []bool{true, false} {
		opts := []string{}
		if !on {
			opts = append(opts, "air-retreat=off")
		}
		g := newTest(t, Germany, opts...)
		inf := put(g, Germany, Infantry, "poland", 2)
		ftr := put(g, Germany, Fighter, "poland", 1)[0]
		put(g, USSR, Infantry, "eastern-poland", 3)
		for _, id := range append(inf, ftr) {
			g.moveUnit(id, "eastern-poland", "move", true)
		}
		g.LoadDice(6, 6, 6, 6, 6, 6) // nobody hits in round 1
		g.Push(engine.Frame{Op: opBattle, Area: "eastern-poland"})
		if err := g.Run(); err != nil {
			t.Fatal(err)
		}
		p := g.Prompt()
		if p == nil || p.Kind != "press" {
			t.Fatalf("after round 1: %+v", p)
		}
		i := optionIndex(p, "air-out")
		if (i >= 0) != on {
			t.Fatalf("on=%v: air-out offered %v", on, i >= 0)
		}
		if !on {
			continue
		}
		answer(t, g, "air-out")
		if u := g.S.unit(ftr); u == nil || !u.Out {
			t.Errorf("the fighter did not withdraw: %+v", u)
		}
	}
}

// [A16] liberation-reverts: a territory a liberator holds reverts to its
// owner when the owner's capital is freed; off, the liberator keeps it.
func TestA16_LiberationRevertsSwitch(t *testing.T) {
	for _, on := range []bool{true, false} {
		opts := []string{}
		if !on {
			opts = append(opts, "liberation-reverts=off")
		}
		g := newTest(t, UK, opts...)
		g.S.Control["ukraine"] = Germany
		g.S.Control["moscow"] = Germany
		g.capture("ukraine", UK)
		if g.S.Control["ukraine"] != UK {
			t.Fatalf("with Moscow lost Ukraine goes to %s", g.S.Control["ukraine"])
		}
		g.capture("moscow", UK)
		want := map[bool]Power{true: USSR, false: UK}[on]
		if g.S.Control["moscow"] != USSR || g.S.Control["ukraine"] != want {
			t.Errorf("on=%v: Moscow %s, Ukraine %s (want %s)", on, g.S.Control["moscow"], g.S.Control["ukraine"], want)
		}
	}
}
