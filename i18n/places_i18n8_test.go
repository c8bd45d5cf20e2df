package i18n

import (
	"regexp"
	"strings"
	"testing"
	"unicode"

	"periscope/assets"
	"periscope/game/data"
	"periscope/game/engine"
)

func loadTheatre(t *testing.T, name string) *data.Theatre {
	t.Helper()
	th, err := data.Load(assets.Data(), name)
	if err != nil {
		t.Fatal(err)
	}
	return th
}

// articleFits reports whether Italian puts the article art before word:
// "l'" before a vowel, "lo"/"gli" before s+consonant, z, gn, ps, x, y,
// "il"/"i" before the other consonants, "la"/"le" before a consonant.
func articleFits(art, word string) bool {
	w := strings.ToLower(word)
	r := []rune(w)
	if len(r) < 2 {
		return false
	}
	vowel := func(c rune) bool { return strings.ContainsRune("aeiouàèéìòù", c) }
	impure := (r[0] == 's' && !vowel(r[1])) || r[0] == 'z' || r[0] == 'x' || r[0] == 'y' ||
		strings.HasPrefix(w, "gn") || strings.HasPrefix(w, "ps")
	switch art {
	case "l'":
		return vowel(r[0]) || r[0] == 'h'
	case "lo":
		return impure
	case "gli":
		return vowel(r[0]) || impure
	case "il", "i":
		return !vowel(r[0]) && !impure
	case "la", "le":
		return !vowel(r[0]) || art == "le"
	}
	return false
}

// Every area and base of the Atlantic and the Pacific has its Italian
// grammar, and the article fits the Italian name's first letter (issue 12).
func TestEveryPlaceHasItsGrammar(t *testing.T) {
	for _, name := range []string{"atlantic", "pacific"} {
		th := loadTheatre(t, name)
		names := TheatreNames{T: th}
		check := func(id string, kind engine.ArgKind) {
			g, ok := placeGrammarIT[id]
			if !ok {
				t.Errorf("%s: %s %s has no Italian grammar (placeGrammarIT)", name, kind, id)
				return
			}
			it := names.Name(IT, kind, id)
			if g.Art != "" && !articleFits(g.Art, it) {
				t.Errorf("%s: %s %q takes %q, which does not fit its first letter", name, id, it, g.Art)
			}
			if g.Art == "" && (g.InBare || g.Lower) {
				t.Errorf("%s: %s %q has no article but InBare or Lower", name, id, it)
			}
		}
		n := 0
		for _, a := range th.Map.Areas {
			check(a.ID, engine.ArgArea)
			n++
		}
		for _, b := range th.Map.Bases {
			check(b.ID, engine.ArgBase)
			n++
		}
		if n < 40 {
			t.Errorf("%s: only %d places checked", name, n)
		}
	}
}

// The Atlantic and Pacific log and prompts read as Italian: an area takes
// its article and joined preposition, a city none, a country "in" without
// an article; a plural area makes its verb plural (issue 12).
func TestItalianAreaCases(t *testing.T) {
	atl := TheatreNames{T: loadTheatre(t, "atlantic")}
	pac := TheatreNames{T: loadTheatre(t, "pacific")}
	boat := engine.Unit("boat", "U-47")
	area := func(id string) engine.Arg { return engine.Area("area", id) }
	path := engine.Nested("path", engine.M("atl.path.via", engine.Area("to", "english-channel"),
		engine.Nested("via", engine.M("atl.area", engine.Area("a", "north-sea")))))
	for _, c := range []struct {
		names Names
		m     *engine.Msg
		it    string
		en    string
	}{
		{atl, engine.M("atl.move.stay-in", area("north-sea")), "Resta nel Mare del Nord", "Stay in North Sea"},
		{atl, engine.M("atl.move.stay-in", area("western-approaches")), "Resta negli Approcci Occidentali", ""},
		{atl, engine.M("atl.move.stay-in", area("gibraltar")), "Resta a Gibilterra", ""},
		{atl, engine.M("atl.move.stay-in", area("brazil")), "Resta in Brasile", ""},
		{atl, engine.M("atl.move.stay-in", area("azores")), "Resta alle Azzorre", ""},
		{atl, engine.M("atl.move.stay-in", area("grand-banks")), "Resta sui Grandi Banchi", ""},
		{atl, engine.M("atl.move.stay-in", area("us-harbours")), "Resta nei porti della costa orientale USA", ""},
		{atl, engine.M("atl.order.rtb", boat, area("bay-of-biscay")), "U-47, in rientro alla base dal Golfo di Biscaglia", "U-47, returning to base from Bay of Biscay"},
		{atl, engine.M("atl.rtb.base.q", boat, area("west-africa")), "U-47 rientra dall'Africa occidentale: verso quale base?", ""},
		{atl, engine.M("atl.mines.dumps", boat, area("sw-approaches")), "U-47 getta le mine e pattuglia gli Approcci Sud-Occidentali", ""},
		{atl, engine.M("atl.eff.supply.q", engine.Text("who", "E"), area("cape-verde")), "E: scegli la nave rifornimento che salpa per Capo Verde", ""},
		{atl, engine.M("atl.air.lost", engine.Unit("ac", "x"), area("western-approaches")), "x è abbattuto sugli Approcci Occidentali.", ""},
		{atl, engine.M("atl.order.met", area("western-approaches"), engine.Int("n", 2)), "Gli Approcci Occidentali hanno già 2 sommergibili sul lato pattuglia: l'ordine è eseguito.", "Western Approaches already has 2 boats on the patrol side: the order is met."},
		{atl, engine.M("atl.order.met", area("north-sea"), engine.Int("n", 1)), "Il Mare del Nord ha già 1 sommergibile sul lato pattuglia: l'ordine è eseguito.", ""},
		{atl, engine.M("atl.eff.moves-base", boat, engine.Base("from", "germany"), engine.Base("to", "france"), engine.Nested("box", engine.M("atl.area", engine.Area("a", "x")))), "U-47 si sposta dalla Germania alla Francia atlantica (x).", ""},
		{atl, engine.M("atl.hold.full", engine.Base("base", "italy")), "Il cantiere di riparazione dell'Italia è pieno.", ""},
		{atl, engine.M("atl.rtb.route.q", boat, engine.Base("base", "norway")), "U-47 fa rotta verso la Norvegia: per quale via?", ""},
		{atl, engine.M("atl.air.based", engine.Unit("ac", "x"), engine.Base("base", "germany")), "x ha base in Germania [7.54].", ""},
		{atl, engine.M("atl.move.enter", path), "Entra nel Canale della Manica (via Mare del Nord)", "Enter English Channel (via North Sea)"},
		{atl, engine.M("atl.move.sail-to", engine.Nested("path", engine.M("atl.area", engine.Area("a", "western-approaches")))), "Salpa verso gli Approcci Occidentali", ""},
		{pac, engine.M("pac.smz.rtb", boat, area("marianas")), "U-47 ha compiuto la missione nelle Marianne: rientra alla base in questo turno.", ""},
		{pac, engine.M("pac.smz.no-endurance", boat, area("luzon-strait")), "U-47 nello Stretto di Luzon non fa la verifica di autonomia.", ""},
		{pac, engine.M("pac.smz.no-endurance", boat, area("wake")), "U-47 all'Isola di Wake non fa la verifica di autonomia.", ""},
		{pac, engine.M("pac.smz.no-endurance", boat, area("midway")), "U-47 a Midway non fa la verifica di autonomia.", ""},
		{pac, engine.M("pac.order.advanced-base", area("marianas")), "Le Marianne sono una base avanzata in uso: nessuna missione lì.", ""},
		{pac, engine.M("pac.limp.out", boat, engine.Base("base", "pearl-harbor"), area("mid-pacific")), "U-47 esce zoppicando da Pearl Harbor verso il Pacifico centrale con un segnalino Danneggiato e deve rientrare alla base più vicina.", ""},
	} {
		if got := IT.Msg(c.m, c.names); got != c.it {
			t.Errorf("%s in Italian:\n got %q\nwant %q", c.m.ID, got, c.it)
		}
		if c.en != "" {
			if got := EN.Msg(c.m, c.names); got != c.en {
				t.Errorf("%s in English:\n got %q\nwant %q", c.m.ID, got, c.en)
			}
		}
	}
}

// bareArea is an Italian preposition written before a bare place name:
// "in {area}", "dalla base di {base}" reads "in Approcci Occidentali".
var bareArea = regexp.MustCompile(`(?i)(^|[^\pL'])(in|a|da|di|su|per|verso|nel|sul) \{([a-z]+)\}`)

// No Italian template puts a preposition before a bare area or base: each
// takes its case ({area|in}, {base|da}), whose article comes from the
// place's grammar (issue 12).
func TestItalianPlacesTakeTheirCase(t *testing.T) {
	for _, id := range IDs() {
		d := catalogue[id].def
		kinds, err := d.argKinds()
		if err != nil {
			continue
		}
		for _, m := range bareArea.FindAllStringSubmatch(d.IT, -1) {
			k := kinds[m[3]]
			if k == engine.ArgArea || k == engine.ArgBase || (k == engine.ArgMsg && (m[3] == "path")) {
				t.Errorf("%s: %q puts %q before a bare place; write {%s|%s}", id, d.IT, m[2], m[3], strings.ToLower(m[2]))
			}
		}
		// A place opening a sentence takes its article, capitalised.
		if strings.HasPrefix(d.IT, "{") {
			name := strings.TrimPrefix(d.IT, "{")
			name = name[:strings.IndexAny(name, "|}")]
			if k := kinds[name]; (k == engine.ArgArea) && strings.HasPrefix(d.IT, "{"+name+"} ") && unicode.IsLower([]rune(strings.TrimPrefix(d.IT, "{"+name+"} "))[0]) {
				t.Errorf("%s: %q opens with a bare area; write {%s|Art}", id, d.IT, name)
			}
		}
	}
}

// The other names issue 12 left unmended: an AAC row reads as its colours
// in Italian, the readiness roll does not repeat its box, a split naval
// force takes its parent's grammar, and the Europe seat "Regno Unito e
// USA" takes an article for each power.
func TestItalianNamesReadWell(t *testing.T) {
	naval := func(s string) *engine.Msg {
		return engine.M(DataID, engine.Text("key", "naval.name"), engine.Text("s", s))
	}
	split := func(s string) engine.Arg {
		return engine.Nested("force", engine.M("naval.force.splitoff", engine.Nested("force", naval(s))))
	}
	row := engine.M("atl.aac.row-dots", engine.Nested("row", engine.M("atl.aac.row", engine.Int("w", 3), engine.Int("g", 1),
		engine.Int("o", 2), engine.Int("b", 2), engine.Int("r", 2))), engine.Int("n", 1))
	for _, c := range []struct {
		m  *engine.Msg
		it string
	}{
		{engine.M("atl.air.area.d2", engine.Int("n", 1), engine.Nested("row", row), engine.Int("p0", 40), engine.Int("p1", 50)),
			"1 tuo sommergibile lì; riga AAC 3 bianche, 1 verde, 2 arancioni, 2 blu, 2 rosse (1 con pallino rosso); una ricerca trova traffico 40\u00a0% → 50\u00a0% con questo aereo (+1 AAC, +1 tabella contatto, +1 adesioni al branco)"},
		{engine.M("atl.ready.roll", engine.Nested("box", engine.M("atl.box.workup"))), "prontezza (Approntamento)"},
		{engine.M("naval.q.splithome", split("1st Squadron"), engine.Nested("from", naval("Gulf of Taranto"))),
			"La 1a Squadra (separate) rientra dal Golfo di Taranto: quali navi si separano?"},
		{engine.M("naval.q.splithome", split("Submarines (Malta)"), engine.Nested("from", naval("Ionian Sea"))),
			"I sommergibili (Malta) (separate) rientrano dal Mar Ionio: quali navi si separano?"},
		{engine.M("naval.log.raidhome", engine.Nested("force", engine.M("naval.force.damaged", engine.Nested("force", naval("Force H"))))),
			"La Force H (danneggiate) rientra senza essere avvistata"},
		{engine.M("table.hand-over.to", engine.Nested("seat", engine.M("seat.europe.west"))), "Passa lo schermo al Regno Unito e agli USA"},
		{engine.M("table.hand-over.to", engine.Nested("seat", engine.M("seat.europe.su"))), "Passa lo schermo all'URSS"},
		{engine.M("europe.log.income", engine.Nested("power", engine.M("seat.europe.west")), engine.Int("n", 3), engine.Int("total", 9)),
			"Il Regno Unito e gli USA incassano 3 IPC (tesoro 9)"},
	} {
		if got := IT.Msg(c.m, nil); got != c.it {
			t.Errorf("%s in Italian:\n got %q\nwant %q", c.m.ID, got, c.it)
		}
	}
	// The English recon detail names the row in words too, not its code.
	recon := engine.M("atl.air.area.d2", engine.Int("n", 1), engine.Nested("row", row), engine.Int("p0", 40), engine.Int("p1", 50))
	if got, want := EN.Msg(recon, nil), "1 boat of yours there; AAC row 3 white, 1 green, 2 orange, 2 blue, 2 red (1 with a red dot); a search finds traffic 40% → 50% with this aircraft (+1 AAC, +1 contact table, +1 wolfpack joins)"; got != want {
		t.Errorf("atl.air.area.d2 in English:\n got %q\nwant %q", got, want)
	}
	if got := EN.Msg(engine.M("atl.ready.roll", engine.Nested("box", engine.M("atl.box.workup"))), nil); got != "readiness (Work-up)" {
		t.Errorf("atl.ready.roll in English: %q", got)
	}
}
