// Package frametest times drawn frames in benchmarks (tests and tools only;
// the game does not import it).
package frametest

import (
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
