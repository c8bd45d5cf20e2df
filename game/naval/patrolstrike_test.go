package naval

import (
	"fmt"
	"slices"
	"testing"

	"periscope/game/engine"
)

// patrolGame puts Force X (Illustrious, 3 NAS) of the Mediterranean
// 1940–41 at sea on a patrol from Alexandria to target, its interception
// over (none), and runs its completion. mark runs on the op first.
func patrolGame(t *testing.T, target string, mark func(g *Game, o *Op)) (*Game, *Op) {
	t.Helper()
	g, err := NewGame(theatre(t), engine.Record{Scenario: "med-1940", Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	g.S.Stack, g.S.Over = nil, false
	fo := g.force("forcex")
	if _, nas := g.patrolNAS(fo); nas != 3 {
		t.Fatalf("Force X has %d NAS, want 3", nas)
	}
	n := len(g.S.Ops)
	g.S.Ops = append(g.S.Ops, Op{N: n, Side: 1, Force: fo.ID, Kind: OpPatrol, Target: target, Path: g.Map.Path(fo.Port, target)})
	fo.AtSea = true
	o := &g.S.Ops[n]
	if mark != nil {
		mark(g, o)
	}
	g.Push(engine.Frame{Op: opComplete, A: n})
	if err := g.Run(); err != nil {
		t.Fatal(err)
	}
	return g, &g.S.Ops[n]
}

// 21.415D, 23.61A: a patrol that was not intercepted strikes, with its
// carriers, the enemy air in reach of its route — air combat only, no
// ships in port before its patrol hex — each base once; then, in its
// patrol hex, the bases in reach, their air or the ships in their ports
// (21.415H). Force X to the Strait of Sicily passes Malta, in reach of
// Libya's air (4 hexes); at the patrol hex Sicily's and Sardinia's air
// and the ports of the Tyrrhenian and Sardinia are in reach, Libya not
// (5 hexes).
func Test21_415D_PatrolStrikesAirBasesOnItsRoute(t *testing.T) {
	g, _ := patrolGame(t, "sic", nil)
	p := g.Prompt()
	if p == nil || p.Kind != "patrol-strike" || p.Rule != "21.415D" || p.Seat != g.Seat(1) {
		t.Fatalf("prompt %+v, want Britain's route strike (21.415D)", p)
	}
	if keys := optKeys(p); !slices.Equal(keys, []string{"air:libya", "none"}) {
		t.Fatalf("route strike options %v, want [air:libya none] (no port before the patrol hex, 23.61A)", keys)
	}
	a := g.airBase("libya")
	before := 3*a.AAF - a.LostAAS - a.GroundedAAS
	g.LoadDice(6, 6, 1, 1)
	es := answerKind(t, g, "patrol-strike", "air:libya")
	if len(logHas(es, "log.basestrike")) != 1 {
		t.Fatal("the route strike is not logged")
	}
	after := 3*a.AAF - a.LostAAS - a.GroundedAAS
	if after >= before {
		t.Fatalf("Libya's squadrons %d → %d after a 12 on the Air Combat Table", before, after)
	}
	// Each base on the route once: the next question is the patrol hex's.
	p = g.Prompt()
	if p == nil || p.Kind != "patrol-strike" || p.Rule != "21.415H" {
		t.Fatalf("prompt %+v, want the patrol hex's strike (21.415H)", p)
	}
	if keys := optKeys(p); !slices.Equal(keys, []string{"air:sicily", "air:sardinia", "port:tys", "port:sar", "none"}) {
		t.Fatalf("patrol hex options %v, want Sicily's and Sardinia's air, the Tyrrhenian's and Sardinia's ports", keys)
	}
	answerKind(t, g, "patrol-strike", "none")
	if p := g.Prompt(); p != nil {
		t.Fatalf("after no strike, still asked %+v", p)
	}
	if fo := g.force("forcex"); fo.Patrol != "sic" {
		t.Fatalf("Force X patrols %q, want sic", fo.Patrol)
	}

	// Intercepted, the route's strikes were the battle's (21.415E, 22.43):
	// only the patrol hex's are asked.
	g2, _ := patrolGame(t, "sic", func(g *Game, o *Op) {
		o.Cuts = append(o.Cuts, Intercept{Force: "itpal", Hex: "mal", OK: true, Tried: true})
	})
	if p := g2.Prompt(); p == nil || p.Rule != "21.415H" {
		t.Fatalf("intercepted patrol: prompt %+v, want the patrol hex's", p)
	}
}

// 21.415H: from the patrol hex, strike rounds go on while the round
// before hurt enemy air or ships: Force X in the Ionian is offered
// Taranto's ships (the Taranto raid); after the round, another round is
// offered only if the enemy lost squadrons, ships or naval factors.
func Test21_415H_PatrolHexStrikesRepeatWhileTheyHurt(t *testing.T) {
	g, o := patrolGame(t, "ion", nil)
	p := g.Prompt()
	if p == nil || p.Kind != "patrol-strike" || p.Rule != "21.415H" || !slices.Equal(optKeys(p), []string{"port:tar", "none"}) {
		t.Fatalf("prompt %+v, want the Ionian patrol's strike on Taranto", p)
	}
	if i := (Bot{}).patrolStrikeChoice(g, p, 1); p.Options[i].Key != "port:tar" {
		t.Fatalf("the bot strikes %s, want Taranto (no air in its hex, 5 battleships)", p.Options[i].Key)
	}
	// The round's check: a round that hurt is followed by another round,
	// one that hurt nothing ends the strikes.
	n := slices.IndexFunc(g.S.Ops, func(x Op) bool { return x.Force == o.Force })
	for _, hurt := range []bool{true, false} {
		g.S.Stack, g.S.Pending = nil, nil
		was := g.harm(0)
		if hurt {
			was--
		}
		g.Push(engine.Frame{Op: opPatrolStrike, A: n, B: psCheck, S: fmt.Sprint(was)})
		g.Flush()
		if err := g.Run(); err != nil {
			t.Fatal(err)
		}
		es := g.Flush()
		p := g.Prompt()
		if hurt && (p == nil || p.Kind != "patrol-strike" || p.Rule != "21.415H") {
			t.Fatalf("after a round that hurt: prompt %+v, want another round", p)
		}
		if !hurt && (p != nil || len(logHas(es, "log.patrolstrikesend")) != 1) {
			t.Fatalf("after a round that hurt nothing: prompt %+v, end logged %d", p, len(logHas(es, "log.patrolstrikesend")))
		}
	}
	// A real round on Taranto: its end follows the rule whatever the dice.
	g, _ = patrolGame(t, "ion", nil)
	was := g.harm(0)
	answerKind(t, g, "patrol-strike", "port:tar")
	for p := g.Prompt(); p != nil && p.Kind == "strike-target"; p = g.Prompt() {
		if _, err := g.Apply(engine.Pick(0)); err != nil {
			t.Fatal(err)
		}
	}
	p = g.Prompt()
	if hurt := g.harm(0) > was; hurt != (p != nil && p.Kind == "patrol-strike") {
		t.Fatalf("Taranto hurt %v (harm %d → %d) but next prompt %+v", hurt, was, g.harm(0), p)
	}
}

// 23.46B, C: after an exchange with the patrol in its patrol hex — the
// defender's land air struck it there (B) or his ships fought it there
// (C) — his ships and air at bases in the patrol's reach may flee before
// its strikes: Taranto's ships flee to the nearest Italian port out of
// the British air's range and the patrol's reach, returned, and reach it
// at sea (open to strikes and interception on arrival, 23.462); the
// patrol then finds no ships at Taranto. Without an exchange there is no
// flight.
func Test23_46B_FlightAfterAnExchangeWithAPatrol(t *testing.T) {
	for _, how := range []string{"air strike (B)", "battle (C)"} {
		g, o := patrolGame(t, "ion", func(g *Game, o *Op) {
			g.force(o.Force).At = o.Target
			if how == "air strike (B)" {
				o.AirStruck, o.Attacked = true, true
			} else {
				o.Attacked = true
			}
		})
		p := g.Prompt()
		if p == nil || p.Kind != "patrol-flee" || p.Seat != g.Seat(0) || p.Sub != "port:tar" || len(p.Options) != 2 {
			t.Fatalf("%s: prompt %+v, want Italy's flight from Taranto", how, p)
		}
		r := p.Options[1].Key[len("flee:"):]
		if g.Map.Dist(r, o.Target) <= g.CarrierReach() || r == "tar" {
			t.Fatalf("%s: refuge %s in the patrol's reach", how, r)
		}
		if i := (Bot{}).patrolFleeChoice(g, p, 0); i != 1 {
			t.Fatalf("%s: the bot stays at Taranto under 3 NAS with no air there", how)
		}
		es := answerKind(t, g, "patrol-flee", p.Options[1].Key)
		if len(logHas(es, "log.portflees")) == 0 {
			t.Fatalf("%s: the flight is not logged", how)
		}
		for _, id := range []string{"it1", "it2"} {
			fo := g.force(id)
			if !fo.AtSea || !fo.Returned || fo.At != r || !slices.ContainsFunc(g.S.Homing, func(h Homing) bool { return h.Force == id && h.To == r }) {
				t.Fatalf("%s: %s at sea %v, returned %v, at %s; want at sea in %s, returned, on its way", how, id, fo.AtSea, fo.Returned, fo.At, r)
			}
		}
		if p := g.Prompt(); p != nil {
			t.Fatalf("%s: with Taranto empty, still asked %+v", how, p)
		}
	}
	g, _ := patrolGame(t, "ion", nil)
	if p := g.Prompt(); p == nil || p.Kind != "patrol-strike" {
		t.Fatalf("no exchange: prompt %+v, want the patrol's strike (no flight)", p)
	}
}
