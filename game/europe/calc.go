package europe

import (
	"container/heap"
)

// The exact battle calculator: it enumerates the outcome distribution
// round by round — AA fire, support fire, submarine first strike,
// destroyer cancellation, two-hit battleships, classes of hits — with the
// casualty order the game's automatic casualty choice uses (Force.assign).
// Nothing is simulated. The attacker is assumed to press the attack to the
// end and both sides' submarines to fire.

// Setup describes a battle for the calculator.
type Setup struct {
	Att, Def Force
	Sea      bool
	// AA is whether the defender has an AA gun (land battles) [7.3 B].
	AA bool
	// Support are the bombarding battleships and destroyers [8.1].
	SupportBB, SupportDD int
	// Orders are the sides' casualty orders (nil: the defaults).
	AttOrder, DefOrder []int
	// DamagedBB is what a damaged battleship hits on (0: full strength,
	// the recommended ruling of A34; see State.damagedBB).
	DamagedBB int
}

// Result is the outcome distribution of a battle.
type Result struct {
	// Win: the defender is destroyed (and, on land, an attacking land
	// unit survives to take the territory). Lose: the attacker is
	// destroyed. Draw: both destroyed, a stalemate, or a land battle
	// cleared by aircraft alone.
	Win, Lose, Draw float64
	// Expected survivors per type.
	AttLeft, DefLeft [nTypes]float64
	// Expected IPC lost by each side (unit costs; a damaged battleship
	// costs nothing).
	AttLost, DefLost float64
	States           int
}

type calcState struct{ A, D Force }

// calcKey is a calcState packed into bytes (a fast map key).
type calcKey [4 * nTypes]uint8

func (c *calcState) key() calcKey {
	var k calcKey
	for t := 0; t < nTypes; t++ {
		k[t], k[nTypes+t] = uint8(c.A.N[t]), uint8(c.A.Dmg[t])
		k[2*nTypes+t], k[3*nTypes+t] = uint8(c.D.N[t]), uint8(c.D.Dmg[t])
	}
	return k
}

func (c calcState) potential() int {
	p := 0
	for _, f := range []*Force{&c.A, &c.D} {
		for t := 0; t < nTypes; t++ {
			if t != tAA {
				p += f.N[t]
			}
		}
		p += f.N[tBattleship] - f.Dmg[tBattleship]
	}
	return p
}

type pq []calcState

func (q pq) Len() int           { return len(q) }
func (q pq) Less(i, j int) bool { return q[i].potential() > q[j].potential() }
func (q pq) Swap(i, j int)      { q[i], q[j] = q[j], q[i] }
func (q *pq) Push(x any)        { *q = append(*q, x.(calcState)) }
func (q *pq) Pop() any          { o := *q; x := o[len(o)-1]; *q = o[:len(o)-1]; return x }

// hitsDist is the joint distribution of hits per class of a set of fire
// groups (independent dice).
type hitsOutcome struct {
	H [nClasses]int
	P float64
}

func hitsDist(groups []fireGroup) []hitsOutcome {
	var per [nClasses][]float64
	for c := range per {
		per[c] = []float64{1}
	}
	for _, g := range groups {
		p := float64(g.HitOn) / 6
		for k := 0; k < g.Dice; k++ {
			cur := per[g.Class]
			next := make([]float64, len(cur)+1)
			for h, q := range cur {
				next[h] += q * (1 - p)
				next[h+1] += q * p
			}
			per[g.Class] = next
		}
	}
	out := []hitsOutcome{{P: 1}}
	for c := hitClass(0); c < nClasses; c++ {
		if len(per[c]) == 1 {
			continue
		}
		var next []hitsOutcome
		for _, o := range out {
			for h, q := range per[c] {
				if q == 0 {
					continue
				}
				n := o
				n.H[c] = h
				n.P *= q
				next = append(next, n)
			}
		}
		out = next
	}
	return out
}

// Calculate computes a battle's outcome distribution exactly.
func Calculate(s Setup, d *Data) Result {
	ao, do := s.AttOrder, s.DefOrder
	if ao == nil {
		ao = AttackOrder
	}
	if do == nil {
		do = DefenseOrder
	}
	dist := map[calcKey]float64{}
	states := map[calcKey]calcState{}
	put := func(st calcState, p float64) bool {
		k := st.key()
		_, had := states[k]
		if !had {
			states[k] = st
		}
		dist[k] += p
		return !had
	}
	start := calcState{A: s.Att, D: s.Def}
	// Round 1 specials: AA fire at aircraft, then support fire, whose
	// victims still fire back in round 1 [7.3 B, 8.1].
	first := []stateOutcome{{S: start, P: 1}}
	if !s.Sea && s.AA && start.A.air() > 0 {
		first = nil
		for _, o := range hitsDist([]fireGroup{{Dice: start.A.air(), HitOn: 1, Class: hitAir}}) {
			n := start
			n.A.assignOnly(o.H, ao)
			first = append(first, stateOutcome{S: n, P: o.P})
		}
	}
	support := []fireGroup{{Dice: s.SupportBB, HitOn: 4, Class: hitAny}, {Dice: s.SupportDD, HitOn: 2, Class: hitAny}}
	var res Result
	q := &pq{}
	for _, f := range first {
		if s.SupportBB+s.SupportDD == 0 {
			if put(f.S, f.P) {
				heap.Push(q, f.S)
			}
			continue
		}
		for _, o := range roundOutcomes(f.S, s.Sea, ao, do, support, s.DamagedBB) {
			if o.P > 0 && put(o.S, f.P*o.P) {
				heap.Push(q, o.S)
			}
		}
	}
	done := map[calcKey]bool{}
	for q.Len() > 0 {
		st := heap.Pop(q).(calcState)
		k := st.key()
		if done[k] {
			continue
		}
		done[k] = true
		res.States++
		p := dist[k]
		if end, w := terminal(st, s.Sea); end {
			res.record(st, p, w, s, d)
			continue
		}
		outs := roundOutcomes(st, s.Sea, ao, do, nil, s.DamagedBB)
		self := 0.0
		for _, o := range outs {
			if o.S == st {
				self += o.P
			}
		}
		if self > 1-1e-12 {
			res.record(st, p, 0, s, d)
			continue
		}
		for _, o := range outs {
			if o.S == st || o.P == 0 {
				continue
			}
			if put(o.S, p*o.P/(1-self)) {
				heap.Push(q, o.S)
			}
		}
	}
	return res
}

// terminal reports whether a battle state ends the battle and how
// (1 attacker wins, −1 defender wins, 0 draw).
func terminal(st calcState, sea bool) (bool, int) {
	a, d := st.A.empty(), st.D.empty()
	switch {
	case a && d:
		return true, 0
	case a:
		return true, -1
	case d:
		if !sea && st.A.land() == 0 {
			return true, 0
		}
		return true, 1
	}
	if !canHurt(&st.A, &st.D, true, sea) && !canHurt(&st.D, &st.A, false, sea) {
		return true, 0
	}
	return false, 0
}

func (r *Result) record(st calcState, p float64, w int, s Setup, d *Data) {
	switch w {
	case 1:
		r.Win += p
	case -1:
		r.Lose += p
	default:
		r.Draw += p
	}
	for t := 0; t < nTypes; t++ {
		r.AttLeft[t] += p * float64(st.A.N[t])
		r.DefLeft[t] += p * float64(st.D.N[t])
		if d != nil {
			cost := float64(d.types[typeIDs[t]].Cost)
			r.AttLost += p * cost * float64(s.Att.N[t]-st.A.N[t])
			r.DefLost += p * cost * float64(s.Def.N[t]-st.D.N[t])
		}
	}
}

type stateOutcome struct {
	S calcState
	P float64
}

// roundOutcomes enumerates one round: first strike, then both sides'
// regular fire, casualties applied after both have fired. extra are
// additional attacker dice fired with the regular fire (support fire).
// The attacker's hits decide the defender's losses and the defender's
// hits the attacker's, so each side's results are enumerated once and
// crossed.
func roundOutcomes(st calcState, sea bool, ao, do []int, extra []fireGroup, dmgBB int) []stateOutcome {
	var out []stateOutcome
	fs := sea && firstStrike(&st.A, &st.D)
	firsts := []hitsOutcome{{P: 1}}
	if fs {
		firsts = hitsDist([]fireGroup{{Dice: st.A.N[tSubmarine], HitOn: 2, Class: hitShip}})
	}
	for _, f1 := range firsts {
		d1 := st.D
		if fs {
			d1.assignOnly(f1.H, do)
		}
		ag := append(st.A.fire(true, sea, fs, &d1, dmgBB), extra...)
		dg := d1.fire(false, sea, false, &st.A, dmgBB)
		ds := mergeForces(hitsDist(ag), d1, do)
		as := mergeForces(hitsDist(dg), st.A, ao)
		for _, x := range ds {
			for _, y := range as {
				out = append(out, stateOutcome{S: calcState{A: y.F, D: x.F}, P: f1.P * x.P * y.P})
			}
		}
	}
	return out
}

type forceP struct {
	F Force
	P float64
}

// mergeForces applies each hits outcome to f and merges equal results.
func mergeForces(hs []hitsOutcome, f Force, order []int) []forceP {
	var out []forceP
	for _, h := range hs {
		n := f
		n.assignOnly(h.H, order)
		found := false
		for i := range out {
			if out[i].F == n {
				out[i].P += h.P
				found = true
				break
			}
		}
		if !found {
			out = append(out, forceP{n, h.P})
		}
	}
	return out
}
