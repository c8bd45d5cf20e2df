package bot

import (
	"bytes"
	"testing"

	"periscope/game/campaign"
	"periscope/game/engine"
)

// A session playing a campaign takes each turn's checkpoint as a copy of
// the game and encodes its snapshot over the decisions after it (issue 16,
// engine.LaterSnapshotter): meanwhile the latest checkpoint the autosave
// sees is the one before, every checkpoint's snapshot, once ready, is the
// game's state at its decision byte for byte, and an undo to a checkpoint
// still being encoded (or just after it) gives the state and the log a
// replay from the start gives.
func TestCheckpointsEncodedLaterAreTheGame(t *testing.T) {
	defer func(n int) { engine.SnapshotSlice = n }(engine.SnapshotSlice)
	engine.SnapshotSlice = 4 << 10
	sys := campaign.System{T: theatre(t)}
	rec := engine.Record{System: campaign.SystemID, Theatre: sys.T.ID, Scenario: "campaign-1939", Seed: 14}
	s, err := engine.NewSession(sys, rec)
	if err != nil {
		t.Fatal(err)
	}
	d := NewDoctrine()
	want := map[int][]byte{}
	key := func() int { k, _ := s.Game().(engine.Checkpointer).Checkpoint(); return k }
	lastKey, lastAt := key(), 0
	waited, checked, undone := 0, 0, 0
	for s.Decisions() < 1500 && s.Game().Prompt() != nil {
		if _, err := s.Apply(d.Choose(s.Game(), s.Game().Prompt())); err != nil {
			t.Fatal(err)
		}
		n := s.Decisions()
		if k := key(); k != lastKey {
			lastKey = k
			want[n] = snapshot(t, s.Game())
		}
		at, snap := s.LatestCheckpoint()
		if want[n] != nil && at != n {
			waited++ // the new turn's checkpoint is still being encoded
		}
		if at != lastAt {
			if w := want[at]; w == nil || !bytes.Equal(snap, w) {
				t.Fatalf("decision %d: the checkpoint at %d (%d bytes) is not the game's state then (%d bytes)", n, at, len(snap), len(w))
			}
			lastAt = at
			checked++
		}
		// Now and then, undo to the turn's start while its checkpoint is
		// a copy still being encoded, and to just after it.
		if want[n-1] != nil && at < n-1 && undone < 6 {
			for _, to := range []int{n - 1, n} {
				if err := s.UndoTo(to); err != nil {
					t.Fatal(err)
				}
				g, log, err := engine.Replay(sys, s.Record(), to)
				if err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(snapshot(t, s.Game()), snapshot(t, g)) || !bytes.Equal(logJSON(t, s.Log()), logJSON(t, log)) {
					t.Fatalf("undo to %d (the checkpoint at %d being encoded): the game differs from a replay from the start", to, n-1)
				}
				for s.CanRedo() {
					if err := s.Redo(); err != nil {
						t.Fatal(err)
					}
				}
				undone++
			}
		}
	}
	if waited < 5 || checked < 5 || undone < 6 {
		t.Fatalf("%d turns waited for their checkpoint, %d checkpoints checked, %d undos: too few", waited, checked, undone)
	}
	t.Logf("%d decisions: %d turns waited for their checkpoint, %d checkpoints checked, %d undos", s.Decisions(), waited, checked, undone)
}
