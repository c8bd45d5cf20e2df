package save

import (
	"bytes"
	"testing"
)

// Issue 16: a game played here and loaded for the first time undoes
// inside a turn before its save's snapshot from a point the autosave
// stored there (automid.go), right after loading, its check not begun:
// the undo replays fewer than midEvery decisions, not the turn up to
// there, and stands where a replay from the start does. Every point the
// autosave stored rebuilds as the game there, and the check then passes
// over them, comparing each byte for byte.
func TestFirstLoadUndoesInsideATurnFromTheAutosavesPoints(t *testing.T) {
	var at []int
	for n := midEvery; n < 3000; n += midEvery {
		at = append(at, n)
	}
	m, st, snaps, _ := turnsGame(t, 3000, at)
	if m.turns.mids == 0 {
		t.Fatal("the autosave stored no point inside a turn")
	}
	var starts []int
	isStart := map[int]bool{}
	for _, mk := range m.turns.marks {
		starts = append(starts, mk.at)
		isStart[mk.at] = true
	}
	e, _ := m.Latest()
	o, rs, cs, c := undoLoaded(t, m, e.Key)
	points := 0
	for _, tn := range o.stored.turns.list() {
		if isStart[tn.at] {
			continue
		}
		points++
		snap, ok := o.stored.turns.snapshot(tn.key)
		if tn.at%midEvery != 0 || !ok || !bytes.Equal(snap, snaps[tn.at]) {
			t.Fatalf("the point stored at %d (%q) does not rebuild as the game there", tn.at, tn.key)
		}
	}
	stored := 0 // before the save's snapshot (after it, the session's copies are nearer)
	for _, n := range turnAts(t, st) {
		if !isStart[n] && n < o.stored.from {
			stored++
		}
	}
	if points == 0 || points != stored {
		t.Fatalf("the loaded game lists %d points inside its turns before its snapshot, the autosave stored %d", points, stored)
	}
	from, to := longestTurnBefore(t, starts, o.stored.from)
	target := to - 1
	point := target / midEvery * midEvery
	want := replayedAt(t, target)
	if err := rs.UndoTo(target); err != nil {
		t.Fatal(err)
	}
	if cs.started != 0 || len(cs.snaps) != 1 || cs.snaps[0] != point || isStart[point] {
		t.Fatalf("the undo to %d (its turn from %d) restored %v and started %d from 0: want the autosave's point inside the turn at %d", target, from, cs.snaps, cs.started, point)
	}
	if done, _, _ := c.Progress(); done != 0 {
		t.Fatalf("the undo waited for the check (at %d)", done)
	}
	got, _ := rs.Game().Snapshot()
	if !bytes.Equal(got, want[target]) {
		t.Fatalf("undone to %d, the game differs from its replay from the start", target)
	}
	if err := c.Run(); err != nil {
		t.Fatalf("the check after the undo from the point at %d: %v", point, err)
	}
	if c.midsPassed == 0 {
		t.Fatal("the check passed no point inside a turn")
	}
	for _, tn := range o.stored.turns.list() {
		if tn.bad {
			t.Fatalf("the check found the point at %d not the replay's game", tn.at)
		}
	}
}
