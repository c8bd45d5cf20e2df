package naval

import (
	"testing"

	"periscope/game/engine"
)

// arcticOrders is the Arctic convoys' game at Britain's orders of turn 1.
func arcticOrders(t *testing.T) *Game {
	t.Helper()
	g, err := NewGame(theatre(t), engine.Record{Scenario: "pq17-1942", Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	g.S.Turn = 1
	g.S.Stack = nil
	g.Push(engine.Frame{Op: opOrders, A: 1})
	g.Run()
	return g
}

// 20.632: between a side's SW boxes only the transports above a box's
// start level move (the Indian Ocean box holds 10 against its start level
// of 5; the Atlantic box none above its 20); moved ones act in the new
// box from the next turn, landing at the end of this one.
func Test20_632_TransportsMoveBetweenBoxes(t *testing.T) {
	g := arcticOrders(t)
	if offered(g, "movetr:0:1") {
		t.Fatal("the Atlantic box has nothing above its start level")
	}
	for k := 0; k < 5; k++ {
		if !offered(g, "movetr:1:0") {
			t.Fatalf("move %d not offered", k+1)
		}
		if es := answer(t, g, "movetr:1:0"); logged(es, "naval.log.movetransport") != 1 {
			t.Fatal("the move is not logged")
		}
	}
	if offered(g, "movetr:1:0") || g.S.Boxes[0] != 5 || g.S.Transports[1] != 20 {
		t.Fatalf("after five moves: Indian Ocean %d, Atlantic %d", g.S.Boxes[0], g.S.Transports[1])
	}
	g.landMoves()
	if g.S.Transports[1] != 25 || len(g.S.Moves) != 0 {
		t.Fatalf("landed: Atlantic %d", g.S.Transports[1])
	}
	if err := g.Check(); err != nil {
		t.Fatal(err)
	}
}

// 20.6, 20.632: a transport may be built for any of the side's boxes; it
// joins that box at the end of the turn, and the build limit counts every
// box's builds.
func Test20_632_BuildForAnyBox(t *testing.T) {
	g := arcticOrders(t)
	if !offered(g, "buildtr") || !offered(g, "buildtr:1") {
		t.Fatal("a transport may be built for either box")
	}
	answer(t, g, "buildtr:1")
	if offered(g, "buildtr") || offered(g, "buildtr:1") || g.S.BRPSpent[1] != 3 {
		t.Fatal("one a turn, 3 BRP")
	}
	g.landMoves()
	if g.S.Boxes[0] != 11 {
		t.Fatalf("the Indian Ocean box holds %d", g.S.Boxes[0])
	}
}

// 20.633: every box below its optimal level costs its side 1 BRP a
// transport short at the start of its player turn, up to the box's cap
// (the Indian Ocean box's is 2).
func Test20_633_PenaltyInEveryBox(t *testing.T) {
	g := arcticOrders(t)
	g.S.Boxes[0] = 6
	g.S.Transports[1] = 19
	lost := g.S.BRPLost[1]
	g.transportShortfall(1)
	g.boxShortfall(1)
	if g.S.BRPLost[1] != lost+1+2 {
		t.Fatalf("BRP lost %d, want 1 (Atlantic) + 2 (Indian Ocean, capped)", g.S.BRPLost[1]-lost)
	}
}

// 20.632, 20.633: the bot moves transports between its boxes when the
// move lowers its penalty: with the Atlantic 4 short, moving 4 from the
// Indian Ocean box costs there at most its cap of 2 and saves 4; with the
// Atlantic 1 short, a move saves 1 and costs 1, and is not made.
func Test20_632_BotMovesWhenItPays(t *testing.T) {
	g := arcticOrders(t)
	g.S.Transports[1] = 16
	g.Run()
	p := g.Prompt()
	if c := (Bot{Seat: p.Seat}).Choose(g, p); p.Options[c.Option].Key != "movetr:1:0" {
		t.Fatalf("the bot chose %s", p.Options[c.Option].Key)
	}
	g = arcticOrders(t)
	g.S.Transports[1] = 19
	if f, to, ok := g.botMove(1); ok {
		t.Fatalf("the bot moves from %d to %d for nothing", f, to)
	}
	g.S.Turn = g.Sc.Turns
	g.S.Transports[1] = 10
	if _, _, ok := g.botMove(1); ok {
		t.Fatal("a move on the last turn saves nothing")
	}
}

// 20.6, 20.633: the bot builds a transport when the BRP it saves, 1 a
// turn from the next turn to the last, repays its 3 BRP: in four-turn
// Rheinübung on turn 1 with the Atlantic box short (an even trade, and the
// transport outlasts the scenario), not on turn 2 (2 BRP saved), nor when
// the box's shortfall is over its penalty cap (nothing saved).
func Test20_6_BotBuildsWhenItPays(t *testing.T) {
	g, err := NewGame(theatre(t), engine.Record{Scenario: "rheinubung-1941", Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	g.S.Stack = nil
	g.S.Turn = 1
	g.S.Transports[1] = 18
	g.Push(engine.Frame{Op: opOrders, A: 1})
	g.Run()
	p := g.Prompt()
	if c := (Bot{Seat: p.Seat}).Choose(g, p); p.Options[c.Option].Key != "buildtr" {
		t.Fatalf("turn 1, two short: the bot chose %s", p.Options[c.Option].Key)
	}
	if _, ok := g.botBuild(1); !ok {
		t.Fatal("turn 1: no build")
	}
	g.S.Turn = 2
	if _, ok := g.botBuild(1); ok {
		t.Fatal("turn 2: a build saves 2 BRP for 3")
	}
	g.S.Turn = 1
	g.Sc.Params.PenaltyCap[1] = 1
	g.S.Transports[1] = 17
	if _, ok := g.botBuild(1); ok {
		t.Fatal("three short against a cap of 1: a build saves nothing")
	}
	g.S.Transports[1] = 20
	g.Sc.Params.PenaltyCap[1] = 25
	if _, ok := g.botBuild(1); ok {
		t.Fatal("a full box: a build saves nothing")
	}
}
