package campaign

import "testing"

// [SW 14.6B] From 1943 the player's subs have radar: +1 on the sub-vs-sub
// sighting roll, so a natural 3 (the enemy's on 0–3) becomes 4 and the
// player sees first; in 1942 the same 3 lets the enemy see first.
func TestSW14_6B_RadarInSubVsSub(t *testing.T) {
	for _, c := range []struct {
		month  string
		period int
		radar  bool
	}{{"1942-09", 2, false}, {"1943-02", 2, true}} {
		g := pacificGame(t, "campaign-1941", c.month, c.period)
		s := firstInBaseToSea(t, g, "luzon-strait", Operating, Patrol)
		g.S.Combat = &Combat{Kind: "sub", Area: "luzon-strait", Gov: "luzon-strait", Stage: "contact",
			Boats: []CombatBoat{{ID: s.ID, Role: "lone", Column: -1}}}
		g.LoadDice(3)
		es := drive(t, g, Frame{Op: opCombatSubsub, Sub: s.ID})
		r := rollOf(t, es, "who sees first")
		hasMod := false
		for _, m := range r.Roll.Mods {
			if m.Reason == "radar" && m.Value == 1 {
				hasMod = true
			}
		}
		if hasMod != c.radar {
			t.Errorf("%s: radar modifier %v, want %v: %v", c.month, hasMod, c.radar, r.Roll)
		}
		want := 3
		if c.radar {
			want = 4
		}
		if r.Roll.Total != want {
			t.Errorf("%s: sighting roll %d, want %d", c.month, r.Roll.Total, want)
		}
	}
}
