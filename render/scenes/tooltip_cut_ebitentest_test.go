//go:build ebitentest

package scenes

import (
	"fmt"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/game/engine"
	"periscope/input"
	"periscope/render/play"
	"periscope/storage"
)

// No odds or label in the map's tooltips is cut (issue 14, item 3): every
// target of the first decision of U-47 and of The Happy Time hovered in
// turn, at 1024×640, 1280×800 and 1920×1080, in English and Italian; no
// text shortened with "…", none drawn past the edge of its image.
// Screenshots (the first target of each) go to $PERISCOPE_TEST_SHOTS.
func TestMapTooltipsNothingCut(t *testing.T) {
	th, err := play.LoadTheatre("atlantic")
	if err != nil {
		t.Fatal(err)
	}
	for _, sc := range []struct {
		id   string
		seed uint64
	}{{"u47-scapa-flow", 398000000}, {"happy-time-1940", 1}} {
		for _, lang := range []string{"en", "it"} {
			for _, size := range [][2]float64{{1024, 640}, {1280, 800}, {1920, 1080}} {
				if os.Getenv("CI") != "" && size[0] == 1280 {
					continue // CI: the narrowest and the widest
				}
				s, err := play.New(th, engine.Record{Scenario: sc.id, Seed: sc.seed}, nil)
				if err != nil {
					t.Fatal(err)
				}
				env := newEnv(t, storage.NewMemory())
				env.Settings.Lang = lang
				env.Settings.TutorialOff = true
				app := newApp(t, env, size[0], size[1], 1)
				c := NewCampaign(env, s)
				app.Scenes().Push(c)
				step(t, app, &input.State{})
				click(t, app, "begin")
				for i := 0; i < 200 && len(c.targets) == 0; i++ {
					step(t, app, &input.State{})
				}
				name := fmt.Sprintf("%s-%s-%.0fx%.0f", sc.id, lang, size[0], size[1])
				if len(c.targets) == 0 {
					t.Fatalf("%s: no target on the map", name)
				}
				// The whole map once with the first tooltip (laid out and
				// shot); then each tooltip alone, as the map draws it.
				// The whole map with the first tooltip when shots are asked
				// for (the map's draw is slow under Xvfb); then each tooltip
				// alone, as the map draws it over the chart.
				if os.Getenv("PERISCOPE_TEST_SHOTS") != "" {
					c.hoverTgt = 0
					save(t, drawApp(app), "tooltip-"+name+".png")
				}
				tip := ebiten.NewImage(int(size[0]), int(size[1]))
				for i := range c.targets {
					c.hoverTgt = i
					var r fitRecorder
					undo := r.install()
					c.drawHoverTip(tip)
					undo()
					if len(r.cut) > 0 || len(r.over) > 0 {
						t.Errorf("%s, target %s: cut %q, past the edge %q", name, c.targets[i].ID, r.cut, r.over)
					}
				}
				tip.Deallocate()
			}
		}
	}
}
