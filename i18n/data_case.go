package i18n

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"periscope/game/engine"
)

// A name in a grammatical case. An Italian template writes a place's name
// with the preposition that governs it, "{from|da}", and the catalogue
// joins them the way Italian does: "dal Golfo della Sirte", "dalla Baia di
// Suda", "da Napoli", "nel Mar Ionio", "a Malta". The article and the
// preposition of place come from the name's grammar (NameGrammarIT); a
// name without one is a city's or an island's ("da Malta", "a Malta").
// The forms are the cases below; English templates do not use them (an
// English name in a case is the name).

// caseForms are the forms a name placeholder may take: "art" the name with
// its article ("il Golfo di Taranto"), "Art" the same opening a sentence
// ("La 1a Squadra rientra"), "in" where something is ("nel Golfo
// di Taranto", "a Taranto"), and the prepositions a, da, di, su, per and
// verso joined to the article, and con before it ("con la 1a Squadra").
var caseForms = map[string]bool{"art": true, "Art": true, "in": true, "a": true, "da": true, "di": true, "su": true, "per": true, "verso": true, "con": true}

// Grammar is how Italian uses a name: its article (il, lo, la, l', i, gli,
// le; "" for none), the preposition of place ("in" by default for a name
// with an article, "a" for one without) and whether the name's first word
// is a common noun written small inside a sentence ("le acque di Creta").
type Grammar struct {
	Art   string
	In    string
	Lower bool
	// Fem marks a feminine name whose article does not say so ("l'").
	Fem bool
	// Plural marks a plural name whose article does not say so (one
	// without an article: "Regno Unito e USA").
	Plural bool
	// InBare marks a country or a region whose "in" takes no article
	// ("in Germania", "in Brasile") though every other case does ("dalla
	// Germania", "il Brasile").
	InBare bool
	// And is the grammar of the second of two names joined by " e ", each
	// with its own article ("il Regno Unito e gli USA", "al Regno Unito e
	// agli USA"); the pair is plural.
	And *Grammar
}

// plural reports whether the name is plural: its article says so (i, gli,
// le) or Plural does.
func (g Grammar) plural() bool {
	switch g.Art {
	case "i", "gli", "le":
		return true
	}
	return g.Plural || g.And != nil
}

// agreement is the form of a word that agrees with the name: 0 masculine
// singular, 1 feminine singular, 2 masculine plural, 3 feminine plural, by
// its article (a name without one, a city or a label such as "Sommergibili
// (Malta)", takes the masculine singular of the log's labels).
func (g Grammar) agreement() int {
	switch g.Art {
	case "la":
		return 1
	case "i", "gli":
		return 2
	case "le":
		return 3
	}
	if g.Fem {
		return 1
	}
	if g.Plural || g.And != nil {
		return 2
	}
	return 0
}

// A name that is the subject of a verb makes it agree in number: "{force}
// {force|heads|head} home", "{force|Art} {force|rientra|rientrano}" (two
// forms on a name, as a count's two; issue 12). Italian takes the name's
// number from its grammar ("i sommergibili (Malta) rientrano", "gli Stati
// Uniti perdono"); English the same, except for the names it makes
// singular where Italian does not (englishSingular: "the United States
// loses").
func (l Lang) numberForm(a engine.Arg, forms []string) string {
	plural := grammarOf(a).plural()
	if l != IT && englishSingular[nameKey(a)] {
		plural = false
	}
	if plural {
		return forms[1]
	}
	return forms[0]
}

// englishSingular are the names, by nameKey, that English makes singular
// though Italian makes them plural.
var englishSingular = map[string]bool{"seat.naval.usa": true, "seat.europe.us": true, "europe.power.us": true}

// nameKey is the key of the name argument a carries: a catalogue
// message's id, or a data text's "key\nEnglish".
func nameKey(a engine.Arg) string {
	if a.Kind != engine.ArgMsg || a.Msg == nil {
		return ""
	}
	if a.Msg.ID != DataID {
		return a.Msg.ID
	}
	key, _ := a.Msg.Arg("key")
	s, _ := a.Msg.Arg("s")
	return key.Str + "\n" + s.Str
}

// agreeForm picks, of the four forms "{force|o|a|i|e}", the one that agrees
// with the name in argument a: "è costretta" for "la 1a Squadra", "è
// costretto" for "il Gruppo Rodney". English templates do not use them.
func (l Lang) agreeForm(a engine.Arg, forms []string) string {
	if l != IT {
		return forms[0]
	}
	return forms[grammarOf(a).agreement()]
}

// nameGrammarIT is the Italian grammar of data names, by data-text key and
// English ("key\nEnglish", as dataITFor).
var nameGrammarIT = map[string]Grammar{}

// articled are the articled prepositions: prep → article → form.
var articled = map[string]map[string]string{
	"a":  {"il": "al", "lo": "allo", "la": "alla", "l'": "all'", "i": "ai", "gli": "agli", "le": "alle"},
	"da": {"il": "dal", "lo": "dallo", "la": "dalla", "l'": "dall'", "i": "dai", "gli": "dagli", "le": "dalle"},
	"di": {"il": "del", "lo": "dello", "la": "della", "l'": "dell'", "i": "dei", "gli": "degli", "le": "delle"},
	"in": {"il": "nel", "lo": "nello", "la": "nella", "l'": "nell'", "i": "nei", "gli": "negli", "le": "nelle"},
	"su": {"il": "sul", "lo": "sullo", "la": "sulla", "l'": "sull'", "i": "sui", "gli": "sugli", "le": "sulle"},
}

// NameGrammarIT returns the Italian grammar of a data name (key and
// English), and whether it has one.
func NameGrammarIT(key, english string) (Grammar, bool) {
	g, ok := nameGrammarIT[key+"\n"+english]
	return g, ok
}

// grammarOf is the Italian grammar of the name argument a carries: a data
// name's (nameGrammarIT) or a catalogue name's, such as a side's
// (msgGrammarIT); none for any other argument.
func grammarOf(a engine.Arg) Grammar {
	if a.Kind == engine.ArgBase || a.Kind == engine.ArgArea {
		return placeGrammar(a.Str)
	}
	if a.Kind != engine.ArgMsg || a.Msg == nil {
		return Grammar{}
	}
	if inner, ok := nameWrapper[a.Msg.ID]; ok {
		if b, ok := a.Msg.Arg(inner); ok {
			return grammarOf(b)
		}
	}
	if a.Msg.ID != DataID {
		return msgGrammarIT[a.Msg.ID]
	}
	return nameGrammarIT[nameKey(a)]
}

// msgGrammarIT is the Italian grammar of names that are catalogue
// messages, by id (the sides: "l'Italia", "gli Stati Uniti").
var msgGrammarIT = map[string]Grammar{}

// listID is the campaign's list message ("{a}, {b}").
const listID = "atl.list"

// caseForm writes argument a in the grammatical form form.
func (l Lang) caseForm(a engine.Arg, form string, names Names) string {
	if l == IT && a.Kind == engine.ArgMsg && a.Msg != nil && a.Msg.ID == listID {
		// A list of places takes the form on each ("nelle Caroline, nel
		// Mar del Giappone"; issue 12: "Ultra a Isole Hawaii, Mar del
		// Giappone").
		x, okx := a.Msg.Arg("a")
		y, oky := a.Msg.Arg("b")
		if okx && oky {
			second := form
			if form == "Art" {
				second = "art"
			}
			return l.caseForm(x, form, names) + ", " + l.caseForm(y, second, names)
		}
	}
	name := l.value(a, names)
	if l != IT {
		return name
	}
	return ItalianCase(name, grammarOf(a), form)
}

// ItalianCase joins an Italian name to the preposition form by its grammar.
func ItalianCase(name string, g Grammar, form string) string {
	if g.And != nil {
		if a, b, ok := strings.Cut(name, " e "); ok {
			second := form
			switch form {
			case "Art", "per", "verso", "con":
				second = "art"
			}
			first := g
			first.And = nil
			return ItalianCase(a, first, form) + " e " + ItalianCase(b, *g.And, second)
		}
	}
	if form == "Art" {
		s := ItalianCase(name, g, "art")
		r, n := utf8.DecodeRuneInString(s)
		return string(unicode.ToUpper(r)) + s[n:]
	}
	if g.Art == "" {
		switch form {
		case "art":
			return name
		case "in":
			if g.In == "in" {
				return "in " + name // a country: "in Germania"
			}
			if g.In != "" {
				return ItalianCase(name, g, g.In)
			}
			return aOrAd(name)
		case "a":
			return aOrAd(name)
		}
		return form + " " + name
	}
	// A name that opens with its article ("La Spezia") drops it.
	art := g.Art
	if p := strings.ToUpper(art[:1]) + art[1:]; strings.HasPrefix(name, p) {
		name = strings.TrimLeft(name[len(p):], " ")
	}
	if g.Lower {
		r, n := utf8.DecodeRuneInString(name)
		name = string(unicode.ToLower(r)) + name[n:]
	}
	if form == "in" && g.InBare {
		return "in " + name
	}
	if form == "in" && g.In != "" {
		form = g.In
	}
	join := func(w string) string {
		if strings.HasSuffix(w, "'") {
			return w + name
		}
		return w + " " + name
	}
	switch form {
	case "art":
		return join(art)
	case "per", "verso", "con":
		return form + " " + join(art)
	}
	return join(articled[form][art])
}

// aOrAd is "a" before a name, "ad" before one that opens with an a ("ad
// Arcangelo", "ad Alessandria"), as Italian writes it.
func aOrAd(name string) string {
	if strings.HasPrefix(name, "A") || strings.HasPrefix(name, "a") {
		return "ad " + name
	}
	return "a " + name
}
