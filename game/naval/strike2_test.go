package naval

import "testing"

// 23.81 with two bases in range of one activity: the first base's strike
// picks its target (23.43) before the defender is asked whether another
// base strikes too. (Asked first, a second strike overwrote the first's
// pending strike, whose survivors then never attacked.) Two US bases
// strike a Japanese convoy one after the other; each strike's target is
// chosen, the first before the second is offered.
func Test23_81_SecondBaseStrikesAfterTheFirstsTarget(t *testing.T) {
	g, base, _ := strikeSetup(t, OpConvoy)
	var second *AirBase
	for i := range g.S.Air {
		if b := &g.S.Air[i]; b.Side == 1 && b != base && b.AAF+b.NAS > 0 {
			second = b
			break
		}
	}
	if second == nil {
		t.Fatal("no second US base")
	}
	second.Area, second.Range = base.Area, max(second.Range, 1)
	for i := range g.S.Air {
		if b := &g.S.Air[i]; b.Side == 0 {
			b.AAF, b.NAS = 0, 0 // no cover: the strikers get through
		}
	}
	g.Sc.Params.AirDefence = [2]int{}
	for _, s := range g.ShipsOf(g.S.Ops[0].Force) {
		s.NAS = 0 // no CAP
	}
	if !strikeOffered(t, g, base, 0) {
		t.Fatalf("no strike offered (%+v)", g.Prompt())
	}
	g.LoadDice(1, 1) // the air defence lets every striker through
	answerKind(t, g, "air-strike", "air:"+base.ID)
	targets := 0
	if p := g.Prompt(); p == nil || p.Kind != "strike-target" {
		t.Fatalf("after the first base's strike the prompt is %+v, want its strike-target", p)
	}
	for p := g.Prompt(); p != nil && targets < 2; p = g.Prompt() {
		switch p.Kind {
		case "strike-target":
			targets++
			if g.S.Strike == nil || (targets == 1) != (g.S.Strike.Base == base.ID) {
				t.Fatalf("strike-target %d answers the strike %+v", targets, g.S.Strike)
			}
			answerKind(t, g, "strike-target", p.Options[0].Key)
		case "air-strike":
			if targets != 1 {
				t.Fatalf("another strike offered after %d targets chosen", targets)
			}
			g.LoadDice(1, 1)
			answerKind(t, g, "air-strike", "air:"+second.ID)
		default:
			t.Fatalf("unexpected prompt %s", p.Kind)
		}
	}
	if targets != 2 {
		t.Fatalf("%d strikes chose a target, want 2", targets)
	}
}

// 20.5: a light ship sunk is logged by its size before the hits ("CA 2
// sunk"), not by what is left of it ("CA 0 sunk", seen in the browser's
// battle log).
func Test20_5_SunkLightNamedByItsSize(t *testing.T) {
	g := testGame(t)
	ca := &Ship{ID: "ca", Class: CA, Size: 2, Nation: "USA", Force: "tf16"}
	before := nfOf([]*Ship{ca})
	hitLights([]*Ship{ca}, 2)
	g.tally([]*Ship{ca}, before, 0, "20.5")
	es := logHas(g.Flush(), "log.sunk")
	if len(es) != 1 || es[0].Text != "CA 2 sunk" {
		t.Fatalf("sunk entries %+v", es)
	}
}
