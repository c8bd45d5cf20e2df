package campaign

import "testing"

// [SW 18.3] When Manila falls, a sub in Repair 2 is scuttled (not counted
// as sunk) but a sub in Repair 1 limps out to sea with a Damaged marker
// and must RTB; at the next base a superficial Damage roll reads as
// Repair 1. Steel Wolves scuttles both.
func TestSW18_3_BaseFallsRepair1LimpsOut(t *testing.T) {
	g := pacificGame(t, "campaign-1941", "1941-12", 1)
	var subs []*Sub
	for i := range g.S.Subs {
		if s := &g.S.Subs[i]; s.Status == StBase && len(subs) < 2 {
			subs = append(subs, s)
		}
	}
	a, b := subs[0], subs[1]
	a.Base, a.Box = "manila", BoxR1
	b.Base, b.Box = "manila", BoxR2
	lost := g.S.Tracks.SubsLost
	g.deactivateBase("manila", "5.0", "test", nil)
	text := logText(g.Flush())
	if a.Status != StSea || !a.RTB || a.Damage != 1 || !a.Patrol.Limping || !g.isOpArea(a.Area) {
		t.Fatalf("Repair 1 sub: %s in %s, RTB %v, damage %d, limping %v\n%s", a.Status, a.Area, a.RTB, a.Damage, a.Patrol.Limping, text)
	}
	if b.Status != StScrapped || g.S.Tracks.SubsLost != lost {
		t.Fatalf("Repair 2 sub: %s, subs lost %d → %d", b.Status, lost, g.S.Tracks.SubsLost)
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
	g.LoadDice(0) // superficial
	g.ArriveAtBase(a, "pearl-harbor")
	text = logText(g.Flush())
	if a.Status != StBase || a.Box != BoxR1 {
		t.Fatalf("limping sub at Pearl Harbor: %s %s, want Repair 1\n%s", a.Status, a.Box, text)
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
	// Steel Wolves: scuttled.
	h := pacificGame(t, "campaign-1941", "1941-12", 1)
	c := h.Sub(a.ID)
	c.Status, c.Base, c.Box, c.Area = StBase, "manila", BoxR1, ""
	if (steelWolves{}).LimpOut(h, c, "manila", "5.0") {
		t.Error("Steel Wolves let a sub limp out")
	}
}
