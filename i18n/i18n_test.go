package i18n

import (
	"strings"
	"testing"

	"periscope/game/engine"
)

// Every message registered: both languages present, every placeholder an
// argument of its id, plurals with the language's number of forms.
func TestEveryMessageIsComplete(t *testing.T) {
	for _, err := range allProblems() {
		t.Error(err)
	}
	if len(catalogue) < 100 {
		t.Fatalf("only %d messages registered", len(catalogue))
	}
	for id, e := range catalogue {
		for _, l := range Langs {
			if strings.TrimSpace(e.def.text(l)) == "" {
				t.Errorf("%s has no %s text", id, l)
			}
		}
	}
}

// The checks behind TestEveryMessageIsComplete catch each kind of mistake.
func TestCheckRejectsBadMessages(t *testing.T) {
	for _, c := range []struct {
		name string
		def  Def
		want string
	}{
		{"no Italian", Def{ID: "x", EN: "Ship"}, "no it text"},
		{"no English", Def{ID: "x", IT: "Nave"}, "no en text"},
		{"unknown argument", Def{ID: "x", Args: "n:int", EN: "{n} ships", IT: "{m} navi"}, "does not have"},
		{"argument in neither", Def{ID: "x", Args: "n:int", EN: "ships", IT: "navi"}, "used by no text"},
		{"three plural forms", Def{ID: "x", Args: "n:int", EN: "{n} {n|ship|ships|shipz}", IT: "{n} {n|nave|navi}"}, "plural forms"},
		{"plural of a unit", Def{ID: "x", Args: "a:unit", EN: "{a|one|other}", IT: "{a}"}, "plural on"},
		{"unknown kind", Def{ID: "x", Args: "n:float", EN: "{n}", IT: "{n}"}, "unknown kind"},
		{"unclosed", Def{ID: "x", Args: "n:int", EN: "{n", IT: "{n}"}, "unclosed"},
		{"stray brace", Def{ID: "x", EN: "a}b", IT: "ab"}, "stray"},
	} {
		err := check(c.def)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: check = %v, want an error with %q", c.name, err, c.want)
		}
	}
	if err := check(Def{ID: "x", Args: "n:int a:area", EN: "{n} {n|ship|ships} in {a}", IT: "{n} {n|nave|navi} in {a}"}); err != nil {
		t.Errorf("a good message is refused: %v", err)
	}
}

// Italian writes 29.150 t and 4,5 %; English 29,150 t and 4.5%.
func TestNumberFormats(t *testing.T) {
	for _, c := range []struct {
		got, want string
	}{
		{EN.Int(29150), "29,150"}, {IT.Int(29150), "29.150"},
		{EN.Int(-1234567), "-1,234,567"}, {IT.Int(999), "999"}, {IT.Int(0), "0"},
		{EN.Tons(29150), "29,150\u00a0t"}, {IT.Tons(29150), "29.150\u00a0t"},
		{IT.KT(1110), "1.110.000\u00a0t"},
		{EN.Percent(0.045), "4.5%"}, {IT.Percent(0.045), "4,5\u00a0%"},
		{EN.Percent(0.48), "48%"}, {IT.Percent(0.48), "48\u00a0%"},
		{IT.Percent(0.9996), ">99,9\u00a0%"}, {EN.Percent(0.0001), "<0.1%"}, {IT.Percent(0), "0\u00a0%"},
		{EN.Decimal(1234.5, 1), "1,234.5"}, {IT.Decimal(1234.5, 1), "1.234,5"}, {IT.Decimal(-0.25, 2), "-0,25"},
	} {
		if c.got != c.want {
			t.Errorf("got %q, want %q", c.got, c.want)
		}
	}
}

// The grammar slips a new player saw: "1 ships", "1 decisions", "1
// contacts", "1 boats". Each counting message takes the singular for 1 and
// the plural otherwise, in both languages.
func TestPluralsNoGrammarSlips(t *testing.T) {
	type c struct {
		l    Lang
		msg  *engine.Msg
		want string
	}
	one := func(id string, args ...engine.Arg) *engine.Msg { return engine.M(id, args...) }
	for _, tc := range []c{
		{EN, one("report.totals", engine.Int("ships", 1), engine.KT("kt", 5), engine.Int("lost", 1), engine.Int("vp", 2)), "Totals: 1 ship, 5,000\u00a0t sunk; 1 boat lost; 2 VP."},
		{IT, one("report.totals", engine.Int("ships", 1), engine.KT("kt", 5), engine.Int("lost", 1), engine.Int("vp", 2)), "Totale: 1 nave affondata, 5.000\u00a0t; 1 sommergibile perso; 2 PV."},
		{EN, one("report.totals", engine.Int("ships", 2), engine.KT("kt", 29), engine.Int("lost", 0), engine.Int("vp", 0)), "Totals: 2 ships, 29,000\u00a0t sunk; 0 boats lost; 0 VP."},
		{IT, one("report.totals", engine.Int("ships", 0), engine.KT("kt", 0), engine.Int("lost", 3), engine.Int("vp", 0)), "Totale: 0 navi affondate, 0\u00a0t; 3 sommergibili persi; 0 PV."},
		{EN, one("report.header", engine.Scenario("scenario", "u47-scapa-flow"), engine.Text("date", "Oct 1939"), engine.Int("n", 1)), "u47-scapa-flow · Oct 1939 · 1 decision"},
		{IT, one("report.header", engine.Scenario("scenario", "u47-scapa-flow"), engine.Text("date", "ott 1939"), engine.Int("n", 12)), "u47-scapa-flow · ott 1939 · 12 decisioni"},
		{EN, one("map.this-patrol", engine.Int("contacts", 1), engine.Int("ships", 1), engine.KT("kt", 4)), "This patrol: 1 contact, 1 ship, 4,000\u00a0t"},
		{IT, one("map.this-patrol", engine.Int("contacts", 1), engine.Int("ships", 2), engine.KT("kt", 4)), "Questa pattuglia: 1 contatto, 2 navi, 4.000\u00a0t"},
		{EN, one("newgame.boats", engine.Int("n", 1)), "1 boat"},
		{IT, one("newgame.boats", engine.Int("n", 1)), "1 sommergibile"},
		{IT, one("newgame.boats", engine.Int("n", 23)), "23 sommergibili"},
		{EN, one("saves.checking", engine.Int("n", 1)), "Checking the save: replaying its 1 decision…"},
		{IT, one("saves.checking", engine.Int("n", 1)), "Verifica del salvataggio: si rigioca la sua 1 decisione…"},
		{IT, one("saves.checking", engine.Int("n", 1500)), "Verifica del salvataggio: si rigioca le sue 1.500 decisioni…"},
	} {
		if got := tc.l.Msg(tc.msg, nil); got != tc.want {
			t.Errorf("%s %s = %q, want %q", tc.l, tc.msg.ID, got, tc.want)
		}
	}
}

// Nested messages render in the same language; unknown ids and missing
// arguments show what is missing instead of failing.
func TestNestedAndMissing(t *testing.T) {
	m := engine.M("newgame.goal", engine.Nested("goal", engine.M("scenario.kind.campaign")))
	if got := IT.Msg(m, nil); got != "Obiettivo: Campagna" {
		t.Errorf("nested = %q", got)
	}
	if got := EN.Msg(engine.M("no.such.id"), nil); got != "no.such.id" {
		t.Errorf("unknown id = %q", got)
	}
	if got := EN.Msg(engine.M("newgame.boats"), nil); got != "{n} {n}" && !strings.Contains(got, "{n}") {
		t.Errorf("missing argument = %q", got)
	}
	if got := Text(nil, "fallback"); got != "fallback" {
		t.Errorf("Text(nil) = %q", got)
	}
	if got := Text(engine.M("no.such.id"), "fallback"); got != "fallback" {
		t.Errorf("Text(unknown) = %q", got)
	}
}

func TestDetect(t *testing.T) {
	for tag, want := range map[string]Lang{
		"it": IT, "it-IT": IT, "it-CH": IT, "it_IT.UTF-8": IT, "IT_it": IT,
		"en-US": EN, "": EN, "C": EN, "de-DE": EN, "italic": EN, "C.UTF-8": EN,
	} {
		if got := Detect(tag); got != want {
			t.Errorf("Detect(%q) = %s, want %s", tag, got, want)
		}
	}
}

func TestKindTitleAndOutcome(t *testing.T) {
	SetLang(IT)
	defer SetLang(EN)
	if got := KindTitle("rtb-base"); got != "Ritorno alla base" {
		t.Errorf("KindTitle(rtb-base) = %q", got)
	}
	if got := KindTitle("some-new-kind"); got != "Some new kind" {
		t.Errorf("unknown kind = %q", got)
	}
	if got := Outcome("safe"); got != "indenne" {
		t.Errorf("Outcome(safe) = %q", got)
	}
	if got := Outcome("something new"); got != "something new" {
		t.Errorf("unknown outcome = %q", got)
	}
	if got := Month(1939*12 + 9); got != "ottobre 1939" {
		t.Errorf("Month = %q", got)
	}
}
