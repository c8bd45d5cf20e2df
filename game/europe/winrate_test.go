package europe

import (
	"os"
	"strconv"
	"testing"
	"time"

	"periscope/game/engine"
)

// The AI against the random bot, as every power: EUROPE_WINRATE=N plays N
// games per power (the AI for one power, random players for the others,
// to the 10-round limit) and reports the AI's side's wins and the time of
// an AI-against-AI game.
//
//	EUROPE_WINRATE=20 go test ./game/europe -run TestWinRate -v
func TestWinRate(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("EUROPE_WINRATE"))
	if n == 0 {
		t.Skip("EUROPE_WINRATE=N to measure")
	}
	d := testData(t)
	for _, me := range Powers {
		wins := 0
		for seed := uint64(1); seed <= uint64(n); seed++ {
			g := playGame(t, d, seed, []string{"turn-limit=10"}, func(p Power) engine.Player {
				if p == me {
					return &AI{D: d}
				}
				return &RandomBot{Seed: seed*7 + uint64(len(p))}
			}, 400000)
			side := "allies"
			if me == Germany {
				side = "de"
			}
			if g.S.Winner == side {
				wins++
			}
		}
		t.Logf("AI as %s against random players: %d of %d won", me.Name(), wins, n)
	}
	start := time.Now()
	g := playGame(t, d, 99, nil, func(p Power) engine.Player { return &AI{D: d} }, 400000)
	t.Logf("AI against AI to the end (no turn limit): %s in round %d, winner %q, %d decisions", time.Since(start), g.S.Round, g.S.Winner, g.S.Decisions)
}
