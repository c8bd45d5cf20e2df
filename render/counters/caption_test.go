package counters

import (
	"testing"

	"periscope/render/typeface"
)

// A marker's caption is drawn whole or not at all (issue 14: a sub box's
// Spotted marker, about 22 px at 1024×640, read "SPOTTE"): too small a
// marker leaves its word out; a counter-sized one keeps it.
func TestMarkerCaptionWholeOrNone(t *testing.T) {
	faces := typeface.Default()
	for _, caption := range []string{"SPOTTED", "DAMAGED", "B-DIENST"} {
		if captionFits(caption, faces, 22) {
			t.Errorf("%s fits a 22 px marker: it would be drawn cut", caption)
		}
		if !captionFits(caption, faces, 64) {
			t.Errorf("%s does not fit a 64 px marker", caption)
		}
	}
}
