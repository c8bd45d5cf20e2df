package combat

import (
	"strings"
	"testing"

	"periscope/assets"
	"periscope/game/data"
	"periscope/i18n"
	"periscope/render/combat/combattest"
)

// The combat board's boat card names an Italian boat's class by its name
// (issue 18): "Marconi class" / "classe Marconi", not "Type Marconi" /
// "Tipo Marconi" (campaign-1939, seed 1, the first decision of an
// Italian boat on a board).
func TestItalianBoatCardNamesItsClass(t *testing.T) {
	defer i18n.SetLang(i18n.Current())
	i18n.SetLang(i18n.EN)
	sess, id := italianOnTheBoard(t)
	cl := sess.G.Class(sess.G.Sub(id))
	t.Logf("%s (%s) after %d decisions", id, cl.ID, sess.Applied)
	for _, c := range []struct {
		lang i18n.Lang
		want string
	}{{i18n.EN, cl.ID + " class"}, {i18n.IT, "classe " + cl.ID}} {
		i18n.SetLang(c.lang)
		h := newHarness(t, sess)
		if h.sc.currentBoat() != id {
			t.Fatalf("the card shows %q, not %s", h.sc.currentBoat(), id)
		}
		var card string
		for i, it := range h.sc.lay.items {
			if it.s == id && i+1 < len(h.sc.lay.items) {
				card = h.sc.lay.items[i+1].s // the line under the boat's name
			}
		}
		if !strings.HasPrefix(card, c.want) {
			t.Errorf("%s: the card reads %q under %s, want %q", c.lang, card, id, c.want)
		}
	}
}

// italianOnTheBoard drives campaign-1939 (seed 1) to the first decision of
// an Italian boat on a combat board, and names the boat.
func italianOnTheBoard(t *testing.T) (*combattest.Session, string) {
	t.Helper()
	th, err := data.Load(assets.Data(), "atlantic")
	if err != nil {
		t.Fatal(err)
	}
	sess, err := combattest.Drive(th, "campaign-1939", 1, combattest.Want{Nation: "IT"}, 40000)
	if err != nil {
		t.Fatal(err)
	}
	return sess, sess.G.Prompt().Sub
}
