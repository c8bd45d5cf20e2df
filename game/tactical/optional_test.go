package tactical

import (
	"errors"
	"testing"
)

func Test23_RadarSearch(t *testing.T) {
	setup := func(face int) (*Game, *Vessel) {
		g := basicGame(t, face)
		mustShip(t, g, "E", "V1", "M30-B", Dir6, 2)
		g.AddSub("deep", "VIIC", "", MustHex("M20-B"), Dir6, 50)
		g.AddSub("p25", "VIIC", "", MustHex("M15-B"), Dir6, 25)
		g.AddSub("top", "VIIC", "", MustHex("M5-B"), Dir6, 0)
		for _, id := range []string{"deep", "p25", "top"} {
			g.Vessel(id).Hidden = true
		}
		return g, g.Vessel("E")
	}
	g, e := setup(1) // 0–25 ft: the nearest at 0 or 25 ft, never the deep one [23.1]
	if v, err := g.RadarSearch(e); err != nil || v == nil || v.ID != "p25" || !v.RadarHeld || v.Hidden {
		t.Fatalf("radar 1: %+v %v", v, err)
	}
	g, e = setup(3) // 0 ft only
	if v, _ := g.RadarSearch(e); v == nil || v.ID != "top" {
		t.Fatalf("radar 3: %+v", v)
	}
	g, e = setup(6)
	if v, _ := g.RadarSearch(e); v != nil {
		t.Fatalf("radar 6 found %s", v.ID)
	}
	g, _ = setup(1)
	mustShip(t, g, "M", "C-2", "A30-B", Dir6, 2)
	if _, err := g.RadarSearch(g.Vessel("M")); !errors.Is(err, ErrIllegal) {
		t.Fatal("a merchantman searched by radar [23.6]")
	}
}

func Test25_StarShells(t *testing.T) {
	g := basicGame(t, 4)
	g.B.Options.Night = true
	mustShip(t, g, "E", "V1", "M30-B", Dir6, 2)
	g.AddSub("U", "VIIC", "", MustHex("M24-B"), Dir3, 0)
	e, u := g.Vessel("E"), g.Vessel("U")
	df0, _, _, err := g.GunFactor(Fire{"E", "U"}, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	must(t, g.FireStarShells(e, []Hex{u.Bow.Neighbour(Dir6)}))
	if !g.Visible(u, nil, false, nil) {
		t.Fatal("a boat next to a star shell is seen [21.4.3]")
	}
	if _, _, _, err := g.GunFactor(Fire{"E", "U"}, nil, nil); !errors.Is(err, ErrIllegal) {
		t.Fatal("the escort fired its guns the turn it fired star shells [25.5]")
	}
	g.EndTurn()
	if _, _, _, err := g.GunFactor(Fire{"E", "U"}, nil, nil); !errors.Is(err, ErrIllegal) {
		t.Fatal("the escort fired its guns the turn after star shells [25.5]")
	}
	// Another escort gets the star shell's light [25.2].
	mustShip(t, g, "F", "V1", "K30-B", Dir6, 2)
	df1, _, _, err := g.GunFactor(Fire{"F", "U"}, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	dfDark, _, _, _ := g.GunFactor(Fire{"F", "U"}, nil, []Hex{})
	if df1 != dfDark+g.Data.Tables.Gunnery.StarShell {
		t.Fatalf("star shell: DF %d, dark %d (the escort's own DF before was %d)", df1, dfDark, df0)
	}
	g.EndTurn()
	g.ClearStarShells()
	if len(g.B.StarShells) != 0 {
		t.Fatal("star shells stay one turn [25.4]")
	}
	if err := g.FireStarShells(g.Vessel("F"), []Hex{u.Bow, u.Bow, u.Bow}); !errors.Is(err, ErrIllegal) {
		t.Fatal("three star shells [25.1]")
	}
}
