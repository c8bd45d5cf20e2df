package bot

import (
	"os"
	"testing"

	"periscope/game/campaign"
	"periscope/game/data"
	"periscope/game/engine"
)

// [35] The Happy Time played by the doctrine bot with Dönitz's pre-war
// programme, the later Type XIs and the captured boats: the invariants
// hold after every step, and the Dönitz Type VIIBs that arrive in the
// scenario's months go to sea.
func Test35_DoctrineWithAlternativeConstruction(t *testing.T) {
	th, err := data.Load(os.DirFS("../../assets/data"), "atlantic")
	if err != nil {
		t.Fatal(err)
	}
	rec := engine.Record{System: campaign.SystemID, Theatre: th.ID, Scenario: "happy-time-1940", Seed: 7,
		Options: []string{"prewar", "later-boats", "captured"}}
	g, err := campaign.New(th, rec)
	if err != nil {
		t.Fatal(err)
	}
	g.Trace = func(g *campaign.Game, op engine.Op) {
		if err := g.CheckInvariants(); err != nil {
			t.Fatalf("after step %s: %v", op, err)
		}
	}
	p, _ := NewPlayer("doctrine", 7)
	if _, err := g.Start(); err != nil {
		t.Fatal(err)
	}
	sailed := map[string]bool{}
	for n := 0; !g.Over() && g.Prompt() != nil; n++ {
		if _, err := g.Apply(p.Choose(g, g.Prompt())); err != nil {
			t.Fatal(err)
		}
		for i := range g.S.Subs {
			if s := &g.S.Subs[i]; s.Status == campaign.StSea {
				sailed[s.ID] = true
			}
		}
	}
	if !g.Over() {
		t.Fatal("the scenario did not end")
	}
	for _, id := range []string{"U-123", "U-124", "U-138"} {
		if sailed[id] {
			t.Errorf("%s sailed, but the Dönitz programme replaced it", id)
		}
	}
	n := 0
	for id := range sailed {
		if len(id) > 5 && id[len(id)-5:] == "/VIIB" {
			n++
		}
	}
	if n == 0 {
		t.Error("no Dönitz Type VIIB went to sea")
	}
	t.Logf("%d Dönitz Type VIIBs went to sea", n)
}
