package naval

import (
	"fmt"
	"slices"
	"strings"

	"periscope/game/engine"
)

// The player's picks of a split: the ships of a combat group split in
// battle (22.423B) and the ships that split off a force on its way home
// (22.165: "split-offs are new targets"). Both are a small prompt asked
// again after each pick: a ship moves to the new part or back, until the
// player confirms a legal division or cancels.

// The ops of the picks. Their names are part of the save format.
const (
	opSplitPick engine.Op = "naval.splitpick"
	opSplitHome engine.Op = "naval.splithome"
)

func registerSplit(s *engine.Steps[*Game]) {
	s.Register(opSplitPick, stepSplitPick)
	s.Register(opSplitHome, stepSplitHome)
	s.Args(opSplitPick, engine.ArgSpec{A: &engine.Range{Min: 0, Max: 1}, B: &engine.Range{Min: 1, Max: 6}})
	s.Args(opSplitHome, engine.ArgSpec{A: &engine.Range{Min: 0, Max: 200}})
}

// partNF is a part's naval factors and carrier factors (subs and
// transports do not count toward a group's size, 22.4241).
func partNF(ships []*Ship) (nf, cv int) {
	for _, s := range ships {
		if s.Class == SS || s.Class == TR {
			continue
		}
		nf += s.NF()
		if s.Carrier() {
			cv += s.NF()
		}
	}
	return nf, cv
}

// divide puts the ships whose ids are in picked into the second part.
func divide(ships []*Ship, picked []string) (a, c []*Ship) {
	for _, s := range ships {
		if slices.Contains(picked, s.ID) {
			c = append(c, s)
		} else {
			a = append(a, s)
		}
	}
	return a, c
}

// splitLegal reports whether two parts make two combat groups of 10–25 NF,
// carriers no more than the fleet factors in each (22.423B, 20.16).
func splitLegal(a, c []*Ship) bool {
	for _, p := range [][]*Ship{a, c} {
		nf, cv := partNF(p)
		if nf < 10 || nf > 25 || 2*cv > nf {
			return false
		}
	}
	return true
}

func shipIDs(ss []*Ship) []string {
	var out []string
	for _, s := range ss {
		out = append(out, s.ID)
	}
	return out
}

// toggle adds id to the list or takes it out.
func toggle(l []string, id string) []string {
	if i := slices.Index(l, id); i >= 0 {
		return slices.Delete(slices.Clone(l), i, i+1)
	}
	return append(slices.Clone(l), id)
}

// stepSplitPick: the side picks the ships of its group B (label) that go
// to the new group (22.423B); L holds the picks so far, starting from
// Periscope's proposed division. Subs and transports stay in the first
// part (they do not count toward a group's size).
func stepSplitPick(g *Game, f *engine.Frame) {
	b := g.S.Battle
	side, la := f.A, f.B
	ia := slices.IndexFunc(b.CGs[side], func(cg CG) bool { return cg.Label == la })
	if ia < 0 || len(b.CGs[side]) >= 6 {
		return
	}
	ships := g.cgShips(&b.CGs[side][ia])
	a, c := divide(ships, f.L)
	if f.Ans == nil {
		na, _ := partNF(a)
		nc, _ := partNF(c)
		var po []engine.Option
		if splitLegal(a, c) {
			po = append(po, engine.Option{Key: "done", Rule: "22.423B",
				Label:     fmt.Sprintf("Split: CG%d keeps %d NF, the new group takes %d NF", la, na, nc),
				LabelMsg:  msg("opt.splitdone", engine.Int("cg", la), engine.Int("a", na), engine.Int("b", nc)),
				Detail:    fmt.Sprintf("%s / %s", joinNames(a), joinNames(c)),
				DetailMsg: msg("d.split", engine.Text("a", joinNames(a)), engine.Text("b", joinNames(c)))})
		}
		for _, s := range ships {
			if s.Class == SS || s.Class == TR {
				continue
			}
			if slices.Contains(f.L, s.ID) {
				po = append(po, engine.Option{Key: "ship:" + s.ID, Rule: "22.423B",
					Label: fmt.Sprintf("Keep %s in CG%d", s.String(), la), LabelMsg: msg("opt.splitback", engine.Text("ship", s.String()), engine.Int("cg", la))})
			} else {
				po = append(po, engine.Option{Key: "ship:" + s.ID, Rule: "22.423B",
					Label: fmt.Sprintf("Move %s to the new group", s.String()), LabelMsg: msg("opt.splitmove", engine.Text("ship", s.String()))})
			}
		}
		po = append(po, engine.Option{Key: "cancel", Label: "Cancel", LabelMsg: msg("opt.cancel")})
		g.Ask(f, engine.Prompt{Kind: "split-pick", Seat: g.Seat(side), Secret: true, Rule: "22.423B",
			Text: fmt.Sprintf("Split CG%d: %d NF stay, %d NF go to the new group (each 10–25 NF, carriers no more than the fleet)", la, na, nc),
			Msg:  msg("q.splitpick", engine.Int("cg", la), engine.Int("a", na), engine.Int("b", nc)), Options: po})
		return
	}
	k := g.Key(f)
	switch {
	case k == "done":
		if splitLegal(a, c) {
			g.splitInto(side, la, a, c)
		}
	case strings.HasPrefix(k, "ship:"):
		g.Push(engine.Frame{Op: opSplitPick, A: side, B: la, L: toggle(f.L, strings.TrimPrefix(k, "ship:"))})
	}
}

// splitInto divides the side's group labelled la into parts a and c
// (22.423B); both hold for the rest of the battle, c under the lowest free
// label, engaging the same enemy group this round.
func (g *Game) splitInto(side, la int, a, c []*Ship) {
	b := g.S.Battle
	ia := slices.IndexFunc(b.CGs[side], func(cg CG) bool { return cg.Label == la })
	ga, gc := shipIDs(a), shipIDs(c)
	var groups [][]string
	for _, gr := range b.Groups[side] {
		if !slices.ContainsFunc(gr, func(id string) bool { return slices.Contains(ga, id) || slices.Contains(gc, id) }) {
			groups = append(groups, gr)
		}
	}
	b.Groups[side] = append(groups, ga, gc)
	used := map[int]bool{}
	for _, cg := range b.CGs[side] {
		used[cg.Label] = true
	}
	lc := 1
	for used[lc] {
		lc++
	}
	b.CGs[side][ia].Ships = ga
	b.CGs[side] = append(b.CGs[side], CG{Label: lc, Ships: gc, Engage: b.CGs[side][ia].Engage})
	g.say("event", "22.423B", "", msg("log.split", g.seatArg("side", side), engine.Int("cg", la), engine.Int("new", lc)),
		"%s splits CG%d: CG%d is formed (%s)", g.Sc.Seats[side], la, lc, joinNames(c))
}

// ---------------------------------------------------------------- 22.165 split-offs

// homeSplittable reports whether op o's force, heading home, may split
// ships off: two or more ships other than subs, once, and not itself a
// split-off (those sail alone).
func (g *Game) homeSplittable(o *Op, fo *Force) bool {
	if o.SplitOf != 0 || o.Split {
		return false
	}
	n := 0
	for _, s := range g.ShipsOf(fo.ID) {
		if s.Class != SS {
			n++
		}
	}
	return n >= 2
}

// homePartLegal reports whether a part heading home on its own is a legal
// force (20.16, 21.313: a split is allowed only if each part complies):
// no more than 25 NF, carriers no more than the fleet factors, at least
// one ship.
func homePartLegal(p []*Ship) bool {
	nf, cv := partNF(p)
	return len(p) > 0 && nf <= 25 && 2*cv <= nf
}

// splitMarkers reports whether the side has a task-force marker for each
// part of 10 NF or more after fo splits into a and c (20.16).
func (g *Game) splitMarkers(fo *Force, a, c []*Ship) bool {
	m, ok := TFMarkers[g.Sc.Nations[fo.Side]]
	if !ok {
		return true
	}
	tfs := 0
	for i := range g.S.Forces {
		if f := &g.S.Forces[i]; f.Side == fo.Side && f.ID != fo.ID && g.IsTF(f.ID) {
			tfs++
		}
	}
	for _, p := range [][]*Ship{a, c} {
		if nf, _ := partNF(p); nf >= 10 {
			tfs++
		}
	}
	return tfs <= m
}

// stepSplitHome: the owner of op A's force, heading home, picks the ships
// that split off and sail home as a force of their own (22.165: a new
// target). L holds the picks so far.
func stepSplitHome(g *Game, f *engine.Frame) {
	o := &g.S.Ops[f.A]
	fo := g.force(o.Force)
	from, ok := g.homeward(o)
	if !ok {
		return
	}
	ships := g.ShipsOf(fo.ID)
	a, c := divide(ships, f.L)
	if f.Ans == nil {
		na, _ := partNF(a)
		nc, _ := partNF(c)
		var po []engine.Option
		if len(c) > 0 && homePartLegal(a) && homePartLegal(c) && g.splitMarkers(fo, a, c) {
			po = append(po, engine.Option{Key: "done", Rule: "22.165",
				Label:     fmt.Sprintf("Split off %s (%d NF); %d NF sail on together", joinNames(c), nc, na),
				LabelMsg:  msg("opt.splithomedone", engine.Text("ships", joinNames(c)), engine.Int("b", nc), engine.Int("a", na)),
				Detail:    "two targets on the way home (22.165)",
				DetailMsg: msg("d.splithome")})
		}
		for _, s := range ships {
			if s.Class == SS {
				continue
			}
			if slices.Contains(f.L, s.ID) {
				po = append(po, engine.Option{Key: "ship:" + s.ID, Rule: "22.165",
					Label: fmt.Sprintf("Keep %s with %s", s.String(), fo.Name), LabelMsg: msg("opt.splithomeback", engine.Text("ship", s.String()), g.forceArg("force", fo))})
			} else {
				po = append(po, engine.Option{Key: "ship:" + s.ID, Rule: "22.165",
					Label: fmt.Sprintf("Split off %s", s.String()), LabelMsg: msg("opt.splithomemove", engine.Text("ship", s.String()))})
			}
		}
		po = append(po, engine.Option{Key: "cancel", Label: "Cancel", LabelMsg: msg("opt.cancel")})
		g.Ask(f, engine.Prompt{Kind: "split-home", Seat: g.Seat(o.Side), Rule: "22.165", Sub: fo.ID, SubMsg: forceName(fo),
			Text: fmt.Sprintf("%s heads home from %s: which ships split off?", fo.Name, g.areaName(from)),
			Msg:  msg("q.splithome", g.forceArg("force", fo), g.areaArg("from", from)), Options: po})
		return
	}
	k := g.Key(f)
	switch {
	case k == "done":
		if len(c) > 0 && homePartLegal(a) && homePartLegal(c) && g.splitMarkers(fo, a, c) {
			g.splitOffHome(o, c)
		}
	case strings.HasPrefix(k, "ship:"):
		g.Push(engine.Frame{Op: opSplitHome, A: f.A, L: toggle(f.L, strings.TrimPrefix(k, "ship:"))})
	}
}

// splitOffHome makes the ships c of op o's force a force of their own,
// heading home from the same place with the same status (22.165), as a
// new op whose way home is a separate activity.
func (g *Game) splitOffHome(o *Op, c []*Ship) {
	fo := g.force(o.Force)
	id := g.newID(fo.ID + "-home-")
	nf := *fo
	nf.ID = id
	nf.Name = fo.Name + " (split off)"
	nf.NameMsg = msg("force.splitoff", g.forceArg("force", fo))
	g.S.Forces = append(g.S.Forces, nf)
	for _, s := range c {
		s.Force = id
	}
	n := len(g.S.Ops)
	p := *o
	o.Split = true
	p.N, p.Force, p.Cuts, p.RaidMods, p.SplitOf, p.Split = n, id, nil, nil, o.N+1, false
	g.S.Ops = append(g.S.Ops, p)
	g.Push(engine.Frame{Op: opReturnLeg, A: n})
	g.say("event", "22.165", id, msg("log.splithome", g.forceArg("force", g.force(id)), g.forceArg("from", fo), engine.Text("ships", joinNames(c))),
		"%s splits off from %s for the way home: %s", nf.Name, fo.Name, joinNames(c))
}
