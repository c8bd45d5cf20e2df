package campaign_test

import (
	"bytes"
	"testing"
	"time"

	"periscope/game/bot"
	"periscope/game/campaign"
	"periscope/game/engine"
)

// TestSnapshotIsTheStateEncoded: Snapshot, which keeps the finished
// patrols' encoding from one snapshot to the next (issue 16), writes
// json.Marshal of the state byte for byte at every turn of a bot-played
// campaign, for the game, a fork of it and a game restored from it.
func TestSnapshotIsTheStateEncoded(t *testing.T) {
	defer campaign.SetSnapshotPatrolsCached(8)()
	turn, checked, cached := -1, 0, 0
	same := func(g *campaign.Game, what string) {
		t.Helper()
		got, err := g.Snapshot()
		if err != nil {
			t.Fatal(err)
		}
		if want := mustJSON(t, g.S); !bytes.Equal(got, want) {
			t.Fatalf("turn %d, %s: the snapshot (%d bytes) is not the state's encoding (%d bytes)", g.S.Turn, what, len(got), len(want))
		}
	}
	check := func(g *campaign.Game, op engine.Op) {
		if g.S.Turn == turn {
			return
		}
		turn = g.S.Turn
		checked++
		if len(g.S.Patrols) >= 8 {
			cached++
		}
		same(g, "the game")
		if checked%5 != 0 {
			return
		}
		f, err := campaign.Fork(g)
		if err != nil {
			t.Fatal(err)
		}
		fg := f.(*campaign.Game)
		same(fg, "a fork")
		same(g, "the game after the fork")
		// The fork plays on apart (its own patrols filed after the shared
		// encoding), and the game's snapshot is still its own.
		d := bot.NewDoctrine()
		for i := 0; i < 400 && fg.Prompt() != nil; i++ {
			if _, err := fg.Apply(d.Choose(fg, fg.Prompt())); err != nil {
				t.Fatal(err)
			}
		}
		same(fg, "a fork played on")
		same(g, "the game after the fork played on")
	}
	g := playTo(t, "happy-time-1940", 3, 3000, check)
	same(g, "the end")
	snap, err := g.Snapshot()
	if err != nil {
		t.Fatal(err)
	}
	r, err := campaign.Restore(theatre(t), snap)
	if err != nil {
		t.Fatal(err)
	}
	same(r, "restored")
	if cached < 5 {
		t.Fatalf("only %d of %d turns had enough finished patrols (%d at the end) for the cached encoding", cached, checked, len(g.S.Patrols))
	}
	t.Logf("%d turns checked, %d with the patrols' encoding kept (%d patrols at the end)", checked, cached, len(g.S.Patrols))
}

// BenchmarkSnapshotLate compares, late in a doctrine campaign (decision
// 40,000 of campaign-1939, seed 1), a plain marshal of the state with
// Snapshot once its patrols' encoding is kept (issue 16: the turn-start
// checkpoint). Each iteration runs both, alternately, so that a loaded
// machine slows both alike; it reports each one's time and their ratio.
//
//	go test ./game/campaign -run '^$' -bench SnapshotLate -benchtime 30x
func BenchmarkSnapshotLate(b *testing.B) {
	g := playToScenario(b, "campaign-1939", 1, 40000)
	if _, err := g.Snapshot(); err != nil {
		b.Fatal(err)
	}
	b.Logf("turn %d, %d finished patrols (%d bytes), snapshot %d bytes", g.S.Turn, len(g.S.Patrols), len(mustJSON(b, g.S.Patrols)), len(mustJSON(b, g.S)))
	var marshal, snapshot time.Duration
	for i := 0; b.Loop(); i++ {
		t0 := time.Now()
		mustJSON(b, g.S)
		t1 := time.Now()
		if _, err := g.Snapshot(); err != nil {
			b.Fatal(err)
		}
		t2 := time.Now()
		if i%2 == 1 { // the other order every other time
			if _, err := g.Snapshot(); err != nil {
				b.Fatal(err)
			}
			t3 := time.Now()
			mustJSON(b, g.S)
			t4 := time.Now()
			snapshot += t3.Sub(t2)
			marshal += t4.Sub(t3)
			continue
		}
		marshal += t1.Sub(t0)
		snapshot += t2.Sub(t1)
	}
	b.ReportMetric(float64(marshal.Nanoseconds())/float64(b.N), "marshal-ns/op")
	b.ReportMetric(float64(snapshot.Nanoseconds())/float64(b.N), "snapshot-ns/op")
	b.ReportMetric(float64(snapshot)/float64(marshal), "snapshot/marshal")
}

// playToScenario is playTo for any scenario of the Atlantic.
func playToScenario(tb testing.TB, scenario string, seed uint64, limit int) *campaign.Game {
	return playTo(tb, scenario, seed, limit, nil)
}
