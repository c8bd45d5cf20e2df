//go:build !js

package sound

import "testing"

// Muted, or in tests (not Enabled), Play makes no audio context.
func TestMutedPlaysNothing(t *testing.T) {
	Enabled = true
	defer func() { Enabled = false }()
	Play(Dice, true, 1)
	Play(Dice, false, 0)
	Ambience(Sea, true, 1)
	Ambience(Theme, false, 0)
	if ctx != nil {
		t.Fatal("a muted sound opened the audio device")
	}
}
