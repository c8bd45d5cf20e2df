package campaign

import (
	"slices"
	"strings"
	"testing"

	"periscope/i18n"
)

// [SW 9.0], [7.0]: the readiness ladder's and Ultra's log lines carry
// their messages, so they read in Italian (and their rolls name the rule).
func TestSW9_0_7_0_ReadinessAndUltraInItalian(t *testing.T) {
	g := pacificGame(t, "campaign-1941", "1942-01", 1)
	var in []*Sub
	for i := range g.S.Subs {
		s := &g.S.Subs[i]
		if s.Status == StBase && s.Base == "pearl-harbor" && len(in) < 3 {
			in = append(in, s)
		} else if s.Status == StBase {
			s.Box = BoxR1
		}
	}
	in[0].Box, in[1].Box, in[2].Box = BoxPier, BoxWorkUp, BoxWorkUp
	g.LoadDice(0, 9, 2)
	es := drive(t, g, Frame{Op: opPhaseReadiness})
	es = append(es, drive(t, g, Frame{Op: opPhaseIntel})...)
	defer i18n.SetLang(i18n.Current())
	i18n.SetLang(i18n.IT)
	var it []string
	for _, e := range es {
		if e.Rule != "9.0" && e.Rule != "7.0" || e.Kind == "phase" {
			continue
		}
		if e.Msg == nil {
			t.Errorf("[%s] %q has no message", e.Rule, e.Text)
			continue
		}
		if e.Roll != nil {
			if e.Roll.Rule != e.Rule {
				t.Errorf("roll %q cites [%s]", e.Roll.Purpose, e.Roll.Rule)
			}
			it = append(it, i18n.RollPurpose(e)+": "+i18n.RollResult(e))
		} else {
			it = append(it, i18n.Text(e.Msg, e.Text))
		}
	}
	all := strings.Join(it, "\n")
	for _, want := range []string{"Pronto per il mare", "prontezza (Broom)", "Banchina (pronto il turno prossimo)", "Ultra (colonna del periodo 1)"} {
		if !strings.Contains(all, want) {
			t.Errorf("no %q in the Italian lines:\n%s", want, all)
		}
	}
	if slices.Contains(it, "") {
		t.Errorf("an empty line:\n%s", all)
	}
}

// [SW 25.3]: the super skipper's reassignment — its roll, its question,
// its options and its log lines — reads in Italian (it was English only,
// and its options named the class by its id: "Tang (balao, arriving …)").
func TestSW25_3_SkipperReassignmentInItalian(t *testing.T) {
	defer i18n.SetLang(i18n.Current())
	i18n.SetLang(i18n.IT)
	g := pacificGame(t, "campaign-1941", "1943-12", 3)
	giveAce(t, g, "S-42", "whitaker", 2)
	g.LoadDice(5)
	es := drive(t, g, Frame{Op: opAceLeaves, Sub: "S-42", S: "5.0"})
	p := g.Prompt()
	if p == nil || p.Rule != "25.3" || p.Msg == nil {
		t.Fatalf("no reassignment question with a message: %+v", p)
	}
	var it []string
	it = append(it, i18n.Text(p.Msg, p.Text))
	for _, o := range p.Options {
		if o.LabelMsg == nil || o.DetailMsg == nil {
			t.Errorf("option %q has no label or detail message", o.Key)
		}
		it = append(it, i18n.Label(o)+" — "+i18n.Detail(o))
	}
	es = append(es, answer(t, g, "sub:Tang")...)
	h := pacificGame(t, "campaign-1941", "1943-12", 3)
	giveAce(t, h, "S-42", "whitaker", 2)
	h.LoadDice(4)
	es = append(es, drive(t, h, Frame{Op: opAceLeaves, Sub: "S-42", S: "5.0"})...)
	for _, e := range es {
		if e.Rule != "25.3" {
			continue
		}
		if e.Msg == nil {
			t.Errorf("[%s] %q has no message", e.Rule, e.Text)
			continue
		}
		if e.Roll != nil {
			it = append(it, i18n.RollPurpose(e)+": "+i18n.RollResult(e))
		} else {
			it = append(it, i18n.Text(e.Msg, e.Text))
		}
	}
	all := strings.Join(it, "\n")
	for _, want := range []string{"può prendere un sommergibile in riparazione o in arrivo", "Tang (classe Balao, in arrivo a gen 1944)",
		"Lascialo andare", "nuovo incarico del super comandante", "lascia S-42 per Tang come +1", "esce dal gioco"} {
		if !strings.Contains(all, want) {
			t.Errorf("no %q in the Italian lines:\n%s", want, all)
		}
	}
}
