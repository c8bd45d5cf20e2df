package render

import (
	"maps"
	"math"
	"runtime"
	"slices"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/i18n"
	"periscope/input"
	"periscope/render/sound"
	"periscope/render/ui"
	"periscope/wasm"
)

// App is the ebiten.Game: it feeds input to the scene manager, lays the game
// out at device resolution and reports to the page hook.
type App struct {
	env     *Env
	scenes  *Manager
	reader  input.Reader
	hook    wasm.Hook
	metrics ui.Metrics
	tick    int
	frames  int
	last    wasm.Status // the status last reported
	drawn   still       // what the screen shows, for Still scenes
	// Buffers kept from frame to frame (issue 16: a frame allocates
	// nothing): drawn's controls, the status being made and the last
	// one's buttons.
	drawnBuf         []ui.Info
	stButs, lastButs []wasm.Button
	// deviceScale returns the current device scale factor; tests replace it.
	deviceScale func() float64
	// ownScreen is what a ReadsScreen scene draws on in the browser
	// (drawTarget), copied to the screen.
	ownScreen *ebiten.Image
}

// NewApp returns a game that starts with first.
func NewApp(env *Env, first Scene, hook wasm.Hook) *App {
	if hook == nil {
		hook = wasm.Nop{}
	}
	return &App{
		env:         env,
		scenes:      NewManager(first),
		hook:        hook,
		deviceScale: func() float64 { return ebiten.Monitor().DeviceScaleFactor() },
	}
}

// Scenes returns the scene manager.
func (a *App) Scenes() *Manager { return a.scenes }

// Metrics returns the metrics of the last layout.
func (a *App) Metrics() ui.Metrics { return a.metrics }

// Update implements ebiten.Game.
func (a *App) Update() error {
	if a.tick == 0 {
		wasm.Mark("update") // the first tick: Ebitengine has started
	}
	a.tick++
	in := a.reader.Read()
	return a.Step(in)
}

// Step runs one tick with the given input (Update without reading devices;
// tests drive the app through it).
func (a *App) Step(in *input.State) error {
	if a.metrics.Width == 0 {
		a.LayoutF(800, 600) // only tests step before Ebitengine has laid out
	}
	a.metrics.UIScale = a.env.Settings.UIScale
	a.setLang()
	ctx := &SceneContext{Env: a.env, Input: in, Metrics: a.metrics, Tick: a.tick, Scenes: a.scenes}
	a.env.runTasks(ctx)
	err := a.scenes.Update(ctx)
	if a.frames > 0 {
		// The loops start once the first frame is drawn: making the
		// theme's samples must not delay the first picture (issue 16),
		// and a browser plays nothing before the player's first
		// gesture anyway.
		a.ambience()
	}
	return err
}

// ambience keeps the loop for the scene on top playing (issue 14: the sea,
// a quiet title theme): the theme on the title and the new-game list, the
// sea on the map, the boards and the bot's combats; any other scene (a
// menu, a dialog, the settings, the report, the rules) keeps what plays.
func (a *App) ambience() {
	top := a.scenes.Top()
	if top == nil {
		return
	}
	loop := ""
	switch top.Name() {
	case "title", "newgame":
		loop = sound.Theme
	case "map", "combat", "bot-combats", "bases", "fight", "table":
		loop = sound.Sea
	default:
		return
	}
	st := a.env.Settings
	sound.Ambience(loop, st.SoundOff, st.Volume())
}

// Draw implements ebiten.Game.
func (a *App) Draw(screen *ebiten.Image) {
	if a.frames == 0 {
		wasm.Mark("draw")
	}
	key := a.stillKey()
	drew := !key.ok || !key.same(a.drawn)
	if drew {
		dst := a.drawTarget(screen)
		if _, ok := a.scenes.Top().(Opaque); !ok {
			dst.Clear()
		}
		a.scenes.Draw(dst)
		if dst != screen {
			screen.DrawImage(dst, &ebiten.DrawImageOptions{Blend: ebiten.BlendCopy})
		}
		// The controls kept in the App's own buffer: a scene may reuse
		// the slice it returned (issue 16: a frame allocates nothing).
		a.drawnBuf = append(a.drawnBuf[:0], key.controls...)
		key.controls = a.drawnBuf
		a.drawn = key
		a.env.lastTop, a.env.lastScreen = a.scenes.Top(), dst
	}
	a.frames++
	a.hook.Frame(a.frames)
	if a.frames == 1 {
		// The stamp first: ReadMemStats stops the world and walks the
		// heap, work that is the measure's, not the frame's (issue 16).
		a.hook.FirstFrame()
		publishHeap()
	}
	a.report(key, drew)
}

// drawTarget returns the image the top scene draws on this frame: the
// screen, or in the browser, for a scene that reads back what it draws on
// (ReadsScreen), an image of the screen's size the App keeps (the browser
// build's screen is the canvas itself, which cannot be read). Natively the
// game's screen is Ebitengine's offscreen image, which can.
func (a *App) drawTarget(screen *ebiten.Image) *ebiten.Image {
	if _, ok := a.scenes.Top().(ReadsScreen); !ok || runtime.GOOS != "js" {
		return screen
	}
	if a.ownScreen == nil || a.ownScreen.Bounds() != screen.Bounds() {
		if a.ownScreen != nil {
			a.ownScreen.Deallocate()
		}
		// Unmanaged: a texture of its own (as Ebitengine's offscreen is),
		// not a region of an atlas page.
		a.ownScreen = ebiten.NewImageWithOptions(screen.Bounds(), &ebiten.NewImageOptions{Unmanaged: true})
	}
	return a.ownScreen
}

// DrawFinalScreen implements ebiten.FinalScreenDrawer. In the browser the
// game's screen is the canvas's size, and it is copied to the canvas
// (BlendCopy) rather than drawn over a black fill: the browser build's
// Ebitengine leaves the fill out under a screen that covers the canvas
// (wasm/webbuild PatchScreenFill), and its canvas is opaque
// (PatchWebGLContext), so the picture is the same and SwiftShader has one
// whole-canvas pass a frame fewer (issue 16). Otherwise, and natively,
// Ebitengine's own.
func (a *App) DrawFinalScreen(screen ebiten.FinalScreen, offscreen *ebiten.Image, geoM ebiten.GeoM) {
	if runtime.GOOS == "js" && offscreen.Bounds() == screen.Bounds() &&
		geoM.Element(0, 0) == 1 && geoM.Element(1, 1) == 1 && geoM.Element(0, 1) == 0 &&
		geoM.Element(1, 0) == 0 && geoM.Element(0, 2) == 0 && geoM.Element(1, 2) == 0 {
		screen.DrawImage(offscreen, &ebiten.DrawImageOptions{GeoM: geoM, Blend: ebiten.BlendCopy})
		return
	}
	ebiten.DefaultDrawFinalScreen(screen, offscreen, geoM)
}

// still is what the picture of a Still scene depends on: the scene, the
// layout, its own key and its controls (ok false: a scene that must be
// redrawn every frame). It is compared field by field, not formatted: a
// formatted key cost more than the rest of a frame's Go work while the
// map pans (issue 16).
type still struct {
	ok       bool
	top      Scene
	metrics  ui.Metrics
	key      string
	controls []ui.Info
}

func (k still) same(o still) bool {
	return k.ok && o.ok && k.top == o.top && k.metrics == o.metrics && k.key == o.key && slices.Equal(k.controls, o.controls)
}

// stillKey returns what the picture of the scene on top depends on.
func (a *App) stillKey() still {
	top := a.scenes.Top()
	s, ok := top.(Still)
	if !ok {
		return still{}
	}
	k := still{ok: true, top: top, metrics: a.metrics, key: s.StillKey()}
	if d, ok := top.(Describer); ok {
		k.controls = d.Controls()
	}
	return k
}

// Layout implements ebiten.Game; Ebitengine calls LayoutF instead.
func (a *App) Layout(outsideWidth, outsideHeight int) (int, int) {
	w, h := a.LayoutF(float64(outsideWidth), float64(outsideHeight))
	return int(w), int(h)
}

// LayoutF implements ebiten.LayoutFer. The game's screen has one pixel per
// device pixel, so text and lines are drawn sharp on high-density screens;
// scenes size things in UI points through ui.Metrics.
func (a *App) LayoutF(outsideWidth, outsideHeight float64) (float64, float64) {
	s := a.deviceScale()
	if s <= 0 {
		s = 1
	}
	w := math.Max(1, math.Ceil(outsideWidth*s))
	h := math.Max(1, math.Ceil(outsideHeight*s))
	a.metrics = ui.Metrics{Width: w, Height: h, DeviceScale: s, UIScale: a.env.Settings.UIScale}
	a.setLang()
	return w, h
}

// setLang makes the catalogue speak the settings' language and puts it in
// the metrics, so that a change lays the scene on top out again (and every
// other scene when it comes back on top).
func (a *App) setLang() {
	l := a.env.Settings.Language()
	i18n.SetLang(l)
	a.metrics.Lang = string(l)
}

// Status returns what the app reports to the page.
func (a *App) Status() wasm.Status {
	var controls []ui.Info
	if d, ok := a.scenes.Top().(Describer); ok {
		controls = d.Controls()
	}
	return a.status(controls, nil)
}

// status is Status with the scene's controls given (the frame's still key
// has them), its buttons appended to buf.
func (a *App) status(controls []ui.Info, buf []wasm.Button) wasm.Status {
	m := a.metrics
	st := wasm.Status{
		Frame:       a.frames,
		FPS:         ebiten.ActualFPS(),
		Version:     a.env.Version,
		Width:       m.Width / m.DeviceScale,
		Height:      m.Height / m.DeviceScale,
		DeviceScale: m.DeviceScale,
	}
	top := a.scenes.Top()
	if top == nil {
		return st
	}
	st.Scene = top.Name()
	if in, ok := top.(Informer); ok {
		st.Info = in.Info()
	}
	if p, ok := top.(Prompter); ok {
		st.Prompt = p.PromptKind()
	}
	if _, ok := top.(Describer); ok {
		st.Buttons = buf[:0]
		for _, c := range controls {
			st.Buttons = append(st.Buttons, wasm.Button{
				ID: c.ID, Label: c.Label,
				X: c.Rect.X / m.DeviceScale, Y: c.Rect.Y / m.DeviceScale,
				W: c.Rect.W / m.DeviceScale, H: c.Rect.H / m.DeviceScale,
				Enabled: c.Enabled, Focused: c.Focused,
			})
		}
	}
	return st
}

// report publishes the status when it changed, and once a second anyway so
// the frame count stays fresh. key is the frame's still key: a Still
// scene's controls, read again only if the frame drew (drawing lays a
// scene out).
func (a *App) report(key still, drew bool) {
	var controls []ui.Info
	if key.ok && !drew {
		controls = key.controls
	} else if d, ok := a.scenes.Top().(Describer); ok {
		controls = d.Controls()
	}
	st := a.status(controls, a.stButs)
	a.stButs = st.Buttons
	if a.frames%60 != 0 && sameStatus(st, a.last) {
		return
	}
	a.lastButs = append(a.lastButs[:0], st.Buttons...)
	a.last = st
	a.last.Buttons = a.lastButs
	a.last.Info = maps.Clone(st.Info) // a scene may change its map later
	a.hook.Report(st)
}

// sameStatus compares two statuses but for the frame count and rate.
func sameStatus(a, b wasm.Status) bool {
	return a.Scene == b.Scene && a.Prompt == b.Prompt && a.Version == b.Version &&
		a.Width == b.Width && a.Height == b.Height && a.DeviceScale == b.DeviceScale &&
		slices.Equal(a.Buttons, b.Buttons) && maps.Equal(a.Info, b.Info)
}

// SetDeviceScaleFunc replaces where the app reads the device scale factor
// (ebiten.Monitor by default), so tests can simulate high-density screens.
func (a *App) SetDeviceScaleFunc(f func() float64) { a.deviceScale = f }

// started is when the Go program started (package initialisation), for the
// start-up measurement.
var started = time.Now()

// publishHeap publishes the Go heap at the first frame as
// window.periscopeFirstFrameHeap (bytes): what has been allocated since the
// start (totalAlloc), what is live (heapAlloc) and what the heap holds from
// the system (heapSys; in the browser the wasm memory never shrinks).
// It also gives when the Go program started and when this frame was drawn
// (Unix milliseconds), to split the time to the first frame into loading the
// wasm and the game's own start. tests/browser/firstframe.mjs prints it.
func publishHeap() {
	now := time.Now()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	wasm.Publish("periscopeFirstFrameHeap", map[string]any{
		"totalAlloc": float64(ms.TotalAlloc),
		"heapAlloc":  float64(ms.HeapAlloc),
		"heapSys":    float64(ms.HeapSys),
		"sys":        float64(ms.Sys),
		"startMs":    float64(started.UnixNano()) / 1e6,
		"frameMs":    float64(now.UnixNano()) / 1e6,
	})
}
