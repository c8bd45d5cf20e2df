//go:build ebitentest

package hud

// With -tags=ebitentest this package's tests run inside a real Ebitengine
// game loop, so they can draw and read pixels back. They need a display:
// run them under Xvfb (scripts/test.sh does):
//
//	xvfb-run -a go test -tags=ebitentest ./render/...

import (
	"errors"
	"os"
	"sync"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

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

func TestMain(m *testing.M) {
	ebiten.SetWindowSize(64, 64)
	ebiten.SetWindowTitle("periscope render tests")
	g := &testLoop{m: m}
	if err := ebiten.RunGame(g); err != nil && !errors.Is(err, errDone) {
		panic(err)
	}
	os.Exit(g.code)
}
