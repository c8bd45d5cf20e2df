package render

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/input"
	"periscope/render/ui"
	"periscope/storage"
	"periscope/wasm"
)

type fakeScene struct {
	name    string
	layouts int
	entered int
	updates int
	last    ui.Metrics
	onUp    func(ctx *SceneContext)
}

func (f *fakeScene) Name() string        { return f.name }
func (f *fakeScene) Layout(m ui.Metrics) { f.layouts++; f.last = m }
func (f *fakeScene) Update(ctx *SceneContext) error {
	f.updates++
	if f.onUp != nil {
		f.onUp(ctx)
	}
	return nil
}
func (f *fakeScene) Draw(*ebiten.Image)    {}
func (f *fakeScene) Entered(*SceneContext) { f.entered++ }
func (f *fakeScene) Controls() []ui.Info {
	return []ui.Info{{ID: "x", Rect: ui.Rect{X: 20, Y: 40, W: 200, H: 80}, Enabled: true}}
}
func ctxWith(m ui.Metrics) *SceneContext { return &SceneContext{Input: &input.State{}, Metrics: m} }
func metrics(w float64) ui.Metrics {
	return ui.Metrics{Width: w, Height: 600, DeviceScale: 1, UIScale: 1}
}
func names(m *Manager) (s []string) {
	for _, x := range m.stack {
		s = append(s, x.Name())
	}
	return s
}

func TestManager(t *testing.T) {
	a, b, c := &fakeScene{name: "a"}, &fakeScene{name: "b"}, &fakeScene{name: "c"}
	m := NewManager(a)
	if err := m.Update(ctxWith(metrics(800))); err != nil {
		t.Fatal(err)
	}
	if a.layouts != 1 || a.entered != 1 || a.updates != 1 {
		t.Fatalf("first update: %+v", a)
	}
	m.Update(ctxWith(metrics(800)))
	if a.layouts != 1 {
		t.Fatal("laid out again without a change")
	}
	m.Update(ctxWith(metrics(900)))
	if a.layouts != 2 || a.last.Width != 900 {
		t.Fatal("not laid out after a resize")
	}

	// Push during an update takes effect after it, and lays the new scene out at once.
	a.onUp = func(ctx *SceneContext) {
		ctx.Scenes.Push(b)
		if ctx.Scenes.Top() != a {
			t.Error("Push took effect during the update")
		}
	}
	m.Update(ctxWith(metrics(900)))
	a.onUp = nil
	if m.Top() != b || b.layouts != 1 || b.entered != 1 || b.updates != 0 {
		t.Fatalf("after push: %v %+v", names(m), b)
	}
	b.onUp = func(ctx *SceneContext) { ctx.Scenes.Replace(c) }
	m.Update(ctxWith(metrics(900)))
	if got := names(m); len(got) != 2 || got[1] != "c" {
		t.Fatalf("after replace: %v", got)
	}
	c.onUp = func(ctx *SceneContext) { ctx.Scenes.Pop() }
	m.Update(ctxWith(metrics(900)))
	if m.Top() != a || a.entered != 2 {
		t.Fatalf("after pop: %v, a entered %d", names(m), a.entered)
	}
	a.onUp = func(ctx *SceneContext) { ctx.Scenes.Pop() }
	m.Update(ctxWith(metrics(900)))
	if m.Depth() != 1 || m.Top() != a {
		t.Fatal("popped the last scene")
	}
}

type recHook struct {
	first   int
	reports []string
	last    statusCopy
}

type statusCopy struct {
	scene   string
	x, w    float64
	scale   float64
	buttons int
}

func (h *recHook) FirstFrame() { h.first++ }
func (h *recHook) Frame(int)   {}

func (h *recHook) Report(s wasm.Status) {
	h.reports = append(h.reports, s.Scene)
	h.last = statusCopy{s.Scene, s.Buttons[0].X, s.Buttons[0].W, s.DeviceScale, len(s.Buttons)}
}

func TestAppLayoutAndStatus(t *testing.T) {
	st := DefaultSettings()
	env := &Env{Store: storage.NewMemory(), Settings: &st, Version: "test"}
	scene := &fakeScene{name: "title"}
	hook := &recHook{}
	app := NewApp(env, scene, hook)
	app.SetDeviceScaleFunc(func() float64 { return 2 })
	w, h := app.LayoutF(640, 400.3)
	if w != 1280 || h != 801 {
		t.Fatalf("LayoutF = %v×%v, want device pixels 1280×801", w, h)
	}
	if err := app.Step(&input.State{}); err != nil {
		t.Fatal(err)
	}
	if scene.last.DeviceScale != 2 || scene.last.Width != 1280 {
		t.Fatalf("scene metrics %+v", scene.last)
	}
	img := ebiten.NewImage(1, 1) // never drawn to: fakeScene.Draw does nothing
	app.Draw(img)
	app.Draw(img)
	if hook.first != 1 {
		t.Fatalf("FirstFrame called %d times", hook.first)
	}
	if len(hook.reports) != 1 {
		t.Fatalf("unchanged status reported %d times", len(hook.reports))
	}
	// Controls are reported in CSS pixels.
	if hook.last.x != 10 || hook.last.w != 100 || hook.last.scale != 2 {
		t.Fatalf("status %+v", hook.last)
	}
	// The player's interface scale reaches the scene.
	st.UIScale = 1.5
	app.Step(&input.State{})
	if scene.last.UIScale != 1.5 || scene.layouts != 2 {
		t.Fatalf("UI scale not applied: %+v", scene.last)
	}
}

func TestSettings(t *testing.T) {
	s := storage.NewMemory()
	if LoadSettings(s) != DefaultSettings() {
		t.Fatal("defaults")
	}
	if err := (Settings{UIScale: 1.25}).Save(s); err != nil {
		t.Fatal(err)
	}
	if LoadSettings(s).UIScale != 1.25 {
		t.Fatal("round trip")
	}
	s.Save(SettingsKey, []byte(`{"uiScale": 99}`))
	if LoadSettings(s).UIScale != 2 {
		t.Fatal("clamp")
	}
	s.Save(SettingsKey, []byte(`{"uiScale": 1}`))
	if LoadSettings(s).AnimSpeed != 1 {
		t.Fatal("settings saved before animation speed existed play animations at normal speed")
	}
	s.Save(SettingsKey, []byte(`{"uiScale": 1, "animSpeed": 0}`))
	if LoadSettings(s).AnimSpeed != 0 {
		t.Fatal("animations switched off stay off")
	}
	s.Save(SettingsKey, []byte(`garbage`))
	if LoadSettings(s) != DefaultSettings() {
		t.Fatal("garbage")
	}
	if StepUIScale(1, 1) != 1.1 || StepUIScale(1, -1) != 0.9 || StepUIScale(2, 1) != 2 || StepUIScale(0.75, -1) != 0.75 {
		t.Fatal("StepUIScale")
	}
}

type stillScene struct {
	fakeScene
	key   string
	draws int
}

func (s *stillScene) Draw(*ebiten.Image) { s.draws++ }
func (s *stillScene) StillKey() string   { return s.key }

func TestStillScenesRedrawOnlyOnChange(t *testing.T) {
	st := DefaultSettings()
	env := &Env{Store: storage.NewMemory(), Settings: &st}
	s := &stillScene{fakeScene: fakeScene{name: "still"}}
	app := NewApp(env, s, nil)
	app.SetDeviceScaleFunc(func() float64 { return 1 })
	app.LayoutF(640, 480)
	app.Step(&input.State{})
	img := ebiten.NewImage(1, 1)
	for range 3 {
		app.Draw(img)
	}
	if s.draws != 1 {
		t.Fatalf("unchanged still scene drawn %d times", s.draws)
	}
	s.key = "changed"
	app.Draw(img)
	app.LayoutF(800, 480) // a resize
	app.Draw(img)
	if s.draws != 3 {
		t.Fatalf("drawn %d times, want a redraw per change", s.draws)
	}
	moving := &fakeScene{name: "moving"}
	app.Scenes().Push(moving)
	app.Step(&input.State{})
	app.Draw(img)
	if s.draws != 3 {
		t.Fatal("the scene below was drawn")
	}
}

type infoScene struct {
	fakeScene
	info map[string]string
}

func (s *infoScene) Info() map[string]string { return s.info }

// The status is compared field by field (not formatted): a change of the
// scene's info, even made in the same map, is reported at the next frame;
// an unchanged status only once a second (every 60 frames).
func TestStatusReportedWhenItChanges(t *testing.T) {
	st := DefaultSettings()
	env := &Env{Store: storage.NewMemory(), Settings: &st}
	s := &infoScene{fakeScene: fakeScene{name: "info"}, info: map[string]string{"decisions": "1"}}
	hook := &recHook{}
	app := NewApp(env, s, hook)
	app.SetDeviceScaleFunc(func() float64 { return 1 })
	app.LayoutF(640, 480)
	app.Step(&input.State{})
	img := ebiten.NewImage(1, 1)
	app.Draw(img)
	app.Draw(img)
	s.info["decisions"] = "2"
	app.Draw(img)
	app.Draw(img)
	if len(hook.reports) != 2 {
		t.Fatalf("%d reports, want 2 (the first frame, the changed info)", len(hook.reports))
	}
	for range 60 {
		app.Draw(img)
	}
	if len(hook.reports) != 3 {
		t.Fatalf("%d reports after a second unchanged, want 3", len(hook.reports))
	}
}
