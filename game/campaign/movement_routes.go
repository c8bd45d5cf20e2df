package campaign

// The routes a sub may sail, found once a game: the map is static data, so
// every simple path from a start within a budget of movement points is
// listed once (a route tree, in the order the walk takes them), and a
// walk only checks, route by route, what changes from turn to turn: the
// movement points a step costs this sub now [15.31], [21.11], the areas
// open now [30.2], Range [15.11], the bases in use [15.2] (issue 16:
// "precomputed routes").

import (
	"slices"

	"periscope/game/data"
)

// route is one simple path from a tree's start: the step that ends it and
// what of it does not change during a game.
type route struct {
	parent int       // the route it extends (its place in the tree), -1: the start's
	edge   *moveEdge // its last step
	from   int       // the mapIndex stepped from (-1: off the map)
	ops    int       // the OpAreas entered after the start
	nodes  []string  // the route, from the start (shared: never written)
	idx    []int     // the nodes' mapIndex
	// keys are its option keys (pathKeyWith) by suffix, made when first
	// asked.
	keys [len(keySuffixes)]string
	// memo holds its checks by mode and flags, as last worked out
	// (routeSpecs).
	memo    []routeMemo
	memoAge uint32 // routeMemo.age's clock
}

// keySuffixes are the suffixes of a route's option keys (route.key).
var keySuffixes = [...]string{"", "|cautious", "|mines", "|raid"}

// key is the route's option key with a suffix ("", "|cautious", "|mines"
// or "|raid"), made once a game.
func (r *route) key(suffix string) string {
	i := 0
	for i < len(keySuffixes) && keySuffixes[i] != suffix {
		i++
	}
	if i == len(keySuffixes) {
		return pathKeyWith(r.nodes, suffix)
	}
	if r.keys[i] == "" {
		r.keys[i] = pathKeyWith(r.nodes, suffix)
	}
	return r.keys[i]
}

// key is the path's option key with a suffix (pathKeyWith), its route's
// when it has one.
func (p movePath) key(suffix string) string {
	if p.r != nil {
		return p.r.key(suffix)
	}
	return pathKeyWith(p.nodes, suffix)
}

// routeTree is every simple path from a start whose fewest movement points
// are within a budget, in the order of a depth-first walk over moveEdges:
// a route comes before those that extend it, and after the routes of its
// parent's earlier steps.
type routeTree struct {
	routes []route
}

// treeKey identifies a route tree.
type treeKey struct {
	start  string
	budget int
}

// minEdgeCost is the fewest movement points a step can cost (edgeCost).
func minEdgeCost(e *moveEdge) int {
	switch {
	case e.exit != "":
		return 0
	case e.two:
		return min(e.cost, 1)
	}
	return e.cost
}

// ends reports whether a move stops in an area: a base, or a non-transit
// SMZ (an advanced base among them).
func ends(a *data.Area) bool {
	return a.Kind == data.KindBase || a.Kind == data.KindSMZ && !a.TransitZone
}

// routeTree is the tree of routes from start within budget, made once a
// game.
func (g *Game) routeTree(start string, budget int) *routeTree {
	c := g.mc()
	k := treeKey{start, budget}
	if t, ok := c.trees[k]; ok {
		return t
	}
	t := &routeTree{}
	buf, at := []string{start}, []int{g.areaIdx(start)}
	var rec func(parent, left, ops int, uOp bool)
	rec = func(parent, left, ops int, uOp bool) {
		u, ui := buf[len(buf)-1], at[len(at)-1]
		var edges []moveEdge
		if ui < 0 {
			edges = g.moveEdges(u)
		} else {
			edges = g.edgesAt(ui)
		}
		for k := range edges {
			e := &edges[k]
			to := e.area
			if to == nil || slices.Contains(at, e.idx) {
				continue
			}
			mc := minEdgeCost(e)
			// An SMZ is entered from an OpArea it is linked to [20.1],
			// or straight from a base that sits in it.
			if mc > left || to.Kind == data.KindSMZ && e.enter && !uOp {
				continue
			}
			op := to.Kind == data.KindOpArea
			n := ops
			if op {
				n++
			}
			buf, at = append(buf, e.to), append(at, e.idx)
			t.routes = append(t.routes, route{parent: parent, edge: e, from: ui, ops: n,
				nodes: append([]string(nil), buf...)[:len(buf):len(buf)], idx: append([]int(nil), at...)[:len(at):len(at)]})
			if !ends(to) {
				rec(len(t.routes)-1, left-mc, n, op)
			}
			buf, at = buf[:len(buf)-1], at[:len(at)-1]
		}
	}
	rec(-1, budget, 0, g.isOpArea(start))
	if c.trees == nil {
		c.trees = map[treeKey]*routeTree{}
	}
	c.trees[k] = t
	return t
}

// walk enumerates the simple paths from start that a sub can sail with
// budget movement points: "2" routes need two points left in the same turn
// [15.3] and are closed to patrol movement [2.11]; only open (or, in
// transit, crossable) areas within Range are entered [15.11], [30.2]; bases
// and non-transit SMZs end a path. keep decides which paths are returned.
func (g *Game) walk(s *Sub, mode, start string, budget int, keep func(movePath) bool) []movePath {
	return g.walkWith(s, mode, start, budget, nil, keep)
}

// walkWith is walk with a filter on the steps taken (nil: every legal step).
//
// The paths are the routes of the start's route tree (routeTree) that the
// sub may sail now, in the tree's order; their nodes are the tree's,
// shared and never to be written.
func (g *Game) walkWith(s *Sub, mode, start string, budget int, allow func(u int, e *moveEdge, cost int) bool, keep func(movePath) bool) []movePath {
	w := g.walkScratch(s, mode, start, budget, allow, keep)
	var out []movePath
	if len(w.out) > 0 {
		out = append([]movePath(nil), w.out...)
	}
	w.release()
	return out
}

// walkScratch is walkWith whose list of paths (w.out) is the walker's own,
// kept until w.release. A walk inside it (a keep, an allow or the caller's
// code before release) takes another walker of the game's pool.
//
// A route is sailed if the route it extends is, and its last step is
// legal now: the points it costs this sub within what is left, not a "2"
// route in patrol movement, allowed, and into an area the sub may enter
// (the checks of the walk over the map it replaces, step by step).
func (g *Game) walkScratch(s *Sub, mode, start string, budget int, allow func(u int, e *moveEdge, cost int) bool, keep func(movePath) bool) *walker {
	mc := g.mc()
	g.rangeDistances()
	var w *walker
	for _, x := range mc.walkers {
		if !x.busy {
			w = x
			break
		}
	}
	if w == nil {
		w = &walker{}
		mc.walkers = append(mc.walkers, w)
	}
	w.busy, w.out = true, w.out[:0]
	rng, dist := g.Range(s), mc.rangeAtIdx
	t := g.routeTree(start, budget)
	// cost holds each route's movement points as sailed now, -1 where it
	// cannot be sailed.
	cost := w.cost[:0]
	for k := range t.routes {
		r := &t.routes[k]
		pc := 0
		if r.parent >= 0 {
			if pc = cost[r.parent]; pc < 0 {
				cost = append(cost, -1)
				continue
			}
		}
		e := r.edge
		// edgeCost, whose plain case (no base exit, not a "2" route) is
		// the printed cost, read here without the call.
		c := e.cost
		if e.exit != "" || e.two {
			c = g.edgeCost(s, mode, *e)
		}
		if pc+c > budget || e.two && mode == modePatrol || allow != nil && !allow(r.from, e, c) || !g.mayEnter(s, mode, e, rng, dist) {
			cost = append(cost, -1)
			continue
		}
		cost = append(cost, pc+c)
		if keep(movePath{nodes: r.nodes, idx: r.idx, cost: pc + c, ops: r.ops, r: r}) {
			w.out = append(w.out, movePath{nodes: r.nodes, idx: r.idx, cost: pc + c, ops: r.ops, r: r})
		}
	}
	w.cost = cost
	return w
}

// mayEnter reports whether a sub moving in a mode may take a step into its
// area now: bases only to end a move home (Spanish ports are not bases
// [21.31]); OpAreas and SMZs open (or, but in patrol movement, crossable:
// the Greenland Gap [30.21]) and within Range [15.11] (rng and dist: the
// sub's Range and rangeAtIdx).
func (g *Game) mayEnter(s *Sub, mode string, e *moveEdge, rng int, dist []int) bool {
	to := e.area
	// areaOpen, written out for the area already at hand.
	open, ok := g.politicalAreaOpen(to)
	if !ok {
		open = to.OpenFrom == 0 || g.S.Period >= to.OpenFrom
	}
	switch to.Kind {
	case data.KindBase:
		return g.isBaseNodeAt(e.idx) && (mode == modeRTB || mode == modeWithdraw)
	case data.KindOpArea:
		return (open || to.Crossable) && !(mode == modePatrol && !open) && g.inRangeAt(s, e, rng, dist)
	case data.KindSMZ:
		return (open || to.Crossable) && g.inRangeAt(s, e, rng, dist)
	}
	return true
}

// inRangeAt reports whether a step's area is within the sub's Range
// [15.11] (rangeAtIdx), or one area further where a U-tanker is
// [21.33C] (withinRange: noted in moveCache.fellBack).
func (g *Game) inRangeAt(s *Sub, e *moveEdge, rng int, dist []int) bool {
	if dist[e.idx] <= rng {
		return true
	}
	g.mc().fellBack = true
	return g.withinRange(s, e.to)
}

// homeKey is what the moves home of homePaths depend on, for a game
// without the political rules [36.6] and a walk that did not look for a
// U-tanker [21.33C]: where the sub is, the mode and the base; its Speed
// home and Range; the period (the areas open [30.2]); the bases in use
// (bases: by place in the map's list; rangeKey, rangeDistances'), and the
// distances to the base (dist: distancesTo's array, one per distKey for
// the game).
type homeKey struct {
	area, mode, base   string
	speed, rng, period int
	bases, rangeKey    uint64
	dist               *int
}

// homeKeyOf is homePaths' memo key for a sub, and whether the moves may
// be memoized (not in a game with the political rules, not with more
// than 64 bases).
func (g *Game) homeKeyOf(s *Sub, mode, base string, dist []int) (homeKey, bool) {
	bases, ok := g.basesActive()
	if !ok || g.S.Political != nil || len(dist) == 0 {
		return homeKey{}, false
	}
	g.rangeDistances()
	return homeKey{area: s.Area, mode: mode, base: base, speed: g.homeSpeed(s), rng: g.Range(s), period: g.S.Period,
		bases: bases, rangeKey: g.mc().rangeKey, dist: &dist[0]}, true
}

// baseIdxs is the mapIndex of each of the map's bases (-1: off the map),
// made once a game.
func (g *Game) baseIdxs() []int {
	c := g.mc()
	if c.baseIdx == nil {
		c.baseIdx = make([]int, len(g.T.Map.Bases))
		for i := range g.T.Map.Bases {
			c.baseIdx[i] = g.areaIdx(g.T.Map.Bases[i].ID)
		}
	}
	return c.baseIdx
}

// basesActive marks the map's bases in use (BaseActive), by place in its
// list of bases (false: more than 64).
func (g *Game) basesActive() (uint64, bool) {
	if len(g.T.Map.Bases) > 64 {
		return 0, false
	}
	var m uint64
	for i, ai := range g.baseIdxs() {
		if ai >= 0 && g.baseActiveAt(ai) {
			m |= 1 << i
		}
	}
	return m, true
}

// release ends the use of a walker's paths (walkScratch): they are not
// to be read after it.
func (w *walker) release() {
	clear(w.out)
	w.busy = false
}

// walker is a walk's scratch (walkScratch).
type walker struct {
	cost []int      // the routes' movement points as sailed now
	out  []movePath // the paths kept
	busy bool
}
