package hud

import (
	"testing"

	"periscope/render/ui"
)

// The tutorial's card finds a place clear of every counter (issue 14, "a
// first evening that teaches"): on a convoy's board at 1280×800 (U-47,
// playshot seed 4, the attack split) a counter lay under each of the
// board's four corners and the card took the corner covering fewest, over
// the right outer column's third flag; there was room along the board's
// foot between the columns' counters. Where neither a corner nor the foot
// nor the head is clear, the card goes to a spare place (a panel's free
// foot) rather than over a counter.
func TestTutorCardFindsAClearPlace(t *testing.T) {
	fonts, err := ui.NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	m := ui.Metrics{Width: 1280, Height: 800, DeviceScale: 1, UIScale: 1}
	board := ui.Rect{X: 12, Y: 78, W: 848, H: 574}
	// The 1280×800 board: the left outer column's three counters and
	// U-47's sub box, the right outer column's three flags.
	counters := []ui.Rect{
		{X: 44, Y: 176, W: 88, H: 88}, {X: 44, Y: 304, W: 88, H: 88}, {X: 44, Y: 432, W: 88, H: 88}, {X: 30, Y: 600, W: 60, H: 44},
		{X: 740, Y: 180, W: 88, H: 88}, {X: 740, Y: 308, W: 88, H: 88}, {X: 740, Y: 436, W: 88, H: 88},
		{X: 186, Y: 244, W: 88, H: 88}, {X: 186, Y: 372, W: 88, H: 88}, {X: 324, Y: 244, W: 88, H: 88}, {X: 324, Y: 372, W: 88, H: 88},
		{X: 462, Y: 308, W: 88, H: 88}, {X: 602, Y: 244, W: 88, H: 88}, {X: 602, Y: 372, W: 88, H: 88},
	}
	clear := func(what string, card ui.Rect, avoid []ui.Rect) {
		t.Helper()
		if card.W == 0 {
			t.Fatalf("%s: no card", what)
		}
		for _, r := range avoid {
			if card.Overlaps(r) {
				t.Errorf("%s: the card %+v covers %+v", what, card, r)
			}
		}
	}
	tu := NewTutor()
	tu.Tip = Tips[4].ID
	tu.Layout(m, fonts, board, counters)
	clear("the board", tu.Card, counters)
	if !board.Contains(tu.Card.X, tu.Card.Y) || !board.Contains(tu.Card.X+tu.Card.W-1, tu.Card.Y+tu.Card.H-1) {
		t.Errorf("the card %+v is not on the board %+v", tu.Card, board)
	}
	// A band of counters across the foot and the head as well: the
	// panel's free foot.
	full := append(append([]ui.Rect(nil), counters...), ui.Rect{X: 12, Y: 560, W: 848, H: 90}, ui.Rect{X: 12, Y: 78, W: 848, H: 90})
	panel := ui.Rect{X: 880, Y: 400, W: 380, H: 380}
	tu.Layout(m, fonts, board, full, panel)
	clear("the full board", tu.Card, full)
	if !panel.Contains(tu.Card.X, tu.Card.Y) {
		t.Errorf("the card %+v is not in the spare place %+v", tu.Card, panel)
	}
}
