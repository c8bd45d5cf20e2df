package ui

import "testing"

// Rectangles that only touch share no area; one pixel across does.
func TestRectOverlaps(t *testing.T) {
	a := Rect{X: 0, Y: 0, W: 10, H: 10}
	if a.Overlaps(Rect{X: 10, Y: 0, W: 5, H: 5}) || a.Overlaps(Rect{X: 0, Y: 10, W: 5, H: 5}) {
		t.Error("touching rectangles overlap")
	}
	if !a.Overlaps(Rect{X: 9, Y: 9, W: 5, H: 5}) {
		t.Error("crossing rectangles do not overlap")
	}
	if a.OverlapsAny(nil) || !a.OverlapsAny([]Rect{{X: 20, W: 1, H: 1}, {X: 5, Y: 5, W: 1, H: 1}}) {
		t.Error("OverlapsAny")
	}
}
