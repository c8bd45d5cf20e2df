package i18n

import (
	"strings"
)

// FormulaID is the id of a message that is an arithmetic explanation as the
// rules write it in English, in argument "s" ("Defense 2 −2 in port + ASW
// 1½ +0 TDC = 5"): numbers, signs and a few rule terms, which Formula shows
// with the terms in the language, and the counters of a revealed ASW by
// their Italian names where the data's name has one.
const FormulaID = "formula"

// formulaTerms are the English terms of the explanations and their
// Italian, longest first where one contains another.
var formulaTerms = []struct{ en, it string }{
	{"[own ASW ignored, 14.15B]", "[ASW propria ignorata, 14.15B]"},
	{"(no counterattack after a third round [14.41])", "(nessun contrattacco dopo un terzo round [14.41])"},
	{"(below the table: read on row", "(sotto la tabella: si legge sulla riga"},
	{"Allied: revealed ASW", "Alleati: ASW rivelata"},
	{"Defense 1 (face down)", "Difesa 1 (coperto)"},
	{"general ASW", "ASW generale"},
	{"war event", "evento bellico"},
	{"other column", "altra colonna"},
	{"red boxes", "caselle rosse"},
	{"inexperienced", "inesperto"},
	{"difference", "differenza"},
	{"dispersal", "dispersione"},
	{"Defense", "Difesa"},
	{"in port", "in porto"},
	{"coastal", "costiero"},
	{"damaged", "danneggiato"},
	{"weather", "maltempo"},
	{"torpedo", "siluri"},
	{"points", "punti"},
	{"point", "punto"},
	{"Attack", "Attacco"},
	{"ace", "asso"},
	{"row", "riga"},
}

var formulaReplacer = func() *strings.Replacer {
	var args []string
	for _, t := range formulaTerms {
		args = append(args, t.en, t.it)
	}
	return strings.NewReplacer(args...)
}()

// Formula shows an explanation in l.
func (l Lang) Formula(s string) string {
	if l != IT {
		return s
	}
	return formulaReplacer.Replace(formulaNamesIT(s))
}

// aswPart is one unit's part in a counterattack's revealed ASW ("Destroyer
// (A–I class) 1", "Corvette (Flower class) ½"): its name and value.
var aswPart = lazyRegexp(`(.+?) (\d*½|\d+)(, |$)`)

// aswList opens the list of the units whose ASW a value adds up ("revealed
// ASW 1½ → 2 (", "+ ASW 2 (").
var aswList = lazyRegexp(`ASW (\d*½|\d+)( → \d+)? \(`)

// formulaNamesIT names the counters of an ASW list ("Allied: revealed ASW 2
// (Destroyer (A–I class) 1, …) + …", "Defense 3 + ASW 1 (Corvette (Flower
// class) 1) +0 TDC") in Italian where the data's name has its Italian
// (AlliedIT); a name without one is left as the data has it (issue 12:
// "(Destroyer (A–I class) 1)" in an Italian log).
func formulaNamesIT(s string) string {
	var b strings.Builder
	for {
		loc := aswList.get().FindStringIndex(s)
		if loc == nil {
			b.WriteString(s)
			return b.String()
		}
		b.WriteString(s[:loc[1]])
		s = s[loc[1]:]
		depth, end := 1, -1
		for i, r := range s {
			if r == '(' {
				depth++
			} else if r == ')' {
				if depth--; depth == 0 {
					end = i
					break
				}
			}
		}
		if end < 0 {
			continue
		}
		b.WriteString(aswPart.get().ReplaceAllStringFunc(s[:end], func(p string) string {
			m := aswPart.get().FindStringSubmatch(p)
			if it := AlliedIT(m[1]); it != "" {
				return it + " " + m[2] + m[3]
			}
			return p
		}))
		s = s[end:]
	}
}
