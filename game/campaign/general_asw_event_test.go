package campaign

import (
	"testing"

	"periscope/game/data"
)

// [14.2A]: a war event's "asw" effect raises the general ASW of one area
// for its weeks (assets/data/README.md, change 22): the counterattack's
// Allied total there reads it, its explanation names it, other areas keep
// the war period's value, and it ends with the weeks.
func Test14_2A_WarEventRaisesGeneralASW(t *testing.T) {
	th := atlantic(t)
	g := newGameOn(t, th, "campaign-1939", 1)
	g.S.Turn = 30
	mid, gap := g.generalASW("mid-ocean"), g.generalASW("greenland-gap")
	if mid != g.periodASW("mid-ocean") {
		t.Fatalf("before the event: general ASW %d, the period's table %d", mid, g.periodASW("mid-ocean"))
	}
	e := &data.Effect{Op: "asw", Area: "mid-ocean", Value: 1, Weeks: 4}
	if _, ok := data.EffectOps[e.Op]; !ok {
		t.Fatalf("the asw op is not in the data's vocabulary")
	}
	effASW(g, &Frame{Op: opEffect, S: "setup"}, e)
	if got := g.generalASW("mid-ocean"); got != mid+1 {
		t.Errorf("Mid-Ocean's general ASW %d during the event, want %d", got, mid+1)
	}
	if got := g.generalASW("greenland-gap"); got != gap {
		t.Errorf("the Greenland Gap (same ASW region, not named) changed to %d, want %d", got, gap)
	}
	g.S.Turn += 3 // four weeks: turns 30–33
	if got := g.generalASW("mid-ocean"); got != mid+1 {
		t.Errorf("in the event's last week: %d, want %d", got, mid+1)
	}
	g.S.Turn++
	if got := g.generalASW("mid-ocean"); got != mid {
		t.Errorf("after the weeks the general ASW should be the period's %d again, got %d", mid, got)
	}
}
