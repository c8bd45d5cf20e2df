//go:build ebitentest

package scenes

import (
	"fmt"
	"image"
	"os"
	"testing"

	"periscope/game/campaign"
	"periscope/game/engine"
	"periscope/input"
	"periscope/render/chart"
	"periscope/render/play"
	"periscope/storage"
)

// The pale sub icons of Cape Verde and West Africa [2.13] are drawn faint
// without the political rules' Vichy co-belligerence and as active icons
// with it [36.63H], at 1024×640 and 1920×1080 (screenshots pale-icons-*.png
// in $PERISCOPE_TEST_SHOTS, October 1940, the chart centred between the
// two areas). The
// test measures what changes between the two: only pixels about the two
// areas' icons, brighter with Vichy at war. Only with PERISCOPE_TEST_SHOTS
// (not in CI: four campaign maps drawn).
func TestPaleSubIconsShots(t *testing.T) {
	if os.Getenv("PERISCOPE_TEST_SHOTS") == "" {
		t.Skip("draws four campaign maps: set PERISCOPE_TEST_SHOTS")
	}
	th, err := play.LoadTheatre("atlantic")
	if err != nil {
		t.Fatal(err)
	}
	for _, size := range [][2]float64{{1024, 640}, {1920, 1080}} {
		var shots [2]*image.RGBA
		var centre [2][2]float64 // Cape Verde's and West Africa's nodes on the screen
		for i, on := range []bool{false, true} {
			s, err := play.New(th, engine.Record{Scenario: "campaign-1939", Seed: 1, Options: []string{campaign.OptPolitical}}, nil)
			if err != nil {
				t.Fatal(err)
			}
			s.RevealAll()
			st := s.State()
			st.Period, st.Month = 2, 1940*12+9 // October 1940: the areas' rows show the pale icon from period 2
			st.Flags[campaign.FlagVichyCoBelligerent] = on
			env := newEnv(t, storage.NewMemory())
			app := newApp(t, env, size[0], size[1], 1)
			c := NewCampaign(env, s)
			c.briefFirst = false
			app.Scenes().Push(c)
			step(t, app, &input.State{})
			layoutByDrawing(app)
			var cv, wa *chart.Node
			for range 8 { // centre the chart between the two areas; let it settle there
				var ok1, ok2 bool
				cv, ok1 = c.chart.Layout().Node("cape-verde")
				wa, ok2 = c.chart.Layout().Node("west-africa")
				if !ok1 || !ok2 {
					t.Fatal("Cape Verde or West Africa not on the chart")
				}
				cam := c.chart.Cam
				cam.Pan(cam.W/2-(cv.X+wa.X)/2, cam.H/2-(cv.Y+wa.Y)/2)
				c.chart.Invalidate()
				step(t, app, &input.State{})
				layoutByDrawing(app)
			}
			cv, _ = c.chart.Layout().Node("cape-verde")
			wa, _ = c.chart.Layout().Node("west-africa")
			centre = [2][2]float64{{cv.X, cv.Y}, {wa.X, wa.Y}}
			shots[i] = drawApp(app)
			save(t, shots[i], fmt.Sprintf("pale-icons-%v-%.0fx%.0f.png", map[bool]string{false: "off", true: "vichy"}[on], size[0], size[1]))
		}
		// Where the two drawings differ, and how much brighter with Vichy.
		var n, near int
		var dl float64
		b := shots[0].Bounds()
		for y := b.Min.Y; y < b.Max.Y; y++ {
			for x := b.Min.X; x < b.Max.X; x++ {
				a, v := shots[0].RGBAAt(x, y), shots[1].RGBAAt(x, y)
				if a == v {
					continue
				}
				n++
				dl += lum(v) - lum(a)
				for _, p := range centre {
					if dx, dy := float64(x)-p[0], float64(y)-p[1]; dx*dx+dy*dy < 150*150 {
						near++
						break
					}
				}
			}
		}
		t.Logf("%v: %d pixels differ, %d within 150 px of the two areas; mean luminance change %+.1f", size, n, near, dl/max(1, float64(n)))
		if n == 0 || dl <= 0 {
			t.Errorf("%v: the pale icons look the same with Vichy at war (%d pixels differ, luminance %+.0f)", size, n, dl)
		}
		if near < n {
			t.Errorf("%v: %d of %d changed pixels are away from Cape Verde and West Africa", size, n-near, n)
		}
	}
}
