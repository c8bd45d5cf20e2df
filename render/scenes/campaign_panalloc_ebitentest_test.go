//go:build ebitentest

package scenes

import (
	"runtime"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/input"
	"periscope/render"
)

// panFrames sets up BenchmarkMapPan's pan (a new Happy Time campaign at
// 1280×800, the whole theatre fitted, then one step of zoom-in so that
// the map moves; zoomed false stays at the fit, where the pointer moves
// over a still map), warms it for warm frames and then runs n frames of the
// drag by panfps.mjs's steps, each the App's frame (Update and Draw) as
// the game loop runs it. It returns the heap allocations (count and bytes)
// of those n frames, counted around each frame alone (the frame's drawing
// commands are run after it, outside the count).
func panFrames(tb testing.TB, zoomed bool, warm, n int) (mallocs, bytes uint64, moved int) {
	app, c := campaignMap(tb, "happy-time-1940")
	dst := ebiten.NewImage(1280, 800)
	defer dst.Deallocate()
	step(tb, app, &input.State{})
	app.Draw(dst)
	step(tb, app, &input.State{Chars: []rune{'f'}})
	if zoomed {
		main := c.hud.Main
		c.chart.Cam.ZoomAt(1.4, main.X+main.W/2, main.Y+main.H/2)
	}
	for range 20 {
		step(tb, app, &input.State{})
		app.Draw(dst)
	}
	const x0, y0 = 512, 400
	step(tb, app, &input.State{MouseMoved: true, Pointers: []input.Pointer{{Kind: input.Mouse, X: x0, Y: y0, Pressed: true, Down: true}}})
	app.Draw(dst)
	dst.At(0, 0)
	in := &input.State{MouseMoved: true}
	last := *c.chart.Cam
	var before, after runtime.MemStats
	for i := range warm + n {
		k := i + 1 // panfps.mjs's steps: 5 px across, 4 down, in cycles of 30 and 15
		in.Pointers = []input.Pointer{{Kind: input.Mouse, X: x0 + float64(k%30)*5, Y: y0 + float64(k%15)*4, Down: true}}
		runtime.ReadMemStats(&before)
		step(tb, app, in)
		app.Draw(dst)
		runtime.ReadMemStats(&after)
		if i >= warm {
			mallocs += after.Mallocs - before.Mallocs
			bytes += after.TotalAlloc - before.TotalAlloc
			if *c.chart.Cam != last {
				moved++
			}
		}
		last = *c.chart.Cam
		dst.At(0, 0) // the frame's commands run, as at a frame's end
	}
	if app.Scenes().Top() != render.Scene(c) {
		tb.Fatalf("the map is not on top (%s)", app.Scenes().Top().Name())
	}
	return mallocs, bytes, moved
}

// A panning frame allocates nothing (issue 16: the map keeps 60 fps while
// panning). In the browser Go's collector has no thread of its own: a
// collection stops the frame it falls in for as long as it takes to mark
// the live heap, and panfps.mjs's dropped frames included callbacks of
// 34–43 ms that drew what a 4 ms one draws. Every byte a frame allocates
// brings the next collection closer, so a frame of the map, moving or
// not, allocates nothing once it has been drawn a few times (its buffers
// grown, its texts' pictures made).
func TestMapPanFrameAllocatesNothing(t *testing.T) {
	for _, zoomed := range []bool{false, true} {
		mallocs, bytes, moved := panFrames(t, zoomed, 60, 60)
		t.Logf("zoomed %v: %d allocations, %d bytes in 60 frames (the map moved in %d)", zoomed, mallocs, bytes, moved)
		if zoomed && moved < 30 {
			t.Fatalf("the map moved in %d of 60 frames", moved)
		}
		if mallocs != 0 {
			t.Errorf("zoomed %v: %.1f allocations (%.0f bytes) a panning frame, want none", zoomed, float64(mallocs)/60, float64(bytes)/60)
		}
	}
}
