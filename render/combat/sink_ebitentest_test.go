//go:build ebitentest

package combat

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/game/bot"
	"periscope/input"
	"periscope/render/combat/combattest"
	"periscope/render/ui"
)

// TestSinkingDrawn draws a counter going down at 1024×640 (screenshot
// combat-sinking.png in $PERISCOPE_TEST_SHOTS): the water over it is drawn.
func TestSinkingDrawn(t *testing.T) {
	base := drive(t, "happy-time-1940", sinkingSeed(t), combattest.Want{Board: "c2", Kind: "allocate", Pack: true})
	sess := combattest.NewRevealing(base)
	h := newHarness(t, sess)
	h.m = ui.Metrics{Width: 1024, Height: 640, DeviceScale: 1, UIScale: 1}
	h.step(&input.State{})
	for d := 0; d < 60 && !h.sc.over; d++ {
		for i := 0; i < 3000 && sess.Pending() == nil && !h.sc.over; i++ {
			h.step(&input.State{})
			if h.sc.Sinking() > 0 && h.sc.sinkingProgress() > 0.4 {
				img := ebiten.NewImage(1024, 640)
				h.sc.Draw(img)
				shot(t, img, "combat-sinking.png")
				img.Deallocate()
				return
			}
		}
		p := sess.Pending()
		if p == nil {
			break
		}
		if err := sess.Apply(bot.NewDoctrine().Choose(sess.G, p)); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("no counter sank")
}
