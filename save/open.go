package save

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	json "github.com/goccy/go-json"

	"periscope/game/campaign"
	"periscope/game/data"
	"periscope/game/engine"
)

// Theatres returns the game data of a theatre ("atlantic") by id, or an
// error when this version has no such theatre.
type Theatres func(id string) (*data.Theatre, error)

// Opened is a save ready to play: the file, its theatre and the game
// restored from its snapshot. The replay has not been checked yet: see
// Check.
type Opened struct {
	File    *File
	Theatre *data.Theatre
	Game    *campaign.Game
}

// System returns the engine system that plays the save's theatre.
func (o *Opened) System() engine.System { return campaign.System{T: o.Theatre} }

// Session returns a session that continues the game from its snapshot,
// with the save's record (so undo replays from the start as usual).
func (o *Opened) Session() *engine.Session {
	return engine.ResumeSession(o.System(), o.File.Record, o.Game)
}

// Open checks a decoded save against the game's data and restores its
// snapshot: the record must name a known theatre, scenario and options;
// the snapshot must be of the same game as the record (scenario, seed,
// options, number of decisions), pass campaign.Restore's invariant checks
// and have a decision pending unless the game is over. The summary is
// rebuilt from the restored state. Nothing is changed on failure.
func Open(f *File, theatres Theatres) (o *Opened, err error) {
	defer func() {
		// A rules-engine check tripping over a hand-made state is a bug
		// to fix (the fuzz test looks for these), but the player gets a
		// refusal, not a crash.
		if r := recover(); r != nil {
			o, err = nil, &Error{Code: CodeImpossible, Msg: "The save's game state is impossible (the rules engine's check failed on it).", Err: panicError{r}}
		}
	}()
	rec := f.Record
	th, err := theatres(rec.System)
	if err != nil || th == nil {
		return nil, refuse(CodeUnknownTheatre, err, "This save is a game in the theatre %q, which this version of Periscope does not have.", clip(rec.System, 40))
	}
	if th.Scenario(rec.Scenario) == nil {
		return nil, refuse(CodeUnknownScenario, nil, "This save is of the scenario %q, which this version of Periscope does not have (%s).", clip(rec.Scenario, 40), scenarioList(th))
	}
	for _, o := range rec.Options {
		if !knownOption(o) {
			return nil, refuse(CodeUnknownOption, nil, "This save uses the optional rule %q, which this version of Periscope does not know.", clip(o, 40))
		}
	}
	rec.Options = append([]string(nil), rec.Options...)
	rec.Normalize()
	g, err := campaign.Restore(th, f.Snapshot)
	if err != nil {
		// Say first whether the state is of another version or game.
		if herr := sameGame(f.Snapshot, rec); herr != nil {
			return nil, herr
		}
		if strings.Contains(err.Error(), "inconsistent") {
			return nil, refuse(CodeImpossible, err, "The save's game state is impossible: %s. Was it edited by hand?", strings.TrimPrefix(err.Error(), "snapshot is inconsistent: "))
		}
		return nil, refuse(CodeBadSnapshot, err, "The save's game state cannot be read (%s). Was it edited by hand?", strings.TrimPrefix(strings.TrimPrefix(err.Error(), "snapshot: "), "json: "))
	}
	if err := sameState(g.S, rec); err != nil {
		return nil, err
	}
	if err := replayTail(g, rec); err != nil {
		return nil, err
	}
	if p := g.Prompt(); p == nil && !g.Over() {
		return nil, refuse(CodeImpossible, nil, "The save's game state is impossible: the game is not over, yet no decision is pending.")
	} else if p != nil && len(p.Options) == 0 {
		return nil, refuse(CodeImpossible, nil, "The save's game state is impossible: the pending decision has no options.")
	}
	out := *f
	out.Record = rec
	out.Summary = Summarize(g)
	return &Opened{File: &out, Theatre: th, Game: g}, nil
}

// replayTail makes the record's choices after the snapshot: an autosave
// holds the snapshot of its turn's start and the whole record
// (Manager.AutosaveAt), so loading it replays the few choices since.
func replayTail(g *campaign.Game, rec engine.Record) error {
	k := g.S.Decisions
	for i, c := range rec.Choices[k:] {
		if g.Prompt() == nil {
			return refuse(CodeInconsistent, nil, "The save does not hang together: its record has %d decisions, but its game ends after %d.", len(rec.Choices), k+i)
		}
		if _, err := g.Apply(c); err != nil {
			return refuse(CodeInconsistent, err, "The save does not hang together: decision %d of its record cannot be made in its game (%v).", k+i+1, err)
		}
	}
	return nil
}

// panicError is a recovered panic (see Open).
type panicError struct{ v any }

func (p panicError) Error() string { return fmt.Sprintf("panic: %v", p.v) }

// IsPanic reports whether err hides a recovered panic; fuzz tests fail on it.
func IsPanic(err error) bool {
	var p panicError
	return errors.As(err, &p)
}

func knownOption(o string) bool {
	name := strings.SplitN(o, "=", 2)[0]
	for _, x := range campaign.Options {
		if x.Name == name {
			return true
		}
	}
	return false
}

func scenarioList(th *data.Theatre) string {
	var ids []string
	for _, sc := range th.Scenarios {
		ids = append(ids, sc.ID)
	}
	sort.Strings(ids)
	return "it has " + strings.Join(ids, ", ")
}

// sameGame checks that the snapshot is of the game the record describes.
func sameGame(snap []byte, rec engine.Record) error {
	var h struct {
		Version   int      `json:"version"`
		System    string   `json:"system"`
		Scenario  string   `json:"scenario"`
		Options   []string `json:"options"`
		Seed      uint64   `json:"seed"`
		Decisions int      `json:"decisions"`
	}
	if err := json.Unmarshal(snap, &h); err != nil {
		return refuse(CodeBadSnapshot, err, "The save's game state cannot be read (%s).", typeErrorText(err))
	}
	if h.Version < campaign.OldestStateVersion || h.Version > campaign.StateVersion { // older ones convert in campaign.Restore
		if h.Version > campaign.StateVersion {
			return refuse(CodeTooNew, nil, "The save's game state is version %d; this version of Periscope reads version %d. Update the game to load it.", h.Version, campaign.StateVersion)
		}
		return refuse(CodeTooOld, nil, "The save's game state is version %d, which this version of Periscope (version %d) cannot convert.", h.Version, campaign.StateVersion)
	}
	return sameHeader(h.System, h.Scenario, h.Options, h.Seed, h.Decisions, rec)
}

// sameState checks that a restored state is of the game the record
// describes.
func sameState(s *campaign.State, rec engine.Record) error {
	return sameHeader(s.System, s.Scenario, s.Options, s.Seed, s.Decisions, rec)
}

func sameHeader(system, scenario string, options []string, seed uint64, decisions int, rec engine.Record) error {
	h := struct {
		System, Scenario string
		Seed             uint64
		Decisions        int
	}{system, scenario, seed, decisions}
	opts := append([]string(nil), options...)
	sort.Strings(opts)
	joined := strings.Join(opts, ",")
	switch {
	case h.System != rec.System:
		return refuse(CodeInconsistent, nil, "The save does not hang together: its record is of the theatre %q but its game state of %q.", rec.System, clip(h.System, 40))
	case h.Scenario != rec.Scenario:
		return refuse(CodeInconsistent, nil, "The save does not hang together: its record is of the scenario %q but its game state of %q.", rec.Scenario, clip(h.Scenario, 40))
	case h.Seed != rec.Seed:
		return refuse(CodeInconsistent, nil, "The save does not hang together: its record has seed %d but its game state seed %d.", rec.Seed, h.Seed)
	case joined != strings.Join(rec.Options, ","):
		return refuse(CodeInconsistent, nil, "The save does not hang together: its record and its game state have different optional rules (%q, %q).", strings.Join(rec.Options, ","), clip(joined, 80))
	case h.Decisions > len(rec.Choices) || h.Decisions < 0:
		return refuse(CodeInconsistent, nil, "The save does not hang together: its record has %d decisions but its game state %d.", len(rec.Choices), h.Decisions)
	}
	return nil
}

// Summarize describes a game for the load screen.
func Summarize(g *campaign.Game) Summary {
	s := g.S
	sm := Summary{
		Theatre: s.System, Scenario: s.Scenario, Title: s.Scenario,
		Date: g.DateString(), Turn: s.Turn, Decisions: s.Decisions,
		Ships: s.Tracks.Ships, Tons: s.Tracks.Tons, SubsLost: s.Tracks.SubsLost, VP: s.Tracks.VP,
		Over: s.Over,
	}
	if sc := g.T.Scenario(s.Scenario); sc != nil && sc.Name != "" {
		sm.Title = sc.Name
	}
	for i := range s.Subs {
		if s.Subs[i].Status == campaign.StSea {
			sm.AtSea++
		}
	}
	if s.Result != nil {
		sm.Result = s.Result.Level
	}
	if p := g.Prompt(); p != nil {
		sm.Next = clip(p.Text, 80)
	}
	return sm
}

// Line is the summary in one line for a list, e.g. "Oct 1940, week 2 ·
// 48 ships, 260,000 t · 3 U-boats lost · 12 VP".
func (s Summary) Line() string {
	parts := []string{s.Date}
	if s.Over {
		r := "game over"
		if s.Result != "" {
			r = "game over: " + s.Result
		}
		parts[0] = s.Date + " (" + r + ")"
	}
	parts = append(parts, fmt.Sprintf("%d ships, %s t", s.Ships, thousands(s.Tons*1000)))
	boat := "submarine"
	if s.Theatre == "atlantic" {
		boat = "U-boat"
	}
	if s.SubsLost == 1 {
		parts = append(parts, "1 "+boat+" lost")
	} else {
		parts = append(parts, fmt.Sprintf("%d %ss lost", s.SubsLost, boat))
	}
	parts = append(parts, fmt.Sprintf("%d VP", s.VP))
	return strings.Join(parts, "  ·  ")
}

// thousands writes n with comma separators.
func thousands(n int) string {
	s := fmt.Sprint(n)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	if neg {
		return "-" + b.String()
	}
	return b.String()
}
