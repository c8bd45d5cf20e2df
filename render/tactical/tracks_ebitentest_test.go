//go:build ebitentest

package tactical

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/game/engine"
	tac "periscope/game/tactical"
	"periscope/i18n"
	"periscope/render/table"
	"periscope/render/ui"
)

// The damage and VP tracks on the board, day (S8) and night (S11), hidden
// movement on, at 1024×640 and 1920×1080 in English and Italian (CI: the
// tight size in Italian, the large in English; PERISCOPE_TEST_SHOTS draws
// all and keeps the pictures): a damaged merchantman's track is drawn
// under its counter, amber short of its mark and red past it; the VP
// track's band is drawn; a boat's track only for the Sub player.
func TestTracksDrawn(t *testing.T) {
	fonts, err := ui.NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	defer i18n.SetLang(i18n.EN)
	combos := [][2]int{{1, 0}, {0, 1}}
	if os.Getenv("PERISCOPE_TEST_SHOTS") != "" {
		combos = [][2]int{{0, 0}, {0, 1}, {1, 0}, {1, 1}}
	}
	for _, c := range []struct {
		scen string
		seat engine.Seat
		turn int
	}{{"S8", tac.SeatSub, 3}, {"S11", tac.SeatSub, 3}, {"S11", tac.SeatEscort, 3}} {
		sys, m := newMatch(t, c.scen, 3, "hidden-movement", "sonar")
		playTo(t, sys, m, c.turn, c.seat)
		// Damage: a merchantman short of its mark, one dead in the water,
		// and the boat hit once.
		var hit, diw *tac.Vessel
		for i := range m.S.Battle.Vessels {
			v := &m.S.Battle.Vessels[i]
			switch {
			case v.Gone():
			case v.Sub:
				v.Damage = 1
			case m.G.Role(v) == tac.Merchant && hit == nil:
				hit = v
				v.Damage, v.DIW = 1, false
			case m.G.Role(v) == tac.Merchant && diw == nil:
				diw = v
				v.Damage, v.DIW = m.G.Capacity(v)-1, true
			}
		}
		m.S.Score = m.G.Score()
		for _, lc := range combos {
			lang, size := []i18n.Lang{i18n.EN, i18n.IT}[lc[0]], [][2]int{{1024, 640}, {1920, 1080}}[lc[1]]
			i18n.SetLang(lang)
			img := ebiten.NewImage(size[0], size[1])
			scale := float64(size[1]) / 640
			r := image.Rect(0, 0, size[0]*7/10, size[1])
			b := NewBoard()
			b.Draw(img, r, m, table.View{Seat: c.seat, Fonts: fonts, Scale: scale})
			f := view(r, m, c.seat)
			at := func(x, y float64) color.RGBA { return img.At(int(x), int(y)).(color.RGBA) }
			for _, k := range []struct {
				v    *tac.Vessel
				want color.RGBA
			}{{hit, dmgCol}, {diw, markCol}} {
				bx, by := f.px(k.v.Bow)
				sx, sy := f.px(k.v.Stern())
				cx, cy := (bx+sx)/2, (by+sy)/2
				// The track's top is under the merchant's counter (drawVessel's
				// capsule, 0.9 hex wide); the first box's middle is filled.
				dy := by - sy
				ty := math.Max(cy+dy*0.7, cy-dy*0.55) + f.scale*0.45 + math.Max(2, f.scale*0.15)
				w, h := trackSize(f.scale, scale)
				cells, _ := trackCells(m.G.Capacity(k.v))
				px := at(cx-w/2+w/float64(cells)/2, ty+h/2)
				if px != k.want {
					t.Errorf("%s %s %v %s: %s's first damage box is %v, want %v", c.scen, c.seat, size, lang, k.v.ID, px, k.want)
				}
			}
			sea := at(float64(r.Max.X-2), float64(r.Max.Y-2))
			if vp := b.vpTrack; vp.Dx() < 100 || at(float64(vp.Min.X+3), float64(vp.Max.Y-3)) == sea || vp.Overlaps(b.replayBtn) {
				t.Errorf("%s %v: the VP track at %v (the replay's button at %v)", c.scen, size, vp, b.replayBtn)
			}
			shot(t, img, fmt.Sprintf("tracks-%s-%s-%d-%s.png", c.scen, c.seat, size[0], lang))
			img.Deallocate()
		}
	}
}
