package scenes

import (
	"testing"

	"periscope/render/ui"
)

// The buttons beside a boat keep clear of the other counters and their
// tags (issue 14: the column covered part of another boat's ACE tag): a
// column whose first place covers a tag moves down a row, else to the
// other side; where nothing is clear it stays.
func TestBoatOptionsClearOfTags(t *testing.T) {
	tag := ui.Rect{X: 300, Y: 212, W: 34, H: 12} // "ACE+1" under a counter right of the boat
	x, y := clearColumn(280, 180, 180, 96, 32, []float64{280, 40}, 60, 600, []ui.Rect{tag})
	if (ui.Rect{X: x, Y: y, W: 180, H: 96}).Overlaps(tag) {
		t.Fatalf("the column at %v,%v covers the tag", x, y)
	}
	if x != 40 || y != 180 {
		t.Fatalf("the column went to %v,%v, want the other side at 40,180", x, y)
	}
	// The other side taken at that height too: the nearest row clear.
	x, y = clearColumn(280, 180, 180, 96, 32, []float64{280, 40}, 60, 600, []ui.Rect{tag, {X: 40, Y: 150, W: 40, H: 40}})
	if x != 40 || y != 212 {
		t.Fatalf("both sides taken at its height: %v,%v, want a row down on the free side, 40,212", x, y)
	}
	// Nothing clear: where it was.
	x, y = clearColumn(280, 180, 180, 96, 32, []float64{280, 40}, 60, 600, []ui.Rect{{X: 0, Y: 0, W: 1000, H: 1000}})
	if x != 280 || y != 180 {
		t.Fatalf("nowhere clear: %v,%v", x, y)
	}
}
