package i18n

import (
	"strings"
	"testing"

	"periscope/game/engine"
)

// Words the Italian browser screens read wrong (issue 12): a torpedo set
// shallow "in superficie" (the word for a surfaced boat), a person's seat
// "persona".
func TestItalianWordsSeenInTheBrowser(t *testing.T) {
	if IT.T("tac.log.set.shallow") == IT.T("tac.depth.surfaced") {
		t.Errorf("a torpedo set shallow reads like a surfaced boat: %q", IT.T("tac.log.set.shallow"))
	}
	if got := IT.T("table.human"); got != "umano" {
		t.Errorf("a person's seat in Italian: %q", got)
	}
}

// "(1 left)" agrees in Italian: "ne resta 1", "ne restano 2" (issue 12:
// the naval orders read "(ne restano 1)").
func TestItalianLeftAgrees(t *testing.T) {
	for _, c := range []struct{ id, name string }{
		{"naval.opt.portattack", "area"}, {"naval.opt.portcounter", "area"}, {"tac.log.repair", "ship"},
	} {
		one := IT.T(c.id, engine.Text(c.name, "Malta"), engine.Int("n", 1))
		two := IT.T(c.id, engine.Text(c.name, "Malta"), engine.Int("n", 2))
		if !strings.Contains(one, "(ne resta 1)") || !strings.Contains(two, "(ne restano 2)") {
			t.Errorf("%s: %q / %q", c.id, one, two)
		}
	}
}
