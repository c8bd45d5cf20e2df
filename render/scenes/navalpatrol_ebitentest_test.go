//go:build ebitentest

package scenes

import (
	"fmt"
	"os"
	"testing"

	"periscope/game/engine"
	"periscope/game/naval"
	"periscope/input"
	"periscope/render/play"
	"periscope/storage"
)

// Issue 20's patrol strikes (21.415D/H) on the shared table: the bots play
// the Mediterranean until a carrier patrol is asked whether to strike, and
// the prompt is drawn at both reference sizes for a person to look at.
// PERISCOPE_TEST_SHOTS only (the rules are tested in game/naval).
func TestNavalPatrolStrikePromptShots(t *testing.T) {
	if os.Getenv("PERISCOPE_TEST_SHOTS") == "" {
		t.Skip("screenshots only (PERISCOPE_TEST_SHOTS)")
	}
	for seed := uint64(1); seed <= 20; seed++ {
		rec := engine.Record{System: naval.SystemID, Theatre: naval.TheatreID, Scenario: "med-1940", Seed: seed}
		sys, s, _ := openSession(t, rec)
		var p *engine.Prompt
		for n := 0; n < 4000; n++ {
			if p = s.Game().Prompt(); p == nil || p.Kind == "patrol-strike" {
				break
			}
			if _, err := s.Apply(naval.Bot{Seat: p.Seat}.Choose(s.Game().(*naval.Game), p)); err != nil {
				t.Fatal(err)
			}
		}
		if p == nil || p.Kind != "patrol-strike" {
			continue
		}
		for _, size := range [][2]float64{{1024, 640}, {1920, 1080}} {
			env, _, _ := saverEnv(t, storage.NewMemory())
			app := newApp(t, env, size[0], size[1], 1)
			g, err := sys.Restore(s.Record(), mustSnap(t, s.Game()))
			if err != nil {
				t.Fatal(err)
			}
			pl, err := play.Continue(s.Record(), g, nil)
			if err != nil {
				t.Fatal(err)
			}
			app.Scenes().Push(playScene(env, pl))
			step(t, app, keys())
			step(t, app, keys(input.Activate)) // the hand-over curtain: the patrol's side takes the screen
			for range 5 {
				step(t, app, keys())
			}
			save(t, drawApp(app), fmt.Sprintf("naval-patrol-strike-%s-%.0fx%.0f.png", p.Rule, size[0], size[1]))
		}
		return
	}
	t.Fatal("no patrol strike asked in 20 Mediterranean games")
}
