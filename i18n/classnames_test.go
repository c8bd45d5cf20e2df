package i18n_test

import (
	"strings"
	"testing"

	"periscope/game/bot"
	"periscope/game/campaign"
	"periscope/game/data"
	"periscope/game/engine"
	"periscope/i18n"
)

// Every submarine class of both campaigns has its name on the cards and in
// the log (issue 18), in English and Italian: a German type by its
// designation (data "designation": "Type VIIC" / "Tipo VIIC"), a class by
// its proper name (data "className": "Marconi class" / "classe Marconi",
// "Redoutable class" for FR1500), any other by its whole name in the
// catalogue, "boat.class." + its id ("Spanish C class"); never "Type" and
// the data's id (the cards read "Type Marconi", "Type FR1500", "Type
// Porpoise"; a Pacific card "balao" before session 31). A class has one of
// the three, and a proper name is one class's in its theatre.
func TestEveryBoatClassHasItsName(t *testing.T) {
	n := 0
	proper := map[string]string{} // a theatre's proper class names: one class each
	for _, th := range []*data.Theatre{atlantic(t), pacific(t)} {
		for i := range th.SubClasses {
			c := &th.SubClasses[i]
			n++
			forms := 0
			for _, f := range []bool{c.Designation, c.ClassName != "", i18n.Has("boat.class." + c.ID)} {
				if f {
					forms++
				}
			}
			if forms != 1 {
				t.Errorf("%s %s: designation %v, class name %q, a name in the catalogue %v: want one of the three", th.ID, c.ID, c.Designation, c.ClassName, i18n.Has("boat.class."+c.ID))
				continue
			}
			if c.ClassName != "" {
				if other, ok := proper[th.ID+"/"+c.ClassName]; ok {
					t.Errorf("%s: %s and %s both go by %q", th.ID, other, c.ID, c.ClassName)
				}
				proper[th.ID+"/"+c.ClassName] = c.ID
			}
			en, it := i18n.EN.Msg(campaign.ClassMsg(c), nil), i18n.IT.Msg(campaign.ClassMsg(c), nil)
			if en == it && !strings.Contains(en, "(") || en == "" || it == "" { // "Argonaut (V-4)": a single boat by her name
				t.Errorf("%s %s: %q in English, %q in Italian", th.ID, c.ID, en, it)
			}
			if !c.Designation && (strings.HasPrefix(en, "Type "+c.ID) || strings.Contains(en, c.ID) && strings.ToLower(c.ID) == c.ID) {
				t.Errorf("%s %s: named by its id, %q", th.ID, c.ID, en)
			}
		}
	}
	if n < 60 {
		t.Errorf("only %d classes", n)
	}
	atl, pac := atlantic(t), pacific(t)
	for _, c := range []struct {
		th     *data.Theatre
		class  string
		en, it string
	}{
		{atl, "VIIC", "Type VIIC", "Tipo VIIC"},
		{atl, "UA", "Type UA", "Tipo UA"},
		{atl, "Marconi", "Marconi class", "classe Marconi"},
		{atl, "FR1500", "Redoutable class", "classe Redoutable"},
		{atl, "Porpoise", "Porpoise class", "classe Porpoise"},
		{atl, "FRSurcouf", "submarine cruiser", "incrociatore sommergibile"},
		{atl, "VIIC-ES", "Type VIIC", "Tipo VIIC"},
		{atl, "C-ES", "Spanish C class", "classe C spagnola"},
		{pac, "balao", "Balao class", "classe Balao"},
		{pac, "uk-t", "British T class", "classe T britannica"},
		{pac, "S1", "S-1 class", "classe S-1"},
	} {
		cl := c.th.Class(c.class)
		if cl == nil {
			t.Fatalf("%s has no class %s", c.th.ID, c.class)
		}
		m := campaign.ClassMsg(cl)
		if en, it := i18n.EN.Msg(m, nil), i18n.IT.Msg(m, nil); en != c.en || it != c.it {
			t.Errorf("%s: %q / %q, want %q / %q", c.class, en, it, c.en, c.it)
		}
	}
}

// [8.0] The campaign's log names an arriving boat's class by its name, as
// the cards do (issue 18: "Tang (balao) arrives", "U-123 (IXB) arrives");
// the rules' English keeps the id. The first arrival of a Pacific and an
// Atlantic bot game, in both languages.
func Test8_0_ArrivalNamesTheClass(t *testing.T) {
	for _, c := range []struct {
		th                *data.Theatre
		scenario          string
		en, it, rulesText string
	}{
		{pacific(t), "torpedo-crisis-1943", "Peto (Gato class) arrives at Pearl Harbor, Pierside.", "Peto (classe Gato) arriva a Pearl Harbor, Banchina.", "Peto (gato) arrives at Pearl Harbor, Pierside."},
		{atlantic(t), "happy-time-1940", "U-123 (Type IXB) arrives at Germany, Pierside.", "U-123 (Tipo IXB) arriva in Germania, Banchina.", "U-123 (IXB) arrives at Germany, Pierside."},
	} {
		g, err := campaign.New(c.th, engine.Record{System: campaign.SystemID, Theatre: c.th.ID, Scenario: c.scenario, Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		es, err := g.Start()
		if err != nil {
			t.Fatal(err)
		}
		p, err := bot.NewPlayer("doctrine", 1)
		if err != nil {
			t.Fatal(err)
		}
		more, _, err := bot.Play(g, p, 4000)
		if err != nil {
			t.Fatal(err)
		}
		var arrival *engine.Entry
		for _, e := range append(es, more...) {
			if e.Msg != nil && e.Msg.ID == "atl.arrive" {
				arrival = &e
				break
			}
		}
		if arrival == nil {
			t.Fatalf("%s: no boat arrived in 4,000 decisions", c.scenario)
		}
		names := i18n.TheatreNames{T: c.th}
		if en, it := i18n.EN.Msg(arrival.Msg, names), i18n.IT.Msg(arrival.Msg, names); en != c.en || it != c.it || arrival.Text != c.rulesText {
			t.Errorf("%s: %q / %q (the rules' English %q), want %q / %q (%q)", c.scenario, en, it, arrival.Text, c.en, c.it, c.rulesText)
		}
	}
}
