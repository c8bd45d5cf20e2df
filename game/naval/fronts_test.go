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

// The example of 21.435: a 4-5 armoured unit starts its turn next to a
// port. It enters the port (one movement factor), embarks (nothing) and
// lands at another port (one): it may still spend three movement factors
// from the landing port. From a port in a hostile zone of control it
// pays 2 to embark (1 in the Pacific); a unit with no movement left is
// not carried. In the Mediterranean the Libyan convoy's units, with
// Params.LandMP 4 on reaching Naples, land at Tripoli with 3 to spend.
func Test21_435_LandMovementExample(t *testing.T) {
	atPort := 5 - 1 // the 4-5 moves 5, and entering the port costs 1
	for _, c := range []struct {
		mp       int
		zoc, pac bool
		left     int
		ok       bool
	}{{atPort, false, false, 3, true}, {atPort, true, false, 1, true}, {atPort, true, true, 2, true}, {1, true, false, 0, true}, {0, false, false, 0, false}} {
		if left, ok := SeaTransportMP(c.mp, c.zoc, c.pac); left != c.left || ok != c.ok {
			t.Errorf("SeaTransportMP(%d, zoc %v, pacific %v) = %d, %v; want %d, %v", c.mp, c.zoc, c.pac, left, ok, c.left, c.ok)
		}
	}
	g, err := NewGame(theatre(t), engine.Record{Scenario: "med-1940", Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	g.S.Stack = nil
	g.Sc.Params.LandMP[0] = atPort
	fo := g.force("itnap")
	var dd *Ship
	for _, s := range g.ShipsOf(fo.ID) {
		if s.Class == DD {
			dd = s
		}
	}
	if dd == nil {
		t.Fatal("no Italian destroyers at Naples")
	}
	dd.Cargo = 4
	fo.At, fo.AtSea = "tri", true
	g.S.Ops = []Op{{N: 0, Side: 0, Force: fo.ID, Kind: OpConvoy, Convoy: "libya", Target: "tri", Path: g.Map.Path("tyn", "tri")}}
	g.Push(engine.Frame{Op: opComplete, A: 0})
	if err := g.Run(); err != nil {
		t.Fatal(err)
	}
	es := logHas(g.Flush(), "log.landmp")
	if len(es) != 1 {
		t.Fatal("no 21.435 line after the landing")
	}
	if a, _ := es[0].Msg.Arg("n"); a.Int != 3 || es[0].Rule != "21.435" {
		t.Fatalf("the landing leaves %d movement factors (rule %s), want 3", a.Int, es[0].Rule)
	}
}
