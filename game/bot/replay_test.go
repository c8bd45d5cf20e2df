package bot

import (
	"bytes"
	"testing"

	"periscope/game/campaign"
	"periscope/game/engine"
)

// replayDecisions is how much of the campaign the replay tests record (the
// whole campaign with REPLAY_FULL=1).
func replayDecisions(t *testing.T) int {
	if envInt(t, "REPLAY_FULL", 0) > 0 {
		return 0
	}
	return 4000
}

// recordCampaign plays the campaign with the doctrine bot up to limit
// decisions (0 = to the end), keeping a snapshot every `every` decisions.
func recordCampaign(t *testing.T, seed uint64, limit, every int) (engine.Record, map[int][]byte, []byte) {
	t.Helper()
	th := theatre(t)
	rec := engine.Record{System: campaign.SystemID, Theatre: th.ID, Scenario: "campaign-1939", Seed: seed}
	g, err := campaign.New(th, rec)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.Start(); err != nil {
		t.Fatal(err)
	}
	snaps := map[int][]byte{}
	d := NewDoctrine()
	for n := 0; g.Prompt() != nil && (limit <= 0 || n < limit); n++ {
		if n%every == 0 {
			snaps[n] = snapshot(t, g)
		}
		c := d.Choose(g, g.Prompt())
		rec.Choices = append(rec.Choices, c)
		if _, err := g.Apply(c); err != nil {
			t.Fatal(err)
		}
	}
	return rec, snaps, snapshot(t, g)
}

func snapshot(t *testing.T, g engine.Game) []byte {
	t.Helper()
	b, err := g.Snapshot()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// A recorded campaign replays to the same bytes.
func TestReplayIsByteIdentical(t *testing.T) {
	if testing.Short() {
		t.Skip("a long game in -short mode")
	}
	rec, _, final := recordCampaign(t, 11, replayDecisions(t), 1<<30)
	g, _, err := engine.Replay(campaign.System{T: theatre(t)}, rec, -1)
	if err != nil {
		t.Fatal(err)
	}
	if got := snapshot(t, g); !bytes.Equal(got, final) {
		t.Fatalf("replay of %d choices differs from the game played (%d vs %d bytes)", len(rec.Choices), len(got), len(final))
	}
}

// Undo to several points of the campaign gives the state that was there,
// and redoing everything gives the final state again (engine.Session).
func TestUndoRedo(t *testing.T) {
	if testing.Short() {
		t.Skip("a long game in -short mode")
	}
	limit := replayDecisions(t)
	if limit == 0 {
		limit = 20000
	}
	every := max(1, limit/4)
	rec, snaps, final := recordCampaign(t, 12, limit, every)
	n := len(rec.Choices)
	s, err := engine.NewSession(campaign.System{T: theatre(t)}, rec)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(snapshot(t, s.Game()), final) {
		t.Fatal("the session's replay differs from the game played")
	}
	check := func(at int) {
		t.Helper()
		if s.Decisions() != at || !bytes.Equal(snapshot(t, s.Game()), snaps[at]) {
			t.Fatalf("at decision %d (want %d): the state differs from the one played", s.Decisions(), at)
		}
	}
	if 3*every > n {
		t.Fatalf("only %d decisions recorded", n)
	}
	if err := s.UndoTo(3 * every); err != nil {
		t.Fatal(err)
	}
	check(3 * every)
	if err := s.UndoTo(every); err != nil {
		t.Fatal(err)
	}
	check(every)
	// Redo part of the way, then undo to the very start.
	for i := 0; i < every; i++ {
		if err := s.Redo(); err != nil {
			t.Fatal(err)
		}
	}
	check(2 * every)
	if err := s.UndoTo(0); err != nil {
		t.Fatal(err)
	}
	check(0)
	for s.CanRedo() {
		if err := s.Redo(); err != nil {
			t.Fatal(err)
		}
	}
	if s.Decisions() != n || !bytes.Equal(snapshot(t, s.Game()), final) {
		t.Fatalf("after redoing to %d decisions the state differs from the one played", s.Decisions())
	}
}

// A game saved mid-campaign and resumed from its snapshot goes on exactly
// as the uninterrupted game.
func TestSnapshotResume(t *testing.T) {
	if testing.Short() {
		t.Skip("a long game in -short mode")
	}
	limit := replayDecisions(t)
	rec, _, final := recordCampaign(t, 13, limit, 1<<30)
	th := theatre(t)
	for _, cut := range []int{len(rec.Choices) / 3, len(rec.Choices) * 2 / 3} {
		head := rec
		head.Choices = rec.Choices[:cut]
		g, _, err := engine.Replay(campaign.System{T: th}, head, -1)
		if err != nil {
			t.Fatal(err)
		}
		r, err := campaign.Restore(th, snapshot(t, g))
		if err != nil {
			t.Fatal(err)
		}
		for i, c := range rec.Choices[cut:] {
			if _, err := r.Apply(c); err != nil {
				t.Fatalf("resumed at %d: choice %d: %v", cut, cut+i, err)
			}
		}
		if !bytes.Equal(snapshot(t, r), final) {
			t.Fatalf("resumed at decision %d: the final state differs from uninterrupted play", cut)
		}
	}
}
