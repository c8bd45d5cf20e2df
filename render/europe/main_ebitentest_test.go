//go:build ebitentest

package europe

import (
	"testing"

	"periscope/render/frametest"
)

func TestMain(m *testing.M) { frametest.Main(m) }
