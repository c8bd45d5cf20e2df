package engine

import (
	"bytes"
	"encoding/json"
	"sort"
	"strings"
)

// What every system's Archive does alike when it opens a save: read the
// snapshot's head (its state version and the game it is), check it against
// the record, replay the record's choices after the snapshot (an autosave
// holds the snapshot of its turn's start and the whole record), and, for
// the replay check, name the fields in which two snapshots differ. Each
// system keeps what is its own: how its state is restored and checked.

// SnapshotHead is the top of a system's snapshot: the state version and
// the game it is (the fields every system's state writes at its top
// level; a system without one of them leaves it zero).
type SnapshotHead struct {
	Version   int      `json:"version"`
	Scenario  string   `json:"scenario"`
	Options   []string `json:"options"`
	Seed      uint64   `json:"seed"`
	Decisions int      `json:"decisions"`
}

// ReadHead reads a snapshot's head and refuses a state version outside
// oldest…current.
func ReadHead(snap []byte, oldest, current int) (SnapshotHead, error) {
	var h SnapshotHead
	if err := json.Unmarshal(snap, &h); err != nil {
		return h, Refuse(BadSnapshot, err, "The save's game state cannot be read (%s).", DecodeErrorText(err))
	}
	if h.Version > current {
		return h, Refuse(StateTooNew, nil, "The save's game state is version %d; this version of Periscope reads version %d. Update the game to load it.", h.Version, current)
	}
	if h.Version < oldest {
		return h, Refuse(StateTooOld, nil, "The save's game state is version %d, which this version of Periscope (version %d) cannot convert.", h.Version, current)
	}
	return h, nil
}

// Matches refuses a head that is not the record's game: another
// scenario, seed or set of options, or more decisions than the record
// has (fewer: the choices after the snapshot are replayed).
func (h SnapshotHead) Matches(rec Record) error {
	opts := append([]string(nil), h.Options...)
	sort.Strings(opts)
	ro := append([]string(nil), rec.Options...)
	sort.Strings(ro)
	switch {
	case h.Scenario != rec.Scenario:
		return Refuse(Inconsistent, nil, "The save does not hang together: its record is of the scenario %q but its game state of %q.", Clip(rec.Scenario, 40), Clip(h.Scenario, 40))
	case h.Seed != rec.Seed:
		return Refuse(Inconsistent, nil, "The save does not hang together: its record has seed %d but its game state seed %d.", rec.Seed, h.Seed)
	case strings.Join(opts, ",") != strings.Join(ro, ","):
		return Refuse(Inconsistent, nil, "The save does not hang together: its record and its game state have different optional rules (%q, %q).", Clip(strings.Join(ro, ","), 80), Clip(strings.Join(opts, ","), 80))
	}
	return h.Within(rec)
}

// Within refuses a snapshot that claims more decisions than the record
// has, or fewer than none.
func (h SnapshotHead) Within(rec Record) error {
	if h.Decisions > len(rec.Choices) || h.Decisions < 0 {
		return Refuse(Inconsistent, nil, "The save does not hang together: its record has %d decisions but its game state %d.", len(rec.Choices), h.Decisions)
	}
	return nil
}

// ReplayTail makes the record's choices after the first from on g (the
// game restored from a snapshot taken after from decisions).
func ReplayTail(g Game, rec Record, from int) error { return replayTail(g, rec, from, nil) }

// replayTail is ReplayTail, calling after (if set) with the game after
// each decision made and the number of decisions.
func replayTail(g Game, rec Record, from int, after func(g Game, n int)) error {
	for i, c := range rec.Choices[from:] {
		if LeanPrompt(g) == nil {
			return Refuse(Inconsistent, nil, "The save does not hang together: its record has %d decisions, but its game ends after %d.", len(rec.Choices), from+i)
		}
		if _, err := g.Apply(c); err != nil {
			return Refuse(Inconsistent, err, "The save does not hang together: decision %d of its record cannot be made in its game (%v).", from+i+1, err)
		}
		if after != nil {
			after(g, from+i+1)
		}
	}
	return nil
}

// ReplayTailKeeping is ReplayTail for a save being loaded into a session:
// g is the game restored from the save's snapshot, taken after from
// decisions, and snap that snapshot. The record's choices after it are
// made on a copy of g (f forks it), which it returns, and the History it
// returns keeps the snapshot as a checkpoint and g and a copy every
// UndoEvery decisions of the replay for undo (Session.PrependHistory with
// no earlier log): an undo back into the save's last turn, before the
// background check of its replay has rebuilt the game before it, forks
// the nearest copy and replays at most UndoEvery-1 decisions, instead of
// replaying the whole game from the start (issue 16). A restore point a
// History keeps stands before the session's first log entry (its log
// position is 0).
func ReplayTailKeeping(f Forker, g Game, snap []byte, rec Record, from int) (Game, *History, error) {
	h := HistoryAt(g, snap, from)
	if from == len(rec.Choices) {
		h.pts = nil
		return g, h, nil // nothing to replay: the session's own checkpoint is here
	}
	live, err := f.Fork(g)
	if err != nil {
		return nil, nil, err
	}
	var ferr error
	err = replayTail(live, rec, from, func(g Game, n int) {
		if n == len(rec.Choices) || ferr != nil {
			return
		}
		ferr = h.KeepCopy(f, g, n)
	})
	if err == nil {
		err = ferr
	}
	if err != nil {
		return nil, nil, err
	}
	return live, h, nil
}

// HistoryAt is the History of a game g restored from snap, a snapshot
// taken after from decisions: the snapshot as its checkpoint (its key the
// game's, as a session takes it) and g itself as its copy there, which
// nothing must run. KeepCopy adds the copies of a replay on from there.
func HistoryAt(g Game, snap []byte, from int) *History {
	key, _ := wanted(nil, g, from)
	return &History{From: from, cps: []checkpoint{{n: from, key: key, snap: snap}}, pts: []undoPoint{{n: from, g: g}}}
}

// KeepCopy keeps a copy of g (made by f), after n decisions, when n is on
// the spacing of the copies (UndoEvery); the newest MaxUndoPoints are kept.
func (h *History) KeepCopy(f Forker, g Game, n int) error {
	if n%UndoEvery != 0 {
		return nil
	}
	c, err := f.Fork(g)
	if err != nil {
		return err
	}
	h.pts = append(h.pts, undoPoint{n: n, g: c})
	if len(h.pts) > MaxUndoPoints {
		clear(h.pts[:1])
		h.pts = append(h.pts[:0], h.pts[1:]...)
	}
	return nil
}

// CompareSnapshots is Archive.Compare for a system whose snapshots are
// written byte for byte alike by a replay: nil when the replayed game's
// snapshot is the saved one, else the top-level fields that differ.
func CompareSnapshots(replayed Game, saved []byte) []string {
	got, err := replayed.Snapshot()
	if err != nil {
		return []string{"(the replayed game cannot be saved: " + err.Error() + ")"}
	}
	if bytes.Equal(got, saved) {
		return nil
	}
	return DiffFields(got, saved)
}

// DiffFields names the top-level fields in which two JSON objects differ
// (sorted), or "(the whole state)" when either is not an object.
func DiffFields(a, b []byte) []string {
	var ma, mb map[string]json.RawMessage
	if json.Unmarshal(a, &ma) != nil || json.Unmarshal(b, &mb) != nil {
		return []string{"(the whole state)"}
	}
	var out []string
	for k, v := range ma {
		if !bytes.Equal(v, mb[k]) {
			out = append(out, k)
		}
	}
	for k := range mb {
		if _, ok := ma[k]; !ok {
			out = append(out, k)
		}
	}
	sort.Strings(out)
	if len(out) == 0 {
		out = []string{"(field order)"}
	}
	return out
}

// OpenSnapshot is Archive.Open for a system whose state writes the whole
// SnapshotHead and has one state version: the head read and checked
// against the record, the state restored (an error that says
// "inconsistent" is an impossible state, any other an unreadable one), and
// the record's later choices made.
func OpenSnapshot(rec Record, snap []byte, version int, restore func() (Game, error)) (Game, error) {
	h, err := ReadHead(snap, version, version)
	if err != nil {
		return nil, err
	}
	if err := h.Matches(rec); err != nil {
		return nil, err
	}
	g, err := restore()
	if err != nil {
		if strings.Contains(err.Error(), "inconsistent") {
			return nil, Refuse(Impossible, err, "The save's game state is impossible: %v.", err)
		}
		return nil, Refuse(BadSnapshot, err, "The save's game state cannot be read (%v).", err)
	}
	if err := ReplayTail(g, rec, h.Decisions); err != nil {
		return nil, err
	}
	return g, nil
}
