//go:build ebitentest

package combat

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/input"
	"periscope/render/combat/combattest"
	"periscope/render/frametest"
	"periscope/render/ui"
)

func shot(t testing.TB, img *ebiten.Image, name string) {
	dir := os.Getenv("PERISCOPE_TEST_SHOTS")
	if dir == "" {
		return
	}
	b := img.Bounds()
	out := image.NewRGBA(b)
	img.ReadPixels(out.Pix)
	os.MkdirAll(dir, 0o755)
	f, err := os.Create(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	png.Encode(f, out)
}

// TestBoardDraws draws the large-convoy board mid-attack at 1280×800 and
// at device scale 2 and checks that the counters are on it: the pixels
// under each unit differ from the empty lane.
func TestBoardDraws(t *testing.T) {
	sess := drive(t, "happy-time-1940", 1, combattest.Want{Board: "c2", Kind: "allocate", Pack: true})
	for _, m := range []ui.Metrics{{Width: 1280, Height: 800, DeviceScale: 1, UIScale: 1}, {Width: 2048, Height: 1280, DeviceScale: 2, UIScale: 1}, {Width: 1024, Height: 640, DeviceScale: 1, UIScale: 1}} {
		h := newHarness(t, sess)
		h.m = m
		h.step(&input.State{})
		img := ebiten.NewImage(int(m.Width), int(m.Height))
		h.sc.Draw(img)
		for _, c := range h.sc.lay.cols {
			for _, u := range c.units {
				x, y := u.r.Center()
				lane := img.At(int(c.lane.X+3), int(c.lane.Y+c.lane.H/2))
				if img.At(int(x), int(y)) == lane {
					t.Fatalf("%vx%v: unit %s not drawn", m.Width, m.Height, u.id)
				}
				if u.r.X < c.lane.X || u.r.X+u.r.W > c.lane.X+c.lane.W+1 {
					t.Fatalf("%vx%v: unit %s sticks out of its column", m.Width, m.Height, u.id)
				}
			}
		}
		shot(t, img, "combat-"+itoa(int(m.Width))+".png")
		img.Deallocate()
	}
}

func itoa(v int) string {
	b := []byte{}
	for v > 0 || len(b) == 0 {
		b = append([]byte{byte('0' + v%10)}, b...)
		v /= 10
	}
	return string(b)
}

// BenchmarkBoardFrame is one frame (Update + Draw) of the large-convoy
// board with a wolfpack, mid-allocation, at 1280×800, waited for (as the
// GPU — here Xvfb's software one — finishes it).
func BenchmarkBoardFrame(b *testing.B) {
	benchFrame(b, true)
}

// BenchmarkBoardFrameCPU is the same frame's CPU side only (commands
// queued; they are run between frames, outside the timer): what it costs
// the game loop with a real GPU.
func BenchmarkBoardFrameCPU(b *testing.B) {
	benchFrame(b, false)
}

func benchFrame(b *testing.B, wait bool) {
	sess := drive(b, "black-pit-1942", 1, combattest.Want{Board: "c2", Kind: "allocate", Pack: true})
	h := newHarness(b, sess)
	h.step(&input.State{})
	_, unit, _ := optRef(sess.Game().S.Combat, sess.Pending().Options[0])
	h.click("plus:" + unit)
	dst := ebiten.NewImage(1280, 800)
	defer dst.Deallocate()
	h.sc.Draw(dst)
	dst.At(0, 0)
	in := &input.State{Pointers: []input.Pointer{{Kind: input.Mouse, X: 400, Y: 300}}}
	frametest.Loop(b, dst, wait, func(int) {
		h.step(in)
		h.sc.Draw(dst)
	})
}

// BenchmarkBoardFrameHover is a frame in which the pointer moves onto
// another counter (the hover ring moves, the layout is redone).
func BenchmarkBoardFrameHover(b *testing.B) {
	sess := drive(b, "black-pit-1942", 1, combattest.Want{Board: "c2", Kind: "allocate", Pack: true})
	h := newHarness(b, sess)
	h.step(&input.State{})
	var spots [][2]float64
	for _, c := range h.sc.Controls() {
		if len(c.ID) > 5 && c.ID[:5] == "unit:" {
			x, y := c.Rect.Center()
			spots = append(spots, [2]float64{x, y})
		}
	}
	dst := ebiten.NewImage(1280, 800)
	defer dst.Deallocate()
	h.sc.Draw(dst)
	dst.At(0, 0)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p := spots[i%len(spots)]
		h.step(&input.State{Pointers: []input.Pointer{{Kind: input.Mouse, X: p[0], Y: p[1]}}, MouseMoved: true})
		h.sc.Draw(dst)
		dst.At(0, 0)
	}
}
