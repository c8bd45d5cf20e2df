package campaign

// OWNER: strategic & logistics — scenario set-up [3.0], [31.01]; war events
// [5] (strategic_events.go, effects.go); torpedo improvement [6] and
// intelligence [7] (strategic_intel.go); reinforcements [8] and ace
// reassignment [25.3] (strategic_reinforce.go); readiness [9], repair [10],
// damage at base [18], bases, tenders and supply [21] (bases.go); prepare for
// operations [11] (here); end of turn, victory, war progress and the
// campaign's VP [16], [17], [31] (victory.go).

import (
	"fmt"
	"slices"

	"periscope/game/data"
)

func init() {
	register(opScenarioSetup, stepScenarioSetup)
	register(opPhasePrepare, stepPrepare)
}

// startMonth is the scenario's first month (data.MonthIndex).
func (g *Game) startMonth() int {
	m, _ := data.MonthIndex(g.Scenario().Start)
	return m
}

// monthLabel renders a month index as "May 1940".
func monthLabel(m int) string { return MonthName(m) }

// ---------------------------------------------------------------- set-up [3.0]

// stepScenarioSetup finishes the scenario's set-up inside the step machine,
// where rolls are logged and the player can be asked: the [31.01] box roll
// for boats set up "In-Port" without a box, the scenario's Setup effects
// (tenders, supply ships, missions, cup changes...) and the progress rolls
// already listed for the first month.
func stepScenarioSetup(g *Game, f *Frame) {
	sc := g.Scenario()
	g.phaseM("3.0", "Set-up: "+sc.Name, msgM("atl.phase.setup", aScenario("scenario", sc.ID)))
	for i := range g.S.Subs {
		s := &g.S.Subs[i]
		if s.Status != StBase || s.Box != "roll" {
			continue
		}
		r := g.Roll("set-up box", "31.01", s.ID)
		box := g.T.Tables.SetupBox[r.Total]
		if box == BoxPier && g.Class(s).Type == "II" {
			// Type II boats go straight to Ready-for-Sea [31.01].
			box = BoxReady
			r.Say(rollMsg(msgM("atl.setup.roll"), msgM("atl.setup.table"), msgM("atl.ready.type-ii", aNested("box", boxMsg(BoxPier))))).Record("0 Work-up, 1–2 In-Port, 3–5 Pierside, 6–9 Ready", "Ready-for-Sea (Type II skips Pierside)")
		} else {
			r.Say(rollMsg(msgM("atl.setup.roll"), msgM("atl.setup.table"), boxMsg(box))).Record("0 Work-up, 1–2 In-Port, 3–5 Pierside, 6–9 Ready", boxName(box))
		}
		s.Box = box
	}
	for _, a := range g.S.Aircraft {
		g.noteM("3.0", "", msgM("atl.air.based", aAir("ac", a.ID), aBase("base", a.Base)), "%s is based at %s [7.54].", g.aircraftName(a.ID), g.baseName(a.Base))
	}
	var fs []Frame
	for i := range sc.Setup {
		fs = append(fs, Frame{Op: opEffect, S: "setup", A: i})
	}
	// The progress rolls listed for the first month are part of the
	// schedule even though the list is otherwise first read the month after
	// the start [8.0], [17.1].
	if sc.Reinforcements {
		if ml := g.monthList(g.S.Month); ml != nil {
			for i, e := range ml.Entries {
				if e.Op == "period-roll" || e.Op == "barbarossa-roll" {
					fs = append(fs, Frame{Op: opEffect, S: listSource(g.S.Month), A: i})
				}
			}
		}
	}
	g.Push(fs...)
}

// boxName is the display name of a base box.
func boxName(box string) string {
	switch box {
	case BoxHold:
		return "Hold"
	case BoxR3:
		return "Repair 3"
	case BoxR2:
		return "Repair 2"
	case BoxR1:
		return "Repair 1"
	case BoxWorkUp:
		return "Work-up"
	case BoxInPort:
		return "In-Port"
	case BoxPier:
		return "Pierside"
	case BoxReady:
		return "Ready-for-Sea"
	}
	return box
}

func (g *Game) baseName(id string) string {
	if b := g.T.Base(id); b != nil {
		return b.Name
	}
	return id
}

func (g *Game) areaName(id string) string {
	if a := g.area(id); a != nil {
		return a.Name
	}
	return id
}

func (g *Game) aircraftName(id string) string {
	if a := g.T.AircraftByID(id); a != nil {
		return a.Name
	}
	return id
}

// ---------------------------------------------------------------- prepare [11]

// stepPrepare is the Prepare for Operations phase [11.0]: every sub at sea
// moves from Done to Operating [11.1]; then the old minefields are resolved
// by the movement code's mines.old step [11.2], [26.4].
func stepPrepare(g *Game, f *Frame) {
	g.PhaseMark("11.0", "Prepare for Operations")
	n := 0
	for i := range g.S.Subs {
		s := &g.S.Subs[i]
		if s.Status == StSea && s.Section == Done {
			s.Section = Operating
			n++
		}
	}
	if n > 0 {
		g.noteM("11.1", "", msgM("atl.prepare.moves", aInt("n", n)), "%d boat(s) at sea move from Done to Operating.", n)
	}
	if len(g.S.Mines) > 0 {
		g.Push(Frame{Op: opMinesOld})
	}
}

// ---------------------------------------------------------------- geography

// opAreaHops measures distances counted in OpAreas from a start node [2.3A],
// [7.53]: entering an OpArea costs 1, entering an SMZ costs nothing (the
// English Channel and Gibraltar are not counted for range, and no other
// SMZ is an OpArea); bases other than the start are not passed through.
// SMZs without routes (linked by blue arrows [20.1]) get the distance of
// their nearest linked OpArea. A start that is such an SMZ — an advanced
// base held by a tender [21.1], or a French base [36.63H] — reaches its
// linked OpAreas by its blue arrows, one OpArea away [21.11] (a sub's Range
// counts from any friendly base [2.3A], as the movement's bfsFrom counts
// it).
//
// It depends only on the map, so each start's distances are worked out
// once per game (callers must not change the map returned).
func (g *Game) opAreaHops(start string) map[string]int {
	c := g.mc()
	if d, ok := c.hops[start]; ok {
		return d
	}
	if c.hops == nil {
		c.hops = map[string]map[string]int{}
	}
	d := g.computeOpAreaHops(start)
	c.hops[start] = d
	return d
}

func (g *Game) computeOpAreaHops(start string) map[string]int {
	dist := map[string]int{start: 0}
	// 0-1 breadth-first search: the graph is small.
	front := []string{start}
	for len(front) > 0 {
		cur := front[0]
		front = front[1:]
		d := dist[cur]
		var next []string
		for _, r := range g.T.Routes(cur) {
			next = append(next, r.To)
		}
		if a := g.area(cur); cur == start && a != nil && a.Kind == data.KindSMZ {
			for _, l := range a.Links {
				if !slices.Contains(next, l) {
					next = append(next, l)
				}
			}
		}
		for _, to := range next {
			a := g.area(to)
			if a == nil || a.Kind == data.KindBase {
				continue
			}
			nd := d
			if a.Kind == data.KindOpArea {
				nd++
			}
			if old, ok := dist[to]; ok && old <= nd {
				continue
			}
			dist[to] = nd
			if nd == d {
				front = append([]string{to}, front...)
			} else {
				front = append(front, to)
			}
		}
	}
	for _, a := range g.T.Map.Areas {
		if a.Kind != data.KindSMZ {
			continue
		}
		for _, l := range a.Links {
			if d, ok := dist[l]; ok {
				if old, ok2 := dist[a.ID]; !ok2 || d < old {
					dist[a.ID] = d
				}
			}
		}
	}
	return dist
}

// friendlyBases lists the bases a sub may count range from: every active
// main base and every advanced base with a tender [2.3A], [21]; among the
// French bases only the Wilhelm Bauer's, unless it is a French boat
// [36.63H].
func (g *Game) friendlyBases(s *Sub) []string {
	var out []string
	french := g.frenchRange(s)
	for i := range g.T.Map.Bases {
		b := &g.T.Map.Bases[i]
		if (b.Kind == data.BaseMain || b.Kind == data.BaseAdvanced) && g.BaseActive(b.ID) && (french || g.rangeSource(b)) {
			out = append(out, b.ID)
		}
	}
	return out
}

// baseDistance is the distance in OpAreas from the nearest base a sub may
// count range from to an area (a large number if none reaches it).
func (g *Game) baseDistance(s *Sub, area string) int {
	best := 1 << 20
	for _, b := range g.friendlyBases(s) {
		if d, ok := g.opAreaHops(b)[area]; ok && d < best {
			best = d
		}
	}
	return best
}

// inRange reports whether a sub may be in an area: within its Range of a
// friendly base, or one beyond while a U-tanker is there [2.3A], [21.33C].
func (g *Game) inRange(s *Sub, area string) bool {
	d := g.baseDistance(s, area)
	r := g.Range(s)
	if d <= r {
		return true
	}
	return d == r+1 && g.TankerIn(area, s.ID)
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

func plural(n int, one, many string) string {
	if n == 1 {
		return fmt.Sprintf("%d %s", n, one)
	}
	return fmt.Sprintf("%d %s", n, many)
}
