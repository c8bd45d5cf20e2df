package naval

import (
	"slices"
	"testing"

	"periscope/game/engine"
)

// The first example of 23.161: two enemy forces on similar activities pass
// within range of the same land air; its squadrons may strike one or the
// other, and once committed against the first they may not strike the
// second, though the first is beaten. A US base strikes the first Japanese
// force; the second force's strike prompt no longer offers that base.
func Test23_161_OneForceAPhase(t *testing.T) {
	g, base, _ := strikeSetup(t, OpPatrol)
	offers := func(n int) bool { return strikeOffered(t, g, base, n) }
	if !offers(0) {
		t.Fatalf("the base is not offered against the first force (%+v)", g.Prompt())
	}
	answerKind(t, g, "air-strike", "air:"+base.ID)
	for p := g.Prompt(); p != nil && p.Kind != "air-strike"; p = g.Prompt() {
		if _, err := g.Apply(Bot{Seat: p.Seat}.Choose(g, p)); err != nil {
			t.Fatal(err)
		}
	}
	if !base.Used {
		t.Fatal("the base is not marked committed after its strike")
	}
	if p := g.Prompt(); p != nil && p.Kind == "air-strike" {
		answerKind(t, g, "air-strike", "none")
	}
	if offers(1) {
		t.Fatal("the base committed against the first force is offered against the second")
	}
}

// The example of 23.813: a Japanese force changing base (the Philippines
// to Rabaul) within range of unreturned US land air may be struck on the
// way, and the squadrons that strike are spent for the phase (returned at
// its end: Used until the next turn's reset).
func Test23_813_BaseChangeMayBeStruck(t *testing.T) {
	g, base, _ := strikeSetup(t, OpBase)
	if !strikeOffered(t, g, base, 0) {
		t.Fatalf("the base change is not offered to the US land air (%+v)", g.Prompt())
	}
	answerKind(t, g, "air-strike", "air:"+base.ID)
	if !base.Used || !g.S.Ops[0].Attacked {
		t.Fatalf("after the strike: base used %v, op attacked %v", base.Used, g.S.Ops[0].Attacked)
	}
}

// strikeSetup puts two Japanese forces on ops of the kind in the area of a
// US land-air base (pacific-1942, no turn running).
func strikeSetup(t *testing.T, kind string) (*Game, *AirBase, []*Force) {
	t.Helper()
	g := testGame(t)
	g.S.Stack = nil // no turn: the test runs the strikes alone
	var base *AirBase
	for i := range g.S.Air {
		if b := &g.S.Air[i]; b.Side == 1 && b.AAF+b.NAS > 0 {
			base = b
			break
		}
	}
	if base == nil {
		t.Fatal("no US land air")
	}
	var forces []*Force
	for i := range g.S.Forces {
		if fo := &g.S.Forces[i]; fo.Side == 0 && len(g.ShipsOf(fo.ID)) > 0 && len(forces) < 2 {
			forces = append(forces, fo)
		}
	}
	if len(forces) < 2 {
		t.Fatal("fewer than two Japanese forces")
	}
	for i, fo := range forces {
		fo.At, fo.AtSea = base.Area, true
		g.S.Ops = append(g.S.Ops, Op{N: i, Side: 0, Force: fo.ID, Kind: kind, Target: base.Area, Path: []string{base.Area}})
	}
	return g, base, forces
}

// strikeOffered runs op n's air-strike step and reports whether the
// prompt offers the base.
func strikeOffered(t *testing.T, g *Game, base *AirBase, n int) bool {
	t.Helper()
	// The test runs the strikes without a turn: the steps before emptied
	// the stack and so ended the game (Exhausted); it goes on here.
	g.S.Over = false
	g.Push(engine.Frame{Op: opAirStrike, A: n})
	if err := g.Run(); err != nil {
		t.Fatal(err)
	}
	p := g.Prompt()
	return p != nil && p.Kind == "air-strike" && optIndex(p, "air:"+base.ID) >= 0
}

// The second example of 23.161: land air in range may cover one of two
// friendly forces, not both. A Japanese base covers the first force struck
// by US land air; it is then committed (Used) for the rest of the phase.
func Test23_161_CoverOneForce(t *testing.T) {
	g, base, _ := strikeSetup(t, OpConvoy)
	var cover *AirBase
	for i := range g.S.Air {
		if b := &g.S.Air[i]; b.Side == 0 && b.AAF > 0 {
			cover = b
			break
		}
	}
	if cover == nil {
		t.Fatal("no Japanese land air")
	}
	cover.Area, cover.Used = base.Area, false
	if !strikeOffered(t, g, base, 0) {
		t.Fatalf("no strike offered (%+v)", g.Prompt())
	}
	answerKind(t, g, "air-strike", "air:"+base.ID)
	if !cover.Used {
		t.Fatal("the covering base is not committed after covering the first force")
	}
	// Committed, it is left out of every later strike's cover this phase
	// (stepAirStrike takes only the bases not Used).
	g.S.Ops[1].Path = []string{cover.Area}
	for p := g.Prompt(); p != nil; p = g.Prompt() {
		if _, err := g.Apply(Bot{Seat: p.Seat}.Choose(g, p)); err != nil {
			t.Fatal(err)
		}
	}
	if !cover.Used {
		t.Fatal("the covering base was freed within the phase")
	}
}

// The example of 23.163: German squadrons that struck a British force on
// one activity (intercepting a sea supply) may strike again in the same
// phase against another kind of activity (the sea transport's
// interceptor), and are returned at the phase's end. Here the US base
// strikes the first Japanese force (a convoy); it is offered again against
// the second when that one bombards, not when it too is a convoy (23.161),
// and the next phase frees it.
func Test23_163_SquadronsActAgainInThePhase(t *testing.T) {
	for _, kind := range []string{OpConvoy, OpBombard} {
		g, base, _ := strikeSetup(t, OpConvoy)
		g.S.Ops[1].Kind = kind
		if !strikeOffered(t, g, base, 0) {
			t.Fatalf("the base is not offered against the first force (%+v)", g.Prompt())
		}
		answerKind(t, g, "air-strike", "air:"+base.ID)
		for p := g.Prompt(); p != nil && p.Kind != "air-strike"; p = g.Prompt() {
			if _, err := g.Apply(Bot{Seat: p.Seat}.Choose(g, p)); err != nil {
				t.Fatal(err)
			}
		}
		if p := g.Prompt(); p != nil && p.Kind == "air-strike" {
			answerKind(t, g, "air-strike", "none")
		}
		if base.AAF+base.NAS == 0 {
			t.Fatal("the base lost every squadron: the example needs survivors")
		}
		if got, want := strikeOffered(t, g, base, 1), kind != OpConvoy; got != want {
			t.Fatalf("second force on %s: offered %v, want %v (23.161, 23.163)", kind, got, want)
		}
		if !base.Used || !slices.Contains(base.UsedOn, OpConvoy) {
			t.Fatalf("the base is not returned for the phase: %+v", base)
		}
	}
}
