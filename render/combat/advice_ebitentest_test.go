//go:build ebitentest

package combat

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/input"
	"periscope/render/combat/combattest"
	"periscope/render/ui"
)

// The board with Undo and Bot's advice shown, at 1024×640, 1280×800 and
// 1920×1080 (combat-advice-W.png in $PERISCOPE_TEST_SHOTS): the advice
// cuts no figure and the buttons lie inside the panel.
func TestBoardAdviceDrawn(t *testing.T) {
	for _, want := range []combattest.Want{{Board: "c2", Kind: "placement"}, {Board: "c2", Kind: "allocate", Pack: true}} {
		sess := &toolSession{Session: drive(t, "happy-time-1940", 1, want), t: t}
		for _, m := range []ui.Metrics{{Width: 1024, Height: 640, DeviceScale: 1, UIScale: 1}, {Width: 1280, Height: 800, DeviceScale: 1, UIScale: 1}, {Width: 1920, Height: 1080, DeviceScale: 1, UIScale: 1}} {
			h := newHarness(t, sess)
			h.m = m
			h.step(&input.State{})
			h.click("advice")
			h.step(&input.State{})
			if h.sc.adviceText() == "" {
				t.Fatalf("%s %v: no advice", want.Kind, m.Width)
			}
			checkCuts(t, h, want.Kind)
			for _, id := range []string{"undo", "advice"} {
				c, ok := h.control(id)
				if !ok || !h.sc.lay.panel.Contains(c.Rect.X+1, c.Rect.Y+1) || !h.sc.lay.panel.Contains(c.Rect.X+c.Rect.W-1, c.Rect.Y+c.Rect.H-1) {
					t.Errorf("%s %v: %s at %+v, outside the panel %+v", want.Kind, m.Width, id, c.Rect, h.sc.lay.panel)
				}
			}
			img := ebiten.NewImage(int(m.Width), int(m.Height))
			h.sc.Draw(img)
			shot(t, img, "combat-advice-"+want.Kind+"-"+itoa(int(m.Width))+".png")
			img.Deallocate()
		}
	}
}
