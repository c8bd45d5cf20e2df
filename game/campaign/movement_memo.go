package campaign

// A route's transit checks remembered across prompts (issue 16): a
// deployment or transit prompt works out the checks of every route it
// offers (dedupeRoutes), and the boats that sail from one base, or move on
// from one area, in a turn are offered the same routes one after another.
// A route's checks are remembered with a stamp of everything they read:
// the mode and the move's flags; the boat (its crew, whether it sortied,
// whether storms harm it; and, where the odds chose among tied governing
// areas [19.12], its damage, Spotted, defense and ace); the period, the
// bases in use and the switches; and, area by area along the route and
// for each governing area, what the checks read there: the AAC row's red
// boxes, first red box and icons, the weather, and the concentration
// steps of the other subs at sea and the boat [22.1]. The rules' hooks
// must read nothing else, and the subs at sea only through those steps
// (ConcentrationSteps of concentrationAt) (Ruleset.CheckMemo:
// Silent War's DRMs read pack membership and Ultra, and are not
// remembered), nor do the political rules' areas [36.6].

import (
	"slices"

	"periscope/game/engine"
)

// checkStamp is what of the state as a whole a route's checks read
// (routeSpecs).
type checkStamp struct {
	period int
	bases  uint64
	// gen is moveCache.memoGen: it moves on when the switches change.
	gen int
}

// subStamp is what of the boat a route's checks read (routeSpecs); odds
// is read only where the boat's odds chose the governing area.
type subStamp struct {
	status          string
	inexp           int
	sortied, storms bool
	odds            oddsStamp
}

// oddsStamp is what of the boat its odds read (checkOdds' key).
type oddsStamp struct {
	dmg, def, ace, spotMod int
	spotted                bool
}

// memoAreas is how many areas a remembered route's stamp holds: its nodes
// and its governing areas.
const memoAreas = 10

// memoWays is how many routeMemo a route keeps for one mode and flags.
const memoWays = 4

// routeMemo is a route's checks for a mode and flags, and the stamps of
// what they read.
type routeMemo struct {
	mode  string
	flags int
	st    checkStamp
	sub   subStamp
	tie   bool // the boat's odds chose a governing area: sub.odds holds
	n     int
	age   uint32 // when it was kept (route.memoAge): the oldest goes first
	specs [2]checkSpec
	govs  [2]string
	gi    [2]int // the governing areas' mapIndex
	// areas are the route's nodes' and then its governing areas'
	// stamps (areaStamp), na of them.
	na    int
	areas [memoAreas]uint64
}

// checkStampNow is the state's stamp for the route checks, and whether
// they may be remembered at all.
func (g *Game) checkStampNow() (checkStamp, bool) {
	c := g.mc()
	if g.S.Political != nil || !g.rules.CheckMemo() || len(c.areas) == 0 {
		return checkStamp{}, false
	}
	bases, ok := g.basesActive()
	if !ok {
		return checkStamp{}, false
	}
	if c.memoGen == 0 || !slices.Equal(c.memoOpts, g.S.Options) {
		c.memoOpts = append(c.memoOpts[:0], g.S.Options...)
		c.memoGen++
	}
	return checkStamp{period: g.S.Period, bases: bases, gen: c.memoGen}, true
}

// areaStamp is what a boat's route checks read of an area (i: its
// mapIndex): its AAC row's red boxes, first red box, icons and whether it
// holds a red, red-dot or blue box; its weather; and, for an OpArea with
// as many subs at sea as a step, the concentration steps of the others
// and the boat [22.1] (LegDRMs).
func (g *Game) areaStamp(i int, s *Sub, counts []int) uint64 {
	r := g.rowAt(i)
	v := uint64(r.redCount&0xff) | uint64((r.firstRed+1)&0xff)<<8
	if r.icon {
		v |= 1 << 16
	}
	if r.row.Coast {
		v |= 1 << 17
	}
	if r.crowdRisk {
		v |= 1 << 18
	}
	v |= uint64(g.weatherAtIdx(i)&0xffff) << 20
	if step := g.T.Rules.ConcentrationStep; step > 0 && g.mc().opAt(i) && counts[i] >= step {
		v |= uint64(g.ConcentrationSteps(g.concentrationAt(i, s)+1)&0xffff) << 40
	}
	return v
}

// subStampOf is the boat's stamp for the route checks.
func (g *Game) subStampOf(s *Sub) subStamp {
	return subStamp{status: s.Status, inexp: s.Inexp, sortied: s.Sortied, storms: g.traits(s).Storms,
		odds: oddsStamp{dmg: s.Damage, def: g.cls(s).Defense, ace: g.AceValue(s), spotMod: g.spottedMod(true).Value, spotted: s.Spotted}}
}

// routeStamps are the stamps a prompt's route checks are remembered by
// (ok false: not remembered).
type routeStamps struct {
	st     checkStamp
	sub    subStamp
	counts []int // seaCounts, read once for the stamps
	ok     bool
	// gen is the stamps' generation in moveCache.stampVal (stampOf):
	// each routeStamps has its own, and only the newest reads or writes
	// the areas' stamps kept there.
	gen uint32
}

// routeStampsFor is routeStamps for a boat now.
func (g *Game) routeStampsFor(s *Sub) routeStamps {
	st, ok := g.checkStampNow()
	if !ok {
		return routeStamps{}
	}
	c := g.mc()
	if n := len(c.areas); len(c.stampVal) != n {
		c.stampVal, c.stampGen = make([]uint64, n), make([]uint32, n)
	}
	c.stampNow++
	if c.stampNow == 0 { // wrapped: no stamp kept is of a generation to come
		clear(c.stampGen)
		c.stampNow = 1
	}
	return routeStamps{st: st, sub: g.subStampOf(s), counts: g.seaCounts(), ok: true, gen: c.stampNow}
}

// lazyStamps is routeStampsFor(s) for a pending prompt's options' odds,
// made once and shared by them (issue 16: every move and base option's
// odds stamped the state again). They are worked out while the prompt
// waits, when no step runs: the step, the boat, the period and the
// switches are the same, so is the state its stamps read.
func (g *Game) lazyStamps(s *Sub) routeStamps {
	c := g.mc()
	if c.lazySub == s && c.lazyAt == g.StepN() && c.lazyRS.st.period == g.S.Period && slices.Equal(c.memoOpts, g.S.Options) {
		return c.lazyRS
	}
	rs := g.routeStampsFor(s)
	c.lazyRS, c.lazyAt, c.lazySub = rs, g.StepN(), s
	return rs
}

// stampOf is areaStamp(i, s, rs.counts), worked out once for the newest
// routeStamps: the state and the boat do not change while one prompt's
// routes are looked at (rs is made for the boat s and used at once).
func (g *Game) stampOf(i int, s *Sub, rs *routeStamps) uint64 {
	c := g.mc()
	if rs.gen == 0 || rs.gen != c.stampNow {
		return g.areaStamp(i, s, rs.counts)
	}
	if c.stampGen[i] == rs.gen {
		return c.stampVal[i]
	}
	v := g.areaStamp(i, s, rs.counts)
	c.stampVal[i], c.stampGen[i] = v, rs.gen
	return v
}

// verifyRouteSpecs, when set (tests), is called with each route's checks
// found remembered and the checks worked out again.
var verifyRouteSpecs func(memo, fresh []checkSpec, memoGovs, freshGovs []string)

// holds reports whether a remembered route's checks hold for the boat and
// the state now (cur: the route's nodes' stamps now, areaStamp).
func (m *routeMemo) holds(g *Game, s *Sub, rs *routeStamps, cur []uint64) bool {
	if m.st != rs.st || m.sub.status != rs.sub.status || m.sub.inexp != rs.sub.inexp ||
		m.sub.sortied != rs.sub.sortied || m.sub.storms != rs.sub.storms || m.tie && m.sub.odds != rs.sub.odds {
		return false
	}
	if !slices.Equal(cur, m.areas[:len(cur)]) {
		return false
	}
	for k := range m.n {
		if g.stampOf(m.gi[k], s, rs) != m.areas[len(cur)+k] {
			return false
		}
	}
	return true
}

// routeSpecs is appendPathSpecs for a route of a route tree (r; nil: not
// remembered), remembered on the route by the stamps rs.
func (g *Game) routeSpecs(specs []checkSpec, govs []string, s *Sub, mode string, flags int, r *route, nodes []string, idx []int, rs *routeStamps) ([]checkSpec, []string) {
	if r == nil || !rs.ok || len(r.idx) > memoAreas-2 || slices.Contains(r.idx, -1) {
		return g.appendPathSpecs(specs, govs, s, mode, flags, nodes, idx)
	}
	idx = r.idx
	// The route's nodes' stamps now: compared, and kept if the checks
	// are worked out again.
	var cur [memoAreas]uint64
	for j, i := range idx {
		cur[j] = g.stampOf(i, s, rs)
	}
	// Up to memoWays checks a mode and flags are kept (issue 16: the
	// boats of a base, some inexperienced, some not, or one in the area
	// its route crosses, took turns overwriting one): the first that
	// holds is used, and a new one takes the place of the oldest.
	at, ways := -1, 0
	for i := range r.memo {
		if m := &r.memo[i]; m.flags == flags && engine.SameID(m.mode, mode) {
			if m.holds(g, s, rs, cur[:len(idx)]) {
				if verifyRouteSpecs != nil {
					fs, fg := g.appendPathSpecs(nil, nil, s, mode, flags, nodes, idx)
					verifyRouteSpecs(m.specs[:m.n], fs, m.govs[:m.n], fg)
				}
				return append(specs, m.specs[:m.n]...), append(govs, m.govs[:m.n]...)
			}
			if ways++; at < 0 || m.age < r.memo[at].age {
				at = i
			}
		}
	}
	if ways < memoWays {
		at = -1
	}
	c := g.mc()
	k, kg, ties := len(specs), len(govs), c.tieChances
	specs, govs = g.appendPathSpecs(specs, govs, s, mode, flags, nodes, idx)
	n := len(specs) - k
	if n > 2 || len(govs)-kg != n {
		return specs, govs
	}
	m := routeMemo{mode: mode, flags: flags, st: rs.st, sub: rs.sub, tie: c.tieChances != ties, n: n, na: len(idx) + n}
	copy(m.specs[:], specs[k:])
	copy(m.govs[:], govs[kg:])
	m.areas = cur
	for j := range n {
		gi := g.areaIdx(m.govs[j])
		if gi < 0 {
			return specs, govs // a governing area off the map: not remembered
		}
		m.gi[j], m.areas[len(idx)+j] = gi, g.stampOf(gi, s, rs)
	}
	r.memoAge++
	m.age = r.memoAge
	if at >= 0 {
		r.memo[at] = m
	} else {
		r.memo = append(r.memo, m)
	}
	return specs, govs
}
