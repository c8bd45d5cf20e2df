package tactical

import (
	"errors"
	"testing"
)

// [51] A circling torpedo (FAT): a G7a fired by a VIIC in F'42 from M50-B
// heading 6 with a first leg of 16 hexes and a first turn to starboard
// runs 8 hexes a turn: 16 straight on (to M34-B), then three 60° turns to
// starboard (heading 3) and on back down the board; after its 17 turns it
// is gone, though 17 × 8 hexes is far beyond the G7a's range of 64.
func Test51_CirclingTorpedo(t *testing.T) {
	o := DefaultOptions()
	o.Circling = true
	g := NewGame(testData(t), LoadedDice(), mustPeriod(t, "F42"), o)
	g.B.Turn = 1
	u, _ := g.AddSub("U", "VIIC", "G7a", MustHex("M51-B"), Dir6, 25)
	l := Launch{Tube: 0, First: 'B', Run: 8, Circle: 16, CircleSide: "R"}
	must(t, g.LaunchTorpedoes(u, []Launch{l}))
	tp := &g.B.Torpedoes[0]
	if tp.Circle != 16 || tp.Hex != MustHex("M43-B") || tp.Heading != Dir6 {
		t.Fatalf("after the turn of fire: circle %d at %s heading %d", tp.Circle, tp.Hex, tp.Heading)
	}
	g.B.Turn = 2
	g.RunTorpedoes()
	tp = &g.B.Torpedoes[0]
	if tp.Hex != MustHex("M35-B") || tp.Heading != Dir6 || tp.Run != 16 {
		t.Fatalf("turn 2: at %s heading %d run %d", tp.Hex, tp.Heading, tp.Run)
	}
	g.B.Turn = 3
	g.RunTorpedoes()
	tp = &g.B.Torpedoes[0]
	if tp.Heading != Dir3 || tp.Turn != -1 || tp.Leg != 5 {
		t.Fatalf("turn 3: heading %d (want 3, back down the board), next turn %d, leg %d", tp.Heading, tp.Turn, tp.Leg)
	}
	for turn := 4; turn <= 1+CircleTurns; turn++ {
		g.B.Turn = turn
		g.RunTorpedoes()
		if len(g.B.Torpedoes) != 1 {
			t.Fatalf("turn %d: the circling torpedo is gone (run %d)", turn, tp.Run)
		}
	}
	g.B.Turn = 2 + CircleTurns
	g.RunTorpedoes()
	if len(g.B.Torpedoes) != 0 {
		t.Errorf("turn %d: the circling torpedo still runs", g.B.Turn)
	}
}

// [51] Refused: before the type's date, with the switch off, a first leg
// outside 15–45, or no side.
func Test51_CirclingRefused(t *testing.T) {
	for _, c := range []struct {
		period string
		on     bool
		circle int
		side   string
	}{{"S42", true, 16, "R"}, {"F42", false, 16, "R"}, {"F42", true, 14, "R"}, {"F42", true, 46, "L"}, {"F42", true, 16, ""}} {
		o := DefaultOptions()
		o.Circling = c.on
		g := NewGame(testData(t), LoadedDice(), mustPeriod(t, c.period), o)
		u, _ := g.AddSub("U", "VIIC", "G7a", MustHex("M51-B"), Dir6, 25)
		err := g.CheckLaunches(u, []Launch{{Tube: 0, First: 'B', Run: 8, Circle: c.circle, CircleSide: c.side}}, 25)
		if !errors.Is(err, ErrIllegal) {
			t.Errorf("%+v: %v", c, err)
		}
	}
}

// [51] The plot composer offers the circling tool where the boat's torpedo
// may circle: S10's XXI (G7e, Sp'45) with the switch, not without it, and
// not S12's boats (summer 1942: the G7e's FAT II is from Sp'43).
func Test51_CirclingToolOffered(t *testing.T) {
	for _, c := range []struct {
		scen string
		opts []string
		want bool
	}{{"S10", []string{"circling"}, true}, {"S10", nil, false}, {"S12", []string{"circling"}, false}} {
		m := newTestMatch(t, c.scen, 1, c.opts...)
		var boat *Vessel
		for i := range m.S.Battle.Vessels {
			if v := &m.S.Battle.Vessels[i]; v.Sub && boat == nil {
				boat = v
			}
		}
		leg := m.CircleLeg(boat.ID)
		offered := false
		for _, tool := range m.subTools(boat) {
			offered = offered || tool == "circle"
		}
		if offered != c.want || (leg > 0) != c.want || c.want && (leg < 15 || leg > 45) {
			t.Errorf("%s %v: leg %d, tool offered %v", c.scen, c.opts, leg, offered)
		}
	}
}

// [41] The load limit: at most a quarter of a boat's load is acoustic or
// circling (ambiguity 28: on the actual load). A VIIC carrying 14 (5 in
// its tubes, 9 reloads) may fire 3 circling; with the acoustic switch its
// quarter is three T5 in its tubes (spring 1944) and it may circle none.
// One launch over the allowance is refused; after firing, the allowance
// is one less.
func Test41_CirclingLoadLimit(t *testing.T) {
	for _, c := range []struct {
		acoustic bool
		want     int
	}{{false, 3}, {true, 0}} {
		o := DefaultOptions()
		o.Circling, o.Acoustic = true, c.acoustic
		g := NewGame(testData(t), LoadedDice(), mustPeriod(t, "Sp44"), o)
		u, _ := g.AddSub("U", "VIIC", "G7a", MustHex("M51-B"), Dir6, 25)
		g.advancedSetUp()
		u = g.Vessel("U")
		if !u.CirclingLimited || u.CirclingLeft != c.want {
			t.Fatalf("acoustic %v: allowance %d (limited %v), want %d", c.acoustic, u.CirclingLeft, u.CirclingLimited, c.want)
		}
		var ls []Launch
		for k := 0; k <= c.want; k++ {
			ls = append(ls, Launch{Tube: k, First: "ABC"[k%3], Run: 8, Circle: 16, CircleSide: "R"})
		}
		if err := g.CheckLaunches(u, ls, 25); !errors.Is(err, ErrIllegal) {
			t.Errorf("acoustic %v: %d circling launches allowed: %v", c.acoustic, len(ls), err)
		}
		if c.want == 0 {
			continue
		}
		must(t, g.LaunchTorpedoes(u, ls[:1]))
		if u = g.Vessel("U"); u.CirclingLeft != c.want-1 {
			t.Errorf("after one: %d left", u.CirclingLeft)
		}
	}
}

// [51] The course the board draws for a circling torpedo is the one it
// runs: the FAT of Test51_CirclingTorpedo, after its turn of fire, is where
// CirclingCourse put it 8 and 16 steps on, through its first loop; a
// straight runner has no course drawn.
func Test51_CirclingCourseIsTheRun(t *testing.T) {
	o := DefaultOptions()
	o.Circling = true
	g := NewGame(testData(t), LoadedDice(), mustPeriod(t, "F42"), o)
	g.B.Turn = 1
	u, _ := g.AddSub("U", "VIIC", "G7a", MustHex("M51-B"), Dir6, 25)
	must(t, g.LaunchTorpedoes(u, []Launch{{Tube: 0, First: 'B', Run: 8, Circle: 16, CircleSide: "R"}}))
	course := CirclingCourse(g.B.Torpedoes[0], 40)
	if len(course) < 24 {
		t.Fatalf("course of %d hexes", len(course))
	}
	for _, c := range []struct{ turn, step int }{{2, 8}, {3, 16}, {4, 24}} {
		g.B.Turn = c.turn
		g.RunTorpedoes()
		if tp := g.B.Torpedoes[0]; tp.Hex != course[c.step-1] {
			t.Errorf("turn %d: at %s, the course said %s", c.turn, tp.Hex, course[c.step-1])
		}
	}
	if CirclingCourse(Torpedo{Hex: MustHex("M40-B"), Heading: Dir6}, 10) != nil {
		t.Error("a straight runner has a course")
	}
}
