package campaign

// Transit events [19.1]: the check a sub makes on every move (a patrol
// move, a transit move, an SMZ entry), the event it may bring, transit
// encounters [15.4], [19.11], the placement of an RTB result [19.12]; and
// the step that carries out a move leg by leg, used by patrol movement
// [12], transit movement [15], war-event orders [5.3] and withdrawals
// [19.13].

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"periscope/game/data"
	"periscope/game/dice"
	"periscope/game/engine"
)

func init() {
	register(opMoveLeg, stepMoveLeg)
	register(opMovePlace, stepMovePlace)
}

// Move flags (Frame.A of move.leg).
const (
	fCautious = 1 << iota // cautious transit [15.24]
	fNaval                // entering a naval base to attack it [30.4]
)

// moveLeg is the part of a move that takes one transit check: nodes[0] is
// where it starts. entry marks the entry into an SMZ (its last node), which
// is checked on its own at +2 [12.1], [20.3].
type moveLeg struct {
	nodes []string
	// idx holds the nodes' mapIndex (-1: not on the map), or is nil (at
	// looks them up).
	idx   []int
	entry bool
}

// at is the mapIndex of the leg's k-th node (-1: not an area of the map).
func (l *moveLeg) at(g *Game, k int) int {
	if l.idx != nil {
		return l.idx[k]
	}
	return g.areaIdx(l.nodes[k])
}

// splitLegs cuts a move into its checks: a move that ends in an SMZ after
// crossing at least one OpArea takes two (the move, then the SMZ entry
// checked on the OpArea entered from: the [12.1] St. Lawrence example and
// its recommended reading); any other move takes one ([15.1]: "one transit
// check"; transit zones crossed add their DRMs to it). With the switch
// "smz-one-check" (spec §12.13) the move into an SMZ takes one check, the
// SMZ entry's, for the whole move.
func (g *Game) splitLegs(nodes []string, mode string) []moveLeg {
	var legs [2]moveLeg
	// append, not slices.Clone: no new generic instantiation in the
	// browser build.
	return append([]moveLeg(nil), g.legsOf(&legs, nodes, g.nodesIdx(nil, nodes), mode)...)
}

// legsOf is splitLegs into the caller's array (no allocation: a route's
// checks are worked out for every route of every move prompt, issue 16),
// with the nodes' mapIndex (idx, as nodesIdx).
func (g *Game) legsOf(legs *[2]moveLeg, nodes []string, idx []int, mode string) []moveLeg {
	n := len(nodes)
	last := idx[n-1]
	toBase := (mode == modeRTB || mode == modeWithdraw) && g.isBaseNodeAt(last)
	if !g.mc().smzAt(last) || toBase {
		legs[0] = moveLeg{nodes: nodes, idx: idx}
		return legs[:1]
	}
	if n > 2 && !g.moveOpt(optSMZOneCheck) { // spec §12.13
		legs[0], legs[1] = moveLeg{nodes: nodes[:n-1], idx: idx[:n-1]}, moveLeg{nodes: nodes[n-2:], idx: idx[n-2:], entry: true}
		return legs[:2]
	}
	legs[0] = moveLeg{nodes: nodes, idx: idx, entry: true}
	return legs[:1]
}

// legNeedsCheck: every entry into an OpArea or SMZ takes a check [19.1],
// except an RTB move from an OpArea into an adjacent base that crosses no
// transit zone [15.22] (applied to withdrawal moves home too [19.13]).
func (g *Game) legNeedsCheck(leg moveLeg, mode string) bool {
	if leg.entry || (mode != modeRTB && mode != modeWithdraw) {
		return true
	}
	c := g.mc()
	for k := 1; k < len(leg.nodes); k++ {
		if c.kindAt(leg.at(g, k))&(kindOp|kindZone) != 0 {
			return true
		}
	}
	return false
}

// governingCandidates are the areas whose chart may govern a leg's check
// [19.1]: for an SMZ entry, the OpArea it is entered from; otherwise the
// OpAreas entered after the start (a patrol move enters one: the area
// entered) with the most red and red-dot boxes in the current row. Ties
// are the player's choice [19.12]. A move that enters no OpArea (out of an
// OpArea, through a transit zone, into a base) is governed by the OpArea it
// started from.
//
// The result may share memory with the leg and the map: do not modify it.
func (steelWolves) GoverningCandidates(g *Game, leg moveLeg) []string {
	c := g.mc()
	if !leg.entry {
		best, bi := -1, -1
		var out []string
		for i := 1; i < len(leg.nodes); i++ {
			x, xi := leg.nodes[i], leg.at(g, i)
			if !c.opAt(xi) {
				continue
			}
			n := g.rowAt(xi).redCount
			switch {
			case n > best:
				best, bi, out = n, i, nil
			case n == best:
				if out == nil {
					// Room for every node left: one allocation, not two
					// (issue 16, session 40).
					out = make([]string, 1, len(leg.nodes)-bi)
					out[0] = leg.nodes[bi]
				}
				out = append(out, x)
			}
		}
		if out != nil {
			return out
		}
		if bi >= 0 {
			return leg.nodes[bi : bi+1]
		}
	}
	if c.opAt(leg.at(g, 0)) {
		return leg.nodes[0:1]
	}
	for k := range leg.nodes {
		if i := leg.at(g, k); c.smzAt(i) && len(c.areas[i].Links) > 0 {
			return c.areas[i].Links[0:1]
		}
	}
	for _, x := range leg.nodes {
		for _, y := range g.neighbours(x) {
			if g.isOpArea(y) {
				return []string{y}
			}
		}
	}
	return leg.nodes[0:1]
}

// legMods are a check's DRMs other than Spotted (which depends on the sub
// as it is when the roll is made) [19.1].
func (g *Game) legMods(s *Sub, mode string, flags int, leg moveLeg, gov string) []dice.Mod {
	return g.legDRMs(s, mode, flags, leg, gov, true)
}

// legDRMs computes the DRMs; without describe the reasons are left out.
func (g *Game) legDRMs(s *Sub, mode string, flags int, leg moveLeg, gov string, describe bool) []dice.Mod {
	var mods []dice.Mod
	g.rules.LegDRMs(g, s, mode, flags, leg, gov, func(d legDRM) {
		m := dice.Mod{Value: d.v, Rule: d.rule}
		if describe {
			m.Reason = g.drmReason(d)
		}
		mods = append(mods, m)
	})
	return mods
}

// checkMods is legDRMs in a list the game keeps (g.checkModBuf) and one
// adder a game (issue 16: a closure escaping through the rules' hook and
// the list's growth, at every transit check). Only transitCheck reads it,
// up to its roll, which copies the DRMs (engine.Log.Roll); no check starts
// in between.
func (g *Game) checkMods(s *Sub, mode string, flags int, leg moveLeg, gov string, describe bool) []dice.Mod {
	if g.addCheckMod == nil {
		g.addCheckMod = func(d legDRM) {
			m := dice.Mod{Value: d.v, Rule: d.rule}
			if g.checkModWords {
				m.Reason = g.drmReason(d)
			}
			g.checkModBuf = append(g.checkModBuf, m)
		}
	}
	g.checkModBuf, g.checkModWords = g.checkModBuf[:0], describe
	g.rules.LegDRMs(g, s, mode, flags, leg, gov, g.addCheckMod)
	return g.checkModBuf
}

// legDRMSum is the total of legDRMs, without building them (the odds need
// only the values, and need them fast).
func (g *Game) legDRMSum(s *Sub, mode string, flags int, leg moveLeg, gov string) int {
	// One adder a game, summing into g.drmAcc (kept aside for a sum
	// asked inside another): a closure over a local escaped through the
	// rules' hook, two allocations a check (issue 16).
	if g.addDRM == nil {
		g.addDRM = func(d legDRM) { g.drmAcc += d.v }
	}
	outer := g.drmAcc
	g.drmAcc = 0
	g.rules.LegDRMs(g, s, mode, flags, leg, gov, g.addDRM)
	sum := g.drmAcc
	g.drmAcc = outer
	return sum
}

// legDRM is one DRM of a check, with what its reason is made of.
type legDRM struct {
	v    int
	rule string
	why  int    // drmPatrol, ...
	area string // the area it is about
	n    int    // a count in the reason
}

const (
	drmPatrol = iota
	drmCoast
	drmAir
	drmCautious
	drmSMZ
	drmZone
	drmNaval
	drmCrowd
	drmInexp
)

func (g *Game) drmReason(d legDRM) string {
	name := ""
	if a := g.T.Area(d.area); a != nil {
		name = a.Name
	}
	switch d.why {
	case drmPatrol:
		return "patrol movement"
	case drmCoast:
		return "coast icon in " + name
	case drmAir:
		return "aircraft icon in " + name
	case drmCautious:
		return "cautious transit"
	case drmSMZ:
		return "entering " + name
	case drmZone:
		return name + " transit zone"
	case drmNaval:
		return "entering the naval base"
	case drmCrowd:
		return fmt.Sprintf("%d subs in %s", d.n, name)
	case drmTransitSide:
		return "transit side up"
	case drmStrait:
		return "entering or leaving " + name
	case drmPack:
		return "wolfpack member"
	case drmInexp:
		if d.v > 1 {
			return "inexperienced crew (Inexp-2)"
		}
		return "inexperienced crew"
	}
	return ""
}

// eachLegDRM calls add for each DRM of a leg's check [19.1].
func (steelWolves) LegDRMs(g *Game, s *Sub, mode string, flags int, leg moveLeg, gov string, add func(legDRM)) {
	if mode == modePatrol {
		add(legDRM{v: 1, rule: "12.0", why: drmPatrol})
	}
	row := g.rowOf(gov)
	if row.icon {
		why := drmAir
		if row.row.Coast {
			why = drmCoast
		}
		add(legDRM{v: 1, rule: "19.1", why: why, area: gov})
	}
	if flags&fCautious != 0 {
		add(legDRM{v: -1, rule: "15.24", why: drmCautious})
	}
	c := g.mc()
	for k := 1; k < len(leg.nodes); k++ {
		i := leg.at(g, k)
		if !c.smzAt(i) {
			continue
		}
		x, a := leg.nodes[k], c.areas[i]
		if g.activeAdvancedBaseAt(i) {
			continue // no +2 into an advanced base in use [20.7]
		}
		add(legDRM{v: 2, rule: "20.3", why: drmSMZ, area: x})
		if a.TransitZone && len(a.TransitDRM) >= g.S.Period {
			add(legDRM{v: g.politicalZoneDRM(x, a.TransitDRM[g.S.Period-1]), rule: "20.8", why: drmZone, area: x})
		}
		if flags&fNaval != 0 && a.NavalBase && x == leg.nodes[len(leg.nodes)-1] {
			add(legDRM{v: 2, rule: "30.4", why: drmNaval})
		}
	}
	// Concentration: +1 per step in every OpArea the sub leaves, passes
	// through or enters, counting the subs there at the moment of the roll
	// and the sub itself [22.1], [22.2].
	// An area with fewer subs at sea than a step, the sub itself among
	// them, adds nothing: its count is not worked out (issue 16).
	counts, step := g.seaCounts(), g.T.Rules.ConcentrationStep
	for k, x := range leg.nodes {
		i := leg.at(g, k)
		if !c.opAt(i) || step <= 0 || counts[i] < step {
			continue
		}
		if n := g.concentrationAt(i, s); n > 0 {
			if st := g.ConcentrationSteps(n + 1); st > 0 {
				add(legDRM{v: st, rule: "22.1", why: drmCrowd, area: x, n: n + 1})
			}
		}
	}
	if s.Inexp > 0 {
		add(legDRM{v: s.Inexp, rule: "8.11", why: drmInexp})
	}
}

// CheckMemo: Steel Wolves' checks read only what routeSpecs stamps.
func (steelWolves) CheckMemo() bool { return true }

// spottedMod is the Spotted DRM on transit checks: +1 from period 3 [23.0]
// (Silent War: in periods 1–2 [SW 23.0]).
func (g *Game) spottedMod(spotted bool) dice.Mod {
	if spotted && g.spottedCosts() {
		return Mod(1, "spotted", "23.0")
	}
	return Mod(0, "", "")
}

// encounterPossible reports whether a natural 0 without an event may bring
// a transit encounter [15.4], [19.11]: only on a transit move of an
// outbound or RTB sub, not in the turn it left base or in cautious transit
// [15.41]; with the switch "no-encounter-without-red", not where the
// governing row has no red box.
func (g *Game) encounterPossible(s *Sub, mode string, flags int, leg moveLeg, gov string) bool {
	if leg.entry || (mode != modeTransit && mode != modeRTB) || s.Sortied || s.Status != StSea || flags&fCautious != 0 {
		return false
	}
	return !g.moveOpt(optNoEncounterWithoutRed) || g.rowOf(gov).firstRed >= 0
}

// ---------------------------------------------------------------- the roll

// checkResult is what a transit check did to a move.
type checkResult int

const (
	checkGoOn      checkResult = iota // the move goes on
	checkStopped                      // sunk, or RTB in the governing area [19.12]
	checkEncounter                    // a transit encounter [15.4]
)

// transitCheck rolls the check for a leg on the governing area's current
// row and applies any event at once [19.1]. The sub is in the governing
// area while the event happens (a deploying sub leaves its base here).
func (g *Game) transitCheck(s *Sub, mode string, flags int, leg moveLeg, gov string) checkResult {
	if s.Status == StBase {
		g.putToSea(s, gov)
	}
	outbound := !s.RTB && s.Side == Transit
	s.Area, s.Section = gov, Operating
	g.touch()
	row := g.row(gov)
	threshold := FirstRed(row)
	// The DRMs' reasons and the roll's words only for a log that keeps
	// them (issue 16).
	words := !g.Discarding()
	mods := append(g.checkMods(s, mode, flags, leg, gov, words), g.spottedMod(s.Spotted))
	g.checkModBuf = mods[:0] // the list as it grew, for the next check
	what := ""
	if words {
		what = "transit check"
		if leg.entry {
			what = "SMZ entry check (" + g.T.Area(leg.nodes[len(leg.nodes)-1]).Name + ")"
		}
		what += " on " + g.T.Area(gov).Name
	}
	r := g.Roll(what, "19.1", s.ID, mods...)
	if !r.Skip() { // the record's words only where the log keeps them
		pm := msgM("atl.check.roll", aArea("area", gov))
		if leg.entry {
			pm = msgM("atl.check.roll-smz", aArea("smz", leg.nodes[len(leg.nodes)-1]), aArea("area", gov))
		}
		tm := msgM("atl.check.event-at", aInt("n", threshold))
		switch {
		case threshold < 0:
			r.Say(rollMsg(pm, msgM("atl.check.no-red-box"), msgM("atl.check.no-event"))).Record("no red box", "no event")
		case r.Total < threshold:
			r.Say(rollMsg(pm, tm, msgM("atl.check.no-event"))).Record(fmt.Sprintf("≥ %d for an event", threshold), "no event")
		default:
			r.Say(rollMsg(pm, tm, msgM("atl.check.event"))).Record(fmt.Sprintf("≥ %d for an event", threshold), "transit event")
		}
	}
	if threshold >= 0 && r.Total >= threshold {
		return g.transitEvent(s, mode, flags, leg, gov, outbound, 0)
	}
	if r.Raw == 0 && g.encounterPossible(s, mode, flags, leg, gov) {
		g.noteM("19.11", s.ID, msgM("atl.check.natural-0", aUnit("boat", s.ID), aArea("area", gov)), "%s: a natural 0 with no event — a possible transit encounter in %s [15.4]", s.ID, g.T.Area(gov).Name)
		return checkEncounter
	}
	return checkGoOn
}

// transitEvent rolls the two dice on the Transit Events table and applies
// the result [19.1]. depth counts "again" results.
func (g *Game) transitEvent(s *Sub, mode string, flags int, leg moveLeg, gov string, outbound bool, depth int) checkResult {
	r := g.Roll2("transit event", "19.1", s.ID)
	cell := g.T.Tables.TransitEvents[r.Raw][r.Raw2]
	if !r.Skip() {
		r.Say(rollMsg(msgM("atl.check.event-roll"), msgM("atl.check.row-col", aInt("row", r.Raw), aInt("col", r.Raw2)), tokenMsg(cell))).
			Record(fmt.Sprintf("row %d, column %d", r.Raw, r.Raw2), cell)
	}
	naval := flags&fNaval != 0 && leg.entry
	again := func() bool {
		return depth < 3 && g.transitEvent(s, mode, flags, leg, gov, outbound, depth+1) == checkStopped
	}
	if g.passageResult(s, cell, mode, gov, "19.1", "transit event", outbound, naval, again) {
		return checkStopped
	}
	return checkGoOn
}

// passageResult applies the tokens of a result met on passage — a Transit
// Events cell [19.1], or the Allied mine row [19.1M] — to a sub in area:
// spot, dmg, rtb, sunk. Every Spotted result at a naval base is Spotted +
// RTB [30.4]; a withdrawn boat is heading home this turn anyway, so an RTB
// result does not stop it [19.13]; again, if set, resolves an "again" token
// and reports whether that ended the move. An RTB result puts the sub, RTB
// and transit side up, in Done of the area [19.12]. It reports whether the
// move stops (the sub lost, or sent home).
func (g *Game) passageResult(s *Sub, cell, mode, area, rule, cause string, outbound, naval bool, again func() bool) bool {
	stopped := false
	for _, tok := range strings.Split(cell, "+") {
		switch tok {
		case "spot":
			g.Spot(s, rule, cause)
			stopped = stopped || naval
		case "dmg":
			if g.Damage(s, rule, cause) {
				g.touch()
				return true
			}
		case "rtb":
			if mode == modeWithdraw {
				g.noteM("19.13", s.ID, msgM("atl.check.already-withdrawing", aUnit("boat", s.ID)), "%s is already withdrawing home: the RTB result has no effect", s.ID)
				continue
			}
			stopped = true
		case "sunk":
			g.Sink(s, rule, cause)
			g.touch()
			return true
		case "again":
			if again != nil && again() {
				return true
			}
		}
	}
	if s.Status != StSea {
		return true
	}
	if !stopped {
		return false
	}
	if outbound {
		s.Patrol.RTBOutbound = true
	}
	s.Area = area
	g.touch()
	g.ForceRTB(s, "19.12", cause)
	return true
}

// putToSea takes a sub out of its base onto the map: it sails transit side
// up [15.1] and its patrol report starts.
func (g *Game) putToSea(s *Sub, area string) {
	g.PutAtSea(s, area, Operating, Transit)
	g.touch()
	s.Sortied = true
	s.Patrol = g.newPatrol()
}

// ---------------------------------------------------------------- the move step

// stepMoveLeg carries out one leg of a move (Frame: Sub, S mode, L path,
// A move flags, B = leg index × 2 + 1 when resuming after an encounter,
// Area = the governing area chosen or the encounter's area).
func stepMoveLeg(g *Game, f *Frame) {
	s := g.Sub(f.Sub)
	if s == nil || (s.Status != StSea && s.Status != StBase) {
		return
	}
	var arr [2]moveLeg // splitLegs, in place (issue 16)
	legs := g.legsOf(&arr, f.L, g.nodesIdx(nil, f.L), f.S)
	li, resume := f.B>>1, f.B&1 == 1
	if li >= len(legs) {
		return
	}
	leg := legs[li]
	next := *f
	next.Ans, next.Area, next.B = nil, "", (li+1)*2
	if resume {
		// After an encounter [15.4]: the move goes on only if the sub did
		// not fight (no contact, or it let the contact pass [15.42], [15.44]);
		// a fight ends its move for the turn ([15.48], ambiguity 20).
		if s.Status != StSea || s.Section != Operating || s.Area != f.Area {
			return
		}
		g.noteM("15.42", s.ID, msgM("atl.check.continues", aUnit("boat", s.ID)), "%s continues its transit", s.ID)
	} else if !g.legNeedsCheck(leg, f.S) {
		g.noteM("15.22", s.ID, msgM("atl.check.adjacent-base", aUnit("boat", s.ID)), "%s: from an OpArea to an adjacent base, no transit check", s.ID)
	} else {
		cands := g.rules.GoverningCandidates(g, leg)
		gov := cands[0]
		if len(cands) > 1 && g.candidatesDiffer(s, f.S, f.A, leg, cands) {
			if f.Ans == nil {
				g.Ask(f, g.governingPrompt(s, f.S, f.A, leg, cands))
				return
			}
			gov = g.Key(f)
		}
		switch g.transitCheck(s, f.S, f.A, leg, gov) {
		case checkStopped:
			if s.Status == StSea && s.RTB && len(cands) > 1 {
				g.Push(Frame{Op: opMovePlace, Sub: s.ID, L: slices.Clone(cands)})
			}
			return
		case checkEncounter:
			flags := SearchEncounter
			if s.RTB {
				flags |= SearchRTB
			}
			res := *f
			res.Ans, res.B, res.Area = nil, li*2+1, gov
			g.Push(Frame{Op: opSubSearch, Sub: s.ID, A: flags, Area: gov}, res)
			return
		}
	}
	if g.minefields(s, f.S, leg) {
		return
	}
	g.placeLegEnd(s, f.S, leg)
	var fs []Frame
	if s.Status == StSea {
		fs = g.stormsPassed(s, leg)
	}
	if s.Status == StSea && li+1 < len(legs) {
		fs = append(fs, next)
	}
	g.Push(fs...)
}

// stormsPassed are the [7.41] storm rolls an Italian sub makes for every
// OpArea with a low-pressure marker it enters on a move, transit or patrol
// ("in transit in, or passing through, the area"; strategic's sub.storm).
func (g *Game) stormsPassed(s *Sub, leg moveLeg) []Frame {
	if !g.traits(s).Storms || len(g.S.Intel.Weather) == 0 {
		return nil
	}
	var fs []Frame
	c := g.mc()
	for k := 1; k < len(leg.nodes); k++ {
		if i := leg.at(g, k); c.opAt(i) && g.weatherAtIdx(i) != 0 {
			fs = append(fs, Frame{Op: opSubStorm, Sub: s.ID, Area: leg.nodes[k], S: "transit"})
		}
	}
	return fs
}

// minefields makes the Allied minefield checks of a sub for every area with
// a field in the current period that its leg enters or passes through
// (data.Area.Mines; a Periscope addition the printed rules do not have, off
// with the switch "no-allied-minefields"), before the sub reaches the leg's
// end — a base too. Each check: d10 ≥ 10 − rating and the sub has run into a
// field; it then rolls d10 (+Inexp [8.11]) on the Other Dangers "mines" row,
// in the mined area, whose results apply as a transit event's do [19.1]: an
// RTB result stops the move there [19.12] (not a withdrawal's [19.13]). It
// reports whether the move stops. The log cites [19.1M], the addition's
// entry in the rules reference (assets/rules.Additions); mineSteps gives the
// same as odds.
func (g *Game) minefields(s *Sub, mode string, leg moveLeg) bool {
	for _, x := range g.minedNodes(leg) {
		rating := g.minesAt(x)
		if s.Status == StBase {
			g.putToSea(s, x) // a sub leaving base without a transit check
		}
		need := 10 - rating
		r := g.Roll("Allied minefield check in "+g.areaName(x), "19.1M", s.ID)
		if !r.Skip() {
			pm, tm := msgM("atl.amines.roll", aArea("area", x)), msgM("atl.amines.target", aInt("need", need), aInt("rating", rating))
			if r.Total < need {
				r.Say(rollMsg(pm, tm, msgM("atl.amines.clear"))).Record(fmt.Sprintf("≥ %d to run into a field (rating %d)", need, rating), "passes clear")
			} else {
				r.Say(rollMsg(pm, tm, msgM("atl.amines.hit"))).Record(fmt.Sprintf("≥ %d to run into a field (rating %d)", need, rating), "runs into a minefield")
			}
		}
		if r.Total < need {
			continue
		}
		outbound := !s.RTB && s.Side == Transit
		s.Area, s.Section = x, Operating
		g.touch()
		h := g.Roll("Allied mine", "19.1M", s.ID, inexpMods(s)...)
		row := g.T.Tables.OtherDangers["mines"]
		cell := row.Cell(h.Total)
		if !h.Skip() {
			h.Say(rollMsg(msgM("atl.amines.mine"), nil, tokenMsg(cell))).Record("", tokenText(cell))
		}
		if g.passageResult(s, cell, mode, x, "19.1M", "Allied mine", outbound, false, nil) {
			return true
		}
	}
	return false
}

// minedNodes are the places a leg enters or passes through that have an
// Allied minefield in the current period (none with "no-allied-minefields").
func (g *Game) minedNodes(leg moveLeg) []string {
	if g.Opt("no-allied-minefields") {
		return nil
	}
	var out []string
	for _, x := range leg.nodes[1:] {
		if g.minesAt(x) > 0 {
			out = append(out, x)
		}
	}
	return out
}

// minesAt is an area's Allied minefield rating in the current period.
func (g *Game) minesAt(area string) int { return g.T.Area(area).MinesIn(g.S.Period) }

// endOfMoveStorm is the [7.41] storm roll of a sub that ends its turn at sea
// without an endurance check (which would make it): at the end of its move
// (ambiguity 25), once a turn.
func (g *Game) endOfMoveStorm(s *Sub) {
	if s.Status != StSea || s.StormChecked || g.weatherAt(s.Area) == 0 {
		return
	}
	s.StormChecked = true
	g.Push(Frame{Op: opSubStorm, Sub: s.ID, S: "end"})
}

// placeLegEnd puts a sub at the end of a leg: still in the Operating
// section (the caller decides where it ends the turn), or into its base.
func (g *Game) placeLegEnd(s *Sub, mode string, leg moveLeg) {
	c := g.mc()
	n := len(leg.nodes)
	end, ei := leg.nodes[n-1], leg.at(g, n-1)
	if (mode == modeRTB || mode == modeWithdraw) && g.isBaseNodeAt(ei) {
		g.arriveHome(s, mode, end)
		return
	}
	if s.Status == StBase {
		g.putToSea(s, end)
	}
	from, fi := leg.nodes[n-2], leg.at(g, n-2)
	s.Area, s.Section = end, Operating
	g.touch()
	if c.kindAt(ei)&kindNoCross != 0 || leg.entry {
		switch {
		case c.opAt(fi):
			s.EntryArea = from
		case c.smzAt(fi) && s.EntryArea != "":
		default:
			s.EntryArea = c.areas[ei].Links[0]
		}
		if m := g.liveMission(end); m != nil && s.Mission == "" {
			s.Mission = m.ID
		}
	} else {
		s.EntryArea = ""
	}
	for k := 1; k < n; k++ {
		x := leg.nodes[k]
		if c.kindAt(leg.at(g, k))&(kindOp|kindSMZ) != 0 && (len(s.Patrol.Areas) == 0 || s.Patrol.Areas[len(s.Patrol.Areas)-1] != x) {
			s.Patrol.Areas = append(s.Patrol.Areas, x)
		}
	}
}

// arriveHome ends a move in a base [15.22]: the strategic rules'
// ArriveAtBase takes the sub in (Work-up, or the damage roll [18.3]; a
// withdrawn sub to its refit box or to training [19.13]).
func (g *Game) arriveHome(s *Sub, mode, base string) {
	if !g.Skipped() {
		g.emitM("15.22", engine.Event{Type: "arrive", Sub: s.ID, Area: base}, msgM("atl.check.reaches", aUnit("boat", s.ID), aBase("base", base)), "%s reaches %s", s.ID, g.baseName(base))
	}
	s.EntryArea, s.Mines, s.MineTarget = "", 0, ""
	g.ArriveAtBase(s, base)
	g.touch()
}

// candidatesDiffer reports whether tied governing areas would give a
// different check (threshold, DRMs, storm, or the chart an encounter
// searches): only then is the choice worth a prompt.
func (g *Game) candidatesDiffer(s *Sub, mode string, flags int, leg moveLeg, cands []string) bool {
	// What the check is on an area: compared whole, not written out as a
	// key (issue 16).
	type checkSig struct {
		mods, threshold  int
		storm, encounter bool
		row              data.AACRow // the chart an encounter searches
	}
	sig := func(a string) checkSig {
		sp := g.checkSpecFor(s, mode, flags, leg, a)
		key := checkSig{mods: sp.mods, threshold: sp.threshold, storm: sp.storm, encounter: sp.encounter}
		if sp.encounter {
			key.row = g.row(a)
		}
		return key
	}
	first := sig(cands[0])
	for _, c := range cands[1:] {
		if sig(c) != first {
			return true
		}
	}
	return false
}

func (g *Game) governingPrompt(s *Sub, mode string, flags int, leg moveLeg, cands []string) engine.Prompt {
	p := engine.Prompt{Kind: "transit-governing", Sub: s.ID, Rule: "19.12", Words: func(p *engine.Prompt) {
		p.Text = fmt.Sprintf("%s: the areas passed tie on red boxes — which one governs the transit check?", s.ID)
		p.Msg = msgM("atl.check.tie.q", aUnit("boat", s.ID))
	}}
	for _, c := range cands {
		sp := g.checkSpecFor(s, mode, flags, leg, c)
		// The words on demand (engine.Option.Text; issue 16): the bot
		// reads only the odds. sp and c are this option's own; the
		// specs' words read only the tables and the area.
		p.Options = append(p.Options, engine.Option{Key: c, Ref: g.areaRef(c),
			Odds: g.checkOdds(s, []checkSpec{sp}), Text: func(o *engine.Option) {
				o.Label, o.Detail = g.T.Area(c).Name, g.specDetail(sp, c)
				o.LabelMsg, o.DetailMsg = areaMsg(c), g.specMsg(sp, c)
			}})
	}
	return p
}

// stepMovePlace lets the player put an RTB result in any of the tied areas
// [19.12] (Frame.L: the tied areas).
func stepMovePlace(g *Game, f *Frame) {
	s := g.Sub(f.Sub)
	if s == nil || s.Status != StSea {
		return
	}
	if f.Ans == nil {
		p := engine.Prompt{Kind: "rtb-place", Sub: s.ID, Rule: "19.12",
			Text: fmt.Sprintf("%s must return to base: in which of the tied areas does it stop?", s.ID),
			Msg:  msgM("atl.check.tie-stop.q", aUnit("boat", s.ID))}
		for _, c := range f.L {
			p.Options = append(p.Options, engine.Option{Key: c, Label: g.T.Area(c).Name, Ref: g.areaRef(c),
				Detail: fmt.Sprintf("%d OpAreas from the nearest base", g.rangeOfSub(s, c)), LabelMsg: areaMsg(c), DetailMsg: msgM("atl.check.range", aInt("n", g.rangeOfSub(s, c)))})
		}
		g.Ask(f, p)
		return
	}
	s.Area = g.Key(f)
	g.touch()
}

// ---------------------------------------------------------------- odds

// checkSpec is a check as the odds see it.
type checkSpec struct {
	none      bool // no check at all [15.22]
	mods      int  // DRMs other than Spotted
	threshold int  // first red box, -1 = none
	naval     bool // Spotted becomes Spotted + RTB [30.4]
	encounter bool // a natural 0 without an event may bring an encounter
	storm     bool // 965 mb: each damage brings a loss roll [7.41]
	ignoreRTB bool // withdrawal: RTB results have no effect
	// mines packs the Allied minefields the leg crosses after its check
	// (minefields), 5 bits each from the low end: the rating (4 bits) and
	// whether the mined area has 965 mb weather; mineMod is the Inexp DRM
	// of their harm rolls.
	mines   uint16
	mineMod int
	// storms is the number of [7.41] storm rolls an Italian sub makes for
	// the low-pressure areas the leg passes (stormsPassed: d10 0–1
	// damaged); stormLoss, whether the leg's end has 965 mb weather (the
	// loss roll of Game.Damage, made where the sub then is).
	storms    int
	stormLoss bool
}

func (g *Game) checkSpecFor(s *Sub, mode string, flags int, leg moveLeg, gov string) checkSpec {
	// The nodes and the governing area by mapIndex (issue 16): each is
	// read several times below.
	if leg.idx == nil {
		leg.idx = g.nodesIdx(nil, leg.nodes)
	}
	gi := -2
	for k, x := range leg.nodes {
		// The governing area is one of the leg's nodes (or the leg's
		// start): its index without a lookup by name (issue 16).
		if x == gov {
			gi = leg.idx[k]
			break
		}
	}
	if gi == -2 {
		gi = g.areaIdx(gov)
	}
	sp := checkSpec{none: true, ignoreRTB: mode == modeWithdraw}
	if g.legNeedsCheck(leg, mode) {
		first := -1
		if gi >= 0 {
			first = g.rowAt(gi).firstRed
		} else {
			first = g.rowOf(gov).firstRed
		}
		sp = checkSpec{
			mods:      g.legDRMSum(s, mode, flags, leg, gov),
			threshold: first,
			naval:     flags&fNaval != 0 && leg.entry,
			encounter: g.encounterPossible(s, mode, flags, leg, gov),
			storm:     g.weatherAtIdx(gi) == 965,
			ignoreRTB: mode == modeWithdraw,
		}
	}
	if !g.moveOpt(optNoAlliedMinefields) {
		n := 0
		for k := 1; k < len(leg.nodes) && n < 3; k++ { // the data has one mined area; three fit the key
			i := leg.idx[k]
			if i < 0 {
				continue
			}
			m := g.mc().areas[i].MinesIn(g.S.Period)
			if m <= 0 {
				continue
			}
			v := uint16(min(m, 9))
			if g.weatherAtIdx(i) == 965 {
				v |= 16
			}
			sp.mines |= v << (5 * n)
			sp.mineMod = inexpLevel(s)
			n++
		}
	}
	end := leg.idx[len(leg.idx)-1]
	if !(mode == modeRTB || mode == modeWithdraw) || !g.isBaseNodeAt(end) {
		// A leg that ends in a base ends the move there: no storm rolls.
		sp.storms = min(g.stormCount(s, leg), 3)
		sp.stormLoss = sp.storms > 0 && g.weatherAtIdx(end) == 965
	}
	return sp
}

// stormCount is len(stormsPassed(s, leg)), without the frames.
func (g *Game) stormCount(s *Sub, leg moveLeg) int {
	if len(g.S.Intel.Weather) == 0 || !g.traits(s).Storms {
		return 0
	}
	n := 0
	c := g.mc()
	for k := 1; k < len(leg.nodes); k++ {
		if i := leg.at(g, k); c.opAt(i) && g.weatherAtIdx(i) != 0 {
			n++
		}
	}
	return n
}

// pathSpecs are the checks a path takes, each on the governing area the
// player would pick among ties (the one that gives the best chance of
// going through untouched).
func (g *Game) pathSpecs(s *Sub, mode string, flags int, nodes []string) ([]checkSpec, []string) {
	// A path has at most two checks: made at that size (issue 16).
	return g.appendPathSpecs(make([]checkSpec, 0, 2), make([]string, 0, 2), s, mode, flags, nodes, nil)
}

// appendPathSpecs is pathSpecs appended to specs and govs (a path has at
// most two checks: dedupeRoutes gives every route's a place in one array).
//
// idx holds the nodes' mapIndex (nodesIdx), or is nil.
func (g *Game) appendPathSpecs(specs []checkSpec, govs []string, s *Sub, mode string, flags int, nodes []string, idx []int) ([]checkSpec, []string) {
	var legs [2]moveLeg
	if idx == nil {
		var buf [8]int
		idx = g.nodesIdx(buf[:0], nodes)
	}
	for _, leg := range g.legsOf(&legs, nodes, idx, mode) {
		cands := g.rules.GoverningCandidates(g, leg)
		if len(cands) == 1 {
			specs = append(specs, g.checkSpecFor(s, mode, flags, leg, cands[0]))
			govs = append(govs, cands[0])
			continue
		}
		// Tied areas whose checks are the same leave the choice to the
		// first (the chances are equal): no odds to work out (issue 16).
		var buf [4]checkSpec
		sps := buf[:0]
		same := true
		for _, c := range cands {
			sp := g.checkSpecFor(s, mode, flags, leg, c)
			same = same && (len(sps) == 0 || sp == sps[0])
			sps = append(sps, sp)
		}
		if same {
			specs = append(specs, sps[0])
			govs = append(govs, cands[0])
			continue
		}
		best, bestP := cands[0], -1.0
		bestSpec := sps[0]
		g.mc().tieChances++ // the boat's odds chose (routeSpecs)
		for i, c := range cands {
			sp := sps[i]
			one := [1]checkSpec{sp}
			if p := g.safeChance(s, one[:]); p > bestP {
				best, bestP, bestSpec = c, p, sp
			}
		}
		specs = append(specs, bestSpec)
		govs = append(govs, best)
	}
	return specs, govs
}

// pathOdds and pathDetail describe a path's checks for an option.
func (g *Game) pathOdds(s *Sub, mode string, flags int, nodes []string) ([]engine.Odd, string) {
	specs, govs := g.pathSpecs(s, mode, flags, nodes)
	return g.checkOdds(s, specs), g.specsDetail(specs, govs)
}

// specsDetail describes a path's checks.
func (g *Game) specsDetail(specs []checkSpec, govs []string) string {
	var parts []string
	for i, sp := range specs {
		parts = append(parts, g.specDetail(sp, govs[i]))
	}
	return strings.Join(parts, "; then ")
}

func (g *Game) specDetail(sp checkSpec, gov string) string {
	return g.checkDetail(sp, gov) + minesDetail(sp)
}

// minesDetail names the Allied minefields a leg crosses after its check.
func minesDetail(sp checkSpec) string {
	out := ""
	for m := sp.mines; m != 0; m >>= 5 {
		if r := int(m & 15); r > 0 {
			out += fmt.Sprintf("; Allied minefield: met on %d+", 10-r)
		}
	}
	return out
}

func (g *Game) checkDetail(sp checkSpec, gov string) string {
	if sp.none {
		return "no transit check [15.22]"
	}
	name := g.T.Area(gov).Name
	if sp.threshold < 0 {
		return "check on " + name + ": no red box, no event"
	}
	drm := strconv.Itoa(sp.mods)
	if sp.mods >= 0 {
		drm = "+" + drm
	}
	return "check on " + name + ": event on " + strconv.Itoa(sp.threshold) + "+ before DRMs (DRM " + drm + ")"
}

type oddsState struct {
	dmg                           int
	spot, stopped, sunk, enc, hit bool
}

type weighted struct {
	st oddsState
	p  float64
}

// addW merges a weighted state into a distribution (a slice, so that the
// sums come out in the same order every time).
func addW(ws []weighted, st oddsState, p float64) []weighted {
	if p == 0 {
		return ws
	}
	for i := range ws {
		if ws[i].st == st {
			ws[i].p += p
			return ws
		}
	}
	return append(ws, weighted{st, p})
}

// checkOdds enumerates the dice of a sequence of checks exactly: the d10
// with its DRMs, the Transit Events table cell by cell, and the rolls a
// damage result brings (second damage [18.1], storm loss [7.41]). Outcomes:
// "safe" (no event, or an event without effect), "encounter" (a natural 0
// that may bring a transit encounter), "spotted", "damaged", "RTB" (the move
// stops in the governing area), "sunk". The worst outcome counts.
func (g *Game) checkOdds(s *Sub, specs []checkSpec) []engine.Odd {
	def, ace := g.cls(s).Defense, g.AceValue(s)
	var key [4]uint64
	memo := len(specs) <= 3
	if memo {
		key[0] = uint64(packKey(oddsState{dmg: s.Damage, spot: s.Spotted}, checkSpec{}, def, ace, g.spottedMod(true).Value))
		for i, sp := range specs {
			key[i+1] = uint64(packKey(oddsState{}, sp, 0, 0, 0)) | 1<<63
		}
		if out, ok := g.mc().odds[key]; ok {
			return out
		}
	}
	out := g.computeOdds(s, specs, def, ace)
	if memo {
		c := g.mc()
		if c.odds == nil {
			c.odds = map[[4]uint64][]engine.Odd{}
		}
		c.odds[key] = out
	}
	return out
}

func (g *Game) computeOdds(s *Sub, specs []checkSpec, def, ace int) []engine.Odd {
	// The distributions after each check in two scratch arrays a game
	// keeps, one after the other (issue 16: each check's list grew from
	// nothing, a third of the odds' allocations); taken while in use (a
	// call inside would make its own).
	c := g.mc()
	dist := append(c.oddsA[:0], weighted{oddsState{dmg: s.Damage, spot: s.Spotted}, 1})
	other := c.oddsB[:0]
	c.oddsA, c.oddsB = nil, nil
	for _, sp := range specs {
		next := other[:0]
		for _, w := range dist {
			if w.st.sunk || w.st.stopped {
				next = addW(next, w.st, w.p)
				continue
			}
			one := [1]weighted{{w.st, 1}}
			after := one[:]
			if !sp.none {
				after = g.checkStep(w.st, sp, def, ace)
			}
			for _, o := range after {
				if sp.mines == 0 && sp.storms == 0 {
					// No minefield, no storm: their one state at 1
					// (mineSteps, stormSteps), without building it
					// (issue 16; the product is the same, × 1 × 1).
					next = addW(next, o.st, w.p*o.p)
					continue
				}
				for _, m := range g.mineSteps(o.st, sp, def, ace) {
					for _, st := range g.stormSteps(m.st, sp, def, ace) {
						next = addW(next, st.st, w.p*o.p*m.p*st.p)
					}
				}
			}
		}
		dist, other = next, dist
	}
	order := [...]string{"safe", "encounter", "spotted", "damaged", "RTB", "sunk"}
	var sums [len(order)]float64
	for _, w := range dist {
		i := 0
		switch {
		case w.st.sunk:
			i = 5
		case w.st.stopped:
			i = 4
		case w.st.dmg > s.Damage:
			i = 3
		case w.st.spot && !s.Spotted:
			i = 2
		case w.st.enc:
			i = 1
		}
		sums[i] += w.p
	}
	c.oddsA, c.oddsB = dist[:0], other[:0]
	n := 0
	for _, p := range sums {
		if p > 1e-12 {
			n++
		}
	}
	var out []engine.Odd
	if n > 0 {
		out = make([]engine.Odd, 0, n) // at its size (issue 16)
	}
	for i, o := range order {
		if sums[i] > 1e-12 {
			out = append(out, engine.Odd{Outcome: o, P: sums[i]})
		}
	}
	return out
}

// stepKey identifies one check from one state (checkStep is a pure
// function of it, so it is computed once per game).
type stepKey uint64

func packKey(st oddsState, sp checkSpec, def, ace, spot int) stepKey {
	k := uint64(0)
	put := func(v, bits int) { k = k<<bits | uint64(v)&(1<<bits-1) }
	b := func(x bool) int {
		if x {
			return 1
		}
		return 0
	}
	put(st.dmg, 2)
	put(b(st.spot)<<5|b(st.stopped)<<4|b(st.sunk)<<3|b(st.enc)<<2|b(st.hit)<<1|b(sp.none), 6)
	put(b(sp.naval)<<3|b(sp.encounter)<<2|b(sp.storm)<<1|b(sp.ignoreRTB), 4)
	put(int(sp.mines), 15)
	put(sp.mineMod, 2)
	put(sp.mods+128, 8)
	put(sp.threshold+16, 6)
	put(def+16, 6)
	put(ace+16, 6)
	put(spot, 2)
	put(sp.storms, 2)
	put(b(sp.stormLoss), 1)
	return stepKey(k)
}

// checkStep is the distribution of states after one check from a state.
func (g *Game) checkStep(st oddsState, sp checkSpec, def, ace int) []weighted {
	k := packKey(st, sp, def, ace, g.spottedMod(true).Value)
	c := g.mc()
	if out, ok := c.steps[k]; ok {
		return out
	}
	var next []weighted
	for raw := 0; raw <= 9; raw++ {
		total := raw + sp.mods + g.spottedMod(st.spot).Value
		switch {
		case sp.threshold >= 0 && total >= sp.threshold:
			for _, h := range g.eventHits(st, sp, def, ace) {
				next = addW(next, h.st, 0.1*h.ep*h.op)
			}
		case raw == 0 && sp.encounter:
			x := st
			x.enc = true
			next = addW(next, x, 0.1)
		default:
			next = addW(next, st, 0.1)
		}
	}
	if c.steps == nil {
		c.steps = map[stepKey][]weighted{}
	}
	c.steps[k] = next
	return next
}

// eventHit is one state a Transit Events result leads to: the result's
// chance ep and the state's chance op after it.
type eventHit struct {
	st     oddsState
	ep, op float64
}

// eventHits lists, event by event, the states the Transit Events table
// [19.1] leads to from state st hit by an event. It is the same for every
// d10 that brings an event and for every check whose flags agree (only
// naval, storm and ignoreRTB reach applyOdds), so it is worked out once
// a game (issue 16: the checks' odds rebuilt it up to ten times a check).
func (g *Game) eventHits(st oddsState, sp checkSpec, def, ace int) []eventHit {
	c := g.mc()
	x := st
	x.hit = true
	flags := checkSpec{naval: sp.naval, storm: sp.storm, ignoreRTB: sp.ignoreRTB}
	k := packKey(x, flags, def, ace, 0)
	if out, ok := c.hits[k]; ok {
		return out
	}
	var out []eventHit
	for _, e := range c.events {
		for _, o := range g.applyOdds(x, e.toks, flags, def, ace, 0) {
			out = append(out, eventHit{o.st, e.p, o.p})
		}
	}
	if c.hits == nil {
		c.hits = map[stepKey][]eventHit{}
	}
	c.hits[k] = out
	return out
}

// mineSteps is the distribution of states after a leg's Allied minefield
// checks (checkSpec.mines) from a state, as minefields rolls them: each
// field is met on d10 ≥ 10 − rating, then d10 + Inexp on Other Dangers
// "mines", whose results apply as a transit event's.
func (g *Game) mineSteps(st oddsState, sp checkSpec, def, ace int) []weighted {
	dist := []weighted{{st, 1}}
	if sp.mines == 0 {
		return dist
	}
	row := g.T.Tables.OtherDangers["mines"]
	for m := sp.mines; m != 0; m >>= 5 {
		rating, storm := int(m&15), m&16 != 0
		if rating == 0 {
			continue
		}
		hit := float64(rating) / 10
		field := checkSpec{storm: storm, ignoreRTB: sp.ignoreRTB}
		var next []weighted
		for _, w := range dist {
			if w.st.sunk || w.st.stopped {
				next = addW(next, w.st, w.p)
				continue
			}
			next = addW(next, w.st, w.p*(1-hit))
			x := w.st
			x.hit = true
			for raw := 0; raw <= 9; raw++ {
				toks := g.mc().cellToks(row.Cell(raw + sp.mineMod))
				for _, o := range g.applyOdds(x, toks, field, def, ace, 0) {
					next = addW(next, o.st, w.p*hit*0.1*o.p)
				}
			}
		}
		dist = next
	}
	return dist
}

// dmgToks is a storm's damage result as Transit Events tokens [7.41].
var dmgToks = []string{"dmg"}

// cellToks is a table cell's result split at "+", once a game (issue 16).
func (c *moveCache) cellToks(cell string) []string {
	if t, ok := c.toks[cell]; ok {
		return t
	}
	if c.toks == nil {
		c.toks = map[string][]string{}
	}
	t := strings.Split(cell, "+")
	c.toks[cell] = t
	return t
}

// stormSteps is the distribution of states after a leg's [7.41] storm
// rolls for the low-pressure areas an Italian sub passes (checkSpec.storms),
// as strategic's sub.storm "transit" rolls them: d10 0–1 and the sub is
// damaged (with the 965 mb loss roll where the leg ends).
func (g *Game) stormSteps(st oddsState, sp checkSpec, def, ace int) []weighted {
	dist := []weighted{{st, 1}}
	for i := 0; i < sp.storms; i++ {
		var next []weighted
		for _, w := range dist {
			if w.st.sunk || w.st.stopped {
				next = addW(next, w.st, w.p)
				continue
			}
			next = addW(next, w.st, w.p*0.8)
			x := w.st
			x.hit = true
			for _, o := range g.applyOdds(x, dmgToks, checkSpec{storm: sp.stormLoss}, def, ace, 0) {
				next = addW(next, o.st, w.p*0.2*o.p)
			}
		}
		dist = next
	}
	return dist
}

// withdrawVoyage is the whole voyage home of a sub withdrawn at sea
// [19.13]: Speed-length legs one after another this turn, each the first
// of homePaths from where the last ended, until the base; its checks as the
// odds see them and their governing areas, and the OpAreas where it turns.
func (g *Game) withdrawVoyage(s *Sub, base string) (specs []checkSpec, govs, stops []string) {
	cp := *s
	for i := 0; i < 16; i++ {
		ps := g.homePaths(&cp, modeWithdraw, base)
		if len(ps) == 0 {
			return
		}
		sp, gv := g.pathSpecs(&cp, modeWithdraw, 0, ps[0].nodes)
		specs, govs = append(specs, sp...), append(govs, gv...)
		end := ps[0].end()
		if end == base {
			return
		}
		stops = append(stops, end)
		cp.Area = end
	}
	return
}

// safeChance is the chance a sequence of checks leaves the sub untouched.
func (g *Game) safeChance(s *Sub, specs []checkSpec) float64 {
	p := 0.0
	for _, o := range g.checkOdds(s, specs) {
		if o.Outcome == "safe" || o.Outcome == "encounter" {
			p += o.P
		}
	}
	return p
}

// applyOdds applies one Transit Events result (its tokens) to a state,
// branching on the dice a damage result rolls. It mirrors transitEvent and
// Game.Damage.
func (g *Game) applyOdds(st oddsState, toks []string, sp checkSpec, def, ace, depth int) []weighted {
	out := []weighted{{st, 1}}
	for _, tok := range toks {
		var next []weighted
		for _, w := range out {
			x := w.st
			if x.sunk {
				next = addW(next, x, w.p)
				continue
			}
			switch tok {
			case "spot":
				x.spot = true
				if sp.naval {
					x.stopped = true
				}
				next = addW(next, x, w.p)
			case "dmg":
				pStorm := 0.0
				if sp.storm {
					pStorm = float64(countAbove(-ace, def)) / 10
				}
				sunkP := pStorm
				survive := 1 - pStorm
				y := x
				switch x.dmg {
				case 0:
					y.dmg = 1
				case 1:
					p2 := float64(countAbove(0, def)) / 10
					sunkP += survive * p2
					survive *= 1 - p2
					y.dmg = 2
				default:
					sunkP += survive
					survive = 0
				}
				z := x
				z.sunk = true
				next = addW(next, z, w.p*sunkP)
				next = addW(next, y, w.p*survive)
			case "rtb":
				if !sp.ignoreRTB {
					x.stopped = true
				}
				next = addW(next, x, w.p)
			case "sunk":
				x.sunk = true
				next = addW(next, x, w.p)
			case "again":
				if depth < 3 {
					for _, e := range g.mc().events {
						for _, o := range g.applyOdds(x, e.toks, sp, def, ace, depth+1) {
							next = addW(next, o.st, w.p*e.p*o.p)
						}
					}
				} else {
					next = addW(next, x, w.p)
				}
			default:
				next = addW(next, x, w.p)
			}
		}
		out = next
	}
	return out
}

// countAbove counts the d10 results r with r + mod > target.
func countAbove(mod, target int) int {
	n := 0
	for r := 0; r <= 9; r++ {
		if r+mod > target {
			n++
		}
	}
	return n
}

// oddsText renders odds for a detail line ("safe 70%, spotted 12%, ...").
func oddsText(odds []engine.Odd) string {
	var parts []string
	for _, o := range odds {
		parts = append(parts, fmt.Sprintf("%s %.0f%%", o.Outcome, o.P*100))
	}
	return strings.Join(parts, ", ")
}

// spottedCosts reports whether a Spotted marker costs its DRMs now: from
// rules.spottedFromPeriod on (Steel Wolves: period 3 [23.0]) and, where
// rules.spottedUntilPeriod is set, no later (Silent War: periods 1–2
// [SW 23.0]).
func (g *Game) spottedCosts() bool {
	r := &g.T.Rules
	return g.S.Period >= r.SpottedFromPeriod && (r.SpottedUntilPeriod == 0 || g.S.Period <= r.SpottedUntilPeriod)
}
