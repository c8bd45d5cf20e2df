//go:build ebitentest

package scenes

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/game/engine"
	"periscope/input"
	"periscope/render"
	"periscope/render/chart"
	"periscope/render/play"
	"periscope/storage"
)

// Every target's pill lies wholly on the map, never under the side column
// or the top bar (issue 17: the whole war's first decision, fitted at
// 1024×640, put Pearl Harbor's "safe >99.9% · 2 ways" half under the side
// panel). The whole war (campaign-1941, seed 1), at its first view at
// 1024×640, and with $PERISCOPE_TEST_SHOTS also fitted and at 1920×1080
// (pacific-pills-VIEW-WxH.png there).
func TestPacificPillsOnTheMap(t *testing.T) {
	th, err := play.LoadTheatre("pacific")
	if err != nil {
		t.Fatal(err)
	}
	sizes := [][2]float64{{1024, 640}}
	if os.Getenv("PERISCOPE_TEST_SHOTS") != "" {
		sizes = append(sizes, [2]float64{1920, 1080})
	}
	for _, sz := range sizes {
		store := storage.NewMemory()
		env := newEnv(t, store)
		s, err := play.New(th, engine.Record{Scenario: "campaign-1941", Seed: 1}, play.StoreSaver{Store: store})
		if err != nil {
			t.Fatal(err)
		}
		app := newApp(t, env, sz[0], sz[1], 1)
		c := NewCampaign(env, s)
		c.briefFirst = false
		app.Scenes().Push(c)
		screen := ebiten.NewImage(int(sz[0]), int(sz[1]))
		frames := 3 // the first view's pills are placed at the first draw
		settle := func() {
			for range frames {
				step(t, app, &input.State{})
				app.Draw(screen)
			}
		}
		check := func(view string) {
			if len(c.pills) == 0 {
				t.Fatalf("%s %gx%g: no target pills", view, sz[0], sz[1])
			}
			main := c.hud.Main
			for k, p := range c.pills {
				if p.X < main.X || p.Y < main.Y || p.X+p.W > main.X+main.W || p.Y+p.H > main.Y+main.H {
					t.Errorf("%s %gx%g: the pill %q at %.0f,%.0f %.0f×%.0f is cut by the map's edge %+v", view, sz[0], sz[1], c.pillTexts[k], p.X, p.Y, p.W, p.H, main)
				}
			}
			save(t, drawApp(app), fmt.Sprintf("pacific-pills-%s-%.0fx%.0f.png", view, sz[0], sz[1]))
		}
		settle()
		check("first")
		if len(sizes) > 1 { // (fitted, the same view here: only with the shots)
			frames = 10 // past the zoom's settling (8 frames)
			click(t, app, "zoom-fit")
			settle()
			check("fitted")
		}
		screen.Deallocate()
	}
}

// The Pacific's screens for the eye (issue 17), only with
// $PERISCOPE_TEST_SHOTS, at 1024×640 and 1920×1080: the whole war's map
// fitted and zoomed on the date line (Wake, Midway, the Marshalls and Pearl
// Harbor, 160°E–155°W), a combat board (Wahoo, January 1943), the bases
// and the tender's advanced base at Midway (Convoy College, 1944) and the
// Wahoo patrol's report.
func TestPacificShots(t *testing.T) {
	if os.Getenv("PERISCOPE_TEST_SHOTS") == "" {
		t.Skip("PERISCOPE_TEST_SHOTS unset")
	}
	th, err := play.LoadTheatre("pacific")
	if err != nil {
		t.Fatal(err)
	}
	newSession := func(scn string, seed uint64, steps int, stop func(p *engine.Prompt) bool) *play.Session {
		s, err := play.New(th, engine.Record{Scenario: scn, Seed: seed}, play.StoreSaver{Store: storage.NewMemory()})
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < steps && !s.Over(); i++ {
			if p := s.Live(); p != nil && stop != nil && stop(p) {
				break
			}
			if err := s.Apply(*s.Suggest()); err != nil {
				t.Fatal(err)
			}
		}
		s.RevealAll()
		return s
	}
	for _, sz := range [][2]float64{{1024, 640}, {1920, 1080}} {
		name := fmt.Sprintf("%.0fx%.0f", sz[0], sz[1])
		env := newEnv(t, storage.NewMemory())
		settle := func(app *render.App) {
			for range 12 {
				step(t, app, &input.State{})
			}
		}
		// The map across the date line.
		app := newApp(t, env, sz[0], sz[1], 1)
		c := NewCampaign(env, newSession("campaign-1941", 1, 40, nil))
		c.briefFirst = false
		app.Scenes().Push(c)
		settle(app)
		click(t, app, "zoom-fit")
		settle(app)
		save(t, drawApp(app), "pacific-map-fitted-"+name+".png")
		c.fitGeo(chart.GeoRect{LonMin: 160, LatMin: 5, LonMax: 205, LatMax: 40})
		c.built.rev = -1
		step(t, app, &input.State{})
		save(t, drawApp(app), "pacific-map-dateline-"+name+".png")
		// A combat board.
		app = newApp(t, env, sz[0], sz[1], 1)
		fight := newSession("wahoo-1943", 1, 600, func(p *engine.Prompt) bool {
			return p.Kind == "reveal" || p.Kind == "allocate" || p.Kind == "tdc"
		})
		app.Scenes().Push(NewCampaign(env, fight))
		for i := 0; i < 20 && !strings.HasPrefix(scene(app), "combat"); i++ {
			step(t, app, &input.State{})
		}
		settle(app)
		settle(app)
		save(t, drawApp(app), "pacific-combat-"+name+".png")
		// The tenders.
		app = newApp(t, env, sz[0], sz[1], 1)
		cc := newSession("convoy-college-1944", 1, 0, nil)
		app.Scenes().Push(NewBases(env, cc, ""))
		settle(app)
		save(t, drawApp(app), "pacific-bases-"+name+".png")
		app = newApp(t, env, sz[0], sz[1], 1)
		app.Scenes().Push(NewBases(env, cc, "midway"))
		settle(app)
		save(t, drawApp(app), "pacific-tender-"+name+".png")
		// The report.
		app = newApp(t, env, sz[0], sz[1], 1)
		app.Scenes().Push(NewReport(env, newSession("wahoo-1943", 1, 2000, nil)))
		settle(app)
		save(t, drawApp(app), "pacific-report-"+name+".png")
	}
}
