package chart

import (
	"testing"

	"periscope/game/systems"
)

// The coastline sheets cover the Atlantic's areas and the Pacific's (across
// the date line): the new-game page offers only theatres the chart draws.
func TestCoversBothTheatres(t *testing.T) {
	for id, want := range map[string]bool{"atlantic": true, "pacific": true} {
		th, err := systems.Theatre(id)
		if err != nil {
			t.Fatal(err)
		}
		if got := Covers(th); got != want {
			t.Errorf("%s: Covers = %v, want %v", id, got, want)
		}
	}
}

// The Pacific is laid out in one piece across the date line: its bounds run
// from west of Indochina past 180° to east of Hawaii, Pearl Harbor (−158°)
// lies east of Midway (−177°) and Wake (167°E) on the screen, and the
// graticule names 200 as 160°W.
func TestPacificAcrossTheDateLine(t *testing.T) {
	th, err := systems.Theatre("pacific")
	if err != nil {
		t.Fatal(err)
	}
	b := TheatreBounds(th)
	if b.LonMin > 105 || b.LonMax < 205 || b.LonMax > 240 {
		t.Fatalf("bounds %+v", b)
	}
	cam := NewCamera(b, 1600, 1000, 1)
	l := NewLayout(th, cam, 1)
	x := func(id string) float64 {
		n, ok := l.Node(id)
		if !ok {
			t.Fatalf("no node %s", id)
		}
		if n.X < 0 || n.X > cam.W || n.Y < 0 || n.Y > cam.H {
			t.Fatalf("%s off screen at %.0f,%.0f", id, n.X, n.Y)
		}
		return n.X
	}
	if !(x("indochina-coast") < x("wake") && x("wake") < x("midway") && x("midway") < x("pearl-harbor")) {
		t.Fatalf("west-to-east order broken: Indochina %.0f, Wake %.0f, Midway %.0f, Pearl %.0f",
			x("indochina-coast"), x("wake"), x("midway"), x("pearl-harbor"))
	}
	if got := degLabel(200, "E", "W"); got != "160°W" {
		t.Fatalf("degLabel(200) = %q", got)
	}
	if got := degLabel(180, "E", "W"); got != "180°" {
		t.Fatalf("degLabel(180) = %q", got)
	}
}
