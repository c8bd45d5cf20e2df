package sound

import "testing"

// Every sound is made in code, within a sane length and never clipped to
// silence; an unknown name is nothing.
func TestSynth(t *testing.T) {
	for _, name := range []string{Dice, Torpedo, Hit, Depth, Sea, Theme} {
		pcm := Synth(name)
		if len(pcm) < Rate/10*4 || len(pcm) > 12*Rate*4 || len(pcm)%4 != 0 {
			t.Fatalf("%s: %d bytes", name, len(pcm))
		}
		peak := 0
		for i := 0; i+1 < len(pcm); i += 2 {
			v := int(int16(uint16(pcm[i]) | uint16(pcm[i+1])<<8))
			peak = max(peak, v, -v)
		}
		if peak < 3000 {
			t.Errorf("%s: peak %d, too quiet", name, peak)
		}
	}
	if Synth("nope") != nil {
		t.Error("an unknown sound")
	}
}
