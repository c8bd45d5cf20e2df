package europe_test

import (
	"testing"
	"time"

	"periscope/game/engine"
	"periscope/game/europe"
	"periscope/game/systems"
	"periscope/save"
	"periscope/storage"
)

// Play by e-mail: Germany plays its turn and exports the save; the USSR's
// player imports the file on another machine, the replay check finds the
// same game, and plays on from it.
func TestPlayByEmailRoundTrip(t *testing.T) {
	reg := systems.Installed()
	sys, sess := openFourPlayer(t, reg, 31)
	bot := sys.(engine.Seated).Bot("de", "")
	for sess.Game().Prompt() != nil {
		g := sess.Game().(*europe.Game)
		if g.S.Round == 1 && g.S.Active() == europe.USSR && g.S.Cash == nil {
			break // Germany's turn is over: send the file to the USSR
		}
		if _, err := sess.Apply(bot.Choose(sess.Game(), sess.Game().Prompt())); err != nil {
			t.Fatal(err)
		}
	}
	clock := time.Date(2026, 11, 25, 22, 0, 0, 0, time.UTC)
	now := func() time.Time { clock = clock.Add(time.Minute); return clock }
	home := save.NewManager(storage.NewMemory(), reg, "test", now)
	name, data, err := home.ExportGame("Germany's turn 1", "g1", sess.Record(), sess.Game())
	if err != nil {
		t.Fatal(err)
	}
	away := save.NewManager(storage.NewMemory(), reg, "test", now)
	_, opened, err := away.Import(name, data)
	if err != nil {
		t.Fatal(err)
	}
	check := save.NewCheck(opened)
	if err := check.Run(); err != nil {
		t.Fatalf("the replay check refuses the file: %v", err)
	}
	if p := opened.Game.Prompt(); p == nil || p.Seat != "su" {
		t.Fatalf("the imported game waits for %v", p)
	}
	a, _ := opened.Game.Snapshot()
	b, _ := sess.Game().Snapshot()
	if string(a) != string(b) {
		t.Fatal("the imported game differs from the sent one")
	}
	// A tampered file (Germany gives itself 50 IPC) is caught.
	g := opened.Game.(*europe.Game)
	g.S.Treasury[europe.Germany] += 50
	g.S.Ledger[europe.Germany] = europe.Ledger{Start: g.S.Ledger[europe.Germany].Start + 50, Collected: g.S.Ledger[europe.Germany].Collected, Spent: g.S.Ledger[europe.Germany].Spent, Received: g.S.Ledger[europe.Germany].Received, Lost: g.S.Ledger[europe.Germany].Lost}
	_, bad, err := home.ExportGame("tampered", "g1", sess.Record(), g)
	if err != nil {
		t.Fatal(err)
	}
	_, o2, err := away.Import(name, bad)
	if err == nil {
		if err := save.NewCheck(o2).Run(); err == nil {
			t.Error("a tampered treasury passes the replay check")
		}
	}
}

// openFourPlayer opens the four-player game with seed through reg and
// starts a session on it.
func openFourPlayer(t *testing.T, reg *engine.Registry, seed uint64) (engine.System, *engine.Session) {
	t.Helper()
	rec := engine.Record{System: europe.SystemID, Theatre: europe.Theatre, Scenario: europe.Scenario4, Seed: seed}
	sys, sess, err := reg.Start(rec)
	if err != nil {
		t.Fatal(err)
	}
	return sys, sess
}
