package naval

import (
	"slices"
	"testing"

	"periscope/game/engine"
)

// cutForces are the forces cutOptions offers against op o.
func cutForces(g *Game, o *Op) []string {
	var out []string
	for _, c := range g.cutOptions(o) {
		if !slices.Contains(out, c.force.ID) {
			out = append(out, c.force.ID)
		}
	}
	return out
}

// The example of 21.131: a port and its ships belong to the front of the
// water the port opens on (a fleet at Marseille acts on the Med front,
// though Marseille's hex lies on the Western front); Gibraltar is a
// two-front port (West and Med), and for interception it belongs to the
// front of the activity: a move between the UK and Gibraltar faces only
// Western-front Axis ships. In Rheinübung the Home Fleet changes base from
// Scapa Flow to Gibraltar; Bismarck's group at Bergen (West) may
// intercept, the Brest squadron may not when Brest stands for Marseille
// (the Med). On the Mediterranean map Force H at Gibraltar may intercept
// an Italian sortie to Malta (the Med), and may not once Gibraltar is
// listed on the Western front alone.
func Test21_131_FrontsExample(t *testing.T) {
	th := theatre(t)
	g, err := NewGame(th, engine.Record{Scenario: "rheinubung-1941", Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	g.S.Stack = nil
	o := &Op{N: 0, Side: 1, Force: "homef", Kind: OpBase, Target: "gibr", Path: g.Map.Path("scapa", "gibr")}
	if p := g.force("homef").Port; p != "scapa" {
		t.Fatalf("the Home Fleet is at %s", p)
	}
	if got := cutForces(g, o); !slices.Contains(got, "rhein") || !slices.Contains(got, "gss") {
		t.Fatalf("without fronts %v intercept, want both German forces", got)
	}
	g.Sc.Params.Fronts = map[string][]string{"scapa": {"west"}, "gibr": {"west", "med"}, "bergen": {"west"}, "biscay": {"med"}}
	if f := g.opFront(o); f != "west" {
		t.Fatalf("Scapa Flow to Gibraltar is on the %q front, want west", f)
	}
	if got := cutForces(g, o); !slices.Equal(got, []string{"rhein"}) {
		t.Fatalf("with fronts %v intercept, want Bismarck's group alone", got)
	}

	g, err = NewGame(th, engine.Record{Scenario: "med-1940", Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	g.S.Stack = nil
	o = &Op{N: 0, Side: 0, Force: "it1", Kind: OpBombard, Target: "mal", Path: g.Map.Path("tar", "mal")}
	g.Sc.Params.Fronts = map[string][]string{"gib": {"west", "med"}, "tar": {"med"}, "mal": {"med"}, "alx": {"med"}}
	if got := cutForces(g, o); !slices.Contains(got, "forceh") {
		t.Fatalf("Force H at two-front Gibraltar is not offered against a Med sortie: %v", got)
	}
	g.Sc.Params.Fronts["gib"] = []string{"west"}
	if got := cutForces(g, o); slices.Contains(got, "forceh") || len(got) == 0 {
		t.Fatalf("Gibraltar on the West alone: %v intercept, want the Med forces without Force H", got)
	}
}
