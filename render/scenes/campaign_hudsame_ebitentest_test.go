//go:build ebitentest

package scenes

import (
	"fmt"
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/game/engine"
	"periscope/input"
	"periscope/render"
	"periscope/render/play"
	"periscope/render/ui"
	"periscope/storage"
)

// TestKeptHUDDrawsTheSamePixelsAsPaintedDirectly: the HUD's kept picture
// (issue 16) copied to the screen gives the very pixels of the HUD painted
// straight onto it, as before the picture was kept: the whole frame, byte
// for byte, at 1024×640, 1920×1080 and a fractional device scale (the
// side column's edge then falls inside a pixel), over the states panning
// passes through and those that change the HUD (the pointer on the Menu
// button and on the Tempo's buttons, a map drag, a decision answered and
// its die rolling). Both frames are drawn in the same process one after
// the other, with no frame ended between them, so Ebitengine's atlases
// are the same for both: a difference is the kept picture's alone (in
// the game a frame's end may move images between atlas pages, which
// varies from run to run, see render/DESIGN.md). With
// PERISCOPE_TEST_SHOTS the frames are written there
// (hud-kept-WxH-STATE.png, hud-direct-WxH-STATE.png).
func TestKeptHUDDrawsTheSamePixelsAsPaintedDirectly(t *testing.T) {
	for _, sz := range []struct{ w, h, scale float64 }{{1024, 640, 1}, {1920, 1080, 1}, {1024, 640, 1.25}} {
		t.Run(fmt.Sprintf("%gx%g@%g", sz.w, sz.h, sz.scale), func(t *testing.T) {
			app, c := campaignMapAt(t, "happy-time-1940", sz.w, sz.h, sz.scale)
			m := app.Metrics()
			w, h := int(m.Width), int(m.Height)
			dst := ebiten.NewImage(w, h)
			defer dst.Deallocate()
			draw := func(direct bool) *image.RGBA {
				c.hud.Direct = direct
				dst.Clear()
				app.Scenes().Draw(dst)
				c.hud.Direct = false
				px := make([]byte, 4*w*h)
				dst.ReadPixels(px)
				return &image.RGBA{Pix: px, Stride: 4 * w, Rect: image.Rect(0, 0, w, h)}
			}
			// frame is a tick and a drawn frame (the chart settles after
			// a zoom only over drawn frames), with the HUD kept.
			frame := func(in *input.State) {
				step(t, app, in)
				draw(false)
			}
			compared := 0
			// same draws the frame with the HUD's picture painted anew,
			// then copied, then the HUD painted directly, and compares.
			same := func(state string) {
				t.Helper()
				for i := 0; c.chart.Settling(); i++ {
					if i == 100 {
						t.Fatalf("%s: the chart did not settle", state)
					}
					frame(&input.State{})
				}
				c.hud.Forget()
				kept := draw(false)
				r0 := c.hud.HUDRenders()
				again := draw(false)
				direct := draw(true)
				name := fmt.Sprintf("%dx%d-%s.png", w, h, state)
				save(t, kept, "hud-kept-"+name)
				save(t, direct, "hud-direct-"+name)
				if c.hud.HUDRenders() != r0 {
					t.Errorf("%s: the HUD was painted again with nothing in it changed", state)
				}
				for _, f := range []struct {
					name string
					img  *image.RGBA
				}{{"painted", kept}, {"copied", again}} {
					if n, first := differ(f.img, direct); n > 0 {
						t.Errorf("%s: the kept HUD (%s) differs from the HUD painted directly in %d pixels, the first at %v (%v, directly %v)",
							state, f.name, n, first, f.img.RGBAAt(first.X, first.Y), direct.RGBAAt(first.X, first.Y))
					}
				}
				compared++
			}
			ptr := func(x, y float64, down bool) *input.State {
				p := input.Pointer{Kind: input.Mouse, X: x, Y: y}
				p.Down = down
				return &input.State{MouseMoved: true, Pointers: []input.Pointer{p}}
			}
			main := c.hud.Main
			cx, cy := main.X+main.W/2, main.Y+main.H/2
			frame(ptr(cx, cy, false))
			same("start")
			// One step of zoom in from the fit, then a drag: the map moves
			// under a kept HUD.
			zoomIn(t, app, c)
			for range 40 {
				frame(ptr(cx, cy, false))
			}
			cx, cy = freeSea(t, c)
			same("zoomed")
			frame(&input.State{MouseMoved: true, Pointers: []input.Pointer{{Kind: input.Mouse, X: cx, Y: cy, Pressed: true, Down: true}}})
			cam := *c.chart.Cam
			for i := range 12 {
				frame(ptr(cx+float64(i*7), cy+float64(i*4), true))
			}
			if *c.chart.Cam == cam {
				t.Fatal("the drag did not move the map")
			}
			same("panned")
			frame(&input.State{MouseMoved: true, Pointers: []input.Pointer{{Kind: input.Mouse, X: cx + 77, Y: cy + 44, Released: true}}})
			// The enabled buttons hovered (their edges are where the
			// screenshots of pan20 differed).
			mr := c.hud.Bar.Menu.Rect
			frame(ptr(mr.X+mr.W/2, mr.Y+mr.H/2, false))
			same("menu-hovered")
			tp := c.hud.Tempo
			for _, b := range []*ui.Button{tp.Step, tp.Run, tp.Undo, tp.Bot} {
				frame(ptr(b.Rect.X+b.Rect.W/2, b.Rect.Y+b.Rect.H/2, false))
				same("tempo-hovered")
			}
			frame(ptr(cx, cy, false))
			// A decision answered: the log, the prompt and the die change.
			if c.s.Base().Pending() == nil || !c.hud.Answer(c.s, engine.Pick(0)) {
				t.Fatal("no decision to answer")
			}
			frame(ptr(cx, cy, false))
			same("answered")
			for range 8 {
				frame(ptr(cx, cy, false))
			}
			same("rolling")
			for range 40 {
				frame(ptr(cx, cy, false))
			}
			same("settled")
			if compared < 8 {
				t.Fatalf("only %d states compared", compared)
			}
		})
	}
}

// differ counts the pixels where a and b differ, and gives the first.
func differ(a, b *image.RGBA) (int, image.Point) {
	n, first := 0, image.Point{}
	for y := a.Rect.Min.Y; y < a.Rect.Max.Y; y++ {
		for x := a.Rect.Min.X; x < a.Rect.Max.X; x++ {
			if a.RGBAAt(x, y) != b.RGBAAt(x, y) {
				if n == 0 {
					first = image.Pt(x, y)
				}
				n++
			}
		}
	}
	return n, first
}

// campaignMapAt is campaignMap at w×h CSS pixels and a device scale.
func campaignMapAt(tb testing.TB, scenario string, w, h, scale float64) (*render.App, *Campaign) {
	tb.Helper()
	store := storage.NewMemory()
	env := newEnv(tb, store)
	th, err := play.LoadTheatre("atlantic")
	if err != nil {
		tb.Fatal(err)
	}
	s, err := play.New(th, engine.Record{Scenario: scenario, Seed: 1}, play.StoreSaver{Store: store})
	if err != nil {
		tb.Fatal(err)
	}
	s.RevealAll()
	app := newApp(tb, env, w, h, scale)
	c := NewCampaign(env, s)
	c.briefFirst = false // straight to the map
	app.Scenes().Push(c)
	return app, c
}

// TestHUDLeftOnTheScreenWhilePanning: while the map pans under an
// unchanged HUD, the App's frames leave the HUD's pixels on the screen
// from the frame before (issue 16), and each frame is still, byte for
// byte, the frame with the HUD painted directly. A change to the HUD (the
// pointer on the Menu button) and a menu opened over the map and closed
// again bring the picture back onto the screen the next frame.
func TestHUDLeftOnTheScreenWhilePanning(t *testing.T) {
	for _, sz := range [][2]float64{{1024, 640}, {1920, 1080}} {
		t.Run(fmt.Sprintf("%gx%g", sz[0], sz[1]), func(t *testing.T) {
			app, c := campaignMapAt(t, "happy-time-1940", sz[0], sz[1], 1)
			m := app.Metrics()
			w, h := int(m.Width), int(m.Height)
			screen, ref := ebiten.NewImage(w, h), ebiten.NewImage(w, h)
			defer screen.Deallocate()
			defer ref.Deallocate()
			read := func(img *ebiten.Image) *image.RGBA {
				px := make([]byte, 4*w*h)
				img.ReadPixels(px)
				return &image.RGBA{Pix: px, Stride: 4 * w, Rect: image.Rect(0, 0, w, h)}
			}
			// frame is a tick and the App's frame on the screen, checked
			// against the same state drawn with the HUD painted directly.
			frame := func(state string, in *input.State) {
				t.Helper()
				step(t, app, in)
				settling := c.chart.Settling()
				app.Draw(screen)
				if settling {
					return // the chart changes from one draw to the next
				}
				got := read(screen)
				c.hud.Direct = true
				ref.Clear()
				app.Scenes().Draw(ref)
				c.hud.Direct = false
				want := read(ref)
				if n, first := differ(got, want); n > 0 {
					t.Fatalf("%s: the screen differs from the frame with the HUD painted directly in %d pixels, the first at %v (%v, directly %v)",
						state, n, first, got.RGBAAt(first.X, first.Y), want.RGBAAt(first.X, first.Y))
				}
			}
			ptr := func(x, y float64, down bool) *input.State {
				p := input.Pointer{Kind: input.Mouse, X: x, Y: y}
				p.Down = down
				return &input.State{MouseMoved: true, Pointers: []input.Pointer{p}}
			}
			main := c.hud.Main
			cx, cy := main.X+main.W/2, main.Y+main.H/2
			frame("start", ptr(cx, cy, false))
			zoomIn(t, app, c)
			for range 30 {
				frame("zoom", ptr(cx, cy, false))
			}
			cx, cy = freeSea(t, c)
			frame("press", &input.State{MouseMoved: true, Pointers: []input.Pointer{{Kind: input.Mouse, X: cx, Y: cy, Pressed: true, Down: true}}})
			copies, moved := c.hud.HUDCopies(), 0
			for i := range 20 {
				cam := *c.chart.Cam
				frame("pan", ptr(cx+float64(i%10)*6, cy+float64(i%5)*5, true))
				if *c.chart.Cam != cam {
					moved++
				}
			}
			if moved < 10 {
				t.Fatalf("the map moved in %d of 20 frames", moved)
			}
			if n := c.hud.HUDCopies() - copies; n != 0 {
				t.Errorf("the unchanged HUD was copied in %d of 20 panning frames", n)
			}
			frame("release", &input.State{MouseMoved: true, Pointers: []input.Pointer{{Kind: input.Mouse, X: cx, Y: cy, Released: true}}})
			// The pointer on the Menu button: painted and copied.
			copies = c.hud.HUDCopies()
			mr := c.hud.Bar.Menu.Rect
			frame("menu-hovered", ptr(mr.X+mr.W/2, mr.Y+mr.H/2, false))
			if c.hud.HUDCopies() == copies {
				t.Error("the Menu button's hover was not copied to the screen")
			}
			frame("menu-left", ptr(cx, cy, false))
			// The game's menu over the map (Escape: the HUD's buttons
			// unchanged), then closed: the next frame copies the picture
			// again (the menu drew over it).
			step(t, app, keys(input.Back))
			if scene(app) == "map" {
				t.Fatal("the menu did not open")
			}
			app.Draw(screen)
			step(t, app, keys(input.Back))
			if scene(app) != "map" {
				t.Fatalf("scene %s after Back, want the map", scene(app))
			}
			copies = c.hud.HUDCopies()
			frame("menu-closed", ptr(cx, cy, false))
			if c.hud.HUDCopies() == copies {
				t.Error("the HUD was not copied back after the menu closed")
			}
			frame("press-again", &input.State{MouseMoved: true, Pointers: []input.Pointer{{Kind: input.Mouse, X: cx, Y: cy, Pressed: true, Down: true}}})
			copies = c.hud.HUDCopies()
			frame("pan-again", ptr(cx+9, cy+9, true))
			frame("pan-again", ptr(cx+19, cy+15, true))
			if c.hud.HUDCopies() != copies {
				t.Error("the unchanged HUD was copied while panning after the menu")
			}
		})
	}
}

// zoomIn fits the whole theatre (F), then zooms one step of the zoom-in
// button in (as BenchmarkMapPan and panfps.mjs): there the map moves.
func zoomIn(t *testing.T, app *render.App, c *Campaign) {
	t.Helper()
	step(t, app, &input.State{Chars: []rune{'f'}})
	main := c.hud.Main
	scale := c.chart.Cam.Scale
	c.chart.Cam.ZoomAt(1.4, main.X+main.W/2, main.Y+main.H/2)
	if c.chart.Cam.Scale == scale {
		t.Fatal("the zoom did not change")
	}
}

// freeSea is a point of the map with no control or node under it, where a
// press starts a drag, left of the centre and clear of the edges.
func freeSea(t *testing.T, c *Campaign) (float64, float64) {
	t.Helper()
	m := c.hud.Main
	for y := m.Y + m.H*0.3; y < m.Y+m.H*0.7; y += 10 {
		for x := m.X + m.W*0.2; x < m.X+m.W*0.6; x += 10 {
			if !c.overControl(x, y) && c.chart.HitTest(x, y) == nil {
				return x, y
			}
		}
	}
	t.Fatal("no free sea on the map")
	return 0, 0
}
