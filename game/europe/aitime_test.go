//go:build unix

package europe

import (
	"os"
	"strconv"
	"testing"
	"time"

	"periscope/game/engine"
	"periscope/internal/proccpu"
)

// The time of whole AI-against-AI games as a player meets them: no
// invariant checks between the steps (the soak has those), CPU time of
// the process, per seed from 99 (EUROPE_AITIME=N games):
//
//	EUROPE_AITIME=12 go test ./game/europe -run TestAIGameTime -v
//	EUROPE_AITIME=1 EUROPE_AISEED=104 go test ./game/europe -run TestAIGameTime -cpuprofile /tmp/eu.prof
func TestAIGameTime(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("EUROPE_AITIME"))
	if n == 0 {
		t.Skip("EUROPE_AITIME=N to measure")
	}
	first := uint64(99)
	if v, err := strconv.Atoi(os.Getenv("EUROPE_AISEED")); err == nil {
		first = uint64(v)
	}
	d := testData(t)
	var total time.Duration
	for seed := first; seed < first+uint64(n); seed++ {
		g, err := NewGame(d, engine.Record{System: SystemID, Theatre: Theatre, Scenario: Scenario4, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		cpu := proccpu.Used()
		if _, err := g.Start(); err != nil {
			t.Fatal(err)
		}
		ai := &AI{D: d}
		for k := 0; g.Prompt() != nil && k < 400000; k++ {
			if _, err := g.Apply(ai.Choose(g, g.Prompt())); err != nil {
				t.Fatal(err)
			}
		}
		c := proccpu.Used() - cpu
		total += c
		t.Logf("seed %d: %s CPU, round %d, winner %q, %d decisions", seed, c.Round(time.Millisecond), g.S.Round, g.S.Winner, g.S.Decisions)
	}
	t.Logf("%d games: %s CPU in all", n, total.Round(time.Millisecond))
}
