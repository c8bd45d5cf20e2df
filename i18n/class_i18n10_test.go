package i18n

import "testing"

// A boat's class on its card: "Type VIIB" for a designation, "Gato class"
// for a class named after its first boat, in both languages (issue 12: a
// Pacific card read "Tipo gato"); a class the catalogue names by its own
// name (issue 18: "S1" read "Type S1", "uk-t" "Uk-t class").
func TestBoatClassOnTheCard(t *testing.T) {
	defer SetLang(Current())
	for _, c := range []struct{ class, en, it string }{
		{"VIIB", "Type VIIB", "Tipo VIIB"},
		{"S1", "S-1 class", "classe S-1"},
		{"uk-t", "British T class", "classe T britannica"},
		{"nl-k14", "Dutch K XIV class", "classe K XIV olandese"},
		{"gato", "Gato class", "classe Gato"},
		{"balao", "Balao class", "classe Balao"},
	} {
		SetLang(EN)
		if got := BoatClass(c.class); got != c.en {
			t.Errorf("%s in English: %q, want %q", c.class, got, c.en)
		}
		SetLang(IT)
		if got := BoatClass(c.class); got != c.it {
			t.Errorf("%s in Italian: %q, want %q", c.class, got, c.it)
		}
	}
}
