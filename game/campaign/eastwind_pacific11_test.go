package campaign

import (
	"strings"
	"testing"

	"periscope/game/data"
	"periscope/game/engine"
)

// eastWindGame is the East Wind campaign at its start, in month m.
func eastWindGame(t *testing.T, month string) *Game {
	t.Helper()
	pacificGame(t, "campaign-1941", "1942-01", 1) // loads the theatre
	g, err := New(pacificTh, engine.Record{System: SystemID, Theatre: "pacific", Scenario: "east-wind-1932", Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	g.S.Stack = nil
	g.Flush()
	g.S.Month = mustMonth(month)
	return g
}

// rollEvent rolls the East Wind table's row r.
func rollEvent(t *testing.T, g *Game, r int) string {
	t.Helper()
	g.LoadDice(0, r) // a war event; row r
	return logText(drive(t, g, Frame{Op: opEventsRoll}))
}

// [SW 5.0] East Wind event 8: before the landing on Luzon (event 0) it is
// event 0; after it, in September or earlier, an Ultra roll on the
// period-4 column; from October Canopus goes to Davao with every undamaged
// boat in port at Manila, the damaged boats in port are lost (not counted
// as sunk) and Manila's damaged boats at sea return to Pearl Harbor (or
// Surabaya if open); again, Ultra on the period-3 column.
func TestSW5_0_EastWindEvent8ManilaToDavao(t *testing.T) {
	g := eastWindGame(t, "1932-11")
	text := rollEvent(t, g, 8)
	if g.S.EventCount["ew-luzon-landing"] != 1 || g.S.EventCount["ew-manila-falls"] != 0 {
		t.Fatalf("before the landing, event 8 is not event 0: %v\n%s", g.S.EventCount, text)
	}
	if !strings.Contains(text, "instead: SM Japanese land on Luzon") {
		t.Errorf("the log does not say event 0 is played instead:\n%s", text)
	}
	g = eastWindGame(t, "1932-09")
	g.S.EventCount["ew-luzon-landing"] = 1
	text = rollEvent(t, g, 8)
	if g.S.EventCount["ew-ultra-p4"] != 1 || g.S.EventCount["ew-manila-falls"] != 0 {
		t.Fatalf("September: %v\n%s", g.S.EventCount, text)
	}
	// October: the fall of Manila.
	g = eastWindGame(t, "1932-10")
	g.S.EventCount["ew-luzon-landing"] = 1
	var inPort, damaged, atSea *Sub
	for i := range g.S.Subs {
		s := &g.S.Subs[i]
		if s.Status != StBase || s.Base != "manila" {
			continue
		}
		switch {
		case inPort == nil:
			inPort = s
		case damaged == nil:
			damaged = s
			s.Box, s.Damage = BoxR2, 0
		case atSea == nil:
			atSea = s
			s.Status, s.Damage = StSea, 1
			g.PutAtSea(s, "south-china-sea", Operating, Patrol)
		}
	}
	if atSea == nil {
		t.Fatal("fewer than three boats at Manila")
	}
	inPort.Box = BoxReady
	text = rollEvent(t, g, 8)
	for g.Prompt() != nil {
		p := g.Prompt()
		t.Fatalf("asked %s: %s\n%s", p.Kind, p.Text, text)
	}
	if g.S.EventCount["ew-manila-falls"] != 1 {
		t.Fatalf("October: %v\n%s", g.S.EventCount, text)
	}
	if g.BaseActive("manila") || !g.BaseActive("davao") {
		t.Fatalf("Manila open %v, Davao open %v\n%s", g.BaseActive("manila"), g.BaseActive("davao"), text)
	}
	if inPort.Status != StBase || inPort.Base != "davao" {
		t.Errorf("the undamaged boat in port is %s at %s, want at Davao\n%s", inPort.Status, inPort.Base, text)
	}
	if damaged.Status != StScrapped || g.S.Tracks.SubsLost != 0 {
		t.Errorf("the damaged boat in port is %s (subs lost %d), want lost, not counted\n%s", damaged.Status, g.S.Tracks.SubsLost, text)
	}
	if !atSea.RTB || atSea.Dest != "pearl-harbor" {
		t.Errorf("the damaged boat at sea: RTB %v to %q, want Pearl Harbor\n%s", atSea.RTB, atSea.Dest, text)
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	// Again: Ultra on the period-3 column.
	rollEvent(t, g, 8)
	if g.S.EventCount["ew-ultra-p3"] != 1 {
		t.Errorf("again: %v", g.S.EventCount)
	}
}

// [SW 5.0] East Wind event 2: the two boats sent to Formosa stay there,
// past the order's weeks, until each is Spotted, damaged or RTB; a boat
// that arrives after the order has ended is not held.
func TestSW5_0_EastWindEvent2StaysUntilSpottedDamagedOrRTB(t *testing.T) {
	g := eastWindGame(t, "1932-04")
	ev := g.T.Event("ew-formosa-interdiction")
	if ev.Effects[0].Op != "deploy" || ev.Effects[0].Mission != "hold" {
		t.Fatalf("event 2's order: %+v", ev.Effects[0])
	}
	if _, ok := data.Missions["hold"]; !ok {
		t.Fatal("no hold mission")
	}
	g.S.Missions = append(g.S.Missions, Mission{ID: "ew2", Event: ev.ID, Area: "formosa", Kind: "hold", Count: 2, Until: g.S.Turn})
	a := firstInBaseToSea(t, g, "formosa", Operating, Patrol)
	b := firstInBaseToSea(t, g, "formosa", Operating, Patrol)
	a.Mission, b.Mission = "ew2", "ew2"
	g.S.Turn++ // the order's weeks are over
	g.expireOrders()
	if !g.missionHolds(a) || !g.missionHolds(b) {
		t.Fatal("the boats do not hold Formosa after the order's weeks")
	}
	if opts := g.patrolOptions(a); len(opts) != 1 || opts[0].key != "stay" {
		t.Fatalf("a holding boat may move: %+v", opts)
	}
	a.Spotted = true
	if g.missionHolds(a) {
		t.Error("a Spotted boat still holds")
	}
	b.Damage = 1
	if g.missionHolds(b) {
		t.Error("a damaged boat still holds")
	}
	g.S.Turn++
	g.expireOrders()
	if g.missionByID("ew2") != nil {
		t.Error("the order outlives its last holding boat")
	}
	c := firstInBaseToSea(t, g, "formosa", Operating, Patrol)
	if g.missionHolds(c) {
		t.Error("a later arrival is held")
	}
}
