package europe

import (
	"os"
	"strconv"
	"testing"

	"periscope/game/engine"
)

func testData(t testing.TB) *Data {
	t.Helper()
	d, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// playGame plays a game with the given players per power, checking the
// invariants after every step; it returns the game.
// observe, when set, sees every decision's log entries (the win-rate
// measurement counts landings with it).
var observe func(g *Game, es []engine.Entry)

func playGame(t testing.TB, d *Data, seed uint64, opts []string, bots func(p Power) engine.Player, maxDecisions int) *Game {
	t.Helper()
	return playScenario(t, d, Scenario4, seed, opts, bots, maxDecisions)
}

func playScenario(t testing.TB, d *Data, scenario string, seed uint64, opts []string, bots func(p Power) engine.Player, maxDecisions int) *Game {
	t.Helper()
	g, err := NewGame(d, engine.Record{System: SystemID, Theatre: Theatre, Scenario: scenario, Seed: seed, Options: opts})
	if err != nil {
		t.Fatal(err)
	}
	units := 0
	g.Trace = func(g *Game, op engine.Op) {
		if err := Check(g.D, g.S); err != nil {
			t.Fatalf("seed %d, after %s (round %d, %s): %v", seed, op, g.S.Round, g.S.Active(), err)
		}
		units = len(g.S.Units)
	}
	if _, err := g.Start(); err != nil {
		t.Fatal(err)
	}
	players := map[Power]engine.Player{}
	for _, p := range Powers {
		players[p] = bots(p)
	}
	for n := 0; g.Prompt() != nil && n < maxDecisions; n++ {
		pr := g.Prompt()
		var pw Power
		for _, p := range Powers {
			if Seat(scenario, p) == pr.Seat && pw == "" {
				pw = p
			}
		}
		c := players[pw].Choose(g, pr)
		es, err := g.Apply(c)
		if err != nil {
			t.Fatalf("seed %d, decision %d (%s %s): %v", seed, n, pr.Kind, pr.Text, err)
		}
		if observe != nil {
			observe(g, es)
		}
	}
	_ = units
	return g
}

// A few AI games to a turn limit with the invariants after every step.
func TestSoakAI(t *testing.T) {
	d := testData(t)
	n := 2
	if v, err := strconv.Atoi(os.Getenv("SOAK")); err == nil {
		n = v
	}
	wins := map[string]int{}
	for seed := uint64(1); seed <= uint64(n); seed++ {
		g := playGame(t, d, seed, []string{"turn-limit=8"}, func(p Power) engine.Player { return &AI{D: d} }, 200000)
		if !g.Over() {
			t.Fatalf("seed %d: not over after the decision cap (round %d)", seed, g.S.Round)
		}
		wins[g.S.Winner]++
	}
	t.Logf("AI against AI: %v", wins)
}

// Random players: everything they do is legal and the invariants hold.
func TestSoakRandom(t *testing.T) {
	d := testData(t)
	n := 2
	if v, err := strconv.Atoi(os.Getenv("SOAK")); err == nil {
		n = v
	}
	for seed := uint64(1); seed <= uint64(n); seed++ {
		g := playGame(t, d, seed, []string{"turn-limit=4"}, func(p Power) engine.Player { return &RandomBot{Seed: seed*10 + uint64(len(p))} }, 100000)
		if !g.Over() {
			t.Fatalf("seed %d: not over (round %d)", seed, g.S.Round)
		}
	}
}

// Two and three players: one seat plays several powers, each with its own
// treasury; the games run to the limit with the invariants.
func TestSoakFewerPlayers(t *testing.T) {
	d := testData(t)
	for _, sc := range []string{Scenario2, Scenario3} {
		g := playScenario(t, d, sc, 3, []string{"turn-limit=3"}, func(p Power) engine.Player { return &AI{D: d} }, 100000)
		if !g.Over() {
			t.Errorf("%s: not over", sc)
		}
		seats := map[engine.Seat]bool{}
		for _, p := range Powers {
			seats[Seat(sc, p)] = true
		}
		if len(seats) != len(Seats(sc)) {
			t.Errorf("%s: seats %v", sc, seats)
		}
	}
}
