package play

import (
	"testing"

	"periscope/game/campaign"
	"periscope/game/data"
	"periscope/game/engine"
)

func TestRestoreFromSnapshot(t *testing.T) {
	th, played := playedHappyTime(t, 30)
	played.RevealAll()
	snap, _ := played.Snapshot()
	g, err := campaign.Restore(th, snap)
	if err != nil {
		t.Fatal(err)
	}
	s := Restore(played.Record(), g, nil)
	if s.Decisions() != played.Decisions() || !s.Ready() || s.Pending() == nil {
		t.Fatalf("restored at %d decisions, ready %v", s.Decisions(), s.Ready())
	}
	if err := s.Apply(*s.Suggest()); err != nil {
		t.Fatal(err)
	}
	s.RevealAll()
	before := len(s.Log())
	s.AdoptLog(played.Log())
	if len(s.Log()) != before+len(played.Log()) || !s.Ready() {
		t.Fatalf("log %d after adopting %d", len(s.Log()), len(played.Log()))
	}
	if err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	a, _ := s.Snapshot()
	if string(a) != string(snap) {
		t.Fatal("undo after a restore does not come back to the saved state")
	}
}

// playedHappyTime is The Happy Time (seed 3) with its first n decisions
// played as the bots suggest, and its theatre.
func playedHappyTime(t *testing.T, n int) (*data.Theatre, *Session) {
	t.Helper()
	th, err := LoadTheatre("atlantic")
	if err != nil {
		t.Fatal(err)
	}
	played, err := New(th, engine.Record{Scenario: "happy-time-1940", Seed: 3}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < n && played.Live() != nil; i++ {
		if err := played.Apply(*played.Suggest()); err != nil {
			t.Fatal(err)
		}
	}
	return th, played
}
