//go:build ebitentest

package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/input"
	"periscope/render"
	"periscope/render/frametest"
)

// BenchmarkMapFrame is one frame (Update + Draw) of the campaign map with
// the whole theatre fitted and every counter on it — The Black Pit at its
// first decision: 38 boats, most at sea, with their markers, the pending
// prompt's targets and the HUD — at 1280×800, drawn every frame (as while
// the map pans or the log plays; an idle map is not redrawn at all) with
// the pointer moving over the chart, and waited for (as the GPU — here
// Xvfb's software one — finishes it). It reports the boats drawn.
func BenchmarkMapFrame(b *testing.B) { benchMap(b, true) }

// BenchmarkMapFrameCPU is the same frame's CPU side only (commands queued;
// they are run between frames, outside the timer): what it costs the game
// loop with a real GPU.
func BenchmarkMapFrameCPU(b *testing.B) { benchMap(b, false) }

func benchMap(b *testing.B, wait bool) {
	app, c := campaignMap(b, "black-pit-1942")
	dst := ebiten.NewImage(1280, 800)
	defer dst.Deallocate()
	step(b, app, &input.State{})
	app.Scenes().Draw(dst)
	step(b, app, &input.State{Chars: []rune{'f'}}) // F: the whole theatre
	// Let the zoom settle: the chart's layer is drawn once at the new scale.
	for range 20 {
		step(b, app, &input.State{})
		app.Scenes().Draw(dst)
	}
	dst.At(0, 0)
	if app.Scenes().Top() != render.Scene(c) {
		b.Fatalf("the map is not on top (%s)", app.Scenes().Top().Name())
	}
	boats := 0
	for _, k := range c.stacks {
		boats += len(k.subs)
	}
	renders := c.chart.LayerRenders
	in := &input.State{MouseMoved: true}
	frametest.Loop(b, dst, wait, func(i int) {
		in.Pointers = []input.Pointer{{Kind: input.Mouse, X: 300 + float64(i%50), Y: 300}}
		step(b, app, in)
		app.Scenes().Draw(dst)
	})
	b.ReportMetric(float64(boats), "boats")
	if c.chart.LayerRenders != renders {
		b.Fatalf("the chart's layer was redrawn %d times during the run", c.chart.LayerRenders-renders)
	}
}
