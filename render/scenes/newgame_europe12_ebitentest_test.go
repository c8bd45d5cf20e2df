//go:build ebitentest

package scenes

import (
	"fmt"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/i18n"
	"periscope/input"
	"periscope/storage"
)

// Europe 1941's new-game tab at both reference sizes, in English and
// Italian, with its 37 options (the 36 rulings of spec 15 and the hot-seat
// standing orders): page by page through
// the options list (the wheel brings the last into view), every shown
// option inside the options area, no option's text shortened with "…"
// and none over another (PERISCOPE_TEST_SHOTS keeps every page).
func TestNewGameEuropeOptionsDrawn(t *testing.T) {
	defer i18n.SetLang(i18n.EN)
	for _, lang := range []i18n.Lang{i18n.EN, i18n.IT} {
		for _, size := range [][2]float64{{1024, 640}, {1920, 1080}} {
			env := newEnv(t, storage.NewMemory())
			env.Settings.Lang = string(lang)
			app := newApp(t, env, size[0], size[1], 1)
			click(t, app, "new-game")
			n := app.Scenes().Top().(*NewGame)
			tab := -1
			for i, tb := range n.tabs {
				if tb.system == "europe" {
					tab = i
				}
			}
			if tab < 0 {
				t.Fatal("no Europe tab")
			}
			click(t, app, n.tabBtn[tab].ID)
			x, y := n.optArea.Center()
			for page := 0; ; page++ {
				m := app.Metrics()
				for _, b := range n.optBtn {
					if b.Rect.W == 0 {
						continue
					}
					if b.Rect.X < 0 || b.Rect.Y < n.optArea.Y-1 || b.Rect.X+b.Rect.W > m.Width+1 || b.Rect.Y+b.Rect.H > n.optArea.Y+n.optArea.H+1 {
						t.Errorf("%s %.0fx%.0f page %d: %s at %+v, outside the options area %+v", lang, size[0], size[1], page, b.ID, b.Rect, n.optArea)
					}
				}
				rec := &fitRecorder{}
				done := rec.install()
				if os.Getenv("PERISCOPE_TEST_SHOTS") != "" {
					save(t, drawApp(app), fmt.Sprintf("newgame-europe-%s-%.0fx%.0f-%d.png", lang, size[0], size[1], page))
				} else {
					img := ebiten.NewImage(int(size[0]), int(size[1]))
					app.Scenes().Draw(img)
					img.Deallocate()
				}
				done()
				for _, c := range rec.cut {
					t.Errorf("%s %.0fx%.0f page %d: %q shortened to fit", lang, size[0], size[1], page, c)
				}
				for _, o := range rec.overlaps() {
					t.Errorf("%s %.0fx%.0f page %d: %s", lang, size[0], size[1], page, o)
				}
				if n.optTop >= len(n.optBtn)-n.optShown {
					break
				}
				top := n.optTop
				for k := 0; k < 40 && n.optTop < min(top+n.optShown, len(n.optBtn)-n.optShown); k++ {
					step(t, app, &input.State{Pointers: []input.Pointer{{Kind: input.Mouse, X: x, Y: y}}, WheelY: -1})
				}
				if n.optTop == top {
					t.Fatalf("%s %.0fx%.0f: the wheel does not scroll the options", lang, size[0], size[1])
				}
			}
			if last := n.optBtn[len(n.optBtn)-1]; last.Rect.W == 0 {
				t.Errorf("%s %.0fx%.0f: the last option never came into view", lang, size[0], size[1])
			}
		}
	}
}
