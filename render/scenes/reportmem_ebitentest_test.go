//go:build ebitentest

package scenes

import (
	"image"
	"runtime"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/game/engine"
	"periscope/input"
	"periscope/render/play"
	"periscope/storage"
)

// The after-action report at the end of a real patrol (the browser patrol
// died as the report opened: WebGL buffer data 21 MB -> 1,145 MB, the JS
// heap 54 MB -> 1,126 MB, then "Go program has already exited"): U-47
// played to its end by the bot, the report drawn for some frames at
// 1280×800 with the mouse over it and scrolled.
func TestReportMemoryAtPatrolEnd(t *testing.T) {
	store := storage.NewMemory()
	env := newEnv(t, store)
	th, err := play.LoadTheatre("atlantic")
	if err != nil {
		t.Fatal(err)
	}
	s, err := play.New(th, engine.Record{Scenario: "u47-scapa-flow", Seed: 3}, play.StoreSaver{Store: store})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 2000 && s.Live() != nil; i++ {
		s.RevealAll()
		if s.Pending() == nil {
			break
		}
		if err := s.Apply(*s.Suggest()); err != nil {
			t.Fatal(err)
		}
	}
	s.RevealAll()
	if !s.State().Over {
		t.Fatalf("the patrol did not end")
	}
	app := newApp(t, env, 1280, 800, 1)
	r := NewReport(env, s)
	app.Scenes().Push(r)
	dst := ebiten.NewImageWithOptions(image.Rect(0, 0, 1280, 800), &ebiten.NewImageOptions{Unmanaged: true})
	defer dst.Deallocate()
	base := settledGPUBytes(dst)
	var ms runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&ms)
	heap0, alloc0 := ms.HeapAlloc, ms.TotalAlloc
	peak, heapPeak := int64(0), uint64(0)
	for i := 0; i < 12; i++ {
		in := &input.State{}
		step(t, app, in)
		app.Scenes().Draw(dst)
		dst.At(0, 0)
		peak = max(peak, gpuBytes()-base)
		runtime.ReadMemStats(&ms)
		heapPeak = max(heapPeak, ms.HeapAlloc)
		if i%2 == 0 {
			r.scroll += r.m.Pt(40)
		}
	}
	perRender := float64(ms.TotalAlloc-alloc0) / float64(max(r.layer.Renders, 1))
	t.Logf("report: peak GPU image memory %.1f MB, Go heap %.1f -> peak %.1f MB, %d renders of the page, %.1f MB allocated per render", float64(peak)/1e6, float64(heap0)/1e6, float64(heapPeak)/1e6, r.layer.Renders, perRender/1e6)
	if r.layer.Renders < 4 {
		t.Errorf("the page was painted %d times: the scroll should repaint it", r.layer.Renders)
	}
	// Before the map's shapes were fills, one render allocated 4.4 GB.
	if perRender > 40e6 {
		t.Errorf("%.1f MB allocated per render of the report's page, over 40 MB", perRender/1e6)
	}
	if limit := int64(120e6); peak > limit {
		t.Errorf("GPU image memory peaked at %.1f MB, over %.0f MB", float64(peak)/1e6, float64(limit)/1e6)
	}
	if grow := heapPeak - heap0; grow > 300e6 {
		t.Errorf("the Go heap grew by %.1f MB drawing the report", float64(grow)/1e6)
	}
}
