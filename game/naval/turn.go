package naval

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"periscope/game/engine"
)

// The ops of the step machine. Their names are part of the save format.
const (
	opTurn      engine.Op = "naval.turn"
	opPlayer    engine.Op = "naval.player"
	opOrders    engine.Op = "naval.orders"
	opKind      engine.Op = "naval.kind"
	opTarget    engine.Op = "naval.target"
	opAnnounce  engine.Op = "naval.announce"
	opIntercept engine.Op = "naval.intercept"
	opRollCuts  engine.Op = "naval.rollcuts"
	opCounter   engine.Op = "naval.counter"
	opRollCtr   engine.Op = "naval.rollcounter"
	opAirStrike engine.Op = "naval.airstrike"
	opEngage    engine.Op = "naval.engage"
	opComplete  engine.Op = "naval.complete"
	opHome      engine.Op = "naval.home"
	opEndTurn   engine.Op = "naval.endturn"
	// battle steps (battle.go)
	opBRound   engine.Op = "naval.b.round"
	opBLabel   engine.Op = "naval.b.label"
	opBCAP     engine.Op = "naval.b.cap"
	opBSearch  engine.Op = "naval.b.search"
	opBStrike  engine.Op = "naval.b.strike"
	opBTarget  engine.Op = "naval.b.target"
	opBLand    engine.Op = "naval.b.land"
	opBFleet   engine.Op = "naval.b.fleet"
	opBJoin    engine.Op = "naval.b.join"
	opBSubs    engine.Op = "naval.b.subs"
	opBRetreat engine.Op = "naval.b.retreat"
	opBEnd     engine.Op = "naval.b.end"
	opSubCut   engine.Op = "naval.subattack"
	opSubHit   engine.Op = "naval.subhit"
	opBBase    engine.Op = "naval.b.base"
	opAirFlee  engine.Op = "naval.b.airflee"
	opRaidEnd  engine.Op = "naval.raidend"
	opReorg    engine.Op = "naval.reorg"
	opReorgTo  engine.Op = "naval.reorgto"
)

var steps = func() *engine.Steps[*Game] {
	s := engine.NewSteps[*Game](SystemID)
	s.Register(opTurn, stepTurn)
	s.Register(opPlayer, stepPlayer)
	s.Register(opOrders, stepOrders)
	s.Register(opKind, stepKind)
	s.Register(opTarget, stepTarget)
	s.Register(opAnnounce, stepAnnounce)
	s.Register(opIntercept, stepIntercept)
	s.Register(opRollCuts, stepRollCuts)
	s.Register(opCounter, stepCounter)
	s.Register(opRollCtr, stepRollCounter)
	s.Register(opAirStrike, stepAirStrike)
	s.Register(opEngage, stepEngage)
	s.Register(opComplete, stepComplete)
	s.Register(opHome, stepHome)
	s.Register(opEndTurn, stepEndTurn)
	s.Register(opRaidEnd, stepRaidEnd)
	s.Register(opReorg, stepReorg)
	s.Register(opReorgTo, stepReorgTo)
	registerBattle(s)
	registerSupport(s)
	registerSplit(s)
	registerWithdraw(s)
	registerRaidPick(s)
	registerRaidSplit(s)
	registerCutStrike(s)
	registerRedeploy(s)
	registerHoming(s)
	registerPatrolStrike(s)
	side := &engine.Range{Min: 0, Max: 1}
	ops := &engine.Range{Min: 0, Max: 200}
	for _, op := range []engine.Op{opPlayer, opOrders, opHome, opReorg, opReorgTo} {
		s.Args(op, engine.ArgSpec{A: side})
	}
	for _, op := range []engine.Op{opIntercept, opRollCuts, opCounter, opRollCtr, opAirStrike, opEngage, opComplete} {
		s.Args(op, engine.ArgSpec{A: ops})
	}
	return s
}()

// stepTurn starts a game turn: each side plays a player turn, the first
// side first.
func stepTurn(g *Game, f *engine.Frame) {
	g.S.Turn++
	if g.sw.portEachTurn {
		g.S.PortAttacksUsed = [2]int{} // 21.442, the switch: once a turn
	}
	g.say("phase", "21", "", msg("log.turn", engine.Int("turn", g.S.Turn), engine.Int("of", g.Sc.Turns)), "Turn %d of %d", g.S.Turn, g.Sc.Turns)
	g.arrivals()
	first := g.Sc.First
	g.Push(engine.Frame{Op: opPlayer, A: first}, engine.Frame{Op: opPlayer, A: 1 - first}, engine.Frame{Op: opEndTurn})
}

// stepPlayer runs one side's player turn: orders, announcement,
// interceptions and their battles, completion, return (22.15, 22.164).
func stepPlayer(g *Game, f *engine.Frame) {
	side := f.A
	g.S.Phasing = side
	g.S.Step++
	g.S.Ops = nil
	g.S.RaidHeld, g.S.RaidDeclared = nil, false
	g.S.InNR = false
	for i := range g.S.Forces {
		g.S.Forces[i].Returned = false
	}
	for i := range g.S.Air {
		g.S.Air[i].Used, g.S.Air[i].UsedOn = false, nil
		g.S.Air[i].GroundedAAS = 0 // 22.434, 23.461: returned for the last player turn only
	}
	for i := range g.S.Ships {
		g.S.Ships[i].Fired = false
	}
	// A patrol of the phasing side ends when its own next turn begins
	// (21.41: it goes home withdrawn).
	for i := range g.S.Forces {
		fo := &g.S.Forces[i]
		if fo.Side == side && fo.Patrol != "" {
			g.say("event", "21.41", fo.ID, msg("log.patrolends", g.forceArg("force", fo), g.areaArg("area", fo.Patrol), g.areaArg("port", fo.Port)),
				"%s ends its patrol in %s and returns to %s", fo.Name, g.Map.Area(fo.Patrol).Name, g.Map.Area(fo.Port).Name)
			fo.Patrol, fo.AtSea, fo.At, fo.Seen = "", false, fo.Port, false
		}
	}
	g.say("phase", "21.4", "", msg("log.player", g.seatArg("side", side)), "%s player turn", g.Sc.Seats[side])
	g.transportShortfall(side)
	g.boxShortfall(side)
	g.boxWithdrawals(side)
	g.Push(engine.Frame{Op: opOrders, A: side}, engine.Frame{Op: opAnnounce})
}

// readyForces are the side's forces in port that may act this turn (21.31:
// one activity a turn; damaged ships take none).
func (g *Game) readyForces(side int) []*Force {
	var out []*Force
	for i := range g.S.Forces {
		fo := &g.S.Forces[i]
		if fo.Side != side || fo.AtSea || fo.Used || len(g.ShipsOf(fo.ID)) == 0 {
			continue
		}
		ok := false
		for _, s := range g.ShipsOf(fo.ID) {
			if !s.Damaged && s.Repair == 0 {
				ok = true
			}
		}
		if ok {
			out = append(out, fo)
		}
	}
	return out
}

// convoyOrdered: a convoy route runs at most once a player turn.
func (g *Game) convoyOrdered(id string) bool {
	for _, o := range g.S.Ops {
		if o.Convoy == id {
			return true
		}
	}
	return false
}

func (g *Game) ordered(force string) bool {
	for _, o := range g.S.Ops {
		if o.Force == force {
			return true
		}
	}
	return false
}

// stepOrders asks the phasing side for its next operation, or to end its
// orders.
func stepOrders(g *Game, f *engine.Frame) {
	side := f.A
	if f.Ans == nil {
		var opts []engine.Option
		for _, fo := range g.readyForces(side) {
			if g.ordered(fo.ID) || len(g.kinds(fo)) == 0 {
				continue
			}
			opts = append(opts, engine.Option{Key: "force:" + fo.ID, Ref: "force:" + fo.ID, Rule: "21.31",
				Label:    fmt.Sprintf("Order %s (%d NF) at %s", fo.Name, g.ForceNF(fo.ID), g.Map.Area(fo.At).Name),
				LabelMsg: msg("opt.order", g.forceArg("force", fo), engine.Int("nf", g.ForceNF(fo.ID)), g.areaArg("area", fo.At))})
		}
		for _, area := range g.portAttackTargets(side) {
			opts = append(opts, engine.Option{Key: "portattack:" + area, Ref: "area:" + area, Rule: "21.44",
				Label:    fmt.Sprintf("Port attack on %s (%d left)", g.Map.Area(area).Name, g.Sc.Params.PortAttacks[side]-g.S.PortAttacksUsed[side]),
				LabelMsg: msg("opt.portattack", g.areaArg("area", area), engine.Int("n", g.Sc.Params.PortAttacks[side]-g.S.PortAttacksUsed[side]))})
		}
		for _, area := range g.portCounterSites(side) {
			opts = append(opts, engine.Option{Key: "portcounter:" + area, Ref: "area:" + area, Rule: "21.121",
				Label:    fmt.Sprintf("Build a port counter at %s (%d left)", g.Map.Area(area).Name, g.Sc.Params.PortCounters[side]-g.S.PortCountersUsed[side]),
				LabelMsg: msg("opt.portcounter", g.areaArg("area", area), engine.Int("n", g.Sc.Params.PortCounters[side]-g.S.PortCountersUsed[side]))})
		}
		opts = append(opts, g.buildOption(side)...)
		opts = append(opts, g.buildBoxOptions(side)...)
		opts = append(opts, g.moveOptions(side)...)
		for _, port := range g.reorgPorts(side) {
			opts = append(opts, engine.Option{Key: "reorg:" + port, Ref: "area:" + port, Rule: "20.16",
				Label: "Reorganise the ships at " + g.Map.Area(port).Name, LabelMsg: msg("opt.reorg", g.areaArg("area", port))})
		}
		opts = append(opts, engine.Option{Key: "done", Label: "End orders", LabelMsg: msg("opt.endorders"), Rule: "22.15"})
		g.Ask(f, engine.Prompt{Kind: "orders", Seat: g.Seat(side), Secret: true, Rule: "21.31", Text: "Order a naval operation",
			Msg: msg("q.orders"), Options: opts})
		return
	}
	key := g.Key(f)
	if key == "done" {
		return
	}
	if area, ok := strings.CutPrefix(key, "portattack:"); ok {
		g.portAttack(side, area)
		g.Push(engine.Frame{Op: opOrders, A: side})
		return
	}
	if key == "buildtr" {
		g.buildTransport(side)
		g.Push(engine.Frame{Op: opOrders, A: side})
		return
	}
	if b, ok := strings.CutPrefix(key, "buildtr:"); ok {
		n, _ := strconv.Atoi(b)
		g.buildForBox(side, n)
		g.Push(engine.Frame{Op: opOrders, A: side})
		return
	}
	if mv, ok := strings.CutPrefix(key, "movetr:"); ok {
		a, b, _ := strings.Cut(mv, ":")
		from, _ := strconv.Atoi(a)
		to, _ := strconv.Atoi(b)
		g.moveTransport(side, from, to)
		g.Push(engine.Frame{Op: opOrders, A: side})
		return
	}
	if area, ok := strings.CutPrefix(key, "portcounter:"); ok {
		g.orderPortCounter(side, area)
		g.Push(engine.Frame{Op: opOrders, A: side})
		return
	}
	if strings.HasPrefix(key, "reorg:") {
		g.Push(engine.Frame{Op: opReorg, A: side, Area: strings.TrimPrefix(key, "reorg:")}, engine.Frame{Op: opOrders, A: side})
		return
	}
	g.Push(engine.Frame{Op: opKind, Sub: key[len("force:"):]}, engine.Frame{Op: opOrders, A: side})
}

// kinds are the operations a force may undertake (20.2–20.4).
func (g *Game) kinds(fo *Force) []string {
	ships := g.ShipsOf(fo.ID)
	var cv, fast, slow, dd, subs, fleet int
	for _, s := range ships {
		if s.Damaged || s.Repair > 0 {
			continue
		}
		switch {
		case s.Class == SS:
			subs += s.Size
		case s.Operative():
			cv++
		}
		if s.Class != SS && s.Class != TR {
			fleet += s.Size
			if s.IsFast() {
				fast++
			} else {
				slow++
			}
		}
		if s.Class == DD {
			dd += s.Size
		}
	}
	var out []string
	if subs > 0 && fleet == 0 {
		return []string{OpPatrol} // sub patrols (21.4176, 22.913)
	}
	if fleet == 0 {
		return nil
	}
	out = append(out, OpPatrol, OpBase)
	if cv > 0 {
		out = append(out, OpStrike)
	}
	for _, c := range g.Sc.Convoys {
		if c.Side == fo.Side && c.From == fo.Port && g.liftableWith(&c, dd, g.transportsFor(&c, fo.Side, dd)) > 0 && (c.Max == 0 || g.S.Runs[c.ID] < c.Max) && !g.convoyOrdered(c.ID) && (g.portSide(c.To) == c.Side) != c.Invade && !g.nrHeld(&c) {
			out = append(out, OpConvoy)
			break
		}
	}
	if g.Sc.Bombard[fo.Side] > 0 {
		out = append(out, OpBombard)
	}
	if len(g.joinTargets(fo)) > 0 {
		out = append(out, OpJoin)
	}
	// 21.531: raiders are CAs, fast named ships and fast carriers, no DDs,
	// no slow ships, at most 3 ships.
	if g.raidBox(fo.Side) != "" && slow == 0 && dd == 0 && len(ships) <= 3 {
		out = append(out, OpRaid)
	}
	return out
}

// raidBox is the SW box the side may raid (the box area on the map whose
// transports are the enemy's), or "".
func (g *Game) raidBox(side int) string {
	if g.S.Transports[1-side] == 0 {
		return ""
	}
	for _, a := range g.Map.Areas {
		if a.Box {
			return a.ID
		}
	}
	return ""
}

var kindLabel = map[string]string{
	OpPatrol: "Patrol", OpBase: "Base change", OpStrike: "Carrier strike on a port", OpConvoy: "Sea transport (convoy)",
	OpBombard: "Shore bombardment", OpRaid: "Raid on the transports", OpJoin: "Rendezvous with another force", OpReturn: "Return to base",
}

var kindRule = map[string]string{OpPatrol: "21.41", OpBase: "21.22", OpStrike: "21.55", OpConvoy: "21.43", OpBombard: "21.52", OpRaid: "21.53", OpJoin: "22.131", OpReturn: "22.165"}

func stepKind(g *Game, f *engine.Frame) {
	fo := g.force(f.Sub)
	if f.Ans == nil {
		var opts []engine.Option
		for _, k := range g.kinds(fo) {
			if len(g.targets(fo, k)) == 0 {
				continue
			}
			opts = append(opts, engine.Option{Key: k, Label: kindLabel[k], LabelMsg: msg("kind." + k), Rule: kindRule[k],
				Detail: fmt.Sprintf("intercepted on %d dice (22.22)", InterceptDice(k)), DetailMsg: msg("d.intercepted-on", engine.Int("n", InterceptDice(k)))})
		}
		opts = append(opts, engine.Option{Key: "cancel", Label: "Cancel", LabelMsg: msg("opt.cancel")})
		g.Ask(f, engine.Prompt{Kind: "op-kind", Seat: g.Seat(fo.Side), Secret: true, Rule: "20.2", Sub: fo.ID, SubMsg: forceName(fo),
			Text: "Which operation for " + fo.Name + "?", Msg: msg("q.kind", g.forceArg("force", fo)), Options: opts})
		return
	}
	if k := g.Key(f); k != "cancel" {
		g.Push(engine.Frame{Op: opTarget, Sub: fo.ID, S: k})
	}
}

// targets are the legal destinations of an operation kind (21.36 ranges).
func (g *Game) targets(fo *Force, kind string) []string {
	m := g.Map
	var out []string
	friendlyPortNear := func(a string) bool {
		for _, p := range g.S.Ports {
			if p.Side == fo.Side && !g.nonOperative(p.Area) && m.Dist(p.Area, a) <= m.Leg {
				return true
			}
		}
		return false
	}
	for _, a := range m.Areas {
		d := m.Dist(fo.Port, a.ID)
		switch kind {
		case OpPatrol:
			if a.Box || a.ID == fo.Port || d > m.Range || !friendlyPortNear(a.ID) {
				continue
			}
		case OpBase:
			if a.ID == fo.Port || g.portSide(a.ID) != fo.Side || d > m.Range {
				continue
			}
		case OpStrike, OpBombard:
			if ps := g.portSide(a.ID); ps != 1-fo.Side || d > m.Range {
				continue
			}
		case OpConvoy:
			ok := false
			for _, c := range g.Sc.Convoys {
				ok = ok || c.Side == fo.Side && c.From == fo.Port && c.To == a.ID && (c.Max == 0 || g.S.Runs[c.ID] < c.Max) && !g.convoyOrdered(c.ID) &&
					(g.portSide(c.To) == c.Side) != c.Invade && g.liftableWith(&c, g.ForceDD(fo.ID), g.transportsFor(&c, fo.Side, g.ForceDD(fo.ID))) > 0 && !g.nrHeld(&c)
			}
			if !ok {
				continue
			}
		case OpRaid:
			if a.ID != g.raidBox(fo.Side) {
				continue
			}
		case OpJoin:
			if !slices.Contains(g.joinTargets(fo), a.ID) {
				continue
			}
		}
		out = append(out, a.ID)
	}
	return out
}

func stepTarget(g *Game, f *engine.Frame) {
	fo := g.force(f.Sub)
	kind := f.S
	if f.Ans == nil {
		var opts []engine.Option
		for _, a := range g.targets(fo, kind) {
			c, dd := g.routeTo(fo, kind, a), g.ForceDD(fo.ID)
			if c == nil || g.liftable(c, dd) > 0 {
				opts = append(opts, engine.Option{Key: "area:" + a, Ref: "area:" + a, Label: g.Map.Area(a).Name,
					LabelMsg: msg("opt.area", g.areaArg("area", a)),
					Detail:   fmt.Sprintf("%d hexes", g.Map.Dist(fo.Port, a)), DetailMsg: msg("d.hexes", engine.Int("n", g.Map.Dist(fo.Port, a)))})
			}
			// 21.6: transports from the SW box in place of destroyers.
			if c != nil {
				if tr := g.transportsFor(c, fo.Side, dd); tr > 0 {
					opts = append(opts, engine.Option{Key: "tr:" + a, Ref: "area:" + a, Rule: "21.6",
						Label:     fmt.Sprintf("%s, with %d transports from the SW box", g.Map.Area(a).Name, tr),
						LabelMsg:  msg("opt.areatransports", g.areaArg("area", a), engine.Int("n", tr)),
						Detail:    fmt.Sprintf("%d hexes; one transport per %d land factors (21.6)", g.Map.Dist(fo.Port, a), TransportLift),
						DetailMsg: msg("d.areatransports", engine.Int("n", g.Map.Dist(fo.Port, a)), engine.Int("lift", TransportLift))})
				}
			}
		}
		opts = append(opts, engine.Option{Key: "cancel", Label: "Cancel", LabelMsg: msg("opt.cancel")})
		g.Ask(f, engine.Prompt{Kind: "op-target", Seat: g.Seat(fo.Side), Secret: true, Rule: kindRule[kind], Sub: fo.ID, SubMsg: forceName(fo),
			Text: kindLabel[kind] + ": where?", Msg: msg("q.target", engine.Nested("kind", msg("kind."+kind))), Options: opts})
		return
	}
	k := g.Key(f)
	if k == "cancel" {
		return
	}
	to, withTR := strings.CutPrefix(k, "tr:")
	if !withTR {
		to = k[len("area:"):]
	}
	o := Op{N: len(g.S.Ops), Side: fo.Side, Force: fo.ID, Kind: kind, Target: to, Path: g.Map.Path(fo.Port, to)}
	if kind == OpJoin {
		o.Partner = g.joinPartner(fo.Side, to) + 1
	}
	if kind == OpRaid && slices.Contains(g.Sc.Params.RaidStraight, fo.Port) {
		o.Path, o.Straight = []string{to}, true // 21.5322
	}
	if kind == OpConvoy {
		g.loadConvoy(fo, &o, withTR)
	}
	fo.Used = true
	g.S.Ops = append(g.S.Ops, o)
}

// loadConvoy ties the sea transport o of the force to its convoy route
// and embarks the cargo: on the force's destroyers, and on transports
// from the SW box when withTR (21.43, 21.6).
func (g *Game) loadConvoy(fo *Force, o *Op, withTR bool) {
	for _, c := range g.Sc.Convoys {
		if c.Side == fo.Side && c.From == fo.Port && c.To == o.Target {
			o.Convoy = c.ID
			dd, tr := g.ForceDD(fo.ID), 0
			if withTR {
				tr = g.transportsFor(&c, fo.Side, dd)
			}
			lift := g.liftableWith(&c, dd, tr)
			byDD := min(lift, dd/g.liftPer(&c))
			g.loadCargo(fo, byDD, g.liftPer(&c))
			g.sailTransports(fo, tr, lift-byDD)
			return
		}
	}
}

// loadCargo embarks land factors on the force's DDs, one a factor (21.43).
// An occupied invasion target needs per = 2 DD factors a land factor
// (21.5131).
func (g *Game) loadCargo(fo *Force, n, per int) {
	for _, s := range g.ShipsOf(fo.ID) {
		if s.Class == DD && n > 0 {
			c := min(n, s.Size/per)
			s.Cargo = c
			n -= c
		}
	}
}

// ForceDD is the force's undamaged destroyer factors.
func (g *Game) ForceDD(force string) int {
	n := 0
	for _, s := range g.ShipsOf(force) {
		if s.Class == DD {
			n += s.Size
		}
	}
	return n
}

func (g *Game) cargo(force string) int {
	n := 0
	for _, s := range g.ShipsOf(force) {
		n += s.Cargo
	}
	return n
}

// stepAnnounce announces every activity before the defender chooses
// interceptions (22.15), then runs them one by one.
func stepAnnounce(g *Game, f *engine.Frame) {
	g.orderJoinsFirst()
	if len(g.S.Ops) == 0 {
		g.say("event", "22.15", "", msg("log.noactivity", g.seatArg("side", g.S.Phasing)), "%s undertakes no naval activity", g.Sc.Seats[g.S.Phasing])
	}
	var fr []engine.Frame
	for i := range g.S.Ops {
		o := &g.S.Ops[i]
		fo := g.force(o.Force)
		fo.AtSea = true
		size := "a naval force"
		if g.IsTF(fo.ID) {
			size = "a task force"
		}
		e := engine.Entry{Kind: "event", Rule: "22.15", Sub: fo.ID,
			Text: fmt.Sprintf("Announced: %s (%s) from %s, %s to %s", size, fo.Name, g.Map.Area(fo.Port).Name, kindLabel[o.Kind], g.Map.Area(o.Target).Name),
			Msg:  msg("log.announce", g.forceArg("force", fo), g.areaArg("from", fo.Port), engine.Nested("kind", msg("kind."+o.Kind)), g.areaArg("to", o.Target))}
		g.Add(e)
		fr = append(fr, engine.Frame{Op: opIntercept, A: i})
	}
	for i := range g.S.Ops {
		fr = append(fr, engine.Frame{Op: opRollCuts, A: i}, engine.Frame{Op: opCounter, A: i}, engine.Frame{Op: opRollCtr, A: i},
			engine.Frame{Op: opAirStrike, A: i}, engine.Frame{Op: opCutStrike, A: i}, engine.Frame{Op: opEngage, A: i}, engine.Frame{Op: opSubCut, A: i}, engine.Frame{Op: opAbandon, A: i},
			engine.Frame{Op: opComplete, A: i})
	}
	// 22.164, 22.165: the returning forces come later, each way home a new
	// activity announced as the force heads home; forces coming home
	// together may group.
	for i := range g.S.Ops {
		fr = append(fr, engine.Frame{Op: opReturnLeg, A: i})
	}
	// 22.64–65, 23.462: then the interceptors, the withdrawn ships and the
	// fleeing forces, each on its way home.
	fr = append(fr, engine.Frame{Op: opHomeLegs})
	if g.Sc.Params.NRPhase {
		fr = append(fr, engine.Frame{Op: opRedeploy, A: g.S.Phasing}) // 21.63
	}
	fr = append(fr, engine.Frame{Op: opHome, A: g.S.Phasing})
	g.Push(fr...)
}

// stepEndTurn: repairs, air conversion (23.14), and the end of the game.
func stepEndTurn(g *Game, f *engine.Frame) {
	g.recoverForces()
	g.openPortCounters()
	g.launchTransports()
	g.landMoves()
	g.counterattacks()
	// 21.51: a beachhead lasts through the turn of the landing and the next.
	for i := range g.S.Ports {
		if p := &g.S.Ports[i]; p.Beachhead > 0 && g.S.Turn > p.Beachhead {
			p.Beachhead = 0
		}
	}
	g.swCombat()
	for i := range g.S.Ships {
		s := &g.S.Ships[i]
		if s.Sunk || s.Force == "" {
			continue
		}
		if fo := g.force(s.Force); fo != nil && fo.AtSea {
			continue
		}
		if s.Damaged || s.DmgCA > 0 {
			if s.Repair == 0 {
				s.Repair = max(1, g.Sc.Params.RepairTurns)
			}
			s.Repair--
			if s.Repair == 0 {
				s.Damaged, s.DmgCA = false, 0
				g.say("event", "27.7", s.ID, msg("log.repaired", engine.Text("ship", s.String())), "%s is repaired", s.String())
			}
		}
		// Carrier air groups are made up in port (the pool of 17.3 is not
		// in the seed: a carrier in port refills its group).
		if s.Carrier() && !s.Damaged && s.NAS < s.Size {
			s.NAS = s.Size
		}
	}
	for i := range g.S.Air {
		a := &g.S.Air[i]
		if a.LostAAS > 0 {
			aas := 3*a.AAF - a.LostAAS
			a.AAF = ConvertAAS(aas)
			g.say("event", "23.14", a.ID, msg("log.aircombine", engine.Nested("base", DataName(a.Name)), engine.Int("n", max(aas, 0)), engine.Int("aaf", a.AAF)), "%s: %d squadrons left make %d air factors", a.Name, max(aas, 0), a.AAF)
			a.LostAAS = 0
		}
		a.NAS -= a.LostNAS
		a.LostNAS = 0
		if a.NAS < 0 {
			a.NAS = 0
		}
	}
	if g.S.Turn >= g.Sc.Turns || g.sideGone(0) || g.sideGone(1) {
		g.finish()
		return
	}
	g.Push(engine.Frame{Op: opTurn})
}

func (g *Game) sideGone(side int) bool {
	for i := range g.S.Forces {
		if g.S.Forces[i].Side == side && g.ForceNF(g.S.Forces[i].ID) > 0 {
			return false
		}
	}
	return true
}

// ConvertAAS turns squadrons back into air factors (23.14): ⌊(n+1)/3⌋.
func ConvertAAS(n int) int {
	if n <= 0 {
		return 0
	}
	return (n + 1) / 3
}

// ConvertAASPool converts the squadrons of several bases (23.143) and keeps
// the total within the force pool: surplus factors are removed, from the
// largest base first.
func ConvertAASPool(aas []int, pool int) []int {
	out := make([]int, len(aas))
	total := 0
	for i, n := range aas {
		out[i] = ConvertAAS(n)
		total += out[i]
	}
	for total > pool {
		best := 0
		for i := range out {
			if out[i] > out[best] {
				best = i
			}
		}
		out[best]--
		total--
	}
	return out
}

// finish ends the game and scores it.
func (g *Game) finish() {
	if g.S.Over {
		return
	}
	g.S.Over = true
	g.scoreBRP()
	lead := g.S.VP[0] - g.S.VP[1]
	switch {
	case lead >= g.Sc.Win:
		g.S.Winner, g.S.Result = 0, g.Sc.Seats[0]+" victory"
	case lead < g.Sc.Lose:
		g.S.Winner, g.S.Result = 1, g.Sc.Seats[1]+" victory"
	default:
		g.S.Winner, g.S.Result = -1, "draw"
	}
	g.Add(engine.Entry{Kind: "phase", Rule: "", Text: fmt.Sprintf("Game over: %s (VP %d–%d; naval factors lost %d–%d)", g.S.Result, g.S.VP[0], g.S.VP[1], g.S.LostNF[0], g.S.LostNF[1]),
		Msg: msg("log.gameover", engine.Nested("result", resultMsg(g)), engine.Int("vp0", g.S.VP[0]), engine.Int("vp1", g.S.VP[1]))})
}

// resultMsg is the game's result as a message.
func resultMsg(g *Game) *engine.Msg {
	if g.S.Winner < 0 {
		return msg("result.draw")
	}
	return msg("result.victory", g.seatArg("side", g.S.Winner))
}

// sortedForces lists forces by id.
func sortedForces(fs []*Force) {
	sort.Slice(fs, func(i, j int) bool { return fs[i].ID < fs[j].ID })
}

// routeTo is the convoy route a sea transport of force fo to area a runs
// (nil for any other kind of operation).
func (g *Game) routeTo(fo *Force, kind, a string) *Convoy {
	if kind != OpConvoy {
		return nil
	}
	for i := range g.Sc.Convoys {
		if c := &g.Sc.Convoys[i]; c.Side == fo.Side && c.From == fo.Port && c.To == a {
			return c
		}
	}
	return nil
}
