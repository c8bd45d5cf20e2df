package europe

import (
	"os"
	"strconv"
	"testing"

	"periscope/game/engine"
)

// The AI under every switch's other reading (§15): EUROPE_OFFREADINGS=N
// plays, for each switch turned to the reading that is not the default,
// N games with the AI as Germany against random Allies and N with the AI
// as the Allies against a random Germany (to the 10-round limit, the
// invariants after every step), and reports the AI side's wins. It checks
// that nothing breaks and that the AI still wins (issue 19's bar is 95 %
// against the random bot); it does not make the AI plan for a reading.
//
//	EUROPE_OFFREADINGS=3 go test ./game/europe -run TestAIUnderOffReadings -v -timeout 120m
func TestAIUnderOffReadings(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("EUROPE_OFFREADINGS"))
	if n == 0 {
		t.Skip("EUROPE_OFFREADINGS=N to measure")
	}
	d := testData(t)
	total, won := 0, 0
	for _, sw := range Switches {
		opt := sw.Name + "=off"
		if !sw.Default {
			opt = sw.Name + "=on"
		}
		wins := map[string]int{}
		for _, side := range []string{"de", "allies"} {
			for seed := uint64(1); seed <= uint64(n); seed++ {
				g := playGame(t, d, seed, []string{"turn-limit=10", opt}, func(p Power) engine.Player {
					if (p == Germany) == (side == "de") {
						return &AI{D: d}
					}
					return &RandomBot{Seed: seed*7 + uint64(len(p))}
				}, 400000)
				if !g.Over() {
					t.Fatalf("%s, seed %d: not over", opt, seed)
				}
				total++
				if g.S.Winner == side {
					wins[side]++
					won++
				}
			}
		}
		t.Logf("%-28s %s: AI as Germany %d of %d, as the Allies %d of %d", opt, sw.Rule, wins["de"], n, wins["allies"], n)
	}
	t.Logf("all readings: the AI's side won %d of %d", won, total)
}
