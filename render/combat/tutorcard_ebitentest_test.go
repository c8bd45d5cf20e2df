//go:build ebitentest

package combat

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/input"
	"periscope/render/combat/combattest"
	"periscope/render/ui"
)

// The tutorial's card on the combat board covers no counter (an empty sub
// box it may): on U-47's first split of an attack (seed 4, a large convoy) the
// card lay over U-47's own sub box at 1024×640 and 1920×1080, where the
// boat is not clickable (issue 14, "a first evening that teaches";
// tutor-W.png in $PERISCOPE_TEST_SHOTS). A lone contact's board is
// TestTutorCardClearOnLoneContact (no drawing).
func TestTutorCardClearOfCounters(t *testing.T) {
	sess := drive(t, "u47-scapa-flow", 4, combattest.Want{Kind: "allocate"})
	for _, m := range []ui.Metrics{{Width: 1024, Height: 640, DeviceScale: 1, UIScale: 1}, {Width: 1920, Height: 1080, DeviceScale: 1, UIScale: 1}} {
		h := newHarness(t, sess)
		h.m = m
		img := ebiten.NewImage(int(m.Width), int(m.Height))
		for range 3 {
			h.step(&input.State{})
			h.sc.Draw(img)
		}
		shot(t, img, fmt.Sprintf("tutor-%v.png", m.Width))
		img.Deallocate()
		if h.sc.tutor == nil || h.sc.tutor.Card.W == 0 {
			t.Fatalf("%v: no tutorial card on U-47's board", m.Width)
		}
		card := h.sc.tutor.Card
		var things []ui.Rect
		for _, c := range h.sc.lay.cols {
			for _, u := range c.units {
				things = append(things, u.r)
			}
		}
		for _, p := range h.sc.lay.pack {
			things = append(things, p.r)
		}
		for ci, c := range h.sc.view.Columns {
			for bi := range c.Subs {
				things = append(things, h.sc.lay.cols[ci].boxes[bi]) // a boat in its sub box
			}
		}
		if len(things) < 3 {
			t.Fatalf("%v: %d counters on the board", m.Width, len(things))
		}
		for _, r := range things {
			if r.W > 0 && card.Overlaps(r) {
				t.Errorf("%v: the tutorial's card %+v covers a counter at %+v", m.Width, card, r)
			}
		}
	}
}
