package naval

import (
	"slices"
	"testing"

	"periscope/game/engine"
)

// cutStrikeSetup is the Coral Sea seen from Rabaul (pacific-1942, no turn
// running): Japan's MO force runs a sea transport to Rabaul's waters, and
// two US forces (TF 17 and TF 44) have intercepted it there; Rabaul's
// land air (made 6 AAF and 6 NAS, so that squadrons survive a strike)
// covers the hex. US land air is left out (no cover: fewer rolls).
func cutStrikeSetup(t *testing.T) (*Game, *AirBase, *Op) {
	t.Helper()
	g, err := NewGame(theatre(t), engine.Record{Scenario: "pacific-1942", Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	g.S.Stack = nil
	base := g.airBase("rabair")
	base.AAF, base.NAS = 6, 6
	for i := range g.S.Air {
		if b := &g.S.Air[i]; b.Side == 1 {
			b.AAF, b.NAS = 0, 0
		}
	}
	hex := base.Area
	mo := g.force("mo")
	mo.At, mo.AtSea = hex, true
	g.S.Ops = []Op{{N: 0, Side: 0, Force: "mo", Kind: OpConvoy, Target: hex, Path: []string{hex}}}
	for _, id := range []string{"tf17", "tf44"} {
		fo := g.force(id)
		fo.At, fo.AtSea = hex, true
		g.S.Ops[0].Cuts = append(g.S.Ops[0].Cuts, Intercept{Force: id, Hex: hex, OK: true, Tried: true})
	}
	return g, base, &g.S.Ops[0]
}

// runUntil plays the bots' answers until a prompt of one of the kinds (or
// none).
func runUntil(t *testing.T, g *Game, kinds ...string) *engine.Prompt {
	t.Helper()
	g.S.Over = false
	if err := g.Run(); err != nil {
		t.Fatal(err)
	}
	for p := g.Prompt(); p != nil; p = g.Prompt() {
		if slices.Contains(kinds, p.Kind) {
			return p
		}
		if _, err := g.Apply(Bot{Seat: p.Seat}.Choose(g, p)); err != nil {
			t.Fatal(err)
		}
	}
	return nil
}

// The third example of 23.161: the moving player runs a sea transport and
// two enemy forces intercept it; its land-based NAS in range may strike
// either interceptor on the way to the interception hex (23.81), but not
// the one and then the other. It strikes one, which abandons the field
// (22.29); the battle is then between the transport and the other, and
// the squadrons that struck join it (search, cover, attack: 22.36), the
// battle not being the approach.
func Test23_161_StrikeOneInterceptor(t *testing.T) {
	g, base, _ := cutStrikeSetup(t)
	g.Push(engine.Frame{Op: opCutStrike, A: 0})
	p := runUntil(t, g, "cut-strike", "cut-abandon")
	if p == nil || p.Seat != g.Seat(0) || optIndex(p, "cs:rabair:tf17") < 0 || optIndex(p, "cs:rabair:tf44") < 0 {
		t.Fatalf("Rabaul is not offered against both interceptors: %+v", p)
	}
	answerKind(t, g, "cut-strike", "cs:rabair:tf17")
	if !slices.Contains(base.UsedOn, airOnCut) {
		t.Fatalf("Rabaul is not committed after its strike: %+v", base)
	}
	if p := runUntil(t, g, "cut-strike", "cut-abandon"); p != nil && optIndex(p, "cs:rabair:tf44") >= 0 {
		t.Fatalf("Rabaul is offered against the second interceptor after striking the first: %v", optKeys(p))
	} else if p != nil && p.Kind == "cut-strike" {
		answerKind(t, g, "cut-strike", "none")
	}
	if base.AAF+base.NAS == 0 {
		t.Fatal("Rabaul lost every squadron: the example needs survivors")
	}
	p = runUntil(t, g, "cut-abandon")
	if p == nil || p.Sub != "tf17" || p.Seat != g.Seat(1) {
		t.Fatalf("TF 17, struck, is not asked whether it goes on: %+v", p)
	}
	answerKind(t, g, "cut-abandon", "abandon")
	if runUntil(t, g, "cut-abandon") != nil {
		t.Fatal("the unstruck interceptor is asked to abandon")
	}
	g.Push(engine.Frame{Op: opEngage, A: 0})
	g.S.Over = false
	if err := g.Run(); err != nil {
		t.Fatal(err)
	}
	b := g.S.Battle
	if b == nil || !slices.Equal(b.Forces[1], []string{"tf44"}) || !slices.Contains(b.Bases[0], "rabair") || b.LandNAS[0] == 0 {
		t.Fatalf("the battle: %+v, want TF 44 alone against MO with Rabaul's surviving air", b)
	}
}

// The fourth example of 23.161: as the third, but the moving player
// counter-intercepts one of the interceptors (TF 17, with Kido Butai, a
// hex short of the interception hex). Its land-based NAS may (a) strike
// TF 17 on its way to the counter-interception hex, (b) fight in the
// counter-interception battle, (c) strike the other interceptor (TF 44)
// on its way to the interception hex and (d) fight in the interception
// battle: each a different event of the phase.
func Test23_161_CounterInterceptionEvents(t *testing.T) {
	g, base, o := cutStrikeSetup(t)
	var ctr string
	for _, a := range g.Map.Areas {
		if a.ID != base.Area && g.Map.Dist(base.Area, a.ID) <= base.Range && g.Map.Dist(base.Area, a.ID) > 0 {
			ctr = a.ID
			break
		}
	}
	if ctr == "" {
		t.Fatal("no sea area near Rabaul")
	}
	o.Cuts = append(o.Cuts, Intercept{Force: "kb", Hex: ctr, OK: true, Tried: true, Counter: true, Of: 0})
	// (a)
	g.Push(engine.Frame{Op: opCutStrike, A: 0, B: 3})
	p := runUntil(t, g, "cut-strike", "cut-abandon")
	if p == nil || !slices.Equal(optKeys(p), []string{"cs:rabair:tf17", "none"}) {
		t.Fatalf("the counter-interception's strike offers %v, want Rabaul against TF 17", p)
	}
	answerKind(t, g, "cut-strike", "cs:rabair:tf17")
	if p := runUntil(t, g, "cut-strike", "cut-abandon"); p != nil && p.Kind == "cut-strike" {
		answerKind(t, g, "cut-strike", "none")
	}
	if runUntil(t, g, "cut-abandon") != nil {
		t.Fatal("a counter-intercepted force is asked to abandon (it fights the counter-interception)")
	}
	if base.AAF+base.NAS == 0 {
		t.Fatal("Rabaul lost every squadron: the example needs survivors")
	}
	// (b): the counter-interception battle takes the survivors.
	g.startBattle(ctr, []string{"kb"}, []string{"tf17"}, 1, 0, 0)
	if b := g.S.Battle; !slices.Contains(b.Bases[0], "rabair") {
		t.Fatalf("Rabaul's air is not in the counter-interception battle: %+v", b)
	}
	g.S.Battle, g.S.Stack = nil, nil
	// (c): the other interceptor's approach is another event.
	g.Push(engine.Frame{Op: opCutStrike, A: 0})
	p = runUntil(t, g, "cut-strike", "cut-abandon")
	if p == nil || optIndex(p, "cs:rabair:tf44") < 0 {
		t.Fatalf("Rabaul is not offered against TF 44's approach after striking TF 17's: %+v", p)
	}
	answerKind(t, g, "cut-strike", "cs:rabair:tf44")
	if p := runUntil(t, g, "cut-strike", "cut-abandon"); p != nil && p.Kind == "cut-strike" {
		answerKind(t, g, "cut-strike", "none")
	}
	if p := runUntil(t, g, "cut-abandon"); p != nil {
		answerKind(t, g, "cut-abandon", "go-on")
	}
	// (d): and the interception battle takes them too.
	if base.AAF+base.NAS == 0 {
		t.Fatal("Rabaul lost every squadron: the example needs survivors")
	}
	g.Push(engine.Frame{Op: opEngage, A: 0})
	g.S.Over = false
	if err := g.Run(); err != nil {
		t.Fatal(err)
	}
	if b := g.S.Battle; b == nil || !slices.Contains(b.Bases[0], "rabair") {
		t.Fatalf("Rabaul's air is not in the interception battle: %+v", b)
	}
}

// 22.27, 22.291: an interceptor that abandons its interception on the way
// (TF 17, struck by Rabaul's air) turns back to its base from where it
// was struck, open to the enemy's air and ships on the way, and is
// returned on arrival; before, it was home at once. Its way home is a
// return op of its own to its own base (no other base: 22.65 is for a
// battle's survivors).
func Test22_27_AbandonedInterceptorExposedOnItsWayBack(t *testing.T) {
	g, _, _ := cutStrikeSetup(t)
	g.Push(engine.Frame{Op: opCutStrike, A: 0})
	runUntil(t, g, "cut-strike")
	answerKind(t, g, "cut-strike", "cs:rabair:tf17")
	hex := g.cutHex(&g.S.Ops[0])
	for p := runUntil(t, g, "cut-strike", "cut-abandon"); p != nil && p.Kind == "cut-strike"; p = runUntil(t, g, "cut-strike", "cut-abandon") {
		answerKind(t, g, "cut-strike", "none")
	}
	if len(g.ShipsOf("tf17")) == 0 {
		t.Skip("TF 17 sunk by the strike")
	}
	answerKind(t, g, "cut-abandon", "abandon")
	fo := g.force("tf17")
	h := g.homingOf("tf17")
	if !fo.AtSea || fo.At != hex || !fo.Returned || h == nil || !h.Back || h.From != hex {
		t.Fatalf("TF 17 after abandoning: %+v, homing %+v; want at sea at %s, on its way back", *fo, h, hex)
	}
	n := len(g.S.Ops)
	g.S.Stack = nil
	g.Push(engine.Frame{Op: opHomeLegs})
	runUntil(t, g, "home-base", "intercept", "air-strike")
	if len(g.S.Ops) != n+1 {
		t.Fatalf("no way back: %d ops", len(g.S.Ops))
	}
	o := g.S.Ops[n]
	if o.Kind != OpReturn || o.Force != "tf17" || o.Target != fo.Port || !slices.Equal(o.Path, g.Map.Path(hex, fo.Port)) {
		t.Fatalf("the way back %+v, want %s to %s", o, hex, fo.Port)
	}
}
