package scenes

import (
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"strings"
	"testing"

	"periscope/game/data"
	"periscope/game/engine"
	"periscope/input"
	"periscope/render/play"
	"periscope/render/ui"
	"periscope/storage"
)

// The report opens by itself at every ending: after an undo past the first
// ending, the second ending opens it again (issue 14, item 8).
func TestReportOpensAtEveryEnding(t *testing.T) {
	store := storage.NewMemory()
	env, gs, _ := saverEnv(t, store)
	th, err := play.LoadTheatre("atlantic")
	if err != nil {
		t.Fatal(err)
	}
	s, err := play.New(th, engine.Record{Scenario: "u47-scapa-flow", Seed: 398000000}, gs)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 300 && !s.Over(); i++ {
		if err := s.Apply(*s.Suggest()); err != nil {
			t.Fatal(err)
		}
	}
	if !s.Over() {
		t.Fatal("the patrol did not end")
	}
	s.RevealAll()
	app := newApp(t, env, 1280, 800, 1)
	c := NewCampaign(env, s)
	app.Scenes().Push(c)
	toReport := func(what string) {
		t.Helper()
		for i := 0; i < 40 && scene(app) != "report"; i++ {
			if strings.HasPrefix(scene(app), "combat") {
				app.Scenes().Pop()
			}
			step(t, app, &input.State{})
		}
		if scene(app) != "report" {
			t.Fatalf("%s: the report did not open (scene %s)", what, scene(app))
		}
		app.Scenes().Pop()
		step(t, app, &input.State{})
	}
	toReport("first ending")
	n := s.Decisions()
	if err := s.UndoTo(n - 1); err != nil {
		t.Fatal(err)
	}
	step(t, app, &input.State{})
	if s.Over() {
		t.Fatal("still over after the undo")
	}
	if err := s.Redo(); err != nil {
		t.Fatal(err)
	}
	toReport("second ending, after an undo past the first")
}

// A patrol that began at the set-up (turn 0) began in the scenario's first
// week, not in "wk 0" (issue 14, item 8).
func TestTurnDateNeverWeekZero(t *testing.T) {
	th, err := play.LoadTheatre("atlantic")
	if err != nil {
		t.Fatal(err)
	}
	sc := &data.Scenario{Start: "1939-10", StartWeek: 1}
	if got := turnDate(th, sc, 0); got != turnDate(th, sc, 1) || strings.Contains(got, "wk 0") {
		t.Fatalf("turn 0: %q, turn 1: %q", got, turnDate(th, sc, 1))
	}
}

// Settings' sound switch is there now that the game has sound (issue 14,
// item 11): it says the volume, and steps it up to off.
func TestSettingsSoundSwitch(t *testing.T) {
	env := newEnv(t, storage.NewMemory())
	s := NewSettings(&shared{env: env, chart: NewChart(env.Fonts)})
	s.Layout(ui.Metrics{Width: 1024, Height: 640, DeviceScale: 1, UIScale: 1})
	found := ""
	for _, c := range s.Controls() {
		if c.ID == "sound" {
			found = c.Label
		}
	}
	if !SoundExists || found != "Sound: 50 %" {
		t.Fatalf("the sound switch reads %q", found)
	}
	for i := 0; i < 3; i++ { // 75, 100 %, off
		env.Settings.StepSound()
	}
	s.refresh()
	if s.sound.Label != "Sound: off" {
		t.Fatalf("after 75 and 100 %%: %q", s.sound.Label)
	}
}

// The buttons beside a boat show their whole label and collide with
// nothing: not with each other, the map's own buttons, the boat card or the
// edge of the map (issue 14, item 9). Checked at 1024×640 on every boat
// decision of the first decisions of The Happy Time.
func TestBoatButtonsFitAndNeverCollide(t *testing.T) {
	store := storage.NewMemory()
	env, gs, _ := saverEnv(t, store)
	th, err := play.LoadTheatre("atlantic")
	if err != nil {
		t.Fatal(err)
	}
	s, err := play.New(th, engine.Record{Scenario: "happy-time-1940", Seed: 398000000}, gs)
	if err != nil {
		t.Fatal(err)
	}
	app := newApp(t, env, 1024, 640, 1)
	c := NewCampaign(env, s)
	app.Scenes().Push(c)
	step(t, app, &input.State{})
	checked := 0
	for n := 0; n < 120 && !s.Over(); n++ {
		s.RevealAll()
		p := s.Live()
		if p == nil {
			break
		}
		if play.BoatKinds[p.Kind] && p.Sub != "" && scene(app) == "map" {
			step(t, app, &input.State{})
			step(t, app, &input.State{})
			var opts, fixed []ui.Info
			for _, ci := range c.Controls() {
				switch {
				case strings.HasPrefix(ci.ID, "boat-opt:"):
					opts = append(opts, ci)
				case ci.ID == "zoom-in" || ci.ID == "zoom-out" || ci.ID == "zoom-fit" || ci.ID == "bases" || ci.ID == "report" || ci.ID == "bot-boat":
					fixed = append(fixed, ci)
				}
			}
			face := env.Fonts.Face(ui.Bold, 12)
			for i, o := range opts {
				if o.Rect.W == 0 {
					continue
				}
				checked++
				if strings.HasSuffix(o.Label, "…") || text.Advance(o.Label, face)+8 > o.Rect.W {
					t.Errorf("decision %d %s: %q does not fit its button (%v)", n, p.Kind, o.Label, o.Rect)
				}
				if !inside(o.Rect, c.hud.Main) {
					t.Errorf("decision %d %s: %q sticks out of the map: %v", n, p.Kind, o.Label, o.Rect)
				}
				for _, f := range fixed {
					if f.Rect.W > 0 && o.Rect.Overlaps(f.Rect) {
						t.Errorf("decision %d %s: %q covers %s", n, p.Kind, o.Label, f.ID)
					}
				}
				if c.boatCard.W > 0 && o.Rect.Overlaps(c.boatCard) {
					t.Errorf("decision %d %s: %q covers the boat card", n, p.Kind, o.Label)
				}
				for _, o2 := range opts[i+1:] {
					if o.Rect.Overlaps(o2.Rect) {
						t.Errorf("decision %d %s: %q and %q collide", n, p.Kind, o.Label, o2.Label)
					}
				}
			}
		}
		for k := 0; k < 5 && scene(app) != "map"; k++ {
			app.Scenes().Pop()
			step(t, app, &input.State{})
		}
		if scene(app) != "map" {
			t.Fatalf("decision %d: scene %s", n, scene(app))
		}
		if err := s.Apply(*s.Suggest()); err != nil {
			t.Fatal(err)
		}
	}
	if checked < 5 {
		t.Fatalf("only %d boat buttons checked", checked)
	}
}

func inside(a, b ui.Rect) bool {
	return a.X >= b.X && a.Y >= b.Y && a.X+a.W <= b.X+b.W && a.Y+a.H <= b.Y+b.H
}

// The boat card never hides the selected boat's counter (issue 14, item 9):
// the map is panned so that the boat lies where the card usually is, and
// the card moves to the top.
func TestBoatCardNeverHidesItsBoat(t *testing.T) {
	store := storage.NewMemory()
	env, gs, _ := saverEnv(t, store)
	s := playSession(t, gs, 30)
	app := newApp(t, env, 1024, 640, 1)
	c := NewCampaign(env, s)
	app.Scenes().Push(c)
	step(t, app, &input.State{})
	step(t, app, &input.State{})
	if len(c.stacks) == 0 || len(c.stacks[0].subs) == 0 {
		t.Fatal("no boat on the map")
	}
	id := c.stacks[0].subs[0]
	c.selected = id
	step(t, app, &input.State{})
	card := c.boatCard
	find := func() (x, y, size float64) {
		for _, st := range c.stacks {
			for _, b := range st.subs {
				if b == id {
					return st.x, st.y, st.size
				}
			}
		}
		t.Fatalf("%s is not on the map", id)
		return
	}
	x, y, size := find()
	c.chart.Cam.ZoomAt(2.5, x+size/2, y+size/2) // room to pan
	step(t, app, &input.State{})
	x, y, size = find()
	c.chart.Cam.Pan(card.X+card.W/2-(x+size/2), card.Y+card.H/2-(y+size/2))
	c.built.rev = -1
	step(t, app, &input.State{})
	step(t, app, &input.State{})
	x, y, size = find()
	if !card.Overlaps(ui.Rect{X: x, Y: y, W: size, H: size}) {
		t.Fatalf("the pan did not bring %s under the card's usual place %v (at %v,%v)", id, card, x, y)
	}
	if c.boatCard.Overlaps(ui.Rect{X: x, Y: y, W: size, H: size}) {
		t.Errorf("the card %v hides %s at %v,%v", c.boatCard, id, x, y)
	}
}

// A target's pill on the map carries the option's whole label (issue 14,
// item 9: "Rebase to Atlanti…").
func TestTargetPillNeverCut(t *testing.T) {
	pr := &engine.Prompt{Options: []engine.Option{{Key: "rebase:atlantic-france", Label: "Rebase to Atlantic France"}}}
	if got := targetPill(pr, play.Target{Options: []int{0}}); got != "Rebase to Atlantic France" {
		t.Fatalf("pill %q", got)
	}
}

// No two controls of Settings overlap, in either language at 1024×640
// (the sound's switch once put the tutorial's over Back).
func TestSettingsControlsApart(t *testing.T) {
	for _, lang := range []string{"en", "it"} {
		env := newEnv(t, storage.NewMemory())
		env.Settings.Lang = lang
		s := NewSettings(&shared{env: env, chart: NewChart(env.Fonts)})
		s.Layout(ui.Metrics{Width: 1024, Height: 640, DeviceScale: 1, UIScale: 1})
		cs := s.Controls()
		for i := range cs {
			for j := i + 1; j < len(cs); j++ {
				a, b := cs[i].Rect, cs[j].Rect
				if a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H {
					t.Errorf("%s: %s %+v overlaps %s %+v", lang, cs[i].ID, a, cs[j].ID, b)
				}
			}
		}
	}
}
