// Package campaign is the submarine campaign rules engine: Steel Wolves
// (Atlantic 1939–43) and, with other data and switches, Silent War (Pacific).
// Rule numbers in comments and log entries are Steel Wolves' unless marked.
//
// The engine is a step machine. The procedure still to run is a stack of
// Frames in the State; each Frame's Op names a step function registered by
// the file that implements that part of the rules. A step may push more
// frames, roll dice, change the state, or ask the player: then the game
// stops with a Pending prompt, and Apply re-enters the same step with the
// answer in Frame.Ans. Because the whole procedure lives in the State,
// a snapshot taken at any decision can be resumed, and replaying the same
// choices from the same seed gives the same state byte for byte.
package campaign

import (
	"fmt"
	"sort"
	"strings"

	"encoding/json"

	"periscope/game/data"
	"periscope/game/dice"
	"periscope/game/engine"
)

// Op names a step of the campaign's procedure (part of the save format).
type Op = engine.Op

// Frame is one pending step of the procedure stack (see engine.Frame).
type Frame = engine.Frame

// Pending is the decision the game waits for (see engine.Pending).
type Pending = engine.Pending

// steps is the campaign system's step registry; each rules file registers
// its own in init. Tests stub a step in one game with Game.Steps.With.
var steps = engine.NewSteps[*Game]("campaign")

// register adds a step.
func register(op Op, fn engine.StepFunc[*Game]) { steps.Register(op, fn) }

// Steps is the campaign system's step registry (read-only use: the save
// checks of a loaded stack, the test that every op is registered).
func Steps() *engine.Steps[*Game] { return steps }

// Game is a campaign game in progress: the theatre data, the state, and the
// step machine (engine.Machine) that runs its procedure and writes its log.
type Game struct {
	engine.Machine[*Game]
	T *data.Theatre
	S *State

	// tankerIdx lists the indexes in S.Subs of the boats whose class is a
	// U-tanker (derived from the data once; see TankerIn).
	tankerIdx []int
	tankersOK bool
	// inv is CheckInvariants' index of the theatre's counters (derived
	// from the data once).
	inv *invIndex
	// moves caches map data derived for movement (range distances, SMZ
	// links, the transit-events table by result); never part of the state.
	moves *moveCache
	// subIndex maps sub ids to their place in State.Subs (see Sub).
	subIndex map[string]int
	// subLast is the place of the sub Sub found last (a step asks for
	// the same sub again and again; checked against the id).
	subLast int
	// seaGen moves on when a sub is put at sea (PutAtSea and the two
	// places that set StSea themselves call seaChanged) and seaCounts'
	// list of the subs at sea cannot take it in: the list is made again.
	seaGen int
	// rules is the theatre's ruleset (Steel Wolves or Silent War).
	rules Ruleset
	// date caches DateString for the month and week it was made for
	// (every log entry carries the date).
	date                string
	dateMonth, dateWeek int
	// spare is the boats' arrays of phase views the UI handed back
	// (RecycleView), for the next views to copy into.
	spare [][]Sub
	// lastView is the last phase view made (phaseView), whose lists the
	// next may share; sameSubs, whether the next may share its boats'
	// array too (it was made in the same Apply, or just before it).
	lastView *State
	sameSubs bool
	// snapLen is the length of the last snapshot SnapshotLater encoded:
	// the next one's buffer is made that long and a little more.
	snapLen int
	// addDRM and drmAcc sum a check's DRMs (legDRMSum); never state.
	addDRM func(legDRM)
	drmAcc int
	// addCheckMod, checkModBuf and checkModWords list a transit check's
	// DRMs (checkMods); never state.
	addCheckMod   func(legDRM)
	checkModBuf   []dice.Mod
	checkModWords bool
	// ctrMemo is counterOddsAhead's memo, kept from one call to the next
	// (ctrBusy while one runs); never state.
	ctrMemo   *counterMemo
	ctrBusy   bool
	ctrHolder int // the last holder number counterOddsMemo gave
	// cupMixes is cupTypes' census of each cup, kept while the cup holds
	// the same counters; never state.
	cupMixes map[string]*cupMix
	// boxTally is waitingBoxCount's count of the boats in each base's
	// boxes, made while the game waits on a decision.
	boxTally boxTally
	// optsSeen are the switches Opt's kept answers (optMemo) are for
	// (optsOK once there are any); never state.
	optsSeen []string
	optMemo  []optAnswer
	optsOK   bool
	// optByAddr holds Opt's answers by where the name's bytes are
	// (optSlot), in front of optMemo.
	optByAddr [64]optSlot
	// aacBuf is the array SearchOddsIn's plans list their AAC DRMs in
	// (aacModsIn); never state.
	aacBuf []dice.Mod
	// colourMemo keeps searchOdds' contact distributions by colour;
	// never state.
	colourMemo map[colourKey][7]int
	// upKeys keeps a face-up counter's option keys by its id (unitKey;
	// issue 16, session 40): the game's own, not the state's, so no
	// clone of the state shares it.
	upKeys map[string]*[len(placePrefixes)]string
	// types and areas are unitType's and area's kept answers.
	types engine.IDMemo[*data.AlliedType]
	areas engine.IDMemo[*data.Area]
	// patrolsJSON is the encoding of the finished patrols Snapshot last
	// wrote (see snapshotPatrols); never part of the state.
	patrolsJSON patrolsJSON
	// patrolCache is the cache this game was restored through (or its
	// original was, for a fork), or nil: see PatrolCache. Never state.
	patrolCache *PatrolCache
}

// newGame binds a game's step machine to its state.
func newGame(t *data.Theatre, s *State) *Game {
	g := &Game{T: t, S: s, rules: rulesetOf(t)}
	g.Bind(g, steps, &s.Procedure, &s.Dice, engine.Hooks{
		Over:      func() bool { return g.S.Over },
		Exhausted: func() { g.endScenario("the scenario has no more steps") },
		Phase:     func() string { return g.S.Phase },
		Stamp: func(e *engine.Entry) {
			e.Turn = g.S.Turn
			e.Date = g.DateString()
		},
	})
	return g
}

// System builds campaign games for one theatre. Patrols, when set, is
// the cache its restores reuse decoded finished patrols through
// (restore_patrols.go): the caller's, shared by whoever holds this
// System; nil decodes every snapshot whole. Installed.Open gives every
// System it opens a cache of its own.
type System struct {
	T       *data.Theatre
	Patrols *PatrolCache
}

var _ engine.System = System{}

// New builds a fresh game from a record (its choices are not applied).
// The game hands on s.Patrols (PatrolCache): a save's check replays
// through this, and the session that continues its game restores
// through the load's cache.
func (s System) New(rec engine.Record) (engine.Game, error) {
	g, err := New(s.T, rec)
	if err != nil {
		return nil, err
	}
	g.patrolCache = s.Patrols
	return g, nil
}

// Restore resumes a game from a snapshot (through s.Patrols).
func (s System) Restore(rec engine.Record, snap []byte) (engine.Game, error) {
	return RestoreWith(s.T, snap, s.Patrols)
}

// Fork implements engine.Forker: the game with a deep copy of its state
// (State.Clone equals a snapshot's round trip), for the session's undo
// copies.
func (s System) Fork(g engine.Game) (engine.Game, error) { return Fork(g) }

// Fork copies a campaign game in memory: what Restore of its snapshot
// gives, without the JSON.
func Fork(g engine.Game) (engine.Game, error) {
	cg, ok := g.(*Game)
	if !ok {
		return nil, fmt.Errorf("fork: %T is not a campaign game", g)
	}
	// The finished patrols are shared, not copied (as State.CloneView
	// does): the rules only ever append to them, and the fork's list ends
	// where the original's did (length and capacity), so an append on
	// either side never reaches the other. Late in a campaign they are
	// most of the state, and a session forks every engine.UndoEvery
	// decisions and at every undo (issue 16).
	f := newGame(cg.T, cg.S.clone(false, nil))
	// The fork's patrols are the same reports: it keeps their encoding
	// (Snapshot), on an array of its own past the shared bytes.
	if c := cg.patrolsJSON; c.s == cg.S && c.n <= len(f.S.Patrols) {
		f.patrolsJSON = patrolsJSON{s: f.S, n: c.n, b: c.b[:len(c.b):len(c.b)]}
	}
	f.patrolCache = cg.patrolCache
	return f, nil
}

// New sets up the scenario named in rec with its options and seed.
func New(t *data.Theatre, rec engine.Record) (*Game, error) {
	if rec.Theatre != "" && rec.Theatre != t.ID {
		return nil, fmt.Errorf("the record is of theatre %q, not %q", rec.Theatre, t.ID)
	}
	sc := t.Scenario(rec.Scenario)
	if sc == nil {
		return nil, fmt.Errorf("no scenario %q in theatre %s", rec.Scenario, t.ID)
	}
	for _, o := range rec.Options {
		name := strings.SplitN(o, "=", 2)[0]
		if _, ok := optionInfo[name]; !ok {
			return nil, fmt.Errorf("unknown option %q", name)
		}
	}
	opts := append([]string(nil), rec.Options...)
	sort.Strings(opts)
	if _, err := constructionPlan(t, opts); err != nil {
		return nil, err
	}
	if err := prototypeInReach(t, sc, opts); err != nil {
		return nil, err
	}
	s := &State{
		Version:  StateVersion,
		System:   t.ID,
		Scenario: sc.ID,
		Options:  opts,
		Seed:     rec.Seed,
		Dice:     dice.Source{State: rec.Seed},
	}
	g := newGame(t, s)
	if err := g.setup(sc); err != nil {
		return nil, err
	}
	return g, nil
}

// Restore resumes a game from a snapshot taken by Snapshot, decoded
// whole (RestoreWith with no cache).
func Restore(t *data.Theatre, snap []byte) (*Game, error) {
	return RestoreWith(t, snap, nil)
}

// RestoreWith is Restore reusing the finished patrols c kept from the
// last restore through it where the snapshot's bytes are the same, and
// keeping this one's for the next (restore_patrols.go); the game is the
// same as Restore's. The game remembers c (PatrolCache).
func RestoreWith(t *data.Theatre, snap []byte, c *PatrolCache) (*Game, error) {
	var s State
	if err := decodeState(snap, &s, c); err != nil { // json.Unmarshal's, reusing c's decoded patrols (restore_patrols.go)
		return nil, fmt.Errorf("snapshot: %v", err)
	}
	if s.Version < OldestStateVersion || s.Version > StateVersion {
		return nil, fmt.Errorf("snapshot: state version %d, this game reads %d to %d", s.Version, OldestStateVersion, StateVersion)
	}
	// Version 1 → 2: the patrols' Met stays nil, "not recorded".
	s.Version = StateVersion
	if s.System != t.ID {
		return nil, fmt.Errorf("snapshot is of theatre %q, not %q", s.System, t.ID)
	}
	if t.Scenario(s.Scenario) == nil {
		return nil, fmt.Errorf("snapshot: unknown scenario %q", s.Scenario)
	}
	// The set-up makes these maps; a snapshot omits them while empty.
	if s.Flags == nil {
		s.Flags = map[string]bool{}
	}
	if s.EventCount == nil {
		s.EventCount = map[string]int{}
	}
	g := newGame(t, &s)
	g.patrolCache = c
	if err := steps.CheckProcedure(&s.Procedure); err != nil {
		return nil, fmt.Errorf("snapshot is inconsistent: %v", err)
	}
	if err := g.CheckInvariants(); err != nil {
		return nil, fmt.Errorf("snapshot is inconsistent: %v", err)
	}
	return g, nil
}

// PatrolCache is the cache g was restored through (RestoreWith; a fork
// has its original's, a game System.New built the System's), for the session that continues g to restore its
// undo points through (a loaded game's undo to before its snapshot then
// reuses the patrols the load decoded); a new cache when g has none (a
// game set up or replayed, or restored whole), kept for the next call.
func (g *Game) PatrolCache() *PatrolCache {
	if g.patrolCache == nil {
		g.patrolCache = NewPatrolCache()
	}
	return g.patrolCache
}

// Start runs from the set-up to the first decision.
func (g *Game) Start() ([]engine.Entry, error) {
	err := g.Run()
	return g.Flush(), err
}

// Prompt returns the pending decision, or nil when the game is over.
func (g *Game) Prompt() *engine.Prompt {
	p := g.PendingPrompt()
	p.Resolve()
	return p
}

// LeanPrompt is the pending decision with its options' text and odds
// still unbuilt where the rules build them on demand (engine.Option.Text,
// OddsFn): for bots, which read the keys and, for some prompts, the odds
// (Prompt.ResolveOdds). Anything shown or saved uses Prompt.
func (g *Game) LeanPrompt() *engine.Prompt { return g.PendingPrompt() }

// Over reports whether the scenario has ended.
func (g *Game) Over() bool { return g.S.Over }

// Snapshot serialises the state: json.Marshal(g.S), byte for byte
// (TestSnapshotIsTheStateEncoded), with the finished patrols encoded once.
//
// Issue 16: the session takes a snapshot at every turn's start (its undo
// checkpoint and the autosave's base), and late in a campaign the finished
// patrols are most of it. The rules only ever append to them (a finished
// patrol's report never changes; State.CloneView relies on it too), so
// each snapshot encodes only the patrols filed since the last one and
// copies the earlier ones' bytes.
func (g *Game) Snapshot() ([]byte, error) {
	ps := g.S.Patrols
	if len(ps) < snapshotPatrolsCached {
		return json.Marshal(g.S)
	}
	pj, err := g.patrolsJSON.encode(g.S, ps)
	if err != nil {
		return nil, err
	}
	rest := *g.S // a shallow copy without the patrols, the last field
	rest.Patrols = nil
	head, err := json.Marshal(&rest)
	if err != nil {
		return nil, err
	}
	if len(head) < 2 || head[len(head)-1] != '}' {
		return json.Marshal(g.S)
	}
	const key = `,"patrols":[`
	out := make([]byte, 0, len(head)+len(key)+len(pj)+2)
	out = append(out, head[:len(head)-1]...)
	out = append(out, key...)
	out = append(out, pj...)
	return append(out, "]}"...), nil
}

// snapshotPatrolsCached is the number of finished patrols from which
// Snapshot keeps their encoding (below it a plain marshal is as quick); a
// variable for the tests.
var snapshotPatrolsCached = 64

// patrolsJSON is the JSON of a state's first n finished patrols, joined by
// commas without the brackets.
type patrolsJSON struct {
	s *State
	n int
	b []byte
}

// encode extends the encoding to all of ps (s's patrols) and returns it.
// A different state or a shorter list starts again from the first.
func (c *patrolsJSON) encode(s *State, ps []PatrolReport) ([]byte, error) {
	if c.s != s || c.n > len(ps) {
		*c = patrolsJSON{s: s}
	}
	for ; c.n < len(ps); c.n++ {
		b, err := json.Marshal(&ps[c.n])
		if err != nil {
			*c = patrolsJSON{}
			return nil, err
		}
		if c.n > 0 {
			c.b = append(c.b, ',')
		}
		c.b = append(c.b, b...)
	}
	return c.b, nil
}

// Apply answers the pending prompt and runs on to the next decision. An
// illegal choice returns an error wrapping engine.ErrIllegal and changes
// nothing.
func (g *Game) Apply(c engine.Choice) ([]engine.Entry, error) {
	err := g.Answer(c)
	g.sameSubs = false // the next Apply's views begin a new batch (phaseView)
	return g.Flush(), err
}

// PhaseMark logs the start of a phase and records it for the UI.
func (g *Game) PhaseMark(rule, name string) {
	g.phaseM(rule, name, phaseMsg(name))
}

// Mod builds a modifier.
func Mod(v int, reason, rule string) dice.Mod { return engine.Mod(v, reason, rule) }

// ---------------------------------------------------------------- calendar

// DateString is the current date, e.g. "Oct 1939, week 2".
func (g *Game) DateString() string {
	if g.date == "" || g.dateMonth != g.S.Month || g.dateWeek != g.S.Week {
		g.date = fmt.Sprintf("%s %d, week %d", monthNames[g.S.Month%12], g.S.Month/12, g.S.Week)
		g.dateMonth, g.dateWeek = g.S.Month, g.S.Week
	}
	return g.date
}

var monthNames = [...]string{"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"}

// MonthName renders a month index, e.g. "May 1940".
func MonthName(m int) string { return fmt.Sprintf("%s %d", monthNames[m%12], m/12) }
