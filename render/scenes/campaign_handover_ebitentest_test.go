//go:build ebitentest

package scenes

import (
	"os"
	"testing"

	"periscope/input"
)

// The hand-over card of a two-player Pacific game [SW 26.0] as drawn: the
// seat's name bright over the dimmed chart. Only with PERISCOPE_TEST_SHOTS
// (the screenshot, handover-1024x640.png, goes there): the logic is
// TestSW26_0_HandOverBetweenCommands's.
func TestSW26_0_HandOverDrawn(t *testing.T) {
	if os.Getenv("PERISCOPE_TEST_SHOTS") == "" {
		t.Skip("PERISCOPE_TEST_SHOTS unset")
	}
	app, _ := handOverGame(t)
	for i := 0; i < 4 && scene(app) != "hand-over"; i++ {
		step(t, app, &input.State{})
	}
	if scene(app) != "hand-over" {
		t.Fatalf("scene %s, want the hand-over", scene(app))
	}
	img := drawApp(app)
	save(t, img, "handover-1024x640.png")
	b := app.Scenes().Top().(*HandOver).take.Rect
	if l := maxLum(img, b.Inset(4)); l < 150 {
		t.Errorf("the button's label is dim: %v", l)
	}
}
