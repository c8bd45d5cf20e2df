package save

import (
	"bytes"
	"encoding/json"
	"testing"

	"periscope/game/engine"
	"periscope/storage"
)

// countingSystem counts the games a session starts afresh or restores
// from a snapshot (an undo that forks a copy does neither).
type countingSystem struct {
	engine.Archive
	restored int
	started  int // of restored, the games started from decision 0
	snaps    []int
}

func (c *countingSystem) New(r engine.Record) (engine.Game, error) {
	c.restored++
	c.started++
	return c.Archive.New(r)
}

func (c *countingSystem) Restore(r engine.Record, snap []byte) (engine.Game, error) {
	c.restored++
	var h struct {
		Decisions int `json:"decisions"`
	}
	json.Unmarshal(snap, &h)
	c.snaps = append(c.snaps, h.Decisions)
	return c.Archive.Restore(r, snap)
}

func (c *countingSystem) Fork(g engine.Game) (engine.Game, error) {
	return c.Archive.(engine.Forker).Fork(g)
}

// An autosave whose snapshot stands at its turn's start opens with what an
// undo in that turn needs (Opened.Undo): the snapshot, the game restored
// from it and a copy every UndoEvery decisions of the choices replayed
// after it. A session resumed from it undoes to any decision of the turn by
// forking a copy, neither restoring a snapshot nor replaying from the
// start, and stands where a replay from the start does.
func TestLoadedAutosaveUndoesFromItsCopies(t *testing.T) {
	m, s, at := autosavedGame(t)
	n := s.Decisions()
	if n-at < 2*engine.UndoEvery {
		t.Fatalf("the last turn is %d decisions: too short", n-at)
	}
	e, _ := m.Latest()
	o, err := m.Load(e.Key)
	if err != nil {
		t.Fatal(err)
	}
	copies := o.Undo.Copies()
	if len(copies) == 0 || copies[0] != at || len(copies) != min(engine.MaxUndoPoints, 1+(n-1)/engine.UndoEvery-at/engine.UndoEvery) {
		t.Fatalf("loading kept copies at %v: want one at the snapshot's %d and every %d decisions to %d", copies, at, engine.UndoEvery, n)
	}
	cs := &countingSystem{Archive: o.System}
	targets := []int{at, at + 1, n - engine.UndoEvery - 3, n - 1}
	want := map[int][]byte{}
	session(t, "happy-time-1940", 3, n-1, func(s *engine.Session) {
		for _, to := range targets {
			if s.Decisions() == to {
				want[to], _ = s.Game().Snapshot()
			}
		}
	})
	for _, to := range targets {
		rs := engine.ResumeSession(cs, o.File.Record, o.Game)
		rs.PrependHistory(nil, o.Undo)
		if err := rs.UndoTo(to); err != nil {
			t.Fatal(err)
		}
		if cs.restored != 0 {
			t.Fatalf("the undo to %d (the save at %d, its snapshot at %d) restored or started a game", to, n, at)
		}
		got, _ := rs.Game().Snapshot()
		if !bytes.Equal(got, want[to]) {
			t.Fatalf("undone to %d, the game differs from its replay from the start", to)
		}
		// The loaded game itself and its copies are as they were.
		again, _ := o.Game.Snapshot()
		now, _ := s.Game().Snapshot()
		if !bytes.Equal(again, now) {
			t.Fatal("the undo changed the loaded game")
		}
		o, err = m.Load(e.Key) // a fresh load for the next undo
		if err != nil {
			t.Fatal(err)
		}
	}
}

// Issue 16: a loaded autosave undone to before its snapshot while its
// replay check is still running takes the check's copy of the game
// nearest before the decision (NewCheck offers them: engine.History.Await;
// it keeps them in the 512 decisions before the snapshot; a turn's
// checkpoint may stand nearer) instead of replaying from the start,
// running the check on to there if it has not got there yet, and stands
// where a replay from the start does. (Here without the game's earlier
// autosaves, which an undo the check has not got to takes first:
// points.go, TestLoadedAutosaveUndoesBeforeItsSnapshotFromItsEarlierAutosaves.)
func TestLoadedAutosaveUndoesBeforeItsSnapshotFromTheCheck(t *testing.T) {
	m, s, at := autosavedGame(t)
	n := s.Decisions()
	// Just before the snapshot, and before the last UndoEvery×MaxUndoPoints
	// decisions of the record: the check keeps its copies before the
	// snapshot, since loading kept the snapshot and copies after it.
	far := n - engine.UndoEvery*engine.MaxUndoPoints - 10
	targets := []int{at - 1, at - 40, far}
	if far <= at-engine.UndoEvery*engine.MaxUndoPoints || far >= at-1 {
		t.Fatalf("the snapshot at %d, the end at %d: no decision between (the test's premise)", at, n)
	}
	want := map[int][]byte{}
	session(t, "happy-time-1940", 3, at, func(s *engine.Session) {
		for _, to := range targets {
			if s.Decisions() == to {
				want[to], _ = s.Game().Snapshot()
			}
		}
	})
	e, _ := m.Latest()
	for i, to := range targets {
		o, err := m.Load(e.Key)
		if err != nil {
			t.Fatal(err)
		}
		o.stored = nil // as a file imported from elsewhere
		rs, cs, c := resumeOpened(o)
		if i == 0 {
			c.Step(at - 20) // the check has passed the decision
		} // else it has not begun: the undo runs it to there
		if err := rs.UndoTo(to); err != nil {
			t.Fatal(err)
		}
		// The check's restore points are its copies (every UndoEvery
		// decisions) and the turns' checkpoints: the undo takes the
		// nearest before the decision, a copy or a turn start within
		// UndoEvery of it, never a start from decision 0.
		if cs.started != 0 {
			t.Fatalf("the undo to %d (the snapshot at %d) started the game from decision 0: it did not take the check's restore points", to, at)
		}
		for _, d := range cs.snaps {
			if d > to || d <= to-engine.UndoEvery {
				t.Fatalf("the undo to %d (the snapshot at %d) restored a checkpoint at %d, not the check's nearest restore point", to, at, d)
			}
		}
		if done, _, _ := c.Progress(); done < to || c.Finished() {
			t.Fatalf("the check stands at %d (finished %v), want at %d or after, not finished", done, c.Finished(), to)
		}
		got, _ := rs.Game().Snapshot()
		if !bytes.Equal(got, want[to]) {
			t.Fatalf("undone to %d, the game differs from its replay from the start", to)
		}
		if err := c.Run(); err != nil {
			t.Fatalf("the check after the undo: %v", err)
		}
	}
}

// autosavedGame plays 1,000 decisions of the Happy Time (seed 3),
// autosaving at each turn start as the game does (its snapshot at the
// session's latest checkpoint), and returns the manager, the session and
// the decision of the last autosave's snapshot.
func autosavedGame(t *testing.T) (*Manager, *engine.Session, int) {
	t.Helper()
	m := newManager(storage.NewMemory())
	var at int
	s := session(t, "happy-time-1940", 3, 1000, func(s *engine.Session) {
		a, snap := s.LatestCheckpoint()
		if _, err := m.AutosaveAt("g1", s.Record(), s.Game(), a, snap); err != nil {
			t.Fatal(err)
		}
		at = a
	})
	return m, s, at
}

// Issue 16: an undo to before a loaded file's snapshot that would wait for
// its check (a file imported from elsewhere: no stored points of its game)
// is prepared a piece at a time (Check.PrepareUndo, which the HUD calls a
// frame at a time): each call runs the check on a little and reports its
// progress toward the decision, until the check has passed it; the undo
// then takes the check's restore points (it neither starts the game from
// decision 0 nor runs the check itself) and stands where a replay from the
// start does. A game whose earlier turns are stored is ready at once,
// the check not run.
func TestPrepareUndoRunsTheCheckAPieceAtATime(t *testing.T) {
	m, _, at := autosavedGame(t)
	to := at - 40
	want := replayedAt(t, to)[to]
	e, _ := m.Latest()
	o, err := m.Load(e.Key)
	if err != nil {
		t.Fatal(err)
	}
	o.stored = nil // as a file imported from elsewhere
	rs, cs, c := resumeOpened(o)
	calls, last := 0, -1
	for {
		ready, done, total := c.PrepareUndo(to, 0)
		calls++
		if total != to || done > to {
			t.Fatalf("call %d: progress %d of %d, want of %d", calls, done, total, to)
		}
		if ready {
			break
		}
		if done <= last || done-last > 16 && last >= 0 {
			t.Fatalf("call %d: the check at %d after %d: want on by at most 16 a call", calls, done, last)
		}
		last = done
		if calls > to {
			t.Fatal("never ready")
		}
	}
	if calls < to/16 {
		t.Fatalf("ready after %d calls: want a piece a call (%d decisions)", calls, to)
	}
	if done, _, _ := c.Progress(); done < to || done > to+16 {
		t.Fatalf("the check stands at %d, want just past %d", done, to)
	}
	if err := rs.UndoTo(to); err != nil {
		t.Fatal(err)
	}
	if cs.started != 0 {
		t.Fatal("the undo started the game from decision 0")
	}
	if done, _, _ := c.Progress(); done > to+16 {
		t.Fatalf("the undo ran the check on to %d", done)
	}
	if got, _ := rs.Game().Snapshot(); !bytes.Equal(got, want) {
		t.Fatalf("undone to %d, the game differs from its replay from the start", to)
	}
	if err := c.Run(); err != nil {
		t.Fatal(err)
	}

	// With its earlier autosaves and turns stored: ready at once.
	o, err = m.Load(e.Key)
	if err != nil {
		t.Fatal(err)
	}
	c = NewCheck(o)
	if ready, _, _ := c.PrepareUndo(to, 0); !ready {
		t.Fatal("a game with its earlier turns stored: the undo was not ready at once")
	}
	if done, _, _ := c.Progress(); done != 0 {
		t.Fatalf("the check ran to %d", done)
	}
}

// Issue 16 (session 38): once a loaded save's check has ended, the
// session adopts its history (PrependHistory with the replayed log, as
// the game's Resume does), the save's own copies after its snapshot and
// the check's before it both kept: an undo to just before the snapshot
// forks the check's nearest copy, restoring no snapshot. (Capped
// together at MaxUndoPoints, a save's last turn long enough to fill them
// pushed out every copy of the check's: the undo restored the turn
// before's snapshot, 40–60 ms in wasm late in a campaign.)
func TestFinishedCheckKeepsItsCopiesBeforeTheSnapshot(t *testing.T) {
	m, s, at := autosavedGame(t)
	want := replayedAt(t, at-1)[at-1]
	e, _ := m.Latest()
	o, err := m.Load(e.Key)
	if err != nil {
		t.Fatal(err)
	}
	o.stored = nil // no stored points: only the check's copies serve
	rs, cs, c := resumeOpened(o)
	own := len(rs.UndoCopies())
	if err := c.Run(); err != nil {
		t.Fatal(err)
	}
	_, replayed := c.Replayed()
	rs.PrependHistory(replayed, c.History())
	copies := rs.UndoCopies()
	before := 0
	for _, n := range copies {
		if n < at {
			before++
		}
	}
	if before == 0 || len(copies)-before != own {
		t.Fatalf("copies at %v (the snapshot at %d, the save at %d): want the check's before it and the %d of the save's after it", copies, at, s.Decisions(), own)
	}
	if err := rs.UndoTo(at - 1); err != nil {
		t.Fatal(err)
	}
	if cs.restored != 0 {
		t.Fatalf("the undo to %d restored a snapshot at %v or started the game: not the check's copy", at-1, cs.snaps)
	}
	if got, _ := rs.Game().Snapshot(); !bytes.Equal(got, want) {
		t.Fatalf("undone to %d, the game differs from its replay from the start", at-1)
	}
}
