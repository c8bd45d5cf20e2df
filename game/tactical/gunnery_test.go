package tactical

import (
	"errors"
	"math/rand/v2"
	"testing"
)

func gunGame(t *testing.T, faces ...int) *Game {
	t.Helper()
	return NewGame(testData(t), LoadedDice(faces...), mustPeriod(t, "W42"), DefaultOptions())
}

func Test17_5_FieldsOfFire(t *testing.T) {
	g := gunGame(t)
	e := mustShip(t, g, "E", "V1", "M30-B", Dir6, 0)
	for _, c := range []struct {
		h    Hex
		want Arc
	}{
		{e.Bow.Step(Dir6, 5), Forward},
		{e.Bow.Step(Dir1, 1).Step(Dir6, 3), Forward},
		{e.Bow.Step(Dir2, 5), Broadside},
		{e.Bow.Step(Dir4, 4), Broadside},
		{e.Stern().Step(Dir3, 5), Aft},
	} {
		if got := g.ArcOf(e, c.h); got != c.want {
			t.Errorf("%v from %v facing 6: %s, want %s", c.h, e.Bow, got, c.want)
		}
	}
}

func Test17_7_StraddlingTargetTakesBroadside(t *testing.T) {
	g := gunGame(t)
	mustShip(t, g, "E", "V1", "M30-B", Dir6, 0)
	g.AddSub("U", "VIIC", "", MustHex("M20-B"), Dir1, 0)
	e, u := g.Vessel("E"), g.Vessel("U")
	straddles := 0
	for dq := -6; dq <= 6; dq++ {
		for dr := -6; dr <= 6; dr++ {
			q, r := e.Bow.Axial()
			for f := Dir1; f <= Dir6; f++ {
				u.Bow, u.Facing = FromAxial(q+dq, r+dr), f
				if u.Occupies(e.Bow) || u.Occupies(e.Stern()) || e.Occupies(u.Bow) || e.Occupies(u.Stern()) {
					continue
				}
				if g.ArcOf(e, u.Bow) != g.ArcOf(e, u.Stern()) {
					straddles++
					if got := g.TargetArc(e, u); got != Broadside {
						t.Fatalf("target at %v/%v straddles and takes %s fire", u.Bow, u.Stern(), got)
					}
				}
			}
		}
	}
	if straddles == 0 {
		t.Fatal("no straddling placement found")
	}
}

func Test18_LineOfSight(t *testing.T) {
	g := gunGame(t)
	mustShip(t, g, "E", "V1", "M30-B", Dir6, 0)
	g.AddSub("U", "VIIC", "", MustHex("M30-B").Step(Dir6, 8), Dir6, 0)
	if !g.LineOfSight(g.Vessel("E"), g.Vessel("U")) {
		t.Fatal("clear line blocked")
	}
	// A merchantman on the line blocks [18.1]; a submarine does not.
	g.AddSub("U2", "VIIC", "", MustHex("M30-B").Step(Dir6, 4), Dir6, 0)
	if !g.LineOfSight(g.Vessel("E"), g.Vessel("U")) {
		t.Fatal("a submarine blocked the line [18.1]")
	}
	mustShip(t, g, "C", "C-2", MustHex("M30-B").Step(Dir6, 4).String(), Dir2, 2)
	if g.LineOfSight(g.Vessel("E"), g.Vessel("U")) {
		t.Fatal("a merchantman on the line did not block it [18.1]")
	}
}

// [18.3]: a line along a hexside is clear, unless that side is between one
// ship's bow and stern hexes.
func Test18_3_LineAlongAHexside(t *testing.T) {
	a := MustHex("M30-B")
	b := a.Neighbour(Dir1).Neighbour(Dir2)
	n1, n2 := a.Neighbour(Dir1), a.Neighbour(Dir2)
	p, q := centre(a), centre(b)
	// A ship with its bow in n1 facing 2: its stern is a's dir-6 neighbour,
	// off the line.
	facing := Dir2
	other := &Vessel{Bow: n1, Facing: facing}
	if other.Stern() == n2 {
		t.Fatal("fixture")
	}
	if crossesHex(p, q, n1) || crossesHex(p, q, n2) {
		t.Fatal("a line along a side crossed the hexes beside it")
	}
	if blocks(p, q, other) {
		t.Fatalf("ship at %v/%v blocked a line along its side", other.Bow, other.Stern())
	}
	d, _ := DirTo(n2, n1)
	across := &Vessel{Bow: n1, Facing: d} // stern in n2: the side is inside the counter
	if across.Stern() != n2 {
		t.Fatalf("fixture: stern %v", across.Stern())
	}
	if !blocks(p, q, across) {
		t.Fatal("the side between a ship's bow and stern did not block [18.3]")
	}
}

// Property: line of sight between two ships is symmetric, and a surface
// ship whose hexes lie on the straight line of hexes between them blocks.
func TestPropertyLineOfSight(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for i := 0; i < 300; i++ {
		g, va, vb := randomSightBoard(t, r, 3)
		if g.LineOfSight(va, vb) != g.LineOfSight(vb, va) {
			t.Fatalf("line of sight not symmetric: %+v", g.B.Vessels)
		}
	}
	g := gunGame(t)
	mustShip(t, g, "A", "V1", "M30-B", Dir6, 0)
	g.AddSub("B", "VIIC", "", MustHex("M30-B").Step(Dir6, 9), Dir6, 0)
	for k := 2; k <= 7; k++ {
		mustShip(t, g, "X", "C-2", MustHex("M30-B").Step(Dir6, k).String(), Dir2, 0)
		if g.LineOfSight(g.Vessel("A"), g.Vessel("B")) {
			t.Fatalf("ship %d hexes ahead on the line did not block", k)
		}
		g.B.Vessels = g.B.Vessels[:2]
	}
}

// randomSightBoard is a board of random ships for the line-of-sight
// properties: A, a destroyer, and B, a boat 4–14 hexes from it, with
// merchantmen (X0, X1, …) scattered around them.
func randomSightBoard(t *testing.T, r *rand.Rand, merchants int) (*Game, *Vessel, *Vessel) {
	t.Helper()
	g := gunGame(t)
	a := Hex{Col: 20 + r.IntN(30), Row: 15 + r.IntN(25)}
	mustShip(t, g, "A", "V1", a.String(), Dir(1+r.IntN(6)), 0)
	b := a.Step(Dir(1+r.IntN(6)), 4+r.IntN(8)).Step(Dir(1+r.IntN(6)), r.IntN(4))
	g.AddSub("B", "VIIC", "", b, Dir(1+r.IntN(6)), 0)
	for k := 0; k < merchants; k++ {
		mustShip(t, g, "X"+string(rune('0'+k)), "C-2", Hex{Col: 20 + r.IntN(30), Row: 15 + r.IntN(25)}.String(), Dir(1+r.IntN(6)), 0)
	}
	return g, g.Vessel("A"), g.Vessel("B")
}

// Gunfire is simultaneous [17.2, 17.9.1]: a boat and an escort that sink
// each other both go down; the Sub player's roll comes first.
func Test17_9_SimultaneousGunfire(t *testing.T) {
	g := gunGame(t, 1, 1)
	mustShip(t, g, "E", "V1", "M30-B", Dir6, 0)
	g.AddSub("U", "IXC", "", MustHex("M30-B").Step(Dir6, 2), Dir3, 0)
	e, u := g.Vessel("E"), g.Vessel("U")
	e.Damage = 5 // one more sinks it
	u.Damage = 4
	must(t, g.Gunnery([]Fire{{"E", "U"}, {"U", "E"}}, nil, nil))
	if !e.Sunk || !u.Sunk {
		t.Fatalf("both should sink: escort %+v boat %+v", e.Sunk, u.Sunk)
	}
	if g.Dice.Log[0].Purpose[:1] != "U" {
		t.Fatalf("the Sub player resolves first [17.9.1]: %s", g.Dice.Log[0].Purpose)
	}
}

func Test17_11_17_12_WhoMayFire(t *testing.T) {
	g := gunGame(t)
	mustShip(t, g, "E", "V1", "M30-B", Dir6, 0)
	mustShip(t, g, "C", "C-2", "M36-B", Dir6, 0)
	g.AddSub("U", "IXC", "", MustHex("M30-B").Step(Dir6, 3), Dir3, 0)
	for _, c := range []struct {
		f      Fire
		diving bool
	}{
		{Fire{"U", "E"}, true},  // plotted to dive [17.11]
		{Fire{"C", "U"}, false}, // unarmed merchantman [17.3]
		{Fire{"E", "C"}, false}, // own side
	} {
		if err := g.Gunnery([]Fire{c.f}, map[string]bool{"U": c.diving}, nil); !errors.Is(err, ErrIllegal) {
			t.Errorf("%+v accepted: %v", c.f, err)
		}
	}
	g.Vessel("U").Depth = 25
	if err := g.Gunnery([]Fire{{"E", "U"}}, nil, nil); !errors.Is(err, ErrIllegal) {
		t.Error("an escort fired at a submerged boat [17.12]")
	}
	if len(g.Dice.Log) != 0 {
		t.Error("a refused phase rolled dice")
	}
}
