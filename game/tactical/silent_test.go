package tactical

import (
	"errors"
	"testing"
)

// silentGame is a Basic game with the switch as given and a boat of the
// class at 100 ft.
func silentGame(t *testing.T, on bool, class string) (*Game, *Vessel) {
	t.Helper()
	g := basicGame(t)
	g.B.Options.SilentRunning = on
	g.B.Turn = 1
	if _, err := g.AddSub("U", class, "G7e", MustHex("M30-B"), Dir6, 100); err != nil {
		t.Fatal(err)
	}
	return g, g.Vessel("U")
}

// silentTry checks a silent (or not) plot to depth for the boat U.
func silentTry(g *Game, plot string, depth int, silent bool) error {
	return g.checkSubPlots([]SubPlot{{ID: "U", Plot: MustPlot(plot), Depth: depth, Silent: silent}})
}

// silentMove plays the boat's phase-8 move and ends the turn.
func silentMove(t *testing.T, g *Game, plot string, depth int, silent bool) {
	t.Helper()
	sp := SubPlot{ID: "U", Plot: MustPlot(plot), Depth: depth, Silent: silent}
	if err := g.checkSubPlots([]SubPlot{sp}); err != nil {
		t.Fatalf("turn %d: %s silent %v: %v", g.B.Turn, plot, silent, err)
	}
	if err := g.PhaseSubs([]SubPlot{sp}); err != nil {
		t.Fatal(err)
	}
	g.EndTurn()
}

// [32] Silent running at "1/2" (a VIIC): 1 hex in the first turn of the
// pair, then 0 (turning in place allowed); declared in pairs; off, a
// silent order is refused.
func Test32_SilentRunningOneHalf(t *testing.T) {
	g, _ := silentGame(t, false, "VIIC")
	if err := silentTry(g, "1", 100, true); !errors.Is(err, ErrIllegal) {
		t.Fatalf("switch off: silent order gave %v", err)
	}
	g, u := silentGame(t, true, "VIIC")
	for _, bad := range []string{"0", "2", "R"} {
		if silentTry(g, bad, 100, true) == nil {
			t.Errorf("first turn of 1/2: %s accepted", bad)
		}
	}
	silentMove(t, g, "1", 100, true)
	if u = g.Vessel("U"); u.SilentFrom != 1 || u.SilentTurn != 1 || u.Bow != MustHex("M29-B") {
		t.Fatalf("after the first silent turn: from %d, turn %d, at %s", u.SilentFrom, u.SilentTurn, u.Bow)
	}
	if err := silentTry(g, "0", 100, false); !errors.Is(err, ErrIllegalMove) {
		t.Errorf("second turn of the pair not silent: %v", err)
	}
	if silentTry(g, "1", 100, true) == nil {
		t.Error("second turn of 1/2: 1 hex accepted")
	}
	silentMove(t, g, "R", 100, true) // turning in place
	if u = g.Vessel("U"); u.Bow != MustHex("M29-B") || u.SilentFrom != 1 || u.SilentTurn != 2 {
		t.Fatalf("after the pair: at %s, from %d, turn %d", u.Bow, u.SilentFrom, u.SilentTurn)
	}
	if err := silentTry(g, "1", 100, false); err != nil {
		t.Errorf("after the pair, a normal move: %v", err)
	}
	if err := silentTry(g, "1", 100, true); err != nil {
		t.Errorf("a new pair: %v", err)
	}
}

// [32] "3/2" (the Type XXI, authored): 1–2 hexes, then 0–1; after 2 the
// next must be 1.
func Test32_SilentRunningThreeHalves(t *testing.T) {
	g, _ := silentGame(t, true, "XXI")
	if silentTry(g, "3", 100, true) == nil {
		t.Error("first turn of 3/2: 3 hexes accepted")
	}
	silentMove(t, g, "2", 100, true)
	for plot, ok := range map[string]bool{"0": false, "1": true, "2": false} {
		if err := silentTry(g, plot, 100, true); (err == nil) != ok {
			t.Errorf("after 2: %s gave %v", plot, err)
		}
	}
	g, _ = silentGame(t, true, "XXI")
	silentMove(t, g, "1", 100, true)
	for plot, ok := range map[string]bool{"0": true, "1": true, "2": false} {
		if err := silentTry(g, plot, 100, true); (err == nil) != ok {
			t.Errorf("after 1: %s gave %v", plot, err)
		}
	}
}

// [32] Depth while silent: no rise on a 0–1 hex plot, a 2-hex plot may
// rise 25 ft; a 25 ft dive needs at least 1 hex; never more than 25 ft.
func Test32_SilentRunningDepth(t *testing.T) {
	g, _ := silentGame(t, true, "VIIC")
	for _, c := range []struct {
		depth int
		ok    bool
	}{{75, false}, {125, true}, {150, false}, {100, true}, {0, false}} {
		if err := silentTry(g, "1", c.depth, true); (err == nil) != c.ok {
			t.Errorf("VIIC 1 hex to %d ft: %v", c.depth, err)
		}
	}
	g, _ = silentGame(t, true, "XXI")
	for _, c := range []struct {
		plot  string
		depth int
		ok    bool
	}{{"2", 75, true}, {"2", 50, false}, {"1", 75, false}, {"2", 125, true}} {
		if err := silentTry(g, c.plot, c.depth, true); (err == nil) != c.ok {
			t.Errorf("XXI %s to %d ft: %v", c.plot, c.depth, err)
		}
	}
	// A surfaced boat does not run silent.
	g, u := silentGame(t, true, "VIIC")
	u.Depth = 0
	if silentTry(g, "1", 0, true) == nil {
		t.Error("silent on the surface accepted")
	}
}

// [32] No reload and no repair while silent: a reload due waits a turn for
// each silent turn; a damaged boat at speed 1 repairs only when not silent
// ([52] on).
func Test32_NoReloadOrRepairWhileSilent(t *testing.T) {
	for _, silent := range []bool{false, true} {
		g, u := silentGame(t, true, "VIIC")
		g.B.Options.Repair = true
		u.Tubes[0].Loaded, u.Tubes[0].Ready = false, 2
		u.Damage = 1
		silentMove(t, g, "1", 100, silent)
		u = g.Vessel("U")
		if got, want := u.Tubes[0].Ready, map[bool]int{false: 2, true: 3}[silent]; got != want {
			t.Errorf("silent %v: reload due turn %d, want %d", silent, got, want)
		}
		if got, want := u.Damage, map[bool]int{false: 0, true: 1}[silent]; got != want {
			t.Errorf("silent %v: damage %d after the turn, want %d", silent, got, want)
		}
		if !silent {
			continue
		}
		silentMove(t, g, "0", 100, true) // due turn 4 now
		silentMove(t, g, "0", 100, false)
		if u = g.Vessel("U"); u.Tubes[0].Loaded || u.Damage != 0 {
			t.Errorf("turn 3: tube loaded %v (due turn 4), damage %d", u.Tubes[0].Loaded, u.Damage)
		}
		silentMove(t, g, "0", 100, false)
		if u = g.Vessel("U"); !u.Tubes[0].Loaded {
			t.Errorf("turn 4: the reload is not done")
		}
	}
}

// [32, 45] Homing on a boat that ran silent last turn is one worse for the
// escort (authored +1): a roll that holds an ordinary boat loses it.
func Test32_HomingOnASilentBoat(t *testing.T) {
	for _, silent := range []bool{false, true} {
		g, e := escortGame(t, 3)
		g.B.Options.SilentRunning = true
		g.B.Turn = 5
		u, _ := g.AddSub("U", "VIIC", "G7a", MustHex("N26-B"), Dir6, 100)
		if silent {
			u.SilentTurn = 4
		}
		held, err := g.SonarHoming(e, u)
		if err != nil || held == silent {
			t.Errorf("silent %v: homing roll 3 held %v (%v)", silent, held, err)
		}
	}
}

// [32] on the machine: with sonar and silent running, the boat bot creeps
// silent when hunted deep, keeps its pairs (every order is checked), and
// the game plays to its end with the invariants after every step.
func Test32_BotsRunSilent(t *testing.T) {
	sys := testSystem(t)
	s := playOut(t, sys, rec("S8", 1, "silent-running", "sonar"))
	n := 0
	for _, e := range s.Log() {
		if e.Rule == "32" && e.Msg != nil && e.Msg.ID == "tac.log.silent" {
			n++
		}
	}
	if n == 0 {
		t.Fatal("the boat never ran silent")
	}
	t.Logf("%d silent turns", n)
}
