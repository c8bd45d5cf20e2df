package i18n

import (
	"reflect"
	"sort"
	"strings"
	"testing"
)

// The whole catalogue as the Go source registers it, encoded with
// EncodeDefs and registered again by registerData into an empty
// catalogue, is the same catalogue: every id with the same def, the same
// modifier reasons, no problem; and malformed encodings are refused.
func TestEncodedCatalogueRoundTrips(t *testing.T) {
	savedMods := modReasons
	s, savedCat := encodedCatalogue(t)
	catalogue, modReasons, problems = map[string]*entry{}, map[string]string{}, nil
	registerData(s)
	if len(problems) > 0 {
		t.Fatalf("registerData: %v", problems)
	}
	if len(catalogue) != len(savedCat) {
		t.Fatalf("%d messages registered, the Go source has %d", len(catalogue), len(savedCat))
	}
	for id, e := range savedCat {
		if got := catalogue[id]; got == nil || got.def != e.def {
			t.Errorf("%s: %+v, the Go source has %+v", id, got, e.def)
		}
	}
	if !reflect.DeepEqual(modReasons, savedMods) {
		t.Errorf("modifier reasons differ: %d, the Go source has %d", len(modReasons), len(savedMods))
	}
	if len(savedMods) < 100 {
		t.Errorf("only %d modifier reasons", len(savedMods))
	}

	// A text holding a separator is refused; a cut or malformed string
	// registers nothing.
	if _, err := EncodeDefs([]Def{{ID: "x", EN: "a\x1eb", IT: "c"}}, []bool{false}); err == nil {
		t.Error("EncodeDefs took a text with \\x1e")
	}
	for _, bad := range []string{s[:len(s)-1], "m\x1fx\x1f\x1fa\x1e", "q\x1fx\x1f\x1fa\x1fb\x1e"} {
		n := 0
		if err := decodeDefs(bad, func(Def, bool) { n++ }); err == nil || n > 0 {
			t.Errorf("decodeDefs(…%q): %v, %d defs", bad[max(0, len(bad)-20):], err, n)
		}
	}
}

// BenchmarkMsg renders a plain label, a message with a plural and a
// name, and a nested message: the lookups the UI makes every frame.
func BenchmarkMsg(b *testing.B) {
	msgs := []string{"title.new-game", "ui.back", "settings.language"}
	var ids []string
	for _, id := range IDs() {
		if strings.HasPrefix(id, "atl.") || strings.HasPrefix(id, "tac.") {
			ids = append(ids, id)
		}
	}
	sort.Strings(ids)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		for _, id := range msgs {
			_ = EN.T(id)
		}
		_ = IT.T(ids[i%len(ids)])
	}
}

// BenchmarkRegisterData registers the whole catalogue from its encoded
// string into an empty catalogue, as the browser build's i18n init does
// (issue 16: the largest package initialisation before the first frame).
func BenchmarkRegisterData(b *testing.B) {
	s, savedCat := encodedCatalogue(b)
	b.ReportAllocs()
	for b.Loop() {
		catalogue, modReasons, problems = map[string]*entry{}, map[string]string{}, nil
		registerData(s)
	}
	if len(catalogue) != len(savedCat) || len(problems) > 0 {
		b.Fatalf("%d messages registered of %d: %v", len(catalogue), len(savedCat), problems)
	}
}

// encodedCatalogue is the whole catalogue as the Go source registers it,
// encoded with EncodeDefs; the catalogue as it stood comes back when tb's
// test ends, so the caller may register into an empty one.
func encodedCatalogue(tb testing.TB) (string, map[string]*entry) {
	ids := IDs()
	isMod := map[string]bool{}
	for _, id := range modReasons {
		isMod[id] = true
	}
	defs := make([]Def, len(ids))
	mods := make([]bool, len(ids))
	for i, id := range ids {
		defs[i], mods[i] = catalogue[id].def, isMod[id]
	}
	s, err := EncodeDefs(defs, mods)
	if err != nil {
		tb.Fatal(err)
	}
	savedCat, savedMods, savedProblems := catalogue, modReasons, problems
	tb.Cleanup(func() { catalogue, modReasons, problems = savedCat, savedMods, savedProblems })
	return s, savedCat
}
