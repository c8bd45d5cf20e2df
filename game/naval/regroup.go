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

// regroupOptions are the mergers offered with the retreat declaration.
func (g *Game) regroupOptions(side int) []engine.Option {
	b := g.S.Battle
	var po []engine.Option
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
