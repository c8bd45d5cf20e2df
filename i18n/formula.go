package i18n

import "strings"

// FormulaID is the id of a message that is an arithmetic explanation as the
// rules write it in English, in argument "s" ("Defense 2 −2 in port + ASW
// 1½ +0 TDC = 5"): numbers, signs and a few rule terms, which Formula shows
// with the terms in the language. Counter names in it stay as the data
// names them.
const FormulaID = "formula"

// formulaTerms are the English terms of the explanations and their
// Italian, longest first where one contains another.
var formulaTerms = []struct{ en, it string }{
	{"[own ASW ignored, 14.15B]", "[ASW propria ignorata, 14.15B]"},
	{"Allied: revealed ASW", "Alleati: ASW rivelata"},
	{"Defense 1 (face down)", "Difesa 1 (coperto)"},
	{"general ASW", "ASW generale"},
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
	return formulaReplacer.Replace(s)
}
