package campaign

// A route's transit checks remembered across prompts (issue 16): a
// deployment or transit prompt works out the checks of every route it
// offers (dedupeRoutes), and the boats that sail from one base, or move on
// from one area, in a turn are offered the same routes one after another.
// A route's checks are remembered with a stamp of everything they read:
// the mode and the move's flags; the boat (its crew, damage, Spotted,
// defense, ace, whether it sortied, where it counts at sea, whether storms
// harm it); and the state (the AAC rows, the period, the bases in use, the
// switches, the weather, the OpAreas crowded enough for a concentration
// DRM [22.1]). The rules' hooks must read nothing else (Ruleset.CheckMemo:
// Silent War's DRMs read pack membership and Ultra, and are not
// remembered), nor do the political rules' areas [36.6].

import "slices"

// checkStamp is what of the state a route's checks read (routeSpecs).
type checkStamp struct {
	rowGen, period int
	bases          uint64
	// gen is moveCache.memoGen: it moves on when the switches, the
	// weather or the crowded OpAreas change.
	gen int
}

// subStamp is what of the boat a route's checks read (routeSpecs).
type subStamp struct {
	status                   string
	inexp, dmg, def, ace     int
	spotMod                  int
	at                       int // the mapIndex it counts toward at sea (-1: not at sea)
	spotted, sortied, storms bool
}

// routeMemo is a route's checks for a mode and flags, and the stamps of
// what they read.
type routeMemo struct {
	mode  string
	flags int
	st    checkStamp
	sub   subStamp
	n     int
	specs [2]checkSpec
	govs  [2]string
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
	g.rowAt(0) // the rows' generation, as the checks will read them
	changed := c.memoGen == 0
	if !slices.Equal(c.memoOpts, g.S.Options) {
		c.memoOpts, changed = append(c.memoOpts[:0], g.S.Options...), true
	}
	if !slices.Equal(c.memoWeather, g.S.Intel.Weather) {
		c.memoWeather, changed = append(c.memoWeather[:0], g.S.Intel.Weather...), true
	}
	// The OpAreas with as many subs at sea as a step: only they can give
	// a concentration DRM (LegDRMs) [22.1].
	crowd := c.memoScratch[:0]
	if step := g.T.Rules.ConcentrationStep; step > 0 {
		for i, n := range g.seaCounts() {
			if n >= step {
				crowd = append(crowd, i, n)
			}
		}
	}
	c.memoScratch = crowd
	if !slices.Equal(c.memoCrowd, crowd) {
		c.memoCrowd, changed = append(c.memoCrowd[:0], crowd...), true
	}
	if changed {
		c.memoGen++
	}
	return checkStamp{rowGen: c.rowGen, period: g.S.Period, bases: bases, gen: c.memoGen}, true
}

// subStampOf is the boat's stamp for the route checks, and whether they
// may be remembered for it (not for a boat in an SMZ: it counts toward
// another area [20.2]).
func (g *Game) subStampOf(s *Sub) (subStamp, bool) {
	st := subStamp{status: s.Status, inexp: s.Inexp, dmg: s.Damage, def: g.cls(s).Defense, ace: g.AceValue(s),
		spotMod: g.spottedMod(true).Value, at: -1, spotted: s.Spotted, sortied: s.Sortied, storms: g.traits(s).Storms}
	if s.Status == StSea {
		i := g.areaIdx(s.Area)
		if i < 0 || g.mc().kinds[i]&kindSMZ != 0 {
			return st, false
		}
		st.at = i
	}
	return st, true
}

// routeStamps are the stamps a prompt's route checks are remembered by
// (ok false: not remembered).
type routeStamps struct {
	st  checkStamp
	sub subStamp
	ok  bool
}

// routeStampsFor is routeStamps for a boat now.
func (g *Game) routeStampsFor(s *Sub) routeStamps {
	st, ok := g.checkStampNow()
	if !ok {
		return routeStamps{}
	}
	sub, ok := g.subStampOf(s)
	return routeStamps{st: st, sub: sub, ok: ok}
}

// verifyRouteSpecs, when set (tests), is called with each route's checks
// found remembered and the checks worked out again.
var verifyRouteSpecs func(memo, fresh []checkSpec, memoGovs, freshGovs []string)

// routeSpecs is appendPathSpecs for a route of a route tree (r; nil: not
// remembered), remembered on the route by the stamps rs.
func (g *Game) routeSpecs(specs []checkSpec, govs []string, s *Sub, mode string, flags int, r *route, nodes []string, idx []int, rs *routeStamps) ([]checkSpec, []string) {
	if r == nil || !rs.ok {
		return g.appendPathSpecs(specs, govs, s, mode, flags, nodes, idx)
	}
	at := -1
	for i := range r.memo {
		if m := &r.memo[i]; m.mode == mode && m.flags == flags {
			at = i
			if m.st == rs.st && m.sub == rs.sub {
				if verifyRouteSpecs != nil {
					fs, fg := g.appendPathSpecs(nil, nil, s, mode, flags, nodes, idx)
					verifyRouteSpecs(m.specs[:m.n], fs, m.govs[:m.n], fg)
				}
				return append(specs, m.specs[:m.n]...), append(govs, m.govs[:m.n]...)
			}
			break
		}
	}
	k, kg := len(specs), len(govs)
	specs, govs = g.appendPathSpecs(specs, govs, s, mode, flags, nodes, idx)
	if len(specs)-k > 2 || len(govs)-kg != len(specs)-k {
		return specs, govs
	}
	m := routeMemo{mode: mode, flags: flags, st: rs.st, sub: rs.sub, n: len(specs) - k}
	copy(m.specs[:], specs[k:])
	copy(m.govs[:], govs[kg:])
	if at >= 0 {
		r.memo[at] = m
	} else {
		r.memo = append(r.memo, m)
	}
	return specs, govs
}
