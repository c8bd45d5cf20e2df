//go:build ebitentest

package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/render/ui"
	"periscope/storage"
)

// BenchmarkChartFirstDraw measures the title backdrop's first draw at
// 1280×800 (the sea, graticule, border, rose and labels), as the first frame
// pays it: allocations per op are the Go heap it costs.
//
//	xvfb-run -a go test -tags=ebitentest ./render/scenes -run XXX -bench ChartFirstDraw -benchmem
func BenchmarkChartFirstDraw(b *testing.B) {
	env := newEnv(b, storage.NewMemory())
	m := ui.Metrics{Width: 1280, Height: 800, DeviceScale: 1, UIScale: 1}
	dst := ebiten.NewImage(1280, 800)
	defer dst.Deallocate()
	px := make([]byte, 4*1280*800)
	b.ReportAllocs()
	for b.Loop() {
		c := NewChart(env.Fonts)
		c.Draw(dst, m)
		dst.ReadPixels(px) // flush the queued drawing
		c.img.Deallocate()
	}
}

// BenchmarkFirstFrame measures what the game does before its first frame,
// natively: the fonts, the title scene and its first draw at 1280×800.
//
//	xvfb-run -a go test -tags=ebitentest ./render/scenes -run XXX -bench FirstFrame -benchmem
func BenchmarkFirstFrame(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		env := newEnv(b, storage.NewMemory())
		app := newApp(b, env, 1280, 800, 1)
		img := drawApp(app)
		_ = img
	}
}
