package engine

import "slices"

// Msg is player-visible text as a message id with typed arguments, free of
// any language: the catalogue (package periscope/i18n) turns it into English
// or Italian when it is shown. The engine keeps its English text beside it
// (Entry.Text, Prompt.Text, Option.Label/Detail) as the fallback for ids the
// catalogue does not know and for tools that read the log as text.
//
// A Msg is plain data: it serialises to JSON and back unchanged, so a saved
// log can be shown again in whatever language the player picks later.
type Msg struct {
	ID   string `json:"id"`
	Args []Arg  `json:"args,omitempty"`
}

// ArgKind says how an argument is shown: a number is grouped by the
// language's rules, an id is looked up in the theatre's data for its name in
// the language.
type ArgKind string

// The argument kinds.
const (
	ArgInt      ArgKind = "int"      // a count: 3, 29,150 / 29.150
	ArgTons     ArgKind = "tons"     // a tonnage in tons: 29,150 t / 29.150 t
	ArgKT       ArgKind = "kt"       // a tonnage in thousands of tons, as on the counters
	ArgPercent  ArgKind = "pct"      // a probability 0..1: 4.5 % / 4,5 %
	ArgDecimal  ArgKind = "dec"      // a number with one decimal: 5.1 / 5,1
	ArgSigned   ArgKind = "signed"   // a count with its sign: +3, -2, 0
	ArgUnit     ArgKind = "unit"     // a counter id (a boat, an Allied ship)
	ArgArea     ArgKind = "area"     // an area id
	ArgBase     ArgKind = "base"     // a base id
	ArgScenario ArgKind = "scenario" // a scenario id
	ArgRule     ArgKind = "rule"     // a rule number, "14.11"
	ArgMsg      ArgKind = "msg"      // a nested message
	ArgText     ArgKind = "text"     // text shown as it is (a name the data has no id for)
)

// Arg is one named argument of a message. Only the field its Kind uses is
// set: Int for counts and tonnages, Num for percentages, Str for ids, rule
// numbers and text, Msg for a nested message.
type Arg struct {
	Name string  `json:"n"`
	Kind ArgKind `json:"k"`
	Int  int     `json:"i,omitempty"`
	Num  float64 `json:"f,omitempty"`
	Str  string  `json:"s,omitempty"`
	Msg  *Msg    `json:"m,omitempty"`
}

// The constructors are not inlined: messages are built at hundreds of
// places in the rules, and a call is much less code there than the
// argument built in place (the wasm's size budget).

// M builds a message. The message and its arguments are one allocation
// (the arguments copied in, so the caller's list stays on its stack): the
// game log keeps hundreds of thousands of messages in a campaign, and each
// object less is less for the collector to find (issue 16).
//
//go:noinline
func M(id string, args ...Arg) *Msg {
	switch len(args) {
	case 0:
		return &Msg{ID: id}
	case 1:
		b := &struct {
			m Msg
			a [1]Arg
		}{a: [1]Arg(args)}
		b.m = Msg{ID: id, Args: b.a[:]}
		return &b.m
	case 2:
		b := &struct {
			m Msg
			a [2]Arg
		}{a: [2]Arg(args)}
		b.m = Msg{ID: id, Args: b.a[:]}
		return &b.m
	case 3:
		b := &struct {
			m Msg
			a [3]Arg
		}{a: [3]Arg(args)}
		b.m = Msg{ID: id, Args: b.a[:]}
		return &b.m
	case 4:
		b := &struct {
			m Msg
			a [4]Arg
		}{a: [4]Arg(args)}
		b.m = Msg{ID: id, Args: b.a[:]}
		return &b.m
	}
	return &Msg{ID: id, Args: slices.Clone(args)}
}

// Arg returns the argument called name, and whether there is one.
func (m *Msg) Arg(name string) (Arg, bool) {
	if m != nil {
		for _, a := range m.Args {
			if a.Name == name {
				return a, true
			}
		}
	}
	return Arg{}, false
}

// Int is a count argument.
//
//go:noinline
func Int(name string, n int) Arg { return Arg{Name: name, Kind: ArgInt, Int: n} }

// Tons is a tonnage argument in tons.
//
//go:noinline
func Tons(name string, t int) Arg { return Arg{Name: name, Kind: ArgTons, Int: t} }

// KT is a tonnage argument in thousands of tons (the counters' unit).
//
//go:noinline
func KT(name string, kt int) Arg { return Arg{Name: name, Kind: ArgKT, Int: kt} }

// Percent is a probability argument (0..1).
//
//go:noinline
func Percent(name string, p float64) Arg { return Arg{Name: name, Kind: ArgPercent, Num: p} }

// Decimal is a number shown with one decimal in the language's marks
// (an expected count of survivors: 5.1 / 5,1).
//
//go:noinline
func Decimal(name string, v float64) Arg { return Arg{Name: name, Kind: ArgDecimal, Num: v} }

// Signed is a count shown with its sign (a gain or a loss: +3 / -2).
//
//go:noinline
func Signed(name string, n int) Arg { return Arg{Name: name, Kind: ArgSigned, Int: n} }

// Unit is a counter id argument.
//
//go:noinline
func Unit(name, id string) Arg { return Arg{Name: name, Kind: ArgUnit, Str: id} }

// Area is an area id argument.
//
//go:noinline
func Area(name, id string) Arg { return Arg{Name: name, Kind: ArgArea, Str: id} }

// Base is a base id argument.
//
//go:noinline
func Base(name, id string) Arg { return Arg{Name: name, Kind: ArgBase, Str: id} }

// Scenario is a scenario id argument.
//
//go:noinline
func Scenario(name, id string) Arg { return Arg{Name: name, Kind: ArgScenario, Str: id} }

// Rule is a rule-number argument.
//
//go:noinline
func Rule(name, number string) Arg { return Arg{Name: name, Kind: ArgRule, Str: number} }

// Nested is a message argument.
//
//go:noinline
func Nested(name string, m *Msg) Arg { return Arg{Name: name, Kind: ArgMsg, Msg: m} }

// Text is an argument shown as it is.
//
//go:noinline
func Text(name, s string) Arg { return Arg{Name: name, Kind: ArgText, Str: s} }
