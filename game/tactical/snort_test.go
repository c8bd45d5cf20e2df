package tactical

import (
	"errors"
	"testing"
)

// snortGame is a game in the period with the snort switch as given and a
// VIIC at 25 ft.
func snortGame(t *testing.T, on bool, period string) (*Game, *Vessel) {
	t.Helper()
	g := NewGame(testData(t), LoadedDice(), mustPeriod(t, period), DefaultOptions())
	g.B.Options.Snort = on
	g.B.Turn = 1
	if _, err := g.AddSub("U", "VIIC", "G7e", MustHex("M30-B"), Dir6, 25); err != nil {
		t.Fatal(err)
	}
	return g, g.Vessel("U")
}

func snortTry(g *Game, plot string, depth int, snort, silent bool) error {
	return g.checkSubPlots([]SubPlot{{ID: "U", Plot: MustPlot(plot), Depth: depth, Snort: snort, Silent: silent}})
}

func snortMove(t *testing.T, g *Game, plot string, snort bool) {
	t.Helper()
	sp := SubPlot{ID: "U", Plot: MustPlot(plot), Depth: 25, Snort: snort}
	if err := g.checkSubPlots([]SubPlot{sp}); err != nil {
		t.Fatalf("turn %d: %s snort %v: %v", g.B.Turn, plot, snort, err)
	}
	if err := g.PhaseSubs([]SubPlot{sp}); err != nil {
		t.Fatal(err)
	}
	g.EndTurn()
}

// [33] The snort: only a class with one, from its date (the VIIC from
// Sp44, authored); at 25 ft the whole turn; never with silent running; up
// to the snort speed (2) no EP, beyond it EP as usual [8.3.3]; off, a
// snort order is refused.
func Test33_SnortAtTwentyFiveFeet(t *testing.T) {
	g, _ := snortGame(t, false, "Sp44")
	if err := snortTry(g, "2", 25, true, false); !errors.Is(err, ErrIllegal) {
		t.Fatalf("switch off: %v", err)
	}
	g, _ = snortGame(t, true, "W44")
	if err := snortTry(g, "2", 25, true, false); !errors.Is(err, ErrIllegalMove) {
		t.Fatalf("W44, before the VIIC's snort: %v", err)
	}
	g, u := snortGame(t, true, "Sp44")
	g.B.Options.SilentRunning = true
	for _, c := range []struct {
		plot          string
		depth         int
		snort, silent bool
		ok            bool
	}{
		{"2", 25, true, false, true},
		{"3", 25, true, false, true}, // the third hex on EP
		{"2", 50, true, false, false},
		{"2", 0, true, false, false},
		{"1", 25, true, true, false}, // with silent running
	} {
		if err := snortTry(g, c.plot, c.depth, c.snort, c.silent); (err == nil) != c.ok {
			t.Errorf("%s to %d ft, snort %v silent %v: %v", c.plot, c.depth, c.snort, c.silent, err)
		}
	}
	ep := u.EP
	snortMove(t, g, "2", true)
	if u = g.Vessel("U"); u.EP != ep || u.SnortTurn != 1 || u.Bow != MustHex("M28-B") {
		t.Fatalf("snorting 2 hexes: EP %d (was %d), snort turn %d, at %s", u.EP, ep, u.SnortTurn, u.Bow)
	}
	snortMove(t, g, "3", true)
	if u = g.Vessel("U"); u.EP != ep-1 {
		t.Fatalf("snorting 3 hexes: EP %d, want %d", u.EP, ep-1)
	}
	snortMove(t, g, "2", false)
	if u = g.Vessel("U"); u.EP != ep-2 {
		t.Fatalf("2 hexes not snorting: EP %d, want %d", u.EP, ep-2)
	}
	// A Gato has no snort.
	g2 := NewGame(testData(t), LoadedDice(), mustPeriod(t, "S45"), DefaultOptions())
	g2.B.Options.Snort = true
	if _, err := g2.AddSub("U", "Gato", "Mk14", MustHex("M30-B"), Dir6, 25); err != nil {
		t.Fatal(err)
	}
	if snortTry(g2, "1", 25, true, false) == nil {
		t.Error("a Gato snorts")
	}
}

// [33, 34] Three snort turns restore 1 EP, up to the starting value; a
// turn not snorting starts the count again. Out of power, a snorting boat
// need not rise [8.3.4]: its diesels drive it.
func Test33_SnortRestoresEP(t *testing.T) {
	g, u := snortGame(t, true, "S44")
	u.EP = 0
	if err := snortTry(g, "1", 25, false, false); err == nil {
		t.Fatal("out of power, staying at 25 ft without the snort accepted [8.3.4]")
	}
	snortMove(t, g, "1", true)
	snortMove(t, g, "2", true)
	if u = g.Vessel("U"); u.EP != 0 {
		t.Fatalf("EP %d after two snort turns", u.EP)
	}
	snortMove(t, g, "2", true)
	if u = g.Vessel("U"); u.EP != 1 {
		t.Fatalf("EP %d after three snort turns, want 1", u.EP)
	}
	snortMove(t, g, "1", true)
	snortMove(t, g, "1", true)
	snortMove(t, g, "1", false)
	snortMove(t, g, "1", true)
	if u = g.Vessel("U"); u.EP != 1 {
		t.Fatalf("EP %d: a turn off the snort should start the count again", u.EP)
	}
}

// [33] The boat bot snorts: a Type XXI at 25 ft with no escort near and
// power spent runs on its snort (S10, spring 1945).
func Test33_BotsSnort(t *testing.T) {
	m := newTestMatch(t, "S10", 1, "snort")
	u := m.G.Vessel("U.2511")
	u.Depth, u.EP = 25, 4
	o := m.subOrders("U.2511")
	if !o.Snort || o.Depth != 25 {
		t.Fatalf("orders %+v: not snorting", o)
	}
	if _, err := m.CheckSubOrders("U.2511", o); err != nil {
		t.Fatal(err)
	}
	m2 := newTestMatch(t, "S10", 1)
	u = m2.G.Vessel("U.2511")
	u.Depth, u.EP = 25, 4
	if o := m2.subOrders("U.2511"); o.Snort {
		t.Fatal("snorting with the switch off")
	}
}
