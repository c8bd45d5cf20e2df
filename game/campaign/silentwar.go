package campaign

// Silent War's procedures where they are not Steel Wolves' with other
// numbers (silent-war.md §11): the readiness ladder [SW 9.0], the
// governing transit area and the transit DRMs [SW 15.1], [19.1] and the
// monthly war-period roll [SW 17.1]–[17.2]. Each is a hook of Ruleset.

import (
	"fmt"
	"slices"
	"strings"

	"periscope/game/data"
	"periscope/game/engine"
)

// Readiness is Silent War's Ready for Sea phase [SW 9.0]: every sub in a
// Pier box (Shipside at a tender) goes to Ready-for-Sea; every sub that
// started the phase in Broom (the Work-up box) rolls d10: ≤ its Readiness
// goes to Ready-for-Sea, otherwise to the Pier box (Ready next turn).
// Skippers do not help [SW 25].
func (silentWar) Readiness(g *Game, f *Frame) {
	g.phaseM("9.0", "Ready for Sea", msgM("pac.phase.ready"))
	g.packUpkeep()
	defer func() { g.Push(g.packFormFrames()...) }() // [24.1] packs form from Ready-for-Sea
	subs := g.bySubBase()
	for _, b := range g.T.Map.Bases {
		boxes := subs[b.ID]
		if boxes == nil || b.Kind == data.BaseRefit || b.Kind == data.BaseNeutral {
			continue
		}
		pierName := "Pier"
		if b.Kind == data.BaseAdvanced {
			pierName = "Shipside"
		}
		var moved []string
		var movedM []*engine.Msg
		quiet := g.Discarding()
		for _, s := range boxes[BoxPier] {
			s.Box = BoxReady
			if quiet {
				moved = append(moved, "")
				continue
			}
			moved = append(moved, s.ID)
			movedM = append(movedM, engine.M("atl.unit.name", aUnit("u", s.ID)))
		}
		if len(moved) > 0 && !g.Skipped() {
			g.noteM("9.0", "", msgM("pac.ready.pier", aBase("base", b.ID), aNested("boats", listMsg(movedM))), "%s: %s → Ready-for-Sea.", b.Name, strings.Join(moved, ", "))
		}
		broom := append(append([]*Sub(nil), boxes[BoxWorkUp]...), boxes[BoxInPort]...)
		for _, s := range broom {
			rd := g.Class(s).Readiness
			r := g.Roll("readiness (Broom)", "9.0", s.ID)
			if r.Total <= rd {
				s.Box = BoxReady
			} else {
				s.Box = BoxPier
			}
			if r.Skip() {
				continue
			}
			pm, tm := msgM("pac.ready.roll"), msgM("pac.ready.need", aInt("n", rd))
			if r.Total <= rd {
				r.Say(rollMsg(pm, tm, msgM("pac.ready.ready"))).Record(fmt.Sprintf("≤ Readiness %d", rd), "Ready-for-Sea")
			} else {
				res := msgM("pac.ready.pier-next")
				if b.Kind == data.BaseAdvanced {
					res = msgM("pac.ready.shipside-next")
				}
				r.Say(rollMsg(pm, tm, res)).Record(fmt.Sprintf("≤ Readiness %d", rd), pierName+" (Ready next turn)")
			}
		}
	}
}

// GoverningCandidates: Silent War's transit check is governed by the OpArea
// passed through (never the start) whose current row has red boxes
// beginning at the lowest number [SW 15.1], [19.1] (spec §12.11: "lowest
// first red box"); a tie is the player's choice [19.11]. An SMZ entry is
// checked on the OpArea it is entered from [SW 19.1], as in Steel Wolves;
// a move that enters no OpArea with a red box is governed by the first
// OpArea it enters (no event can come of it).
func (silentWar) GoverningCandidates(g *Game, leg moveLeg) []string {
	if leg.entry {
		return steelWolves{}.GoverningCandidates(g, leg)
	}
	if g.Opt("governing-fewest-red") {
		if out := g.governingFewestRed(leg); out != nil {
			return out
		}
	}
	best := -1
	var out []string
	first := ""
	for _, x := range leg.nodes[1:] {
		if !g.isOpArea(x) {
			continue
		}
		if first == "" {
			first = x
		}
		fr := g.rowOf(x).firstRed
		switch {
		case fr < 0:
		case best < 0 || fr < best:
			best, out = fr, []string{x}
		case fr == best && !slices.Contains(out, x):
			out = append(out, x)
		}
	}
	switch {
	case out != nil:
		return out
	case first != "":
		return []string{first}
	}
	return steelWolves{}.GoverningCandidates(g, leg)
}

// Silent War's own reasons for a transit DRM.
const (
	drmTransitSide = iota + 100
	drmStrait
	drmPack
)

// LegDRMs are Silent War's transit-check DRMs [SW 19.1]: −1 transit side
// up (any move but a patrol move), −1 cautious transit [15.24], +2 for
// entering an SMZ that is not an advanced base in use [20.3], [21.11],
// +2 for entering or leaving the Sea of Japan (+1 while it has Ultra
// [7.1]), and concentration [22]. Spotted (+1 in periods 1–2) is added
// when the roll is made (spottedMod).
func (silentWar) CheckMemo() bool { return false } // LegDRMs reads pack membership and Ultra

func (silentWar) LegDRMs(g *Game, s *Sub, mode string, flags int, leg moveLeg, gov string, add func(legDRM)) {
	if mode != modePatrol {
		add(legDRM{v: -1, rule: "19.1", why: drmTransitSide})
	}
	if flags&fCautious != 0 {
		add(legDRM{v: -1, rule: "15.24", why: drmCautious})
	}
	if d := g.packTransitDRM(s); d != 0 {
		add(legDRM{v: d, rule: "24.4", why: drmPack})
	}
	for _, x := range leg.nodes[1:] {
		a := g.area(x)
		if a == nil || a.Kind != data.KindSMZ || g.activeAdvancedBase(x) {
			continue
		}
		add(legDRM{v: 2, rule: "20.3", why: drmSMZ, area: x})
	}
	// The straits: entering or leaving counts once per area on the move.
	for i, x := range leg.nodes {
		a := g.area(x)
		if a == nil || a.StraitDRM == 0 {
			continue
		}
		crosses := i > 0 && leg.nodes[i-1] != x || i+1 < len(leg.nodes) && leg.nodes[i+1] != x
		if !crosses {
			continue
		}
		v := a.StraitDRM
		if slices.Contains(g.S.Intel.Ultra, x) {
			v--
		}
		add(legDRM{v: v, rule: "19.1", why: drmStrait, area: x})
	}
	for _, x := range leg.nodes {
		if !g.isOpArea(x) {
			continue
		}
		if n := g.concentration(x, s); n > 0 {
			if st := g.ConcentrationSteps(n + 1); st > 0 {
				add(legDRM{v: st, rule: "22.1", why: drmCrowd, area: x, n: n + 1})
			}
		}
	}
}

// WarProgress is Silent War's war-progress phase [SW 17.0]: the tenders
// ordered by events are placed [21.21]; then, in the first week of a month
// the War Period Transition table lists for the next period, d10 + the
// War Period Modification table's modifier (ships sunk × tonnage sunk,
// for the next period [17.1A]) ≥ the month's number advances the period
// [17.1B]; when every listed month has been tried without success, the
// period advances by itself in the next month [17.2]; then the date
// advances [16.5].
func (silentWar) WarProgress(g *Game, f *Frame) {
	g.PhaseMark("17.0", "War Progress")
	fs := g.tenderFrames()
	switch {
	case g.Opt("month-roll-at-month-end"): // spec §12.34
		if g.S.Week >= g.T.Rules.WeeksPerMonth {
			g.monthlyPeriodRoll(g.S.Month + 1)
		}
	case g.S.Week == 1:
		g.monthlyPeriodRoll(g.S.Month)
	}
	fs = append(fs, Frame{Op: opTurnDate})
	g.Push(fs...)
}

// tenderFrames place the tenders ordered by events [17.5], [21.21].
func (g *Game) tenderFrames() []Frame {
	var fs []Frame
	for _, o := range g.S.TenderOrders {
		parts := strings.Split(o, "|")
		fr := Frame{Op: opTenderPlace, Area: parts[0]}
		if len(parts) >= 2 {
			fr.S = parts[1]
		}
		if len(parts) >= 3 && parts[2] == "+" {
			fr.B = 1
		}
		fs = append(fs, fr)
	}
	g.S.TenderOrders = nil
	return fs
}

// monthlyPeriodRoll is [SW 17.1]–[17.2] for month m: this month, or
// next month at the end of this one ("month-roll-at-month-end", spec
// §12.34).
func (g *Game) monthlyPeriodRoll(month int) {
	next := g.S.Period + 1
	if next > g.T.Rules.Periods {
		return
	}
	var step *data.PeriodStep
	last := -1
	for i := range g.T.Tables.PeriodTransition {
		p := &g.T.Tables.PeriodTransition[i]
		if p.Period != next {
			continue
		}
		m := mustMonth(p.Month)
		last = max(last, m)
		if m == month {
			step = p
		}
	}
	switch {
	case step != nil:
		mod := 0
		for i := range g.T.Tables.PeriodMods {
			if pm := &g.T.Tables.PeriodMods[i]; pm.Period == next {
				mod = pm.Mod(g.S.Tracks.Ships, g.S.Tracks.Tons)
			}
		}
		why := fmt.Sprintf("%d ships, %d kt sunk", g.S.Tracks.Ships, g.S.Tracks.Tons)
		r := g.Roll(fmt.Sprintf("war progress: war period %d", next), "17.1", "", Mod(mod, why, "17.1A"))
		wm := msgM("atl.progress.period", aInt("n", next))
		pp, pt := msgM("atl.progress.roll", aNested("what", wm)), msgM("atl.ge", aInt("n", step.Need))
		if r.Total >= step.Need {
			r.Say(rollMsg(pp, pt, msgM("atl.progress.begins", aNested("what", wm)))).Record(fmt.Sprintf("≥ %d", step.Need), fmt.Sprintf("war period %d begins", next))
			g.advancePeriod(next, "17.1")
		} else {
			r.Say(rollMsg(pp, pt, msgM("pac.progress.not-yet"))).Record(fmt.Sprintf("≥ %d", step.Need), "not yet: try again next month [17.1C]")
		}
	case last >= 0 && month > last:
		g.noteM("17.2", "", msgM("pac.progress.all-tried", aInt("n", next)), "Every month of the transition table has been tried: war period %d begins.", next)
		g.advancePeriod(next, "17.2")
	}
}

// skipperNewBoats are the boats a super skipper leaving s may take
// [SW 25.3]: of his nation and without a skipper, in a repair box or the
// Hold, or arriving (on the reinforcement list for this month or next).
func (g *Game) skipperNewBoats(s *Sub) []*Sub {
	var cands []*Sub
	for i := range g.S.Subs {
		t := &g.S.Subs[i]
		if t == s || t.Ace != "" || g.Nation(t) != g.Nation(s) {
			continue
		}
		repair := t.Status == StBase && (t.Box == BoxR1 || t.Box == BoxR2 || t.Box == BoxR3 || t.Box == BoxHold)
		arriving := t.Status == StFuture && t.Entry >= g.S.Month && t.Entry <= g.S.Month+1
		if repair || arriving {
			cands = append(cands, t)
		}
	}
	return cands
}

// SkipperLeaves is Silent War's reassignment of a retired sub's super
// skipper [SW 25.3]: d10 0–4 he leaves the game; 5–9 he goes at +1 to any
// sub in a repair box or arriving (the player's choice). Frame.B = 1 once
// the roll is made.
func (silentWar) SkipperLeaves(g *Game, f *Frame) {
	s := g.Sub(f.Sub)
	if s == nil || s.Ace == "" {
		return
	}
	ace := s.Ace
	gone := func(why string) {
		g.S.AceGone = append(g.S.AceGone, ace)
		s.Ace, s.AceLevel = "", 0
		g.emitM("25.3", engine.Event{Type: "ace-gone", Sub: s.ID, Unit: ace}, msgM("atl.ace.gone", aText("ace", g.aceName(ace)), aNested("why", phraseMsg(why))), "%s leaves the game (%s).", g.aceName(ace), why)
	}
	if f.B == 0 {
		r := g.Roll("super skipper reassignment: "+g.aceName(ace), "25.3", s.ID)
		ap, at := msgM("sw.skipper.reassign", aText("ace", g.aceName(ace))), msgM("sw.skipper.reassign.t")
		if r.Total <= 4 {
			r.Say(rollMsg(ap, at, msgM("sw.skipper.leaves"))).Record("0–4 leaves; 5–9 takes another sub at +1", "leaves the submarine force")
			gone("a shore or staff post")
			return
		}
		r.Say(rollMsg(ap, at, msgM("sw.skipper.may-take"))).Record("0–4 leaves; 5–9 takes another sub at +1", "may take another sub")
		f.B = 1
	}
	cands := g.skipperNewBoats(s)
	if len(cands) == 0 {
		gone("no sub in repair or arriving")
		return
	}
	if f.Ans == nil {
		p := engine.Prompt{Kind: "ace-reassign", Sub: s.ID, Rule: "25.3",
			Text: fmt.Sprintf("%s (+%d) may take a sub in repair or arriving, at +1", g.aceName(ace), s.AceLevel),
			Msg:  msgM("sw.skipper.q", aText("ace", g.aceName(ace)), aInt("n", s.AceLevel))}
		p.Options = append(p.Options, engine.Option{Key: "none", Label: "Let him go", Detail: "he leaves the game", LabelMsg: msgM("atl.ace.let-go"), DetailMsg: msgM("atl.ace.let-go.d")})
		for _, t := range cands {
			where := "in repair at " + t.Base
			label := msgM("sw.skipper.boat.repair", aUnit("boat", t.ID), aNested("class", ClassMsg(g.Class(t))), aBase("base", t.Base))
			if t.Status == StFuture {
				where = "arriving " + monthLabel(t.Entry)
				label = msgM("sw.skipper.boat.arriving", aUnit("boat", t.ID), aNested("class", ClassMsg(g.Class(t))), aNested("month", monthMsg(t.Entry)))
			}
			p.Options = append(p.Options, engine.Option{Key: "sub:" + t.ID, Label: fmt.Sprintf("%s (%s, %s)", t.ID, g.Class(t).ID, where), Ref: t.ID, Rule: "25.3",
				Detail: "he commands it as +1", LabelMsg: label, DetailMsg: msgM("sw.skipper.boat.d")})
		}
		g.Ask(f, p)
		return
	}
	key := g.Key(f)
	if key == "none" {
		gone("the player let him go")
		return
	}
	to := g.Sub(strings.TrimPrefix(key, "sub:"))
	lvl := s.AceLevel
	to.Ace, to.AceLevel = ace, 1
	s.Ace, s.AceLevel = "", 0
	g.emitM("25.3", engine.Event{Type: "ace-transfer", Sub: to.ID, Unit: ace}, msgM("sw.skipper.done", aText("ace", g.aceName(ace)), aInt("n", lvl), aUnit("from", s.ID), aUnit("to", to.ID)),
		"%s (+%d) leaves %s for %s as +1.", g.aceName(ace), lvl, s.ID, to.ID)
}

// overhaulSkipper settles the super skipper of a sub withdrawn for
// overhaul where the theatre's rules say so (rules.overhaulLosesSkipper,
// Silent War's [8.0C], spec §12.19): he is lost, with no reassignment roll
// (reassignment is for retired subs only [25.3]); with the
// "skipper-returns" switch he stays with the sub and returns with it. It
// reports false where the ace's future is rolled as usual [25.32].
func (g *Game) overhaulSkipper(s *Sub, kind string) bool {
	if kind != "refit" || !g.T.Rules.OverhaulLosesSkipper {
		return false
	}
	ace := s.Ace
	if g.Opt("skipper-returns") {
		g.noteM("8.0", s.ID, msgM("pac.skipper.stays", aText("ace", g.aceName(ace)), aUnit("boat", s.ID)), "%s stays with %s through the overhaul.", g.aceName(ace), s.ID)
		return true
	}
	g.S.AceGone = append(g.S.AceGone, ace)
	s.Ace, s.AceLevel = "", 0
	g.emitM("8.0", engine.Event{Type: "ace-gone", Sub: s.ID, Unit: ace}, msgM("pac.skipper.overhaul", aText("ace", g.aceName(ace)), aUnit("boat", s.ID)), "%s leaves %s at its overhaul and the game [8.0C].", g.aceName(ace), s.ID)
	return true
}
