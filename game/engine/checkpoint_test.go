package engine

import (
	"encoding/json"
	"fmt"
	"testing"
)

// counter is a Game of 40 decisions whose "turn" changes every 3rd: it
// asks for a checkpoint at each turn's first decision.
type counter struct {
	toy
	Turns bool `json:"turns"`
}

func (c *counter) Prompt() *Prompt {
	if c.Asked >= 40 {
		return nil
	}
	return &Prompt{Seq: c.Asked, Kind: "add", Rule: "0", Options: []Option{{Key: "0"}, {Key: "1"}, {Key: "2"}}}
}
func (c *counter) Apply(ch Choice) ([]Entry, error) {
	if err := c.Prompt().Validate(ch); err != nil {
		return nil, err
	}
	c.Sum += ch.Option
	c.Asked++
	c.Trail = append(c.Trail, ch.Option)
	return []Entry{{Kind: "decision", Text: fmt.Sprint(ch.Option), Decision: c.Asked}, {Kind: "note", Text: fmt.Sprint(c.Sum)}}, nil
}
func (c *counter) Over() bool                { return c.Asked >= 40 }
func (c *counter) Snapshot() ([]byte, error) { return json.Marshal(c) }
func (c *counter) Checkpoint() (int, bool)   { return c.Asked / 3, true }

type counterSystem struct{ restores *int }

func (counterSystem) New(Record) (Game, error) { return &counter{}, nil }
func (s counterSystem) Restore(_ Record, b []byte) (Game, error) {
	*s.restores++
	var c counter
	return &c, json.Unmarshal(b, &c)
}

func TestCheckpointUndoEqualsReplay(t *testing.T) {
	restores := 0
	sys := counterSystem{&restores}
	rec := pickRecord("counter", 40, 7)
	s, err := NewSession(sys, rec)
	if err != nil {
		t.Fatal(err)
	}
	at, _ := s.Checkpoints()
	if len(at) != 14 || at[0] != 0 || at[1] != 3 || at[13] != 39 {
		t.Fatalf("checkpoints at %v, want every 3rd decision", at)
	}
	for _, n := range []int{40, 37, 36, 35, 20, 2, 0} {
		before := restores
		if err := s.UndoTo(n); err != nil {
			t.Fatal(err)
		}
		if restores != before+1 {
			t.Errorf("undo to %d: %d restores, want 1 (from a checkpoint)", n, restores-before)
		}
		g, log, err := Replay(sys, rec, n)
		if err != nil {
			t.Fatal(err)
		}
		if snap(t, s.Game()) != snap(t, g) {
			t.Errorf("undo to %d: state %s, replay %s", n, snap(t, s.Game()), snap(t, g))
		}
		got, _ := json.Marshal(s.Log())
		want, _ := json.Marshal(log)
		if string(got) != string(want) {
			t.Errorf("undo to %d: log\n%s\nreplay's\n%s", n, got, want)
		}
		if at, _ := s.Checkpoints(); len(at) > 0 && at[len(at)-1] > n {
			t.Errorf("undo to %d: a checkpoint of the undone future kept: %v", n, at)
		}
		for s.CanRedo() {
			if err := s.Redo(); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func TestThinKeepsRecentCheckpoints(t *testing.T) {
	var cps []checkpoint
	for i := 0; i <= 3*MaxCheckpoints; i++ {
		cps = append(cps, checkpoint{n: i, key: i})
		if len(cps) > MaxCheckpoints {
			cps = thin(cps)
		}
	}
	if len(cps) > MaxCheckpoints || cps[0].n != 0 || cps[len(cps)-1].n != 3*MaxCheckpoints {
		t.Fatalf("%d checkpoints, first %d, last %d", len(cps), cps[0].n, cps[len(cps)-1].n)
	}
	// The newest quarter stays dense; the gaps grow towards the start.
	for i := len(cps) - MaxCheckpoints/4; i < len(cps); i++ {
		if cps[i].n-cps[i-1].n != 1 {
			t.Fatalf("recent checkpoints thinned: %d then %d", cps[i-1].n, cps[i].n)
		}
	}
	for i := 1; i < len(cps); i++ {
		if cps[i].n <= cps[i-1].n {
			t.Fatalf("checkpoints out of order at %d", i)
		}
	}
}

// long is a Game of 700 decisions with no Checkpointer (a checkpoint every
// CheckpointEvery decisions); applied counts the decisions it applies.
type long struct {
	toy
	applied *int
}

func (c *long) Prompt() *Prompt {
	if c.Asked >= 700 {
		return nil
	}
	return &Prompt{Seq: c.Asked, Kind: "add", Rule: "0", Options: []Option{{Key: "0"}, {Key: "1"}, {Key: "2"}}}
}
func (c *long) Apply(ch Choice) ([]Entry, error) {
	if err := c.Prompt().Validate(ch); err != nil {
		return nil, err
	}
	*c.applied++
	c.Sum += ch.Option
	c.Asked++
	c.Trail = append(c.Trail, ch.Option)
	return []Entry{{Kind: "decision", Text: fmt.Sprint(ch.Option), Decision: c.Asked}}, nil
}
func (c *long) Over() bool                { return c.Asked >= 700 }
func (c *long) Snapshot() ([]byte, error) { return json.Marshal(c) }

type forkingSystem struct {
	applied, forks *int
}

func (s forkingSystem) New(Record) (Game, error) { return &long{applied: s.applied}, nil }
func (s forkingSystem) Restore(_ Record, b []byte) (Game, error) {
	c := &long{applied: s.applied}
	return c, json.Unmarshal(b, c)
}
func (s forkingSystem) Fork(g Game) (Game, error) {
	*s.forks++
	c := *g.(*long)
	c.Trail = append([]int(nil), c.Trail...)
	return &c, nil
}

// With a system that forks, an undo in the recent past replays at most
// UndoEvery decisions, and gives the state and log a replay from the start
// gives; older undos go by the checkpoints as before.
func TestUndoPointsBoundTheReplay(t *testing.T) {
	applied, forks := 0, 0
	sys := forkingSystem{&applied, &forks}
	rec := pickRecord("long", 700, 7)
	s, err := NewSession(sys, rec)
	if err != nil {
		t.Fatal(err)
	}
	if forks > MaxUndoPoints+1 {
		t.Errorf("loading made %d copies: only the last %d decisions' should be copied", forks, UndoEvery*MaxUndoPoints)
	}
	for _, n := range []int{699, 690, 671, 640, 600, 512 + 5, 450, 300, 100, 0} {
		before := applied
		if err := s.UndoTo(n); err != nil {
			t.Fatal(err)
		}
		replayed := applied - before
		cp := n - n%CheckpointEvery
		if limit := min(UndoEvery-1, n-cp); 700-n < UndoEvery*MaxUndoPoints && replayed > limit {
			t.Errorf("undo to %d replayed %d decisions, want at most %d", n, replayed, limit)
		}
		if replayed > n-cp {
			t.Errorf("undo to %d replayed %d decisions, more than from the checkpoint at %d", n, replayed, cp)
		}
		sameAsReplay(t, s, sys, rec, n, "")
		// Redo everything, then play on: the copies follow.
		for s.CanRedo() {
			if err := s.Redo(); err != nil {
				t.Fatal(err)
			}
		}
	}
	// An undo of one decision, again and again, replays little each time.
	for n := 699; n > 699-3*UndoEvery; n-- {
		before := applied
		if err := s.UndoTo(n); err != nil {
			t.Fatal(err)
		}
		if replayed := applied - before; replayed >= UndoEvery {
			t.Fatalf("undo to %d replayed %d decisions", n, replayed)
		}
	}
}

// A session resumed from a snapshot (a loaded save) that adopts the
// checkpoints of its background replay undoes to before the load point
// from a nearby checkpoint, with the state and log of a replay from the
// start; without them it replays from decision 0.
func TestResumedSessionUndoesFromTheReplaysCheckpoints(t *testing.T) {
	applied, forks := 0, 0
	sys := forkingSystem{&applied, &forks}
	rec := pickRecord("long", 650, 5)
	// The background check: a replay from the start that marks as it goes
	// (its reach covers the whole of this short record).
	h, log, g := checkReplay(t, sys, rec, nil)
	// A History that starts at From takes nothing before it but the start.
	var near History
	near.From = 500
	gn, _ := sys.New(rec)
	ln, _ := gn.Start()
	near.Mark(gn, 0, len(ln))
	for i, c := range rec.Choices {
		es, _ := gn.Apply(c)
		ln = append(ln, es...)
		near.Mark(gn, i+1, len(ln))
	}
	for _, c := range near.cps {
		if c.n > 0 && c.n < 500 {
			t.Errorf("a History from 500 took a checkpoint at %d", c.n)
		}
	}
	if len(near.cps) < 2 || near.cps[0].n != 0 {
		t.Errorf("a History from 500 holds %d checkpoints", len(near.cps))
	}
	resume := func(adopt bool) *Session {
		b, _ := g.Snapshot()
		restored, err := sys.Restore(rec, b)
		if err != nil {
			t.Fatal(err)
		}
		s := ResumeSession(sys, rec, restored)
		if adopt {
			s.PrependHistory(log, h)
		} else {
			s.PrependLog(log)
		}
		return s
	}
	for _, adopt := range []bool{false, true} {
		s := resume(adopt)
		for _, n := range []int{300, 640, 520, 5} {
			before := applied
			if err := s.UndoTo(n); err != nil {
				t.Fatal(err)
			}
			replayed := applied - before
			if adopt && replayed >= CheckpointEvery {
				t.Errorf("with the replay's checkpoints, undo to %d replayed %d decisions", n, replayed)
			}
			if !adopt && n == 300 && replayed != 300 {
				t.Errorf("without them, the first undo (to 300) replayed %d decisions, want all 300 (the test's premise)", replayed)
			}
			sameAsReplay(t, s, sys, rec, n, fmt.Sprintf("adopt=%v ", adopt))
			for s.CanRedo() {
				if err := s.Redo(); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}

// Issue 16: a loaded game whose background replay kept copies of the game
// just before the load point (History.KeepCopies) undoes back across the
// load point by forking the nearest copy: at most UndoEvery-1 decisions
// replayed, where the checkpoints alone replay from the turn's (here the
// CheckpointEvery spacing's) snapshot. Counted in decisions, not time.
func TestUndoAcrossTheLoadPointReplaysFromACopy(t *testing.T) {
	const load = 650 // the checkpoint before it is at 512
	applied, forks := 0, 0
	sys := forkingSystem{&applied, &forks}
	rec := pickRecord("long", load, 5)
	check := func(copies bool) (*History, []Entry, Game) {
		var f Forker
		if copies {
			f = sys
		}
		return checkReplay(t, sys, rec, f)
	}
	resume := func(copies bool) *Session {
		h, log, g := check(copies)
		b, _ := g.Snapshot()
		restored, err := sys.Restore(rec, b)
		if err != nil {
			t.Fatal(err)
		}
		s := ResumeSession(sys, rec, restored)
		s.PrependHistory(log, h)
		return s
	}
	// The premise: by the checkpoints alone, an undo of one decision
	// across the load point replays from the checkpoint at 512.
	s := resume(false)
	before := applied
	if err := s.UndoTo(load - 1); err != nil {
		t.Fatal(err)
	}
	if replayed := applied - before; replayed != load-1-512 {
		t.Fatalf("without copies, undo to %d replayed %d decisions, want %d (the test's premise)", load-1, replayed, load-1-512)
	}

	forks = 0
	s = resume(true)
	if forks > MaxUndoPoints {
		t.Errorf("the replay made %d copies, want at most %d", forks, MaxUndoPoints)
	}
	if at := s.UndoCopies(); len(at) == 0 || at[len(at)-1] >= load || at[0] <= load-UndoEvery*MaxUndoPoints {
		t.Fatalf("copies at %v, want some in (%d, %d)", at, load-UndoEvery*MaxUndoPoints, load)
	}
	for _, n := range []int{load - 1, load - 2, 630, 600, 545, 513, 512, 500, 170, 300} {
		before := applied
		if err := s.UndoTo(n); err != nil {
			t.Fatal(err)
		}
		replayed := applied - before
		limit := UndoEvery - 1
		if n <= load-UndoEvery*MaxUndoPoints {
			limit = n - n/CheckpointEvery*CheckpointEvery // from the checkpoint
		}
		if n >= 512 && n < 544 {
			limit = n - 512 // the checkpoint is nearer than any copy
		}
		if replayed > limit {
			t.Errorf("undo across the load point to %d replayed %d decisions, want at most %d", n, replayed, limit)
		}
		sameAsReplay(t, s, sys, rec, n, "")
		for s.CanRedo() {
			if err := s.Redo(); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// checkReplay replays rec as a loaded save's background check does: its
// History from HistoryReach before the record's end, with copies of the
// game kept through f when it is not nil. It returns the History, the log
// and the game at the end.
func checkReplay(t *testing.T, sys System, rec Record, f Forker) (*History, []Entry, Game) {
	t.Helper()
	load := len(rec.Choices)
	var h History
	h.From = load - HistoryReach
	if f != nil {
		h.KeepCopies(f, load)
	}
	g, _ := sys.New(rec)
	log, _ := g.Start()
	h.Mark(g, 0, len(log))
	for i, c := range rec.Choices {
		es, err := g.Apply(c)
		if err != nil {
			t.Fatal(err)
		}
		log = append(log, es...)
		h.Mark(g, i+1, len(log))
	}
	return &h, log, g
}

// sameAsReplay checks that the session, undone to decision n, has the state
// and the log a replay of rec's first n decisions gives.
func sameAsReplay(t *testing.T, s *Session, sys System, rec Record, n int, what string) {
	t.Helper()
	want, wantLog, err := Replay(sys, rec, n)
	if err != nil {
		t.Fatal(err)
	}
	if snap(t, s.Game()) != snap(t, want) {
		t.Errorf("%sundo to %d: state differs from the replay's", what, n)
	}
	got, _ := json.Marshal(s.Log())
	w, _ := json.Marshal(wantLog)
	if string(got) != string(w) {
		t.Errorf("%sundo to %d: log differs from the replay's", what, n)
	}
}

// Issue 16, the saves browser test's late campaign: a save whose snapshot
// stands a few decisions before its end is loaded (ReplayTailKeeping: the
// snapshot and a copy are restore points before the session's log), its
// background replay is adopted, and the player undoes across the load
// point and redoes. The log is then the replay's, entry for entry: before
// the fix the restore points kept their log position of 0, shifted by the
// whole replayed log, so the undo kept the undone decision's entries and
// the redo logged them again. Undoing before the replay is adopted starts
// the log at the restore point; the replay adopted then gives the entries
// before it and no more.
func TestLoadedGameLogAcrossTheLoadPoint(t *testing.T) {
	const snapAt, load = 680, 700
	applied, forks := 0, 0
	sys := forkingSystem{&applied, &forks}
	rec := pickRecord("long", load, 5)
	check := func() (*History, []Entry) {
		h, log, _ := checkReplay(t, sys, rec, sys)
		return h, log
	}
	loadSave := func() *Session {
		s, _ := loadedSave(t, sys, sys, rec, snapAt)
		return s
	}
	redoAll := func(s *Session) {
		for s.CanRedo() {
			if err := s.Redo(); err != nil {
				t.Fatal(err)
			}
		}
	}

	// The replay adopted first, then undos across the load point.
	s := loadSave()
	h, log := check()
	s.PrependHistory(log, h)
	sameAsReplay(t, s, sys, rec, load, "adopted: ")
	for _, n := range []int{load - 1, snapAt + 1, snapAt, snapAt - 1, 500} {
		if err := s.UndoTo(n); err != nil {
			t.Fatal(err)
		}
		sameAsReplay(t, s, sys, rec, n, "adopted, then ")
		redoAll(s)
		sameAsReplay(t, s, sys, rec, load, fmt.Sprintf("adopted, undone to %d and redone: ", n))
	}

	// An undo to the save's snapshot and one within its tail before the
	// replay is adopted: the log starts there, and the replay adopted
	// after it fills in the rest.
	for _, n := range []int{snapAt, snapAt + 5} {
		s = loadSave()
		if err := s.UndoTo(n); err != nil {
			t.Fatal(err)
		}
		if got := len(s.Log()); got != n-snapAt {
			t.Errorf("undone to %d before the replay: %d entries, want %d (the log starts at the snapshot)", n, got, n-snapAt)
		}
		h, log = check()
		s.PrependHistory(log, h)
		sameAsReplay(t, s, sys, rec, n, "undone before the replay, then adopted: ")
		redoAll(s)
		sameAsReplay(t, s, sys, rec, load, "undone before the replay, adopted, redone: ")
	}

	// A session that replayed from the start holds the whole log: a replay
	// adopted after that adds nothing.
	s = loadSave()
	if err := s.UndoTo(3); err != nil {
		t.Fatal(err)
	}
	h, log = check()
	s.PrependHistory(log, h)
	sameAsReplay(t, s, sys, rec, 3, "replayed from the start, then adopted: ")
}

// steppedCheck is a loaded save's background check run a decision at a
// time (save.Check): its History keeps checkpoints and copies as
// checkReplay's does, and reach runs it on to a decision as a session
// waiting for it does (History.Await).
type steppedCheck struct {
	t    *testing.T
	rec  Record
	g    Game
	log  []Entry
	h    History
	done int
}

func newSteppedCheck(t *testing.T, sys forkingSystem, rec Record) *steppedCheck {
	c := &steppedCheck{t: t, rec: rec}
	c.h.From = len(rec.Choices) - HistoryReach
	c.h.KeepCopies(sys, len(rec.Choices))
	c.g, _ = sys.New(rec)
	c.log, _ = c.g.Start()
	c.h.Mark(c.g, 0, len(c.log))
	return c
}

func (c *steppedCheck) runTo(n int) {
	for ; c.done < n && c.done < len(c.rec.Choices); c.done++ {
		es, err := c.g.Apply(c.rec.Choices[c.done])
		if err != nil {
			c.t.Fatal(err)
		}
		c.log = append(c.log, es...)
		c.h.Mark(c.g, c.done+1, len(c.log))
	}
}

func (c *steppedCheck) reach(n int) *History {
	c.runTo(n)
	return c.h.SoFar()
}

// Issue 16: a loaded save undone to before its snapshot while its
// background check is still running restores the check's checkpoint or
// copy nearest before the decision, once the check has passed it (waiting
// for it to get there first if need be), instead of replaying the game
// from the start. The log after the check is adopted is the replay's.
func TestUndoBeforeTheSnapshotUsesTheRunningCheck(t *testing.T) {
	const snapAt, load = 680, 700
	applied, forks := 0, 0
	sys := forkingSystem{&applied, &forks}
	checked, checkForks := 0, 0
	checkSys := forkingSystem{&checked, &checkForks} // the check's own count
	rec := pickRecord("long", load, 5)
	loadSave := func() (*Session, *History) { return loadedSave(t, checkSys, sys, rec, snapAt) }
	for _, tc := range []struct {
		checkAt, to int // how far the check has gone; the undo's decision
	}{
		{600, 590}, // the check has passed it: the copy at 576
		{600, 650}, // the undo waits for the check to reach 650: the copy at 640
		{679, 300}, // the check's checkpoint at 256
		{100, 5},   // from the start (the check's checkpoint at 0)
	} {
		s, kept := loadSave()
		c := newSteppedCheck(t, checkSys, rec)
		kept.Await(c.reach)
		c.runTo(tc.checkAt)
		before := applied
		if err := s.UndoTo(tc.to); err != nil {
			t.Fatal(err)
		}
		limit := tc.to % UndoEvery // from a copy (within 512 of the load point)
		if tc.to <= load-UndoEvery*MaxUndoPoints {
			limit = tc.to % CheckpointEvery // from a checkpoint
		}
		if replayed := applied - before; replayed > limit {
			t.Errorf("check at %d, undo to %d: replayed %d decisions, want at most %d (not from the start)", tc.checkAt, tc.to, replayed, limit)
		}
		if c.done < tc.to || c.done > max(tc.checkAt, tc.to) {
			t.Errorf("check at %d, undo to %d: the check ran to %d, want to %d", tc.checkAt, tc.to, c.done, max(tc.checkAt, tc.to))
		}
		c.runTo(load)
		s.PrependHistory(c.log, &c.h)
		sameAsReplay(t, s, sys, rec, tc.to, fmt.Sprintf("check at %d, undone before the snapshot, then adopted: ", tc.checkAt))
		for s.CanRedo() {
			if err := s.Redo(); err != nil {
				t.Fatal(err)
			}
		}
		sameAsReplay(t, s, sys, rec, load, fmt.Sprintf("check at %d, undone to %d, adopted, redone: ", tc.checkAt, tc.to))
	}
}

// loadedSave is a save of rec with its snapshot at decision snapAt
// (replayed by replaySys) loaded as the game loads one: the snapshot
// restored, the rest of the record replayed keeping copies, and the session
// resumed with them as its restore points.
func loadedSave(t *testing.T, replaySys System, sys forkingSystem, rec Record, snapAt int) (*Session, *History) {
	t.Helper()
	at, _, err := Replay(replaySys, rec, snapAt)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := at.Snapshot()
	restored, err := sys.Restore(rec, b)
	if err != nil {
		t.Fatal(err)
	}
	live, kept, err := ReplayTailKeeping(sys, restored, b, rec, snapAt)
	if err != nil {
		t.Fatal(err)
	}
	s := ResumeSession(sys, rec, live)
	s.PrependHistory(nil, kept)
	return s, kept
}

// Issue 16: a snapshot kept outside any replay (a loaded game's earlier
// autosave, StoredSnapshot) serves an undo to before the load point
// as a checkpoint: the undo restores it and replays the decisions after
// it, and its key is read from the game restored from it, so the replay
// takes no checkpoint the game did not ask for (a key left unknown would
// differ from the next decision's and take a snapshot there).
func TestUndoFromAStoredSnapshotTakesItsKeyFromTheGame(t *testing.T) {
	const snapAt, load, stored, to = 680, 700, 300, 310
	applied, forks := 0, 0
	sys := forkingSystem{&applied, &forks}
	rec := pickRecord("long", load, 5)
	at, _, err := Replay(sys, rec, stored)
	if err != nil {
		t.Fatal(err)
	}
	stSnap, _ := at.Snapshot()
	s, kept := loadedSave(t, sys, sys, rec, snapAt)
	asked := 0
	kept.Await(func(n int) *History {
		asked++
		return StoredSnapshot(stored, stSnap)
	})
	before := applied
	if err := s.UndoTo(to); err != nil {
		t.Fatal(err)
	}
	if asked != 1 || applied-before != to-stored {
		t.Fatalf("the undo to %d asked for restore points %d times and replayed %d decisions; want once and %d (from the stored snapshot at %d)", to, asked, applied-before, to-stored, stored)
	}
	if cps, _ := s.Checkpoints(); len(cps) != 1 || cps[0] != stored {
		t.Fatalf("after the undo the session holds checkpoints at %v; want the stored snapshot's at %d only", cps, stored)
	}
	want, _, _ := Replay(sys, rec, to)
	if snap(t, s.Game()) != snap(t, want) {
		t.Fatalf("undone to %d from the stored snapshot: the state differs from the replay's", to)
	}
	// The log starts at the stored snapshot until the replay of the
	// whole record (the save's check) is adopted; then it is the replay's.
	h, log, _ := checkReplay(t, sys, rec, sys)
	s.PrependHistory(log, h)
	sameAsReplay(t, s, sys, rec, to, "undone from a stored snapshot, the check adopted: ")
}

// The restore point numbers an undo reads (render/play asks them once a
// frame while an undo waits) are those the lists Checkpoints and
// UndoCopies give, read without building the lists; -1 when the session
// holds none.
func TestRestorePointNumbersAreTheLists(t *testing.T) {
	applied, forks := 0, 0
	sys := forkingSystem{&applied, &forks}
	rec := pickRecord("long", 700, 7)
	s, err := NewSession(sys, rec)
	if err != nil {
		t.Fatal(err)
	}
	fromLists := func(n int) (held, first int) {
		held, first = -1, -1
		at, _ := s.Checkpoints()
		for _, a := range append(at, s.UndoCopies()...) {
			if a <= n {
				held = max(held, a)
			}
			if first < 0 || a < first {
				first = a
			}
		}
		return held, first
	}
	check := func(when string) {
		t.Helper()
		for _, n := range []int{-1, 0, 1, 31, 32, 33, 255, 256, 300, 511, 512, 600, 640, 641, 699, 700, 5000} {
			held, first := fromLists(n)
			if got := s.RestorePointAtOrBefore(n); got != held {
				t.Errorf("%s: RestorePointAtOrBefore(%d) = %d, the lists say %d", when, n, got, held)
			}
			if got := s.FirstRestorePoint(); got != first {
				t.Errorf("%s: FirstRestorePoint() = %d, the lists say %d", when, got, first)
			}
		}
	}
	if at := s.UndoCopies(); len(at) == 0 {
		t.Fatal("no copies: the test's premise is a session holding both kinds")
	}
	check("loaded")
	if err := s.UndoTo(530); err != nil {
		t.Fatal(err)
	}
	check("after an undo")

	var bare Session // holding no restore point
	if got := bare.RestorePointAtOrBefore(10); got != -1 {
		t.Errorf("a session holding no restore point: RestorePointAtOrBefore = %d, want -1", got)
	}
	if got := bare.FirstRestorePoint(); got != -1 {
		t.Errorf("a session holding no restore point: FirstRestorePoint = %d, want -1", got)
	}
}

// pickRecord is a record of system sys with n choices, the i-th picking
// option i*step mod 3: the long games these tests load and undo.
func pickRecord(sys string, n, step int) Record {
	rec := Record{System: sys}
	for i := 0; i < n; i++ {
		rec.Choices = append(rec.Choices, Pick(i*step%3))
	}
	return rec
}
