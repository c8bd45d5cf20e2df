package scenes

import (
	"strings"
	"testing"

	"periscope/game/data"
	"periscope/game/engine"
	"periscope/input"
	"periscope/render/play"
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

// Settings offers no sound switch while the game has no sound (issue 14,
// item 11).
func TestSettingsNoSoundSwitchWithoutSound(t *testing.T) {
	env := newEnv(t, storage.NewMemory())
	s := NewSettings(&shared{env: env, chart: NewChart(env.Fonts)})
	for _, c := range s.Controls() {
		if c.ID == "sound" && !SoundExists {
			t.Fatalf("a sound switch (%q) that switches nothing", c.Label)
		}
	}
}
