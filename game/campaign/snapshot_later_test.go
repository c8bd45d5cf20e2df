package campaign_test

import (
	"bytes"
	"testing"

	"periscope/game/bot"
	"periscope/game/campaign"
	"periscope/game/engine"
)

// TestSnapshotLaterIsTheSnapshot: the turn-start checkpoint taken as a
// fork and encoded a slice a decision while the game plays on (issue 16)
// writes json.Marshal of the state as it stood at the turn's start, byte
// for byte, at every turn of a bot-played campaign, with and without the
// finished patrols' kept encoding, in several slices each; and the game's
// own snapshot, which takes the patrols' encoding from the fork's, stays
// its state's encoding.
func TestSnapshotLaterIsTheSnapshot(t *testing.T) {
	defer campaign.SetSnapshotPatrolsCached(8)()
	type pending struct {
		turn  int
		want  []byte
		next  func(int) ([]byte, error)
		fork  *campaign.Game
		calls int
	}
	g, err := campaign.New(theatre(t), engine.Record{System: campaign.SystemID, Theatre: "atlantic", Scenario: "happy-time-1940", Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.Start(); err != nil {
		t.Fatal(err)
	}
	d := bot.NewDoctrine()
	var open []*pending
	turn, checked, cached, sliced := -1, 0, 0, 0
	for i := 0; i < 3000 && g.Prompt() != nil; i++ {
		if _, err := g.Apply(d.Choose(g, g.Prompt())); err != nil {
			t.Fatal(err)
		}
		// Each decision encodes one slice of each open checkpoint.
		for j := 0; j < len(open); j++ {
			p := open[j]
			p.calls++
			snap, err := p.next(2 << 10)
			if err != nil {
				t.Fatal(err)
			}
			if snap == nil {
				continue
			}
			if !bytes.Equal(snap, p.want) {
				t.Fatalf("turn %d: the snapshot encoded in %d slices (%d bytes) is not the state's encoding then (%d bytes)", p.turn, p.calls, len(snap), len(p.want))
			}
			if again, err := p.fork.Snapshot(); err != nil || !bytes.Equal(again, p.want) {
				t.Fatalf("turn %d: the fork's own snapshot differs (%v)", p.turn, err)
			}
			// The game took the fork's patrols' encoding for its own
			// next snapshot: that is still its state's encoding (checked
			// every fifth turn: Snapshot extends the encoding itself).
			if checked%5 == 4 {
				if now, err := g.Snapshot(); err != nil || !bytes.Equal(now, mustJSON(t, g.S)) {
					t.Fatalf("turn %d: after the checkpoint's encoding the game's snapshot is not its state's encoding (%v)", g.S.Turn, err)
				}
			}
			if p.calls > 1 {
				sliced++
			}
			checked++
			open = append(open[:j], open[j+1:]...)
			j--
		}
		if g.S.Turn == turn {
			continue
		}
		turn = g.S.Turn
		if len(g.S.Patrols) >= 8 {
			cached++
		}
		want := mustJSON(t, g.S)
		f, next, err := g.SnapshotLater()
		if err != nil {
			t.Fatal(err)
		}
		open = append(open, &pending{turn: turn, want: want, next: next, fork: f.(*campaign.Game)})
	}
	if now, err := g.Snapshot(); err != nil || !bytes.Equal(now, mustJSON(t, g.S)) {
		t.Fatalf("at the end the game's snapshot is not its state's encoding (%v)", err)
	}
	if checked < 10 || cached < 5 || sliced < checked/2 {
		t.Fatalf("%d turns checked, %d with the patrols' encoding kept, %d in more than one slice: too few", checked, cached, sliced)
	}
	t.Logf("%d turns checked, %d with the patrols' encoding kept, %d in more than one slice (%d patrols at the end)", checked, cached, sliced, len(g.S.Patrols))
}
