package combat

import (
	"testing"

	"periscope/game/engine"
	"periscope/i18n"
)

// The combat board's odds read in the player's language: Italian writes
// 4,5 % (a comma, a space before the sign) and names the outcome.
func TestOddsInItalian(t *testing.T) {
	defer i18n.SetLang(i18n.EN)
	odds := []engine.Odd{{Outcome: "safe", P: 0.955}, {Outcome: "RTB", P: 0.045}}
	i18n.SetLang(i18n.EN)
	if got := oddsText(odds); got != "safe 96% · RTB 4.5%" {
		t.Errorf("English: %q", got)
	}
	i18n.SetLang(i18n.IT)
	if got := oddsText(odds); got != "indenne 96\u00a0% · "+i18n.Outcome("RTB")+" 4,5\u00a0%" {
		t.Errorf("Italian: %q", got)
	}
	if got := pct(0.001); got != "<1\u00a0%" {
		t.Errorf("Italian small: %q", got)
	}
}
