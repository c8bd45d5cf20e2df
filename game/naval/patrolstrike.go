package naval

import (
	"fmt"
	"slices"
	"strings"

	"periscope/game/engine"
)

// A patrol's carriers strike the bases on its route and around its patrol
// hex (21.415D, H; 23.61A), and the defender's units in their reach may
// flee after an exchange with the patrol (23.46B, C).
//
// 21.415D: when the naval interception of a patrol fails, its fast
// carriers may strike the defender's air in reach of its route (air
// combat only: no ships in port before the patrol hex, 23.61A); the NAS
// that survive may strike other bases on the way. Periscope resolves a
// patrol's interception at one hex of its route (22.13), so the route
// strikes come after it, when no interceptor reached the patrol: with a
// battle they were the battle's base strikes (21.415E, 22.43). Each base
// on the route is struck at most once.
//
// 21.415H: at the patrol hex, rounds of strikes on the hostile bases in
// reach (their air, or the ships in their ports), each round after the
// first only if the round before hurt enemy air or ships (outside a
// battle only). One base a round, with all the carriers' operative NAS.
// 21.415I (the defender may intercept before each round if he has not
// yet): Periscope's defender announces every interception at once when
// the activities are announced (22.164), knowing the patrol hex
// (21.415A), so a defender who let the patrol pass chose so for the hex
// too.
//
// 23.46B, C: after the patrol exchanged blows with the defender in its
// patrol hex (his land air struck it, or his ships fought it there), the
// defender's air and ships at bases in the patrol's reach may flee before
// its strikes: the air to another base of its nation in its range
// (23.461), the ships to the nearest base of their side out of enemy
// land-air range and out of the patrol's reach (23.462), both returned;
// the ships reach the refuge's hex open to strikes and interception.
//
// The reach of carrier air: the rules give the carriers no range of their
// own here; Periscope takes about 200 nm (the Taranto strike flew 170 nm,
// Midway's 150–240 nm): 4 hexes on the European maps (≈50 nm a hex), 2
// on the Pacific (≈100 nm; DATA.md).

const opPatrolStrike engine.Op = "naval.patrolstrike"

// Frame B of opPatrolStrike: the stage.
const (
	psRoute = iota // 21.415D: the route's air bases (L: those struck)
	psFlee         // 23.46B, C: the threatened bases (L: still to ask)
	psRound        // 21.415H: a round from the patrol hex
	psCheck        // 21.415H: did the round hurt? (S: harm before)
)

func registerPatrolStrike(s *engine.Steps[*Game]) {
	s.Register(opPatrolStrike, stepPatrolStrike)
	s.Args(opPatrolStrike, engine.ArgSpec{A: &engine.Range{Min: 0, Max: 200}, B: &engine.Range{Min: psRoute, Max: psCheck}})
}

// CarrierReach is how far a patrol's carrier air strikes bases, in hexes
// of the map (about 200 nm).
func (g *Game) CarrierReach() int {
	if g.Map.Pacific {
		return 2
	}
	return 4
}

// patrolNAS are the patrol's fast carriers able to strike and their NAS.
func (g *Game) patrolNAS(fo *Force) ([]string, int) {
	var ids []string
	nas := 0
	for _, s := range g.ShipsOf(fo.ID) {
		if s.Operative() && s.IsFast() {
			ids = append(ids, s.ID)
			nas += s.NAS
		}
	}
	return ids, nas
}

// startPatrolStrikes queues a completed patrol's strikes (stepComplete).
// Call it before the force takes up its patrol: where the force is tells
// where the defender last struck or fought it (23.46B, C).
func (g *Game) startPatrolStrikes(n int) {
	o := &g.S.Ops[n]
	fo := g.force(o.Force)
	if o.Straight || g.subOnly(fo.ID) {
		return
	}
	if _, nas := g.patrolNAS(fo); nas == 0 {
		return
	}
	intercepted := slices.ContainsFunc(o.Cuts, func(c Intercept) bool { return c.OK && !c.Counter })
	fr := []engine.Frame{{Op: opPatrolStrike, A: n, B: psRound}}
	if fo.At == o.Target && (o.AirStruck || o.Attacked) {
		fr = append([]engine.Frame{{Op: opPatrolStrike, A: n, B: psFlee}}, fr...)
	}
	if !intercepted {
		fr = append([]engine.Frame{{Op: opPatrolStrike, A: n, B: psRoute}}, fr...)
	}
	g.Push(fr...)
}

// routeBases are the defender's air bases with squadrons in reach of a
// hex of the patrol's route short of its patrol hex, not yet struck.
func (g *Game) routeBases(o *Op, struck []string) []*AirBase {
	var out []*AirBase
	for i := range g.S.Air {
		a := &g.S.Air[i]
		if a.Side == o.Side || 3*a.AAF-a.LostAAS-a.GroundedAAS <= 0 || slices.Contains(struck, a.ID) {
			continue
		}
		for _, h := range o.Path {
			if h != o.Target && g.Map.Dist(h, a.Area) <= g.CarrierReach() {
				out = append(out, a)
				break
			}
		}
	}
	return out
}

// hexTargets are, in reach of the patrol hex, the defender's air bases
// with squadrons (as "air:ID") and the ports holding his ships ("port:AREA").
func (g *Game) hexTargets(o *Op) []string {
	var out []string
	for i := range g.S.Air {
		a := &g.S.Air[i]
		if a.Side != o.Side && 3*a.AAF-a.LostAAS-a.GroundedAAS > 0 && g.Map.Dist(o.Target, a.Area) <= g.CarrierReach() {
			out = append(out, "air:"+a.ID)
		}
	}
	for _, p := range g.S.Ports {
		if p.Side != o.Side && g.Map.Dist(o.Target, p.Area) <= g.CarrierReach() && len(g.shipsInPort(1-o.Side, p.Area)) > 0 {
			out = append(out, "port:"+p.Area)
		}
	}
	return out
}

// shipsInPort are side's ships in port at area.
func (g *Game) shipsInPort(side int, area string) []*Ship {
	var out []*Ship
	for i := range g.S.Forces {
		e := &g.S.Forces[i]
		if e.Side == side && !e.AtSea && e.Port == area {
			out = append(out, g.ShipsOf(e.ID)...)
		}
	}
	return out
}

// harm sums what a strike can hurt on side: squadrons lost or returned,
// naval factors lost, ships damaged (21.415H: a round that hurt).
func (g *Game) harm(side int) int {
	n := g.S.LostNF[side]
	for _, a := range g.S.Air {
		if a.Side == side {
			n += a.LostAAS + a.LostNAS + a.GroundedAAS
		}
	}
	for i := range g.S.Forces {
		if e := &g.S.Forces[i]; e.Side == side {
			for _, s := range g.ShipsOf(e.ID) {
				if s.Damaged {
					n++
				}
				n += s.DmgCA
			}
		}
	}
	return n
}

func stepPatrolStrike(g *Game, f *engine.Frame) {
	if f.A < 0 || f.A >= len(g.S.Ops) {
		return
	}
	o := &g.S.Ops[f.A]
	fo := g.force(o.Force)
	if fo == nil || len(g.ShipsOf(fo.ID)) == 0 {
		return
	}
	switch f.B {
	case psRoute:
		g.patrolRoute(f, o, fo)
	case psFlee:
		g.patrolFlee(f, o)
	case psRound:
		g.patrolRound(f, o, fo)
	case psCheck:
		before := 0
		fmt.Sscan(f.S, &before)
		if g.harm(1-o.Side) > before {
			g.Push(engine.Frame{Op: opPatrolStrike, A: f.A, B: psRound})
			return
		}
		g.say("event", "21.415H", fo.ID, msg("log.patrolstrikesend", g.forceArg("force", fo)),
			"%s: the last strike hurt nothing, so no further strikes from the patrol hex", fo.Name)
	}
}

// patrolRoute asks the patrol's side which air base on its route its
// carriers strike, one at a time, until it goes on (21.415D).
func (g *Game) patrolRoute(f *engine.Frame, o *Op, fo *Force) {
	cvs, nas := g.patrolNAS(fo)
	bases := g.routeBases(o, f.L)
	if nas == 0 || len(bases) == 0 {
		return
	}
	if f.Ans == nil {
		var po []engine.Option
		for _, a := range bases {
			sq := 3*a.AAF - a.LostAAS - a.GroundedAAS
			po = append(po, engine.Option{Key: "air:" + a.ID, Ref: "area:" + a.Area, Rule: "21.415D",
				Label:    fmt.Sprintf("Strike the air base at %s (%d squadrons) with %d NAS", a.Name, sq, nas),
				LabelMsg: msg("opt.basestrike", engine.Nested("base", DataName(a.Name)), engine.Int("n", sq), engine.Int("nas", nas))})
		}
		po = append(po, engine.Option{Key: "none", Label: "Sail on to the patrol hex", LabelMsg: msg("opt.patrolon"), Rule: "21.415D"})
		g.Ask(f, engine.Prompt{Kind: "patrol-strike", Seat: g.Seat(o.Side), Rule: "21.415D", Sub: fo.ID, SubMsg: forceName(fo),
			Text: fmt.Sprintf("Patrol to %s (%s): strike an enemy air base in reach with %d NAS?", g.Map.Area(o.Target).Name, fo.Name, nas),
			Msg:  msg("q.patrolroute", g.forceArg("force", fo), g.areaArg("area", o.Target), engine.Int("nas", nas)), Options: po})
		return
	}
	k := g.Key(f)
	a := g.airBase(strings.TrimPrefix(k, "air:"))
	if k == "none" || a == nil {
		return
	}
	g.strikeAirBase(o.Side, cvs, nas, a, "21.415D")
	g.Push(engine.Frame{Op: opPatrolStrike, A: f.A, B: psRoute, L: append(slices.Clip(f.L), a.ID)})
}

// strikeAirBase is one round of air combat of a patrol's carrier air
// against an air base's squadrons outside a battle (21.415D, H; 23.131A):
// the squadrons eliminated are lost, those aborted returned for the turn
// (18.526A); the carriers' losses come off their NAS.
func (g *Game) strikeAirBase(side int, cvs []string, nas int, a *AirBase, rule string) {
	sq := 3*a.AAF - a.LostAAS - a.GroundedAAS
	g.say("event", rule, a.ID, msg("log.basestrike", g.seatArg("side", side), engine.Int("nas", nas), engine.Nested("base", DataName(a.Name)), engine.Int("n", sq)),
		"%s carrier air (%d NAS) strikes the air base at %s (%d squadrons)", g.Sc.Seats[side], nas, a.Name, sq)
	ae, _, de, da := g.airCombatRound("base", nas, g.Sc.Nations[side], sq, a.Nation, 0)
	g.loseStrikers(&Strike{Side: side, Nation: g.Sc.Nations[side], NAS: nas, Carriers: cvs}, min(ae, nas))
	de = min(de, sq)
	da = min(da, sq-de)
	a.LostAAS += de
	a.GroundedAAS += da
}

// patrolFlee offers the defender's threatened bases flight after an
// exchange with the patrol in its patrol hex (23.46B, C): one base at a
// time (frame L the bases still to ask, "air:ID" or "port:AREA").
func (g *Game) patrolFlee(f *engine.Frame, o *Op) {
	fo := g.force(o.Force)
	def := 1 - o.Side
	if f.L == nil && f.Ans == nil {
		var l []string
		for _, t := range g.hexTargets(o) {
			if strings.HasPrefix(t, "port:") && g.portRefuge(o, strings.TrimPrefix(t, "port:")) == "" {
				continue
			}
			if a := g.airBase(strings.TrimPrefix(t, "air:")); a != nil && len(g.refugeBases(a)) == 0 {
				continue
			}
			l = append(l, t)
		}
		if len(l) == 0 {
			return
		}
		f.L = l
	}
	if len(f.L) == 0 {
		return
	}
	t := f.L[0]
	_, nas := g.patrolNAS(fo)
	if f.Ans == nil {
		if a := g.airBase(strings.TrimPrefix(t, "air:")); strings.HasPrefix(t, "air:") && a != nil {
			sq := 3*a.AAF - a.LostAAS - a.GroundedAAS
			po := []engine.Option{{Key: "stay", Label: "Stay at " + a.Name, LabelMsg: msg("opt.airstaypatrol", engine.Nested("base", DataName(a.Name))), Rule: "23.46"}}
			for _, x := range g.refugeBases(a) {
				po = append(po, engine.Option{Key: "fly:" + x.ID, Ref: "area:" + x.Area, Rule: "23.461",
					Label: fmt.Sprintf("Fly to %s (returned for the turn)", x.Name), LabelMsg: msg("opt.airfly", engine.Nested("base", DataName(x.Name)))})
			}
			g.Ask(f, engine.Prompt{Kind: "patrol-flee", Seat: g.Seat(def), Rule: "23.46B", Sub: a.ID,
				Text: fmt.Sprintf("%s (%d NAS) patrols in reach of %s (%d squadrons): fly them off?", fo.Name, nas, a.Name, sq),
				Msg:  msg("q.patrolairflee", g.forceArg("force", fo), engine.Int("nas", nas), engine.Nested("base", DataName(a.Name)), engine.Int("n", sq)), Options: po})
			return
		}
		area := strings.TrimPrefix(t, "port:")
		r := g.portRefuge(o, area)
		g.Ask(f, engine.Prompt{Kind: "patrol-flee", Seat: g.Seat(def), Rule: "23.46C", Sub: "port:" + area,
			Text: fmt.Sprintf("%s (%d NAS) patrols in reach of %s: do the ships there flee to %s?", fo.Name, nas, g.Map.Area(area).Name, g.Map.Area(r).Name),
			Msg:  msg("q.patrolshipflee", g.forceArg("force", fo), engine.Int("nas", nas), g.areaArg("area", area), g.areaArg("to", r)),
			Options: []engine.Option{
				{Key: "stay", Label: "Stay in port", LabelMsg: msg("opt.portstay"), Rule: "23.46"},
				{Key: "flee:" + r, Ref: "area:" + r, Rule: "23.462", Label: fmt.Sprintf("Flee to %s (returned for the turn)", g.Map.Area(r).Name), LabelMsg: msg("opt.portflee", g.areaArg("area", r))},
			}})
		return
	}
	k := g.Key(f)
	rest := slices.Clone(f.L[1:])
	switch {
	case strings.HasPrefix(k, "fly:"):
		a, x := g.airBase(strings.TrimPrefix(t, "air:")), g.airBase(strings.TrimPrefix(k, "fly:"))
		if a != nil && x != nil {
			sq := max(0, 3*a.AAF-a.LostAAS-a.GroundedAAS)
			g.say("event", "23.461", a.ID, msg("log.airflees", engine.Nested("base", DataName(a.Name)), engine.Int("n", sq), engine.Nested("to", DataName(x.Name))),
				"%s: %d squadrons fly off to %s, returned for the turn", a.Name, sq, x.Name)
			x.AAF += a.AAF
			x.NAS += a.NAS
			x.LostAAS += a.LostAAS
			x.LostNAS += a.LostNAS
			x.GroundedAAS += sq + a.GroundedAAS
			a.AAF, a.NAS, a.LostAAS, a.LostNAS, a.GroundedAAS = 0, 0, 0, 0, 0
		}
	case strings.HasPrefix(k, "flee:"):
		area, r := strings.TrimPrefix(t, "port:"), strings.TrimPrefix(k, "flee:")
		for i := range g.S.Forces {
			e := &g.S.Forces[i]
			if e.Side != def || e.AtSea || e.Port != area || len(g.ShipsOf(e.ID)) == 0 {
				continue
			}
			e.At, e.AtSea, e.Returned = r, true, true
			if !slices.ContainsFunc(g.S.Homing, func(h Homing) bool { return h.Force == e.ID }) {
				g.S.Homing = append(g.S.Homing, Homing{Force: e.ID, From: r, To: r})
			}
			g.say("event", "23.462", e.ID, msg("log.portflees", g.forceArg("force", e), g.areaArg("from", area), g.areaArg("area", r)),
				"%s flees from %s to %s, returned for the turn", e.Name, g.Map.Area(area).Name, g.Map.Area(r).Name)
		}
	}
	if len(rest) > 0 {
		g.Push(engine.Frame{Op: opPatrolStrike, A: f.A, B: psFlee, L: rest})
	}
}

// portRefuge is where the defender's ships at area flee from patrol o
// (23.462): the nearest port of their side out of the phasing side's
// land-air range and out of the patrol's reach; "" if none.
func (g *Game) portRefuge(o *Op, area string) string {
	best, bd := "", 1<<30
	for _, p := range g.S.Ports {
		if p.Side == o.Side || p.Area == area || g.Map.Dist(o.Target, p.Area) <= g.CarrierReach() {
			continue
		}
		reach := slices.ContainsFunc(g.S.Air, func(a AirBase) bool {
			return a.Side == o.Side && a.AAF+a.NAS > 0 && g.Map.Dist(a.Area, p.Area) <= a.Range
		})
		if d := g.Map.Dist(area, p.Area); !reach && d < bd {
			best, bd = p.Area, d
		}
	}
	return best
}

// patrolRound asks the patrol's side for one round's target from the
// patrol hex (21.415H) and strikes it; a check after it decides whether
// another round may follow.
func (g *Game) patrolRound(f *engine.Frame, o *Op, fo *Force) {
	cvs, nas := g.patrolNAS(fo)
	ts := g.hexTargets(o)
	if nas == 0 || len(ts) == 0 {
		return
	}
	if f.Ans == nil {
		var po []engine.Option
		for _, t := range ts {
			if a := g.airBase(strings.TrimPrefix(t, "air:")); strings.HasPrefix(t, "air:") && a != nil {
				sq := 3*a.AAF - a.LostAAS - a.GroundedAAS
				po = append(po, engine.Option{Key: t, Ref: "area:" + a.Area, Rule: "21.415H",
					Label:    fmt.Sprintf("Strike the air base at %s (%d squadrons) with %d NAS", a.Name, sq, nas),
					LabelMsg: msg("opt.basestrike", engine.Nested("base", DataName(a.Name)), engine.Int("n", sq), engine.Int("nas", nas))})
				continue
			}
			area := strings.TrimPrefix(t, "port:")
			n := len(g.shipsInPort(1-o.Side, area))
			po = append(po, engine.Option{Key: t, Ref: "area:" + area, Rule: "21.415H",
				Label:    fmt.Sprintf("Strike the ships in port at %s (%d ships) with %d NAS", g.Map.Area(area).Port, n, nas),
				LabelMsg: msg("opt.portstrike", g.portArg("area", area), engine.Int("n", n), engine.Int("nas", nas))})
		}
		po = append(po, engine.Option{Key: "none", Label: "No strike from the patrol hex", LabelMsg: msg("opt.nopatrolstrike"), Rule: "21.415J"})
		g.Ask(f, engine.Prompt{Kind: "patrol-strike", Seat: g.Seat(o.Side), Rule: "21.415H", Sub: fo.ID, SubMsg: forceName(fo),
			Text: fmt.Sprintf("Patrol hex %s (%s): strike an enemy base in reach with %d NAS?", g.Map.Area(o.Target).Name, fo.Name, nas),
			Msg:  msg("q.patrolhex", g.forceArg("force", fo), g.areaArg("area", o.Target), engine.Int("nas", nas)), Options: po})
		return
	}
	k := g.Key(f)
	if k == "none" {
		return
	}
	g.Push(engine.Frame{Op: opPatrolStrike, A: f.A, B: psCheck, S: fmt.Sprint(g.harm(1 - o.Side))})
	if a := g.airBase(strings.TrimPrefix(k, "air:")); strings.HasPrefix(k, "air:") && a != nil {
		g.strikeAirBase(o.Side, cvs, nas, a, "21.415H")
		return
	}
	g.portStrike(fo, strings.TrimPrefix(k, "port:"))
}
