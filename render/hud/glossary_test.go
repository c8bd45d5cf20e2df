package hud

import (
	"slices"
	"testing"

	"periscope/game/engine"
	"periscope/i18n"
)

// The glossary finds the game's terms in what the player points at
// (issue 14): by the odds' outcomes, and as whole words in either
// language, never inside another word.
func TestGlossaryFindsTerms(t *testing.T) {
	defer i18n.SetLang(i18n.Current())
	i18n.SetLang("en")
	odds := []engine.Odd{{Outcome: "safe", P: 0.5}, {Outcome: "RTB", P: 0.4}, {Outcome: "spotted", P: 0}}
	if got := GlossaryIn(odds); !slices.Equal(got, []string{"rtb"}) {
		t.Errorf("odds: %v, want [rtb] (a spotted chance of 0 is no term)", got)
	}
	if got := GlossaryIn(nil, "U-47 · at sea, Done section, transit side up", "TDC on the tanker"); !slices.Equal(got, []string{"tdc", "transit"}) {
		t.Errorf("card and board: %v", got)
	}
	if got := GlossaryIn(nil, "transited patrolled the cosTDCs"); len(got) != 0 {
		t.Errorf("inside words: %v", got)
	}
	i18n.SetLang("it")
	if got := GlossaryIn(nil, "U-47 in mare, lato pattuglia", "avvistato"); !slices.Equal(got, []string{"spotted", "patrol"}) {
		t.Errorf("Italian: %v", got)
	}
	for _, l := range []i18n.Lang{"en", "it"} {
		i18n.SetLang(l)
		for _, id := range GlossaryTerms {
			if !i18n.Has("gloss."+id) || i18n.T("gloss."+id) == "gloss."+id {
				t.Errorf("%s: no definition of %s", l, id)
			}
		}
	}
}

// The naval table names its own terms: its "Patrol" option is the
// operation (21.41), never the boat games' counter side.
func TestGlossaryAmongAGamesOwnTerms(t *testing.T) {
	naval := []string{"naval-patrol", "naval-tf", "naval-nf", "naval-damaged"}
	for _, l := range []i18n.Lang{"en", "it"} {
		i18n.SetLang(l)
		label := map[i18n.Lang]string{"en": "Patrol: TF 16 (18 NF), one ship damaged", "it": "Pattuglia: TF 16 (18 FN), una nave danneggiata"}[l]
		if got := GlossaryAmong(naval, []engine.Odd{{Outcome: "RTB", P: 0.5}}, label); !slices.Equal(got, naval) {
			t.Errorf("%s: naval terms in %q: %v", l, label, got)
		}
		if got := GlossaryIn(nil, label); slices.Contains(got, "naval-patrol") {
			t.Errorf("%s: the boat games' glossary has the naval patrol: %v", l, got)
		}
		for _, id := range naval {
			if !i18n.Has("gloss."+id) || !i18n.Has("gloss."+id+".word") {
				t.Errorf("%s: no definition of %s", l, id)
			}
		}
	}
	i18n.SetLang("en")
}
