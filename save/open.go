package save

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"periscope/game/engine"
)

// Opened is a save ready to play: the file, the system that plays it and
// the game restored from its snapshot. The replay has not been checked yet:
// see Check.
type Opened struct {
	File *File
	// System plays the save's game system and theatre.
	System engine.Archive
	Game   engine.Game
	// Undo is what loading kept for undo where the system copies games
	// (engine.ReplayTailKeeping): the save's snapshot as a checkpoint, and
	// the game restored from it and a copy every engine.UndoEvery
	// decisions of the choices replayed after it (an autosave's snapshot
	// stands at its turn's start). A session resumed from the save adopts
	// it (Session.PrependHistory with no earlier log), so that an undo in
	// the save's last turn is at hand before the background check ends.
	// A save whose snapshot stands at its last decision (a named save)
	// keeps the snapshot alone: through it the session asks for the
	// restore points before it (NewCheck: the game's earlier autosaves,
	// the check's). Nil where the system does not copy games.
	Undo *engine.History
	// stored finds the game's earlier snapshots in storage (points.go):
	// set by Manager.Load, nil for a file opened otherwise.
	stored *storedPoints
}

// Session returns a session that continues the game from its snapshot,
// with the save's record (so undo replays from the start as usual).
func (o *Opened) Session() *engine.Session {
	s := engine.ResumeSession(o.System, o.File.Record, o.Game)
	if o.Undo != nil {
		s.PrependHistory(nil, o.Undo)
	}
	return s
}

// Open checks a decoded save against the installed game systems and
// restores its snapshot: the record must name an installed system and
// theatre, and a scenario and options the system knows; the system then
// restores the snapshot and checks it is the record's game (its version,
// its invariants, its scenario, seed, options and number of decisions). A
// game that is not over must have a decision pending. The summary is
// rebuilt from the restored game. Nothing is changed on failure.
func Open(f *File, systems *engine.Registry) (o *Opened, err error) {
	return openWith(f, systems.Open)
}

// openWith is Open with the systems' opener: the registry's, or a
// Manager's, which keeps the systems it opened (Manager.system).
func openWith(f *File, openSystem func(engine.Record) (engine.System, error)) (o *Opened, err error) {
	defer func() {
		// A rules-engine check tripping over a hand-made state is a bug
		// to fix (the fuzz test looks for these), but the player gets a
		// refusal, not a crash.
		if r := recover(); r != nil {
			o, err = nil, &Error{Code: CodeImpossible, Msg: "The save's game state is impossible (the rules engine's check failed on it).", Err: panicError{r}}
		}
	}()
	if len(f.Chunks) > 0 {
		// Only the store that holds them can join them (Manager.Load).
		return nil, refuse(CodeMalformed, nil, "This autosave's earlier decisions are kept apart in the storage it was written to; export it from there to move it.")
	}
	rec := f.Record
	sys, err := openSystem(rec)
	if err != nil {
		return nil, refuse(CodeUnknownTheatre, err, "This save is a game of %q in the theatre %q, which this version of Periscope does not have.", clip(rec.System, 40), clip(rec.Theatre, 40))
	}
	arch, ok := sys.(engine.Archive)
	if !ok {
		return nil, refuse(CodeUnknownTheatre, nil, "This version of Periscope cannot open saved games of %q.", clip(rec.System, 40))
	}
	for _, o := range rec.Options {
		if len(o) > maxOptionLen {
			return nil, refuse(CodeUnknownOption, nil, "This save uses the optional rule %q, which this version of Periscope does not know.", clip(o, 40))
		}
	}
	if err := arch.CheckRecord(rec); err != nil {
		return nil, refusal(err)
	}
	rec.Options = append([]string(nil), rec.Options...)
	rec.Normalize()
	g, undo, err := openKeeping(arch, rec, f.Snapshot)
	if err != nil {
		return nil, refusal(err)
	}
	if p := g.Prompt(); p == nil && !g.Over() {
		return nil, refuse(CodeImpossible, nil, "The save's game state is impossible: the game is not over, yet no decision is pending.")
	} else if p != nil && len(p.Options) == 0 {
		return nil, refuse(CodeImpossible, nil, "The save's game state is impossible: the pending decision has no options.")
	}
	out := *f
	out.Record = rec
	out.Summary = Summarize(g, rec)
	return &Opened{File: &out, System: arch, Game: g, Undo: undo}, nil
}

// openKeeping is arch.Open, keeping what an undo after the load needs
// where the system copies games (Opened.Undo): the snapshot restored with
// the record up to it, then the record's later choices made on a copy
// (engine.ReplayTailKeeping), whose refusals are ReplayTail's.
func openKeeping(arch engine.Archive, rec engine.Record, snap []byte) (engine.Game, *engine.History, error) {
	f, ok := arch.(engine.Forker)
	var h struct {
		Decisions int `json:"decisions"`
	}
	if !ok || json.Unmarshal(snap, &h) != nil || h.Decisions <= 0 || h.Decisions >= len(rec.Choices) {
		g, err := arch.Open(rec, snap)
		if err != nil || !ok || h.Decisions <= 0 || h.Decisions != len(rec.Choices) {
			return g, nil, err
		}
		// A snapshot at the record's end (a named save): nothing to
		// replay, but the History still says where the restore points
		// before it come from (the check's, the game's autosaves: an
		// undo to before the snapshot takes them, NewCheck).
		return engine.ReplayTailKeeping(f, g, snap, rec, h.Decisions)
	}
	head := rec
	head.Choices = rec.Choices[:h.Decisions]
	g0, err := arch.Open(head, snap)
	if err != nil {
		// Refused as the whole record is: the snapshot's own checks
		// (the record up to it holds exactly its decisions).
		return nil, nil, err
	}
	return engine.ReplayTailKeeping(f, g0, snap, rec, h.Decisions)
}

// refusal turns a system's refusal into the save's error with its code.
func refusal(err error) error {
	var r *engine.Refusal
	if !errors.As(err, &r) {
		return refuse(CodeBadSnapshot, err, "The save's game state cannot be read (%v).", err)
	}
	code := map[engine.RefusalKind]Code{
		engine.UnknownScenario: CodeUnknownScenario,
		engine.UnknownOption:   CodeUnknownOption,
		engine.StateTooNew:     CodeTooNew,
		engine.StateTooOld:     CodeTooOld,
		engine.BadSnapshot:     CodeBadSnapshot,
		engine.Inconsistent:    CodeInconsistent,
		engine.Impossible:      CodeImpossible,
	}[r.Kind]
	if code == 0 {
		code = CodeBadSnapshot
	}
	return &Error{Code: code, Msg: r.Msg, Err: r.Err}
}

// panicError is a recovered panic (see Open).
type panicError struct{ v any }

func (p panicError) Error() string { return fmt.Sprintf("panic: %v", p.v) }

// IsPanic reports whether err hides a recovered panic; fuzz tests fail on it.
func IsPanic(err error) bool {
	var p panicError
	return errors.As(err, &p)
}

// maxOptionLen bounds an option as written in a record ("name" or
// "name=value"); a longer one is refused as unknown, with its name cut.
const maxOptionLen = 64

// Summary is what the load screen shows of a save without opening it.
type Summary = engine.Summary

// Summarize describes a game for the load screen as the people playing it
// may know it (the record's Bots are the computer's seats: a tactical
// battle's score leaves out what its Escort player may not know [16.5]);
// a game that does not describe itself gets an empty summary.
func Summarize(g engine.Game, rec engine.Record) Summary {
	return engine.SummaryOf(g, rec.Bots)
}

// Line is the summary in one line for a list, e.g. "Oct 1940, week 2 ·
// 48 ships, 260,000 t · 3 U-boats lost · 12 VP".
func Line(s Summary) string {
	parts := []string{s.Date}
	if s.Over {
		r := "game over"
		if s.Result != "" {
			r = "game over: " + s.Result
		}
		parts[0] = s.Date + " (" + r + ")"
	}
	if s.Status != "" {
		// The system says in its own words what matters in its games.
		return strings.Join(append(parts, s.Status), "  ·  ")
	}
	return strings.Join(parts, "  ·  ")
}

// SnapshotAt is the number of decisions the save's snapshot stands after
// (an autosave's stands at its turn's start, before the record's end).
func (o *Opened) SnapshotAt() int {
	if o.stored != nil {
		return o.stored.from
	}
	h, err := engine.ReadHead(o.File.Snapshot, 0, int(^uint(0)>>1))
	if err != nil {
		return len(o.File.Record.Choices)
	}
	return h.Decisions
}
