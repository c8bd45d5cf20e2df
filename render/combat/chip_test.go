package combat

import (
	"testing"

	"periscope/game/bot"
	"periscope/input"
	"periscope/render/combat/combattest"
	"periscope/render/ui"
)

// A column on offer shows its odds on a chip under its header ("placed
// here 100 %"); the chip covers no counter and no TDC marker above one
// (issue 14: the chips lay over the first flag counter's top edge). Every
// prompt with columns on offer in The Happy Time's first combats (seed 4)
// and U-47's (seed 4), at 1024×640 and 1920×1080: 52 boards, 29 overlaps
// before.
func TestColumnChipsClearOfCounters(t *testing.T) {
	checked := 0
	for _, c := range []struct {
		scn  string
		seed uint64
	}{{"happy-time-1940", 4}, {"u47-scapa-flow", 4}} {
		sess := drive(t, c.scn, c.seed, combattest.Want{})
		p := bot.NewDoctrine()
		for n := 0; n < 400 && !sess.G.Over(); n++ {
			pr := sess.Pending()
			if pr == nil {
				break
			}
			cols := false
			if v := sess.G.S.Combat; v != nil && (combattest.Want{}).Match(sess.G, pr) {
				for _, o := range pr.Options {
					if col, _, _ := optRef(v, o); col >= 0 {
						cols = true
					}
				}
			}
			for _, m := range []ui.Metrics{{Width: 1024, Height: 640, DeviceScale: 1, UIScale: 1}, {Width: 1920, Height: 1080, DeviceScale: 1, UIScale: 1}} {
				if !cols {
					break
				}
				h := newHarness(t, sess)
				h.m = m
				h.step(&input.State{})
				h.step(&input.State{})
				checked++
				for _, hh := range h.sc.hots {
					if !hh.board || hh.act != actPick {
						continue
					}
					col, _, _ := optRef(h.sc.view, pr.Options[hh.opt])
					if col < 0 || col >= len(h.sc.lay.cols) {
						continue
					}
					chip := h.sc.colChip(h.sc.lay.cols[col])
					for _, u := range h.sc.lay.cols[col].units {
						// The counter and the TDC marker beside its top.
						tdc, _, _ := markRects(u.r, m)
						if r := u.r; chip.Overlaps(r) || chip.Overlaps(tdc) {
							t.Errorf("%s seed %d, %v, %s: the chip %+v of %s covers the counter %s at %+v", c.scn, c.seed, m.Width, pr.Kind, chip, hh.id, u.id, u.r)
						}
					}
				}
			}
			if err := sess.Apply(p.Choose(sess.G, pr)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked < 10 {
		t.Fatalf("only %d boards with columns on offer", checked)
	}
	t.Logf("%d boards with columns on offer", checked)
}
