//go:build ebitentest

package scenes

import (
	"syscall"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/input"
	"periscope/render/frametest"
)

// BenchmarkMapPan is one frame of the campaign map while the pointer drags
// it, as tests/browser/panfps.mjs drags it (issue 16: the map keeps 60 fps
// while panning): a new Happy Time campaign, the whole theatre fitted, at
// 1280×800, the pointer held down and moved by the same steps each frame,
// the frame waited for (Xvfb's software GPU finishes it); zoomed in one
// step from the fit, so that the map moves. It reports how
// much processor time the process used a frame (with Mesa's software GPU
// in it: less disturbed by a loaded machine than the wall time), and how
// many times a frame the chart's layer, its names' layer and the HUD were
// drawn (the App's frames leave an unchanged HUD on the screen).
func BenchmarkMapPan(b *testing.B) {
	app, c := campaignMap(b, "happy-time-1940")
	dst := ebiten.NewImage(1280, 800)
	defer dst.Deallocate()
	step(b, app, &input.State{})
	app.Scenes().Draw(dst)
	step(b, app, &input.State{Chars: []rune{'f'}}) // F: the whole theatre
	// Then one step of the zoom-in button (panfps.mjs's second figure): at
	// the fit the whole theatre shows and the camera cannot move.
	main := c.hud.Main
	c.chart.Cam.ZoomAt(1.4, main.X+main.W/2, main.Y+main.H/2)
	for range 20 {
		step(b, app, &input.State{})
		app.Scenes().Draw(dst)
	}
	const x0, y0 = 512, 400
	step(b, app, &input.State{MouseMoved: true, Pointers: []input.Pointer{{Kind: input.Mouse, X: x0, Y: y0, Pressed: true, Down: true}}})
	app.Scenes().Draw(dst)
	dst.At(0, 0)
	app.Draw(dst)
	layers, names, huds := c.chart.LayerRenders, c.chart.LabelRenders, c.hud.HUDRenders()
	moved := 0
	last := *c.chart.Cam
	in := &input.State{MouseMoved: true}
	cpu0 := processCPU()
	frametest.Loop(b, dst, true, func(i int) {
		k := i + 1 // panfps.mjs's steps: 5 px across, 4 down, in cycles of 30 and 15
		in.Pointers = []input.Pointer{{Kind: input.Mouse, X: x0 + float64(k%30)*5, Y: y0 + float64(k%15)*4, Down: true}}
		step(b, app, in)
		app.Draw(dst) // the App's frame: the HUD left on the screen
		if *c.chart.Cam != last {
			moved++
			last = *c.chart.Cam
		}
	})
	if moved < b.N/2 {
		b.Fatalf("the map moved in %d of %d frames", moved, b.N)
	}
	b.ReportMetric(float64(processCPU()-cpu0)/float64(time.Millisecond)/float64(b.N), "cpu-ms/frame")
	b.ReportMetric(float64(c.chart.LayerRenders-layers)/float64(b.N), "layers/frame")
	b.ReportMetric(float64(c.chart.LabelRenders-names)/float64(b.N), "names/frame")
	b.ReportMetric(float64(c.hud.HUDRenders()-huds)/float64(b.N), "huds/frame")
}

// processCPU is the processor time this process has used (user and system).
func processCPU() time.Duration {
	var u syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
		return 0
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}
