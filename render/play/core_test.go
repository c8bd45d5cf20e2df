package play

import (
	"testing"

	"periscope/game/engine"
	"periscope/game/tactical"
	"periscope/storage"
)

// A game of a system other than the campaign plays on a bare Core: the
// computer takes a seat, the game is autosaved after its decisions, and
// resuming it gives the same game with the same seat still the
// computer's (the players' arrangement is kept with the record).
func TestCoreKeepsTheComputersSeats(t *testing.T) {
	saver := StoreSaver{Store: storage.NewMemory()}
	rec := engine.Record{System: tactical.SystemID, Theatre: tactical.Theatre, Scenario: "S1", Seed: 7}
	p, err := Start(rec, saver)
	if err != nil {
		t.Fatal(err)
	}
	c := p.Base()
	if _, isCampaign := p.(*Session); isCampaign {
		t.Fatal("a tactical game opened as a campaign session")
	}
	seat := c.Seats()[0]
	if !c.CanBot(seat) {
		t.Fatalf("no computer player for %q", seat)
	}
	c.SetSeatBot(seat, true)
	if n := c.RunBots(5, nil); n != 5 || c.BotErr != nil {
		t.Fatalf("the computer made %d decisions (%v)", n, c.BotErr)
	}
	saved, err := saver.LatestAutosave()
	if err != nil || saved == nil {
		t.Fatalf("no autosave: %v", err)
	}
	if got := saved.Record.Bots; len(got) != 1 || got[0] != seat {
		t.Fatalf("the autosave's record gives the computer %v", got)
	}
	r, err := Resume(saved, saver)
	if err != nil {
		t.Fatal(err)
	}
	rc := r.Base()
	if rc.Decisions() != c.Decisions() || !rc.SeatBot(seat) {
		t.Fatalf("resumed at %d decisions (want %d), computer on %q: %v", rc.Decisions(), c.Decisions(), seat, rc.SeatBot(seat))
	}
	a, _ := c.Snapshot()
	b, _ := rc.Snapshot()
	if string(a) != string(b) {
		t.Fatal("the resumed game differs from the one saved")
	}
	// Taking the seat back is kept too.
	rc.SetSeatBot(seat, false)
	if len(rc.Record().Bots) != 0 {
		t.Fatalf("the seat was taken back but the record still says %v", rc.Record().Bots)
	}
}
