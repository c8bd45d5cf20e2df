//go:build ebitentest

package scenes

import (
	"os"
	"testing"

	"periscope/render/frametest"
)

// With -tags=ebitentest this package's tests run inside a real Ebitengine
// game loop (frametest.Main), so they can draw and read pixels back. The
// same binary, started by TestNativeInputMethod with PERISCOPE_IME_CHILD
// set, runs a game window of its own instead (imeChild).
func TestMain(m *testing.M) {
	if os.Getenv("PERISCOPE_IME_CHILD") != "" {
		imeChild()
		return
	}
	frametest.Main(m)
}
