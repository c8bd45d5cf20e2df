package campaign_test

import (
	"bytes"
	"reflect"
	"testing"

	"periscope/game/bot"
	"periscope/game/campaign"
)

// TestRecycledViewIsIndependent: a phase view made into the boats' array of
// a view handed back (RecycleView) is equal to the state, reuses that
// array, and stays as the state stood while the game plays on (its Met
// records are its own).
func TestRecycledViewIsIndependent(t *testing.T) {
	g := playTo(t, "campaign-1939", 2, 3000, nil)
	_, v := g.PhaseView()
	old := v.(*campaign.State)
	if _, n, err := bot.Play(g, bot.NewDoctrine(), 200); err != nil || n == 0 {
		t.Fatalf("playing on: %d decisions, %v", n, err)
	}
	g.RecycleView(old)
	_, v = g.PhaseView()
	view := v.(*campaign.State)
	if &view.Subs[0] != &old.Subs[0] {
		t.Fatal("the view did not reuse the array handed back")
	}
	if !reflect.DeepEqual(view, g.S.CloneView()) {
		t.Fatal("the view made into a recycled array differs from the state")
	}
	mets := 0
	for i := range view.Subs {
		if m := view.Subs[i].Patrol.Met; m != nil {
			mets++
			if m == g.S.Subs[i].Patrol.Met {
				t.Fatalf("the view shares %s's Met record with the state", view.Subs[i].ID)
			}
		}
	}
	if mets == 0 {
		t.Fatal("no boat has a Met record: the check above proves nothing")
	}
	mid := mustJSON(t, view)
	if _, n, err := bot.Play(g, bot.NewDoctrine(), 500); err != nil || n == 0 {
		t.Fatalf("playing on: %d decisions, %v", n, err)
	}
	if !bytes.Equal(mustJSON(t, view), mid) {
		t.Error("playing on the original changed the view made into a recycled array")
	}
	if bytes.Equal(mustJSON(t, g.S), mid) {
		t.Error("500 decisions changed nothing: the check above proves nothing")
	}
}
