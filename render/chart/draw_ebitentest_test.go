//go:build ebitentest

package chart

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/game/data/datatest"
)

func newTestChart(t testing.TB, w, h int) *Chart {
	c, err := New(Options{Theatre: datatest.Fixture(), Unit: 1, Period: 1}, w, h)
	if err != nil {
		t.Fatal(err)
	}
	c.SettleFrames = 0
	return c
}

func pixel(img *ebiten.Image, x, y float64) color.RGBA {
	return img.At(int(x), int(y)).(color.RGBA)
}

func near8(a, b color.RGBA, tol int) bool {
	d := func(x, y uint8) int {
		if x > y {
			return int(x - y)
		}
		return int(y - x)
	}
	return d(a.R, b.R) <= tol && d(a.G, b.G) <= tol && d(a.B, b.B) <= tol
}

func TestChartDrawsSeaAndLand(t *testing.T) {
	c := newTestChart(t, 800, 600)
	dst := ebiten.NewImage(800, 600)
	defer dst.Deallocate()
	c.Draw(dst)
	// Inland Spain is land; the open Atlantic far from any area is sea.
	x, y := c.Cam.ToScreen(-3.5, 40.5)
	if got := pixel(dst, x, y); !near8(got, Land, 12) {
		t.Errorf("inland Spain at %v,%v is %v, want land %v", x, y, got, Land)
	}
	x, y = c.Cam.ToScreen(-42, 48)
	got := pixel(dst, x, y)
	if near8(got, Land, 12) || got.B <= got.R {
		t.Errorf("open sea at %v,%v is %v, want a blue sea colour", x, y, got)
	}
}

func TestChartLayerIsCached(t *testing.T) {
	c := newTestChart(t, 800, 600)
	dst := ebiten.NewImage(800, 600)
	defer dst.Deallocate()
	c.Draw(dst)
	c.Highlight = "mid-ocean"
	c.Draw(dst)
	if c.LayerRenders != 1 {
		t.Fatalf("%d layer renders after two frames, want 1", c.LayerRenders)
	}
	c.Cam.ZoomAt(2, 400, 300)
	c.Draw(dst)
	if c.LayerRenders != 2 {
		t.Fatalf("zoom: %d layer renders, want 2", c.LayerRenders)
	}
	c.Cam.Pan(20, 10) // within the margin
	c.Draw(dst)
	if c.LayerRenders != 2 {
		t.Fatalf("small pan redrew the layer (%d renders)", c.LayerRenders)
	}
	c.Cam.Pan(2000, 0) // beyond the margin (or clamped: either way the view moved far)
	c.Draw(dst)
	c.SetPeriod(3)
	c.Draw(dst)
	if c.LayerRenders < 3 {
		t.Fatalf("period change did not redraw the layer (%d renders)", c.LayerRenders)
	}
}

func TestChartZoomPreviewThenRedraw(t *testing.T) {
	c := newTestChart(t, 800, 600)
	c.SettleFrames = 3
	dst := ebiten.NewImage(800, 600)
	defer dst.Deallocate()
	c.Draw(dst)
	x, y := c.Cam.ToScreen(-3.5, 40.5) // inland Spain
	c.Cam.ZoomAt(1.3, x, y)
	for i := 0; i < 3; i++ {
		c.Draw(dst)
		if c.LayerRenders != 1 {
			t.Fatalf("frame %d of the zoom redrew the layer", i)
		}
		// The scaled old layer still shows land under the fixed point.
		if got := pixel(dst, x, y); !near8(got, Land, 16) {
			t.Fatalf("preview at the zoom point is %v, want land", got)
		}
	}
	c.Draw(dst)
	if c.LayerRenders != 2 {
		t.Fatalf("settled zoom: %d renders, want 2", c.LayerRenders)
	}
}

func TestChartDrawsAACRow(t *testing.T) {
	c := newTestChart(t, 800, 600)
	c.Cam.Fit(GeoRect{-40, 38, -20, 52}) // Mid-Ocean fills the view
	dst := ebiten.NewImage(800, 600)
	defer dst.Deallocate()
	c.Draw(dst)
	n, _ := c.Layout().Node("mid-ocean")
	box, x, y, ok := c.aacGeometry(n)
	if !ok {
		t.Fatalf("no AAC row at radius %v", n.R)
	}
	// Fixture row "wwggoobbrr": box 0 white, box 2 green, box 9 red.
	for i, want := range map[int]color.RGBA{0: AACWhite, 2: AACGreen, 5: AACOrange, 7: AACBlue, 9: AACRed} {
		got := pixel(dst, x+(float64(i)+0.5)*box, y+box*0.2)
		if !near8(got, want, 8) {
			t.Errorf("box %d is %v, want %v", i, got, want)
		}
	}
}

// BenchmarkChartDraw is a steady frame: the cached layer, a highlighted
// area and the edge labels, with every area of the theatre on screen. The
// pixel read at the end waits for the GPU, so the time is the whole frame.
func BenchmarkChartDraw(b *testing.B) {
	c := newTestChart(b, 1600, 1000)
	dst := ebiten.NewImage(1600, 1000)
	defer dst.Deallocate()
	c.Highlight = "western-approaches"
	c.Selected = "north-sea"
	c.Draw(dst)
	dst.At(0, 0)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		c.Draw(dst)
		dst.At(0, 0)
	}
	if c.LayerRenders != 1 {
		b.Fatalf("layer redrawn %d times", c.LayerRenders)
	}
}

// BenchmarkChartLayer redraws the static layer (as on a zoom).
func BenchmarkChartLayer(b *testing.B) {
	c := newTestChart(b, 1600, 1000)
	dst := ebiten.NewImage(1600, 1000)
	defer dst.Deallocate()
	for i := 0; i < b.N; i++ {
		c.Invalidate()
		c.Draw(dst)
		dst.At(0, 0)
	}
}

// BenchmarkChartDrawCPU and BenchmarkChartLayerCPU measure the CPU side
// only (the commands are queued, not waited for): what a frame costs the
// game loop when a real GPU does the drawing. Give BenchmarkChartDrawCPU a
// count (-benchtime=200x): a steady frame is so cheap on the CPU now (the
// edge labels are pictures) that the b.N frames a time target asks for
// queue more commands than the software GPU empties in minutes.
func BenchmarkChartDrawCPU(b *testing.B) {
	c := newTestChart(b, 1600, 1000)
	dst := ebiten.NewImage(1600, 1000)
	defer dst.Deallocate()
	c.Highlight = "western-approaches"
	c.Draw(dst)
	dst.At(0, 0)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		c.Draw(dst)
	}
	b.StopTimer()
	dst.At(0, 0)
}

func BenchmarkChartLayerCPU(b *testing.B) {
	c := newTestChart(b, 1600, 1000)
	dst := ebiten.NewImage(1600, 1000)
	defer dst.Deallocate()
	for i := 0; i < b.N; i++ {
		c.Invalidate()
		c.Draw(dst)
	}
	b.StopTimer()
	dst.At(0, 0)
}
