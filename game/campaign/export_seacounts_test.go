package campaign

import (
	"fmt"
	"slices"
)

// SeaCounts is seaCounts (the subs at sea counted toward each OpArea, by
// mapIndex, as kept for the step), copied.
func (g *Game) SeaCounts() []int { return slices.Clone(g.seaCounts()) }

// FreshSeaCounts counts every sub of the war toward the OpArea it counts
// in (countsToward), with nothing kept: what seaCounts must equal.
func (g *Game) FreshSeaCounts() []int {
	c := g.mc()
	m := make([]int, len(g.T.Map.Areas))
	for i := range g.S.Subs {
		s := &g.S.Subs[i]
		if s.Status != StSea {
			continue
		}
		if x, ok := c.mapIndex[g.countsToward(s)]; ok {
			m[x]++
		}
	}
	return m
}

// BaseListError reports what is wrong with the list of the subs in base
// boxes (atBase) as kept now, nil if nothing: it must hold every sub in a
// base box, in ascending places, each once, with onBase marking exactly
// the places on it.
func (g *Game) BaseListError() error {
	c := g.mc()
	if !c.baseListOK || c.baseListLen != len(g.S.Subs) {
		return nil // made again when next asked
	}
	listed := make([]bool, len(g.S.Subs))
	for k, i := range c.baseList {
		if k > 0 && c.baseList[k-1] >= i {
			return fmt.Errorf("base list not ascending at %d: %v", k, c.baseList)
		}
		listed[i] = true
	}
	for i := range g.S.Subs {
		if listed[i] != c.onBase[i] {
			return fmt.Errorf("sub %s: listed %v, marked %v", g.S.Subs[i].ID, listed[i], c.onBase[i])
		}
		if g.S.Subs[i].Status == StBase && !listed[i] {
			return fmt.Errorf("sub %s in %s %s is not on the base list", g.S.Subs[i].ID, g.S.Subs[i].Base, g.S.Subs[i].Box)
		}
	}
	return nil
}
