package scenes

import (
	"testing"

	"periscope/game/engine"
	"periscope/input"
	"periscope/render/play"
	"periscope/storage"
)

// The first view of a game shows every stack of boats whole, inside the
// map (issue 14: a 3-boat stack lay half off the left edge of the map in
// the browser's Happy Time at 1024×640; here seeds 5, 9 and 12, whose
// first prompt sends the fit further east; 13 and 18 too): The Happy
// Time, seeds 1, 5, 9 and 12, and U-47, seeds 1 and 4, at 1024×640 and
// 1920×1080.
func TestFirstViewShowsEveryStackWhole(t *testing.T) {
	th, err := play.LoadTheatre("atlantic")
	if err != nil {
		t.Fatal(err)
	}
	env := newEnv(t, storage.NewMemory())
	bad := 0
	for _, sz := range [][2]float64{{1024, 640}, {1920, 1080}} {
		app := newApp(t, env, sz[0], sz[1], 1)
		for _, scn := range []string{"happy-time-1940", "u47-scapa-flow"} {
			seeds := []uint64{1, 4}
			if scn == "happy-time-1940" {
				seeds = []uint64{1, 5, 9, 12}
			}
			for _, seed := range seeds {
				s, err := play.New(th, engine.Record{Scenario: scn, Seed: seed}, play.StoreSaver{Store: storage.NewMemory()})
				if err != nil {
					t.Fatal(err)
				}
				s.RevealAll()
				c := NewCampaign(env, s)
				c.briefFirst = false
				app.Scenes().Push(c)
				step(t, app, &input.State{})
				c.rebuild()
				main := c.hud.Main
				for _, sk := range c.stacks {
					if b := c.stackBox(sk); b.X < main.X || b.Y < main.Y || b.X+b.W > main.X+main.W || b.Y+b.H > main.Y+main.H {
						bad++
						if bad <= 12 {
							t.Errorf("%s seed %d, %gx%g: the stack of %d in %s at %+v is not inside the map %+v", scn, seed, sz[0], sz[1], len(sk.subs), sk.area, b, main)
						}
					}
				}
				app.Scenes().Pop()
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d stacks not whole on the first view", bad)
	}
}
