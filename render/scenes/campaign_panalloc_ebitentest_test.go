//go:build ebitentest

package scenes

import (
	"fmt"
	"runtime"
	"slices"
	"strings"
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
// the game loop runs it. It returns the heap allocations of those n
// frames by where they were made (frameAllocs), and in how many of them
// the map moved.
func panFrames(tb testing.TB, zoomed bool, warm, n int) (allocs []siteAllocs, moved int) {
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
	frame := func(i int) {
		k := i + 1 // panfps.mjs's steps: 5 px across, 4 down, in cycles of 30 and 15
		in.Pointers = []input.Pointer{{Kind: input.Mouse, X: x0 + float64(k%30)*5, Y: y0 + float64(k%15)*4, Down: true}}
		step(tb, app, in)
		app.Draw(dst)
		if *c.chart.Cam != last {
			moved++
		}
		last = *c.chart.Cam
		dst.At(0, 0) // the frame's commands run, as at a frame's end
	}
	for i := range warm {
		frame(i)
	}
	moved = 0
	allocs = frameAllocs(func() {
		for i := range n {
			frame(warm + i)
		}
	})
	if app.Scenes().Top() != render.Scene(c) {
		tb.Fatalf("the map is not on top (%s)", app.Scenes().Top().Name())
	}
	return allocs, moved
}

// siteAllocs is what was allocated at one place: the innermost function of
// ours (package periscope) on the allocation's stack, then where it was
// made.
type siteAllocs struct {
	site         string
	count, bytes int64
}

// frameAllocs runs f with every allocation recorded (the memory profile
// at a rate of 1) and returns its allocations, by site, largest count
// first. Left out: the test's own (dst.At's read-back) and Ebitengine's
// command queue's: the test runs inside one tick of Ebitengine's loop
// (frametest.Main), so the queue's per-frame buffers, reset when a frame
// ends in the game, only grow here.
func frameAllocs(f func()) []siteAllocs {
	old := runtime.MemProfileRate
	runtime.MemProfileRate = 1
	defer func() { runtime.MemProfileRate = old }()
	snap := func() map[[32]uintptr][2]int64 {
		runtime.GC()
		runtime.GC() // the profile is published a cycle late
		var rs []runtime.MemProfileRecord
		n, _ := runtime.MemProfile(nil, true)
		for {
			rs = make([]runtime.MemProfileRecord, n+64)
			var ok bool
			if n, ok = runtime.MemProfile(rs, true); ok {
				rs = rs[:n]
				break
			}
		}
		m := map[[32]uintptr][2]int64{}
		for _, r := range rs {
			m[r.Stack0] = [2]int64{r.AllocObjects, r.AllocBytes}
		}
		return m
	}
	before := snap()
	f()
	after := snap()
	by := map[string]*siteAllocs{}
	for stk, a := range after {
		b := before[stk]
		if a[0] == b[0] {
			continue
		}
		site, skip := allocSite(stk)
		if skip {
			continue
		}
		s := by[site]
		if s == nil {
			s = &siteAllocs{site: site}
			by[site] = s
		}
		s.count += a[0] - b[0]
		s.bytes += a[1] - b[1]
	}
	var out []siteAllocs
	for _, s := range by {
		out = append(out, *s)
	}
	slices.SortFunc(out, func(a, b siteAllocs) int { return int(b.count - a.count) })
	return out
}

// allocSite names an allocation's stack by its innermost function of ours
// and the function that allocated; skip is for the ones frameAllocs
// leaves out.
func allocSite(stk [32]uintptr) (site string, skip bool) {
	frames := runtime.CallersFrames(stk[:])
	var top, ours string
	depth := 0
	for {
		fr, more := frames.Next()
		fn := fr.Function
		if fn == "" {
			break
		}
		if strings.Contains(fn, "internal/graphicscommand.(*commandQueue)") ||
			strings.Contains(fn, "(*Image).At") || strings.HasPrefix(fn, "runtime.") && top == "" && strings.Contains(fn, "GC") {
			return "", true
		}
		if strings.HasPrefix(fn, "runtime.") {
			if !more {
				break
			}
			continue
		}
		if top == "" {
			top = fmt.Sprintf("%s:%d", fn, fr.Line)
		}
		if strings.HasPrefix(fn, "periscope/render/scenes.panFrames") || strings.HasPrefix(fn, "periscope/render/scenes.frameAllocs") {
			return "", true // the test's own
		}
		if strings.HasPrefix(fn, "periscope/") {
			depth++
			if ours != "" {
				ours = fmt.Sprintf("%s:%d ← ", fn, fr.Line) + ours
			} else {
				ours = fmt.Sprintf("%s:%d", fn, fr.Line)
			}
			if depth == 5 {
				break
			}
		}
		if !more {
			break
		}
	}
	if ours == top {
		return ours, false
	}
	return ours + " → " + top, false
}

// sum adds up allocations.
func sum(s []siteAllocs) (count, bytes int64) {
	for _, a := range s {
		count += a.count
		bytes += a.bytes
	}
	return count, bytes
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
	const n = 60
	for _, zoomed := range []bool{false, true} {
		allocs, moved := panFrames(t, zoomed, 60, n)
		count, bytes := sum(allocs)
		t.Logf("zoomed %v: %d allocations, %d bytes in %d frames (the map moved in %d)", zoomed, count, bytes, n, moved)
		if zoomed && moved < n/2 {
			t.Fatalf("the map moved in %d of %d frames", moved, n)
		}
		if count != 0 {
			var b strings.Builder
			for _, a := range allocs[:min(len(allocs), 60)] {
				fmt.Fprintf(&b, "\n  %6.1f a frame, %7.0f B: %s", float64(a.count)/n, float64(a.bytes)/n, a.site)
			}
			t.Errorf("zoomed %v: %.1f allocations (%.0f bytes) a panning frame, want none:%s", zoomed, float64(count)/n, float64(bytes)/n, b.String())
		}
	}
}
