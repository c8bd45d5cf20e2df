package naval

import (
	"fmt"
	"slices"
	"strings"

	"periscope/game/engine"
)

// The ways home out of a battle and a flight (22.64–65, 23.462).
//
// 22.64: ships that retreat may be struck by enemy air or intercepted by
// enemy ships in every hex of their route home. The moving side's beaten
// force has its way home as a return leg of its own (22.165, support.go);
// the interceptors that fought, the moving side's other forces in the
// battle, and the ships either side withdraws during it (22.62) head home
// the same way: each a return op (OpReturn) of its owner, sailed after the
// phase's activities, open to the other side's interceptors that have not
// tried this phase and to its land air.
//
// 22.65: a force that survived a battle may go home or to any other base
// of its side within 20 hexes (E) or 10 (P) of the battle hex. Periscope's
// maps count E hexes of about 50 nm on the European maps and P hexes of
// about 100 nm on the Pacific one (DATA.md), so both limits are about
// 1,000 nm: 20 on a European map, 10 on the Pacific. Transports, escorts
// and destroyers carrying cargo go home (the exception); a base an enemy
// invasion aims at this phase is taken only when it is the only one. Our
// ports have no stacking limit (21.112's capacities are not in the data).
//
// 23.462: a force fleeing an air strike reaches the nearest base of its
// side out of enemy air range, unstoppable on the way; once in the base's
// hex it may be struck by land air in range and intercepted. Its way home
// is that hex alone.

// opHomeLegs sails the pending ways home (State.Homing), one at a time;
// opLegBase asks a beaten moving force's base (22.65) before its way
// home (frame A the op, S the battle hex).
const (
	opHomeLegs engine.Op = "naval.homelegs"
	opLegBase  engine.Op = "naval.legbase"
)

// Homing is a force on its way home from a battle or a flight.
type Homing struct {
	Force string `json:"force"`
	// From is the battle hex (or, fleeing, the refuge itself).
	From string `json:"from"`
	// To is a fleeing force's refuge (23.462); "" for the owner's choice
	// of base (22.65).
	To string `json:"to,omitempty"`
	// Back marks an interceptor that abandoned its interception on the
	// way (22.27, 22.291): back to its base by its route, no other base.
	Back bool `json:"back,omitempty"`
}

func registerHoming(s *engine.Steps[*Game]) {
	s.Register(opHomeLegs, stepHomeLegs)
	s.Register(opLegBase, stepLegBase)
	s.Args(opLegBase, engine.ArgSpec{A: &engine.Range{Min: 0, Max: 200}})
}

// homeBasePrompt asks force fo's owner for its base out of the battle at
// hex from (22.65), nil when it has no choice.
func (g *Game) homeBasePrompt(fo *Force, from string, bases []string) engine.Prompt {
	var po []engine.Option
	for i, a := range bases {
		o := engine.Option{Key: "base:" + a, Ref: "area:" + a, Rule: "22.65",
			Label:    fmt.Sprintf("Sail to %s (%d hexes)", g.Map.Area(a).Name, g.Map.Dist(from, a)),
			LabelMsg: msg("opt.homebase", g.areaArg("area", a), engine.Int("n", g.Map.Dist(from, a)))}
		if i == 0 && a == fo.Port {
			o.Label = fmt.Sprintf("Home to %s (%d hexes)", g.Map.Area(a).Name, g.Map.Dist(from, a))
			o.LabelMsg = msg("opt.homeport", g.areaArg("area", a), engine.Int("n", g.Map.Dist(from, a)))
		}
		po = append(po, o)
	}
	return engine.Prompt{Kind: "home-base", Seat: g.Seat(fo.Side), Rule: "22.65", Sub: fo.ID, SubMsg: forceName(fo),
		Text: fmt.Sprintf("%s leaves the battle at %s: to which base?", fo.Name, g.areaName(from)),
		Msg:  msg("q.homebase", g.forceArg("force", fo), g.areaArg("from", from)), Options: po}
}

// pickedBase is the base answered to a home-base prompt, or bases[0].
func (g *Game) pickedBase(f *engine.Frame, bases []string) string {
	if a, ok := strings.CutPrefix(g.Key(f), "base:"); ok && slices.Contains(bases, a) {
		return a
	}
	return bases[0]
}

// stepLegBase: the moving side's force beaten in a battle (22.84) picks
// its base (22.65), then sails for it (22.165).
func stepLegBase(g *Game, f *engine.Frame) {
	o := &g.S.Ops[f.A]
	fo := g.force(o.Force)
	bases := g.homeBases(fo, f.S)
	if len(bases) > 1 && f.Ans == nil {
		g.Ask(f, g.homeBasePrompt(fo, f.S, bases))
		return
	}
	to := bases[0]
	if f.Ans != nil {
		to = g.pickedBase(f, bases)
	}
	g.sailHome(f.A, f.S, to)
}

// sendHome puts force id at sea in hex from, to sail home after the
// phase's activities, exposed on its way (22.64). A force already home, or
// with no route, is simply in port.
func (g *Game) sendHome(id, from string) {
	fo := g.force(id)
	if fo == nil || fo.Patrol != "" {
		return
	}
	if from == "" || from == fo.Port || len(g.Map.Path(from, fo.Port)) == 0 || len(g.ShipsOf(id)) == 0 {
		fo.At, fo.AtSea = fo.Port, false
		return
	}
	fo.At, fo.AtSea = from, true
	if !slices.ContainsFunc(g.S.Homing, func(h Homing) bool { return h.Force == id }) {
		g.S.Homing = append(g.S.Homing, Homing{Force: id, From: from})
	}
}

// homeBases are the bases force fo may sail to from hex from after a
// battle (22.65): its own first, then every other port of its side within
// 20 hexes (10 on the Pacific map), nearest first; not a port an enemy
// invasion aims at this phase unless it is the only one. A force with
// transports, cargo or a convoy's escort duty goes home.
func (g *Game) homeBases(fo *Force, from string) []string {
	out := []string{fo.Port}
	for _, s := range g.ShipsOf(fo.ID) {
		if s.Class == TR || s.Cargo > 0 {
			return out // 22.65's exception
		}
	}
	for _, o := range g.S.Ops {
		if o.Force == fo.ID && o.Kind == OpConvoy {
			return out // an escort goes home
		}
	}
	limit := 20
	if g.Map.Pacific {
		limit = 10
	}
	invaded := map[string]bool{}
	for _, o := range g.S.Ops {
		if o.Side != fo.Side && o.Kind == OpConvoy && !o.Done && !o.Stopped {
			for _, cv := range g.Sc.Convoys {
				if cv.ID == o.Convoy && cv.Invade {
					invaded[o.Target] = true
				}
			}
		}
	}
	var others []string
	for _, p := range g.S.Ports {
		if p.Side != fo.Side || p.Area == fo.Port || invaded[p.Area] {
			continue
		}
		if d := g.Map.Dist(from, p.Area); d <= limit && (p.Area == from || len(g.Map.Path(from, p.Area)) > 0) {
			others = append(others, p.Area)
		}
	}
	slices.SortStableFunc(others, func(a, b string) int { return g.Map.Dist(from, a) - g.Map.Dist(from, b) })
	if invaded[fo.Port] && len(others) > 0 {
		return others
	}
	return append(out, others...)
}

// stepHomeLegs sails the first pending way home: the owner picks the base
// (22.65) when it has a choice, then the force's return is an activity of
// its own (22.165), open to the enemy's interceptors and land air, with a
// battle if it is intercepted (22.64).
func stepHomeLegs(g *Game, f *engine.Frame) {
	for len(g.S.Homing) > 0 {
		h := g.S.Homing[0]
		fo := g.force(h.Force)
		if fo == nil || !fo.AtSea || fo.At != h.From || len(g.ShipsOf(fo.ID)) == 0 {
			g.S.Homing = g.S.Homing[1:]
			continue
		}
		to := h.To
		if h.Back {
			to = fo.Port
		} else if to == "" {
			bases := g.homeBases(fo, h.From)
			to = bases[0]
			if len(bases) > 1 {
				if f.Ans == nil {
					g.Ask(f, g.homeBasePrompt(fo, h.From, bases))
					return
				}
				to = g.pickedBase(f, bases)
			}
		}
		g.S.Homing = g.S.Homing[1:]
		n := len(g.S.Ops)
		ret := Op{N: n, Side: fo.Side, Force: fo.ID, Kind: OpReturn, Target: to, Path: g.Map.Path(h.From, to)}
		if h.To != "" && !h.Back || h.From == to {
			ret.Path = []string{to} // 23.462: exposed in the refuge's hex only
		}
		g.S.Ops = append(g.S.Ops, ret)
		rule := "22.64"
		switch {
		case h.Back:
			rule = "22.27"
		case h.To != "":
			rule = "23.462"
		}
		g.say("event", rule, fo.ID, msg("log.homeward", g.forceArg("force", fo), g.areaArg("from", h.From), g.areaArg("to", to)),
			"%s heads home from %s to %s", fo.Name, g.Map.Area(h.From).Name, g.Map.Area(to).Name)
		g.pushLeg(n, engine.Frame{Op: opHomeLegs})
		return
	}
}

// homingOf is force id's pending way home, nil if none.
func (g *Game) homingOf(id string) *Homing {
	for i := range g.S.Homing {
		if g.S.Homing[i].Force == id {
			return &g.S.Homing[i]
		}
	}
	return nil
}

// missedHome sends op o's surface interceptors that failed their roll (or
// never reached the battle, 22.26B) back to their bases from where they
// got to (22.27, 22.241): the furthest area of their route to the
// interception hex within the hexes they moved, open on the way back to
// the moving side's ships and land air (23.47: "forces that miss their
// interception attempt and return to base may be air-attacked"), not
// returned (22.26A) and trying no other interception this phase (22.27).
// One still in its base's waters (it moved less than the distance to
// the route's first area, or rolled nothing, 22.242) is home. Subs go
// straight back (22.92B).
func (g *Game) missedHome(o *Op) {
	if o.Straight {
		return
	}
	for _, c := range o.Cuts {
		if !c.Tried || c.OK || c.Counter || c.Sub != "" || c.Support != 0 {
			continue
		}
		fo := g.force(c.Force)
		if fo == nil || fo.AtSea || fo.Patrol != "" || g.subOnly(fo.ID) || len(g.ShipsOf(fo.ID)) == 0 || g.homingOf(fo.ID) != nil {
			continue
		}
		reached := ""
		for _, h := range g.Map.Path(fo.Port, c.Hex) {
			if g.Map.Dist(fo.Port, h) <= c.Moved {
				reached = h
			}
		}
		if reached == "" {
			continue
		}
		g.sendHome(fo.ID, reached)
		if h := g.homingOf(fo.ID); h != nil {
			h.Back = true
			g.say("event", "22.27", fo.ID, msg("log.missedback", g.forceArg("force", fo), g.areaArg("area", reached)),
				"%s turns back from %s: its interception missed", fo.Name, g.Map.Area(reached).Name)
		}
	}
}
