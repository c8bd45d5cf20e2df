package tactical

import (
	"math/rand/v2"
	"sort"
	"testing"
)

// The grid model of spec §1, as the sample game [64] logs it:
// S28 →1→ T28 →1→ U27 →1→ V27, and a convoy lead at A31-B facing 1 has its
// stern in Z32-A [64.4.4].
func Test2_1_GridModelFromSampleGame(t *testing.T) {
	h := MustHex("S28-A")
	want := []string{"T28-A", "U27-A", "V27-A"}
	for _, w := range want {
		h = h.Neighbour(Dir1)
		if h.String() != w {
			t.Fatalf("after dir 1: %s, want %s", h, w)
		}
	}
	if got := MustHex("A31-B").Neighbour(Dir1.Reverse()); got.String() != "Z32-A" {
		t.Fatalf("stern of A31-B facing 1 = %s, want Z32-A", got)
	}
	if got := MustHex("V26-A").Neighbour(Dir4); got.String() != "U26-A" {
		t.Fatalf("V26 dir 4 = %s, want U26-A", got)
	}
}

func TestParseHexForms(t *testing.T) {
	for in, want := range map[string]string{"S28-A": "S28-A", "s28a": "S28-A", "T23, A": "T23-A", "N32-B": "N32-B", "H23-C": "H23-C"} {
		h, err := ParseHex(in)
		if err != nil || h.String() != want {
			t.Errorf("ParseHex(%q) = %v, %v; want %s", in, h, err, want)
		}
	}
	for _, bad := range []string{"", "S", "S0-A", "S28-D", "128-A", "S99-A", "SXX-A"} {
		if _, err := ParseHex(bad); err == nil {
			t.Errorf("ParseHex(%q) accepted", bad)
		}
	}
}

func TestHexIDRoundTripWholeBoard(t *testing.T) {
	for c := 0; c < Panels*ColumnsPerPanel; c++ {
		for r := 1; r <= Rows; r++ {
			h := Hex{c, r}
			back, err := ParseHex(h.String())
			if err != nil || back != h {
				t.Fatalf("%v → %q → %v, %v", h, h.String(), back, err)
			}
			if q, rr := h.Axial(); FromAxial(q, rr) != h {
				t.Fatalf("axial round trip of %v", h)
			}
		}
	}
}

func randHex(r *rand.Rand) Hex {
	return Hex{Col: r.IntN(Panels * ColumnsPerPanel), Row: 1 + r.IntN(Rows)}
}

func TestPropertyDistance(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 5000; i++ {
		a, b, c := randHex(r), randHex(r), randHex(r)
		if Distance(a, b) != Distance(b, a) {
			t.Fatalf("distance not symmetric: %v %v", a, b)
		}
		if (Distance(a, b) == 0) != (a == b) {
			t.Fatalf("distance zero iff equal: %v %v", a, b)
		}
		if Distance(a, c) > Distance(a, b)+Distance(b, c) {
			t.Fatalf("triangle inequality: %v %v %v", a, b, c)
		}
		for d := Dir1; d <= Dir6; d++ {
			n := a.Neighbour(d)
			if Distance(a, n) != 1 {
				t.Fatalf("neighbour %v of %v at distance %d", d, a, Distance(a, n))
			}
			if n.Neighbour(d.Reverse()) != a {
				t.Fatalf("reverse of %v from %v", d, a)
			}
			if got, ok := DirTo(a, n); !ok || got != d {
				t.Fatalf("DirTo(%v,%v) = %v", a, n, got)
			}
			k := 1 + r.IntN(12)
			if Distance(a, a.Step(d, k)) != k {
				t.Fatalf("step %d in %v", k, d)
			}
			if Bearing(a, n) != float64(d.Angle()) {
				t.Fatalf("bearing to neighbour %v = %v, want %d", d, Bearing(a, n), d.Angle())
			}
		}
		// The six neighbours are distinct, and a hex two steps away is
		// reached by some pair of neighbour steps.
		seen := map[Hex]bool{}
		for _, n := range a.Neighbours() {
			seen[n] = true
		}
		if len(seen) != 6 {
			t.Fatalf("neighbours of %v not distinct", a)
		}
	}
}

func TestDirTurns(t *testing.T) {
	for d := Dir1; d <= Dir6; d++ {
		if !d.Right().Valid() || !d.Left().Valid() || d.Right().Left() != d || d.Turn(6) != d || d.Turn(-7) != d.Left() {
			t.Fatalf("turns of %d", d)
		}
		if d.Reverse().Reverse() != d || d.Steps(d.Reverse()) != 3 {
			t.Fatalf("reverse of %d", d)
		}
		if got, ok := Heading12Of(d).Dir(); !ok || got != d {
			t.Fatalf("heading12 of %d", d)
		}
		if Heading12Of(d).Angle() != d.Angle() {
			t.Fatalf("heading12 angle of %d", d)
		}
	}
	if Dir6.Right() != Dir1 || Dir1.Left() != Dir6 {
		t.Fatal("6 → R → 1")
	}
	if _, ok := Heading12(3).Dir(); ok {
		t.Fatal("odd heading is a corner heading")
	}
}

func sortedHexes(hs []Hex) []Hex {
	out := append([]Hex(nil), hs...)
	sort.Slice(out, func(i, j int) bool { return less(out[i], out[j]) })
	return out
}

// Line of sight [18.2, 18.3] rests on Trace: the properties that make it fair.
func TestPropertyTrace(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for i := 0; i < 3000; i++ {
		a := randHex(r)
		b := a
		for k := r.IntN(14); k > 0; k-- {
			b = b.Neighbour(Dir(1 + r.IntN(6)))
		}
		l := Trace(a, b)
		if l.Hexes[0] != a || l.Hexes[len(l.Hexes)-1] != b {
			t.Fatalf("trace %v→%v does not run from a to b: %v", a, b, l.Hexes)
		}
		// Every crossed hex is within the distance, and distances from a
		// never decrease along the list.
		for j := 1; j < len(l.Hexes); j++ {
			if Distance(a, l.Hexes[j]) < Distance(a, l.Hexes[j-1]) {
				t.Fatalf("trace %v→%v out of order: %v", a, b, l.Hexes)
			}
		}
		// A line with no hexside runs is a connected chain of at least
		// distance+1 hexes (more where it passes exactly through the middle
		// of a side, touching both hexes).
		if len(l.Sides) == 0 {
			if len(l.Hexes) < Distance(a, b)+1 {
				t.Fatalf("trace %v→%v: %d hexes for distance %d", a, b, len(l.Hexes), Distance(a, b))
			}
			for j := 1; j < len(l.Hexes); j++ {
				if Distance(l.Hexes[j-1], l.Hexes[j]) != 1 && Distance(a, l.Hexes[j-1]) != Distance(a, l.Hexes[j]) {
					t.Fatalf("trace %v→%v not connected: %v", a, b, l.Hexes)
				}
			}
		}
		// Symmetry: the line from b to a crosses the same hexes and sides.
		m := Trace(b, a)
		x, y := sortedHexes(l.Hexes), sortedHexes(m.Hexes)
		if len(x) != len(y) {
			t.Fatalf("trace not symmetric %v %v: %v vs %v", a, b, x, y)
		}
		for j := range x {
			if x[j] != y[j] {
				t.Fatalf("trace not symmetric %v %v: %v vs %v", a, b, x, y)
			}
		}
		if len(l.Sides) != len(m.Sides) {
			t.Fatalf("sides not symmetric %v %v: %v vs %v", a, b, l.Sides, m.Sides)
		}
		// Each side pair is two adjacent hexes.
		for _, s := range l.Sides {
			if Distance(s[0], s[1]) != 1 {
				t.Fatalf("side %v not adjacent", s)
			}
		}
	}
}

func TestTraceStraightAndAlongHexside(t *testing.T) {
	a := MustHex("M30-B")
	l := Trace(a, a.Step(Dir2, 5))
	if len(l.Sides) != 0 || len(l.Hexes) != 6 {
		t.Fatalf("straight line: %+v", l)
	}
	for i, h := range l.Hexes {
		if h != a.Step(Dir2, i) {
			t.Fatalf("straight line hex %d = %v", i, h)
		}
	}
	// Two steps 1 then 2 end on the corner direction between them: the line
	// runs along the side between the dir-1 and dir-2 neighbours.
	b := a.Neighbour(Dir1).Neighbour(Dir2)
	l = Trace(a, b)
	if len(l.Hexes) != 2 || len(l.Sides) != 1 {
		t.Fatalf("corner line: %+v", l)
	}
	s := l.Sides[0]
	n1, n2 := a.Neighbour(Dir1), a.Neighbour(Dir2)
	if !(s[0] == n1 && s[1] == n2 || s[0] == n2 && s[1] == n1) {
		t.Fatalf("corner line runs along %v, want %v|%v", s, n1, n2)
	}
}
