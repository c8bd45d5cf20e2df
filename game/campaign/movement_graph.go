package campaign

// The map as the movement rules see it: movement points along transit
// routes [2.11], [15.1], [15.3]; distances for Range [2.3A], [15.11];
// western waters [30.2]; which special mission zones a sub may enter [20.1],
// [20.7], [26.52], [30.4]; concentration [22]; home and virgin waters
// [30.1], [30.5].

import (
	"slices"
	"sort"
	"strings"
	"unsafe"

	"periscope/game/data"
	"periscope/game/engine"
)

// moveCache holds data derived from the theatre (never from the state,
// except the range distances, which are keyed by the bases in use).
type moveCache struct {
	// smzOf lists the non-transit SMZs linked to each OpArea by blue
	// arrows [20.1], in map order.
	smzOf map[string][]string
	// mapIndex is each area's position in the map (the default order of
	// play [4.0]).
	mapIndex map[string]int
	// events is the Transit Events table grouped by result [19.1].
	events []eventOdds
	// edges caches moveEdges, nbrs neighbours, from distancesFrom (all
	// static).
	edges map[string][]moveEdge
	// edgesAt is edges by mapIndex (nil: not built yet), for the walk,
	// which follows areas by their index in the map (issue 16: dense ids
	// inside the movement code, strings in the state and the prompts).
	edgesAt [][]moveEdge
	nbrs    map[string][]string
	nbrsAt  [][]int // nbrs by mapIndex, those on the map (neighboursAt)
	from    map[string]map[string]int
	// hops caches opAreaHops (strategic.go), by start.
	hops map[string]map[string]int
	// distTo caches distancesTo (transit_phase.go).
	distTo map[distKey][]int
	// odds memoizes checkOdds (transit.go).
	odds map[[4]uint64][]engine.Odd
	// steps memoizes the odds of one transit check (transit.go).
	steps map[stepKey][]weighted
	// hits memoizes eventHits (transit.go).
	hits map[stepKey][]eventHit
	// toks holds table cells split at "+" (cellToks).
	toks map[string][]string
	// nations holds each nation's traits (nationTraits).
	nations map[string]*data.Nation
	// counts holds the subs per OpArea (concentration) for the step
	// countsAt (seaCounts), rows the AAC rows for the step rowsAt; rangeAt
	// is the step at which the bases in use were last looked at; classes
	// the boats' data and classes.
	rangeAt, countsAt, rowsAt int
	counts                    []int // by mapIndex; nil: to count again
	countBuf                  []int
	// seaAreas remembers, per sub (index in State.Subs), the area it was
	// last counted in and what that area is, so that counting does not
	// look the area up again while the sub stays there.
	seaAreas []seaArea
	// seaList holds the places in State.Subs of the subs at sea (and of
	// some that left it since), as of Game.seaGen seaListGen and
	// seaListLen subs (seaCounts: a step's count reads only these, not
	// every boat of the war, issue 16); seaChanged adds a sub put at sea.
	seaList []int
	atSea   []int // subsAtSea's scratch for PackCandidates
	// baseList holds the places in State.Subs of the subs in a base box
	// (StBase), in ascending order, and maybe some that left since, as of
	// baseListLen subs; onBase marks them by place. PutInBox (the one
	// step that puts a sub in a base box) adds a sub (baseChanged); the
	// base boxes' counts and lists read only these, not every boat of the
	// war (atBase; issue 16, session 40).
	baseList    []int
	onBase      []bool
	baseListOK  bool
	baseListLen int
	// stampVal holds the areas' stamps (areaStamp) worked out for the
	// routeStamps of generation stampNow, by mapIndex: stampGen[i] is the
	// generation area i's stamp was worked out for (stampOf; issue 16:
	// a prompt's routes share their areas, each stamped once a prompt).
	stampVal []uint64
	stampGen []uint32
	stampNow uint32
	// lazyRS is the routeStamps the pending prompt's options' odds share
	// (lazyStamps), made at step lazyAt for the boat lazySub; touch
	// forgets it.
	lazyRS  routeStamps
	lazyAt  int
	lazySub *Sub
	// optBuf is the last deploy or transit prompt's list of move options,
	// emptied, for the next (keepOptionsBuf).
	optBuf []moveOption
	// ring holds the move prompts' parts of the last two (promptRing).
	ring       promptRing
	seaListGen int
	seaListLen int
	seaListOK  bool
	// rowArr holds the rows by mapIndex; rowStamp[i] == rowGen marks
	// the ones read since the last step change or touch (rowGen moves
	// on then; 0 is never valid).
	rowArr   []rowInfo
	rowStamp []int
	rowGen   int
	// rowKey and rowOvs are what Row read when rowGen last moved on: the
	// rows are read again only when they differ.
	rowKey rowKey
	rowOvs []Override
	// exArea is the area of the last sub concentrationAt left out, exIdx
	// its mapIndex if it is not an SMZ (-1: look again).
	exArea string
	exIdx  int
	// opts are the switches moveOpt last read, optOn its answers.
	opts    []string
	optOn   [nMoveOpts]bool
	optsOK  bool
	classes map[string]boatData
	// boatMemo and idxMemo find classes' and mapIndex's answers by the
	// id's bytes before the maps are asked (engine.IDMemo; issue 16,
	// session 39: the two maps' look-ups were ~2 % of a campaign's time).
	boatMemo engine.IDMemo[boatData]
	idxMemo  engine.IDMemo[int]
	// rangeKey marks the bases in use (by index in the map's base list)
	// when rangeDist was computed.
	rangeKey  uint64
	rangeOK   bool
	rangeDist map[string]int
	// rangeAtIdx is rangeDist by mapIndex (1<<20 where no base reaches).
	rangeAtIdx []int
	// refs holds the options' Refs of the map's areas by mapIndex
	// (areaRef).
	refs []string
	// baseRefs holds the RTB base options' Refs ("base:"), by mapIndex
	// (baseRef).
	baseRefs []string
	// areas is the map's areas by mapIndex, kinds what kind each is
	// (kindOp, ...), baseAt its base display (nil: none): what the
	// movement code reads of a node it holds by index (issue 16: dense
	// ids through the walk, the legs and the checks; strings stay in the
	// state, the keys and the words).
	areas  []*data.Area
	kinds  []uint8
	baseAt []*data.Base
	// baseSt is each base display's place in State.Bases by mapIndex
	// (a hint, checked against the id: -1 or stale means look again).
	baseSt []int
	// lastBoat is the last boatOf asked, for lastBoatID: a prompt asks
	// for one boat's class again and again.
	lastBoatID string
	lastBoat   boatData
	// lastNation and lastTraits are the last nationTraits asked.
	lastNation string
	lastTraits *data.Nation
	// dedupeSeen and dedupeStorms are dedupeRoutes' scratch arrays,
	// kept from one prompt to the next (nothing refers to them once it
	// returns).
	dedupeSeen   []routeKey
	dedupeStorms []int
	// walkers are walkWith's and walkScratch's, reused (a walk inside a
	// walk takes the next).
	walkers []*walker
	// trees are the route trees by start and budget (routeTree).
	trees map[treeKey]*routeTree
	// homes memoizes homePaths (homeKey); fellBack records that a walk
	// asked withinRange (a U-tanker's extra area [21.33C]: not memoized).
	homes    map[homeKey][]movePath
	fellBack bool
	// baseIdx holds the map's bases' mapIndex (-1: off the map), made
	// once a game (basesActive).
	baseIdx []int
	// smzs lists the map's SMZs (smzNear).
	smzs []smzLinks
	// memoGen and memoOpts are the route checks' stamp (checkStampNow):
	// the generation, and the switches it stands for; tieChances counts
	// the checks whose governing area the boat's odds chose
	// (appendPathSpecs).
	memoGen    int
	memoOpts   []string
	tieChances int
	// oddsA and oddsB are computeOdds' scratch distributions.
	oddsA, oddsB []weighted
}

// smzLinks is an SMZ's mapIndex and its links' (those on the map).
type smzLinks struct {
	idx   int
	links []int
}

// smzNear lists the map's SMZs in map order with their links by mapIndex
// (built once a game).
func (c *moveCache) smzNear() []smzLinks {
	if c.smzs == nil {
		c.smzs = []smzLinks{}
		for i, a := range c.areas {
			if a.Kind != data.KindSMZ {
				continue
			}
			z := smzLinks{idx: i}
			for _, l := range a.Links {
				if j, ok := c.mapIndex[l]; ok {
					z.links = append(z.links, j)
				}
			}
			c.smzs = append(c.smzs, z)
		}
	}
	return c.smzs
}

// Area kinds by mapIndex (moveCache.kinds).
const (
	kindOp      = 1 << iota // an OpArea
	kindSMZ                 // a special mission zone
	kindBase                // a base
	kindZone                // a transit zone (an SMZ on routes [2.1])
	kindNoCross             // a non-transit SMZ (ends a move)
)

// areaIdx is an area's mapIndex (-1: not an area of the map).
func (g *Game) areaIdx(id string) int {
	i, _ := g.mc().indexOf(id)
	return i
}

// indexOf is an area's mapIndex and whether it is an area of the map
// (-1, false: not), looked up in idxMemo before mapIndex.
func (c *moveCache) indexOf(id string) (int, bool) {
	i, ok, slot := c.idxMemo.Find(id)
	if ok {
		return i, i >= 0
	}
	i, ok = c.mapIndex[id]
	if !ok {
		i = -1
	}
	slot.Keep(id, i)
	return i, ok
}

// nodesIdx appends the mapIndex of each node (-1 where none) to dst.
func (g *Game) nodesIdx(dst []int, nodes []string) []int {
	c := g.mc()
	for _, x := range nodes {
		i, _ := c.indexOf(x)
		dst = append(dst, i)
	}
	return dst
}

// kindAt is the kind of the area at a mapIndex (0 for -1).
func (c *moveCache) kindAt(i int) uint8 {
	if i < 0 {
		return 0
	}
	return c.kinds[i]
}

// opAt reports whether the area at a mapIndex is an OpArea.
func (c *moveCache) opAt(i int) bool { return c.kindAt(i)&kindOp != 0 }

// smzAt reports whether the area at a mapIndex is an SMZ.
func (c *moveCache) smzAt(i int) bool { return c.kindAt(i)&kindSMZ != 0 }

// baseStateAt is BaseState for the base display at a mapIndex (nil: none).
func (g *Game) baseStateAt(i int) *BaseState {
	c := g.mc()
	b := c.baseAt[i]
	if b == nil {
		return nil
	}
	if j := c.baseSt[i]; j >= 0 && j < len(g.S.Bases) && engine.SameID(g.S.Bases[j].ID, b.ID) {
		return &g.S.Bases[j]
	}
	for j := range g.S.Bases {
		if g.S.Bases[j].ID == b.ID {
			c.baseSt[i] = j
			return &g.S.Bases[j]
		}
	}
	return nil
}

// baseActiveAt is BaseActive for the area at a mapIndex.
func (g *Game) baseActiveAt(i int) bool {
	b := g.baseStateAt(i)
	return b != nil && b.Active
}

// isBaseNodeAt is isBaseNode by mapIndex.
func (g *Game) isBaseNodeAt(i int) bool {
	if i < 0 {
		return false
	}
	if b := g.mc().baseAt[i]; b != nil {
		// A base a political request opens is one only once in use [36.63].
		return (b.Kind == data.BaseMain || b.Kind == data.BaseAdvanced) && (b.Opens == "" || g.baseActiveAt(i))
	}
	return false
}

// activeAdvancedBaseAt is activeAdvancedBase by mapIndex.
func (g *Game) activeAdvancedBaseAt(i int) bool {
	if i < 0 {
		return false
	}
	b := g.mc().baseAt[i]
	return b != nil && b.Kind == data.BaseAdvanced && g.baseActiveAt(i)
}

// weatherAtIdx is weatherAt by mapIndex.
func (g *Game) weatherAtIdx(i int) int {
	if i < 0 || len(g.S.Intel.Weather) == 0 {
		return 0
	}
	a := g.mc().areas[i]
	var links []string
	if a.Kind == data.KindSMZ {
		links = a.Links
	}
	worst := 0
	for _, w := range g.S.Intel.Weather {
		if (w.Area == a.ID || slices.Contains(links, w.Area)) && (worst == 0 || w.Pressure < worst) {
			worst = w.Pressure
		}
	}
	return worst
}

// areaRef is an option's Ref to an area, "area:" and its id, made once a
// game for each area of the map (issue 16: one string a move option).
func (g *Game) areaRef(id string) string { return g.keptRef(&g.mc().refs, "area:", id) }

// baseRef is an option's Ref to a base, "base:" and its id, made once a
// game for each base on the map (issue 16: one string a base option of
// every RTB base prompt).
func (g *Game) baseRef(id string) string { return g.keptRef(&g.mc().baseRefs, "base:", id) }

// keptRef is prefix+id, kept in refs by the map's index of id (made at
// the map's size when first asked); an id not on the map is made afresh.
func (g *Game) keptRef(refs *[]string, prefix, id string) string {
	i, ok := g.mc().indexOf(id)
	if !ok {
		return prefix + id
	}
	if *refs == nil {
		*refs = make([]string, len(g.T.Map.Areas))
	}
	if (*refs)[i] == "" {
		(*refs)[i] = prefix + id
	}
	return (*refs)[i]
}

// seaArea is a sub's area as seaCounts last saw it.
type seaArea struct {
	p *byte // the area's bytes (unsafe.StringData): the same bytes, the same area
	n int   // the area's length; -1: none counted yet
	// idx is the mapIndex the sub counts toward while in the area: -1
	// none (off the map), seaSMZ an SMZ (countsToward is asked).
	idx int32
}

// seaSMZ is seaArea.idx for a sub in an SMZ.
const seaSMZ = -2

// eventOdds is one distinct result of the Transit Events table and the
// chance of rolling it on the two dice.
type eventOdds struct {
	result string
	toks   []string // result split at "+"
	p      float64
}

// mc is the game's move cache, made on first use (newMoveCache). The
// check alone stays small enough to be inlined at its many call sites
// (issue 16, session 39: the call itself was ~1.5 % of a campaign's
// instructions).
func (g *Game) mc() *moveCache {
	if g.moves != nil {
		return g.moves
	}
	return g.newMoveCache()
}

// newMoveCache makes the game's move cache (mc).
func (g *Game) newMoveCache() *moveCache {
	n := len(g.T.Map.Areas)
	c := &moveCache{smzOf: map[string][]string{}, mapIndex: make(map[string]int, n),
		areas: make([]*data.Area, n), kinds: make([]uint8, n), baseAt: make([]*data.Base, n), baseSt: make([]int, n)}
	for i, a := range g.T.Map.Areas {
		c.mapIndex[a.ID] = i
		c.areas[i], c.baseAt[i], c.baseSt[i] = &g.T.Map.Areas[i], g.T.Base(a.ID), -1
		switch a.Kind {
		case data.KindOpArea:
			c.kinds[i] = kindOp
		case data.KindBase:
			c.kinds[i] = kindBase
		case data.KindSMZ:
			c.kinds[i] = kindSMZ
			if a.TransitZone {
				c.kinds[i] |= kindZone
			} else {
				c.kinds[i] |= kindNoCross
			}
		}
		if a.Kind == data.KindSMZ && !a.TransitZone {
			for _, l := range a.Links {
				c.smzOf[l] = append(c.smzOf[l], a.ID)
			}
		}
	}
	count := map[string]int{}
	var order []string
	for _, row := range g.T.Tables.TransitEvents {
		for _, cell := range row {
			if count[cell] == 0 {
				order = append(order, cell)
			}
			count[cell]++
		}
	}
	for _, r := range order {
		c.events = append(c.events, eventOdds{result: r, toks: strings.Split(r, "+"), p: float64(count[r]) / 100})
	}
	g.moves = c
	return c
}

// ---------------------------------------------------------------- areas

func (g *Game) isOpArea(id string) bool {
	a := g.area(id)
	return a != nil && a.Kind == data.KindOpArea
}

func (g *Game) isSMZ(id string) bool {
	a := g.area(id)
	return a != nil && a.Kind == data.KindSMZ
}

// isTransitZone reports whether an area is the English Channel, the Bay of
// Biscay or Gibraltar: SMZs that lie on routes [2.1], [20.8].
func (g *Game) isTransitZone(id string) bool {
	a := g.area(id)
	return a != nil && a.Kind == data.KindSMZ && a.TransitZone
}

// advancedBaseExitFree reports whether leaving an advanced base into its
// linked OpArea is free: Silent War's rule [SW 15.1], or Steel Wolves'
// reading of its [15.1] note by switch (spec S1-17); Steel Wolves' [21.11]
// otherwise charges a point.
func (g *Game) advancedBaseExitFree() bool {
	return g.T.Rules.AdvancedBaseExitFree || g.Opt("advanced-base-exit-free")
}

// isBaseNode reports whether a map node is a base a sub can sail from or
// return to (a permanent base, or an advanced base's SMZ).
//
// By mapIndex (isBaseNodeAt): a base display off the map (a refit base)
// is no such base.
func (g *Game) isBaseNode(id string) bool { return g.isBaseNodeAt(g.areaIdx(id)) }

// activeAdvancedBase reports whether an SMZ is an advanced base in use
// [21.1]: entering it takes no +2 [20.7], leaving it costs a point [21.11].
func (g *Game) activeAdvancedBase(id string) bool { return g.activeAdvancedBaseAt(g.areaIdx(id)) }

// friendlyBase reports whether a base is one the player's subs may use now:
// a main or advanced base in use [21.0], [21.1].
func (g *Game) friendlyBase(id string) bool {
	return g.isBaseNode(id) && g.BaseActive(id)
}

// areaOpen reports whether Axis subs may enter an area this period: the
// Western Waters open in period 4 (the Grand Banks in period 3) [30.2],
// [30.22], [30.24].
func (g *Game) areaOpen(id string) bool {
	a := g.area(id)
	if a == nil {
		return false
	}
	if open, ok := g.politicalAreaOpen(a); ok {
		return open // [36.63I]–[36.63L]
	}
	return a.OpenFrom == 0 || g.S.Period >= a.OpenFrom
}

// areaPassable reports whether a transit move may cross an area: open
// ones, and those that may be crossed at any time (Greenland Gap [30.21]).
// A sub may stop in a crossable area only on its transit side.
func (g *Game) areaPassable(id string) bool {
	a := g.area(id)
	return a != nil && (g.areaOpen(id) || a.Crossable)
}

// entryOpArea is the OpArea whose chart serves a sub in an SMZ: the one it
// entered from [13.21], [19.1], or the SMZ's first link.
func (g *Game) entryOpArea(s *Sub) string {
	if !g.isSMZ(s.Area) {
		return s.Area
	}
	if s.EntryArea != "" {
		return s.EntryArea
	}
	return g.area(s.Area).Links[0]
}

// liveMission returns the war-event mission active in an area, or nil
// [5.3], [20.4]. A mission lasts to the end of its Until turn (0 = until an
// event ends it).
func (g *Game) liveMission(area string) *Mission {
	for i := range g.S.Missions {
		m := &g.S.Missions[i]
		if m.Area == area && (m.Until == 0 || g.S.Turn <= m.Until) {
			return m
		}
	}
	return nil
}

// missionHolds reports whether a sub must stay where it is for its war-event
// mission ([5.3] orders "this turn"; "stay" missions [20.6]).
func (g *Game) missionHolds(s *Sub) bool {
	if s.Mission == "" {
		return false
	}
	if m := g.missionByID(s.Mission); m != nil && m.Kind == "hold" && m.Area == s.Area {
		return g.holdsStation(s)
	}
	m := g.liveMission(s.Area)
	return m != nil && m.ID == s.Mission
}

// missionByID is the mission of that id, live or held, or nil.
func (g *Game) missionByID(id string) *Mission {
	for i := range g.S.Missions {
		if g.S.Missions[i].ID == id {
			return &g.S.Missions[i]
		}
	}
	return nil
}

// holdsStation reports whether a boat on a "hold" mission still stays: it
// leaves once it is Spotted, damaged or RTB (East Wind event 2 [SW 5.0]).
func (g *Game) holdsStation(s *Sub) bool {
	return s.Status == StSea && !s.Spotted && s.Damage == 0 && !s.RTB
}

// ---------------------------------------------------------------- range

// rangeDistances gives, for every map node, how many OpAreas it lies from
// the nearest friendly base in use [2.3A]: entering an OpArea counts 1;
// SMZs (the English Channel and Gibraltar among them) count nothing and
// share their linked OpAreas' distance. Cached until the bases in use change.
func (g *Game) rangeDistances() map[string]int {
	c := g.mc()
	if c.rangeOK && c.rangeAt == g.StepN() {
		return c.rangeDist
	}
	c.rangeAt = g.StepN()
	var key uint64
	at := g.baseIdxs()
	for i := range g.T.Map.Bases {
		b := &g.T.Map.Bases[i]
		// friendlyBase by the base's mapIndex (a base off the map is no
		// source).
		if ai := at[i]; i < 64 && ai >= 0 && g.isBaseNodeAt(ai) && g.baseActiveAt(ai) && g.rangeSource(b) { // [36.63H]
			key |= 1 << i
		}
	}
	if c.rangeOK && c.rangeKey == key {
		return c.rangeDist
	}
	var srcs []string
	for i, b := range g.T.Map.Bases {
		if i < 64 && key&(1<<i) != 0 {
			srcs = append(srcs, b.ID)
		}
	}
	c.rangeKey, c.rangeOK, c.rangeDist = key, true, g.distancesFrom(srcs)
	if len(c.rangeAtIdx) != len(g.T.Map.Areas) {
		c.rangeAtIdx = make([]int, len(g.T.Map.Areas))
	}
	for i, a := range g.T.Map.Areas {
		d, ok := c.rangeDist[a.ID]
		if !ok {
			d = 1 << 20
		}
		c.rangeAtIdx[i] = d
	}
	return c.rangeDist
}

// distancesFrom is a 0–1 breadth-first search over routes and SMZ links
// from the given bases, counting OpAreas entered. Other bases are not
// crossed. The map is static: results are cached per set of sources.
func (g *Game) distancesFrom(srcs []string) map[string]int {
	c := g.mc()
	key := strings.Join(srcs, ",")
	if d, ok := c.from[key]; ok {
		return d
	}
	if c.from == nil {
		c.from = map[string]map[string]int{}
	}
	d := g.bfsFrom(srcs)
	c.from[key] = d
	return d
}

func (g *Game) bfsFrom(srcs []string) map[string]int {
	dist := map[string]int{}
	var deque []string
	for _, s := range srcs {
		dist[s] = 0
		deque = append(deque, s)
	}
	for len(deque) > 0 {
		u := deque[0]
		deque = deque[1:]
		du := dist[u]
		if a := g.area(u); a != nil && a.Kind == data.KindBase && !slices.Contains(srcs, u) {
			continue
		}
		for _, v := range g.neighbours(u) {
			w := 0
			if g.isOpArea(v) {
				w = 1
			}
			if d, seen := dist[v]; seen && d <= du+w {
				continue
			}
			dist[v] = du + w
			if w == 0 {
				deque = append([]string{v}, deque...)
			} else {
				deque = append(deque, v)
			}
		}
	}
	return dist
}

// neighbours lists every node joined to a node by a route or a blue arrow,
// sorted (for range; movement uses moveEdges).
func (g *Game) neighbours(u string) []string {
	c := g.mc()
	if ns, ok := c.nbrs[u]; ok {
		return ns
	}
	if c.nbrs == nil {
		c.nbrs = map[string][]string{}
	}
	var out []string
	for _, r := range g.T.Routes(u) {
		out = append(out, r.To)
	}
	if a := g.area(u); a != nil && a.Kind == data.KindSMZ {
		out = append(out, a.Links...)
	}
	out = append(out, c.smzOf[u]...)
	sort.Strings(out)
	out = slices.Compact(out)
	c.nbrs[u] = out
	return out
}

// rangeOf is how far (in OpAreas) a node lies from the nearest friendly base;
// a large number if it cannot be reached at all.
func (g *Game) rangeOf(node string) int {
	if d, ok := g.rangeDistances()[node]; ok {
		return d
	}
	return 1 << 20
}

// rangeOfSub is rangeOf for one sub: a French boat counts its range from
// every French base in use too, the others only from the Wilhelm Bauer's
// among them [36.63H] (rangeSource).
func (g *Game) rangeOfSub(s *Sub, node string) int {
	if !g.frenchRange(s) {
		return g.rangeOf(node)
	}
	var srcs []string
	for i := range g.T.Map.Bases {
		if b := &g.T.Map.Bases[i]; g.friendlyBase(b.ID) && g.area(b.ID) != nil {
			srcs = append(srcs, b.ID)
		}
	}
	if d, ok := g.distancesFrom(srcs)[node]; ok {
		return d
	}
	return 1 << 20
}

// withinRange reports whether a sub may be in (or pass through) a node:
// never beyond its Range of a friendly base [15.11], except one area
// further where a U-tanker is [21.33C].
func (g *Game) withinRange(s *Sub, node string) bool {
	d, r := g.rangeOfSub(s, node), g.Range(s)
	if d <= r {
		return true
	}
	if d == r+1 && g.cls(s).Tanker == 0 {
		if g.isSMZ(node) {
			for _, l := range g.area(node).Links {
				if g.rangeOfSub(s, l) == d && g.tankerHere(l, s) {
					return true
				}
			}
			return false
		}
		return g.tankerHere(node, s)
	}
	return false
}

// enforceRange sends home every sub at sea that is now beyond its Range:
// its U-tanker has left or been sunk [21.33C], or a base closed.
func (g *Game) enforceRange() {
	// The subs at sea in boat-list order (subsAtSea), not every boat of
	// the war (issue 16, session 40).
	var buf [128]int
	for _, i := range g.subsAtSea(buf[:0]) {
		s := &g.S.Subs[i]
		if s.Status != StSea || s.RTB {
			continue
		}
		if !g.withinRange(s, s.Area) {
			g.ForceRTB(s, "15.11", "beyond its range of any base")
		}
	}
}

// ---------------------------------------------------------------- movement edges

// moveEdge is one step a sub can take: to a node, at a cost in movement
// points; two marks a "2" route [2.11]; enter marks the entry into a
// non-transit SMZ from a linked OpArea (free, and the end of the move
// [12.1]); exit marks the way out of a non-transit SMZ to a linked OpArea
// (free, but 1 point out of an advanced base in use: edgeCost).
type moveEdge struct {
	to    string
	area  *data.Area // the area the edge leads to
	idx   int        // its mapIndex (-1: not an area of the map)
	cost  int
	two   bool
	enter bool
	exit  string
}

// moveEdges lists the steps out of a node, sorted by destination (built
// once per game):
//   - transit routes at their printed cost (a base to its first OpArea costs
//     1 [15.1]; a base to the transit zone it sits in, 0);
//   - from a non-transit SMZ to its linked OpAreas: free [15.1], except 1
//     point out of an advanced base in use [21.11] (switch
//     "advanced-base-exit-free");
//   - from an OpArea into its linked SMZs: free [12.1].
func (g *Game) moveEdges(u string) []moveEdge {
	c := g.mc()
	if es, ok := c.edges[u]; ok {
		return es
	}
	var out []moveEdge
	for _, r := range g.T.Routes(u) {
		out = append(out, moveEdge{to: r.To, cost: r.Cost, two: r.Cost == 2})
	}
	a := g.area(u)
	if a != nil && a.Kind == data.KindSMZ && !a.TransitZone {
		for _, l := range a.Links {
			if !slices.ContainsFunc(out, func(e moveEdge) bool { return e.to == l }) {
				out = append(out, moveEdge{to: l, exit: u})
			}
		}
	}
	if a != nil && a.Kind == data.KindOpArea {
		for _, z := range c.smzOf[u] {
			if !slices.ContainsFunc(out, func(e moveEdge) bool { return e.to == z }) {
				out = append(out, moveEdge{to: z, enter: true})
			}
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].to < out[j].to })
	for i := range out {
		out[i].area, out[i].idx = g.area(out[i].to), -1
		if x, ok := c.mapIndex[out[i].to]; ok {
			out[i].idx = x
		}
	}
	if c.edges == nil {
		c.edges = map[string][]moveEdge{}
	}
	c.edges[u] = out
	return out
}

// edgesAt is moveEdges by mapIndex.
func (g *Game) edgesAt(i int) []moveEdge {
	c := g.mc()
	if c.edgesAt == nil {
		c.edgesAt = make([][]moveEdge, len(g.T.Map.Areas))
	}
	if es := c.edgesAt[i]; es != nil {
		return es
	}
	es := g.moveEdges(c.areas[i].ID)
	if es == nil {
		es = []moveEdge{}
	}
	c.edgesAt[i] = es
	return es
}

// neighboursAt is neighbours by mapIndex, those on the map.
func (g *Game) neighboursAt(i int) []int {
	c := g.mc()
	if c.nbrsAt == nil {
		c.nbrsAt = make([][]int, len(g.T.Map.Areas))
	}
	if ns := c.nbrsAt[i]; ns != nil {
		return ns
	}
	ns := []int{}
	for _, x := range g.neighbours(c.areas[i].ID) {
		if j := g.areaIdx(x); j >= 0 {
			ns = append(ns, j)
		}
	}
	c.nbrsAt[i] = ns
	return ns
}

// Movement modes.
const (
	modePatrol   = "patrol"   // patrol movement [12.0]
	modeDeploy   = "deploy"   // leaving a base [15.1]
	modeTransit  = "transit"  // a transit-side sub continuing [15.11]
	modeRTB      = "rtb"      // returning to base [15.2]
	modeWithdraw = "withdraw" // withdrawal home in one turn [19.13]
)

// edgeCost is what a step costs a sub: an RTB sub with Speed 1 may use a
// "2" route with its single point [15.31].
func (g *Game) edgeCost(s *Sub, mode string, e moveEdge) int {
	if e.exit != "" {
		if g.activeAdvancedBase(e.exit) && !g.advancedBaseExitFree() {
			return 1
		}
		return 0
	}
	if e.two && (mode == modeRTB || mode == modeWithdraw) && g.cls(s).Speed == 1 {
		return 1
	}
	return e.cost
}

// movePath is a candidate move: the nodes from the start to the end, and
// the movement points it uses.
type movePath struct {
	nodes []string
	// idx holds the nodes' mapIndex (-1: not on the map), set by the
	// walk (nil elsewhere).
	idx  []int
	cost int
	// ops counts the OpAreas the path enters after its start (as
	// opAreasEntered), set by the walk.
	ops int
	// r is the route of a theatre's route tree the walk found it as (nil
	// elsewhere): its nodes, idx and keys are the route's, shared.
	r *route
}

func (p movePath) end() string { return p.nodes[len(p.nodes)-1] }

// endAt is the mapIndex of the path's end (looked up if the path has no
// idx).
func (p movePath) endAt(g *Game) int {
	if p.idx != nil {
		return p.idx[len(p.idx)-1]
	}
	return g.areaIdx(p.end())
}

// opAreasEntered counts the OpAreas a path enters after its start.
func (g *Game) opAreasEntered(nodes []string) int {
	n := 0
	for _, x := range nodes[1:] {
		if g.isOpArea(x) {
			n++
		}
	}
	return n
}

// pathLabel renders a path for a prompt, e.g. "Western Approaches (via
// North Sea, English Channel)".
func (g *Game) pathLabel(p movePath) string {
	name := func(id string) string {
		if a := g.area(id); a != nil {
			return a.Name
		}
		return id
	}
	label := name(p.end())
	if len(p.nodes) > 2 {
		var via []string
		for _, x := range p.nodes[1 : len(p.nodes)-1] {
			via = append(via, name(x))
		}
		label += " (via " + strings.Join(via, ", ") + ")"
	}
	return label
}

// pathKeyWith is a path's stable option key, "path:a>b>c", with a suffix
// ("|cautious"), written in one go:
// strings.Join and the concatenations were up to three allocations a move
// option (issue 16).
func pathKeyWith(nodes []string, suffix string) string {
	n := len("path:") + max(len(nodes)-1, 0) + len(suffix)
	for _, x := range nodes {
		n += len(x)
	}
	var b strings.Builder
	b.Grow(n)
	b.WriteString("path:")
	for i, x := range nodes {
		if i > 0 {
			b.WriteByte('>')
		}
		b.WriteString(x)
	}
	b.WriteString(suffix)
	return b.String()
}

// parsePathKey reads a path option key: its nodes, and its "|flag"
// suffixes as one string ("cautious|mines", "" when none; read them with
// strings.SplitSeq). The nodes are what strings.Split gave, in one
// allocation, and the flags need none (issue 16, session 40: the two
// splits were ~2 % of a doctrine campaign's allocations).
func parsePathKey(key string) (nodes []string, flags string) {
	head, flags, _ := strings.Cut(key, "|")
	path, ok := strings.CutPrefix(head, "path:")
	if !ok {
		return nil, flags
	}
	nodes = make([]string, strings.Count(path, ">")+1)
	for i := range len(nodes) - 1 {
		j := strings.IndexByte(path, '>')
		nodes[i], path = path[:j], path[j+1:]
	}
	nodes[len(nodes)-1] = path
	return nodes, flags
}

// ---------------------------------------------------------------- SMZ entry

// smzPurpose is why a sub enters a special mission zone.
type smzPurpose int

const (
	smzMission smzPurpose = iota // a war-event mission, a transit zone, or any time (switch) [20.1]
	smzMines                     // to lay its mines [26.1]
	smzRaid                      // to attack the naval base [30.4]
)

// canEnterSMZ reports whether a sub may enter an SMZ for a purpose now.
// Recommended reading of [20.1] (ambiguity, switch "smz-any-time"): a
// zone that is neither a transit zone nor a naval base is entered only
// while a war-event mission is active there, or to lay mines. An advanced
// base in use cannot be a mission target [21.11]; subs enter it only to
// return to base.
func (g *Game) canEnterSMZ(s *Sub, smz string, why smzPurpose) bool {
	a := g.area(smz)
	if a == nil || a.Kind != data.KindSMZ || !g.areaOpen(smz) || g.activeAdvancedBase(smz) {
		return false
	}
	switch why {
	case smzMines:
		return s.Mines > 0 && g.miningOpen(smz)
	case smzRaid:
		if !a.NavalBase {
			return false
		}
		// Periods 1–2 only, one sub per base per turn [30.4] (or when a
		// war event sends one there).
		if t, ok := g.S.Raids[smz]; ok && t == g.S.Turn {
			return false
		}
		if g.S.Period <= 2 || g.liveMission(smz) != nil {
			return true
		}
		for _, o := range g.S.Overrides {
			if o.Op == "scapa" && o.Area == smz && g.overrideLive(o) {
				return true
			}
		}
		return false
	}
	if s.Mines > 0 {
		// No attacks until the mines are laid [26.0]: a minelayer enters
		// only to lay.
		return false
	}
	if a.TransitZone || g.liveMission(smz) != nil || g.Opt("smz-any-time") {
		return true
	}
	// A naval base's zone (Scapa Flow / English Coast) outside a raid is
	// an ordinary SMZ.
	return false
}

// miningOpen reports whether mines may be laid in an SMZ now [26.52],
// [26.53].
func (g *Game) miningOpen(smz string) bool {
	a := g.area(smz)
	if a == nil || a.Kind != data.KindSMZ {
		return false
	}
	happened := func(ev string) bool { return g.S.EventCount[ev] > 0 || g.S.Flags[ev] }
	for _, c := range a.MiningClosed {
		kind, arg, _ := strings.Cut(c, ":")
		switch kind {
		case "always":
			return false
		case "until-event":
			if !happened(arg) {
				if m := g.liveMission(smz); m == nil || m.Kind != "mines" {
					return false
				}
			}
		case "before-event":
			if !happened(arg) {
				return false
			}
		case "after-period":
			n := 0
			for _, ch := range arg {
				n = n*10 + int(ch-'0')
			}
			if g.S.Period > n {
				return false
			}
		}
	}
	// No mining next to a low-pressure system [26.53], [7.41].
	return g.weatherAt(smz) == 0
}

// ---------------------------------------------------------------- [22], [30.1], [30.5]

// Concentration is the number of subs counted in an OpArea for the
// concentration risk [22.1], at the moment it is asked [22.2]: every sub
// at sea there, plus those in its linked SMZs that have no active mission
// (subs on an active SMZ mission are exempt [20.2]). It is 0 where the rule
// does not apply: SMZs, and OpAreas whose current row has no red (or
// red-dot) or blue box.
func (g *Game) Concentration(area string) int {
	return g.concentration(area, nil)
}

// concentration counts as Concentration does, leaving out one sub.
func (g *Game) concentration(area string, except *Sub) int {
	i, ok := g.mc().indexOf(area)
	if !ok {
		return 0
	}
	return g.concentrationAt(i, except)
}

// concentrationAt is concentration by mapIndex (i ≥ 0).
func (g *Game) concentrationAt(i int, except *Sub) int {
	c := g.mc()
	if c.kinds[i]&kindOp == 0 {
		return 0
	}
	if !g.rowAt(i).crowdRisk {
		return 0
	}
	n := g.seaCounts()[i]
	if except != nil && except.Status == StSea {
		// A sub in an OpArea counts toward it (countsToward): its
		// area's mapIndex is remembered while it stays there (issue 16:
		// this is asked for every OpArea of every route of a prompt).
		if except.Area != c.exArea || c.exArea == "" {
			c.exArea, c.exIdx = except.Area, -1
			if x, ok := c.mapIndex[except.Area]; ok && c.kinds[x]&kindSMZ == 0 {
				c.exIdx = x
			}
		}
		if c.exIdx >= 0 {
			if c.exIdx == i {
				n--
			}
		} else if g.countsToward(except) == c.areas[i].ID {
			n--
		}
	}
	return n
}

// countsToward is the OpArea a sub at sea counts in for concentration: its
// own, or the entry OpArea of an SMZ without an active mission [20.2]
// ("" for subs on an SMZ mission).
func (g *Game) countsToward(s *Sub) string {
	if !g.isSMZ(s.Area) {
		return s.Area
	}
	if g.liveMission(s.Area) != nil {
		return ""
	}
	return g.entryOpArea(s)
}

// seaCounts counts the subs at sea toward each OpArea (countsToward),
// indexed like the map's areas. The count is kept for the rest of the step
// (g.StepN()) unless movement code moves a sub (touch): steps of other
// domains run separately.
func (g *Game) seaCounts() []int {
	c := g.mc()
	if c.counts != nil && c.countsAt == g.StepN() {
		return c.counts
	}
	if len(c.countBuf) != len(g.T.Map.Areas) {
		c.countBuf = make([]int, len(g.T.Map.Areas))
	}
	m := c.countBuf
	clear(m)
	if len(c.seaAreas) != len(g.S.Subs) {
		c.seaAreas = make([]seaArea, len(g.S.Subs))
		for i := range c.seaAreas {
			c.seaAreas[i].n = -1
		}
	}
	g.seaListNow()
	// A sub no longer at sea leaves the list (seaChanged puts it back):
	// the list is written over in place (w, never ahead of the read).
	// Issue 16, sessions 39 and 40 (map26, map27): this runs about once a
	// decision over every boat at sea (~140 in a late campaign), so the
	// loop is kept lean: the sub's area is known the same by its string's
	// bytes (address and length), and what it counts toward is kept with
	// them; anything else is asked outside the loop (seaAreaNow, seaSMZ).
	list, subs, areas := c.seaList, g.S.Subs, c.seaAreas
	k, w := 0, 0
	for {
		// The boats whose area is known are counted by a loop that calls
		// nothing (so keeps its values in registers); it stops at the
		// first boat that needs more, counted here.
		k, w = countSea(list, k, w, subs, areas, m)
		if k == len(list) {
			break
		}
		i := list[k]
		s, at := &subs[i], &areas[i]
		list[w] = i
		k, w = k+1, w+1
		if unsafe.StringData(s.Area) != at.p || len(s.Area) != at.n {
			g.seaAreaNow(at, s.Area)
		}
		if x := at.idx; x >= 0 {
			m[x]++
		} else if x == seaSMZ {
			g.countSMZ(m, s)
		}
	}
	c.seaList = list[:w]
	c.counts, c.countsAt = m, g.StepN()
	return m
}

// countSea is seaCounts' loop over list from k (w: the boats at sea kept
// so far, written over the list in place) while each boat read is either
// no longer at sea (dropped) or in the area it was last counted in, off
// an SMZ (counted in m). It returns where it stopped: len(list), or a boat
// at sea whose area is new or an SMZ, not yet kept nor counted.
func countSea(list []int, k, w int, subs []Sub, areas []seaArea, m []int) (int, int) {
	areas = areas[:len(subs)] // as long (seaCounts): one bounds check for both
	for ; k < len(list); k++ {
		i := list[k]
		s := &subs[i]
		if s.Status != StSea {
			continue
		}
		at := &areas[i]
		x := at.idx
		if unsafe.StringData(s.Area) != at.p || len(s.Area) != at.n || x == seaSMZ {
			return k, w
		}
		list[w] = i
		w++
		if x >= 0 {
			m[x]++
		}
	}
	return k, w
}

// seaAreaNow remembers what a sub in area counts toward (seaCounts).
//
//go:noinline
func (g *Game) seaAreaNow(at *seaArea, area string) {
	at.p, at.n, at.idx = unsafe.StringData(area), len(area), -1
	if g.isSMZ(area) {
		at.idx = seaSMZ
	} else if x, ok := g.mc().mapIndex[area]; ok {
		at.idx = int32(x)
	}
}

// countSMZ counts a sub in an SMZ toward the OpArea it counts in
// (countsToward; seaCounts).
//
//go:noinline
func (g *Game) countSMZ(m []int, s *Sub) {
	if a := g.countsToward(s); a != "" {
		if x, ok := g.mc().mapIndex[a]; ok {
			m[x]++
		}
	}
}

// seaListNow makes the list of the subs at sea again if seaChanged could
// not keep it (moveCache.seaList: it holds every sub at sea, and maybe some
// no longer at sea).
func (g *Game) seaListNow() []int {
	c := g.mc()
	if !c.seaListOK || c.seaListGen != g.seaGen || c.seaListLen != len(g.S.Subs) {
		c.seaList = c.seaList[:0]
		for i := range g.S.Subs {
			if g.S.Subs[i].Status == StSea {
				c.seaList = append(c.seaList, i)
			}
		}
		c.seaListOK, c.seaListGen, c.seaListLen = true, g.seaGen, len(g.S.Subs)
	}
	return c.seaList
}

// atBase is the list of the places in State.Subs of the subs in a base
// box (StBase), in ascending order (the order of a walk over State.Subs).
// The list is made again if baseChanged could not keep it; subs that left
// the base boxes since are dropped from it here, in place.
func (g *Game) atBase() []int {
	c := g.mc()
	subs := g.S.Subs
	if !c.baseListOK || c.baseListLen != len(subs) {
		c.baseList = c.baseList[:0]
		c.onBase = make([]bool, len(subs))
		for i := range subs {
			if subs[i].Status == StBase {
				c.baseList = append(c.baseList, i)
				c.onBase[i] = true
			}
		}
		c.baseListOK, c.baseListLen = true, len(subs)
		return c.baseList
	}
	list, on := c.baseList, c.onBase
	w := 0
	for _, i := range list {
		if subs[i].Status != StBase {
			on[i] = false
			continue
		}
		list[w] = i
		w++
	}
	c.baseList = list[:w]
	return c.baseList
}

// baseChanged notes that a sub was put in a base box (PutInBox): it joins
// atBase's list in its place, or the list is made again when next asked.
func (g *Game) baseChanged(s *Sub) {
	c := g.moves
	if c == nil || !c.baseListOK || c.baseListLen != len(g.S.Subs) {
		return // made again when next asked
	}
	if g.Sub(s.ID) != s {
		c.baseListOK = false // not one of the state's boats: count again
		return
	}
	i := g.subLast
	if c.onBase[i] {
		return
	}
	j, _ := slices.BinarySearch(c.baseList, i)
	c.baseList = slices.Insert(c.baseList, j, i)
	c.onBase[i] = true
}

// subsAtSea appends to dst the places in State.Subs of the subs at sea, in
// that order (the order of a walk over State.Subs), read from the list
// the concentration count keeps (seaListNow) instead of every boat of the
// war (issue 16).
func (g *Game) subsAtSea(dst []int) []int {
	n := len(dst)
	for _, i := range g.seaListNow() {
		if g.S.Subs[i].Status == StSea {
			dst = append(dst, i)
		}
	}
	slices.Sort(dst[n:])
	return dst
}

// touch forgets the step's count of subs at sea: call it after moving a
// sub (or sinking one) inside a movement step.
func (g *Game) touch() {
	c := g.mc()
	c.counts = nil
	c.rowsAt = -1 // checks the rows' key again (rowAt)
	c.lazySub = nil
}

// tankerHere is TankerIn for a sub [21.33C].
func (g *Game) tankerHere(area string, s *Sub) bool { return g.TankerIn(area, s.ID) }

// rowKey is what Row reads of the state besides the overrides (rowAt):
// the period, the turn (an override's last turn), the month and the flags
// of [30.3].
type rowKey struct {
	period, turn, month int
	barbarossa, torch   bool
}

// rowInfo is an area's AAC row this step and what movement reads from it.
type rowInfo struct {
	row       data.AACRow
	firstRed  int  // transit threshold [19.1]
	redCount  int  // governing-area measure [19.1]
	crowdRisk bool // a red, red-dot or blue box: concentration applies [22.1]
	icon      bool // coast or aircraft icon [19.1]
}

// rowOf is the area's row and its readings, remembered for the rest of the
// step (the map and the overrides do not change within a movement step).
//
// The rowInfo returned is valid until the next step or touch: read it at
// once, do not keep it.
func (g *Game) rowOf(area string) *rowInfo {
	i, ok := g.mc().indexOf(area)
	if !ok {
		ri := g.readRow(area)
		return &ri
	}
	return g.rowAt(i)
}

// rowAt is rowOf by mapIndex (i ≥ 0).
func (g *Game) rowAt(i int) *rowInfo {
	c := g.mc()
	if c.rowsAt != g.StepN() || c.rowGen == 0 {
		// The rows read so far hold while what Row reads is the same
		// (issue 16: every step read every row again).
		k := rowKey{period: g.S.Period, turn: g.S.Turn, month: g.S.Month, barbarossa: g.S.Flags["barbarossa"], torch: g.S.Flags["torch"]}
		if c.rowGen == 0 || k != c.rowKey || !slices.Equal(g.S.Overrides, c.rowOvs) {
			c.rowGen++
			c.rowKey, c.rowOvs = k, append(c.rowOvs[:0], g.S.Overrides...)
		}
		c.rowsAt = g.StepN()
	}
	if len(c.rowArr) != len(g.T.Map.Areas) {
		c.rowArr = make([]rowInfo, len(g.T.Map.Areas))
		c.rowStamp = make([]int, len(g.T.Map.Areas))
	}
	if c.rowStamp[i] != c.rowGen {
		c.rowArr[i], c.rowStamp[i] = g.readRow(c.areas[i].ID), c.rowGen
	}
	return &c.rowArr[i]
}

// readRow reads an area's row now.
func (g *Game) readRow(area string) rowInfo {
	row := g.Row(area)
	ri := rowInfo{row: row, firstRed: FirstRed(row), redCount: RedCount(row), crowdRisk: HasColour(row, data.Blue),
		icon: row.Coast || row.Air != ""}
	ri.crowdRisk = ri.crowdRisk || ri.redCount > 0
	return ri
}

// row is Row, remembered for the rest of the step.
func (g *Game) row(area string) data.AACRow { return g.rowOf(area).row }

// boatData is a boat's counter and class.
type boatData struct {
	boat *data.Boat
	cls  *data.SubClass
}

// boatOf is the sub's counter and class, remembered per boat.
func (g *Game) boatOf(s *Sub) boatData {
	c := g.mc()
	if c.lastBoat.boat != nil && engine.SameID(s.ID, c.lastBoatID) {
		return c.lastBoat
	}
	k, ok, slot := c.boatMemo.Find(s.ID)
	if ok {
		c.lastBoatID, c.lastBoat = s.ID, k
		return k
	}
	if k, ok := c.classes[s.ID]; ok {
		slot.Keep(s.ID, k)
		c.lastBoatID, c.lastBoat = s.ID, k
		return k
	}
	if c.classes == nil {
		c.classes = map[string]boatData{}
	}
	b := g.T.Boat(s.ID)
	k = boatData{boat: b, cls: g.T.Class(b.Class)}
	c.classes[s.ID] = k
	slot.Keep(s.ID, k)
	return k
}

// cls is the sub's class, remembered per boat.
func (g *Game) cls(s *Sub) *data.SubClass { return g.boatOf(s).cls }

// ConcentrationSteps converts a count into the concentration steps: one per
// full or partial ConcentrationStep (6) subs beyond the first six [22.1],
// [22.2]. Each step is +1 on transit checks and −1 on search rolls.
func (g *Game) ConcentrationSteps(n int) int {
	step := g.T.Rules.ConcentrationStep
	if step <= 0 || n <= step {
		return 0
	}
	return (n - step + step - 1) / step
}

// ConcentrationDRM is the number of concentration steps in an area now (the
// search roll takes it as a negative modifier [22.1]).
func (g *Game) ConcentrationDRM(area string) int {
	return g.ConcentrationSteps(g.Concentration(area))
}

// HomeWaters reports whether an OpArea gives the home-waters second search
// [30.1], [30.14]: always for "home" areas, in period 1 only for "home-p1"
// ones (Norwegian Sea, Baltic).
func (g *Game) HomeWaters(area string) bool {
	a := g.area(area)
	if a == nil || a.Kind != data.KindOpArea {
		return false
	}
	return a.InRegion("home") || a.InRegion("home-p1") && g.S.Period == 1
}

// IsVirgin reports whether an OpArea is virgin water this turn [30.5]:
// before its listed period (Area.NonVirginFrom; 0 = never virgin) and until
// the end of the first week in which subs searched it (State.Searched, moved
// to State.NotVirgin at the next turn start [30.52]). Every search in that
// first week gets the +2 [30.51]. A transit alone does not use it up
// (recommended reading).
func (g *Game) IsVirgin(area string) bool {
	a := g.area(area)
	if a == nil || a.Kind != data.KindOpArea || a.NonVirginFrom == 0 || g.S.Period >= a.NonVirginFrom {
		return false
	}
	return !slices.Contains(g.S.NotVirgin, area)
}
