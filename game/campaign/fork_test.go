package campaign_test

import (
	"bytes"
	"testing"

	"periscope/game/bot"
	"periscope/game/campaign"
	"periscope/game/engine"
)

// A fork is the game a snapshot's restore gives, and it plays on apart
// from the original: both make the same next decisions to the same state,
// and changing one leaves the other as it was.
func TestForkIsTheRestoredGame(t *testing.T) {
	g := playTo(t, "happy-time-1940", 11, 300, nil)
	f, err := campaign.Fork(g)
	if err != nil {
		t.Fatal(err)
	}
	want := mustJSON(t, g.S)
	if got := mustJSON(t, f.(*campaign.Game).S); !bytes.Equal(got, want) {
		t.Fatal("the fork's state differs from the original's")
	}
	d := bot.NewDoctrine()
	for i := 0; i < 50 && f.Prompt() != nil; i++ {
		if _, err := f.Apply(d.Choose(f, f.Prompt())); err != nil {
			t.Fatal(err)
		}
	}
	if got := mustJSON(t, g.S); !bytes.Equal(got, want) {
		t.Fatal("playing the fork changed the original")
	}
}

// An undo in a campaign session replays from the nearest in-memory copy
// (engine.Forker), and lands on the game a replay from the start gives.
func TestUndoFromForksEqualsReplay(t *testing.T) {
	sys := campaign.System{T: theatre(t)}
	s, err := engine.NewSession(sys, engine.Record{System: campaign.SystemID, Theatre: "atlantic", Scenario: "happy-time-1940", Seed: 4})
	if err != nil {
		t.Fatal(err)
	}
	d := bot.NewDoctrine()
	for i := 0; i < 500 && s.Game().Prompt() != nil; i++ {
		if _, err := s.Apply(d.Choose(s.Game(), s.Game().Prompt())); err != nil {
			t.Fatal(err)
		}
	}
	rec := s.Record()
	for _, n := range []int{len(rec.Choices) - 1, len(rec.Choices) - 40, len(rec.Choices) - 97, len(rec.Choices) - 300} {
		if err := s.UndoTo(n); err != nil {
			t.Fatal(err)
		}
		g, _, err := engine.Replay(sys, rec, n)
		if err != nil {
			t.Fatal(err)
		}
		a, _ := s.Game().Snapshot()
		b, _ := g.Snapshot()
		if !bytes.Equal(a, b) {
			t.Fatalf("undo to %d differs from the replay", n)
		}
		for s.CanRedo() {
			if err := s.Redo(); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// A fork shares the finished patrols with the original instead of copying
// them (most of a late campaign's state; issue 16), and each side's new
// patrols stay its own: the fork's list ends where the original's did, so
// a patrol filed on either side never shows on the other.
func TestForkSharesFinishedPatrols(t *testing.T) {
	// 800 decisions in: turn 10 of the scenario's 16, with patrols
	// finished and more to come on both sides.
	g := playTo(t, "happy-time-1940", 11, 800, nil)
	n := len(g.S.Patrols)
	if n < 2 || g.Prompt() == nil {
		t.Fatalf("only %d finished patrols after 800 decisions (game over: %v)", n, g.Prompt() == nil)
	}
	f, err := campaign.Fork(g)
	if err != nil {
		t.Fatal(err)
	}
	fs := f.(*campaign.Game).S
	if &fs.Patrols[0] != &g.S.Patrols[0] || cap(fs.Patrols) != n {
		t.Fatalf("the fork copied the patrols (or kept the original's spare capacity: cap %d, len %d)", cap(fs.Patrols), n)
	}
	want := mustJSON(t, g.S)
	d := bot.NewDoctrine()
	for i := 0; i < 3000 && len(fs.Patrols) == n && f.Prompt() != nil; i++ {
		if _, err := f.Apply(d.Choose(f, f.Prompt())); err != nil {
			t.Fatal(err)
		}
	}
	if len(fs.Patrols) == n {
		t.Fatal("the fork filed no patrol in 3,000 decisions")
	}
	if got := mustJSON(t, g.S); !bytes.Equal(got, want) {
		t.Fatal("a patrol filed on the fork changed the original")
	}
	forkWant := mustJSON(t, fs)
	for i := 0; i < 3000 && len(g.S.Patrols) == n && g.Prompt() != nil; i++ {
		if _, err := g.Apply(d.Choose(g, g.Prompt())); err != nil {
			t.Fatal(err)
		}
	}
	if len(g.S.Patrols) == n {
		t.Fatal("the original filed no patrol in 3,000 decisions")
	}
	if got := mustJSON(t, fs); !bytes.Equal(got, forkWant) {
		t.Fatal("a patrol filed on the original changed the fork")
	}
}
