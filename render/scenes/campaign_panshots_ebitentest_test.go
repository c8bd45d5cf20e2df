//go:build ebitentest

package scenes

import (
	"fmt"
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/input"
)

// TestMapPanShots draws the campaign map as the game loop does (the App's
// frames into one screen, the HUD left on it while the map pans) at
// 1024×640 and 1920×1080 and saves frames along the way in
// $PERISCOPE_TEST_SHOTS: the start, the whole theatre fitted, hovered over
// a target, zoomed in one step, mid-drag and after the drag. Pictures of
// two trees are compared by drawing them in this test (issue 16: the
// panning work must leave the pixels as they were; frames of one test
// process are deterministic, render/DESIGN.md). Without the directory it
// still draws every frame and checks that the drag moved the map.
func TestMapPanShots(t *testing.T) {
	for _, sz := range [][2]float64{{1024, 640}, {1920, 1080}} {
		w, h := sz[0], sz[1]
		app, c := campaignMapAt(t, "happy-time-1940", w, h, 1)
		dst := ebiten.NewImage(int(w), int(h))
		shot := func(name string) {
			px := make([]byte, 4*int(w)*int(h))
			dst.ReadPixels(px)
			save(t, &image.RGBA{Pix: px, Stride: 4 * int(w), Rect: image.Rect(0, 0, int(w), int(h))}, fmt.Sprintf("panshot-%dx%d-%s.png", int(w), int(h), name))
		}
		frame := func(in *input.State) {
			step(t, app, in)
			app.Draw(dst)
		}
		frame(&input.State{})
		frame(&input.State{})
		shot("start")
		frame(&input.State{Chars: []rune{'f'}})
		for range 10 {
			frame(&input.State{})
		}
		shot("fit")
		if len(c.targets) > 0 {
			if n, ok := c.chart.Layout().Node(c.targets[0].ID); ok {
				frame(&input.State{MouseMoved: true, Pointers: []input.Pointer{{Kind: input.Mouse, X: n.X, Y: n.Y}}})
				frame(&input.State{})
				shot("hover")
			}
		}
		main := c.hud.Main
		c.chart.Cam.ZoomAt(1.4, main.X+main.W/2, main.Y+main.H/2)
		for range 10 {
			frame(&input.State{})
		}
		shot("zoomed")
		x0, y0 := freeSea(t, c)
		frame(&input.State{MouseMoved: true, Pointers: []input.Pointer{{Kind: input.Mouse, X: x0, Y: y0, Pressed: true, Down: true}}})
		cam := *c.chart.Cam
		for k := 1; k <= 40; k++ {
			frame(&input.State{MouseMoved: true, Pointers: []input.Pointer{{Kind: input.Mouse, X: x0 + float64(k%30)*5, Y: y0 + float64(k%15)*4, Down: true}}})
			if k == 7 || k == 23 || k == 40 {
				shot(fmt.Sprintf("drag%d", k))
			}
		}
		if *c.chart.Cam == cam {
			t.Fatalf("%v×%v: the drag did not move the map", w, h)
		}
		frame(&input.State{MouseMoved: true, Pointers: []input.Pointer{{Kind: input.Mouse, X: x0 + 200, Y: y0 + 60, Released: true}}})
		frame(&input.State{})
		shot("after")
		dst.Deallocate()
	}
}
