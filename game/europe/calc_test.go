package europe

import (
	"math"
	"testing"

	"periscope/game/dice"
	"periscope/game/engine"
)

// fightOnce sets the forces in a space and fights the battle with the
// real battle steps, every decision the default (press on, fire, fight,
// casualties by the casualty order). It returns 1 (attacker wins), −1
// (defender wins) or 0.
func fightOnce(t *testing.T, d *Data, st Setup, seed uint64) int {
	g, _ := NewGame(d, engine.Record{System: SystemID, Theatre: Theatre, Scenario: Scenario4, Seed: seed})
	g.S.Units, g.S.Stack = nil, nil
	g.S.Turn = 0
	g.S.StartControl = map[string]Power{}
	space := "poland"
	if st.Sea {
		space = "north-sea"
	}
	g.S.Control[space] = USSR
	var carriers []int
	for ti := nTypes - 1; ti >= 0; ti-- {
		for k := 0; k < st.Def.N[ti]; k++ {
			u := g.S.add(typeIDs[ti], USSR, space)
			u.Damaged = k < st.Def.Dmg[ti]
			if ti == tCarrier {
				carriers = append(carriers, u.ID, u.ID)
			}
			if ti == tFighter && st.Sea {
				u.On, carriers = carriers[0], carriers[1:]
			}
		}
		for k := 0; k < st.Att.N[ti]; k++ {
			u := g.S.add(typeIDs[ti], Germany, space)
			u.Attacking = true
			u.Damaged = k < st.Att.Dmg[ti]
		}
	}
	if st.DamagedBB > 0 {
		g.S.Options = []string{"damaged-full=off"} // [A34]
	}
	g.S.Orders = map[Power]CasualtyOrder{}
	if st.AttOrder != nil {
		g.S.Orders[Germany] = CasualtyOrder{Attack: names(st.AttOrder)}
	}
	if st.DefOrder != nil {
		g.S.Orders[USSR] = CasualtyOrder{Defence: names(st.DefOrder)}
	}
	run(t, g, engine.Frame{Op: opBattle, Area: space})
	// every unit on the map is in the battle (defending fighters of a sunk
	// carrier land elsewhere after it)
	var att, def Force
	for _, u := range g.S.Units {
		if u.Submerged {
			continue
		}
		if u.Owner == Germany {
			att.N[typeIndex(u.Type)]++
		} else {
			def.N[typeIndex(u.Type)]++
		}
	}
	if !st.Sea && g.S.Control[space] == Germany {
		return 1
	}
	switch {
	case st.Sea && def.empty() && !att.empty():
		return 1
	case att.empty() && !def.empty():
		return -1
	}
	return 0
}

func randomSetup(src *dice.Source) Setup {
	var st Setup
	st.Sea = src.Intn(2) == 0
	if st.Sea {
		for _, t := range []int{tSubmarine, tDestroyer, tBattleship, tTransport, tFighter} {
			st.Att.N[t] = src.Intn(3)
		}
		st.Att.N[tTransport] = 0
		for _, t := range []int{tSubmarine, tDestroyer, tBattleship, tTransport, tCarrier} {
			st.Def.N[t] = src.Intn(2)
		}
		st.Def.N[tFighter] = src.Intn(2*st.Def.N[tCarrier] + 1)
		if st.Att.total() == 0 {
			st.Att.N[tDestroyer] = 1
		}
		if st.Def.total() == 0 {
			st.Def.N[tTransport] = 1
		}
		return st
	}
	for _, t := range []int{tInfantry, tArtillery, tTank, tFighter, tBomber} {
		st.Att.N[t] = src.Intn(3)
	}
	st.Att.N[tInfantry]++
	for _, t := range []int{tInfantry, tArtillery, tTank, tFighter} {
		st.Def.N[t] = src.Intn(3)
	}
	st.Def.N[tInfantry]++
	st.Def.N[tAA] = src.Intn(2)
	st.AA = st.Def.N[tAA] > 0
	return st
}

// The calculator agrees with the real combat code on random battles
// (land with AA and artillery; sea with first strike, destroyers,
// battleships, carriers and fighters) within 3σ of the Monte-Carlo run.
func TestCalculatorAgreesWithMonteCarlo(t *testing.T) {
	d := testData(t)
	src := dice.New(2026)
	battles, trials := 100, 150
	if testing.Short() {
		battles = 20
	}
	worst := 0.0
	for b := 0; b < battles; b++ {
		st := randomSetup(src)
		r := Calculate(st, d)
		if s := r.Win + r.Lose + r.Draw; math.Abs(s-1) > 1e-9 {
			t.Fatalf("battle %d: probabilities sum to %v", b, s)
		}
		var n [3]int
		for k := 0; k < trials; k++ {
			n[fightOnce(t, d, st, uint64(b*1000+k+1))+1]++
		}
		for i, p := range []float64{r.Lose, r.Draw, r.Win} {
			f := float64(n[i]) / float64(trials)
			sigma := math.Sqrt(max(p*(1-p), 1e-4) / float64(trials))
			z := math.Abs(f-p) / sigma
			worst = max(worst, z)
			if z > 3 {
				t.Errorf("battle %d %+v: outcome %d exact %.3f, simulated %.3f (%.1fσ)", b, st, i-1, p, f, z)
			}
		}
	}
	t.Logf("%d battles × %d trials: worst deviation %.2fσ", battles, trials, worst)
}

func names(order []int) []string {
	var out []string
	for _, t := range order {
		out = append(out, typeIDs[t])
	}
	return out
}

func shuffled(src *dice.Source, order []int) []int {
	out := append([]int(nil), order...)
	for i := len(out) - 1; i > 0; i-- {
		j := src.Intn(i + 1)
		out[i], out[j] = out[j], out[i]
	}
	return out
}

// [7.3 C–D, 16] With the players' own casualty orders (random ones here)
// the calculator still agrees with the real combat code within 3σ: the
// odds shown are the odds of what the dice do with the order the player
// set.
func Test7_3_CalculatorUsesThePlayersCasualtyOrder(t *testing.T) {
	d := testData(t)
	src := dice.New(41)
	battles, trials := 16, 150
	if testing.Short() {
		battles = 8
	}
	worst := 0.0
	for b := 0; b < battles; b++ {
		st := randomSetup(src)
		st.AttOrder = shuffled(src, AttackOrder)
		st.DefOrder = shuffled(src, DefenseOrder)
		r := Calculate(st, d)
		var n [3]int
		for k := 0; k < trials; k++ {
			n[fightOnce(t, d, st, uint64(b*1000+k+7))+1]++
		}
		for i, p := range []float64{r.Lose, r.Draw, r.Win} {
			f := float64(n[i]) / float64(trials)
			sigma := math.Sqrt(max(p*(1-p), 1e-4) / float64(trials))
			z := math.Abs(f-p) / sigma
			worst = max(worst, z)
			if z > 3 {
				t.Errorf("battle %d %+v: outcome %d exact %.3f, simulated %.3f (%.1fσ)", b, st, i-1, p, f, z)
			}
		}
	}
	t.Logf("%d battles × %d trials with random casualty orders: worst deviation %.2fσ", battles, trials, worst)
}

// The AI judges an attack with the defender's own casualty order, as the
// battle will take the hits [7.3 C–D, 8.2, 16]: a USSR that loses its
// fighter and tank first is weaker in Ukraine than one that keeps them,
// and the AI's estimate is the calculator's with the USSR's order.
func Test7_3_AIOddsUseTheDefendersCasualtyOrder(t *testing.T) {
	g := newTest(t, Germany)
	put(g, USSR, Infantry, "ukraine", 2)
	put(g, USSR, Tank, "ukraine", 1)
	put(g, USSR, Fighter, "ukraine", 1)
	var att Force
	att.N[tInfantry], att.N[tArtillery], att.N[tTank] = 2, 1, 2
	st := Setup{Att: att, Def: g.force(g.sideUnits("ukraine", false), nil)}
	byDefault := estimate(g, "ukraine", st)
	// the USSR's defending order: fighter, then tank, then the rest
	order := []string{Fighter, Tank}
	for _, t := range DefenseOrder {
		if id := typeIDs[t]; id != Fighter && id != Tank {
			order = append(order, id)
		}
	}
	if g.S.Orders == nil {
		g.S.Orders = map[Power]CasualtyOrder{}
	}
	g.S.Orders[USSR] = CasualtyOrder{Defence: order}
	custom := estimate(g, "ukraine", st)
	want := st
	want.AttOrder = g.S.Order(Germany, true)
	want.DefOrder = g.S.Order(USSR, false)
	if exact := Calculate(want, g.D).Win; !near(custom, exact) {
		t.Errorf("AI estimate %.4f, calculator with the USSR's order %.4f", custom, exact)
	}
	if custom <= byDefault+0.01 {
		t.Errorf("losing the fighter and tank first should help the attacker: %.4f with the USSR's order, %.4f by default", custom, byDefault)
	}
	t.Logf("German win chance: %.3f against the default order, %.3f against fighter-and-tank first", byDefault, custom)
}

// [A34] A damaged battleship fires at full strength (the recommended
// ruling); with damaged-full=off at 2, half its strength, until repaired.
// The battle steps roll it so (logged with A34), and the calculator, which
// the AI and the odds use, agrees with them within 3σ.
func TestA34_DamagedBattleshipSwitch(t *testing.T) {
	d := testData(t)
	var f Force
	f.N[tBattleship], f.Dmg[tBattleship] = 2, 1
	full := f.fire(true, true, false, &Force{}, newTest(t, Germany).S.damagedBB())
	if len(full) != 1 || full[0].Dice != 2 || full[0].HitOn != 4 {
		t.Errorf("full strength (default): %+v", full)
	}
	reduced := f.fire(false, true, false, &Force{}, newTest(t, Germany, "damaged-full=off").S.damagedBB())
	if len(reduced) != 2 || reduced[0].Dice != 1 || reduced[0].HitOn != 4 || reduced[1].Dice != 1 || reduced[1].HitOn != 2 {
		t.Errorf("damaged-full=off: %+v", reduced)
	}
	// A damaged battleship and a destroyer against two destroyers.
	st := Setup{Sea: true}
	st.Att.N[tBattleship], st.Att.Dmg[tBattleship], st.Att.N[tDestroyer] = 1, 1, 1
	st.Def.N[tDestroyer] = 2
	atFull := Calculate(st, d)
	st.DamagedBB = damagedBBReduced
	weak := Calculate(st, d)
	if weak.Win >= atFull.Win-0.02 {
		t.Errorf("a weaker damaged battleship should win less: %.3f reduced, %.3f full", weak.Win, atFull.Win)
	}
	trials := 300
	var n [3]int
	for k := 0; k < trials; k++ {
		n[fightOnce(t, d, st, uint64(5000+k))+1]++
	}
	for i, p := range []float64{weak.Lose, weak.Draw, weak.Win} {
		got := float64(n[i]) / float64(trials)
		sigma := math.Sqrt(max(p*(1-p), 1e-4) / float64(trials))
		if z := math.Abs(got-p) / sigma; z > 3 {
			t.Errorf("outcome %d: exact %.3f, battle steps %.3f (%.1fσ)", i-1, p, got, z)
		}
	}
	t.Logf("damaged battleship + destroyer against two destroyers: win %.3f at full strength, %.3f at 2 (battle steps %.3f)", atFull.Win, weak.Win, float64(n[2])/float64(trials))
	// The roll is logged with the ruling.
	g := newTest(t, Germany, "damaged-full=off")
	g.S.Control["north-sea"] = UK
	bb := put(g, Germany, Battleship, "north-sea", 1)[0]
	g.S.unit(bb).Damaged, g.S.unit(bb).Attacking = true, true
	put(g, UK, Transport, "north-sea", 1)
	run(t, g, engine.Frame{Op: opBattle, Area: "north-sea"})
	if !logHas(g, "7.3 C, A34", "damaged battleship") {
		t.Error("no roll of the damaged battleship logged with A34")
	}
	if ai := (&Game{D: d, S: g.S}); ai.battleSetup("north-sea").DamagedBB != damagedBBReduced {
		t.Error("the battle's setup (odds, AI) ignores damaged-full=off")
	}
}

// [A34, 7.3] The battle board shows a damaged battleship's reduced value
// under damaged-full=off (it fires on 2, not 4), and none at full strength.
func TestA34_BattleBoardShowsTheDamagedValue(t *testing.T) {
	for _, c := range []struct {
		opts []string
		want int
	}{{nil, 0}, {[]string{"damaged-full=off"}, damagedBBReduced}} {
		g := newTest(t, Germany, c.opts...)
		g.S.Control["north-sea"] = UK
		bb := put(g, Germany, Battleship, "north-sea", 1)[0]
		g.S.unit(bb).Damaged, g.S.unit(bb).Attacking = true, true
		dd := put(g, Germany, Destroyer, "north-sea", 1)[0]
		g.S.unit(dd).Attacking = true
		put(g, UK, Destroyer, "north-sea", 2)
		g.S.Over = false
		g.Push(engine.Frame{Op: opBattle, Area: "north-sea"})
		if err := g.Run(); err != nil {
			t.Fatal(err)
		}
		b := g.Board() // at the battle's first decision
		if b == nil {
			t.Fatalf("%v: no battle board (prompt %+v)", c.opts, g.Prompt())
		}
		found := false
		for _, u := range b.Att {
			if u.Type == Battleship {
				found = true
				if u.Damaged != 1 || u.Value != 4 || u.DamagedValue != c.want {
					t.Errorf("%v: battleship on the board %+v, want damaged value %d", c.opts, u, c.want)
				}
			}
		}
		if !found {
			t.Errorf("%v: no battleship among the attackers %+v", c.opts, b.Att)
		}
	}
}
