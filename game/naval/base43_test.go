package naval

import (
	"testing"

	"periscope/game/engine"
)

// baseBattle is a battle at Midway between the Kido Butai and TF 16, the
// US land air at Midway in range, round 1, each side one combat group
// (TF 16's spotted).
func baseBattle(t *testing.T) (*Game, *AirBase) {
	t.Helper()
	g := testGame(t)
	g.S.Stack = nil
	a := g.airBase("midair")
	if a == nil || a.AAF == 0 {
		t.Fatal("no US land air at Midway")
	}
	ids := func(f string) []string {
		var out []string
		for _, s := range g.ShipsOf(f) {
			out = append(out, s.ID)
		}
		return out
	}
	g.S.Battle = &Battle{Hex: "mid", Interceptor: 1, Forces: [2][]string{{"kb"}, {"tf16"}}, Round: 1,
		Bases: [2][]string{nil, {"midair"}}, LandAAS: [2]int{0, a.AAF}, Cover: [2]int{0, a.AAF}, Search: [2]int{0, min(a.AAF, 3)},
		CGs: [2][]CG{{{Label: 1, Ships: ids("kb")}}, {{Label: 1, Ships: ids("tf16"), Hits: 1}}}}
	g.S.Over = false
	return g, a
}

// 22.43: carriers in a battle may strike an enemy air base in range, one
// air-combat round against its squadrons (3 an AAF, 23.13); the
// squadrons lost or aborted leave the battle's land air, and the carrier
// air that struck is done for the round: the Kido Butai, having struck
// Midway's base, is not asked to strike TF 16, which it is without the
// base strike. The strikers fire 6+6, Midway's squadrons 1+1.
func Test22_43_CarrierStrikeOnAnAirBase(t *testing.T) {
	g, a := baseBattle(t)
	land := g.S.Battle.LandAAS[1]
	g.Push(engine.Frame{Op: opBBase, A: 0})
	if err := g.Run(); err != nil {
		t.Fatal(err)
	}
	p := g.Prompt()
	if p == nil || p.Kind != "base-strike" || p.Seat != g.Seat(0) || optIndex(p, "base:midair") < 0 {
		t.Fatalf("prompt %+v, want Japan's base-strike on Midway", p)
	}
	g.LoadDice(6, 6, 1, 1)
	es := answerKind(t, g, "base-strike", "base:midair")
	if len(logHas(es, "log.basestrike")) != 1 || rolls(es, "air combat: strikers fire") != 1 {
		t.Fatalf("no base strike with its air combat round logged")
	}
	b := g.S.Battle
	if a.LostAAS == 0 || b.LandAAS[1] >= land || b.BaseRound[0] != 1 {
		t.Fatalf("after the strike: Midway lost %d squadrons, land air %d → %d, base round %d", a.LostAAS, land, b.LandAAS[1], b.BaseRound[0])
	}
	for _, struck := range []bool{true, false} {
		if !struck {
			g.S.Battle.BaseRound[0] = 0
		}
		g.S.Over = false
		g.Push(engine.Frame{Op: opBStrike})
		if err := g.Run(); err != nil {
			t.Fatal(err)
		}
		p := g.Prompt()
		asked := p != nil && p.Kind == "carrier-strike" && p.Seat == g.Seat(0)
		if asked == struck {
			t.Errorf("base struck %v: the Kido Butai asked to strike TF 16: %v (%+v)", struck, asked, p)
		}
		if p != nil {
			g.S.Pending = nil
		}
		g.S.Stack = nil
	}
}

// 23.131A, 23.132 (with 22.363): an air base's AAF fights a carrier strike
// as three squadrons, one search, one cover, one attack — the same
// squadrons the battle's land air counts, one of each kind an AAF. So the
// squadrons a base strike eliminates or aborts come off the battle's land
// air one for one, the kinds in turn (attack, cover, search). A base of 3
// AAF (9 squadrons) losing 3 and aborting 2 leaves the battle 2 attack
// and 2 cover squadrons this round (1 attack and 1 cover aborted, back
// next round) and 2 search squadrons; before, each squadron lost came off
// both the attack and the cover squadrons (3 lost took all 3 of each).
// A second strike on the base carries on in turn, and its last squadron
// takes the last of every kind.
func Test23_132_BaseStrikeLossesAreTheBattlesSquadrons(t *testing.T) {
	for _, c := range []struct{ start, n, a, c, s int }{
		{0, 3, 1, 1, 1}, {0, 1, 1, 0, 0}, {1, 2, 0, 1, 1}, {3, 5, 2, 2, 1}, {0, 9, 3, 3, 3},
	} {
		if a, co, se := baseKinds(c.start, c.n); a != c.a || co != c.c || se != c.s {
			t.Errorf("baseKinds(%d, %d) = %d, %d, %d; want %d, %d, %d", c.start, c.n, a, co, se, c.a, c.c, c.s)
		}
	}
	g, _ := baseBattle(t)
	b := g.S.Battle
	b.LandAAS[1], b.Cover[1], b.Search[1], b.SearchSq[1] = 3, 3, 3, 3
	g.baseLosses(1, 0, 3, 2)
	if b.LandAAS[1] != 1 || b.Aborted[1] != 1 || b.Cover[1] != 1 || b.AbortedCover[1] != 1 || b.SearchSq[1] != 2 || b.Search[1] != 2 {
		t.Fatalf("after 3 lost, 2 aborted: attack %d (+%d aborted), cover %d (+%d), search %d of %d squadrons; want 1 (+1), 1 (+1), 2 of 2",
			b.LandAAS[1], b.Aborted[1], b.Cover[1], b.AbortedCover[1], b.Search[1], b.SearchSq[1])
	}
	// Next round the aborted fly again: 2 attack, 2 cover, 2 search.
	b.LandAAS[1] += b.Aborted[1]
	b.Cover[1] += b.AbortedCover[1]
	b.Search[1] += b.AbortedSearch[1]
	b.Aborted[1], b.AbortedCover[1], b.AbortedSearch[1] = 0, 0, 0
	if b.LandAAS[1]+b.Cover[1]+b.SearchSq[1] != 9-3 {
		t.Fatalf("squadrons in the battle %d, want the base's 9 less 3 lost", b.LandAAS[1]+b.Cover[1]+b.SearchSq[1])
	}
	// The rest lost in a second strike: none of any kind left.
	g.baseLosses(1, 3, 6, 0)
	if b.LandAAS[1] != 0 || b.Cover[1] != 0 || b.Search[1] != 0 {
		t.Fatalf("after every squadron lost: attack %d, cover %d, search %d", b.LandAAS[1], b.Cover[1], b.Search[1])
	}
}
