//go:build ebitentest

package scenes

import (
	"fmt"
	"os"
	"testing"

	"periscope/i18n"
	"periscope/storage"
)

// The builder [55–63] at both reference sizes, in English and Italian:
// every row's buttons inside the screen and apart from each other
// (PERISCOPE_TEST_SHOTS keeps the pictures).
func Test55_BuilderDrawn(t *testing.T) {
	defer i18n.SetLang(i18n.EN)
	// CI draws the tightest fit (Italian at 1024×640) and the largest
	// (English at 1920×1080); PERISCOPE_TEST_SHOTS draws all four.
	combos := [][2]int{{1, 0}, {0, 1}}
	if os.Getenv("PERISCOPE_TEST_SHOTS") != "" {
		combos = [][2]int{{0, 0}, {0, 1}, {1, 0}, {1, 1}}
	}
	for _, c := range combos {
		lang, size := []string{"en", "it"}[c[0]], [][2]float64{{1024, 640}, {1920, 1080}}[c[1]]
		{
			env := newEnv(t, storage.NewMemory())
			env.Settings.Lang = lang
			app := newApp(t, env, size[0], size[1], 1)
			b := openBuilder(t, app)
			click(t, app, "build:escort4")
			m := app.Metrics()
			var rects []struct {
				id         string
				x, y, w, h float64
			}
			for _, c := range b.Controls() {
				r := c.Rect
				if r.X < 0 || r.Y < 0 || r.X+r.W > m.Width+1 || r.Y+r.H > m.Height+1 {
					t.Errorf("%s %.0fx%.0f: %s lies outside the screen", lang, size[0], size[1], c.ID)
				}
				for _, o := range rects {
					if r.X < o.x+o.w && o.x < r.X+r.W && r.Y < o.y+o.h && o.y < r.Y+r.H {
						t.Errorf("%s %.0fx%.0f: %s overlaps %s", lang, size[0], size[1], c.ID, o.id)
					}
				}
				rects = append(rects, struct {
					id         string
					x, y, w, h float64
				}{c.ID, r.X, r.Y, r.W, r.H})
			}
			img := drawApp(app)
			i18n.SetLang(i18n.EN)
			save(t, img, fmt.Sprintf("builder-%s-%.0fx%.0f.png", lang, size[0], size[1]))
		}
	}
}
