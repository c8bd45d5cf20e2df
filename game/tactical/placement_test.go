package tactical

import (
	"errors"
	"testing"
)

func Test20_4_SubmarinePlacement(t *testing.T) {
	g := basicGame(t, 2)
	c1, _ := g.Compass(1)
	mustShip(t, g, "E", "V1", c1.Step(Dir2, 6).String(), Dir6, 2)
	n := g.RollCompass("U-1")
	if n != 2 {
		t.Fatalf("compass %d", n)
	}
	poses, err := g.PlacementPoses(1, SubSide)
	if err != nil || len(poses) == 0 {
		t.Fatal(err)
	}
	for _, p := range poses {
		if Distance(c1, p.Bow) > 12 || g.enemyDistance(p, SubSide) <= 7 {
			t.Fatalf("pose %v dir %d: %d from the compass, %d from the enemy", p.Bow, p.Facing, Distance(c1, p.Bow), g.enemyDistance(p, SubSide))
		}
	}
	if _, err := g.PlaceSub("U-1", "VIIC", "", 1, Pose{Bow: c1.Step(Dir2, 5), Facing: Dir1}, 50); !errors.Is(err, ErrIllegal) {
		t.Fatal("a boat placed next to an escort [20.4.2]")
	}
	if _, err := g.PlaceSub("U-1", "VIIC", "", 1, poses[0], 50); err != nil {
		t.Fatal(err)
	}
	// With enemies all over the zone, only the farthest poses are allowed.
	g2 := basicGame(t)
	for i, d := range []Dir{Dir1, Dir2, Dir3, Dir4, Dir5, Dir6} {
		mustShip(t, g2, string(rune('A'+i)), "C-2", c1.Step(d, 5).String(), Dir6, 2)
	}
	mustShip(t, g2, "X", "C-2", c1.String(), Dir6, 2)
	ps, _ := g2.PlacementPoses(1, SubSide)
	if len(ps) == 0 {
		t.Fatal("no pose at all")
	}
	far := g2.enemyDistance(ps[0], SubSide)
	for _, p := range ps {
		if d := g2.enemyDistance(p, SubSide); d != far || d > 7 {
			t.Fatalf("crowded zone: pose at %d, want all at the best %d ≤ 7", d, far)
		}
	}
}

func Test26_VariableEntry(t *testing.T) {
	g := basicGame(t, 1, 2, 1, 1)
	g.B.Reserves = []Reserve{{ID: "U-696", Class: "VIIC"}, {ID: "U-190", Class: "IXC"}}
	g.B.Turn = 2
	if _, err := g.TryVariableEntry("U-696"); !errors.Is(err, ErrIllegal) {
		t.Fatal("entry tried on turn 2 [26.3]")
	}
	g.B.Turn = 3
	m, err := g.TryVariableEntry("U-696") // 1,2 → reading 1 → marker 1
	if err != nil || m != 1 {
		t.Fatalf("marker %d, %v", m, err)
	}
	if _, err := g.TryVariableEntry("U-190"); !errors.Is(err, ErrIllegal) {
		t.Fatal("a second attempt while U-696 is held back [26.6]")
	}
	g.B.Turn = 4
	poses, _ := g.PlacementPoses(1, SubSide)
	if _, err := g.EnterReserve("U-696", poses[0], 25); err != nil {
		t.Fatal(err)
	}
	if g.Vessel("U-696") == nil || len(g.B.Reserves) != 1 {
		t.Fatal("U-696 did not enter")
	}
	g.B.Turn = 6
	if m, _ := g.TryVariableEntry("U-190"); m != 0 { // 1,1 → reading 0 → marker 0
		t.Fatalf("marker %d, want 0: no entry", m)
	}
	if _, err := g.EnterReserve("U-190", poses[0], 25); !errors.Is(err, ErrIllegal) {
		t.Fatal("a boat entered on a 0 marker [26.4]")
	}
}
