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
		card := cardLineUnder(t, sess, c.lang, id)
		if !strings.HasPrefix(card, c.want) {
			t.Errorf("%s: the card reads %q under %s, want %q", c.lang, card, id, c.want)
		}
	}
}

// italianOnTheBoard drives campaign-1939 (seed 1) to the first decision of
// an Italian boat on a combat board, and names the boat.
func italianOnTheBoard(t *testing.T) (*combattest.Session, string) {
	t.Helper()
	sess := driveToBoard(t, "atlantic", "campaign-1939", 1, combattest.Want{Nation: "IT"})
	return sess, sess.G.Prompt().Sub
}

// cardLineUnder is the line under boat's name on the boat card of the
// combat board sess stands at, drawn in lang.
func cardLineUnder(t *testing.T, sess *combattest.Session, lang i18n.Lang, boat string) string {
	t.Helper()
	i18n.SetLang(lang)
	h := newHarness(t, sess)
	if h.sc.currentBoat() != boat {
		t.Fatalf("the card shows %q, not %s", h.sc.currentBoat(), boat)
	}
	return h.lineUnder(boat)
}

// lineUnder is the line laid out under boat's name on the boat card.
func (h *harness) lineUnder(boat string) string {
	var card string
	for i, it := range h.sc.lay.items {
		if it.s == boat && i+1 < len(h.sc.lay.items) {
			card = h.sc.lay.items[i+1].s
		}
	}
	return card
}

// driveToBoard drives theatre's scenario (seed) to the first combat board
// that want asks for.
func driveToBoard(t *testing.T, theatre, scenario string, seed uint64, want combattest.Want) *combattest.Session {
	t.Helper()
	th, err := data.Load(assets.Data(), theatre)
	if err != nil {
		t.Fatal(err)
	}
	sess, err := combattest.Drive(th, scenario, seed, want, 40000)
	if err != nil {
		t.Fatal(err)
	}
	return sess
}
