package campaign

import "testing"

// [SW 26.0] "Both may use the same OpArea; concentration applies": in a
// two-player game a Pearl Harbor boat and a Southwest Pacific boat in the
// same OpArea are two different seats' boats and both count toward its
// concentration [22].
func TestSW26_0_BothCommandsShareAnOpAreaConcentrationApplies(t *testing.T) {
	g := withSwitch(t, "two-player", true, "1943-10", 3)
	area := ""
	for _, a := range g.T.Map.Areas {
		if g.isOpArea(a.ID) && g.rowOf(a.ID).crowdRisk {
			area = a.ID
			break
		}
	}
	if area == "" {
		t.Fatal("no OpArea where concentration counts")
	}
	var pearl, swpac *Sub
	for i := range g.S.Subs {
		s := &g.S.Subs[i]
		if s.Status != StBase {
			continue
		}
		switch {
		case pearl == nil && g.T.CommandOf(s.Base) == "pearl":
			pearl = s
		case swpac == nil && g.T.CommandOf(s.Base) == "swpac":
			swpac = s
		}
	}
	if pearl == nil || swpac == nil {
		t.Fatal("no boat of each command in port")
	}
	for _, s := range []*Sub{pearl, swpac} {
		s.Status = StSea
		g.PutAtSea(s, area, Operating, Patrol)
	}
	if g.SubSeat(pearl.ID) == g.SubSeat(swpac.ID) {
		t.Fatalf("both boats belong to seat %q", g.SubSeat(pearl.ID))
	}
	n := 0
	for i := range g.S.Subs {
		if s := &g.S.Subs[i]; s.Status == StSea && g.countsToward(s) == area {
			n++
		}
	}
	if got := g.concentration(area, nil); got != n || n < 2 {
		t.Errorf("concentration in %s: %d, want %d (both commands' boats among them)", area, got, n)
	}
	if got := g.concentration(area, pearl); got != n-1 {
		t.Errorf("concentration for the Pearl boat: %d, want %d (the other command's boat counts)", got, n-1)
	}
}
