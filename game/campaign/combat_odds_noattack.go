package campaign

import (
	"slices"
	"strconv"
	"strings"

	"periscope/game/data"
)

// [14.17A] in the counterattack odds of "fight on" in the first round.
//
// A boat that fights on after a diligent escort in round 1 goes on to turn
// up the rest of its Tactics counters, place its TDCs and attack; when no
// attack of its can succeed there is no counterattack that round [14.17A].
// Whether one can hangs on what the counters turn out to be (a ship is a
// target; every revealed escort's ASW raises each target's total) and on
// the TDC values drawn, so the odds take it over both, with the choices
// the player still has made as the policy below (DESIGN.md, "The odds'
// policy"): the counters in board order, torpedoes rather than the deck
// gun, the TDCs on the candidates in board order (on the Single board
// every lone contact turned up and a TDC on each [28.23]; the deck gun on
// any lone target it may shell is an attack [28.24]). Each TDC value is drawn
// from the pool as it is, without replacement; a US escort before its
// period of war is a target only on the [30.23] roll (≤ ace).

// finalP is one way a counter turned up ends on the display: its value
// (as revealedValue gives it) and the type that then stands face up
// there (nil: nothing is left there: grounded aircraft, a combat event,
// an empty cup).
type finalP struct {
	valueP
	t *data.AlliedType
}

// revealedFinal is revealedValue with the counter's final identity: an
// aircraft stays by the air-cover test or is replaced from its cup, a
// draw-liner marker from the liner cup; in a 965 mb storm an aircraft is
// grounded and goes back unreplaced [7.41]. A ship in a column beside the
// boat that a lone member hides [24.24] carries, as in revealedValue, the
// ASW it adds if that member goes (sides).
func (g *Game) revealedFinal(b *CombatBoat, ci int, cup string, t *data.AlliedType, inPort bool, air [2]float64, depth int, sides packSides) []finalP {
	var out []finalP
	replace := func(from string, p float64) {
		ids := g.S.Cups[from]
		if len(ids) == 0 || depth >= 3 {
			out = append(out, finalP{valueP{p: p}, nil})
			return
		}
		for _, tn := range g.cupTypes(from).types {
			for _, x := range g.revealedFinal(b, ci, from, tn.t, inPort, air, depth+1, sides) {
				x.p *= p * float64(tn.n) / float64(len(ids))
				out = append(out, x)
			}
		}
	}
	switch {
	case isLiner(t):
		replace(data.CupLiner, 1)
	case isEvent(t):
		out = append(out, finalP{valueP{p: 1, ev: true}, nil})
	case isAircraft(t):
		if air[0] > 0 {
			out = append(out, finalP{valueP{v: g.counterASW(b, ci, t, inPort), p: air[0]}, t})
		}
		if air[1] > 0 {
			replace(cup, air[1])
		}
		if rest := 1 - air[0] - air[1]; rest > 0 {
			out = append(out, finalP{valueP{p: rest}, nil}) // grounded [7.41]
		}
	default:
		v := g.counterASW(b, ci, t, inPort)
		x := 0
		if sides.of(ci) >= 0 {
			x = g.counterASWOpen(b, ci, t, inPort) - v
		}
		out = append(out, finalP{valueP{v: v, p: 1, de: t.Diligent, x: x}, t})
	}
	return out
}

// placed is one forced reveal of a path through counterOddsAhead's walk:
// the counter and what stands face up there afterwards.
type placed struct {
	u *BoardUnit
	t *data.AlliedType
}

// placedKey names a path (for the memo of noAttackP).
func placedKey(path []placed) string {
	var sb strings.Builder
	for _, x := range path {
		sb.WriteString(x.u.ID)
		sb.WriteByte('=')
		if x.t != nil {
			sb.WriteString(x.t.ID)
		}
		sb.WriteByte(';')
	}
	return sb.String()
}

// noAttackP is the chance that no attack of boat b can succeed this round
// [14.17A] once the forced reveals of path stand on the display as the
// path has them: the display is set so for the time of the reckoning (the
// counters given made-up instance ids of their types), then put back.
func (g *Game) noAttackP(b *CombatBoat, path []placed) float64 {
	type saved struct {
		id       string
		up, left bool
	}
	old := make([]saved, len(path))
	for i, x := range path {
		old[i] = saved{x.u.ID, x.u.Up, x.u.Left}
		if x.t == nil {
			x.u.Left = true
		} else {
			x.u.ID, x.u.Up = x.t.ID+"#odds"+strconv.Itoa(i), true
		}
	}
	defer func() {
		for i, x := range path {
			x.u.ID, x.u.Up, x.u.Left = old[i].id, old[i].up, old[i].left
		}
	}()
	return g.noAttackNowP(b)
}

// noAttackNowP is [14.17A]'s chance on the display as it stands: the
// steps of the boat's turn from its reveals to the allocation (stepTurn:
// "reveal-done", "gun", "tdc", "pre", "alloc"), with the policy's choices.
func (g *Game) noAttackNowP(b *CombatBoat) float64 {
	c := g.S.Combat
	s := g.Sub(b.ID)
	if b.NoFire {
		return 0 // no attack, and the counterattack comes [14.12]
	}
	single := c.Board == "single"
	if single {
		// Lone contacts [28.24]: the deck gun on any lone target it may
		// shell is an attack that can succeed.
		for _, id := range g.loneTargets(b) {
			if g.hasGunTarget(b, s, id) {
				return 0
			}
		}
	}
	if b.NoTorpedoes {
		if !single && g.hasGunTarget(b, s, "") {
			return 0 // the deck gun is its attack
		}
		return 1
	}
	total := g.attackPointsValue(s)
	if single {
		total = g.loneAttack(s) // the full attack on each lone target [28.24]
	}
	if total <= 0 {
		return 1
	}
	var targets []*BoardUnit
	if single {
		for _, id := range g.loneTargets(b) { // TDCs already on the display
			if u := c.Unit(id); u.TDC >= 0 {
				targets = append(targets, u)
			}
		}
	} else {
		for _, id := range g.allocTargets(b) { // TDCs already on the display
			targets = append(targets, c.Unit(id))
		}
	}
	placedAt := len(targets)
	cands := g.tdcCandidates(b)
	n := min(g.tactics(s)-b.TDCs, len(g.S.TDCPool))
	if single {
		n = len(g.S.TDCPool) // a TDC on every target [28.23]
	}
	if n > 0 {
		for _, id := range cands[:min(n, len(cands))] {
			targets = append(targets, c.Unit(id))
		}
	}
	if len(targets) == 0 {
		return 1
	}
	// The pool by value, one index of each value to read it with.
	count := map[int]int{}
	index := map[int]int{}
	var values []int
	for _, i := range g.S.TDCPool {
		v := g.S.TDCValue[i]
		if count[v] == 0 {
			values = append(values, v)
			index[v] = i
		}
		count[v]++
	}
	slices.Sort(values)
	a := g.attackValue(s, total)
	mod := 0
	if g.blackout() {
		mod = -1 // [30.25]; no re-attack modifier in round 1
	}
	usOK := pAtMost(g.AceValue(s), 0) // [30.23]
	// fail(u) is the chance that u is no feasible target as it stands.
	fail := func(u *BoardUnit) float64 {
		t := g.utype(u.ID)
		limited := u.Up && g.usEscortLimited(t) && !u.USOK
		if u.Up && !limited && !g.mayAttack(u, t) {
			return 1
		}
		if g.hitNeed(a, g.targetHalf(b, u, g.escortBonus(b, s, u))) < inexpLevel(s) {
			return 1
		}
		if limited {
			return 1 - usOK
		}
		return 0
	}
	pAll := 1.0
	for _, u := range targets[:placedAt] {
		pAll *= fail(u)
	}
	// failWith[j][v]: target j with a TDC of value v.
	drawn := targets[placedAt:]
	failWith := make([]map[int]float64, len(drawn))
	for j, u := range drawn {
		failWith[j] = map[int]float64{}
		tdc, up, m := u.TDC, u.TDCUp, u.TDCMod
		for _, v := range values {
			u.TDC, u.TDCUp, u.TDCMod = index[v], true, mod
			failWith[j][v] = fail(u)
		}
		u.TDC, u.TDCUp, u.TDCMod = tdc, up, m
	}
	left := len(g.S.TDCPool)
	var all func(j int) float64
	all = func(j int) float64 {
		if j == len(drawn) {
			return 1
		}
		p := 0.0
		for _, v := range values {
			k := count[v]
			if k == 0 || failWith[j][v] == 0 {
				continue
			}
			count[v]--
			left--
			p += float64(k) / float64(left+1) * failWith[j][v] * all(j+1)
			count[v]++
			left++
		}
		return p
	}
	return pAll * all(0)
}

// noCounterFrom is the outcome of a round with no counterattack [14.17A]
// on a boat left in state st by what came before: its harm, or "no
// counterattack".
func (g *Game) noCounterFrom(b *CombatBoat, st harmState) []outcomeP {
	s := g.Sub(b.ID)
	l := st.labelFor(s, s.Damage)
	if l == "spotted" && s.Spotted {
		l = "no effect"
	}
	if l == "no effect" {
		l = "no counterattack"
	}
	return []outcomeP{{l, 1}}
}
