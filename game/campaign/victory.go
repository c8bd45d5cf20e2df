package campaign

import (
	"fmt"
	"slices"
	"strings"

	"periscope/game/data"
	"periscope/game/engine"
)

// End of turn [16], war progress [17], the Campaign I victory points and
// British capitulation [31.03], [31.04], the scenario verdict, and the
// campaign chronicle.

func init() {
	register(opPhaseEndTurn, stepEndTurn)
	register(opEndRest, stepEndRest)
	register(opPhaseWarProgress, stepWarProgress)
	register(opProgressRoll, stepProgressRoll)
	register(opTurnDate, stepAdvanceDate)
	register(opWarmixRegenerate, stepRegenerate)
}

// hasWarProgress reports whether this scenario's turn has a War Progress
// phase (the date then advances after it).
func (g *Game) hasWarProgress() bool { return slices.Contains(g.Phases(), opPhaseWarProgress) }

// stepEndTurn opens the End of Turn phase [16.0]. First the U-tankers that
// stood by to resupply this week without reaching their limit make their
// endurance check [21.33].
func stepEndTurn(g *Game, f *Frame) {
	g.PhaseMark("16.0", "End of Turn")
	// end.rest goes under the tankers' endurance checks, so it runs after them.
	g.Push(Frame{Op: opEndRest})
	for _, i := range g.tankers() {
		t := &g.S.Subs[i]
		if g.tankerLimit(t) > 0 && t.Status == StSea {
			if u := g.tankerUses(t.ID); t.StandBy && u < g.tankerLimit(t) {
				g.tankerDone(t)
			}
		}
	}
}

// stepEndRest is the rest of [16]: victory and defeat [16.1] (Campaign I:
// monthly VP and capitulation at week 4 [16.12]); Spotted removal [16.2];
// weather, aircraft and B-Dienst markers off [16.3]–[16.5]; events' missions
// and overrides that end this turn expire. The date advances after the War
// Progress phase [16.6], [17].
func stepEndRest(g *Game, f *Frame) {
	s := g.S
	monthEnd := s.Week >= g.T.Rules.WeeksPerMonth
	g.countAtSea()
	g.politicalTurnEnd()
	if g.Opt("spotted-before-victory") {
		g.spottedRemoval() // spec §12.32: [16.2] before [16.1]
	}
	if monthEnd {
		vp := 0
		if g.Scenario().Victory.Kind == "campaign" {
			vp = g.monthVP()
			if g.capitulation() {
				return
			}
		}
		if s.Political != nil {
			// [36.51] the month's points, then [36.52] its losses.
			g.Push(Frame{Op: opPolPoints, A: clampInt(vp, 0, 10), B: s.Tracks.MonthLost})
		}
		s.Tracks.MonthShips, s.Tracks.MonthTons, s.Tracks.MonthLost = 0, 0, 0
		g.noteM("16.12", "", msgM("atl.month.end", aNested("month", monthMsg(s.Month))), "End of %s: the monthly ships and tonnage markers go back to 0.", monthLabel(s.Month))
	}
	if reason := g.defeated(); reason != "" {
		g.endScenario(reason)
		return
	}
	if g.patrolOver() {
		g.endScenario("the patrol is over")
		return
	}
	if !g.Opt("spotted-before-victory") {
		g.spottedRemoval()
	}
	if len(s.Intel.Weather) > 0 {
		g.noteM("16.3", "", msgM("atl.weather.removed"), "The weather markers are removed.")
	}
	s.Intel.Weather = nil
	for i := range s.Aircraft {
		s.Aircraft[i].Area = ""
	}
	if s.Intel.BDienstArea != "" {
		g.noteM("16.5", "", msgM("atl.bdienst.removed"), "The B-Dienst marker is removed.")
	}
	s.Intel.BDienstArea, s.Intel.BDienstTF, s.Intel.BDienstNat, s.Intel.BDienstSpec = "", nil, "", nil
	if len(s.Intel.Ultra) > 0 {
		g.noteM("16.4", "", msgM("atl.ultra.removed"), "The Ultra markers are removed.")
		s.Intel.Ultra = nil
	}
	g.expireOrders()
	if !g.hasWarProgress() {
		g.Push(Frame{Op: opTurnDate})
	}
}

// expireOrders drops the missions and overrides whose last turn is this one.
func (g *Game) expireOrders() {
	s := g.S
	keep := s.Missions[:0]
	gone := map[string]bool{}
	held := map[string]bool{} // "hold" missions a boat still keeps (East Wind event 2 [SW 5.0])
	for i := range s.Subs {
		if sub := &s.Subs[i]; sub.Mission != "" && g.holdsStation(sub) {
			if m := g.missionByID(sub.Mission); m != nil && m.Area == sub.Area {
				held[sub.Mission] = true
			}
		}
	}
	for _, m := range s.Missions {
		if m.Until > s.Turn || m.Kind == "hold" && held[m.ID] {
			keep = append(keep, m)
		} else {
			gone[m.ID] = true
		}
	}
	s.Missions = keep
	for i := range s.Subs {
		if gone[s.Subs[i].Mission] {
			s.Subs[i].Mission = ""
		}
	}
	ko := s.Overrides[:0]
	for _, o := range s.Overrides {
		if o.Until == 0 || o.Until > s.Turn {
			ko = append(ko, o)
		}
	}
	s.Overrides = ko
}

// ---------------------------------------------------------------- date [16.6]

// stepAdvanceDate advances the week, and the month every four weeks [16.6];
// the scenario ends after its last week.
func stepAdvanceDate(g *Game, f *Frame) {
	s := g.S
	g.chronicle()
	week, month := s.Week+1, s.Month
	if week > g.T.Rules.WeeksPerMonth {
		week, month = 1, month+1
	}
	sc := g.Scenario()
	end, _ := data.MonthIndex(sc.End)
	if month > end || (month == end && sc.EndWeek > 0 && week > sc.EndWeek) {
		g.endScenario("the last turn has been played")
		return
	}
	s.Week, s.Month = week, month
	g.noteM("16.6", "", msgM("atl.date.advances", aNested("date", g.dateMsg())), "The date advances to %s.", g.DateString())
}

// ---------------------------------------------------------------- chronicle

// chronicle brings the current month's record up to date: its ships, tons,
// subs lost and VP are the cumulative tracks less the earlier months'.
func (g *Game) chronicle() *MonthRecord {
	s := g.S
	var prev MonthRecord
	var cur *MonthRecord
	for i := range s.Chronicle {
		r := &s.Chronicle[i]
		if r.Month == s.Month {
			cur = r
			continue
		}
		prev.Ships += r.Ships
		prev.Tons += r.Tons
		prev.SubsLost += r.SubsLost
		prev.VP += r.VP
	}
	if cur == nil {
		s.Chronicle = append(s.Chronicle, MonthRecord{Month: s.Month})
		cur = &s.Chronicle[len(s.Chronicle)-1]
	}
	cur.Ships = s.Tracks.Ships - prev.Ships
	cur.Tons = s.Tracks.Tons - prev.Tons
	cur.SubsLost = s.Tracks.SubsLost - prev.SubsLost
	cur.VP = s.Tracks.VP - prev.VP
	return cur
}

// countAtSea adds this turn's boats at sea to the month's sub-weeks.
func (g *Game) countAtSea() {
	r := g.chronicle()
	for i := range g.S.Subs {
		if g.S.Subs[i].Status == StSea {
			r.AtSea++
		}
	}
}

// ---------------------------------------------------------------- [31] VP and capitulation

// vpLevel is the highest VP column (1–5) whose minimum a monthly total meets
// or exceeds; 0 below the first [31.03].
func vpLevel(n int, mins [5]int) int {
	lv := 0
	for i, m := range mins {
		if n >= m {
			lv = i + 1
		}
	}
	return lv
}

// vpRow returns the VP table row of a month, or nil.
func (g *Game) vpRow(m int) *data.VPRow {
	ms := data.MonthString(m)
	for i := range g.T.Tables.VP {
		if g.T.Tables.VP[i].Month == ms {
			return &g.T.Tables.VP[i]
		}
	}
	return nil
}

// monthVP scores the month's victory points [31.03]: 0–5 for ships and 0–5
// for tonnage sunk this month against the month's minimums, at most 10.
func (g *Game) monthVP() int {
	t := g.S.Tracks
	row := g.vpRow(g.S.Month)
	if row == nil {
		g.noteM("31.03", "", msgM("atl.vp.no-row", aNested("month", monthMsg(g.S.Month))), "%s has no row in the VP table: no VP.", monthLabel(g.S.Month))
		return 0
	}
	sv, tv := vpLevel(t.MonthShips, row.Ships), vpLevel(t.MonthTons, row.Tons)
	vp := min(10, sv+tv)
	g.noteM("31.03", "", msgM("atl.vp.month", aNested("month", monthMsg(g.S.Month)), aInt("ships", t.MonthShips), intsText("smin", row.Ships[:]), aInt("sv", sv), aNested("tons", tonsMsg(t.MonthTons)), intsText("tmin", row.Tons[:]), aInt("tv", tv)),
		"%s: %d ships sunk (minimums %v) = %d VP; %s (minimums %v kt) = %d VP.",
		monthLabel(g.S.Month), t.MonthShips, row.Ships, sv, FormatTons(t.MonthTons), row.Tons, tv)
	g.AddVP(vp, "31.03", fmt.Sprintf("victory points for %s", monthLabel(g.S.Month)))
	return vp
}

// capitulation checks whether Britain sues for peace [31.04]: in a month of
// the table (from the fall of France to May 1941, and only until
// Barbarossa), cumulative VP at or above the month's threshold is a
// strategic victory. With "capitulation-pre-july", only VP scored from the
// table's first month count.
func (g *Game) capitulation() bool {
	if g.S.Flags["barbarossa"] {
		return false
	}
	ms := data.MonthString(g.S.Month)
	var need *data.Capitulation
	for i := range g.T.Tables.Capitulation {
		if g.T.Tables.Capitulation[i].Month == ms {
			need = &g.T.Tables.Capitulation[i]
		}
	}
	if need == nil {
		return false
	}
	vp := g.S.Tracks.VP
	what, wm := "cumulative VP", msgM("atl.vp.cumulative")
	if g.Opt("capitulation-pre-july") && len(g.T.Tables.Capitulation) > 0 {
		from, _ := data.MonthIndex(g.T.Tables.Capitulation[0].Month)
		vp = 0
		g.chronicle()
		for _, r := range g.S.Chronicle {
			if r.Month >= from {
				vp += r.VP
			}
		}
		what, wm = "VP since "+monthLabel(from), msgM("atl.vp.since", aNested("month", monthMsg(from)))
	}
	if vp < need.VP {
		g.noteM("31.04", "", msgM("atl.capitulation.holds", aNested("what", wm), aInt("vp", vp), aInt("need", need.VP), aNested("month", monthMsg(g.S.Month))), "Britain holds: %s %d, %d needed in %s.", what, vp, need.VP, monthLabel(g.S.Month))
		return false
	}
	g.S.Result = &Outcome{Level: "Strategic victory", Score: vp, Reason: fmt.Sprintf("Britain sues for peace (%s %d ≥ %d in %s)", what, vp, need.VP, monthLabel(g.S.Month))}
	g.emitM("31.04", engine.Event{Type: "capitulation"}, msgM("atl.capitulation.sues", aNested("what", wm), aInt("vp", vp), aInt("need", need.VP), aNested("month", monthMsg(g.S.Month))), "Britain sues for peace: %s %d reaches %d in %s.", what, vp, need.VP, monthLabel(g.S.Month))
	g.endScenario("Britain sues for peace")
	return true
}

// ---------------------------------------------------------------- [16.1] verdict

// defeated reports why the player has lost, or "": no boat left in play or
// still to come [16.11].
func (g *Game) defeated() string {
	alive := false
	for i := range g.S.Subs {
		switch g.S.Subs[i].Status {
		case StBase, StSea, StRefit, StFuture:
			alive = true
		}
	}
	if !alive {
		return "no boat is left"
	}
	return ""
}

// patrolOver reports whether a patrol scenario's boats have all sailed and
// come home (or been lost): the patrol is over.
func (g *Game) patrolOver() bool {
	sc := g.Scenario()
	if sc.Victory.Kind != "patrol" {
		return false
	}
	for _, o := range sc.OOB {
		s := g.Sub(o.Boat)
		if s.Status == StSea {
			return false
		}
		if s.Status == StSunk {
			continue
		}
		done := false
		for _, p := range g.S.Patrols {
			if p.Sub == s.ID {
				done = true
			}
		}
		if !done {
			return false
		}
	}
	return true
}

// judge scores the scenario against its victory conditions [16.1], [31]
// (data.Victory). Kinds:
//   - "campaign": Britain's capitulation is a strategic victory; otherwise
//     the levels are read against the VP total [31.03].
//   - "tonnage": kt sunk less LossPenalty per boat lost.
//   - "ships": ships sunk less LossPenalty per boat lost.
//   - "patrol": the kt sunk on patrols that came home (a lost boat's patrol
//     scores nothing).
//
// A score below every level is a defeat.
func (g *Game) judge(reason string) *Outcome {
	g.chronicle()
	v := g.Scenario().Victory
	t := g.S.Tracks
	score := 0
	switch v.Kind {
	case "campaign":
		score = t.VP
	case "tonnage":
		score = t.Tons - v.LossPenalty*t.SubsLost
	case "ships":
		score = t.Ships - v.LossPenalty*t.SubsLost
	case "patrol":
		for _, p := range g.S.Patrols {
			if p.Outcome != "sunk" && p.Outcome != "total loss" {
				score += p.Tons
			}
		}
	default:
		return &Outcome{Level: "unscored", Reason: reason}
	}
	level := "Defeat"
	for _, l := range v.Levels {
		if score >= l.Min {
			level = l.Name
			break
		}
	}
	return &Outcome{Level: level, Score: score, Reason: reason}
}

// ---------------------------------------------------------------- [17] war progress

// stepWarProgress is the War Progress phase [17.0]: tenders ordered by
// events are placed [17.5], [21.21]; the war period and Barbarossa rolls are
// made [17.1], [17.2], [17.4]; then the date advances [16.6].
func (steelWolves) WarProgress(g *Game, f *Frame) {
	g.PhaseMark("17.0", "War Progress")
	g.politicalWarProgress() // [36.63F], [36.63H]
	var fs []Frame
	for _, o := range g.S.TenderOrders {
		parts := strings.SplitN(o, "|", 2)
		fr := Frame{Op: opTenderPlace, Area: parts[0]}
		if len(parts) == 2 {
			fr.S = parts[1]
		}
		fs = append(fs, fr)
	}
	g.S.TenderOrders = nil
	fs = append(fs, Frame{Op: opProgressRoll}, Frame{Op: opTurnDate})
	g.Push(fs...)
}

// stepProgressRoll makes the pending progress rolls [17.1]: in a listed
// month, d10 0–2 advances the war period (or starts Barbarossa [17.4]) at
// once; if it has not happened after four weeks it happens automatically in
// week 1 of the next month [17.2].
func stepProgressRoll(g *Game, f *Frame) {
	var keep []ProgressRoll
	var fs []Frame
	for _, p := range g.S.Progress {
		if p.Kind == "period" && p.Period <= g.S.Period || p.Kind == "barbarossa" && g.S.Flags["barbarossa"] {
			continue
		}
		if g.S.Month < p.Month {
			keep = append(keep, p)
			continue
		}
		what, rule, wm := fmt.Sprintf("war period %d", p.Period), "17.1", msgM("atl.progress.period", aInt("n", p.Period))
		if p.Kind == "barbarossa" {
			what, rule, wm = "Barbarossa", "17.4", msgM("atl.progress.barbarossa")
		}
		fire := false
		if g.S.Month > p.Month {
			g.noteM("17.2", "", msgM("atl.progress.late", aNested("what", wm)), "%s has not come after four weeks: it comes now.", what)
			fire = true
		} else {
			r := g.Roll("war progress: "+what, rule, "")
			pp, pt := msgM("atl.progress.roll", aNested("what", wm)), msgM("atl.le", aInt("n", 2))
			if r.Total <= 2 {
				r.Say(rollMsg(pp, pt, msgM("atl.progress.begins", aNested("what", wm)))).Record("≤ 2", what+" begins")
				fire = true
			} else {
				r.Say(rollMsg(pp, pt, msgM("atl.progress.not-yet"))).Record("≤ 2", "not yet")
			}
		}
		if !fire {
			keep = append(keep, p)
			continue
		}
		if p.Kind == "period" {
			g.advancePeriod(p.Period, "17.1")
		} else {
			fs = append(fs, g.barbarossa()...)
		}
	}
	g.S.Progress = keep
	g.Push(fs...)
}

// advancePeriod starts a new war period [17.3]: bases due in this period
// come into use [21.0]; the War Mix is regenerated for it, the units out for
// the rest of the last period coming back [3.15], [18.5]; the period's War
// Events header applies at the next War Events phase [5.0]. An area searched
// before stays normal water [30.52]: the period's list only adds areas that
// are never virgin [30.5] (IsVirgin).
func (g *Game) advancePeriod(to int, rule string) {
	s := g.S
	g.politicalPeriodEnd(s.Period) // [36.61B], [36.62]
	s.Period = to
	g.emitM(rule, engine.Event{Type: "period", Unit: fmt.Sprint(to)}, msgM("atl.period.begins", aInt("n", to)), "War period %d begins.", to)
	for _, b := range g.T.Map.Bases {
		if b.Kind == data.BaseMain && b.ActiveEvent == "" && b.ActiveFrom > 0 && b.ActiveFrom <= to {
			if bs := g.BaseState(b.ID); bs != nil && !bs.Active {
				bs.Active = true
				g.emitM("21.0", engine.Event{Type: "base-on", Area: b.ID}, msgM("atl.base.on", aBase("base", b.ID)), "%s comes into use.", b.Name)
			}
		}
	}
	s.Aside = append(s.Aside, s.OutPeriod...)
	s.OutPeriod = nil
	g.fillCups()
	g.noteM("17.3", "", msgM("atl.warmix.period", aInt("n", to)), "The War Mix is regenerated for war period %d.", to)
}

// barbarossa starts Operation Barbarossa [17.4], resolved like a change of
// war period: the Arctic uses its period-3 row from now on [30.31] (the
// "barbarossa" flag); the war event "barbarossa", if the theatre has one,
// applies its effects; then the War Mix is regenerated so that the Soviet
// units (available from event:barbarossa) enter their cups and the units
// that leave at Barbarossa go.
func (g *Game) barbarossa() []Frame {
	g.S.Flags["barbarossa"] = true
	regen := Frame{Op: opWarmixRegenerate, S: "Barbarossa"}
	if g.T.Event("barbarossa") != nil {
		return append(g.occurEvent("barbarossa", "17.4"), regen)
	}
	g.S.EventCount["barbarossa"]++
	g.emitM("17.4", engine.Event{Type: "war-event", Unit: "barbarossa"}, msgM("atl.barbarossa"), "Operation Barbarossa: Germany invades the Soviet Union.")
	return []Frame{regen}
}

// stepRegenerate regenerates the War Mix for the current period [3.1], [17.4].
func stepRegenerate(g *Game, f *Frame) {
	g.fillCups()
	g.noteM("17.4", "", msgM("atl.warmix.regen", aNested("why", phraseMsg(f.S))), "The War Mix is regenerated (%s).", f.S)
}

// spottedRemoval is [16.2]: Spotted removal at sea, d10 − ace, 0–6
// removes; a Silent War pack makes one roll for all its members [SW 24.6].
func (g *Game) spottedRemoval() {
	s := g.S
	rolled := map[string]bool{}
	for i := range s.Subs {
		sub := &s.Subs[i]
		if sub.Status != StSea || !sub.Spotted || rolled[sub.ID] {
			continue
		}
		ace, with := g.AceValue(sub), []*Sub(nil)
		if roller, best, others := g.packSpottedRoll(sub); roller != nil {
			if roller != sub {
				continue // its pack's roll decides for it [SW 24.6]
			}
			ace, with = best, others
		}
		r := g.Roll("Spotted removal", "16.2", sub.ID, Mod(-ace, "ace", "25.1"))
		if r.Skip() { // no record to build (issue 16)
			if r.Total <= 6 {
				sub.Spotted = false
			}
		} else if sp, st := msgM("atl.spotted.roll"), msgM("atl.le", aInt("n", 6)); r.Total <= 6 {
			sub.Spotted = false
			r.Say(rollMsg(sp, st, msgM("atl.spotted.off"))).Record("≤ 6", "no longer spotted")
		} else {
			r.Say(rollMsg(sp, st, msgM("atl.spotted.still"))).Record("≤ 6", "still spotted")
		}
		for _, m := range with {
			rolled[m.ID], m.Spotted = true, sub.Spotted
		}
		if len(with) > 0 {
			g.noteM("24.6", sub.ID, msgM("pac.pack.spotted-roll", aUnit("boat", sub.ID)), "%s's roll stands for its wolfpack [24.6].", sub.ID)
		}
	}
}
