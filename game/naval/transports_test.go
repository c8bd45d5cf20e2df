package naval

import (
	"testing"

	"periscope/game/engine"
)

// 21.6, 20.64C: transports may replace destroyers on a redeployment whose
// route allows it (the Port Moresby reinforcement: "to some Pacific
// ports"), one per 5 land factors. TF 44 with a single destroyer factor
// lifts 1 of the 2 factors (half: the route is open, "area:pmy"), or 2
// with one transport from the US box beside it ("tr:pmy"): the transport
// sails with the force, carries the other factor, and docks back in the
// box at the end of the player turn (20.632).
func Test21_6_TransportsStandInForDestroyers(t *testing.T) {
	g := testGame(t)
	g.S.Stack = nil
	g.S.Phasing = 1
	g.ship("tf44dd").Size = 1
	g.S.LostNF[1]++ // the destroyer factor taken out by hand
	g.Push(engine.Frame{Op: opTarget, Sub: "tf44", S: OpConvoy})
	if err := g.Run(); err != nil {
		t.Fatal(err)
	}
	if !offered(g, "area:pmy") || !offered(g, "tr:pmy") {
		t.Fatalf("the Port Moresby route with and without transports: %+v", g.Prompt().Options)
	}
	es := answer(t, g, "tr:pmy")
	if logged(es, "naval.log.transportssail") != 1 || g.S.Transports[1] != 4 || g.cargo("tf44") != 2 {
		t.Fatalf("one transport sails (pool %d), cargo %d", g.S.Transports[1], g.cargo("tf44"))
	}
	var tr *Ship
	for _, s := range g.ShipsOf("tf44") {
		if s.Class == TR {
			tr = s
		}
	}
	if tr == nil || tr.Size != 1 || tr.Cargo != 1 || tr.NF() != 1 || g.ForceNF("tf44") != 5 {
		t.Fatalf("the transport counter: %+v (force %d NF: transports are not naval factors)", tr, g.ForceNF("tf44"))
	}
	if err := g.Check(); err != nil {
		t.Fatal(err)
	}
	// Home at the end of the player turn: back to the box.
	g.force("tf44").AtSea = false
	g.dockTransports()
	if g.S.Transports[1] != 5 || len(g.ShipsOf("tf44")) != 2 {
		t.Fatalf("the transport docks: pool %d", g.S.Transports[1])
	}
	if err := g.Check(); err != nil {
		t.Fatal(err)
	}
	// An empty box, or a route that takes no transports, lends none.
	reinf := g.routeTo(g.force("tf44"), OpConvoy, "pmy")
	if g.transportsFor(reinf, 1, 1) != 1 {
		t.Fatal("one transport for the factor the destroyer cannot carry")
	}
	g.S.Transports[1] = 0
	if g.transportsFor(reinf, 1, 1) != 0 {
		t.Fatal("no transports in the box, none lent")
	}
	g.S.Transports[1] = 5
	mo := g.Sc.Convoys[0]
	mo.Transports = false
	if g.transportsFor(&mo, 0, 0) != 0 {
		t.Fatal("a route that takes no transports lends none")
	}
}

// 22.83, 20.58: a transport takes hits as a one-factor ship; sunk, its
// cargo is lost with it and the box is one short. Transports are not naval
// factors: the loss is counted apart (a VP to the side that sank it).
func Test22_83_TransportSunkWithItsCargo(t *testing.T) {
	g := testGame(t)
	g.S.Stack = nil
	g.S.Phasing = 1
	g.ship("tf44dd").Size = 0
	g.ship("tf44dd").Sunk, g.ship("tf44dd").Force = true, ""
	g.Push(engine.Frame{Op: opTarget, Sub: "tf44", S: OpConvoy})
	g.Run()
	if offered(g, "area:pmy") {
		t.Fatal("no destroyers, no lift but the transports'")
	}
	answer(t, g, "tr:pmy")
	var tr *Ship
	for _, s := range g.ShipsOf("tf44") {
		if s.Class == TR {
			tr = s
		}
	}
	if tr == nil || tr.Cargo != 2 {
		t.Fatalf("one transport carries both factors: %+v", tr)
	}
	before := map[string]int{tr.ID: tr.NF()}
	vp, lost := g.S.VP[0], g.S.LostNF[1]
	hitLights([]*Ship{tr}, 1)
	g.tally([]*Ship{tr}, before, 0, "22.83")
	if !tr.Sunk || tr.Cargo != 0 || g.cargo("tf44") != 0 || g.S.TransportsLost[1] != 1 || g.S.VP[0] != vp+1 || g.S.LostNF[1] != lost {
		t.Fatalf("the transport sunk: %+v, lost %v, VP %v", tr, g.S.TransportsLost, g.S.VP)
	}
	g.S.LostNF[1] += 2 // the destroyers removed by hand above
	if err := g.Check(); err != nil {
		t.Fatal(err)
	}
}

// 20.6: Britain may build one transport a turn in Rheinübung (the
// scenario's buildTransports) for 3 BRP; it is not usable in the build
// turn and joins the Atlantic box at the end of the turn. The BRP count
// with those lost to shortfalls toward Germany's VP (brpPerVP 5).
func Test20_6_BuildTransports(t *testing.T) {
	g, err := NewGame(theatre(t), engine.Record{Scenario: "rheinubung-1941", Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	g.S.Stack = nil
	g.Push(engine.Frame{Op: opOrders, A: 1})
	g.Run()
	if !offered(g, "buildtr") {
		t.Fatal("Britain may build a transport")
	}
	es := answer(t, g, "buildtr")
	if logged(es, "naval.log.buildtransport") != 1 || g.S.BRPSpent[1] != 3 || g.S.Transports[1] != 20 {
		t.Fatalf("ordered: BRP %d, box %d", g.S.BRPSpent[1], g.S.Transports[1])
	}
	if offered(g, "buildtr") {
		t.Fatal("one a turn")
	}
	if g.S.Transports[0] != 0 || g.canBuildTransport(0) {
		t.Fatal("Germany builds none")
	}
	g.launchTransports()
	if g.S.Transports[1] != 21 || g.S.TransportOrders[1] != 0 || !g.canBuildTransport(1) {
		t.Fatalf("launched: box %d", g.S.Transports[1])
	}
	g.S.BRPLost[1] = 2
	vp := g.S.VP[0]
	g.scoreBRP()
	if g.S.VP[0] != vp+1 {
		t.Fatal("3 BRP spent and 2 lost: one VP to Germany at 5 a VP")
	}
}

// 20.64: transports serve invasions as well as sea transport: one per 5
// land factors beside the destroyers' lift. Japan's Pacific pool (20.6's
// table: 15) lends them to Operation MO when the MO Force's destroyers
// cannot carry the troops (two destroyer factors a factor against an
// occupied port, 21.5131): with one destroyer factor left, a transport
// sails and the invasion lands its 3 factors.
func Test20_64_InvasionWithTransports(t *testing.T) {
	g := testGame(t)
	g.S.Stack = nil
	g.S.Phasing = 0
	g.ship("modd").Size = 1
	g.S.LostNF[0] += 4 // the four destroyer factors taken out by hand
	g.Push(engine.Frame{Op: opTarget, Sub: "mo", S: OpConvoy})
	if err := g.Run(); err != nil {
		t.Fatal(err)
	}
	if offered(g, "area:pmy") || !offered(g, "tr:pmy") {
		t.Fatalf("Operation MO with one destroyer factor: only with transports: %+v", g.Prompt().Options)
	}
	es := answer(t, g, "tr:pmy")
	if logged(es, "naval.log.transportssail") != 1 || g.S.Transports[0] != 14 || g.cargo("mo") != 3 {
		t.Fatalf("one transport sails (pool %d), cargo %d", g.S.Transports[0], g.cargo("mo"))
	}
	if err := g.Check(); err != nil {
		t.Fatal(err)
	}
}
