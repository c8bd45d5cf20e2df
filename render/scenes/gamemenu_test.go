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
