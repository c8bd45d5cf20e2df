package europe

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

func (c *calcState) key() calcKey { return joinKey(c.A.half(), c.D.half()) }

func (c *calcState) potential() int {
	p := 0
	for t := 0; t < nTypes; t++ {
		if t != tAA {
			p += c.A.N[t] + c.D.N[t]
		}
	}
	return p + c.A.N[tBattleship] - c.A.Dmg[tBattleship] + c.D.N[tBattleship] - c.D.Dmg[tBattleship]
}

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

// hitsCache keeps the hits distributions of the dice a battle's states
// roll (many states roll the same dice).
type hitsCache map[diceKey][]hitsOutcome

// diceKey is a roll's dice counted by class and number hit on.
type diceKey [nClasses][7]uint16

func (c hitsCache) dist(groups []fireGroup) []hitsOutcome {
	var k diceKey
	for _, g := range groups {
		if g.HitOn < 0 || g.HitOn > 6 || g.Dice < 0 || g.Dice > 60000 {
			return hitsDist(groups)
		}
		k[g.Class][g.HitOn] += uint16(g.Dice)
	}
	if r, ok := c[k]; ok {
		return r
	}
	r := hitsDist(groups)
	c[k] = r
	return r
}

// Calculate computes a battle's outcome distribution exactly.
//
// Every hit takes a unit or damages a battleship, so a state's potential
// (its units, plus its undamaged battleships) only falls from round to
// round: the states are settled in buckets of falling potential, each
// once, after every state that leads to it. A state is packed into a
// calcKey (one map lookup a state reached); a round's outcomes are the
// two sides' results crossed, each side's packed once.
func Calculate(s Setup, d *Data) Result {
	ao, do := s.AttOrder, s.DefOrder
	if ao == nil {
		ao = AttackOrder
	}
	if do == nil {
		do = DefenseOrder
	}
	type node struct {
		a, d int32 // the sides' forces, interned
		p    float64
	}
	// Each side's distinct forces are interned once; a state is the pair
	// of their numbers.
	type side struct {
		idx    map[halfKey]int32
		forces []Force
	}
	intern := func(sd *side, k halfKey, f *Force) int32 {
		if i, ok := sd.idx[k]; ok {
			return i
		}
		i := int32(len(sd.forces))
		sd.idx[k] = i
		sd.forces = append(sd.forces, *f)
		return i
	}
	as, ds := &side{idx: map[halfKey]int32{}}, &side{idx: map[halfKey]int32{}}
	var nodes []node
	// grid[a][d] is the state's node number + 1 (0: not reached yet): the
	// sides have a few hundred forces at most, a dense table beats a map
	grid := [][]int32{}
	var buckets [][]int32
	put := func(a, d int32, p float64) {
		for int(a) >= len(grid) {
			grid = append(grid, nil)
		}
		row := grid[a]
		if int(d) < len(row) && row[d] != 0 {
			nodes[row[d]-1].p += p
			return
		}
		for int(d) >= len(row) {
			row = append(row, 0)
		}
		grid[a] = row
		i := int32(len(nodes))
		row[d] = i + 1
		nodes = append(nodes, node{a, d, p})
		st := calcState{A: as.forces[a], D: ds.forces[d]}
		pot := st.potential()
		for len(buckets) <= pot {
			buckets = append(buckets, nil)
		}
		buckets[pot] = append(buckets[pot], i)
	}
	hc := hitsCache{}
	var aid, did []int32
	ids := func(pt *roundPart) {
		aid, did = aid[:0], did[:0]
		for i := range pt.as {
			aid = append(aid, intern(as, pt.as[i].K, &pt.as[i].F))
		}
		for i := range pt.ds {
			did = append(did, intern(ds, pt.ds[i].K, &pt.ds[i].F))
		}
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
	for _, f := range first {
		if s.SupportBB+s.SupportDD == 0 {
			put(intern(as, f.S.A.half(), &f.S.A), intern(ds, f.S.D.half(), &f.S.D), f.P)
			continue
		}
		for _, pt := range roundParts(&f.S, s.Sea, ao, do, support, s.DamagedBB, hc) {
			ids(&pt)
			for x := range pt.ds {
				for y := range pt.as {
					if p := pt.P * pt.ds[x].P * pt.as[y].P; p > 0 {
						put(aid[y], did[x], f.P*p)
					}
				}
			}
		}
	}
	for pot := len(buckets) - 1; pot >= 0; pot-- {
		for j := 0; j < len(buckets[pot]); j++ {
			n := nodes[buckets[pot][j]]
			st, p := calcState{A: as.forces[n.a], D: ds.forces[n.d]}, n.p
			res.States++
			if end, w := terminal(st, s.Sea); end {
				res.record(st, p, w, s, d)
				continue
			}
			parts := roundParts(&st, s.Sea, ao, do, nil, s.DamagedBB, hc)
			self := 0.0
			for _, pt := range parts {
				ids(&pt)
				for x := range pt.ds {
					if did[x] != n.d {
						continue
					}
					for y := range pt.as {
						if aid[y] == n.a {
							self += pt.P * pt.ds[x].P * pt.as[y].P
						}
					}
				}
			}
			if self > 1-1e-12 {
				res.record(st, p, 0, s, d)
				continue
			}
			scale := p / (1 - self)
			for _, pt := range parts {
				ids(&pt)
				for x := range pt.ds {
					px := scale * pt.P * pt.ds[x].P
					if px < negligible {
						continue
					}
					for y := range pt.as {
						q := px * pt.as[y].P
						if q < negligible || did[x] == n.d && aid[y] == n.a {
							continue
						}
						put(aid[y], did[x], q)
					}
				}
			}
		}
	}
	return res
}

// negligible is the probability below which the calculator drops an
// outcome of a round (the far tails of a big battle's dice): each dropped
// one is under 1e-18 of the whole, so all of them together stay far below
// what the odds show (0.1 %) and below the 1e-9 its tests allow.
const negligible = 1e-18

// halfKey is one side's force packed into bytes (half a calcKey).
type halfKey [2 * nTypes]uint8

func (f *Force) half() halfKey {
	var h halfKey
	for t := 0; t < nTypes; t++ {
		h[t], h[nTypes+t] = uint8(f.N[t]), uint8(f.Dmg[t])
	}
	return h
}

// joinKey is the calcKey of the state with attacker a and defender d.
func joinKey(a, d halfKey) calcKey {
	var k calcKey
	copy(k[:2*nTypes], a[:])
	copy(k[2*nTypes:], d[:])
	return k
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

// roundPart is one round's outcomes after one first-strike result (of
// probability P): the defender's results ds crossed with the attacker's
// as.
type roundPart struct {
	P      float64
	ds, as []forceP
}

// roundParts enumerates one round: first strike, then both sides'
// regular fire, casualties applied after both have fired. extra are
// additional attacker dice fired with the regular fire (support fire).
// The attacker's hits decide the defender's losses and the defender's
// hits the attacker's, so each side's results are enumerated once, to be
// crossed.
func roundParts(st *calcState, sea bool, ao, do []int, extra []fireGroup, dmgBB int, hc hitsCache) []roundPart {
	fs := sea && firstStrike(&st.A, &st.D)
	firsts := []hitsOutcome{{P: 1}}
	if fs {
		firsts = hc.dist([]fireGroup{{Dice: st.A.N[tSubmarine], HitOn: 2, Class: hitShip}})
	}
	out := make([]roundPart, 0, len(firsts))
	for _, f1 := range firsts {
		d1 := st.D
		if fs {
			d1.assignOnly(f1.H, do)
		}
		ag := append(st.A.fire(true, sea, fs, &d1, dmgBB), extra...)
		dg := d1.fire(false, sea, false, &st.A, dmgBB)
		out = append(out, roundPart{P: f1.P, ds: mergeForces(hc.dist(ag), d1, do), as: mergeForces(hc.dist(dg), st.A, ao)})
	}
	return out
}

type forceP struct {
	F Force
	P float64
	K halfKey
}

// mergeForces applies each hits outcome to f and merges equal results.
// When all the hits are of one class (a land battle's), the outcomes come
// by a growing number of hits and each force is the one before with more
// casualties taken: the casualties are taken once, one after another.
func mergeForces(hs []hitsOutcome, f Force, order []int) []forceP {
	out := make([]forceP, 0, len(hs))
	if c, ok := oneClass(hs); ok {
		n, taken, full := f, 0, false
		for _, h := range hs {
			for ; taken < h.H[c] && !full; taken++ {
				if _, ok := n.takeOne(c, order); !ok {
					full = true
				}
			}
			k := n.half()
			if len(out) > 0 && out[len(out)-1].K == k {
				out[len(out)-1].P += h.P
				continue
			}
			out = append(out, forceP{n, h.P, k})
		}
		return out
	}
	for _, h := range hs {
		n := f
		n.assignOnly(h.H, order)
		k := n.half()
		found := false
		for i := range out {
			if out[i].K == k {
				out[i].P += h.P
				found = true
				break
			}
		}
		if !found {
			out = append(out, forceP{n, h.P, k})
		}
	}
	return out
}

// oneClass reports the one class of hits of outcomes that all hit in
// that class only, in a growing number.
func oneClass(hs []hitsOutcome) (hitClass, bool) {
	c := hitClass(-1)
	last := -1
	for _, h := range hs {
		for k := hitClass(0); k < nClasses; k++ {
			if h.H[k] == 0 {
				continue
			}
			if c >= 0 && k != c {
				return 0, false
			}
			c = k
		}
		if c >= 0 && h.H[c] <= last {
			return 0, false
		}
		if c >= 0 {
			last = h.H[c]
		}
	}
	if c < 0 {
		return 0, len(hs) > 0
	}
	return c, true
}
