package naval

import (
	"slices"

	"periscope/game/engine"
)

// The parts of chapters 20–21 that tie the naval war to the rest of the
// grand-strategic game, as scenario parameters (assets/data/naval/DATA.md):
// the transport pools and their BRP penalty (20.63), the escort of naval
// redeployments (21.6, 28) and port counters (21.121).

// transportShortfall charges the side's BRP penalty for transports below
// the optimal level of its SW box, counted at the start of its player turn
// (20.633: 1 BRP per transport short, capped).
func (g *Game) transportShortfall(side int) {
	opt := g.Sc.Params.Optimal[side]
	short := opt - g.S.Transports[side]
	if opt <= 0 || short <= 0 {
		return
	}
	pen := short
	if c := g.Sc.Params.PenaltyCap[side]; c > 0 {
		pen = min(pen, c)
	}
	g.S.BRPLost[side] += pen
	g.say("event", "20.633", "", msg("log.brppenalty", g.seatArg("side", side), engine.Int("n", g.S.Transports[side]), engine.Int("opt", opt), engine.Int("brp", pen)),
		"%s has %d transports against an optimal %d: %d BRP lost", g.Sc.Seats[side], g.S.Transports[side], opt, pen)
}

// scoreBRP turns the BRP each side lost to transport shortfalls into VP
// for its opponent at the end (Params.BRPPerVP).
func (g *Game) scoreBRP() {
	per := g.Sc.Params.BRPPerVP
	if per <= 0 {
		return
	}
	for side := 0; side < 2; side++ {
		if vp := (g.S.BRPLost[side] + g.S.BRPSpent[side]) / per; vp > 0 {
			g.S.VP[1-side] += vp
			g.sayEvent("20.633", engine.Event{Type: "brp", Data: vpEvent{Side: 1 - side, VP: vp}},
				msg("log.brpvp", g.seatArg("side", side), engine.Int("brp", g.S.BRPLost[side]+g.S.BRPSpent[side]), engine.Int("vp", vp), g.seatArg("to", 1-side)),
				"%s lost %d BRP to transport shortfalls and building: %d VP to %s", g.Sc.Seats[side], g.S.BRPLost[side]+g.S.BRPSpent[side], vp, g.Sc.Seats[1-side])
		}
	}
}

// redeploy reports whether op o is the sea leg of a naval redeployment
// (21.6: a convoy route marked redeploy).
func (g *Game) redeploy(o *Op) bool {
	if o.Kind != OpConvoy || o.Convoy == "" {
		return false
	}
	for _, c := range g.Sc.Convoys {
		if c.ID == o.Convoy {
			return c.Redeploy
		}
	}
	return false
}

// portCounterSites are the islands where the side may order a port
// counter now (21.121): it has counters left and has ordered none this
// turn; the island is its own and has no port yet.
func (g *Game) portCounterSites(side int) []string {
	if g.S.PortCountersUsed[side] >= g.Sc.Params.PortCounters[side] {
		return nil
	}
	for _, a := range g.S.PortOrders {
		if g.Sc.Params.Islands[a] == side {
			return nil // at most one a turn
		}
	}
	var out []string
	for _, a := range g.Map.Areas {
		if s, ok := g.Sc.Params.Islands[a.ID]; ok && s == side && g.port(a.ID) == nil && !slices.Contains(g.S.PortOrders, a.ID) {
			out = append(out, a.ID)
		}
	}
	return out
}

// orderPortCounter builds a port counter at area (21.121); it opens at the
// end of the turn.
func (g *Game) orderPortCounter(side int, area string) {
	if !slices.Contains(g.portCounterSites(side), area) {
		return
	}
	g.S.PortCountersUsed[side]++
	g.S.PortOrders = append(g.S.PortOrders, area)
	g.say("event", "21.121", "", msg("log.portcounter", g.seatArg("side", side), g.areaArg("area", area)),
		"%s builds a port counter at %s", g.Sc.Seats[side], g.Map.Area(area).Name)
}

// openPortCounters opens the ports built this turn (the construction
// phase, 21.121): a port of the side, air-defence level 1 (the counter's
// flak, 23.42).
func (g *Game) openPortCounters() {
	for _, a := range g.S.PortOrders {
		side := g.Sc.Params.Islands[a]
		if g.port(a) != nil {
			continue
		}
		g.S.Ports = append(g.S.Ports, PortSpec{Area: a, Side: side, Defence: 1})
		g.say("event", "21.121", "", msg("log.portopens", g.areaArg("area", a), g.seatArg("side", side)),
			"the port counter at %s opens: a port of %s", g.Map.Area(a).Name, g.Sc.Seats[side])
	}
	g.S.PortOrders = nil
}
