package i18n

import "testing"

// A boat's class on its card: "Type VIIB" for a designation, "Gato class"
// for a class named after its first boat, in both languages (issue 12: a
// Pacific card read "Tipo gato").
func TestBoatClassOnTheCard(t *testing.T) {
	defer SetLang(Current())
	for _, c := range []struct{ class, en, it string }{
		{"VIIB", "Type VIIB", "Tipo VIIB"},
		{"S1", "Type S1", "Tipo S1"},
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
