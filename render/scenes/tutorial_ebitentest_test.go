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
	"periscope/render/hud"
	"periscope/render/play"
	"periscope/render/ui"
	"periscope/storage"
)

// layoutByDrawing draws the app once, without reading the pixels back
// (the map lays its tutorial card out as it draws; reading back 1920×1080
// is the slow part under Xvfb).
func layoutByDrawing(app *render.App) {
	m := app.Metrics()
	img := ebiten.NewImage(int(m.Width), int(m.Height))
	defer img.Deallocate()
	app.Scenes().Draw(img)
}

// shotApp draws the app and, with $PERISCOPE_TEST_SHOTS set, saves it as
// name (reading the pixels back only then).
func shotApp(t *testing.T, app *render.App, name string) {
	if os.Getenv("PERISCOPE_TEST_SHOTS") == "" {
		layoutByDrawing(app)
		return
	}
	save(t, drawApp(app), name)
}

// tutorialMap is U-47's patrol on the map with the tutorial on, past the
// briefing.
func tutorialMap(t *testing.T, store storage.Store, w, h float64) (*render.App, *Campaign, *play.Session) {
	t.Helper()
	th, err := play.LoadTheatre("atlantic")
	if err != nil {
		t.Fatal(err)
	}
	s, err := play.New(th, engine.Record{Scenario: hud.TutorialScenario, Seed: 398000000}, nil)
	if err != nil {
		t.Fatal(err)
	}
	env := newEnv(t, store)
	*env.Settings = render.LoadSettings(store)
	app := newApp(t, env, w, h, 1)
	c := NewCampaign(env, s)
	app.Scenes().Push(c)
	step(t, app, &input.State{})
	click(t, app, "begin")
	step(t, app, &input.State{})
	layoutByDrawing(app)
	step(t, app, &input.State{})
	return app, c, s
}

// The tutorial (issue 14, "a first evening that teaches"): U-47's first
// patrol opens with the first tip; its card covers none of the chart's
// targets, the boats or the map's buttons; Got it goes to the next tip;
// the tips read are kept in the settings, so a new game resumes at the
// next one; Skip tutorial ends it for good.
func TestTutorialGuidesFirstPatrol(t *testing.T) {
	store := storage.NewMemory()
	for _, size := range [][2]float64{{1024, 640}, {1920, 1080}} {
		store = storage.NewMemory()
		app, c, _ := tutorialMap(t, store, size[0], size[1])
		if c.tutor == nil || c.tutor.Tip != "turn" {
			t.Fatalf("%v: the first tip is %q, want turn", size, c.tutor.Tip)
		}
		card := c.tutor.Card
		if card.W == 0 {
			t.Fatalf("%v: the card is not laid out", size)
		}
		for _, r := range c.tutorAvoid() {
			if r.W > 0 && card.X < r.X+r.W && r.X < card.X+card.W && card.Y < r.Y+r.H && r.Y < card.Y+card.H {
				t.Errorf("%v: the tutorial's card %+v covers %+v", size, card, r)
			}
		}
		for _, ci := range c.Controls() {
			x, y := ci.Rect.Center()
			if (strings.HasPrefix(ci.ID, "area:") || strings.HasPrefix(ci.ID, "base:")) && card.Contains(x, y) {
				t.Errorf("%v: target %s under the tutorial's card", size, ci.ID)
			}
		}
		click(t, app, "tut-next")
		step(t, app, &input.State{})
		layoutByDrawing(app)
		if c.tutor.Tip != "counter" {
			t.Fatalf("%v: after Got it the tip is %q, want counter", size, c.tutor.Tip)
		}
	}
	// Resumed: a new game in the same store starts at the tip after the
	// last one read.
	app, c, _ := tutorialMap(t, store, 1024, 640)
	if c.tutor.Tip != "counter" {
		t.Fatalf("a new game resumes the tutorial at %q, want counter", c.tutor.Tip)
	}
	click(t, app, "tut-next")
	step(t, app, &input.State{})
	layoutByDrawing(app)
	if c.tutor.Tip != "odds" {
		t.Fatalf("after counter the tip is %q, want odds", c.tutor.Tip)
	}
	click(t, app, "tut-skip")
	step(t, app, &input.State{})
	if c.tutor.Tip != "" {
		t.Errorf("Skip tutorial left tip %q", c.tutor.Tip)
	}
	st := render.LoadSettings(store)
	if !st.TutorialOff || st.TutorialSeen != "turn counter" {
		t.Errorf("settings after a skip: off %v, seen %v", st.TutorialOff, st.TutorialSeen)
	}
	_, c, _ = tutorialMap(t, store, 1024, 640)
	if c.tutor.Tip != "" {
		t.Errorf("a skipped tutorial came back with %q", c.tutor.Tip)
	}
}

// Glossary tooltips (issue 14): pointing at U-47's raid in the prompt
// panel defines RTB and Spotted in a box beside the panel, inside the
// screen and clear of the panel, in English and Italian, at 1024×640 and
// 1920×1080. Screenshots go to $PERISCOPE_TEST_SHOTS.
func TestGlossaryBesideOptions(t *testing.T) {
	for _, lang := range []string{"en", "it"} {
		for _, size := range [][2]float64{{1024, 640}, {1920, 1080}} {
			store := storage.NewMemory()
			app, c, s := tutorialMap(t, store, size[0], size[1])
			c.env.Settings.Lang = lang
			app.LayoutF(size[0]+1, size[1])
			app.LayoutF(size[0], size[1])
			step(t, app, &input.State{})
			p := s.Pending()
			raid := ""
			for i, o := range p.Options {
				if strings.Contains(o.Key, "|raid") {
					raid = "opt:" + o.Key
					c.hud.Prompt.SetFocus(i) // scrolled into view
				}
			}
			step(t, app, &input.State{})
			layoutByDrawing(app)
			var r ui.Rect
			for _, ci := range c.Controls() {
				if ci.ID == raid {
					r = ci.Rect
				}
			}
			if r.W == 0 {
				t.Fatalf("%s %v: the raid %q is not in the panel", lang, size, raid)
			}
			x, y := r.Center()
			step(t, app, &input.State{MouseMoved: true, Pointers: []input.Pointer{{Kind: input.Mouse, X: x, Y: y}}})
			shotApp(t, app, fmt.Sprintf("glossary-%s-%.0fx%.0f.png", lang, size[0], size[1]))
			g := c.hud.GlossaryShown()
			text := strings.Join(g.GlossaryLines(), "\n")
			if !strings.Contains(text, "RTB") || len(g.GlossaryLines()) < 4 {
				t.Errorf("%s %v: the glossary beside the raid says %q", lang, size, text)
			}
			b := g.Rect
			if b.X < 0 || b.Y < 0 || b.X+b.W > size[0] || b.Y+b.H > size[1] {
				t.Errorf("%s %v: the glossary box %+v is off the screen", lang, size, b)
			}
			if b.X+b.W > c.hud.Side.X {
				t.Errorf("%s %v: the glossary box %+v covers the panel (x %v)", lang, size, b, c.hud.Side.X)
			}
		}
	}
}

// The chronicle's charts (issue 14, item 8 and "pictures instead of
// prose"): The Happy Time played by the bot for a few months, its report
// scrolled to the charts, in English and Italian at 1024×640 and
// 1920×1080. Screenshots go to $PERISCOPE_TEST_SHOTS.
func TestReportChartsDrawn(t *testing.T) {
	th, err := play.LoadTheatre("atlantic")
	if err != nil {
		t.Fatal(err)
	}
	s, err := play.New(th, engine.Record{Scenario: "happy-time-1940", Seed: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 1500 && s.Live() != nil && len(s.State().Chronicle) < 4; i++ {
		if err := s.Apply(*s.Suggest()); err != nil {
			t.Fatal(err)
		}
	}
	s.RevealAll()
	if n := len(s.State().Chronicle); n < 2 {
		t.Fatalf("only %d months in the chronicle", n)
	}
	for _, lang := range []string{"en", "it"} {
		for _, size := range [][2]float64{{1024, 640}, {1920, 1080}} {
			env := newEnv(t, storage.NewMemory())
			env.Settings.Lang = lang
			app := newApp(t, env, size[0], size[1], 1)
			r := NewReport(env, s)
			app.Scenes().Push(r)
			step(t, app, &input.State{})
			layoutByDrawing(app)
			if r.chartsAt <= 0 {
				t.Fatalf("%s %v: no charts on the report", lang, size)
			}
			r.scroll = r.chartsAt - r.m.Pt(30)
			step(t, app, &input.State{})
			shotApp(t, app, fmt.Sprintf("report-charts-%s-%.0fx%.0f.png", lang, size[0], size[1]))
			// The map of sinkings and the aces (issue 14).
			if r.mapAt <= 0 {
				t.Fatalf("%s %v: no map of sinkings on the report", lang, size)
			}
			r.scroll = r.mapAt - r.m.Pt(30)
			step(t, app, &input.State{})
			shotApp(t, app, fmt.Sprintf("report-map-%s-%.0fx%.0f.png", lang, size[0], size[1]))
		}
	}
}
