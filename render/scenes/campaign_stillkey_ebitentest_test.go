//go:build ebitentest

package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/input"
)

// The campaign map's still key, built field by field (issue 16: no fmt in
// a panning frame), is the same while nothing changes and changes with
// the camera, the node under the pointer, the selected boat, the open
// stack and the HUD, so the map is redrawn exactly when it must be.
func TestCampaignStillKeyFollowsTheMap(t *testing.T) {
	app, c := campaignMap(t, "black-pit-1942")
	dst := ebiten.NewImage(1280, 800)
	defer dst.Deallocate()
	for range 20 { // the zoom settles
		step(t, app, &input.State{})
		app.Scenes().Draw(dst)
	}
	k0 := c.StillKey()
	if k1 := c.StillKey(); k1 != k0 {
		t.Fatalf("two keys of the same map differ:\n%q\n%q", k0, k1)
	}
	changes := []struct {
		what         string
		change, undo func()
	}{
		{"camera panned", func() { c.chart.Cam.CX += 0.5 }, func() { c.chart.Cam.CX -= 0.5 }},
		{"camera zoomed", func() { c.chart.Cam.Scale *= 1.01 }, func() { c.chart.Cam.Scale /= 1.01 }},
		{"node highlighted", func() { c.chart.Highlight = "x" + c.chart.Highlight }, func() { c.chart.Highlight = c.chart.Highlight[1:] }},
		{"boat selected", func() { c.selected += "?" }, func() { c.selected = c.selected[:len(c.selected)-1] }},
		{"target hovered", func() { c.hoverTgt++ }, func() { c.hoverTgt-- }},
		{"stack opened", func() { c.openStak++ }, func() { c.openStak-- }},
		{"HUD error shown", func() { c.hud.Err = "x" + c.hud.Err }, func() { c.hud.Err = c.hud.Err[1:] }},
	}
	for _, ch := range changes {
		ch.change()
		k := c.StillKey()
		ch.undo()
		if k == k0 {
			t.Errorf("%s: the key did not change", ch.what)
		}
		if back := c.StillKey(); back != k0 {
			t.Errorf("%s undone: the key is not what it was", ch.what)
		}
	}
}
