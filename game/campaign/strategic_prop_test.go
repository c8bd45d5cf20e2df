package campaign

import (
	"fmt"
	"sort"
	"testing"

	"periscope/game/data"
	"periscope/game/engine"
)

// randomPlayer answers prompts with random legal choices from its own
// seeded generator (separate from the game's dice).
type randomPlayer struct{ rng uint64 }

func (r *randomPlayer) next(n int) int {
	r.rng ^= r.rng << 13
	r.rng ^= r.rng >> 7
	r.rng ^= r.rng << 17
	return int(r.rng % uint64(n))
}

func (r *randomPlayer) choose(p *engine.Prompt) engine.Choice {
	if p.Alloc == nil {
		return engine.Pick(r.next(len(p.Options)))
	}
	pts := make([]int, len(p.Options))
	i := r.next(len(pts))
	pts[i] = max(p.Alloc.Min, 1)
	if p.Alloc.Exact {
		pts[i] = p.Alloc.Total
	}
	return engine.Split(pts...)
}

// playAll runs a game to its end with a chooser, collecting every log entry.
func playAll(t *testing.T, g *Game, choose func(p *engine.Prompt) engine.Choice, maxDecisions int) []engine.Entry {
	t.Helper()
	log, err := g.Start()
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; g.Prompt() != nil; i++ {
		if i >= maxDecisions {
			t.Fatalf("no end after %d decisions (last prompt %s)", i, g.Prompt().Kind)
		}
		p := g.Prompt()
		es, err := g.Apply(choose(p))
		log = append(log, es...)
		if err != nil {
			t.Fatalf("decision %d (%s): %v", i, p.Kind, err)
		}
	}
	return log
}

// checkTracks verifies that the tracks equal the sum of the logged events.
func checkTracks(g *Game, log []engine.Entry) error {
	var sum Tracks
	for _, e := range log {
		if e.Event == nil {
			continue
		}
		sum.Ships += e.Event.Ships
		sum.Tons += e.Event.Tons
		sum.SubsLost += e.Event.SubsLost
		sum.VP += e.Event.VP
	}
	t := g.S.Tracks
	if sum.Ships != t.Ships || sum.Tons != t.Tons || sum.SubsLost != t.SubsLost || sum.VP != t.VP {
		return fmt.Errorf("tracks %+v but the events sum to ships %d, tons %d, lost %d, VP %d", t, sum.Ships, sum.Tons, sum.SubsLost, sum.VP)
	}
	return nil
}

// checkStrategic verifies the strategic bookkeeping: missions and
// overrides, aircraft, weather, tenders and supply, chronicle.
func checkStrategic(g *Game) error {
	s := g.S
	if len(s.Intel.Weather) > 3 {
		return fmt.Errorf("%d weather systems (at most 3) [7.4]", len(s.Intel.Weather))
	}
	seenW := map[string]bool{}
	for _, w := range s.Intel.Weather {
		if seenW[w.Area] || (w.Pressure != 990 && w.Pressure != 965) {
			return fmt.Errorf("bad weather markers %+v", s.Intel.Weather)
		}
		seenW[w.Area] = true
	}
	for i := range s.Subs {
		sub := &s.Subs[i]
		if sub.Mission != "" && g.mission(sub.Mission) == nil {
			return fmt.Errorf("%s is on mission %s, which does not exist", sub.ID, sub.Mission)
		}
		if sub.Withdraw != "" && sub.Status != StSea {
			return fmt.Errorf("%s is withdrawing but not at sea (%s)", sub.ID, sub.Status)
		}
		if sub.Inexp < 0 || sub.Inexp > 2 {
			return fmt.Errorf("%s has Inexp %d", sub.ID, sub.Inexp)
		}
		if sub.Status == StBase && sub.Box == "roll" && s.Turn > 0 {
			return fmt.Errorf("%s still waits for its set-up roll", sub.ID)
		}
		if sub.Status == StBase && !g.isTender(sub.Base) && g.T.Base(sub.Base).Kind != data.BaseMain {
			return fmt.Errorf("%s is in a box at %s, which is not a main base or a tender", sub.ID, sub.Base)
		}
	}
	for _, b := range g.T.Map.Bases {
		if b.Kind == data.BaseMain {
			// Repair boxes never hold more than the capacity [10.1].
			if n := g.boxCount(b.ID, BoxR1, BoxR2, BoxR3); n > g.repairCapacity(b.ID) {
				return fmt.Errorf("%s holds %d subs in repair, capacity %d", b.ID, n, g.repairCapacity(b.ID))
			}
		}
	}
	tenders := map[string]bool{}
	for _, t := range s.Tenders {
		if tenders[t.ID] {
			return fmt.Errorf("tender %s placed twice", t.ID)
		}
		tenders[t.ID] = true
		if bs := g.BaseState(g.advancedBaseOf(t.Area)); bs == nil || bs.Tender != t.ID {
			return fmt.Errorf("tender %s at %s but the base does not know it", t.ID, t.Area)
		}
	}
	for _, a := range s.Aircraft {
		if a.Gone && a.Area != "" {
			return fmt.Errorf("aircraft %s is gone but flies over %s", a.ID, a.Area)
		}
	}
	months := map[int]bool{}
	for _, r := range s.Chronicle {
		if months[r.Month] {
			return fmt.Errorf("chronicle has month %d twice", r.Month)
		}
		months[r.Month] = true
	}
	return nil
}

// Property: the operational scenario played many times with random legal
// choices keeps every invariant after every step, and its tracks equal the
// sum of the logged events; across the runs every effect op is exercised.
func TestStrategicProperty(t *testing.T) {
	used := map[string]bool{}
	kinds := map[string]bool{}
	for seed := uint64(1); seed <= 60; seed++ {
		g := newTest(t, "operational", seed)
		g.Trace = func(g *Game, op string) {
			if err := g.CheckInvariants(); err != nil {
				t.Fatalf("seed %d, after step %s: %v", seed, op, err)
			}
			if err := checkStrategic(g); err != nil {
				t.Fatalf("seed %d, after step %s: %v", seed, op, err)
			}
		}
		orig := steps["effect"]
		steps["effect"] = func(g *Game, f *Frame) {
			if e := g.effectAt(f.S, f.A); e != nil {
				used[e.Op] = true
			}
			orig(g, f)
		}
		rp := &randomPlayer{rng: seed*0x9e3779b97f4a7c15 + 1}
		log := playAll(t, g, func(p *engine.Prompt) engine.Choice { kinds[p.Kind] = true; return rp.choose(p) }, 20000)
		steps["effect"] = orig
		if !g.Over() || g.S.Result == nil {
			t.Fatalf("seed %d: the game did not end with a result", seed)
		}
		if err := checkTracks(g, log); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
	}
	var missing []string
	for op := range data.EffectOps {
		if !used[op] {
			missing = append(missing, op)
		}
	}
	sort.Strings(missing)
	if len(missing) > 0 {
		t.Errorf("effect ops never exercised by the fixture's operational scenario: %v", missing)
	}
	t.Logf("prompt kinds seen: %v", sortedKeys(kinds))
}

// Every op of the data vocabulary has an implementation, and every
// implementation is in the vocabulary (the loader rejects others).
func TestEffectOpsAllImplemented(t *testing.T) {
	for op := range data.EffectOps {
		if effectOps[op] == nil {
			t.Errorf("effect op %q (%s) has no implementation in effects.go", op, data.EffectOps[op])
		}
	}
	for op := range effectOps {
		if _, ok := data.EffectOps[op]; !ok {
			t.Errorf("effects.go implements %q, which data.EffectOps does not list", op)
		}
	}
}
