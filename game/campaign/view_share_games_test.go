package campaign_test

import (
	"reflect"
	"testing"

	"periscope/game/bot"
	"periscope/game/campaign"
)

// TestPhaseViewsShareWhatDidNotChange plays decisions as the UI does: the
// view before each decision (PhaseView), a view at every phase the
// decision begins (WatchPhases), and each decision's views handed back
// two decisions later (RecycleView), as render/play's core does. Every
// view must equal the state it was made of for as long as it is held (the
// views made since, into the arrays handed back, must not reach it), and
// the views must share the boats' array and the lists that did not change
// (issue 16: a turn end's phase views copied the whole state at each
// phase; before, no two views shared anything but the finished patrols).
// It starts 5,000 decisions into seed 2, where ships out of play stay so
// from one phase to the next (at 3,000, since session 31's recalibration,
// no two views there shared that list, so nothing could be told).
func TestPhaseViewsShareWhatDidNotChange(t *testing.T) {
	g := campaign.GameOf(theatre(t), playTo(t, "campaign-1939", 2, 5000, nil).S)
	type made struct{ view, want *campaign.State }
	n := 0 // decisions made
	var batch []made
	take := func(v any) {
		st := v.(*campaign.State)
		want := g.S.CloneView()
		if !reflect.DeepEqual(st, want) {
			t.Fatalf("decision %d: a new phase view differs from the state", n)
		}
		batch = append(batch, made{st, want})
	}
	g.WatchPhases(func(_ int, view func() any) { take(view()) })
	var older, old []made
	doctrine := bot.NewDoctrine()
	sameBoats, sameOut, views, turns := 0, 0, 0, g.S.Turn
	for i := 0; i < 600 && g.Prompt() != nil; i++ {
		// The views made two decisions ago are handed back, after a last
		// check that nothing made since has reached them.
		for _, m := range older {
			if !reflect.DeepEqual(m.view, m.want) {
				t.Fatalf("decision %d: a phase view changed before it was handed back", n)
			}
			g.RecycleView(m.view)
		}
		older, old, batch = old, batch, nil
		_, v := g.PhaseView()
		take(v)
		if _, err := g.Apply(doctrine.Choose(g, g.Prompt())); err != nil {
			t.Fatal(err)
		}
		n++
		for k := 1; k < len(batch); k++ {
			views++
			a, b := batch[k-1].view, batch[k].view
			if len(a.Subs) > 0 && &a.Subs[0] == &b.Subs[0] {
				sameBoats++
			}
			if len(a.Out) > 0 && &a.Out[0] == &b.Out[0] {
				sameOut++
			}
		}
	}
	if g.S.Turn-turns < 2 {
		t.Fatalf("only %d turns played: too few phases to tell", g.S.Turn-turns)
	}
	t.Logf("%d turns; of %d views after another in the same decision, %d share its boats, %d its ships out of play", g.S.Turn-turns, views, sameBoats, sameOut)
	if sameBoats == 0 || sameOut == 0 {
		t.Errorf("of %d views after another in the same decision, %d share its boats' array and %d its ships out of play: want some of each", views, sameBoats, sameOut)
	}
}
