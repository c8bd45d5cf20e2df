package tactical

import "testing"

// [54] Under sub-vs-sub an enemy boat at 0 ft is hit on the row of the
// ship the rule names for its defence type (a VIIC, def 1: the Kaibokan
// type II's row, def 4; armed after 4 hexes [39], so it may hit in its
// turn of fire); a shallow torpedo runs over a boat at 25 ft; a friend and,
// without the switch, any boat are never tried.
func Test54_SubAgainstSub(t *testing.T) {
	for _, c := range []struct {
		name           string
		on, friend     bool
		depth          int
		shallow, tried bool
	}{
		{"surfaced enemy", true, false, 0, false, true},
		{"enemy at 25 ft, deep torpedo", true, false, 25, false, true},
		{"enemy at 25 ft, shallow torpedo", true, false, 25, true, false},
		{"enemy at 50 ft", true, false, 50, false, false},
		{"friend", true, true, 0, false, false},
		{"switch off", false, false, 0, false, false},
	} {
		g := basicGame(t, 1, 6)
		g.B.Options.SubVsSub, g.B.Options.ArmingHexes = c.on, 4
		g.AddSub("U", "VIIC", "G7a", MustHex("M30-B"), Dir6, 0)
		g.AddSub("T", "VIIC", "G7a", MustHex("M24-B"), Dir2, c.depth)
		target := g.Vessel("T")
		if !c.friend {
			target.Side = EscortSide
		}
		must(t, g.LaunchTorpedoes(g.Vessel("U"), []Launch{{Tube: 0, First: 'B', Run: 8, Shallow: c.shallow}}))
		if tried := len(g.Dice.Log) > 0; tried != c.tried {
			t.Errorf("%s: tried %v", c.name, tried)
			continue
		}
		if !c.tried {
			continue
		}
		if want := g.Data.Tables.SubVsSub.Rows[g.SubClass(target).Def]; g.targetDef(target) != want || want != 4 {
			t.Errorf("%s: row %d, want the Kaibokan II's 4", c.name, g.targetDef(target))
		}
		if r := g.Dice.Log[0]; r.Result != "hit" || g.Vessel("T").Damage == 0 {
			t.Errorf("%s: %q, damage %d", c.name, r.Result, g.Vessel("T").Damage)
		}
	}
}
