package europe

import (
	"math"
	"testing"

	"periscope/game/engine"
)

// The sections of the spec that had no test of their own name (issue 19:
// "every rule has a test named by its section"), and the FAQ errata the
// spec cites.

// [7.1] A power buys units costing no more than its treasury, pays at
// once, and the units wait, visible to all, until step 5.
func Test7_1_PurchaseWithinTheTreasury(t *testing.T) {
	g := newTest(t, Germany)
	g.S.Treasury[Germany] = 7
	g.Push(engine.Frame{Op: opPurchase})
	if err := g.Run(); err != nil {
		t.Fatal(err)
	}
	p := g.Prompt()
	if p == nil || p.Kind != "purchase" || p.Rule != "7.1" {
		t.Fatalf("prompt %+v", p)
	}
	for _, o := range p.Options {
		if len(o.Key) > 4 && o.Key[:4] == "buy:" {
			if c := g.D.Type(o.Key[4:]).Cost; c > 7 {
				t.Errorf("offered %s for %d IPC with 7 in the treasury", o.Key, c)
			}
		}
	}
	if optionIndex(p, "buy:"+Tank) < 0 || optionIndex(p, "buy:"+Fighter) >= 0 {
		t.Errorf("with 7 IPC: tank offered %v, fighter offered %v", optionIndex(p, "buy:"+Tank) >= 0, optionIndex(p, "buy:"+Fighter) >= 0)
	}
	es, err := g.Apply(engine.Pick(optionIndex(p, "buy:"+Tank)))
	if err != nil {
		t.Fatal(err)
	}
	logged := false
	for _, e := range es {
		logged = logged || e.Rule == "7.1" && e.Msg != nil && e.Msg.ID == "europe.log.buy"
	}
	if !logged {
		t.Error("the purchase is not in the log under 7.1")
	}
	if g.S.Treasury[Germany] != 1 || len(g.S.Bought) != 1 || g.S.Bought[0] != Tank {
		t.Fatalf("after a tank: treasury %d, bought %v", g.S.Treasury[Germany], g.S.Bought)
	}
	if count(g, Germany, Tank, "germany") != 0 {
		t.Error("the tank is on the map before step 5")
	}
	// 1 IPC buys nothing: the step ends without asking
	if p := g.Prompt(); p != nil && p.Kind == "purchase" {
		t.Errorf("asked to buy with 1 IPC: %+v", p.Options)
	}
}

// [7.2] The combat move: a move into an empty enemy territory takes it
// without a battle; allies never attack allies (a move into an ally's
// territory is no battle); aircraft move only where a landing stays in
// reach (no suicide runs).
func Test7_2_CombatMove(t *testing.T) {
	g := newTest(t, Germany)
	inf := put(g, Germany, Infantry, "poland", 1)[0]
	if !hasDest(g, inf, "eastern-poland", "move", true) {
		t.Fatal("no move into empty Eastern Poland")
	}
	g.moveUnit(inf, "eastern-poland", "move", true)
	if g.S.Control["eastern-poland"] != Germany {
		t.Errorf("empty Eastern Poland is %s after the move", g.S.Control["eastern-poland"])
	}
	if _, battles := g.pendingBattles(); len(battles) != 0 {
		t.Errorf("battles %v after a move into an empty territory", battles)
	}

	// A UK infantry moving into the USA's territory beside US troops: no battle.
	u := newTest(t, UK)
	u.S.Control["france"] = USA
	put(u, USA, Infantry, "france", 1)
	tr := put(u, UK, Transport, "english-channel", 1)[0]
	ukInf := put(u, UK, Infantry, "english-channel", 1)[0]
	u.S.unit(ukInf).On = tr
	if !hasDest(u, ukInf, "france", "unload", false) {
		t.Error("the UK cannot land in US-held France in the non-combat move")
	}
	u.moveUnit(ukInf, "france", "unload", true)
	if _, battles := u.pendingBattles(); len(battles) != 0 || u.S.Control["france"] != USA {
		t.Errorf("the UK landing in US-held France: battles %v, France %s", battles, u.S.Control["france"])
	}

	// A fighter in Germany reaches Moscow in 3 moves and has 1 left: with
	// every neighbour Soviet it may not go; with Belorussia German since
	// the turn began it may.
	f := newTest(t, Germany)
	put(f, USSR, Infantry, "moscow", 1)
	ftr := put(f, Germany, Fighter, "germany", 1)[0]
	if d := f.airDist("germany", "moscow"); d != 3 {
		t.Fatalf("germany to moscow: %d air moves", d)
	}
	if hasDest(f, ftr, "moscow", "move", true) {
		t.Error("a fighter may attack Moscow with no landing in reach")
	}
	f.S.Control["belorussia"], f.S.StartControl["belorussia"] = Germany, Germany
	if !hasDest(f, ftr, "moscow", "move", true) {
		t.Error("a fighter may not attack Moscow with Belorussia German")
	}
}

// [8.2] Multinational forces: allied units in one space defend together;
// any defending destroyer cancels the submarines' first strike against
// every allied ship there; an ally's cargo takes three turns (the cargo's
// owner loads, the transport's owner sails, the cargo's owner unloads).
func Test8_2_MultinationalForces(t *testing.T) {
	g := newTest(t, Germany)
	put(g, UK, Infantry, "france", 1)
	put(g, USA, Infantry, "france", 2)
	g.S.Control["france"] = UK
	put(g, Germany, Infantry, "western-germany", 3)
	for _, id := range g.sideUnits("western-germany", true) {
		g.moveUnit(id, "france", "move", true)
	}
	if st := g.battleSetup("france"); st.Def.N[tInfantry] != 3 || st.Att.N[tInfantry] != 3 {
		t.Errorf("France: attacker %d infantry, defender %d (want 3 and the UK's 1 with the USA's 2)", st.Att.N[tInfantry], st.Def.N[tInfantry])
	}

	// A German submarine against a UK transport: first strike; with a US
	// destroyer beside the transport, none.
	s := newTest(t, Germany)
	put(s, Germany, Submarine, "north-atlantic", 1)
	put(s, UK, Transport, "north-atlantic", 1)
	st := s.battleSetup("north-atlantic")
	if !firstStrike(&st.Att, &st.Def) {
		t.Fatal("no first strike against a lone transport")
	}
	put(s, USA, Destroyer, "north-atlantic", 1)
	st = s.battleSetup("north-atlantic")
	if firstStrike(&st.Att, &st.Def) {
		t.Error("a US destroyer does not cancel the first strike against the UK's transport")
	}
	s.LoadDice(1, 6, 6) // the submarine's 1 would have been a first-strike hit
	run(t, s, engine.Frame{Op: opBattle, Area: "north-atlantic"})
	for _, e := range s.Flush() {
		if e.Rule == "7.3 B" && e.Roll != nil {
			t.Errorf("a first-strike roll with a defending destroyer: %s", e.Text)
		}
	}

	// Allied cargo: a UK infantry boards a US transport in the UK's turn;
	// in the USA's turn the transport sails but the infantry cannot
	// land; in the UK's next turn it lands, and the UK cannot move the
	// transport.
	c := newTest(t, UK)
	us := put(c, USA, Transport, "english-channel", 1)[0]
	inf := put(c, UK, Infantry, "united-kingdom", 1)[0]
	if !hasDest(c, inf, "english-channel", "load", false) {
		t.Fatal("the UK infantry cannot board the US transport")
	}
	c.moveUnit(inf, "english-channel", "load", false)
	if c.S.unit(inf).On != us {
		t.Fatalf("the infantry is on %d, not the US transport %d", c.S.unit(inf).On, us)
	}
	if c.movable(c.S.unit(us), false) {
		t.Error("the UK moves the US transport")
	}
	c.S.Turn = 3 // the USA
	c.S.unit(inf).Moved, c.S.unit(inf).Done, c.S.unit(inf).Loaded = 0, false, false
	if c.movable(c.S.unit(inf), false) || len(c.Dests(c.S.unit(inf), false)) != 0 {
		t.Error("the USA unloads the UK's infantry")
	}
	if !c.movable(c.S.unit(us), false) {
		t.Error("the USA cannot sail its own transport with the UK's cargo")
	}
	c.S.Turn = 2 // the UK again
	if !hasDest(c, inf, "united-kingdom", "unload", false) && !hasDest(c, inf, "france", "unload", false) {
		t.Errorf("the UK cannot land its infantry from the US transport: %+v", c.Dests(c.S.unit(inf), false))
	}
	if c.movable(c.S.unit(us), false) {
		t.Error("the UK moves the US transport in its own turn")
	}
}

// [A2] With all-capitals off, the power that took Berlin needs only its
// own capital; on (the recommended ruling), all three.
func TestA2_AllCapitalsSwitch(t *testing.T) {
	for _, on := range []bool{true, false} {
		opts := []string{}
		if !on {
			opts = append(opts, "all-capitals=off")
		}
		g := newTest(t, UK, opts...)
		g.S.Control["germany"] = UK
		g.S.Control["moscow"] = Germany
		if won := g.checkVictory(UK) && g.S.Winner == "allies"; won == on {
			t.Errorf("all-capitals %v, Moscow German: the Allies won %v", on, won)
		}
	}
}

// [8.1, FAQ] The errata the spec cites: a destroyer's support fire hits
// on 2 (a 2 hits, a 3 misses), while in sea combat it attacks on 3.
func TestFAQ_DestroyerSupportFireOnTwo(t *testing.T) {
	for _, c := range []struct {
		die  int
		hits bool
	}{{2, true}, {3, false}} {
		g := newTest(t, UK)
		tr := put(g, UK, Transport, "english-channel", 1)[0]
		put(g, UK, Destroyer, "english-channel", 1)
		for _, id := range put(g, UK, Infantry, "english-channel", 2) {
			g.S.unit(id).On = tr
		}
		put(g, Germany, Infantry, "france", 1)
		for _, id := range []int{g.S.Units[2].ID, g.S.Units[3].ID} {
			g.moveUnit(id, "france", "unload", true)
		}
		g.Flush()
		// support c.die; UK infantry 6 6 (miss); German infantry 6 (miss);
		// then the UK infantry 1 1 and the German 6 for a second round
		g.LoadDice(c.die, 6, 6, 6, 1, 1, 6)
		g.S.Over = false
		g.Push(engine.Frame{Op: opCombat})
		if err := g.Run(); err != nil {
			t.Fatal(err)
		}
		support := -1
		for _, e := range g.Flush() {
			if e.Rule == "8.1" && e.Roll != nil {
				support = e.Roll.Total
			}
		}
		if want := map[bool]int{true: 1, false: 0}[c.hits]; support != want {
			t.Errorf("destroyer support fire rolling %d: %d hits, want %d", c.die, support, want)
		}
	}
	if v := testData(t).Type(Destroyer).Attack; v != 3 {
		t.Errorf("a destroyer attacks on %d in sea combat, want 3 (FAQ)", v)
	}
}

// [9.1, FAQ] The errata limits the Patriotic War to Soviet complexes:
// Western Allied units in a complex the USSR holds that was not Soviet
// (the Reich's, taken) are not swapped.
func TestFAQ_PatrioticWarOnlyAtSovietComplexes(t *testing.T) {
	g := newTest(t, USSR)
	g.S.Control["germany"] = USSR
	put(g, UK, Infantry, "germany", 1)
	put(g, USA, Tank, "stalingrad", 1)
	got := g.patrioticSpaces()
	if len(got) != 1 || got[0] != "stalingrad" {
		t.Errorf("Patriotic War spaces %v, want [stalingrad] (not the Reich's complex the USSR holds)", got)
	}
	var soviet []string
	for _, sp := range g.D.Spaces {
		if sp.IC && sp.Owner == USSR {
			soviet = append(soviet, sp.ID)
		}
	}
	if len(soviet) != 4 {
		t.Errorf("Soviet complexes %v, want Leningrad, Stalingrad, Archangel, Moscow", soviet)
	}
}

// [7.2, 7.3] The calculator before every attack: in the combat move, the
// count of units to send into a battle shows the exact odds of that
// battle with them (two infantry against one win more often than one),
// the same as the calculator gives for the battle once they are there.
func Test7_2_CombatMoveShowsTheOdds(t *testing.T) {
	g := newTest(t, Germany)
	put(g, UK, Infantry, "france", 1)
	g.S.Control["france"] = UK
	put(g, Germany, Infantry, "western-germany", 2)
	g.Push(engine.Frame{Op: opMove, A: 1, Area: "western-germany", S: Infantry, Sub: "move:france"})
	if err := g.Run(); err != nil {
		t.Fatal(err)
	}
	p := g.Prompt()
	if p == nil || p.Kind != "move-count" || len(p.Options) != 2 {
		t.Fatalf("prompt %+v", p)
	}
	two, one := p.Options[0], p.Options[1]
	if len(two.Odds) != 3 || len(one.Odds) != 3 || two.DetailMsg == nil {
		t.Fatalf("odds: %+v / %+v", two.Odds, one.Odds)
	}
	if two.Odds[0].P <= one.Odds[0].P {
		t.Errorf("win with two %.3f, with one %.3f", two.Odds[0].P, one.Odds[0].P)
	}
	answer(t, g, "n:2")
	if r := g.Calculate(g.battleSetup("france")); math.Abs(r.Win-two.Odds[0].P) > 1e-12 {
		t.Errorf("the move's odds %.6f, the battle's %.6f", two.Odds[0].P, r.Win)
	}
	// into an empty territory (no battle): no odds
	e := newTest(t, Germany)
	put(e, Germany, Infantry, "poland", 2)
	e.Push(engine.Frame{Op: opMove, A: 1, Area: "poland", S: Infantry, Sub: "move:eastern-poland"})
	if err := e.Run(); err != nil {
		t.Fatal(err)
	}
	if p := e.Prompt(); p == nil || len(p.Options[0].Odds) != 0 {
		t.Errorf("odds on a move with no battle: %+v", p)
	}
}

// [8.1] A landing's odds on the combat move count the support fire it
// will have: the first units still aboard already see the battleship and
// destroyer in their zone (before europe12 they saw none until one unit
// was ashore), and the odds shown equal the battle's once it is set; a
// zone whose sea battle comes first [A18] gives no support (its ships
// will have fought), and the odds say so.
func Test8_1_LandingOddsCountSupportFire(t *testing.T) {
	setup := func(enemyShip bool) (*Game, engine.Option) {
		g := newTest(t, UK)
		tr := put(g, UK, Transport, "english-channel", 1)[0]
		put(g, UK, Battleship, "english-channel", 1)
		put(g, UK, Destroyer, "english-channel", 1)
		for _, id := range put(g, UK, Infantry, "english-channel", 2) {
			g.S.unit(id).On = tr
		}
		put(g, Germany, Infantry, "france", 2)
		if enemyShip {
			put(g, Germany, Destroyer, "english-channel", 1)
		}
		g.Push(engine.Frame{Op: opMove, A: 1, Area: "english-channel", S: Infantry + "/cargo", Sub: "unload:france"})
		if err := g.Run(); err != nil {
			t.Fatal(err)
		}
		p := g.Prompt()
		if p == nil || p.Kind != "move-count" || len(p.Options) != 2 || len(p.Options[0].Odds) != 3 {
			t.Fatalf("prompt %+v", p)
		}
		return g, p.Options[0]
	}
	g, two := setup(false)
	bare := g.battleSetup("france")
	bare.Att.N[tInfantry] += 2
	without := g.Calculate(bare)
	if two.Odds[0].P <= without.Win+0.05 {
		t.Errorf("two landing: win %.3f shown, %.3f without support: the support fire is not counted", two.Odds[0].P, without.Win)
	}
	answer(t, g, "n:2")
	st := g.battleSetup("france")
	if st.SupportBB != 1 || st.SupportDD != 1 {
		t.Fatalf("the battle's support: %d battleships, %d destroyers", st.SupportBB, st.SupportDD)
	}
	if r := g.Calculate(st); math.Abs(r.Win-two.Odds[0].P) > 1e-12 || math.Abs(r.Lose-two.Odds[1].P) > 1e-12 {
		t.Errorf("the move's odds %.6f/%.6f, the battle's %.6f/%.6f", two.Odds[0].P, two.Odds[1].P, r.Win, r.Lose)
	}
	// an enemy destroyer in the zone: the sea battle comes first, no support
	g, two = setup(true)
	bare = g.battleSetup("france")
	bare.Att.N[tInfantry] += 2
	bare.SupportBB, bare.SupportDD = 0, 0
	if r := g.Calculate(bare); math.Abs(r.Win-two.Odds[0].P) > 1e-12 {
		t.Errorf("behind a sea battle: win %.6f shown, %.6f without support", two.Odds[0].P, r.Win)
	}
}
