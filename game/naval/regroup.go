package naval

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"periscope/game/engine"
)

// Regrouping in battle (22.423B): after a round, the ships of combat groups
// that fought the same enemy group may be regrouped into groups of 10–25
// NF (the carrier rule of 20.16 applies). Periscope offers it beside the
// retreat declaration, one merger of two such groups at a time; the new
// group holds for the rest of the battle (its ships leave their task
// forces' groups, 22.421A's exception).

// regroupPairs are the pairs of the side's groups that may be merged now.
func (g *Game) regroupPairs(side int) [][2]int {
	b := g.S.Battle
	var out [][2]int
	cgs := b.CGs[side]
	for i := range cgs {
		for j := i + 1; j < len(cgs); j++ {
			if cgs[i].Engage == 0 || cgs[i].Engage != cgs[j].Engage {
				continue
			}
			ships := append(g.cgShips(&cgs[i]), g.cgShips(&cgs[j])...)
			nf, cv, fleet := 0, 0, 0
			for _, s := range ships {
				if s.Class == SS || s.Class == TR {
					continue
				}
				nf += s.NF()
				if s.Class == CV {
					cv += s.NF()
				} else {
					fleet += s.NF()
				}
			}
			if nf >= 10 && nf <= 25 && cv <= fleet {
				out = append(out, [2]int{i, j})
			}
		}
	}
	return out
}

// splitParts divides a group's ships into two groups of 10–25 NF each,
// carriers no more than the fleet factors in each (22.423B, 20.16), or
// reports that it cannot: the largest ships first, carriers to the part
// with fewer carrier factors, the others to the part with fewer naval
// factors; subs and transports stay in the first part (they do not count).
func splitParts(ships []*Ship) (a, c []*Ship, ok bool) {
	ss := append([]*Ship{}, ships...)
	slices.SortStableFunc(ss, func(x, y *Ship) int { return y.NF() - x.NF() })
	var nf, cv [2]int
	var parts [2][]*Ship
	for _, s := range ss {
		k := 0
		switch {
		case s.Class == SS || s.Class == TR:
		case s.Class == CV:
			if cv[1] < cv[0] || cv[1] == cv[0] && nf[1] < nf[0] {
				k = 1
			}
		default:
			if nf[1] < nf[0] {
				k = 1
			}
		}
		parts[k] = append(parts[k], s)
		if s.Class != SS && s.Class != TR {
			nf[k] += s.NF()
			if s.Class == CV {
				cv[k] += s.NF()
			}
		}
	}
	for k := 0; k < 2; k++ {
		if nf[k] < 10 || nf[k] > 25 || 2*cv[k] > nf[k] {
			return nil, nil, false
		}
	}
	return parts[0], parts[1], true
}

// regroupOptions are the mergers and splits offered with the retreat
// declaration.
func (g *Game) regroupOptions(side int) []engine.Option {
	b := g.S.Battle
	var po []engine.Option
	// 22.423B: a group that fought may be split into two groups of 10–25
	// NF, if the side has a slot for the new one (22.421C: six groups).
	for _, cg := range b.CGs[side] {
		if cg.Engage == 0 || len(b.CGs[side]) >= 6 {
			continue
		}
		a, c, ok := splitParts(g.cgShips(&cg))
		if !ok {
			continue
		}
		na, nc := shipsNF(a), shipsNF(c)
		po = append(po, engine.Option{Key: fmt.Sprintf("split:%d", cg.Label), Rule: "22.423B",
			Label:     fmt.Sprintf("Split CG%d into two groups (%d + %d NF)", cg.Label, na, nc),
			LabelMsg:  msg("opt.split", engine.Int("cg", cg.Label), engine.Int("a", na), engine.Int("b", nc)),
			Detail:    fmt.Sprintf("%s / %s", joinNames(a), joinNames(c)),
			DetailMsg: msg("d.split", engine.Text("a", joinNames(a)), engine.Text("b", joinNames(c)))})
	}
	for _, p := range g.regroupPairs(side) {
		a, c := b.CGs[side][p[0]], b.CGs[side][p[1]]
		nf := g.cgNF(&a, false) + g.cgNF(&c, false)
		po = append(po, engine.Option{Key: fmt.Sprintf("regroup:%d:%d", a.Label, c.Label), Rule: "22.423B",
			Label:     fmt.Sprintf("Regroup CG%d and CG%d into one group (%d NF)", a.Label, c.Label, nf),
			LabelMsg:  msg("opt.regroup", engine.Int("a", a.Label), engine.Int("b", c.Label), engine.Int("nf", nf)),
			Detail:    fmt.Sprintf("both fought the enemy's CG%d", a.Engage),
			DetailMsg: msg("d.regroup", engine.Int("cg", a.Engage))})
	}
	return po
}

func shipsNF(ships []*Ship) int {
	n := 0
	for _, s := range ships {
		if s.Class != SS && s.Class != TR {
			n += s.NF()
		}
	}
	return n
}

// proposedSplit is Periscope's division of the side's group labelled la
// (splitParts): the ids of the ships it puts in the new group.
func (g *Game) proposedSplit(side, la int) []string {
	b := g.S.Battle
	ia := slices.IndexFunc(b.CGs[side], func(cg CG) bool { return cg.Label == la })
	if ia < 0 {
		return nil
	}
	_, c, _ := splitParts(g.cgShips(&b.CGs[side][ia]))
	return shipIDs(c)
}

// regroup merges the side's groups labelled a and c (22.423B) and keeps
// the group for the rest of the battle.
func (g *Game) regroup(side int, key string) bool {
	b := g.S.Battle
	parts := strings.Split(key, ":")
	if len(parts) != 3 {
		return false
	}
	la, _ := strconv.Atoi(parts[1])
	lc, _ := strconv.Atoi(parts[2])
	ia := slices.IndexFunc(b.CGs[side], func(cg CG) bool { return cg.Label == la })
	ic := slices.IndexFunc(b.CGs[side], func(cg CG) bool { return cg.Label == lc })
	if ia < 0 || ic < 0 {
		return false
	}
	merged := append(append([]string{}, b.CGs[side][ia].Ships...), b.CGs[side][ic].Ships...)
	// A ship belongs to one group: drop the old groups it was in.
	var groups [][]string
	for _, gr := range b.Groups[side] {
		if !slices.ContainsFunc(gr, func(id string) bool { return slices.Contains(merged, id) }) {
			groups = append(groups, gr)
		}
	}
	b.Groups[side] = append(groups, merged)
	b.CGs[side][ia].Ships = merged
	b.CGs[side] = slices.Delete(b.CGs[side], ic, ic+1)
	g.say("event", "22.423B", "", msg("log.regroup", g.seatArg("side", side), engine.Int("a", la), engine.Int("b", lc)),
		"%s regroups CG%d and CG%d into one group", g.Sc.Seats[side], la, lc)
	return true
}

// grouped is the side's regrouped ships: the groups of ships afloat in the
// battle, and the set of all of them.
func (g *Game) grouped(side int) ([][]*Ship, map[string]bool) {
	b := g.S.Battle
	in := map[string]bool{}
	for _, id := range b.Forces[side] {
		in[id] = true
	}
	set := map[string]bool{}
	var out [][]*Ship
	for _, gr := range b.Groups[side] {
		var ss []*Ship
		for _, id := range gr {
			if s := g.ship(id); s != nil && !s.Sunk && in[s.Force] {
				ss = append(ss, s)
				set[id] = true
			}
		}
		if len(ss) > 0 {
			out = append(out, ss)
		}
	}
	return out, set
}
