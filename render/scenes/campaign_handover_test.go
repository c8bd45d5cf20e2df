package scenes

import (
	"testing"

	"periscope/game/engine"
	"periscope/input"
	"periscope/render"
	"periscope/render/combat"
	"periscope/render/play"
	"periscope/storage"
)

// handOverGame is the Pacific's whole war for two players [SW 26.0] on the
// map, at its first decision.
func handOverGame(t testing.TB) (*render.App, *play.Session) {
	env := newEnv(t, storage.NewMemory())
	app := newApp(t, env, 1024, 640, 1)
	th, err := play.LoadTheatre("pacific")
	if err != nil {
		t.Fatal(err)
	}
	s, err := play.New(th, engine.Record{Scenario: "campaign-1941", Seed: 3, Options: []string{"two-player"}}, play.StoreSaver{Store: storage.NewMemory()})
	if err != nil {
		t.Fatal(err)
	}
	s.RevealAll()
	c := NewCampaign(env, s)
	c.briefFirst = false
	app.Scenes().Push(c)
	return app, s
}

// [SW 26.0] In a two-player game the screen is handed over whenever the
// next decision is the other command's: a card names the seat, the click
// takes the screen, and the decisions of the same command follow without
// one.
func TestSW26_0_HandOverBetweenCommands(t *testing.T) {
	app, s := handOverGame(t)
	seen := map[string]bool{}
	last := engine.Seat("-")
	handOvers := 0
	for n := 0; n < 600 && handOvers < 4; n++ {
		p := s.Live()
		if p == nil {
			t.Fatal("no decision")
		}
		step(t, app, &input.State{})
		for i := 0; i < 2 && p.Seat != last && scene(app) != "hand-over"; i++ {
			step(t, app, &input.State{})
		}
		// A combat board over: Continue (Enter) leaves it; the other
		// command's combat waits for the hand-over.
		for i := 0; i < 6 && scene(app) == "combat" && (p.Seat != last || !combat.Wants(s.Game(), p)); i++ {
			step(t, app, keys(input.Activate))
			step(t, app, &input.State{})
		}
		if p.Seat != last {
			if scene(app) != "hand-over" {
				t.Fatalf("decision %d of %s (%s %s, after %s): no hand-over (scene %s)", n, p.Seat, p.Kind, p.Sub, last, scene(app))
			}
			if got := app.Scenes().Top().(*HandOver).Info()["handOver"]; got != string(p.Seat) {
				t.Fatalf("hand-over to %q, the decision is %q's", got, p.Seat)
			}
			seen[string(p.Seat)] = true
			handOvers++
			click(t, app, "take-screen")
			last = p.Seat
		}
		if scene(app) == "hand-over" {
			t.Fatalf("decision %d of the same command %s: a hand-over", n, p.Seat)
		}
		ch := s.Suggest()
		if err := s.Apply(*ch); err != nil {
			t.Fatal(err)
		}
		s.RevealAll()
	}
	if !seen["pearl"] || !seen["swpac"] || handOvers < 4 {
		t.Fatalf("%d hand-overs, to %v: want both commands, back and forth", handOvers, seen)
	}
}
