package tactical

import (
	"errors"
	"strings"
	"testing"
)

// [36] A hexside run: a torpedo launched RC from heading 1 runs on
// heading 1½ (the twelve-point heading 3): its next step is the hexside
// between the hexes ahead in directions 1 and 2, where it meets a ship in
// either; the step after is the hex beyond both: two steps of its run a
// diagonal hex.
func Test36_HexsideRunMeetsEitherHex(t *testing.T) {
	g := basicGame(t, 6, 6, 6)
	g.B.Options.TwelveHeadings = true
	g.B.Turn = 3
	start := MustHex("M30-B")
	g.B.Torpedoes = []Torpedo{{N: 1, Type: "G7a", Owner: "U", Hex: start, Heading: Dir1, Corner: 1, Fired: 1, Run: 4}}
	tp := g.B.Torpedoes[0]
	if tp.Heading12() != 3 {
		t.Fatalf("RC from heading 1 is twelve-point heading %d, want 3", tp.Heading12())
	}
	// A C-2 whose bow is in the direction-2 neighbour, off the
	// direction-1 hex: only a hexside contact meets it.
	b := start.Neighbour(Dir2)
	mustShip(t, g, "C", "C-2", b.String(), Dir6, 0)
	g.advanceTorpedo(0)
	tp = g.B.Torpedoes[0]
	if !tp.Side || tp.Run != 5 {
		t.Fatalf("after one step: side %v run %d", tp.Side, tp.Run)
	}
	if len(g.Dice.Log) != 1 || !strings.Contains(g.Dice.Log[0].Purpose, "hits C") {
		t.Fatalf("the ship beside the hexside was not tried: %+v", g.Dice.Log)
	}
	g.advanceTorpedo(0)
	tp = g.B.Torpedoes[0]
	if want := start.Neighbour(Dir1).Neighbour(Dir2); tp.Side || tp.Hex != want || tp.Run != 6 {
		t.Fatalf("after two steps: %s side %v run %d, want %s", tp.Hex, tp.Side, tp.Run, want)
	}
	// A full turn's run: a step a point of speed, two to a diagonal hex.
	speed := g.Data.Torpedoes["G7a"].Speed
	g.B.Torpedoes = []Torpedo{{N: 2, Type: "G7a", Owner: "U", Hex: MustHex("M40-B"), Heading: Dir6, Corner: -1, Fired: 1}}
	g.RunTorpedoes()
	if tp := g.B.Torpedoes[0]; tp.Side != (speed%2 == 1) || tp.Run != speed || Distance(MustHex("M40-B"), tp.Hex) != 2*(speed/2) {
		t.Errorf("a turn's corner run at speed %d: %s side %v run %d", speed, tp.Hex, tp.Side, tp.Run)
	}
}

// [36] LC and RC launches only with the switch; the attitude of a corner
// heading lies between those of its two hexside headings.
func Test36_LaunchesAndAttitude(t *testing.T) {
	g := basicGame(t)
	g.B.Period = mustPeriod(t, "W45")
	v, err := g.AddSub("U", "XXI", "T3", MustHex("M30-B"), Dir6, 25)
	if err != nil {
		t.Fatal(err)
	}
	l := []Launch{{Tube: 0, First: 'B', Turn: "LC", Run: 3}}
	if err := g.CheckLaunches(v, l, 25); !errors.Is(err, ErrIllegal) {
		t.Errorf("an LC launch without the switch: %v", err)
	}
	g.B.Options.TwelveHeadings = true
	if err := g.CheckLaunches(v, l, 25); err != nil {
		t.Errorf("an LC launch with the switch: %v", err)
	}
	if err := g.LaunchTorpedoes(v, l); err != nil {
		t.Fatal(err)
	}
	if len(g.B.Torpedoes) != 1 || g.B.Torpedoes[0].Heading12() != Heading12Of(Dir6).Turn(-1) {
		t.Fatalf("launched %+v", g.B.Torpedoes)
	}
	ship := Heading12Of(Dir2)
	a0, a1 := g.Attitude(Dir6, ship), g.Attitude(Dir1, ship)
	ac := g.Attitude12(Heading12Of(Dir6).Turn(1), ship)
	if ac < min(a0, a1) || ac > max(a0, a1) {
		t.Errorf("attitude on heading 6½: %d, between %d and %d", ac, a0, a1)
	}
	tracks := LaunchTracks12(v.Pose(), false, 7)
	if len(tracks) != 15 {
		t.Errorf("%d tracks with the twelve headings, want 9 + 6", len(tracks))
	}
}

// [36, 51] The boat bot fires hexside runs when they meet a target
// better (T3 from a Type XXI against a convoy), and the game keeps its
// invariants.
func Test36_BotsUseHexsideRuns(t *testing.T) {
	sys := testSystem(t)
	corner := 0
	for _, scen := range []string{"design:W45;turns=10;convoy=10/fast;boats=XXI/T3,XXI/T3"} {
		s := playOut(t, sys, rec(scen, 2, "twelve-headings"))
		for _, e := range s.Log() {
			if e.Msg != nil && e.Msg.ID == "tac.log.hexside-run" {
				corner++
			}
		}
	}
	if corner == 0 {
		t.Error("no hexside run fired")
	}
}

// [51] "T3: any German sub may carry it, but only XXI/XXIII may use the
// extra arcs", and [36] "extra headings only for the T3": with the
// switch, an LC launch is refused to a G7e from a Type XXI and to a T3
// from a Type VIIC, and allowed to a T3 from a Type XXI.
func Test51_T3ExtraArcsOnlyFromTheXXI(t *testing.T) {
	for _, c := range []struct {
		class, torpedo string
		ok             bool
	}{{"XXI", "G7e", false}, {"VIIC", "T3", false}, {"XXI", "T3", true}} {
		g := basicGame(t)
		g.B.Period = mustPeriod(t, "W45")
		g.B.Options.TwelveHeadings = true
		v, err := g.AddSub("U", c.class, c.torpedo, MustHex("M30-B"), Dir6, 25)
		if err != nil {
			t.Fatal(err)
		}
		err = g.CheckLaunches(v, []Launch{{Tube: 0, First: 'B', Turn: "RC", Run: 3}}, 25)
		if (err == nil) != c.ok || !c.ok && !errors.Is(err, ErrIllegal) {
			t.Errorf("%s with %s: %v", c.class, c.torpedo, err)
		}
		if got := len(LaunchTracks12(v.Pose(), false, 7)) > 9 && g.ExtraArcs(v, 0); got != c.ok {
			t.Errorf("%s with %s: the bot's extra tracks %v", c.class, c.torpedo, got)
		}
	}
}
