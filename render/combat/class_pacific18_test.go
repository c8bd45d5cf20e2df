package combat

import (
	"strings"
	"testing"

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
		card := cardLineUnder(t, sess, c.lang, "Tang")
		if !strings.HasPrefix(card, c.want) || strings.Contains(card, "balao") {
			t.Errorf("%s: the card reads %q under Tang, want %q", c.lang, card, c.want)
		}
	}
}

// tangOnTheBoard drives the Pacific's tang-1944 (seed 20) to Tang's first
// combat board.
func tangOnTheBoard(t *testing.T) *combattest.Session {
	t.Helper()
	return driveToBoard(t, "pacific", "tang-1944", 20, combattest.Want{})
}
