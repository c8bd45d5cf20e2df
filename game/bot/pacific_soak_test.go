package bot

import (
	"fmt"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"periscope/assets"
	"periscope/game/data"
)

var (
	pacificOnce sync.Once
	pacific     *data.Theatre
	pacificErr  error
)

func pacificTheatre(tb testing.TB) *data.Theatre {
	tb.Helper()
	pacificOnce.Do(func() { pacific, pacificErr = data.Load(assets.Data(), "pacific") })
	if pacificErr != nil {
		tb.Fatal(pacificErr)
	}
	return pacific
}

// Soak of the Pacific (Silent War): every scenario played to its end by the
// random and the doctrine bot under the invariant checks after every step,
// with the tracks equal to the logged events. CI plays the two patrols and
// the East Wind campaign of 1932 per bot (seed 2000); the long form plays every scenario,
// the whole war included, SOAK times per bot:
//
//	SOAK=200 go test ./game/bot -run TestSoakPacific -timeout 120m
//
// SOAK_SCEN=campaign-1941,east-wind-1932 plays only those scenarios and
// SOAK_BOTS=doctrine only that bot, SOAK_FROM=k starts at the k-th seed
// (2000+k: the long form split across processes or sessions).
func TestSoakPacific(t *testing.T) {
	if testing.Short() {
		t.Skip("whole scenarios in -short mode")
	}
	th := pacificTheatre(t)
	n := envInt(t, "SOAK", 0)
	// East Wind (1932) stands for the early operational scenarios: its own
	// War Events table is played nowhere else in CI, while the Asiatic
	// Fleet's period-1 table is the whole war's.
	scenarios := []string{"wahoo-1943", "tang-1944", "east-wind-1932"}
	if n > 0 {
		scenarios = ScenarioIDs(th)
	}
	if only := os.Getenv("SOAK_SCEN"); only != "" {
		scenarios = strings.Split(only, ",")
	}
	bots := []string{"random", "doctrine"}
	if only := os.Getenv("SOAK_BOTS"); only != "" {
		bots = strings.Split(only, ",")
	}
	seeds := max(n, 1)
	from := envInt(t, "SOAK_FROM", 0)
	start := time.Now()
	for _, botName := range bots {
		for _, sc := range scenarios {
			for i := from; i < seeds; i++ {
				seed := uint64(2000 + i)
				if err := soakScenario(th, botName, sc, seed); err != nil {
					t.Error(fmt.Sprintf("%s, %s, seed %d: %v", botName, sc, seed, err))
				} else if n > 0 {
					t.Logf("%s, %s, seed %d: invariants held", botName, sc, seed) // the long form's progress
				}
			}
		}
	}
	t.Logf("%d scenarios × %d seeds × %d bots in %v", len(scenarios), seeds, len(bots), time.Since(start).Round(time.Second))
}
