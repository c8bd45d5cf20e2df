package engine

import (
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"periscope/game/dice"
)

// The step machine every game system runs on.
//
// The procedure still to run is a stack of Frames kept in the game's state
// (Procedure); each Frame's Op names a step function the system registered
// in its Steps. A step may push more frames, roll dice, change the state, or
// ask a player: then the machine stops with a Pending prompt, and Answer
// re-enters the same step with the choice in Frame.Ans. Because the whole
// procedure lives in the state, a snapshot taken at any decision can be
// resumed, and replaying the same choices from the same seed gives the same
// state byte for byte.

// Op names one kind of step of a game system's procedure. Op names are part
// of the save format: a saved stack holds them, so a registered op is never
// renamed without a state-version conversion.
type Op string

// Frame is one pending step of the procedure stack. Op names the step; the
// other fields are its parameters, whose meaning each step documents (a
// system may declare their legal ranges with Steps.Args). Ans holds the
// answer when the step is re-entered after a decision.
type Frame struct {
	Op Op `json:"op"`
	// Sub is the unit the step concerns (a U-boat, a ship, a power's stack).
	Sub  string   `json:"sub,omitempty"`
	Area string   `json:"area,omitempty"`
	A    int      `json:"a,omitempty"`
	B    int      `json:"b,omitempty"`
	S    string   `json:"s,omitempty"`
	L    []string `json:"l,omitempty"`
	Ans  *Choice  `json:"ans,omitempty"`
}

// Pending is the decision the game waits for and the step that takes the
// answer.
type Pending struct {
	Prompt Prompt `json:"prompt"`
	Frame  Frame  `json:"frame"`
}

// Procedure is the step machine's part of a game's state: the stack of
// steps still to run (the top is last), the decision pending, and the
// counters of decisions and log entries. A system embeds it in its State.
type Procedure struct {
	Stack   []Frame  `json:"stack"`
	Pending *Pending `json:"pending,omitempty"`
	// Decisions is the number of choices applied; LogSeq numbers log entries.
	Decisions int `json:"decisions"`
	LogSeq    int `json:"logSeq"`
}

// StepFunc runs one step of a game of type G.
type StepFunc[G any] func(g G, f *Frame)

// Steps is one game system's registry of step functions. Each system has
// its own, filled in by the files that implement its rules; tests that
// replace a step do it on a copy (With), never on the system's registry.
type Steps[G any] struct {
	system string
	fns    map[Op]StepFunc[G]
	args   map[Op]ArgSpec
	check  map[string]func(g G, p *Prompt, c Choice) error
}

// NewSteps makes an empty registry for the named system.
func NewSteps[G any](system string) *Steps[G] {
	return &Steps[G]{system: system, fns: map[Op]StepFunc[G]{}, args: map[Op]ArgSpec{}}
}

// Register adds a step. Registering an op twice is a programming error.
func (s *Steps[G]) Register(op Op, fn StepFunc[G]) {
	if _, dup := s.fns[op]; dup {
		panic(fmt.Sprintf("%s: step registered twice: %s", s.system, op))
	}
	s.fns[op] = fn
}

// Has reports whether op is registered.
func (s *Steps[G]) Has(op Op) bool { _, ok := s.fns[op]; return ok }

// Ops lists the registered ops, sorted.
func (s *Steps[G]) Ops() []Op {
	out := make([]Op, 0, len(s.fns))
	for op := range s.fns {
		out = append(out, op)
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

// System is the name of the system the registry belongs to.
func (s *Steps[G]) System() string { return s.system }

// With returns a copy of the registry with op's step replaced by fn (for
// tests that stub a part of the procedure in one game).
func (s *Steps[G]) With(op Op, fn StepFunc[G]) *Steps[G] {
	c := &Steps[G]{system: s.system, fns: make(map[Op]StepFunc[G], len(s.fns)+1), args: s.args, check: s.check}
	for k, v := range s.fns {
		c.fns[k] = v
	}
	c.fns[op] = fn
	return c
}

// Func returns op's step function (nil when op is not registered).
func (s *Steps[G]) Func(op Op) StepFunc[G] { return s.fns[op] }

// CheckPayload registers the validation of the structured payload of the
// choices answering prompts of one kind (see Choice.Data). It runs before
// the answer changes anything; an error makes the choice illegal.
func (s *Steps[G]) CheckPayload(kind string, fn func(g G, p *Prompt, c Choice) error) {
	if s.check == nil {
		s.check = map[string]func(g G, p *Prompt, c Choice) error{}
	}
	s.check[kind] = fn
}

// ArgSpec declares the legal values of a step's integer parameters, so that
// a loaded stack can be checked before any step runs. A nil range means
// "any value".
type ArgSpec struct {
	A, B *Range
	// BIndexesL marks a step whose B is a position in its list L (0…len(L)).
	BIndexesL bool
}

// Range is an inclusive interval.
type Range struct{ Min, Max int }

// Args declares op's parameter ranges.
func (s *Steps[G]) Args(op Op, spec ArgSpec) { s.args[op] = spec }

// CheckFrame reports what is wrong with a frame read from a save: an op
// this system does not have, or a parameter outside its declared range.
func (s *Steps[G]) CheckFrame(f Frame) error {
	if !s.Has(f.Op) {
		return fmt.Errorf("unknown step %q", Clip(string(f.Op), 40))
	}
	spec := s.args[f.Op]
	if r := spec.A; r != nil && (f.A < r.Min || f.A > r.Max) {
		return fmt.Errorf("step %s: parameter a = %d is outside %d…%d", f.Op, f.A, r.Min, r.Max)
	}
	if r := spec.B; r != nil && (f.B < r.Min || f.B > r.Max) {
		return fmt.Errorf("step %s: parameter b = %d is outside %d…%d", f.Op, f.B, r.Min, r.Max)
	}
	if spec.BIndexesL && (f.B < 0 || f.B > len(f.L)) {
		return fmt.Errorf("step %s: parameter b = %d is not a position in its list of %d", f.Op, f.B, len(f.L))
	}
	return nil
}

// CheckProcedure checks every frame of a loaded procedure: the stack's and
// the pending decision's.
func (s *Steps[G]) CheckProcedure(p *Procedure) error {
	for i, f := range p.Stack {
		if err := s.CheckFrame(f); err != nil {
			return fmt.Errorf("stack frame %d: %v", i, err)
		}
	}
	if p.Pending != nil {
		if err := s.CheckFrame(p.Pending.Frame); err != nil {
			return fmt.Errorf("the pending decision's step: %v", err)
		}
	}
	if p.Decisions < 0 || p.LogSeq < 0 {
		return fmt.Errorf("negative counters (%d decisions, log %d)", p.Decisions, p.LogSeq)
	}
	return nil
}

// Clip shortens s to at most n bytes, cut on a character boundary, with
// "…" when cut: for names from outside (a save, a record) quoted in a
// message. It never allocates in proportion to s.
func Clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "…"
}

// Hooks are what a system tells the machine about its state beyond the
// Procedure.
type Hooks struct {
	// Over reports whether the game has ended (the machine stops).
	Over func() bool
	// Exhausted is called when the stack runs out with no decision
	// pending and the game not over; it must end the game.
	Exhausted func()
	// Phase names where the game is, for internal-error messages.
	Phase func() string
	// Stamp fills in what every log entry carries besides its own fields
	// (the turn, the date).
	Stamp func(e *Entry)
}

// Machine runs a game of type G through its system's Steps. A system's game
// type embeds it and calls Bind once its state exists.
type Machine[G any] struct {
	Log
	Steps *Steps[G]
	// Trace, when set, is called after every step (property tests check
	// invariants there; the UI watches phases go by).
	Trace func(g G, op Op)

	game  G
	hooks Hooks
	// answered is the prompt the current step's Ans answers.
	answered *Prompt
	// stepN counts step executions: caches of state-derived values are
	// valid within one step.
	stepN int
	// frame holds the step that run is executing (a local would escape to
	// the heap at every step: steps take a *Frame and none keeps it).
	frame Frame
	// reuse lets Ask fill spare, a pending decision answered and done
	// with, rather than make one (ReusePrompts).
	reuse   bool
	spare   *Pending
	faSpare *answerFrame
	// room is the array OptionsRoom last handed out; pendOwn the one the
	// pending prompt's options are in (Ask found them in room), spareOwn
	// the one of the prompt answered last, which nothing reads any more
	// (ReusePrompts): OptionsRoom hands it out again.
	room, pendOwn, spareOwn []Option
	// stepping is set while a step runs (Stepping).
	stepping bool
	// ops keeps the step functions found by their op (stepFn) for Steps
	// opsOf; never state.
	ops   IDMemo[StepFunc[G]]
	opsOf *Steps[G]
}

// stepFn is m.Steps' function for op (nil when none), its answers kept
// (IDMemo; issue 16: the look-up of a string in the steps' map at every
// step).
func (m *Machine[G]) stepFn(op Op) StepFunc[G] {
	if m.opsOf != m.Steps {
		m.ops = IDMemo[StepFunc[G]]{Size: 128}
		m.opsOf = m.Steps
	}
	fn, ok, e := m.ops.Find(string(op))
	if ok {
		return fn
	}
	if fn = m.Steps.fns[op]; fn != nil {
		e.Keep(string(op), fn)
	}
	return fn
}

// answerFrame is the frame Answer re-enters and the answer it carries.
type answerFrame struct {
	f Frame
	c Choice
}

// ReusePrompts lets the machine make each pending decision in a record it
// made for an earlier one, once that one is answered and the step that
// asked it has read the answer, rather than in a new one, and likewise the
// frame Answer re-enters with its answer (issue 16: two allocations of
// every decision, one the size of a prompt). Only for a caller that keeps
// no prompt, Pending or view of the state past the answer: the bots' and
// soak runs' loops, which read the prompt, choose and answer. The steps
// keep no frame nor answer past their run (a frame pushed again drops its
// Ans). The game and its record are the same either way.
func (m *Machine[G]) ReusePrompts() { m.reuse = true }

// Stepping reports whether a step is running: when not, and a decision is
// pending, nothing changes the game until it is answered (the state a
// bot reads while it chooses stands still).
func (m *Machine[G]) Stepping() bool { return m.stepping }

// Reusing reports whether ReusePrompts was called: a step may then make a
// prompt's parts (its options, what their odds and words read) in the
// buffers of the prompt before the last, which nothing reads any more.
func (m *Machine[G]) Reusing() bool { return m.reuse }

// Bind attaches the machine to its game, the game's Procedure and dice,
// and the system's hooks.
func (m *Machine[G]) Bind(game G, steps *Steps[G], proc *Procedure, src *dice.Source, h Hooks) {
	m.game, m.Steps, m.hooks = game, steps, h
	m.Log.proc, m.Log.src, m.Log.stamp = proc, src, h.Stamp
}

// StepN counts the steps executed so far (see the field).
func (m *Machine[G]) StepN() int { return m.stepN }

// PendingPrompt is the decision the game waits for, or nil.
func (m *Machine[G]) PendingPrompt() *Prompt {
	if m.proc.Pending == nil {
		return nil
	}
	return &m.proc.Pending.Prompt
}

// Run executes steps until a decision is pending, the stack is empty or
// the game is over. A panic in a rule step is a bug; it is reported as an
// error saying where it happened rather than crashing the player's game.
func (m *Machine[G]) Run() (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("internal error in phase %s: %v", m.phase(), r)
		}
	}()
	p := m.proc
	for p.Pending == nil && len(p.Stack) > 0 && !m.hooks.Over() {
		n := len(p.Stack) - 1
		m.frame = p.Stack[n]
		p.Stack = p.Stack[:n]
		if err := m.exec(&m.frame, nil); err != nil {
			return err
		}
	}
	if p.Pending == nil && !m.hooks.Over() {
		m.hooks.Exhausted()
	}
	return nil
}

func (m *Machine[G]) phase() string {
	if m.hooks.Phase == nil {
		return "?"
	}
	return m.hooks.Phase()
}

// Answer validates the choice against the pending prompt (and the system's
// payload check for its kind), logs the decision, re-enters the step that
// asked, and runs on to the next decision. An illegal choice returns an
// error wrapping ErrIllegal and changes nothing.
func (m *Machine[G]) Answer(c Choice) (err error) {
	pend := m.proc.Pending
	if pend == nil {
		return fmt.Errorf("%w: the game is over", ErrIllegal)
	}
	if err := pend.Prompt.Validate(c); err != nil {
		return err
	}
	if chk := m.Steps.check[pend.Prompt.Kind]; chk != nil {
		if err := m.checkPayload(chk, &pend.Prompt, c); err != nil {
			return err
		}
	}
	// The pending decision is dropped, never changed (a view of the state
	// may share it): the step re-entered reads its prompt where it is, not
	// a copy (issue 16: the copy was an allocation of every decision).
	prompt := &pend.Prompt
	// The frame re-entered and its answer in one allocation (issue 16:
	// they were two for every decision), or in the one of the decision
	// before (ReusePrompts: no step keeps its frame or its answer; a
	// frame it pushes again drops its Ans).
	fa := m.faSpare
	if fa != nil {
		m.faSpare = nil
		*fa = answerFrame{pend.Frame, c}
	} else {
		fa = &answerFrame{pend.Frame, c}
	}
	f := &fa.f
	f.Ans = &fa.c
	m.proc.Pending = nil
	m.proc.Decisions++
	m.logDecision(prompt, c)
	if err := m.exec(f, prompt); err != nil {
		return err
	}
	if m.reuse {
		// The step re-entered has read its answer; a later Ask may
		// fill its record, a later Answer its frame (ReusePrompts).
		m.spare, m.faSpare = pend, fa
		// And OptionsRoom its options' array, if they were made in
		// one it handed out.
		if own := m.pendOwn; sameArray(own, prompt.Options) {
			m.spareOwn = own
		}
		m.pendOwn = nil
	}
	return m.Run()
}

// checkPayload runs a system's payload check; a panic in it is an illegal
// choice, not a crash (the payload comes from outside).
func (m *Machine[G]) checkPayload(chk func(G, *Prompt, Choice) error, p *Prompt, c Choice) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%w: %s [%s]: the answer cannot be read", ErrIllegal, p.Kind, p.Rule)
		}
	}()
	if err := chk(m.game, p, c); err != nil {
		if !errors.Is(err, ErrIllegal) {
			err = fmt.Errorf("%w: %s [%s]: %v", ErrIllegal, p.Kind, p.Rule, err)
		}
		return err
	}
	return nil
}

func (m *Machine[G]) exec(f *Frame, answered *Prompt) error {
	fn := m.stepFn(f.Op)
	if fn == nil {
		return fmt.Errorf("internal error: no step %q", f.Op)
	}
	m.answered = answered
	m.stepN++
	m.recycleRolls()
	m.stepping = true
	fn(m.game, f)
	m.stepping = false
	m.answered = nil
	if m.openRolls != 0 {
		m.openRolls = 0
		return fmt.Errorf("internal error: step %q left a roll unrecorded", f.Op)
	}
	if m.Trace != nil {
		m.Trace(m.game, f.Op)
	}
	return nil
}

// Push schedules frames to run next, in the order given (the first runs first).
func (m *Machine[G]) Push(fs ...Frame) {
	for i := len(fs) - 1; i >= 0; i-- {
		m.proc.Stack = append(m.proc.Stack, fs[i])
	}
}

// Ask stops the game with a decision. The step f is re-entered with the
// answer in f.Ans. A prompt with a single option (and no split or payload
// to give) is answered at once — there is nothing to decide — and is not
// recorded as a decision.
func (m *Machine[G]) Ask(f *Frame, p Prompt) {
	if len(p.Options) == 0 {
		panic(fmt.Sprintf("prompt %s [%s] with no options", p.Kind, p.Rule))
	}
	if len(p.Options) == 1 && p.Alloc == nil && p.Payload == "" {
		c := Pick(0)
		nf := *f
		nf.Ans = &c
		prev := m.answered
		answered := p // only this copy escapes (p itself stays on the stack)
		m.answered = &answered
		room := m.room
		if sameArray(room, p.Options) {
			m.room = nil
		} else {
			room = nil
		}
		m.stepFn(nf.Op)(m.game, &nf)
		m.answered = prev
		if room != nil && m.spareOwn == nil {
			// The prompt answered at once is dead: OptionsRoom may
			// hand its array out again.
			m.spareOwn = room
		}
		return
	}
	p.Seq = m.proc.Decisions
	fr := *f
	fr.Ans = nil
	if room := m.room; room != nil {
		if sameArray(room, p.Options) {
			m.pendOwn = room
		}
		m.room = nil
	}
	if pe := m.spare; pe != nil {
		m.spare = nil
		*pe = Pending{Prompt: p, Frame: fr}
		m.proc.Pending = pe
		return
	}
	m.proc.Pending = &Pending{Prompt: p, Frame: fr}
}

// OptionsRoom is room for a prompt's n options, to append them to. When
// the machine reuses its prompts (ReusePrompts) it is the array of the
// prompt answered last, if OptionsRoom made it and it is long enough: that
// prompt is dead (its step has read its answer) and no one else holds the
// array (issue 16: each prompt's options were an allocation, a tenth of
// the bytes a doctrine campaign allocated). Otherwise it is new.
func (m *Machine[G]) OptionsRoom(n int) []Option {
	if !m.reuse {
		return make([]Option, 0, n)
	}
	b := m.spareOwn
	m.spareOwn = nil
	if cap(b) < n {
		b = make([]Option, 0, max(n, 8))
	} else {
		clear(b[:cap(b)]) // nothing of the dead prompt stays reachable
	}
	m.room = b[:cap(b)]
	return b[:0]
}

// sameArray reports whether opts starts an array OptionsRoom handed out
// (room, the array to its capacity). Either may be empty (a nil room, a
// prompt without options): then it is not, and nothing is indexed.
func sameArray(room, opts []Option) bool {
	return cap(room) > 0 && len(opts) > 0 && &room[:1][0] == &opts[0]
}

// Key returns the key of the option chosen in the step's answer.
func (m *Machine[G]) Key(f *Frame) string {
	if f.Ans == nil || m.answered == nil || f.Ans.Points != nil {
		return ""
	}
	return m.answered.Options[f.Ans.Option].Key
}

// Answered is the prompt the current step's answer refers to.
func (m *Machine[G]) Answered() *Prompt { return m.answered }

func (m *Machine[G]) logDecision(p *Prompt, c Choice) {
	if m.Skipped() {
		// Nothing reads the chosen options' words when the log keeps
		// nothing: the step re-entered reads only the keys (Key), and the
		// prompt answered is dropped (issue 16: building them was 3 % of a
		// doctrine campaign).
		return
	}
	p.ResolveWords()
	if c.Points != nil {
		for i, v := range c.Points {
			if v > 0 {
				p.Options[i].ResolveText()
			}
		}
	} else {
		p.Options[c.Option].ResolveText()
	}
	var what string
	switch {
	case c.Points != nil:
		var parts []string
		for i, v := range c.Points {
			if v > 0 {
				parts = append(parts, fmt.Sprintf("%d on %s", v, p.Options[i].Label))
			}
		}
		what = strings.Join(parts, ", ")
	default:
		what = p.Options[c.Option].Label
	}
	var to []Seat
	if p.Secret {
		to = []Seat{p.Seat}
	}
	m.entry(Entry{Kind: "decision", Rule: p.Rule, Sub: p.Sub, Seat: p.Seat, To: to, Text: p.Text + " → " + what, Decision: p.Seq + 1,
		Msg: decisionMsg(p, c)})
}

// decisionMsg is a decision's log line as a message, "question → answer",
// when the prompt has one (ids "decision", "decision.on", "list", "text";
// a label without a message is shown as it is).
func decisionMsg(p *Prompt, c Choice) *Msg {
	if p.Msg == nil {
		return nil
	}
	label := func(o Option) *Msg {
		if o.LabelMsg != nil {
			return o.LabelMsg
		}
		return M("text", Text("s", o.Label))
	}
	var what *Msg
	switch {
	case c.Points != nil:
		for i := len(c.Points) - 1; i >= 0; i-- {
			if c.Points[i] <= 0 {
				continue
			}
			on := M("decision.on", Int("n", c.Points[i]), Nested("label", label(p.Options[i])))
			if what == nil {
				what = on
			} else {
				what = M("list", Nested("a", on), Nested("b", what))
			}
		}
		if what == nil {
			what = M("text", Text("s", ""))
		}
	default:
		what = label(p.Options[c.Option])
	}
	return M("decision", Nested("q", p.Msg), Nested("a", what))
}

// Thousands writes n with comma separators (English, for saves and
// messages stored in English): 29150 → "29,150".
func Thousands(n int) string {
	s := strconv.Itoa(n)
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
