package i18n

import (
	"testing"

	"periscope/game/engine"
)

// [14.2] A counterattack's "roll again" result: the rules add "(second
// roll)" to the purpose for every repeat, so the third roll's record reads
// "(second roll) (second roll)"; the catalogue names it the third roll, in
// the roll's purpose (nested messages) and in a cause (a modifier phrase).
func Test14_2_ThirdCounterattackRollIsNamedThird(t *testing.T) {
	mod := func(s string) *engine.Msg { return engine.M(ModID, engine.Text("s", s)) }
	again := func(p *engine.Msg) *engine.Msg { return engine.M(repeatRollID, engine.Nested("p", p)) }
	for _, c := range []struct {
		l    Lang
		m    *engine.Msg
		want string
	}{
		{EN, again(mod("counterattack")), "counterattack (second roll)"},
		{EN, again(again(mod("counterattack"))), "counterattack (third roll)"},
		{IT, again(again(mod("counterattack"))), "contrattacco (terzo tiro)"},
		{EN, again(again(again(mod("counterattack")))), "counterattack (fourth roll)"},
		{IT, again(again(again(again(mod("counterattack"))))), "contrattacco (quarto tiro)"},
		{EN, mod("counterattack (second roll) (second roll)"), "counterattack (third roll)"},
		{IT, mod("counterattack (second roll)"), "contrattacco (secondo tiro)"},
	} {
		if got := c.l.Msg(c.m, nil); got != c.want {
			t.Errorf("%s: %q, want %q", c.l, got, c.want)
		}
	}
	if got := FixEnglish("counterattack (second roll) (second roll)"); got != "counterattack (third roll)" {
		t.Errorf("FixEnglish = %q", got)
	}
}

// [3.12] A war event's War Mix line: "goes" for one counter or one type,
// "go" for several; "leaves play" for a type, never "go(es)"/"leave(s)".
func Test3_12_CupLinesAgreeInNumber(t *testing.T) {
	who := engine.M(ModID, engine.Text("s", "war event"))
	cup := engine.M("atl.cup.outer")
	what := engine.M(ModID, engine.Text("s", "Town"))
	for _, c := range []struct {
		l    Lang
		n    int
		want string
	}{
		{EN, 1, "war event: Town goes into the outer cup."},
		{EN, 3, "war event: Town go into the outer cup."},
		{IT, 1, "evento di guerra: Town entra nella tazza esterna."},
		{IT, 2, "evento di guerra: Town entrano nella tazza esterna."},
	} {
		m := engine.M("atl.eff.cups-add", engine.Nested("who", who), engine.Nested("what", what), engine.Nested("cup", cup), engine.Int("n", c.n))
		if got := c.l.Msg(m, nil); got != c.want {
			t.Errorf("%s %d: %q, want %q", c.l, c.n, got, c.want)
		}
	}
	if got := EN.Msg(engine.M("atl.eff.unit-leaves", engine.Nested("who", who), engine.Unit("u", "Town")), nil); got != "war event: Town leaves play." {
		t.Errorf("leaves: %q", got)
	}
	for in, want := range map[string]string{
		"Dunkirk: O 14 go(es) into the sub cup.":           "Dunkirk: O 14 goes into the sub cup.",
		"Dunkirk: 1 × O 14 go(es) into the sub cup.":       "Dunkirk: 1 × O 14 goes into the sub cup.",
		"Dunkirk: 2 × Town, Flower go(es) into the outer ": "Dunkirk: 2 × Town, Flower go into the outer ",
		"Barbarossa: Finnish freighter leave(s) play.":     "Barbarossa: Finnish freighter leaves play.",
	} {
		if got := FixEnglish(in); got != want {
			t.Errorf("FixEnglish(%q) = %q, want %q", in, got, want)
		}
	}
}

// [31.03] The monthly victory points name their month in the language:
// "victory points for Dec 1939", "punti vittoria per dic 1939".
func Test31_03_VictoryPointsMonthInItalian(t *testing.T) {
	m := engine.M(ModID, engine.Text("s", "victory points for Dec 1939"))
	if got := IT.Msg(m, nil); got != "punti vittoria per dic 1939" {
		t.Errorf("IT = %q", got)
	}
	if got := EN.Msg(m, nil); got != "victory points for Dec 1939" {
		t.Errorf("EN = %q", got)
	}
	if got := IT.monthFromEnglish("Decoy 1939"); got != "" {
		t.Errorf("not a month: %q", got)
	}
}

// Italian puts a space before the percent sign (4,5 %): no Italian text
// writes a number or a placeholder straight against it.
func TestItalianPercentHasASpace(t *testing.T) {
	for id, e := range catalogue {
		it := e.def.IT
		for i := 1; i < len(it); i++ {
			if it[i] == '%' && (it[i-1] == '}' || it[i-1] >= '0' && it[i-1] <= '9') {
				t.Errorf("%s: %q writes %% without a space", id, it)
				break
			}
		}
	}
}

// The odds' outcomes read in Italian, composed ones too: "damaged + RTB",
// "2 drawn", a wolfpack's join with the HF/DF risk.
func TestOutcomesInItalian(t *testing.T) {
	for o, want := range map[string]string{
		"damaged + RTB": "danneggiato + RTB",
		"2 drawn":       "2 pescate",
		"1 drawn":       "1 pescata",
		"fails (searches alone at −3), and Huff-Duff on the shadower": "fallisce (cerca da solo a −3), e Huff-Duff sul pedinatore",
		"something new": "something new",
	} {
		if got := IT.outcome(o); got != want {
			t.Errorf("%q: %q, want %q", o, got, want)
		}
	}
}
