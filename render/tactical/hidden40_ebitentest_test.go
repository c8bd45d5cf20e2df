//go:build ebitentest

package tactical

import (
	"fmt"
	"image"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/game/engine"
	tac "periscope/game/tactical"
	"periscope/render/table"
	"periscope/render/ui"
)

// [40] Hidden torpedoes on the board at 1024×640 and 1920×1080, by night
// (S8) and by day (S2): after their turn of fire the boat's torpedoes are
// on the Sub player's board and not on the Escort player's (the pixel at a
// hidden torpedo's hex differ between the two boards); the pictures are
// kept under PERISCOPE_TEST_SHOTS, and the test runs only then (two
// bot games to a hidden torpedo: about 45 s under load, over CI's budget).
func Test40_HiddenTorpedoesDrawn(t *testing.T) {
	if os.Getenv("PERISCOPE_TEST_SHOTS") == "" {
		t.Skip("PERISCOPE_TEST_SHOTS=dir draws the hidden torpedoes")
	}
	fonts, err := ui.NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	for _, scen := range []string{"S8", "S2"} {
		sys, m := newMatch(t, scen, 3, "hidden-torpedoes", "hidden-movement")
		hidden := func() *tac.Torpedo {
			for i := range m.S.Battle.Torpedoes {
				if tp := &m.S.Battle.Torpedoes[i]; tp.Hidden {
					return tp
				}
			}
			return nil
		}
		playUntil(t, sys, m, func(p *engine.Prompt) bool { return hidden() != nil && p.Seat == tac.SeatSub })
		tp := hidden()
		if tp == nil {
			t.Fatalf("%s: no hidden torpedo", scen)
		}
		for _, size := range [][2]int{{1024, 640}, {1920, 1080}} {
			var imgs [2]*ebiten.Image
			var f frame
			for k, seat := range []engine.Seat{tac.SeatSub, tac.SeatEscort} {
				img := ebiten.NewImage(size[0], size[1])
				r := image.Rect(0, 0, size[0]*7/10, size[1])
				b := NewBoard()
				b.Draw(img, r, m, table.View{Seat: seat, Fonts: fonts, Scale: float64(size[1]) / 640})
				f = view(r, m, tac.SeatSub)
				imgs[k] = img
				shot(t, img, fmt.Sprintf("hidden40-%s-%s-%dx%d.png", scen, seat, size[0], size[1]))
			}
			// The torpedo's mark lies within a hex of its hex's centre.
			x, y := f.px(tp.Hex)
			d, rad := 0, int(f.scale*1.5)
			for dx := -rad; dx <= rad; dx++ {
				for dy := -rad; dy <= rad; dy++ {
					if imgs[0].At(int(x)+dx, int(y)+dy) != imgs[1].At(int(x)+dx, int(y)+dy) {
						d++
					}
				}
			}
			if d == 0 {
				t.Errorf("%s %dx%d: torpedo %d at %s looks the same on both boards", scen, size[0], size[1], tp.N, tp.Hex)
			}
		}
	}
}
