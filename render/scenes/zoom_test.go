package scenes

import (
	"math"
	"testing"

	"periscope/game/engine"
	"periscope/input"
	"periscope/render/play"
	"periscope/storage"
)

// The wheel zooms smoothly, anchored on the pointer (issue 14, item 9): a
// notch goes over several frames, not in one jump; every frame keeps the
// place under the pointer under it; it ends at the notch's whole factor;
// with animations off it is one step. (Where the chart's edge holds the
// view, the clamp wins; that is not tested.)
func TestZoomSmoothAnchoredOnPointer(t *testing.T) {
	th, err := play.LoadTheatre("atlantic")
	if err != nil {
		t.Fatal(err)
	}
	for _, speed := range []float64{1, 0} {
		s, err := play.New(th, engine.Record{Scenario: "happy-time-1940", Seed: 1}, nil)
		if err != nil {
			t.Fatal(err)
		}
		env := newEnv(t, storage.NewMemory())
		env.Settings.AnimSpeed = speed
		app := newApp(t, env, 1280, 800, 1)
		c := NewCampaign(env, s)
		app.Scenes().Push(c)
		step(t, app, &input.State{})
		click(t, app, "begin")
		cam := c.chart.Cam
		main := c.hud.Main
		// Zoomed in, so that the edges of the chart do not hold the view.
		cam.ZoomAt(3, main.X+main.W/2, main.Y+main.H/2)
		step(t, app, &input.State{})
		x, y := main.X+main.W*0.3, main.Y+main.H*0.6
		lon, lat := cam.ToGeo(x, y)
		before := cam.Scale
		mouse := input.Pointer{Kind: input.Mouse, X: x, Y: y}
		step(t, app, &input.State{Pointers: []input.Pointer{mouse}, WheelY: 1})
		first := cam.Scale / before
		frames := 1
		for ; frames < 120 && c.zoomLeft != 1 && c.zoomLeft != 0; frames++ {
			sx, sy := cam.ToScreen(lon, lat)
			if math.Hypot(sx-x, sy-y) > 0.5 {
				t.Fatalf("speed %v, frame %d: the place under the pointer moved to %.1f,%.1f from %.1f,%.1f", speed, frames, sx, sy, x, y)
			}
			step(t, app, &input.State{Pointers: []input.Pointer{mouse}})
		}
		total := cam.Scale / before
		if math.Abs(total-1.15) > 0.002 {
			t.Errorf("speed %v: one notch zoomed ×%.4f, want ×1.15", speed, total)
		}
		if speed > 0 && (first >= 1.1 || frames < 5) {
			t.Errorf("speed %v: the first frame went ×%.3f of ×1.15, in %d frames: not smooth", speed, first, frames)
		}
		if speed == 0 && math.Abs(first-1.15) > 0.002 {
			t.Errorf("animations off: the first frame went ×%.3f", first)
		}
		sx, sy := cam.ToScreen(lon, lat)
		if math.Hypot(sx-x, sy-y) > 0.5 {
			t.Errorf("speed %v: the place under the pointer ended at %.1f,%.1f, not %.1f,%.1f", speed, sx, sy, x, y)
		}
	}
}
