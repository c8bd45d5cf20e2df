package europe

// The after-game report: who won and why [2, A3], and each power's war —
// its production and treasury at the end, the territories it took, the
// units it lost (and their cost in IPCs) — with the production of every
// round for the chart.

// PowerReport is one power's line of the report.
type PowerReport struct {
	Power      Power
	Production int
	Treasury   int
	Taken      int
	UnitsLost  int
	IPCLost    int
	// Lost is the units lost by type id.
	Lost map[string]int
}

// AfterGame is the after-game report.
type AfterGame struct {
	// Winner is "de" or "allies" ("" when the game stopped otherwise);
	// Reason "capital", "berlin", "limit-kept" or "limit-fallen".
	Winner, Reason string
	Rounds         int
	Powers         []PowerReport
	// Income is each power's production at the end of every round.
	Income []map[Power]int
}

// Report is the after-game report (nil while the game goes on).
func (g *Game) Report() *AfterGame {
	s := g.S
	if !s.Over {
		return nil
	}
	r := &AfterGame{Winner: s.Winner, Reason: s.Reason, Rounds: s.Round, Income: s.Income}
	for _, p := range Powers {
		pr := PowerReport{Power: p, Production: s.Production(g.D, p), Treasury: s.Treasury[p], Taken: s.Taken[p], Lost: map[string]int{}}
		if p == Germany {
			pr.Production += s.MiddleEast(g.D)
		}
		for t, n := range s.Losses[p] {
			pr.Lost[t] = n
			pr.UnitsLost += n
			if ut := g.D.Type(t); ut != nil {
				pr.IPCLost += n * ut.Cost
			}
		}
		r.Powers = append(r.Powers, pr)
	}
	return r
}
