package bot

import (
	"bytes"
	"encoding/json"
	"sync"
	"testing"

	"periscope/game/campaign"
	"periscope/game/engine"
)

func logJSON(t testing.TB, log []engine.Entry) []byte {
	t.Helper()
	if log == nil {
		log = []engine.Entry{}
	}
	b, err := json.Marshal(log)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// An undo that restores a checkpoint (a snapshot at a turn's first
// decision) and replays from it gives exactly the state and the log that a
// replay from the start gives: within a turn, to a turn's first decision,
// across a turn boundary, and to the start; redoing then gets back to the
// game played.
func TestUndoFromCheckpointEqualsFullReplay(t *testing.T) {
	if testing.Short() {
		t.Skip("a long game in -short mode")
	}
	rec, _, final := recordCampaign(t, 14, 4000, 1<<30)
	sys := campaign.System{T: theatre(t)}
	s, err := engine.NewSession(sys, rec)
	if err != nil {
		t.Fatal(err)
	}
	at, size := s.Checkpoints()
	t.Logf("%d decisions, %d checkpoints (%d bytes)", len(rec.Choices), len(at), size)
	if len(at) < 10 {
		t.Fatalf("only %d checkpoints in %d decisions: %v", len(at), len(rec.Choices), at)
	}
	n := len(rec.Choices)
	turn := at[len(at)-3]
	for _, target := range []int{n - 1, n - 57, turn, turn - 1, turn + 1, at[2] + 5, 0} {
		if err := s.UndoTo(target); err != nil {
			t.Fatal(err)
		}
		g, log, err := engine.Replay(sys, rec, target)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(snapshot(t, s.Game()), snapshot(t, g)) {
			t.Fatalf("undo to %d: the state differs from a replay from the start", target)
		}
		if !bytes.Equal(logJSON(t, s.Log()), logJSON(t, log)) {
			t.Fatalf("undo to %d: the log (%d entries) differs from a replay's (%d)", target, len(s.Log()), len(log))
		}
		for s.CanRedo() {
			if err := s.Redo(); err != nil {
				t.Fatal(err)
			}
		}
		if !bytes.Equal(snapshot(t, s.Game()), final) {
			t.Fatalf("after undo to %d and redo: the state differs from the game played", target)
		}
	}
}

// A session resumed from a snapshot undoes to after its start from the
// snapshot (keeping its own log, which starts there) and to before its
// start by a replay from the start (with the whole log).
func TestUndoInResumedSession(t *testing.T) {
	if testing.Short() {
		t.Skip("a long game in -short mode")
	}
	rec, _, _ := recordCampaign(t, 15, 2500, 1<<30)
	sys := campaign.System{T: theatre(t)}
	cut := 2000
	head := rec
	head.Choices = rec.Choices[:cut]
	g0, startLog, err := engine.Replay(sys, head, -1)
	if err != nil {
		t.Fatal(err)
	}
	g, err := sys.Restore(head, snapshot(t, g0))
	if err != nil {
		t.Fatal(err)
	}
	s := engine.ResumeSession(sys, head, g)
	for _, c := range rec.Choices[cut:] {
		if _, err := s.Apply(c); err != nil {
			t.Fatal(err)
		}
	}
	for _, target := range []int{cut + 300, cut} {
		if err := s.UndoTo(target); err != nil {
			t.Fatal(err)
		}
		want, log, err := engine.Replay(sys, rec, target)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(snapshot(t, s.Game()), snapshot(t, want)) {
			t.Fatalf("undo to %d: the state differs from a replay", target)
		}
		if !bytes.Equal(logJSON(t, s.Log()), logJSON(t, log[len(startLog):])) {
			t.Fatalf("undo to %d: the log differs from the replay's after the resume point", target)
		}
	}
	if err := s.UndoTo(cut - 10); err != nil {
		t.Fatal(err)
	}
	_, log, _ := engine.Replay(sys, rec, cut-10)
	if !bytes.Equal(logJSON(t, s.Log()), logJSON(t, log)) {
		t.Fatalf("undo to before the resume point: the log (%d entries) is not the whole replay's (%d)", len(s.Log()), len(log))
	}
}

var (
	fullOnce sync.Once
	fullRec  engine.Record
)

// fullCampaign is the record of a whole doctrine campaign (seed 1).
func fullCampaign(b *testing.B) engine.Record {
	fullOnce.Do(func() {
		th := theatre(b)
		c, err := PlayScenario(th, "campaign-1939", 1, NewDoctrine(), false, nil)
		if err != nil {
			b.Fatal(err)
		}
		fullRec = c.Record
	})
	return fullRec
}

// BenchmarkUndoLate undoes at the end of a whole campaign (about 45,000
// decisions): one decision back, a hundred back, and back across the last
// turn boundary, from the checkpoints, beside the replay from the start that
// undo used to be. Each op is one undo (the redo after it is not timed).
//
//	go test ./game/bot -run XXX -bench UndoLate -benchtime 10x
func BenchmarkUndoLate(b *testing.B) {
	rec := fullCampaign(b)
	sys := campaign.System{T: theatre(b)}
	s, err := engine.NewSession(sys, rec)
	if err != nil {
		b.Fatal(err)
	}
	n := len(rec.Choices)
	at, size := s.Checkpoints()
	lastTurn := at[len(at)-1]
	if lastTurn == n {
		lastTurn = at[len(at)-2]
	}
	for _, c := range []struct {
		name string
		to   int
	}{{"back1", n - 1}, {"back100", n - 100}, {"acrossTurn", lastTurn - 1}} {
		b.Run(c.name+"/checkpoint", func(b *testing.B) {
			for b.Loop() {
				if err := s.UndoTo(c.to); err != nil {
					b.Fatal(err)
				}
				b.StopTimer()
				for s.CanRedo() {
					if err := s.Redo(); err != nil {
						b.Fatal(err)
					}
				}
				b.StartTimer()
			}
			b.ReportMetric(float64(len(at)), "checkpoints")
			b.ReportMetric(float64(size)/(1<<20), "checkpointMB")
		})
		b.Run(c.name+"/fullReplay", func(b *testing.B) {
			for b.Loop() {
				if _, _, err := engine.Replay(sys, rec, c.to); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
