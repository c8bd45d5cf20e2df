package naval

import (
	"slices"
	"testing"

	"periscope/game/engine"
)

// The example of 21.63: a US 3-2 at Port Moresby is to be redeployed by
// sea, escorted by at least three destroyer factors. Destroyers that are
// elsewhere (the Philippines) at the start of the redeployment phase could
// redeploy themselves but not escort the unit that turn; destroyers moved
// to Port Moresby in the movement phase may escort it in the same turn,
// and then do nothing else. In the Pacific the reinforcement of Port
// Moresby sails from the Australia box (2 factors, 2 DD factors): with
// Params.NRPhase it is not among the movement phase's orders; TF 17
// (6 DD factors) changes base from Nouméa to the Australia box in the
// movement phase, and the redeployment phase offers it the escort, beside
// TF 44 (in the box from the start); TF 1 at Pearl Harbor, and TF 16 after
// a patrol, are not offered. Having escorted, TF 17 is offered nothing
// more. (Intercepted and beaten, the escort brings the cargo back, and a
// cargo above what the surviving destroyers carry is lost: 22.83,
// Test22_83_TransportSunkWithItsCargo.)
func Test21_63_MovementThenRedeploymentExample(t *testing.T) {
	g, err := NewGame(theatre(t), engine.Record{Scenario: "pacific-1942", Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	g.S.Stack = nil
	g.Sc.Params.NRPhase = true
	g.S.Phasing = 1
	tf17, tf44 := g.force("tf17"), g.force("tf44")
	if slices.Contains(g.kinds(tf44), OpConvoy) {
		t.Fatalf("TF 44 is offered the redeployment with the movement phase's orders: %v", g.kinds(tf44))
	}
	g.Sc.Params.NRPhase = false
	if !slices.Contains(g.kinds(tf44), OpConvoy) {
		t.Fatalf("without the phase TF 44 is not offered the redeployment: %v", g.kinds(tf44))
	}
	g.Sc.Params.NRPhase = true
	// The movement phase: TF 17 changes base, TF 16 patrols.
	tf16 := g.force("tf16")
	g.S.Ops = []Op{
		{N: 0, Side: 1, Force: "tf17", Kind: OpBase, Target: "aus", Path: g.Map.Path("nou", "aus")},
		{N: 1, Side: 1, Force: "tf16", Kind: OpPatrol, Target: "mid", Path: g.Map.Path("haw", "mid")},
	}
	tf17.Used, tf16.Used = true, true
	tf17.AtSea, tf16.AtSea = true, true
	g.Push(engine.Frame{Op: opComplete, A: 0}, engine.Frame{Op: opComplete, A: 1}, engine.Frame{Op: opRedeploy, A: 1})
	p := runUntil(t, g, "nr-escort")
	if tf17.Port != "aus" {
		t.Fatalf("TF 17 is based at %s after its base change", tf17.Port)
	}
	if p == nil || !slices.Equal(optKeys(p), []string{"nr:tf17:reinf", "nr:tf44:reinf", "none"}) || p.Rule != "21.63" {
		t.Fatalf("the redeployment phase offers %v, want TF 17 and TF 44", p)
	}
	answerKind(t, g, "nr-escort", "nr:tf17:reinf")
	o := g.S.Ops[len(g.S.Ops)-1]
	if o.Force != "tf17" || o.Kind != OpConvoy || o.Convoy != "reinf" || o.Target != "pmy" || !o.Done || g.S.Runs["reinf"] != 1 {
		t.Fatalf("the redeployment: %+v, runs %d", o, g.S.Runs["reinf"])
	}
	if p := runUntil(t, g, "nr-escort"); p != nil {
		t.Fatalf("after the escort the phase offers %v (one route, run once; TF 17 escorted)", optKeys(p))
	}
}
