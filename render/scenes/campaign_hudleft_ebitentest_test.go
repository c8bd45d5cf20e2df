//go:build ebitentest

package scenes

import (
	"fmt"
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/input"
	"periscope/render"
	"periscope/render/ui"
)

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

// TestHUDLeftOnTheScreenWhilePanning: while the map pans under an
// unchanged HUD, the App's frames leave the HUD's pixels on the screen
// from the frame before (issue 16), and each frame is still, byte for
// byte, the same state drawn with the HUD painted anew. A change to the
// HUD (the pointer on the Menu button, a decision answered and its die
// rolling) shows the next frame, and a menu opened over the map and
// closed again has the HUD painted again.
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
			// frame is a tick and the App's frame on the screen; the top
			// bar and the side column are checked against the same state
			// drawn with the HUD painted anew. (Only the HUD's rectangles:
			// the map drawn into another image can differ by a level in a
			// few pixels, as Ebitengine batches its anti-aliased paths per
			// image; whole frames against main's: render/DESIGN.md.)
			frame := func(state string, in *input.State) {
				t.Helper()
				step(t, app, in)
				app.Draw(screen)
				got := read(screen)
				c.hud.Direct = true
				ref.Clear()
				app.Scenes().Draw(ref)
				c.hud.Direct = false
				want := read(ref)
				px := func(r ui.Rect) image.Rectangle {
					return image.Rect(int(r.X), int(r.Y), int(r.X+r.W), int(r.Y+r.H))
				}
				for _, r := range []image.Rectangle{px(c.hud.Bar.Rect), px(c.hud.Side)} {
					g, w := got.SubImage(r).(*image.RGBA), want.SubImage(r).(*image.RGBA)
					if n, first := differ(g, w); n > 0 {
						t.Fatalf("%s: the HUD on the screen differs from the HUD painted anew in %d pixels, the first at %v (%v, anew %v)",
							state, n, first, g.RGBAAt(first.X, first.Y), w.RGBAAt(first.X, first.Y))
					}
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
			paints, moved := c.hud.HUDRenders(), 0
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
			if n := c.hud.HUDRenders() - paints; n != 0 {
				t.Errorf("the unchanged HUD was painted in %d of 20 panning frames", n)
			}
			frame("release", &input.State{MouseMoved: true, Pointers: []input.Pointer{{Kind: input.Mouse, X: cx, Y: cy, Released: true}}})
			// The pointer on the Menu button: painted.
			paints = c.hud.HUDRenders()
			mr := c.hud.Bar.Menu.Rect
			frame("menu-hovered", ptr(mr.X+mr.W/2, mr.Y+mr.H/2, false))
			if c.hud.HUDRenders() == paints {
				t.Error("the Menu button's hover was not painted")
			}
			frame("menu-left", ptr(cx, cy, false))
			// The game's menu over the map (Escape: the HUD's buttons
			// unchanged), then closed: the next frame paints the picture
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
			paints = c.hud.HUDRenders()
			frame("menu-closed", ptr(cx, cy, false))
			if c.hud.HUDRenders() == paints {
				t.Error("the HUD was not painted again after the menu closed")
			}
			frame("press-again", &input.State{MouseMoved: true, Pointers: []input.Pointer{{Kind: input.Mouse, X: cx, Y: cy, Pressed: true, Down: true}}})
			paints = c.hud.HUDRenders()
			frame("pan-again", ptr(cx+9, cy+9, true))
			frame("pan-again", ptr(cx+19, cy+15, true))
			if c.hud.HUDRenders() != paints {
				t.Error("the unchanged HUD was painted while panning after the menu")
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
