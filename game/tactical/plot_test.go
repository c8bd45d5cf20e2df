package tactical

import (
	"errors"
	"testing"
)

func Test7_3_PlotNotation(t *testing.T) {
	for in, want := range map[string]struct {
		s            string
		hexes, turns int
	}{
		"R1L1L":     {"R1L1L", 2, 3},
		"L3R":       {"L3R", 3, 2},
		"3R 2R 1R":  {"3R2R1R", 6, 3},
		"0":         {"0", 0, 0},
		"l2r1r1r2r": {"L2R1R1R2R", 6, 5},
		"R":         {"R", 0, 1},
		"12":        {"12", 12, 0},
		"LC3RC":     {"LC3RC", 3, 2},
	} {
		p, err := ParsePlot(in)
		if err != nil {
			t.Fatalf("ParsePlot(%q): %v", in, err)
		}
		if p.String() != want.s || p.Hexes() != want.hexes || p.Turns() != want.turns {
			t.Errorf("ParsePlot(%q) = %s (%d hexes, %d turns), want %s (%d, %d)", in, p, p.Hexes(), p.Turns(), want.s, want.hexes, want.turns)
		}
	}
	for _, bad := range []string{"", "  ", "00", "0L", "R0", "X", "1 2", "3-2", "100", "L05", "1.5"} {
		if _, err := ParsePlot(bad); !errors.Is(err, ErrPlot) {
			t.Errorf("ParsePlot(%q) = %v, want ErrPlot", bad, err)
		}
	}
}

func FuzzParsePlot(f *testing.F) {
	for _, s := range []string{"R1L1L", "L3R", "3R 2R 1R", "0", "L2R1R1R2R", "1R3", "LC2RC", "99", "", "R0", "1 2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParsePlot(s)
		if err != nil {
			if !errors.Is(err, ErrPlot) {
				t.Fatalf("error %v does not wrap ErrPlot", err)
			}
			return
		}
		back, err := ParsePlot(p.String())
		if err != nil || back.String() != p.String() {
			t.Fatalf("%q → %s → %v, %v", s, p, back, err)
		}
		for i, st := range p.Steps {
			if st.Kind == Run && (st.N < 1 || st.N > 99) {
				t.Fatalf("%q: run of %d", s, st.N)
			}
			if st.Kind == Run && i > 0 && p.Steps[i-1].Kind == Run {
				t.Fatalf("%q: two runs in a row", s)
			}
		}
		// Walking never panics and yields one pose per hex and turn
		// (twelve-heading turns are not walked by the core).
		half := 0
		for _, st := range p.Steps {
			if st.Kind == HalfLeft || st.Kind == HalfRight {
				half++
			}
		}
		if got := len(Walk(Pose{Bow: MustHex("M30-B"), Facing: Dir6}, p)); got != p.Hexes()+p.Turns()-half {
			t.Fatalf("%q: walked %d poses", s, got)
		}
		_ = p.Check(MoveLimits{MaxHexes: 6, DoubleTurnSpeed: 3})
	})
}

func walkTo(t *testing.T, start string, facing Dir, plots ...string) Pose {
	t.Helper()
	p := Pose{Bow: MustHex(start), Facing: facing}
	for _, s := range plots {
		p = End(p, MustPlot(s))
	}
	return p
}

// U.190's log in the sample game [64]: from R29-A dir 1, turn 1 "1R" (printed
// "I"; the log's S28A, 2 fixes it), turn 2 L3, turn 3 R1R1L, turn 4 L3.
func Test64_U190PlottedMoves(t *testing.T) {
	type leg struct {
		plot, at string
		facing   Dir
	}
	legs := []leg{{"1R", "S28-A", Dir2}, {"L3", "V27-A", Dir1}, {"R1R1L", "W28-A", Dir2}, {"L3", "Z27-A", Dir1}}
	cur := Pose{Bow: MustHex("R29-A"), Facing: Dir1}
	last, turnedAtEnd := 0, false
	for i, l := range legs {
		p := MustPlot(l.plot)
		lim := MoveLimits{MinHexes: 0, MaxHexes: 3, TurnedAtEnd: turnedAtEnd, DoubleTurnSpeed: 3}
		if i > 0 {
			lim.MinHexes = max(0, last-2)
			lim.MaxHexes = min(3, last+2)
		}
		if err := p.Check(lim); err != nil {
			t.Fatalf("turn %d %s: %v", i+1, l.plot, err)
		}
		cur = End(cur, p)
		if cur.Bow.String() != l.at || cur.Facing != l.facing {
			t.Fatalf("turn %d %s: at %v dir %d, log says %s dir %d", i+1, l.plot, cur.Bow, cur.Facing, l.at, l.facing)
		}
		last, turnedAtEnd = p.Hexes(), p.EndsWithTurn()
	}
}

// The escorts' moves of turns 3 and 4 [64.4.5, 64.5.5] and the convoy's
// [64.4.4, 64.5.4, 64.5.6].
func Test64_EscortAndConvoyMoves(t *testing.T) {
	// Armada: straight three hexes to V27, turn right, into V26 and V25,
	// turn right, one hex, turn right: W24 dir 2. Its start (Y28 dir 5)
	// is the only one the text allows (64.4.1–3 are missing).
	armada := Pose{Bow: MustHex("Y28-A"), Facing: Dir5}
	ps := Walk(armada, MustPlot("3R2R1R"))
	bows := []string{}
	for _, p := range ps {
		if !p.Swing {
			bows = append(bows, p.Bow.String())
		}
	}
	want := []string{"X28-A", "W27-A", "V27-A", "V26-A", "V25-A", "W24-A"}
	if len(bows) != len(want) {
		t.Fatalf("Armada bows %v", bows)
	}
	for i := range want {
		if bows[i] != want[i] {
			t.Fatalf("Armada bows %v, want %v", bows, want)
		}
	}
	if e := End(armada, MustPlot("3R2R1R")); e.Bow.String() != "W24-A" || e.Facing != Dir2 {
		t.Fatalf("Armada ends %v dir %d", e.Bow, e.Facing)
	}
	if e := walkTo(t, "W24-A", Dir2, "1R3"); e.Bow.String() != "X28-A" || e.Facing != Dir3 {
		t.Fatalf("Armada turn 4 ends %v dir %d", e.Bow, e.Facing)
	}
	if e := walkTo(t, "S30-A", Dir1, "4"); e.Bow.String() != "W28-A" || e.Facing != Dir1 {
		t.Fatalf("Amazon turn 3 ends %v dir %d", e.Bow, e.Facing)
	}
	if e := walkTo(t, "W28-A", Dir1, "L2R1R1R2R"); e.Bow.String() != "Y28-A" || e.Facing != Dir4 {
		t.Fatalf("Amazon turn 4 ends %v dir %d", e.Bow, e.Facing)
	}
	if err := MustPlot("L2R1R1R2R").Check(MoveLimits{MinHexes: 2, MaxHexes: 6, DoubleTurnSpeed: 3}); err != nil {
		t.Fatalf("Amazon's turn 4: %v", err)
	}
	// The convoy moved 2 on turn 2, 2R on turn 3: the column-1 C-2 swings
	// its stern into Z32-A [64.4.4].
	c2 := walkTo(t, "A35-B", Dir6, "2", "2R")
	if c2.Bow.String() != "A31-B" || c2.Stern().String() != "Z32-A" {
		t.Fatalf("C-2 at %v stern %v", c2.Bow, c2.Stern())
	}
	// The column-2 T-2 has its stern in I37-B after L2 on turn 4 [64.5.6].
	t2 := walkTo(t, "I42-B", Dir6, "2", "2R", "L2")
	if t2.Bow.String() != "I36-B" || t2.Stern().String() != "I37-B" || t2.Facing != Dir6 {
		t.Fatalf("T-2 at %v stern %v dir %d", t2.Bow, t2.Stern(), t2.Facing)
	}
	for _, p := range []string{"2", "2R", "L2"} {
		if err := MustPlot(p).Check(MoveLimits{MinHexes: 2, MaxHexes: 2, Merchant: true}); err != nil {
			t.Fatalf("convoy %s: %v", p, err)
		}
	}
}

func Test6_6_OneFacingChangePerHex(t *testing.T) {
	basic := MoveLimits{MaxHexes: 6, DoubleTurnSpeed: 3}
	for _, c := range []struct {
		plot        string
		turnedAtEnd bool
		ok          bool
	}{
		{"R1L1L", false, true},
		{"LL", false, false},
		{"1LL", false, false},
		{"R", false, true}, // turning in place (ambiguity 3)
		{"RR", false, false},
		{"L3", true, true},  // [6.7]: second turn in the hex at speed ≤ 3 [64.5.1]
		{"L4", true, false}, // [6.7]: too fast for the second turn
		{"4", true, true},
		{"1L1R1L1R", false, true},
		{"LC1", false, false}, // twelve headings are Advanced [36]
	} {
		lim := basic
		lim.TurnedAtEnd = c.turnedAtEnd
		err := MustPlot(c.plot).Check(lim)
		if (err == nil) != c.ok {
			t.Errorf("%s (turned at end %v): %v, want ok=%v", c.plot, c.turnedAtEnd, err, c.ok)
		}
		if err != nil && !errors.Is(err, ErrIllegalMove) {
			t.Errorf("%s: error does not wrap ErrIllegalMove", c.plot)
		}
	}
}

func Test7_6_ConvoyPlots(t *testing.T) {
	fast := ConvoyPlots(2)
	got := ""
	for _, p := range fast {
		got += p.String() + " "
	}
	if got != "L2 R2 2 2L 2R " {
		t.Fatalf("fast convoy plots %q", got)
	}
	lim := MoveLimits{MinHexes: 2, MaxHexes: 2, Merchant: true}
	for _, p := range fast {
		if err := p.Check(lim); err != nil {
			t.Errorf("%s: %v", p, err)
		}
	}
	for _, bad := range []string{"1L1", "L2R", "1", "3"} {
		if MustPlot(bad).Check(lim) == nil {
			t.Errorf("convoy plot %s accepted", bad)
		}
	}
}

func Test8_2_SpeedChange(t *testing.T) {
	lim := MoveLimits{MinHexes: 3, MaxHexes: 6, DoubleTurnSpeed: 3} // last speed 5, max 6 [8.2.2]
	if MustPlot("2").Check(lim) == nil || MustPlot("7").Check(lim) == nil {
		t.Fatal("speed change beyond ±2 accepted")
	}
	if MustPlot("1R2").Check(lim) != nil {
		t.Fatal("speed 3 after 5 refused")
	}
}

// The S3 automation table [20.7] is written in plot notation: every cell
// parses and is a legal move of at most 3 hexes for a sub that did not turn
// at the end of its last move.
func Test20_7_S3TableCellsAreLegalPlots(t *testing.T) {
	for _, row := range S3SubMoves {
		for _, cell := range row {
			p, err := ParsePlot(cell)
			if err != nil {
				t.Fatalf("S3 cell %q: %v", cell, err)
			}
			if err := p.Check(MoveLimits{MaxHexes: 3, DoubleTurnSpeed: 3}); err != nil {
				t.Errorf("S3 cell %q: %v", cell, err)
			}
		}
	}
}
