package campaign

import (
	"math"
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

// With nothing face down in reach the odds are those of what is revealed.
func Test14_2_CounterOddsAheadNothingHidden(t *testing.T) {
	g := combatGame(t, 3, "1941-06", 1)
	atSea(g, "U-48", "mid-ocean")
	c := board(t, g, "c2", "mid-ocean", [][]unit{
		{{typ: "dd-7-1", up: true}}, {{typ: "m-0-0", up: true}}, {{typ: "ct-flower", up: true}}, {}, {}, {{typ: "dd-7-1"}},
	}, map[string]int{"U-48": 1})
	b := c.Boat("U-48")
	for _, round := range []int{1, 2} {
		a, want := g.counterOddsAhead(b, 1, round), g.counterOdds(b, 1, round)
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
