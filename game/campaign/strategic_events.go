package campaign

import (
	"fmt"
	"slices"
	"strings"

	"periscope/game/data"
	"periscope/game/engine"
)

// The War Events phase [5.0]–[5.4] and deployment orders [5.3].

func init() {
	register(opPhaseWarEvents, stepWarEvents)
	register(opEventsForced, stepForcedEvents)
	register(opEventsRoll, stepEventRoll)
	register(opOrderFill, stepOrderFill)
	register(opOrderArrived, stepOrderArrived)
}

// eventTable returns the War Events table of a period, or nil.
// A scenario's own table comes before the period's.
func (g *Game) eventTable(p int) *data.EventTable {
	var out *data.EventTable
	for i := range g.T.EventTable {
		et := &g.T.EventTable[i]
		switch {
		case et.Period != p:
		case et.Scenario == g.S.Scenario:
			return et
		case et.Scenario == "" && out == nil:
			out = et
		}
	}
	return out
}

// stepWarEvents opens the phase: on the first War Events phase of a war
// period the instructions at the head of its table apply first [5.0]; then
// the forced-date events [5.4] and the normal roll [5.1].
func stepWarEvents(g *Game, f *Frame) {
	g.PhaseMark("5.0", "War Events")
	events := g.Scenario().WarEvents
	var fs []Frame
	if g.BerlinChoice() {
		g.S.Political.Berlin = false // back at Kerneval after his week [36.4], [36.42]
	}
	if g.S.Political != nil && g.monthStart() {
		fs = append(fs, Frame{Op: opPolRequest}) // the political step [36.2]
	}
	fs = append(fs, g.politicalWeekStart()...) // [36.61F], [36.63F], [36.63H], [36.63L]
	p := g.S.Period
	key := fmt.Sprintf("header-done:%d", p)
	if events && !g.S.Flags[key] {
		g.S.Flags[key] = true
		if et := g.eventTable(p); et != nil && len(et.Header) > 0 {
			g.noteM("5.0", "", msgM("atl.events.header", aInt("n", p)), "First War Events phase of war period %d: the instructions at the head of its table apply.", p)
			for i := range et.Header {
				fs = append(fs, Frame{Op: opEffect, S: fmt.Sprintf("header:%d", p), A: i})
			}
		}
	}
	// A deployment order given for several weeks stands: each week its
	// shortfall is filled again by the [5.3] priorities.
	for _, m := range g.S.Missions {
		if m.Count > 0 && m.From > 0 && m.From < g.S.Turn && g.S.Turn <= m.Until {
			g.noteM("5.3", "", msgM("atl.order.standing", aInt("n", m.Count), aArea("area", m.Area), aInt("until", m.Until)), "Standing order: %s to %s (until turn %d).", plural(m.Count, "boat", "boats"), g.areaName(m.Area), m.Until)
			fs = append(fs, Frame{Op: opOrderFill, S: m.ID})
		}
	}
	if events {
		fs = append(fs, Frame{Op: opEventsForced})
	}
	g.Push(fs...)
}

// pendingForced lists the forced-date events [5.4] whose month has come and
// which have not happened, in table order: as they appear in the War Events
// tables (period by period, row by row), then any others in the order of
// the event list.
func (g *Game) pendingForced() []string {
	var out []string
	seen := map[string]bool{}
	consider := func(id string) {
		if id == "" || seen[id] {
			return
		}
		seen[id] = true
		ev := g.T.Event(id)
		if ev == nil || ev.Forced == "" || g.eventHappened(id) {
			return
		}
		if m, err := data.MonthIndex(ev.Forced); err == nil && m <= g.S.Month {
			out = append(out, id)
		}
	}
	for _, et := range g.T.EventTable {
		for _, id := range et.Rows {
			consider(id)
		}
	}
	for _, ev := range g.T.Events {
		consider(ev.ID)
	}
	return out
}

// stepForcedEvents resolves the forced-date events [5.41]/[5.42]: before the
// normal roll, each pending event (in table order) rolls d10 and happens on
// 0–6, which replaces the [5.1] roll; one still pending in the last week of
// its month (or later) happens without a roll. Once an event has happened
// this phase, the other pending ones wait for next week unless their
// deadline has come (reading of [5.4] for several pending events).
func stepForcedEvents(g *Game, f *Frame) {
	happened := false
	var fs []Frame
	if g.T.Rules.ForcedEvents {
		for _, id := range g.pendingForced() {
			ev := g.T.Event(id)
			fm, _ := data.MonthIndex(ev.Forced)
			if g.S.Month > fm || g.S.Week >= g.T.Rules.WeeksPerMonth {
				g.noteM("5.42", "", msgM("atl.events.forced-late", aNested("ev", g.eventNameMsg(id)), aNested("month", monthMsg(fm))), "%s has not happened by the last week of %s: it happens now, without a roll.", ev.Name, monthLabel(fm))
				fs = append(fs, g.occurEvent(id, "5.42")...)
				happened = true
				continue
			}
			if happened {
				g.noteM("5.41", "", msgM("atl.events.pending", aNested("ev", g.eventNameMsg(id))), "%s is still pending; it is rolled for next week.", ev.Name)
				continue
			}
			r := g.Roll("forced event: "+ev.Name, "5.41", "")
			fp, ft := msgM("atl.events.forced", aNested("ev", g.eventNameMsg(id))), msgM("atl.le", aInt("n", 6))
			if r.Total <= 6 {
				r.Say(rollMsg(fp, ft, msgM("atl.events.forced.yes", aNested("ev", g.eventNameMsg(id))))).Record("≤ 6", ev.Name+" happens; no [5.1] roll this week")
				fs = append(fs, g.occurEvent(id, "5.41")...)
				happened = true
			} else {
				r.Say(rollMsg(fp, ft, msgM("atl.events.forced.no"))).Record("≤ 6", "not this week; roll on the War Events table as usual")
			}
		}
	}
	if !happened {
		fs = append(fs, Frame{Op: opEventsRoll})
	}
	g.Push(fs...)
}

// stepEventRoll is the weekly roll [5.1]: on d10 ≤ the trigger, roll again on
// the current period's table. A one-time event that has happened counts as
// no event unless it names an alternative [5.2].
func stepEventRoll(g *Game, f *Frame) {
	trig := g.T.Rules.WarEventTrigger
	r := g.Roll("war events", "5.1", "")
	ep, et0 := msgM("atl.events.roll"), msgM("atl.le", aInt("n", trig))
	if r.Total > trig {
		r.Say(rollMsg(ep, et0, msgM("atl.events.none"))).Record(fmt.Sprintf("≤ %d", trig), "no war event this week")
		return
	}
	et := g.eventTable(g.S.Period)
	if et == nil {
		r.Say(rollMsg(ep, et0, msgM("atl.events.no-table", aInt("n", g.S.Period)))).Record(fmt.Sprintf("≤ %d", trig), fmt.Sprintf("a war event, but period %d has no table", g.S.Period))
		return
	}
	r.Say(rollMsg(ep, et0, msgM("atl.events.table"))).Record(fmt.Sprintf("≤ %d", trig), "roll on the War Events table")
	r2 := g.Roll(fmt.Sprintf("War Events table, period %d", g.S.Period), "5.1", "")
	id := et.Rows[r2.Total]
	tp := msgM("atl.events.table.roll", aInt("n", g.S.Period))
	if id == "" {
		r2.Say(rollMsg(tp, nil, msgM("atl.events.no-event"))).Record("", "no event")
		return
	}
	first, firstID := g.T.Event(id).Name, id
	why, wm := "", (*engine.Msg)(nil)
	seen := map[string]bool{}
	for id != "" {
		ev := g.T.Event(id)
		next := ev.Instead
		switch {
		case ev.Needs != "" && !g.eventHappened(ev.Needs):
			why, wm = " needs "+g.T.Event(ev.Needs).Name+" first", msgM("pac.events.needs", aNested("ev", g.eventNameMsg(id)), aNested("need", g.eventNameMsg(ev.Needs)))
			next = ev.Needs
		case ev.Once && g.eventHappened(id):
			why, wm = " has already happened", msgM("atl.events.happened", aNested("ev", g.eventNameMsg(id)))
		case g.tooEarly(ev):
			why, wm = " cannot happen before "+monthLabel(mustMonth(ev.From)), msgM("atl.events.too-early", aNested("ev", g.eventNameMsg(id)), aNested("month", monthMsg(mustMonth(ev.From))))
			if ev.Early != "" {
				next = ev.Early
			}
		default:
			why = ""
		}
		if why == "" || seen[id] {
			break
		}
		seen[id] = true
		if next == "" {
			r2.Say(rollMsg(tp, nil, msgM("atl.events.no-event.52", aNested("why", wm)))).Record("", ev.Name+why+": no event [5.2]")
			return
		}
		id = next
	}
	if seen[id] {
		r2.Say(rollMsg(tp, nil, msgM("atl.events.no-event.52", aNested("why", g.eventNameMsg(firstID))))).Record("", first+": no event [5.2]")
		return
	}
	if g.T.Event(id).Name != first {
		r2.Say(rollMsg(tp, nil, msgM("atl.events.instead", aNested("ev", g.eventNameMsg(firstID)), aNested("alt", g.eventNameMsg(id))))).Record("", first+" is not possible now; instead: "+g.T.Event(id).Name+" [5.2]")
	} else {
		r2.Say(rollMsg(tp, nil, g.eventNameMsg(firstID))).Record("", first)
	}
	g.Push(g.occurEvent(id, "5.1")...)
}

// eventHappened reports whether a war event has happened: in this game, or
// before the scenario starts (a scenario lists those in its Flags) [5.2].
func (g *Game) eventHappened(id string) bool {
	return g.S.EventCount[id] > 0 || g.S.Flags[id]
}

// occurEvent records that a war event happens and returns the frames of its
// effects. Bases activated by the event come into use [21.0].
func (g *Game) occurEvent(id, rule string) []Frame {
	ev := g.T.Event(id)
	g.S.EventCount[id]++
	g.emitM(rule, engine.Event{Type: "war-event", Unit: id}, msgM("atl.events.event", aNested("ev", g.eventNameMsg(id)), aNested("text", dataMsg("event."+id+".text", ev.Text))), "War event: %s. %s", ev.Name, ev.Text)
	for _, b := range g.T.Map.Bases {
		if b.ActiveEvent == id {
			if bs := g.BaseState(b.ID); bs != nil && !bs.Active {
				bs.Active = true
				g.emitM("21.0", engine.Event{Type: "base-on", Area: b.ID}, msgM("atl.base.on", aBase("base", b.ID)), "%s comes into use.", b.Name)
			}
		}
	}
	g.politicalEventOccurs(id) // [36.63F], [36.63H]
	fs := g.reactionFrames(ev) // [36.64], before the order
	for i := range ev.Effects {
		fs = append(fs, Frame{Op: opEffect, S: "event:" + id, A: i})
	}
	return fs
}

// ---------------------------------------------------------------- deployment orders [5.3]

// mission returns a mission by id, or nil.
func (g *Game) mission(id string) *Mission {
	for i := range g.S.Missions {
		if g.S.Missions[i].ID == id {
			return &g.S.Missions[i]
		}
	}
	return nil
}

// MissionOf is the mission a sub is carrying out, or nil.
func (g *Game) MissionOf(s *Sub) *Mission {
	if s.Mission == "" {
		return nil
	}
	return g.mission(s.Mission)
}

// MissionIn is the active mission in an area (an activated SMZ [20.4] or an
// order's area), or nil.
func (g *Game) MissionIn(area string) *Mission {
	for i := range g.S.Missions {
		m := &g.S.Missions[i]
		if m.Area == area && g.S.Turn <= m.Until {
			return m
		}
	}
	return nil
}

// orderAdjacent reports whether a patrol move leads from area to the order's
// target: a cost-1 route between OpAreas [12.0], the same through a transit
// zone that lies on the route (Morocco → Gibraltar → Western Mediterranean:
// the zones are crossed between OpAreas [2.1], as patrol movement crosses
// them), or from a linked OpArea into an SMZ [12.1].
func (g *Game) orderAdjacent(from, target string) bool {
	t := g.area(target)
	f := g.area(from)
	if t == nil || f == nil || f.Kind != data.KindOpArea {
		return false
	}
	if t.Kind == data.KindSMZ {
		if contains(t.Links, from) {
			return true
		}
	}
	if r, ok := g.T.Link(from, target); ok && r.Cost == 1 {
		return t.Kind == data.KindOpArea || t.Kind == data.KindSMZ
	}
	if t.Kind != data.KindOpArea {
		return false
	}
	for _, r := range g.T.Routes(from) {
		if !g.isTransitZone(r.To) {
			continue
		}
		if on, ok := g.T.Link(r.To, target); ok && r.Cost+on.Cost == 1 {
			return true
		}
	}
	return false
}

// orderBases lists the active bases next to an order's target [5.3] tier 3:
// those whose Ready-for-Sea boats reach it with one movement point (e.g.
// France → Bay of Biscay, or France → Biscay → South-Western Approaches;
// entering an SMZ from its linked OpArea is free [12.1]).
func (g *Game) orderBases(target string) []string {
	var out []string
	for _, b := range g.T.Map.Bases {
		if (b.Kind != data.BaseMain && b.Kind != data.BaseAdvanced) || !g.BaseActive(b.ID) {
			continue
		}
		if g.onePointFrom(b.ID, target) {
			out = append(out, b.ID)
		}
	}
	return out
}

// onePointFrom reports whether target can be reached from a base with at
// most one movement point.
func (g *Game) onePointFrom(base, target string) bool {
	cost := map[string]int{base: 0}
	front := []string{base}
	for len(front) > 0 {
		cur := front[0]
		front = front[1:]
		for _, r := range g.T.Routes(cur) {
			a := g.area(r.To)
			if a == nil || a.Kind == data.KindBase {
				continue
			}
			c := cost[cur] + r.Cost
			if c > 1 {
				continue
			}
			if old, ok := cost[r.To]; ok && old <= c {
				continue
			}
			cost[r.To] = c
			front = append(front, r.To)
		}
	}
	if _, ok := cost[target]; ok {
		return true
	}
	if t := g.area(target); t != nil && t.Kind == data.KindSMZ {
		for _, l := range t.Links {
			if _, ok := cost[l]; ok {
				return true
			}
		}
	}
	return false
}

// orderCandidate is a boat that can fill an order, with how.
type orderCandidate struct {
	s    *Sub
	move bool   // must move into the target (else it only flips)
	how  string // for the prompt
	howM *engine.Msg
}

// orderCandidates lists the boats of one priority tier [5.3]:
//  1. patrol-side boats in adjacent OpAreas must move in;
//  2. transit-side boats not RTB flip to the patrol side, and move in if
//     adjacent;
//  3. if the target is next to a base, Ready-for-Sea boats there flip to
//     the patrol side and enter.
func (g *Game) orderCandidates(m *Mission, tier int) []orderCandidate {
	out := g.orderCandidatesAny(m, tier)
	if m.Prefer == "" {
		return out
	}
	// Only the preferred boats while any of them can go [SW 5.0].
	prefer := strings.Split(m.Prefer, ",")
	isPreferred := func(c orderCandidate) bool { return containsStr(prefer, c.s.ID) }
	for t := 1; t <= 3; t++ {
		if slices.ContainsFunc(g.orderCandidatesAny(m, t), isPreferred) {
			return slices.DeleteFunc(out, func(c orderCandidate) bool { return !isPreferred(c) })
		}
	}
	return out
}

// orderCandidatesAny are the boats that may fill an order at a tier, of any
// kind.
func (g *Game) orderCandidatesAny(m *Mission, tier int) []orderCandidate {
	var out []orderCandidate
	free := func(s *Sub) bool {
		if s.Mission != "" || s.Withdraw != "" || s.RTB {
			return false
		}
		// A minelaying order needs boats that lay mines: German, with the
		// mine symbol or a standard load [26.0], [26.1].
		return m.Kind != "mines" || g.traits(s).MineLayer && g.Class(s).Mines > 0
	}
	switch tier {
	case 1, 2:
		side := Patrol
		if tier == 2 {
			side = Transit
		}
		for i := range g.S.Subs {
			s := &g.S.Subs[i]
			if s.Status != StSea || s.Side != side || !free(s) {
				continue
			}
			if tier == 2 && s.Area == m.Area {
				out = append(out, orderCandidate{s: s, how: "transit side in " + g.areaName(s.Area) + ": turns to the patrol side", howM: msgM("atl.order.how.turns", aArea("area", s.Area))})
				continue
			}
			if g.orderAdjacent(s.Area, m.Area) && g.inRange(s, m.Area) {
				how, hm := "patrol side in "+g.areaName(s.Area)+": patrol move in, with a transit check", msgM("atl.order.how.patrol", aArea("area", s.Area))
				if tier == 2 {
					how, hm = "transit side in "+g.areaName(s.Area)+": turns to the patrol side and moves in, with a transit check", msgM("atl.order.how.transit", aArea("area", s.Area))
				}
				out = append(out, orderCandidate{s: s, move: true, how: how, howM: hm})
			}
		}
	case 3:
		bases := g.orderBases(m.Area)
		for i := range g.S.Subs {
			s := &g.S.Subs[i]
			if s.Status == StBase && s.Box == BoxReady && contains(bases, s.Base) && free(s) && g.inRange(s, m.Area) {
				out = append(out, orderCandidate{s: s, move: true, how: "Ready-for-Sea at " + g.baseName(s.Base) + ": sails on the patrol side straight in, with a transit check", howM: msgM("atl.order.how.ready", aBase("base", s.Base))})
			}
		}
	}
	return out
}

// stepOrderFill fills a deployment order [5.3]. Frame: S = mission id,
// A = tier being filled (0 = not started), B = boats still needed. Where a
// tier offers more boats than are needed, the player picks them one by one;
// short of boats, he sends as many as he can, without penalty.
func stepOrderFill(g *Game, f *Frame) {
	m := g.mission(f.S)
	if m == nil {
		return
	}
	if f.A == 0 {
		present := 0
		for i := range g.S.Subs {
			s := &g.S.Subs[i]
			if s.Status == StSea && s.Area == m.Area && s.Side == Patrol && !s.RTB && s.Withdraw == "" && (s.Mission == "" || s.Mission == m.ID) {
				g.takeOrder(s, m)
				present++
			}
		}
		f.B = m.Count - present
		if f.B <= 0 {
			g.noteM("5.3", "", msgM("atl.order.met", aArea("area", m.Area), aInt("n", present)), "%s already has %d boat(s) on the patrol side: the order is met.", g.areaName(m.Area), present)
			return
		}
		g.noteM("5.3", "", msgM("atl.order.short", aArea("area", m.Area), aInt("n", present), aInt("more", f.B)), "%s has %d boat(s) there; %d more must be sent.", g.areaName(m.Area), present, f.B)
		f.A = 1
	}
	for f.A <= 3 && f.B > 0 {
		cands := g.orderCandidates(m, f.A)
		if len(cands) == 0 {
			f.A++
			continue
		}
		if len(cands) <= f.B {
			var fs []Frame
			for _, c := range cands {
				fs = append(fs, g.sendOnOrder(m, c)...)
			}
			next := *f
			next.Ans = nil
			next.A++
			next.B -= len(cands)
			g.Push(append(fs, next)...)
			return
		}
		if f.Ans == nil {
			p := engine.Prompt{Kind: "deploy-order", Rule: "5.3",
				Text: fmt.Sprintf("Choose a boat to send to %s (%d still needed; priority %d of 3)", g.areaName(m.Area), f.B, f.A),
				Msg:  msgM("atl.order53.q", aArea("area", m.Area), aInt("n", f.B), aInt("tier", f.A))}
			for _, c := range cands {
				p.Options = append(p.Options, engine.Option{Key: "sub:" + c.s.ID, Label: c.s.ID, Detail: c.how, Ref: c.s.ID, LabelMsg: msgM("atl.unit.name", aUnit("u", c.s.ID)), DetailMsg: c.howM,
					Odds: g.orderMoveOdds(c, m)})
			}
			g.Ask(f, p)
			return
		}
		id := strings.TrimPrefix(g.Key(f), "sub:")
		var chosen orderCandidate
		for _, c := range cands {
			if c.s.ID == id {
				chosen = c
			}
		}
		next := *f
		next.Ans = nil
		next.B--
		g.Push(append(g.sendOnOrder(m, chosen), next)...)
		return
	}
	if f.B > 0 {
		g.noteM("5.3", "", msgM("atl.order.none", aArea("area", m.Area), aInt("n", f.B)), "No other boat can reach %s: %d short of the order (no penalty).", g.areaName(m.Area), f.B)
	}
}

// orderMoveOdds are the odds of a boat's move into the order's target. The
// transit check belongs to the movement rules [19.1]; when they offer their
// odds (MoveOdds) they are shown here.
func (g *Game) orderMoveOdds(c orderCandidate, m *Mission) []engine.Odd {
	if !c.move {
		return []engine.Odd{{Outcome: "in place", P: 1}}
	}
	return g.moveOdds(c.s, m.Area, Patrol)
}

// sendOnOrder assigns a boat to an order and returns the frames that move it.
func (g *Game) sendOnOrder(m *Mission, c orderCandidate) []Frame {
	s := c.s
	g.takeOrder(s, m)
	if !c.move {
		s.Side = Patrol
		g.noteM("5.3", s.ID, msgM("atl.order.turns", aUnit("boat", s.ID), aArea("area", m.Area)), "%s turns to the patrol side in %s for the order.", s.ID, g.areaName(m.Area))
		return nil
	}
	g.noteM("5.3", s.ID, msgM("atl.order.sent", aUnit("boat", s.ID), aArea("area", m.Area), aNested("how", c.howM)), "%s is sent to %s (%s).", s.ID, g.areaName(m.Area), c.how)
	if s.Status == StSea {
		s.Side = Patrol
	}
	if m.Kind == "mines" && s.Mines == 0 {
		// By war event the boat is given a mine marker for the SMZ [26.0].
		s.Mines, s.MineTarget = g.Class(s).Mines, m.Area
		g.noteM("26.0", s.ID, msgM("atl.order.mines", aUnit("boat", s.ID), aInt("n", s.Mines), aArea("area", m.Area)), "%s takes a strength-%d mine load for %s.", s.ID, s.Mines, g.areaName(m.Area))
	}
	return []Frame{g.moveFrame(s, m.Area, Patrol), {Op: opOrderArrived, Sub: s.ID, S: m.ID}}
}

// takeOrder puts a boat on a war event's deployment order [5.3]. An order
// to the Arctic or the Mediterranean assigns a German boat to that command
// for the rest of the game, which kept 3-rotor Enigma [7.31].
func (g *Game) takeOrder(s *Sub, m *Mission) {
	s.Mission = m.ID
	if r := g.commandRegion(m.Area); r != "" && m.Event != "" && g.traits(s).Commands && s.Command != r {
		s.Command = r
		if g.S.Enigma4 {
			g.noteM("7.31", s.ID, msgM("atl.command.joins3", aUnit("boat", s.ID), aNested("cmd", msgM("atl.command."+r))), "%s joins the %s command (3-rotor Enigma: the level counts one lower in its waters).", s.ID, commandName(r))
		} else {
			g.noteM("7.31", s.ID, msgM("atl.command.joins", aUnit("boat", s.ID), aNested("cmd", msgM("atl.command."+r))), "%s joins the %s command.", s.ID, commandName(r))
		}
	}
}

func commandName(r string) string {
	if r == "arctic" {
		return "Arctic"
	}
	return "Mediterranean"
}

// moveFrame is the frame that moves a sub into an area with its transit
// check (the movement rules' sub.move step).
func (g *Game) moveFrame(s *Sub, area, kind string) Frame {
	return Frame{Op: opSubMove, Sub: s.ID, Area: area, S: kind}
}

// moveOdds are the odds of an ordered move with its transit check [19.1];
// prompts that send boats show them.
func (g *Game) moveOdds(s *Sub, to, kind string) []engine.Odd { return orderOdds(g, s, to, kind) }

// stepOrderArrived settles a boat after its move on an order: there and
// not RTB, it is on the patrol side, in Done until [11.1]; otherwise it has
// been turned back and leaves the order.
func stepOrderArrived(g *Game, f *Frame) {
	s := g.Sub(f.Sub)
	if s == nil {
		return
	}
	m := g.mission(f.S)
	if m == nil {
		return
	}
	if s.Status == StSea && s.Area == m.Area && !s.RTB {
		s.Side, s.Section = Patrol, Done
		return
	}
	if s.Mission == m.ID {
		s.Mission = ""
	}
	switch {
	case m.Kind == "mines" && s.LaidMines:
		// It laid its field and has moved out of the SMZ [26.3].
	case s.Status == StSea || s.Status == StBase:
		g.noteM("5.3", s.ID, msgM("atl.order.missed", aUnit("boat", s.ID), aArea("area", m.Area)), "%s did not reach %s; it counts as sent.", s.ID, g.areaName(m.Area))
	}
}

// tooEarly reports whether an event is rolled before its earliest month
// (data.WarEvent.From, which keeps the period tables historical: Dunkirk
// cannot come in 1939). Such a roll counts as the event's alternative, or
// as no event, like a one-time event that has already happened [5.2].
func (g *Game) tooEarly(ev *data.WarEvent) bool {
	return ev.From != "" && g.S.Month < mustMonth(ev.From)
}

// mustMonth parses a month the loader has already validated.
func mustMonth(s string) int {
	m, _ := data.MonthIndex(s)
	return m
}
