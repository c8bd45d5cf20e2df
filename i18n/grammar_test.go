package i18n_test

import (
	"strings"
	"testing"

	"periscope/game/engine"
	"periscope/i18n"
)

// The slips the rules' English has are not in the catalogue's, in either
// language: "1 boat(s)", "1 ships", "the the board column"; FixEnglish
// mends exactly those.
func TestGrammarSlipsMended(t *testing.T) {
	board := engine.M("atl.col.board")
	for _, c := range []struct {
		m      *engine.Msg
		en, it string
	}{
		{engine.M("atl.prepare.moves", engine.Int("n", 1)), "1 boat at sea moves from Done to Operating.", "1 sommergibile in mare passa da Concluso a Operativo."},
		{engine.M("atl.prepare.moves", engine.Int("n", 3)), "3 boats at sea move from Done to Operating.", "3 sommergibili in mare passano da Concluso a Operativo."},
		{engine.M("atl.order.short", engine.Area("area", "x"), engine.Int("n", 1), engine.Int("more", 2)), "x has 1 boat there; 2 more must be sent.", "X ha 1 sommergibile; ne vanno mandati altri 2."},
		{engine.M("atl.place.col", engine.Nested("col", board)), "The board column", "La colonna unica"},
	} {
		if got := i18n.EN.Msg(c.m, nil); got != c.en {
			t.Errorf("%s in English: %q, want %q", c.m.ID, got, c.en)
		}
		if c.it != "" {
			if got := i18n.IT.Msg(c.m, nil); got != c.it {
				t.Errorf("%s in Italian: %q, want %q", c.m.ID, got, c.it)
			}
		}
	}
	vp := engine.M("atl.vp.month", engine.Nested("month", engine.M("atl.s", engine.Text("s", "Sep 1939"))), engine.Int("ships", 1),
		engine.Text("smin", "[1 2]"), engine.Int("sv", 1), engine.Nested("tons", engine.M("atl.tons", engine.KT("t", 5))), engine.Text("tmin", "[1 2]"), engine.Int("tv", 2))
	if got := i18n.EN.Msg(vp, nil); !strings.Contains(got, "1 ship sunk") {
		t.Errorf("monthly VP with one ship: %q", got)
	}
	for in, want := range map[string]string{
		"Stay in the the board column":                        "Stay in the board column",
		"The the board column":                                "The board column",
		"red-flag counter, the board column":                  "red-flag counter, board column",
		"1 boat(s) at sea move from Done to Operating.":       "1 boat at sea moves from Done to Operating.",
		"11 boat(s) at sea move from Done to Operating.":      "11 boats at sea move from Done to Operating.",
		"North Sea has 1 boat(s) there; 1 more must be sent.": "North Sea has 1 boat there; 1 more must be sent.",
		"Sep 1939: 1 ships sunk (minimums [1 2])":             "Sep 1939: 1 ship sunk (minimums [1 2])",
		"Sep 1939: 21 ships sunk":                             "Sep 1939: 21 ships sunk",
		"the left outer column":                               "the left outer column",
	} {
		if got := i18n.FixEnglish(in); got != want {
			t.Errorf("FixEnglish(%q) = %q, want %q", in, got, want)
		}
	}
}
