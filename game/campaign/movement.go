package campaign

// OWNER: movement — the Operations segment's scheduling [4.0], patrol
// movement [12], the SMZ rules [20] and the sub.move step used by war-event
// orders [5.3]. Transit movement [15] is in transit_phase.go, the transit
// check [19.1] in transit.go, the map rules in movement_graph.go,
// minefields [26] in mines.go.

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"periscope/game/engine"
)

func init() {
	register(opPhaseOperations, stepOperations)
	register(opOpsNext, stepOpsNext)
	register(opOpsSub, stepOpsSub)
	register(opOpsAct, stepOpsAct)
	register(opSmzAfter, stepSMZAfter)
	register(opSubMove, stepSubMove)
	register(opMoveSettle, stepMoveSettle)
}

// stepOperations starts segment III [4.0]: each patrol-side sub at sea acts
// in turn — patrol movement [12], search and contact [13], combat [14].
func stepOperations(g *Game, f *Frame) {
	g.PhaseMark("12", "Operations: patrol movement, search and combat")
	g.enforceRange()
	g.Push(Frame{Op: opOpsNext})
}

// opsEligible reports whether a sub still has to act in this Operations
// phase: patrol side up, in the Operating section, not RTB, and not yet
// acted (a sub that joined a wolfpack has acted [24.1]).
func (g *Game) opsEligible(s *Sub) bool {
	return s.Status == StSea && s.Section == Operating && s.Side == Patrol && !s.RTB && !s.Acted
}

// byMapOrder sorts subs area by area in map order, then in boat order (the
// default order of play [4.0]). The subs come in boat order (AtSea, InBox),
// and the sort is stable.
func (g *Game) byMapOrder(subs []*Sub) {
	idx := g.mc().mapIndex
	sort.SliceStable(subs, func(i, j int) bool { return idx[subs[i].Area] < idx[subs[j].Area] })
}

// stepOpsNext runs the next sub that has to act: in map order, or the one
// the player picks (switch "choose-order").
func stepOpsNext(g *Game, f *Frame) {
	if f.A == 0 {
		// First call: the boats to act, in map order (kept in the frame;
		// a boat that has acted is no longer eligible, so the list is
		// never rewritten: B is the first place that may still act).
		var subs []*Sub
		for _, s := range g.AtSea() {
			if g.opsEligible(s) {
				subs = append(subs, s)
			}
		}
		g.byMapOrder(subs)
		f.L, f.A, f.B = nil, 1, 0
		for _, s := range subs {
			f.L = append(f.L, s.ID)
		}
	}
	for f.B < len(f.L) {
		if s := g.Sub(f.L[f.B]); s != nil && g.opsEligible(s) {
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
			if s := g.Sub(id); s != nil && g.opsEligible(s) {
				subs = append(subs, s)
			}
		}
		if len(subs) > 1 {
			if f.Ans == nil {
				p := engine.Prompt{Kind: "ops-order", Rule: "4.0", Text: "Which boat acts next?", Msg: msgM("atl.opsorder.q")}
				for _, s := range subs {
					p.Options = append(p.Options, engine.Option{Key: s.ID, Label: fmt.Sprintf("%s in %s", s.ID, g.area(s.Area).Name),
						Ref: "sub:" + s.ID, Detail: "patrol movement, then search and contact",
						LabelMsg: msgM("atl.opsorder.opt", aUnit("boat", s.ID), aArea("area", s.Area)), DetailMsg: msgM("atl.opsorder.opt.d")})
				}
				g.Ask(f, p)
				return
			}
			next = g.Key(f)
		}
	}
	rest := *f
	rest.Ans = nil
	g.Push(Frame{Op: opOpsSub, Sub: next}, rest)
}

// ---------------------------------------------------------------- patrol movement [12]

// moveOption is one answer to a movement prompt.
type moveOption struct {
	key      string
	label    string
	nodes    []string // nil: no move
	idx      []int    // the nodes' mapIndex (nil: not known)
	flags    int      // move flags
	purpose  string   // "", "mines", "raid" (an SMZ entered for that)
	cautious bool
	// specs and govs are the path's checks, when already worked out.
	specs []checkSpec
	govs  []string
	// Options made from a path may leave key and label to nameOptions
	// (once the duplicate routes are gone): the key is the path's with
	// keySuffix (movePath.key), the label labelPrefix + pathLabel.
	keySuffix, labelPrefix string
	// msg is the label as a message (nameOptions makes it with the label).
	msg *engine.Msg
	// pathNamed: the label and its message are made only when the option
	// is shown (moveOptionName): namedPrefix is labelPrefix + pathLabel
	// (nameOptions), namedPath the path's label and message.
	pathNamed int
	// r is the path's route in a route tree (movePath.r), nil if none.
	r *route
}

// How a move option's label is made when shown (moveOption.pathNamed).
const (
	namedPrefix = 1 + iota
	namedPath
	namedEntry // a patrol move into an SMZ, for its purpose (entryName)
)

// name is the option's label and its message, made from the path when
// left to it (nameOptions).
func (g *Game) moveOptionName(o *moveOption) (string, *engine.Msg) {
	switch o.pathNamed {
	case namedPath:
		return g.pathLabel(movePath{nodes: o.nodes}), g.pathMsg(o.nodes)
	case namedPrefix:
		msg := o.msg
		if id, ok := labelPrefixMsg[o.labelPrefix]; ok {
			msg = msgM(id, aNested("path", g.pathMsg(o.nodes)))
		}
		return o.labelPrefix + g.pathLabel(movePath{nodes: o.nodes}), msg
	case namedEntry:
		return g.entryName(o.nodes, o.purpose)
	}
	return o.label, o.msg
}

// entryName is the label and message of a patrol move into an SMZ [12.1]
// (a path ending in the SMZ) for a purpose: its war-event mission (or as
// a transit zone), to lay mines or to raid the naval base.
func (g *Game) entryName(nodes []string, purpose string) (string, *engine.Msg) {
	end := nodes[len(nodes)-1]
	label := "Enter " + g.pathLabel(movePath{nodes: nodes})
	lm := msgM("atl.move.enter", aNested("path", g.pathMsg(nodes)))
	if len(nodes) > 2 && g.isOpArea(nodes[len(nodes)-2]) {
		label = fmt.Sprintf("Move to %s, then enter %s", g.area(nodes[len(nodes)-2]).Name, g.area(end).Name)
		lm = msgM("atl.move.then-enter", aArea("via", nodes[len(nodes)-2]), aArea("to", end))
	}
	switch purpose {
	case purposeMines:
		return label + ": lay mines", msgM("atl.move.lay-mines", aNested("what", lm))
	case purposeRaid:
		return label + ": raid the naval base", msgM("atl.move.raid", aNested("what", lm))
	}
	return label, lm
}

// nameOptions fills in the keys and labels left to be made from the path.
func (g *Game) nameOptions(opts []moveOption) {
	for i := range opts {
		o := &opts[i]
		if o.nodes == nil {
			continue
		}
		if o.key == "" {
			o.key = movePath{nodes: o.nodes, r: o.r}.key(o.keySuffix)
		}
		if o.label == "" {
			o.pathNamed = namedPrefix // made when shown (moveOptionName)
		}
	}
}

// Option purposes for SMZ entries.
const (
	purposeMines = "mines"
	purposeRaid  = "raid"
)

// appendSMZEntries appends to out the ways a path ending in an SMZ may be
// used: for its war-event mission (or as a transit zone), to lay mines, or
// to raid the naval base. Their words are made when shown (entryName).
func (g *Game) appendSMZEntries(out []moveOption, s *Sub, p movePath) []moveOption {
	end := p.end()
	if g.canEnterSMZ(s, end, smzMission) {
		out = append(out, moveOption{key: p.key(""), pathNamed: namedEntry, nodes: p.nodes, idx: p.idx, r: p.r})
	}
	if g.canEnterSMZ(s, end, smzMines) {
		out = append(out, moveOption{key: p.key("|mines"), pathNamed: namedEntry, nodes: p.nodes, idx: p.idx, r: p.r, purpose: purposeMines})
	}
	if g.canEnterSMZ(s, end, smzRaid) {
		out = append(out, moveOption{key: p.key("|raid"), pathNamed: namedEntry, nodes: p.nodes, idx: p.idx, r: p.r, flags: fNaval, purpose: purposeRaid})
	}
	return out
}

// patrolOptions are a patrol-side sub's choices in patrol movement [12.0],
// [12.1]: stay; move to an adjacent OpArea within Range and not along a "2"
// route; enter a linked SMZ (free, with its own check); or both. A sub in an
// SMZ may stay or go back out to a linked OpArea. A sub on a war-event
// mission stays [5.3]; a minelayer that kept its mines must retry or go
// home [26.11]C.
func (g *Game) patrolOptions(s *Sub) []moveOption {
	stay := moveOption{key: "stay", label: "Stay in " + g.area(s.Area).Name, msg: msgM("atl.move.stay-in", aArea("area", s.Area))}
	if g.missionHolds(s) {
		stay.label += " (war-event mission)"
		stay.msg = msgM("atl.move.stay-mission", aArea("area", s.Area))
		return []moveOption{stay}
	}
	if s.MineTarget != "" && s.Mines > 0 {
		var out []moveOption
		for _, p := range g.walk(s, modePatrol, s.Area, 1, func(p movePath) bool { return p.end() == s.MineTarget && len(p.nodes) == 2 }) {
			if g.canEnterSMZ(s, p.end(), smzMines) {
				out = append(out, moveOption{key: p.key("|mines"), label: "Retry: lay mines in " + g.area(p.end()).Name,
					nodes: p.nodes, idx: p.idx, purpose: purposeMines, msg: msgM("atl.move.retry-mines", aArea("area", p.end()))})
			}
		}
		return append(out, moveOption{key: "rtb", label: "Give up the minelaying and return to base", msg: msgM("atl.move.give-up-mines")})
	}
	c := g.mc()
	here := c.kindAt(g.areaIdx(s.Area))
	inSMZ := here&kindSMZ != 0
	// The walk's list is its own until released: the options copy what
	// they keep of it (their nodes are the route tree's).
	w := g.walkScratch(s, modePatrol, s.Area, 1, nil, func(p movePath) bool {
		end := p.endAt(g)
		if c.opAt(end) {
			if p.ops != 1 || !g.areaOpen(p.end()) {
				return false
			}
			if inSMZ {
				// Out of an SMZ, to one of its linked OpAreas.
				return len(p.nodes) == 2 || here&kindZone != 0
			}
			return p.cost == 1
		}
		return c.smzAt(end) && !inSMZ
	})
	defer w.release()
	paths := w.out
	// In the list the last move prompt left (keepOptionsBuf; issue 16).
	out := append(c.optBuf[:0], stay)
	for _, p := range paths {
		if c.smzAt(p.endAt(g)) {
			out = g.appendSMZEntries(out, s, p)
			continue
		}
		// Its words when shown (moveOptionName: "Move to " and the path's
		// label and message, as before): the bot never reads them.
		out = append(out, moveOption{key: p.key(""), labelPrefix: "Move to ", pathNamed: namedPrefix, nodes: p.nodes, idx: p.idx, r: p.r})
	}
	return out
}

// stepOpsSub is one sub's turn in the Operations segment: patrol movement,
// then search (or the SMZ mission, or minelaying).
func stepOpsSub(g *Game, f *Frame) {
	s := g.Sub(f.Sub)
	if s == nil || !g.opsEligible(s) {
		return
	}
	var chosen moveOption
	if f.Ans != nil {
		chosen = parseMoveOption(g.Key(f))
	} else {
		opts := g.patrolOptions(s)
		chosen = opts[0]
		if len(opts) > 1 {
			p := engine.Prompt{Kind: "patrol-move", Sub: s.ID, Rule: "12.0", Words: func(p *engine.Prompt) {
				p.Text = fmt.Sprintf("%s in %s: patrol movement", s.ID, g.area(s.Area).Name)
				p.Msg = msgM("atl.move.patrol.q", aUnit("boat", s.ID), aArea("area", s.Area))
			}}
			p.Options = g.moveOptionViews(g.ringOptions(len(opts)), s, modePatrol, opts)
			g.keepOptionsBuf(opts)
			g.Ask(f, p)
			return
		}
		g.keepOptionsBuf(opts)
	}
	s.Acted = true
	g.Push(g.packMoves(s, chosen)...) // its pre-formed pack moves with it [SW 24.2]
	switch {
	case chosen.key == "rtb":
		// [26.11]C: a minelayer that does not retry is forced home.
		g.ForceRTB(s, "26.11", "did not retry its minelaying")
		return
	case chosen.nodes == nil:
		g.Push(Frame{Op: opOpsAct, Sub: s.ID, Area: s.Area})
		return
	}
	if chosen.purpose == purposeRaid {
		if g.S.Raids == nil {
			g.S.Raids = map[string]int{}
		}
		g.S.Raids[chosen.nodes[len(chosen.nodes)-1]] = g.S.Turn
	}
	end := chosen.nodes[len(chosen.nodes)-1]
	g.Push(Frame{Op: opMoveLeg, Sub: s.ID, S: modePatrol, L: chosen.nodes, A: chosen.flags},
		Frame{Op: opOpsAct, Sub: s.ID, Area: end, S: chosen.purpose})
}

// parseMoveOption reads a movement option back from its key ("stay",
// "rtb", "path:a>b|mines" ...): the answer to a movement prompt (already
// validated against the prompt) without building the options again.
func parseMoveOption(key string) moveOption {
	o := moveOption{key: key}
	nodes, flags := parsePathKey(key)
	o.nodes = nodes
	for fl := range strings.SplitSeq(flags, "|") {
		switch fl {
		case "cautious":
			o.cautious, o.flags = true, o.flags|fCautious
		case purposeMines:
			o.purpose = purposeMines
		case purposeRaid:
			o.purpose, o.flags = purposeRaid, o.flags|fNaval
		}
	}
	return o
}

// moveOptionView renders a move option with the odds of its checks.
func (g *Game) moveOptionView(s *Sub, mode string, o moveOption) engine.Option {
	one := [1]moveOption{o}
	var dst [1]engine.Option
	// Its own lazy part, never the ring's: a prompt's options are made
	// one by one with it.
	var lazy []moveLazy
	if o.nodes != nil {
		lazy = make([]moveLazy, 0, 1)
	}
	return g.moveOptionViewsIn(dst[:0], lazy, nil, s, mode, one[:])[0]
}

// moveOptionViews appends the options rendered (moveOptionView) to dst.
//
// The checks, their odds and their words are made on demand
// (engine.Option.Text, OddsFn), the checks worked out once for both; the
// prompt's moves hold what that needs in one array, and share one
// function for their words (it finds the option's by its key): a move
// option costs one allocation, its odds' function (issue 16: it was three,
// the lazy part and two method values).
func (g *Game) moveOptionViews(dst []engine.Option, s *Sub, mode string, opts []moveOption) []engine.Option {
	n := 0
	for i := range opts {
		if opts[i].nodes != nil {
			n++
		}
	}
	var lazies []moveLazy
	var odds []func() []engine.Odd
	if n > 0 {
		lazies, odds = g.ringLazies(n)
	}
	return g.moveOptionViewsIn(dst, lazies, odds, s, mode, opts)
}

// moveOptionViewsIn is moveOptionViews with room for the options' lazy
// parts (one for each option that moves), and, if not nil, their oddsOf
// bound already (odds[j] is lazies' j-th element's, see promptRing).
func (g *Game) moveOptionViewsIn(dst []engine.Option, lazies []moveLazy, odds []func() []engine.Odd, s *Sub, mode string, opts []moveOption) []engine.Option {
	var text func(*engine.Option)
	if cap(lazies) > 0 {
		text = func(op *engine.Option) {
			for i := range lazies {
				if lazies[i].key == op.Key {
					lazies[i].text(op)
					return
				}
			}
		}
	}
	for i := range opts {
		o := &opts[i]
		opt := engine.Option{Key: o.key, Label: o.label, Rule: "19.1", LabelMsg: o.msg}
		if o.nodes == nil {
			if o.pathNamed != 0 {
				opt.Label, opt.LabelMsg = g.moveOptionName(o)
			}
			opt.Detail = "no move, no transit check"
			opt.DetailMsg = msgM("atl.move.no-move")
			opt.Ref = g.areaRef(s.Area)
			dst = append(dst, opt)
			continue
		}
		opt.Ref = g.areaRef(o.nodes[len(o.nodes)-1])
		flags := o.flags
		if o.cautious {
			flags |= fCautious
		}
		lazies = append(lazies, moveLazy{g: g, s: s, mode: mode, key: o.key, nodes: o.nodes, idx: o.idx, r: o.r, named: o.pathNamed, prefix: o.labelPrefix, label: o.label, msg: o.msg,
			purpose: o.purpose, flags: flags, specs: o.specs, govs: o.govs, done: o.specs != nil})
		if odds != nil {
			opt.OddsFn, opt.Text = odds[len(lazies)-1], text
		} else {
			opt.OddsFn, opt.Text = lazies[len(lazies)-1].oddsOf, text
		}
		dst = append(dst, opt)
	}
	return dst
}

// promptRing keeps the parts of the last two move prompts (deploy,
// transit, patrol move) for a game whose machine reuses its prompts
// (engine.Machine.ReusePrompts: the bots' and soak runs' loops), each part
// in two buffers used in turn: the options, their lazy odds and words
// (moveOptionViews) and the routes' checks (dedupeRoutes). A move prompt's
// parts are read while it is pending and, once answered, only its key
// (parseMoveOption) at the start of the step it re-enters: by the time a
// part's buffer comes round again (two move prompts later) nothing reads
// it (issue 16: they were a fifth of the bytes a doctrine campaign
// allocated). Any other game makes them afresh, since a UI may keep a
// prompt.
type promptRing struct {
	lazies [2][]moveLazy
	// odds[i][j] is lazies[i]'s j-th element's oddsOf, bound once for
	// the array (a method value is an allocation; one a move option was
	// 8 % of a doctrine campaign's allocations): it reads the element as
	// it is when called, the part of the prompt that is using the buffer.
	odds  [2][]func() []engine.Odd
	opts  [2][]engine.Option
	specs [2][]checkSpec
	govs  [2][]string
	// the buffer each part takes next
	nl, no, ns uint8
}

// ringLazies is room for n lazy move options: the ring's when the machine
// reuses its prompts, else new; with the ring's, their odds' functions
// (promptRing.odds), else nil.
func (g *Game) ringLazies(n int) ([]moveLazy, []func() []engine.Odd) {
	if !g.Reusing() {
		return make([]moveLazy, 0, n), nil
	}
	r := &g.mc().ring
	i := r.nl
	r.nl ^= 1
	if cap(r.lazies[i]) < n {
		r.lazies[i] = make([]moveLazy, 0, max(n, 2*cap(r.lazies[i]), 32))
		r.odds[i] = make([]func() []engine.Odd, cap(r.lazies[i]))
	}
	b := r.lazies[i][:n]
	clear(b) // nothing of the prompt before last stays reachable
	fns := r.odds[i][:n]
	for j := range fns {
		if fns[j] == nil {
			fns[j] = b[j].oddsOf
		}
	}
	return b[:0], fns
}

// ringOptions is room for a move prompt's n options (see ringLazies).
func (g *Game) ringOptions(n int) []engine.Option {
	if !g.Reusing() {
		return make([]engine.Option, 0, n)
	}
	r := &g.mc().ring
	i := r.no
	r.no ^= 1
	if cap(r.opts[i]) < n {
		r.opts[i] = make([]engine.Option, 0, max(n, 2*cap(r.opts[i]), 32))
	}
	b := r.opts[i][:n]
	clear(b)
	return b[:0]
}

// ringChecks is room for n routes' checks and governing areas, two each
// at most (dedupeRoutes; see ringLazies).
func (g *Game) ringChecks(n int) ([]checkSpec, []string) {
	if !g.Reusing() {
		return make([]checkSpec, 0, 2*n), make([]string, 0, 2*n)
	}
	r := &g.mc().ring
	i := r.ns
	r.ns ^= 1
	if cap(r.specs[i]) < 2*n {
		r.specs[i] = make([]checkSpec, 0, max(2*n, 2*cap(r.specs[i]), 64))
		r.govs[i] = make([]string, 0, max(2*n, 2*cap(r.govs[i]), 64))
	}
	clear(r.govs[i][:cap(r.govs[i])])
	return r.specs[i][:0], r.govs[i][:0]
}

// moveLazy builds a move option's odds and words when asked
// (moveOptionView).
type moveLazy struct {
	g     *Game
	s     *Sub
	mode  string
	key   string // the option's (moveOptionViews' words find it by it)
	nodes []string
	idx   []int  // the nodes' mapIndex (the route tree's), or nil
	r     *route // the route tree's route, or nil
	// named, prefix, label, msg and purpose are the moveOption's
	// pathNamed, labelPrefix, label, msg and purpose (moveOptionName):
	// only what the words need, not the whole option.
	named         int
	prefix, label string
	msg           *engine.Msg
	purpose       string
	flags         int
	specs         []checkSpec
	govs          []string
	done          bool // specs and govs worked out
	odds          []engine.Odd
	oddsN         bool // odds worked out
}

func (m *moveLazy) checks() {
	if !m.done {
		rs := m.g.lazyStamps(m.s) // remembered on the route (routeSpecs)
		m.specs, m.govs = m.g.routeSpecs(make([]checkSpec, 0, 2), make([]string, 0, 2), m.s, m.mode, m.flags, m.r, m.nodes, m.idx, &rs)
		m.done = true
	}
}

func (m *moveLazy) oddsOf() []engine.Odd {
	if !m.oddsN {
		m.checks()
		m.odds, m.oddsN = m.g.checkOdds(m.s, m.specs), true
	}
	return m.odds
}

func (m *moveLazy) text(op *engine.Option) {
	if m.named != 0 {
		o := moveOption{nodes: m.nodes, pathNamed: m.named, labelPrefix: m.prefix, label: m.label, msg: m.msg, purpose: m.purpose}
		op.Label, op.LabelMsg = m.g.moveOptionName(&o)
	}
	m.checks()
	op.Detail, op.DetailMsg = m.g.specsDetail(m.specs, m.govs), m.g.specsMsg(m.specs, m.govs)
}

// dedupeRoutes drops the routes that are no real choice: to the same place,
// for the same purpose, with the same checks (DRMs, thresholds, governing
// areas — where an RTB result stops the sub and whose chart an encounter
// searches — storms met) and the same nearby-hunting standing as a shorter
// one already offered. Many ways across the map differ only
// in the areas crossed, not in anything the rules look at.
func (g *Game) dedupeRoutes(s *Sub, mode string, opts []moveOption, nearbyFrom string) []moveOption {
	// The keys seen, by value: the end, the purpose, the flags, the
	// nearby-hunting standing, each check and its governing area, the
	// storms met (issue 16: the key was built as bytes and hashed, the
	// checks written in hex).
	c := g.mc()
	seen := c.dedupeSeen[:0]     // scratch, kept for the next prompt
	storms := c.dedupeStorms[:0] // the keys' storms, one after another
	// Filtered in place: the options kept are written over the list
	// (never ahead of the one being read); the caller does not reuse it.
	out := opts[:0]
	italian := g.traits(s).Storms
	// Every route's checks (two at most) in one array, each route's
	// capped at its length: room for all at once.
	specArena, govArena := g.ringChecks(len(opts))
	// The routes' checks as last worked out, while what they read is the
	// same (routeSpecs).
	rs := g.routeStampsFor(s)
	// Each option is read in place (a moveOption is large: copied for
	// every one, it cost more than the rest of the loop) and copied only
	// to where it is kept.
	for j := range opts {
		o := &opts[j]
		if o.nodes == nil {
			out = append(out, *o)
			continue
		}
		if o.idx == nil {
			o.idx = g.nodesIdx(nil, o.nodes) // the strings' mapIndex, at the edge
		}
		flags := o.flags
		if o.cautious {
			flags |= fCautious
		}
		if cap(specArena)-len(specArena) < 2 {
			specArena = make([]checkSpec, 0, len(opts)+2)
		}
		if cap(govArena)-len(govArena) < 2 {
			govArena = make([]string, 0, len(opts)+2)
		}
		k, kg := len(specArena), len(govArena)
		specArena, govArena = g.routeSpecs(specArena, govArena, s, mode, flags, o.r, o.nodes, o.idx, &rs)
		o.specs, o.govs = specArena[k:len(specArena):len(specArena)], govArena[kg:len(govArena):len(govArena)]
		key := routeKey{end: o.nodes[len(o.nodes)-1], purpose: o.purpose, flags: flags, n: len(o.specs), opt: len(out)}
		key.near = nearbyFrom != "" && g.nearbyGround(nearbyFrom, o.nodes, o.idx)
		for i, sp := range o.specs {
			// The governing area matters even with equal odds: an RTB
			// result stops the sub there [19.12].
			key.spec[i], key.gov[i] = packKey(oddsState{}, sp, 0, 0, 0), o.govs[i]
		}
		key.from = len(storms)
		if italian {
			for _, i := range o.idx[1:] {
				if g.weatherAtIdx(i) != 0 {
					storms = append(storms, i)
				}
			}
		}
		key.to = len(storms)
		i := -1
		// By place, not by value: a routeKey is ~150 bytes, and copying
		// each one seen cost more than comparing it (issue 16, session 39).
		for x := range seen {
			if r := &seen[x]; r.same(&key, storms) {
				i = r.opt
				break
			}
		}
		if i >= 0 {
			if len(o.nodes) < len(out[i].nodes) {
				out[i] = *o
			}
			continue
		}
		seen = append(seen, key)
		out = append(out, *o)
	}
	c.dedupeSeen, c.dedupeStorms = seen, storms
	return out
}

// routeKey is a key dedupeRoutes has seen, and the option it stands for:
// where the route ends, why, its move flags, whether it ends on a nearby
// hunting ground, its checks (n of them, as packKey) and their governing
// areas, and the low-pressure areas it passes (storms[from:to], by
// mapIndex, for a boat the storms harm).
type routeKey struct {
	end, purpose  string
	flags, n      int
	near          bool
	spec          [2]stepKey
	gov           [2]string
	from, to, opt int
}

// same reports whether two keys are the same route for the choice.
func (r *routeKey) same(k *routeKey, storms []int) bool {
	return r.spec == k.spec && r.n == k.n && r.flags == k.flags && r.near == k.near && engine.SameID(r.end, k.end) &&
		engine.SameID(r.purpose, k.purpose) && engine.SameID(r.gov[0], k.gov[0]) && engine.SameID(r.gov[1], k.gov[1]) &&
		slices.Equal(storms[r.from:r.to], storms[k.from:k.to])
}

// stepOpsAct is what a sub does after its patrol movement (Frame.Area: where
// it meant to be; S: why it entered an SMZ). A sub stopped by its transit
// check (RTB, sunk) does nothing more.
func stepOpsAct(g *Game, f *Frame) {
	s := g.Sub(f.Sub)
	if s == nil || s.Status != StSea || s.Area != f.Area || s.Section != Operating || s.RTB {
		return
	}
	g.actInPlace(s, f.S, 0)
}

// actInPlace starts what a patrol-side sub does where it is: lay its mines
// [26.1], raid a naval base [30.41], carry out an SMZ mission [20.4], or
// search its OpArea [13]. extra are search flags (nearby hunting grounds
// [15.12]).
func (g *Game) actInPlace(s *Sub, purpose string, extra int) {
	s.Side = Patrol
	if g.isSMZ(s.Area) {
		switch {
		case purpose == purposeMines || s.Mines > 0:
			// A boat carrying mines is there to lay them (also when a war
			// event's minelaying order sent it [26.0]).
			g.Push(Frame{Op: opMinesLay, Sub: s.ID})
		case purpose == purposeRaid:
			g.Push(Frame{Op: opSubSearch, Sub: s.ID, A: extra | SearchSMZ | SearchNavalBase, Area: g.entryOpArea(s)},
				Frame{Op: opSmzAfter, Sub: s.ID, Area: s.Area})
		default:
			g.Push(Frame{Op: opSubSearch, Sub: s.ID, A: extra | SearchSMZ, Area: g.entryOpArea(s)},
				Frame{Op: opSmzAfter, Sub: s.ID, Area: s.Area})
		}
		return
	}
	flags := extra
	if s.Mines > 0 {
		flags |= SearchMines
	}
	g.Push(Frame{Op: opSubSearch, Sub: s.ID, A: flags})
}

// stepSMZAfter takes a sub out of an SMZ at the end of its mission, to an
// adjacent OpArea of the player's choice (its Done section), unless the
// war event says it stays [20.6]. The endurance check is made by the
// search step as usual. Frame.Area: the SMZ.
func stepSMZAfter(g *Game, f *Frame) {
	s := g.Sub(f.Sub)
	if s == nil || s.Status != StSea || s.Area != f.Area {
		return
	}
	if g.rules.MissionDone(g, s) {
		return
	}
	if m := g.liveMission(s.Area); m != nil && m.Kind == "stay" && s.Mission == m.ID {
		s.Section = Done
		g.noteM("20.6", s.ID, msgM("atl.smz.stays", aUnit("boat", s.ID), aArea("area", s.Area)), "%s stays in %s on its mission", s.ID, g.area(s.Area).Name)
		return
	}
	g.leaveSMZ(s, f, "20.6")
}

// leaveSMZ moves a sub from its SMZ to an adjacent OpArea of the player's
// choice, into the Done section, without a check ([20.6], [26.3]: the SMZ
// is part of its OpArea). It asks through f; it reports false while the
// answer is awaited.
func (g *Game) leaveSMZ(s *Sub, f *Frame, rule string) bool {
	a := g.area(s.Area)
	var opts []string
	for _, l := range a.Links {
		if g.areaOpen(l) && g.withinRange(s, l) {
			opts = append(opts, l)
		}
	}
	if len(opts) == 0 {
		opts = []string{g.entryOpArea(s)}
	}
	if e := s.EntryArea; slices.Contains(opts, e) {
		// The area it came from first: the usual choice.
		opts = append([]string{e}, slices.DeleteFunc(opts, func(x string) bool { return x == e })...)
	}
	to := opts[0]
	if len(opts) > 1 {
		if f.Ans == nil {
			p := engine.Prompt{Kind: "smz-exit", Sub: s.ID, Rule: rule,
				Text: fmt.Sprintf("%s leaves %s: into which adjacent OpArea?", s.ID, a.Name),
				Msg:  msgM("atl.smz.exit.q", aUnit("boat", s.ID), aArea("area", a.ID))}
			for _, o := range opts {
				p.Options = append(p.Options, engine.Option{Key: o, Label: g.area(o).Name, Ref: g.areaRef(o),
					Detail:   fmt.Sprintf("Done section; %d OpAreas from the nearest base; %d subs there", g.rangeOfSub(s, o), g.countAt(o)),
					LabelMsg: areaMsg(o), DetailMsg: msgM("atl.smz.exit.d", aInt("n", g.rangeOfSub(s, o)), aInt("subs", g.countAt(o)))})
			}
			g.Ask(f, p)
			return false
		}
		to = g.Key(f)
	}
	from := s.Area
	s.Area, s.Section, s.EntryArea = to, Done, ""
	g.touch()
	if m := g.liveMission(from); s.Mission != "" && (m == nil || m.ID == s.Mission) {
		s.Mission = ""
	}
	g.noteM(rule, s.ID, msgM("atl.smz.leaves", aUnit("boat", s.ID), aArea("from", a.ID), aArea("to", to)), "%s leaves %s for %s", s.ID, a.Name, g.area(to).Name)
	return true
}

// countAt counts the subs at sea in an area.
func (g *Game) countAt(area string) int {
	n := 0
	for i := range g.S.Subs {
		if g.S.Subs[i].Status == StSea && g.S.Subs[i].Area == area {
			n++
		}
	}
	return n
}

// ---------------------------------------------------------------- sub.move [5.3]

// orderPaths are the ways a sub can carry out a move ordered by a war event
// or the strategic rules (Frame S: "patrol", "smz", "transit", "deploy").
func (g *Game) orderPaths(s *Sub, kind, dest string) []movePath {
	is := func(p movePath) bool { return p.end() == dest }
	if s.Status == StBase {
		kind = "deploy" // a Ready-for-Sea sub ordered out [5.3] tier 3
	} else if kind == "patrol" && g.isSMZ(dest) && slices.Contains(g.area(dest).Links, s.Area) {
		kind = "smz"
	}
	switch kind {
	case "patrol":
		if s.Status != StSea {
			return nil
		}
		return g.walk(s, modePatrol, s.Area, 1, func(p movePath) bool {
			// An adjacent OpArea (out of an SMZ: a linked one, free), or an
			// SMZ entered from here or from an adjacent OpArea [12.1].
			return is(p) && (g.isSMZ(dest) || p.ops == 1)
		})
	case "smz":
		if s.Status != StSea {
			return nil
		}
		return g.walk(s, modePatrol, s.Area, 1, func(p movePath) bool { return is(p) && len(p.nodes) == 2 })
	case "transit":
		if s.Status != StSea {
			return nil
		}
		return g.walk(s, modeTransit, s.Area, g.cls(s).Speed, is)
	case "deploy":
		if s.Status != StBase {
			return nil
		}
		return g.walk(s, modeDeploy, s.Base, g.cls(s).Speed, func(p movePath) bool {
			return is(p) && p.ops <= 1
		})
	}
	return nil
}

// orderMode is the movement mode of an ordered move: a sub in port sails
// [15.1]; "transit" is a transit move; anything else is patrol movement.
func orderMode(s *Sub, kind string) string {
	switch {
	case s.Status == StBase:
		return modeDeploy
	case kind == "transit":
		return modeTransit
	}
	return modePatrol
}

// orderOdds are the odds of an ordered move (the safest route), for the
// strategic rules' order prompts (moveOdds).
func orderOdds(g *Game, s *Sub, to, kind string) []engine.Odd {
	var best []engine.Odd
	bestP := -1.0
	for _, p := range g.orderPaths(s, kind, to) {
		specs, _ := g.pathSpecs(s, orderMode(s, kind), 0, p.nodes)
		if safe := g.safeChance(s, specs); safe > bestP {
			best, bestP = g.checkOdds(s, specs), safe
		}
	}
	return best
}

// stepSubMove moves one sub to a destination with its transit check(s),
// for war-event orders [5.3] (Frame: Sub, Area destination, S "patrol" |
// "smz" | "transit" | "deploy"). The sub ends in the destination's
// Operating section — patrol side up unless it moved in transit [5.3] —
// so that it acts there this turn; it takes the area's active mission.
func stepSubMove(g *Game, f *Frame) {
	s := g.Sub(f.Sub)
	if s == nil {
		return
	}
	paths := g.orderPaths(s, f.S, f.Area)
	if len(paths) == 0 {
		g.noteM("5.3", s.ID, msgM("atl.order.cannot", aUnit("boat", s.ID), aArea("area", f.Area)), "%s cannot reach %s this turn", s.ID, g.area(f.Area).Name)
		return
	}
	mode := orderMode(s, f.S)
	chosen := paths[0]
	if len(paths) > 1 {
		if f.Ans == nil {
			p := engine.Prompt{Kind: "move-route", Sub: s.ID, Rule: "5.3",
				Text: fmt.Sprintf("%s is ordered to %s: by which route?", s.ID, g.area(f.Area).Name),
				Msg:  msgM("atl.order.route.q", aUnit("boat", s.ID), aArea("area", f.Area))}
			for _, pa := range paths {
				p.Options = append(p.Options, g.moveOptionView(s, mode, moveOption{key: pa.key(""), nodes: pa.nodes, pathNamed: namedPath}))
			}
			g.Ask(f, p)
			return
		}
		nodes, _ := parsePathKey(g.Key(f))
		chosen = movePath{nodes: nodes}
	}
	g.Push(Frame{Op: opMoveLeg, Sub: s.ID, S: mode, L: chosen.nodes},
		Frame{Op: opMoveSettle, Sub: s.ID, Area: f.Area, S: f.S})
}

// stepMoveSettle finishes an ordered move.
func stepMoveSettle(g *Game, f *Frame) {
	s := g.Sub(f.Sub)
	if s == nil || s.Status != StSea || s.Area != f.Area || s.Section != Operating || s.RTB {
		return
	}
	if f.S != "transit" {
		s.Side = Patrol
	}
	if m := g.liveMission(f.Area); m != nil && s.Mission == "" {
		s.Mission = m.ID
	}
}
