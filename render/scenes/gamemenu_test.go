package scenes

import (
	"testing"

	"periscope/input"
	"periscope/storage"
)

// The game's menu opens Save game and Load game over the map; Back from
// either returns to the map.
func TestGameMenuSaveAndLoad(t *testing.T) {
	store := storage.NewMemory()
	env, gs, _ := saverEnv(t, store)
	s := playSession(t, gs, 3)
	app := newApp(t, env, 1280, 800, 1)
	app.Scenes().Push(NewCampaign(env, s))
	step(t, app, &input.State{})
	for _, c := range []struct{ id, scene string }{{"save-game", "save-game"}, {"load-game", "load-game"}} {
		click(t, app, "menu")
		if scene(app) != "menu" {
			t.Fatalf("scene %s after clicking menu", scene(app))
		}
		click(t, app, c.id)
		if scene(app) != c.scene {
			t.Fatalf("%s: scene %s", c.id, scene(app))
		}
		click(t, app, "back")
		step(t, app, &input.State{})
		if scene(app) != "map" {
			t.Fatalf("back from %s: scene %s", c.id, scene(app))
		}
	}
}

// Settings and the rules reference opened from the game's menu return to
// the menu, not to the map (issue 14, item 13).
func TestGameMenuSettingsReturnsToMenu(t *testing.T) {
	store := storage.NewMemory()
	env, gs, _ := saverEnv(t, store)
	s := playSession(t, gs, 3)
	app := newApp(t, env, 1280, 800, 1)
	app.Scenes().Push(NewCampaign(env, s))
	step(t, app, &input.State{})
	for _, id := range []string{"settings", "rules"} {
		click(t, app, "menu")
		click(t, app, id)
		if scene(app) == "menu" || scene(app) == "map" {
			t.Fatalf("%s: scene %s", id, scene(app))
		}
		step(t, app, &input.State{Intents: []input.Intent{input.Back}})
		step(t, app, &input.State{})
		if id == "rules" && scene(app) != "menu" {
			// The rules reference's Escape clears its search first.
			step(t, app, &input.State{Intents: []input.Intent{input.Back}})
			step(t, app, &input.State{})
		}
		if scene(app) != "menu" {
			t.Fatalf("back from %s: scene %s, want the menu", id, scene(app))
		}
		step(t, app, &input.State{Intents: []input.Intent{input.Back}})
		step(t, app, &input.State{})
		if scene(app) != "map" {
			t.Fatalf("back from the menu: scene %s", scene(app))
		}
	}
}

// Escape on the map opens the menu whatever the prompt panel shows; a
// filtered list of options comes back whole with the 0 key (issue 14,
// item 13).
func TestEscapeOnMapOpensMenuEvenFiltered(t *testing.T) {
	store := storage.NewMemory()
	env, gs, _ := saverEnv(t, store)
	s := playSession(t, gs, 0)
	app := newApp(t, env, 1280, 800, 1)
	c := NewCampaign(env, s)
	app.Scenes().Push(c)
	step(t, app, &input.State{})
	click(t, app, "begin") // the briefing is a screen of its own (TestBriefingAtStart)
	step(t, app, &input.State{})
	if c.hud.Prompt.Current() == nil || len(c.hud.Prompt.Current().Options) < 2 {
		t.Fatalf("want a prompt with options, got %+v", c.hud.Prompt.Current())
	}
	c.hud.Prompt.SetFilter([]int{1}, "one way")
	step(t, app, &input.State{Intents: []input.Intent{input.Back}})
	if scene(app) != "menu" {
		t.Fatalf("Escape with a filter: scene %s, want the menu", scene(app))
	}
	step(t, app, &input.State{Intents: []input.Intent{input.Back}})
	step(t, app, &input.State{})
	if scene(app) != "map" || len(c.hud.Prompt.Filter) != 1 {
		t.Fatalf("back on the map: scene %s, filter %v", scene(app), c.hud.Prompt.Filter)
	}
	step(t, app, &input.State{Chars: []rune{'0'}})
	if len(c.hud.Prompt.Filter) != 0 {
		t.Fatalf("0 should show all options: filter %v", c.hud.Prompt.Filter)
	}
}
