package render

import (
	"testing"

	"periscope/input"
)

// Tasks run every tick whatever scene is on top, may push scenes, and stop
// when done.
func TestTasks(t *testing.T) {
	a, b := &fakeScene{name: "a"}, &fakeScene{name: "b"}
	env := &Env{Settings: &Settings{UIScale: 1}}
	app := NewApp(env, a, nil)
	app.SetDeviceScaleFunc(func() float64 { return 1 })
	runs := 0
	env.Go(func(ctx *SceneContext) bool {
		runs++
		if runs == 3 {
			ctx.Scenes.Push(b)
			return true
		}
		return false
	})
	for i := 0; i < 6; i++ {
		if err := app.Step(&input.State{}); err != nil {
			t.Fatal(err)
		}
	}
	if runs != 3 || app.Scenes().Top() != b || a.updates != 3 || b.updates != 3 {
		t.Fatalf("runs %d, top %s, updates a %d b %d", runs, app.Scenes().Top().Name(), a.updates, b.updates)
	}
}
