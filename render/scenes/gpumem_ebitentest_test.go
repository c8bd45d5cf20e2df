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

// gpuBytes is Ebitengine's count of the GPU memory its images hold.
func gpuBytes() int64 {
	var d ebiten.DebugInfo
	ebiten.ReadDebugInfo(&d)
	return d.TotalGPUImageMemoryUsageInBytes
}

// settledGPUBytes is the GPU memory the process holds before a test draws:
// the images of earlier tests' apps, unreachable now, are collected and
// their textures deleted (a read of dst flushes Ebitengine's queue), and
// what is left is the baseline the test's own growth is measured from. In
// a package run the earlier tests' images otherwise count as this one's.
func settledGPUBytes(dst *ebiten.Image) int64 {
	for range 2 {
		runtime.GC()
		dst.At(0, 0)
	}
	return gpuBytes()
}

// The patrol's GPU memory (the browser patrol ran WebGL out of device
// memory: GL_OUT_OF_MEMORY, then CONTEXT_LOST_WEBGL): U-47 from the map
// into its first combat board at 1280×800, every frame drawn. The layers
// (HUD panels, the chart, the board's table and caches) are their own
// textures (glyph.NewLayer): on Ebitengine's atlas each redraw of a layer
// whose page was a source in the same frame moved it to another page and
// pages grew, 150 MB here where it is now about 92 MB.
func TestPatrolGPUMemory(t *testing.T) {
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
	app := newApp(t, env, 1280, 800, 1)
	c := NewCampaign(env, s)
	c.briefFirst = false
	app.Scenes().Push(c)
	// The screen is off the atlas; so is this stand-in for it.
	dst := ebiten.NewImageWithOptions(image.Rect(0, 0, 1280, 800), &ebiten.NewImageOptions{Unmanaged: true})
	defer dst.Deallocate()
	base := settledGPUBytes(dst)
	peak, combat := int64(0), false
	for i := 0; i < 60; i++ {
		step(t, app, &input.State{})
		app.Scenes().Draw(dst)
		dst.At(0, 0)
		peak = max(peak, gpuBytes()-base)
		combat = combat || scene(app) == "combat"
		s.RevealAll()
		if p := s.Pending(); p != nil && i%5 == 4 {
			if err := s.Apply(*s.Suggest()); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Logf("peak GPU image memory %.1f MB, combat board reached: %v", float64(peak)/1e6, combat)
	if !combat {
		t.Errorf("the patrol did not reach its combat board")
	}
	if limit := int64(120e6); peak > limit {
		t.Errorf("GPU image memory peaked at %.1f MB, over %.0f MB", float64(peak)/1e6, float64(limit)/1e6)
	}
}
