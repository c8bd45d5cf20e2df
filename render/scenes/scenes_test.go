package scenes

import (
	"runtime"
	"testing"

	"periscope/game/campaign"
	"periscope/game/data"
	"periscope/input"
	"periscope/render"
	"periscope/render/ui"
	"periscope/storage"
)

func newEnv(t testing.TB, store storage.Store) *render.Env {
	t.Helper()
	fonts, err := ui.NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	st := render.DefaultSettings()
	st.TutorialOff = true // the tutorial's own tests turn it on
	st.Lang = "en"        // whatever the machine's $LANG
	return &render.Env{Fonts: fonts, Store: store, Settings: &st, Version: "test"}
}

// newApp returns the game laid out at w×h CSS pixels and the given device scale.
func newApp(t testing.TB, env *render.Env, w, h, scale float64) *render.App {
	// The apps of earlier tests are unreachable: collect them, so that
	// Ebitengine deletes their textures (it does when their images are
	// collected) instead of a package run holding gigabytes of them.
	runtime.GC()
	app := render.NewApp(env, NewTitle(env), nil)
	app.SetDeviceScaleFunc(func() float64 { return scale })
	app.LayoutF(w, h)
	step(t, app, &input.State{})
	return app
}

func step(t testing.TB, app *render.App, in *input.State) {
	t.Helper()
	if err := app.Step(in); err != nil {
		t.Fatal(err)
	}
}

func keys(i ...input.Intent) *input.State { return &input.State{Intents: i} }

// click presses and releases the mouse over the control with the given id.
func click(t *testing.T, app *render.App, id string) {
	t.Helper()
	d := app.Scenes().Top().(render.Describer)
	for _, c := range d.Controls() {
		if c.ID == id {
			x, y := c.Rect.Center()
			step(t, app, &input.State{Pointers: []input.Pointer{{Kind: input.Mouse, X: x, Y: y, Pressed: true, Down: true}}})
			step(t, app, &input.State{Pointers: []input.Pointer{{Kind: input.Mouse, X: x, Y: y, Released: true}}})
			return
		}
	}
	t.Fatalf("no control %q in %s", id, app.Scenes().Top().Name())
}

func scene(app *render.App) string { return app.Scenes().Top().Name() }

func TestTitleFlow(t *testing.T) {
	store := storage.NewMemory()
	env := newEnv(t, store)
	app := newApp(t, env, 1280, 800, 1)
	if scene(app) != "title" {
		t.Fatal(scene(app))
	}
	title := app.Scenes().Top().(*Title)
	if !title.cont.Disabled {
		t.Fatal("Continue enabled without a save")
	}

	click(t, app, "new-game")
	if scene(app) != "newgame" {
		t.Fatalf("after New game: %s", scene(app))
	}
	step(t, app, keys(input.Back))
	if scene(app) != "title" {
		t.Fatalf("after Escape: %s", scene(app))
	}

	// Keyboard: Tab skips the disabled Continue to Load game; Tab, Enter
	// opens Settings.
	step(t, app, keys(input.FocusNext))
	if f := title.focus.Focused(); f == nil || f.ID != "load-game" {
		t.Fatalf("Tab from New game focuses %v", f)
	}
	step(t, app, keys(input.FocusNext))
	step(t, app, keys(input.Activate))
	if scene(app) != "settings" {
		t.Fatalf("after Tab, Enter: %s", scene(app))
	}
	click(t, app, "scale-up")
	if env.Settings.UIScale != 1.1 || render.LoadSettings(store).UIScale != 1.1 {
		t.Fatalf("scale %v not saved", env.Settings.UIScale)
	}
	click(t, app, "back")
	if scene(app) != "title" {
		t.Fatalf("after Back: %s", scene(app))
	}

	// A save appears: Continue is offered when the title comes back on top.
	if err := store.Save(storage.SavePrefix+"auto", []byte(`{}`)); err != nil {
		t.Fatal(err)
	}
	click(t, app, "settings")
	step(t, app, keys(input.Back))
	if title.cont.Disabled {
		t.Fatal("Continue still disabled with a save")
	}
}

// TestTitleLayout checks, over phone to 4K screens and device scales, that
// the buttons are on screen, do not overlap, keep their order and scale
// with the device.
func TestTitleLayout(t *testing.T) {
	sizes := [][2]float64{{360, 640}, {640, 360}, {800, 600}, {1280, 800}, {1920, 1080}, {3840, 2160}}
	for _, sz := range sizes {
		for _, scale := range []float64{1, 1.5, 2, 3} {
			for _, uiScale := range []float64{1, 2} {
				env := newEnv(t, storage.NewMemory())
				env.Settings.UIScale = uiScale
				app := newApp(t, env, sz[0], sz[1], scale)
				m := app.Metrics()
				cs := app.Scenes().Top().(render.Describer).Controls()
				for i, c := range cs {
					r := c.Rect
					if r.X < 0 || r.Y < 0 || r.X+r.W > m.Width || r.Y+r.H > m.Height {
						t.Errorf("%v@%v×%v: %s off screen: %+v in %v×%v", sz, scale, uiScale, c.ID, r, m.Width, m.Height)
					}
					if i > 0 && cs[i-1].Rect.Y+cs[i-1].Rect.H > r.Y {
						t.Errorf("%v@%v: %s overlaps %s", sz, scale, c.ID, cs[i-1].ID)
					}
				}
				if uiScale == 1 && sz[0] >= 800 {
					if h := cs[0].Rect.H; h < 49*scale || h > 51*scale {
						t.Errorf("%v@%v: button height %v device px, want 50 points", sz, scale, h)
					}
				}
			}
		}
	}
}

// [SW §12]: the new-game page's Pacific tab lists Silent War's switches
// (the campaign catalogue's, by the theatre's rules system) and its
// backdrop names the Pacific from the theatre's data, not the North
// Atlantic.
func TestSW12_NewGamePacificTab(t *testing.T) {
	env := newEnv(t, storage.NewMemory())
	app := newApp(t, env, 1024, 640, 1)
	click(t, app, "new-game")
	n := app.Scenes().Top().(*NewGame)
	click(t, app, "game:campaign/pacific")
	if n.th == nil || n.th.ID != "pacific" {
		t.Fatalf("the Pacific tab did not open the Pacific theatre")
	}
	want := campaign.OptionsFor(data.SilentWar)
	if len(n.options) != len(want) {
		t.Fatalf("the Pacific tab lists %d switches, want Silent War's %d", len(n.options), len(want))
	}
	for i, o := range n.options {
		if o.Name != want[i].Name || o.Rule != want[i].Rule {
			t.Errorf("switch %d: %s [%s], want %s [%s]", i, o.Name, o.Rule, want[i].Name, want[i].Rule)
		}
	}
	if s := n.sea(); s.Name != "PACIFIC  OCEAN" || s.Lon < 100 {
		t.Errorf("the Pacific tab's backdrop is %+v, want the Pacific Ocean's", s)
	}
	click(t, app, "game:campaign/atlantic")
	if s := n.sea(); s != (Sea{}) {
		t.Errorf("the Atlantic tab's backdrop is %+v, want the North Atlantic's", s)
	}
}
