//go:build ebitentest

package tactical

import (
	"testing"

	"periscope/render/frametest"
)

// With -tags=ebitentest this package's tests run inside a real Ebitengine
// game loop (frametest.Main), so they can draw and read pixels back.
func TestMain(m *testing.M) { frametest.Main(m) }
