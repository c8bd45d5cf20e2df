package engine

import (
	"fmt"
	"sort"
)

// Record is a whole game as data: which game system, theatre and scenario,
// the optional rules switched on, the seed and every choice made. Replaying
// a record rebuilds the state exactly.
type Record struct {
	// System is the game system ("campaign"); Theatre its data set
	// ("atlantic"). Records of save schema 2 named the theatre in System;
	// the save decoder migrates them.
	System   string `json:"system"`
	Theatre  string `json:"theatre,omitempty"`
	Scenario string `json:"scenario"`
	// Options are the optional rules and interpretation switches turned on,
	// as "name" or "name=value", kept sorted so equal records encode equally.
	Options []string `json:"options,omitempty"`
	Seed    uint64   `json:"seed"`
	Choices []Choice `json:"choices"`
	// Bots are the seats the computer plays, sorted. They are the
	// players' arrangement, not the game's: replay ignores them, and a
	// saved game resumes with the same seats given to the computer.
	Bots []Seat `json:"bots,omitempty"`
}

// Normalize sorts and de-duplicates the options.
func (r *Record) Normalize() {
	sort.Strings(r.Options)
	out := r.Options[:0]
	for i, o := range r.Options {
		if i == 0 || o != r.Options[i-1] {
			out = append(out, o)
		}
	}
	r.Options = out
}

// System builds games of one kind: fresh from a record (before any choice),
// or restored from a snapshot.
type System interface {
	New(r Record) (Game, error)
	Restore(r Record, snapshot []byte) (Game, error)
}

// Replay builds a fresh game from rec and applies its first n choices (all of
// them if n < 0). It returns the game and every log entry produced.
func Replay(sys System, rec Record, n int) (Game, []Entry, error) {
	if n < 0 || n > len(rec.Choices) {
		n = len(rec.Choices)
	}
	head := rec
	head.Choices = nil
	g, err := sys.New(head)
	if err != nil {
		return nil, nil, err
	}
	log, err := g.Start()
	if err != nil {
		return nil, log, err
	}
	for i := 0; i < n; i++ {
		if LeanPrompt(g) == nil {
			return g, log, fmt.Errorf("replay: choice %d of %d has no decision to answer (the game ended)", i, n)
		}
		es, err := g.Apply(rec.Choices[i])
		log = append(log, es...)
		if err != nil {
			return g, log, fmt.Errorf("replay: choice %d (%s): %w", i, rec.Choices[i], err)
		}
	}
	return g, log, nil
}

// Session is a game in progress with its record: it applies choices, keeps
// the full log, and undoes and redoes by replay from the nearest checkpoint
// (a snapshot it took on the way, see Checkpointer), or from the start.
type Session struct {
	sys  System
	rec  Record
	game Game
	log  entries
	redo []Choice
	cps  []checkpoint // by decision count, ascending
	pts  []undoPoint  // in-memory copies of the recent past, ascending (Forker)
	// logFrom is the decision count where the log's first entry stands:
	// 0 when the session holds the whole log. A session resumed from a
	// snapshot starts its log there, until PrependHistory adds the entries
	// before it. A restore point before logFrom has no place in the log
	// (its log position is 0): an undo to it starts the log there.
	logFrom int
	// awaiting is a loaded save's restore points whose earlier ones a
	// replay still running will make (History.Await).
	awaiting *History
}

// NewSession starts a game from a record (its choices, if any, are replayed,
// taking checkpoints on the way).
func NewSession(sys System, rec Record) (*Session, error) {
	rec.Normalize()
	head := rec
	head.Choices = nil
	g, err := sys.New(head)
	if err != nil {
		return nil, err
	}
	log, err := g.Start()
	if err != nil {
		return nil, err
	}
	s := &Session{sys: sys, rec: head, game: g}
	s.log.set(log)
	s.rec.Choices = make([]Choice, 0, len(rec.Choices))
	s.cps = markCheckpoint(s.cps, g, 0, len(log))
	r := replayer{s: s, g: g, log: log, cps: s.cps}
	if err := r.apply(rec.Choices, 0, len(rec.Choices)); err != nil {
		return nil, err
	}
	s.rec.Choices = append(s.rec.Choices, rec.Choices...)
	s.log.set(r.log)
	s.cps, s.pts = r.cps, r.pts
	return s, nil
}

// ResumeSession continues a game that was restored from a snapshot
// (System.Restore) instead of replayed: rec is its record, whose choices
// led to g. Nothing is replayed, so it is fast even for a long campaign;
// the log starts empty (PrependLog adds the earlier entries when a replay
// has rebuilt them). The game as restored is the first checkpoint: an undo
// to it or after it replays from there; an undo to before it replays from
// the start.
func ResumeSession(sys System, rec Record, g Game) *Session {
	rec.Options = append([]string(nil), rec.Options...)
	rec.Choices = append([]Choice(nil), rec.Choices...)
	rec.Normalize()
	s := &Session{sys: sys, rec: rec, game: g, logFrom: len(rec.Choices)}
	s.cps = markCheckpoint(nil, g, len(rec.Choices), 0)
	return s
}

// PrependLog puts earlier log entries, those of the first logFrom
// decisions (from a replay up to where the session's log starts), before
// the session's own. A restore point before logFrom (a loaded save's
// snapshot and copies) takes its place in them: left at 0 and shifted,
// an undo to it would keep the entries of the decisions after it, and a
// redo would log them again.
func (s *Session) PrependLog(earlier []Entry) {
	if len(earlier) == 0 {
		return
	}
	s.log.prepend(earlier)
	for i, c := range s.cps {
		s.cps[i].logLen = s.placeIn(earlier, c.n, c.logLen)
	}
	for i, p := range s.pts {
		s.pts[i].logLen = s.placeIn(earlier, p.n, p.logLen)
	}
	s.logFrom = 0
}

// placeIn is the log position, once earlier is prepended, of a restore
// point after n decisions whose position was logLen.
func (s *Session) placeIn(earlier []Entry, n, logLen int) int {
	if n < s.logFrom {
		return logBefore(earlier, n)
	}
	return logLen + len(earlier)
}

// logBefore is how many entries of a log from decision 0 come before the
// state after n decisions: up to the first decision entry numbered above n
// (every decision logs one, Machine.logDecision), or all of them.
func logBefore(log []Entry, n int) int {
	cut := len(log)
	for i := len(log) - 1; i >= 0; i-- {
		if log[i].Kind != "decision" {
			continue
		}
		if log[i].Decision <= n {
			break
		}
		cut = i
	}
	return cut
}

// Game returns the current game.
func (s *Session) Game() Game { return s.game }

// Record returns a copy of the record so far.
func (s *Session) Record() Record {
	r := s.rec
	r.Options = append([]string(nil), s.rec.Options...)
	r.Choices = append([]Choice(nil), s.rec.Choices...)
	return r
}

// Log returns every log entry since the start.
func (s *Session) Log() []Entry { return s.log.all() }

// SetBots records the seats the computer plays (kept sorted).
func (s *Session) SetBots(seats []Seat) {
	s.rec.Bots = append([]Seat(nil), seats...)
	sort.Slice(s.rec.Bots, func(i, j int) bool { return s.rec.Bots[i] < s.rec.Bots[j] })
	if len(s.rec.Bots) == 0 {
		s.rec.Bots = nil
	}
}

// Apply answers the pending prompt. An illegal choice changes nothing.
func (s *Session) Apply(c Choice) ([]Entry, error) {
	es, err := s.game.Apply(c)
	if err != nil {
		return nil, err
	}
	s.rec.Choices = append(s.rec.Choices, c)
	s.log.add(es)
	s.redo = nil
	// The snapshot of a checkpoint taken at an earlier decision is
	// encoded a slice a decision; a new one is a copy at first.
	s.cps = stepCheckpoints(s.cps)
	f, _ := s.sys.(Forker)
	s.cps = markCheckpointLater(s.cps, f, s.game, len(s.rec.Choices), len(s.log.cur))
	s.pts = s.point(s.pts, s.cps, s.game, len(s.rec.Choices), len(s.log.cur))
	return es, nil
}

// Decisions is the number of choices made so far.
func (s *Session) Decisions() int { return len(s.rec.Choices) }

// UndoTo rewinds to just before decision n (0 = the start): it restores
// the nearest checkpoint at or before n and replays the choices after it
// (from the start when there is none). The log up to the checkpoint is
// kept; the state and the log are those a replay from the start gives. The
// undone choices can be redone until a new choice is applied.
func (s *Session) UndoTo(n int) error {
	if n < 0 || n > len(s.rec.Choices) {
		return fmt.Errorf("undo: no decision %d (there are %d)", n, len(s.rec.Choices))
	}
	s.awaitBefore(n)
	r, from, keep, err := s.restore(n)
	if err != nil {
		return err
	}
	if err := r.apply(s.rec.Choices, from, n); err != nil {
		return err
	}
	undone := append([]Choice(nil), s.rec.Choices[n:]...)
	s.redo = append(undone, s.redo...)
	s.rec.Choices = s.rec.Choices[:n]
	s.game = r.g
	if keep == 0 {
		// From the start, or from a restore point before the log's first
		// entry: the log starts again there.
		s.log.set(r.log)
		s.logFrom = min(s.logFrom, from)
	} else {
		s.log.truncate(keep)
		s.log.add(r.log)
	}
	s.cps = r.cps
	kept := s.pts[:0:0]
	for _, p := range s.pts {
		if p.n <= from {
			kept = append(kept, p)
		}
	}
	s.pts = append(kept, r.pts...)
	if len(s.pts) > MaxUndoPoints {
		s.pts = s.pts[len(s.pts)-MaxUndoPoints:]
	}
	return nil
}

// CanRedo reports whether an undone choice can be re-applied.
func (s *Session) CanRedo() bool { return len(s.redo) > 0 }

// Redo re-applies the next undone choice.
func (s *Session) Redo() error {
	if len(s.redo) == 0 {
		return fmt.Errorf("redo: nothing to redo")
	}
	c := s.redo[0]
	rest := s.redo[1:]
	if _, err := s.Apply(c); err != nil {
		return err
	}
	s.redo = rest
	return nil
}
