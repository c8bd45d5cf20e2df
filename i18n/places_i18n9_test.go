package i18n

import (
	"regexp"
	"strings"
	"testing"

	"periscope/assets"
	"periscope/game/engine"
	"periscope/game/europe"
	"periscope/game/naval"
)

// Every space of Europe 1941 has its Italian grammar, and the article fits
// the Italian name's first letter (issue 12).
func TestEveryEuropeSpaceHasItsGrammar(t *testing.T) {
	d, err := europe.Load()
	if err != nil {
		t.Fatal(err)
	}
	for _, sp := range d.Spaces {
		g, ok := europeSpaceGrammarIT[sp.ID]
		if !ok {
			t.Errorf("space %s has no Italian grammar (europeSpaceGrammarIT)", sp.ID)
			continue
		}
		it := IT.Msg(engine.M(europe.SpaceMsgID(sp.ID)), nil)
		// "la Iugoslavia": an i before a vowel is a consonant.
		if g.Art != "" && !articleFits(g.Art, it) && !(g.Art == "la" && strings.HasPrefix(it, "Iu")) {
			t.Errorf("space %s %q takes %q, which does not fit its first letter", sp.ID, it, g.Art)
		}
		if g.And != nil && !strings.Contains(it, " e ") {
			t.Errorf("space %s %q has a second name's grammar but no ' e '", sp.ID, it)
		}
	}
	if len(d.Spaces) < 60 {
		t.Errorf("only %d spaces", len(d.Spaces))
	}
}

// Every sea area of the naval war's four maps and every convoy route has
// its Italian grammar (a city or an atoll an empty one, listed), and the
// article fits the Italian name (issue 12).
func TestEveryNavalPlaceHasItsGrammar(t *testing.T) {
	th, err := naval.Load(assets.Data(), "naval")
	if err != nil {
		t.Fatal(err)
	}
	check := func(what, en string) {
		g, ok := NameGrammarIT(NavalNameKey, en)
		if !ok {
			t.Errorf("%s %q has no Italian grammar (navalGrammarIT)", what, en)
			return
		}
		it := IT.Msg(engine.M(DataID, engine.Text("key", NavalNameKey), engine.Text("s", en)), nil)
		if g.Art != "" && !articleFits(g.Art, it) && !strings.HasPrefix(it, strings.ToUpper(g.Art[:1])+g.Art[1:]+" ") {
			t.Errorf("%s %q (%q) takes %q, which does not fit its first letter", what, en, it, g.Art)
		}
	}
	n := 0
	for _, m := range th.Maps {
		for _, a := range m.Areas {
			check("area of "+m.ID, a.Name)
			n++
		}
	}
	for _, s := range th.Scenarios {
		for _, c := range s.Convoys {
			check("convoy of "+s.ID, c.Name)
			n++
		}
	}
	if n < 60 {
		t.Errorf("only %d naval places checked", n)
	}
}

// placeArgs are the arguments that hold a place or a named force in the
// Europe and naval templates, by the id's prefix: an Italian preposition
// before one of them must be its case ({space|in}, {force|con}).
var placeArgs = map[string]map[string]bool{
	"europe.": {"space": true, "from": true, "to": true},
	"naval.":  {"area": true, "from": true, "to": true, "port": true, "force": true, "convoy": true, "box": true, "base": true},
}

var barePlace = regexp.MustCompile(`(?i)(^|[^\pL'])(in|a|ad|da|di|su|per|verso|nel|sul|con|dal|al) \{([a-z]+)\}`)

// No Italian template of Europe 1941 or the naval war writes a preposition
// before a bare space, area, port or force ("da {from} in {to}" read "da
// Ucraina in Romania e Ungheria"); each takes its case, whose article comes
// from the name's grammar (issue 12).
func TestItalianEuropeAndNavalPlacesTakeTheirCase(t *testing.T) {
	n := 0
	for _, id := range IDs() {
		for prefix, args := range placeArgs {
			if !strings.HasPrefix(id, prefix) {
				continue
			}
			d := catalogue[id].def
			for _, m := range barePlace.FindAllStringSubmatch(d.IT, -1) {
				if args[m[3]] {
					t.Errorf("%s: %q puts %q before a bare {%s}; write {%s|%s}", id, d.IT, m[2], m[3], m[3], strings.ToLower(m[2]))
				}
			}
			n++
		}
	}
	if n < 300 {
		t.Errorf("only %d templates checked", n)
	}
}

// The Europe and naval lines read as Italian: a space or an area takes its
// article and joined preposition, a city none ("ad Arcangelo"), a pair an
// article each; a force takes its own after "con", "per", "di" (issue 12).
func TestItalianEuropeAndNavalCases(t *testing.T) {
	sp := func(name, id string) engine.Arg { return engine.Nested(name, engine.M(europe.SpaceMsgID(id))) }
	pw := func(name, id string) engine.Arg { return engine.Nested(name, engine.M("europe.power."+id)) }
	unit := func(id string) engine.Arg { return engine.Nested("unit", engine.M("europe.unit."+id)) }
	nv := func(name, s string) engine.Arg {
		return engine.Nested(name, engine.M(DataID, engine.Text("key", NavalNameKey), engine.Text("s", s)))
	}
	for _, c := range []struct {
		m      *engine.Msg
		it, en string
	}{
		{engine.M("europe.log.retreat", pw("power", "de"), sp("from", "ukraine"), sp("to", "romania")),
			"La Germania si ritira dall'Ucraina in Romania e in Ungheria", "Germany retreats from Ukraine to Romania and Hungary"},
		{engine.M("europe.log.retreat", pw("power", "uk"), sp("from", "north-sea"), sp("to", "united-kingdom")),
			"Il Regno Unito si ritira dal Mare del Nord nel Regno Unito", ""},
		{engine.M("europe.log.move", pw("power", "su"), unit("aa"), sp("from", "caucasus"), sp("to", "archangel")),
			"URSS: antiaerea dal Caucaso ad Arcangelo", ""},
		{engine.M("europe.log.move", pw("power", "de"), unit("tank"), sp("from", "germany"), sp("to", "eastern-poland")),
			"Germania: carro armato dalla Germania alla Polonia orientale", ""},
		{engine.M("europe.ask.move-to", unit("infantry"), sp("space", "urals")), "Dove muovete la fanteria dagli Urali?", ""},
		{engine.M("europe.log.capture", pw("power", "de"), sp("space", "low-countries"), pw("from", "uk")),
			"La Germania strappa il Benelux al Regno Unito", "Germany takes Low Countries from United Kingdom"},
		{engine.M("europe.log.battle", sp("space", "gulf-caribbean")), "Battaglia nel Golfo del Messico e nei Caraibi", ""},
		{engine.M("europe.log.place", pw("power", "us"), unit("infantry"), sp("space", "central-united-states")),
			"Gli USA piazzano: fanteria negli Stati Uniti centrali", ""},
		{engine.M("europe.opt.dest.raid", sp("space", "moscow")), "Raid strategico su Mosca", ""},
		{engine.M("europe.ask.def-submerge", pw("power", "de"), sp("space", "baltic-sea")),
			"Germania: i vostri sottomarini nel Mar Baltico si immergono o combattono?", ""},
		{engine.M("europe.log.convoy-freed", pw("power", "us"), sp("space", "us-east-coast")),
			"Gli USA liberano il centro convogli della Costa orientale USA", ""},
		{engine.M("europe.ask.landing", pw("power", "uk"), sp("from", "english-channel"), sp("to", "france")),
			"Regno Unito: la via dal Canale della Manica è libera. Sbarcate in Francia?", ""},
		{engine.M("europe.log.start-income", pw("power", "us"), engine.Int("inc", 40), engine.Int("left", 1), engine.Int("treasury", 41)),
			"USA: reddito iniziale 40 IPC, 1 rimasto dell'anticipo: tesoro 41", ""},
		{engine.M("naval.opt.intercept", nv("force", "Rodney group"), nv("area", "Off Orkney")),
			"Intercetta con il Gruppo Rodney nelle acque delle Orcadi", "Intercept with Rodney group at Off Orkney"},
		{engine.M("naval.q.kind", nv("force", "1st Cruiser Squadron")), "Quale operazione per la 1a Squadra incrociatori?", ""},
		{engine.M("naval.opt.join", nv("force", "Home Fleet")), "Unisci alla Home Fleet", ""},
		{engine.M("naval.log.convoy", nv("convoy", "PQ convoy to Archangel"), engine.Int("landed", 10), engine.Int("cargo", 10), nv("area", "White Sea"), engine.Int("vp", 4)),
			"Il convoglio PQ per Arcangelo sbarca 10 fattori su 10 nel Mar Bianco: 4 PV", ""},
		{engine.M("naval.log.convoy", nv("convoy", "Port Moresby reinforcement"), engine.Int("landed", 3), engine.Int("cargo", 4), nv("area", "Gulf of Papua"), engine.Int("vp", 1)),
			"I rinforzi per Port Moresby sbarcano 3 fattori su 4 nel Golfo di Papua: 1 PV", ""},
		{engine.M("naval.log.takes", engine.Nested("side", engine.M("seat.naval.japan")), nv("port", "Midway")), "Il Giappone conquista Midway", ""},
	} {
		if got := IT.Msg(c.m, nil); got != c.it {
			t.Errorf("%s in Italian:\n got %q\nwant %q", c.m.ID, got, c.it)
		}
		if c.en != "" {
			if got := EN.Msg(c.m, nil); got != c.en {
				t.Errorf("%s in English:\n got %q\nwant %q", c.m.ID, got, c.en)
			}
		}
	}
}

// A modifier's reason and the report's and the bases' lists name an
// Atlantic place with its article or preposition in Italian (issue 12:
// "ingresso in Canale della Manica", "attraverso Mare del Nord").
func TestItalianAreaCaseOutsideTheLog(t *testing.T) {
	defer SetLang(EN)
	th := loadTheatre(t, "atlantic")
	SetNames(TheatreNames{T: th})
	defer SetNames(nil)
	SetLang(IT)
	if got := AreaCase(th, "western-approaches", "art"); got != "gli Approcci Occidentali" {
		t.Errorf("AreaCase art: %q", got)
	}
	if got := AreaCase(th, "north-sea", "in"); got != "nel Mare del Nord" {
		t.Errorf("AreaCase in: %q", got)
	}
	if got := ModReason("entering English Channel"); got != "ingresso nel Canale della Manica" {
		t.Errorf("ModReason: %q", got)
	}
	SetLang(EN)
	if got := AreaCase(th, "north-sea", "in"); got != "North Sea" {
		t.Errorf("AreaCase in English: %q", got)
	}
}
