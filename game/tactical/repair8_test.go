package tactical

import "testing"

// [52, 10.6] Found by the Advanced switches' soak (S11 with repair): a
// merchantman dead in the water that repaired below half its capacity got
// under way with another ship in its hex (two ships under way in one hex).
// It stays stopped until the hex is clear, then gets under way.
func Test52_RepairKeepsAShipAlongsideStopped(t *testing.T) {
	g := basicGame(t)
	g.B.Options.Repair = true
	a := mustShip(t, g, "A", "C-2", "M30-B", Dir6, 0)
	a.DIW, a.Damage = true, 3
	mustShip(t, g, "B", "C-2", "M31-B", Dir6, 0)
	g.EndTurn()
	if a = g.Vessel("A"); a.Damage != 2 || !a.DIW {
		t.Fatalf("with B alongside: damage %d, DIW %v; want 2, stopped", a.Damage, a.DIW)
	}
	if err := g.Invariants(); err != nil {
		t.Fatal(err)
	}
	g.Vessel("B").Bow = MustHex("M40-B")
	g.EndTurn()
	if a = g.Vessel("A"); a.DIW {
		t.Fatal("the hex clear, A is still dead in the water")
	}
	if err := g.Invariants(); err != nil {
		t.Fatal(err)
	}
}
