//go:build ebitentest

package scenes

import (
	"strings"
	"testing"

	"periscope/game/engine"
	"periscope/input"
	"periscope/render"
	"periscope/render/play"
	"periscope/storage"
)

// tutorialMap is U-47's patrol on the map with the tutorial on, past the
// briefing.
func tutorialMap(t *testing.T, store storage.Store, w, h float64) (*render.App, *Campaign, *play.Session) {
	t.Helper()
	th, err := play.LoadTheatre("atlantic")
	if err != nil {
		t.Fatal(err)
	}
	s, err := play.New(th, engine.Record{Scenario: TutorialScenario, Seed: 398000000}, nil)
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
	drawApp(app)
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
		drawApp(app)
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
	drawApp(app)
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
