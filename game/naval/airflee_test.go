package naval

import (
	"testing"

	"periscope/game/engine"
)

// strikeMidway is baseBattle with Midway's base at 4 AAF (12 squadrons,
// 4 in the battle's land air) and the Kido Butai's carrier air cut to 3
// NAS; the strikers fire 3+4 (their nationalities cancel: 7 on row 3 is
// 1 eliminated, 2 aborted), the defenders 1+1. refuge adds a US base in
// Midway's range.
func strikeMidway(t *testing.T, refuge bool) (*Game, *AirBase, *AirBase) {
	g, a := baseBattle(t)
	a.AAF = 4
	b := g.S.Battle
	b.LandAAS[1], b.Cover[1], b.Search[1], b.SearchSq[1] = 4, 4, 3, 4
	left := 3
	for _, s := range g.ShipsOf("kb") {
		if s.Carrier() {
			s.NAS = min(left, s.NAS)
			left -= s.NAS
		}
	}
	var x *AirBase
	if refuge {
		near, nd := "", 1<<30
		for _, ar := range g.Map.Areas {
			if d := g.Map.Dist(a.Area, ar.ID); ar.ID != a.Area && d < nd {
				near, nd = ar.ID, d
			}
		}
		a.Range = max(a.Range, nd)
		g.S.Air = append(g.S.Air, AirBase{ID: "refuge", Name: "Refuge", Side: 1, Nation: a.Nation, Area: near, AAF: 1, Range: a.Range})
		x = g.airBase("refuge")
		a = g.airBase("midair") // the append may have moved it
		if x == nil {
			t.Fatal("no area in Midway's range")
		}
	}
	g.Push(engine.Frame{Op: opBBase, A: 0})
	if err := g.Run(); err != nil {
		t.Fatal(err)
	}
	if _, nas := g.baseStrikers(0); nas != 3 {
		t.Fatalf("the Kido Butai strikes with %d NAS, want 3", nas)
	}
	g.LoadDice(3, 4, 1, 1)
	answerKind(t, g, "base-strike", "base:midair")
	return g, a, x
}

// 22.433: squadrons aborted by a base strike sit out that round and fly
// again in the next; those eliminated are gone. 22.434 (18.526A): the
// last air-combat round on the base sets its air's status for the rest
// of the player turn: its aborted squadrons are returned when the battle
// ends (ReadyAAF 4 → 3 with 2 squadrons returned).
func Test22_433_AbortedLandAirFliesNextRound(t *testing.T) {
	g, a, _ := strikeMidway(t, false)
	b := g.S.Battle
	// Midway's 12 squadrons are 4 attack, 4 cover, 4 search (23.132): the
	// one lost is an attack squadron, the two aborted a cover and a
	// search squadron (baseKinds), so the battle keeps 3 attack and 3
	// cover squadrons this round and its 3 search dice (3 squadrons left).
	if a.LostAAS != 1 || b.LandAAS[1] != 3 || b.Aborted[1] != 0 || b.Cover[1] != 3 || b.AbortedCover[1] != 1 || b.Search[1] != 3 {
		t.Fatalf("after the strike: lost %d, land air %d, aborted %d, cover %d (aborted %d), search %d; want 1, 3, 0, 3 (1), 3",
			a.LostAAS, b.LandAAS[1], b.Aborted[1], b.Cover[1], b.AbortedCover[1], b.Search[1])
	}
	if p := g.Prompt(); p != nil && p.Kind == "air-flee" {
		t.Fatalf("flight offered with no base to fly to: %+v", p)
	}
	// The next round: the aborted squadrons are back.
	g.S.Stack, g.S.Over = nil, false
	g.Push(engine.Frame{Op: opBRound})
	if err := g.Run(); err != nil {
		t.Fatal(err)
	}
	if b.Round != 2 || b.LandAAS[1] != 3 || b.Cover[1] != 4 || b.Aborted[1] != 0 {
		t.Fatalf("round %d: land air %d, cover %d, aborted %d; want 2, 3, 4, 0", b.Round, b.LandAAS[1], b.Cover[1], b.Aborted[1])
	}
	// The battle ends with that strike the last on Midway.
	if a.ReadyAAF() != 4 {
		t.Fatalf("before the battle's end Midway's ready AAF %d, want 4", a.ReadyAAF())
	}
	g.groundAborted(b)
	if a.GroundedAAS != 2 || a.ReadyAAF() != 3 {
		t.Fatalf("after the battle: %d squadrons returned, ready AAF %d; want 2 and 3", a.GroundedAAS, a.ReadyAAF())
	}
}

// 23.46A, 23.461: after an air-combat round on its air base the defender
// may fly the base's surviving air off to another of its bases in range:
// out of the battle, returned for the rest of the player turn, no longer
// there for the next base strike.
func Test23_461_AirFliesOffAStruckBase(t *testing.T) {
	g, a, x := strikeMidway(t, true)
	p := g.Prompt()
	if p == nil || p.Kind != "air-flee" || p.Seat != g.Seat(1) || optIndex(p, "fly:refuge") < 0 || optIndex(p, "stay") != 0 {
		t.Fatalf("prompt %+v, want the US's air-flee with stay first", p)
	}
	es := answerKind(t, g, "air-flee", "fly:refuge")
	if len(logHas(es, "log.airflees")) != 1 {
		t.Fatal("the flight is not logged")
	}
	b := g.S.Battle
	if a.AAF != 0 || x.AAF != 5 || x.LostAAS != 1 || x.GroundedAAS != 11 || x.ReadyAAF() != 1 {
		t.Fatalf("after the flight: Midway %d AAF; the refuge %d AAF, %d lost, %d returned, ready %d; want 0; 5, 1, 11, 1",
			a.AAF, x.AAF, x.LostAAS, x.GroundedAAS, x.ReadyAAF())
	}
	if b.LandAAS[1] != 0 || b.Aborted[1] != 0 || b.Cover[1] != 0 || len(b.Bases[1]) != 0 {
		t.Fatalf("the battle still has Midway's air: land %d, aborted %d, cover %d, bases %v", b.LandAAS[1], b.Aborted[1], b.Cover[1], b.Bases[1])
	}
	// Staying keeps the base in the battle.
	g2, a2, _ := strikeMidway(t, true)
	answerKind(t, g2, "air-flee", "stay")
	if a2.AAF != 4 || len(g2.S.Battle.Bases[1]) != 1 {
		t.Fatalf("after staying: Midway %d AAF, bases %v", a2.AAF, g2.S.Battle.Bases[1])
	}
	// The bot flies off when the carrier air is twice what is left.
	if c := (Bot{Seat: g2.Seat(1)}).Choose(g2, &engine.Prompt{Kind: "air-flee", Sub: "midair", Options: p.Options}); c.Option != 0 {
		t.Fatalf("the bot flies 11 squadrons off from 3 NAS")
	}
}
