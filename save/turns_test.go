package save

import (
	"bytes"
	"sort"
	"testing"

	"periscope/game/engine"
	"periscope/storage"
)

// turnsGame plays n decisions of the Happy Time (seed 3) autosaving after
// each, as the game does, and returns the manager, its store, the
// snapshots of the game at every decision in want, and the session.
func turnsGame(t *testing.T, n int, want []int) (*Manager, *storage.Memory, map[int][]byte, *engine.Session) {
	t.Helper()
	st := storage.NewMemory()
	m := newManager(st)
	snaps := map[int][]byte{}
	for _, w := range want {
		if w == 0 {
			t.Fatal("want decisions after the start")
		}
	}
	s := session(t, "happy-time-1940", 3, n, func(s *engine.Session) {
		a, snap := s.LatestCheckpoint()
		if _, err := m.AutosaveAt("g1", s.RecordView(), s.Game(), a, snap); err != nil {
			t.Fatal(err)
		}
		for _, w := range want {
			if s.Decisions() == w {
				snaps[w], _ = s.Game().Snapshot()
			}
		}
	})
	return m, st, snaps, s
}

// turnAts is where game g1's stored turns stand, in decisions, in order.
func turnAts(t *testing.T, st storage.Store) []int {
	t.Helper()
	var ats []int
	for _, k := range turnKeys(t, st) {
		at, _, ok := parseTurnKey("g1", k)
		if !ok {
			t.Fatalf("the turn key %q does not parse", k)
		}
		ats = append(ats, at)
	}
	sort.Ints(ats)
	return ats
}

// turnStarts is where the turns the autosave of m stored stand, in
// decisions, in order: the stored keys without the points inside the
// turns (automid.go).
func turnStarts(m *Manager) []int {
	var ats []int
	for _, mk := range m.turns.marks {
		ats = append(ats, mk.at)
	}
	return ats
}

// turnStartSet is turnStarts as a set.
func turnStartSet(m *Manager) map[int]bool {
	starts := map[int]bool{}
	for _, at := range turnStarts(m) {
		starts[at] = true
	}
	return starts
}

// startKeys is keys without the points inside the turns: those at the
// turns the autosave of m stored.
func startKeys(t *testing.T, m *Manager, keys []string) []string {
	t.Helper()
	starts := turnStartSet(m)
	var out []string
	for _, k := range keys {
		at, _, ok := parseTurnKey("g1", k)
		if !ok {
			t.Fatalf("the turn key %q does not parse", k)
		}
		if starts[at] {
			out = append(out, k)
		}
	}
	return out
}

// dropPoints deletes the points inside the turns the autosave of m
// stored (automid.go), leaving the turns: the store of a game autosaved
// before the autosave wrote them, whose points its check writes.
func dropPoints(t *testing.T, m *Manager, st storage.Store) {
	t.Helper()
	all := turnKeys(t, st)
	starts := map[string]bool{}
	for _, k := range startKeys(t, m, all) {
		starts[k] = true
	}
	dropped := 0
	for _, k := range all {
		if !starts[k] {
			if err := st.Delete(k); err != nil {
				t.Fatal(err)
			}
			dropped++
		}
	}
	if dropped == 0 {
		t.Fatal("the autosave stored no point inside a turn to drop (the test's premise)")
	}
}

func turnKeys(t *testing.T, st storage.Store) []string {
	t.Helper()
	keys, err := st.List(TurnsPrefix)
	if err != nil {
		t.Fatal(err)
	}
	return keys
}

// Issue 16: a loaded autosave undone right after loading (its check not
// begun) to a decision farther back than the game's other autosaves
// reach restores the game's turn nearest before it (turns.go: one a
// turn, deltas from a key frame), never the game from decision 0, and
// stands where a replay from the start does; the check then compares the
// turn it restored with its replay and passes.
func TestLoadedAutosaveUndoesFarBackFromItsTurns(t *testing.T) {
	m, st, want, s := turnsGame(t, 3000, []int{200, 600, 1000})
	n := s.Decisions()
	keys := startKeys(t, m, turnKeys(t, st))
	if len(keys) < DefaultKeep+3 {
		t.Fatalf("%d turns kept in storage for %d decisions: want one a turn", len(keys), n)
	}
	frames := 0
	for _, k := range keys {
		if d, _ := st.Load(k); d[0] == turnFrame {
			frames++
		}
	}
	if frames != (len(keys)+turnKeyEvery-1)/turnKeyEvery {
		t.Fatalf("%d key frames among %d turns: want one every %d", frames, len(keys), turnKeyEvery)
	}
	e, _ := m.Latest()
	for _, to := range []int{1000, 600, 200} {
		o, err := m.Load(e.Key)
		if err != nil {
			t.Fatal(err)
		}
		cands := o.stored.candidates()
		if len(cands) == 0 || cands[0].at <= to {
			t.Fatalf("the game's autosaves reach back to %v: the test wants a decision (%d) before them", cands, to)
		}
		rs, cs, c := resumeOpened(o) // not begun
		if err := rs.UndoTo(to); err != nil {
			t.Fatal(err)
		}
		if cs.started != 0 || len(cs.snaps) != 1 {
			t.Fatalf("the undo to %d restored %v and started %d games from decision 0: want one turn restored", to, cs.snaps, cs.started)
		}
		if done, _, _ := c.Progress(); done != 0 {
			t.Fatalf("the undo ran the check to %d: it waited for it", done)
		}
		turns := o.stored.turns.list()
		var near int
		for _, tn := range turns {
			if tn.at <= to {
				near = tn.at
			}
		}
		if cs.snaps[0] != near {
			t.Fatalf("the undo to %d restored the turn at %d, want the nearest, at %d", to, cs.snaps[0], near)
		}
		got, _ := rs.Game().Snapshot()
		if !bytes.Equal(got, want[to]) {
			t.Fatalf("undone to %d, the game differs from its replay from the start", to)
		}
		if err := c.Run(); err != nil {
			t.Fatalf("the check after the undo: %v", err)
		}
		if len(c.used) != 1 || c.used[0].at != near {
			t.Fatalf("the check compared %v, want the turn at %d the undo restored", c.used, near)
		}
	}
}

// A turn whose delta is damaged, or whose key's hash is not the loaded
// record's choices (another branch of the game), is passed over: the undo
// restores an earlier turn, or one of the game's autosaves, and the game
// it reaches is still the replay's.
func TestLoadedGamePassesOverTurnsNotOnItsRecord(t *testing.T) {
	m, st, want, s := turnsGame(t, 3000, []int{1000})
	_ = s
	e, _ := m.Latest()
	o, err := m.Load(e.Key)
	if err != nil {
		t.Fatal(err)
	}
	turns := o.stored.turns.list()
	var near, prev string
	for _, tn := range turns {
		if tn.at <= 1000 {
			prev, near = near, tn.key
		}
	}
	if prev == "" {
		t.Fatal("fewer than two turns before decision 1000")
	}
	// The nearest turn damaged, the one before it moved to another hash.
	d, _ := st.Load(near)
	d[len(d)-8] ^= 1
	st.Save(near, d)
	at, _, _ := parseTurnKey("g1", prev)
	moved := turnKey("g1", at, 12345)
	pd, _ := st.Load(prev)
	st.Delete(prev)
	st.Save(moved, pd)
	o, rs, cs, c := undoLoaded(t, m, e.Key)
	if err := rs.UndoTo(1000); err != nil {
		t.Fatal(err)
	}
	for _, tn := range o.stored.turns.list() {
		if tn.key == moved {
			t.Fatalf("the turn under another hash (%s) was taken as on the record", moved)
		}
	}
	nearAt, _, _ := parseTurnKey("g1", near)
	if len(cs.snaps) == 1 && (cs.snaps[0] == at || cs.snaps[0] == nearAt) {
		t.Fatalf("the undo restored %v: a damaged or foreign turn", cs.snaps)
	}
	got, _ := rs.Game().Snapshot()
	if !bytes.Equal(got, want[1000]) {
		t.Fatal("undone to 1000, the game differs from its replay from the start")
	}
	if err := c.Run(); err != nil {
		t.Fatalf("the check after the undo: %v", err)
	}
}

// undoLoaded loads key, resumes a session (counting what it restores) and
// returns it with a check of the save not begun.
func undoLoaded(t *testing.T, m *Manager, key string) (*Opened, *engine.Session, *countingSystem, *Check) {
	t.Helper()
	o, err := m.Load(key)
	if err != nil {
		t.Fatal(err)
	}
	rs, cs, c := resumeOpened(o)
	return o, rs, cs, c
}

// resumeOpened is an opened save resumed as the game resumes it, over a
// system that counts its restores: the session with the save's restore
// points, and its replay check, not begun.
func resumeOpened(o *Opened) (*engine.Session, *countingSystem, *Check) {
	cs := &countingSystem{Archive: o.System}
	rs := engine.ResumeSession(cs, o.File.Record, o.Game)
	rs.PrependHistory(nil, o.Undo)
	return rs, cs, NewCheck(o)
}

// A file imported from elsewhere has no turns in storage: its check
// stores them as its replay passes each turn's start (a key frame, then
// deltas), so that once it has run, the game's next load undoes far back
// right after loading, from the nearest turn, not from decision 0.
func TestImportedGameGainsItsTurnsFromItsCheck(t *testing.T) {
	rec, g := play(t, "atlantic", "happy-time-1940", 3, 1200)
	st := storage.NewMemory()
	m := newManager(st)
	f := fileFor(t, rec, g)
	f.GameID = ""
	e, _, err := m.Import("elsewhere.json", mustEncode(t, f))
	if err != nil {
		t.Fatal(err)
	}
	if keys := turnKeys(t, st); len(keys) != 0 {
		t.Fatalf("an imported file came with turns: %v", keys)
	}
	o, err := m.Load(e.Key)
	if err != nil {
		t.Fatal(err)
	}
	if err := NewCheck(o).Run(); err != nil {
		t.Fatal(err)
	}
	keys := turnKeys(t, st)
	if len(keys) < 8 {
		t.Fatalf("the check stored %d turns of %d decisions: want one a turn", len(keys), len(rec.Choices))
	}
	want := replayedAt(t, 300)
	_, rs, cs, c := undoLoaded(t, m, e.Key)
	if err := rs.UndoTo(300); err != nil {
		t.Fatal(err)
	}
	if cs.started != 0 || len(cs.snaps) != 1 || cs.snaps[0] > 300 || cs.snaps[0] < 100 {
		t.Fatalf("the undo to 300 restored %v and started %d games from 0: want the turn before it", cs.snaps, cs.started)
	}
	if done, _, _ := c.Progress(); done != 0 {
		t.Fatalf("the undo waited for the check (at %d)", done)
	}
	got, _ := rs.Game().Snapshot()
	if !bytes.Equal(got, want[300]) {
		t.Fatal("undone to 300, the game differs from its replay from the start")
	}
	if err := c.Run(); err != nil {
		t.Fatal(err)
	}
}

// Once the check has passed a decision further back than it keeps
// checkpoints, an undo there restores the turn the check verified as it
// passed it (its snapshot the replay's), not the game from decision 0; a
// turn whose snapshot is not the replay's is marked and never restored,
// and the check, which no undo had taken it for, still passes.
func TestCheckedGameUndoesFarBackFromTheTurnsItVerified(t *testing.T) {
	m, st, want, _ := turnsGame(t, 3000, []int{600})
	e, _ := m.Latest()
	o, _, _, _ := undoLoaded(t, m, e.Key)
	turns := o.stored.turns.list()
	var near, prev storedTurn
	for _, tn := range turns {
		if tn.at <= 600 {
			prev, near = near, tn
		}
	}
	if prev.key == "" {
		t.Fatal("fewer than two turns before decision 600")
	}
	// The nearest turn edited by hand: a key frame that reads as the
	// game's, a flag no rule sets.
	snap, ok := o.stored.turns.snapshot(near.key)
	if !ok {
		t.Fatal("the nearest turn does not rebuild")
	}
	data, err := encodeTurn(turnFrame, "", editedByHand(t, snap))
	if err != nil {
		t.Fatal(err)
	}
	st.Save(near.key, data)
	_, rs, cs, c := undoLoaded(t, m, e.Key)
	c.hist.From = 1000 // as a campaign's check keeps checkpoints 4,096 decisions back
	if err := c.Run(); err != nil {
		t.Fatalf("the check, no undo having taken the edited turn: %v", err)
	}
	if err := rs.UndoTo(600); err != nil {
		t.Fatal(err)
	}
	// The verified turn before it, or a point inside that turn the
	// check stored (passMid), never the edited turn.
	if cs.started != 0 || len(cs.snaps) != 1 || cs.snaps[0] < prev.at || cs.snaps[0] >= near.at ||
		(cs.snaps[0] != prev.at && cs.snaps[0]%midEvery != 0) {
		t.Fatalf("the undo to 600 after the check restored %v and started %d from 0: want the verified turn at %d or a point of it (the edited one at %d passed over)", cs.snaps, cs.started, prev.at, near.at)
	}
	got, _ := rs.Game().Snapshot()
	if !bytes.Equal(got, want[600]) {
		t.Fatal("undone to 600, the game differs from its replay from the start")
	}
}

// The turns only ever save time: a save that does not fit in storage
// deletes the other games' turns, then its own game's, before it is
// refused; the saves themselves are never touched, and a turn that does
// not fit is not written (the autosave it follows is kept).
func TestSaveThatDoesNotFitFreesTheTurnsFirst(t *testing.T) {
	m, st, _, s := turnsGame(t, 800, nil)
	other := turnKey("g-other", 5, 1)
	if err := st.Save(other, []byte("K\n")); err != nil {
		t.Fatal(err)
	}
	saves, _ := st.List(KeyPrefix)
	turns := turnKeys(t, st)
	if len(turns) < 3 {
		t.Fatalf("%d turns: the test wants some", len(turns))
	}
	total := func() int {
		keys, _ := st.List("")
		n := 0
		for _, k := range keys {
			v, _ := st.Load(k)
			n += len(v)
		}
		return n
	}
	// The size of the named save, written once and deleted.
	e, err := m.Save("Measure", "g1", s.Record(), s.Game())
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Delete(e.Key); err != nil {
		t.Fatal(err)
	}
	// No room for it beside everything stored, room once the turns go.
	st.Limit = total() + e.Size - 1
	if _, err := m.Save("Before the convoy", "g1", s.Record(), s.Game()); err != nil {
		t.Fatalf("the named save was refused with the turns still there to free: %v", err)
	}
	if k, _ := st.List(TurnsPrefix + "g-other."); len(k) != 0 {
		t.Fatal("the other game's turns were kept while a save did not fit")
	}
	if k := turnKeys(t, st); len(k) != 0 {
		t.Fatalf("%d of the game's turns kept while a save did not fit without them", len(k))
	}
	after, _ := st.List(KeyPrefix)
	if len(after) != len(saves)+1 {
		t.Fatalf("saves %d → %d: want one more, none lost", len(saves), len(after))
	}
	// Full, turns gone: a save is refused as before.
	st.Limit = 1
	if _, err := m.Save("Another", "g1", s.Record(), s.Game()); err == nil {
		t.Fatal("a save over the limit was written")
	}
	if now, _ := st.List(KeyPrefix); len(now) != len(after) {
		t.Fatal("a refused save changed the saves")
	}
}

// Issue 16: once a check has passed the game (an earlier load's, or an
// imported file's first), a turn has restore points inside it every
// midEvery decisions (passMid: deltas from the turn's start), so an undo
// right after loading to the last decision of a long turn restores the
// point nearest before it and replays fewer than midEvery decisions, not
// the turn: in wasm a late campaign's turn of up to 500 decisions took up
// to 180 ms to replay. The game stands where a replay from the start
// does; the next load's check compares the points it passes, and one
// whose snapshot is not the replay's is marked and never restored again.
func TestCheckedGameUndoesInsideATurnFromItsPoints(t *testing.T) {
	m, st, _, _ := turnsGame(t, 3000, nil)
	dropPoints(t, m, st) // the check's points, not the autosave's
	ats, starts := turnStarts(m), turnStartSet(m)
	e, _ := m.Latest()
	o, err := m.Load(e.Key)
	if err != nil {
		t.Fatal(err)
	}
	c := NewCheck(o)
	if err := c.Run(); err != nil {
		t.Fatal(err)
	}
	if c.midsPassed == 0 {
		t.Fatal("the check stored no point inside a turn")
	}
	// The longest turn before the snapshot, and its last decision.
	from, to := longestTurnBefore(t, ats, o.stored.from)
	target := to - 1
	point := target / midEvery * midEvery
	want := replayedAt(t, target, point)
	_, rs, cs, c2 := undoLoaded(t, m, e.Key)
	if err := rs.UndoTo(target); err != nil {
		t.Fatal(err)
	}
	if cs.started != 0 || len(cs.snaps) != 1 || cs.snaps[0] != point || starts[point] {
		t.Fatalf("the undo to %d (its turn from %d) restored %v and started %d from 0: want the point inside the turn at %d", target, from, cs.snaps, cs.started, point)
	}
	if done, _, _ := c2.Progress(); done != 0 {
		t.Fatalf("the undo waited for the check (at %d)", done)
	}
	got, _ := rs.Game().Snapshot()
	if !bytes.Equal(got, want[target]) {
		t.Fatalf("undone to %d, the game differs from its replay from the start", target)
	}
	if err := c2.Run(); err != nil {
		t.Fatalf("the check after the undo from the point at %d: %v", point, err)
	}

	// The point edited by hand: the next check marks it bad (and stores
	// the replay's again), and no undo restores it meanwhile.
	o3, _, _, _ := undoLoaded(t, m, e.Key)
	var key string
	for _, tn := range o3.stored.turns.list() {
		if tn.at == point {
			key = tn.key
		}
	}
	snap, ok := o3.stored.turns.snapshot(key)
	if key == "" || !ok || !bytes.Equal(snap, want[point]) {
		t.Fatalf("the point at %d (%q) does not rebuild as the replay's game", point, key)
	}
	data, err := encodeTurn(turnFrame, "", editedByHand(t, snap))
	if err != nil {
		t.Fatal(err)
	}
	st.Save(key, data)
	_, rs, cs, c3 := undoLoaded(t, m, e.Key)
	c3.hist.From = o3.stored.from // as a campaign's check keeps checkpoints only near the snapshot
	if err := c3.Run(); err != nil {
		t.Fatalf("the check, no undo having taken the edited point: %v", err)
	}
	if err := rs.UndoTo(target); err != nil {
		t.Fatal(err)
	}
	if len(cs.snaps) != 1 || cs.snaps[0] == point || cs.snaps[0] < from {
		t.Fatalf("the undo to %d after the check restored %v: want a verified point of the turn from %d, not the edited one at %d", target, cs.snaps, from, point)
	}
	got, _ = rs.Game().Snapshot()
	if !bytes.Equal(got, want[target]) {
		t.Fatalf("undone to %d, the game differs from its replay from the start", target)
	}
}

// Once the check has passed a decision, an undo there takes the point
// inside its turn that the check verified (passMid) when it is nearer
// than the check's own restore points (its checkpoint at the turn's start,
// its copies only just before the snapshot): the undo replays fewer than
// midEvery decisions, not the turn up to there.
func TestRunningCheckUndoesFromThePointsItPassed(t *testing.T) {
	m, st, _, _ := turnsGame(t, 3000, nil)
	dropPoints(t, m, st) // the check's points, not the autosave's
	ats := turnStarts(m)
	e, _ := m.Latest()
	o, err := m.Load(e.Key)
	if err != nil {
		t.Fatal(err)
	}
	if err := NewCheck(o).Run(); err != nil { // the first load's check stores the points
		t.Fatal(err)
	}
	// The longest turn well before the snapshot (the check's copies are
	// in the 512 decisions before it).
	from, to := longestTurnBefore(t, ats, o.stored.from-engine.UndoEvery*engine.MaxUndoPoints)
	target := to - 1
	point := target / midEvery * midEvery
	want := replayedAt(t, target)
	_, rs, cs, c := undoLoaded(t, m, e.Key)
	c.Step(o.stored.from) // the check has passed the decision, not finished
	if err := rs.UndoTo(target); err != nil {
		t.Fatal(err)
	}
	if cs.started != 0 || len(cs.snaps) != 1 || cs.snaps[0] != point {
		t.Fatalf("the undo to %d (its turn from %d, the check past it) restored %v and started %d from 0: want the point inside the turn at %d", target, from, cs.snaps, cs.started, point)
	}
	got, _ := rs.Game().Snapshot()
	if !bytes.Equal(got, want[target]) {
		t.Fatalf("undone to %d, the game differs from its replay from the start", target)
	}
	if err := c.Run(); err != nil {
		t.Fatal(err)
	}
}

// Issue 16: once a loaded game's check has ended, the session holds the
// check's checkpoints (one a turn) and its copies just before the
// snapshot; an undo far back used to restore the turn's checkpoint and
// replay the turn up to the decision (hundreds of decisions late in a
// campaign). The check offers the point it verified inside the turn
// (RestorePointBefore; play.Core offers it to the session,
// engine.Session.OfferRestorePoint): the undo restores that point and
// stands where a replay from the start does.
func TestFinishedCheckOffersThePointInsideTheTurn(t *testing.T) {
	m, st, _, _ := turnsGame(t, 3000, nil)
	dropPoints(t, m, st) // the check's points, not the autosave's
	ats, starts := turnStarts(m), turnStartSet(m)
	e, _ := m.Latest()
	o, rs, cs, c := undoLoaded(t, m, e.Key)
	if err := c.Run(); err != nil {
		t.Fatal(err)
	}
	_, log := c.Replayed()
	rs.PrependHistory(log, c.History()) // as the game adopts the check's
	from, to := longestTurnBefore(t, ats, o.stored.from-engine.UndoEvery*engine.MaxUndoPoints)
	target := to - 1
	point := target / midEvery * midEvery
	want := replayedAt(t, target)
	if h := c.RestorePointBefore(target, target); h != nil {
		t.Fatal("a point offered at or before the decision already held")
	}
	rs.OfferRestorePoint(c.RestorePointBefore(target, from))
	if err := rs.UndoTo(target); err != nil {
		t.Fatal(err)
	}
	if cs.started != 0 || len(cs.snaps) != 1 || cs.snaps[0] != point || starts[point] {
		t.Fatalf("the undo to %d (its turn from %d) restored %v and started %d from 0: want the point inside the turn at %d", target, from, cs.snaps, cs.started, point)
	}
	got, _ := rs.Game().Snapshot()
	if !bytes.Equal(got, want[target]) {
		t.Fatalf("undone to %d, the game differs from its replay from the start", target)
	}
	// Its log too (the point placed in the session's log by its
	// decision): as the replay's from the start.
	if fresh := session(t, "happy-time-1940", 3, target, nil); len(rs.Log()) != len(fresh.Log()) {
		t.Fatalf("undone to %d: %d log entries, the replay from the start has %d", target, len(rs.Log()), len(fresh.Log()))
	}
}

// longestTurnBefore is the longest of the turns (their starts, ats) that
// begins before decision before, from its start to the next turn's; the
// test fails if it holds fewer than two points inside it.
func longestTurnBefore(t *testing.T, ats []int, before int) (from, to int) {
	t.Helper()
	for i := 1; i < len(ats); i++ {
		if ats[i] < before && ats[i]-ats[i-1] > to-from {
			from, to = ats[i-1], ats[i]
		}
	}
	if to-from < 2*midEvery {
		t.Fatalf("the longest turn is %d decisions (%d to %d): too short for the test", to-from, from, to)
	}
	return from, to
}
