package campaign

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"periscope/game/engine"
)

// [14.2], [14.4A] The counterattack odds shown for a re-attack are taken
// over what the counters the boat must reveal first may be (issue 13:
// "compute these exactly over the hidden counters' possible identities,
// given what the player knows"). The check enumerates every identity the
// forced reveals may have — each face-down counter any counter of its cup
// and flag still in the cup or face down on the display, drawn without
// replacement — turns them up on the display, and averages the odds of
// the counterattack with what is then revealed (counterOdds, the engine's
// own Allied total). Before the fix the odds were those of what is
// revealed now: no escort behind the white flags.
func Test14_4A_ReattackCounterOddsOverHiddenCounters(t *testing.T) {
	g, c, shown := reattackOverHidden(t)
	// Every identity of the three forced reveals: the two white flags
	// first [14.4A], then the red one (Tactics 3).
	b := c.Boat("U-48")
	forced := []*BoardUnit{c.Unit(c.Columns[0].Units[0].ID), c.Unit(c.Columns[2].Units[0].ID), c.Unit(c.Columns[1].Units[1].ID)}
	pool := func(flag string) []string {
		var out []string
		for _, id := range g.S.Cups["outer"] {
			if g.utype(id).Flag == flag {
				out = append(out, id)
			}
		}
		for _, u := range forced {
			if g.utype(u.ID).Flag == flag {
				out = append(out, u.ID)
			}
		}
		return out
	}
	white, red := pool("white"), pool("red")
	orig := []string{forced[0].ID, forced[1].ID, forced[2].ID}
	want := map[string]float64{}
	n := 0
	for i := range white {
		for j := range white {
			if j == i {
				continue
			}
			for k := range red {
				forced[0].ID, forced[1].ID, forced[2].ID = white[i], white[j], red[k]
				for _, u := range forced {
					u.Up = true
				}
				for _, o := range g.counterOdds(b, b.Column, 2) {
					want[o.Outcome] += o.P
				}
				n++
			}
		}
	}
	for i, u := range forced {
		u.ID, u.Up = orig[i], false
	}
	got := map[string]float64{}
	for _, o := range shown {
		got[o.Outcome] += o.P
	}
	for k := range want {
		want[k] /= float64(n)
	}
	for _, k := range sortedKeys(union(want, got)) {
		if math.Abs(want[k]-got[k]) > 1e-6 {
			t.Errorf("%q: shown %.4f, over every identity of the forced reveals %.4f", k, got[k], want[k])
		}
	}
	t.Logf("re-attack odds shown %v; enumerated over %d identities", shown, n)
}

// With nothing face down in reach the odds are those of what is revealed
// (in round 1 with the chance of [14.17A]).
func Test14_2_CounterOddsAheadNothingHidden(t *testing.T) {
	g := combatGame(t, 3, "1941-06", 1)
	atSea(g, "U-48", "mid-ocean")
	c := board(t, g, "c2", "mid-ocean", [][]unit{
		{{typ: "dd-7-1", up: true}}, {{typ: "m-0-0", up: true}}, {{typ: "ct-flower", up: true}}, {}, {}, {{typ: "dd-7-1"}},
	}, map[string]int{"U-48": 1})
	b := c.Boat("U-48")
	for _, round := range []int{1, 2} {
		a, want := g.counterOddsAhead(b, 1, round), g.counterOdds(b, 1, round)
		if round == 1 {
			// The rest of round 1 holds [14.17A]: no counterattack when no
			// attack can succeed (the TDCs this boat will draw).
			na := g.noAttackNowP(b)
			if na <= 0 || na >= 1 {
				t.Fatalf("round 1: [14.17A] has chance %v on this display; the test wants a display where it may go either way", na)
			}
			acc := newOddsAcc()
			for _, o := range want {
				acc.add(o.Outcome, o.P*(1-na))
			}
			acc.add("no counterattack", na)
			want = acc.list()
		}
		if len(a) != len(want) {
			t.Fatalf("round %d: %v, want %v", round, a, want)
		}
		for i := range a {
			if a[i].Outcome != want[i].Outcome || math.Abs(a[i].P-want[i].P) > 1e-9 {
				t.Errorf("round %d: %v, want %v", round, a, want)
			}
		}
	}
}

func union(a, b map[string]float64) map[string]float64 {
	out := map[string]float64{}
	for k := range a {
		out[k] = 0
	}
	for k := range b {
		out[k] = 0
	}
	return out
}

// [14.2], [14.4A] The same re-attack played on with fresh dice and the
// hidden counters dealt afresh from what the player knows (each face-down
// counter's cup and flag): the counterattack outcomes must match the odds
// shown within 4σ. The boat takes the first option at every prompt (it
// reveals in the order the odds assume) and draws no TDC (the pool is
// emptied in the copies), so nothing but the reveals changes the
// counterattack.
func Test14_4A_ReattackCounterOddsHonouredByTheDice(t *testing.T) {
	g, _, shown := reattackOverHidden(t)
	const n = 2000
	observed := map[string]float64{}
	replayCopies(t, g, n, 777, func(i int, h *Game) bool {
		h.S.TDCPool = nil
		redeal(h, rand.New(rand.NewPCG(uint64(i), 13)))
		s := h.Sub("U-48")
		dmg0 := s.Damage
		es := answer(t, h, "reattack")
		for k := 0; k < 60 && h.Prompt() != nil && h.Prompt().Kind != "reattack"; k++ {
			more, err := h.Apply(engine.Pick(0))
			if err != nil {
				t.Fatal(err)
			}
			es = append(es, more...)
		}
		out := ""
		for _, e := range es {
			if e.Rule == "14.2" && strings.Contains(e.Text, "no counterattack") {
				out = "no counterattack"
			}
		}
		if out == "" {
			out = harmState{dmg: s.Damage, sunk: s.Status == StSunk, rtb: s.RTB, spot: s.Spotted}.label(dmg0)
		}
		observed[out] += 1.0 / n
		return true
	})
	within4Sigma(t, "re-attack counterattack over the hidden counters", shown, observed, n)
}

// reattackOverHidden is the two tests' situation: U-48 (a VIIB, Tactics 3)
// after its first attack on a convoy whose display holds white and red
// counters face down, with an outer cup of escorts of three strengths under
// white flags and merchants under red; it returns the game at the
// re-attack prompt, its combat, and the counterattack odds its "reattack"
// option shows.
func reattackOverHidden(t *testing.T) (*Game, *Combat, []engine.Odd) {
	t.Helper()
	g := combatGame(t, 3, "1941-06", 1)
	atSea(g, "U-48", "mid-ocean") // VIIB: Tactics 3
	// The outer cup: escorts of three strengths under white flags, and
	// merchants under red.
	var spare []string
	for _, typ := range []string{"dd-7-1", "dd-7-1", "ct-flower", "ct-flower", "m-big", "trawler", "m-1-0", "m-2-0", "trawler"} {
		spare = append(spare, take(t, g, typ))
	}
	c := board(t, g, "c2", "mid-ocean", [][]unit{
		{{typ: "dd-7-1"}},                               // white, face down
		{{typ: "m-0-0", up: true}, {typ: "m-2-0"}},      // a merchant up, a red face down
		{{typ: "ct-flower"}, {typ: "dd-7-1", up: true}}, // white face down, an escort up
		{}, {}, {},
	}, map[string]int{"U-48": 1})
	g.S.Aside = append(g.S.Aside, g.S.Cups["outer"]...)
	g.S.Cups["outer"] = spare
	c.Dispersal, c.SunkRound, c.Stage = 1, 1, "between"
	c.Boats[0].Acted = true
	drive(t, g, Frame{Op: "combat", Sub: "U-48"})
	p := wantPrompt(t, g, "reattack")
	var shown []engine.Odd
	for _, o := range p.Options {
		if o.Key == "reattack" {
			shown = o.Odds
		}
	}
	return g, c, shown
}

// redeal deals the face-down counters of the display afresh: each gets any
// counter of its cup and flag that is in the cup or face down on the
// display (what the player knows of it).
func redeal(g *Game, r *rand.Rand) {
	c := g.S.Combat
	type key struct{ cup, flag string }
	pools := map[key][]*string{}
	var keys []key
	for _, cup := range sortedKeys(g.S.Cups) {
		l := g.S.Cups[cup]
		for j := range l {
			k := key{cup, g.utype(l[j]).Flag}
			if pools[k] == nil {
				keys = append(keys, k)
			}
			pools[k] = append(pools[k], &l[j])
		}
	}
	hidden := map[key]bool{}
	for ci := range c.Columns {
		for ui := range c.Columns[ci].Units {
			u := &c.Columns[ci].Units[ui]
			if !u.Up && u.present() {
				k := key{u.Cup, g.utype(u.ID).Flag}
				if pools[k] == nil {
					keys = append(keys, k)
				}
				pools[k] = append(pools[k], &u.ID)
				hidden[k] = true
			}
		}
	}
	for _, k := range keys {
		if !hidden[k] {
			continue
		}
		ps := pools[k]
		ids := make([]string, len(ps))
		for i, p := range ps {
			ids[i] = *p
		}
		r.Shuffle(len(ids), func(i, j int) { ids[i], ids[j] = ids[j], ids[i] })
		for i, p := range ps {
			*p = ids[i]
		}
	}
}

// Test7_41_GroundedAircraftInCounterOdds: in a 965 mb storm an aircraft
// turned up is grounded and goes back to its cup, unreplaced [7.41]; the
// odds over the counters to reveal count it as nothing there. Before, its
// chance was dropped: with a face-down aircraft the only counter in reach,
// the re-attack odds summed to 0.
func Test7_41_GroundedAircraftInCounterOdds(t *testing.T) {
	g := combatGame(t, 3, "1941-06", 1)
	atSea(g, "U-48", "mid-ocean")
	g.S.Intel.Weather = []Weather{{Area: "mid-ocean", Pressure: 965}}
	c := board(t, g, "c2", "mid-ocean", [][]unit{
		{{typ: "dd-7-1", up: true}}, {{typ: "m-0-0", up: true}, {typ: anyAircraft(t, g)}}, {}, {}, {}, {},
	}, map[string]int{"U-48": 1})
	// The aircraft is the only counter of its cup and flag: what it is, is known.
	flag := g.utype(c.Columns[1].Units[1].ID).Flag
	cup := c.Columns[1].Units[1].Cup
	var keep []string
	for _, id := range g.S.Cups[cup] {
		if g.utype(id).Flag != flag {
			keep = append(keep, id)
		}
	}
	g.S.Cups[cup] = keep
	b := c.Boat("U-48")
	got := g.counterOddsAhead(b, 1, 2)
	sum := 0.0
	for _, o := range got {
		sum += o.P
	}
	if math.Abs(sum-1) > 1e-9 {
		t.Fatalf("the re-attack odds sum to %v: %v", sum, got)
	}
	// Grounded, the aircraft adds nothing: the odds are those of the
	// board without it.
	c.Columns[1].Units = c.Columns[1].Units[:1]
	want := g.counterOdds(b, 1, 2)
	if !equalOdds(got, want) {
		t.Errorf("re-attack odds %v, want those without the aircraft %v", got, want)
	}
}

// anyAircraft is the type of an aircraft counter in one of g's cups.
func anyAircraft(t *testing.T, g *Game) string {
	t.Helper()
	for _, cup := range sortedKeys(g.S.Cups) {
		for _, id := range g.S.Cups[cup] {
			if ty := g.utype(id); isAircraft(ty) {
				return ty.ID
			}
		}
	}
	t.Fatal("no aircraft in the cups")
	return ""
}
