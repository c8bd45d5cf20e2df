package combat

import (
	"testing"

	"periscope/game/bot"
	"periscope/input"
	"periscope/render/combat/combattest"
	"periscope/render/ui"
)

// A lone contact's counters at 1920×1080 are not small (issue 14): the
// board is as large as a convoy's with two counters on it, and they kept
// the convoy's 88 pt (88 px, 8.1 % of the screen's height against 13.8 %
// at 1024×640). Their share of the height at 1920×1080 is at least three
// quarters of their share at 1024×640, the boat's sub box grows with
// them, and nothing on the board overlaps or leaves its lane.
func TestLoneContactCountersGrowWithTheBoard(t *testing.T) {
	sess := drive(t, "u47-scapa-flow", 1, combattest.Want{Board: "single"})
	share := map[float64][2]float64{}
	for _, m := range []ui.Metrics{{Width: 1024, Height: 640, DeviceScale: 1, UIScale: 1}, {Width: 1920, Height: 1080, DeviceScale: 1, UIScale: 1}} {
		h := newHarness(t, sess)
		h.m = m
		h.step(&input.State{})
		h.step(&input.State{})
		L := h.sc.lay
		if len(L.cols) != 1 || len(L.cols[0].units) == 0 || len(L.cols[0].boxes) == 0 {
			t.Fatalf("%v: not a lone contact's board with counters: %d columns", m.Width, len(L.cols))
		}
		c := L.cols[0]
		share[m.Width] = [2]float64{L.cs / m.Height, L.ss / m.Height}
		var rs []ui.Rect
		for _, u := range c.units {
			// The counter and its markers either side.
			rs = append(rs, ui.Rect{X: u.r.X - u.r.W*markSide, Y: u.r.Y, W: u.r.W * (1 + 2*markSide), H: u.r.H})
		}
		rs = append(rs, c.head)
		rs = append(rs, c.boxes...)
		for i, a := range rs {
			if i < len(c.units) && (a.X < c.lane.X || a.X+a.W > c.lane.X+c.lane.W || a.Y+a.H > c.lane.Y+c.lane.H) {
				t.Errorf("%v: counter %d with its markers %+v leaves the lane %+v", m.Width, i, a, c.lane)
			}
			for _, b := range rs[i+1:] {
				if a.Overlaps(b) {
					t.Errorf("%v: %+v overlaps %+v", m.Width, a, b)
				}
			}
		}
		t.Logf("%v×%v: counter %.0f px, sub box counter %.0f px", m.Width, m.Height, L.cs, L.ss)
	}
	small, big := share[1024], share[1920]
	if big[0] < 0.75*small[0] {
		t.Errorf("a lone contact's counter is %.1f %% of the height at 1920×1080, %.1f %% at 1024×640", 100*big[0], 100*small[0])
	}
	if big[1] < 0.75*small[1] {
		t.Errorf("the boat's counter in its sub box is %.1f %% of the height at 1920×1080, %.1f %% at 1024×640", 100*big[1], 100*small[1])
	}
}

// The tutorial's card covers no counter, no boat's sub box and no control
// on U-47's boards (seed 1: the lone contact's reveal, attack and
// re-attack, then the large convoy's placement to its split), at 1024×640,
// 1280×800 and 1920×1080. In session 25 every corner of the lone contact's
// board held a counter or U-47's sub box at 1024×640 and the card lay on
// the boat; on the large convoy at 1024×640 and 1280×800 it lay on the
// right columns' flags (issue 14). The lone contact's boxes sit at the
// foot's right end; where no corner is clear the card slides along the
// board's foot or head, else takes the panel's free foot, else the tray's
// log.
func TestTutorCardClearOnTheBoards(t *testing.T) {
	// (And U-47's first split of an attack, seed 4, a small convoy: the
	// card lay over her sub box at 1024×640 and 1920×1080 in session 21.)
	checkTutorCardClear(t, drive(t, "u47-scapa-flow", 4, combattest.Want{Kind: "allocate"}), "c1")
	sess := drive(t, "u47-scapa-flow", 1, combattest.Want{Board: "single"})
	p := bot.NewDoctrine()
	boards := map[string]int{}
	for n := 0; n < 600; n++ {
		pr := sess.Pending()
		if pr == nil {
			break
		}
		if !(combattest.Want{}).Match(sess.G, pr) {
			if boards["c2"] > 0 {
				break // (the large convoy's combat is over)
			}
			if err := sess.Apply(p.Choose(sess.G, pr)); err != nil {
				t.Fatal(err)
			}
			continue
		}
		board := sess.G.S.Combat.Board
		boards[board]++
		checkTutorCardClear(t, sess, board)
		if err := sess.Apply(p.Choose(sess.G, pr)); err != nil {
			t.Fatal(err)
		}
	}
	if boards["single"] < 3 || boards["c2"] < 5 {
		t.Fatalf("prompts on the boards: %v", boards)
	}
	t.Logf("prompts on the boards: %v", boards)
}

// checkTutorCardClear lays the board out at three sizes and checks that
// the tutorial's card covers no counter, boat's box or control.
func checkTutorCardClear(t *testing.T, sess *combattest.Session, board string) {
	t.Helper()
	pr := sess.Pending()
	for _, m := range []ui.Metrics{{Width: 1024, Height: 640, DeviceScale: 1, UIScale: 1}, {Width: 1280, Height: 800, DeviceScale: 1, UIScale: 1}, {Width: 1920, Height: 1080, DeviceScale: 1, UIScale: 1}} {
		h := newHarness(t, sess)
		h.m = m
		h.step(&input.State{})
		h.step(&input.State{})
		if h.sc.tutor == nil || h.sc.tutor.Card.W == 0 {
			t.Fatalf("%v, %s: no tutorial card on U-47's board", m.Width, pr.Kind)
		}
		card, L := h.sc.tutor.Card, h.sc.lay
		var things []ui.Rect
		for ci, c := range L.cols {
			for _, u := range c.units {
				things = append(things, u.r)
			}
			if ci < len(h.sc.view.Columns) {
				for bi := range h.sc.view.Columns[ci].Subs {
					things = append(things, c.boxes[bi])
				}
			}
		}
		for _, hh := range h.sc.hots {
			if hh.id != "skip" {
				things = append(things, hh.rect)
			}
		}
		for _, r := range things {
			if r.W > 0 && card.Overlaps(r) {
				t.Errorf("%v, %s board, %s: the tutorial's card %+v covers %+v", m.Width, board, pr.Kind, card, r)
			}
		}
		if !(card.X >= 0 && card.Y >= 0 && card.X+card.W <= m.Width && card.Y+card.H <= m.Height) {
			t.Errorf("%v, %s: the card %+v is off the screen", m.Width, pr.Kind, card)
		}
	}
}
