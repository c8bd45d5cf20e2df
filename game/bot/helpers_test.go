package bot

import (
	"fmt"
	"os"
	"strconv"
	"sync"
	"testing"

	"periscope/assets"
	"periscope/game/campaign"
	"periscope/game/data"
	"periscope/game/engine"
)

var (
	atlanticOnce sync.Once
	atlantic     *data.Theatre
	atlanticErr  error
)

// theatre loads the real Atlantic data once per test binary.
func theatre(tb testing.TB) *data.Theatre {
	tb.Helper()
	atlanticOnce.Do(func() { atlantic, atlanticErr = data.Load(assets.Data(), "atlantic") })
	if atlanticErr != nil {
		tb.Fatal(atlanticErr)
	}
	return atlantic
}

// envInt reads a count from the environment (def when unset).
func envInt(tb testing.TB, name string, def int) int {
	v := os.Getenv(name)
	if v == "" {
		return def
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 0 {
		tb.Fatalf("%s=%q: want a count", name, v)
	}
	return n
}

// trackSums adds up the track deltas of the logged events.
func trackSums(log []engine.Entry) campaign.Tracks {
	return addEvents(campaign.Tracks{}, log)
}

// addEvents adds the track deltas of more logged events to t.
func addEvents(t campaign.Tracks, log []engine.Entry) campaign.Tracks {
	for _, e := range log {
		if e.Event == nil {
			continue
		}
		t.Ships += campaign.TallyOf(e.Event).Ships
		t.Tons += campaign.TallyOf(e.Event).Tons
		t.SubsLost += campaign.TallyOf(e.Event).SubsLost
		t.VP += campaign.TallyOf(e.Event).VP
	}
	return t
}

// tracksMatch compares the cumulative tracks with sums of logged events.
func tracksMatch(got, sum campaign.Tracks) error {
	if got.Ships != sum.Ships || got.Tons != sum.Tons || got.SubsLost != sum.SubsLost || got.VP != sum.VP {
		return fmt.Errorf("tracks %d ships, %d kt, %d lost, %d VP; logged events add up to %d, %d, %d, %d",
			got.Ships, got.Tons, got.SubsLost, got.VP, sum.Ships, sum.Tons, sum.SubsLost, sum.VP)
	}
	return nil
}

// checkTracks compares the cumulative tracks with the sum of the logged
// events, and with the chronicle's months.
func checkTracks(g *campaign.Game, log []engine.Entry) error {
	got := g.S.Tracks
	if err := tracksMatch(got, trackSums(log)); err != nil {
		return err
	}
	var ch campaign.MonthRecord
	for _, m := range g.S.Chronicle {
		ch.Ships += m.Ships
		ch.Tons += m.Tons
		ch.SubsLost += m.SubsLost
	}
	if g.Over() && (ch.Ships != got.Ships || ch.Tons != got.Tons || ch.SubsLost != got.SubsLost) {
		return fmt.Errorf("chronicle adds up to %d ships, %d kt, %d lost; tracks %d, %d, %d",
			ch.Ships, ch.Tons, ch.SubsLost, got.Ships, got.Tons, got.SubsLost)
	}
	return nil
}
