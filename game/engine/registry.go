package engine

import (
	"errors"
	"fmt"
	"sort"
)

// A program has a Registry of the game systems it installs (the submarine
// campaign; later the tactical, strategic and naval games). Saves, the
// new-game page and the tools find a record's system through it, so no
// shared code names a system.

// Installed is one game system as a program has it.
type Installed interface {
	// ID names the system in records ("campaign").
	ID() string
	// Theatres lists the data sets the system can play ("atlantic").
	Theatres() []string
	// Open returns the System that plays one theatre's games.
	Open(theatre string) (System, error)
}

// Registry is the installed game systems.
type Registry struct {
	systems map[string]Installed
}

// NewRegistry installs the given systems (an id given twice is an error of
// the program).
func NewRegistry(systems ...Installed) *Registry {
	r := &Registry{systems: map[string]Installed{}}
	for _, s := range systems {
		if _, dup := r.systems[s.ID()]; dup {
			panic("engine: game system installed twice: " + s.ID())
		}
		r.systems[s.ID()] = s
	}
	return r
}

// Systems lists the installed systems by id.
func (r *Registry) Systems() []Installed {
	out := make([]Installed, 0, len(r.systems))
	for _, s := range r.systems {
		out = append(out, s)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID() < out[j].ID() })
	return out
}

// System is the installed system with an id, or nil.
func (r *Registry) System(id string) Installed { return r.systems[id] }

// ErrUnknownSystem wraps the refusal of a record whose system or theatre
// this program does not have.
var ErrUnknownSystem = errors.New("unknown game system")

// Open returns the System for a record's system and theatre.
func (r *Registry) Open(rec Record) (System, error) {
	s, ok := r.systems[rec.System]
	if !ok {
		return nil, fmt.Errorf("%w %q", ErrUnknownSystem, Clip(rec.System, 40))
	}
	known := false
	for _, t := range s.Theatres() {
		known = known || t == rec.Theatre
	}
	if !known {
		return nil, fmt.Errorf("%w: %s has no theatre %q", ErrUnknownSystem, s.ID(), Clip(rec.Theatre, 40))
	}
	return s.Open(rec.Theatre)
}

// Start opens the record's system (Open) and starts a session of its game
// (NewSession): the two steps every caller that plays a record takes.
func (r *Registry) Start(rec Record) (System, *Session, error) {
	sys, err := r.Open(rec)
	if err != nil {
		return nil, nil, err
	}
	sess, err := NewSession(sys, rec)
	if err != nil {
		return nil, nil, err
	}
	return sys, sess, nil
}

// Archive is what the saves need of a System: a System implements it so
// that its games can be saved, opened and checked without the save code
// knowing the system.
type Archive interface {
	System
	// CheckRecord reports whether the record names a scenario and
	// options this system has (a *Refusal when not).
	CheckRecord(rec Record) error
	// Open restores a saved snapshot and checks that it is the game the
	// record describes (a *Refusal when not).
	Open(rec Record, snapshot []byte) (Game, error)
	// Compare reports how a replayed game differs from a saved snapshot
	// of the same record (nil: the same game; otherwise the parts that
	// differ), allowing for snapshots of older state versions.
	Compare(replayed Game, saved []byte) []string
}

// RefusalKind says why a system refuses a record or a snapshot.
type RefusalKind int

// The kinds of refusal.
const (
	UnknownScenario RefusalKind = iota + 1
	UnknownOption
	StateTooNew
	StateTooOld
	BadSnapshot
	Inconsistent // the snapshot is not the record's game
	Impossible   // the state breaks the rules' invariants
)

// Refusal is a system's reason to refuse a saved game, in a sentence for
// the player.
type Refusal struct {
	Kind RefusalKind
	Msg  string
	Err  error
}

func (r *Refusal) Error() string { return r.Msg }
func (r *Refusal) Unwrap() error { return r.Err }

// Refuse builds a Refusal.
func Refuse(kind RefusalKind, err error, format string, args ...any) *Refusal {
	return &Refusal{Kind: kind, Err: err, Msg: fmt.Sprintf(format, args...)}
}

// Summary describes a game in a few numbers, for save lists and the
// title's Continue. A Game that implements Summarizer provides it.
type Summary struct {
	Theatre  string `json:"theatre"`
	Scenario string `json:"scenario"`
	// Title is the scenario's name, e.g. "The Happy Time"; TitleMsg, when
	// set, the same in the player's language.
	Title    string `json:"title"`
	TitleMsg *Msg   `json:"titleMsg,omitempty"`
	// Date is the date in the game, e.g. "Oct 1940, week 2"; DateMsg, when
	// set, the same in the player's language.
	Date      string `json:"date"`
	DateMsg   *Msg   `json:"dateMsg,omitempty"`
	Turn      int    `json:"turn"`
	Decisions int    `json:"decisions"`
	Ships     int    `json:"ships"`
	Tons      int    `json:"tons"` // thousands of tons
	SubsLost  int    `json:"subsLost"`
	VP        int    `json:"vp"`
	AtSea     int    `json:"atSea"`
	Over      bool   `json:"over,omitempty"`
	Result    string `json:"result,omitempty"`
	// Status is the system's own short line for save lists, in English
	// ("3 boats at sea", "Germany to move, 41 IPCs"); save.Line uses it
	// when set. StatusMsg, when set, is the same in the player's language.
	Status    string `json:"status,omitempty"`
	StatusMsg *Msg   `json:"statusMsg,omitempty"`
	// Next is the pending decision, e.g. "Patrol move: U-47".
	Next string `json:"next,omitempty"`
}

// Summarizer is implemented by games that describe themselves for save
// lists.
type Summarizer interface {
	Summary() Summary
}

// SeatSummarizer is implemented by games with secrets whose summary
// depends on who reads it: SummaryFor is the summary as the people at the
// screen may know it, the seats in bots being the computer's (a record's
// Bots). Summary is then the summary for no bots (every seat played by
// people: what they all may know).
type SeatSummarizer interface {
	SummaryFor(bots []Seat) Summary
}

// SummaryOf is g's summary for a record's bots: SummaryFor where g has
// secrets, Summary where it describes itself, else empty.
func SummaryOf(g Game, bots []Seat) Summary {
	if s, ok := g.(SeatSummarizer); ok {
		return s.SummaryFor(bots)
	}
	if s, ok := g.(Summarizer); ok {
		return s.Summary()
	}
	return Summary{}
}

// ScenarioInfo describes one scenario a system offers on the new-game
// page. Title and Blurb are message ids' English fallbacks when TitleMsg
// and BlurbMsg are set.
type ScenarioInfo struct {
	ID    string `json:"id"`
	Title string `json:"title"`
	// Blurb says in a sentence or two what the scenario is and how it is
	// won.
	Blurb    string `json:"blurb,omitempty"`
	TitleMsg *Msg   `json:"titleMsg,omitempty"`
	BlurbMsg *Msg   `json:"blurbMsg,omitempty"`
	// Kind groups scenarios on the page ("patrol", "operational",
	// "campaign", "battle", "tutorial").
	Kind string `json:"kind,omitempty"`
	// Seats are the seats a game of this scenario has (one "" seat for a
	// solitaire game), in their order of play.
	Seats []Seat `json:"seats,omitempty"`
}

// OptionInfo is an optional rule a player can switch on or off for a new
// game (its Name goes into Record.Options when on).
type OptionInfo struct {
	Name    string `json:"name"`
	Text    string `json:"text"`
	TextMsg *Msg   `json:"textMsg,omitempty"`
	Rule    string `json:"rule,omitempty"`
	// Default is the recommended setting.
	Default bool `json:"default,omitempty"`
}

// Catalogue is implemented by an Installed system that lists its
// scenarios and optional rules for the new-game page (the campaign lists
// its theatres' scenarios; the tactical, strategic and naval games their
// own).
type Catalogue interface {
	// Title is the system's name on the new-game page ("Europe 1941").
	Title(theatre string) string
	Scenarios(theatre string) []ScenarioInfo
	Options(theatre string) []OptionInfo
}

// Seated is implemented by a System whose games have seats a computer can
// take: Bot returns the player for one seat at a level ("" the default;
// systems may offer "easy", "hard"). A seat with no bot returns nil.
type Seated interface {
	Bot(seat Seat, level string) Player
}

// Track is a number a game shows in its top bar (IPCs, victory points,
// ships sunk), with its label as a message when the catalogue has it.
type Track struct {
	Label    string `json:"label"`
	LabelMsg *Msg   `json:"labelMsg,omitempty"`
	Value    string `json:"value"`
}

// PhaseName is one step of a system's sequence of play, for the top bar.
type PhaseName struct {
	Name    string `json:"name"`
	NameMsg *Msg   `json:"nameMsg,omitempty"`
	// Short is the name for a narrow bar ("Combat" for "Combat move").
	Short string `json:"short,omitempty"`
	Rule  string `json:"rule,omitempty"`
}

// Headline is implemented by games that say what their top bar shows: the
// tracks a seat may see, and the sequence of play with the current step
// (-1: none).
type Headline interface {
	Tracks(seat Seat) []Track
	Sequence() (phases []PhaseName, current int)
}
