package render

import "testing"

// The sound switch steps off → 25 → 50 → 75 → 100 % → off; muted, the
// volume is 0 (issue 14: the switch and the volume).
func TestSoundSwitchSteps(t *testing.T) {
	st := DefaultSettings()
	if st.Volume() != 0.5 {
		t.Fatalf("default volume %v", st.Volume())
	}
	st.SoundOff = true
	var got []float64
	for i := 0; i < 5; i++ {
		st.StepSound()
		got = append(got, st.Volume())
	}
	want := []float64{0.25, 0.5, 0.75, 1, 0}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("steps %v, want %v", got, want)
		}
	}
	if !st.SoundOff {
		t.Fatal("the last step is off")
	}
}
