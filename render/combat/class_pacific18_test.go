package combat

import (
	"strings"
	"testing"

	"periscope/assets"
	"periscope/game/data"
	"periscope/i18n"
	"periscope/render/combat/combattest"
)

// The combat board's boat card names a Pacific boat's class by its name
// in the player's language (issue 18): Tang's card read "balao", the
// data's id; now "Balao class", "classe Balao".
func TestPacificBoatCardNamesItsClass(t *testing.T) {
	defer i18n.SetLang(i18n.Current())
	i18n.SetLang(i18n.EN)
	sess := tangOnTheBoard(t)
	for _, c := range []struct {
		lang i18n.Lang
		want string
	}{{i18n.EN, "Balao class · Richard H. O'Kane (ace +2)"}, {i18n.IT, "classe Balao"}} {
		i18n.SetLang(c.lang)
		h := newHarness(t, sess)
		if h.sc.currentBoat() != "Tang" {
			t.Fatalf("the card shows %q, not Tang", h.sc.currentBoat())
		}
		var card string
		for i, it := range h.sc.lay.items {
			if it.s == "Tang" && i+1 < len(h.sc.lay.items) {
				card = h.sc.lay.items[i+1].s // the line under the boat's name
			}
		}
		if !strings.HasPrefix(card, c.want) || strings.Contains(card, "balao") {
			t.Errorf("%s: the card reads %q under Tang, want %q", c.lang, card, c.want)
		}
	}
}

// tangOnTheBoard drives the Pacific's tang-1944 (seed 20) to Tang's first
// combat board.
func tangOnTheBoard(t *testing.T) *combattest.Session {
	t.Helper()
	th, err := data.Load(assets.Data(), "pacific")
	if err != nil {
		t.Fatal(err)
	}
	sess, err := combattest.Drive(th, "tang-1944", 20, combattest.Want{}, 40000)
	if err != nil {
		t.Fatal(err)
	}
	return sess
}
