//go:build unix

package europe

import (
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"periscope/game/engine"
	"periscope/internal/proccpu"
)

// The AI against the random bot, as every power: EUROPE_WINRATE=N plays N
// games per power (the AI for one power, random players for the others,
// to the 10-round limit) and reports the AI's side's wins and the units
// its power landed from the sea; then EUROPE_AIGAMES=M (3 by default)
// AI-against-AI games to the end, with their time and landings.
//
//	EUROPE_WINRATE=20 go test ./game/europe -run TestWinRate -v
//	EUROPE_AIGAMES=10 go test ./game/europe -run TestWinRate -v
func TestWinRate(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("EUROPE_WINRATE"))
	if n == 0 && os.Getenv("EUROPE_AIGAMES") == "" {
		t.Skip("EUROPE_WINRATE=N (and EUROPE_AIGAMES=M) to measure")
	}
	d := testData(t)
	landings := map[Power]int{}
	observe = func(g *Game, es []engine.Entry) {
		for _, e := range es {
			if e.Msg != nil && e.Msg.ID == "europe.log.landing" {
				if a, ok := e.Msg.Arg("power"); ok && a.Msg != nil {
					landings[Power(strings.TrimPrefix(a.Msg.ID, "europe.power."))]++
				}
			}
		}
	}
	defer func() { observe = nil }()
	for _, me := range Powers {
		if n == 0 {
			break
		}
		wins, early := 0, 0
		clear(landings)
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
				if g.S.Round < 10 {
					early++
				}
			}
		}
		t.Logf("AI as %s against random players: %d of %d won (%d by conquest before the limit); units landed from the sea by the AI's power: %d", me.Name(), wins, n, early, landings[me])
	}
	for seed := uint64(99); seed < 99+uint64(aiGames()); seed++ {
		clear(landings)
		start, cpu := time.Now(), proccpu.Used()
		g := playGame(t, d, seed, nil, func(p Power) engine.Player { return &AI{D: d} }, 400000)
		t.Logf("AI against AI to the end (no turn limit), seed %d: %s wall, %s CPU, round %d, winner %q, %d decisions; units landed from the sea: UK %d, USA %d, USSR %d, Germany %d", seed, time.Since(start).Round(time.Millisecond), (proccpu.Used() - cpu).Round(time.Millisecond), g.S.Round, g.S.Winner, g.S.Decisions, landings[UK], landings[USA], landings[USSR], landings[Germany])
	}
}

// aiGames is how many AI-against-AI games the measurement plays
// (EUROPE_AIGAMES, 3 by default).
func aiGames() int {
	if n, _ := strconv.Atoi(os.Getenv("EUROPE_AIGAMES")); n > 0 {
		return n
	}
	return 3
}
