package campaign

import (
	"maps"
	"periscope/game/data"
	"reflect"
	"slices"
	"strings"
	"testing"

	"periscope/game/engine"
)

// TestOddsMemoIsTheFreshWalk (issue 16): the counterattack odds shown at
// every re-attack, shift, fight-on and pack-order prompt of many random
// games — made with the game's memos as the games left them, warm from
// the prompts before — equal, to the bit and in their order, the odds made
// again at once with every memo dropped. A memo that could give the odds
// of another situation fails here.
func TestOddsMemoIsTheFreshWalk(t *testing.T) {
	bench := newOddsBench(t)
	bench.every = true
	seeds := uint64(envInt("PERISCOPE_ODDS_MEMO_SEEDS", 1500))
	if testing.Short() {
		seeds = 300
	}
	checked := map[string]int{}
	// Two passes: one answers at random (re-attack prompts are seen), one
	// re-attacks whenever asked (more shift, fight-on and pack prompts).
	for n := uint64(1); n <= 2*seeds; n++ {
		seed, kind := (n+1)/2, ""
		if n%2 == 0 {
			kind = "shift"
		}
		bench.play(t, seed, kind, func(g *Game, p *engine.Prompt) bool {
			c := g.S.Combat
			if c == nil {
				return false
			}
			for _, o := range p.Options {
				switch {
				case p.Kind == "reattack" && o.Key == "reattack", p.Kind == "de-withdraw" && o.Key == "fight",
					p.Kind == "shift" && strings.HasPrefix(o.Key, "col:"), p.Kind == "pack-order" && strings.HasPrefix(o.Key, "sub:"):
				default:
					continue
				}
				if o.Odds == nil {
					continue
				}
				g.ctrMemo, g.cupMixes = nil, nil // every memo dropped
				fresh := g.situationOdds(p.Sub, o.Key)
				if p.Kind == "reattack" && c.Round == 2 {
					fresh = g.secondReattackOdds(fresh, g.AceValue(g.Sub(p.Sub)))
				}
				if !reflect.DeepEqual(o.Odds, fresh) {
					t.Errorf("seed %d %s %s %s round %d: shown %v, made afresh %v", seed, p.Kind, p.Sub, o.Key, c.Round, o.Odds, fresh)
				}
				checked[p.Kind]++
			}
			return false
		})
	}
	t.Logf("odds compared: %v", checked)
	if checked["shift"] == 0 || checked["reattack"] == 0 {
		t.Fatalf("no shift or re-attack odds reached: %v", checked)
	}
}

// TestHarmMemoIsTheWalk (issue 16): harmStates' memo (harmKey) gives the
// list the walk makes afresh over every row of the Attack Results,
// Counterattack and Other Dangers tables, modifiers −2…9, crash dives,
// starting states and boats that differ in class, ace, prototype [35.4]
// and a 965 mb storm over them [7.41]: one memo for them all, so a key
// that left out what the walk reads would hand one situation another's
// list.
func TestHarmMemoIsTheWalk(t *testing.T) {
	bench := newOddsBench(t)
	g := newGameOn(t, bench.th, bench.sc, 1)
	tb := &g.T.Tables
	rows := append(append([]data.ResultRow(nil), tb.AttackResults...), tb.Counterattack...)
	for _, k := range slices.Sorted(maps.Keys(tb.OtherDangers)) {
		rows = append(rows, tb.OtherDangers[k])
	}
	var subs []*Sub
	for i := 0; i < len(g.S.Subs); i += 11 {
		subs = append(subs, &g.S.Subs[i])
	}
	for i := range g.S.Subs {
		if g.isPrototype(&g.S.Subs[i]) {
			subs = append(subs, &g.S.Subs[i])
			break
		}
	}
	storm := bench.areas[3]
	g.S.Intel.Weather = []Weather{{Area: storm, Pressure: 965}}
	for i, s := range subs {
		s.Area = bench.areas[i%4] // one in four under the storm
		if i%3 == 1 {
			s.Ace, s.AceLevel = "ace", 1+i%2
		}
	}
	starts := []harmState{{}, {dmg: 1}, {dmg: 2}, {spot: true}, {dmg: 1, rtb: true}, {sunk: true}}
	n, stormy, proto := 0, 0, 0
	// The boats innermost: each key is asked for by every boat in turn.
	for ri := range rows {
		for mod := -2; mod <= 9; mod++ {
			for _, cd := range []float64{0, 0.3, 0.7} {
				for _, st := range starts {
					for _, s := range subs {
						got := g.harmStates(s, rows[ri], mod, cd, st)
						want := g.harmStatesInto(nil, s, rows[ri], mod, cd, st)
						if !reflect.DeepEqual(got, want) {
							t.Fatalf("%s row %d mod %d cd %v from %+v: memo %v, walk %v", s.ID, ri, mod, cd, st, got, want)
						}
						n++
					}
				}
			}
		}
	}
	for _, s := range subs {
		if g.weatherAt(s.Area) == 965 {
			stormy++
		}
		if g.isPrototype(s) {
			proto++
		}
	}
	if stormy == 0 || proto == 0 {
		t.Fatalf("the sample has %d boats under the storm and %d prototypes: both wanted", stormy, proto)
	}
	t.Logf("%d lists compared, %d boats (%d under the storm, %d prototypes), memo of %d", n, len(subs), stormy, proto, len(g.harmMemo()))
}

// FreshCounterOdds are the counterattack odds of option key of prompt p
// (a re-attack, shift, fight-on or pack-order prompt) made now with none
// of the game's memos, which are then given back as they were; nil for an
// option that shows no counterattack odds. For the external tests
// (TestDoctrineOddsMemoIsTheFreshWalk).
func (g *Game) FreshCounterOdds(p *engine.Prompt, key string) []engine.Odd {
	c := g.S.Combat
	if c == nil || c.Boat(p.Sub) == nil {
		return nil
	}
	switch {
	case p.Kind == "reattack" && key == "reattack", p.Kind == "de-withdraw" && key == "fight",
		p.Kind == "shift" && strings.HasPrefix(key, "col:"), p.Kind == "pack-order" && strings.HasPrefix(key, "sub:"):
	default:
		return nil
	}
	memo, mixes := g.ctrMemo, g.cupMixes
	g.ctrMemo, g.cupMixes = nil, nil
	defer func() { g.ctrMemo, g.cupMixes = memo, mixes }()
	odds := g.situationOdds(p.Sub, key)
	if p.Kind == "reattack" && c.Round == 2 {
		odds = g.secondReattackOdds(odds, g.AceValue(g.Sub(p.Sub)))
	}
	return odds
}
