//go:build ebitentest

package scenes

import (
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/input"
	"periscope/render"
	"periscope/render/ui"
	"periscope/storage"
)

// render draws the top scene of app into a new image of the app's size.
func drawApp(app *render.App) *image.RGBA {
	m := app.Metrics()
	img := ebiten.NewImage(int(m.Width), int(m.Height))
	defer img.Deallocate()
	app.Scenes().Draw(img)
	px := make([]byte, 4*int(m.Width)*int(m.Height))
	img.ReadPixels(px)
	return &image.RGBA{Pix: px, Stride: 4 * int(m.Width), Rect: image.Rect(0, 0, int(m.Width), int(m.Height))}
}

func lum(c color.RGBA) float64 {
	return 0.2126*float64(c.R) + 0.7152*float64(c.G) + 0.0722*float64(c.B)
}

// brightBox returns the bounding box of pixels brighter than level within r.
func brightBox(img *image.RGBA, r image.Rectangle, level float64) (image.Rectangle, int) {
	box := image.Rectangle{Min: image.Pt(math.MaxInt32, math.MaxInt32)}
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if lum(img.RGBAAt(x, y)) > level {
				n++
				box.Min.X, box.Min.Y = min(box.Min.X, x), min(box.Min.Y, y)
				box.Max.X, box.Max.Y = max(box.Max.X, x+1), max(box.Max.Y, y+1)
			}
		}
	}
	return box, n
}

func maxLum(img *image.RGBA, r ui.Rect) float64 {
	best := 0.0
	for y := int(r.Y); y < int(r.Y+r.H); y++ {
		for x := int(r.X); x < int(r.X+r.W); x++ {
			best = math.Max(best, lum(img.RGBAAt(x, y)))
		}
	}
	return best
}

func save(t *testing.T, img *image.RGBA, name string) {
	dir := os.Getenv("PERISCOPE_TEST_SHOTS")
	if dir == "" {
		return
	}
	os.MkdirAll(dir, 0o755)
	f, err := os.Create(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	png.Encode(f, img)
}

func TestTitlePixels(t *testing.T) {
	env := newEnv(t, storage.NewMemory())
	app := newApp(t, env, 1280, 800, 1)
	img := drawApp(app)
	save(t, img, "title-native.png")

	// The sea: dark navy in the corners, blue above red and green.
	for _, p := range []image.Point{{3, 3}, {1276, 796}, {640, 60}} {
		c := img.RGBAAt(p.X, p.Y)
		if lum(c) > 70 || c.B <= c.R || c.B < c.G {
			t.Errorf("sea at %v is %v, want dark navy", p, c)
		}
	}
	// The title: bright lettering, centred, in the upper half.
	box, n := brightBox(img, image.Rect(0, 0, 1280, 400), 200)
	if n < 2000 {
		t.Fatalf("title: only %d bright pixels", n)
	}
	if cx := (box.Min.X + box.Max.X) / 2; cx < 620 || cx > 660 {
		t.Errorf("title centred at x=%d, box %v", cx, box)
	}
	// Button labels: New game bright, Continue greyed.
	title := app.Scenes().Top().(*Title)
	if l := maxLum(img, title.newGame.Rect); l < 200 {
		t.Errorf("New game label max luminance %v", l)
	}
	if l := maxLum(img, title.cont.Rect.Inset(4)); l > 140 {
		t.Errorf("disabled Continue too bright: %v", l)
	}
}

// TestHiDPISharp draws the title at device scale 1 and 2: the lettering must
// be twice as large in device pixels (drawn at device resolution, not
// upscaled) with comparably hard edges.
func TestHiDPISharp(t *testing.T) {
	var boxes [2]image.Rectangle
	var edges [2]float64
	for i, scale := range []float64{1, 2} {
		env := newEnv(t, storage.NewMemory())
		app := newApp(t, env, 1280, 800, scale)
		img := drawApp(app)
		save(t, img, []string{"title-dpr1.png", "title-dpr2.png"}[i])
		// Above the buttons (New game's frame starts at y≈372 at 1×): the
		// lettering only, not the frames' anti-aliased edges.
		h := int(340 * scale)
		box, _ := brightBox(img, image.Rect(0, 0, img.Rect.Dx(), h), 200)
		boxes[i] = box
		// Share of the title's pixels that are mid-tones (edges): a blurred,
		// upscaled title would have about twice the share of a sharp one.
		mid, all := 0, 0
		for y := box.Min.Y; y < box.Max.Y; y++ {
			for x := box.Min.X; x < box.Max.X; x++ {
				l := lum(img.RGBAAt(x, y))
				if l > 90 {
					all++
					if l < 180 {
						mid++
					}
				}
			}
		}
		edges[i] = float64(mid) / float64(all)
	}
	ratio := float64(boxes[1].Dx()) / float64(boxes[0].Dx())
	if ratio < 1.9 || ratio > 2.1 {
		t.Errorf("title width ratio at 2× = %.3f (boxes %v, %v)", ratio, boxes[0], boxes[1])
	}
	if edges[1] > edges[0]*0.8 {
		t.Errorf("edge share at 2× %.3f vs 1× %.3f: not sharper", edges[1], edges[0])
	}
}

func TestEveryMenuSceneDraws(t *testing.T) {
	env := newEnv(t, storage.NewMemory())
	app := newApp(t, env, 1024, 700, 1.5)
	for _, id := range []string{"new-game", "settings"} {
		click(t, app, id)
		img := drawApp(app)
		save(t, img, scene(app)+"-native.png")
		if _, n := brightBox(img, img.Rect, 200); n < 500 {
			t.Errorf("%s: nearly nothing bright drawn (%d px)", scene(app), n)
		}
		step(t, app, keys(input.Back))
	}
}

// Every scenario's goal fits under the scenario list on the new-game page
// (the layout is the same at every window size), none cut short.
func TestNewGameGoalsFit(t *testing.T) {
	env := newEnv(t, storage.NewMemory())
	app := newApp(t, env, 1280, 800, 1)
	click(t, app, "new-game")
	n, ok := app.Scenes().Top().(*NewGame)
	if !ok {
		t.Fatalf("scene %s", scene(app))
	}
	for i, sc := range n.scenarios {
		lines, _, _, cut := n.goalLines(i)
		if cut {
			t.Errorf("%s: the goal is cut after %d lines: …%q", sc.ID, len(lines), lines[len(lines)-1])
		}
	}
	click(t, app, "scn:black-pit-1942")
	save(t, drawApp(app), "newgame-black-pit.png")
}

// The new-game page has a tab for every installed game, and its tabs and
// cards stay inside the screen at both reference sizes.
func TestNewGameTabsAtBothSizes(t *testing.T) {
	for _, size := range [][2]float64{{1024, 640}, {1920, 1080}} {
		env := newEnv(t, storage.NewMemory())
		app := newApp(t, env, size[0], size[1], 1)
		click(t, app, "new-game")
		n, ok := app.Scenes().Top().(*NewGame)
		if !ok {
			t.Fatalf("scene %s", scene(app))
		}
		if len(n.tabBtn) != len(gameTabs()) || len(n.tabBtn) == 0 {
			t.Fatalf("%d tabs for %d installed games", len(n.tabBtn), len(gameTabs()))
		}
		m := app.Metrics()
		for _, b := range append(append([]*ui.Button{}, n.tabBtn...), n.scnBtn...) {
			if b.Rect.X < 0 || b.Rect.Y < 0 || b.Rect.X+b.Rect.W > m.Width+1 || b.Rect.Y+b.Rect.H > m.Height+1 {
				t.Errorf("%.0fx%.0f: %s lies outside the screen: %+v", size[0], size[1], b.Label, b.Rect)
			}
		}
		for i := range n.tabBtn {
			click(t, app, n.tabBtn[i].ID)
			save(t, drawApp(app), fmt.Sprintf("newgame-%s-%.0fx%.0f.png", strings.ReplaceAll(n.tabs[i].system+"-"+n.tabs[i].theatre, "/", "-"), size[0], size[1]))
		}
	}
}
