package campaign_test

import (
	"bytes"
	"testing"

	"periscope/game/bot"
	"periscope/game/campaign"
)

// The turn-start fork (SnapshotLater) copies the boats into the array of
// a view the UI dropped (RecycleView), not a new one, and hands it back
// once the snapshot is encoded: the next view copies into it again. The
// snapshot is still the game's as it stood, byte for byte (issue 16: the
// boats were most of the fork's bytes).
func TestSnapshotLaterForkReusesADroppedView(t *testing.T) {
	g := playTo(t, "happy-time-1940", 5, 300, nil)
	d := bot.NewDoctrine()
	_, v := g.PhaseView()
	view := v.(*campaign.State)
	if len(view.Subs) == 0 {
		t.Fatal("no boats")
	}
	array := &view.Subs[:1][0]
	g.RecycleView(view)
	want, err := g.Snapshot()
	if err != nil {
		t.Fatal(err)
	}
	c, next, err := g.SnapshotLater()
	if err != nil {
		t.Fatal(err)
	}
	if got := &c.(*campaign.Game).S.Subs[0]; got != array {
		t.Fatal("the fork's boats are in a new array, not the dropped view's")
	}
	var snap []byte
	for i := 0; snap == nil; i++ {
		if i > 0 && i < 3 {
			// The game plays on meanwhile.
			if _, err := g.Apply(d.Choose(g, g.Prompt())); err != nil {
				t.Fatal(err)
			}
		}
		if snap, err = next(4 << 10); err != nil {
			t.Fatal(err)
		}
	}
	if !bytes.Equal(snap, want) {
		t.Fatal("the fork's snapshot differs from the game's at the fork")
	}
	_, v = g.PhaseView()
	if got := &v.(*campaign.State).Subs[0]; got != array {
		t.Fatal("the fork's array did not go back to the game once its snapshot was encoded")
	}
}
