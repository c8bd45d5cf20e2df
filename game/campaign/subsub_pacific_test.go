package campaign

import "testing"

// [SW 14.6C], [30.3] The Enemy Submarines table allows each type by date
// and OpArea: the German Monsun boats are met only in the Indochina
// group's waters; I-boats anywhere.
func TestSW30_3_EnemySubsByArea(t *testing.T) {
	g := pacificGame(t, "campaign-1941", "1944-01", 3)
	de, ib := g.utype("ss-de#1"), g.utype("ss-jp-i#1")
	if de == nil || ib == nil {
		t.Fatal("no ss-de or ss-jp-i counters")
	}
	for _, c := range []struct {
		typ  string
		area string
		ok   bool
	}{
		{"ss-de", "java-sea", true},
		{"ss-de", "south-china-sea", true},
		{"ss-de", "kuriles", false},
		{"ss-de", "solomons", false},
		{"ss-jp-i", "kuriles", true},
		{"ss-jp-i", "java-sea", true},
	} {
		typ := de
		if c.typ == "ss-jp-i" {
			typ = ib
		}
		if got := g.subEligible(typ, c.area); got != c.ok {
			t.Errorf("%s in %s: eligible %v, want %v", c.typ, c.area, got, c.ok)
		}
	}
}
