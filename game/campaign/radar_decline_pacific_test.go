package campaign

import (
	"slices"
	"testing"
)

// [SW 14.12] From 1943 a sub may decline a revealed unit by radar: it
// goes face down again and the reveal does not count (another is
// revealed in its place); it is not offered again (spec §12.18). An
// aircraft cannot be declined, nor anything in 1942, nor the last unit
// left to reveal (spec §12.5).
func TestSW14_12_RadarDeclinesAReveal(t *testing.T) {
	for _, c := range []struct {
		month   string
		typ     string
		others  int
		offered bool
	}{
		{"1943-03", "dd-jp", 1, true},
		{"1942-10", "dd-jp", 1, false},
		{"1943-03", "ac-jp", 1, false},
		{"1943-03", "dd-jp", 0, false},
	} {
		g := pacificGame(t, "campaign-1941", c.month, 2)
		s := firstInBaseToSea(t, g, "luzon-strait", Operating, Patrol)
		col := []unit{{typ: c.typ}}
		for i := 0; i < c.others; i++ {
			col = append(col, unit{typ: "m-jp-4t"})
		}
		cb := board(t, g, "c1", "luzon-strait", [][]unit{{}, col, {}, {}}, map[string]int{s.ID: 1})
		b := cb.Boat(s.ID)
		id := cb.Columns[1].Units[0].ID
		b.Reveals, b.RevCols = 1, []int{1}
		drive(t, g, Frame{Op: opCombatReveal, Sub: s.ID, S: id, A: revealNormal})
		p := g.Prompt()
		offered := p != nil && p.Kind == "radar-decline"
		if offered != c.offered {
			t.Fatalf("%s %s with %d others: radar decline offered %v, want %v", c.month, c.typ, c.others, offered, c.offered)
		}
		if !offered {
			continue
		}
		es := answer(t, g, "decline")
		u := cb.Unit(id)
		if u.Up || !u.Radar || b.Reveals != 0 || len(b.RevCols) != 0 {
			t.Errorf("after declining: up %v radar %v reveals %d cols %v", u.Up, u.Radar, b.Reveals, b.RevCols)
		}
		if slices.Contains(g.revealCandidates(b), id) {
			t.Errorf("the declined unit may be revealed again")
		}
		if !rollOfRule(es, "14.12") {
			wantLog(t, es, "declines the unit by radar")
		}
		g.S.Combat = nil
	}
}
