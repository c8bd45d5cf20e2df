//go:build ebitentest

package scenes

import (
	"image"
	"runtime"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/input"
	"periscope/storage"
)

// The menus' sea chart (chart.go) at three screen sizes: its rhumb lines
// were an anti-aliased stroke with round joins, the kind of call that built
// gigabytes of vertices in the report's map (TestReportMemoryAtPatrolEnd);
// they are a glyph.Painter's feathered lines now (no vector path in the
// first frame, issue 16). Each size's first frame paints the chart; the
// test fails over 40 MB allocated in Go or 60 MB of GPU image memory grown
// for it.
func TestChartBackdropMemory(t *testing.T) {
	for _, sz := range [][2]int{{1024, 640}, {1280, 800}, {1920, 1080}} {
		env := newEnv(t, storage.NewMemory())
		app := newApp(t, env, float64(sz[0]), float64(sz[1]), 1)
		app.Scenes().Push(NewTitle(env))
		dst := ebiten.NewImageWithOptions(image.Rect(0, 0, sz[0], sz[1]), &ebiten.NewImageOptions{Unmanaged: true})
		base := settledGPUBytes(dst)
		var ms runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&ms)
		alloc0 := ms.TotalAlloc
		step(t, app, &input.State{})
		app.Scenes().Draw(dst)
		dst.At(0, 0)
		grown := gpuBytes() - base
		runtime.ReadMemStats(&ms)
		alloc := ms.TotalAlloc - alloc0
		t.Logf("%d×%d: the title's first frame allocated %.1f MB in Go, GPU image memory +%.1f MB", sz[0], sz[1], float64(alloc)/1e6, float64(grown)/1e6)
		if alloc > 40e6 {
			t.Errorf("%d×%d: %.1f MB allocated for the first frame, over 40 MB", sz[0], sz[1], float64(alloc)/1e6)
		}
		if grown > 60e6 {
			t.Errorf("%d×%d: GPU image memory grew %.1f MB, over 60 MB", sz[0], sz[1], float64(grown)/1e6)
		}
		dst.Deallocate()
	}
}
