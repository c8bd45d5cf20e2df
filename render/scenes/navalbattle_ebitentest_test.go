//go:build ebitentest

package scenes

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"periscope/game/engine"
	"periscope/game/naval"
	"periscope/input"
	"periscope/render/table"
	"periscope/storage"
)

// TestNavalBattleOnTheTableShots draws the browser battle form's battle
// (Rheinübung, seed 1, Britain intercepting Bismarck with every force, at
// its retreat declaration after the first round) on the table scene at
// 1024×640 and 1920×1080 — the screenshots the naval battle board is
// looked at in. Shots only (PERISCOPE_TEST_SHOTS): the board's layout is
// checked by render/naval's tests, and CI has no time for a second replay.
func TestNavalBattleOnTheTableShots(t *testing.T) {
	if os.Getenv("PERISCOPE_TEST_SHOTS") == "" {
		t.Skip("shots only (PERISCOPE_TEST_SHOTS)")
	}
	for _, size := range [][2]float64{{1024, 640}, {1920, 1080}} {
		env := newEnv(t, storage.NewMemory())
		app := newApp(t, env, size[0], size[1], 1)
		n := openNavalTab(t, app)
		click(t, app, "scn:rheinubung-1941")
		n.seed = "1"
		click(t, app, "start")
		ts, ok := app.Scenes().Top().(*table.Scene)
		if !ok {
			t.Fatalf("scene %s, want the table", scene(app))
		}
		c := ts.Core()
		for _, seat := range c.Seats() {
			c.SetSeatBot(seat, false)
		}
		britain := 0
		for i := 0; i < 400; i++ {
			c.RevealAll()
			p := c.Live()
			if p == nil {
				break
			}
			g := c.Game().(*naval.Game)
			if p.Seat == g.Seat(0) {
				if err := c.Apply(naval.Bot{Seat: p.Seat}.Choose(g, p)); err != nil {
					t.Fatal(err)
				}
				continue
			}
			if britain++; britain == 14 {
				if p.Kind != "retreat" {
					t.Fatalf("Britain's 14th decision is %s, want the retreat declaration", p.Kind)
				}
				break
			}
			if err := c.Apply(engine.Pick(battleFormPick(p))); err != nil {
				t.Fatal(err)
			}
		}
		c.RevealAll()
		for i := 0; i < 3; i++ {
			step(t, app, keys())
		}
		step(t, app, keys(input.Activate)) // the hand-over curtain
		step(t, app, keys())
		save(t, drawApp(app), fmt.Sprintf("naval-table-battle-%.0fx%.0f.png", size[0], size[1]))
	}
}

// battleFormPick is Britain's answer in the browser's battle form
// (game/naval's TestBrowserBattleFormReplay): intercept, engage and strike
// the first group, no other strike, fight on.
func battleFormPick(p *engine.Prompt) int {
	for i, o := range p.Options {
		if p.Kind == "intercept" && strings.HasPrefix(o.Key, "cut:") || (p.Kind == "engage" || p.Kind == "carrier-strike") && strings.HasPrefix(o.Key, "cg:") {
			return i
		}
	}
	for _, w := range []string{"none", "fight", "go-on", "alone"} {
		for i, o := range p.Options {
			if o.Key == w {
				return i
			}
		}
	}
	if p.Kind == "orders" {
		for i, o := range p.Options {
			if o.Key == "done" {
				return i
			}
		}
	}
	return 0
}
