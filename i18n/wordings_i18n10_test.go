package i18n

import "testing"

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
