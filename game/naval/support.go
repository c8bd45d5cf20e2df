package naval

import (
	"fmt"
	"slices"

	"periscope/game/engine"
)

// This file holds the rules of chapter 22 that tie activities and
// interceptions together: mutual support against a counter-interceptor
// (22.28), rendezvous (22.131), abandoning an activity (22.29) and the
// interception of forces on their way home (22.165).

// The ops of these rules. Their names are part of the save format.
const (
	opSupport   engine.Op = "naval.support"
	opAbandon   engine.Op = "naval.abandon"
	opReturnLeg engine.Op = "naval.returnleg"
)

func registerSupport(s *engine.Steps[*Game]) {
	s.Register(opSupport, stepSupport)
	s.Register(opAbandon, stepAbandon)
	s.Register(opReturnLeg, stepReturnLeg)
	ops := &engine.Range{Min: 0, Max: 200}
	s.Args(opSupport, engine.ArgSpec{A: ops, B: &engine.Range{Min: 0, Max: 200}})
	s.Args(opAbandon, engine.ArgSpec{A: ops})
	s.Args(opReturnLeg, engine.ArgSpec{A: ops})
}

// ---------------------------------------------------------------- 22.28 mutual support

// supporters are the fellow interceptors of op o that may support the
// interception `of` against the counter-interceptor at hex (22.28: they
// succeeded, are not subs, and have not already put theirs on hold).
func (g *Game) supporters(o *Op, of int) []int {
	var out []int
	for i, c := range o.Cuts {
		if i == of || !c.OK || c.Counter || c.Sub != "" || c.Support != 0 || len(g.ShipsOf(c.Force)) == 0 || g.force(c.Force).Returned {
			continue
		}
		if c.Force == o.Cuts[of].Force {
			continue
		}
		out = append(out, i)
	}
	return out
}

// supportPath reports whether the battle hex lies on the supporter's own
// way to its interception hex (22.281: it then joins at once).
func (g *Game) supportPath(c Intercept, hex string) bool {
	fo := g.force(c.Force)
	return fo.At == hex || c.Hex == hex || slices.Contains(g.Map.Path(fo.At, c.Hex), hex)
}

// stepSupport: before the first round against a counter-interceptor away
// from the interception hex (22.161B), the interceptor's fellows may put
// their own interception on hold and support it (22.28), one at a time;
// then the battle. A is the op, B the counter-interception.
func stepSupport(g *Game, f *engine.Frame) {
	o := &g.S.Ops[f.A]
	ctr := o.Cuts[f.B]
	ic := o.Cuts[ctr.Of]
	cands := g.supporters(o, ctr.Of)
	if len(cands) > 0 && f.S != "done" {
		if f.Ans == nil {
			var po []engine.Option
			for _, i := range cands {
				c := o.Cuts[i]
				fo := g.force(c.Force)
				d := g.Map.Dist(fo.At, ctr.Hex)
				p := 1.0
				detail := "on its way: joins at once (22.281)"
				if !g.supportPath(c, ctr.Hex) {
					p = sumOdds(c.Dice, d, g.Map.Pacific)
					detail = fmt.Sprintf("%d dice against %d hexes, then 1 d6 a round (22.281)", c.Dice, d)
				}
				po = append(po, engine.Option{Key: fmt.Sprintf("support:%d", i), Ref: "force:" + fo.ID, Rule: "22.28",
					Label:    fmt.Sprintf("%s supports %s", fo.Name, g.force(ic.Force).Name),
					LabelMsg: msg("opt.support", g.forceArg("force", fo), g.forceArg("of", g.force(ic.Force))),
					Detail:   detail, Odds: []engine.Odd{{Outcome: "intercepts", P: p}}})
			}
			po = append(po, engine.Option{Key: "none", Label: "No support", LabelMsg: msg("opt.nosupport"), Rule: "22.28"})
			g.Ask(f, engine.Prompt{Kind: "support", Seat: g.Seat(1 - o.Side), Rule: "22.28",
				Text: fmt.Sprintf("%s is counter-intercepted at %s: support it?", g.force(ic.Force).Name, g.Map.Area(ctr.Hex).Name),
				Msg:  msg("q.support", g.forceArg("force", g.force(ic.Force)), engine.Text("area", g.Map.Area(ctr.Hex).Name)), Options: po})
			return
		}
		k := g.Key(f)
		if k != "none" {
			var i int
			fmt.Sscanf(k, "support:%d", &i)
			g.support(o, i, ctr.Of, ctr.Hex)
			g.Push(engine.Frame{Op: opSupport, A: f.A, B: f.B})
			return
		}
	}
	def := []string{ic.Force}
	for i, c := range o.Cuts {
		if c.Support == ctr.Of+1 && c.OK && i != ctr.Of {
			def = append(def, c.Force)
		}
	}
	var coming []Coming
	for _, c := range o.Cuts {
		if c.Support == ctr.Of+1 && !c.OK {
			fo := g.force(c.Force)
			coming = append(coming, Coming{Force: c.Force, Dist: g.Map.Dist(fo.At, ctr.Hex), Moved: c.Moved})
		}
	}
	g.startBattle(ctr.Hex, []string{ctr.Force}, def, 1-o.Side, f.A, ctr.Of)
	g.S.Battle.Coming = coming
}

// support puts interception i of op o on hold to support interception of
// against a counter-interceptor at hex (22.28): on the supporter's own way
// it joins at once; otherwise it is placed by an interception roll and, if
// short, closes 1 d6 a round (22.281).
func (g *Game) support(o *Op, i, of int, hex string) {
	c := &o.Cuts[i]
	fo := g.force(c.Force)
	c.Support = of + 1
	if g.supportPath(*c, hex) {
		c.Moved = 0
		g.say("event", "22.281", fo.ID, msg("log.supports", g.forceArg("force", fo), engine.Text("area", g.Map.Area(hex).Name)),
			"%s puts its interception on hold and joins the battle at %s", fo.Name, g.Map.Area(hex).Name)
		return
	}
	d := g.Map.Dist(fo.At, hex)
	r := g.RollPool("support", "22.281", fo.ID, c.Dice, 6)
	sum := 0
	for _, v := range r.Faces {
		sum += v
	}
	if g.Map.Pacific {
		sum = (sum + 1) / 2
	}
	r.Total = sum
	c.Moved = sum
	res := "arrives"
	if sum < d {
		c.OK = false // on hold, still closing: it arrives by the 1 d6 a round
		res = "still closing"
	}
	r.Say(rollMsg(purpose("support"), msg("roll.against", engine.Int("n", c.Dice), engine.Int("hexes", d)),
		msg("res.support", engine.Int("n", sum), engine.Nested("res", msg("res."+map[bool]string{true: "arrives", false: "closing"}[sum >= d])))))
	r.Record(fmt.Sprintf("%d dice against %d hexes", c.Dice, d), fmt.Sprintf("%s moves %d: %s", fo.Name, sum, res))
}

// comingArrivals: supporters still closing on a counter-interception
// battle roll 1 d6 a round (22.281) and join as new CGs on arrival.
func (g *Game) comingArrivals() {
	b := g.S.Battle
	o := &g.S.Ops[b.Op]
	for i := range b.Coming {
		cm := &b.Coming[i]
		if cm.Moved >= cm.Dist || len(g.ShipsOf(cm.Force)) == 0 {
			continue
		}
		r := g.RollD6("continue", "22.281", cm.Force)
		step := r.Raw
		if g.Map.Pacific {
			step = (r.Raw + 1) / 2
		}
		cm.Moved += step
		fo := g.force(cm.Force)
		if cm.Moved >= cm.Dist {
			b.Forces[b.Interceptor] = append(b.Forces[b.Interceptor], cm.Force)
			fo.At, fo.AtSea = b.Hex, true
			for j := range o.Cuts {
				if o.Cuts[j].Force == cm.Force && o.Cuts[j].Support == b.Of+1 {
					o.Cuts[j].OK = true
				}
			}
			r.Say(rollMsg(purpose("continue"), msg("roll.hexes", engine.Int("n", cm.Dist)), msg("res.joins", engine.Int("n", cm.Moved), g.forceArg("force", fo))))
			r.Record(fmt.Sprintf("%d hexes", cm.Dist), fmt.Sprintf("moved %d: %s joins the battle", cm.Moved, fo.Name))
		} else {
			r.Say(rollMsg(purpose("continue"), msg("roll.hexes", engine.Int("n", cm.Dist)), msg("res.moved", engine.Int("n", cm.Moved))))
			r.Record(fmt.Sprintf("%d hexes", cm.Dist), fmt.Sprintf("moved %d", cm.Moved))
		}
	}
}

// endSupport settles the supporters when a counter-interception battle
// ends (22.281): arrivals share the interceptor's fate (beaten, all go
// home; winning, they go on as one); those still closing take up their
// own interception again (the owner's choice, made for him: they go on).
func (g *Game) endSupport(o *Op, of int, won bool) {
	for i := range o.Cuts {
		c := &o.Cuts[i]
		if c.Support != of+1 {
			continue
		}
		arrived := g.S.Battle != nil && slices.Contains(g.S.Battle.Forces[g.S.Battle.Interceptor], c.Force)
		c.Support = 0
		switch {
		case !arrived:
			c.OK = true
		case won:
			c.OK, c.Won = true, true
		default:
			c.OK = false
		}
	}
}

// ---------------------------------------------------------------- 22.131 rendezvous

// joinTargets are the ports where a force may meet another force of its
// side on that force's activity this turn (22.131): an activity already
// ordered from another port within range, not a raid (21.531: raiders
// sail alone) nor itself a rendezvous, and together no more than a task
// force's 25 NF (20.16).
func (g *Game) joinTargets(fo *Force) []string {
	var out []string
	for _, o := range g.S.Ops {
		if o.Side != fo.Side || o.Kind == OpRaid || o.Kind == OpJoin || o.Kind == OpReturn {
			continue
		}
		p := g.force(o.Force)
		if p.Port == fo.Port || g.Map.Dist(fo.Port, p.Port) > g.Map.Range || slices.Contains(out, p.Port) {
			continue
		}
		if g.ForceNF(fo.ID)+g.ForceNF(p.ID) > 25 || g.subOnly(fo.ID) || g.subOnly(p.ID) {
			continue
		}
		out = append(out, p.Port)
	}
	return out
}

// joinPartner is the op a rendezvous at port joins (the first ordered
// from there).
func (g *Game) joinPartner(side int, port string) int {
	for i, o := range g.S.Ops {
		if o.Side == side && o.Kind != OpRaid && o.Kind != OpJoin && o.Kind != OpReturn && g.force(o.Force).Port == port {
			return i
		}
	}
	return -1
}

// orderJoinsFirst puts the rendezvous legs before the activities they
// join, so that the joiners arrive (or not) before the combined force
// sails (22.131: the force waiting in base is not interceptable there),
// and renumbers the ops.
func (g *Game) orderJoinsFirst() {
	if !slices.ContainsFunc(g.S.Ops, func(o Op) bool { return o.Kind == OpJoin }) {
		return
	}
	old := g.S.Ops
	var joins, rest []int
	for i, o := range old {
		if o.Kind == OpJoin {
			joins = append(joins, i)
		} else {
			rest = append(rest, i)
		}
	}
	order := append(joins, rest...)
	pos := make([]int, len(old))
	for n, i := range order {
		pos[i] = n
	}
	ops := make([]Op, len(old))
	for n, i := range order {
		ops[n] = old[i]
		ops[n].N = n
		if ops[n].Partner > 0 {
			ops[n].Partner = pos[ops[n].Partner-1] + 1
		}
	}
	g.S.Ops = ops
}

// completeJoin merges the joining force into its partner's force at the
// rendezvous port (22.131: the combined force is a new target, intercepted
// as the partner's activity).
func (g *Game) completeJoin(o *Op) {
	fo := g.force(o.Force)
	p := &g.S.Ops[o.Partner-1]
	pf := g.force(p.Force)
	var names []*Ship
	for _, s := range g.ShipsOf(fo.ID) {
		s.Force = pf.ID
		names = append(names, s)
	}
	fo.At, fo.AtSea = fo.Port, false
	g.say("event", "22.131", fo.ID, msg("log.joined", g.forceArg("force", fo), g.forceArg("to", pf), engine.Text("area", g.Map.Area(pf.Port).Name)),
		"%s meets %s at %s: %s", fo.Name, pf.Name, g.Map.Area(pf.Port).Name, joinNames(names))
}

// ---------------------------------------------------------------- 22.29 abandoning

// abandonable reports whether the op's owner may abandon it now (22.29):
// after an air or sub attack or a battle, or when its partner force was
// destroyed or abandoned.
func (g *Game) abandonable(o *Op) bool {
	if o.Stopped || o.Done || o.Abandoned || o.Kind == OpReturn || o.Kind == OpRaid || len(g.ShipsOf(o.Force)) == 0 {
		return false
	}
	return o.Attacked || o.PartnerLost
}

// stepAbandon offers the phasing side to abandon op A (22.29–291): the
// force goes home at once, exposed on its way (22.165), and is returned on
// arrival; the activity does not complete.
func stepAbandon(g *Game, f *engine.Frame) {
	o := &g.S.Ops[f.A]
	if !g.abandonable(o) {
		return
	}
	fo := g.force(o.Force)
	if f.Ans == nil {
		dmg := 0
		for _, s := range g.ShipsOf(fo.ID) {
			if s.Damaged {
				dmg += s.Size
			}
		}
		g.Ask(f, engine.Prompt{Kind: "abandon", Seat: g.Seat(o.Side), Rule: "22.29", Sub: fo.ID,
			Text: fmt.Sprintf("%s: go on with %s, or abandon it?", g.opText(o), fo.Name),
			Msg:  msg("q.abandon", engine.Int("op", o.N+1), g.forceArg("force", fo), engine.Int("nf", g.ForceNF(fo.ID)), engine.Int("dmg", dmg)),
			Options: []engine.Option{
				{Key: "go-on", Label: "Go on", LabelMsg: msg("opt.goon"), Rule: "22.29", Detail: fmt.Sprintf("%d NF, %d damaged", g.ForceNF(fo.ID), dmg),
					DetailMsg: msg("d.nf-damaged", engine.Int("nf", g.ForceNF(fo.ID)), engine.Int("dmg", dmg))},
				{Key: "abandon", Label: "Abandon the operation and go home", LabelMsg: msg("opt.abandon"), Rule: "22.291"},
			}})
		return
	}
	if g.Key(f) != "abandon" {
		return
	}
	g.abandon(o)
}

// abandon turns op o home (22.291) and frees a partner to abandon too.
func (g *Game) abandon(o *Op) {
	fo := g.force(o.Force)
	o.Stopped, o.Abandoned = true, true
	fo.Returned = true
	g.unload(fo)
	g.say("event", "22.291", fo.ID, msg("log.abandons", g.forceArg("force", fo), engine.Int("op", o.N+1)), "%s abandons op %d and turns for home", fo.Name, o.N+1)
	g.partnerLost(o)
}

// partnerLost marks the activity a rendezvous force was to join when that
// force is lost, turned back or abandoned (22.29).
func (g *Game) partnerLost(o *Op) {
	if o.Kind == OpJoin && o.Partner > 0 {
		g.S.Ops[o.Partner-1].PartnerLost = true
	}
}

// ---------------------------------------------------------------- 22.165 return

// homeward reports whether op o's force still has a way home to sail,
// where it may be intercepted (22.165): not a patrol that holds its area,
// a base change (already in its new port), a rendezvous (it sails on with
// its partner) or a raid (the raid table governs its return, 21.5365).
func (g *Game) homeward(o *Op) (string, bool) {
	fo := g.force(o.Force)
	if o.Leg > 0 || len(g.ShipsOf(fo.ID)) == 0 || fo.Patrol != "" {
		return "", false
	}
	switch o.Kind {
	case OpPatrol, OpBase, OpJoin, OpRaid, OpReturn:
		if !o.Abandoned || o.Kind == OpRaid || o.Kind == OpJoin {
			return "", false
		}
	}
	from := o.Target
	if o.Stopped {
		from = fo.At
	}
	if from == "" || from == fo.Port || len(g.Map.Path(from, fo.Port)) == 0 {
		return "", false
	}
	return from, true
}

// stepReturnLeg opens the return of op A's force as an activity of its
// own (22.165, 22.22: two dice), open to the defender's interceptors that
// have not tried this phase and to its land air (22.133), with a battle if
// it is intercepted.
func stepReturnLeg(g *Game, f *engine.Frame) {
	o := &g.S.Ops[f.A]
	from, ok := g.homeward(o)
	if !ok {
		return
	}
	fo := g.force(o.Force)
	fo.At, fo.AtSea = from, true
	n := len(g.S.Ops)
	g.S.Ops = append(g.S.Ops, Op{N: n, Side: o.Side, Force: o.Force, Kind: OpReturn, Target: fo.Port, Path: g.Map.Path(from, fo.Port), Leg: f.A + 1})
	g.say("event", "22.165", fo.ID, msg("log.homeward", g.forceArg("force", fo), engine.Text("from", g.Map.Area(from).Name), engine.Text("to", g.Map.Area(fo.Port).Name)),
		"%s heads home from %s to %s", fo.Name, g.Map.Area(from).Name, g.Map.Area(fo.Port).Name)
	g.Push(engine.Frame{Op: opIntercept, A: n}, engine.Frame{Op: opRollCuts, A: n}, engine.Frame{Op: opCounter, A: n}, engine.Frame{Op: opRollCtr, A: n},
		engine.Frame{Op: opAirStrike, A: n}, engine.Frame{Op: opEngage, A: n}, engine.Frame{Op: opSubCut, A: n}, engine.Frame{Op: opComplete, A: n})
}
