package systems

import (
	"testing"
	"time"

	"periscope/game/engine"
	"periscope/game/naval"
	"periscope/save"
	"periscope/storage"
)

// A naval game goes through the save manager like the campaign: saved
// mid-game, listed, loaded back through the registry, and continued to
// the same end as the game that was not saved.
func TestNavalSaveThroughManager(t *testing.T) {
	reg := Installed()
	rec := engine.Record{System: naval.SystemID, Theatre: naval.TheatreID, Scenario: "rheinubung-1941", Seed: 5}
	sys, sess, err := reg.Start(rec)
	if err != nil {
		t.Fatal(err)
	}
	bot := func(g engine.Game) engine.Choice {
		p := g.Prompt()
		return sys.(engine.Seated).Bot(p.Seat, "").Choose(g, p)
	}
	for i := 0; i < 12 && sess.Game().Prompt() != nil; i++ {
		if _, err := sess.Apply(bot(sess.Game())); err != nil {
			t.Fatal(err)
		}
	}
	m := save.NewManager(storage.NewMemory(), reg, "test", func() time.Time { return time.Unix(0, 0) })
	e, err := m.Save("naval", m.NewGameID(), sess.Record(), sess.Game())
	if err != nil {
		t.Fatal(err)
	}
	op, err := m.Load(e.Key)
	if err != nil {
		t.Fatal(err)
	}
	if err := save.NewCheck(op).Run(); err != nil {
		t.Fatalf("the replay check: %v", err)
	}
	s2 := op.Session()
	for sess.Game().Prompt() != nil {
		c := bot(sess.Game())
		if _, err := sess.Apply(c); err != nil {
			t.Fatal(err)
		}
		if _, err := s2.Apply(c); err != nil {
			t.Fatal(err)
		}
	}
	a, _ := sess.Game().Snapshot()
	b, _ := s2.Game().Snapshot()
	if string(a) != string(b) {
		t.Fatal("the loaded game ends differently")
	}
}
