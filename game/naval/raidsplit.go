package naval

import (
	"fmt"
	"slices"
	"strings"

	"periscope/game/engine"
)

// The raiders' way home (21.537–21.538):
//
//   - 21.537A–B: after the first round and the attack on the transports
//     every raid fleet heads home, whole or split into smaller raid fleets
//     (prompt raid-split, the raider's choice among the divisions of its
//     at most three ships).
//   - 21.537C: the defender's undamaged ships that engaged the first round
//     must fight a second round against the fleet; when it splits, the
//     defender assigns them among the new fleets at will (prompt
//     raid-assign, one ship at a time; a damaged one assigned is then asked
//     whether it stays in contact, 21.537D).
//   - 21.538A–C: the Raid Table is rolled again for each fleet, new fleets
//     included, with the first roll's DRMs (the three-ship +1 kept even when
//     a fleet of three split); the new engagers join the assigned ones for
//     the second round.
//   - 21.538D: then the survivors head for port, and the defender's land
//     air and ships in range may attack and intercept them on that last
//     leg: the way home is an activity of its own (22.165) from the box
//     (except a raid from the Murmansk box, off the map, 21.5322).
//
// The bots: a raider splits its damaged ships from its undamaged ones (the
// Bismarck and Prinz Eugen, 24 May 1941); a defender sends each engager
// after the fleet with the most damaged factors, then the largest.

const (
	opRaidSplit  engine.Op = "naval.raidsplit"
	opRaidAssign engine.Op = "naval.raidassign"
	opRaidBack   engine.Op = "naval.raidback"
)

func registerRaidSplit(s *engine.Steps[*Game]) {
	s.Register(opRaidSplit, stepRaidSplit)
	s.Register(opRaidAssign, stepRaidAssign)
	s.Register(opRaidBack, stepRaidBack)
	ops := &engine.Range{Min: 0, Max: 200}
	s.Args(opRaidSplit, engine.ArgSpec{A: ops})
	s.Args(opRaidAssign, engine.ArgSpec{A: ops})
	s.Args(opRaidBack, engine.ArgSpec{A: ops})
}

// Partitions are the ways to divide n ships (n ≤ 4) into one or more
// parts, each part the indices of its ships in order; the first is the
// whole. The order is fixed (the options' order is part of a replay).
func Partitions(n int) [][][]int {
	if n <= 0 || n > 4 {
		return nil
	}
	var out [][][]int
	var rec func(i int, parts [][]int)
	rec = func(i int, parts [][]int) {
		if i == n {
			cp := make([][]int, len(parts))
			for k, p := range parts {
				cp[k] = slices.Clone(p)
			}
			out = append(out, cp)
			return
		}
		for k := range parts {
			parts[k] = append(parts[k], i)
			rec(i+1, parts)
			parts[k] = parts[k][:len(parts[k])-1]
		}
		rec(i+1, append(parts, []int{i}))
	}
	rec(1, [][]int{{0}})
	return out
}

// partKey is a division's option key: the ship ids of each part joined by
// commas, the parts by "|".
func partKey(ships []*Ship, parts [][]int) string {
	var ps []string
	for _, p := range parts {
		var ids []string
		for _, i := range p {
			ids = append(ids, ships[i].ID)
		}
		ps = append(ps, strings.Join(ids, ","))
	}
	return "split:" + strings.Join(ps, "|")
}

// partText is a division as the player reads it: "Bismarck / Prinz Eugen".
func partText(ships []*Ship, parts [][]int) string {
	var ps []string
	for _, p := range parts {
		var ss []*Ship
		for _, i := range p {
			ss = append(ss, ships[i])
		}
		ps = append(ps, joinNames(ss))
	}
	return strings.Join(ps, " / ")
}

// raidHome stores what the first round leaves for the way home (the
// undamaged engagers kept in contact, the damaged ones, the forces that
// engaged) and lets the raider split its fleet (21.537A–C).
func (g *Game) raidHome(fo *Force, o *Op, kept, damaged []*Ship, engaged map[string]bool) {
	if len(g.ShipsOf(fo.ID)) == 0 {
		return
	}
	o.RaidEng, o.RaidStay, o.RaidSlots, o.RaidAlso, o.RaidFirst = nil, nil, nil, nil, nil
	for _, s := range kept {
		o.RaidEng = append(o.RaidEng, s.ID)
	}
	for _, s := range damaged {
		o.RaidStay = append(o.RaidStay, s.ID)
	}
	o.RaidFirst = append(slices.Clone(o.RaidEng), o.RaidStay...)
	for id := range engaged {
		o.RaidAlso = append(o.RaidAlso, id)
	}
	slices.Sort(o.RaidAlso)
	g.Push(engine.Frame{Op: opRaidSplit, A: o.N})
}

// raidFleets are the raid ops of op o's fleet after its split: o and the
// fleets split off it (21.537B).
func (g *Game) raidFleets(o *Op) []int {
	out := []int{o.N}
	for i := range g.S.Ops {
		if p := &g.S.Ops[i]; p.Kind == OpRaid && p.SplitOf == o.N+1 {
			out = append(out, i)
		}
	}
	return out
}

// stepRaidSplit: the raider heads home whole or split (21.537B); then the
// defender assigns the engagers (21.537C), and each fleet is rolled for
// again (21.538) and sails its last leg home (21.538D).
func stepRaidSplit(g *Game, f *engine.Frame) {
	o := &g.S.Ops[f.A]
	fo := g.force(o.Force)
	ships := g.ShipsOf(fo.ID)
	if len(ships) == 0 {
		return
	}
	if f.Ans == nil && len(ships) >= 2 && len(ships) <= 4 {
		var po []engine.Option
		for i, parts := range Partitions(len(ships)) {
			if i == 0 {
				po = append(po, engine.Option{Key: "together", Rule: "21.537B", Label: "Head home together", LabelMsg: msg("opt.raidtogether")})
				continue
			}
			t := partText(ships, parts)
			po = append(po, engine.Option{Key: partKey(ships, parts), Rule: "21.537B", Label: "Split: " + t,
				LabelMsg: msg("opt.raidsplit", engine.Text("parts", t)), Detail: "each fleet is rolled for on the Raid Table (21.538B)", DetailMsg: msg("d.raidsplit")})
		}
		g.Ask(f, engine.Prompt{Kind: "raid-split", Seat: g.Seat(o.Side), Sub: fo.ID, SubMsg: forceName(fo), Rule: "21.537B",
			Text: fmt.Sprintf("%s heads home from the %s: together, or split into smaller raid fleets?", fo.Name, g.areaName(o.Target)),
			Msg:  msg("q.raidsplit", g.forceArg("force", fo), g.areaArg("box", o.Target)), Options: po})
		return
	}
	if f.Ans != nil {
		if k := g.Key(f); strings.HasPrefix(k, "split:") {
			g.raidSplit(o, strings.Split(strings.TrimPrefix(k, "split:"), "|"))
		}
	}
	o = &g.S.Ops[f.A]
	fleets := g.raidFleets(o)
	var fr []engine.Frame
	if left := append(slices.Clone(o.RaidEng), o.RaidStay...); len(fleets) > 1 && len(left) > 0 {
		o.RaidEng, o.RaidStay = nil, nil
		fr = append(fr, engine.Frame{Op: opRaidAssign, A: o.N, L: left})
	}
	// 21.538: every fleet's second roll and round, then (D) the ways home.
	for _, i := range fleets {
		fr = append(fr, engine.Frame{Op: opRaidBack, A: i})
	}
	for _, i := range fleets {
		fr = append(fr, engine.Frame{Op: opReturnLeg, A: i})
	}
	g.Push(fr...)
}

// raidSplit divides op o's fleet into the parts (ship ids; the first part
// stays with o): each other part becomes a raid fleet of its own, with the
// first roll's DRMs (21.537B, 21.538B).
func (g *Game) raidSplit(o *Op, parts []string) {
	fo := g.force(o.Force)
	var names []string
	for k, p := range parts {
		ids := strings.Split(p, ",")
		ss := g.raidShips(ids)
		names = append(names, joinNames(ss))
		if k == 0 {
			continue
		}
		id := g.newID(fo.ID + "-raid-")
		nf := *fo
		nf.ID, nf.Name, nf.NameMsg = id, fo.Name+" (split off)", msg("force.splitoff", g.forceArg("force", fo))
		g.S.Forces = append(g.S.Forces, nf)
		for _, s := range ss {
			s.Force = id
		}
		n := len(g.S.Ops)
		p := *o
		p.N, p.Force, p.Cuts, p.SplitOf, p.Split = n, id, nil, o.N+1, false
		p.RaidMods, p.RaidAlso, p.RaidFirst = slices.Clone(o.RaidMods), slices.Clone(o.RaidAlso), slices.Clone(o.RaidFirst)
		p.RaidEng, p.RaidStay, p.RaidSlots = nil, nil, nil
		g.S.Ops = append(g.S.Ops, p)
		o = &g.S.Ops[o.N]
		fo = g.force(o.Force)
	}
	o.Split = true
	g.say("event", "21.537B", fo.ID, msg("log.raidsplit", g.forceArg("force", fo), engine.Text("parts", strings.Join(names, " / "))),
		"%s splits for the way home: %s", fo.Name, strings.Join(names, " / "))
}

// stepRaidAssign: the defender sends each engager of the first round
// (f.L, one at a time) after one of the split fleets (21.537C); a damaged
// one will be asked whether it stays in contact (21.537D).
func stepRaidAssign(g *Game, f *engine.Frame) {
	o := &g.S.Ops[f.A]
	if len(f.L) == 0 {
		return
	}
	s := g.ship(f.L[0])
	fleets := g.raidFleets(o)
	if s == nil || s.Sunk {
		g.Push(engine.Frame{Op: opRaidAssign, A: f.A, L: f.L[1:]})
		return
	}
	if f.Ans == nil {
		var po []engine.Option
		for _, i := range fleets {
			rf := g.force(g.S.Ops[i].Force)
			t := joinNames(g.ShipsOf(rf.ID))
			po = append(po, engine.Option{Key: fmt.Sprintf("fleet:%d", i), Rule: "21.537C", Ref: "force:" + rf.ID,
				Label: fmt.Sprintf("%s (%s)", rf.Name, t), LabelMsg: msg("opt.raidassign", g.forceArg("force", rf), engine.Text("ships", t))})
		}
		g.Ask(f, engine.Prompt{Kind: "raid-assign", Seat: g.Seat(1 - o.Side), Sub: o.Force, SubMsg: forceName(g.force(o.Force)), Rule: "21.537C",
			Text: fmt.Sprintf("The raiders have split: which fleet does %s follow on its way home?", s.String()),
			Msg:  msg("q.raidassign", engine.Text("ship", s.String())), Options: po})
		return
	}
	var j int
	fmt.Sscanf(g.Key(f), "fleet:%d", &j)
	if !slices.Contains(fleets, j) {
		j = o.N
	}
	p := &g.S.Ops[j]
	if s.Damaged {
		p.RaidStay = append(p.RaidStay, s.ID)
	} else {
		p.RaidEng = append(p.RaidEng, s.ID)
	}
	rf := g.force(p.Force)
	g.say("event", "21.537C", rf.ID, msg("log.raidassign", engine.Text("ship", s.String()), g.forceArg("force", rf)),
		"%s follows %s on its way home", s.String(), rf.Name)
	g.Push(engine.Frame{Op: opRaidAssign, A: f.A, L: f.L[1:]})
}

// stepRaidBack is a fleet's second roll on the Raid Table (21.538A–B).
func stepRaidBack(g *Game, f *engine.Frame) {
	o := &g.S.Ops[f.A]
	fo := g.force(o.Force)
	if len(g.ShipsOf(fo.ID)) == 0 {
		return
	}
	pool, _ := g.raidDefenderPool(o)
	r := g.RollD6("raid return engagement", "21.538", fo.ID, o.RaidMods...)
	if r.Total > 0 && len(pool) > 0 {
		o.RaidSlots = g.raidSlots(r.Total)
		r.Say(rollMsg(purpose("raidreturn"), msg("roll.undetected"), msg("res.mayengage", engine.Int("n", r.Total), engine.Text("types", slotDice(o.RaidSlots)))))
		r.Record("≤0 undetected", fmt.Sprintf("%d ships may engage (extra ship types %s)", r.Total, slotDice(o.RaidSlots)))
	} else {
		r.Say(rollMsg(purpose("raidreturn"), msg("roll.undetected"), msg("res.nonew")))
		r.Record("≤0 undetected", "no new ship finds the raiders")
	}
	g.Push(engine.Frame{Op: opRaidPick, A: o.N, B: 2})
}

// raidSplitChoice answers the raid's way-home prompts for a bot.
func (b Bot) raidSplitChoice(g *Game, p *engine.Prompt) int {
	switch p.Kind {
	case "raid-split":
		// Damaged ships apart from undamaged ones, when there are both.
		var hurt, whole []string
		for _, s := range g.ShipsOf(p.Sub) {
			if s.Damaged {
				hurt = append(hurt, s.ID)
			} else {
				whole = append(whole, s.ID)
			}
		}
		if len(hurt) > 0 && len(whole) > 0 {
			for i, op := range p.Options {
				ps := strings.Split(strings.TrimPrefix(op.Key, "split:"), "|")
				if len(ps) == 2 && (ps[0] == strings.Join(whole, ",") && ps[1] == strings.Join(hurt, ",") || ps[0] == strings.Join(hurt, ",") && ps[1] == strings.Join(whole, ",")) {
					return i
				}
			}
		}
		return optIndex(p, "together")
	case "raid-assign":
		best, bi := -1, 0
		for i, op := range p.Options {
			fid := strings.TrimPrefix(op.Ref, "force:")
			score := g.ForceNF(fid)
			for _, s := range g.ShipsOf(fid) {
				if s.Damaged {
					score += 10 * s.NF()
				}
			}
			if score > best {
				best, bi = score, i
			}
		}
		return bi
	}
	return 0
}
