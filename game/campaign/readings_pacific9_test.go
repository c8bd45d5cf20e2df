package campaign

import (
	"slices"
	"testing"
)

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

// Spec §12.29 [SW 27.0]: a combat event (here one quick resolution ignores)
// drawn in quick resolution uses up its draw and sinks nothing by default;
// with "quick-draw-again" the draw is given back and the next cup's
// merchant is drawn and sunk. The table says one ship (radar, 1943: −1).
func TestSpec12_29_SW27_0_QuickDrawAgainSwitch(t *testing.T) {
	ignored := -1
	for i, ev := range pacificEvents(t) {
		if !quickKeptEvents[ev] {
			ignored = i
			break
		}
	}
	for _, on := range []bool{false, true} {
		g := withSwitch(t, "quick-draw-again", on, "1943-03", 2)
		g.S.Options = append(g.S.Options, "quick-resolution")
		slices.Sort(g.S.Options)
		s := firstInBaseToSea(t, g, "luzon-strait", Operating, Patrol)
		// Cup A holds only an event counter, cup B only a merchant.
		var ev, ship string
		for _, cup := range quickCups {
			for _, id := range g.S.Cups[cup] {
				ut := g.utype(id)
				switch {
				case isEvent(ut) && ev == "":
					ev = id
				case !isEvent(ut) && !isAircraft(ut) && !ut.Diligent && ut.Tons > 0 && ship == "":
					ship = id
				}
			}
		}
		if ev == "" || ship == "" {
			t.Fatalf("no event (%q) or merchant (%q) in the cups", ev, ship)
		}
		var rest []string
		for _, cup := range quickCups {
			for _, id := range g.S.Cups[cup] {
				if id != ev && id != ship {
					rest = append(rest, id)
				}
			}
			g.S.Cups[cup] = nil
		}
		g.S.Cups[quickCups[0]], g.S.Cups[quickCups[1]], g.S.Cups[quickCups[2]] = []string{ev}, []string{ship}, rest
		g.S.QuickCup = 0
		drive(t, g, Frame{Op: opSubSearch, Sub: s.ID})
		att, _ := g.quickAttack(s)
		need := g.quickNumber(att, nonWhite(g.rowOf("luzon-strait").row.Boxes))
		if need < 1 {
			t.Fatalf("the test needs a table number of 1 or more, got %d", need)
		}
		g.LoadDice(3, 5, need, ignored, 0, 0, 0, 0, 0, 0, 0) // need −1 radar: one ship
		es := answer(t, g, "quick")
		sunk := 0
		for _, e := range es {
			if e.Event != nil && e.Event.Type == "sunk" {
				sunk++
			}
		}
		want := 0
		if on {
			want = 1
		}
		if sunk != want {
			t.Fatalf("switch %v: %d ships sunk, want %d\n%s", on, sunk, want, logText(es))
		}
	}
}

// Spec §12.22 [SW 5.0] period 1 event 9, the Battle of Midway: "subs in
// the Midway Pier box go at once, patrol side up, to the Hawaiian Islands"
// while Midway is no base in period 1. By default the Pier box is Pearl
// Harbor's; "midway-pier-ignored" leaves the clause out.
func TestSpec12_22_SW5_0_MidwayPierSwitch(t *testing.T) {
	for _, on := range []bool{false, true} {
		g := withSwitch(t, "midway-pier-ignored", on, "1942-05", 1)
		var s *Sub
		for i := range g.S.Subs {
			if x := &g.S.Subs[i]; x.Status == StBase && x.Base == "pearl-harbor" {
				s = x
				break
			}
		}
		if s == nil {
			t.Fatal("no sub at Pearl Harbor")
		}
		s.Box = BoxPier
		es := drive(t, g, g.occurEvent("battle-of-midway", "5.0")...)
		atSea := s.Status == StSea && s.Area == "hawaiian-islands" && s.Side == Patrol
		if atSea == on || !on && s.Status != StSea {
			t.Fatalf("switch %v: %s is %s in %q %q box %q\n%s", on, s.ID, s.Status, s.Area, s.Side, s.Box, logText(es))
		}
	}
}
