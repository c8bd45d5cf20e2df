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
		if g.Prompt() == nil {
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
// the full log, and undoes and redoes by replay.
type Session struct {
	sys  System
	rec  Record
	game Game
	log  []Entry
	redo []Choice
}

// NewSession starts a game from a record (its choices, if any, are replayed).
func NewSession(sys System, rec Record) (*Session, error) {
	rec.Normalize()
	g, log, err := Replay(sys, rec, -1)
	if err != nil {
		return nil, err
	}
	return &Session{sys: sys, rec: rec, game: g, log: log}, nil
}

// ResumeSession continues a game that was restored from a snapshot
// (System.Restore) instead of replayed: rec is its record, whose choices
// led to g. Nothing is replayed, so it is fast even for a long campaign;
// the log starts empty (PrependLog adds the earlier entries when a replay
// has rebuilt them). Undo replays from the start as usual.
func ResumeSession(sys System, rec Record, g Game) *Session {
	rec.Options = append([]string(nil), rec.Options...)
	rec.Choices = append([]Choice(nil), rec.Choices...)
	rec.Normalize()
	return &Session{sys: sys, rec: rec, game: g}
}

// PrependLog puts earlier log entries (from a replay up to where a resumed
// session started) before the session's own.
func (s *Session) PrependLog(earlier []Entry) {
	s.log = append(append([]Entry(nil), earlier...), s.log...)
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
func (s *Session) Log() []Entry { return s.log }

// Apply answers the pending prompt. An illegal choice changes nothing.
func (s *Session) Apply(c Choice) ([]Entry, error) {
	es, err := s.game.Apply(c)
	if err != nil {
		return nil, err
	}
	s.rec.Choices = append(s.rec.Choices, c)
	s.log = append(s.log, es...)
	s.redo = nil
	return es, nil
}

// Decisions is the number of choices made so far.
func (s *Session) Decisions() int { return len(s.rec.Choices) }

// UndoTo rewinds to just before decision n (0 = the start), by replay. The
// undone choices can be redone until a new choice is applied.
func (s *Session) UndoTo(n int) error {
	if n < 0 || n > len(s.rec.Choices) {
		return fmt.Errorf("undo: no decision %d (there are %d)", n, len(s.rec.Choices))
	}
	g, log, err := Replay(s.sys, s.rec, n)
	if err != nil {
		return err
	}
	undone := append([]Choice(nil), s.rec.Choices[n:]...)
	s.redo = append(undone, s.redo...)
	s.rec.Choices = s.rec.Choices[:n]
	s.game, s.log = g, log
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
