package tactical

import (
	"errors"
	"testing"
)

func Test6_10_EdgesExitsAndShifts(t *testing.T) {
	g := basicGame(t)
	mustShip(t, g, "E", "V1", "M3-B", Dir6, 4)
	e := g.Vessel("E")
	if err := g.MoveShip(e, MustPlot("4"), nil); !errors.Is(err, ErrIllegalMove) {
		t.Fatalf("an escort left the board by an edge it may not: %v", err)
	}
	g.B.Options.Exits = []ExitRule{{Side: EscortSide, Edge: 6}}
	must(t, g.MoveShip(e, MustPlot("4"), nil))
	if !e.Exited || e.ExitedEdge != 6 || !e.Gone() || e.Sunk {
		t.Fatalf("exit: %+v", e)
	}
	if s := g.Score(); s.Sub != 0 {
		t.Fatal("a ship that left scores nothing")
	}
	// The convoy near edge 6 shifts the board instead of leaving it.
	g2 := basicGame(t)
	must(t, g2.PlaceConvoy(6, []string{"C-2", "C-2", "C-2", "C-2"}, 2))
	g2.AddSub("U", "VIIC", "", MustHex("A40-B"), Dir6, 50)
	for i := range g2.B.Vessels {
		if v := &g2.B.Vessels[i]; !v.Sub {
			v.Bow.Row = 2
		}
	}
	uBefore := g2.Vessel("U").Bow
	must(t, g2.MoveConvoy(MustPlot("2")))
	for i := range g2.B.Vessels {
		v := &g2.B.Vessels[i]
		if !v.Bow.OnBoard() || !v.Stern().OnBoard() {
			t.Fatalf("%s off the board after the shift", v.ID)
		}
	}
	if d := g2.Vessel("U").Bow.Row - uBefore.Row; d <= 0 || g2.Vessel("C-2 c1r1").Bow.Row != 2-2+d {
		t.Fatalf("shift %d rows; convoy lead at row %d", d, g2.Vessel("C-2 c1r1").Bow.Row)
	}
	if err := g2.ShiftBoard(1, 0); err == nil {
		t.Fatal("an odd column shift accepted")
	}
}

func Test20_ConditionVictories(t *testing.T) {
	d, ss := testScenarios(t)
	// S6: the carrier out by edge 6 is a Japanese win; Hibiki sunk a US
	// win; neither a draw.
	g, _ := SetUp(d, LoadedDice(), ss["S6"], nil)
	if w, ok := g.Winner(ss["S6"]); !ok || w != "" {
		t.Fatalf("S6 with nothing done: %q, want a draw", w)
	}
	sh := g.Vessel("Shokaku")
	sh.Exited, sh.ExitedEdge = true, 6
	if w, _ := g.Winner(ss["S6"]); w != EscortSide {
		t.Fatal("S6: the carrier got out")
	}
	g.Vessel("Hibiki").Sunk = true
	if w, _ := g.Winner(ss["S6"]); w != SubSide {
		t.Fatal("S6: the escort sunk is a US win")
	}
	// S7: 12 damage on a carrier and the boat afloat.
	g7, _ := SetUp(d, LoadedDice(), ss["S7"], nil)
	g7.Vessel("Illustrious").Damage = 12
	if w, _ := g7.Winner(ss["S7"]); w != SubSide {
		t.Fatal("S7: 12 damage to a carrier")
	}
	g7.Vessel("U.81").Sunk = true
	if w, _ := g7.Winner(ss["S7"]); w != EscortSide {
		t.Fatal("S7: the boat sunk with no British loss, the damage does not count")
	}
	// S9: out by edge 6 with four tubes loaded.
	g9, _ := SetUp(d, LoadedDice(), ss["S9"], nil)
	h := g9.Vessel("Harder")
	h.Exited, h.ExitedEdge = true, 6
	if w, _ := g9.Winner(ss["S9"]); w != SubSide {
		t.Fatal("S9: Harder out with every tube loaded")
	}
	for k := 3; k < len(h.Tubes); k++ {
		h.Tubes[k].Loaded = false
	}
	if w, _ := g9.Winner(ss["S9"]); w != EscortSide {
		t.Fatal("S9: three tubes loaded is not enough")
	}
	// S10: U.2511 exits by edge 3 in its own move.
	g10, _ := SetUp(d, LoadedDice(), ss["S10"], nil)
	u := g10.Vessel("U.2511")
	u.Bow = Hex{Col: u.Bow.Col, Row: Rows}
	u.Facing = Dir3
	must(t, g10.MoveSub(u, MustPlot("2"), 50, false))
	if w, _ := g10.Winner(ss["S10"]); !u.Exited || w != SubSide {
		t.Fatalf("S10: exited %v, winner %q", u.Exited, w)
	}
}

// [6.10] A plotted move whose stern would end one column past the right
// edge shifts the board two columns left (the shift keeps the columns'
// half-offset shape): before, −1 rounded to 0 and no shift was made.
func Test6_10_ShiftOneColumnPastTheRightEdge(t *testing.T) {
	g := basicGame(t)
	c := mustShip(t, g, "C", "C-2", "Z17-C", Dir3, 2)
	p := MustPlot("2R")
	if err := g.checkOnBoard(c, Walk(c.Pose(), p)); err == nil {
		t.Fatal("the plot stays on the board: no case to test")
	}
	must(t, g.keepOnBoard([]*Vessel{c}, p))
	c = g.Vessel("C")
	if c.Bow != MustHex("X17-C") {
		t.Errorf("after the shift C is at %s, want X17-C", c.Bow)
	}
	if err := g.checkOnBoard(c, Walk(c.Pose(), p)); err != nil {
		t.Errorf("still off the board after the shift: %v", err)
	}
}
