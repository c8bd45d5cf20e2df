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
	opGoOn      engine.Op = "naval.goon"
)

func registerSupport(s *engine.Steps[*Game]) {
	s.Register(opSupport, stepSupport)
	s.Register(opAbandon, stepAbandon)
	s.Register(opReturnLeg, stepReturnLeg)
	s.Register(opGoOn, stepGoOn)
	ops := &engine.Range{Min: 0, Max: 200}
	s.Args(opSupport, engine.ArgSpec{A: ops, B: &engine.Range{Min: 0, Max: 200}})
	s.Args(opAbandon, engine.ArgSpec{A: ops})
	s.Args(opReturnLeg, engine.ArgSpec{A: ops})
	s.Args(opGoOn, engine.ArgSpec{A: ops})
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
				Msg:  msg("q.support", g.forceArg("force", g.force(ic.Force)), g.areaArg("area", ctr.Hex)), Options: po})
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
	// After the battle its owner decides whether the winning interceptor
	// goes on and whether the supporters still closing resume their own
	// interceptions (22.161B, 22.281).
	g.startBattle(ctr.Hex, []string{ctr.Force}, def, 1-o.Side, f.A, ctr.Of, engine.Frame{Op: opGoOn, A: f.A})
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
		g.say("event", "22.281", fo.ID, msg("log.supports", g.forceArg("force", fo), g.areaArg("area", hex)),
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
// home; winning, they go on or home with it as one); those still closing
// may take up their own interception again or go home, at their owner's
// choice (asked next, stepGoOn).
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
			c.OK, c.Choose = true, "closing"
		case won:
			c.OK, c.Won, c.Joined = true, true, of+1
		default:
			c.OK = false
		}
	}
}

// stepGoOn asks the interceptor's owner, after a counter-interception
// battle away from the interception hex, one decision at a time: whether
// the winning interceptor, with the supporters that arrived, goes on to
// the interception hex or goes home (22.161B, 22.1611, 22.281: they
// continue as one); and whether each supporter that had not arrived
// resumes its own interception or goes home (22.281). A is the op.
func stepGoOn(g *Game, f *engine.Frame) {
	o := &g.S.Ops[f.A]
	i := slices.IndexFunc(o.Cuts, func(c Intercept) bool { return c.Choose != "" })
	if i < 0 {
		return
	}
	c := &o.Cuts[i]
	fo := g.force(c.Force)
	if len(g.ShipsOf(fo.ID)) == 0 || o.Stopped || o.Done {
		c.Choose = ""
		g.Push(engine.Frame{Op: opGoOn, A: f.A})
		return
	}
	area := g.Map.Area(c.Hex).Name
	won := c.Choose == "won"
	if f.Ans == nil {
		rule, goKey := "22.281", "resume"
		label, labelM := fmt.Sprintf("%s resumes its interception at %s", fo.Name, area), msg("opt.resume", g.forceArg("force", fo), g.areaArg("area", c.Hex))
		text, textM := fmt.Sprintf("%s did not reach the battle: resume its interception or go home?", fo.Name), msg("q.closing", g.forceArg("force", fo), g.areaArg("area", c.Hex))
		if won {
			rule, goKey = "22.161B", "go-on"
			nf := g.ForceNF(fo.ID)
			for _, x := range o.Cuts {
				if x.Joined == i+1 && len(g.ShipsOf(x.Force)) > 0 {
					nf += g.ForceNF(x.Force)
				}
			}
			label, labelM = fmt.Sprintf("%s goes on to %s (%d NF)", fo.Name, area, nf), msg("opt.goonto", g.forceArg("force", fo), g.areaArg("area", c.Hex), engine.Int("nf", nf))
			text, textM = fmt.Sprintf("%s won its battle: go on to %s or go home?", fo.Name, area), msg("q.goon", g.forceArg("force", fo), g.areaArg("area", c.Hex))
		}
		seat := g.Seat(1 - o.Side)
		if !won && g.sw.ctrNonArrival {
			seat = g.Seat(o.Side) // 22.281B, the text's reading
		}
		g.Ask(f, engine.Prompt{Kind: "go-on", Seat: seat, Rule: rule, Sub: fo.ID, SubMsg: forceName(fo), Text: text, Msg: textM,
			Options: []engine.Option{
				{Key: goKey, Ref: "area:" + c.Hex, Rule: rule, Label: label, LabelMsg: labelM},
				{Key: "home", Ref: "force:" + fo.ID, Rule: rule, Label: "Go home", LabelMsg: msg("opt.gohome")},
			}})
		return
	}
	c.Choose = ""
	if g.Key(f) == "home" {
		c.OK = false
		if won {
			// 22.1611, 22.281: the arrived supporters go home with it.
			c.Won = false
			for j := range o.Cuts {
				if o.Cuts[j].Joined == i+1 {
					o.Cuts[j].OK, o.Cuts[j].Won = false, false
				}
			}
		}
		g.say("event", rule22161(won), fo.ID, msg("log.goeshome", g.forceArg("force", fo)), "%s goes home", fo.Name)
	} else if won {
		g.say("event", "22.161B", fo.ID, msg("log.goeson", g.forceArg("force", fo), g.areaArg("area", c.Hex)), "%s goes on to %s", fo.Name, area)
	} else {
		g.say("event", "22.281", fo.ID, msg("log.resumes", g.forceArg("force", fo), g.areaArg("area", c.Hex)), "%s resumes its interception at %s", fo.Name, area)
	}
	g.Push(engine.Frame{Op: opGoOn, A: f.A})
}

func rule22161(won bool) string {
	if won {
		return "22.161B"
	}
	return "22.281"
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
	g.say("event", "22.131", fo.ID, msg("log.joined", g.forceArg("force", fo), g.forceArg("to", pf), g.areaArg("area", pf.Port)),
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
		p := engine.Prompt{Kind: "abandon", Seat: g.Seat(o.Side), Rule: "22.29", Sub: fo.ID, SubMsg: forceName(fo),
			Text: fmt.Sprintf("%s: go on with %s, or abandon it?", g.opText(o), fo.Name),
			Msg:  msg("q.abandon", engine.Int("op", o.N+1), g.forceArg("force", fo), engine.Int("nf", g.ForceNF(fo.ID)), engine.Int("dmg", dmg)),
			Options: []engine.Option{
				{Key: "go-on", Label: "Go on", LabelMsg: msg("opt.goon"), Rule: "22.29", Detail: fmt.Sprintf("%d NF, %d damaged", g.ForceNF(fo.ID), dmg),
					DetailMsg: msg("d.nf-damaged", engine.Int("nf", g.ForceNF(fo.ID)), engine.Int("dmg", dmg))},
				{Key: "abandon", Label: "Abandon the operation and go home", LabelMsg: msg("opt.abandon"), Rule: "22.291"},
			}}
		if r := g.refuge(o); r != "" {
			p.Options = append(p.Options, engine.Option{Key: "flee", Label: "Flee to " + g.Map.Area(r).Name, Rule: "23.46",
				LabelMsg: msg("opt.flee", g.areaArg("area", r))})
		}
		g.Ask(f, p)
		return
	}
	switch g.Key(f) {
	case "abandon":
		g.abandon(o)
	case "flee":
		g.flee(o)
	}
}

// refuge is where op o's force may flee after an air strike on it
// (23.46): the nearest port of its side out of range of every enemy air
// base with squadrons; "" when the force was not struck from the air or
// no port is out of reach.
func (g *Game) refuge(o *Op) string {
	if !o.AirStruck {
		return ""
	}
	fo := g.force(o.Force)
	best, bd := "", 1<<30
	for _, p := range g.S.Ports {
		if p.Side != o.Side {
			continue
		}
		reach := false
		for _, a := range g.S.Air {
			if a.Side != o.Side && a.AAF+a.NAS > 0 && g.Map.Dist(a.Area, p.Area) <= a.Range {
				reach = true
				break
			}
		}
		if d := g.Map.Dist(fo.At, p.Area); !reach && d < bd {
			best, bd = p.Area, d
		}
	}
	return best
}

// flee sends op o's force to its refuge (23.46, 23.462): unstoppable on
// the way (no interception, no way home), returned; once in the refuge's
// hex it may be struck by land air in range and intercepted (its way
// home, homing.go, is that hex alone), and it bases there on arrival.
func (g *Game) flee(o *Op) {
	fo := g.force(o.Force)
	r := g.refuge(o)
	o.Stopped, o.Abandoned, o.Fled = true, true, true
	g.unload(fo)
	fo.At, fo.AtSea, fo.Returned = r, true, true
	if !slices.ContainsFunc(g.S.Homing, func(h Homing) bool { return h.Force == fo.ID }) {
		g.S.Homing = append(g.S.Homing, Homing{Force: fo.ID, From: r, To: r})
	}
	g.say("event", "23.46", fo.ID, msg("log.flees", g.forceArg("force", fo), engine.Int("op", o.N+1), g.areaArg("area", r)),
		"%s flees to %s (op %d)", fo.Name, g.Map.Area(r).Name, o.N+1)
	g.partnerLost(o)
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
// its partner). A raid's way home comes after its second Raid Table roll
// (21.538D, raidsplit.go).
func (g *Game) homeward(o *Op) (string, bool) {
	fo := g.force(o.Force)
	if o.Leg > 0 || o.Fled || len(g.ShipsOf(fo.ID)) == 0 || fo.Patrol != "" {
		return "", false // 23.46: a fled force is out of reach on its way
	}
	switch o.Kind {
	case OpRaid:
		// 21.538D: the raiders' last leg home from the box is open to the
		// defender's air and ships in range; a raid from the Murmansk box
		// is off the map (21.5322).
		if o.Straight {
			return "", false
		}
	case OpPatrol, OpBase, OpJoin, OpReturn:
		if !o.Abandoned || o.Kind == OpJoin {
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
	if slices.ContainsFunc(g.S.Ops, func(r Op) bool { return r.Kind == OpReturn && r.Leg == f.A+1 }) {
		return // a raid's way home sails once, after its second round (21.538D)
	}
	// 22.165: forces heading home together may group (not raids): one
	// target, one activity. One partner at a time, until "alone". Ships
	// may also split off, a new target (the player picks them). A raid
	// fleet split already, if it would, before its second round (21.537B).
	mates := g.homeMates(f.A, from)
	if o.Kind == OpRaid {
		mates = nil
	}
	if splittable := o.Kind != OpRaid && g.homeSplittable(o, fo); len(mates) > 0 || splittable {
		if f.Ans == nil {
			var po []engine.Option
			for _, j := range mates {
				mf := g.force(g.S.Ops[j].Force)
				nf := g.ForceNF(fo.ID) + g.ForceNF(mf.ID)
				po = append(po, engine.Option{Key: fmt.Sprintf("group:%d", j), Ref: "force:" + mf.ID, Rule: "22.165",
					Label:    fmt.Sprintf("Sail home with %s (%d NF together)", mf.Name, nf),
					LabelMsg: msg("opt.grouphome", g.forceArg("force", mf), engine.Int("nf", nf))})
			}
			if splittable {
				po = append(po, engine.Option{Key: "split", Rule: "22.165", Label: "Split ships off to sail home on their own",
					LabelMsg: msg("opt.splithome"), Detail: "a new target (22.165)", DetailMsg: msg("d.splithome")})
			}
			po = append(po, engine.Option{Key: "alone", Rule: "22.165", Label: "Sail home alone", LabelMsg: msg("opt.alonehome")})
			q, qm := fmt.Sprintf("%s heads home from %s: group with another force?", fo.Name, g.areaName(from)), msg("q.grouphome", g.forceArg("force", fo), g.areaArg("from", from))
			if len(mates) == 0 {
				q, qm = fmt.Sprintf("%s heads home from %s: split ships off?", fo.Name, g.areaName(from)), msg("q.splitoffhome", g.forceArg("force", fo), g.areaArg("from", from))
			}
			g.Ask(f, engine.Prompt{Kind: "return-group", Seat: g.Seat(o.Side), Rule: "22.165", Sub: fo.ID, SubMsg: forceName(fo), Text: q, Msg: qm, Options: po})
			return
		}
		switch k := g.Key(f); {
		case k == "split":
			g.Push(engine.Frame{Op: opSplitHome, A: f.A}, engine.Frame{Op: opReturnLeg, A: f.A})
			return
		case k != "alone":
			var j int
			fmt.Sscanf(k, "group:%d", &j)
			g.groupHome(o, &g.S.Ops[j])
			g.Push(engine.Frame{Op: opReturnLeg, A: f.A})
			return
		}
	}
	// 22.65: a force beaten in a battle (22.84) may make for another base
	// within 20/10 hexes of it (homing.go), asked apart.
	if o.Stopped && !o.Abandoned && !o.Straight && o.Kind != OpRaid && len(g.homeBases(fo, from)) > 1 {
		g.Push(engine.Frame{Op: opLegBase, A: f.A, S: from})
		return
	}
	g.sailHome(f.A, from, fo.Port)
}

// sailHome opens op i's force's way home from hex from to base to (22.165;
// to another base than its own, 22.65).
func (g *Game) sailHome(i int, from, to string) {
	o := &g.S.Ops[i]
	fo := g.force(o.Force)
	fo.At, fo.AtSea = from, true
	n := len(g.S.Ops)
	ret := Op{N: n, Side: o.Side, Force: o.Force, Kind: OpReturn, Target: to, Path: g.Map.Path(from, to), Leg: i + 1}
	if o.Straight {
		ret.Path, ret.Straight = []string{fo.Port}, true // 21.5322: back to the Murmansk box
	}
	g.S.Ops = append(g.S.Ops, ret)
	g.say("event", "22.165", fo.ID, msg("log.homeward", g.forceArg("force", fo), g.areaArg("from", from), g.areaArg("to", to)),
		"%s heads home from %s to %s", fo.Name, g.Map.Area(from).Name, g.Map.Area(to).Name)
	g.pushLeg(n)
}

// pushLeg runs op n, a way home, as an activity (22.165): interceptions,
// counter-interceptions, land air, the battle, subs, arrival; then more.
func (g *Game) pushLeg(n int, then ...engine.Frame) {
	g.Push(append([]engine.Frame{{Op: opIntercept, A: n}, {Op: opRollCuts, A: n}, {Op: opCounter, A: n}, {Op: opRollCtr, A: n},
		{Op: opAirStrike, A: n}, {Op: opCutStrike, A: n}, {Op: opEngage, A: n}, {Op: opSubCut, A: n}, {Op: opComplete, A: n}}, then...)...)
}

// homeMates are the other ops of the side whose forces head home from the
// same place to the same port and have not sailed yet, and which may group
// with op i's force (22.165): together no more than a task force's 25 NF,
// carriers no more than the fleet factors (20.16).
func (g *Game) homeMates(i int, from string) []int {
	o := &g.S.Ops[i]
	fo := g.force(o.Force)
	var out []int
	for j := range g.S.Ops {
		p := &g.S.Ops[j]
		// Split-offs are new targets of their own (22.165): they sail alone.
		if j == i || p.Side != o.Side || p.Kind == OpReturn || p.Kind == OpRaid || p.Force == o.Force || p.SplitOf != 0 || o.SplitOf != 0 {
			continue
		}
		if slices.ContainsFunc(g.S.Ops, func(r Op) bool { return r.Kind == OpReturn && r.Leg == j+1 }) {
			continue
		}
		pf := g.force(p.Force)
		pfrom, ok := g.homeward(p)
		if !ok || pfrom != from || pf.Port != fo.Port {
			continue
		}
		cv, fleet := 0, 0
		for _, s := range append(g.ShipsOf(fo.ID), g.ShipsOf(pf.ID)...) {
			switch {
			case s.Class == SS || s.Class == TR:
			case s.Class == CV:
				cv += s.NF()
			default:
				fleet += s.NF()
			}
		}
		if cv+fleet > 25 || cv > fleet {
			continue
		}
		out = append(out, j)
	}
	return out
}

// groupHome puts op p's force with op o's for the way home (22.165): its
// ships join o's force, which sails home as one target; p has no way home
// of its own left. A force returned on arrival (22.291) makes the group
// returned.
func (g *Game) groupHome(o, p *Op) {
	fo, pf := g.force(o.Force), g.force(p.Force)
	var names []*Ship
	for _, s := range g.ShipsOf(pf.ID) {
		s.Force = fo.ID
		names = append(names, s)
	}
	fo.Returned = fo.Returned || pf.Returned
	pf.At, pf.AtSea = pf.Port, false
	g.say("event", "22.165", fo.ID, msg("log.grouphome", g.forceArg("force", pf), g.forceArg("to", fo)),
		"%s sails home with %s: %s", pf.Name, fo.Name, joinNames(names))
}
