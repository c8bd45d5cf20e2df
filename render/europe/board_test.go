package europe

import (
	"image"
	"testing"

	"periscope/game/engine"
	"periscope/game/europe"
	"periscope/render/table"
)

// Every space can be pointed at: the ref at (almost) every space's centre
// is that space, at both screen sizes; the few misses are tiny islands the
// coarse raster drowns.
func TestRefAtFindsSpaces(t *testing.T) {
	b := NewBoard()
	for _, size := range []image.Point{{1024, 640}, {1920, 1080}} {
		r := image.Rect(0, 0, size.X, size.Y)
		b.layout(size.X, size.Y)
		miss := 0
		for i, sp := range b.d.Spaces {
			got := b.RefAt(r, nil, table.View{}, int(b.cx[i]), int(b.cy[i]))
			if got != sp.ID {
				miss++
				t.Logf("%v: centre of %s points at %q", size, sp.ID, got)
			}
		}
		if miss > 0 {
			t.Errorf("%v: %d spaces not found at their centres", size, miss)
		}
	}
}

// A stack's label counts its units by type in a fixed order.
func TestStackLabel(t *testing.T) {
	st := Stack{Owner: europe.Germany, Counts: map[string]int{europe.Tank: 2, europe.Infantry: 3, europe.Fighter: 1}}
	if got := st.Label(); got != "Inf 3 · Tk 2 · Ftr 1" {
		t.Errorf("label %q", got)
	}
	var _ engine.Game = (*europe.Game)(nil)
}
