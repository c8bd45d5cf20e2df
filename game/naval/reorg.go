package naval

import (
	"fmt"

	"periscope/game/engine"
)

// TFMarkers is each nation's number of task-force markers (20.16).
var TFMarkers = map[string]int{"GER": 4, "ITA": 4, "JAP": 12, "UK": 12, "FRA": 4, "USA": 12, "USSR": 3}

// reorgPorts are the ports where the side has ships not yet committed this
// turn that could be regrouped (two or more forces, or a force of two or
// more ships).
func (g *Game) reorgPorts(side int) []string {
	n := map[string]int{}
	for i := range g.S.Forces {
		f := &g.S.Forces[i]
		if f.Side == side && !f.AtSea && !f.Used && !g.ordered(f.ID) {
			n[f.Port] += len(g.ShipsOf(f.ID))
		}
	}
	var out []string
	for _, a := range g.Map.Areas {
		if n[a.ID] >= 2 {
			out = append(out, a.ID)
		}
	}
	return out
}

// CanTransfer reports whether moving ship s into force to (or a new force
// when to is nil) keeps both forces legal (20.16): a force of 10 NF or
// more must be a valid task force, and the side may not field more task
// forces than its markers.
func (g *Game) CanTransfer(s *Ship, to *Force) error {
	from := s.Force
	check := func(ships []*Ship) error {
		nf := 0
		for _, x := range ships {
			if x.Class != SS && x.Class != TR {
				nf += x.NF()
			}
		}
		if nf >= 10 {
			return CheckTF(ships)
		}
		return nil
	}
	var rest []*Ship
	for _, x := range g.ShipsOf(from) {
		if x != s {
			rest = append(rest, x)
		}
	}
	if err := check(rest); err != nil {
		return err
	}
	var dest []*Ship
	if to != nil {
		dest = append(dest, g.ShipsOf(to.ID)...)
	}
	dest = append(dest, s)
	if err := check(dest); err != nil {
		return err
	}
	// Markers: count the side's TFs after the move.
	side := g.force(from).Side
	tfs := 0
	for i := range g.S.Forces {
		f := &g.S.Forces[i]
		if f.Side != side {
			continue
		}
		nf := g.ForceNF(f.ID)
		if f.ID == from && s.Class != SS && s.Class != TR {
			nf -= s.NF()
		}
		if to != nil && f.ID == to.ID && s.Class != SS && s.Class != TR {
			nf += s.NF()
		}
		if nf >= 10 {
			tfs++
		}
	}
	if to == nil && s.NF() >= 10 {
		tfs++
	}
	if m, ok := TFMarkers[g.Sc.Nations[side]]; ok && tfs > m {
		return fmt.Errorf("%d task forces: %s has %d markers (20.16)", tfs, g.Sc.Nations[side], m)
	}
	return nil
}

// stepReorg: the side picks a ship in the port to move (in port, transfers
// are hidden from the enemy, 20.16: a secret decision), or ends.
func stepReorg(g *Game, f *engine.Frame) {
	side := f.A
	var ships []*Ship
	for i := range g.S.Forces {
		fo := &g.S.Forces[i]
		if fo.Side == side && !fo.AtSea && !fo.Used && fo.Port == f.Area && !g.ordered(fo.ID) {
			ships = append(ships, g.ShipsOf(fo.ID)...)
		}
	}
	if f.Ans == nil {
		var po []engine.Option
		for _, s := range ships {
			po = append(po, engine.Option{Key: "ship:" + s.ID, Ref: "force:" + s.Force, Rule: "20.16",
				Label: fmt.Sprintf("Move %s (in %s)", s.String(), g.force(s.Force).Name), LabelMsg: msg("opt.move", engine.Text("ship", s.String()), g.forceArg("force", g.force(s.Force)))})
		}
		po = append(po, engine.Option{Key: "done", Label: "Done", LabelMsg: msg("opt.done"), Rule: "20.16"})
		g.Ask(f, engine.Prompt{Kind: "reorg", Seat: g.Seat(side), Secret: true, Rule: "20.16", Text: "Regroup the ships at " + g.Map.Area(f.Area).Name,
			Msg: msg("q.reorg", g.areaArg("area", f.Area)), Options: po})
		return
	}
	k := g.Key(f)
	if k == "done" {
		return
	}
	g.Push(engine.Frame{Op: opReorgTo, A: side, Area: f.Area, Sub: k[len("ship:"):]}, engine.Frame{Op: opReorg, A: side, Area: f.Area})
}

// stepReorgTo: the force the ship joins, or a new one; only legal results
// are offered.
func stepReorgTo(g *Game, f *engine.Frame) {
	side := f.A
	s := g.ship(f.Sub)
	var dests []*Force
	for i := range g.S.Forces {
		fo := &g.S.Forces[i]
		if fo.Side == side && !fo.AtSea && !fo.Used && fo.Port == f.Area && fo.ID != s.Force && !g.ordered(fo.ID) && g.CanTransfer(s, fo) == nil {
			dests = append(dests, fo)
		}
	}
	newOK := len(g.ShipsOf(s.Force)) > 1 && g.CanTransfer(s, nil) == nil
	if f.Ans == nil {
		var po []engine.Option
		for _, d := range dests {
			po = append(po, engine.Option{Key: "force:" + d.ID, Ref: "force:" + d.ID, Rule: "20.16", Label: "Join " + d.Name,
				LabelMsg: msg("opt.join", g.forceArg("force", d))})
		}
		if newOK {
			po = append(po, engine.Option{Key: "new", Rule: "20.16", Label: "Form a new force", LabelMsg: msg("opt.newforce")})
		}
		po = append(po, engine.Option{Key: "cancel", Label: "Cancel", LabelMsg: msg("opt.cancel")})
		g.Ask(f, engine.Prompt{Kind: "reorg-to", Seat: g.Seat(side), Secret: true, Rule: "20.16", Text: "Where does " + s.String() + " go?",
			Msg: msg("q.reorgto", engine.Text("ship", s.String())), Options: po})
		return
	}
	k := g.Key(f)
	from := g.force(s.Force)
	switch {
	case k == "cancel":
		return
	case k == "new":
		id := g.newID(from.ID + "-")
		g.S.Forces = append(g.S.Forces, Force{ID: id, Side: side, Name: fmt.Sprintf("%s (%s)", s.Name, g.Map.Area(f.Area).Port),
			NameMsg: msg("force.regrouped", engine.Text("ship", s.Name), g.portArg("port", f.Area)), Port: f.Area, At: f.Area})
		s.Force = id
	default:
		s.Force = k[len("force:"):]
	}
	g.sayTo([]engine.Seat{g.Seat(side)}, "20.16", s.ID, msg("log.moves", engine.Text("ship", s.String()), g.forceArg("from", from), g.forceArg("to", g.force(s.Force))),
		"%s moves from %s to %s", s.String(), from.Name, g.force(s.Force).Name)
}
