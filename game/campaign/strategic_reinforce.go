package campaign

import (
	"fmt"
	"strings"

	"periscope/game/data"
	"periscope/game/engine"
)

// The Reinforcement phase [8.0]: the Submarine Reinforcement List,
// arrivals with inexperienced crews and early or delayed deployment [8.1],
// withdrawals for refit and training [8.0C], [19.13], returns [8.0D], and ace
// reassignment [25.3].

func init() {
	register(opPhaseReinforce, stepReinforce)
	register(opReinforceArrivals, stepArrivals)
	register(opReinforceEarly, stepEarlyDeploy)
	register(opWithdrawDone, stepWithdrawDone)
	register(opAceLeaves, stepAceLeaves)
	register(opTrainingPick, stepTrainingPick)
}

// monthList returns the reinforcement list of a month, or nil.
func (g *Game) monthList(m int) *data.MonthList {
	ms := data.MonthString(m)
	for i := range g.T.Reinforce {
		if g.T.Reinforce[i].Month == ms {
			return &g.T.Reinforce[i]
		}
	}
	return nil
}

// monthStart reports whether the list is read this turn: week 1 of each
// month after the scenario's first, in scenarios that use the list [8.0].
func (g *Game) monthStart() bool {
	return g.Scenario().Reinforcements && g.S.Week == 1 && g.S.Month > g.startMonth()
}

// inexpMax is the cap on inexperienced crews for voluntary early deployment
// [8.14].
const inexpMax = 6

// stepReinforce is the Reinforcement phase [8.0]. The War Mix is remixed
// every two months [3.15] (unless "no-remix"); then the month's list items
// (those in "{ }" were applied in the Intelligence phase), the arrivals and
// the player's early deployments.
func stepReinforce(g *Game, f *Frame) {
	g.PhaseMark("8.0", "Reinforcement")
	if !g.monthStart() {
		return
	}
	if !g.Opt("no-remix") && (g.S.Month-g.startMonth())%2 == 0 {
		g.fillCups()
		g.noteM("3.15", "", msgM("atl.warmix.remix"), "Two months have passed: the War Mix cups are remixed.")
	}
	var fs []Frame
	if ml := g.monthList(g.S.Month); ml != nil {
		for i, e := range ml.Entries {
			if !intelLevelOps[e.Op] {
				fs = append(fs, Frame{Op: opEffect, S: listSource(g.S.Month), A: i})
			}
		}
	}
	fs = append(fs, Frame{Op: opReinforceArrivals}, Frame{Op: opReinforceEarly})
	if g.Coop() {
		fs = append(fs, Frame{Op: opCoopRequest}) // [SW 26.0]
	}
	g.Push(fs...)
}

// arrivalBase is where a boat bound for a base arrives: the base if it is in
// use, else its fallback (and so on), else the first main base in use
// ("Germany") [8.0B].
func (g *Game) arrivalBase(base string) string {
	seen := map[string]bool{}
	for b := base; b != "" && !seen[b]; {
		seen[b] = true
		if g.BaseActive(b) {
			if d := g.T.Base(b); d != nil && (d.Kind == data.BaseMain || d.Kind == data.BaseAdvanced) {
				return b
			}
		}
		if d := g.T.Base(b); d != nil {
			b = d.Fallback
		} else {
			b = ""
		}
	}
	for _, d := range g.T.Map.Bases {
		if d.Kind == data.BaseMain && g.BaseActive(d.ID) {
			return d.ID
		}
	}
	return base
}

// arriveBoat brings a boat into play at the Pierside box of its base (or
// the fallback) [8.0B].
func (g *Game) arriveBoat(s *Sub, rule string) {
	g.politicalGreenRoll(s) // [36.64D]
	b := g.arrivalBase(s.Base)
	g.PutInBox(s, b, BoxPier)
	s.Patrol = PatrolLog{}
	if g.Skipped() { // the words only for a log that keeps them
		return
	}
	crew, cm := "", msgM("atl.s", aText("s", ""))
	switch s.Inexp {
	case 1:
		crew, cm = " with an inexperienced crew (Inexp-1)", msgM("atl.arrive.inexp1")
	case 2:
		crew, cm = " with a very green crew (Inexp-2)", msgM("atl.arrive.inexp2")
	}
	ace, am := "", msgM("atl.s", aText("s", ""))
	if s.Ace != "" {
		ace, am = fmt.Sprintf(", commanded by %s (+%d)", g.aceName(s.Ace), s.AceLevel), msgM("atl.arrive.ace", aText("ace", g.aceName(s.Ace)), aInt("n", s.AceLevel))
	}
	g.emitM(rule, engine.Event{Type: "arrive", Sub: s.ID, Area: b}, msgM("atl.arrive", aUnit("boat", s.ID), aNested("class", ClassMsg(g.Class(s))), aBase("base", b), aNested("crew", cm), aNested("ace", am)), "%s (%s) arrives at %s, Pierside%s%s.", s.ID, g.Class(s).ID, g.baseName(b), crew, ace)
}

func (g *Game) aceName(id string) string {
	if a := g.T.AceByID(id); a != nil {
		return a.Name
	}
	return id
}

// stepArrivals brings in the boats due this month (Frame.A: the boat index
// to resume from). For a boat with an inexperienced crew the player may
// delay it a month to arrive without the marker [8.13].
func stepArrivals(g *Game, f *Frame) {
	for i := f.A; i < len(g.S.Subs); i++ {
		s := &g.S.Subs[i]
		if s.Status != StFuture || s.Entry > g.S.Month {
			continue
		}
		if s.Inexp == 0 {
			g.arriveBoat(s, "8.0")
			continue
		}
		if f.Ans == nil {
			f.A = i
			next := monthLabel(g.S.Month + 1)
			g.Ask(f, engine.Prompt{Kind: "inexp-arrival", Sub: s.ID, Rule: "8.13",
				Text: fmt.Sprintf("%s (%s) arrives with an inexperienced crew. Train it a month longer?", s.ID, g.Class(s).ID),
				Msg:  msgM("atl.inexp.q", aUnit("boat", s.ID), aNested("class", ClassMsg(g.Class(s)))),
				Options: []engine.Option{
					{Key: "arrive", Label: "Arrive now (Inexp-" + fmt.Sprint(s.Inexp) + ")", Rule: "8.11",
						Detail:   "−1 on AAC searches, +1 on to-hit, crash-dive, endurance, transit and damage rolls, −1 Defense in counterattacks, until a qualifying patrol [8.11], [8.12]",
						LabelMsg: msgM("atl.inexp.arrive", aInt("n", s.Inexp)), DetailMsg: msgM("atl.inexp.arrive.d")},
					{Key: "delay", Label: "Arrive in " + next + " without the marker", Rule: "8.13",
						Detail:   "one more month of training: no inexperience penalties",
						LabelMsg: msgM("atl.inexp.delay", aNested("month", monthMsg(g.S.Month+1))), DetailMsg: msgM("atl.inexp.delay.d")},
				}})
			return
		}
		if g.Key(f) == "delay" {
			s.Entry = g.S.Month + 1
			s.Inexp = 0
			g.emitM("8.13", engine.Event{Type: "delay", Sub: s.ID}, msgM("atl.inexp.delayed", aUnit("boat", s.ID), aNested("month", monthMsg(s.Entry))), "%s trains a month longer: it arrives in %s without the Inexp marker.", s.ID, monthLabel(s.Entry))
		} else {
			g.arriveBoat(s, "8.0")
		}
		g.Push(Frame{Op: opReinforceArrivals, A: i + 1})
		return
	}
}

// inexpInPlay counts the boats in play with an inexperience marker [8.14].
func (g *Game) inexpInPlay() int {
	n := 0
	for i := range g.S.Subs {
		s := &g.S.Subs[i]
		if s.Inexp > 0 && (s.Status == StBase || s.Status == StSea || s.Status == StRefit) {
			n++
		}
	}
	return n
}

// stepEarlyDeploy offers early deployment [8.14]: a boat not marked Inexp
// due next month may arrive now with Inexp-1; with the option "very-early",
// one due in two months may arrive now with Inexp-2 [8.15]. Voluntary early
// deployment may not bring the boats with Inexp markers above 6. The player
// picks boats one at a time until he declines.
//
// The words on demand (engine.Option.Text, Prompt.Words): a bot reads
// neither (issue 16).
func stepEarlyDeploy(g *Game, f *Frame) {
	if g.inexpInPlay() >= inexpMax {
		return
	}
	var opts []engine.Option
	for i := range g.S.Subs {
		s := &g.S.Subs[i]
		if s.Status != StFuture || s.Inexp != 0 {
			continue
		}
		if due, _ := data.MonthIndex(g.T.Boat(s.ID).Entry); due <= g.S.Month {
			continue // delayed for training this month [8.13]
		}
		switch {
		case s.Entry == g.S.Month+1:
			opts = append(opts, engine.Option{Key: "early:" + s.ID, Ref: s.ID, Rule: "8.14", Text: g.earlyWords(s, 1)})
		case s.Entry == g.S.Month+2 && g.Opt("very-early"):
			opts = append(opts, engine.Option{Key: "very:" + s.ID, Ref: s.ID, Rule: "8.15", Text: g.earlyWords(s, 2)})
		}
	}
	if len(opts) == 0 {
		return
	}
	if f.Ans == nil {
		p := engine.Prompt{Kind: "early-deploy", Rule: "8.14", Words: func(p *engine.Prompt) {
			p.Text = fmt.Sprintf("Deploy a boat early? (%d of %d inexperienced crews in play)", g.inexpInPlay(), inexpMax)
			p.Msg = msgM("atl.early.q", aInt("n", g.inexpInPlay()), aInt("max", inexpMax))
		}}
		p.Options = append([]engine.Option{{Key: "none", Label: "No (more) early deployments", LabelMsg: msgM("atl.early.none")}}, opts...)
		g.Ask(f, p)
		return
	}
	key := g.Key(f)
	if key == "none" {
		return
	}
	s := g.Sub(key[strings.IndexByte(key, ':')+1:])
	s.Inexp = 1
	rule := "8.14"
	if strings.HasPrefix(key, "very:") {
		s.Inexp, rule = 2, "8.15"
	}
	s.Entry = g.S.Month
	g.arriveBoat(s, rule)
	g.Push(Frame{Op: opReinforceEarly})
}

// ---------------------------------------------------------------- withdrawals [8.0C], [19.13]

// isMedBoat reports whether a boat belongs to the Mediterranean (its base,
// or the area it is in) [8.0C].
func (g *Game) isMedBoat(s *Sub) bool {
	if s.Status == StSea {
		if a := g.area(s.Area); a != nil && (a.InRegion("med") || g.smzLinkedToMed(a)) {
			return true
		}
	}
	if b := g.T.Base(s.Base); b != nil {
		return b.Med
	}
	return false
}

func (g *Game) smzLinkedToMed(a *data.Area) bool {
	if a.Kind != data.KindSMZ {
		return false
	}
	for _, l := range a.Links {
		if la := g.area(l); la != nil && la.InRegion("med") {
			return true
		}
	}
	return false
}

// refitBox is the refit box for Mediterranean or Atlantic boats [8.0C].
func (g *Game) refitBox(med bool) string {
	fallback := ""
	for _, b := range g.T.Map.Bases {
		if b.Kind != data.BaseRefit {
			continue
		}
		if b.Med == med {
			return b.ID
		}
		if fallback == "" {
			fallback = b.ID
		}
	}
	return fallback
}

// withdraw takes a boat out for refit or training duty [8.0C]. At base it
// goes at once; at sea it first sails home during this turn with a transit
// check per move (the movement rules' sub.withdraw-transit step [19.13]),
// then withdraw.done finishes. A boat already sunk is not replaced; a boat in
// refit cannot be sent to training.
func (g *Game) withdraw(s *Sub, kind, rule string) {
	if s == nil {
		return
	}
	what, wm := "for refit", msgM("atl.withdraw.refit")
	if kind == "training" {
		what, wm = "to training duty", msgM("atl.withdraw.training")
	}
	switch s.Status {
	case StBase:
		g.finishWithdrawal(s, kind, rule)
	case StSea:
		if s.Withdraw != "" || g.rules.WithdrawAtSea(g, s, kind, rule) {
			return
		}
		s.Withdraw = kind
		s.Mission = ""
		g.noteM("19.13", s.ID, msgM("atl.withdraw.at-sea", aUnit("boat", s.ID), aNested("what", wm)), "%s is withdrawn %s while at sea: it sails home at once, checking each move.", s.ID, what)
		g.Push(Frame{Op: opSubWithdrawTransit, Sub: s.ID, S: kind}, Frame{Op: opWithdrawDone, Sub: s.ID})
	case StRefit:
		if kind == "training" {
			g.noteM("8.0", s.ID, msgM("atl.withdraw.in-refit", aUnit("boat", s.ID)), "%s is in refit and cannot be sent to training duty.", s.ID)
		}
	case StFuture:
		g.noteM(rule, s.ID, msgM("atl.withdraw.not-arrived", aUnit("boat", s.ID)), "%s has not arrived yet: it is not withdrawn.", s.ID)
	default:
		g.noteM(rule, s.ID, msgM("atl.withdraw.gone", aUnit("boat", s.ID)), "%s is no longer in service: no other boat is withdrawn in its place.", s.ID)
	}
}

// stepWithdrawDone finishes a withdrawal at sea once the boat has sailed
// home (or at once if the movement rules did not take it into a base).
func stepWithdrawDone(g *Game, f *Frame) {
	s := g.Sub(f.Sub)
	if s == nil {
		return
	}
	if s.Status == StSunk {
		g.noteM("19.13", s.ID, msgM("atl.withdraw.lost", aUnit("boat", s.ID)), "%s was lost on the way home: no other boat is withdrawn in its place.", s.ID)
		return
	}
	if s.Withdraw != "" {
		g.finishWithdrawal(s, s.Withdraw, "19.13")
	}
}

// finishWithdrawal puts a withdrawn boat in its refit box (every damage
// marker removed) or takes it out to training duty; its ace's future is
// rolled for [25.32].
func (g *Game) finishWithdrawal(s *Sub, kind, rule string) {
	if s.Status == StSea {
		g.closePatrol(s, "withdrawn")
	}
	med := g.isMedBoat(s)
	s.Withdraw, s.Mission, s.Dest = "", "", ""
	s.Damage, s.Spotted, s.RTB, s.Mines, s.MineTarget, s.MainBaseOnly = 0, false, false, 0, "", false
	s.Area, s.Section, s.Side, s.Box = "", "", "", ""
	if kind == "refit" {
		s.Status = StRefit
		if box := g.refitBox(med); box != "" {
			s.Base = box
		}
		g.emitM(rule, engine.Event{Type: "refit", Sub: s.ID, Area: s.Base}, msgM("atl.refit.in", aUnit("boat", s.ID), aBase("base", s.Base)), "%s goes into the %s for refit.", s.ID, g.baseName(s.Base))
	} else {
		s.Status = StTraining
		g.emitM(rule, engine.Event{Type: "training", Sub: s.ID}, msgM("atl.training.in", aUnit("boat", s.ID)), "%s is transferred to training duty.", s.ID)
	}
	if s.Ace != "" && !g.overhaulSkipper(s, kind) {
		g.AceLeaves(s, "25.32")
	}
}

// returnFromRefit brings a refitted boat back at Pierside [8.0D]: from the
// Mediterranean box to Italy whatever the list says (the box's fallback
// names it), from the Atlantic box to the listed base.
func (g *Game) returnFromRefit(s *Sub, base string) {
	if s == nil || s.Status != StRefit {
		return
	}
	if box := g.T.Base(s.Base); box != nil && box.Kind == data.BaseRefit && box.Med {
		base = box.Fallback
		if base == "" {
			for _, b := range g.T.Map.Bases {
				if b.Kind == data.BaseMain && b.Med {
					base = b.ID
					break
				}
			}
		}
	}
	s.Base = base
	b := g.arrivalBase(base)
	g.PutInBox(s, b, BoxPier)
	s.Patrol = PatrolLog{}
	g.emitM("8.0", engine.Event{Type: "return", Sub: s.ID, Area: b}, msgM("atl.refit.out", aUnit("boat", s.ID), aBase("base", b)), "%s returns from refit to %s, Pierside.", s.ID, g.baseName(b))
}

// ---------------------------------------------------------------- training duty

// trainingEffect withdraws boats to training duty: the named ones, or Count
// boats of the player's choice (of the effect's Nation, if it names one).
func (g *Game) trainingEffect(f *Frame, e *data.Effect) {
	if len(e.Units) > 0 {
		// Every boat of the named classes still in the game, at base or at
		// sea ([SW 5.0] the End of the Aleutians: "all remaining S1/S3
		// subs go to training").
		for i := range g.S.Subs {
			s := &g.S.Subs[i]
			if (s.Status == StBase || s.Status == StSea) && s.Withdraw == "" && containsStr(e.Units, g.Class(s).ID) {
				g.withdraw(s, "training", g.effectRule(f.S))
			}
		}
	}
	if len(e.Boats) > 0 {
		for _, id := range g.standIns(e.Boats) { // [35.12]
			g.withdraw(g.Sub(id), "training", g.effectRule(f.S))
		}
		return
	}
	g.Push(Frame{Op: opTrainingPick, S: f.S, A: f.A, B: 0})
}

// stepTrainingPick lets the player pick the boats for training duty one by
// one. Frame: S/A = the effect, B = boats picked so far.
func stepTrainingPick(g *Game, f *Frame) {
	e := g.effectAt(f.S, f.A)
	if e == nil || f.B >= e.Count {
		return
	}
	var cands []*Sub
	for i := range g.S.Subs {
		s := &g.S.Subs[i]
		if (s.Status != StBase && s.Status != StSea) || s.Withdraw != "" {
			continue
		}
		if e.Nation != "" && g.Nation(s) != e.Nation || len(f.L) > 0 && g.Class(s).Nation == frenchNation {
			continue // one French boat an event [36.63G] (Frame.L names it)
		}
		cands = append(cands, s)
	}
	if len(cands) == 0 {
		g.noteM("5.1", "", msgM("atl.training.none", aInt("n", e.Count-f.B)), "No boat is left to send to training duty (%d short).", e.Count-f.B)
		return
	}
	if f.Ans == nil {
		p := engine.Prompt{Kind: "training-pick", Rule: g.effectRule(f.S),
			Text: fmt.Sprintf("%s: choose a boat to transfer to training duty (%d of %d)", g.effectWho(f.S), f.B+1, e.Count),
			Msg:  msgM("atl.training.q", aNested("who", g.effectWhoMsg(f.S)), aInt("i", f.B+1), aInt("n", e.Count))}
		for _, s := range cands {
			p.Options = append(p.Options, engine.Option{Key: "sub:" + s.ID, Label: s.ID, Ref: s.ID, Detail: g.subWhere(s), LabelMsg: msgM("atl.unit.name", aUnit("u", s.ID)), DetailMsg: g.subWhereMsg(s)})
		}
		g.Ask(f, p)
		return
	}
	s := g.Sub(strings.TrimPrefix(g.Key(f), "sub:"))
	next := *f
	next.Ans = nil
	next.B++
	if g.Class(s).Nation == frenchNation {
		next.L = []string{s.ID}
	}
	g.Push(next)
	g.withdraw(s, "training", g.effectRule(f.S))
}

// subWhere describes where a boat is, for prompts.
func (g *Game) subWhere(s *Sub) string {
	var b strings.Builder
	b.WriteString(g.Class(s).ID)
	switch s.Status {
	case StBase:
		fmt.Fprintf(&b, ", %s at %s", boxName(s.Box), g.baseName(s.Base))
	case StSea:
		side := "patrol side"
		if s.Side == Transit {
			side = "transit side"
		}
		fmt.Fprintf(&b, ", at sea in %s (%s)", g.areaName(s.Area), side)
		if s.RTB {
			b.WriteString(", RTB")
		}
	case StFuture:
		fmt.Fprintf(&b, ", due %s", monthLabel(s.Entry))
	}
	if s.Damage > 0 {
		fmt.Fprintf(&b, ", %d damage", s.Damage)
	}
	if s.Ace != "" {
		fmt.Fprintf(&b, ", ace %s +%d", g.aceName(s.Ace), s.AceLevel)
	}
	if s.Inexp > 0 {
		fmt.Fprintf(&b, ", Inexp-%d", s.Inexp)
	}
	return b.String()
}

// ---------------------------------------------------------------- aces [25.3]

// aceTransferEffect offers a historical transfer from the list [25.31]: the
// ace may leave his boat for a boat still to arrive; if he does, [25.33]
// applies.
func (g *Game) aceTransferEffect(f *Frame, e *data.Effect) {
	ace := e.Text
	to := g.Sub(g.standIn(e.Boats[0])) // [35.12]
	var from *Sub
	for i := range g.S.Subs {
		if g.S.Subs[i].Ace == ace {
			from = &g.S.Subs[i]
		}
	}
	if from == nil || from == to || (from.Status != StBase && from.Status != StSea && from.Status != StRefit) {
		g.noteM("25.31", "", msgM("atl.acexfer.no-boat", aText("ace", g.aceName(ace)), aUnit("boat", e.Boats[0])), "The list offers %s a transfer to %s, but he is not in command of a boat in service.", g.aceName(ace), e.Boats[0])
		return
	}
	if to == nil || to.Status != StFuture {
		g.noteM("25.31", "", msgM("atl.acexfer.arrived", aText("ace", g.aceName(ace)), aUnit("boat", e.Boats[0])), "The list offers %s a transfer to %s, which has already arrived.", g.aceName(ace), e.Boats[0])
		return
	}
	if to.Ace != "" {
		g.noteM("25.31", "", msgM("atl.acexfer.has", aText("ace", g.aceName(ace)), aUnit("boat", to.ID), aText("other", g.aceName(to.Ace))), "The list offers %s a transfer to %s, which already has %s.", g.aceName(ace), to.ID, g.aceName(to.Ace))
		return
	}
	if f.Ans == nil {
		lvl := from.AceLevel
		g.Ask(f, engine.Prompt{Kind: "ace-transfer", Sub: from.ID, Rule: "25.31",
			Text: fmt.Sprintf("Transfer %s (+%d) from %s to the new %s, as he was historically?", g.aceName(ace), lvl, from.ID, to.ID),
			Msg:  msgM("atl.acexfer.q", aText("ace", g.aceName(ace)), aInt("n", lvl), aUnit("from", from.ID), aUnit("to", to.ID)),
			Options: []engine.Option{
				{Key: "keep", Label: "Keep him on " + from.ID, LabelMsg: msgM("atl.acexfer.keep", aUnit("boat", from.ID))},
				{Key: "transfer", Label: "Transfer him to " + to.ID, Rule: "25.33",
					Detail:   fmt.Sprintf("he becomes +1; %s arrives in %s instead of %s, without inexperience penalties", to.ID, monthLabel(to.Entry-1), monthLabel(to.Entry)),
					LabelMsg: msgM("atl.acexfer.move", aUnit("boat", to.ID)), DetailMsg: msgM("atl.acexfer.move.d", aUnit("boat", to.ID), aNested("early", monthMsg(to.Entry-1)), aNested("due", monthMsg(to.Entry)))},
			}})
		return
	}
	if g.Key(f) == "transfer" {
		g.moveAce(from, to, "25.33")
	}
}

// moveAce moves an ace to a boat still to arrive [25.33]: a +2 ace drops to
// +1, and the boat arrives one month early without inexperience.
func (g *Game) moveAce(from, to *Sub, rule string) {
	if to.Ace != "" {
		return // a boat has one commander
	}
	ace, lvl := from.Ace, from.AceLevel
	to.Ace, to.AceLevel = ace, 1
	from.Ace, from.AceLevel = "", 0
	old := to.Entry
	to.Entry--
	to.Inexp = 0
	g.emitM(rule, engine.Event{Type: "ace-transfer", Sub: to.ID, Unit: ace}, msgM("atl.acexfer.done", aText("ace", g.aceName(ace)), aInt("n", lvl), aUnit("from", from.ID), aUnit("to", to.ID), aNested("early", monthMsg(to.Entry)), aNested("due", monthMsg(old))),
		"%s (+%d) leaves %s for %s as +1; %s now arrives in %s instead of %s.", g.aceName(ace), lvl, from.ID, to.ID, to.ID, monthLabel(to.Entry), monthLabel(old))
}

// AceLeaves settles the ace of a boat that leaves service without sinking —
// withdrawn for refit or by a war event, a structural total loss, scrapped
// [25.32] — by pushing the ace.leaves step (a roll and maybe a choice).
func (g *Game) AceLeaves(s *Sub, rule string) {
	if s == nil || s.Ace == "" {
		return
	}
	g.Push(Frame{Op: opAceLeaves, Sub: s.ID, S: rule})
}

// aceNewBoats are the boats an ace leaving s may take [25.32]: of its
// nation, on the Reinforcement List without an ace, at least four months
// from arrival.
func (g *Game) aceNewBoats(s *Sub) []*Sub {
	var cands []*Sub
	for i := range g.S.Subs {
		t := &g.S.Subs[i]
		if t.Status == StFuture && t.Ace == "" && t.Entry >= g.S.Month+4 && g.Nation(t) == g.Nation(s) {
			cands = append(cands, t)
		}
	}
	return cands
}

// AceLeavesOdds are the chances of the [25.32] roll for the ace of s as
// they are now: on 4–9 he may take a new boat, but only if one on the list
// is four months or more from arrival; otherwise he always leaves.
func (g *Game) AceLeavesOdds(s *Sub) []engine.Odd {
	if len(g.aceNewBoats(s)) == 0 {
		return []engine.Odd{{Outcome: "the ace leaves the game", P: 1}}
	}
	return []engine.Odd{{Outcome: "the ace may take a new boat", P: 0.6}, {Outcome: "the ace leaves the game", P: 0.4}}
}

// stepAceLeaves rolls for the ace's next post [25.32]: 0–3 he leaves the
// game; 4–9 he may go to any boat on the Reinforcement List at least four
// months from arrival, the player's choice ([25.33] then applies).
// Frame.B = 1 once the roll is made.
func (steelWolves) SkipperLeaves(g *Game, f *Frame) {
	s := g.Sub(f.Sub)
	if s == nil || s.Ace == "" {
		return
	}
	ace := s.Ace
	gone := func(why string) {
		g.S.AceGone = append(g.S.AceGone, ace)
		s.Ace, s.AceLevel = "", 0
		g.emitM("25.32", engine.Event{Type: "ace-gone", Sub: s.ID, Unit: ace}, msgM("atl.ace.gone", aText("ace", g.aceName(ace)), aNested("why", phraseMsg(why))), "%s leaves the game (%s).", g.aceName(ace), why)
	}
	if f.B == 0 {
		r := g.Roll("ace reassignment: "+g.aceName(ace), "25.32", s.ID)
		ap, at := msgM("atl.ace.reassign", aText("ace", g.aceName(ace))), msgM("atl.ace.reassign.t")
		if r.Total <= 3 {
			r.Say(rollMsg(ap, at, msgM("atl.ace.leaves-arm"))).Record("0–3 leaves; 4–9 may take a new boat", "leaves the U-boat arm")
			gone("a shore or staff post")
			return
		}
		r.Say(rollMsg(ap, at, msgM("atl.ace.may-take"))).Record("0–3 leaves; 4–9 may take a new boat", "may take command of a new boat")
		f.B = 1
	}
	cands := g.aceNewBoats(s)
	if len(cands) == 0 {
		gone("no boat on the list is four months or more from arrival")
		return
	}
	if f.Ans == nil {
		p := engine.Prompt{Kind: "ace-reassign", Sub: s.ID, Rule: "25.32",
			Text: fmt.Sprintf("%s (+%d) may take command of a boat at least four months from arrival", g.aceName(ace), s.AceLevel),
			Msg:  msgM("atl.ace.reassign.q", aText("ace", g.aceName(ace)), aInt("n", s.AceLevel))}
		p.Options = append(p.Options, engine.Option{Key: "none", Label: "Let him go", Detail: "he leaves the game", LabelMsg: msgM("atl.ace.let-go"), DetailMsg: msgM("atl.ace.let-go.d")})
		for _, t := range cands {
			p.Options = append(p.Options, engine.Option{Key: "sub:" + t.ID, Label: fmt.Sprintf("%s (%s, due %s)", t.ID, g.Class(t).ID, monthLabel(t.Entry)), Ref: t.ID, Rule: "25.33",
				Detail:    fmt.Sprintf("he commands it as +1; it arrives in %s without inexperience penalties", monthLabel(t.Entry-1)),
				LabelMsg:  msgM("atl.ace.boat", aUnit("boat", t.ID), aNested("class", ClassMsg(g.Class(t))), aNested("due", monthMsg(t.Entry))),
				DetailMsg: msgM("atl.ace.boat.d", aNested("month", monthMsg(t.Entry-1)))})
		}
		g.Ask(f, p)
		return
	}
	key := g.Key(f)
	if key == "none" {
		gone("the player let him go")
		return
	}
	g.moveAce(s, g.Sub(strings.TrimPrefix(key, "sub:")), "25.33")
}

// earlyWords fills an early deployment's option words: Inexp-1 a month
// early [8.14], Inexp-2 two months early [8.15].
func (g *Game) earlyWords(s *Sub, n int) func(o *engine.Option) {
	return func(o *engine.Option) {
		if n == 1 {
			o.Label = fmt.Sprintf("%s (%s) now, Inexp-1", s.ID, g.Class(s).ID)
			o.Detail = fmt.Sprintf("due %s; arrives at %s now with an Inexp-1 crew", monthLabel(s.Entry), g.baseName(g.arrivalBase(s.Base)))
			o.LabelMsg = msgM("atl.early.opt", aUnit("boat", s.ID), aNested("class", ClassMsg(g.Class(s))), aInt("n", 1))
			o.DetailMsg = msgM("atl.early.d1", aNested("month", monthMsg(s.Entry)), aBase("base", g.arrivalBase(s.Base)))
			return
		}
		o.Label = fmt.Sprintf("%s (%s) now, Inexp-2", s.ID, g.Class(s).ID)
		o.Detail = fmt.Sprintf("due %s; arrives now with an Inexp-2 crew (double penalties; two qualifying patrols to train)", monthLabel(s.Entry))
		o.LabelMsg = msgM("atl.early.opt", aUnit("boat", s.ID), aNested("class", ClassMsg(g.Class(s))), aInt("n", 2))
		o.DetailMsg = msgM("atl.early.d2", aNested("month", monthMsg(s.Entry)))
	}
}
