package naval

import (
	"fmt"

	"periscope/game/engine"
)

// The redeployment phase (21.63, Params.NRPhase): ships that escort a
// naval redeployment do nothing else that turn, but may change base in
// the movement phase before it. With the parameter the phasing side's
// redeployment routes wait for a phase of their own after the movement
// phase's operations, from the bases the forces then hold.

const opRedeploy engine.Op = "naval.redeploy"

func registerRedeploy(s *engine.Steps[*Game]) {
	s.Register(opRedeploy, stepRedeploy)
	s.Args(opRedeploy, engine.ArgSpec{A: &engine.Range{Min: 0, Max: 1}})
}

// nrHeld reports whether the redeployment route waits for the
// redeployment phase (Params.NRPhase, not in it yet).
func (g *Game) nrHeld(c *Convoy) bool {
	return g.Sc.Params.NRPhase && c.Redeploy && !g.S.InNR
}

// nrEscorts are the side's forces that may escort a redeployment now
// (21.63): in port, having done nothing this turn or only changed base,
// with a redeployment route from their base that they can lift.
func (g *Game) nrEscorts(side int) []nrOption {
	var out []nrOption
	for i := range g.S.Forces {
		fo := &g.S.Forces[i]
		if fo.Side != side || fo.Returned || fo.Patrol != "" || len(g.ShipsOf(fo.ID)) == 0 || g.subOnly(fo.ID) || fo.At != fo.Port {
			continue
		}
		if fo.Used {
			moved := false
			for _, o := range g.S.Ops {
				if o.Force == fo.ID {
					moved = o.Kind == OpBase && o.Done && !o.Stopped
					if !moved {
						break
					}
				}
			}
			if !moved {
				continue
			}
		}
		dd := g.ForceDD(fo.ID)
		for j := range g.Sc.Convoys {
			c := &g.Sc.Convoys[j]
			if c.Redeploy && c.Side == side && c.From == fo.Port && (c.Max == 0 || g.S.Runs[c.ID] < c.Max) && !g.convoyOrdered(c.ID) &&
				g.portSide(c.To) == side && g.liftableWith(c, dd, g.transportsFor(c, side, dd)) > 0 {
				out = append(out, nrOption{fo, c})
			}
		}
	}
	return out
}

type nrOption struct {
	force *Force
	route *Convoy
}

// stepRedeploy is the phasing side's redeployment phase: it picks a force
// and a redeployment route, one at a time, each run at once as a sea
// transport open to interception (21.614), until it declines.
func stepRedeploy(g *Game, f *engine.Frame) {
	side := f.A
	if !g.S.InNR {
		g.S.InNR = true
		g.say("phase", "21.63", "", msg("log.nrphase", g.seatArg("side", side)), "%s redeployment phase", g.Sc.Seats[side])
	}
	opts := g.nrEscorts(side)
	if len(opts) == 0 {
		return
	}
	if f.Ans == nil {
		var po []engine.Option
		for _, c := range opts {
			po = append(po, engine.Option{Key: "nr:" + c.force.ID + ":" + c.route.ID, Ref: "area:" + c.route.To, Rule: "21.63",
				Label:    fmt.Sprintf("%s escorts %s", c.force.Name, c.route.Name),
				LabelMsg: msg("opt.nrescort", g.forceArg("force", c.force), engine.Nested("convoy", DataName(c.route.Name)))})
		}
		po = append(po, engine.Option{Key: "none", Label: "No (further) redeployment", LabelMsg: msg("opt.nonr"), Rule: "21.63"})
		g.Ask(f, engine.Prompt{Kind: "nr-escort", Seat: g.Seat(side), Secret: true, Rule: "21.63", Text: "Redeployment phase: escort a naval redeployment?",
			Msg: msg("q.nrescort"), Options: po})
		return
	}
	k := g.Key(f)
	for _, c := range opts {
		if k != "nr:"+c.force.ID+":"+c.route.ID {
			continue
		}
		fo := c.force
		n := len(g.S.Ops)
		o := Op{N: n, Side: side, Force: fo.ID, Kind: OpConvoy, Target: c.route.To, Path: g.Map.Path(fo.Port, c.route.To)}
		g.loadConvoy(fo, &o, c.route.Transports && g.liftable(c.route, g.ForceDD(fo.ID)) < c.route.Cargo)
		fo.Used, fo.AtSea = true, true
		g.S.Ops = append(g.S.Ops, o)
		g.say("event", "22.15", fo.ID, msg("log.announce", g.forceArg("force", fo), g.areaArg("from", fo.Port), engine.Nested("kind", msg("kind."+OpConvoy)), g.areaArg("to", o.Target)),
			"Announced: %s from %s, sea transport to %s", fo.Name, g.Map.Area(fo.Port).Name, g.Map.Area(o.Target).Name)
		g.Push(engine.Frame{Op: opIntercept, A: n}, engine.Frame{Op: opRollCuts, A: n}, engine.Frame{Op: opCounter, A: n}, engine.Frame{Op: opRollCtr, A: n},
			engine.Frame{Op: opAirStrike, A: n}, engine.Frame{Op: opCutStrike, A: n}, engine.Frame{Op: opEngage, A: n}, engine.Frame{Op: opSubCut, A: n},
			engine.Frame{Op: opAbandon, A: n}, engine.Frame{Op: opComplete, A: n}, engine.Frame{Op: opReturnLeg, A: n}, engine.Frame{Op: opRedeploy, A: side})
		return
	}
}
