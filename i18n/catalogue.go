package i18n

import (
	"fmt"
	"sort"
	"strings"
	"sync"

	"periscope/game/engine"
)

// Def is one message: its id, the arguments it takes ("boat:unit
// ships:int"; the kinds are engine.ArgKind's) and its text in each
// language.
type Def struct {
	ID   string
	Args string
	EN   string
	IT   string
}

// text is the def's template in l.
func (d Def) text(l Lang) string {
	if l == IT {
		return d.IT
	}
	return d.EN
}

// argKinds parses Args.
func (d Def) argKinds() (map[string]engine.ArgKind, error) {
	out := map[string]engine.ArgKind{}
	for _, f := range strings.Fields(d.Args) {
		name, kind, ok := strings.Cut(f, ":")
		if !ok || name == "" {
			return nil, fmt.Errorf("%s: argument %q is not name:kind", d.ID, f)
		}
		if !knownKinds[engine.ArgKind(kind)] {
			return nil, fmt.Errorf("%s: argument %s has unknown kind %q", d.ID, name, kind)
		}
		if _, dup := out[name]; dup {
			return nil, fmt.Errorf("%s: argument %s declared twice", d.ID, name)
		}
		out[name] = engine.ArgKind(kind)
	}
	return out, nil
}

var knownKinds = map[engine.ArgKind]bool{
	engine.ArgInt: true, engine.ArgTons: true, engine.ArgKT: true, engine.ArgPercent: true,
	engine.ArgDecimal: true, engine.ArgSigned: true, engine.ArgUnit: true, engine.ArgArea: true, engine.ArgBase: true, engine.ArgScenario: true,
	engine.ArgRule: true, engine.ArgMsg: true, engine.ArgText: true,
}

// numberAgrees are the kinds of name a verb may agree with in number
// ({area|ha|hanno}, data_case.go).
var numberAgrees = map[engine.ArgKind]bool{engine.ArgMsg: true, engine.ArgText: true, engine.ArgArea: true, engine.ArgBase: true}

// numeric kinds may choose a plural form.
var numeric = map[engine.ArgKind]bool{engine.ArgInt: true, engine.ArgTons: true, engine.ArgKT: true}

// piece is one part of a parsed template: literal text, or an argument
// (with word forms for a plural).
type piece struct {
	lit   string
	arg   string
	forms []string
}

// parse splits a template into pieces.
func parse(s string) ([]piece, error) {
	var out []piece
	for s != "" {
		i := strings.IndexByte(s, '{')
		if i < 0 {
			if strings.Contains(s, "}") {
				return nil, fmt.Errorf("stray } in %q", s)
			}
			out = append(out, piece{lit: s})
			break
		}
		if i > 0 {
			if strings.Contains(s[:i], "}") {
				return nil, fmt.Errorf("stray } in %q", s)
			}
			out = append(out, piece{lit: s[:i]})
		}
		j := strings.IndexByte(s[i:], '}')
		if j < 0 {
			return nil, fmt.Errorf("unclosed { in %q", s)
		}
		body := s[i+1 : i+j]
		if strings.Contains(body, "{") {
			return nil, fmt.Errorf("nested { in %q", s)
		}
		parts := strings.Split(body, "|")
		if parts[0] == "" {
			return nil, fmt.Errorf("empty placeholder in %q", s)
		}
		p := piece{arg: parts[0]}
		if len(parts) > 1 {
			p.forms = parts[1:]
		}
		out = append(out, p)
		s = s[i+j+1:]
	}
	return out, nil
}

// entry is a def with its parsed templates. The templates are parsed (and
// the def checked) the first time the message is shown, not at start-up:
// registering the whole catalogue that way cost about 44,000 allocations
// and 5 MB of Go heap before the first frame (issue 16).
type entry struct {
	def  Def
	once sync.Once
	bad  error      // why the def failed its check (then it shows as its id)
	tmpl [2][]piece // by langIndex
}

// langIndex is l's place in entry.tmpl.
func langIndex(l Lang) int {
	if l == IT {
		return 1
	}
	return 0
}

// load checks the def and parses its templates, once; it returns why the
// def is bad, if it is.
func (e *entry) load() error {
	e.once.Do(func() {
		if e.bad = check(e.def); e.bad != nil {
			return
		}
		for _, l := range Langs {
			e.tmpl[langIndex(l)], _ = parse(e.def.text(l))
		}
	})
	return e.bad
}

var (
	catalogue = map[string]*entry{}
	// problems are the defs that failed to register (no id, or an id
	// defined twice), for the tests; Problems adds those that fail their
	// check.
	problems []error
)

// allProblems checks every def registered and returns every problem found:
// the tests fail on any. A def that fails its check shows as its id.
func allProblems() []error {
	out := append([]error(nil), problems...)
	for _, id := range IDs() {
		if err := catalogue[id].load(); err != nil {
			out = append(out, err)
		}
	}
	return out
}

// register adds defs to the catalogue (checked and parsed when first
// shown, see entry); a def without an id or with an id already taken is
// recorded in problems and left out.
func register(defs ...Def) {
	for _, d := range defs {
		registerEntry(&entry{def: d})
	}
}

// registerEntry adds e (its def set, nothing else) to the catalogue, or
// records in problems why it cannot.
func registerEntry(e *entry) {
	d := &e.def
	if d.ID == "" {
		problems = append(problems, fmt.Errorf("a message without an id (%q)", d.EN))
		return
	}
	if _, dup := catalogue[d.ID]; dup {
		problems = append(problems, fmt.Errorf("%s: defined twice", d.ID))
		return
	}
	catalogue[d.ID] = e
}

// check validates a def: both texts present, every placeholder an argument
// the id declares, plurals only on counts and with as many forms as the
// language has, and every declared argument used by some text.
func check(d Def) error {
	if d.ID == "" {
		return fmt.Errorf("a message without an id (%q)", d.EN)
	}
	kinds, err := d.argKinds()
	if err != nil {
		return err
	}
	used := map[string]bool{}
	for _, l := range Langs {
		t := d.text(l)
		if strings.TrimSpace(t) == "" {
			return fmt.Errorf("%s: no %s text", d.ID, l)
		}
		ps, err := parse(t)
		if err != nil {
			return fmt.Errorf("%s (%s): %v", d.ID, l, err)
		}
		for _, p := range ps {
			if p.arg == "" {
				continue
			}
			k, ok := kinds[p.arg]
			if !ok {
				return fmt.Errorf("%s (%s): uses {%s}, which the id does not have", d.ID, l, p.arg)
			}
			used[p.arg] = true
			if p.forms != nil && !numeric[k] && len(p.forms) == 1 && caseForms[p.forms[0]] {
				continue // a name in a grammatical case ({area|da}, data_case.go)
			}
			if p.forms != nil && !numeric[k] && len(p.forms) == 4 {
				continue // a word agreeing with a name ({force|o|a|i|e}, data_case.go)
			}
			if p.forms != nil && numberAgrees[k] && len(p.forms) == 2 {
				continue // a verb agreeing in number with a name ({force|rientra|rientrano}, data_case.go)
			}
			if p.forms != nil {
				if !numeric[k] {
					return fmt.Errorf("%s (%s): plural on {%s}, a %s", d.ID, l, p.arg, k)
				}
				if len(p.forms) != l.PluralForms() {
					return fmt.Errorf("%s (%s): {%s} has %d plural forms, %s has %d", d.ID, l, p.arg, len(p.forms), l, l.PluralForms())
				}
			}
		}
	}
	for name := range kinds {
		if !used[name] {
			return fmt.Errorf("%s: argument %s is used by no text", d.ID, name)
		}
	}
	return nil
}

// Has reports whether the catalogue knows id.
func Has(id string) bool {
	_, ok := catalogue[id]
	return ok || id == ModID || id == OutcomeID || id == FormulaID || id == DataID
}

// OutcomeID is the id of a message that is an odds outcome's English key in
// argument "s" (engine.M(OutcomeID, engine.Text("s", "RTB"))), shown as
// Outcome shows it.
const OutcomeID = "outcome"

// IDs lists the catalogue's ids, sorted.
func IDs() []string {
	out := make([]string, 0, len(catalogue))
	for id := range catalogue {
		out = append(out, id)
	}
	sort.Strings(out)
	return out
}

// Msg renders a message in l, naming ids through names (nil: the ids as
// they are). An id the catalogue does not know renders as the id; an
// argument the message lacks renders as {name}.
func (l Lang) Msg(m *engine.Msg, names Names) string {
	if m == nil {
		return ""
	}
	switch m.ID {
	case ModID:
		a, _ := m.Arg("s")
		return l.modReason(a.Str)
	case FormulaID:
		a, _ := m.Arg("s")
		return l.Formula(a.Str)
	case DataID:
		return l.dataText(m)
	case OutcomeID:
		a, _ := m.Arg("s")
		return l.outcome(a.Str)
	case repeatRollID:
		return l.repeatedRoll(m, names)
	}
	e, ok := catalogue[m.ID]
	if !ok || e.load() != nil {
		return m.ID
	}
	return l.render(e, m, names)
}

// render fills e's template in l with m's arguments.
func (l Lang) render(e *entry, m *engine.Msg, names Names) string {
	e.load()
	t := e.tmpl[langIndex(l)]
	if len(t) == 1 && t[0].arg == "" {
		// A plain label (a button's word, every frame): its text as it
		// is, without building a copy (issue 16).
		return t[0].lit
	}
	var b strings.Builder
	for _, p := range t {
		if p.arg == "" {
			b.WriteString(p.lit)
			continue
		}
		a, ok := m.Arg(p.arg)
		if !ok {
			b.WriteString("{" + p.arg + "}")
			continue
		}
		if p.forms != nil && !numeric[a.Kind] && len(p.forms) == 4 {
			b.WriteString(l.agreeForm(a, p.forms))
			continue
		}
		if p.forms != nil && numberAgrees[a.Kind] && len(p.forms) == 2 {
			b.WriteString(l.numberForm(a, p.forms))
			continue
		}
		if p.forms != nil && !numeric[a.Kind] {
			b.WriteString(l.caseForm(a, p.forms[0], names))
			continue
		}
		if p.forms != nil {
			b.WriteString(p.forms[l.Plural(a.Int)])
			continue
		}
		b.WriteString(l.value(a, names))
	}
	return b.String()
}

// value writes one argument.
func (l Lang) value(a engine.Arg, names Names) string {
	switch a.Kind {
	case engine.ArgInt:
		return l.Int(a.Int)
	case engine.ArgTons:
		return l.Tons(a.Int)
	case engine.ArgKT:
		return l.KT(a.Int)
	case engine.ArgPercent:
		return l.Percent(a.Num)
	case engine.ArgDecimal:
		return l.Decimal(a.Num, 1)
	case engine.ArgSigned:
		if a.Int > 0 {
			return "+" + l.Int(a.Int)
		}
		return l.Int(a.Int)
	case engine.ArgMsg:
		return l.Msg(a.Msg, names)
	case engine.ArgUnit, engine.ArgArea, engine.ArgBase, engine.ArgScenario:
		if names != nil {
			if s := names.Name(l, a.Kind, a.Str); s != "" {
				return s
			}
		}
		return a.Str
	}
	return a.Str
}

// T renders id with args in l.
func (l Lang) T(id string, args ...engine.Arg) string {
	return l.Msg(&engine.Msg{ID: id, Args: args}, current.names())
}

// uiState is the language and names the UI shows, set by render (one
// player, one screen; game/ never reads them).
type uiState struct {
	sync.RWMutex
	lang Lang
	nm   Names
}

var current = &uiState{lang: EN}

func (c *uiState) names() Names {
	c.RLock()
	defer c.RUnlock()
	return c.nm
}

// SetLang sets the language the UI speaks.
func SetLang(l Lang) {
	if !l.Valid() {
		l = EN
	}
	current.Lock()
	current.lang = l
	current.Unlock()
}

// Current is the language the UI speaks.
func Current() Lang {
	current.RLock()
	defer current.RUnlock()
	return current.lang
}

// SetNames sets where the UI looks up the names of ids (the theatre being
// played); nil shows ids as they are.
func SetNames(n Names) {
	current.Lock()
	current.nm = n
	current.Unlock()
}

// T renders id with args in the UI's language.
func T(id string, args ...engine.Arg) string { return Current().T(id, args...) }

// Text renders a message in the UI's language, or fallback (the engine's
// English text) when m is nil or its id is unknown to the catalogue.
func Text(m *engine.Msg, fallback string) string {
	if m == nil || !Has(m.ID) {
		return fallback
	}
	return Current().Msg(m, current.names())
}
