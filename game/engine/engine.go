// Package engine holds what every game system in Periscope shares: the
// decision loop (a Prompt with legal Options, answered by a Choice), the log
// of rolls and events, and replay/undo built on "a game is its scenario, its
// options, its seed and its choices".
//
// A game system (the submarine campaign, later the tactical and strategic
// games) implements Game. Players — people through the UI, or bots — answer
// prompts through the same Choice type.
package engine

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"periscope/game/dice"
)

// Seat is who decides or who may see: "" is the one player of a solitaire
// game (and, for what may be seen, everyone); a two-sided or multi-player
// system names its seats ("de", "su", "uk", "us"; "sub", "escort").
type Seat string

// Everyone is the audience of public log entries.
const Everyone Seat = ""

// Prompt is a decision the rules leave to a player. It names who decides,
// what about, the rule behind it and the legal options, each with what the
// player needs to judge it.
type Prompt struct {
	// Seq is the number of this decision in the game (the index its Choice
	// takes in the replay).
	Seq int `json:"seq"`
	// Seat is who decides ("" in a solitaire game).
	Seat Seat `json:"seat,omitempty"`
	// Secret marks a decision the other seats must not see until the
	// system reveals it (a plotted move, a purchase made in secret): the
	// decision's log entry is visible to the deciding seat only.
	Secret bool `json:"secret,omitempty"`
	// Payload, when set, names the kind of structured answer the prompt
	// wants (a plotted move, units moved, a purchase list): the Choice picks
	// an option and carries the payload in Data, which the system checks
	// (Steps.CheckPayload) before it changes anything.
	Payload string `json:"payload,omitempty"`
	// Kind is a stable machine-readable name ("deploy", "patrol-move",
	// "placement", "reveal", "tdc", "allocate", "reattack", ...). UIs and bots
	// dispatch on it.
	Kind string `json:"kind"`
	// Sub is the boat the decision concerns, if any.
	Sub string `json:"sub,omitempty"`
	// SubMsg, when set, is how the player reads Sub where the id is not a
	// name (a naval force "itnap" is the 1st Squadron, "1a Squadra").
	SubMsg *Msg `json:"subMsg,omitempty"`
	// Text is the question in English.
	Text string `json:"text"`
	// Msg, when set, is the question as a message for the catalogue
	// (Text stays its English fallback).
	Msg *Msg `json:"msg,omitempty"`
	// Rule is the rule number behind the decision, e.g. "14.11".
	Rule string `json:"rule"`
	// Options are the legal answers (at least one). For an allocation prompt
	// they are the targets, and the answer is a vector of points.
	Options []Option `json:"options"`
	// Alloc is set when the answer is a split of points over the options.
	Alloc *Alloc `json:"alloc,omitempty"`
	// Words, when set, fills Text, Msg and SubMsg on demand, as
	// Option.Text does an option's: a bot never reads the question, and a
	// prompt answered at once (one option) is never shown. Resolve runs it
	// once and clears it; the JSON form runs it on a copy.
	Words func(p *Prompt) `json:"-"`
}

// ResolveWords fills the question's Text, Msg and SubMsg if they are built
// on demand (Words).
func (p *Prompt) ResolveWords() {
	if f := p.Words; f != nil {
		p.Words = nil
		f(p)
	}
}

// plainPrompt is Prompt without its methods, for its JSON form.
type plainPrompt Prompt

// MarshalJSON writes the prompt with its question's words built (on a
// copy: the prompt itself is left as it is); its options build theirs
// (Option.MarshalJSON).
func (p Prompt) MarshalJSON() ([]byte, error) {
	p.ResolveWords()
	return json.Marshal(plainPrompt(p))
}

// Option is one legal answer, with its odds.
type Option struct {
	// Key is a stable id for the answer within this prompt ("area:north-sea",
	// "col:2", "yes").
	Key   string `json:"key"`
	Label string `json:"label"`
	// Detail explains the option (the numbers behind the odds, in words).
	Detail string `json:"detail,omitempty"`
	// LabelMsg and DetailMsg, when set, are Label and Detail as messages
	// for the catalogue (Label and Detail stay their English fallback).
	LabelMsg  *Msg `json:"labelMsg,omitempty"`
	DetailMsg *Msg `json:"detailMsg,omitempty"`
	// Odds are the exact chances of the outcomes this option leads to, as
	// computed from the tables (probabilities sum to at most 1).
	Odds []Odd  `json:"odds,omitempty"`
	Rule string `json:"rule,omitempty"`
	// Ref is the counter, area or box the option points at, for direct
	// manipulation in the UI. Neither Key nor Ref may carry what the
	// deciding seat cannot see (the identity under a face-down counter).
	Ref string `json:"ref,omitempty"`
	// Text, when set, fills Label, Detail, LabelMsg and DetailMsg on
	// demand, and OddsFn computes Odds on demand: a bot playing a whole
	// campaign reads neither the words nor (for most prompts) the odds, and
	// building them for every option of every prompt was half the engine's
	// time. Resolve runs them once and clears them; a prompt is resolved
	// before anyone outside the rules sees it (Prompt.Resolve, the JSON
	// form, a state's clone), while the game waits on it, so they see the
	// state the prompt was asked in.
	Text   func(o *Option) `json:"-"`
	OddsFn func() []Odd    `json:"-"`
}

// Resolve fills the option's text and odds if they are built on demand.
func (o *Option) Resolve() {
	o.ResolveText()
	o.ResolveOdds()
}

// ResolveText fills Label, Detail, LabelMsg and DetailMsg if they are
// built on demand.
func (o *Option) ResolveText() {
	if f := o.Text; f != nil {
		o.Text = nil
		f(o)
	}
}

// ResolveOdds fills Odds if they are computed on demand.
func (o *Option) ResolveOdds() {
	if f := o.OddsFn; f != nil {
		o.OddsFn = nil
		o.Odds = f()
	}
}

// OddsOf is the option's odds, computed now if they are computed on demand
// (a bot reading a copy of the option; see LazyOdds).
func (o Option) OddsOf() []Odd {
	if o.OddsFn != nil {
		return o.OddsFn()
	}
	return o.Odds
}

// LazyOdds wraps odds computed on demand so that they are computed once,
// however many copies of the option ask for them.
func LazyOdds(fn func() []Odd) func() []Odd {
	// The odds and whether they are made in one variable: the closure and
	// it are two allocations, not three (issue 16).
	var l struct {
		odds []Odd
		done bool
	}
	return func() []Odd {
		if !l.done {
			l.odds, l.done = fn(), true
		}
		return l.odds
	}
}

// Lazy reports whether the option still has text or odds to build.
func (o *Option) Lazy() bool { return o.Text != nil || o.OddsFn != nil }

// plainOption is Option without its methods, for its JSON form.
type plainOption Option

// MarshalJSON writes the option with its text and odds built (on a copy:
// the option itself is left as it is).
func (o Option) MarshalJSON() ([]byte, error) {
	o.Resolve()
	return json.Marshal(plainOption(o))
}

// Resolve builds every option's text and odds (see Option.Text). The UI,
// saves and hashes read resolved prompts; a bot that wants only the odds
// calls ResolveOdds.
func (p *Prompt) Resolve() {
	if p == nil {
		return
	}
	p.ResolveWords()
	for i := range p.Options {
		p.Options[i].Resolve()
	}
}

// ResolveOdds computes every option's odds that are computed on demand.
func (p *Prompt) ResolveOdds() {
	if p == nil {
		return
	}
	for i := range p.Options {
		p.Options[i].ResolveOdds()
	}
}

// Odd is the probability of one outcome.
type Odd struct {
	Outcome string  `json:"outcome"`
	P       float64 `json:"p"`
}

// Alloc describes a split of points over the prompt's options (targets):
// every chosen target takes at least Min points, the total is at most Total,
// and Exact requires the total to be exactly Total.
type Alloc struct {
	Total int  `json:"total"`
	Min   int  `json:"min"`
	Exact bool `json:"exact,omitempty"`
	// Max, when set, holds one limit per option: the most points that option
	// may take (0 = no limit beyond Total), e.g. the Italian one-torpedo
	// doctrine [30.81].
	Max []int `json:"max,omitempty"`
	// Bonus, when set, lets the options that have a Max go beyond it out
	// of one pool of Bonus points shared among them: Σ max(0, v − Max) ≤
	// Bonus (the dispersal bonus on top of the Italian doctrine's one point
	// per merchant [30.81]).
	Bonus int `json:"bonus,omitempty"`
	// PerTarget[i][p] are the odds for option i when it takes p points
	// (index 0 is "not targeted").
	PerTarget [][][]Odd `json:"perTarget,omitempty"`
}

// Choice answers a prompt: the index of the chosen option, or for an
// allocation prompt the points given to each option, or for a prompt that
// wants a payload the option and the payload. It is stored in replays in a
// compact form: a bare number, an array for allocations, or
// {"o":option,"data":payload}.
type Choice struct {
	Option int   `json:"-"`
	Points []int `json:"-"`
	// Data is the structured answer, as compact JSON (see Prompt.Payload).
	Data []byte `json:"-"`
}

// WithData is the choice of option i with a structured payload, encoded as
// compact JSON.
func WithData(i int, payload any) (Choice, error) {
	b, err := json.Marshal(payload)
	if err != nil {
		return Choice{}, err
	}
	return Choice{Option: i, Data: b}, nil
}

// Decode reads the choice's payload into v.
func (c Choice) Decode(v any) error {
	if c.Data == nil {
		return fmt.Errorf("the answer carries no data")
	}
	return json.Unmarshal(c.Data, v)
}

// Pick is the choice of option i.
func Pick(i int) Choice { return Choice{Option: i} }

// Split is an allocation choice.
func Split(points ...int) Choice { return Choice{Points: append([]int{}, points...)} }

// MarshalJSON writes 3 for Pick(3), [2,0,3] for Split(2,0,3), and
// {"o":1,"data":{...}} for a choice with a payload.
func (c Choice) MarshalJSON() ([]byte, error) {
	if c.Data != nil {
		var b bytes.Buffer
		if err := json.Compact(&b, c.Data); err != nil {
			return nil, fmt.Errorf("choice payload: %v", err)
		}
		return []byte(`{"o":` + strconv.Itoa(c.Option) + `,"data":` + b.String() + `}`), nil
	}
	if c.Points == nil {
		return []byte(strconv.Itoa(c.Option)), nil
	}
	var b strings.Builder
	b.WriteByte('[')
	for i, p := range c.Points {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Itoa(p))
	}
	b.WriteByte(']')
	return []byte(b.String()), nil
}

// UnmarshalJSON reads the compact form.
func (c *Choice) UnmarshalJSON(b []byte) error {
	s := strings.TrimSpace(string(b))
	if strings.HasPrefix(s, "{") {
		var o struct {
			O    *int            `json:"o"`
			Data json.RawMessage `json:"data"`
		}
		if err := json.Unmarshal([]byte(s), &o); err != nil {
			return fmt.Errorf("choice: %v", err)
		}
		if o.O == nil || o.Data == nil || string(o.Data) == "null" {
			return fmt.Errorf("choice: an object needs \"o\" and \"data\"")
		}
		var compact bytes.Buffer
		if err := json.Compact(&compact, o.Data); err != nil {
			return fmt.Errorf("choice payload: %v", err)
		}
		c.Option, c.Points, c.Data = *o.O, nil, compact.Bytes()
		return nil
	}
	if strings.HasPrefix(s, "[") {
		if !strings.HasSuffix(s, "]") {
			return fmt.Errorf("choice %q: unterminated array", s)
		}
		inner := strings.TrimSpace(s[1 : len(s)-1])
		c.Option, c.Data = 0, nil
		c.Points = []int{}
		if inner == "" {
			return nil
		}
		for _, f := range strings.Split(inner, ",") {
			v, err := strconv.Atoi(strings.TrimSpace(f))
			if err != nil {
				return fmt.Errorf("choice %q: %v", s, err)
			}
			c.Points = append(c.Points, v)
		}
		return nil
	}
	v, err := strconv.Atoi(s)
	if err != nil {
		return fmt.Errorf("choice %q: not a number or an array", s)
	}
	c.Option, c.Points, c.Data = v, nil, nil
	return nil
}

func (c Choice) String() string {
	b, _ := c.MarshalJSON()
	return string(b)
}

// ErrIllegal wraps every rejected choice: the game state is unchanged.
var ErrIllegal = errors.New("illegal choice")

// Validate checks a choice against a prompt. It never panics.
func (p *Prompt) Validate(c Choice) error {
	if p == nil {
		return fmt.Errorf("%w: no decision is pending", ErrIllegal)
	}
	if p.Payload != "" {
		if c.Points != nil || c.Data == nil {
			return fmt.Errorf("%w: %s [%s] wants an option with its %s", ErrIllegal, p.Kind, p.Rule, p.Payload)
		}
		if c.Option < 0 || c.Option >= len(p.Options) {
			return fmt.Errorf("%w: %s [%s]: option %d is not one of the %d offered", ErrIllegal, p.Kind, p.Rule, c.Option, len(p.Options))
		}
		if !json.Valid(c.Data) {
			return fmt.Errorf("%w: %s [%s]: the %s is not valid JSON", ErrIllegal, p.Kind, p.Rule, p.Payload)
		}
		return nil
	}
	if c.Data != nil {
		return fmt.Errorf("%w: %s [%s] takes no data with its answer", ErrIllegal, p.Kind, p.Rule)
	}
	if p.Alloc == nil {
		if c.Points != nil {
			return fmt.Errorf("%w: %s [%s] wants one option, got a split", ErrIllegal, p.Kind, p.Rule)
		}
		if c.Option < 0 || c.Option >= len(p.Options) {
			return fmt.Errorf("%w: %s [%s]: option %d is not one of the %d offered", ErrIllegal, p.Kind, p.Rule, c.Option, len(p.Options))
		}
		return nil
	}
	if c.Points == nil {
		return fmt.Errorf("%w: %s [%s] wants a split of %d points over %d targets", ErrIllegal, p.Kind, p.Rule, p.Alloc.Total, len(p.Options))
	}
	if len(c.Points) != len(p.Options) {
		return fmt.Errorf("%w: %s [%s]: %d values for %d targets", ErrIllegal, p.Kind, p.Rule, len(c.Points), len(p.Options))
	}
	total, used, over := 0, 0, 0
	for i, v := range c.Points {
		if v < 0 {
			return fmt.Errorf("%w: %s [%s]: negative points on %s", ErrIllegal, p.Kind, p.Rule, p.Options[i].Label)
		}
		if i < len(p.Alloc.Max) && p.Alloc.Max[i] > 0 && v > p.Alloc.Max[i] {
			if p.Alloc.Bonus == 0 {
				return fmt.Errorf("%w: %s [%s]: %s takes at most %d points", ErrIllegal, p.Kind, p.Rule, p.Options[i].Label, p.Alloc.Max[i])
			}
			over += v - p.Alloc.Max[i]
		}
		if v > 0 && v < p.Alloc.Min {
			return fmt.Errorf("%w: %s [%s]: %s needs at least %d points", ErrIllegal, p.Kind, p.Rule, p.Options[i].Label, p.Alloc.Min)
		}
		if v > 0 {
			used++
		}
		total += v
	}
	if over > p.Alloc.Bonus {
		return fmt.Errorf("%w: %s [%s]: %d points above the per-target limits, only %d bonus points", ErrIllegal, p.Kind, p.Rule, over, p.Alloc.Bonus)
	}
	if total > p.Alloc.Total {
		return fmt.Errorf("%w: %s [%s]: %d points allotted, only %d available", ErrIllegal, p.Kind, p.Rule, total, p.Alloc.Total)
	}
	if p.Alloc.Exact && total != p.Alloc.Total {
		return fmt.Errorf("%w: %s [%s]: all %d points must be allotted", ErrIllegal, p.Kind, p.Rule, p.Alloc.Total)
	}
	if used == 0 {
		return fmt.Errorf("%w: %s [%s]: choose at least one target", ErrIllegal, p.Kind, p.Rule)
	}
	return nil
}

// Entry is one line of the game log: a roll, an event, a decision or a phase
// marker. Entries are produced in order and carry a running number.
type Entry struct {
	Seq  int    `json:"seq"`
	Turn int    `json:"turn"`
	Date string `json:"date,omitempty"`
	// Kind is "roll", "event", "decision" or "phase".
	Kind  string     `json:"kind"`
	Rule  string     `json:"rule,omitempty"`
	Sub   string     `json:"sub,omitempty"`
	Text  string     `json:"text"`
	Roll  *dice.Roll `json:"roll,omitempty"`
	Event *Event     `json:"event,omitempty"`
	// Decision is the prompt sequence number this entry records (Kind
	// "decision"); undo goes back to it.
	Decision int `json:"decision,omitempty"`
	// Seat is who made the decision (Kind "decision"; "" in solitaire).
	Seat Seat `json:"seat,omitempty"`
	// To lists the seats that may see the entry; empty means everyone.
	To []Seat `json:"to,omitempty"`

	// Msg, when set, is Text as a message for the catalogue (Text stays its
	// English fallback).
	Msg *Msg `json:"msg,omitempty"`
}

// VisibleTo reports whether seat may see the entry. A solitaire game's
// entries are all public.
func (e *Entry) VisibleTo(seat Seat) bool {
	if len(e.To) == 0 {
		return true
	}
	for _, s := range e.To {
		if s == seat {
			return true
		}
	}
	return false
}

// Event is a structured game event: what happened (Type), to whom and
// where, and the system's own payload (Data) — the campaigns' deltas to
// their tracks, a tactical game's damage, a strategic game's IPC — so that
// tests can check that the state equals the sum of the events. In JSON the
// payload's fields stand beside the common ones.
type Event struct {
	Type string `json:"type"`
	Sub  string `json:"sub,omitempty"`
	Unit string `json:"unit,omitempty"`
	Area string `json:"area,omitempty"`
	// Data is the system's payload: a struct encoded as a JSON object, or
	// RawEvent when the event was read back from JSON.
	Data any `json:"-"`
}

// Tone is how an event reads for the side that caused it: good news, bad
// news, or neither. The log colours its lines by it.
type Tone int

// The tones.
const (
	Neutral Tone = iota
	Good
	Bad
)

// Toned is implemented by payloads that have a tone.
type Toned interface{ Tone() Tone }

// Tone is the event's tone, from its payload (Neutral when it has none).
func (e *Event) Tone() Tone {
	if t, ok := e.Data.(Toned); ok {
		return t.Tone()
	}
	return Neutral
}

// RawEvent is an event's whole JSON object as read back (Event.Data after
// UnmarshalJSON): a system decodes its payload from it.
type RawEvent []byte

type eventBase struct {
	Type string `json:"type"`
	Sub  string `json:"sub,omitempty"`
	Unit string `json:"unit,omitempty"`
	Area string `json:"area,omitempty"`
}

// MarshalJSON writes the common fields, then the payload's fields.
func (e Event) MarshalJSON() ([]byte, error) {
	b, err := json.Marshal(eventBase{e.Type, e.Sub, e.Unit, e.Area})
	if err != nil || e.Data == nil {
		return b, err
	}
	var d []byte
	if raw, ok := e.Data.(RawEvent); ok {
		// The fields read back other than the common ones.
		var m map[string]json.RawMessage
		if err := json.Unmarshal(raw, &m); err != nil {
			return nil, err
		}
		for _, k := range []string{"type", "sub", "unit", "area"} {
			delete(m, k)
		}
		d, err = json.Marshal(m)
	} else {
		d, err = json.Marshal(e.Data)
	}
	if err != nil {
		return nil, err
	}
	d = bytes.TrimSpace(d)
	if len(d) < 2 || d[0] != '{' {
		return nil, fmt.Errorf("event %s: the payload is not an object", e.Type)
	}
	if string(d) == "{}" {
		return b, nil
	}
	out := append(b[:len(b)-1:len(b)-1], ',')
	return append(out, d[1:]...), nil
}

// UnmarshalJSON reads the common fields and keeps the whole object as the
// payload (RawEvent).
func (e *Event) UnmarshalJSON(b []byte) error {
	var base eventBase
	if err := json.Unmarshal(b, &base); err != nil {
		return err
	}
	*e = Event{Type: base.Type, Sub: base.Sub, Unit: base.Unit, Area: base.Area, Data: RawEvent(append([]byte(nil), b...))}
	return nil
}

// Leaner is a game that can hand over its pending prompt with the options'
// words and odds still unbuilt (Option.Text, OddsFn), for bots and replays.
type Leaner interface {
	LeanPrompt() *Prompt
}

// LeanPrompt is g's pending prompt as cheaply as g can give it: unbuilt
// words and odds where g builds them on demand. Read odds through
// Option.OddsOf; show or save a prompt from Game.Prompt.
func LeanPrompt(g Game) *Prompt {
	if l, ok := g.(Leaner); ok {
		return l.LeanPrompt()
	}
	return g.Prompt()
}

// Game is a rules engine for one game system. Its state advances only
// through Start and Apply; the same scenario, seed and choices always give
// the same state, byte for byte.
type Game interface {
	// Start runs the automatic steps from the scenario set-up to the first
	// decision and returns the log entries produced.
	Start() ([]Entry, error)
	// Prompt is the pending decision, or nil when the game is over.
	Prompt() *Prompt
	// Apply validates the choice against the pending prompt (an illegal one
	// is an error wrapping ErrIllegal and changes nothing), applies it and
	// runs on to the next decision.
	Apply(Choice) ([]Entry, error)
	// Over reports whether the game has ended.
	Over() bool
	// Snapshot serialises the whole state (JSON).
	Snapshot() ([]byte, error)
}

// Player answers prompts. Bots implement it, and so does the UI's human
// player adapter.
type Player interface {
	Choose(g Game, p *Prompt) Choice
}
