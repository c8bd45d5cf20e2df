package campaign

import (
	"fmt"
	"reflect"
	"slices"

	"periscope/game/data"
)

// RevealedValuesUnlike compares revealedValue, on one memo shared by every
// column, cup and type of the prompt's boat (as a shift prompt's columns
// share theirs), with revealedValueRef, the walk as it was before issue 16
// session 40 (its memo keyed by column, counter's column, cup, type and
// depth; no replacement memo): every counter type of every cup on the
// display (face down or face up), the liner cup and their replacements'
// cups, for every column of the display as the one considered, in both
// rounds' terms. It is the first difference, "" for none, and the number
// of distributions compared.
func (g *Game) RevealedValuesUnlike(sub string) (string, int) {
	c := g.S.Combat
	if c == nil || c.Boat(sub) == nil {
		return "", 0
	}
	b := c.Boat(sub)
	air := g.airStayP()
	var cups []string
	for ci := range c.Columns {
		for _, u := range c.Columns[ci].Units {
			if u.Cup != "" && !slices.Contains(cups, u.Cup) {
				cups = append(cups, u.Cup)
			}
		}
	}
	if !slices.Contains(cups, data.CupLiner) {
		cups = append(cups, data.CupLiner)
	}
	n := 0
	for _, inPort := range []bool{false, true} {
		memo := &valueMemo{vals: map[valueKey][]valueP{}, repl: map[replKey][]replTerm{}}
		for col := range c.Columns {
			at := *b
			at.Column = col
			sides := g.packNeighbours(&at)
			memo.sides = sides
			ref := map[refValueKey][]valueP{}
			for ci := range c.Columns {
				for _, cup := range cups {
					for _, tn := range g.cupTypes(cup).types {
						got := g.revealedValue(&at, ci, cup, tn.t, inPort, air, 0, memo)
						want := g.revealedValueRef(&at, ci, cup, tn.t, inPort, air, 0, sides, ref)
						n++
						if !reflect.DeepEqual(got, want) {
							return fmt.Sprintf("column %d, counter's column %d, cup %s, %s, in port %v: %v, before %v", col, ci, cup, tn.t.ID, inPort, got, want), n
						}
					}
				}
			}
		}
	}
	return "", n
}

// refValueKey is revealedValueRef's memo key (valueKey before session 40).
type refValueKey struct {
	at, col int
	cup     string
	t       *data.AlliedType
	depth   int
}

// revealedValueRef is revealedValue as it was before issue 16 session 40.
func (g *Game) revealedValueRef(b *CombatBoat, ci int, cup string, t *data.AlliedType, inPort bool, air [2]float64, depth int, sides packSides, memo map[refValueKey][]valueP) []valueP {
	key := refValueKey{at: b.Column, col: ci, cup: cup, t: t, depth: depth}
	if vs, ok := memo[key]; ok {
		return vs
	}
	var out []valueP
	add := func(k valueD, p float64) {
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
			add(valueD{}, p)
			return
		}
		for _, tn := range g.cupTypes(from).types {
			for _, x := range g.revealedValueRef(b, ci, from, tn.t, inPort, air, depth+1, sides, memo) {
				add(valueD{x.v, x.de, x.ev, x.x}, p*x.p*float64(tn.n)/float64(len(ids)))
			}
		}
	}
	switch {
	case isLiner(t):
		replace(data.CupLiner, 1)
	case isEvent(t):
		add(valueD{ev: true}, 1)
	case isAircraft(t):
		if air[0] > 0 {
			add(valueD{v: g.counterASW(b, ci, t, inPort)}, air[0])
		}
		if air[1] > 0 {
			replace(cup, air[1])
		}
		if rest := 1 - air[0] - air[1]; rest > 0 {
			add(valueD{}, rest)
		}
	default:
		v := g.counterASW(b, ci, t, inPort)
		x := 0
		if sides.of(ci) >= 0 {
			x = g.counterASWOpen(b, ci, t, inPort) - v
		}
		add(valueD{v: v, de: t.Diligent, x: x}, 1)
	}
	rank := func(x valueP) int {
		switch {
		case x.ev:
			return 2
		case x.de:
			return 1
		}
		return 0
	}
	slices.SortFunc(out, func(a, b valueP) int {
		if a.v != b.v {
			return a.v - b.v
		}
		if rank(a) != rank(b) {
			return rank(a) - rank(b)
		}
		return a.x - b.x
	})
	memo[key] = out
	return out
}
