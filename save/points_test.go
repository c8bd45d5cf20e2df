package save

import (
	"bytes"
	"encoding/json"
	"errors"
	"sort"
	"testing"

	"periscope/game/engine"
)

// storedAts lists the game's autosaves other than the latest, with the
// decision each one's snapshot stands after, oldest first.
func storedAts(t *testing.T, m *Manager, latest string) (keys []string, ats []int) {
	t.Helper()
	es, err := m.List()
	if err != nil {
		t.Fatal(err)
	}
	type ka struct {
		k  string
		at int
	}
	var all []ka
	for _, e := range es {
		if e.Kind != KindAuto || e.Key == latest {
			continue
		}
		data, err := m.Store.Load(e.Key)
		if err != nil {
			t.Fatal(err)
		}
		f, err := Decode(data)
		if err != nil {
			t.Fatal(err)
		}
		var h struct {
			Decisions int `json:"decisions"`
		}
		if err := json.Unmarshal(f.Snapshot, &h); err != nil {
			t.Fatal(err)
		}
		all = append(all, ka{e.Key, h.Decisions})
	}
	sort.Slice(all, func(i, j int) bool { return all[i].at < all[j].at })
	for _, x := range all {
		keys, ats = append(keys, x.k), append(ats, x.at)
	}
	return keys, ats
}

// loadedUndo loads the latest autosave as the game resumes it (a session
// on its snapshot with what loading kept, its check made but not begun)
// and undoes it to decision to. It returns the check and the session, and
// the system that counts what the undo restored.
func loadedUndo(t *testing.T, m *Manager, to int) (*Check, *engine.Session, *countingSystem) {
	t.Helper()
	e, _ := m.Latest()
	_, rs, cs, c := undoLoaded(t, m, e.Key)
	if err := rs.UndoTo(to); err != nil {
		t.Fatal(err)
	}
	return c, rs, cs
}

// replayedAt is the snapshot of the Happy Time game of autosavedGame after
// each decision in targets, replayed from the start.
func replayedAt(t *testing.T, targets ...int) map[int][]byte {
	t.Helper()
	want := map[int][]byte{}
	last := 0
	for _, to := range targets {
		last = max(last, to)
	}
	session(t, "happy-time-1940", 3, last, func(s *engine.Session) {
		for _, to := range targets {
			if s.Decisions() == to {
				want[to], _ = s.Game().Snapshot()
			}
		}
	})
	return want
}

// Issue 16: right after loading an autosave, before its background check
// has begun, an undo to before the save's snapshot restores the nearest
// earlier snapshot the store holds of the game (its earlier autosaves, one
// a turn: points.go) and replays from there: it neither starts the game
// from decision 0 nor runs the check, and stands where a replay from the
// start does. The check then passes, comparing the restored snapshot with
// its replay on the way.
func TestLoadedAutosaveUndoesBeforeItsSnapshotFromItsEarlierAutosaves(t *testing.T) {
	m, _, at := autosavedGame(t)
	e, _ := m.Latest()
	_, ats := storedAts(t, m, e.Key)
	if len(ats) < 2 || ats[len(ats)-1] >= at || ats[len(ats)-2] <= 0 {
		t.Fatalf("the earlier autosaves stand at %v, the latest at %d: want two turns before it (the test's premise)", ats, at)
	}
	prev, prev2 := ats[len(ats)-1], ats[len(ats)-2]
	targets := map[int]int{at - 1: prev, prev - 1: prev2, prev + 3: prev}
	want := replayedAt(t, at-1, prev-1, prev+3)
	for to, from := range targets {
		c, rs, cs := loadedUndo(t, m, to)
		if cs.started != 0 {
			t.Fatalf("the undo to %d (the snapshot at %d) started the game from decision 0", to, at)
		}
		// The earlier autosave's turn, or a point inside it that an
		// earlier load's check stored (passMid: every midEvery
		// decisions), nearer the decision.
		if len(cs.snaps) != 1 || cs.snaps[0] > to || (cs.snaps[0] != from && (cs.snaps[0] < from || cs.snaps[0]%midEvery != 0)) {
			t.Fatalf("the undo to %d restored snapshots at %v; want the earlier autosave's at %d only, or a point of its turn", to, cs.snaps, from)
		}
		if done, _, _ := c.Progress(); done != 0 {
			t.Fatalf("the undo to %d ran the check to %d: the stored snapshot needs none of it", to, done)
		}
		got, _ := rs.Game().Snapshot()
		if !bytes.Equal(got, want[to]) {
			t.Fatalf("undone to %d, the game differs from its replay from the start", to)
		}
		if err := c.Run(); err != nil {
			t.Fatalf("the check after the undo to %d: %v", to, err)
		}
	}
}

// The undo takes the nearest stored snapshot that is the loaded game's:
// an autosave of the same game id whose choices are not the record's (a
// branch played from an earlier point), or whose file cannot be read, is
// passed over for the one before it; with none left, the undo takes the
// check's restore points as before.
func TestLoadedGameUndoPassesOverStoredSnapshotsNotItsOwn(t *testing.T) {
	m, _, at := autosavedGame(t)
	dropTurnKeys(t, m) // the autosaves alone (turns.go has its own tests)
	e, _ := m.Latest()
	keys, ats := storedAts(t, m, e.Key)
	if len(ats) < 2 {
		t.Fatalf("the earlier autosaves stand at %v: want two (the test's premise)", ats)
	}
	prev, prev2 := ats[len(ats)-1], ats[len(ats)-2]
	want := replayedAt(t, at-1)

	check := func(name string, from int) {
		t.Helper()
		c, rs, cs := loadedUndo(t, m, at-1)
		if cs.started != 0 {
			t.Fatalf("%s: the undo started the game from decision 0", name)
		}
		if from >= 0 && (len(cs.snaps) != 1 || cs.snaps[0] != from) {
			t.Fatalf("%s: the undo to %d restored snapshots at %v; want the one at %d", name, at-1, cs.snaps, from)
		}
		if from < 0 {
			if done, _, _ := c.Progress(); done < at-1 {
				t.Fatalf("%s: no stored snapshot is the game's, yet the check stands at %d, not past %d", name, done, at-1)
			}
		}
		got, _ := rs.Game().Snapshot()
		if !bytes.Equal(got, want[at-1]) {
			t.Fatalf("%s: undone to %d, the game differs from its replay from the start", name, at-1)
		}
	}

	// The nearest autosave damaged: its file is not JSON.
	nearest, _ := m.Store.Load(keys[len(keys)-1])
	if err := m.Store.Save(keys[len(keys)-1], []byte(`{"format":"periscope-save","schema":3,"kind":"auto"`)); err != nil {
		t.Fatal(err)
	}
	check("the nearest autosave cut short", prev2)

	// Its chunks are another line of play's: one choice changed, and the
	// chunk written with a checksum of its own.
	f, err := Decode(nearest)
	if err != nil {
		t.Fatal(err)
	}
	last := f.Chunks[len(f.Chunks)-1]
	s0, e0, _, _ := parseChunkKey(f.GameID, last)
	data, err := m.Store.Load(last)
	if err != nil {
		t.Fatal(err)
	}
	cs, err := ParseChoices(data)
	if err != nil {
		t.Fatal(err)
	}
	cs[len(cs)-1].Option++
	enc := AppendChoices(nil, cs)
	other := chunkKey(f.GameID, s0, e0, enc)
	if err := m.Store.Save(other, enc); err != nil {
		t.Fatal(err)
	}
	g := *f
	g.Chunks = append(append([]string(nil), f.Chunks[:len(f.Chunks)-1]...), other)
	if err := m.Store.Save(keys[len(keys)-1], mustEncode(t, &g)); err != nil {
		t.Fatal(err)
	}
	check("the nearest autosave of another line of play", prev2)

	// Its snapshot stands after another number of decisions than its
	// chunks hold.
	var snap map[string]json.RawMessage
	if err := json.Unmarshal(f.Snapshot, &snap); err != nil {
		t.Fatal(err)
	}
	snap["decisions"] = json.RawMessage("7")
	g = *f
	g.Snapshot, _ = json.Marshal(snap)
	if err := m.Store.Save(keys[len(keys)-1], mustEncode(t, &g)); err != nil {
		t.Fatal(err)
	}
	check("the nearest autosave's snapshot at another decision", prev2)

	// Every earlier autosave gone: the check's restore points.
	for _, k := range keys {
		if err := m.Store.Delete(k); err != nil {
			t.Fatal(err)
		}
	}
	check("no earlier autosave", -1)
	_ = prev
}

// A stored snapshot that reads as the game's but is not what its choices
// lead to (edited by hand: a flag no rule sets) is the restore point
// an undo takes, as the save's own snapshot is the game it resumes; the
// check then finds it out when its replay passes it, and fails as it does
// for a save whose own snapshot differs.
func TestCheckComparesTheStoredSnapshotAnUndoRestored(t *testing.T) {
	m, _, at := autosavedGame(t)
	dropTurnKeys(t, m) // the autosaves alone (turns.go has its own tests)
	e, _ := m.Latest()
	keys, ats := storedAts(t, m, e.Key)
	if len(ats) == 0 {
		t.Fatal("no earlier autosave (the test's premise)")
	}
	data, err := m.Store.Load(keys[len(keys)-1])
	if err != nil {
		t.Fatal(err)
	}
	f, err := Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	f.Snapshot = editedByHand(t, f.Snapshot)
	if err := m.Store.Save(keys[len(keys)-1], mustEncode(t, f)); err != nil {
		t.Fatal(err)
	}
	c, _, cs := loadedUndo(t, m, at-1)
	if len(cs.snaps) != 1 || cs.snaps[0] != ats[len(ats)-1] {
		t.Fatalf("the undo restored snapshots at %v; want the edited one at %d", cs.snaps, ats[len(ats)-1])
	}
	var mm *Mismatch
	if err := c.Run(); !errors.As(err, &mm) || mm.At != -1 || len(mm.Fields) != 1 || mm.Fields[0] != "flags" {
		t.Fatalf("the check after an undo from the edited snapshot: %v; want a mismatch in the flags", err)
	}
}

// A named save holds its snapshot at its last decision: an undo to before
// it right after loading finds the game's autosaves as an autosave does.
func TestLoadedNamedSaveUndoesFromItsGamesAutosaves(t *testing.T) {
	m, s, at := autosavedGame(t)
	slot, err := m.Save("Before the convoy", "g1", s.Record(), s.Game())
	if err != nil {
		t.Fatal(err)
	}
	n := s.Decisions()
	o, err := m.Load(slot.Key)
	if err != nil {
		t.Fatal(err)
	}
	if o.Undo == nil {
		t.Fatal("a named save opened with no restore points to wait for")
	}
	rs, cs, c := resumeOpened(o)
	to := n - 5
	if to < at {
		t.Fatalf("the last turn began at %d, the save is at %d: too short (the test's premise)", at, n)
	}
	if err := rs.UndoTo(to); err != nil {
		t.Fatal(err)
	}
	if cs.started != 0 || len(cs.snaps) != 1 || cs.snaps[0] != at {
		t.Fatalf("the undo to %d restored %v (started %d); want the latest autosave's snapshot at %d", to, cs.snaps, cs.started, at)
	}
	if done, _, _ := c.Progress(); done != 0 {
		t.Fatalf("the undo ran the check to %d", done)
	}
	want := replayedAt(t, to)
	got, _ := rs.Game().Snapshot()
	if !bytes.Equal(got, want[to]) {
		t.Fatalf("undone to %d, the game differs from its replay from the start", to)
	}
	if err := c.Run(); err != nil {
		t.Fatal(err)
	}
}

// Right after loading, the check first rebuilds the restore points of the
// turn before the save's snapshot from that turn's autosave (Check.Warm,
// which Start runs a piece at a time before its replay): an undo into that
// turn then forks a copy of the game at most UndoEvery-1 decisions before
// it, restoring no snapshot and replaying nothing from the start, and the
// check has not replayed a decision of its own.
func TestLoadedAutosaveUndoesIntoTheTurnBeforeFromWarmCopies(t *testing.T) {
	m, _, at := autosavedGame(t)
	e, _ := m.Latest()
	_, ats := storedAts(t, m, e.Key)
	if len(ats) == 0 || at-ats[len(ats)-1] < 2*engine.UndoEvery {
		t.Fatalf("the earlier autosaves stand at %v, the latest at %d: want a turn of %d decisions or more before it (the test's premise)", ats, at, 2*engine.UndoEvery)
	}
	prev := ats[len(ats)-1]
	targets := []int{at - 1, prev + engine.UndoEvery + 5, prev}
	want := replayedAt(t, targets...)
	for _, to := range targets {
		o, err := m.Load(e.Key)
		if err != nil {
			t.Fatal(err)
		}
		rs, cs, c := resumeOpened(o)
		c.Warm()
		if err := rs.UndoTo(to); err != nil {
			t.Fatal(err)
		}
		if cs.restored != 0 {
			t.Fatalf("the undo to %d (the snapshot at %d, the turn before at %d) restored or started a game (%v): it did not fork the warm copies", to, at, prev, cs.snaps)
		}
		if done, _, _ := c.Progress(); done != 0 {
			t.Fatalf("the undo to %d ran the check to %d", to, done)
		}
		got, _ := rs.Game().Snapshot()
		if !bytes.Equal(got, want[to]) {
			t.Fatalf("undone to %d, the game differs from its replay from the start", to)
		}
		if err := c.Run(); err != nil {
			t.Fatalf("the check after the undo to %d: %v", to, err)
		}
	}
}

// dropTurnKeys deletes the game's turns (turns.go), as a game autosaved
// before they were kept: its restore points in storage are its autosaves.
func dropTurnKeys(t *testing.T, m *Manager) {
	t.Helper()
	keys, err := m.Store.List(TurnsPrefix)
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range keys {
		if err := m.Store.Delete(k); err != nil {
			t.Fatal(err)
		}
	}
}

// editedByHand is a campaign snapshot with a flag no rule sets, "edited by
// hand": it reads as the game's but is not the game's replay.
func editedByHand(t *testing.T, snapshot []byte) []byte {
	t.Helper()
	var snap map[string]json.RawMessage
	if err := json.Unmarshal(snapshot, &snap); err != nil {
		t.Fatal(err)
	}
	flags := map[string]bool{}
	if raw, ok := snap["flags"]; ok {
		if err := json.Unmarshal(raw, &flags); err != nil {
			t.Fatal(err)
		}
	}
	flags["edited by hand"] = true
	snap["flags"], _ = json.Marshal(flags)
	edited, _ := json.Marshal(snap)
	return edited
}
