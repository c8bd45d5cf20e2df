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
				if down {
					p.Pressed, p.Down = true, true
				}
				return &input.State{MouseMoved: true, Pointers: []input.Pointer{p}}
			}
			main := c.hud.Main
			cx, cy := main.X+main.W/2, main.Y+main.H/2
			frame(ptr(cx, cy, false))
			same("start")
			// One step of zoom in from the fit, then a drag: the map moves
			// under a kept HUD.
			click(t, app, "zoom-fit")
			draw(false)
			click(t, app, "zoom-in")
			for range 40 {
				frame(ptr(cx, cy, false))
			}
			same("zoomed")
			frame(ptr(cx, cy, true))
			for i := range 12 {
				frame(ptr(cx+float64(i*7), cy+float64(i*4), true))
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
