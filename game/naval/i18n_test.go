package naval

import (
	"strings"
	"testing"

	"periscope/game/engine"
	"periscope/i18n"
)

// Every message the naval game gives (prompts, options, log lines, the
// catalogue's scenarios and switches) is in the catalogue in English and
// Italian, with all its arguments.
func TestMessagesInCatalogue(t *testing.T) {
	th := theatre(t)
	var check func(m *engine.Msg, where string)
	check = func(m *engine.Msg, where string) {
		if m == nil {
			return
		}
		if m.ID == i18n.RollID {
			for _, a := range m.Args {
				check(a.Msg, where+"/"+a.Name)
			}
			return
		}
		if !i18n.Has(m.ID) {
			t.Errorf("%s: %s is not in the catalogue", where, m.ID)
			return
		}
		for _, l := range []i18n.Lang{i18n.EN, i18n.IT} {
			if s := l.Msg(m, nil); strings.Contains(s, "{") {
				t.Errorf("%s: %s renders %q in %s", where, m.ID, s, l)
			}
		}
	}
	in := Installed{Load: func() (*Theatre, error) { return th, nil }}
	for _, s := range in.Scenarios(TheatreID) {
		check(s.TitleMsg, s.ID)
		check(s.BlurbMsg, s.ID)
	}
	for _, o := range in.Options(TheatreID) {
		check(o.TextMsg, o.Name)
	}
	for _, sc := range th.Scenarios {
		g, _ := NewGame(th, engine.Record{Scenario: sc.ID, Seed: 9})
		es, _ := g.Start()
		for g.Prompt() != nil {
			p := g.Prompt()
			if p.Msg == nil {
				t.Errorf("prompt %s has no message", p.Kind)
			}
			check(p.Msg, p.Kind)
			for _, o := range p.Options {
				if o.LabelMsg == nil {
					t.Errorf("option %s of %s has no message", o.Key, p.Kind)
				}
				check(o.LabelMsg, p.Kind+"/"+o.Key)
			}
			more, err := g.Apply(Bot{Seat: p.Seat}.Choose(g, p))
			if err != nil {
				t.Fatal(err)
			}
			es = append(es, more...)
		}
		for _, e := range es {
			check(e.Msg, "log")
			// Every line has a message; a roll names at least its purpose,
			// and its modifiers' reasons are in the catalogue.
			if e.Msg == nil {
				t.Errorf("log line without a message: %q", e.Text)
				continue
			}
			if e.Roll != nil {
				if _, ok := e.Msg.Arg("purpose"); e.Msg.ID != i18n.RollID || !ok {
					t.Errorf("roll %q has no purpose message", e.Roll.Purpose)
				}
				if _, ok := e.Msg.Arg("result"); !ok {
					t.Errorf("roll %q has no result message", e.Roll.Purpose)
				}
				prev := i18n.Current()
				i18n.SetLang(i18n.IT)
				for _, m := range e.Roll.Mods {
					if i18n.ModReason(m.Reason) == m.Reason {
						t.Errorf("modifier reason %q is not in the catalogue", m.Reason)
					}
				}
				i18n.SetLang(prev)
			}
		}
	}
}

// The names the game makes up for forces (a raid's defenders, damaged ships
// sent home, a ship regrouped alone) and the save lists' "Turn n of m" are
// messages, in English and Italian.
func TestMadeUpNamesAndTurnInItalian(t *testing.T) {
	g := testGame(t)
	g.S.Turn = 2
	raid := &Force{Name: "Raid defence", NameMsg: msg("force.raiddefence")}
	dmg := &Force{Name: "TF 17 (damaged)", NameMsg: msg("force.damaged", engine.Text("force", "TF 17"))}
	for _, c := range []struct {
		m      *engine.Msg
		en, it string
	}{
		{ForceName(raid), "Raid defence", "Difesa contro l'incursione"},
		{ForceName(dmg), "TF 17 (damaged)", "TF 17 (danneggiate)"},
		{ForceName(&Force{Name: "Kido Butai"}), "Kido Butai", "Kido Butai"},
		{g.Summary().DateMsg, "Turn 2 of 6", "Turno 2 di 6"},
		{msg("log.noactivity", g.seatArg("side", 1)), "United States undertakes no naval activity", "Gli Stati Uniti non intraprendono attività navali"},
		{msg("log.abandons", g.forceArg("force", raid), engine.Int("op", 1)), "Raid defence abandons operation 1 and turns for home", "La Difesa contro l'incursione abbandona l'operazione 1 e fa rotta verso casa"},
	} {
		if en, it := i18n.EN.Msg(c.m, nil), i18n.IT.Msg(c.m, nil); en != c.en || it != c.it {
			t.Errorf("%s: %q / %q", c.m.ID, en, it)
		}
	}
}

// Issue 12: the naval data's names (sea areas, ports, forces, air bases,
// convoy routes) have their Italian in the catalogue, so that no English
// is left in an Italian game ("Naples" is "Napoli", "1st Squadron" "1a
// Squadra").
func TestDataNamesInItalian(t *testing.T) {
	th := theatre(t)
	var names []string
	for _, m := range th.Maps {
		for _, a := range m.Areas {
			names = append(names, a.Name)
			if a.Port != "" {
				names = append(names, a.Port)
			}
		}
	}
	for _, sc := range th.Scenarios {
		for _, f := range sc.Forces {
			names = append(names, f.Name)
		}
		for _, a := range sc.Arrivals {
			names = append(names, a.Force.Name)
		}
		for _, a := range sc.Air {
			names = append(names, a.Name)
		}
		for _, c := range sc.Convoys {
			names = append(names, c.Name)
		}
		for _, b := range sc.Boxes {
			names = append(names, b.Name, sc.MainBox)
		}
	}
	for _, n := range names {
		if !i18n.HasDataTextFor(i18n.NavalNameKey, n) {
			t.Errorf("%q has no Italian (i18n/data_naval_it.go)", n)
		}
	}
	if s := i18n.IT.Msg(DataName("Naples"), nil); s != "Napoli" {
		t.Errorf("Naples in Italian: %q", s)
	}
	if s := i18n.IT.Msg(DataName("1st Squadron"), nil); s != "1a Squadra" {
		t.Errorf("1st Squadron in Italian: %q", s)
	}
}
