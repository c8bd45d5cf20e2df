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
	check := func(m *engine.Msg, where string) {
		if m == nil {
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
		}
	}
}
