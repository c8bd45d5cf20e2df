package tactical

import (
	"testing"

	tac "periscope/game/tactical"
)

// The tracks' boxes: a point a box up to 20, fives beyond (a 45-point
// battleship in nine boxes); the VP track runs to 50, then by 25s.
func TestTrackCells(t *testing.T) {
	for _, c := range []struct{ n, cells, per int }{{5, 5, 1}, {20, 20, 1}, {21, 5, 5}, {45, 9, 5}, {36, 8, 5}} {
		if cells, per := trackCells(c.n); cells != c.cells || per != c.per {
			t.Errorf("%d points: %d boxes of %d, want %d of %d", c.n, cells, per, c.cells, c.per)
		}
	}
	for _, c := range []struct{ sub, esc, top int }{{0, 0, 50}, {35, 10, 50}, {51, 3, 75}, {87, 111, 125}} {
		if got := vpTrackMax(c.sub, c.esc); got != c.top {
			t.Errorf("scores %d and %d: track to %d, want %d", c.sub, c.esc, got, c.top)
		}
	}
}

// The damage track's mark: a boat's surface mark [19.2], a ship's half
// capacity rounded up [19.1] (a capital ship's at its capacity under
// capital-no-diw); which vessels carry a track for which seat.
func TestDamageTrackMarks(t *testing.T) {
	_, m := newMatch(t, "S7", 3)
	var boat, carrier, escort *tac.Vessel
	for i := range m.S.Battle.Vessels {
		v := &m.S.Battle.Vessels[i]
		switch {
		case v.Sub:
			boat = v
		case m.G.Role(v) == tac.Capital && v.Class == "ArkRoyal":
			carrier = v
		case m.G.Role(v) == tac.Escort:
			escort = v
		}
	}
	if got := damageMark(m, boat, m.G.Capacity(boat)); got != m.G.SubClass(boat).SurfaceAt {
		t.Errorf("the boat's mark %d", got)
	}
	if got := damageMark(m, carrier, 24); got != 12 {
		t.Errorf("the carrier's mark %d, want 12", got)
	}
	m.S.Battle.Options.CapitalNoDIW = true
	if got := damageMark(m, carrier, 24); got != 24 {
		t.Errorf("capital-no-diw: the carrier's mark %d, want 24", got)
	}
	if !showDamageTrack(boat, tac.SeatSub) || showDamageTrack(boat, tac.SeatEscort) {
		t.Error("a boat's track is the Sub player's alone [16.5]")
	}
	if showDamageTrack(escort, tac.SeatSub) {
		t.Error("an undamaged escort carries a track")
	}
	escort.Damage = 1
	if !showDamageTrack(escort, tac.SeatSub) || !showDamageTrack(escort, tac.SeatEscort) {
		t.Error("a damaged escort's track is not shown")
	}
}
