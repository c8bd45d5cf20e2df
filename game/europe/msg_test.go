package europe

import (
	"strings"
	"testing"

	"periscope/game/engine"
	"periscope/i18n"
)

// checkMsg reports a message whose id (or a nested one) the catalogue
// lacks, or that renders with a placeholder left in Italian.
func checkMsg(t *testing.T, where string, m *engine.Msg) {
	t.Helper()
	if m == nil {
		t.Errorf("%s: no message id", where)
		return
	}
	if m.ID == i18n.RollID { // a roll's record: its parts are messages
		for _, a := range m.Args {
			checkMsg(t, where+" "+a.Name, a.Msg)
		}
		return
	}
	if !i18n.Has(m.ID) {
		t.Errorf("%s: message %q is not in the catalogue", where, m.ID)
	}
	for _, a := range m.Args {
		if a.Msg != nil {
			checkMsg(t, where, a.Msg)
		}
		if a.Kind == engine.ArgText && numberAsText(a.Str) {
			t.Errorf("%s: argument %s is the number %q as text (Italian cannot write it its own way)", where, a.Name, a.Str)
		}
	}
	if s := i18n.IT.Msg(m, nil); strings.Contains(s, "{") || s == "" {
		t.Errorf("%s: Italian text %q", where, s)
	}
}

// numberAsText says whether s is a number written as text ("5.1", "+3"):
// such an argument reads with English marks in Italian.
func numberAsText(s string) bool {
	s = strings.TrimLeft(s, "+-−")
	if s == "" {
		return false
	}
	for _, r := range s {
		if (r < '0' || r > '9') && r != '.' && r != ',' {
			return false
		}
	}
	return true
}

// The calculator's detail writes the expected survivors with the
// language's decimal mark and the IPC swing with its sign: "superstiti 5,1
// contro 0,0" in Italian, not 5.1 (a number passed as text kept its point).
func TestOddsDetailWritesNumbersInTheLanguage(t *testing.T) {
	d := testData(t)
	g, _ := NewGame(d, engine.Record{System: SystemID, Theatre: Theatre, Scenario: Scenario4, Seed: 1})
	var r Result
	r.Win, r.Lose, r.Draw = 0.875, 0.1, 0.025
	r.AttLeft[tInfantry], r.AttLeft[tTank] = 3.05, 2.05
	r.DefLost, r.AttLost = 12, 4.6
	_, msg := g.OddsDetail(r)
	checkMsg(t, "odds", msg)
	for _, c := range []struct {
		l    i18n.Lang
		want string
	}{
		{i18n.EN, "survivors 5.1 against 0.0; IPC swing +7"},
		{i18n.IT, "superstiti 5,1 contro 0,0; saldo IPC +7"},
	} {
		if got := c.l.Msg(msg, nil); !strings.Contains(got, c.want) {
			t.Errorf("%s: %q does not contain %q", c.l, got, c.want)
		}
	}
}

// Every prompt and option a game shows has a message in the catalogue,
// in English and Italian.
func TestPromptsHaveMessages(t *testing.T) {
	d := testData(t)
	seen := map[string]bool{}
	g, _ := NewGame(d, engine.Record{System: SystemID, Theatre: Theatre, Scenario: Scenario4, Seed: 5, Options: []string{"turn-limit=3"}})
	if _, err := g.Start(); err != nil {
		t.Fatal(err)
	}
	ai := &AI{D: d}
	rnd := &RandomBot{Seed: 9}
	for n := 0; g.Prompt() != nil && n < 6000; n++ {
		p := g.Prompt()
		if !seen[p.Kind] {
			seen[p.Kind] = true
			checkMsg(t, p.Kind, p.Msg)
			if !i18n.Has("kind." + p.Kind) {
				t.Errorf("kind %q has no heading", p.Kind)
			}
		}
		for _, o := range p.Options {
			if !seen[p.Kind+"/"+o.Key] {
				seen[p.Kind+"/"+o.Key] = true
				checkMsg(t, p.Kind+"/"+o.Key, o.LabelMsg)
				if o.Detail != "" && o.DetailMsg != nil {
					checkMsg(t, p.Kind+"/"+o.Key, o.DetailMsg)
				}
			}
		}
		var c engine.Choice
		if n%3 == 0 {
			c = rnd.Choose(g, p)
		} else {
			c = ai.Choose(g, p)
		}
		if _, err := g.Apply(c); err != nil {
			t.Fatal(err)
		}
	}
	for _, sc := range (Installed{}).Scenarios(Theatre) {
		checkMsg(t, sc.ID, sc.TitleMsg)
		checkMsg(t, sc.ID, sc.BlurbMsg)
	}
	for _, o := range (Installed{}).Options(Theatre) {
		checkMsg(t, o.Name, o.TextMsg)
	}
}

// The log's events carry messages the catalogue has.
func TestLogMessages(t *testing.T) {
	d := testData(t)
	g, _ := NewGame(d, engine.Record{System: SystemID, Theatre: Theatre, Scenario: Scenario4, Seed: 8, Options: []string{"turn-limit=2"}})
	entries, _ := g.Start()
	ai := &AI{D: d}
	for g.Prompt() != nil {
		es, err := g.Apply(ai.Choose(g, g.Prompt()))
		if err != nil {
			t.Fatal(err)
		}
		entries = append(entries, es...)
	}
	withMsg := 0
	for _, e := range entries {
		if e.Msg != nil {
			withMsg++
			checkMsg(t, "log "+e.Rule, e.Msg)
		}
	}
	if withMsg < 50 {
		t.Errorf("only %d log entries carry a message", withMsg)
	}
}

// Every space of the map is named in the catalogue, its English the data's
// own name, its Italian another text (the map and the log read it).
func TestSpaceNamesInTheCatalogue(t *testing.T) {
	d := testData(t)
	same := 0
	for _, sp := range d.Spaces {
		id := SpaceMsgID(sp.ID)
		if !i18n.Has(id) {
			t.Errorf("%s: no catalogue name", sp.ID)
			continue
		}
		if en := i18n.EN.T(id); en != sp.Name {
			t.Errorf("%s: the catalogue's English %q differs from the map's %q", sp.ID, en, sp.Name)
		}
		if i18n.IT.T(id) == sp.Name {
			same++
		}
	}
	// Canada, Malta, Iraq, Persia are the same words in Italian; a handful more
	// would be names left English.
	if same > 5 {
		t.Errorf("%d spaces read the same in Italian as in English", same)
	}
}
