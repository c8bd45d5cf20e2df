package naval

import (
	"strings"
	"testing"

	"periscope/game/engine"
)

// 20.632D, the European scenarios' Indian Ocean: three of its transports
// are withdrawn at the start of each Allied player turn (oil and troops
// for India); the Allies keep at least 5 there, and when Axis attacks
// leave fewer, the missing ones are built there before any transport for
// the Atlantic; no move takes the box below 5.
func Test20_632D_IndianOceanWithdrawals(t *testing.T) {
	th := theatre(t)
	g, err := NewGame(th, engine.Record{Scenario: "pq17-1942", Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Run(); err != nil {
		t.Fatal(err)
	}
	// The British player turn's start logs the withdrawal.
	var es []engine.Entry
	es = append(es, g.Flush()...)
	for len(logHas(es, "log.boxwithdraw")) == 0 && g.Prompt() != nil {
		more, err := g.Apply(Bot{Seat: g.Prompt().Seat}.Choose(g, g.Prompt()))
		if err != nil {
			t.Fatal(err)
		}
		es = append(es, more...)
	}
	w := logHas(es, "log.boxwithdraw")
	if len(w) != 1 || w[0].Text != "britain: 3 transports of the Indian Ocean box carry oil and troops to India this turn, withdrawn (10 there)" || w[0].Rule != "20.632D" {
		t.Fatalf("withdrawal: %+v", w)
	}
	// 10 there, start and floor 5: 5 may move.
	if n := g.movable(1, 1); n != 5 {
		t.Fatalf("movable %d, want 5", n)
	}
	// Axis attacks leave 3: the floor binds the builds.
	g.S.Boxes[0] = 3
	g.Sc.Params.BuildTransports[1] = 3
	g.S.TransportOrders[1], g.S.BoxBuilds[0] = 0, 0
	if len(g.buildOption(1)) != 0 {
		t.Fatal("a transport for the Atlantic box offered with the Indian Ocean below 5")
	}
	if o := g.buildBoxOptions(1); len(o) != 1 || o[0].Key != "buildtr:1" {
		t.Fatalf("build options %+v", o)
	}
	if b, ok := g.botBuild(1); !ok || b != 1 {
		t.Fatalf("the bot builds for %d (%v), want the Indian Ocean", b, ok)
	}
	g.buildTransport(1)
	if g.S.TransportOrders[1] != 0 {
		t.Fatal("built for the Atlantic box below the floor")
	}
	g.buildForBox(1, 1)
	g.buildForBox(1, 1)
	if g.S.BoxBuilds[0] != 2 || len(g.buildOption(1)) != 1 {
		t.Fatalf("after replacing the two: %d ordered, Atlantic option %d", g.S.BoxBuilds[0], len(g.buildOption(1)))
	}
	if g.movable(1, 1) != 0 {
		t.Fatal("transports move out of a box below its floor")
	}
	// A box of 3 withdraws all 3; the log's Italian.
	g.Flush()
	g.boxWithdrawals(1)
	if e := logHas(g.Flush(), "log.boxwithdraw"); len(e) != 1 || !strings.HasPrefix(e[0].Text, "britain: 3 transports") {
		t.Fatalf("%+v", e)
	}
}
