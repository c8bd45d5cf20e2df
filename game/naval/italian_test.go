package naval

import (
	"regexp"
	"sort"
	"strings"
	"testing"

	"periscope/game/engine"
	"periscope/i18n"
)

// areaMessages are the naval messages that name a sea area or port, with
// the arguments that hold it (a force in the others' place is named the
// same way); every Italian sentence of theirs must read right with every
// area's name.
var areaMessages = map[string][]string{
	"log.airstrike": {"area"}, "log.announce": {"from", "to"}, "log.arrives": {"area"}, "log.autointercept": {"area"},
	"log.battle": {"area"}, "log.battleover": {"area"}, "log.battleend": {"area"}, "log.beachhead": {"area"},
	"log.beachheadholds": {"area"}, "log.bombard": {"area"}, "log.convoy": {"area"}, "log.counter": {"area"},
	"log.cut": {"area"}, "log.fleetaction": {"area"}, "log.goeson": {"area"}, "log.homeward": {"from", "to"},
	"log.joined": {"area"}, "log.landempty": {"area"}, "log.landingfails": {"area"}, "log.landodds": {"area"},
	"log.nocounter": {"area"}, "log.noships": {"area"}, "log.patrol": {"area"}, "log.patrolends": {"area", "port"},
	"log.portcounter": {"area"}, "log.portopens": {"area"}, "log.rebase": {"area"}, "log.repulsed": {"area"},
	"log.resumes": {"area"}, "log.retaken": {"port"}, "log.round": {"area"}, "log.supplied": {"port"},
	"log.unsupplied": {"port"}, "log.supports": {"area"}, "log.takes": {"port"}, "opt.airstrike": {"area"},
	"opt.counter": {"area"}, "opt.goonto": {"area"}, "opt.intercept": {"area"}, "opt.order": {"area"},
	"opt.portattack": {"area"}, "opt.portcounter": {"area"}, "opt.reorg": {"area"}, "q.reorg": {"area"},
	"opt.resume": {"area"}, "q.closing": {"area"}, "q.goon": {"area"}, "q.grouphome": {"from"},
	"q.intercept": {"to"}, "q.landlosses": {"area"}, "q.splithome": {"from"}, "q.splitoffhome": {"from"},
	"q.support": {"area"}, "roll.port": {"port"}, "board.battle": {"area"}, "board.lastbattle": {"area"},
	"opt.area": {"area"}, "opt.areatransports": {"area"}, "force.regrouped": {"port"},
	"log.moves": {"from", "to"}, "log.splithome": {"from"}, "log.grouphome": {"to"}, "log.joined/to": {"to"},
}

// italianName is how an area's Italian name reads inside a sentence (its
// article dropped, a common noun written small) and its article.
func italianName(en string) (string, i18n.Grammar, bool) {
	it := i18n.IT.Msg(DataName(en), nil)
	g, ok := i18n.NameGrammarIT(i18n.NavalNameKey, en)
	in := i18n.ItalianCase(it, g, "art")
	if ok {
		in = strings.TrimPrefix(strings.TrimPrefix(in, g.Art), " ")
	}
	return in, g, ok
}

// articleWords are the words that may stand before an articled name: its
// article, or a preposition joined to one.
var articleWords = regexp.MustCompile(`(?i)(^|[ (])(il|lo|la|l'|i|gli|le|al|allo|alla|all'|ai|agli|alle|dal|dallo|dalla|dall'|dai|dagli|dalle|del|dello|della|dell'|dei|degli|delle|nel|nello|nella|nell'|nei|negli|nelle|sul|sullo|sulla|sull'|sui|sugli|sulle) ?$`)

// bareBefore are the prepositions that must not stand bare before an
// articled name ("da Golfo della Sirte"), nor before a city ("in Napoli").
var bareBefore = regexp.MustCompile(`(^|[ (])(a|da|di|in|su|per|verso|con|tra|fra) $`)

// checkItalianName reports what is wrong with the way s names en.
func checkItalianName(s, en string) string {
	name, g, _ := italianName(en)
	i := strings.Index(s, name)
	if i < 0 {
		// Only where a name goes bare, as it is written on the map.
		if i = strings.Index(s, i18n.IT.Msg(DataName(en), nil)); i < 0 {
			return "the name is missing"
		}
		if t := strings.TrimRight(s[:i], " "); t != "" && !strings.HasSuffix(t, ":") && !strings.HasSuffix(t, "(") {
			return "the name as on the map inside a sentence"
		}
		return ""
	}
	before := s[:i]
	if g.Art != "" {
		// At the start of a line, in a list or a label, a name goes bare.
		if t := strings.TrimRight(before, " "); t == "" || strings.HasSuffix(t, ":") || strings.HasSuffix(t, "(") || strings.HasSuffix(t, "—") {
			return ""
		}
		if !articleWords.MatchString(before) {
			return "no article before " + name
		}
		return ""
	}
	if strings.HasSuffix(before, "in ") && g.In != "in" {
		return "in before a city"
	}
	if articleWords.MatchString(before) && !strings.HasSuffix(before, "l'") {
		return "an article before " + name
	}
	return ""
}

// The Italian of every naval message that names a sea area or a port
// reads right with every area's and port's name: "rientra dal Golfo della
// Sirte", "dalla Spezia", "nelle acque di Creta", "a Malta" (the names'
// articles in i18n/data_naval_it.go, the cases in i18n/data_case.go).
func TestItalianAreaNamesTakeTheirArticles(t *testing.T) {
	th := theatre(t)
	var names []string
	seen := map[string]bool{}
	for _, id := range sortedKeys(th.Maps) {
		for _, a := range th.Maps[id].Areas {
			for _, n := range []string{a.Name, a.Port} {
				if n != "" && !seen[n] {
					seen[n] = true
					names = append(names, n)
				}
			}
		}
	}
	ids := sortedKeys(areaMessages)
	checked := 0
	for _, key := range ids {
		id, _, _ := strings.Cut(key, "/")
		if !i18n.Has("naval." + id) {
			t.Errorf("naval.%s is not in the catalogue", id)
			continue
		}
		for _, n := range names {
			for _, arg := range areaMessages[key] {
				m := msg(id, engine.Nested(arg, DataName(n)))
				for _, other := range []string{"area", "from", "to", "port"} {
					if other != arg {
						m.Args = append(m.Args, engine.Nested(other, DataName("Malta")))
					}
				}
				m.Args = append(m.Args, engine.Nested("force", DataName("Force H")), engine.Nested("base", DataName("Sicily")),
					engine.Nested("kind", msg("kind.patrol")), engine.Nested("side", msg("seat.naval.x")))
				s := i18n.IT.Msg(m, nil)
				if why := checkItalianName(s, n); why != "" {
					t.Errorf("naval.%s with %s in {%s}: %q: %s", id, n, arg, s, why)
				}
				checked++
			}
		}
	}
	if checked < 1000 {
		t.Errorf("only %d sentences checked", checked)
	}
	for _, c := range []struct{ id, arg, name, want string }{
		{"log.homeward", "from", "Gulf of Sirte", "rientra dal Golfo della Sirte"},
		{"log.homeward", "to", "La Spezia", "alla Spezia"},
		{"log.homeward", "from", "La Spezia", "dalla Spezia"},
		{"log.battle", "area", "Off Crete", "Battaglia navale nelle acque di Creta"},
		{"log.battle", "area", "Malta", "Battaglia navale a Malta"},
		{"log.battle", "area", "Strait of Gibraltar", "Battaglia navale nello Stretto di Gibilterra"},
		{"log.battle", "area", "Western Approaches", "Battaglia navale negli Approcci Occidentali"},
		{"log.battle", "area", "North Atlantic convoy routes", "Battaglia navale sulle rotte dei convogli del Nord Atlantico"},
		{"log.portcounter", "area", "Fiji and Samoa", "alle Figi e Samoa"},
		{"log.goeson", "area", "Marianas", "prosegue verso le Marianne"},
		{"log.landodds", "area", "Gulf of Papua", "L'invasione del Golfo di Papua"},
		{"log.takes", "port", "Suda Bay", "conquista la Baia di Suda"},
		{"opt.airstrike", "base", "Egypt", "Attacco dall'Egitto"},
	} {
		m := msg(c.id, engine.Nested(c.arg, DataName(c.name)), engine.Nested("force", DataName("Force H")), engine.Nested("side", msg("seat.naval.italy")))
		if s := i18n.IT.Msg(m, nil); !strings.Contains(s, c.want) {
			t.Errorf("%s with %s: %q, want %q", c.id, c.name, s, c.want)
		}
	}
	// A force opening a sentence takes its article too, and a plural one
	// a plural verb (issue 12); a made-up name stays as it is.
	for _, c := range []struct {
		force *engine.Msg
		want  string
	}{
		{DataName("1st Squadron"), "La 1a Squadra rientra dal Golfo della Sirte alla Spezia"},
		{DataName("U-boats (Arctic)"), "Gli U-Boot (Artico) rientrano"},
		{DataName("Submarines (Malta)"), "I sommergibili (Malta) rientrano dal Golfo della Sirte"},
		{DataName("TF 16"), "La TF 16 rientra dal Golfo della Sirte"},
		{msg("force.damaged", engine.Nested("force", DataName("Home Fleet"))), "La Home Fleet (danneggiate) rientra"},
	} {
		m := msg("log.homeward", engine.Nested("force", c.force), engine.Nested("from", DataName("Gulf of Sirte")), engine.Nested("to", DataName("La Spezia")))
		if s := i18n.IT.Msg(m, nil); !strings.HasPrefix(s, c.want) {
			t.Errorf("%q, want %q", s, c.want)
		}
	}
}

// No Italian text of the naval game puts a bare preposition before a
// place's name: the name's case says it ("{from|da}"), so that the article
// goes in.
func TestItalianTemplatesUseNameCases(t *testing.T) {
	bare := regexp.MustCompile(`\b(a|da|di|in|su|verso|per) \{(area|from|to|port|base)\}`)
	for _, key := range sortedKeys(areaMessages) {
		id, _, _ := strings.Cut(key, "/")
		// The template with every placeholder left in shows how it uses them.
		s := i18n.IT.Msg(msg(id), nil)
		if m := bare.FindString(s); m != "" {
			t.Errorf("naval.%s: %q has %q", id, s, m)
		}
	}
}

// italianLogCheck is a playLog that fails the test on an Italian log line
// naming an area without its article ("Battaglia navale a Canale di
// Sicilia"); the short soak's bot games of every scenario run it.
func italianLogCheck(t *testing.T, th *Theatre) func([]engine.Entry) {
	var names []string
	for _, id := range sortedKeys(th.Maps) {
		for _, a := range th.Maps[id].Areas {
			for _, n := range []string{a.Name, a.Port} {
				if name, g, _ := italianName(n); n != "" && g.Art != "" {
					names = append(names, name)
				}
			}
		}
	}
	wrong := regexp.MustCompile(`(^|[ (])(a|da|di|in|su|per|verso|con) $`)
	return func(es []engine.Entry) {
		for _, e := range es {
			if e.Msg == nil {
				continue
			}
			s := i18n.IT.Msg(e.Msg, nil)
			for _, name := range names {
				for i := strings.Index(s, name); i >= 0; {
					if wrong.MatchString(s[:i]) {
						t.Errorf("Italian log: %q", s)
						break
					}
					j := strings.Index(s[i+1:], name)
					if j < 0 {
						break
					}
					i += 1 + j
				}
			}
		}
	}
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// A word that agrees with a force agrees with its name's gender: "la 1a
// Squadra è costretta", "il Gruppo Rodney è costretto", and the pronoun
// of a question with it ("supportarla?", "supportarlo?").
func TestItalianAgreesWithTheForce(t *testing.T) {
	cases := []struct{ force, id, want string }{
		{"1st Squadron", "log.raidchase", "La 1a Squadra è costretta a battaglia"},
		{"Rodney group", "log.raidchase", "Il Gruppo Rodney è costretto a battaglia"},
		{"1st Squadron", "log.raidhome", "senza essere avvistata"},
		{"Rodney group", "log.raidhome", "senza essere avvistato"},
		{"Home Fleet", "q.support", "contro-intercettata"},
		{"Rodney group", "q.support", "supportarlo?"},
		{"Home Fleet", "q.grouphome", "raggrupparla con"},
	}
	for _, c := range cases {
		m := engine.M("naval."+c.id, engine.Nested("force", DataName(c.force)), engine.Text("ships", "Rodney"),
			engine.Nested("area", DataName("Norwegian Sea")), engine.Nested("from", DataName("Norwegian Sea")))
		got := i18n.IT.Msg(m, nil)
		if !strings.Contains(got, c.want) {
			t.Errorf("%s with %s: %q, want it to contain %q", c.id, c.force, got, c.want)
		}
		if en := i18n.EN.Msg(m, nil); strings.ContainsAny(en, "|{") {
			t.Errorf("%s in English: %q", c.id, en)
		}
	}
}
