package campaign

import "slices"

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
