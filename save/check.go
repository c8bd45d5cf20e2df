package save

import (
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"encoding/json"

	"periscope/game/engine"
)

// Check re-runs a save's replay (scenario, options, seed and every choice)
// and compares the game it rebuilds with the save's snapshot. A long
// campaign takes about a second to replay natively and several in the
// browser, so the check can run in the background while the player plays
// on from the snapshot (Start); its result is then read with Progress.
//
// A Check never touches the Opened game: it builds its own from the
// record, and only reads the theatre data, which nothing changes.
type Check struct {
	sys  engine.Archive
	rec  engine.Record
	snap []byte
	at   int // the decisions the snapshot stands after

	compared bool // the replay has been compared with the snapshot

	mu       sync.Mutex
	done     int
	finished bool
	result   error
	game     engine.Game
	log      []engine.Entry
	hist     engine.History // checkpoints of the replay, for the session's undo
	began    time.Time
	took     time.Duration
	// stored: the game's earlier snapshots in storage (points.go); used
	// lists those an undo restored, which the replay is compared with
	// when it passes them.
	stored *storedPoints
	used   []usedPoint
	// warm rebuilds the restore points of the turn before the save's
	// snapshot from the stored one (points.go), before the check's replay.
	warm *warmer
	// The game's turns as the replay passes them (turns.go): the
	// checkpoint key of the last, the record's hash up to the last
	// decision hashed, and the check's own chain of turns it wrote.
	turnKey     int
	turnKeyOK   bool
	hash        uint64
	hashAt      int
	hashBuf     []byte
	turnw       turnWriter
	turnsPassed int
	// turnAt: where the last turn passed starts; midKey and midSnap:
	// the last restore point passed in it (its start, or a point inside
	// it: passMid), the next point's delta is from; midsPassed counts the
	// points inside turns passed.
	turnAt     int
	midKey     string
	midSnap    []byte
	midsPassed int
	mid        *midPoint // being encoded

	cancelled atomic.Bool
}

// NewCheck prepares the check of an opened save.
func NewCheck(o *Opened) *Check {
	c := &Check{sys: o.System, rec: o.File.Record, snap: o.File.Snapshot, at: len(o.File.Record.Choices), stored: o.stored}
	if o.stored != nil {
		c.warm = &warmer{}
	}
	c.hist.From = len(c.rec.Choices) - engine.HistoryReach
	// An autosave's snapshot may stand before the record's end
	// (Manager.AutosaveAt): the replay is compared with it there.
	var h struct {
		Decisions int `json:"decisions"`
	}
	if json.Unmarshal(o.File.Snapshot, &h) == nil && h.Decisions >= 0 && h.Decisions < c.at {
		c.at = h.Decisions
	}
	// Copies of the replayed game just before the load point, where a
	// system can make them: an undo back across it replays a few
	// decisions, not the turn (issue 16). When loading kept the snapshot
	// and copies after it (o.Undo), the session has those: the check's
	// are kept before the snapshot, where an undo to the turn before the
	// save's would otherwise restore that turn's checkpoint and replay
	// the turn up to there.
	if f, ok := o.System.(engine.Forker); ok {
		to := len(c.rec.Choices)
		if o.Undo != nil {
			to = c.at
		}
		c.hist.KeepCopies(f, to)
	}
	// A session resumed from the save that undoes to before the save's
	// snapshot takes this check's restore points, waiting for it there
	// if need be, rather than replaying from the start (issue 16).
	if o.Undo != nil {
		o.Undo.Await(c.HistoryTo)
	}
	return c
}

// Mismatch is the result of a check whose replay does not reproduce the
// snapshot.
type Mismatch struct {
	// At is the decision where the replay failed (-1 when it ran to the
	// end and only the final states differ).
	At int
	// Fields are the parts of the game state that differ (top-level State
	// fields: "subs", "tracks", ...).
	Fields []string
	// Err is why the replay stopped, if it did.
	Err error
}

func (m *Mismatch) Error() string {
	if m.At >= 0 {
		return fmt.Sprintf("The replay of this save stops at decision %d of its record (%v): the record does not lead to the saved game.", m.At+1, m.Err)
	}
	return fmt.Sprintf("The replay of this save does not reproduce the saved game (different: %s).", strings.Join(m.Fields, ", "))
}

// Run runs the whole check now and returns its result: nil when the replay
// reproduces the snapshot, a *Mismatch when it does not.
func (c *Check) Run() error {
	for !c.Step(1 << 30) {
	}
	_, _, err := c.Progress()
	return err
}

// Start runs the check in the background, a slice at a time (see
// checkSlice), and returns at once.
func (c *Check) Start() {
	go func() {
		for {
			end := time.Now().Add(checkSlice)
			for time.Now().Before(end) {
				// First the restore points of the turn before the
				// save's (points.go), a piece at a time.
				c.mu.Lock()
				warming := c.warmStep()
				c.mu.Unlock()
				if warming {
					continue
				}
				if c.Step(16) {
					return
				}
			}
			if checkPause > 0 {
				time.Sleep(checkPause)
			}
		}
	}()
}

// Cancel stops a background check (the player left the game); it then
// finishes with ErrCancelled.
func (c *Check) Cancel() { c.cancelled.Store(true) }

// ErrCancelled is the result of a cancelled check.
var ErrCancelled = errors.New("save: the check was cancelled")

// Progress reports how many of the record's decisions have been replayed,
// and when finished the result (nil = the replay reproduces the snapshot).
func (c *Check) Progress() (done, total int, err error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.done, len(c.rec.Choices), c.result
}

// Finished reports whether the check has its result.
func (c *Check) Finished() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.finished
}

// Replayed returns the game the replay rebuilt and its log, once finished:
// the whole record's game when it ran to the end, or the game just before
// the decision where it stopped. With Session it offers the player "the
// game as the rules replay it" when a check fails.
func (c *Check) Replayed() (engine.Game, []engine.Entry) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.game, c.log
}

// History returns the replay's checkpoints (Session.PrependHistory), once
// finished; nil before.
func (c *Check) History() *engine.History {
	c.mu.Lock()
	defer c.mu.Unlock()
	if !c.finished {
		return nil
	}
	return &c.hist
}

// HistoryTo runs the check on, here and now, until it has replayed n
// decisions (nothing to do if it has), and returns its checkpoints and
// copies so far (engine.History.Await): a loaded game undone to before its
// save's snapshot restores the nearest of them. Nil when n is further back
// than the check keeps checkpoints (the undo replays from the start, as
// the check would have to) or the check stopped before n (cancelled, or
// the record failed there).
//
// A snapshot of the game's in storage (its earlier autosaves, points.go)
// at or before n and past where the check has got comes first: the undo
// restores it rather than wait for the check (issue 16: right after
// loading, an undo to the turn before the save's waited for the check to
// replay the game from decision 0). The check compares it with its replay
// when it passes it.
func (c *Check) HistoryTo(n int) *engine.History {
	if c.stored != nil {
		c.mu.Lock()
		done := c.done
		if h := c.warmed(n); h != nil && done < n {
			// The turn's copies, rebuilt in the background (warmer).
			defer c.mu.Unlock()
			return h.SoFar()
		}
		c.mu.Unlock()
		if done < n {
			if at, snap, ok := c.stored.before(n, done); ok {
				c.mu.Lock()
				defer c.mu.Unlock()
				c.used = append(c.used, usedPoint{at, snap})
				return engine.StoredSnapshot(at, snap)
			}
		}
	}
	if c.stored != nil && n < c.hist.From {
		// Further back than the check keeps checkpoints, and it has
		// passed n: a turn it verified (or wrote) as it passed it.
		c.mu.Lock()
		done := c.done
		c.mu.Unlock()
		if done >= n {
			if at, snap, ok := c.stored.turns.verifiedBefore(n); ok {
				return engine.StoredSnapshot(at, snap)
			}
		}
	}
	if n < c.hist.From {
		return nil
	}
	if c.stored != nil {
		// The check has passed n: its checkpoints (one a turn) and
		// copies (just before the snapshot) serve, but a stored point
		// inside n's turn that it verified (passMid) is nearer than the
		// turn's checkpoint: the undo replays less of the turn.
		c.mu.Lock()
		done := c.done
		var copyAt int
		for _, at := range c.hist.Copies() {
			if at <= n {
				copyAt = at
			}
		}
		c.mu.Unlock()
		if done >= n {
			if at, snap, ok := c.stored.turns.verifiedBefore(n); ok && at > copyAt && at%midEvery == 0 {
				return engine.StoredSnapshot(at, snap)
			}
		}
	}
	for {
		c.mu.Lock()
		done, finished := c.done, c.finished
		var h *engine.History
		if done >= n {
			h = c.hist.SoFar()
		}
		c.mu.Unlock()
		if done >= n || finished {
			return h
		}
		c.Step(64)
	}
}

// PrepareUndo implements play.UndoPrep: it runs the check on for about
// budget, in pieces, until an undo to decision n would not wait for it
// (HistoryTo): the check has passed n or ended, or the game's stored
// restore points (points.go, turns.go) hold one at or before n past where
// the check stands, or the warm-up's copies serve n. It reports whether
// that is so, and the check's progress toward n (done of n). The HUD
// calls it a frame at a time while it shows that progress (issue 16: an
// imported file's first undo to before its snapshot replayed the game
// from decision 0 in one frame, seconds in the browser, showing nothing).
func (c *Check) PrepareUndo(n int, budget time.Duration) (ready bool, done, total int) {
	end := time.Now().Add(budget)
	for stepped := false; ; stepped = true {
		c.mu.Lock()
		done, finished := c.done, c.finished
		warm := c.warmed(n) != nil
		c.mu.Unlock()
		if done >= n || finished || warm || (c.stored != nil && c.stored.hasBefore(n, done)) {
			return true, n, n
		}
		if stepped && !time.Now().Before(end) {
			return false, done, n
		}
		c.Step(16) // at least one piece a call, whatever the budget
	}
}

// RestorePointBefore implements play.PointOffer: the game's stored
// restore point (a turn's start or a point inside it: turns.go) nearest at
// or before decision n and after decision after, for a session that holds
// a restore point at or before n but further back (after the check has
// ended, its checkpoints are one a turn). Once the check has passed n, a
// point it verified; before, one past where it stands, which it compares
// with its replay when it gets there (as HistoryTo's). Nil when there is
// none.
func (c *Check) RestorePointBefore(n, after int) *engine.History {
	if c.stored == nil {
		return nil
	}
	c.mu.Lock()
	done := c.done
	c.mu.Unlock()
	if done >= n {
		if at, snap, ok := c.stored.turns.verifiedBefore(n); ok && at > after {
			return engine.StoredSnapshot(at, snap)
		}
		return nil
	}
	if at, snap, ok := c.stored.before(n, max(after, done)); ok {
		c.mu.Lock()
		c.used = append(c.used, usedPoint{at, snap})
		c.mu.Unlock()
		return engine.StoredSnapshot(at, snap)
	}
	return nil
}

// ReplayedRecord is the record of the replayed game: the save's, up to
// where the replay stopped.
func (c *Check) ReplayedRecord() engine.Record {
	c.mu.Lock()
	defer c.mu.Unlock()
	rec := c.rec
	rec.Choices = append([]engine.Choice(nil), rec.Choices[:c.done]...)
	return rec
}

// Session returns a session at the replayed game (after Finished).
func (c *Check) Session() *engine.Session {
	g, log := c.Replayed()
	s := engine.ResumeSession(c.sys, c.ReplayedRecord(), g)
	s.PrependHistory(log, c.History())
	return s
}

// Step replays up to n more decisions and reports whether the check has
// finished.
func (c *Check) Step(n int) (finished bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.finished {
		return true
	}
	if c.cancelled.Load() {
		c.finish(ErrCancelled)
		return true
	}
	defer func() {
		if r := recover(); r != nil {
			c.finish(&Mismatch{At: c.done, Err: fmt.Errorf("the rules engine failed: %v", r)})
			finished = true
		}
	}()
	if c.began.IsZero() {
		c.began = time.Now()
	}
	if c.game == nil {
		head := c.rec
		head.Choices = nil
		g, err := c.sys.New(head)
		if err != nil {
			c.finish(&Mismatch{At: 0, Err: err})
			return true
		}
		c.game = g
		es, err := g.Start()
		c.log = append(c.log, es...)
		if err != nil {
			c.finish(&Mismatch{At: 0, Err: err})
			return true
		}
		c.hist.Mark(g, 0, len(c.log))
		c.hash = fnvOffset
		c.passTurn()
	}
	for ; n > 0 && c.done < len(c.rec.Choices); n-- {
		if err := c.compareUsed(); err != nil {
			c.finish(err)
			return true
		}
		if c.done == c.at && !c.compared {
			if err := c.compare(); err != nil {
				c.finish(err)
				return true
			}
			c.compared = true
		}
		// As every replay does (engine.Replay): the prompt without its
		// words and odds, which nothing here reads.
		if engine.LeanPrompt(c.game) == nil {
			c.finish(&Mismatch{At: c.done, Err: fmt.Errorf("the game ended before this decision")})
			return true
		}
		es, err := c.game.Apply(c.rec.Choices[c.done])
		if err != nil {
			c.finish(&Mismatch{At: c.done, Err: err})
			return true
		}
		c.log = append(c.log, es...)
		c.done++
		c.hist.Mark(c.game, c.done, len(c.log))
		c.stepMid(false)
		c.passTurn()
		c.passMid()
	}
	if c.done < len(c.rec.Choices) {
		return false
	}
	if err := c.compareUsed(); err != nil {
		c.finish(err)
		return true
	}
	if c.compared {
		c.finish(nil)
	} else {
		c.finish(c.compare())
	}
	return true
}

func (c *Check) finish(err error) {
	c.finished, c.result = true, err
	c.warm = nil // its copies: the session has taken what it needed
	if !c.began.IsZero() {
		c.took = time.Since(c.began)
	}
}

// Took is the wall-clock time from the check's first step to its result
// (in the background, with the game running beside it).
func (c *Check) Took() time.Duration {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.took
}

// usedPoint is a stored snapshot an undo restored (HistoryTo).
type usedPoint struct {
	at   int
	snap []byte
}

// compareUsed compares the replayed game with the stored snapshots an
// undo restored that stand where the replay is: one that differs is not
// the game the record leads to (its autosave was damaged or made by hand),
// and the session undone from it is not either, as with a save whose own
// snapshot differs.
func (c *Check) compareUsed() error {
	for _, p := range c.used {
		if p.at == c.done {
			if fields := c.sys.Compare(c.game, p.snap); fields != nil {
				return &Mismatch{At: -1, Fields: fields}
			}
		}
	}
	return nil
}

// compare compares the replayed game with the snapshot (the system knows
// how two snapshots of its games may differ and still be the same game).
func (c *Check) compare() error {
	if fields := c.sys.Compare(c.game, c.snap); fields != nil {
		return &Mismatch{At: -1, Fields: fields}
	}
	return nil
}

// passTurn is the replay after c.done decisions: at the start of a turn
// (the game's checkpoint key changed, engine.Checkpointer) before the
// save's snapshot, the game's stored turn there is compared with the
// replay's snapshot, or the replay's is stored (turns.go). Called with
// c.mu held.
func (c *Check) passTurn() {
	if c.stored == nil || c.done >= c.stored.from {
		return
	}
	cp, ok := c.game.(engine.Checkpointer)
	if !ok {
		return
	}
	key, ok := cp.Checkpoint()
	if !ok || (c.turnKeyOK && key == c.turnKey) {
		return
	}
	c.turnKey, c.turnKeyOK = key, true
	c.stepMid(true) // the last turn's last point, before its chain ends
	c.hash, c.hashBuf = choicesHash(c.hash, c.rec.Choices[c.hashAt:c.done], c.hashBuf)
	c.hashAt = c.done
	snap, err := c.game.Snapshot()
	if err != nil {
		return
	}
	c.stored.turns.passTurn(c.sys, c.game, c.done, c.hash, snap, &c.turnw)
	c.turnsPassed++
	c.turnAt, c.midKey, c.midSnap = c.done, "", nil
	if w := &c.turnw; len(w.marks) > 0 && w.marks[0].at == c.done && w.snap != nil {
		c.midKey, c.midSnap = w.marks[0].key, w.snap
	}
}

// passMid is the replay after c.done decisions inside a turn before the
// save's snapshot: every midEvery decisions of the record (the turn's
// start passed, stored or verified, and at least midEvery/2 decisions
// after it), the stored point there is compared with the replay's
// snapshot or the replay's stored, a delta from the point before it in
// the turn or the turn's start (turns.go): an undo there replays at most midEvery-1 decisions. Called
// with c.mu held.
func (c *Check) passMid() {
	if c.stored == nil || c.done >= c.stored.from || c.done%midEvery != 0 || c.done-c.turnAt < midEvery/2 {
		return
	}
	c.stepMid(true) // the point before, if still being encoded: its key is this one's source
	if c.midKey == "" {
		return
	}
	c.hash, c.hashBuf = choicesHash(c.hash, c.rec.Choices[c.hashAt:c.done], c.hashBuf)
	c.hashAt = c.done
	p := &midPoint{n: c.done, h: c.hash}
	if ls, ok := c.game.(engine.LaterSnapshotter); ok {
		// A copy of the game, its snapshot encoded a slice at each
		// decision after it (as the session's checkpoints are): in
		// the browser, where the check shares the frame with the
		// game, a late snapshot in one go was a frame dropped.
		if _, next, err := ls.SnapshotLater(); err == nil {
			p.next = next
		}
	}
	if p.next == nil {
		snap, err := c.game.Snapshot()
		if err != nil {
			return
		}
		p.snap = snap
	}
	c.mid = p
}

// midPoint is a point inside a turn the check passed (passMid), its
// snapshot being encoded (next, a slice a decision) or encoded (snap),
// then compared or stored (stepMid).
type midPoint struct {
	n    int
	h    uint64
	next func(budget int) ([]byte, error)
	snap []byte
}

// stepMid does the next piece of the point being encoded, if any: a
// slice of its snapshot, or, once whole, its comparison with the stored
// point or its store (turns.go). all: every piece now. Called with c.mu
// held.
func (c *Check) stepMid(all bool) {
	p := c.mid
	for p != nil && p.snap == nil {
		b, err := p.next(engine.SnapshotSlice)
		if err != nil {
			c.mid, c.midKey = nil, "" // the turn's next points are not stored
			return
		}
		p.snap = b
		if !all {
			return // the store at the next decision
		}
	}
	if p == nil {
		return
	}
	c.mid = nil
	c.midKey = c.stored.turns.passMid(p.n, p.h, p.snap, c.midKey, c.midSnap, &c.turnw)
	c.midSnap = p.snap
	c.midsPassed++
}
