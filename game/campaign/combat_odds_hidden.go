package campaign

import (
	"encoding/binary"
	"math"
	"slices"
	"strings"

	"periscope/game/data"
	"periscope/game/engine"
)

// Counterattack odds over the hidden counters (issue 13).
//
// The counterattack of a re-attack (or of a round fought on after a
// diligent escort) comes after the boat's reveals, which the rules force:
// Tactics counters from the boat's and the adjacent columns, white flags
// first in a re-attack [14.4A], every lone contact on the Single board
// [28.27]. What those counters are is hidden from the player, so the odds
// are taken over every identity each of them may have given what the
// player knows: a face-down counter is any of the counters of its cup and
// flag that are still in the cup or face down on the display, all equally
// likely ([14.12], the reveal odds), drawn without replacement. An aircraft
// stays by the air-cover test [14.12] or is replaced from its cup; a
// draw-liner marker is replaced from the liner cup [28.11]. Fast
// single-cup ships leave before a re-attack [14.4], [28.27].
//
// A diligent escort among the reveals attacks at once [14.12] — in a
// wolfpack a random member [24.21] — after a crash-dive roll [14.13]: its
// harm comes before the counterattack, may sink the boat or send it home
// (then there is none), and its damage markers and Spotted add to the
// counterattack's roll [14.2C]. After such damage the boat is taken to
// fight on, not to withdraw.
//
// A combat event among the reveals (one a round [19.21]) is rolled on the
// Combat Events table [19.2]: a circular run (its TDC drawn from the pool
// as it is), patrol aircraft and mechanical problems (the boat breaks off:
// no counterattack) harm the boat before the counterattack, in the order
// the counters are turned up; the other events leave one counterattack.
//
// Where the player still chooses, the odds follow one policy (DESIGN.md,
// "The odds' policy"): counters beyond the forced ones in board order,
// fight on, torpedoes, TDCs in board order, and an attack that hits no
// escort (escorts it damages and face-down counters it aims at [14.15A]
// are not in the odds). In round 1 the odds of fighting on hold [14.17A]
// (combat_odds_noattack.go). Other pack boats' reveals before this boat's
// counterattack are not in them.

// counterOddsAhead are the chances of the counterattack on a boat that
// fights the round `round` in column col, over the identities of the
// counters it will have turned up by then.
//
// Its memo is the game's, cleared for each call and kept for the next with
// the room its maps grew to (issue 16: growing them again was a tenth of
// what a bot's campaign allocated); a call made while one runs (none does
// today) takes a memo of its own.
func (g *Game) counterOddsAhead(b *CombatBoat, col, round int) []engine.Odd {
	var fresh int
	return g.counterOddsMemo(b, col, round, &fresh)
}

// counterOddsMemo is counterOddsAhead on the game's memo, kept as it is
// for the same holder (*holder: the columns of one shift prompt share
// theirs) while no other call took it since, emptied for another. A
// holder of 0 has none yet: it is given a number no memo had (issue 16: a
// shift prompt made a memo and grew its maps for each prompt).
func (g *Game) counterOddsMemo(b *CombatBoat, col, round int, holder *int) []engine.Odd {
	return g.counterOddsKept(b, col, round, holder, false)
}

// counterOddsKept is counterOddsMemo; newDisplay says the display is not
// the one of the holder's last call (a pack's places at its shift prompt,
// packShiftOdds): the revealed counters' values, which hang on it, are
// dropped, and the boat's steps (diligent escorts, events, counterattacks:
// they hang on the boat, its round and the tables, not on the display)
// kept (issue 16: they were made again for every place of the pack).
func (g *Game) counterOddsKept(b *CombatBoat, col, round int, holder *int, newDisplay bool) []engine.Odd {
	if g.ctrBusy {
		return g.counterOddsShared(b, col, round, newCounterMemo())
	}
	cm := g.ctrMemo
	if cm == nil {
		cm = newCounterMemo()
		g.ctrMemo = cm
	}
	if *holder == 0 || cm.holder != *holder {
		// Another prompt (or a fresh call): the values are the display's,
		// the boat's steps kept while what they read is the same
		// (combat_odds_steps.go).
		cm.keepSteps(g, b, round)
		g.ctrHolder++
		*holder = g.ctrHolder
		cm.holder = *holder
	} else if newDisplay {
		cm.resetValues()
	}
	g.ctrBusy = true
	odds := g.counterOddsShared(b, col, round, cm)
	g.ctrBusy = false
	return odds
}

// counterMemo keeps the parts of counterOddsAhead that do not hang on the
// column considered, for the columns of one shift prompt (issue 16: the
// bot reads every column's odds): the revealed counters' values (keyed by
// the column considered too), the harm of diligent escorts and combat
// events, and the counterattack's outcomes, all for one boat in one round
// on one display that does not change while the prompt waits. The numbers
// are the ones each column's own walk would make, summed in its order.
type counterMemo struct {
	holder int // who the values are kept for (counterOddsMemo)
	// steps is what dil, ev and ctr were made for (keepSteps), evx and
	// draws what ev read beside; nextDraws is keepSteps' scratch.
	steps            stepsKey
	evx              evExtra
	stepsSet         bool
	draws, nextDraws []int
	vals             *valueMemo
	dil              map[uint64][]harmP    // by dilKey
	ev               map[uint64][]harmP    // by evKey
	ctr              map[uint64][]outcomeI // by ctrKey
	// names are the outcomes' names by number (outcomeID), kept for the
	// memo's life: a handful (labelFor's and "no counterattack"). islab
	// is where ctr's lists are cut from, emptied with ctr.
	names []string
	islab []outcomeI
	// hblock is where dil's, ev's and the pack's other members' lists
	// of states are cut from (never written again: see harmBlock).
	hblock harmBlock
	harm   map[harmKey][]harmP // harmStates' memo (harmMemo): kept by reset
	// dist and leaves are one call's scratch: the walk's leaves and their
	// chances, and the leaves in order.
	dist    leafDist
	leaves  []leafP
	scratch oddsScratch
	// displays are packShiftOddsMemo's displays by depth (displayRooms),
	// dispBusy says a walk has them.
	displays []*Combat
	dispBusy bool
}

// oddsGroup is a pool of forced reveals in counterOddsShared: a cup and
// a flag.
type oddsGroup struct{ cup, flag string }

// oddsClass is a class of a pool's counters that add the same ASW wherever
// one of the pool's forced counters stands (counterOddsShared).
type oddsClass struct {
	n    int
	dist [][]valueP // by column (a slice: no map made for each class, issue 16)
	fin  [][]finalP // by column, in round 1 (r1)
}

// oddsScratch is one counterOddsShared call's working room, kept in the
// memo and emptied for each call (issue 16: its maps and lists were made
// anew for every column of every prompt). Nothing made of it outlives the
// call but through the memo's own values.
type oddsScratch struct {
	pools    map[oddsGroup][]*oddsClass
	naMemo   map[string]float64
	chains   map[[3]int][]chainOut
	fcol     []int          // each forced counter's column (the walk's)
	fpool    [][]*oddsClass // and its pool
	fside    []int          // and its side (packSides.of)
	harmless []bool         // each event (evNames) harmless before the counterattack
	key      []byte
	classes  []oddsClass // where classes are cut from (class)
	vcols    [][]valueP  // where the classes' columns are cut from (valueCols)
	fcols    [][]finalP
	others   map[uint64][]harmP // the other members' diligent escorts (chainMemo)
	evNames  []string           // the walk's events by index
	events   []eventP           // the events' chances (combatEventP)
	forced   []*BoardUnit       // the forced reveals (forcedReveals)
	spare    []*BoardUnit       // forcedReveals' room to order them
	sigs     []byte             // the pool's classes' signatures, one after the other
	sigAt    []classSig         // each class's signature in sigs
	plist    []*oddsClass       // where the pools' lists of classes are cut from
	pool     []typeN            // a pool's types (the classes are made from it)
	evIdx    []int              // each combat event's index in evNames
	links    []link             // the leaves' steps (chainAt)
	chs      []chainAt          // the steps of the leaves seen, and where their links are
	chain    chainScratch       // packHarmChain's room
	acc      idAcc              // the odds' sums
	last     lastGroups         // the walk's groups at its last forced counter
}

// lastGroups are the groups (leafDist.groupOf) of the leaves the walk
// adds at its last forced counter after round 1 from a leaf with rest's
// fields but h: with its diligent escorts and with one more (grp,
// leafGroupUnknown until asked), and with each event turned up (evGrp: 2
// + the group, 0 until asked). The leaves added from one such leaf differ
// in h alone but for those, so their groups are found once for all of
// them and for the leaves after with the same fields (issue 16, session
// 40: a search of the groups for each).
type lastGroups struct {
	ok    bool
	rest  leaf
	grp   [2]int
	evGrp [16]int32
}

func (sc *oddsScratch) reset() {
	if sc.pools == nil {
		sc.pools = map[oddsGroup][]*oddsClass{}
		sc.naMemo = map[string]float64{}
	}
	clear(sc.pools)
	clear(sc.naMemo)
	clear(sc.chains)
	sc.classes, sc.vcols, sc.fcols = sc.classes[:0], sc.vcols[:0], sc.fcols[:0]
	sc.plist = sc.plist[:0]
}

// classSig is a class's signature, sigs[lo:hi] of the scratch, and the class.
type classSig struct {
	lo, hi int
	cl     *oddsClass
}

// findClass is the class of sigAt whose signature is the one at sig[lo:],
// nil for none.
func findClass(sigAt []classSig, sig []byte, lo int) *oddsClass {
	s := sig[lo:]
	for _, x := range sigAt {
		if x.hi-x.lo == len(s) && string(sig[x.lo:x.hi]) == string(s) {
			return x.cl
		}
	}
	return nil
}

// class is a new zero class cut from the scratch's block: a full block is
// left to the classes cut from it and a new one begun.
func (sc *oddsScratch) class() *oddsClass {
	if len(sc.classes) == cap(sc.classes) {
		sc.classes = make([]oddsClass, 0, 32)
	}
	sc.classes = sc.classes[:len(sc.classes)+1]
	cl := &sc.classes[len(sc.classes)-1]
	*cl = oddsClass{}
	return cl
}

// valueCols is n empty columns of values cut from the scratch's block.
func (sc *oddsScratch) valueCols(n int) [][]valueP { return cutCols(&sc.vcols, n) }

// finalCols is n empty columns of final values cut from the scratch's block.
func (sc *oddsScratch) finalCols(n int) [][]finalP { return cutCols(&sc.fcols, n) }

// cutCols cuts n empty columns from *block, beginning a new block when the
// one in hand has no room (the columns cut before keep the old one).
// A new block is twice the old one, so that after a few calls the block
// kept holds a whole call's columns (issue 16, session 38: a call with
// many classes began a new block of 64 again and again).
func cutCols[T any](block *[][]T, n int) [][]T {
	if cap(*block)-len(*block) < n {
		*block = make([][]T, 0, max(64, n, 2*cap(*block)))
	}
	i := len(*block)
	*block = (*block)[:i+n]
	d := (*block)[i : i+n : i+n]
	clear(d)
	return d
}

// appendPlacedKey is placedKey written into buf (no string made to look
// a path up).
func appendPlacedKey(buf []byte, path []placed) []byte {
	for _, x := range path {
		buf = append(buf, x.u.ID...)
		buf = append(buf, '=')
		if x.t != nil {
			buf = append(buf, x.t.ID...)
		}
		buf = append(buf, ';')
	}
	return buf
}

// leaf is one end of counterOddsShared's walk over the forced reveals.
//
// Its numbers are 32 bits (issue 16, session 39: the walk copies a leaf
// at every step and hashes and compares it at every end; they are small
// counts and half-point sums).
type leaf struct {
	h, de int32    // de: the diligent escorts turned up [14.12]
	ev    int32    // the event's name in evNames (0: none); no string in the map's key (issue 16)
	evAt  int32    // the diligent escorts turned up before it
	na    bool     // no attack can succeed: no counterattack [14.17A]
	ca    bool     // in round 1, an event [19.2] brings the counterattack whatever the attack: no [14.17A]
	nv    int32    // in a pack: 1 + the index of the path's [14.17A] chances by the sides gone (naVecs)
	hx    [2]int32 // the ASW of the column beside (sides) if it opens
}

// leafP is a leaf and its chance.
type leafP struct {
	leaf
	p float64
}

// leafDist sums the walk's chances by leaf (issue 16: a map keyed by the
// whole leaf hashed its nine words at every end of the walk), the leaves
// in list in the order first reached. Each sum is made in the walk's
// order, as the map made it; the leaves are sorted after.
//
// A leaf is found in one of two tables, always the same one for the same
// leaf. Most are found by their fields but h (their group: a handful a
// walk, and the walk's ends in a row mostly share theirs) and then by h in
// the group's table (issue 16, session 40: hashing every leaf was the
// walk's dearest step): those with 0 ≤ h < leafDenseH while groups has
// room, or whose group is there already. The others are found in slot,
// open-addressed by a hash of the leaf's fields.
type leafDist struct {
	list   []leafP
	slot   []int32 // 1 + the leaf's place in list, 0 for none; a power of two long
	groups []leafGroup
	last   int // the group found last (groups' index)
}

// leafGroup is the leaves that differ only in h: rest is their other
// fields (h 0), at their places by h.
type leafGroup struct {
	rest leaf
	at   []int32 // 1 + the leaf's place in list by its h, 0 for none
}

const (
	leafDenseH  = 1 << 12 // the bounds of h found in a group's table
	leafGroupsN = 64      // and of the groups
)

func (d *leafDist) reset() {
	d.list = d.list[:0]
	clear(d.slot)
	for i := range d.groups {
		clear(d.groups[i].at) // kept with its room for the next walk
	}
	d.groups, d.last = d.groups[:0], 0
}

// sameRest is whether leaves a and b differ in h at most.
func sameRest(a, b *leaf) bool {
	return a.de == b.de && a.ev == b.ev && a.evAt == b.evAt && a.nv == b.nv &&
		a.hx == b.hx && a.na == b.na && a.ca == b.ca
}

// groupOf is the index in groups of the group of leaf l's fields but h,
// made if there is room; -1 if not. A group made is never dropped while
// the walk goes on, and none is made once groups is full: so a leaf is
// placed by its group from its first add on, or never.
func (d *leafDist) groupOf(l *leaf) int {
	if d.last < len(d.groups) && sameRest(&d.groups[d.last].rest, l) {
		return d.last
	}
	for i := range d.groups {
		if sameRest(&d.groups[i].rest, l) {
			d.last = i
			return i
		}
	}
	if len(d.groups) == leafGroupsN {
		return -1
	}
	if len(d.groups) < cap(d.groups) {
		d.groups = d.groups[:len(d.groups)+1] // its table emptied by reset
	} else {
		d.groups = append(d.groups, leafGroup{})
	}
	d.last = len(d.groups) - 1
	gr := &d.groups[d.last]
	gr.rest = *l
	gr.rest.h = 0
	return d.last
}

// leafGroupUnknown is a group index not looked up yet (the walk's).
const leafGroupUnknown = -2

// hash mixes every field of the leaf (equal leaves, equal hashes).
func (l *leaf) hash() uint64 {
	x := uint64(l.h)*0x9E3779B97F4A7C15 ^ uint64(l.de)<<1 ^ uint64(l.ev)<<6 ^ uint64(l.evAt)<<12 ^
		uint64(l.nv)<<18 ^ uint64(l.hx[0])<<30 ^ uint64(l.hx[1])<<42
	if l.na {
		x ^= 1 << 61
	}
	if l.ca {
		x ^= 1 << 62
	}
	x ^= x >> 29
	x *= 0xBF58476D1CE4E5B9
	return x ^ x>>32
}

// add adds p to leaf l's chance (a new leaf's is p).
func (d *leafDist) add(l leaf, p float64) {
	gi := -1
	if uint32(l.h) < leafDenseH {
		gi = d.groupOf(&l)
	}
	d.addIn(gi, &l, p)
}

// addIn is add with the index of l's group given (groupOf; -1 for none).
func (d *leafDist) addIn(gi int, l *leaf, p float64) {
	if gi < 0 || uint32(l.h) >= leafDenseH {
		d.addHashed(*l, p)
		return
	}
	gr := &d.groups[gi]
	if int(l.h) >= len(gr.at) {
		gr.at = slices.Grow(gr.at, int(l.h)+1-len(gr.at))
		gr.at = gr.at[:cap(gr.at)] // zeros: new room, or emptied by reset
	}
	if j := gr.at[l.h]; j != 0 {
		d.list[j-1].p += p
		return
	}
	d.list = append(d.list, leafP{*l, p})
	gr.at[l.h] = int32(len(d.list))
}

// addHashed is add by slot.
func (d *leafDist) addHashed(l leaf, p float64) {
	if 2*(len(d.list)+1) > len(d.slot) {
		d.grow()
	}
	mask := uint64(len(d.slot) - 1)
	for i := l.hash() & mask; ; i = (i + 1) & mask {
		j := d.slot[i]
		if j == 0 {
			d.list = append(d.list, leafP{l, p})
			d.slot[i] = int32(len(d.list))
			return
		}
		if d.list[j-1].leaf == l {
			d.list[j-1].p += p
			return
		}
	}
}

// grow doubles the table and places the leaves again (those of slot).
func (d *leafDist) grow() {
	d.slot = make([]int32, max(64, 2*len(d.slot)))
	mask := uint64(len(d.slot) - 1)
	for j := range d.list {
		if d.inGroup(&d.list[j].leaf) {
			continue
		}
		i := d.list[j].hash() & mask
		for d.slot[i] != 0 {
			i = (i + 1) & mask
		}
		d.slot[i] = int32(j + 1)
	}
}

// inGroup is whether leaf l, in list, was placed by its group.
func (d *leafDist) inGroup(l *leaf) bool {
	if uint32(l.h) >= leafDenseH {
		return false
	}
	for i := range d.groups {
		if sameRest(&d.groups[i].rest, l) {
			return true
		}
	}
	return false
}

// code is the state as a number, one for each state (damage markers
// 0–3, never beyond 16 bits), for the memos' keys (issue 16: a struct key
// was hashed field by field; a number takes the maps' fast path).
func (h harmState) code() uint64 {
	c := uint64(uint16(h.dmg)) << 4
	if h.sunk {
		c |= 1
	}
	if h.rtb {
		c |= 2
	}
	if h.spot {
		c |= 4
	}
	if h.out {
		c |= 8
	}
	return c
}

// dilKey is diligentHarm's key: the state and the number of escorts.
func dilKey(h harmState, n int) uint64 { return uint64(uint32(n))<<32 | h.code() }

// evKey is eventHarm's key: the state and what the event does before the
// counterattack (evKind: eventHarm tells no more events apart).
func evKey(h harmState, ev string) uint64 { return evKind(ev)<<32 | h.code() }

// evKind is the event as eventHarm reads it: a circular run, patrol
// aircraft, mechanical problems, or no harm (every other event, and none).
func evKind(ev string) uint64 {
	switch ev {
	case "circular-run":
		return 1
	case "aircraft-spots":
		return 2
	case "mechanical":
		return 3
	}
	return 0
}

// ctrKey is counterFrom's key in one memo: the whole points of the
// half-point ASW h (the counterattack reads ceilHalf(h) [14.2A]) and the
// state.
func ctrKey(h int, st harmState) uint64 { return uint64(uint32(ceilHalf(h)))<<32 | st.code() }

// link is one way a leaf's steps before the counterattack go: the
// diligent escorts before the event (x), the event (y), the escorts after
// it (z), each step's chance, and the state they leave the boat in.
type link struct {
	xp, yp, zp float64
	z          harmState
}

// chainAt is a leaf's steps (de, evAt, ev) and their links in one call's
// block (counterOddsShared).
type chainAt struct {
	key    [3]int
	lo, hi int
}

func newCounterMemo() *counterMemo {
	return &counterMemo{
		vals: &valueMemo{vals: map[valueKey][]valueP{}, repl: map[replKey][]replTerm{}},
		dil:  map[uint64][]harmP{}, ev: map[uint64][]harmP{}, ctr: map[uint64][]outcomeI{},
		harm: map[harmKey][]harmP{},
	}
}

// reset empties a memo for another boat, round or display, keeping its
// maps' room and its block of values (nothing refers to them once the
// odds are made).
func (cm *counterMemo) reset() {
	cm.resetValues()
	clear(cm.dil)
	clear(cm.ev)
	clear(cm.ctr)
	cm.islab = cm.islab[:0]
}

// outcomeI is an outcome by its number in the memo's names (outcomeID)
// and its chance.
type outcomeI struct {
	id int
	p  float64
}

// outcomeID is the number of the outcome named l in the memo's names,
// given one at first.
func (cm *counterMemo) outcomeID(l string) int { return placeOf(&cm.names, l) }

// numbered is os with its outcomes numbered, cut from the memo's block.
func (cm *counterMemo) numbered(os []outcomeP) []outcomeI {
	if cap(cm.islab)-len(cm.islab) < len(os) {
		cm.islab = make([]outcomeI, 0, max(256, len(os)))
	}
	n0 := len(cm.islab)
	for _, o := range os {
		cm.islab = append(cm.islab, outcomeI{cm.outcomeID(o.outcome), o.p})
	}
	return cm.islab[n0:len(cm.islab):len(cm.islab)]
}

// idAcc is oddsAcc for outcomes by number (issue 16, session 39: the
// counterattack's leaves add their outcomes by the hundred, and oddsAcc
// compared each one's name with the names before it). Each outcome's sum
// is made of the same chances in the same order, and list gives them in
// the order first added, rounded as oddsAcc's list: the same odds.
type idAcc struct {
	sums  []float64 // by number
	at    []int     // by number: 1 + its place in order, 0 for none yet
	order []int     // the numbers in the order first added
}

func (a *idAcc) reset() {
	for _, id := range a.order {
		a.at[id] = 0
	}
	a.order = a.order[:0]
}

func (a *idAcc) add(id int, p float64) {
	if p <= 0 {
		return
	}
	if id >= len(a.at) {
		a.at = append(a.at, make([]int, id+1-len(a.at))...)
		a.sums = append(a.sums, make([]float64, id+1-len(a.sums))...)
	}
	if a.at[id] == 0 {
		a.order = append(a.order, id)
		a.at[id] = len(a.order)
		a.sums[id] = p
		return
	}
	a.sums[id] += p
}

// list is the odds made, named from names, rounded as oddsAcc.list.
func (a *idAcc) list(names []string) []engine.Odd {
	out := make([]engine.Odd, len(a.order))
	for i, id := range a.order {
		out[i] = engine.Odd{Outcome: names[id], P: math.Round(a.sums[id]*1e9) / 1e9}
	}
	return out
}

// resetValues empties the memo's values of revealed counters (for
// another display).
func (cm *counterMemo) resetValues() {
	v := cm.vals
	clear(v.vals)
	clear(v.repl)
	v.slab, v.sides, v.cups, v.terms = v.slab[:0], packSides{}, v.cups[:0], v.terms[:0]
}

// counterOddsShared is counterOddsAhead with its memo given: the same memo
// only for the same boat, round and display.
func (g *Game) counterOddsShared(b *CombatBoat, col, round int, cm *counterMemo) []engine.Odd {
	c := g.S.Combat
	at := *b // a copy in the column considered: nothing on the display moves
	if col >= 0 {
		at.Column = col
	}
	next := round > c.Round // asked before the round begins (the re-attack prompt)
	inPort := c.InPort && round == 1
	air := g.airStayP()

	// A member alone in a column beside this boat hides that column's
	// escorts from it [24.24]; a diligent escort this boat turns up may go
	// for that member [24.21] and sink it or send it home, and then the
	// column's escorts count (sides, the extra ASW hx of each leaf).
	sides := g.packNeighbours(&at)
	// Revealed units that count, less those leaving before the re-attack.
	base := 0
	var baseX [2]int
	for ci := range c.Columns {
		for ui := range c.Columns[ci].Units {
			u := &c.Columns[ci].Units[ui]
			if !u.Up || !u.present() {
				continue
			}
			t := g.utype(u.ID)
			if next && !u.Damaged && (u.Cup == data.CupSingle || c.Board == "single") && (t.Fast || t.Type == "CA" || t.Type == "CL" || t.Type == "AM") {
				continue
			}
			if u.Damaged {
				continue
			}
			v := g.counterASW(&at, ci, t, inPort)
			base += v
			if k := sides.of(ci); k >= 0 {
				baseX[k] += g.counterASWOpen(&at, ci, t, inPort) - v
			}
		}
	}

	// The forced reveals, each with its pool (cup and flag): the counters
	// of the pool grouped into classes that add the same ASW wherever one
	// of the pool's forced counters stands.
	sc := &cm.scratch
	sc.reset()
	forced := g.forcedReveals(sc.forced[:0], &sc.spare, &at, round, next)
	sc.forced = forced
	// The memo's values are keyed by the column considered, and its sides
	// are this column's: a shared memo takes them for each column in turn.
	memo := cm.vals
	memo.sides = sides
	value := func(ci int, cup string, t *data.AlliedType) []valueP {
		return g.revealedValue(&at, ci, cup, t, inPort, air, 0, memo)
	}
	// In round 1 the odds hold [14.17A], which hangs on what each counter
	// is, not only on its ASW: the walk keeps each type apart and the path
	// of what stands where (combat_odds_noattack.go).
	r1 := round == 1 && !next
	pools := sc.pools
	for _, u := range forced {
		k := oddsGroup{u.Cup, g.utype(u.ID).Flag}
		if pools[k] != nil {
			continue
		}
		var cols []int
		for _, v := range forced {
			if v.Cup == k.cup && g.utype(v.ID).Flag == k.flag && !slices.Contains(cols, c.ColumnOf(v.ID)) {
				cols = append(cols, c.ColumnOf(v.ID))
			}
		}
		// The pool's types with their counts, sorted by id: the cup's
		// (its census, cupTypes) and the face-down counters of the display.
		pool := sc.pool[:0] // only the classes made of it are kept
		for _, tn := range g.cupTypes(u.Cup).types {
			if tn.t.Flag == k.flag {
				pool = append(pool, tn)
			}
		}
		sorted := true
		for ci := range c.Columns {
			for ui := range c.Columns[ci].Units {
				v := &c.Columns[ci].Units[ui]
				if !v.Up && v.present() && v.Cup == u.Cup {
					if t := g.utype(v.ID); t.Flag == k.flag {
						j := 0
						for j < len(pool) && pool[j].t != t {
							j++
						}
						if j < len(pool) {
							pool[j].n++
						} else {
							pool, sorted = append(pool, typeN{t, 1}), false
						}
					}
				}
			}
		}
		if !sorted {
			sortTypes(pool)
		}
		sc.pool = pool
		// The pool's classes by signature, found by a scan of this pool's
		// (a few; issue 16, session 40: a map's string key was made for
		// each class), and its list cut from the scratch's block.
		sigs, sigAt := sc.sigs[:0], sc.sigAt[:0]
		l0 := len(sc.plist)
		for _, tn := range pool {
			// The copies of one type fall in one class.
			t, same := tn.t, tn.n
			lo := len(sigs)
			sig := sigs
			d := sc.valueCols(len(c.Columns))
			var fin [][]finalP
			if r1 {
				sig = binary.LittleEndian.AppendUint32(sig, uint32(len(t.ID)))
				sig = append(sig, t.ID...)
				fin = sc.finalCols(len(c.Columns))
			}
			for _, ci := range cols {
				d[ci] = value(ci, u.Cup, t)
				sig = appendValueSig(sig, d[ci])
				if r1 {
					fin[ci] = g.revealedFinal(&at, ci, u.Cup, t, inPort, air, 0, sides)
				}
			}
			if cl := findClass(sigAt, sig, lo); cl != nil {
				cl.n += same
				sigs = sig[:lo]
				continue
			}
			sigs = sig
			cl := sc.class()
			*cl = oddsClass{n: same, dist: d, fin: fin}
			sigAt = append(sigAt, classSig{lo, len(sigs), cl})
			sc.plist = append(sc.plist, cl)
		}
		sc.sigs, sc.sigAt = sigs, sigAt
		pools[k] = sc.plist[l0:len(sc.plist):len(sc.plist)]
	}

	// The distribution of the total (half-point) ASW, drawing each forced
	// counter in turn from what is left of its pool: by total ASW, the
	// number of diligent escorts that go for this boat, and the combat
	// event turned up (one a round [19.21]) with the escorts before it.
	// (leaf's fields: below.) The map and the list of leaves are the
	// memo's, emptied (issue 16).
	dist := &cm.dist
	dist.reset()
	// In a wolfpack each diligent escort goes for a random member still on
	// the display [24.21], and what the earlier ones did (a member sunk or
	// sent home) decides the display the later ones choose from and the
	// columns that open to this boat [24.24]: packHarmChain follows them in
	// order after the walk. Alone, every one goes for this boat.
	others := g.packOthers(b)
	var naVecs [][4]float64
	naVec := map[string]int{}
	events := g.combatEventP(sc.events[:0])
	if !r1 {
		// The escorts striking first change nothing after round 1's
		// [14.17A]: one walk with "none" (issue 16: a branch fewer).
		events = foldEvent(events, "counterattack-first", "none")
	}
	sc.events = events
	// evNames[0]: no event turned up yet; every event, one with no harm
	// too, has an index of its own while the walk goes on, so a second
	// event counter goes back unreplaced [19.21]. At the walk's end an
	// event with no harm before the counterattack is taken as none (the
	// same leaves as with no event).
	evNames := append(sc.evNames[:0], "")
	evIdx := slices.Grow(sc.evIdx[:0], len(events))[:len(events)]
	for i, e := range events {
		evIdx[i] = len(evNames)
		evNames = append(evNames, e.ev)
	}
	sc.evNames, sc.evIdx = evNames, evIdx
	// Whether each event harms before the counterattack, by index, read
	// at every end of the walk (issue 16, session 39: its name was
	// compared there).
	harmless := slices.Grow(sc.harmless[:0], len(evNames))
	for _, e := range evNames {
		harmless = append(harmless, evKind(e) == 0)
	}
	sc.harmless = harmless
	var path []placed
	naMemo := sc.naMemo
	key := sc.key
	// Each forced counter's column and pool, found once, not at every
	// step of the walk that draws it (issue 16).
	fcols, fpools, fsides := sc.fcol[:0], sc.fpool[:0], sc.fside[:0]
	for _, u := range forced {
		ci := c.ColumnOf(u.ID)
		fcols = append(fcols, ci)
		fpools = append(fpools, pools[oddsGroup{u.Cup, g.utype(u.ID).Flag}])
		fsides = append(fsides, sides.of(ci))
	}
	sc.fcol, sc.fpool, sc.fside = fcols, fpools, fsides
	var walk func(i int, l leaf, p float64)
	walk = func(i int, l leaf, p float64) {
		if p <= 0 {
			return
		}
		if i == len(forced) {
			if harmless[l.ev] {
				l.ev, l.evAt = 0, 0
			}
			if !r1 || l.ca {
				dist.add(l, p)
				return
			}
			key = appendPlacedKey(key[:0], path)
			if len(others) > 0 {
				// [14.17A] hangs on the columns open to this boat too
				// (a target's total counts their escorts [24.24]).
				vi, ok := naVec[string(key)]
				if !ok {
					var v [4]float64
					for m := range v {
						if f := sides.present() & m; f != m {
							v[m] = v[f] // no member there to go
							continue
						}
						v[m] = g.noAttackPGone(&at, path, sides, m)
					}
					vi = slices.Index(naVecs, v)
					if vi < 0 {
						vi = len(naVecs)
						naVecs = append(naVecs, v)
					}
					naVec[string(key)] = vi
				}
				m := l
				m.nv = int32(vi + 1)
				dist.add(m, p)
				return
			}
			na, ok := naMemo[string(key)]
			if !ok {
				na = g.noAttackP(&at, path)
				naMemo[string(key)] = na
			}
			if na > 0 {
				m := l
				m.na = true
				dist.add(m, p*na)
			}
			if na < 1 {
				dist.add(l, p*(1-na))
			}
			return
		}
		u := forced[i]
		ci, pool, side := fcols[i], fpools[i], fsides[i]
		// At the last forced counter (after round 1, no column beside)
		// the leaves' groups, kept while the steps before leave the same
		// fields but h (issue 16, session 40): see lastGroups.
		var gc *lastGroups
		if i+1 == len(forced) && !r1 && side < 0 {
			gc = &sc.last
			if !gc.ok || !sameRest(&gc.rest, &l) {
				*gc = lastGroups{ok: true, rest: l, grp: [2]int{leafGroupUnknown, leafGroupUnknown}}
			}
		}
		lastEv := gc != nil && len(events) <= len(gc.evGrp)
		n := 0
		for _, cl := range pool {
			n += cl.n
		}
		if n == 0 {
			walk(i+1, l, p)
			return
		}
		for _, cl := range pool {
			if cl.n == 0 {
				continue
			}
			k := cl.n
			cl.n--
			// In round 1 the values are the final ones' (read in place:
			// issue 16, session 39, a list of them was made at every step).
			xs, fin := cl.dist[ci], []finalP(nil)
			if r1 {
				fin = cl.fin[ci]
			}
			nx := len(xs)
			if r1 {
				nx = len(fin)
			}
			pk := p * float64(k) / float64(n) // q below is pk * x.p, as p * k / n * x.p
			for xi := range nx {
				var x valueP
				if r1 {
					x = fin[xi].valueP
					path = append(path, placed{u, fin[xi].t})
				} else {
					x = xs[xi]
				}
				q := pk * x.p
				nl := l
				nl.h += int32(x.v)
				if side >= 0 {
					nl.hx[side] += int32(x.x)
				}
				switch {
				case x.ev && l.ev == 0 && !(c.EventUsed && !next) && lastEv:
					// The walk's end for each event at the last forced
					// counter after round 1 (as below: forced deep or not,
					// nothing is left to turn up), its leaf added here and
					// its group found once (issue 16, session 40: a call
					// of walk and a search of the groups for each).
					for ei, e := range events {
						pe := q * e.p
						if pe <= 0 {
							continue
						}
						m := nl
						m.ev, m.evAt = int32(evIdx[ei]), l.de
						if e.ev == "counterattack" || e.ev == "counterattack-first" {
							m.ca = r1
						}
						if harmless[m.ev] {
							m.ev, m.evAt = 0, 0
						}
						if gc.evGrp[ei] == 0 {
							gc.evGrp[ei] = int32(dist.groupOf(&m) + 2)
						}
						dist.addIn(int(gc.evGrp[ei]-2), &m, pe)
					}
					continue
				case x.ev && l.ev == 0 && !(c.EventUsed && !next):
					// The round's combat event [19.2]; a second goes back
					// unreplaced [19.21].
					for ei, e := range events {
						m := nl
						m.ev, m.evAt = int32(evIdx[ei]), l.de
						switch e.ev {
						case "counterattack":
							// Forced deep [19.2]: the boat turns up
							// nothing more and fires nothing (stepTurn's
							// NoFire); the counterattack comes, on what
							// is up now, whatever [14.17A] would say.
							m.ca = r1
							walk(len(forced), m, q*e.p)
						case "counterattack-first":
							// The counterattack comes before the attack
							// [19.2], whether an attack can succeed or not.
							m.ca = r1
							walk(i+1, m, q*e.p)
						default:
							walk(i+1, m, q*e.p)
						}
					}
					if r1 {
						path = path[:len(path)-1]
					}
					continue
				case x.de:
					nl.de++
				}
				if i+1 < len(forced) || r1 {
					walk(i+1, nl, q)
				} else if q > 0 {
					// The last forced counter's leaf, as walk's end adds it
					// after round 1, added here (issue 16, session 39: a call
					// for each leaf).
					if harmless[nl.ev] {
						nl.ev, nl.evAt = 0, 0
					}
					if side >= 0 {
						dist.add(nl, q) // hx differs leaf by leaf
					} else {
						// nl is l but for h and (x.de) de, as grp's.
						k := int(nl.de - l.de)
						if gc.grp[k] == leafGroupUnknown {
							gc.grp[k] = dist.groupOf(&nl)
						}
						dist.addIn(gc.grp[k], &nl, q)
					}
				}
				if r1 {
					path = path[:len(path)-1]
				}
			}
			cl.n++
		}
	}
	sc.last.ok = false // the groups are this walk's
	walk(0, leaf{h: int32(base), hx: [2]int32{int32(baseX[0]), int32(baseX[1])}}, 1)
	sc.key = key

	ls := append(cm.leaves[:0], dist.list...)
	cm.leaves = ls
	slices.SortFunc(ls, func(a, b leafP) int {
		if a.na != b.na {
			if a.na {
				return 1
			}
			return -1
		}
		if a.ca != b.ca {
			if a.ca {
				return 1
			}
			return -1
		}
		if a.nv != b.nv {
			return int(a.nv - b.nv)
		}
		if a.de != b.de {
			return int(a.de - b.de)
		}
		if a.evAt != b.evAt {
			return int(a.evAt - b.evAt)
		}
		if a.ev != b.ev {
			return strings.Compare(evNames[a.ev], evNames[b.ev])
		}
		if a.h != b.h {
			return int(a.h - b.h)
		}
		for k := range a.hx {
			if a.hx[k] != b.hx[k] {
				return int(a.hx[k] - b.hx[k])
			}
		}
		return 0
	})
	acc := &sc.acc
	acc.reset()
	s := g.Sub(b.ID)
	start := harmState{dmg: s.Damage}
	// Many leaves share their steps: each distribution is made once (the
	// same numbers, summed in the same order, as making it each time).
	dilMemo := cm.dil
	diligent := func(h harmState, n int) []harmP {
		k := dilKey(h, n)
		if v, ok := dilMemo[k]; ok {
			return v
		}
		v := g.diligentHarm(&cm.hblock, s, h, n)
		dilMemo[k] = v
		return v
	}
	evMemo := cm.ev
	event := func(h harmState, ev string) []harmP {
		k := evKey(h, ev)
		if v, ok := evMemo[k]; ok {
			return v
		}
		var buf [8]harmP
		v := cm.hblock.keep(g.eventHarmTo(buf[:0], s, h, ev))
		evMemo[k] = v
		return v
	}
	ctrMemo := cm.ctr
	var cs counterSides // counterBase(&at), when first asked
	csSet := false
	counter := func(h int, st harmState) []outcomeI {
		k := ctrKey(h, st)
		os, ok := ctrMemo[k]
		if !ok {
			if !csSet {
				cs, csSet = g.counterBase(&at), true
			}
			var buf [8]outcomeP
			os = cm.numbered(g.counterFrom(buf[:0], cs, &at, round, h, st))
			ctrMemo[k] = os
		}
		return os
	}
	if len(others) > 0 {
		if sc.chains == nil {
			sc.chains = map[[3]int][]chainOut{}
		}
		chains := sc.chains
		if sc.others == nil {
			sc.others = map[uint64][]harmP{}
		}
		clear(sc.others)
		cmemo := &chainMemo{dil: diligent, ev: event, others: sc.others, block: &cm.hblock, chainScratch: &sc.chain}
		for _, lp := range ls {
			l := lp.leaf
			ck := [3]int{int(l.de), int(l.evAt), int(l.ev)}
			outs, ok := chains[ck]
			if !ok {
				outs = g.packHarmChain(s, start, others, sides, int(l.de), int(l.evAt), evNames[l.ev], cmemo)
				chains[ck] = outs
			}
			for _, co := range outs {
				h := int(l.h)
				for k := range l.hx {
					if co.gone&(1<<k) != 0 {
						h += int(l.hx[k])
					}
				}
				na := 0.0
				if l.nv > 0 && !co.h.sunk && !co.h.rtb && !co.h.out {
					na = naVecs[l.nv-1][co.gone]
				}
				p := lp.p * co.p
				if na > 0 {
					for _, o := range g.noCounterFrom(&at, co.h) {
						acc.add(cm.outcomeID(o.outcome), p*na*o.p)
					}
				}
				if na < 1 {
					for _, o := range counter(h, co.h) {
						acc.add(o.id, p*(1-na)*o.p)
					}
				}
			}
		}
		return acc.list(cm.names)
	}
	// The leaves that share their steps (de, evAt, ev) share their links,
	// listed once in the order the steps' loops made them (issue 16: each
	// leaf looked each step up again).
	links, chs := sc.links[:0], sc.chs[:0]
	for _, lp := range ls {
		l, h := lp.leaf, int(lp.h)
		key := [3]int{int(l.de), int(l.evAt), int(l.ev)}
		ci := slices.IndexFunc(chs, func(x chainAt) bool { return x.key == key })
		if ci < 0 {
			lo := len(links)
			for _, x := range diligent(start, int(l.evAt)) {
				for _, y := range event(x.h, evNames[l.ev]) {
					for _, z := range diligent(y.h, int(l.de-l.evAt)) {
						links = append(links, link{x.p, y.p, z.p, z.h})
					}
				}
			}
			ci = len(chs)
			chs = append(chs, chainAt{key, lo, len(links)})
		}
		for _, x := range links[chs[ci].lo:chs[ci].hi] {
			p := lp.p * x.xp * x.yp * x.zp
			if l.na && !x.z.sunk && !x.z.rtb && !x.z.out {
				for _, o := range g.noCounterFrom(&at, x.z) {
					acc.add(cm.outcomeID(o.outcome), p*o.p) // p*1 is p exactly
				}
				continue
			}
			for _, o := range counter(h, x.z) {
				acc.add(o.id, p*o.p)
			}
		}
	}
	sc.links, sc.chs = links, chs
	return acc.list(cm.names)
}

// packSides are the members that hide the columns beside a boat from it
// [24.24]: boat[0] alone (but for the boat) in the column to its left,
// boat[1] to its right; nil where no single member does.
type packSides struct {
	col  [2]int
	boat [2]*CombatBoat
}

// packNeighbours finds the packSides of boat b in its column.
func (g *Game) packNeighbours(b *CombatBoat) packSides {
	c := g.S.Combat
	var ps packSides
	ps.col = [2]int{b.Column - 1, b.Column + 1}
	if !c.isPack() || c.Board == "single" || b.Column < 0 {
		return ps
	}
	for k, ci := range ps.col {
		if ci < 0 || ci >= len(c.Columns) {
			continue
		}
		var other string
		n := 0
		for _, id := range c.Columns[ci].Subs {
			if id != b.ID {
				other, n = id, n+1
			}
		}
		if x := c.Boat(other); n == 1 && x != nil && !x.Out {
			ps.boat[k] = x
		}
	}
	return ps
}

// of is the side (0, 1) column ci is on, -1 if no member there hides it.
func (ps packSides) of(ci int) int {
	for k, nb := range ps.boat {
		if nb != nil && ps.col[k] == ci {
			return k
		}
	}
	return -1
}

// outcomeP is one named outcome and its chance.
type outcomeP struct {
	outcome string
	p       float64
}

// eventP is a combat event and its chance.
type eventP struct {
	ev string
	p  float64
}

// combatEventP is the distribution of the combat event a counter turned
// up brings [19.2]: the table's d10, with the events voided when
// nothing else on the display is face down or a ship [19.22] ("none").
// Every one, "none" too, is the round's one event [19.21].
//
// The events are appended to out, empty (issue 16, session 40: the odds'
// scratch holds the list from call to call).
func (g *Game) combatEventP(out []eventP) []eventP {
	c := g.S.Combat
	others := 0 // face down or a ship, the event's own counter among them
	for ci := range c.Columns {
		for ui := range c.Columns[ci].Units {
			u := &c.Columns[ci].Units[ui]
			if u.present() && (!u.Up || isShip(g.utype(u.ID))) {
				others++
			}
		}
	}
	alone := others <= 1
	for _, ev := range g.T.Tables.CombatEvents {
		switch {
		case alone && ev != "aircraft-spots" && ev != "mechanical":
			ev = "none" // void [19.22]: still the round's one event [19.21]
		case ev == "double-tonnage":
			ev = "none" // no harm, nothing changed for the counterattack
		}
		// "counterattack" (forced deep: the boat turns up nothing more and
		// fires nothing) and "counterattack-first" (the counterattack
		// before the attack) harm no more than the one counterattack, but
		// they change what comes before it (counterOddsShared's walk).
		found := false
		for i := range out {
			if out[i].ev == ev {
				out[i].p += 0.1
				found = true
			}
		}
		if !found {
			out = append(out, eventP{ev, 0.1})
		}
	}
	return out
}

// foldEvent adds the chance of event from to event to (appended if not
// there) and drops from, in events' own array (issue 16, session 40: it
// was copied; the list is the odds' scratch).
func foldEvent(events []eventP, from, to string) []eventP {
	i := slices.IndexFunc(events, func(e eventP) bool { return e.ev == from })
	if i < 0 {
		return events
	}
	p := events[i].p
	out := slices.Delete(events, i, i+1)
	if j := slices.IndexFunc(out, func(e eventP) bool { return e.ev == to }); j >= 0 {
		out[j].p += p
	} else {
		out = append(out, eventP{to, p})
	}
	return out
}

// eventHarm is the distribution of the states a combat event leaves the
// boat in before its counterattack [19.2]: a circular run (after a crash
// dive [14.13]: a drawn TDC, the hit roll, the sub's tonnage row of Attack
// Results with the torpedo value), patrol aircraft (the Other Dangers
// aircraft row after a crash dive), mechanical problems (the boat breaks
// off: d10 odd damaged and RTB, even repaired; no counterattack either
// way).
func (g *Game) eventHarm(s *Sub, start harmState, ev string) []harmP {
	return g.eventHarmTo(nil, s, start, ev)
}

// eventHarmTo is eventHarm appended to out, empty (issue 16, session 40:
// the odds' memo keeps the list in a block of its own, harmBlock; it was
// grown state by state).
func (g *Game) eventHarmTo(out []harmP, s *Sub, start harmState, ev string) []harmP {
	if ev == "" || start.sunk || start.rtb || start.out {
		return append(out, harmP{start, 1})
	}
	emit := func(h harmState, p float64) { out = addHarm(out, h, p) }
	cd := pAtMost(g.crashDiveValue(s), inexpLevel(s))
	switch ev {
	case "circular-run":
		emit(start, cd)
		tv := g.TorpedoValue(s)
		pool := g.S.TDCPool
		draws := []int{0}
		if len(pool) > 0 {
			draws = draws[:0]
			for _, i := range pool {
				draws = append(draws, g.S.TDCValue[i])
			}
		}
		row := g.T.AttackRow(max(1, g.Class(s).Tons))
		var hit1 []harmP // the row's states, the same for every draw: made once (issue 16)
		for _, tdc := range draws {
			p := (1 - cd) / float64(len(draws))
			hit := pAtMost(g.circularNeed(s, tdc), 0)
			emit(start, p*(1-hit))
			if g.rules.CircularRunSinks() { // [SW 19.2] event 2
				h := start
				h.sunk = true
				emit(h, p*hit)
				continue
			}
			if row == nil {
				emit(start, p*hit)
				continue
			}
			if hit1 == nil {
				hit1 = g.harmStates(s, *row, tv, 0, start)
			}
			for _, x := range hit1 {
				emit(x.h, p*hit*x.p)
			}
		}
	case "aircraft-spots":
		for _, x := range g.harmStates(s, g.T.Tables.OtherDangers["aircraft"], inexpLevel(s), cd, start) {
			emit(x.h, x.p)
		}
	case "mechanical":
		off := start
		off.out = true
		emit(off, 0.5)
		g.harmTokens(s, data.ResultRow{}, 0, "dmg+rtb", off, 0.5, 0, emit)
	default:
		emit(start, 1)
	}
	return out
}

// diligentHarm is the distribution of the states n diligent escorts'
// attacks leave the boat in, one after the other, each after its crash
// dive [14.12], [14.13].
//
// The list is cut from block (issue 16, session 40: a list of its own was
// made for each; the memos keep them while their block lives).
func (g *Game) diligentHarm(block *harmBlock, s *Sub, start harmState, n int) []harmP {
	// Each step's states in buffers on the stack, the last copied out
	// (issue 16): the same sums in the same order.
	var bufA, bufB [8]harmP
	states := append(bufA[:0], harmP{start, 1})
	spare := bufB[:0]
	row := g.T.Tables.OtherDangers["diligent"]
	cd := pAtMost(g.crashDiveValue(s), inexpLevel(s))
	for ; n > 0; n-- {
		next := spare[:0]
		add := func(h harmState, p float64) {
			for i := range next {
				if next[i].h == h {
					next[i].p += p
					return
				}
			}
			next = append(next, harmP{h, p})
		}
		for _, x := range states {
			if x.h.sunk || x.h.rtb {
				add(x.h, x.p)
				continue
			}
			for _, y := range g.harmStates(s, row, inexpLevel(s), cd, x.h) {
				add(y.h, x.p*y.p)
			}
		}
		states, spare = next, states
	}
	return block.keep(states)
}

// harmBlock is where the odds' memo cuts the lists of states it keeps
// (diligentHarm, eventHarm): a full block is left to the lists cut from
// it and a new one begun, so no list kept is ever written again.
type harmBlock []harmP

// keep is a copy of hs cut from the block, with no room beyond its length.
func (b *harmBlock) keep(hs []harmP) []harmP {
	if cap(*b)-len(*b) < len(hs) {
		*b = make([]harmP, 0, max(128, len(hs)))
	}
	n0 := len(*b)
	*b = append(*b, hs...)
	return (*b)[n0:len(*b):len(*b)]
}

// counterFrom is the distribution of the outcomes of the counterattack at
// half-point ASW h on a boat left in state st by what came before it: a
// boat sunk or sent home meets none; damage markers and Spotted add to
// the roll [14.2C]. Outcomes are named from the boat's state now: a boat
// already Spotted is not "spotted" again.
//
// The outcomes are appended to out (issue 16, session 40: the list was
// made anew for each one, only to be numbered into the memo's block).
//
// cs is counterBase(b): damage and Spotted change none of it.
func (g *Game) counterFrom(out []outcomeP, cs counterSides, b *CombatBoat, round, h int, st harmState) []outcomeP {
	s := g.Sub(b.ID)
	dmg0, spot0 := s.Damage, s.Spotted
	name := func(h harmState) string {
		if l := h.labelFor(s, dmg0); l != "spotted" || !spot0 {
			return l
		}
		return "no effect"
	}
	if st.sunk || st.rtb || st.out {
		return append(out, outcomeP{name(st), 1})
	}
	s.Damage, s.Spotted = st.dmg, spot0 || st.spot
	defer func() { s.Damage, s.Spotted = dmg0, spot0 }()
	diff, row, mod := g.counterAtOn(cs, b, round, h)
	if diff < 0 {
		if l := name(st); l != "no effect" {
			return append(out, outcomeP{l, 1})
		}
		return append(out, outcomeP{"no counterattack", 1})
	}
	for _, x := range g.harmStates(s, row, mod, 0, st) {
		out = append(out, outcomeP{name(x.h), x.p})
	}
	return out
}

// forcedReveals are the face-down counters the boat must turn up before
// its counterattack in the round: on the Single board every lone contact
// in a re-attack [28.27]; otherwise up to Tactics (less those already
// turned up this round) from its and the adjacent columns, white flags
// first in a re-attack [14.4A], then in board order (the player's choice,
// taken as the board's order).
//
// The counters are appended to down, empty, and *spare is room to order
// them (issue 16, session 40: the odds' scratch holds both from call to
// call).
func (g *Game) forcedReveals(down []*BoardUnit, spare *[]*BoardUnit, b *CombatBoat, round int, next bool) []*BoardUnit {
	c := g.S.Combat
	for ci := range c.Columns {
		for ui := range c.Columns[ci].Units {
			u := &c.Columns[ci].Units[ui]
			if u.present() && !u.Up && g.inReach(b, ci) {
				down = append(down, u)
			}
		}
	}
	if c.Board == "single" {
		if round == 1 && b.NoFire && !next {
			return nil
		}
		// In a re-attack every lone contact [28.27]; in round 1 any
		// number, as the player chooses [28.22]: the policy turns them
		// all up, in board order.
		return down
	}
	if b.NoFire && !next {
		return nil
	}
	n := g.tactics(g.Sub(b.ID))
	if !next {
		n -= b.Reveals
	}
	if round >= 2 && c.Board != "tf" {
		// White flags first, each flag's in board order: the reds set
		// aside in *spare and put back after the whites.
		red := (*spare)[:0]
		w := 0
		for _, u := range down {
			if g.utype(u.ID).Flag == "white" {
				down[w] = u
				w++
			} else {
				red = append(red, u)
			}
		}
		down = append(down[:w], red...)
		*spare = red
	}
	return down[:max(0, min(n, len(down)))]
}

// revealedValue is the distribution of the half-point ASW a counter of
// type t turned up in column ci adds to the counterattack [14.2A]: an
// aircraft stays with probability air[0] or is replaced from its cup with
// air[1] (grounded in 965 mb, neither: nothing), a draw-liner marker from
// the liner cup.
func (g *Game) revealedValue(b *CombatBoat, ci int, cup string, t *data.AlliedType, inPort bool, air [2]float64, depth int, memo *valueMemo) []valueP {
	// A ship's value reads neither its cup nor the depth, an event's
	// nothing of where it stands: their keys leave them out (issue 16,
	// session 40: each cup's ships were worked out again at every depth
	// of its aircraft's replacements).
	var key valueKey
	switch {
	case isEvent(t):
		key = valueKey{t: t, at: valueKeyEvent}
	case isAircraft(t) || isLiner(t):
		key = valueKey{t: t, at: packValueKey(b.Column, ci, memo.cupIndex(cup), depth)}
	default:
		key = valueKey{t: t, at: packValueKey(b.Column, ci, valueKeyShip, 0)}
	}
	if vs, ok := memo.vals[key]; ok {
		return vs
	}
	type vd = valueD
	// The outcomes in a list, not a map: a handful, each added to in the
	// same order as before, and sorted below (issue 16: the map was most
	// of what the odds of a counterattack allocated).
	var outBuf [8]valueP
	out := outBuf[:0]
	add := func(k vd, p float64) {
		for i := range out {
			if out[i].v == k.v && out[i].de == k.de && out[i].ev == k.ev && out[i].x == k.x {
				out[i].p += p
				return
			}
		}
		out = append(out, valueP{k.v, p, k.de, k.ev, k.x})
	}
	replace := func(from string, p float64) {
		ids := g.S.Cups[from]
		if len(ids) == 0 || depth >= 3 {
			add(vd{}, p)
			return
		}
		// The same replacement's terms are added again from the memo
		// (issue 16, session 40: every aircraft type of a cup walked the
		// cup's types again): the same adds in the same order.
		rk := replKey{b.Column, ci, memo.cupIndex(from), depth, p}
		if ts, ok := memo.repl[rk]; ok {
			for _, x := range ts {
				add(x.k, x.p)
			}
			return
		}
		var room [32]replTerm
		ts := room[:0]
		for _, tn := range g.cupTypes(from).types {
			for _, x := range g.revealedValue(b, ci, from, tn.t, inPort, air, depth+1, memo) {
				k, q := vd{x.v, x.de, x.ev, x.x}, p*x.p*float64(tn.n)/float64(len(ids))
				add(k, q)
				ts = append(ts, replTerm{k, q})
			}
		}
		memo.repl[rk] = memo.keepTerms(ts)
	}
	switch {
	case isLiner(t):
		replace(data.CupLiner, 1)
	case isEvent(t):
		add(vd{ev: true}, 1)
	case isAircraft(t):
		if air[0] > 0 {
			add(vd{v: g.counterASW(b, ci, t, inPort)}, air[0]) // counts whatever its column
		}
		if air[1] > 0 {
			replace(cup, air[1])
		}
		if rest := 1 - air[0] - air[1]; rest > 0 {
			add(vd{}, rest) // grounded, back to its cup unreplaced [7.41]
		}
	default:
		v := g.counterASW(b, ci, t, inPort)
		x := 0
		if memo.sides.of(ci) >= 0 {
			x = g.counterASWOpen(b, ci, t, inPort) - v
		}
		add(vd{v: v, de: t.Diligent, x: x}, 1)
	}
	// The result cut from a block the memo holds (one allocation for many
	// results; issue 16), with no room beyond its length.
	if cap(memo.slab)-len(memo.slab) < len(out) {
		memo.slab = make([]valueP, 0, max(256, len(out)))
	}
	n0 := len(memo.slab)
	memo.slab = append(memo.slab, out...)
	vs := memo.slab[n0:len(memo.slab):len(memo.slab)]
	rank := func(x valueP) int {
		switch {
		case x.ev:
			return 2
		case x.de:
			return 1
		}
		return 0
	}
	slices.SortFunc(vs, func(a, b valueP) int {
		if a.v != b.v {
			return a.v - b.v
		}
		if rank(a) != rank(b) {
			return rank(a) - rank(b)
		}
		return a.x - b.x
	})
	memo.vals[key] = vs
	return vs
}

// valueMemo memoises revealedValue within one odds computation.
type valueMemo struct {
	cups  []string // the cups its keys name, by place (issue 16: a string hashed at every look-up)
	vals  map[valueKey][]valueP
	slab  []valueP // where the results are cut from (revealedValue)
	sides packSides
	// repl are the terms a replacement from a cup adds (revealedValue's
	// replace), in order; terms is where they are cut from (a full block
	// left to the lists cut from it).
	repl  map[replKey][]replTerm
	terms []replTerm
}

// valueD is a value of revealedValue's without its chance.
type valueD struct {
	v      int
	de, ev bool
	x      int
}

// replKey is a replacement's key in valueMemo.repl: the column considered
// for the boat, the counter's, the cup's place (cupIndex), the depth and
// the chance of the replacement.
type replKey struct {
	at, col, cup, depth int
	p                   float64
}

// replTerm is one term a replacement adds: a value and its chance.
type replTerm struct {
	k valueD
	p float64
}

// keepTerms is a copy of ts cut from the memo's block.
func (m *valueMemo) keepTerms(ts []replTerm) []replTerm {
	if cap(m.terms)-len(m.terms) < len(ts) {
		m.terms = make([]replTerm, 0, max(256, len(ts)))
	}
	n0 := len(m.terms)
	m.terms = append(m.terms, ts...)
	return m.terms[n0:len(m.terms):len(m.terms)]
}

// cupIndex is the cup's place in the memo's cups, given it at first: one
// place for each cup while the memo keeps its values.
func (m *valueMemo) cupIndex(cup string) int { return placeOf(&m.cups, cup) }

// placeOf is s's place in *list, appended at first (a few names: a scan
// is cheaper than a map's hash).
func placeOf(list *[]string, s string) int {
	for i, n := range *list {
		if n == s {
			return i
		}
	}
	*list = append(*list, s)
	return len(*list) - 1
}

// cupMix is a cup's types, sorted by id, and the count of each (cupTypes):
// for the counters ids, a copy of the cup it was made from.
type cupMix struct {
	ids   []string
	types []typeN
}

// typeN is a type and a count of its counters.
type typeN struct {
	t *data.AlliedType
	n int
}

// valueKey memoises revealedValue within one odds computation: the type
// and at, packValueKey's number (issue 16, session 40: a key of two words
// hashes faster than one of five).
type valueKey struct {
	at uint64
	t  *data.AlliedType
}

// packValueKey is the column considered for the boat, the counter's, the
// cup's place in the memo's cups (cupIndex) and the depth in one number,
// 16 bits each: columns, cups and depths are a handful (a column of −1,
// no column, is 0xFFFF).
func packValueKey(at, col, cup, depth int) uint64 {
	return uint64(uint16(at)) | uint64(uint16(col))<<16 | uint64(uint16(cup))<<32 | uint64(uint16(depth))<<48
}

// valueKeyShip stands for the cup in a ship's key, valueKeyEvent for an
// event's whole number (no cup's place, no depth is 0xFFFF).
const (
	valueKeyShip  = 0xFFFF
	valueKeyEvent = 1<<64 - 1
)

// appendValueSig writes a value distribution as a key: equal keys, equal
// distributions. It is the values' bits, their count first (issue 16,
// session 40: the numbers were written as text, the chances by
// strconv's shortest float, a thousand instructions a distribution);
// equal chances have equal bits and unequal ones unequal (no NaN here,
// and ±0 were told apart as "0" and "-0" too).
func appendValueSig(sig []byte, vs []valueP) []byte {
	sig = binary.LittleEndian.AppendUint32(sig, uint32(len(vs)))
	for _, x := range vs {
		sig = binary.LittleEndian.AppendUint64(sig, uint64(x.v))
		sig = binary.LittleEndian.AppendUint64(sig, math.Float64bits(x.p))
		var f byte
		if x.de {
			f |= 1
		}
		if x.ev {
			f |= 2
		}
		sig = append(sig, f)
		sig = binary.LittleEndian.AppendUint64(sig, uint64(x.x))
	}
	return sig
}

// valueP is one value of a distribution and its chance; de marks a
// diligent escort, which attacks the boat as it is turned up [14.12].
type valueP struct {
	v  int
	p  float64
	de bool
	ev bool // a combat event [19.2]
	x  int  // more ASW if a member beside stops hiding the column (packSides)
}

// airStayP is the chance an aircraft turned up stays over the convoy and
// the chance it is replaced from its cup [14.12], [7.41], [28.11], [13.23B].
func (g *Game) airStayP() [2]float64 {
	c := g.S.Combat
	if g.weatherAt(c.Area) == 965 {
		return [2]float64{0, 0}
	}
	if c.Kind == "tf" || c.Kind == "special" {
		return [2]float64{1, 0}
	}
	switch g.airCover(c.Area, c.Gov) {
	case "dark":
		return [2]float64{1, 0}
	case "light":
		if c.Coastal {
			return [2]float64{1, 0}
		}
		return [2]float64{0.5, 0.5}
	}
	return [2]float64{0, 1}
}

// counterASW is one undamaged revealed unit's half-point ASW in the
// counterattack on boat b [14.2A], as aswSum counts it.
func (g *Game) counterASW(b *CombatBoat, ci int, t *data.AlliedType, inPort bool) int {
	return g.counterASWReach(b, ci, t, inPort, false)
}

// counterASWOpen is counterASW with the column ci open to boat b, as when
// the member that held it has gone [24.24].
func (g *Game) counterASWOpen(b *CombatBoat, ci int, t *data.AlliedType, inPort bool) int {
	return g.counterASWReach(b, ci, t, inPort, true)
}

// counterASWReach is counterASW; open counts an adjacent column whoever
// holds it.
func (g *Game) counterASWReach(b *CombatBoat, ci int, t *data.AlliedType, inPort, open bool) int {
	c := g.S.Combat
	if !isShip(t) && !isAircraft(t) || t.Type == "SS" {
		return 0
	}
	v := t.ASW2
	if airCapable(t) {
		if t.Carrier && t.ASW2 == 0 {
			v = 1 // ½ in the counterattack [3.14B]
		}
		if g.usAirBeforeP4(t) {
			return 0
		}
		if g.aircraftOwnColumn() && c.Board != "single" && ci != b.Column {
			return 0
		}
	} else if open && (b.Column < 0 || !adjacent(b.Column, ci)) || !open && !g.escortReach(b, ci) {
		return 0
	}
	return aswInWeather(v, t, g.weatherAt(c.Area), inPort)
}

// counterAt is counterSetup's difference, row and modifiers' sum
// (counterModSum) for a given half-point ASW [14.2A]–[14.2C].
func (g *Game) counterAt(b *CombatBoat, round, h int) (diff int, row data.ResultRow, mod int) {
	return g.counterAtOn(g.counterBase(b), b, round, h)
}

// counterSides is what counterAt reads beside the ASW and the boat's
// damage and Spotted: the governing area's red boxes and general ASW
// [14.2A], and the boat's Defense, ace and inexperience [14.2B].
type counterSides struct{ allied, sub int }

// counterBase is boat b's counterSides now.
func (g *Game) counterBase(b *CombatBoat) counterSides {
	c := g.S.Combat
	s := g.Sub(b.ID)
	return counterSides{RedCount(g.Row(c.Gov)) + g.generalASW(c.Gov), g.Class(s).Defense + g.AceValue(s) - inexpLevel(s)}
}

// counterAtOn is counterAt with its sides given (issue 16, session 40:
// the odds' counterattacks read them again for every state and ASW).
func (g *Game) counterAtOn(cs counterSides, b *CombatBoat, round, h int) (diff int, row data.ResultRow, mod int) {
	s := g.Sub(b.ID)
	diff = g.counterDiff(ceilHalf(h)+cs.allied-cs.sub, round)
	if diff < 0 {
		return diff, row, 0
	}
	row, _ = g.counterRowOf(diff)
	return diff, row, counterModSum(s, round)
}

// cupTypes is the census of a cup's counters: their types sorted by id
// (so the odds sum in the same order each time) and the count of each. It
// is kept for each cup while the cup holds the same counters (compared one
// by one: the odds of a prompt ask for the same cups again and again, and
// a census looks every counter's type up, issue 16).
func (g *Game) cupTypes(cup string) *cupMix {
	ids := g.S.Cups[cup]
	if g.cupMixes == nil {
		g.cupMixes = map[string]*cupMix{}
	}
	m := g.cupMixes[cup]
	if m != nil && len(m.ids) == len(ids) {
		same := true
		for i := range ids {
			// The census's ids are copies of the cup's: mostly the same
			// strings, told at their address (issue 16, session 40).
			if !engine.SameID(ids[i], m.ids[i]) {
				same = false
				break
			}
		}
		if same {
			return m
		}
	}
	if m == nil {
		m = &cupMix{}
		g.cupMixes[cup] = m
	}
	m.ids = append(m.ids[:0], ids...)
	m.types = m.types[:0]
	for _, id := range ids {
		t := g.utype(id)
		j := 0
		for j < len(m.types) && m.types[j].t != t {
			j++
		}
		if j < len(m.types) {
			m.types[j].n++
			continue
		}
		m.types = append(m.types, typeN{t, 1})
	}
	sortTypes(m.types)
	return m
}

// sortTypes sorts types by id, by insertion: a cup's census has a few
// dozen types at most, mostly in order already, and every id is one
// type's (issue 16: sort.Slice's reflection was most of a census made
// again; no generic sort either: a slices.SortFunc of its own was 38 KB of
// wasm).
func sortTypes(ts []typeN) {
	for i := 1; i < len(ts); i++ {
		for j := i; j > 0 && ts[j].t.ID < ts[j-1].t.ID; j-- {
			ts[j], ts[j-1] = ts[j-1], ts[j]
		}
	}
}
