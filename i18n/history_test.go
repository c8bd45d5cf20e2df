package i18n_test

import (
	"fmt"
	"testing"

	"periscope/assets"
	"periscope/game/data"
	"periscope/game/naval"
	"periscope/game/tactical"
	"periscope/i18n"
)

// Every scenario history of every system has its Italian, and the
// catalogue's English is the data's (so a history rewritten in the data
// shows up here until its Italian is written again).
func TestEveryScenarioHistoryInItalian(t *testing.T) {
	check := func(id, en string) {
		t.Helper()
		if en == "" || en == "—" {
			return
		}
		if !i18n.Has(id) {
			t.Errorf("no message %s for the history %q", id, en)
			return
		}
		if got := i18n.EN.T(id); got != en {
			t.Errorf("%s's English differs from the data's:\n%s\n%s", id, got, en)
		}
		if i18n.IT.T(id) == en {
			t.Errorf("%s's Italian is the English", id)
		}
	}
	n := 0
	for _, name := range []string{"atlantic", "pacific"} {
		th, err := data.Load(assets.Data(), name)
		if err != nil {
			t.Fatal(err)
		}
		for i := range th.Scenarios {
			s := &th.Scenarios[i]
			check("scenario."+s.ID+".history", s.History)
			n++
		}
	}
	td, err := tactical.LoadData(assets.Data(), "tactical")
	if err != nil {
		t.Fatal(err)
	}
	ss, err := tactical.LoadScenarios(assets.Data(), "tactical", td)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range ss {
		check("tac.scen."+s.ID+".history", s.History)
		n++
	}
	nt, err := naval.Load(assets.Data(), "naval")
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range nt.Scenarios {
		check("naval.sc."+s.ID+".history", s.History)
		n++
	}
	if n < 20 {
		t.Errorf("only %d scenarios checked", n)
	}
}

// [5.0] The text effects of the campaign theatres' data — the war periods'
// headers, the set-up notes, the war events' texts — have Italian, keyed by
// their English where the Atlantic and the Pacific share a key.
func Test5_0_PeriodHeadersInItalian(t *testing.T) {
	for _, name := range []string{"atlantic", "pacific"} {
		th, err := data.Load(assets.Data(), name)
		if err != nil {
			t.Fatal(err)
		}
		check := func(key, en string) {
			t.Helper()
			if !i18n.HasDataTextFor(key, en) {
				t.Errorf("%s %s has no Italian: %q", name, key, en)
			}
		}
		for _, et := range th.EventTable {
			for i, e := range et.Header {
				if e.Op == "text" {
					check(fmtKey("header", et.Period, i), e.Text)
				}
			}
		}
		for _, sc := range th.Scenarios {
			for i, e := range sc.Setup {
				if e.Op == "text" {
					check(fmtKey("setup", -1, i), e.Text)
				}
			}
		}
		for _, ev := range th.Events {
			for i, e := range ev.Effects {
				if e.Op == "text" {
					check("effect.event:"+ev.ID+"."+itoa(i), e.Text)
				}
			}
		}
	}
}

func itoa(i int) string { return fmt.Sprint(i) }

// fmtKey is the DataID key game/campaign gives a header's (period p) or
// the set-up's (p < 0) i-th effect.
func fmtKey(src string, p, i int) string {
	if p >= 0 {
		src = fmt.Sprintf("%s:%d", src, p)
	}
	return fmt.Sprintf("effect.%s.%d", src, i)
}
