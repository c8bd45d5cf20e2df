package tactical

import "testing"

func Test20_7_S1ConvoyRoll(t *testing.T) {
	for face, want := range map[int]string{1: "L2", 2: "R2", 3: "2", 4: "2", 5: "2L", 6: "2R"} {
		if got := basicGame(t, face).S1ConvoyPlot(); got.String() != want {
			t.Errorf("S1 convoy on %d: %s, want %s", face, got, want)
		}
	}
}

func Test20_7_S3AutomatedSub(t *testing.T) {
	// 1,1 → reading 0 → marker 0; then d6 3 → "2L1".
	if got := basicGame(t, 1, 1, 3).S3SubPlot(); got.String() != "2L1" {
		t.Fatalf("marker 0, roll 3: %s", got)
	}
	// 6,6 → 35 is drawn again; 2,3 → 8 → marker 1; d6 6 → "1L1".
	g := basicGame(t, 6, 6, 2, 3, 6)
	if got := g.S3SubPlot(); got.String() != "1L1" {
		t.Fatalf("redraw then marker 1, roll 6: %s", got)
	}
	// Every marker is equally likely: the 35 readings 0–34 give each of
	// 0–6 five times.
	count := map[int]int{}
	for v := 0; v < 35; v++ {
		count[v%7]++
	}
	for m := 0; m < 7; m++ {
		if count[m] != 5 {
			t.Fatalf("marker %d drawn %d times in 35", m, count[m])
		}
	}
}

func Test11_4_LaunchTracks(t *testing.T) {
	p := Pose{Bow: MustHex("S28-A"), Facing: Dir2}
	tr := LaunchTracks(p, false, 8)
	if len(tr) != 9 {
		t.Fatalf("%d tracks", len(tr))
	}
	// The sample's two turn-2 launches [64] are among them.
	found := 0
	for _, x := range tr {
		if x.First == 'B' && x.Turn == "" && x.Hexes[6].String() == "Z32-A" {
			found++
		}
		if x.First == 'C' && x.Turn == "L" && x.Hexes[5].String() == "X32-A" {
			found++
		}
		if len(x.Hexes) != 8 {
			t.Fatalf("track %+v not 8 hexes", x)
		}
	}
	if found != 2 {
		t.Fatalf("the sample's launches not found: %d", found)
	}
}

func Test20_7_S1MerchantsFireAtTheClosestBoat(t *testing.T) {
	g := basicGame(t)
	guns := [3]int{1, 1, 0}
	mustShip(t, g, "M", "C-2", "M30-B", Dir6, 2)
	g.Vessel("M").Guns = &guns
	mustShip(t, g, "N", "C-2", "A30-B", Dir6, 2) // unarmed
	g.AddSub("far", "VIIC", "", MustHex("M20-B"), Dir3, 0)
	g.AddSub("near", "VIIC", "", MustHex("M25-B"), Dir3, 0)
	g.AddSub("deep", "VIIC", "", MustHex("M27-B"), Dir3, 50)
	fs := g.MerchantFires(nil)
	if len(fs) != 1 || fs[0].Firer != "M" || fs[0].Target != "near" {
		t.Fatalf("fires %+v", fs)
	}
}
