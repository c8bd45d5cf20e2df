package save

import (
	"errors"

	"periscope/game/engine"
	"periscope/storage"
)

// Restore points inside a turn written by the autosave (issue 16: a game's
// first load after playing it here had no points inside its turns until
// its background check passed them, and an undo to before the save's
// snapshot replayed the turn from its start: 38–47 ms in wasm, more under
// load). The check's points (Check.passMid) are written the same way and
// at the same decisions: every midEvery decisions, at least midEvery/2
// after the turn's start, each a delta from the point before it in the
// turn (or the turn's start). The autosave pays for none in one go: the
// point's snapshot is encoded a slice an autosave from a copy of the game
// (engine.LaterSnapshotter, as the session's checkpoints are), its delta
// at the next autosave and its store at the one after, and nothing while
// a turn is still being stored (flushTurn). A game that cannot give a
// copy gets no points from the autosave (a snapshot in one go is the cost
// this avoids): its check still writes them.

// autoMid is the turn's point being written by the autosave: after n
// decisions, whose choices hash to h, its snapshot being encoded (next)
// or encoded (snap), then its delta (delta), then stored.
type autoMid struct {
	n     int
	h     uint64
	next  func(budget int) ([]byte, error)
	snap  []byte
	delta []byte
}

// midPrev is the point the turn's next point is a delta from: the last
// point the autosave stored in the turn (or the turn's start).
type midPrev struct {
	n    int
	h    uint64
	key  string
	snap []byte
}

// stepMid does the next piece of the autosave's points inside the turn
// of gameID's game, whose record is rec and game g, its latest checkpoint
// after at decisions, snapshot snap: starts a point on the spacing, or
// encodes a slice of one, its delta, or stores it.
func (m *Manager) stepMid(gameID string, rec engine.Record, g engine.Game, at int, snap []byte) {
	m.tmu.Lock()
	defer m.tmu.Unlock()
	w := &m.turns
	if w.gameID != gameID || w.off || len(w.marks) == 0 || len(snap) == 0 {
		w.mid, w.prev = nil, midPrev{}
		return
	}
	turn := w.marks[len(w.marks)-1]
	if turn.at != at || w.snap == nil || &w.snap[0] != &snap[0] || len(w.snap) != len(snap) {
		// The session's latest checkpoint is not the turn the writer
		// stored last (a new turn on its way, or an undo before it):
		// the points wait for the next turn.
		w.mid, w.prev = nil, midPrev{}
		return
	}
	if w.pend != nil {
		return // the turn's own store first (flushTurn)
	}
	cs := rec.Choices
	if w.prev.key == "" || w.prev.n < turn.at || w.prev.n > len(cs) || !w.onRecord(turn, w.prev.n, w.prev.h, cs) {
		w.prev = midPrev{n: turn.at, h: turn.h, key: turn.key, snap: w.snap}
	}
	p := w.mid
	if p != nil && (p.n > len(cs) || !w.onRecord(turn, p.n, p.h, cs)) {
		p, w.mid = nil, nil // undone: the point is of another branch
	}
	if p == nil {
		n := len(cs)
		if n%midEvery != 0 || n-turn.at < midEvery/2 || n <= w.prev.n {
			return
		}
		ls, ok := g.(engine.LaterSnapshotter)
		if !ok {
			return
		}
		_, next, err := ls.SnapshotLater()
		if err != nil {
			return
		}
		h, buf := choicesHash(w.prev.h, cs[w.prev.n:n], w.buf)
		w.buf = buf
		w.mid = &autoMid{n: n, h: h, next: next}
		return
	}
	switch {
	case p.snap == nil:
		b, err := p.next(engine.SnapshotSlice)
		if err != nil {
			w.mid = nil
			return
		}
		p.snap = b
	case p.delta == nil:
		p.delta = encodeDelta(w.prev.snap, p.snap)
	default:
		w.mid = nil
		key := turnKey(gameID, p.n, p.h)
		data, err := encodeTurn(turnDelta, w.prev.key, p.delta)
		if err == nil {
			err = m.saveTurn(gameID, key, data)
		}
		if err != nil {
			m.logf("save: keeping the point %s: %v", key, err)
			w.off = errors.Is(err, storage.ErrQuota)
			return
		}
		w.prev = midPrev{n: p.n, h: p.h, key: key, snap: p.snap}
		w.mids++
	}
}

// onRecord reports whether the record's first n choices, cs[:n], still
// hash to h: the turn's (whose own choices the session's checkpoint
// vouches for) and those after it.
func (w *turnWriter) onRecord(turn turnMark, n int, h uint64, cs []engine.Choice) bool {
	if n == turn.at {
		return h == turn.h
	}
	got, buf := choicesHash(turn.h, cs[turn.at:n], w.buf)
	w.buf = buf
	return got == h
}
