package naval

import (
	"slices"
	"strings"
	"testing"

	"periscope/game/engine"
)

// medGame is the Mediterranean with no turn started: the test pushes the
// steps it wants.
func medGame(t *testing.T) *Game {
	t.Helper()
	g, err := NewGame(theatre(t), engine.Record{Scenario: "med-1940", Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	g.S.Stack = nil
	return g
}

func logged(es []engine.Entry, id string) int {
	n := 0
	for _, e := range es {
		if e.Msg != nil && e.Msg.ID == id {
			n++
		}
	}
	return n
}

// 22.28–281: the Mediterranean Fleet has intercepted an Italian
// bombardment of Malta and is counter-intercepted by the 1st Squadron on
// its way out of Alexandria. Force X, a fellow interceptor on the same
// way, puts its own interception on hold and joins the battle at once;
// Force H, from Gibraltar, is off that way: it is placed by an
// interception roll (short here) and is still closing when the battle
// begins. Arrivals share the interceptor's fate (22.281); 22.282: when
// every interceptor is beaten, none goes on to the target.
func Test22_28_MutualSupport(t *testing.T) {
	g := medGame(t)
	path := g.Map.Path("tys", "mal")
	x := path[len(path)-1]
	h := g.Map.Path("alx", x)[0]
	g.S.Phasing = 0
	g.S.Ops = []Op{{N: 0, Side: 0, Force: "itpal", Kind: OpBombard, Target: "mal", Path: path, Cuts: []Intercept{
		{Force: "medf", Hex: x, Dist: g.Map.Dist("alx", x), Dice: 4, OK: true, Tried: true},
		{Force: "forcex", Hex: x, Dist: g.Map.Dist("alx", x), Dice: 4, OK: true, Tried: true},
		{Force: "forceh", Hex: x, Dist: g.Map.Dist("gib", x), Dice: 4, OK: true, Tried: true},
		{Force: "it1", Hex: h, Dist: g.Map.Dist("tar", h), Dice: 1, OK: true, Tried: true, Counter: true, Of: 0},
	}}}
	o := &g.S.Ops[0]
	g.Push(engine.Frame{Op: opSupport, A: 0, B: 3})
	if err := g.Run(); err != nil {
		t.Fatal(err)
	}
	p := g.Prompt()
	if p == nil || p.Kind != "support" || p.Seat != g.Seat(1) {
		t.Fatalf("no support prompt for Britain: %+v", p)
	}
	if !offered(g, "support:1") || !offered(g, "support:2") || offered(g, "support:0") {
		t.Fatal("the fellow interceptors (and not the interceptor itself) may support")
	}
	es := answer(t, g, "support:1")
	if logged(es, "naval.log.supports") != 1 {
		t.Fatal("Force X on the same way joins at once (22.281)")
	}
	g.LoadDice(1, 1, 1, 1) // Force H's placement roll: 4 hexes, short
	es = answer(t, g, "support:2")
	g.UnloadDice()
	if rolls(es, "support") != 1 {
		t.Fatal("Force H is placed by an interception roll (22.281)")
	}
	b := g.S.Battle
	if b == nil || b.Of != 0 || b.Hex != h {
		t.Fatalf("no counter-interception battle at %s: %+v", h, b)
	}
	if !slices.Equal(b.Forces[1], []string{"medf", "forcex"}) || len(b.Coming) != 1 || b.Coming[0].Force != "forceh" {
		t.Fatalf("defenders %v, coming %+v", b.Forces[1], b.Coming)
	}
	if o.Cuts[2].OK || o.Cuts[1].Support != 1 {
		t.Fatal("the supporters' own interceptions are on hold")
	}
	es = runBots(t, g)
	// Whatever the battle's end, Force X shares the Mediterranean Fleet's
	// fate, and Force H, which never arrived, is its owner's to send on or
	// home: the bot takes up its own interception again.
	if arrived := slices.Contains(b.Forces[1], "forceh"); !arrived && logged(es, "naval.log.resumes")+logged(es, "naval.log.goeshome") == 0 {
		t.Fatal("Force H's owner was not asked whether it resumes its interception (22.281)")
	}
	if o.Cuts[0].OK != o.Cuts[1].OK || o.Cuts[1].Support != 0 {
		t.Fatalf("after the battle: interceptor %v, supporter %v", o.Cuts[0].OK, o.Cuts[1].OK)
	}
	if arrived := slices.Contains(b.Forces[1], "forceh"); arrived && o.Cuts[2].OK != o.Cuts[0].OK || !arrived && !o.Cuts[2].OK {
		t.Fatalf("Force H (arrived %v): its interception %v (22.281)", arrived, o.Cuts[2].OK)
	}
}

// 22.161B, 22.1611, 22.281: after winning its counter-interception
// battle the Mediterranean Fleet goes on to the interception hex or goes
// home, at Britain's choice, and Force X, which arrived to support it,
// shares that choice; Force H, which had not arrived, resumes its own
// interception or goes home, also at Britain's choice (the spec reads the
// owner's, 22.281 Ambig).
func Test22_161B_WinnerGoesOnOrHome(t *testing.T) {
	for _, home := range []bool{true, false} {
		g := medGame(t)
		path := g.Map.Path("tys", "mal")
		x := path[len(path)-1]
		g.S.Phasing = 0
		g.S.Ops = []Op{{N: 0, Side: 0, Force: "itpal", Kind: OpBombard, Target: "mal", Path: path, Cuts: []Intercept{
			{Force: "medf", Hex: x, OK: true, Tried: true},
			{Force: "forcex", Hex: x, OK: true, Tried: true, Support: 1},
			{Force: "forceh", Hex: x, OK: false, Tried: true, Support: 1},
			{Force: "it1", Hex: x, OK: true, Tried: true, Counter: true, Of: 0},
		}}}
		o := &g.S.Ops[0]
		g.S.Battle = &Battle{Op: 0, Of: 0, Interceptor: 1, Loser: 0, Hex: x, Forces: [2][]string{{"it1"}, {"medf", "forcex"}}}
		g.Push(engine.Frame{Op: opBEnd}, engine.Frame{Op: opGoOn, A: 0})
		if err := g.Run(); err != nil {
			t.Fatal(err)
		}
		p := g.Prompt()
		if p == nil || p.Kind != "go-on" || p.Seat != g.Seat(1) || p.Sub != "medf" || !offered(g, "go-on") || !offered(g, "home") {
			t.Fatalf("the winner's owner is not asked (22.161B): %+v", p)
		}
		if p.Msg == nil || p.Msg.ID != "naval.q.goon" {
			t.Fatal("the go-on prompt has no message")
		}
		if home {
			es := answer(t, g, "home")
			if o.Cuts[0].OK || o.Cuts[0].Won || o.Cuts[1].OK || o.Cuts[1].Won || logged(es, "naval.log.goeshome") != 1 {
				t.Fatalf("home: the winner and its arrived supporter go home together (22.1611): %+v", o.Cuts[:2])
			}
		} else {
			es := answer(t, g, "go-on")
			if !o.Cuts[0].OK || !o.Cuts[0].Won || !o.Cuts[1].Won || o.Cuts[1].Joined != 1 || logged(es, "naval.log.goeson") != 1 {
				t.Fatalf("go on: the winner and its arrived supporter go on as one (22.281): %+v", o.Cuts[:2])
			}
		}
		p = g.Prompt()
		if p == nil || p.Kind != "go-on" || p.Sub != "forceh" || !offered(g, "resume") || !offered(g, "home") {
			t.Fatalf("the supporter still closing is not its owner's choice (22.281): %+v", p)
		}
		if home {
			answer(t, g, "home")
			if o.Cuts[2].OK {
				t.Fatal("Force H went home: its interception is dropped")
			}
		} else {
			answer(t, g, "resume")
			if !o.Cuts[2].OK {
				t.Fatal("Force H resumed its own interception (22.281)")
			}
		}
		if g.Prompt() != nil {
			t.Fatalf("a third decision: %+v", g.Prompt())
		}
		if x := g.cutHex(o); home && x != "mal" && x != "" && !o.Cuts[2].OK {
			t.Fatalf("battle hex %q with every interceptor home", x)
		}
		// The battle at the interception hex has the forces that went on.
		want := !home
		if got := o.Cuts[0].OK && (!g.force("medf").Returned || o.Cuts[0].Won); got != want {
			t.Fatalf("the Mediterranean Fleet in the battle at the interception hex: %v, want %v", got, want)
		}
	}
}

// 22.282: all the interceptors beaten in the support battle: none is left
// to stop the activity.
func Test22_282_SupportLetsTheActivityThrough(t *testing.T) {
	g := medGame(t)
	o := &Op{Cuts: []Intercept{{Force: "medf", OK: true}, {Force: "forcex", OK: true, Support: 1}}}
	g.S.Battle = &Battle{Interceptor: 1, Forces: [2][]string{{"it1"}, {"medf", "forcex"}}}
	g.endSupport(o, 0, false)
	o.Cuts[0].OK = false // the step's own settling of the interceptor
	if o.Cuts[1].OK {
		t.Fatal("a beaten supporter goes home with the interceptor (22.281)")
	}
	g.S.Ops = []Op{*o}
	g.S.Ops[0].Force, g.S.Ops[0].Path, g.S.Ops[0].Target = "itpal", []string{"mal"}, "mal"
	if g.cutHex(&g.S.Ops[0]) != "" {
		t.Fatal("with every interception dropped there is no battle: the activity completes (22.282)")
	}
}

// 22.131: Palermo's cruisers sail to bombard Malta and the Naples
// squadron meets them at Palermo. The rendezvous leg is announced and
// resolved first (intercepted as a base change, 22.22: two dice), then the
// combined force sails as one, a new target; waiting in its base it was
// not interceptable.
func Test22_131_Rendezvous(t *testing.T) {
	g, err := NewGame(theatre(t), engine.Record{Scenario: "med-1940", Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	g.Start()
	answer(t, g, "force:itpal")
	answer(t, g, OpBombard)
	answer(t, g, "area:mal")
	answer(t, g, "force:itnap")
	if !offered(g, OpJoin) {
		t.Fatal("no rendezvous offered to the Naples squadron")
	}
	answer(t, g, OpJoin)
	if !offered(g, "area:tys") || offered(g, "area:tyn") {
		t.Fatal("the rendezvous is at the other force's port")
	}
	answer(t, g, "area:tys")
	answer(t, g, "done")
	if o := g.S.Ops[0]; o.Kind != OpJoin || o.Force != "itnap" || o.Partner != 2 || g.S.Ops[1].Force != "itpal" {
		t.Fatalf("ops %+v", g.S.Ops)
	}
	if InterceptDice(OpJoin) != 2 {
		t.Fatal("a rendezvous leg is intercepted as a base change (22.22)")
	}
	var es []engine.Entry
	for p := g.Prompt(); p != nil && !(p.Kind == "orders" && p.Seat == g.Seat(1)); p = g.Prompt() {
		if offered(g, "none") && p.Seat == g.Seat(1) {
			es = append(es, answer(t, g, "none")...)
			continue
		}
		more, err := g.Apply(Bot{Seat: p.Seat}.Choose(g, p))
		if err != nil {
			t.Fatal(err)
		}
		es = append(es, more...)
	}
	if logged(es, "naval.log.joined") != 1 {
		t.Fatal("the forces did not meet")
	}
	if s := g.ship("itnapca"); s.Force != "itpal" {
		t.Fatalf("the Naples cruisers are in %s, not with the Palermo force", s.Force)
	}
	if g.S.VP[0] == 0 {
		t.Fatal("the combined force's bombardment scored nothing")
	}
}

// 22.29–291: an activity may be abandoned only after an air or sub attack
// or a battle, or when its partner was lost; the force turns home without
// completing it (no VP) and is returned on arrival.
func Test22_29_Abandon(t *testing.T) {
	g := medGame(t)
	g.S.Phasing = 0
	g.S.Ops = []Op{{N: 0, Side: 0, Force: "itpal", Kind: OpBombard, Target: "mal", Path: g.Map.Path("tys", "mal")}}
	g.force("itpal").AtSea = true
	if g.abandonable(&g.S.Ops[0]) {
		t.Fatal("abandoning offered with no attack")
	}
	g.S.Ops[0].Attacked = true
	g.force("itpal").At = g.S.Ops[0].Path[0]
	g.Push(engine.Frame{Op: opAbandon, A: 0}, engine.Frame{Op: opComplete, A: 0}, engine.Frame{Op: opReturnLeg, A: 0})
	g.Run()
	if p := g.Prompt(); p == nil || p.Kind != "abandon" || p.Seat != g.Seat(0) {
		t.Fatalf("no abandon prompt: %+v", p)
	}
	es := answer(t, g, "abandon")
	if p := g.Prompt(); p != nil && p.Kind == "return-group" {
		es = append(es, answer(t, g, "alone")...) // 22.165: no split-off
	}
	o := g.S.Ops[0]
	if !o.Abandoned || !o.Stopped || o.Done || g.S.VP[0] != 0 || logged(es, "naval.log.bombard") != 0 {
		t.Fatalf("the abandoned bombardment: %+v, VP %v", o, g.S.VP)
	}
	if !g.force("itpal").Returned {
		t.Fatal("an abandoning force is returned on arrival (22.291)")
	}
	if logged(es, "naval.log.homeward") != 1 || len(g.S.Ops) != 2 || g.S.Ops[1].Kind != OpReturn {
		t.Fatal("the abandoning force goes home exposed (22.291, 22.165)")
	}
	// A partner lost also allows it.
	g2 := medGame(t)
	g2.S.Ops = []Op{{N: 0, Side: 0, Force: "itnap", Kind: OpJoin, Target: "tys", Partner: 2, Stopped: true}, {N: 1, Side: 0, Force: "itpal", Kind: OpBombard, Target: "mal"}}
	g2.Push(engine.Frame{Op: opComplete, A: 0}, engine.Frame{Op: opAbandon, A: 1})
	g2.Run()
	if p := g2.Prompt(); p == nil || p.Kind != "abandon" {
		t.Fatal("a partner turned back allows the activity to be abandoned (22.29)")
	}
}

// 22.165: the bombardment done, the Palermo force heads home from Malta;
// its way home is a new activity intercepted on two dice (22.22), open
// only to forces that have not tried an interception this phase.
func Test22_165_InterceptionOnTheWayHome(t *testing.T) {
	g := medGame(t)
	g.S.Phasing = 0
	g.S.Ops = []Op{{N: 0, Side: 0, Force: "itpal", Kind: OpBombard, Target: "mal", Path: g.Map.Path("tys", "mal"),
		Cuts: []Intercept{{Force: "medf", Hex: "mal", Dist: 9, Dice: 4, Tried: true}}}}
	g.force("itpal").AtSea = true
	g.Push(engine.Frame{Op: opComplete, A: 0}, engine.Frame{Op: opReturnLeg, A: 0})
	g.Run()
	if p := g.Prompt(); p != nil && p.Kind == "return-group" {
		answer(t, g, "alone") // 22.165: no split-off
	}
	if len(g.S.Ops) != 2 {
		t.Fatalf("ops %+v", g.S.Ops)
	}
	r := g.S.Ops[1]
	if r.Kind != OpReturn || r.Target != "tys" || r.Leg != 1 || !slices.Equal(r.Path, g.Map.Path("mal", "tys")) {
		t.Fatalf("the return leg: %+v", r)
	}
	p := g.Prompt()
	if p == nil || p.Kind != "intercept" || p.Seat != g.Seat(1) {
		t.Fatalf("no interception of the way home: %+v", p)
	}
	for _, op := range p.Options {
		if strings.HasPrefix(op.Key, "cut:medf:") {
			t.Fatal("the Mediterranean Fleet failed its interception this phase: it may not intercept the way home")
		}
		if strings.HasPrefix(op.Key, "cut:") && !strings.Contains(op.Detail, "2 dice") && !strings.Contains(op.Detail, "1 dice") && !strings.Contains(op.Detail, "3 dice") {
			t.Fatalf("%s: %s (two dice, 22.22, with the modifiers)", op.Key, op.Detail)
		}
	}
	if !offered(g, "cut:malta:"+r.Path[0]) && !slices.ContainsFunc(p.Options, func(o engine.Option) bool { return strings.HasPrefix(o.Key, "cut:malta:") }) {
		t.Fatal("Malta's destroyers may intercept the way home")
	}
	// A patrol holding its area and a base change have no way home.
	for _, k := range []string{OpPatrol, OpBase} {
		o := &Op{Side: 0, Force: "itnap", Kind: k, Target: "mal"}
		if _, ok := g.homeward(o); ok {
			t.Fatalf("%s: no return leg", k)
		}
	}
}

// 22.165: returning forces may group. The Palermo cruisers and a second
// squadron based at Palermo have both bombarded Malta; the first to head
// home is offered to sail with the second (together 12 NF, within a task
// force's 25), and its owner may also decline. Grouped, the ships sail as
// one target and the second force has no way home of its own.
func Test22_165_ReturningForcesMayGroup(t *testing.T) {
	for _, group := range []bool{true, false} {
		g := medGame(t)
		g.S.Phasing = 0
		nap := g.force("itnap")
		nap.Port, nap.At = "tys", "tys"
		g.S.Ops = []Op{
			{N: 0, Side: 0, Force: "itpal", Kind: OpBombard, Target: "mal", Path: g.Map.Path("tys", "mal"), Done: true},
			{N: 1, Side: 0, Force: "itnap", Kind: OpBombard, Target: "mal", Path: g.Map.Path("tys", "mal"), Done: true},
		}
		g.force("itpal").AtSea, nap.AtSea = true, true
		g.Push(engine.Frame{Op: opReturnLeg, A: 0}, engine.Frame{Op: opReturnLeg, A: 1})
		if err := g.Run(); err != nil {
			t.Fatal(err)
		}
		p := g.Prompt()
		if p == nil || p.Kind != "return-group" || p.Seat != g.Seat(0) || !offered(g, "group:1") || !offered(g, "alone") {
			t.Fatalf("no grouping offered on the way home (22.165): %+v", p)
		}
		if !group {
			answer(t, g, "alone")
			runBotsDecline(t, g)
			n := 0
			for _, o := range g.S.Ops {
				if o.Kind == OpReturn {
					n++
				}
			}
			if n != 2 {
				t.Fatalf("sailing alone, each force has its own way home: %d return legs", n)
			}
			continue
		}
		es := answer(t, g, "group:1")
		if logged(es, "naval.log.grouphome") != 1 {
			t.Fatal("no grouping logged")
		}
		if s := g.ship("itnapdd"); s.Force != "itpal" {
			t.Fatalf("the second squadron's destroyers are in %s", s.Force)
		}
		runBotsDecline(t, g)
		n := 0
		for _, o := range g.S.Ops {
			if o.Kind == OpReturn {
				n++
				if o.Force != "itpal" {
					t.Fatalf("a return leg for %s", o.Force)
				}
			}
		}
		if n != 1 {
			t.Fatalf("grouped, the two forces are one target: %d return legs", n)
		}
	}
	// Over 25 NF together: not offered.
	g := medGame(t)
	g.S.Ops = []Op{
		{N: 0, Side: 0, Force: "it1", Kind: OpBombard, Target: "mal", Done: true},
		{N: 1, Side: 0, Force: "it2", Kind: OpBombard, Target: "mal", Done: true},
	}
	if m := g.homeMates(0, "mal"); len(m) != 0 {
		t.Fatalf("the two battle squadrons (38 NF) may not group: %v", m)
	}
}

// runBotsDecline answers every pending decision: "none" for the
// defender's optional ones, the bots otherwise.
func runBotsDecline(t *testing.T, g *Game) {
	t.Helper()
	for p := g.Prompt(); p != nil; p = g.Prompt() {
		if offered(g, "none") {
			answer(t, g, "none")
			continue
		}
		if _, err := g.Apply(Bot{Seat: p.Seat}.Choose(g, p)); err != nil {
			t.Fatal(err)
		}
	}
}
