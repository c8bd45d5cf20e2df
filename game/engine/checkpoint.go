package engine

import "fmt"

// Checkpointer is an optional interface of a Game: it tells the Session
// where a checkpoint (a snapshot to undo from) is worth taking. The
// session takes one whenever ok is true and key differs from its latest
// checkpoint's: a game that returns its turn number gets one at the first
// decision of every turn. A game without it gets one every
// CheckpointEvery decisions.
type Checkpointer interface {
	Checkpoint() (key int, ok bool)
}

const (
	// CheckpointEvery is the spacing of the checkpoints, in decisions, of a
	// game that does not implement Checkpointer.
	CheckpointEvery = 256
	// MaxCheckpoints bounds the snapshots a session keeps. Past it, every
	// other checkpoint of the older half is dropped: the recent ones stay
	// dense, the spacing of the old ones doubles (a whole campaign of about
	// 180 turns keeps one every turn or two recently, every four at worst).
	MaxCheckpoints = 64
)

// checkpoint is the game's snapshot after n decisions, when the session's
// log held logLen entries. A checkpoint the session took while the game
// was played (LaterSnapshotter) holds a copy of the game at first, its
// snapshot encoded over the decisions that follow (later).
type checkpoint struct {
	n, key int
	snap   []byte
	logLen int
	later  *laterSnap
	// keyless: a snapshot kept outside the session (StoredSnapshot),
	// whose key the game restored from it tells (restore).
	keyless bool
}

// LaterSnapshotter is an optional interface of a Game whose snapshot is
// worth spreading over several decisions (issue 16: late in a campaign the
// turn's checkpoint was most of its first decision's time). SnapshotLater
// returns a copy of the game as it stands, which nothing else runs or
// changes, and a function that encodes that copy's snapshot about budget
// bytes at a call: it returns the snapshot, what Snapshot would have
// returned at the copy's point byte for byte, from the call that finishes
// it, and nil before.
type LaterSnapshotter interface {
	SnapshotLater() (copy Game, next func(budget int) ([]byte, error), err error)
}

// SnapshotSlice is about how many bytes of a checkpoint's snapshot each
// decision after it encodes (LaterSnapshotter): a late campaign's snapshot
// takes some tens of decisions of a turn of hundreds. A variable for the
// tests.
var SnapshotSlice = 16 << 10

// laterSnap is a checkpoint's snapshot being encoded: the copy of the game
// it is of, the encoder, and the snapshot once done. Copies of a
// checkpoint share it.
type laterSnap struct {
	g    Game
	next func(budget int) ([]byte, error)
	snap []byte
	err  error
}

// ready returns the checkpoint's snapshot, nil while it is being encoded.
func (c *checkpoint) ready() []byte {
	if c.snap == nil && c.later != nil && c.later.snap != nil {
		c.snap, c.later = c.later.snap, nil
	}
	return c.snap
}

// wanted returns the key of the checkpoint g asks for after n decisions,
// if it wants a new one.
func wanted(cps []checkpoint, g Game, n int) (key int, ok bool) {
	key, ok = n/CheckpointEvery, true
	if c, is := g.(Checkpointer); is {
		key, ok = c.Checkpoint()
	}
	return key, ok && (len(cps) == 0 || cps[len(cps)-1].key != key)
}

// markCheckpointLater is markCheckpoint for a game being played: a game
// that can (LaterSnapshotter) gives a copy of itself, whose snapshot the
// decisions after it encode a slice at a time (stepCheckpoints). The copy
// stands for the snapshot meanwhile: an undo forks it.
func markCheckpointLater(cps []checkpoint, f Forker, g Game, n, logLen int) []checkpoint {
	ls, is := g.(LaterSnapshotter)
	if !is || f == nil {
		return markCheckpoint(cps, g, n, logLen)
	}
	key, ok := wanted(cps, g, n)
	if !ok {
		return cps
	}
	c, next, err := ls.SnapshotLater()
	if err != nil {
		return cps // no checkpoint here: undo replays from an earlier one
	}
	cps = append(cps, checkpoint{n: n, key: key, logLen: logLen, later: &laterSnap{g: c, next: next}})
	if len(cps) > MaxCheckpoints {
		cps = thin(cps)
	}
	return cps
}

// stepCheckpoints encodes the next slice of the oldest snapshot still
// being encoded. A checkpoint whose encoding fails is dropped (undo then
// replays from an earlier one).
func stepCheckpoints(cps []checkpoint) []checkpoint {
	for i := range cps {
		c := &cps[i]
		if c.ready() != nil || c.later == nil {
			continue
		}
		c.later.snap, c.later.err = c.later.next(SnapshotSlice)
		if c.later.err != nil {
			return append(cps[:i], cps[i+1:]...)
		}
		c.ready()
		return cps
	}
	return cps
}

// markCheckpoint takes a checkpoint of g (after n decisions, with logLen entries
// logged) if the game asks for one there, and returns cps with it.
func markCheckpoint(cps []checkpoint, g Game, n, logLen int) []checkpoint {
	key, ok := wanted(cps, g, n)
	if !ok {
		return cps
	}
	snap, err := g.Snapshot()
	if err != nil {
		return cps // no checkpoint here: undo replays from an earlier one
	}
	cps = append(cps, checkpoint{n: n, key: key, snap: snap, logLen: logLen})
	if len(cps) > MaxCheckpoints {
		cps = thin(cps)
	}
	return cps
}

// thin drops every other checkpoint of the older half, keeping the first.
func thin(cps []checkpoint) []checkpoint {
	half := len(cps) / 2
	out := cps[:1]
	for i := 1; i < len(cps); i++ {
		if i >= half || i%2 == 0 {
			out = append(out, cps[i])
		}
	}
	clear(cps[len(out):])
	return out
}

// Checkpoints reports the decision counts at which the session holds a
// snapshot, and their total size in bytes.
func (s *Session) Checkpoints() (at []int, bytes int) {
	for i := range s.cps {
		at = append(at, s.cps[i].n)
		bytes += len(s.cps[i].ready())
	}
	return at, bytes
}

// UndoCopies reports the decision counts at which the session holds an
// in-memory copy of the game (Forker) to undo from.
func (s *Session) UndoCopies() (at []int) {
	for _, p := range s.pts {
		at = append(at, p.n)
	}
	return at
}

// RestorePointAtOrBefore returns the latest decision at or before n at
// which the session holds a restore point, a checkpoint or an in-memory
// copy of the game (-1: none). It reads the number without building the
// lists Checkpoints and UndoCopies build (an undo asks it once a frame
// while it waits: render/play).
func (s *Session) RestorePointAtOrBefore(n int) int {
	held := -1
	for i := range s.cps {
		if a := s.cps[i].n; a <= n {
			held = max(held, a)
		}
	}
	for i := range s.pts {
		if a := s.pts[i].n; a <= n {
			held = max(held, a)
		}
	}
	return held
}

// FirstRestorePoint returns the earliest decision at which the session
// holds a restore point (a checkpoint or a copy of the game; -1: none).
// An undo to before it restores from elsewhere (History.Await).
func (s *Session) FirstRestorePoint() int {
	first := -1
	for i := range s.cps {
		if a := s.cps[i].n; first < 0 || a < first {
			first = a
		}
	}
	for i := range s.pts {
		if a := s.pts[i].n; first < 0 || a < first {
			first = a
		}
	}
	return first
}

// LatestCheckpoint returns the newest checkpoint's snapshot and the number
// of decisions it was taken after (nil when there is none). The autosave
// stores it as a save's snapshot, with the choices after it to replay. A
// checkpoint whose snapshot is still being encoded is passed over: until
// it is ready, the one before it is the latest.
func (s *Session) LatestCheckpoint() (n int, snap []byte) {
	for i := len(s.cps) - 1; i >= 0; i-- {
		if b := s.cps[i].ready(); b != nil {
			return s.cps[i].n, b
		}
	}
	return 0, nil
}

// replayer applies choices to a game restored or started for an undo,
// collecting its log and checkpoints apart from the session's until they
// are adopted.
type replayer struct {
	s   *Session
	g   Game
	log []Entry
	cps []checkpoint
	pts []undoPoint
	// base is the number of session log entries before log.
	base int
}

// restore prepares the replay to just before decision n: from the nearest
// checkpoint at or before n, else from the start. It returns where the
// replay starts (from) and how many entries of the session's log stay
// (keep).
func (s *Session) restore(n int) (r replayer, from, keep int, err error) {
	i := len(s.cps) - 1
	for i >= 0 && s.cps[i].n > n {
		i--
	}
	// The checkpoints after n belong to the undone future; those kept are
	// copied, so a failed undo leaves the session's as they were.
	r = replayer{s: s, cps: append([]checkpoint(nil), s.cps[:i+1]...)}
	after := -1
	if i >= 0 {
		after = s.cps[i].n
	}
	if p, ok := nearestPoint(s.pts, n, after); ok {
		// A copy nearer than the checkpoint: replay from a fork of it.
		if g, err := s.sys.(Forker).Fork(p.g); err == nil {
			r.g, r.base = g, p.logLen
			return r, p.n, p.logLen, nil
		}
	}
	if i >= 0 && s.cps[i].ready() == nil && s.cps[i].later != nil {
		// A checkpoint still being encoded: its copy of the game.
		c := s.cps[i]
		f, _ := s.sys.(Forker)
		if f == nil {
			return r, 0, 0, fmt.Errorf("undo: the checkpoint at decision %d has no snapshot yet", c.n)
		}
		g, err := f.Fork(c.later.g)
		if err != nil {
			return r, 0, 0, fmt.Errorf("undo: copying the checkpoint at decision %d: %w", c.n, err)
		}
		r.g, r.base = g, c.logLen
		return r, c.n, c.logLen, nil
	}
	if i >= 0 {
		c := s.cps[i]
		rec := s.rec
		// The choices up to it, not copied (a late campaign's 40,000
		// were 2 MB an undo): capped, so nothing appends over the
		// session's, and a system's Restore only reads them.
		rec.Choices = s.rec.Choices[:c.n:c.n]
		g, err := s.sys.Restore(rec, c.snap)
		if err != nil {
			return r, 0, 0, fmt.Errorf("undo: restoring the checkpoint at decision %d: %w", c.n, err)
		}
		if c.keyless {
			// Its key as the session would have taken it: else the
			// replay's next decision would see a new key and take a
			// snapshot of its own.
			key, _ := wanted(nil, g, c.n)
			r.cps[i].key, r.cps[i].keyless = key, false
		}
		r.g, r.base = g, c.logLen
		return r, c.n, c.logLen, nil
	}
	head := s.rec
	head.Choices = nil
	g, err := s.sys.New(head)
	if err != nil {
		return r, 0, 0, err
	}
	log, err := g.Start()
	if err != nil {
		return r, 0, 0, err
	}
	r.g, r.log = g, log
	r.cps = markCheckpoint(r.cps, g, 0, len(log))
	return r, 0, 0, nil
}

// apply replays choices[from:to], taking checkpoints on the way.
func (r *replayer) apply(choices []Choice, from, to int) error {
	for i := from; i < to; i++ {
		if LeanPrompt(r.g) == nil {
			return fmt.Errorf("replay: choice %d of %d has no decision to answer (the game ended)", i, to)
		}
		es, err := r.g.Apply(choices[i])
		r.log = append(r.log, es...)
		if err != nil {
			return fmt.Errorf("replay: choice %d (%s): %w", i, choices[i], err)
		}
		r.cps = markCheckpoint(r.cps, r.g, i+1, r.base+len(r.log))
		if i+1 > to-UndoEvery*MaxUndoPoints {
			// Only the recent past gets copies: a load's replay of a
			// whole campaign makes none before its last stretch.
			r.pts = r.s.point(r.pts, r.cps, r.g, i+1, r.base+len(r.log))
		}
	}
	return nil
}

// RecordView returns the record without copying its choices: to read at
// once (the autosave encodes it), never to keep or change, since the
// session's next change reuses it.
func (s *Session) RecordView() Record { return s.rec }

// Forker is an optional interface of a System: Fork copies a game in
// memory, deeply (the copy and g may change apart), as a snapshot and a
// restore would, at a fraction of their cost. A session over a system
// that forks keeps a copy of the game every UndoEvery decisions of the
// recent past, so that an undo there replays at most that many decisions
// instead of the turn since the last checkpoint (issue 16: undo within
// 100 ms anywhere in a campaign). The copies are not checkpoints: the
// saves never see them.
type Forker interface {
	Fork(g Game) (Game, error)
}

const (
	// UndoEvery is the spacing of the in-memory copies, in decisions.
	UndoEvery = 32
	// MaxUndoPoints bounds them: the recent UndoEvery×MaxUndoPoints
	// decisions are covered, older undos go by the checkpoints.
	MaxUndoPoints = 16
)

// undoPoint is an in-memory copy of the game after n decisions, when the
// session's log held logLen entries. Nothing ever runs it: an undo runs a
// fork of it.
type undoPoint struct {
	n, logLen int
	g         Game
}

// point keeps a copy of g after n decisions if n is on the spacing (and
// no checkpoint was just taken there), and returns pts with it.
func (s *Session) point(pts []undoPoint, cps []checkpoint, g Game, n, logLen int) []undoPoint {
	f, _ := s.sys.(Forker)
	return keepPoint(f, pts, cps, g, n, logLen)
}

// keepPoint is Session.point with the Forker named (nil: no copies).
func keepPoint(f Forker, pts []undoPoint, cps []checkpoint, g Game, n, logLen int) []undoPoint {
	if f == nil || n%UndoEvery != 0 || n == 0 || (len(cps) > 0 && cps[len(cps)-1].n == n) {
		return pts
	}
	c, err := f.Fork(g)
	if err != nil {
		return pts // no copy here: undo replays from a checkpoint
	}
	pts = append(pts, undoPoint{n: n, logLen: logLen, g: c})
	if len(pts) > MaxUndoPoints {
		clear(pts[:1])
		pts = append(pts[:0], pts[1:]...)
	}
	return pts
}

// nearestPoint returns the newest copy at or before n that is no earlier
// than decision after (a copy where a checkpoint is, as a loaded save's
// History keeps, forks faster than the snapshot restores), if any.
func nearestPoint(pts []undoPoint, n, after int) (undoPoint, bool) {
	for i := len(pts) - 1; i >= 0; i-- {
		if pts[i].n <= n {
			return pts[i], pts[i].n >= after
		}
	}
	return undoPoint{}, false
}

// History is the checkpoints a replay run outside a session takes, as a
// session would have taken them: a save's background check replays the
// record from the start, and the session that resumed from the save's
// snapshot adopts them (Session.PrependHistory), so an undo to before the
// load point replays from a nearby turn, not from decision 0.
//
// From bounds the cost: each checkpoint is a snapshot, and a whole
// campaign's replay would take about 180 of them (seconds in the browser,
// where the check already takes 10–14 s). Only decisions from From on are
// offered, besides the start; an undo further back than that replays from
// the start, as before.
//
// Besides the checkpoints (snapshots), a History given a Forker
// (KeepCopies) keeps in-memory copies of the game every UndoEvery
// decisions of the UndoEvery×MaxUndoPoints decisions just before the load
// point, as the session keeps of its recent past: an undo back across the
// load point then forks a copy and replays at most UndoEvery-1 decisions,
// instead of restoring the turn's snapshot and replaying the turn up to
// there (issue 16: undo within 100 ms in the browser).
type History struct {
	From int
	cps  []checkpoint
	pts  []undoPoint
	fork Forker
	to   int // the load point: copies are kept only before it
	// reach, when set (Await), runs on the replay that rebuilds the
	// game before these restore points and returns its history so far.
	reach func(n int) *History
}

// Await says where the restore points before h's come from: a replay
// still running (a loaded save's background check). reach(n) runs that
// replay on until it has passed decision n (nothing to do if it has) and
// returns its History so far (SoFar), or nil if it cannot (cancelled). A
// session given h (PrependHistory(nil, h)) calls it when an undo goes to
// before every restore point it holds: the undo then restores the replay's
// checkpoint or copy nearest before n instead of replaying from the start
// (issue 16). Once the replay has passed n, that takes what an undo from a
// checkpoint takes; before, the undo waits for the replay to get there
// (less than the replay from the start it made before, which the check
// then made again).
func (h *History) Await(reach func(n int) *History) { h.reach = reach }

// SoFar is a copy of the history as it stands, for a session to keep
// while the replay that takes it goes on (its snapshots and copies are
// shared: nothing changes them).
func (h *History) SoFar() *History {
	return &History{From: h.From, cps: append([]checkpoint(nil), h.cps...), pts: append([]undoPoint(nil), h.pts...)}
}

// StoredSnapshot is a history of one checkpoint after n decisions: snap,
// a snapshot of the game there kept outside any replay (issue 16: the
// game's earlier autosaves, which a loaded save's undo to before its
// snapshot restores instead of waiting for the background check to get
// there or replaying from the start). Its key is read from the game
// restored from it, when an undo does.
func StoredSnapshot(n int, snap []byte) *History {
	return &History{cps: []checkpoint{{n: n, snap: snap, keyless: true}}}
}

// WithoutCopies is the history with its checkpoints only (to measure
// what the copies save).
func (h *History) WithoutCopies() *History {
	return &History{From: h.From, cps: h.cps}
}

// Copies reports the decision counts at which the history holds an
// in-memory copy of the game.
func (h *History) Copies() (at []int) {
	if h == nil {
		return nil
	}
	for _, p := range h.pts {
		at = append(at, p.n)
	}
	return at
}

// KeepCopies makes the history keep copies of the game (made by f) in the
// UndoEvery×MaxUndoPoints decisions before decision to, the load point.
// A nil f keeps none.
func (h *History) KeepCopies(f Forker, to int) { h.fork, h.to = f, to }

// HistoryReach is how far back from a loaded game's load point its
// History keeps checkpoints: about 16 turns of a campaign.
const HistoryReach = 4096

// Mark offers g, after n decisions with logLen entries logged, as a
// checkpoint (taken where the game asks for one, see Checkpointer).
func (h *History) Mark(g Game, n, logLen int) {
	if n > 0 && n < h.From {
		return
	}
	h.cps = markCheckpoint(h.cps, g, n, logLen)
	if h.fork != nil && n < h.to && n > h.to-UndoEvery*MaxUndoPoints {
		h.pts = keepPoint(h.fork, h.pts, h.cps, g, n, logLen)
	}
}

// PrependHistory is PrependLog for a session resumed from a snapshot
// whose earlier game a replay has rebuilt: replayed is the replay's log and
// h its checkpoints (both from decision 0, the log positions the replay's
// own). The replay may reach past where the session's log starts (it
// checks the save as loaded, and the player may have undone to before
// that since): the session takes the entries of its first logFrom
// decisions, and nothing when it holds the whole log already. The
// checkpoints before the session's log are kept, thinned like the
// session's own; so are the history's copies (KeepCopies), ahead of the
// session's own: the newest MaxUndoPoints of the history's, besides the
// session's. (Issue 16, session 38, undo25: capped together, a loaded
// save's own copies after its snapshot, MaxUndoPoints of them, pushed out
// every copy the check kept before it, and an undo to the turn before the
// save's restored a snapshot, 40–60 ms in wasm. The check that holds the
// history keeps those copies alive anyway; the session's next undo or
// copies trim the list back.) With no
// replayed log, h holds restore points before the session's log (a save's
// snapshot and copies, ReplayTailKeeping), kept as such.
func (s *Session) PrependHistory(replayed []Entry, h *History) {
	var earlier []Entry
	if len(replayed) == 0 && h != nil {
		s.awaiting = h // its Await may come later
	}
	if len(replayed) > 0 {
		s.awaiting = nil // the replay has ended
		if s.logFrom == 0 {
			return
		}
		earlier = replayed[:logBefore(replayed, s.logFrom)]
	}
	first := s.logFrom
	if len(s.cps) > 0 {
		first = min(first, s.cps[0].n) // a loaded save's own restore points stay
	}
	s.PrependLog(earlier)
	if h == nil || len(h.cps) == 0 {
		return
	}
	var pts []undoPoint
	for _, p := range h.pts {
		if p.n < first && p.logLen <= len(earlier) {
			pts = append(pts, p)
		}
	}
	if len(pts) > 0 {
		if len(pts) > MaxUndoPoints {
			pts = pts[len(pts)-MaxUndoPoints:]
		}
		s.pts = append(pts, s.pts...)
	}
	var cps []checkpoint
	for _, c := range h.cps {
		if c.n < first && c.logLen <= len(earlier) {
			cps = append(cps, c)
		}
	}
	cps = append(cps, s.cps...)
	for len(cps) > MaxCheckpoints {
		cps = thin(cps)
	}
	s.cps = cps
}

// awaitBefore gives the session, about to undo to decision n before every
// restore point it holds, the restore points before them that a replay
// still running has made (History.Await), waiting for it to pass n.
// They stand before the session's log (log position 0).
func (s *Session) awaitBefore(n int) {
	if s.awaiting == nil || s.awaiting.reach == nil {
		return
	}
	first := s.logFrom
	if len(s.cps) > 0 {
		first = min(first, s.cps[0].n)
	}
	if len(s.pts) > 0 {
		first = min(first, s.pts[0].n)
	}
	if n >= first {
		return // a restore point at or before n is held already
	}
	h := s.awaiting.reach(n)
	if h == nil {
		return
	}
	var cps []checkpoint
	for _, c := range h.cps {
		// Not the start's: a game replayed from decision 0 logs its
		// start too, which a snapshot restored there would not.
		if c.n < first && c.n > 0 {
			c.logLen = 0
			cps = append(cps, c)
		}
	}
	var pts []undoPoint
	for _, p := range h.pts {
		if p.n < first {
			p.logLen = 0
			pts = append(pts, p)
		}
	}
	s.cps = append(cps, s.cps...)
	for len(s.cps) > MaxCheckpoints {
		s.cps = thin(s.cps)
	}
	s.pts = append(pts, s.pts...)
}

// OfferRestorePoint gives the session the restore points of h (a
// StoredSnapshot: a loaded game's snapshot kept in storage inside a turn)
// among its checkpoints, by decision, where it holds none at that
// decision: an undo to a decision at or after one then restores it
// instead of an earlier turn's checkpoint and a replay of the turn up to
// there (issue 16: undo within 100 ms in the browser). One before the
// session's log stands at its start (log position 0), as awaitBefore's.
func (s *Session) OfferRestorePoint(h *History) {
	if h == nil {
		return
	}
	for _, c := range h.cps {
		if c.n <= 0 || c.n > len(s.rec.Choices) {
			continue
		}
		i := 0
		for i < len(s.cps) && s.cps[i].n < c.n {
			i++
		}
		if i < len(s.cps) && s.cps[i].n == c.n {
			continue
		}
		c.logLen = 0
		if c.n >= s.logFrom {
			c.logLen = logBefore(s.log.all(), c.n)
		}
		s.cps = append(s.cps, checkpoint{})
		copy(s.cps[i+1:], s.cps[i:])
		s.cps[i] = c
	}
}
