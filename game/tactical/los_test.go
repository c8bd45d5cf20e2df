package tactical

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// [18] The ships that block a line of sight, as the board marks them: none
// exactly when LineOfSight holds (random boards), the same set both ways,
// and in order from the firer's end: two merchantmen across the line, the
// nearer first.
func Test18_LOSBlockersAreWhatBlocksTheLine(t *testing.T) {
	r := rand.New(rand.NewPCG(18, 1))
	blocked := 0
	for i := 0; i < 300; i++ {
		g, va, vb := randomSightBoard(t, r, 4)
		g.AddSub("S", "VIIC", "", Hex{Col: 20 + r.IntN(30), Row: 15 + r.IntN(25)}, Dir(1+r.IntN(6)), 0)
		ab, ba := g.LOSBlockers(va, vb), g.LOSBlockers(vb, va)
		if (len(ab) == 0) != g.LineOfSight(va, vb) {
			t.Fatalf("blockers %v but line of sight %v", ids(ab), g.LineOfSight(va, vb))
		}
		if len(ab) != len(ba) {
			t.Fatalf("blockers %v one way, %v the other", ids(ab), ids(ba))
		}
		for k, o := range ab {
			if o.Sub || o == va || o == vb {
				t.Fatalf("%s blocks [18.1]", o.ID)
			}
			if !slices.Contains(ba, o) {
				t.Fatalf("%s blocks A→B, not B→A", o.ID)
			}
			if k > 0 && Distance(ab[k-1].Bow, va.Bow) > Distance(o.Bow, va.Bow)+2 {
				t.Fatalf("blockers out of order from A: %v", ids(ab))
			}
		}
		if len(ab) > 0 {
			blocked++
		}
	}
	if blocked == 0 {
		t.Fatal("no blocked line among 300 boards")
	}
	g := gunGame(t)
	mustShip(t, g, "A", "V1", "M30-B", Dir6, 0)
	g.AddSub("B", "VIIC", "", MustHex("M30-B").Step(Dir6, 10), Dir6, 0)
	mustShip(t, g, "far", "C-2", MustHex("M30-B").Step(Dir6, 7).String(), Dir2, 0)
	mustShip(t, g, "near", "C-2", MustHex("M30-B").Step(Dir6, 3).String(), Dir2, 0)
	g.AddSub("U", "VIIC", "", MustHex("M30-B").Step(Dir6, 5), Dir2, 0)
	got := ids(g.LOSBlockers(g.Vessel("A"), g.Vessel("B")))
	if len(got) != 2 || got[0] != "near" || got[1] != "far" {
		t.Fatalf("blockers %v, want [near far] (the boat U never blocks)", got)
	}
	if back := ids(g.LOSBlockers(g.Vessel("B"), g.Vessel("A"))); len(back) != 2 || back[0] != "far" {
		t.Fatalf("from B: %v, want [far near]", back)
	}
}

func ids(vs []*Vessel) []string {
	out := make([]string, len(vs))
	for i, v := range vs {
		out[i] = v.ID
	}
	return out
}
