package naval

import (
	"testing"

	"periscope/game/engine"
)

// 20.633: Rheinübung's Atlantic box holds 20 Allied transports against the
// scenario's optimal 20; with 3 sunk Britain pays 3 BRP at the start of
// each of its player turns, and at the end every 5 BRP lost are a VP to
// Germany (the scenario's brpPerVP).
func Test20_633_TransportShortfall(t *testing.T) {
	g, err := NewGame(theatre(t), engine.Record{Scenario: "rheinubung-1941", Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	g.S.Stack = nil
	g.transportShortfall(1)
	if g.S.BRPLost[1] != 0 {
		t.Fatal("no penalty at the optimal level")
	}
	g.S.Transports[1] = 17
	g.transportShortfall(1)
	g.transportShortfall(1)
	es := g.Flush()
	if g.S.BRPLost[1] != 6 || logged(es, "naval.log.brppenalty") != 2 {
		t.Fatalf("BRP lost %d, want 6 (1 a transport short, each turn)", g.S.BRPLost[1])
	}
	g.Sc.Params.PenaltyCap[1] = 2
	g.transportShortfall(1)
	if g.S.BRPLost[1] != 8 {
		t.Fatal("the penalty is capped (20.633)")
	}
	vp := g.S.VP[0]
	g.finish()
	if g.S.VP[0] != vp+1 {
		t.Fatalf("8 BRP lost at 5 a VP: %d VP to Germany, want 1", g.S.VP[0]-vp)
	}
}

// 21.6, 22.22: the Port Moresby reinforcement is the sea leg of a naval
// redeployment: escorted by destroyers, it is intercepted on two dice, not
// the four of a sea transport.
func Test21_6_RedeploymentIsInterceptedOnTwoDice(t *testing.T) {
	g := testGame(t)
	g.S.Stack = nil
	o := &Op{Side: 1, Force: "anzac", Kind: OpConvoy, Convoy: "reinf", Target: "pmy", Path: g.Map.Path("aus", "pmy")}
	if !g.redeploy(o) {
		t.Fatal("the Port Moresby route is a redeployment")
	}
	fo := g.force("mo")
	n, mods := g.interceptDice(fo, o, "pmy", false)
	want := 2
	for _, m := range mods {
		want += m.Value
	}
	if n != max(want, 0) {
		t.Fatalf("%d dice, want 2 with the modifiers (%d)", n, want)
	}
	o.Convoy = "mo"
	if g.redeploy(o) {
		t.Fatal("an invasion is not a redeployment")
	}
}

// 21.121: Japan may build one port counter in the scenario, on an island
// of its own without a port (the Bonin Islands, Wake), at most one a turn;
// it opens at the end of the turn as a Japanese port, where Japanese forces
// may then change base.
func Test21_121_PortCounter(t *testing.T) {
	g := testGame(t)
	g.S.Stack = nil
	sites := g.portCounterSites(0)
	if len(sites) != 2 || sites[0] != "bon" || sites[1] != "wak" {
		t.Fatalf("Japan's sites %v", sites)
	}
	if s := g.portCounterSites(1); len(s) != 1 || s[0] != "sam" {
		t.Fatalf("the US sites %v", s)
	}
	g.orderPortCounter(0, "wak")
	if len(g.portCounterSites(0)) != 0 {
		t.Fatal("one a turn, one in the scenario")
	}
	if g.port("wak") != nil {
		t.Fatal("the port opens at the end of the turn (the construction phase)")
	}
	g.openPortCounters()
	es := g.Flush()
	if p := g.port("wak"); p == nil || p.Side != 0 || logged(es, "naval.log.portopens") != 1 {
		t.Fatalf("no Japanese port at Wake: %+v", p)
	}
	fo := g.force("kb")
	found := false
	for _, a := range g.targets(fo, OpBase) {
		found = found || a == "wak"
	}
	if !found && g.Map.Dist(fo.Port, "wak") <= g.Map.Range {
		t.Fatal("Japanese forces may change base to the new port")
	}
}
