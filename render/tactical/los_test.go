package tactical

import (
	"strings"
	"testing"

	"periscope/game/engine"
	tac "periscope/game/tactical"
	"periscope/render/table"
)

// The lines of sight the board draws for the Escort player's gunnery
// orders (phase 1): the pointer on a surfaced boat draws one line from
// each of its warships in gun range (Gunnery bands), none from a
// merchantman nor from a ship out of range; a line is blocked exactly when
// Game.LineOfSight says so. The pointer on a ship of one's own side draws
// none. S12, seed 1, at the escorts' first orders.
func TestLOSLinesForTheEscortsGunnery(t *testing.T) {
	sys, m := newMatch(t, "S12", 1)
	bot := sys.(engine.Seated)
	for p := m.Prompt(); p != nil && !(p.Kind == tac.KindEscortOrders && p.Seat == tac.SeatEscort); p = m.Prompt() {
		if _, err := m.Apply(bot.Bot(p.Seat, "").Choose(m, p)); err != nil {
			t.Fatal(err)
		}
	}
	if m.Prompt() == nil {
		t.Fatal("S12 ended before the escorts' orders")
	}
	var boat, esc *tac.Vessel
	for i := range m.S.Battle.Vessels {
		v := &m.S.Battle.Vessels[i]
		switch {
		case v.Sub && boat == nil:
			boat = v
		case !v.Sub && m.G.Role(v) == tac.Escort && esc == nil:
			esc = v
		}
	}
	// The boat surfaced four hexes off the first escort's bow.
	boat.Bow, boat.Facing, boat.Depth = esc.Bow.Step(esc.Facing, 4), esc.Facing, 0
	bands := m.G.Data.Tables.Gunnery.Bands
	reach := bands[len(bands)-1]
	want := map[string]string{}
	for i := range m.S.Battle.Vessels {
		v := &m.S.Battle.Vessels[i]
		if !v.Sub && !v.Gone() && m.G.Role(v) == tac.Escort && tac.GunRange(v, boat) <= reach {
			want[v.ID] = "clear"
			if !m.G.LineOfSight(v, boat) {
				want[v.ID] = "blocked"
			}
		}
	}
	if len(want) == 0 {
		t.Fatal("fixture: no escort in gun range")
	}
	b := NewBoard()
	lines := b.losLines(m, m, table.View{Seat: tac.SeatEscort, Hover: "hex:" + boat.Bow.String()})
	if len(lines) != len(want) {
		t.Fatalf("%d lines (%s), want %d from %v", len(lines), losInfo(lines), len(want), want)
	}
	for _, l := range lines {
		got := "clear"
		if len(l.blockers) > 0 {
			got = "blocked"
		}
		if l.to != boat || want[l.from.ID] != got || l.drafted {
			t.Errorf("line %s>%s %s (drafted %v), want %s to %s", l.from.ID, l.to.ID, got, l.drafted, want[l.from.ID], boat.ID)
		}
	}
	if info := losInfo(lines); !strings.Contains(info, esc.ID+">"+boat.ID) {
		t.Errorf("hook %q names no line from %s", info, esc.ID)
	}
	if l := b.losLines(m, m, table.View{Seat: tac.SeatEscort, Hover: "hex:" + esc.Bow.String()}); len(l) != 0 {
		t.Errorf("the pointer on one's own escort drew %s", losInfo(l))
	}
	if l := b.losLines(m, m, table.View{Seat: tac.SeatSub, Hover: "hex:" + boat.Bow.String()}); len(l) != 0 {
		t.Errorf("a seat with no prompt drew %s", losInfo(l))
	}
}
