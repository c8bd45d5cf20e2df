package i18n

import (
	"regexp"
	"strings"
	"testing"
)

// The Italian says the game's terms as the seeds' Italian rulebooks do
// (issue 12): wherever an English text names one of them, its Italian names
// it with the seeds' word. (The seeds say "lato transito", not "lato
// trasferimento": 17 times against none.)
func TestSeedTermsInItalian(t *testing.T) {
	ids := IDs()
	lower := make([]string, len(ids))
	for i, id := range ids {
		lower[i] = strings.ToLower(catalogue[id].def.EN)
	}
	for _, p := range []struct{ key, en, it string }{
		{"transit side", `(?i)\btransit side`, `(?i)\blato transito`},
		{"patrol side", `(?i)\bpatrol side`, `(?i)\blato pattuglia`},
		{"contact table", `(?i)\bcontact table`, `(?i)\btabella contatt[oi]`},
		{"rtb", `\bRTB\b`, `\bRTB\b`},
		{"area", `(?i)\boperational areas?\b|\bOpAreas?\b`, `(?i)\barea operativa|\baree operative|\bOpArea`},
		{"area activity chart", `(?i)\barea activity chart`, `(?i)\btabella di attività dell'area`},
	} {
		en, it := regexp.MustCompile(p.en), regexp.MustCompile(p.it)
		n := 0
		for i, id := range ids {
			d := catalogue[id].def
			if !strings.Contains(lower[i], p.key) || !en.MatchString(d.EN) {
				continue
			}
			n++
			if !it.MatchString(d.IT) {
				t.Errorf("%s: English %q says %s, its Italian %q does not say %s", id, d.EN, p.en, d.IT, p.it)
			}
		}
		if n == 0 {
			t.Errorf("no English text says %s", p.en)
		}
	}
	// The seeds' Italian itself (where the catalogue keeps an id such as
	// "OpArea" that both languages use, the Italian sentence must still
	// name the Area Operativa).
	for _, id := range []string{"gloss.aac", "option.smz-one-check"} {
		if d := catalogue[id].def; !regexp.MustCompile(`Area Operativa`).MatchString(d.IT) {
			t.Errorf("%s: Italian %q does not say Area Operativa", id, d.IT)
		}
	}
}
