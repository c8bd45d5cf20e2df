package campaign

// OWNER: movement — the Operations segment's scheduling, patrol movement
// [12], transit movement, deployment, nearby hunting grounds, RTB and
// encounters [15], transit events [19.1], SMZs [20], concentration [22],
// minefields [26], home and virgin waters bookkeeping [30.1], [30.5],
// withdrawal transit [19.13].
// These are placeholders so the turn runs end to end; replace them.

func init() {
	register("phase.operations", func(g *Game, f *Frame) {})
	register("phase.transit", func(g *Game, f *Frame) {})
}

// Concentration is the number of subs counted in an OpArea for [22].
func (g *Game) Concentration(area string) int { return 0 }
