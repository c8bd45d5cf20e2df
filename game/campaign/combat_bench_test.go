package campaign

import (
	"os"
	"testing"

	"periscope/game/data"
	"periscope/game/dice"
	"periscope/game/engine"
)

// BenchmarkSearchCombat: one search (often a wolfpack fight) in the Western
// Approaches, 1941, on the real data, with random choices.
func BenchmarkSearchCombat(b *testing.B) {
	th, _ := data.Load(os.DirFS("../../assets/data"), "atlantic")
	g, _ := New(th, engine.Record{System: SystemID, Theatre: th.ID, Scenario: "campaign-1939", Seed: 1})
	g.S.Stack = nil
	m, _ := data.MonthIndex("1941-06")
	g.S.Month, g.S.Period = m, 3
	g.fillCups()
	rng := dice.New(5)
	var ids []string
	for i := range g.S.Subs {
		if g.Nation(&g.S.Subs[i]) == "DE" && len(ids) < 6 {
			ids = append(ids, g.S.Subs[i].ID)
		}
	}
	b.ResetTimer()
	n := 0
	for i := 0; i < b.N; i++ {
		for _, id := range ids {
			s := g.Sub(id)
			s.Status, s.Box = StSea, ""
			g.PutAtSea(s, "western-approaches", Operating, Patrol)
			s.Acted, s.RTB, s.Damage, s.Spotted = false, false, 0, false
		}
		s := g.Sub(ids[0])
		s.Acted = true
		g.S.Stack = nil
		g.S.Over = false
		g.Push(Frame{Op: opSubSearch, Sub: ids[0]})
		g.Run()
		for g.Prompt() != nil {
			g.Apply(randomChoice(g.Prompt(), rng))
			n++
		}
		g.Flush()
	}
	b.ReportMetric(float64(n)/float64(b.N), "decisions/search")
}
