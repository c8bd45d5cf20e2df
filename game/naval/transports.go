package naval

import (
	"fmt"
	"slices"

	"periscope/game/engine"
)

// Transports on the map (20.6, 21.6): the side's pool in its SW box
// (State.Transports) lends transports to the naval redeployments whose
// routes allow them in place of destroyers (a convoy route's Transports,
// 21.6: one transport per 5 land factors, 20.64C); they sail with the
// escorting force as a transport counter (class TR, 20.1), carry their
// share of the cargo, take hits as one-factor ships (20.58) and, afloat at
// the end of the player turn, go back to the pool. A side may also build
// transports (Params.BuildTransports: 3 BRP each, 20.6), which join the
// pool at the end of the turn: not usable in the build turn.

// TransportLift is the land factors one transport carries (20.64C, 21.6).
const TransportLift = 5

// TransportBRP is the BRP cost of building a transport (20.6; its
// shipbuilding point is the scenario's build limit).
const TransportBRP = 3

// Capacity is the land factors a ship can carry: one per destroyer
// factor (21.43), five per transport (21.6).
func (s *Ship) Capacity() int {
	if s.Class == TR {
		return TransportLift * s.Size
	}
	return s.Size
}

// transportsFor is the number of transports the side would lend op c's
// route to carry what dd destroyer factors cannot (21.6), or 0 when the
// route takes no transports or the pool is empty.
func (g *Game) transportsFor(c *Convoy, side, dd int) int {
	if !c.Transports || g.S.Transports[side] <= 0 {
		return 0
	}
	short := c.Cargo - dd/g.liftPer(c)
	if short <= 0 {
		return 0
	}
	return min(g.S.Transports[side], (short+TransportLift-1)/TransportLift)
}

// liftableWith is the cargo a force of dd destroyer factors carries on a
// route with tr transports from the pool beside them (21.6): all of it,
// or what they lift when that is at least half.
func (g *Game) liftableWith(c *Convoy, dd, tr int) int {
	n := min(c.Cargo, dd/g.liftPer(c)+TransportLift*tr)
	if 2*n < c.Cargo || n == 0 {
		return 0
	}
	return n
}

// sailTransports takes tr transports from the side's pool into the force
// as a transport counter carrying what the destroyers left (21.6).
func (g *Game) sailTransports(fo *Force, tr, cargo int) {
	if tr <= 0 || cargo <= 0 {
		return
	}
	tr = min(tr, g.S.Transports[fo.Side])
	g.S.Transports[fo.Side] -= tr
	id := g.newID("tr-")
	nation := ""
	if ss := g.ShipsOf(fo.ID); len(ss) > 0 {
		nation = ss[0].Nation
	}
	g.S.Ships = append(g.S.Ships, Ship{ID: id, Name: "TR", Nation: nation, Class: TR, Size: tr, Force: fo.ID, Cargo: min(cargo, TransportLift*tr)})
	g.say("event", "21.6", fo.ID, msg("log.transportssail", engine.Int("n", tr), g.forceArg("force", fo), engine.Int("cargo", min(cargo, TransportLift*tr))),
		"%d transports from the SW box sail with %s, carrying %d factors", tr, fo.Name, min(cargo, TransportLift*tr))
}

// dockTransports sends the transports afloat back to their pools at the
// end of the player turn (21.6: they carry for one activity; 20.632: they
// act again from the box next turn).
func (g *Game) dockTransports() {
	var back [2]int
	g.S.Ships = slices.DeleteFunc(g.S.Ships, func(s Ship) bool {
		if s.Class != TR || s.Sunk || s.Force == "" {
			return false
		}
		if fo := g.force(s.Force); fo != nil && !fo.AtSea {
			back[fo.Side] += s.Size
			return true
		}
		return false
	})
	for side := 0; side < 2; side++ {
		if back[side] > 0 {
			g.S.Transports[side] += back[side]
			g.say("event", "20.632", "", msg("log.transportsback", g.seatArg("side", side), engine.Int("n", back[side]), engine.Int("pool", g.S.Transports[side])),
				"%s: %d transports return to the SW box (%d there)", g.Sc.Seats[side], back[side], g.S.Transports[side])
		}
	}
}

// canBuildTransport reports whether the side may order a transport now
// (Params.BuildTransports a turn).
func (g *Game) canBuildTransport(side int) bool {
	return g.buildsOrdered(side) < g.Sc.Params.BuildTransports[side]
}

// buildTransport orders a transport for 3 BRP (20.6); it joins the pool
// at the end of the turn.
func (g *Game) buildTransport(side int) {
	if !g.canBuildTransport(side) || !g.mayBuildFor(side, 0) {
		return
	}
	g.S.TransportOrders[side]++
	g.S.BRPSpent[side] += TransportBRP
	g.say("event", "20.6", "", msg("log.buildtransport", g.seatArg("side", side), engine.Int("brp", TransportBRP)),
		"%s builds a transport (%d BRP)", g.Sc.Seats[side], TransportBRP)
}

// launchTransports adds the transports built this turn to the pools (the
// construction phase, 20.6: usable from the next turn).
func (g *Game) launchTransports() {
	for side := 0; side < 2; side++ {
		if n := g.S.TransportOrders[side]; n > 0 {
			g.S.Transports[side] += n
			g.S.TransportOrders[side] = 0
			g.say("event", "20.6", "", msg("log.transportslaunched", g.seatArg("side", side), engine.Int("n", n), engine.Int("pool", g.S.Transports[side])),
				"%s: %d new transports join the SW box (%d there)", g.Sc.Seats[side], n, g.S.Transports[side])
		}
	}
}

// buildOption is the orders' option to build a transport.
func (g *Game) buildOption(side int) []engine.Option {
	if !g.canBuildTransport(side) || len(g.boxesOf(side)) == 0 || g.boxesOf(side)[0] != 0 || !g.mayBuildFor(side, 0) {
		return nil
	}
	left := g.Sc.Params.BuildTransports[side] - g.buildsOrdered(side)
	return []engine.Option{{Key: "buildtr", Rule: "20.6",
		Label:     fmt.Sprintf("Build a transport (%d BRP; %d more this turn)", TransportBRP, left),
		LabelMsg:  msg("opt.buildtransport", engine.Int("brp", TransportBRP), engine.Int("n", left)),
		Detail:    fmt.Sprintf("%d in the SW box; it joins at the end of the turn", g.S.Transports[side]),
		DetailMsg: msg("d.buildtransport", engine.Int("n", g.S.Transports[side]))}}
}
