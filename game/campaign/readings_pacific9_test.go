package campaign

import "testing"

// Silent War's §12 reading switches added in session 23, each test named by
// its §12 item and the rule it reads, showing both readings.

// Spec §12.24 [SW 24.7]: experience 15 is cosmetic by default (five packs
// at most, as from 9); "pack-level-15-unlimited" lifts the limit on the
// number of packs from the turn after the track reaches 15 [24.12].
func TestSpec12_24_SW24_7_Level15Switch(t *testing.T) {
	for _, on := range []bool{false, true} {
		g := withSwitch(t, "pack-level-15-unlimited", on, "1944-06", 3)
		subs := readyAt(t, g, "pearl-harbor", 3)
		g.S.Packs = []WolfPack{{ID: "WP-1", Base: "pearl-harbor", Members: []string{subs[0].ID, subs[1].ID, subs[2].ID}, Mode: "group"}}
		g.S.PackExp = 14
		g.S.PackLevelTurn = map[int]int{9: 0}
		two := &Combat{Boats: []CombatBoat{{ID: subs[0].ID, Ships: 1}, {ID: subs[1].ID, Ships: 1}}}
		g.packExperience(two)
		if g.S.PackExp != 15 {
			t.Fatalf("switch %v: experience %d, want 15", on, g.S.PackExp)
		}
		if lv := g.packLevel(); lv.Packs != 5 {
			t.Fatalf("switch %v: the turn 15 is reached: %d packs, want 5", on, lv.Packs)
		}
		g.S.Turn++
		want := 5
		if on {
			want = 99
		}
		if lv := g.packLevel(); lv.Packs != want || lv.Size != 6 {
			t.Fatalf("switch %v: the turn after 15: %+v, want %d packs of 6", on, lv, want)
		}
	}
}

// Spec §12.25 [SW 24.7]: "2+ subs sink a ship" is read as two members each
// sinking at least one; with "pack-exp-two-ships" one member's two ships
// score too. Two members each sinking one score either way.
func TestSpec12_25_SW24_7_TwoSubsSinkSwitch(t *testing.T) {
	for _, on := range []bool{false, true} {
		g := withSwitch(t, "pack-exp-two-ships", on, "1943-10", 3)
		subs := readyAt(t, g, "pearl-harbor", 3)
		g.S.Packs = []WolfPack{{ID: "WP-1", Base: "pearl-harbor", Members: []string{subs[0].ID, subs[1].ID, subs[2].ID}, Mode: "group"}}
		g.packExperience(&Combat{Boats: []CombatBoat{{ID: subs[0].ID, Ships: 2}, {ID: subs[1].ID}}})
		want := 0
		if on {
			want = 1
		}
		if g.S.PackExp != want {
			t.Fatalf("switch %v: one member's two ships scored %d, want %d", on, g.S.PackExp, want)
		}
		g.S.Packs[0].Scored = false
		g.S.PackExp = 0
		g.packExperience(&Combat{Boats: []CombatBoat{{ID: subs[0].ID, Ships: 1}, {ID: subs[2].ID, Ships: 1}}})
		if g.S.PackExp != 1 {
			t.Fatalf("switch %v: two members' ships scored %d, want 1", on, g.S.PackExp)
		}
	}
}
