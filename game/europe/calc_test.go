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
		}
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
