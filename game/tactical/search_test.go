package tactical

import (
	"errors"
	"testing"
)

func escortGame(t *testing.T, faces ...int) (*Game, *Vessel) {
	t.Helper()
	g := NewGame(testData(t), LoadedDice(faces...), mustPeriod(t, "Sp41"), DefaultOptions())
	e := mustShip(t, g, "Whitehall", "W", "N30-B", Dir6, 2)
	return g, e
}

// The sonar example [22.4.4]: a British escort with ordinary sonar at speed
// 2 rolls 2, +1 Initial Echo = 3: 0–15 hexes; a 1 (2 with the echo) reaches
// 30; 3–6 fail.
func Test22_4_4_SonarExample(t *testing.T) {
	for _, c := range []struct{ face, want int }{{2, 15}, {1, 30}, {3, 0}, {6, 0}} {
		g, e := escortGame(t, c.face)
		got, err := g.SonarRange(e, Sweep)
		if err != nil || got != c.want {
			t.Errorf("roll %d: range %d, %v; want %d", c.face, got, err, c.want)
		}
		if r := g.Dice.Log[0]; r.Total != c.face+1 || r.Rule != "22.4" {
			t.Errorf("roll %d logged %+v", c.face, r)
		}
	}
	// Homing has no Initial Echo [22.4.7]: a 3 at speed 2 is 0–15.
	g, e := escortGame(t, 3)
	if got, _ := g.SonarRange(e, Homing); got != 15 {
		t.Errorf("homing roll 3 at speed 2: %d, want 15", got)
	}
	// Faster than 4: no search [22.5].
	g, e = escortGame(t)
	e.Speed = 5
	if _, err := g.SonarRange(e, Sweep); !errors.Is(err, ErrIllegal) {
		t.Errorf("search at speed 5: %v", err)
	}
}

func Test22_4_5_SweepPlacesNearestBoat(t *testing.T) {
	g, e := escortGame(t, 1)
	g.AddSub("near", "VIIC", "", e.Bow.Step(Dir3, 12), Dir1, 100)
	g.AddSub("far", "VIIC", "", e.Bow.Step(Dir6, 20), Dir1, 100)
	g.AddSub("shallow", "VIIC", "", e.Bow.Step(Dir2, 3), Dir1, 25)
	e = g.Vessel("Whitehall") // AddSub may move the vessels
	for _, id := range []string{"near", "far", "shallow"} {
		g.Vessel(id).Hidden = true
	}
	got, err := g.SonarSweep(e)
	if err != nil || got == nil || got.ID != "near" || got.Hidden || !got.Sonared {
		t.Fatalf("sweep found %+v, %v; want the nearer deep boat (a boat at 25 ft is ignored [22.1])", got, err)
	}
	if !g.Vessel("far").Hidden || !g.Vessel("shallow").Hidden {
		t.Fatal("only one boat is located per sweep [22.4.5]")
	}
}

func Test22_7_NoSonarAfterDepthCharges(t *testing.T) {
	g, e := escortGame(t, 1)
	g.B.Turn = 5
	v, _ := g.AddSub("U-1", "VIIC", "", e.Bow.Step(Dir3, 5), Dir1, 100)
	v.Hidden, v.ASWTurn = true, 4
	e = g.Vessel("Whitehall")
	if got, _ := g.SonarSweep(e); got != nil {
		t.Fatal("a boat depth-charged last turn was found [22.7]")
	}
}

func Test21_4_Visibility(t *testing.T) {
	g, e := escortGame(t)
	v, _ := g.AddSub("U-1", "VIIC", "", e.Bow.Step(Dir3, 8), Dir6, 25)
	e = g.Vessel("Whitehall")
	if !g.Visible(v, nil, false, nil) {
		t.Fatal("25 ft by day is visible [21.4.1]")
	}
	g.B.Options.Night = true
	if g.Visible(v, nil, false, nil) {
		t.Fatal("25 ft by night 7 hexes from the escort is hidden")
	}
	if !g.Visible(v, []Hex{v.Bow.Neighbour(Dir1)}, false, nil) {
		t.Fatal("next to a star shell is visible [21.4.3]")
	}
	v.Bow, v.Facing = e.Bow.Step(Dir3, 5), Dir3 // stern 4 hexes from the escort's bow [21.7]
	if !g.Visible(v, nil, false, nil) {
		t.Fatal("within 4 hexes by night is visible [21.4.2]")
	}
	v.Depth = 100
	if g.Visible(v, nil, false, nil) {
		t.Fatal("50 ft or deeper is visible only by sonar [21.4.5]")
	}
}

// The fit example [24.2]: a Flower (type C) trying 10 cm radar (W'43) in
// S'43 rolls 4 − 2 = 2: no fit. A modification of 3 guarantees a DD its
// fit, 4 a DE, with no roll [24.3].
func Test24_2_FlowerFitExample(t *testing.T) {
	g, _ := escortGame(t, 4)
	d := testData(t)
	w43 := mustPeriod(t, "W43")
	s43 := mustPeriod(t, "S43")
	if d.Ships["Flower"].Type != "C" {
		t.Fatal("the Flower is a corvette")
	}
	if g.TryFit("Gladiolus", d.Ships["Flower"].Type, "10cm radar", int(s43-w43)) {
		t.Fatal("Flower fitted on 4 − 2")
	}
	if r := g.Dice.Log[0]; r.Raw != 4 || r.Total != 2 || r.Result != "not fitted" {
		t.Fatalf("fit roll %+v", r)
	}
	g2, _ := escortGame(t)
	if !g2.TryFit("Viceroy", "DD", "10cm radar", 3) || !g2.TryFit("Starling", "DE", "sonar", 4) {
		t.Fatal("a modification of 3 (DD) or 4 (DE) fits without a roll [24.3]")
	}
	if len(g2.Dice.Log) != 0 {
		t.Fatal("guaranteed fits roll no die")
	}
}
