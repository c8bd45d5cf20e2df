package i18n_test

import (
	"testing"

	"periscope/game/campaign"
	"periscope/i18n"
)

// The after-action report's "met" line reads in the language, in English
// exactly as the campaign's own Met.String(), and a scenario's end reason
// ("the patrol is over") in Italian.
func TestReportWordsInItalian(t *testing.T) {
	defer i18n.SetLang(i18n.EN)
	for _, m := range []campaign.Met{{}, {Lone: 1}, {Lone: 3, Large: 2, TF: 1}, {Special: 1, Small: 2, Subs: 1}} {
		i18n.SetLang(i18n.EN)
		if got := i18n.Met(m.TF, m.Special, m.Large, m.Small, m.Lone, m.Subs); got != m.String() {
			t.Errorf("EN %+v: %q, want %q", m, got, m.String())
		}
	}
	i18n.SetLang(i18n.IT)
	if got := i18n.Met(1, 0, 2, 0, 1, 0); got != "1 task force, 2 convogli grandi, 1 contatto con navi isolate" {
		t.Errorf("IT: %q", got)
	}
	if got := i18n.ModReason("the patrol is over"); got != "la pattuglia è finita" {
		t.Errorf("the end reason in Italian: %q", got)
	}
}
