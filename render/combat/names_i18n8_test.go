package combat

import (
	"strings"
	"testing"

	"periscope/i18n"
	"periscope/render/combat/combattest"
)

// The target labels on the board name the Allied counters, in either
// language, even when no campaign map set the theatre's names first
// (issue 12: "ao-su-6t AO 3-0 (6t)" was seen on the board).
func TestBoardTargetLabelsNameTheCounters(t *testing.T) {
	defer i18n.SetLang(i18n.Current())
	sess, err := combattest.Drive(theatre(t), "happy-time-1940", 1, combattest.Want{Kind: "allocate"}, 40000)
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range []i18n.Lang{i18n.EN, i18n.IT} {
		i18n.SetLang(l)
		i18n.SetNames(nil)
		h := newHarness(t, sess)
		n := 0
		for _, hot := range h.sc.hots {
			if !strings.HasPrefix(hot.id, "unit:") {
				continue
			}
			n++
			for _, u := range theatre(t).Allied {
				if strings.Contains(hot.label, u.ID+" ") {
					t.Errorf("%s: target label %q shows the counter id %s", l, hot.label, u.ID)
				}
			}
		}
		if n == 0 {
			t.Fatalf("%s: no target on the board", l)
		}
	}
}
