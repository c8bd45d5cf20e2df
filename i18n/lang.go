// Package i18n is Periscope's message catalogue: every word the player reads,
// in English and Italian, looked up by message id with typed arguments.
//
// The rules engine never builds a finished sentence for the player: it emits
// an engine.Msg (an id and named, typed arguments) beside its English
// fallback, and the UI shows it through Text, in the player's language. A
// saved log holds only ids and arguments, so it reads in whatever language
// the player picks later.
//
// A message's text is a template: {name} is an argument's value, formatted
// for the language (29,150 t / 29.150 t, 4.5% / 4,5 %, an area's own name);
// {name|one|other} picks the word form for a count by the language's plural
// rule. The catalogue is plain Go data (defs_*.go), one entry per id with its
// English and Italian text side by side; the package's tests fail on an id
// without either text, on a placeholder naming an argument the id does not
// declare, and on a plural with the wrong number of forms.
//
// The package is plain Go (no Ebitengine): game/ may name ids from it and
// render/ shows them.
//
// A new game system adds its words in a file of its own (defs_<system>.go:
// register(Def{ID: "tactical.torpedo-hit", Args: "boat:unit tons:tons",
// EN: "…", IT: "…"})) and emits them from its rules beside the English text:
//
//	e := engine.Entry{Text: fmt.Sprintf(...), Msg: engine.M(idTorpedoHit,
//		engine.Unit("boat", s.ID), engine.Tons("tons", t))}
//
// Prompt.Msg, Option.LabelMsg and Option.DetailMsg do the same for
// decisions; the UI shows Question, Label, Detail and Entry, which fall back
// to the English text wherever no message is set. Ids are dotted, the
// system's name first; a number's word form is {n|one|other}, never "(s)".
//
// The catalogue is authored, reviewed and tested as Go, and native builds
// compile it as written. The browser build compiles the same messages from
// one string: the build moves every Def literal of constants out of its
// register call into a generated file (EncodeDefs, registerData;
// catalogue_data.go and wasm/webbuild/catalogue_overlay.go say why and
// how), and webbuild's TestCatalogueOverlay runs this package's tests on
// that form. Nothing changes for an author: a Def in a register call is
// all a message needs.
package i18n

import (
	"math"
	"strconv"
	"strings"
)

// Lang is a language the game speaks.
type Lang string

// The languages.
const (
	EN Lang = "en"
	IT Lang = "it"
)

// Langs are the languages offered, in the order the settings cycle through.
var Langs = []Lang{EN, IT}

// Valid reports whether the game speaks l.
func (l Lang) Valid() bool { return l == EN || l == IT }

// Native is the language's name in itself, for the language setting.
func (l Lang) Native() string {
	if l == IT {
		return "Italiano"
	}
	return "English"
}

// Detect picks the game's language for a browser language tag ("it-IT",
// navigator.language) or a POSIX locale ("it_IT.UTF-8", $LANG): Italian for
// any Italian tag, English otherwise.
func Detect(tag string) Lang {
	t := strings.ToLower(strings.TrimSpace(tag))
	if t == "it" || strings.HasPrefix(t, "it-") || strings.HasPrefix(t, "it_") || strings.HasPrefix(t, "it.") {
		return IT
	}
	return EN
}

// Plural forms. English and Italian both have two for whole numbers: one
// (exactly 1) and other (0, 2, 3 …; "0 navi", "0 ships").
const (
	One   = 0
	Other = 1
)

// PluralForms is how many word forms a plural placeholder takes in l.
func (l Lang) PluralForms() int { return 2 }

// Plural is the index of the word form a count n takes in l.
func (l Lang) Plural(n int) int {
	if n == 1 || n == -1 {
		return One
	}
	return Other
}

// separators returns the thousands separator and the decimal mark.
func (l Lang) separators() (thousands, decimal string) {
	if l == IT {
		return ".", ","
	}
	return ",", "."
}

// nbsp keeps a number and its unit on one line.
const nbsp = "\u00a0"

// Int writes n with the language's thousands separator: 29,150 / 29.150.
// Italian, like English here, groups from four digits on.
func (l Lang) Int(n int) string {
	th, _ := l.separators()
	s := strconv.Itoa(n)
	neg := strings.HasPrefix(s, "-")
	if neg {
		s = s[1:]
	}
	var b strings.Builder
	if neg {
		b.WriteByte('-')
	}
	for i := range len(s) {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteString(th)
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// Decimal writes v with the given number of decimals and the language's
// marks: 4.5 / 4,5; 1,234.5 / 1.234,5.
func (l Lang) Decimal(v float64, decimals int) string {
	_, dec := l.separators()
	s := strconv.FormatFloat(math.Abs(v), 'f', decimals, 64)
	whole, frac, _ := strings.Cut(s, ".")
	n, _ := strconv.Atoi(whole)
	out := l.Int(n)
	if v < 0 && (n != 0 || strings.Trim(frac, "0") != "") {
		out = "-" + out
	}
	if frac != "" {
		out += dec + frac
	}
	return out
}

// Tons writes a tonnage in tons: 29,150 t / 29.150 t.
func (l Lang) Tons(t int) string { return l.Int(t) + nbsp + "t" }

// KT writes a tonnage given in thousands of tons, the counters' unit.
func (l Lang) KT(kt int) string { return l.Tons(kt * 1000) }

// Percent writes a probability (0..1) as a percentage, with one decimal
// below 10 % and none above, as the odds are shown: 48%, 4.5% / 48 %, 4,5 %
// (Italian puts a space before the sign). It never shows a certain-looking
// 100 % or 0 % for an outcome that is merely very likely or very unlikely.
func (l Lang) Percent(p float64) string {
	v := p * 100
	var s string
	switch {
	case v >= 99.95 && v < 100:
		s = ">" + l.Decimal(99.9, 1)
	case v >= 9.95:
		s = l.Decimal(v, 0)
	case v >= 0.05:
		s = l.Decimal(v, 1)
	case v > 0:
		s = "<" + l.Decimal(0.1, 1)
	default:
		s = "0"
	}
	if l == IT {
		return s + nbsp + "%"
	}
	return s + "%"
}
