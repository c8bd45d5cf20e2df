package campaign

import (
	"math"
	"slices"
	"strings"

	"periscope/game/data"
	"periscope/game/engine"
)

// Odds: every prompt shows the exact chances of its outcomes, computed by
// enumerating the d10s with every modifier.

// oddsAcc sums probabilities per outcome, keeping the order in which the
// outcomes first appear.
//
// There are a handful of outcomes, so a slice searched in order is faster
// than a map; each outcome's sum is made in the same order either way.
//
// Its first outcomes are summed in a buffer of its own, and list copies
// them out at their length (issue 16: a list of room for eight was made
// for every odds worked out, most of which have two to four outcomes).
type oddsAcc struct {
	n    int
	buf  [8]engine.Odd
	more []engine.Odd // outcomes beyond the buffer's, in order
}

func newOddsAcc() *oddsAcc { return &oddsAcc{} }

func (a *oddsAcc) add(outcome string, p float64) {
	if p <= 0 {
		return
	}
	// The outcomes are mostly the same few literals: told at their
	// address before their bytes (issue 16, session 40: a call to
	// compare the bytes for each).
	for i := range a.n {
		if engine.SameID(a.buf[i].Outcome, outcome) {
			a.buf[i].P += p
			return
		}
	}
	for i := range a.more {
		if a.more[i].Outcome == outcome {
			a.more[i].P += p
			return
		}
	}
	if a.n < len(a.buf) {
		a.buf[a.n] = engine.Odd{Outcome: outcome, P: p}
		a.n++
		return
	}
	a.more = append(a.more, engine.Odd{Outcome: outcome, P: p})
}

// list is the odds made, rounded, in a list of their own with no room
// beyond its length.
func (a *oddsAcc) list() []engine.Odd {
	n := a.n + len(a.more)
	out := make([]engine.Odd, 0, n)
	out = append(append(out, a.buf[:a.n]...), a.more...)
	for i := range out {
		out[i].P = math.Round(out[i].P*1e9) / 1e9
	}
	return out
}

// appendTo is list appended to out.
func (a *oddsAcc) appendTo(out []engine.Odd) []engine.Odd {
	n0 := len(out)
	out = append(append(out, a.buf[:a.n]...), a.more...)
	for i := n0; i < len(out); i++ {
		out[i].P = math.Round(out[i].P*1e9) / 1e9
	}
	return out
}

// dieOrNot enumerates a d10 when a roll is made, or a single "no roll".
// The slices returned are shared: read them, never change them.
func dieOrNot(rolled bool) []int {
	if rolled {
		return everyFace
	}
	return noRoll
}

var (
	everyFace = []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}
	noRoll    = []int{-1}
)

// dieWeight is the probability of one enumerated value.
func dieWeight(v int) float64 {
	if v < 0 {
		return 1
	}
	return 0.1
}

// pAtMost is the chance that d10 + mod ≤ n.
func pAtMost(n, mod int) float64 {
	k := 0
	for r := 0; r < 10; r++ {
		if r+mod <= n {
			k++
		}
	}
	return float64(k) / 10
}

// ---------------------------------------------------------------- harm to a sub

// harmState is what happened to a sub along one path of results.
type harmState struct {
	dmg  int // damage markers now
	sunk bool
	rtb  bool
	spot bool
	out  bool // out of the combat (mechanical problems [19.2]): no counterattack
}

// labelFor is label for sub s as it stands before the combat's harm: a
// boat already returning to base is not sent home again, so an RTB result
// changes nothing for it ([19.12]; it may not re-attack [14.4]) and the
// game logs none (ForceRTB).
func (h harmState) labelFor(s *Sub, start int) string {
	if s.RTB {
		h.rtb = false
	}
	return h.label(start)
}

func (h harmState) label(start int) string {
	switch {
	case h.sunk:
		return "sunk"
	case h.dmg > start && h.rtb:
		return "damaged + RTB"
	case h.dmg > start:
		return "damaged"
	case h.rtb:
		return "RTB"
	case h.spot:
		return "spotted"
	}
	return "no effect"
}

// harmOdds enumerates a results row read at d10 + mod for a sub: "again"
// rolls a second time on the same row; a crash dive (probability cd of
// success) turns every result but "no effect" into Spotted [14.13].
func (g *Game) harmOdds(s *Sub, row data.ResultRow, mod int, cd float64) []engine.Odd {
	acc := newOddsAcc()
	for _, x := range g.harmStates(s, row, mod, cd, harmState{dmg: s.Damage}) {
		acc.add(x.h.labelFor(s, s.Damage), x.p)
	}
	return acc.list()
}

// harmP is one state a sub may be left in and its chance.
type harmP struct {
	h harmState
	p float64
}

// addHarm adds probability p of state h to a distribution, merging it with
// an equal state already there (every sunk state is one).
func addHarm(out []harmP, h harmState, p float64) []harmP {
	if p <= 0 {
		return out
	}
	if h.sunk {
		h = harmState{sunk: true}
	}
	for i := range out {
		if out[i].h == h {
			out[i].p += p
			return out
		}
	}
	return append(out, harmP{h, p})
}

// harmStates is the distribution of the states a sub is left in by one
// roll on a results row from state start (harmOdds before its labels), in
// the order the paths first reach them. The list is the game's memo's
// (harmKey): read it, never change it.
func (g *Game) harmStates(s *Sub, row data.ResultRow, mod int, cd float64, start harmState) []harmP {
	if len(row.Cells) == 0 {
		return g.harmStatesInto(nil, s, row, mod, cd, start)
	}
	k := harmKey{cells: &row.Cells[0], n: len(row.Cells), from: row.From, mod: mod, cd: cd, start: start,
		def: g.Class(s).Defense, ace: g.AceValue(s), storm: g.weatherAt(s.Area) == 965, proto: g.isPrototype(s)}
	hm := g.harmMemo()
	if hs, ok := hm[k]; ok {
		return hs
	}
	var buf [8]harmP
	hs := slices.Clip(slices.Clone(g.harmStatesInto(buf[:0], s, row, mod, cd, start)))
	if len(hm) >= 4096 {
		clear(hm) // a bound, never reached in a campaign
	}
	hm[k] = hs
	return hs
}

// harmKey is everything harmStatesInto reads (issue 16: the odds of one
// prompt walked the same rows from the same states again and again): the
// row, by its cells' array (the theatre's tables, never changed after
// loading) and where they begin; the modifier, the crash dive's chance and
// the state it starts from; and of the sub what harmTokens reads: its
// Defense and ace [18.1], [7.41], whether its area is in a 965 mb storm
// [7.41], and whether it is a prototype [35.4]. Test: the memo's lists
// equal harmStatesInto's walked afresh (TestHarmMemoIsTheWalk).
type harmKey struct {
	cells        *string
	n, from      int
	mod          int
	cd           float64
	start        harmState
	def, ace     int
	storm, proto bool
}

// harmMemo is the game's memo of harmStates, kept in its odds memo
// (counterMemo) from one call to the next: it hangs on nothing that
// changes, so it is never emptied but at its bound.
func (g *Game) harmMemo() map[harmKey][]harmP {
	if g.ctrMemo == nil {
		g.ctrMemo = newCounterMemo()
	}
	return g.ctrMemo.harm
}

// harmStatesInto is harmStates appending to out (a caller's buffer on its
// stack, for a distribution read at once; issue 16).
func (g *Game) harmStatesInto(out []harmP, s *Sub, row data.ResultRow, mod int, cd float64, start harmState) []harmP {
	emit := func(h harmState, p float64) { out = addHarm(out, h, p) }
	if cd > 0 {
		spotted := start
		spotted.spot = true
		for r := 0; r < 10; r++ {
			if row.Cell(r+mod) == "none" {
				emit(start, cd/10)
			} else {
				emit(spotted, cd/10)
			}
		}
	}
	g.harmWalk(s, row, mod, start, (1-cd)/10, 0, emit)
	return out
}

func (g *Game) harmWalk(s *Sub, row data.ResultRow, mod int, h harmState, p float64, depth int, emit func(harmState, float64)) {
	for r := 0; r < 10; r++ {
		g.harmTokens(s, row, mod, row.Cell(r+mod), h, p, depth, emit)
	}
}

// harmTokens walks the "+"-joined tokens of a results cell (toks, the
// cell's text or what is left of it) from state h with probability p,
// emitting each state reached. An empty token does nothing.
func (g *Game) harmTokens(s *Sub, row data.ResultRow, mod int, toks string, h harmState, p float64, depth int, emit func(harmState, float64)) {
	if p <= 0 {
		return
	}
	if toks == "" || h.sunk {
		emit(h, p)
		return
	}
	t, rest, _ := strings.Cut(toks, "+")
	switch t {
	case "spot":
		h.spot = true
	case "rtb":
		h.rtb = true
	case "sunk", "explode":
		h.sunk = true
	case "dmg":
		// A storm loss roll first in 965 mb weather [7.41], then the
		// second-damage roll [18.1] or the third damage [18.2].
		def := g.Class(s).Defense
		if g.weatherAt(s.Area) == 965 {
			lost := 1 - pAtMost(def, -g.AceValue(s))
			emit(harmState{sunk: true}, p*lost)
			p *= 1 - lost
		}
		switch h.dmg {
		case 0:
			h.dmg = 1
		case 1:
			lost := 1 - pAtMost(def, 0)
			emit(harmState{sunk: true}, p*lost)
			p *= 1 - lost
			h.dmg = 2
		default:
			h.sunk = true
		}
		if !h.sunk && g.isPrototype(s) {
			h.rtb = true // a damaged prototype withdraws and returns to base [35.4]
		}
	case "again":
		if depth >= 3 {
			break
		}
		for r := 0; r < 10; r++ {
			more := row.Cell(r + mod)
			if rest != "" {
				more += "+" + rest
			}
			g.harmTokens(s, row, mod, more, h, p/10, depth+1, emit)
		}
		return
	}
	g.harmTokens(s, row, mod, rest, h, p, depth, emit)
}
