package tactical

import (
	"errors"
	"reflect"
	"slices"
	"testing"

	"periscope/game/dice"
	"periscope/game/engine"
)

// Spec §18: every ambiguity with another reading is a switch whose off
// side (the default) is the recommended reading. Each test below plays
// both readings and shows they differ where the ambiguity bites.

// switchOn is the Options a switch name sets on top of the defaults.
func switchOn(t *testing.T, name string) Options {
	t.Helper()
	o := DefaultOptions()
	if err := applyOptions(&o, []string{name}); err != nil {
		t.Fatal(err)
	}
	return o
}

// Every switch of this round is offered on the new-game page, with its
// message, and sets its field.
func Test18_ReadingsAreSwitches(t *testing.T) {
	for _, name := range []string{"escort-still-no-turn", "magnetic-shifts-df", "s3-markers-kept", "s3-dc-two-same", "s3-atw-rolls", "s3-sub-fires", "convoy-drop-surplus",
		"sweep-50", "sub-vp-net", "prolonged-surface", "evasion-four", "repair-to-boundary", "partial-hp-vp",
		"place-from-bow", "capital-no-diw", "quarter-of-class"} {
		i := slices.IndexFunc(OptionSwitches, func(o engine.OptionInfo) bool { return o.Name == name })
		if i < 0 || OptionSwitches[i].TextMsg == nil || OptionSwitches[i].TextMsg.ID != "tac.opt."+name || OptionSwitches[i].Default {
			t.Errorf("switch %s is not offered off with its message", name)
			continue
		}
		if reflect.DeepEqual(switchOn(t, name), DefaultOptions()) {
			t.Errorf("switch %s changes nothing", name)
		}
	}
}

// Ambiguity 3: an escort at speed 0 may make one facing change; under
// escort-still-no-turn it may not (a merchantman never stops, and a boat
// out of power keeps its [8.3.4] turn).
func Test18_3_EscortTurnAtSpeedZero(t *testing.T) {
	for _, on := range []bool{false, true} {
		g := basicGame(t)
		g.B.Options.StillNoTurn = on
		e := mustShip(t, g, "E", "V1", "M30-B", Dir6, 1)
		err := MustPlot("R").Check(g.Limits(e))
		if on != (err != nil) || on && !errors.Is(err, ErrIllegalMove) {
			t.Errorf("switch %v: a still escort's lone R gives %v", on, err)
		}
		if err := MustPlot("0").Check(g.Limits(e)); err != nil {
			t.Errorf("switch %v: standing still refused: %v", on, err)
		}
		u, _ := g.AddSub("U", "VIIC", "G7e", MustHex("M20-B"), Dir3, 100)
		u.EP = 0
		if err := MustPlot("R").Check(g.Limits(u)); err != nil {
			t.Errorf("switch %v: a boat out of power may still turn [8.3.4]: %v", on, err)
		}
	}
}

// Ambiguity 7: the Magnetic column adds to the damage (DF 9, d6 1: 10 + 5
// = 15; d6 4: 1 + 2 = 3); under magnetic-shifts-df it moves the column
// (DF 14 → 11: 10). A Mk 14 (DF 9) hit rolling 2: 8 + 4 = 12, or DF 13 →
// 11: 10.
func Test18_7_MagneticColumn(t *testing.T) {
	if d := TorpedoDamage(9, 1, true, false); d != 15 {
		t.Errorf("added: %d", d)
	}
	if d, df := TorpedoDamageShifted(9, 1, true, false); d != 10 || df != 11 {
		t.Errorf("shifted: %d at DF %d", d, df)
	}
	if d, df := TorpedoDamageShifted(9, 4, false, true); d != 1 || df != 7 {
		t.Errorf("acoustic shifted: %d at DF %d", d, df)
	}
	for _, c := range []struct {
		on   bool
		want int
	}{{false, 12}, {true, 10}} {
		g := basicGame(t)
		g.B.Options.MagneticShiftsDF = c.on
		if d, _ := g.torpedoDamage(g.Data.Torpedoes["Mk14"], 2); d != c.want {
			t.Errorf("switch %v: Mk 14 on a 4 does %d, want %d", c.on, d, c.want)
		}
	}
}

// Ambiguity 11: S3's markers are drawn with replacement (the same marker
// may come twice running); under s3-markers-kept seven draws are the
// seven markers, and the eighth starts a new cup.
func Test18_11_S3MarkersDrawn(t *testing.T) {
	g := NewGame(testData(t), NewDice(&dice.Source{State: 7}), mustPeriod(t, "Sp41"), switchOn(t, "s3-markers-kept"))
	var got []int
	for i := 0; i < 7; i++ {
		got = append(got, g.drawKept())
	}
	slices.Sort(got)
	if !slices.Equal(got, []int{0, 1, 2, 3, 4, 5, 6}) {
		t.Errorf("seven draws without replacement: %v", got)
	}
	g.drawKept()
	if len(g.B.MarkersOut) != 1 {
		t.Errorf("the eighth draw starts a new cup: %v", g.B.MarkersOut)
	}
	// With replacement: 0–34 mod 7 gives 3 twice running for 10 and 17.
	g = NewGame(testData(t), LoadedDice(2, 5, 3, 6), mustPeriod(t, "Sp41"), DefaultOptions())
	if a, b := g.DrawMarker("m", nil, "20.7"), g.DrawMarker("m", nil, "20.7"); a != 3 || b != 3 {
		t.Errorf("with replacement: %d then %d, want 3 twice", a, b)
	}
	// Kept: after a 3 the same faces cannot give 3 again.
	g = NewGame(testData(t), LoadedDice(2, 5, 3, 6), mustPeriod(t, "Sp41"), switchOn(t, "s3-markers-kept"))
	if a, b := g.drawKept(), g.drawKept(); a != 3 || b == 3 {
		t.Errorf("kept: %d then %d", a, b)
	}
}

// Ambiguity 16: S11's 20 merchantmen in formation 1 (18 slots) get a third
// column on the right; under convoy-drop-surplus the last two stay behind.
func Test18_16_FormationTooSmall(t *testing.T) {
	sys := testSystem(t)
	s, ok := sys.Lib.Scenario("S11")
	if !ok || s.Convoy == nil || len(s.Convoy.Ships) != 20 {
		t.Fatal("S11's convoy")
	}
	for _, c := range []struct {
		opts []string
		want int
	}{{nil, 20}, {[]string{"convoy-drop-surplus"}, 18}} {
		m, err := NewMatch(sys.Lib.Data, s, 3, c.opts)
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for i := range m.G.B.Vessels {
			if m.G.Role(&m.G.B.Vessels[i]) == Merchant {
				n++
			}
		}
		if n != c.want {
			t.Errorf("%v: %d merchantmen, want %d", c.opts, n, c.want)
		}
	}
}

// Ambiguity 17: the Advanced sweep finds a boat at 25 ft [44.4]; under
// sweep-50 only at 50 ft or deeper, as [22.1].
func Test18_17_SweepAt25Feet(t *testing.T) {
	for _, c := range []struct {
		on    bool
		depth int
		want  bool
	}{{false, 25, true}, {true, 25, false}, {true, 50, true}} {
		g := sonarGame(t)
		g.B.Options.Sweep50 = c.on
		mustShip(t, g, "E", "V1", "M20-B", Dir3, 2)
		g.AddSub("U", "VIIC", "G7e", MustHex("M26-B"), Dir3, c.depth)
		if got := g.Sweepable(g.Vessel("E"), g.Vessel("U")); got != c.want {
			t.Errorf("switch %v, %d ft: sweepable %v", c.on, c.depth, got)
		}
	}
}

// Ambiguity 18: S1's boat needs 27 VP less 1 a torpedo fired; under
// sub-vp-net its VP less the Escort player's whole score (the torpedoes
// and the merchant guns' damage to it). 30 VP, 2 torpedoes, 2 damage to the
// boat: 28 ≥ 27 wins; 30 − (2 + 4) = 24 loses.
func Test18_18_DeductOneVP(t *testing.T) {
	sys := testSystem(t)
	s, _ := sys.Lib.Scenario("S1")
	for _, c := range []struct {
		on   bool
		want Side
	}{{false, SubSide}, {true, EscortSide}} {
		g := basicGame(t)
		g.B.Options.SubVPNet = c.on
		mustShip(t, g, "T", "T-2", "M30-B", Dir6, 2).Sunk = true // 27
		mustShip(t, g, "C", "C-3", "A30-B", Dir6, 2).Damage = 3  // 3
		u, _ := g.AddSub("U", "VIIB", "G7e", MustHex("M20-B"), Dir3, 0)
		u.Damage = 1 // 2 VP to the escorts
		g.B.TorpedoesFired = 2
		if w, _ := g.Winner(s); w != c.want {
			t.Errorf("switch %v: score %+v, winner %q, want %q", c.on, g.Score(), w, c.want)
		}
	}
}

// Ambiguity 19: a Type XXI with half its power left counts its 6-hex
// submerged speed, so a 6-hex V-class destroyer is not faster and the boat
// escapes untouched; under prolonged-surface its speed is its surface 3
// and the destroyer attacks (3 against the XXI's 5: 66 gives 30 EP).
func Test18_19_ProlongedSpeed(t *testing.T) {
	for _, c := range []struct {
		on   bool
		want int
	}{{false, 0}, {true, 30}} {
		g := basicGame(t, 6, 6)
		g.B.Options.ProlongedSurface = c.on
		mustShip(t, g, "A", "V1", "A10-A", Dir6, 0)
		g.AddSub("U", "XXI", "G7e", MustHex("E10-A"), Dir6, 100)
		if lost, _ := g.ProlongedAttack(g.Vessel("U"), 180, 180, []*Vessel{g.Vessel("A")}); lost < c.want || c.want == 0 && lost != 0 {
			t.Errorf("switch %v: lost %d EP, want %d", c.on, lost, c.want)
		}
	}
}

// Ambiguity 20: a "Turn(1)" evasion offers the straight run "1" among its
// moves; under evasion-four only the turning moves.
func Test18_20_EvasionTurnOne(t *testing.T) {
	for _, on := range []bool{false, true} {
		g := basicGame(t, 5, 1, 6, 6, 6, 6, 6, 6)
		g.B.Turn = 3
		g.B.Options.Evasion, g.B.Options.EvasionFour = true, on
		mustShip(t, g, "E", "V1", "M24-B", Dir2, 6)
		torpedoAt(g, "G7a", g.Vessel("E").Stern(), Dir1, true)
		var res string
		var plots []string
		g.Evade = func(v *Vessel, _ Torpedo, r string, opts []EvasionOption) int {
			res = r
			for _, o := range opts {
				plots = append(plots, o.Plot)
			}
			return -1
		}
		g.RunTorpedoes()
		if res != "T1" {
			t.Fatalf("roll gave %q, want Turn(1)", res)
		}
		if slices.Contains(plots, "1") == on || !slices.Contains(plots, "L1") {
			t.Errorf("switch %v: offered %v", on, plots)
		}
	}
}

// Ambiguity 21: [52] repairs 1 point a turn; under repair-to-boundary a
// ship at 17 mends the 7 to 10 at once, and one dead in the water repairs
// until mobile.
func Test18_21_RepairRate(t *testing.T) {
	for _, c := range []struct {
		on         bool
		want, diw  int
		mobileWant bool
	}{{false, 16, 3, false}, {true, 10, 2, true}} {
		g := basicGame(t)
		g.B.Options.Repair, g.B.Options.RepairToBoundary = true, c.on
		a := mustShip(t, g, "A", "ArkRoyal", "M30-B", Dir6, 1)
		a.Damage = 17
		e := mustShip(t, g, "E", "V1", "A30-B", Dir6, 0)
		e.Damage, e.DIW = 4, true // capacity 6: mobile below 3
		g.repair()
		a, e = g.Vessel("A"), g.Vessel("E")
		if a.Damage != c.want || e.Damage != c.diw || e.DIW == c.mobileWant {
			t.Errorf("switch %v: carrier %d (want %d), escort %d DIW %v", c.on, a.Damage, c.want, e.Damage, e.DIW)
		}
	}
}

// Ambiguity 23: an escort with 1 damage point and 5 HP toward the next
// scores 1 VP; under partial-hp-vp 2. A boat with 5 HP only: 0, then 2.
func Test18_23_AdvancedVP(t *testing.T) {
	for _, c := range []struct {
		on       bool
		sub, esc int
	}{{false, 1, 0}, {true, 2, 2}} {
		g := basicGame(t)
		g.B.Options.PartialHPVP = c.on
		e := mustShip(t, g, "E", "V1", "A30-B", Dir6, 0)
		e.Damage, e.HP = 1, 5
		u, _ := g.AddSub("U", "VIIC", "G7e", MustHex("M20-B"), Dir3, 100)
		u.HP = 5
		if s := g.Score(); s.Sub != c.sub || s.Escort != c.esc {
			t.Errorf("switch %v: score %+v, want %d to %d", c.on, s, c.sub, c.esc)
		}
	}
}

// Ambiguity 25: no hex of a placed boat within 7 of an enemy; under
// place-from-bow only its bow is measured, so a pose whose stern comes to
// 7 hexes (bow at 8) is allowed.
func Test18_25_PlacementDistance(t *testing.T) {
	counts := map[bool]int{}
	for _, on := range []bool{false, true} {
		g := basicGame(t)
		g.B.Options.PlaceFromBow = on
		c, _ := g.Compass(3)
		mustShip(t, g, "E", "V1", c.String(), Dir6, 0)
		poses, err := g.PlacementPoses(3, SubSide)
		if err != nil {
			t.Fatal(err)
		}
		counts[on] = len(poses)
		for _, p := range poses {
			if on && Distance(p.Bow, c) <= 7 && Distance(p.Bow, c.Step(Dir3, 1)) <= 7 {
				t.Errorf("bow %s within 7", p.Bow)
			}
			if !on && g.enemyDistance(p, SubSide) <= 7 {
				t.Errorf("pose %+v within 7", p)
			}
		}
	}
	if counts[true] <= counts[false] {
		t.Errorf("measured from the bow %d poses, from either hex %d: want more", counts[true], counts[false])
	}
}

// Ambiguity 27: a capital ship at half its capacity is dead in the water;
// under capital-no-diw it keeps moving (escorts still stop).
func Test18_27_CapitalDIW(t *testing.T) {
	for _, on := range []bool{false, true} {
		g := basicGame(t)
		g.B.Options.CapitalNoDIW = on
		a := mustShip(t, g, "A", "ArkRoyal", "M30-B", Dir6, 4)
		e := mustShip(t, g, "E", "V1", "A30-B", Dir6, 4)
		a = g.Vessel("A")
		g.ApplyDamage(a, 12, "13.6")
		g.ApplyDamage(e, 3, "13.6")
		if a.DIW == on || !e.DIW {
			t.Errorf("switch %v: carrier DIW %v, escort DIW %v", on, a.DIW, e.DIW)
		}
	}
}

// Ambiguity 28: a VIIC carrying 6 of its 14 torpedoes may load 1 acoustic
// (a quarter of 6); under quarter-of-class 3 (a quarter of 14).
func Test18_28_AcousticQuarter(t *testing.T) {
	for _, c := range []struct {
		on   bool
		want int
	}{{false, 1}, {true, 3}} {
		g := basicGame(t)
		g.B.Options.QuarterOfClass = c.on
		u, _ := g.AddSub("U", "VIIC", "G7e", MustHex("M20-B"), Dir3, 100)
		u.BowReloads, u.SternReload = 1, 0 // 5 tubes + 1
		if got := g.quarterOf(u, 6); got != c.want {
			t.Errorf("switch %v: %d acoustic, want %d", c.on, got, c.want)
		}
	}
}

// With every other reading switched on (and the rules they read), the
// bots play S3, S7, S11 and a built battle to their end, the invariants
// holding after every step: no reading leaves a bot an illegal move.
func Test18_OtherReadingsPlayOut(t *testing.T) {
	sys := testSystem(t)
	opts := []string{"escort-still-no-turn", "magnetic-shifts-df", "s3-markers-kept", "s3-dc-two-same", "s3-atw-rolls", "s3-sub-fires", "convoy-drop-surplus",
		"sweep-50", "sub-vp-net", "prolonged-surface", "evasion-four", "repair-to-boundary", "partial-hp-vp",
		"place-from-bow", "capital-no-diw", "quarter-of-class",
		"hidden-movement", "sonar", "advanced-sonar", "evasion", "repair", "acoustic", "circling", "d66-damage", "d66-torpedoes"}
	for _, scen := range []string{"S3", "S7", "S11", "design:F43;turns=12;convoy=8/fast;escorts=Flower,V1;boats=VIIC/G7e,IXC"} {
		playOut(t, sys, rec(scen, 5, opts...))
	}
}
