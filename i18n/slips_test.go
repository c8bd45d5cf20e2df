package i18n

import (
	"regexp"
	"strings"
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
	// The line as the rules now write it, the cup by its name.
	for _, c := range []struct {
		l    Lang
		n    int
		want string
	}{
		{EN, 1, "war event: Town goes into the Outer cup."},
		{EN, 3, "war event: Town go into the Outer cup."},
		{IT, 1, "evento di guerra: Town entra nella tazza esterna."},
		{IT, 2, "evento di guerra: Town entrano nella tazza esterna."},
	} {
		m := engine.M("atl.eff.cups-into", engine.Nested("who", who), engine.Nested("what", what), engine.Nested("cup", engine.M("cup.outer")), engine.Int("n", c.n))
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

// One of a counted thing reads in the singular in both languages: "1
// marker", "1 torpedo", "1 nave affondata", never "1 markers" or "1
// navi" (issue 12's "1 decisions", "1 ships").
func TestOneOfAThingIsSingular(t *testing.T) {
	for _, c := range []struct {
		m      *engine.Msg
		en, it string
	}{
		{engine.M("atl.dewithdraw.q", engine.Unit("boat", "U-47"), engine.Int("n", 1)), "U-47 is damaged (1 marker): withdraw from the combat?", "U-47 è danneggiato (1 segnalino): ritirarsi dal combattimento?"},
		{engine.M("atl.fight.result", engine.Unit("boat", "U-47"), engine.Int("t", 1), engine.Int("sunk", 1), engine.Int("dmg", 0)), "U-47 fought it out on the tactical board: 1 torpedo, 1 sunk, 0 damaged", "U-47 ha combattuto sulla plancia tattica: 1 siluro, 1 affondata, 0 danneggiate"},
		{engine.M("atl.rtb.base.d", engine.Int("pts", 2), engine.Int("turns", 1)), "2 movement points (about 1 turn)", "2 punti movimento (circa 1 turno)"},
		{engine.M("atl.rtb.base.d", engine.Int("pts", 1), engine.Int("turns", 1)), "1 movement point (about 1 turn)", "1 punto movimento (circa 1 turno)"},
		{engine.M("atl.scrap.q", engine.Base("base", "Kiel"), engine.Int("hold", 2), engine.Int("free", 1)), "Scrap a boat under repair at Kiel? (2 waiting in the Hold, 1 repair place free)", "Demolire un sommergibile in riparazione a Kiel? (2 in Attesa, 1 posto di riparazione libero)"},
		{engine.M("pac.quick.sunk", engine.Int("n", 1)), "1 ship sunk", "1 nave affondata"},
		{engine.M("pac.quick.roll.t", engine.Int("t", 5), engine.Int("a", 3), engine.Int("n", 1)), "table 5 (attack 3, 1 coloured box) − roll", "tabella 5 (attacco 3, 1 casella colorata) − tiro"},
		{engine.M("pac.pack.exp", engine.Text("pack", "Ben's Busters"), engine.Int("n", 1), engine.Int("exp", 2)), "Wolfpack Ben's Busters: 1 member sank ships; wolfpack experience 2.", "Branco di lupi Ben's Busters: 1 membro ha affondato navi; esperienza dei branchi 2."},
		{engine.M("naval.roll.against", engine.Int("n", 1), engine.Int("hexes", 1)), "1 die against 1 hex", "1 dado contro 1 esagono"},
		{engine.M("naval.res.engage", engine.Int("n", 1), engine.Text("types", "—"), engine.Text("ships", "Hood")), "1 ship may engage (extra ship types —): Hood", "1 nave può ingaggiare (tipi aggiuntivi —): Hood"},
		{engine.M("naval.roll.ff", engine.Int("n", 1)), "1 fleet factor", "1 fattore di flotta"},
		{engine.M("europe.board.damaged", engine.Int("n", 1)), "1 damaged", "1 danneggiata"},
	} {
		if got := EN.Msg(c.m, nil); got != c.en {
			t.Errorf("%s EN: %q, want %q", c.m.ID, got, c.en)
		}
		if got := IT.Msg(c.m, nil); got != c.it {
			t.Errorf("%s IT: %q, want %q", c.m.ID, got, c.it)
		}
	}
	for in, want := range map[string]string{
		"U-47 is damaged (1 markers): withdraw from the combat?": "U-47 is damaged (1 marker): withdraw from the combat?",
		"U-47 fought it out: 1 torpedoes, 1 sunk":                "U-47 fought it out: 1 torpedo, 1 sunk",
		"attack value 3 against 1 coloured boxes":                "attack value 3 against 1 coloured box",
		"11 turns": "11 turns",
	} {
		if got := FixEnglish(in); got != want {
			t.Errorf("FixEnglish(%q) = %q, want %q", in, got, want)
		}
	}
}

// No text of the catalogue writes a counted noun after a number without
// its word forms ("{n} ships" must be "{n} {n|ship|ships}"), except where
// the count is never one (a threshold, a range's end: listed here), and no
// text doubles a word ("the the board column").
func TestCountedNounsHaveWordForms(t *testing.T) {
	nouns := regexp.MustCompile(`\{([a-z0-9]+)\} ((?:coloured |fleet |attack |repair )?(?:ships|boats|subs|hexes|factors|entries|markers|torpedoes|turns|members|boxes|hits|points|units|navi|sommergibili|esagoni|fattori|voci|segnalini|siluri|turni|membri|caselle|colpi|punti|unità))\b`)
	never1 := map[string]bool{ // counts that are never one
		"atl.alloc.q": true, "atl.odd-counter.t": true, "atl.repoint.done": true, "atl.repoint.q": true, "atl.repoint.target": true,
		"atl.scatter": true, "atl.scatter.alone": true, "atl.smz.exit.d": true, "atl.tender.opt.d": true, "atl.torpedo.roll.ships": true,
		"atl.weather.meet": true, "mod.subs-in": true, "pac.pack.attacks": true, "pac.pack.form.q": true, "prompt.allotted": true,
		"naval.hit.lights": true, "naval.log.convoy": true, "naval.log.landingfails": true, "naval.log.landodds": true, "naval.log.aircombine": true,
		"europe.log.raid-damage": true,
	}
	word := regexp.MustCompile(`[\p{L}']+|[^\p{L}'\s]+`)
	for id, e := range catalogue {
		for _, txt := range []string{e.def.EN, e.def.IT} {
			kinds, _ := e.def.argKinds()
			for _, m := range nouns.FindAllStringSubmatch(txt, -1) {
				if numeric[kinds[m[1]]] && !never1[id] {
					t.Errorf("%s: %q counts %q without its word forms: %q", id, m[0], m[2], txt)
				}
			}
			ws := word.FindAllString(txt, -1)
			for i := 1; i < len(ws); i++ {
				if strings.EqualFold(ws[i], ws[i-1]) && ws[i][0] != '{' && strings.ContainsAny(strings.ToLower(ws[i][:1]), "abcdefghijklmnopqrstuvwxyzàèéìòù") {
					t.Errorf("%s: %q doubles a word: %q", id, ws[i], txt)
				}
			}
		}
	}
}
