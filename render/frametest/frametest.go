// Package frametest times drawn frames in benchmarks (tests and tools only;
// the game does not import it).
package frametest

import (
	"errors"
	"os"
	"sync"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// Loop runs b.N frames: frame(i) updates and draws into dst. With wait the
// timer includes running the frame's drawing commands (dst.At makes the
// graphics driver execute what was queued); without it they are run
// outside the timer, as at the end of a frame in the game loop — queued up
// over many frames they would cost more to queue than they do. The timer is
// stopped when Loop returns, with every command run.
func Loop(b *testing.B, dst *ebiten.Image, wait bool, frame func(i int)) {
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		frame(i)
		if wait {
			dst.At(0, 0)
		} else {
			b.StopTimer()
			dst.At(0, 0)
			b.StartTimer()
		}
	}
	b.StopTimer()
	dst.At(0, 0)
}

// Main runs a package's tests inside a real Ebitengine game loop, so they
// can draw and read pixels back: a package's TestMain (under the
// ebitentest build tag) calls it. The tests need a display: run them under
// Xvfb (scripts/test.sh does):
//
//	xvfb-run -a go test -tags=ebitentest ./render/...
func Main(m *testing.M) {
	ebiten.SetWindowSize(64, 64)
	ebiten.SetWindowTitle("periscope render tests")
	g := &testLoop{m: m}
	if err := ebiten.RunGame(g); err != nil && !errors.Is(err, errDone) {
		panic(err)
	}
	os.Exit(g.code)
}

var errDone = errors.New("tests done")

type testLoop struct {
	m    *testing.M
	once sync.Once
	code int
}

// Update runs the whole test binary in the first tick, on the game's thread.
func (g *testLoop) Update() error {
	g.once.Do(func() { g.code = g.m.Run() })
	return errDone
}

func (g *testLoop) Draw(*ebiten.Image)         {}
func (g *testLoop) Layout(int, int) (int, int) { return 64, 64 }
