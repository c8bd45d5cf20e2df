package i18n_test

import (
	"regexp"
	"strings"
	"testing"

	"periscope/assets"
	"periscope/game/data"
	"periscope/game/engine"
	"periscope/i18n"
)

// navalName is a naval data name as game/naval passes it (DataName).
func navalName(s string) *engine.Msg {
	return engine.M(i18n.DataID, engine.Text("key", i18n.NavalNameKey), engine.Text("s", s))
}

// agreementArgs fills every argument a naval subject message may take, the
// subject (force or side) given.
func agreementArgs(id string, force, side *engine.Msg) *engine.Msg {
	m := engine.M(id, engine.Nested("force", force), engine.Nested("side", side), engine.Nested("from", side),
		engine.Nested("area", navalName("Ionian Sea")), engine.Nested("to", navalName("Malta")), engine.Nested("port", navalName("Malta")),
		engine.Nested("of", navalName("Home Fleet")), engine.Nested("by", engine.M("seat.naval.italy")), engine.Nested("box", navalName("Atlantic box")),
		engine.Text("ships", "Rodney"), engine.Text("forces", "Force H"), engine.Nested("kind", engine.M("naval.kind.patrol")),
		engine.Text("target", "Rodney"))
	for _, n := range []string{"n", "vp", "op", "nf", "a", "b", "cg", "new", "brp", "opt", "att", "def", "oil", "dmg", "surprise"} {
		m.Args = append(m.Args, engine.Int(n, 2))
	}
	return m
}

// power is a Europe line with power p as its subject.
func power(id, p string) *engine.Msg {
	m := agreementArgs(id, nil, navalName("Malta"))
	m.Args = append(m.Args, engine.Nested("power", engine.M("europe.power."+p)), engine.Text("space", "Malta"), engine.Int("total", 9), engine.Text("unit", "infantry"))
	return m
}

// Issue 12: a force or a side that is the subject of a naval line makes the
// verb agree in number, in Italian and in English: "I sommergibili (Malta)
// rientrano", "Submarines (Malta) head home", "Gli Stati Uniti perdono";
// the singular stays singular ("La 1a Squadra rientra", "United States
// loses"), and a side takes its article ("La Gran Bretagna perde").
func TestSubjectsAgreeInNumber(t *testing.T) {
	one, many := navalName("1st Squadron"), navalName("Submarines (Malta)")
	britain, usa := engine.M("seat.naval.britain"), engine.M("seat.naval.usa")
	for _, c := range []struct{ id, itOne, itMany, enMany string }{
		{"naval.log.raid", "La 1a Squadra affonda", "I sommergibili (Malta) affondano", "Submarines (Malta) sink"},
		{"naval.log.raidhome", "La 1a Squadra rientra", "I sommergibili (Malta) rientrano", "Submarines (Malta) head"},
		{"naval.log.raidchase", "La 1a Squadra è", "I sommergibili (Malta) sono", "Submarines (Malta) are"},
		{"naval.q.support", "La 1a Squadra è", "I sommergibili (Malta) sono", "Submarines (Malta) are"},
		{"naval.opt.support", "La 1a Squadra supporta", "I sommergibili (Malta) supportano", "Submarines (Malta) support"},
		{"naval.log.supports", "La 1a Squadra sospende", "I sommergibili (Malta) sospendono", "Submarines (Malta) put"},
		{"naval.log.joined", "La 1a Squadra si ricongiunge", "I sommergibili (Malta) si ricongiungono", "Submarines (Malta) meet"},
		{"naval.log.abandons", "La 1a Squadra abbandona", "I sommergibili (Malta) abbandonano", "Submarines (Malta) abandon"},
		{"naval.log.homeward", "La 1a Squadra rientra", "I sommergibili (Malta) rientrano", "Submarines (Malta) head"},
		{"naval.log.arrives", "La 1a Squadra arriva", "I sommergibili (Malta) arrivano", "Submarines (Malta) arrive"},
		{"naval.q.goon", "La 1a Squadra ha", "I sommergibili (Malta) hanno", "Submarines (Malta) won their"},
		{"naval.q.closing", "La 1a Squadra non ha", "I sommergibili (Malta) non hanno", "Submarines (Malta) did not reach the battle: resume their"},
		{"naval.opt.goonto", "La 1a Squadra prosegue", "I sommergibili (Malta) proseguono", "Submarines (Malta) go"},
		{"naval.opt.resume", "La 1a Squadra riprende", "I sommergibili (Malta) riprendono", "Submarines (Malta) resume"},
		{"naval.log.goeshome", "La 1a Squadra rientra", "I sommergibili (Malta) rientrano", "Submarines (Malta) go"},
		{"naval.log.goeson", "La 1a Squadra prosegue", "I sommergibili (Malta) proseguono", "Submarines (Malta) go"},
		{"naval.log.resumes", "La 1a Squadra riprende", "I sommergibili (Malta) riprendono", "Submarines (Malta) resume"},
		{"naval.q.grouphome", "La 1a Squadra rientra", "I sommergibili (Malta) rientrano", "Submarines (Malta) head"},
		{"naval.log.grouphome", "La 1a Squadra rientra", "I sommergibili (Malta) rientrano", "Submarines (Malta) sail"},
		{"naval.q.splithome", "La 1a Squadra rientra", "I sommergibili (Malta) rientrano", "Submarines (Malta) head"},
		{"naval.q.splitoffhome", "La 1a Squadra rientra", "I sommergibili (Malta) rientrano", "Submarines (Malta) head"},
		{"naval.log.splithome", "La 1a Squadra si separa", "I sommergibili (Malta) si separano", "Submarines (Malta) split"},
		{"naval.log.noships", "La 1a Squadra non trova", "I sommergibili (Malta) non trovano", "Submarines (Malta) find"},
		{"naval.log.autointercept", "La 1a Squadra è", "I sommergibili (Malta) sono", "Submarines (Malta) are"},
		{"naval.log.patrol", "La 1a Squadra inizia", "I sommergibili (Malta) iniziano", "Submarines (Malta) take"},
		{"naval.log.rebase", "La 1a Squadra si trasferisce", "I sommergibili (Malta) si trasferiscono", "Submarines (Malta) change"},
		{"naval.log.bombard", "La 1a Squadra bombarda", "I sommergibili (Malta) bombardano", "Submarines (Malta) bombard"},
		{"naval.log.patrolends", "La 1a Squadra termina", "I sommergibili (Malta) terminano", "Submarines (Malta) end"},
		{"naval.log.cut", "La Gran Bretagna dichiara", "Gli Stati Uniti dichiarano", ""},
		{"naval.log.counter", "La Gran Bretagna dichiara", "Gli Stati Uniti dichiarano", ""},
		{"naval.log.loss", "La Gran Bretagna perde", "Gli Stati Uniti perdono", ""},
		{"naval.log.withdrawsdamaged", "La Gran Bretagna ritira", "Gli Stati Uniti ritirano", ""},
		{"naval.log.withdraws", "La Gran Bretagna si ritira", "Gli Stati Uniti si ritirano", ""},
		{"naval.log.regroup", "La Gran Bretagna riorganizza", "Gli Stati Uniti riorganizzano", ""},
		{"naval.log.split", "La Gran Bretagna divide", "Gli Stati Uniti dividono", ""},
		{"naval.log.portcounter", "La Gran Bretagna costruisce", "Gli Stati Uniti costruiscono", ""},
		{"naval.log.brppenalty", "La Gran Bretagna ha", "Gli Stati Uniti hanno", ""},
		{"naval.log.brpvp", "La Gran Bretagna ha", "Gli Stati Uniti hanno", ""},
		{"naval.log.transportslost", "La Gran Bretagna perde", "Gli Stati Uniti perdono", ""},
		{"naval.log.buildtransport", "La Gran Bretagna costruisce", "Gli Stati Uniti costruiscono", ""},
		{"naval.log.nocounter", "La Gran Bretagna non contrattacca", "Gli Stati Uniti non contrattaccano", ""},
		{"naval.log.retaken", "La Gran Bretagna riconquista", "Gli Stati Uniti riconquistano", ""},
		{"naval.log.movetransport", "La Gran Bretagna trasferisce", "Gli Stati Uniti trasferiscono", ""},
		{"naval.log.buildtransportbox", "La Gran Bretagna costruisce", "Gli Stati Uniti costruiscono", ""},
		{"naval.log.withdrawsships", "La Gran Bretagna ritira", "Gli Stati Uniti ritirano", ""},
		{"naval.log.takes", "La Gran Bretagna conquista", "Gli Stati Uniti conquistano", ""},
		{"naval.log.noactivity", "La Gran Bretagna non intraprende", "Gli Stati Uniti non intraprendono", ""},
		{"naval.log.oilshort", "La Gran Bretagna ha", "Gli Stati Uniti hanno", ""},
	} {
		subj := func(f, s *engine.Msg) *engine.Msg { return agreementArgs(c.id, f, s) }
		if got := i18n.IT.Msg(subj(one, britain), nil); !strings.HasPrefix(got, c.itOne) {
			t.Errorf("%s (it, singular): %q, want it to open with %q", c.id, got, c.itOne)
		}
		if got := i18n.IT.Msg(subj(many, usa), nil); !strings.HasPrefix(got, c.itMany) {
			t.Errorf("%s (it, plural): %q, want it to open with %q", c.id, got, c.itMany)
		}
		if c.enMany != "" {
			if got := i18n.EN.Msg(subj(many, usa), nil); !strings.HasPrefix(got, c.enMany) {
				t.Errorf("%s (en, plural): %q, want it to open with %q", c.id, got, c.enMany)
			}
		}
	}
	for _, c := range []struct {
		l    i18n.Lang
		m    *engine.Msg
		want string
	}{
		{i18n.EN, agreementArgs("naval.log.raidhome", one, britain), "1st Squadron heads home unseen"},
		{i18n.EN, agreementArgs("naval.log.raidhome", many, britain), "Submarines (Malta) head home unseen"},
		{i18n.IT, agreementArgs("naval.log.raidhome", many, britain), "I sommergibili (Malta) rientrano senza essere avvistati"},
		{i18n.IT, agreementArgs("naval.log.raidhome", navalName("Palermo light forces"), britain), "Le forze leggere di Palermo rientrano senza essere avvistate"},
		{i18n.IT, agreementArgs("naval.log.raidhome", navalName("U-boats (Biscay)"), britain), "Gli U-Boot (Biscaglia) rientrano senza essere avvistati"},
		{i18n.EN, agreementArgs("naval.q.support", many, britain), "Submarines (Malta) are counter-intercepted at Ionian Sea: support them?"},
		{i18n.IT, agreementArgs("naval.q.support", many, britain), "I sommergibili (Malta) sono contro-intercettati nel Mar Ionio: supportarli?"},
		{i18n.EN, agreementArgs("naval.log.loss", one, usa), "United States loses 2 naval factors (2 VP to Italy)"},
		{i18n.IT, agreementArgs("naval.log.loss", one, usa), "Gli Stati Uniti perdono 2 fattori navali (2 PV all'Italia)"},
		{i18n.IT, agreementArgs("naval.log.loss", one, engine.M("seat.naval.italy")), "L'Italia perde 2 fattori navali (2 PV all'Italia)"},
		{i18n.EN, agreementArgs("naval.log.retaken", one, usa), "United States retakes Malta: 2 VP lost by United States"},
		{i18n.IT, agreementArgs("naval.log.retaken", one, britain), "La Gran Bretagna riconquista Malta: la Gran Bretagna perde 2 PV"},
		{i18n.IT, agreementArgs("naval.result.wins", one, usa), "vincono gli Stati Uniti"},
		{i18n.IT, agreementArgs("naval.result.wins", one, engine.M("seat.naval.japan")), "vince il Giappone"},
		{i18n.IT, agreementArgs("naval.res.joins", many, britain), "avanza di 2: i sommergibili (Malta) entrano in battaglia"},
		{i18n.IT, agreementArgs("naval.log.portopens", one, engine.M("seat.naval.germany")), "Il segnalino porto nel Mar Ionio è operativo: un porto della Germania"},
		{i18n.IT, agreementArgs("naval.log.airstrike", one, usa), "Attacco aereo degli Stati Uniti: 2 squadriglie contro Rodney nel Mar Ionio (sorpresa 2)"},
		{i18n.IT, agreementArgs("naval.log.bombardloss", many, usa), "Le navi dei sommergibili (Malta) che bombardano"},
		// Europe's powers.
		{i18n.IT, power("europe.log.income", "us"), "Gli USA incassano 2 IPC"},
		{i18n.EN, power("europe.log.income", "us"), "USA collects 2 IPC"},
		{i18n.IT, power("europe.log.income", "de"), "La Germania incassa 2 IPC"},
		{i18n.IT, power("europe.log.retreat", "su"), "L'URSS si ritira da Malta a Malta"},
		{i18n.IT, power("europe.log.lost", "uk"), "Il Regno Unito perde: "},
		{i18n.IT, power("europe.log.lost", "us"), "Gli USA perdono: "},
		{i18n.IT, power("europe.log.convoy-taken", "uk"), "La Germania prende il centro convogli di Malta: il Regno Unito perde 2 IPC"},
	} {
		if got := c.l.Msg(c.m, nil); !strings.HasPrefix(got, c.want) {
			t.Errorf("%s (%s): %q, want it to open with %q", c.m.ID, c.l, got, c.want)
		}
	}
}

// No Italian line opens with a force or a side and a verb that does not
// agree with it in number: "{force|Art} rientra" must be "{force|Art}
// {force|rientra|rientrano}" (a plural force would read "I sommergibili
// rientra"); nor an English one with a force ("{force} heads").
func TestSubjectVerbsHaveNumberForms(t *testing.T) {
	itSubject := regexp.MustCompile(`^\{(force|side|power)\|Art\} (?:non )?(\S+)`)
	enSubject := regexp.MustCompile(`^\{(force)\} (\S+)`)
	for _, id := range i18n.IDs() {
		if !strings.HasPrefix(id, "naval.") && !strings.HasPrefix(id, "europe.") {
			continue
		}
		en, it := i18n.Template(i18n.EN, id), i18n.Template(i18n.IT, id)
		for _, c := range []struct {
			re  *regexp.Regexp
			txt string
		}{{itSubject, it}, {enSubject, en}} {
			m := c.re.FindStringSubmatch(c.txt)
			if m == nil || strings.HasPrefix(m[2], "{"+m[1]+"|") || m[2] == "won" || m[2] == "did" || strings.HasPrefix(m[2], "(") {
				continue
			}
			t.Errorf("%s: %q opens with {%s} and a verb with no number forms", id, c.txt, m[1])
		}
	}
}

// [7.54] An aircraft's base is a country, a region or a city: "basato in
// Germania", "nella Francia atlantica", "a Narvik"; English "based in".
func Test7_54_AircraftBaseTakesItsPreposition(t *testing.T) {
	th, err := data.Load(assets.Data(), "atlantic")
	if err != nil {
		t.Fatal(err)
	}
	names := i18n.TheatreNames{T: th}
	for _, c := range []struct {
		l          i18n.Lang
		base, want string
	}{
		{i18n.IT, "germany", "X ha base in Germania [7.54]."},
		{i18n.IT, "france", "X ha base nella Francia atlantica [7.54]."},
		{i18n.IT, "narvik", "X ha base a Narvik [7.54]."},
		{i18n.EN, "germany", "X is based in Germany [7.54]."},
	} {
		m := engine.M("atl.air.based", engine.Text("ac", "X"), engine.Arg{Name: "base", Kind: engine.ArgBase, Str: c.base})
		if got := c.l.Msg(m, names); got != c.want {
			t.Errorf("%s %s: %q, want %q", c.l, c.base, got, c.want)
		}
	}
	if got := i18n.FixEnglish("Where does X (range 1, based at Germany) fly this week? → Stay at Germany"); got != "Where does X (range 1, based in Germany) fly this week? → Stay in Germany" {
		t.Errorf("FixEnglish: %q", got)
	}
}
