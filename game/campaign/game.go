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

	json "github.com/goccy/go-json"

	"periscope/game/data"
	"periscope/game/dice"
	"periscope/game/engine"
)

// step is one kind of procedure step.
type step func(g *Game, f *Frame)

var steps = map[string]step{}

// register adds a step; each rules file registers its own in init.
func register(op string, fn step) {
	if _, dup := steps[op]; dup {
		panic("campaign: step registered twice: " + op)
	}
	steps[op] = fn
}

// Game is a campaign game in progress: the theatre data, the state, and the
// log entries produced since the last call.
type Game struct {
	T *data.Theatre
	S *State

	out []engine.Entry
	// tankerIdx lists the indexes in S.Subs of the boats whose class is a
	// U-tanker (derived from the data once; see TankerIn).
	tankerIdx []int
	tankersOK bool
	// inv is CheckInvariants' index of the theatre's counters (derived
	// from the data once).
	inv *invIndex
	// answered is the prompt the current step's Ans answers.
	answered *engine.Prompt
	// loaded are die results to use before the generator's: tests reproduce
	// the rulebook's worked examples with them. Never set in play.
	loaded []int
	// openRolls counts rolls made but not yet recorded (a bug if left open).
	openRolls int
	// moves caches map data derived for movement (range distances, SMZ
	// links, the transit-events table by result); never part of the state.
	moves *moveCache
	// subIndex maps sub ids to their place in State.Subs (see Sub).
	subIndex map[string]int
	// stepN counts step executions: caches of state-derived values are
	// valid within one step (see moveCache).
	stepN int
	// Trace, when set, is called after every step (property tests check
	// the invariants there).
	Trace func(g *Game, op string)
	// frame holds the step that run is executing.
	frame Frame
	// date caches DateString for the month and week it was made for
	// (every log entry carries the date).
	date                string
	dateMonth, dateWeek int
}

// System builds campaign games for one theatre.
type System struct{ T *data.Theatre }

var _ engine.System = System{}

// New builds a fresh game from a record (its choices are not applied).
func (s System) New(rec engine.Record) (engine.Game, error) { return New(s.T, rec) }

// Restore resumes a game from a snapshot.
func (s System) Restore(rec engine.Record, snap []byte) (engine.Game, error) {
	return Restore(s.T, snap)
}

// New sets up the scenario named in rec with its options and seed.
func New(t *data.Theatre, rec engine.Record) (*Game, error) {
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
	s := &State{
		Version:  StateVersion,
		System:   t.ID,
		Scenario: sc.ID,
		Options:  opts,
		Seed:     rec.Seed,
		Dice:     dice.Source{State: rec.Seed},
	}
	g := &Game{T: t, S: s}
	if err := g.setup(sc); err != nil {
		return nil, err
	}
	return g, nil
}

// Restore resumes a game from a snapshot taken by Snapshot.
func Restore(t *data.Theatre, snap []byte) (*Game, error) {
	var s State
	if err := json.Unmarshal(snap, &s); err != nil {
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
	g := &Game{T: t, S: &s}
	if err := g.CheckInvariants(); err != nil {
		return nil, fmt.Errorf("snapshot is inconsistent: %v", err)
	}
	return g, nil
}

// Start runs from the set-up to the first decision.
func (g *Game) Start() ([]engine.Entry, error) {
	if err := g.run(); err != nil {
		return g.flush(), err
	}
	return g.flush(), nil
}

// Prompt returns the pending decision, or nil when the game is over.
func (g *Game) Prompt() *engine.Prompt {
	if g.S.Pending == nil {
		return nil
	}
	return &g.S.Pending.Prompt
}

// Over reports whether the scenario has ended.
func (g *Game) Over() bool { return g.S.Over }

// Snapshot serialises the state.
func (g *Game) Snapshot() ([]byte, error) { return json.Marshal(g.S) }

// Apply answers the pending prompt and runs on to the next decision. An
// illegal choice returns an error wrapping engine.ErrIllegal and changes
// nothing.
func (g *Game) Apply(c engine.Choice) ([]engine.Entry, error) {
	p := g.S.Pending
	if p == nil {
		return nil, fmt.Errorf("%w: the game is over", engine.ErrIllegal)
	}
	if err := p.Prompt.Validate(c); err != nil {
		return nil, err
	}
	prompt := p.Prompt
	f := p.Frame
	f.Ans = &c
	g.S.Pending = nil
	g.S.Decisions++
	g.logDecision(&prompt, c)
	if err := g.exec(&f, &prompt); err != nil {
		return g.flush(), err
	}
	if err := g.run(); err != nil {
		return g.flush(), err
	}
	return g.flush(), nil
}

// run executes steps until a decision is pending or the stack is empty.
func (g *Game) run() (err error) {
	defer func() {
		if r := recover(); r != nil {
			// A panic in a rule step is a bug; report it as an error with
			// where it happened rather than crash the player's game.
			err = fmt.Errorf("internal error in phase %s: %v", g.S.Phase, r)
		}
	}()
	for g.S.Pending == nil && len(g.S.Stack) > 0 && !g.S.Over {
		n := len(g.S.Stack) - 1
		// The frame is copied into the Game rather than a local: a
		// local would escape to the heap at every step (steps take a
		// *Frame and none keeps it past its own run).
		g.frame = g.S.Stack[n]
		g.S.Stack = g.S.Stack[:n]
		if err := g.exec(&g.frame, nil); err != nil {
			return err
		}
	}
	if g.S.Pending == nil && !g.S.Over {
		g.endScenario("the scenario has no more steps")
	}
	return nil
}

func (g *Game) exec(f *Frame, answered *engine.Prompt) (err error) {
	fn := steps[f.Op]
	if fn == nil {
		return fmt.Errorf("internal error: no step %q", f.Op)
	}
	g.answered = answered
	g.stepN++
	fn(g, f)
	g.answered = nil
	if g.openRolls != 0 {
		g.openRolls = 0
		return fmt.Errorf("internal error: step %q left a roll unrecorded", f.Op)
	}
	if g.Trace != nil {
		g.Trace(g, f.Op)
	}
	return nil
}

// Push schedules frames to run next, in the order given (the first runs first).
func (g *Game) Push(fs ...Frame) {
	for i := len(fs) - 1; i >= 0; i-- {
		g.S.Stack = append(g.S.Stack, fs[i])
	}
}

// Ask stops the game with a decision. The step f is re-entered with the
// answer in f.Ans. A prompt with a single option is answered at once (there
// is nothing to decide) and not recorded as a decision.
func (g *Game) Ask(f *Frame, p engine.Prompt) {
	if len(p.Options) == 0 {
		panic(fmt.Sprintf("prompt %s [%s] with no options", p.Kind, p.Rule))
	}
	if len(p.Options) == 1 && p.Alloc == nil {
		c := engine.Pick(0)
		nf := *f
		nf.Ans = &c
		prev := g.answered
		answered := p // only this copy escapes (p itself stays on the stack)
		g.answered = &answered
		steps[nf.Op](g, &nf)
		g.answered = prev
		return
	}
	p.Seq = g.S.Decisions
	fr := *f
	fr.Ans = nil
	g.S.Pending = &Pending{Prompt: p, Frame: fr}
}

// Key returns the key of the option chosen in the step's answer.
func (g *Game) Key(f *Frame) string {
	if f.Ans == nil || g.answered == nil || f.Ans.Points != nil {
		return ""
	}
	return g.answered.Options[f.Ans.Option].Key
}

// Answered is the prompt the current step's answer refers to.
func (g *Game) Answered() *engine.Prompt { return g.answered }

// ---------------------------------------------------------------- log

// flush hands over the entries made since the last call. They are cut from
// a block shared with the entries to come (one allocation for hundreds of
// entries rather than several per decision); the slice handed over has no
// room beyond its length, so appending to it never reaches the block.
func (g *Game) flush() []engine.Entry {
	n := len(g.out)
	if n == 0 {
		return nil
	}
	out := g.out[:n:n]
	g.out = g.out[n:]
	return out
}

func (g *Game) entry(e engine.Entry) {
	g.S.LogSeq++
	e.Seq = g.S.LogSeq
	e.Turn = g.S.Turn
	e.Date = g.DateString()
	if len(g.out) == cap(g.out) {
		block := make([]engine.Entry, len(g.out), max(256, 2*len(g.out)))
		copy(block, g.out)
		g.out = block
	}
	g.out = append(g.out, e)
}

// Note logs a line of prose under a rule.
func (g *Game) Note(rule, sub, format string, args ...any) {
	g.entry(engine.Entry{Kind: "event", Rule: rule, Sub: sub, Text: fmt.Sprintf(format, args...)})
}

// PhaseMark logs the start of a phase and records it for the UI.
func (g *Game) PhaseMark(rule, name string) {
	g.S.Phase = rule
	g.entry(engine.Entry{Kind: "phase", Rule: rule, Text: name})
}

// Emit logs a structured event; its deltas must already be applied to the
// tracks by the caller (see ops.go: the helpers there do both).
func (g *Game) Emit(rule string, ev engine.Event, format string, args ...any) {
	e := ev
	g.entry(engine.Entry{Kind: "event", Rule: rule, Sub: ev.Sub, Text: fmt.Sprintf(format, args...), Event: &e})
}

func (g *Game) logDecision(p *engine.Prompt, c engine.Choice) {
	var what string
	if c.Points != nil {
		var parts []string
		for i, v := range c.Points {
			if v > 0 {
				parts = append(parts, fmt.Sprintf("%d on %s", v, p.Options[i].Label))
			}
		}
		what = strings.Join(parts, ", ")
	} else {
		what = p.Options[c.Option].Label
	}
	g.entry(engine.Entry{Kind: "decision", Rule: p.Rule, Sub: p.Sub, Text: p.Text + " → " + what, Decision: p.Seq + 1})
}

// ---------------------------------------------------------------- dice

// Rolled is a die roll made but not yet recorded: the caller reads the
// total, decides what it means, and records it with Record.
type Rolled struct {
	dice.Roll
	g   *Game
	sub string
}

// LoadDice makes the next die rolls come out as given (tests only).
func (g *Game) LoadDice(values ...int) { g.loaded = append(g.loaded, values...) }

// d10 rolls one die, loaded or not.
func (g *Game) d10() int {
	if len(g.loaded) > 0 {
		v := g.loaded[0]
		g.loaded = g.loaded[1:]
		return v
	}
	return g.S.Dice.D10()
}

// Intn draws uniformly in [0, n) (cup draws, random choices). Loaded dice
// do not affect draws.
func (g *Game) Intn(n int) int { return g.S.Dice.Intn(n) }

// Roll rolls a d10 for a purpose under a rule, with modifiers. Modifiers of
// value 0 are dropped from the record. Record must follow.
func (g *Game) Roll(purpose, rule, sub string, mods ...dice.Mod) *Rolled {
	r := &Rolled{g: g, sub: sub}
	r.Purpose, r.Rule = purpose, rule
	r.Raw = g.d10()
	for _, m := range mods {
		if m.Value != 0 {
			r.Mods = append(r.Mods, m)
		}
	}
	r.Total = r.Raw + dice.Sum(r.Mods)
	g.openRolls++
	return r
}

// Roll2 rolls two d10 read as row and column (transit events [19.1]).
func (g *Game) Roll2(purpose, rule, sub string) *Rolled {
	r := g.Roll(purpose, rule, sub)
	r.Two = true
	r.Raw2 = g.d10()
	return r
}

// Clamp limits the total to [lo, hi].
func (r *Rolled) Clamp(lo, hi int) *Rolled {
	r.Total, r.Clamped = dice.Clamp(r.Total, lo, hi)
	return r
}

// Record logs the roll with its test and result.
func (r *Rolled) Record(target, result string) {
	r.Target, r.Result = target, result
	roll := r.Roll
	r.g.openRolls--
	r.g.entry(engine.Entry{Kind: "roll", Rule: r.Rule, Sub: r.sub, Text: roll.String(), Roll: &roll})
}

// Mod builds a modifier.
func Mod(v int, reason, rule string) dice.Mod { return dice.Mod{Value: v, Reason: reason, Rule: rule} }

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
