package bot

import (
	"slices"
	"strings"

	"periscope/game/campaign"
	"periscope/game/data"
	"periscope/game/engine"
)

// The movement doctrine [12], [15], [19]: every boat heads for the best
// hunting ground it can reach (its target, recomputed at each decision from
// this week's charts), by the move that brings it closest at the least
// risk, and patrols there while the area stays about as good as the best.

// planner caches what the movement doctrine derives: map distances (static
// per war period) and this week's area values.
type planner struct {
	th     *data.Theatre
	period int
	// dist[src][node]: OpAreas entered on the way from src [2.3A].
	dist map[string]map[string]int
	// distMemo finds dist[src] by src's bytes first (engine.IDMemo;
	// issue 16, session 39: a move option's score asks it for the
	// option's end); forgotten with dist.
	distMemo engine.IDMemo[map[string]int]
	// baseDist: from the nearest friendly base in use (Range); baseKey
	// the bases in use it was counted from (kept from turn to turn while
	// they are the same: issue 16), baseTurn whether they were looked at
	// this turn.
	baseKey  string
	baseDist map[string]int
	baseTurn bool
	// This turn's area values per boat profile.
	turn   int
	values map[valueKey]float64
	// opAreas in map order; opIndex their positions there.
	opAreas []string
	opIndex map[string]int
	// Per-OpArea copies of the maps above, indexed like opAreas, for the
	// scan over every OpArea that target makes at each movement decision:
	// opOpen is static per period, rangeIdx is baseDist (rebuilt with it),
	// distIdx[src] is dist[src], byProfile holds values per boat profile
	// (reset with values; same keys, same first-computed entries).
	opOpen []bool
	// opHunt: the OpArea may be chosen as a hunting ground this turn
	// (huntable: the Mediterranean only once its command is formed).
	opHunt    []bool
	rangeIdx  []int
	distIdx   map[string][]int
	byProfile map[profileKey]*profileValues
	// goal is each boat's chosen hunting ground while it is at sea (or
	// sailing); counted so that boats spread instead of herding into the
	// same area and out again week after week.
	goal map[string]string
	// bound counts the goals per area (of boats still out), rebuilt each
	// turn and kept up to date as goals change; boundAt is bound for the
	// OpAreas, indexed like opAreas (issue 16: target reads it for each).
	bound   map[string]int
	boundAt []int
}

type valueKey struct {
	area    string
	nation  string
	inexp   int
	spotted bool
}

// profileKey is valueKey without the area: the boats whose values are the
// same.
type profileKey struct {
	nation  string
	inexp   int
	spotted bool
}

// profileValues are one profile's values of the OpAreas this turn (set:
// computed already).
type profileValues struct {
	v   []float64
	set []bool
	// convoy is the part of v that convoy contacts give (after danger):
	// what a wolfpack multiplies [24.1].
	convoy []float64
}

func (pl *planner) reset(g *campaign.Game) {
	if pl.th != g.T || pl.period != g.S.Period {
		pl.th, pl.period = g.T, g.S.Period
		pl.dist = map[string]map[string]int{}
		pl.distMemo.Reset()
		pl.distIdx = map[string][]int{}
		pl.baseKey, pl.baseTurn = "\x00", false
		pl.opAreas = pl.opAreas[:0]
		pl.opOpen = pl.opOpen[:0]
		pl.opIndex = map[string]int{}
		for i := range g.T.Map.Areas {
			a := &g.T.Map.Areas[i]
			if a.Kind == data.KindOpArea {
				pl.opIndex[a.ID] = len(pl.opAreas)
				pl.opAreas = append(pl.opAreas, a.ID)
				pl.opOpen = append(pl.opOpen, open(g, a))
			}
		}
		pl.indexBound()
	}
	if pl.turn != g.S.Turn || pl.values == nil {
		pl.turn = g.S.Turn
		pl.values = map[valueKey]float64{}
		pl.byProfile = map[profileKey]*profileValues{}
		pl.baseTurn = false // bases may have opened or closed
		med := medCommandFormed(g)
		pl.opHunt = pl.opHunt[:0]
		for _, id := range pl.opAreas {
			pl.opHunt = append(pl.opHunt, huntable(g.T.Area(id), med))
		}
		// Forget the goals of boats home, lost or turned for home. Each
		// goal is kept or dropped on its own and the counts are sums, so
		// the map's order does not matter (issue 16: not sorted first).
		clear(pl.bound)
		if pl.bound == nil {
			pl.bound = map[string]int{}
		}
		for id, goal := range pl.goal {
			o := g.Sub(id)
			if o == nil || o.RTB || o.Status != campaign.StSea {
				delete(pl.goal, id)
				continue
			}
			pl.bound[goal]++
		}
		pl.indexBound()
	}
}

// indexBound makes boundAt from bound.
func (pl *planner) indexBound() {
	pl.boundAt = slices.Grow(pl.boundAt[:0], len(pl.opAreas))[:len(pl.opAreas)]
	for i, a := range pl.opAreas {
		pl.boundAt[i] = pl.bound[a]
	}
}

// addBound adds n to the goals counted for area a.
func (pl *planner) addBound(a string, n int) {
	pl.bound[a] += n
	if i, ok := pl.opIndex[a]; ok {
		pl.boundAt[i] += n
	}
}

// passable: a move may cross the area this period [30.2].
func passable(g *campaign.Game, a *data.Area) bool {
	return a.OpenFrom == 0 || g.S.Period >= a.OpenFrom || a.Crossable
}

// open: a boat may patrol there this period [30.2].
func open(g *campaign.Game, a *data.Area) bool {
	return a.OpenFrom == 0 || g.S.Period >= a.OpenFrom
}

// bfs counts the OpAreas entered from the sources to every node, along
// routes and SMZ links, not through other bases.
//
// The deque is a stack of the nodes put in front (a move that enters no
// OpArea) before a queue of those put at the back: the nodes come out in
// the order of a deque a front insertion copied whole each time (issue 16).
func bfs(g *campaign.Game, srcs []string) map[string]int {
	dist := make(map[string]int, len(g.T.Map.Areas))
	var front, queue, next []string // next: one buffer for every area's neighbours (issue 16)
	for _, s := range srcs {
		dist[s] = 0
		queue = append(queue, s)
	}
	for qi := 0; len(front) > 0 || qi < len(queue); {
		var u string
		if n := len(front); n > 0 {
			u, front = front[n-1], front[:n-1]
		} else {
			u = queue[qi]
			qi++
		}
		du := dist[u]
		ua := g.T.Area(u)
		if ua != nil && ua.Kind == data.KindBase && !slices.Contains(srcs, u) {
			continue
		}
		next = next[:0]
		for _, r := range g.T.Routes(u) {
			next = append(next, r.To)
		}
		if ua != nil && ua.Kind == data.KindSMZ {
			next = append(next, ua.Links...)
		}
		for _, v := range next {
			va := g.T.Area(v)
			if va == nil || !passable(g, va) {
				continue
			}
			w := 0
			if va.Kind == data.KindOpArea {
				w = 1
			}
			if d, seen := dist[v]; seen && d <= du+w {
				continue
			}
			dist[v] = du + w
			if w == 0 {
				front = append(front, v)
			} else {
				queue = append(queue, v)
			}
		}
	}
	return dist
}

// distance from a to b in OpAreas entered (large when unreachable).
func (pl *planner) distance(g *campaign.Game, a, b string) int {
	if v, ok := pl.distMap(g, a)[b]; ok {
		return v
	}
	return 1 << 10
}

func (pl *planner) distMap(g *campaign.Game, a string) map[string]int {
	d, ok, slot := pl.distMemo.Find(a)
	if ok {
		return d
	}
	d = pl.dist[a]
	if d == nil {
		d = bfs(g, []string{a})
		pl.dist[a] = d
	}
	slot.Keep(a, d)
	return d
}

// opDistances is distance from a to every OpArea, indexed like opAreas.
func (pl *planner) opDistances(g *campaign.Game, a string) []int {
	if ds, ok := pl.distIdx[a]; ok {
		return ds
	}
	d := pl.distMap(g, a)
	ds := make([]int, len(pl.opAreas))
	for i, x := range pl.opAreas {
		v, ok := d[x]
		if !ok {
			v = 1 << 10
		}
		ds[i] = v
	}
	pl.distIdx[a] = ds
	return ds
}

// rangeOf is how far an area lies from the nearest friendly base in use
// that every boat counts range from (among the French ones only the
// Wilhelm Bauer's [36.63H]); the bases are looked at once a turn.
func (pl *planner) rangeOf(g *campaign.Game, area string) int {
	if pl.baseTurn {
		if v, ok := pl.baseDist[area]; ok {
			return v
		}
		return 1 << 10
	}
	var srcs []string
	for _, b := range g.T.Map.Bases {
		if (b.Kind == data.BaseMain || b.Kind == data.BaseAdvanced) && g.T.Area(b.ID) != nil && g.BaseActive(b.ID) && g.CountsRange(b.ID) {
			srcs = append(srcs, b.ID)
		}
	}
	pl.baseTurn = true
	if key := strings.Join(srcs, ","); key != pl.baseKey {
		pl.baseKey, pl.baseDist = key, bfs(g, srcs)
		pl.rangeIdx = pl.rangeIdx[:0]
		for _, x := range pl.opAreas {
			v, ok := pl.baseDist[x]
			if !ok {
				v = 1 << 10
			}
			pl.rangeIdx = append(pl.rangeIdx, v)
		}
	}
	if v, ok := pl.baseDist[area]; ok {
		return v
	}
	return 1 << 10
}

// opRanges is rangeOf for every OpArea, indexed like opAreas.
func (pl *planner) opRanges(g *campaign.Game) []int {
	if !pl.baseTurn && len(pl.opAreas) > 0 {
		pl.rangeOf(g, pl.opAreas[0])
	}
	return pl.rangeIdx
}

// contactWorth weighs the search odds by what each contact kind yields.
// From the bot's own campaigns (cmd/calibrate): a lone-contact search sinks
// about 0.5 ships for almost no risk; a convoy contact 0.2–0.4 ships and
// brings the escorts' counterattack (scaled by the area's danger in value).
func contactWorth(odds []engine.Odd) (lone, convoy float64) {
	for _, x := range odds {
		switch x.Outcome {
		case "lone contacts":
			lone += x.P
		case "small convoy":
			convoy += 0.45 * x.P
		case "large convoy":
			convoy += 0.6 * x.P
		case "special convoy":
			convoy += 0.4 * x.P
		case "task force":
			convoy += 0.2 * x.P
		}
	}
	return lone, convoy
}

// value is what a week's patrol in an OpArea is worth to boat s: the
// search odds there, and for doctrine the danger — the AAC's red boxes
// feed every counterattack [14.2A], air cover hunts it [14.12].
func (c *ctx) value(s *campaign.Sub, area string) float64 {
	pl := &c.d.plan
	if i, ok := pl.opIndex[area]; ok && pl.byProfile != nil {
		return c.valueAt(s, pl.profile(c.g, s), i)
	}
	k := valueKey{area: area, nation: c.g.Nation(s), inexp: s.Inexp, spotted: s.Spotted}
	if v, ok := pl.values[k]; ok {
		return v
	}
	v := c.computeValue(s, area)
	pl.values[k] = v
	return v
}

// profile is the boat's entry in byProfile.
func (pl *planner) profile(g *campaign.Game, s *campaign.Sub) *profileValues {
	k := profileKey{nation: g.Nation(s), inexp: s.Inexp, spotted: s.Spotted}
	pv := pl.byProfile[k]
	if pv == nil {
		pv = &profileValues{v: make([]float64, len(pl.opAreas)), set: make([]bool, len(pl.opAreas)), convoy: make([]float64, len(pl.opAreas))}
		pl.byProfile[k] = pv
	}
	return pv
}

// valueAt is value for the OpArea opAreas[i].
func (c *ctx) valueAt(s *campaign.Sub, pv *profileValues, i int) float64 {
	if pv.set[i] {
		return pv.v[i]
	}
	v, cv := c.computeParts(s, c.d.plan.opAreas[i])
	pv.v[i], pv.convoy[i], pv.set[i] = v, cv, true
	return v
}

// computeValue is value without the cache.
func (c *ctx) computeValue(s *campaign.Sub, area string) float64 {
	v, _ := c.computeParts(s, area)
	return v
}

// computeParts is value without the cache, and the part of it that
// convoy contacts give.
func (c *ctx) computeParts(s *campaign.Sub, area string) (float64, float64) {
	lone, convoy := contactWorth(c.g.SearchOddsIn(s, area))
	v := lone + convoy
	if !c.careless() {
		// Red boxes feed every counterattack [14.2A] and air cover hunts
		// the boat [14.12]: they weigh on the convoy battles.
		row := c.g.Row(area)
		danger := 1 - 0.08*float64(campaign.RedCount(row))
		switch row.Air {
		case "light":
			danger *= 0.85
		case "dark":
			danger *= 0.65
		}
		convoy *= max(0, danger)
		v = lone + convoy
	}
	return v, convoy
}

// where is the node a boat moves from.
func where(s *campaign.Sub) string {
	if s.Status == campaign.StSea {
		return s.Area
	}
	return s.Base
}

// target is the OpArea the boat heads for: the best value within its
// Range, a little less for every area further away and for every other
// boat already there or bound there. A boat keeps its goal unless another
// is clearly better (a fifth more), so that it does not turn round each
// week when the charts shift.
func (pl *planner) target(c *ctx) string {
	s := c.s
	if s == nil {
		return ""
	}
	pl.reset(c.g)
	if pl.goal == nil {
		pl.goal = map[string]string{}
	}
	from := where(s)
	rng := c.g.Range(s)
	// Boats bound for each area, not counting this one.
	mine := pl.goal[s.ID]
	mineAt := -1
	if i, ok := pl.opIndex[mine]; ok && mine != "" {
		mineAt = i
	}
	bound := func(a string) int {
		if a == mine {
			return pl.bound[a] - 1
		}
		return pl.bound[a]
	}
	ranges, dists, pv := pl.opRanges(c.g), pl.opDistances(c.g, from), pl.profile(c.g, s)
	packs := packsFor(c.g, s)
	// score rates opAreas[i]; it is what score(a) below does, read from
	// the per-OpArea slices.
	scoreAt := func(i int) (float64, bool) {
		if !pl.opOpen[i] || !pl.opHunt[i] || ranges[i] > rng {
			return 0, false
		}
		d := dists[i]
		if d > 50 {
			return 0, false
		}
		v := c.valueAt(s, pv, i)
		b := pl.boundAt[i] // bound(opAreas[i])
		if i == mineAt {
			b--
		}
		return gathered(v, pv.convoy[i], b, packs) - 0.02*float64(d), true
	}
	score := func(a string) (float64, bool) {
		if i, ok := pl.opIndex[a]; ok {
			return scoreAt(i)
		}
		ar := c.g.T.Area(a)
		if ar == nil || !open(c.g, ar) || !huntable(ar, medCommandFormed(c.g)) || pl.rangeOf(c.g, a) > rng {
			return 0, false
		}
		d := pl.distance(c.g, from, a)
		if d > 50 {
			return 0, false
		}
		v, cv := c.computeParts(s, a)
		return gathered(v, cv, bound(a), packs) - 0.02*float64(d), true
	}
	bestA, bestV := "", -1e9
	for i, a := range pl.opAreas {
		if v, ok := scoreAt(i); ok && v > bestV {
			bestA, bestV = a, v
		}
	}
	if old, ok := pl.goal[s.ID]; ok && old != bestA {
		if v, ok := score(old); ok && v >= 0.8*bestV {
			bestA = old
		}
	}
	if bestA != "" && bestA != mine {
		if mine != "" {
			pl.addBound(mine, -1)
		}
		pl.goal[s.ID] = bestA
		pl.addBound(bestA, 1)
	}
	return bestA
}

// The pack is not a crowd [24.1]: every other U-boat in the OpArea that has
// not yet acted may try to join a convoy the first one finds, and each that
// joins attacks it, so boats gathered on a convoy route make pack battles
// of its convoys. Lone contacts are another matter: a boat that joins a
// pack gives up its own search, one whose join fails searches at −3 [24.1],
// and an area's virgin waters serve only the first boat to cross it [30.5];
// so the doctrine spreads its boats over the lone hunting grounds (an
// area's lone-contact worth loses crowdK for every other boat beyond three
// there or bound there) but does not spread a pack-forming boat off the
// convoy routes [24.0]. BdU did the same: each boat its own attack area,
// the boats gathered only on a convoy report or in the patrol lines across
// the convoy routes. (Before, an area's whole worth lost a tenth a boat
// beyond three; the quarter and the convoy routes' exemption are from
// cmd/calibrate, assets/data/README.md change 17.)
const crowdK = 0.25

// packsFor reports whether boat s may form and join wolfpacks now [24.0]:
// its nation's boats do, from the rules' period.
func packsFor(g *campaign.Game, s *campaign.Sub) bool {
	from := g.T.Rules.WolfpacksFromPeriod
	return from > 0 && g.S.Period >= from && g.T.Rules.NationRules(g.Nation(s)).Wolfpacks
}

// gathered is an area's worth to a boat with others bound there: v is its
// value, convoy the part of v convoy contacts give, others the boats
// already there or bound there, packs whether the boat may join packs.
func gathered(v, convoy float64, others int, packs bool) float64 {
	crowd := 1 + crowdK*float64(max(0, others-3))
	if !packs {
		return v / crowd
	}
	return (v-convoy)/crowd + convoy
}

// moveHarmed is a move option's score from moveBound's: the transit
// check's harm taken off (never more than v).
func (c *ctx) moveHarmed(o engine.Option, v float64) float64 {
	if c.careless() {
		return v - 0.05*harm(o)
	}
	return v - harm(o)
}

// bestMove chooses the move toward the target with the best score:
// closeness after the move, arriving, and (for doctrine) the transit
// check's harm; the odds are read only of the moves that may be it
// (bestBounded). other, which may be nil, scores the options that are not
// moves.
func (c *ctx) bestMove(target string, other func(o engine.Option) (float64, bool)) engine.Choice {
	return bestBounded(c.p, func(_ int, o engine.Option) (float64, bool) {
		if other != nil && !strings.HasPrefix(o.Key, "path:") {
			return other(o)
		}
		return c.moveBound(o, target)
	}, func(_ int, o engine.Option, ub float64, _ leader) (float64, bool) {
		if other != nil && !strings.HasPrefix(o.Key, "path:") {
			return ub, true
		}
		return c.moveHarmed(o, ub), true
	})
}

// moveBound is a move option's score before the transit check's harm
// (moveHarmed); ok=false for what is not a move, or one left to the
// player.
func (c *ctx) moveBound(o engine.Option, target string) (float64, bool) {
	key, ok := strings.CutPrefix(o.Key, "path:")
	if !ok {
		return 0, false
	}
	nodes, flags, _ := strings.Cut(key, "|")
	if strings.Contains(flags, "mines") || strings.Contains(flags, "raid") {
		return 0, false // minelaying and raids are left to the player
	}
	end := nodes[strings.LastIndexByte(nodes, '>')+1:] // the last node
	ea := c.g.T.Area(end)
	if ea == nil {
		return 0, false
	}
	v := -float64(c.d.plan.distance(c.g, end, target))
	if end == target {
		v += 0.5
	}
	if ea.Kind != data.KindOpArea {
		v -= 0.5 // SMZs only on the way
	}
	if strings.Contains(flags, "cautious") {
		v -= 0.1
	}
	return v, true
}

// deploy sails a ready boat toward its target (a damaged one stays, and
// one held for an order that is due: doctrine_due.go).
func deploy(c *ctx) engine.Choice {
	if c.s == nil || (c.s.Damage > 0 && !c.careless()) || holdForDueOrder(c.g, c.s) {
		return pick(c.p, "stay")
	}
	t := c.d.plan.target(c)
	if t == "" {
		return pick(c.p, "stay")
	}
	return c.bestMove(t, nil)
}

// transitMove carries on toward the target; doctrine turns for home when
// hurt, and both bots when recalled for an order that is due
// (doctrine_due.go).
func transitMove(c *ctx) engine.Choice {
	if c.s == nil || (c.hurt() && !c.careless()) || recallForDueOrder(c.g, c.s) {
		return pick(c.p, "rtb")
	}
	t := c.d.plan.target(c)
	ch := c.bestMove(t, nil)
	if c.p.Options[ch.Option].Key == "rtb" || strings.HasPrefix(c.p.Options[ch.Option].Key, "path:") {
		return ch
	}
	return pick(c.p, "rtb")
}

// patrolMove stays while the area is about as good as the target, else
// moves toward it.
func patrolMove(c *ctx) engine.Choice {
	if c.s == nil || (c.hurt() && !c.careless()) {
		return pick(c.p, "stay", "rtb")
	}
	t := c.d.plan.target(c)
	if t == "" || t == c.s.Area || c.value(c.s, c.s.Area) >= 0.85*c.value(c.s, t) {
		return pick(c.p, "stay")
	}
	here := -float64(c.d.plan.distance(c.g, c.s.Area, t))
	return c.bestMove(t, func(o engine.Option) (float64, bool) {
		if o.Key == "stay" {
			return here, true
		}
		return 0, false // not a move: moveScore skips it
	})
}

// arrive patrols (searching now where it may) when the boat has reached
// good water, and keeps moving otherwise.
func arrive(c *ctx) engine.Choice {
	if c.s == nil {
		return pick(c.p, "patrol")
	}
	t := c.d.plan.target(c)
	if t == "" || t == c.s.Area || c.value(c.s, c.s.Area) >= 0.85*c.value(c.s, t) {
		return pick(c.p, "search", "patrol", "transit")
	}
	return pick(c.p, "transit", "patrol")
}

// rtbBase heads for the base whose move is safest, nearest first on
// ties; a damaged boat prefers a base with a free repair place over one
// whose yard is full (it would wait in the Hold [10.2] — BdU diverted boats
// to Germany for that). A base where every boat rolls for weather damage
// (Silent War's Dutch Harbor [15.23]) is a last resort: its small yard
// fills and the boats wait in its Hold.
func rtbBase(c *ctx) engine.Choice {
	damaged := c.s != nil && c.s.Damage > 0 && !c.careless()
	// Each base's score but the harm: its weather at once; the free
	// repair place, which counts the boats at the base, taken as there
	// until the base may be the choice (bestBounded).
	var flagBuf [32]uint8
	flags := flagBuf[:0]
	if len(c.p.Options) > len(flagBuf) {
		flags = make([]uint8, len(c.p.Options))
	} else {
		flags = flagBuf[:len(c.p.Options)]
	}
	const weather, free = 1, 2
	score := func(i int, h float64) float64 {
		v := -h - 0.05*float64(i) // the engine lists the nearest first
		if flags[i]&weather != 0 {
			v -= 1
		}
		if flags[i]&free != 0 {
			v += 2
		}
		return v
	}
	return bestBounded(c.p, func(i int, o engine.Option) (float64, bool) {
		if b := c.g.T.Base(o.Key); b != nil && b.WeatherRepair > 0 && !c.careless() {
			flags[i] |= weather
		}
		if damaged {
			flags[i] |= free
		}
		return score(i, 0), true
	}, func(i int, o engine.Option, _ float64, lead leader) (float64, bool) {
		if damaged {
			if c.g.RepairRoom(o.Key)-c.g.BoxCount(o.Key, campaign.BoxHold) <= 0 {
				flags[i] &^= free
			}
			if !lead.beatenBy(i, score(i, 0)) {
				return 0, false
			}
		}
		return score(i, harm(o)), true
	})
}
