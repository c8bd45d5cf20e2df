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
// boat is not clickable (issue 14, "a first evening that teaches"). On a
// lone contact (seed 1, the first board) every corner of the board held
// a counter or U-47's sub box at 1024×640 (session 25): the card goes
// where the board has room, off it if it has none (tutor-W-what.png in
// $PERISCOPE_TEST_SHOTS).
func TestTutorCardClearOfCounters(t *testing.T) {
	for _, c := range []struct {
		what string
		seed uint64
		want combattest.Want
	}{{"split", 4, combattest.Want{Kind: "allocate"}}, {"lone", 1, combattest.Want{Board: "single"}}} {
		t.Run(c.what, func(t *testing.T) { tutorCardClear(t, c.what, drive(t, "u47-scapa-flow", c.seed, c.want)) })
	}
}

func tutorCardClear(t *testing.T, what string, sess *combattest.Session) {
	for _, m := range []ui.Metrics{{Width: 1024, Height: 640, DeviceScale: 1, UIScale: 1}, {Width: 1920, Height: 1080, DeviceScale: 1, UIScale: 1}} {
		h := newHarness(t, sess)
		h.m = m
		img := ebiten.NewImage(int(m.Width), int(m.Height))
		for range 3 {
			h.step(&input.State{})
			h.sc.Draw(img)
		}
		shot(t, img, fmt.Sprintf("tutor-%v-%s.png", m.Width, what))
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
