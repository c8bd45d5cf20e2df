//go:build ebitentest

package tactical

import (
	"fmt"
	"image"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	tac "periscope/game/tactical"
	"periscope/render/table"
	"periscope/render/ui"
)

// [51] A circling torpedo's loops are drawn ahead of it, at 1024×640 and
// 1920×1080: a FAT put on the board of a designed battle changes the
// pixels at a hex of its loop (past its first 180° turn, off its straight
// line) against the same torpedo running straight; the pictures are kept
// under PERISCOPE_TEST_SHOTS, and the test runs only then (four whole
// boards drawn: CI's budget; the course itself is Test51_CirclingCourseIsTheRun's).
func Test51_CirclingLoopsDrawn(t *testing.T) {
	if os.Getenv("PERISCOPE_TEST_SHOTS") == "" {
		t.Skip("PERISCOPE_TEST_SHOTS=dir draws the circling loops")
	}
	fonts, err := ui.NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	_, m := newMatch(t, "design:W43;turns=10;convoy=10/slow;escorts=Flower;boats=VIIC/G7a", 1, "circling")
	// Fired from the boat toward the convoy's columns.
	boat := m.G.Vessel("VIIC-1")
	fat := tac.Torpedo{N: 99, Type: "G7a", Owner: boat.ID, Hex: boat.Bow.Neighbour(tac.Dir2), Heading: tac.Dir2, Fired: m.S.Battle.Turn,
		Circle: 10, Turn: 1, Leg: 1, Run: 1}
	course := tac.CirclingCourse(fat, 24)
	loop := course[len(course)-1]
	for _, size := range [][2]int{{1024, 640}, {1920, 1080}} {
		r := image.Rect(0, 0, size[0]*7/10, size[1])
		var imgs [2]*ebiten.Image
		for k, circle := range []int{fat.Circle, 0} {
			tp := fat
			tp.Circle = circle
			m.S.Battle.Torpedoes = []tac.Torpedo{tp}
			img := ebiten.NewImage(size[0], size[1])
			NewBoard().Draw(img, r, m, table.View{Seat: tac.SeatSub, Fonts: fonts, Scale: float64(size[1]) / 640})
			imgs[k] = img
			if k == 0 {
				shot(t, img, fmt.Sprintf("circling51-%dx%d.png", size[0], size[1]))
			}
		}
		// The hexes of the way back, after the 180° turn.
		var px [2]*image.RGBA
		for k := range px {
			px[k] = image.NewRGBA(imgs[k].Bounds())
			imgs[k].ReadPixels(px[k].Pix)
		}
		f := view(r, m, tac.SeatSub)
		d, rad := 0, int(f.scale)
		for _, h := range course[fat.Circle+3:] {
			x, y := f.px(h)
			for dx := -rad; dx <= rad; dx++ {
				for dy := -rad; dy <= rad; dy++ {
					if px[0].RGBAAt(int(x)+dx, int(y)+dy) != px[1].RGBAAt(int(x)+dx, int(y)+dy) {
						d++
					}
				}
			}
		}
		if d == 0 {
			t.Errorf("%dx%d: nothing drawn on the FAT's way back (to %s)", size[0], size[1], loop)
		}
	}
	m.S.Battle.Torpedoes = nil
}
