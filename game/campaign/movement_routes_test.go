package campaign

import (
	"fmt"
	"os"
	"slices"
	"testing"

	"periscope/game/data"
	"periscope/game/dice"
	"periscope/game/engine"
)

// Test15_3_RouteTreesWalkAsTheMap checks the walk over route trees
// (movement_routes.go) against a walk over the map step by step, the one
// it replaced: for every area of the Atlantic map as a start, every
// movement mode, budgets of 1 to 4 points, boats of every Range, in every
// period (the Western Waters open [30.2]), with and without a filter on
// the steps, both give the same paths in the same order, at the same
// costs [15.1], [15.3], [2.11], [15.11], [15.31].
func Test15_3_RouteTreesWalkAsTheMap(t *testing.T) {
	th, err := data.Load(os.DirFS("../../assets/data"), "atlantic")
	if err != nil {
		t.Fatal(err)
	}
	g, err := New(th, engine.Record{System: SystemID, Theatre: th.ID, Scenario: "campaign-1939", Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	// One boat of each Range and Speed.
	var subs []*Sub
	seen := map[[2]int]bool{}
	for i := range g.S.Subs {
		s := &g.S.Subs[i]
		k := [2]int{g.cls(s).Speed, g.cls(s).Range}
		if !seen[k] {
			seen[k] = true
			subs = append(subs, s)
		}
	}
	if len(subs) < 3 {
		t.Fatalf("only %d kinds of boat", len(subs))
	}
	// A filter on the steps that turns some down (as homePaths' way home
	// does).
	some := func(u int, e *moveEdge, c int) bool { return (u+3*e.idx+c)%4 != 0 }
	walks, paths := 0, 0
	for period := 1; period <= 6; period++ {
		g.S.Period = period
		for _, s := range subs {
			for _, a := range g.T.Map.Areas {
				for _, mode := range []string{modePatrol, modeDeploy, modeTransit, modeRTB, modeWithdraw} {
					for budget := 1; budget <= 4; budget++ {
						for _, allow := range []func(int, *moveEdge, int) bool{nil, some} {
							all := func(movePath) bool { return true }
							got := g.walkWith(s, mode, a.ID, budget, allow, all)
							want := referenceWalk(g, s, mode, a.ID, budget, allow)
							walks++
							paths += len(want)
							if d := diffPaths(got, want); d != "" {
								t.Fatalf("period %d, %s (Speed %d, Range %d) from %s, %s, %d points, filter %v: %s",
									period, s.ID, g.cls(s).Speed, g.Range(s), a.ID, mode, budget, allow != nil, d)
							}
						}
					}
				}
			}
		}
	}
	if paths == 0 {
		t.Fatal("no walk found a path")
	}
	t.Logf("%d walks, %d paths", walks, paths)
}

// diffPaths describes the first difference between two lists of paths
// ("" if none).
func diffPaths(got, want []movePath) string {
	for i := range max(len(got), len(want)) {
		if i >= len(got) || i >= len(want) {
			return fmt.Sprintf("%d paths, want %d", len(got), len(want))
		}
		g, w := got[i], want[i]
		if !slices.Equal(g.nodes, w.nodes) || !slices.Equal(g.idx, w.idx) || g.cost != w.cost || g.ops != w.ops {
			return fmt.Sprintf("path %d is %v (%d points, %d OpAreas), want %v (%d points, %d OpAreas)", i, g.nodes, g.cost, g.ops, w.nodes, w.cost, w.ops)
		}
	}
	return ""
}

// referenceWalk is the depth-first walk over the map, step by step, that
// the route trees replaced: every path it may take, in its order.
func referenceWalk(g *Game, s *Sub, mode, start string, budget int, allow func(u int, e *moveEdge, cost int) bool) []movePath {
	g.rangeDistances()
	mc := g.mc()
	rng, dist := g.Range(s), mc.rangeAtIdx
	buf, at := []string{start}, []int{g.areaIdx(start)}
	var out []movePath
	var rec func(left, cost, ops int, uOp bool)
	rec = func(left, cost, ops int, uOp bool) {
		u, ui := buf[len(buf)-1], at[len(at)-1]
		edges := g.moveEdges(u)
		for k := range edges {
			e := &edges[k]
			to := e.area
			if to == nil || slices.Contains(at, e.idx) {
				continue
			}
			c := g.edgeCost(s, mode, *e)
			if c > left || e.two && mode == modePatrol || allow != nil && !allow(ui, e, c) {
				continue
			}
			open := g.areaOpen(e.to)
			switch to.Kind {
			case data.KindBase:
				if !g.isBaseNode(e.to) || (mode != modeRTB && mode != modeWithdraw) {
					continue
				}
			case data.KindOpArea:
				if !(open || to.Crossable) || (mode == modePatrol && !open) || !(dist[e.idx] <= rng || g.withinRange(s, e.to)) {
					continue
				}
			case data.KindSMZ:
				if !(open || to.Crossable) || !(dist[e.idx] <= rng || g.withinRange(s, e.to)) {
					continue
				}
				if e.enter && !uOp {
					continue
				}
			}
			op := to.Kind == data.KindOpArea
			n := ops
			if op {
				n++
			}
			buf, at = append(buf, e.to), append(at, e.idx)
			out = append(out, movePath{nodes: slices.Clone(buf), idx: slices.Clone(at), cost: cost + c, ops: n})
			if to.Kind != data.KindBase && !(to.Kind == data.KindSMZ && !to.TransitZone) {
				rec(left-c, cost+c, n, op)
			}
			buf, at = buf[:len(buf)-1], at[:len(at)-1]
		}
	}
	rec(budget, 0, 0, g.isOpArea(start))
	return out
}

// Test15_22_MemoizedWayHomeIsTheWalkedOne plays the Atlantic campaign with
// random legal choices and, at every decision, compares the moves home
// [15.22], [19.13] that homePaths gives from its memo (homeKey, filled as
// the war went on) with those of a fresh walk, for every boat at sea and
// every base it may head for, RTB and withdrawing.
func Test15_22_MemoizedWayHomeIsTheWalkedOne(t *testing.T) {
	th, err := data.Load(os.DirFS("../../assets/data"), "atlantic")
	if err != nil {
		t.Fatal(err)
	}
	g, err := New(th, engine.Record{System: SystemID, Theatre: th.ID, Scenario: "campaign-1939", Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.Start(); err != nil {
		t.Fatal(err)
	}
	src := dice.New(17)
	decisions := 3000
	if testing.Short() {
		decisions = 600
	}
	hits, compared := 0, 0
	for n := 0; n < decisions && g.Prompt() != nil; n++ {
		for i := range g.S.Subs {
			s := &g.S.Subs[i]
			if s.Status != StSea {
				continue
			}
			for _, b := range g.RTBBases(s) {
				for _, mode := range []string{modeRTB, modeWithdraw} {
					c := g.mc()
					k, memo := g.homeKeyOf(s, mode, b, g.distancesTo(s, mode, b))
					if _, ok := c.homes[k]; memo && ok {
						hits++
					}
					got := g.homePaths(s, mode, b)
					kept := c.homes
					c.homes = nil
					want := g.homePaths(s, mode, b)
					c.homes = kept
					compared++
					if d := diffPaths(got, want); d != "" {
						t.Fatalf("decision %d, turn %d: %s from %s to %s (%s): %s", n, g.S.Turn, s.ID, s.Area, b, mode, d)
					}
				}
			}
		}
		if _, err := g.Apply(randomChoice(g.Prompt(), src)); err != nil {
			t.Fatal(err)
		}
	}
	if hits == 0 {
		t.Fatalf("no way home found memoized in %d", compared)
	}
	t.Logf("%d ways home compared, %d memoized", compared, hits)
}

// Test19_1_RememberedRouteChecksAreTheWorkedOnes plays wars with random
// choices and, at every decision, asks every boat ready for sea, in
// transit, on patrol or heading home for its moves and their odds (the
// RTB bases' too): each route's transit checks found remembered
// (routeSpecs) are compared with the checks worked out again [19.1],
// [22.1] (issue 16).
func Test19_1_RememberedRouteChecksAreTheWorkedOnes(t *testing.T) {
	th, err := data.Load(os.DirFS("../../assets/data"), "atlantic")
	if err != nil {
		t.Fatal(err)
	}
	hits := 0
	var g *Game
	verifyRouteSpecs = func(memo, fresh []checkSpec, memoGovs, freshGovs []string) {
		hits++
		if !slices.Equal(memo, fresh) || !slices.Equal(memoGovs, freshGovs) {
			t.Fatalf("turn %d: remembered checks %+v on %v, worked out %+v on %v", g.S.Turn, memo, memoGovs, fresh, freshGovs)
		}
	}
	defer func() { verifyRouteSpecs = nil }()
	decisions := 2500
	if testing.Short() {
		decisions = 500
	}
	for _, seed := range []uint64{3, 11} {
		g, err = New(th, engine.Record{System: SystemID, Theatre: th.ID, Scenario: "campaign-1939", Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Start(); err != nil {
			t.Fatal(err)
		}
		src := dice.New(seed + 14)
		for n := 0; n < decisions && g.Prompt() != nil; n++ {
			for i := range g.S.Subs {
				s := &g.S.Subs[i]
				switch {
				case s.Status == StBase && s.Box == BoxReady && g.friendlyBase(s.Base):
					g.deployOptions(s, nil)
				case s.Status == StSea && s.Side == Transit && !s.RTB:
					g.transitOptions(s, nil)
				case s.Status == StSea && s.RTB:
					// The bases' odds (basePrompt) and the ways home.
					if bs := g.homeBases(s); len(bs) > 0 {
						for _, o := range g.basePrompt(s, "rtb-base", "15.22", modeRTB, bs).Options {
							o.OddsOf()
						}
						var opts []moveOption
						for _, pa := range g.homePaths(s, modeRTB, bs[0]) {
							opts = append(opts, moveOption{key: pa.key(""), nodes: pa.nodes, idx: pa.idx, r: pa.r})
						}
						for _, o := range g.moveOptionViews(nil, s, modeRTB, opts) {
							o.OddsOf()
						}
					}
				case s.Status == StSea && s.Side == Patrol:
					for _, o := range g.moveOptionViews(nil, s, modePatrol, g.patrolOptions(s)) {
						o.OddsOf()
					}
				}
			}
			if _, err := g.Apply(randomChoice(g.Prompt(), src)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if hits == 0 {
		t.Fatal("no route's checks found remembered")
	}
	t.Logf("%d remembered checks compared", hits)
}
