//go:build unix

package europe

import (
	"os"
	"strconv"
	"syscall"
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
		wins, early := 0, 0
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
		t.Logf("AI as %s against random players: %d of %d won (%d by conquest before the limit)", me.Name(), wins, n, early)
	}
	for seed := uint64(99); seed < 102; seed++ {
		start, cpu := time.Now(), cpuTime()
		g := playGame(t, d, seed, nil, func(p Power) engine.Player { return &AI{D: d} }, 400000)
		t.Logf("AI against AI to the end (no turn limit), seed %d: %s wall, %s CPU, round %d, winner %q, %d decisions", seed, time.Since(start).Round(time.Millisecond), (cpuTime() - cpu).Round(time.Millisecond), g.S.Round, g.S.Winner, g.S.Decisions)
	}
}

// cpuTime is the process's user CPU time (the machine may be shared).
func cpuTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano())
}
