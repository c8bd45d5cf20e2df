package campaign

// The Transit Movement phase [15]: deployment of Ready-for-Sea subs [15.1]
// with nearby hunting grounds [15.12], transit-side subs moving on [15.11],
// RTB subs moving home [15.2] after their resupply attempt [15.23], cautious
// transit [15.24], "2" routes [15.3]; and the withdrawal transit [19.13].

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"periscope/game/data"
	"periscope/game/engine"
)

func init() {
	register(opPhaseTransit, stepTransitPhase)
	register(opTransitNext, stepTransitNext)
	register(opTransitSub, stepTransitSub)
	register(opDeployMines, stepDeployMines)
	register(opTransitArrive, stepTransitArrive)
	register(opRtbBase, stepRTBBase)
	register(opRtbRoute, stepRTBRoute)
	register(opRtbDone, stepRTBDone)
	register(opSubWithdrawTransit, stepWithdrawTransit)
	register(opWithdrawLeg, stepWithdrawLeg)
}

// stepTransitPhase starts phase [15]. RTB subs first try to resupply, at
// the start of the phase [15.23], [21.3]; then every sub that moves does so
// in turn: deployments base by base, transit-side subs and RTB subs area by
// area, or in the player's order (switch "choose-order").
func stepTransitPhase(g *Game, f *Frame) {
	g.PhaseMark("15", "Transit movement")
	g.rules.TransitStart(g)
	g.Push(Frame{Op: opTransitNext})
	// TryResupply pushes its step on top: go through the boats backwards so
	// that their attempts run in boat order.
	subs := g.AtSea()
	for i := len(subs) - 1; i >= 0; i-- {
		if s := subs[i]; s.RTB && s.Section == Operating {
			g.TryResupply(s)
		}
	}
}

// transitMovers are the subs still to move in this phase, in the default
// order: Ready-for-Sea subs (bases in map order), then transit-side subs
// not RTB, then RTB subs (areas in map order), boat by boat.
func (g *Game) transitMovers() []*Sub {
	var ready, transit, rtb []*Sub
	baseOrder := map[string]int{}
	for i, b := range g.T.Map.Bases {
		if g.friendlyBase(b.ID) {
			baseOrder[b.ID] = i + 1
		}
	}
	for i := range g.S.Subs {
		s := &g.S.Subs[i]
		switch {
		case s.Status == StBase && s.Box == BoxReady && !s.Acted && baseOrder[s.Base] > 0:
			ready = append(ready, s)
		case s.Status == StSea && s.Section == Operating && s.Side == Transit && s.RTB:
			rtb = append(rtb, s)
		case s.Status == StSea && s.Section == Operating && s.Side == Transit:
			transit = append(transit, s)
		}
	}
	sort.SliceStable(ready, func(i, j int) bool { return baseOrder[ready[i].Base] < baseOrder[ready[j].Base] })
	g.byMapOrder(transit)
	g.byMapOrder(rtb)
	return append(append(ready, transit...), rtb...)
}

func stepTransitNext(g *Game, f *Frame) {
	if f.A == 0 {
		// First call (after the resupply attempts): the boats to move, in
		// the default order (kept in the frame; a boat that has moved, or
		// stayed in port, is no longer a mover; B is the first place that
		// may still move).
		f.L, f.A, f.B = nil, 1, 0
		for _, s := range g.transitMovers() {
			f.L = append(f.L, s.ID)
		}
	}
	for f.B < len(f.L) {
		if s := g.Sub(f.L[f.B]); s != nil && g.transitMover(s) {
			break
		}
		f.B++
	}
	if f.B >= len(f.L) {
		return
	}
	next := f.L[f.B]
	if g.Opt("choose-order") {
		var subs []*Sub
		for _, id := range f.L[f.B:] {
			if s := g.Sub(id); s != nil && g.transitMover(s) {
				subs = append(subs, s)
			}
		}
		if len(subs) > 1 {
			if f.Ans == nil {
				p := engine.Prompt{Kind: "transit-order", Rule: "4.0", Text: "Which boat moves next?", Msg: msgM("atl.order.q")}
				for _, s := range subs {
					where := ""
					var wm *engine.Msg
					switch {
					case s.Status == StBase:
						where = "ready for sea at " + g.T.Base(s.Base).Name
						wm = msgM("atl.order.ready", aUnit("boat", s.ID), aBase("base", s.Base))
					case s.RTB:
						where = "returning to base from " + g.T.Area(s.Area).Name
						wm = msgM("atl.order.rtb", aUnit("boat", s.ID), aArea("area", s.Area))
					default:
						where = "in transit in " + g.T.Area(s.Area).Name
						wm = msgM("atl.order.transit", aUnit("boat", s.ID), aArea("area", s.Area))
					}
					p.Options = append(p.Options, engine.Option{Key: s.ID, Label: s.ID + ", " + where, Ref: "sub:" + s.ID, LabelMsg: wm})
				}
				g.Ask(f, p)
				return
			}
			next = g.Key(f)
		}
	}
	rest := *f
	rest.Ans = nil
	g.Push(Frame{Op: opTransitSub, Sub: next}, rest)
}

// transitMover reports whether a sub still has to move in this phase.
func (g *Game) transitMover(s *Sub) bool {
	switch s.Status {
	case StBase:
		return s.Box == BoxReady && !s.Acted && g.friendlyBase(s.Base)
	case StSea:
		return s.Section == Operating && s.Side == Transit
	}
	return false
}

// stepTransitSub moves one sub: it deploys, moves on, or heads home. A sub
// that cannot move ends the phase where it is, in the Done section.
func stepTransitSub(g *Game, f *Frame) {
	s := g.Sub(f.Sub)
	if s == nil {
		return
	}
	switch {
	case s.Status == StBase:
		g.deployStep(s, f)
	case s.Status == StSea && s.RTB:
		g.Push(Frame{Op: opRtbBase, Sub: s.ID}, Frame{Op: opRtbDone, Sub: s.ID})
	case s.Status == StSea:
		g.transitStep(s, f)
	}
}

// ---------------------------------------------------------------- deployment [15.1]

// nearbyGround reports whether the OpArea where a path from a base ends (or
// from which it enters an SMZ) is a nearby hunting ground [15.12]: the
// adjacent OpArea, or one the map names for that base (Western Approaches
// from Germany, France or Norway; South-Western Approaches from France, or
// from Germany through the English Channel).
//
// idx holds the nodes' mapIndex (nodesIdx).
func (g *Game) nearbyGround(base string, nodes []string, idx []int) bool {
	c := g.mc()
	upto := nodes
	if c.smzAt(idx[len(idx)-1]) && len(nodes) > 2 {
		upto = nodes[:len(nodes)-1]
	}
	xi := idx[len(upto)-1]
	if !c.opAt(xi) {
		return false
	}
	ops := 0
	for _, i := range idx[1:len(upto)] {
		if c.opAt(i) {
			ops++
		}
	}
	if ops == 1 {
		return true
	}
	for _, nb := range c.areas[xi].NearbyFrom {
		b, zone, _ := cutSlash(nb)
		if b == base && (zone == "" || slices.Contains(upto, zone)) {
			return true
		}
	}
	return false
}

func cutSlash(s string) (string, string, bool) {
	for i := 0; i < len(s); i++ {
		if s[i] == '/' {
			return s[:i], s[i+1:], true
		}
	}
	return s, "", false
}

// deployOptions are a Ready-for-Sea sub's choices [15.1]: stay in port, or
// sail up to Speed OpAreas — to an OpArea (or cautiously to the adjacent one
// [15.24]), or on into a linked SMZ [20.3]: for its mission, to lay mines or
// raid a naval base in the same turn from a nearby hunting ground [15.12].
//
// The list is made in buf (nil: a new one) when it has room.
func (g *Game) deployOptions(s *Sub, buf []moveOption) []moveOption {
	speed := g.cls(s).Speed
	c := g.mc()
	// The routes of the base's route tree (walkScratch): their nodes and
	// keys are the tree's, made once a game.
	w := g.walkScratch(s, modeDeploy, s.Base, speed, nil, func(p movePath) bool {
		end := p.endAt(g)
		if c.opAt(end) {
			return p.ops >= 1
		}
		return c.smzAt(end)
	})
	defer w.release()
	paths := w.out
	// Room for every route and its cautious form (issue 16: the list's
	// growth was a tenth of the prompt's cost); an SMZ's mines or raid
	// grow it.
	out := optionsBuf(buf, 1+optionsFor(paths))
	out = append(out, moveOption{key: "stay", label: "Stay in port", msg: msgM("atl.move.stay-port")})
	canMine := g.canCarryMines(s)
	// Keys and labels are made after the duplicate routes are dropped
	// (nameOptions).
	for _, p := range paths {
		if c.opAt(p.endAt(g)) {
			out = append(out, moveOption{labelPrefix: "Sail to ", nodes: p.nodes, idx: p.idx, r: p.r})
			if p.ops == 1 {
				out = append(out, moveOption{keySuffix: "|cautious", labelPrefix: "Sail cautiously to ", nodes: p.nodes, idx: p.idx, r: p.r, flags: fCautious, cautious: true})
			}
			continue
		}
		nearby := g.nearbyGround(s.Base, p.nodes, p.idx)
		smz := c.areas[p.endAt(g)].Name
		if g.canEnterSMZ(s, p.end(), smzMission) && g.transitMayEnterSMZ(p.end()) {
			out = append(out, moveOption{labelPrefix: "Sail into ", nodes: p.nodes, idx: p.idx, r: p.r})
		}
		if nearby && canMine && g.miningOpen(p.end()) {
			out = append(out, moveOption{keySuffix: "|mines", label: fmt.Sprintf("Sail with mines and lay them in %s now", smz), nodes: p.nodes, idx: p.idx, r: p.r, purpose: purposeMines,
				msg: msgM("atl.move.sail-mines", aArea("area", p.end()))})
		}
		if nearby && g.canEnterSMZ(s, p.end(), smzRaid) {
			out = append(out, moveOption{keySuffix: "|raid", label: fmt.Sprintf("Sail and raid the naval base in %s now", smz), nodes: p.nodes, idx: p.idx, r: p.r, flags: fNaval, purpose: purposeRaid,
				msg: msgM("atl.move.sail-raid", aArea("area", p.end()))})
		}
	}
	out = g.dedupeRoutes(s, modeDeploy, out, s.Base)
	out = g.finnishArctic(s, out) // [36.63E]
	g.nameOptions(out)
	return out
}

// optionsFor is how many options a deployment's or transit's routes make
// at most, but for an SMZ's mines or raid: one each and one more for a
// path that enters one OpArea.
func optionsFor(paths []movePath) int {
	n := len(paths)
	for _, p := range paths {
		if p.ops == 1 {
			n++ // the cautious form, if the path ends in an OpArea
		}
	}
	return n
}

// canCarryMines reports whether a sub may take a mine marker on sailing:
// German boats of a minelaying class, while markers are left [26.0],
// [26.1], [26.51]; never in a ruleset without minefields (Silent War).
func (g *Game) canCarryMines(s *Sub) bool {
	if !g.T.Ruleset().Needs("minefield") || !g.traits(s).MineLayer || g.cls(s).Mines == 0 {
		return false
	}
	if n := g.T.Rules.MineMarkers; n > 0 {
		used := len(g.S.Mines)
		for i := range g.S.Subs {
			if g.S.Subs[i].Mines > 0 && g.S.Subs[i].Status == StSea {
				used++
			}
		}
		return used < n
	}
	return true
}

// optionsBuf is buf emptied if it has room for n options, else a new list
// (deployOptions, transitOptions).
func optionsBuf(buf []moveOption, n int) []moveOption {
	if cap(buf) < n {
		return make([]moveOption, 0, n)
	}
	return buf[:0]
}

// keepOptionsBuf keeps a move prompt's list of options, emptied, for the
// next prompt's (issue 16: a list of every route for each deploying or
// transiting boat was a twentieth of what a bot's campaign allocated):
// the prompt's options copied what they read from it.
func (g *Game) keepOptionsBuf(opts []moveOption) {
	clear(opts[:cap(opts)])
	g.mc().optBuf = opts[:0]
}

func (g *Game) deployStep(s *Sub, f *Frame) {
	if f.Ans == nil {
		opts := g.deployOptions(s, g.mc().optBuf)
		p := engine.Prompt{Kind: "deploy", Sub: s.ID, Rule: "15.1", Words: func(p *engine.Prompt) {
			p.Text = fmt.Sprintf("%s is ready for sea at %s (Speed %d, Range %d)", s.ID, g.T.Base(s.Base).Name, g.cls(s).Speed, g.Range(s))
			p.Msg = msgM("atl.deploy.q", aUnit("boat", s.ID), aBase("base", s.Base), aInt("speed", g.cls(s).Speed), aInt("range", g.Range(s)))
		}}
		p.Options = g.moveOptionViews(g.ringOptions(len(opts)), s, modeDeploy, opts)
		g.keepOptionsBuf(opts)
		g.Ask(f, p)
		return
	}
	s.Acted = true
	chosen := parseMoveOption(g.Key(f))
	if chosen.nodes == nil {
		g.noteM("15.1", s.ID, msgM("atl.deploy.stays", aUnit("boat", s.ID)), "%s stays in port", s.ID)
		g.packSails(s, chosen) // its pack stays with it [SW 24.2]
		return
	}
	s.Cautious = chosen.cautious
	if chosen.purpose == purposeMines {
		g.loadMines(s)
	}
	if chosen.purpose == purposeRaid {
		if g.S.Raids == nil {
			g.S.Raids = map[string]int{}
		}
		g.S.Raids[chosen.nodes[len(chosen.nodes)-1]] = g.S.Turn
	}
	nearby := 0
	if g.nearbyGround(s.Base, chosen.nodes, g.nodesIdx(nil, chosen.nodes)) {
		nearby = 1
	}
	g.Push(append([]Frame{{Op: opDeployMines, Sub: s.ID, L: chosen.nodes, A: chosen.flags, S: chosen.purpose},
		{Op: opTransitArrive, Sub: s.ID, L: chosen.nodes, S: chosen.purpose, B: nearby}}, g.packSails(s, chosen)...)...)
}

// loadMines gives a sub its mine marker: strength 2, 3 for the minelaying
// types (XB, VIID), 1 for Types II and XXIII — the class value [26.1].
func (g *Game) loadMines(s *Sub) {
	s.Mines = g.cls(s).Mines
	g.noteM("26.0", s.ID, msgM("atl.mines.takes", aUnit("boat", s.ID), aInt("n", s.Mines)), "%s takes a strength-%d mine marker", s.ID, s.Mines)
}

// miningTargetsNear reports whether an SMZ open to mining is linked to an
// OpArea, or to one a patrol move away from it (where a sub carrying mines
// could lay them next turn).
func (g *Game) miningTargetsNear(s *Sub, area string) bool {
	// The areas near, by mapIndex, gathered by the walk's keep, which keeps
	// no path (issue 16: nothing to copy); then the SMZs linked to them,
	// each looked at once, in map order.
	c := g.mc()
	var buf [16]int
	near := append(buf[:0], g.areaIdx(area))
	g.walkScratch(s, modePatrol, area, 1, nil, func(p movePath) bool {
		if i := p.endAt(g); c.opAt(i) {
			near = append(near, i)
		}
		return false
	}).release()
	for _, z := range c.smzNear() {
		if slices.ContainsFunc(z.links, func(l int) bool { return slices.Contains(near, l) }) && g.miningOpen(c.areas[z.idx].ID) {
			return true
		}
	}
	return false
}

// stepDeployMines asks whether a sub sailing to an OpArea takes a mine
// marker for a later minelaying [26.0] (only where a field could be laid
// from there), then starts the move (Frame: L path, A move flags, S purpose).
func stepDeployMines(g *Game, f *Frame) {
	s := g.Sub(f.Sub)
	if s == nil || s.Status != StBase {
		return
	}
	end := f.L[len(f.L)-1]
	if f.S == "" && g.isOpArea(end) && g.canCarryMines(s) && g.miningTargetsNear(s, end) {
		if f.Ans == nil {
			p := engine.Prompt{Kind: "mines-carry", Sub: s.ID, Rule: "26.0", Words: func(p *engine.Prompt) {
				p.Text = fmt.Sprintf("%s sails for %s: take a mine marker?", s.ID, g.T.Area(end).Name)
				p.Msg = msgM("atl.mines.carry.q", aUnit("boat", s.ID), aArea("area", end))
			}}
			// The words and the new field's odds when asked (issue 16: the
			// bots answer without reading them; the odds were worked out
			// three times a prompt).
			m := &minesCarryLazy{g: g, s: s}
			p.Options = []engine.Option{
				{Key: "no", Text: minesNoText},
				{Key: "mines", OddsFn: m.odds, Text: m.text},
			}
			g.Ask(f, p)
			return
		}
		if g.Key(f) == "mines" {
			g.loadMines(s)
		}
	}
	g.Push(Frame{Op: opMoveLeg, Sub: s.ID, S: modeDeploy, L: f.L, A: f.A})
}

// minesCarryLazy builds the mines-carry prompt's "mines" option's words
// and odds on demand (stepDeployMines).
type minesCarryLazy struct {
	g    *Game
	s    *Sub
	o    []engine.Odd
	done bool
}

// odds are the new field's Minefield roll [26.2], worked out once.
func (m *minesCarryLazy) odds() []engine.Odd {
	if !m.done {
		m.o, m.done = m.g.mineOdds(m.s, m.g.cls(m.s).Mines, true), true
	}
	return m.o
}

func (m *minesCarryLazy) text(o *engine.Option) {
	n := m.g.cls(m.s).Mines
	o.Label = fmt.Sprintf("Take a strength-%d mine marker", n)
	o.Detail = "no attacks until the mines are laid in an SMZ [26.0]; " + m.g.mineOddsDetail(m.s, n, true)
	o.LabelMsg = msgM("atl.mines.take", aInt("n", n))
	o.DetailMsg = msgM("atl.mines.take.d", aNested("odds", oddsMsg(m.odds())))
}

// minesNoText is the words of the mines-carry prompt's "no" option.
func minesNoText(o *engine.Option) {
	o.Label, o.Detail, o.LabelMsg, o.DetailMsg = "No mines", "torpedoes only", msgM("atl.mines.no"), msgM("atl.mines.no.d")
}

// ---------------------------------------------------------------- transit-side subs [15.11]

// transitOptions are a transit-side sub's moves this turn: up to Speed
// OpAreas, or cautiously one [15.24], into an OpArea or on into a linked
// SMZ with an active mission [20.3]; or turning for home (RTB).
//
// The list is made in buf (nil: a new one) when it has room.
func (g *Game) transitOptions(s *Sub, buf []moveOption) []moveOption {
	c := g.mc()
	w := g.walkScratch(s, modeTransit, s.Area, g.cls(s).Speed, nil, func(p movePath) bool {
		end := p.endAt(g)
		if c.opAt(end) {
			return p.ops >= 1
		}
		return c.smzAt(end) && p.ops >= 1 && g.canEnterSMZ(s, p.end(), smzMission) && g.transitMayEnterSMZ(p.end())
	})
	defer w.release()
	paths := w.out
	// Room for every route, its cautious form and the RTB (issue 16).
	out := optionsBuf(buf, optionsFor(paths)+1)
	// Keys and labels are made after the duplicate routes are dropped
	// (nameOptions).
	for _, p := range paths {
		if c.smzAt(p.endAt(g)) {
			out = append(out, moveOption{labelPrefix: "Move into ", nodes: p.nodes, idx: p.idx, r: p.r})
			continue
		}
		out = append(out, moveOption{labelPrefix: "Move to ", nodes: p.nodes, idx: p.idx, r: p.r})
		if p.ops == 1 {
			out = append(out, moveOption{keySuffix: "|cautious", labelPrefix: "Move cautiously to ", nodes: p.nodes, idx: p.idx, r: p.r, flags: fCautious, cautious: true})
		}
	}
	out = g.dedupeRoutes(s, modeTransit, out, "")
	g.nameOptions(out)
	return append(out, moveOption{key: "rtb", label: "Turn for home (RTB)", msg: msgM("atl.move.rtb")})
}

func (g *Game) transitStep(s *Sub, f *Frame) {
	if f.Ans == nil {
		opts := g.transitOptions(s, g.mc().optBuf)
		p := engine.Prompt{Kind: "transit-move", Sub: s.ID, Rule: "15.11", Words: func(p *engine.Prompt) {
			p.Text = fmt.Sprintf("%s in transit in %s (Speed %d, Range %d)", s.ID, g.T.Area(s.Area).Name, g.cls(s).Speed, g.Range(s))
			p.Msg = msgM("atl.transit.q", aUnit("boat", s.ID), aArea("area", s.Area), aInt("speed", g.cls(s).Speed), aInt("range", g.Range(s)))
		}}
		p.Options = g.moveOptionViews(g.ringOptions(len(opts)), s, modeTransit, opts)
		for i := range p.Options {
			if opt := &p.Options[i]; opt.Key == "rtb" {
				opt.Detail, opt.Rule = "RTB marker; moves home this turn [15.21]", "15.2"
				opt.DetailMsg = msgM("atl.transit.rtb.d")
			}
		}
		g.keepOptionsBuf(opts)
		g.Ask(f, p)
		return
	}
	chosen := parseMoveOption(g.Key(f))
	if chosen.key == "rtb" {
		s.RTB = true
		s.Patrol.RTBOutbound = true
		if s.Damage == 0 {
			s.Patrol.VoluntaryRTB = true
		}
		g.emitM("15.2", engine.Event{Type: "rtb", Sub: s.ID, Area: s.Area}, msgM("atl.transit.turns-home", aUnit("boat", s.ID)), "%s turns for home", s.ID)
		g.Push(Frame{Op: opRtbBase, Sub: s.ID}, Frame{Op: opRtbDone, Sub: s.ID})
		return
	}
	s.Cautious = chosen.cautious
	g.Push(Frame{Op: opMoveLeg, Sub: s.ID, S: modeTransit, L: chosen.nodes, A: chosen.flags},
		Frame{Op: opTransitArrive, Sub: s.ID, L: chosen.nodes, S: chosen.purpose})
}

// stepTransitArrive places a deploying or transit-side sub at the end of
// its move [15.1]: in the Done section, transit side up to keep moving or
// patrol side up to patrol next turn; from a nearby hunting ground it may
// search (or lay its mines, raid, start its mission) at once [15.12]. A sub
// in an SMZ is there for its mission, patrol side up. A sub whose check
// stopped it (RTB, sunk) or that fought an encounter is already placed.
// Frame: L path, S purpose, B 1 = nearby hunting ground.
func stepTransitArrive(g *Game, f *Frame) {
	s := g.Sub(f.Sub)
	end := f.L[len(f.L)-1]
	if s == nil || s.Status != StSea {
		return
	}
	if s.Area != end || s.Section != Operating || s.RTB {
		// Stopped on the way (RTB): its turn ends there.
		if s.Section == Done {
			g.endOfMoveStorm(s)
		}
		return
	}
	nearby := f.B == 1 && g.areaOpen(end)
	if g.isSMZ(end) {
		s.Side = Patrol
		switch {
		case f.S == purposeMines || f.S == purposeRaid:
			g.actInPlace(s, f.S, SearchNearby)
			return
		case !nearby:
			s.Section = Done
			g.endOfMoveStorm(s)
			return
		}
	}
	if f.Ans == nil {
		// The options only when asked, their words when shown: static
		// functions, no closure (issue 16: the answer made them again, and
		// each made three messages the bots never read).
		inSMZ := g.isSMZ(end)
		opts := g.OptionsRoom(3) // at most three
		if nearby && s.Mines == 0 {
			o := engine.Option{Key: "search", Rule: "15.12", Text: arriveSearchText}
			if inSMZ {
				o.Text = arriveMissionText
			}
			opts = append(opts, o)
		}
		if g.areaOpen(end) {
			o := engine.Option{Key: "patrol", Rule: "15.1", Text: arrivePatrolText}
			if inSMZ {
				o.Text = arriveWaitText
			}
			opts = append(opts, o)
		}
		if g.isOpArea(end) {
			opts = append(opts, engine.Option{Key: "transit", Rule: "15.1", Text: arriveTransitText})
		}
		if len(opts) == 0 {
			opts = nil // as before it was made at its size
		}
		g.Ask(f, engine.Prompt{Kind: "arrive", Sub: s.ID, Rule: "15.1", Options: opts, Words: func(p *engine.Prompt) {
			p.Text, p.Msg = fmt.Sprintf("%s arrives in %s", s.ID, g.T.Area(end).Name), msgM("atl.arrive.q", aUnit("boat", s.ID), aArea("area", end))
		}})
		return
	}
	switch g.Key(f) {
	case "search":
		g.actInPlace(s, f.S, SearchNearby)
		return
	case "patrol":
		s.Side, s.Section = Patrol, Done
	default:
		s.Side, s.Section = Transit, Done
	}
	g.endOfMoveStorm(s)
}

// The words of the arrive prompt's options (stepTransitArrive).
func arriveSearchText(o *engine.Option) {
	o.Label, o.Detail = "Patrol side: search now", "nearby hunting ground: search and contact this turn (no home-waters second search)"
	o.LabelMsg, o.DetailMsg = msgM("atl.arrive.search"), msgM("atl.arrive.search.d")
}

func arriveMissionText(o *engine.Option) {
	o.Label, o.Detail = "Carry out the mission now", "nearby hunting ground: search the SMZ this turn [20.4]"
	o.LabelMsg, o.DetailMsg = msgM("atl.arrive.mission"), msgM("atl.arrive.mission.d")
}

func arrivePatrolText(o *engine.Option) {
	o.Label, o.Detail = "Patrol side: patrol next turn", "Done section, patrol side up"
	o.LabelMsg, o.DetailMsg = msgM("atl.arrive.patrol"), msgM("atl.arrive.patrol.d")
}

func arriveWaitText(o *engine.Option) {
	o.Label, o.Detail = "Wait in the SMZ: the mission next turn", "Done section, patrol side up"
	o.LabelMsg, o.DetailMsg = msgM("atl.arrive.wait"), msgM("atl.arrive.patrol.d")
}

func arriveTransitText(o *engine.Option) {
	o.Label, o.Detail = "Transit side: keep moving next turn", "Done section, transit side up"
	o.LabelMsg, o.DetailMsg = msgM("atl.arrive.transit"), msgM("atl.arrive.transit.d")
}

// ---------------------------------------------------------------- RTB [15.2]

// baseUsable reports whether an RTB sub may head for a base: the strategic
// rules' RTBBases (main bases in use, tenders with room [21.22], main bases
// only after a tender turned it away [21.23]).
func (g *Game) baseUsable(s *Sub, base string) bool {
	return slices.Contains(g.RTBBases(s), base)
}

// destStillUsable checks an RTB sub's chosen base cheaply: still in use,
// and, for a tender, still with room and open to it [21.22], [21.23].
func (g *Game) destStillUsable(s *Sub) bool {
	b := g.T.Base(s.Dest)
	if b == nil || !g.friendlyBase(s.Dest) {
		return false
	}
	if b.Kind == data.BaseMain {
		return true
	}
	return g.baseUsable(s, s.Dest)
}

// homeBases are the bases an RTB or withdrawing sub may head for: usable
// ones within its Range of where it is ([15.22] "destination base within
// Range"), nearest first; if none is within Range, the nearest usable ones.
func (g *Game) homeBases(s *Sub) []string {
	type cand struct {
		id   string
		dist int
	}
	rtb := g.RTBBases(s)
	// Made at their size, sorted in place (issue 16: the lists' growth
	// and the sort's closure were most of this function's allocations).
	all := make([]cand, 0, len(rtb))
	for _, b := range rtb {
		if g.T.Area(b) == nil {
			continue
		}
		d, ok := g.distancesFrom([]string{b})[s.Area]
		if !ok {
			continue
		}
		if g.moveDistance(s, modeRTB, s.Area, b) < 0 {
			continue
		}
		all = append(all, cand{b, d})
	}
	// Nearest first, in the RTB bases' order among equals (a stable
	// insertion sort: a handful of bases).
	for i := 1; i < len(all); i++ {
		for j := i; j > 0 && all[j].dist < all[j-1].dist; j-- {
			all[j], all[j-1] = all[j-1], all[j]
		}
	}
	out := make([]string, 0, len(all))
	for _, c := range all {
		if c.dist <= g.Range(s) {
			out = append(out, c.id)
		}
	}
	if len(out) == 0 && len(all) > 0 {
		for _, c := range all {
			if c.dist == all[0].dist {
				out = append(out, c.id)
			}
		}
	}
	return out
}

// moveDistance is the fewest movement points from one node to another
// over the nodes a sub may use (-1 if it cannot get there): the measure of
// "as directly as possible" [15.22].
func (g *Game) moveDistance(s *Sub, mode, from, to string) int {
	if from == to {
		return 0
	}
	if i := g.areaIdx(from); i >= 0 {
		return g.distancesTo(s, mode, to)[i]
	}
	return -1
}

// distancesTo gives the fewest movement points from every node a sub may
// start from to a target (a Dijkstra search backwards from the target).
// Moves go through open (or crossable) OpAreas and transit zones within
// Range; bases and other SMZs are only where a move starts or ends.
//
// The result depends only on the map, the period, the bases in use, the
// sub's Range and whether it may take "2" routes at one point [15.31], so it
// is cached on those. (A U-tanker's extra area [21.33C] is not used for
// the way home.)
func (g *Game) distancesTo(s *Sub, mode, to string) []int {
	r := g.Range(s)
	cheapTwo := g.edgeCost(s, mode, moveEdge{two: true, cost: 2}) == 1
	g.rangeDistances()
	c := g.mc()
	key := distKey{to: to, rng: r, cheapTwo: cheapTwo, period: g.S.Period, bases: c.rangeKey,
		freeExit: g.advancedBaseExitFree(), french: g.frenchRange(s)}
	if d, ok := c.distTo[key]; ok {
		return d
	}
	// By mapIndex, -1 where the target cannot be reached (issue 16: the
	// way home read this map twice a step of its walk). A target off the
	// map (a refit base) has no routes: nothing reaches it.
	n := len(g.T.Map.Areas)
	dist := make([]int, n)
	for i := range dist {
		dist[i] = -1
	}
	ti := g.areaIdx(to)
	if ti >= 0 {
		dist[ti] = 0
		done := make([]bool, n)
		frontier := []int{ti}
		for len(frontier) > 0 {
			bi := 0
			for i, x := range frontier {
				if y := frontier[bi]; dist[x] < dist[y] || dist[x] == dist[y] && c.areas[x].ID < c.areas[y].ID {
					bi = i
				}
			}
			v := frontier[bi]
			frontier = append(frontier[:bi], frontier[bi+1:]...)
			done[v] = true
			if a := c.areas[v]; v != ti && (a.Kind == data.KindBase || a.Kind == data.KindSMZ && !a.TransitZone ||
				!g.areaPassable(a.ID) || g.rangeOfSub(s, a.ID) > r) {
				// It may start a move, but no move passes through it.
				continue
			}
			for _, u := range g.neighboursAt(v) {
				if done[u] {
					continue
				}
				for _, e := range g.edgesAt(u) {
					if e.idx != v {
						continue
					}
					d := dist[v] + g.edgeCost(s, mode, e)
					if old := dist[u]; old < 0 || d < old {
						if old < 0 {
							frontier = append(frontier, u)
						}
						dist[u] = d
					}
				}
			}
		}
	}
	if c.distTo == nil {
		c.distTo = map[distKey][]int{}
	}
	c.distTo[key] = dist
	return dist
}

// distKey is what distancesTo depends on.
type distKey struct {
	to          string
	rng, period int
	bases       uint64
	cheapTwo    bool
	freeExit    bool
	french      bool // ranged from every French base too [36.63H]
}

// homePaths are the moves a sub makes this turn toward a base, as directly
// as possible [15.22]: into the base if it can reach it, otherwise to the
// reachable OpArea closest to it, by the shortest ways there.
func (g *Game) homePaths(s *Sub, mode, base string) []movePath {
	dist := g.distancesTo(s, mode, base)
	// The same moves home for the same sub's Range and Speed home, from
	// the same area, in the same period, with the same bases in use
	// (homeKey): worked out once (issue 16: a boat's way home was walked
	// again for every base's odds, the route and each turn home).
	c := g.mc()
	key, memo := g.homeKeyOf(s, mode, base, dist)
	if memo {
		if ps, ok := c.homes[key]; ok {
			return ps
		}
	}
	c.fellBack = false
	here := 1 << 20
	if i := g.areaIdx(s.Area); i >= 0 && dist[i] >= 0 {
		here = dist[i]
	}
	// Only progress counts: an endpoint no nearer than here is no move
	// home. Keep only paths to endpoints at least as near as the best so
	// far (cheap pruning; the exact filter follows).
	best := here
	// Only steps along a shortest way to the base ("as directly as
	// possible"): from u to v at cost c with dist(u) = c + dist(v).
	onWay := func(u int, e *moveEdge, c int) bool {
		return u >= 0 && e.idx >= 0 && dist[u] >= 0 && dist[e.idx] >= 0 && dist[u] == c+dist[e.idx]
	}
	// The base itself is nearer than anywhere: an advanced base's linked
	// OpArea is 0 points from it (its cost-0 route, [15.1]), yet a boat
	// there must still be able to sail in.
	near := func(e string, i int) (int, bool) {
		if e == base {
			return -1, true
		}
		if i < 0 || dist[i] < 0 {
			return 0, false
		}
		return dist[i], true
	}
	// The walk's list of paths is its own until released; the few kept
	// are copied (their nodes are the route tree's).
	w := g.walkScratch(s, mode, s.Area, g.homeSpeed(s), onWay, func(p movePath) bool {
		e, ei := p.end(), p.endAt(g)
		if e != base && !c.opAt(ei) {
			return false
		}
		d, ok := near(e, ei)
		if !ok || d >= here || d > best {
			return false
		}
		best = d
		return true
	})
	defer w.release()
	paths := w.out
	var out []movePath
	for _, p := range paths {
		if d, _ := near(p.end(), p.endAt(g)); d == best && p.cost == minCostTo(paths, p.end()) {
			out = append(out, p)
		}
	}
	out = out[:len(out):len(out)] // shared by the calls that find it memoized
	if memo && !c.fellBack {
		if c.homes == nil {
			c.homes = map[homeKey][]movePath{}
		}
		c.homes[key] = out
	}
	return out
}

// minCostTo is the cheapest of the paths to an endpoint.
func minCostTo(paths []movePath, end string) int {
	m := -1
	for _, p := range paths {
		if p.end() == end && (m < 0 || p.cost < m) {
			m = p.cost
		}
	}
	return m
}

// stepRTBBase picks the base an RTB sub heads for, once [15.22]: the player
// chooses among the bases within Range when there is a real choice.
func stepRTBBase(g *Game, f *Frame) {
	s := g.Sub(f.Sub)
	if s == nil || s.Status != StSea || !s.RTB {
		return
	}
	if f.Ans != nil {
		s.Dest = g.Key(f)
	} else if s.Dest == "" || !g.destStillUsable(s) || g.moveDistance(s, modeRTB, s.Area, s.Dest) < 0 {
		bases := g.homeBases(s)
		if len(bases) == 0 {
			g.noteM("15.22", s.ID, msgM("atl.rtb.no-base-waits", aUnit("boat", s.ID), aArea("area", s.Area)), "%s has no base it can reach: it waits in %s", s.ID, g.T.Area(s.Area).Name)
			return
		}
		if len(bases) > 1 {
			g.Ask(f, g.basePrompt(s, "rtb-base", "15.22", modeRTB, bases))
			return
		}
		s.Dest = bases[0]
	}
	g.Push(Frame{Op: opRtbRoute, Sub: s.ID, Area: s.Dest, S: modeRTB})
}

// basePrompt offers the bases a sub may head for, with the distance and
// the odds of this turn's move toward each.
func (g *Game) basePrompt(s *Sub, kind, rule, mode string, bases []string) engine.Prompt {
	p := engine.Prompt{Kind: kind, Sub: s.ID, Rule: rule, Words: func(p *engine.Prompt) {
		p.Text = fmt.Sprintf("%s heads home from %s: to which base?", s.ID, g.T.Area(s.Area).Name)
		p.Msg = msgM("atl.rtb.base.q", aUnit("boat", s.ID), aArea("area", s.Area))
	}}
	// Each base's voyage, its checks, their odds and the words on demand
	// (engine.Option.Text, OddsFn), the checks worked out once; the
	// prompt's bases hold what that needs in one array (issue 16: a base
	// cost ten allocations, its closures and their variables).
	// The words of all of them by one function, which finds the base by
	// its key, and each base's Ref made once a game (baseRef).
	lazies := make([]baseLazy, len(bases))
	p.Options = g.OptionsRoom(len(bases))[:len(bases)]
	text := func(o *engine.Option) {
		for i := range lazies {
			if lazies[i].base == o.Key {
				lazies[i].text(o)
				return
			}
		}
	}
	for i, b := range bases {
		l := &lazies[i]
		l.g, l.s, l.mode, l.base = g, s, mode, b
		p.Options[i] = engine.Option{Key: b, Ref: g.baseRef(b), OddsFn: l.oddsOf, Text: text}
	}
	return p
}

// baseLazy builds a base option's odds and words when asked (basePrompt).
type baseLazy struct {
	g          *Game
	s          *Sub
	mode, base string
	done       bool // the voyage worked out
	specs      []checkSpec
	govs       []string
	stops      []string
	ps         []movePath
	odds       []engine.Odd
	oddsN      bool // odds worked out
}

// voyage works out the moves toward the base, once.
func (l *baseLazy) voyage() {
	if l.done {
		return
	}
	l.done = true
	if l.mode == modeWithdraw {
		// The whole voyage home is sailed this turn [19.13]: the odds
		// cover every leg of it, not only the first.
		l.specs, l.govs, l.stops = l.g.withdrawVoyage(l.s, l.base)
	} else {
		l.ps = l.g.homePaths(l.s, l.mode, l.base)
	}
}

func (l *baseLazy) oddsOf() []engine.Odd {
	if l.oddsN {
		return l.odds
	}
	l.oddsN = true
	l.voyage()
	g, s := l.g, l.s
	if l.mode == modeWithdraw {
		if len(l.specs) > 0 {
			l.odds = g.checkOdds(s, l.specs)
		}
	} else if len(l.ps) > 0 {
		// The odds only: the words are the Text's (issue 16).
		var buf [2]checkSpec
		var gbuf [2]string
		rs := g.lazyStamps(s) // remembered on the route (routeSpecs)
		specs, _ := g.routeSpecs(buf[:0], gbuf[:0], s, l.mode, 0, l.ps[0].r, l.ps[0].nodes, l.ps[0].idx, &rs)
		l.odds = g.checkOdds(s, specs)
	}
	return l.odds
}

func (l *baseLazy) text(o *engine.Option) {
	l.voyage()
	g, s, mode, b := l.g, l.s, l.mode, l.base
	specs, govs, stops, ps := l.specs, l.govs, l.stops, l.ps
	o.Label, o.LabelMsg = g.T.Base(b).Name, msgM("atl.base", aBase("b", b))
	pts := g.moveDistance(s, mode, s.Area, b)
	turns := (pts + g.homeSpeed(s) - 1) / max(1, g.homeSpeed(s))
	o.Detail = fmt.Sprintf("%d movement points (about %d turns)", pts, max(1, turns))
	o.DetailMsg = msgM("atl.rtb.base.d", aInt("pts", pts), aInt("turns", max(1, turns)))
	if mode == modeWithdraw {
		if len(specs) > 0 {
			via := ""
			hm := msgM("atl.rtb.home", aNested("checks", g.specsMsg(specs, govs)))
			if len(stops) > 0 {
				var names []string
				var nm []*engine.Msg
				for _, x := range stops {
					names = append(names, g.T.Area(x).Name)
					nm = append(nm, areaMsg(x))
				}
				via = " by " + strings.Join(names, ", ")
				hm = msgM("atl.rtb.home-by", aNested("via", listMsg(nm)), aNested("checks", g.specsMsg(specs, govs)))
			}
			o.Detail += "; home this turn" + via + ": " + g.specsDetail(specs, govs)
			o.DetailMsg = msgM("atl.cat", aNested("a", o.DetailMsg), aNested("b", hm))
		}
	} else if len(ps) > 0 {
		_, det := g.pathOdds(s, mode, 0, ps[0].nodes)
		o.Detail += "; this turn " + g.pathLabel(ps[0]) + ": " + det
		o.DetailMsg = msgM("atl.cat", aNested("a", o.DetailMsg), aNested("b", msgM("atl.rtb.this-turn", aNested("path", g.pathMsg(ps[0].nodes)),
			aNested("checks", g.specsMsg(g.pathSpecs(s, mode, 0, ps[0].nodes))))))
	}
}

// stepRTBRoute moves an RTB (or withdrawing) sub toward its base this turn,
// asking which way when equally direct routes differ (Frame: Area base,
// S mode).
func stepRTBRoute(g *Game, f *Frame) {
	s := g.Sub(f.Sub)
	if s == nil || s.Status != StSea {
		return
	}
	if f.Ans != nil {
		chosen, _ := parsePathKey(g.Key(f))
		g.Push(Frame{Op: opMoveLeg, Sub: s.ID, S: f.S, L: chosen})
		return
	}
	paths := g.homePaths(s, f.S, f.Area)
	if len(paths) == 0 {
		g.noteM("15.22", s.ID, msgM("atl.rtb.cannot-near", aUnit("boat", s.ID), aBase("base", f.Area)), "%s cannot get nearer to %s this turn", s.ID, g.T.Base(f.Area).Name)
		return
	}
	chosen := paths[0].nodes
	if len(paths) > 1 {
		kind, rule := "rtb-route", "15.22"
		if f.S == modeWithdraw {
			kind, rule = "withdraw-route", "19.13"
		}
		p := engine.Prompt{Kind: kind, Sub: s.ID, Rule: rule,
			Text: fmt.Sprintf("%s heads for %s: which way?", s.ID, g.T.Base(f.Area).Name),
			Msg:  msgM("atl.rtb.route.q", aUnit("boat", s.ID), aBase("base", f.Area))}
		for _, pa := range paths {
			p.Options = append(p.Options, g.moveOptionView(s, f.S, moveOption{key: pa.key(""), nodes: pa.nodes, idx: pa.idx, r: pa.r, pathNamed: namedPath}))
		}
		g.Ask(f, p)
		return
	}
	g.Push(Frame{Op: opMoveLeg, Sub: s.ID, S: f.S, L: chosen})
}

// stepRTBDone leaves an RTB sub that did not reach its base in the Done
// section where its move ended [15.22]: it goes on next turn.
func stepRTBDone(g *Game, f *Frame) {
	s := g.Sub(f.Sub)
	if s != nil && s.Status == StSea {
		s.Section = Done
		g.endOfMoveStorm(s)
	}
}

// ---------------------------------------------------------------- withdrawal [19.13]

// stepWithdrawTransit brings home at once a sub withdrawn for refit or to
// training duty while at sea [19.13], [8.0C] (Frame: Sub, S "refit" or
// "training"): Speed-length moves one after another in this turn, each with
// a check on the current rows (RTB results do not stop it), into a base,
// where the strategic rules' ArriveAtBase puts it in its refit box or
// sends it to training (Sub.Withdraw).
func stepWithdrawTransit(g *Game, f *Frame) {
	s := g.Sub(f.Sub)
	if s == nil || s.Status != StSea {
		return
	}
	if s.Withdraw == "" {
		s.Withdraw = f.S
	}
	bases := g.homeBases(s)
	if len(bases) == 0 {
		g.noteM("19.13", s.ID, msgM("atl.rtb.no-base", aUnit("boat", s.ID)), "%s has no base it can reach", s.ID)
		return
	}
	dest := bases[0]
	if len(bases) > 1 {
		if f.Ans == nil {
			g.Ask(f, g.basePrompt(s, "withdraw-base", "19.13", modeWithdraw, bases))
			return
		}
		dest = g.Key(f)
	}
	s.Side, s.RTB, s.Dest, s.Mission = Transit, true, dest, ""
	g.noteM("19.13", s.ID, msgM("atl.withdraw.heads", aUnit("boat", s.ID), aBase("base", dest)), "%s heads for %s at once", s.ID, g.baseName(dest))
	g.Push(Frame{Op: opWithdrawLeg, Sub: s.ID, Area: dest, S: f.S})
}

// stepWithdrawLeg makes one Speed-length move home and schedules the next.
func stepWithdrawLeg(g *Game, f *Frame) {
	s := g.Sub(f.Sub)
	if s == nil || s.Status != StSea {
		return
	}
	s.Section = Operating
	if len(g.homePaths(s, modeWithdraw, f.Area)) == 0 {
		g.noteM("19.13", s.ID, msgM("atl.withdraw.stuck", aUnit("boat", s.ID), aBase("base", f.Area), aArea("area", s.Area)), "%s cannot get nearer to %s: it stays in %s", s.ID, g.baseName(f.Area), g.T.Area(s.Area).Name)
		s.Section = Done
		return
	}
	g.Push(Frame{Op: opRtbRoute, Sub: s.ID, Area: f.Area, S: modeWithdraw}, *f)
}
