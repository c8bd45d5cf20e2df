package campaign

import (
	"slices"
	"strconv"

	"periscope/game/dice"
	"periscope/game/engine"
)

// A wolfpack member's shift odds (issue 13, odds14).
//
// Between rounds each member still on the display rolls to stay [24.25B]
// and may shift one column [24.25C], one after the other; then the
// members due for the re-attack — the shadower, the "re-attack only"
// joiners and those left off in round 1 — take position by a [24.12] roll
// [24.25D]; then the pack attacks in the player's order [24.23]. A
// member's counterattack hangs on that: an escort in an adjacent column
// stops counting against it when another boat holds that column [24.24],
// and a diligent escort it turns up goes for a random member on the
// display [24.21]. So its odds at the shift prompt are taken over the
// stay rolls still to come and the places the arriving members take, by
// the odds' policy (DESIGN.md, "The odds' policy"):
//
//   - the members still to roll try to stay, and those that stay keep
//     their columns;
//   - an arriving member takes an outer column while one has a free box,
//     the left one first: outer boxes are always open and need no roll
//     [24.12], [14.11]; when both are full it tries the first column in
//     board order with a free box, by the [14.11] roll, and on a short
//     total takes the first column the total allows (none: it fails to
//     intercept [14.11]);
//   - this boat attacks first [24.23].

// packShiftOdds are the counterattack odds of pack member b if it takes
// column col at its shift prompt.
func (g *Game) packShiftOdds(b *CombatBoat, col int) []engine.Odd {
	var fresh int
	return g.packShiftOddsMemo(b, col, &fresh)
}

// packShiftOddsMemo is packShiftOdds on the game's odds memo for holder
// (counterOddsMemo: the columns of one shift prompt share it), its values
// dropped for each place of the pack (counterOddsKept).
func (g *Game) packShiftOddsMemo(b *CombatBoat, col int, holder *int) []engine.Odd {
	c := g.S.Combat
	// The displays of the walk are copied into rooms kept from prompt to
	// prompt, one for each depth (issue 16, session 38: a display cloned
	// for each branch was ~3 % of a campaign's bytes); a call made while
	// one runs (none does today) clones its own.
	rooms := g.displayRooms()
	if rooms != nil {
		defer func() { g.ctrMemo.dispBusy = false }()
	}
	depth := 0
	display := func(from *Combat) *Combat {
		if rooms == nil {
			return cloneDisplay(from)
		}
		if depth == len(*rooms) {
			*rooms = append(*rooms, &Combat{})
		}
		v := (*rooms)[depth]
		copyDisplay(v, from)
		return v
	}
	w := display(c)
	bi := slices.IndexFunc(w.Boats, func(x CombatBoat) bool { return x.ID == b.ID })
	if bi < 0 {
		return g.counterOddsAhead(b, col, c.Round)
	}
	w.move(bi, col)
	var later, arriving []int
	for i := range w.Boats {
		x := &w.Boats[i]
		switch {
		case i == bi || x.Out || g.Sub(x.ID).Status != StSea:
		case x.Column >= 0 && !x.Acted:
			later = append(later, i) // still to roll to stay [24.25B]
		case x.Column < 0 && !x.Acted && dueRound(x) <= c.Round:
			arriving = append(arriving, i) // placed after the stays [24.25D]
		}
	}
	acc := newOddsAcc()
	// The odds hang on which members are on the display and where: the
	// columns beside [24.24] and the members a diligent escort may go for
	// [24.21] (their crash dives and damage decide whether they go).
	memo := map[string][]engine.Odd{}
	var kb []byte
	leaf := func(w *Combat, p float64) {
		kb = w.appendPlacesKey(kb[:0])
		odds, ok := memo[string(kb)] // no string made to look up (issue 16)
		if !ok {
			k := string(kb)
			saved := g.S.Combat
			g.S.Combat = w
			odds = g.counterOddsKept(&w.Boats[bi], col, c.Round, holder, true)
			g.S.Combat = saved
			memo[k] = odds
		}
		for _, o := range odds {
			acc.add(o.Outcome, p*o.P)
		}
	}
	var arrive func(k int, w *Combat, p float64)
	arrive = func(k int, w *Combat, p float64) {
		if k == len(arriving) {
			leaf(w, p)
			return
		}
		i := arriving[k]
		for _, x := range g.arrivalPlaces(w, g.Sub(w.Boats[i].ID)) {
			depth++
			v := display(w)
			if x.col >= 0 {
				v.move(i, x.col)
			} else {
				v.Boats[i].Out = true // fails to intercept [14.11]
			}
			arrive(k+1, v, p*x.p)
			depth--
		}
	}
	var stay func(k int, w *Combat, p float64)
	stay = func(k int, w *Combat, p float64) {
		if k == len(later) {
			arrive(0, w, p)
			return
		}
		i := later[k]
		q := g.packStayP(g.Sub(w.Boats[i].ID))
		if q > 0 {
			stay(k+1, w, p*q)
		}
		if q < 1 {
			depth++
			v := display(w)
			v.move(i, -1)
			v.Boats[i].Out = true // loses contact and withdraws [24.25B]
			stay(k+1, v, p*(1-q))
			depth--
		}
	}
	stay(0, w, 1)
	return acc.list()
}

// packStayP is the chance a member that tries to stay does (stepStay):
// d10 ≤ Tactics + ace [24.25B]; for a second re-attack d10 ≤ ace, none
// without one [14.41]; Silent War's pack with +2 to the roll if damaged
// [24.55].
func (g *Game) packStayP(s *Sub) float64 {
	ace := g.AceValue(s)
	need := g.tactics(s) + ace
	if g.S.Combat.Round == 3 {
		if ace == 0 {
			return 0
		}
		need = ace
	}
	var mods []dice.Mod
	if g.preformedPackCombat() {
		mods = g.packStayMods(s)
	}
	return pAtMost(need, modTotal(mods))
}

// colP is a column and its chance (-1: no place).
type colP struct {
	col int
	p   float64
}

// arrivalPlaces are the places an arriving member takes by the odds'
// policy (above) on display w, with their chances.
func (g *Game) arrivalPlaces(w *Combat, s *Sub) []colP {
	if i := w.policyColumn(); i < 0 || w.Columns[i].Entry <= 0 {
		return []colP{{i, 1}}
	}
	want := w.policyColumn()
	bonus := dice.Sum(g.placeMods(s))
	var out []colP
	add := func(col int) {
		for j := range out {
			if out[j].col == col {
				out[j].p += 0.1
				return
			}
		}
		out = append(out, colP{col, 0.1})
	}
	for r := 0; r < 10; r++ {
		total := r + bonus
		if total > w.Columns[want].Entry {
			add(want)
			continue
		}
		first := -1 // the first column the total allows
		for i := range w.Columns {
			if w.freeBoxes(i) > 0 && total > w.Columns[i].Entry {
				first = i
				break
			}
		}
		add(first)
	}
	return out
}

// policyColumn is the column an arriving member asks for by the odds'
// policy: an outer column with a free box (entry 0: no roll), the first
// in board order; else the first column with a free box; -1 if none.
func (c *Combat) policyColumn() int {
	first := -1
	for i := range c.Columns {
		if c.freeBoxes(i) <= 0 {
			continue
		}
		if c.Columns[i].Entry <= 0 {
			return i
		}
		if first < 0 {
			first = i
		}
	}
	return first
}

// cloneDisplay copies what the pack's places change: the boats and each
// column's subs (the units are shared, read only).
func cloneDisplay(c *Combat) *Combat {
	w := *c
	w.Boats = slices.Clone(c.Boats)
	w.Columns = slices.Clone(c.Columns)
	for i := range w.Columns {
		w.Columns[i].Subs = slices.Clone(c.Columns[i].Subs)
	}
	return &w
}

// copyDisplay is cloneDisplay into dst, a room of the walk's own: its
// boats and columns' subs are copied into the lists dst already has.
func copyDisplay(dst, src *Combat) {
	boats, cols := dst.Boats[:0], dst.Columns[:0]
	*dst = *src
	dst.Boats = append(boats, src.Boats...)
	for i := range src.Columns {
		var subs []string
		if i < cap(cols) {
			subs = cols[:i+1][i].Subs[:0]
		}
		cols = append(cols, src.Columns[i])
		cols[i].Subs = append(subs, src.Columns[i].Subs...)
	}
	dst.Columns = cols
}

// displayRooms are the walk's displays (packShiftOddsMemo), kept in the
// game's odds memo, or nil while a walk has them.
func (g *Game) displayRooms() *[]*Combat {
	if g.ctrMemo == nil {
		g.ctrMemo = newCounterMemo()
	}
	cm := g.ctrMemo
	if cm.dispBusy {
		return nil
	}
	cm.dispBusy = true
	return &cm.displays
}

// move puts boat i of a copied display in column col (-1: off it).
func (c *Combat) move(i, col int) {
	b := &c.Boats[i]
	if b.Column >= 0 {
		old := &c.Columns[b.Column]
		old.Subs = slices.DeleteFunc(old.Subs, func(id string) bool { return id == b.ID })
	}
	b.Column = col
	if col >= 0 {
		c.Columns[col].Subs = append(c.Columns[col].Subs, b.ID)
	}
}

// appendPlacesKey names where each member stands (-1: off the display),
// written into b.
func (c *Combat) appendPlacesKey(b []byte) []byte {
	for i := range c.Boats {
		x := &c.Boats[i]
		col := x.Column
		if x.Out {
			col = -1
		}
		b = strconv.AppendInt(b, int64(col), 10)
		b = append(b, ',')
	}
	return b
}

// packOthers are the members on the display other than b, the ones a
// diligent escort b turns up may go for [24.21].
func (g *Game) packOthers(b *CombatBoat) []*CombatBoat {
	c := g.S.Combat
	if !c.Pack {
		return nil
	}
	var out []*CombatBoat
	for i := range c.Boats {
		if x := &c.Boats[i]; !x.Out && x.Column >= 0 && x.ID != b.ID {
			out = append(out, x)
		}
	}
	return out
}

// chainOut is one way a pack's diligent escorts and the round's combat
// event leave this boat (h) and the members beside it (gone: bit k set
// when sides.boat[k] is sunk or sent home), and its chance.
type chainOut struct {
	h    harmState
	gone int
	p    float64
}

// packHarmChain follows de diligent escorts turned up by boat s in a
// wolfpack, one after the other, and the round's combat event after the
// first evAt of them (ev, "" for none): each escort goes for a random
// member still on the display [24.21] — this boat or one of others — and
// attacks it after its crash dive [14.12], [14.13]; a member sunk or sent
// home leaves the display, so a later escort chooses among fewer, and a
// member beside this boat that goes opens its column [24.24]. The event
// strikes this boat alone [24.22]. Once this boat is sunk, sent home or
// out of the combat its turn is over: nothing more is turned up.
//
// Its steps come from m: the same lists diligentHarm and eventHarm make,
// each made once for the odds (issue 16: they were made again for every
// state at every step).
func (g *Game) packHarmChain(s *Sub, start harmState, others []*CombatBoat, sides packSides, de, evAt int, ev string, m *chainMemo) []chainOut {
	type state = chainState
	// The others' lists are cut from the memo's arena, emptied for each
	// chain: no list of this call is read after it returns (its outcomes
	// are chainOuts), and the lists cut before the arena last grew stay
	// where they were (issue 16, session 38: these copies and the
	// states' lists were a tenth of what a pack's shift odds allocated).
	arena := m.arena[:0]
	// grow cuts n zero states from the arena, a list of its own length.
	grow := func(n int) []harmState {
		if cap(arena)-len(arena) < n {
			arena = make([]harmState, 0, max(2*cap(arena), 64*n))
		}
		i := len(arena)
		arena = arena[:i+n]
		clear(arena[i:])
		return arena[i : i+n : i+n]
	}
	cut := func(o []harmState) []harmState {
		c := grow(len(o))
		copy(c, o)
		return c
	}
	defer func() { m.arena = arena }()
	subs := m.subs[:0]
	side := m.side[:0]
	for range others {
		subs, side = append(subs, nil), append(side, -1)
	}
	m.subs, m.side = subs, side
	o0 := grow(len(others))
	for i, x := range others {
		subs[i] = g.Sub(x.ID)
		o0[i] = harmState{dmg: subs[i].Damage}
		for k, nb := range sides.boat {
			if nb != nil && nb.ID == x.ID {
				side[i] = k
			}
		}
	}
	gone := func(h harmState) bool { return h.sunk || h.rtb }
	over := func(h harmState) bool { return h.sunk || h.rtb || h.out }
	states := append(m.states[:0], state{start, o0, othersSig(o0), 1})
	// merge adds p to the state (me, o), or appends it: o itself, or a copy
	// of it when o is a scratch buffer (issue 16: a copy for each was
	// made, and most merge with one already there).
	// The others' states are told apart by their signature first (issue
	// 16: every state's list was compared at every merge), then in full.
	merge := func(to []state, me harmState, o []harmState, os uint64, p float64, scratch bool) []state {
		if p <= 0 {
			return to
		}
		if i := m.index.find(to, me, o, os); i >= 0 {
			to[i].p += p
			return to
		}
		if scratch {
			o = cut(o)
		}
		return append(to, state{me, o, os, p})
	}
	add := func(to []state, me harmState, x state, p float64) []state { return merge(to, me, x.o, x.os, p, false) }
	addCopy := func(to []state, me harmState, o []harmState, p float64) []state {
		return merge(to, me, o, othersSig(o), p, true)
	}
	var scratch []harmState
	// Each step's states are made in the list of the step before last,
	// done with (issue 16: a list grown from nothing at each step).
	spare := m.spare
	oneEscort := func(in []state) []state {
		next := spare[:0]
		for _, x := range in {
			if over(x.me) {
				next = add(next, x.me, x, x.p)
				continue
			}
			n := 1
			for _, h := range x.o {
				if !gone(h) {
					n++
				}
			}
			q := x.p / float64(n)
			for _, y := range m.dil(x.me, 1) {
				next = add(next, y.h, x, q*y.p)
			}
			for i, h := range x.o {
				if gone(h) {
					continue
				}
				for _, y := range m.other(g, i, subs[i], h) {
					scratch = append(scratch[:0], x.o...)
					scratch[i] = y.h
					next = addCopy(next, x.me, scratch, q*y.p)
				}
			}
		}
		spare = in
		return next
	}
	for j := 0; j <= de; j++ {
		if j == evAt && ev != "" {
			next := spare[:0]
			for _, x := range states {
				if over(x.me) {
					next = add(next, x.me, x, x.p)
					continue
				}
				for _, y := range m.ev(x.me, ev) {
					next = add(next, y.h, x, x.p*y.p)
				}
			}
			spare, states = states, next
		}
		if j < de {
			states = oneEscort(states)
		}
	}
	m.states, m.spare = states, spare // for the next chain
	var out []chainOut
	for _, x := range states {
		m := 0
		for i, h := range x.o {
			if side[i] >= 0 && gone(h) {
				m |= 1 << side[i]
			}
		}
		found := false
		for i := range out {
			if out[i].h == x.me && out[i].gone == m {
				out[i].p += x.p
				found = true
				break
			}
		}
		if !found {
			out = append(out, chainOut{x.me, m, x.p})
		}
	}
	return out
}

// othersSig is a signature of the other members' states: equal lists,
// equal signatures.
func othersSig(o []harmState) uint64 {
	x := uint64(len(o))
	for _, h := range o {
		x = (x ^ h.code()) * 0x100000001B3
	}
	return x
}

// chainMemo is where packHarmChain takes its steps from in one
// counterattack's odds: this boat's diligent escorts and events
// (counterOddsShared's memos of diligentHarm and eventHarm for it) and
// the other members' diligent escorts, by member (its place in the
// chain's others, the same list for every chain of the odds) and state.
type chainMemo struct {
	dil    func(h harmState, n int) []harmP
	ev     func(h harmState, ev string) []harmP
	others map[uint64][]harmP
	block  *harmBlock // where others' lists are cut from (the odds' memo's)
	*chainScratch
}

// chainScratch is packHarmChain's room, kept from chain to chain (in the
// odds' scratch, oddsScratch): its steps' two lists of states, the
// arena the states' lists of the others are cut from, and each other's
// sub and side. Nothing in it is read after the chain that filled it.
type chainScratch struct {
	states, spare []chainState
	arena         []harmState
	subs          []*Sub
	side          []int
	index         stateIndex
}

// stateIndex finds a state in the list a step of packHarmChain is making
// (issue 16, session 39: merge looked through the whole list for every
// state it added, and a chain of several escorts makes lists of dozens:
// that scan was most of packHarmChain's time). A short list is still
// scanned; a longer one is found through an open-addressed table of
// places, by a hash of the state's signature and this boat's state. The
// list's states are all unlike, so either way finds the same one.
type stateIndex struct {
	slot []int32 // 1 + the state's place in the list, 0 for none; a power of two long
	n    int     // the list's states placed in slot (0: the table is empty)
}

// indexFrom is the length from which a list is found through the table.
const indexFrom = 16

// find is the place of the state (me, o) in to, or -1. A list being made
// grows one state at a time from none: a list shorter than indexFrom is a
// new one if the table holds states, and the table is emptied.
func (x *stateIndex) find(to []chainState, me harmState, o []harmState, os uint64) int {
	if len(to) < indexFrom {
		if x.n > 0 {
			clear(x.slot)
			x.n = 0
		}
		for i := range to {
			if to[i].os == os && to[i].me == me && slices.Equal(to[i].o, o) {
				return i
			}
		}
		return -1
	}
	if 2*len(to) > len(x.slot) {
		size := 64
		for size < 4*len(to) {
			size *= 2
		}
		x.slot = make([]int32, size)
		x.n = 0
	}
	mask := uint64(len(x.slot) - 1)
	for ; x.n < len(to); x.n++ {
		i := stateHash(to[x.n].me, to[x.n].os) & mask
		for x.slot[i] != 0 {
			i = (i + 1) & mask
		}
		x.slot[i] = int32(x.n + 1)
	}
	for i := stateHash(me, os) & mask; ; i = (i + 1) & mask {
		j := x.slot[i]
		if j == 0 {
			return -1
		}
		if t := &to[j-1]; t.os == os && t.me == me && slices.Equal(t.o, o) {
			return int(j - 1)
		}
	}
}

// stateHash mixes a state's signature and this boat's state.
func stateHash(me harmState, os uint64) uint64 {
	x := os ^ me.code()*0x9E3779B97F4A7C15
	x ^= x >> 29
	x *= 0xBF58476D1CE4E5B9
	return x ^ x>>32
}

// chainState is one way packHarmChain's steps leave this boat (me) and
// the others (o), and its chance.
type chainState struct {
	me harmState
	o  []harmState
	os uint64 // othersSig(o)
	p  float64
}

// other is diligentHarm(sub, h, 1) for member i of the chain's others.
func (m *chainMemo) other(g *Game, i int, sub *Sub, h harmState) []harmP {
	k := uint64(uint32(i))<<32 | h.code()
	if v, ok := m.others[k]; ok {
		return v
	}
	v := g.diligentHarm(m.block, sub, h, 1)
	m.others[k] = v
	return v
}

// noAttackPGone is noAttackP with the members beside the boat named by
// the bits of gone (sides.boat[k]) off the display, their columns open to
// it [24.24] (a target's total counts the escorts there [14.16B]).
func (g *Game) noAttackPGone(b *CombatBoat, path []placed, sides packSides, gone int) float64 {
	c := g.S.Combat
	var saved [2][]string
	for k, nb := range sides.boat {
		if nb == nil || gone&(1<<k) == 0 {
			continue
		}
		col := &c.Columns[sides.col[k]]
		saved[k] = col.Subs
		col.Subs = slices.DeleteFunc(slices.Clone(col.Subs), func(id string) bool { return id == nb.ID })
	}
	defer func() {
		for k := range saved {
			if saved[k] != nil {
				c.Columns[sides.col[k]].Subs = saved[k]
			}
		}
	}()
	return g.noAttackP(b, path)
}

// present is the bits of the sides a single member hides.
func (ps packSides) present() int {
	m := 0
	for k, nb := range ps.boat {
		if nb != nil {
			m |= 1 << k
		}
	}
	return m
}
