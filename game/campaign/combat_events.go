package campaign

// Combat events [19.2], diligent escorts [14.12] and the crash dive
// [14.13].
//
// The Combat Events table is printed in the scenario book, which we do not
// have; the table's d10 → event ids are data (tables.combatEvents). What
// each named event does is defined here, from the names the rules give
// ([19.2], [14.13], [14.15B]) and the parent system's table (Silent War
// [19.2], which the Steel Wolves events mirror):
//
//	circular-run         a torpedo circles back [14.13]: unless a crash dive
//	                     succeeds, hit on d10 ≤ torpedo value + 1 − a drawn
//	                     TDC; a hit rolls the sub's tonnage row of Attack
//	                     Results with the torpedo value. The attack goes on.
//	aircraft-spots       patrol aircraft spots the sub [14.13]: unless a crash
//	                     dive succeeds, the Other Dangers aircraft row (+1
//	                     Inexp). The escort bonus is lost [14.15B].
//	counterattack        the escorts force the sub down: the counterattack
//	                     comes now and the sub does not attack this round.
//	counterattack-first  the escorts strike first: the counterattack comes
//	                     after the TDCs are placed (or at once if the targets
//	                     are already chosen), then the sub attacks, with no
//	                     second counterattack.
//	double-tonnage       the largest merchant the sub sinks this round scores
//	                     its tonnage twice.
//	mechanical           mechanical problems: the sub breaks off; d10 odd →
//	                     damaged and RTB; even → repaired, no endurance check
//	                     this turn.
//	none                 no effect.
//
// When a combat event is the only thing on the display, only
// "aircraft-spots" and "mechanical" apply [19.22].

import (
	"fmt"

	"periscope/game/dice"
	"periscope/game/engine"
)

func init() {
	register(opCombatDewithdraw, stepDEWithdraw)
}

var eventNames = map[string]string{
	"none":                "no effect",
	"circular-run":        "circular torpedo run",
	"aircraft-spots":      "patrol aircraft spots the sub",
	"counterattack":       "counterattack: the escorts force the sub down",
	"counterattack-first": "counterattack–combat: the escorts strike first",
	"double-tonnage":      "double tonnage",
	"mechanical":          "mechanical problems",
}

// combatEvent resolves a revealed combat event counter for one boat
// [19.2], [24.22].
func (g *Game) combatEvent(b *CombatBoat, id string) {
	c := g.S.Combat
	s := g.Sub(b.ID)
	r := g.Roll("combat event", "19.2", s.ID)
	ev := g.T.Tables.CombatEvents[r.Total]
	alone := c.unitCount(func(_ int, u *BoardUnit) bool {
		return u.present() && u.ID != id && (!u.Up || isShip(g.utype(u.ID)))
	}) == 0
	if alone && ev != "aircraft-spots" && ev != "mechanical" && ev != "none" {
		if !r.Skip() {
			r.Say(rollMsg(msgM("atl.cevent.roll"), nil, msgM("atl.cevent.void", aNested("ev", msgM("atl.cevent."+ev))))).Record("", eventNames[ev]+": void, no valid target on the display [19.22]")
		}
		return
	}
	if !r.Skip() {
		r.Say(rollMsg(msgM("atl.cevent.roll"), nil, msgM("atl.cevent."+ev))).Record("", eventNames[ev])
	}
	g.applyCombatEvent(b, s, ev)
}

// applyCombatEvent carries out a combat event rolled for a boat [19.2]
// (quick resolution keeps three of them, [SW 27.0] step 8).
func (g *Game) applyCombatEvent(b *CombatBoat, s *Sub, ev string) {
	c := g.S.Combat
	b.Event = ev
	switch ev {
	case "circular-run":
		if g.crashDive(s) {
			if !g.Skipped() {
				g.noteM("14.13", s.ID, msgM("atl.cevent.dive", aUnit("boat", s.ID)), "the crash dive takes %s out of the torpedo's path", s.ID)
			}
			return
		}
		ti := g.TakeTDC()
		tdc := 0
		if ti >= 0 {
			tdc = g.S.TDCValue[ti]
			g.ReturnTDC(ti)
		}
		need := g.circularNeed(s, tdc)
		hr := g.Roll("circular run hits", "19.2", s.ID)
		hp, ht := msgM("atl.cevent.circ"), msgM("atl.cevent.circ.t", aInt("n", need), aSigned("tv", g.TorpedoValue(s)), aSigned("tdc", tdc))
		what := fmt.Sprintf("≤ %d (torpedo %+d + 1 − TDC %+d)", need, g.TorpedoValue(s), tdc)
		if g.circularDefence() { // [SW 19.2] an attack on the sub (spec §12.14)
			def := g.Class(s).Defense + g.AceValue(s)
			ht = msgM("pac.cevent.circ.def", aInt("n", need), aSigned("tv", g.TorpedoValue(s)), aSigned("tdc", tdc), aInt("def", def))
			what = fmt.Sprintf("≤ %d (torpedo %+d + 1 − TDC %+d − Defense and skipper %d)", need, g.TorpedoValue(s), tdc, def)
		}
		if hr.Total > need {
			if !hr.Skip() {
				hr.Say(rollMsg(hp, ht, msgM("atl.cevent.circ.miss"))).Record(what, "misses")
			}
			return
		}
		if !hr.Skip() {
			hr.Say(rollMsg(hp, ht, msgM("atl.cevent.circ.hit"))).Record(what, "hits the sub")
		}
		if g.rules.CircularRunSinks() { // [SW 19.2] event 2: sunk
			g.Sink(s, "19.2", "own torpedo detonates")
			return
		}
		row := g.T.AttackRow(max(1, g.Class(s).Tons))
		if row != nil {
			g.harmRoll(b, s, "own torpedo detonates", "19.2", *row, false, Mod(g.TorpedoValue(s), "torpedo value", g.cite("14.16D")))
		}
	case "aircraft-spots":
		c.BonusLost = true
		cd := g.crashDive(s)
		g.harmRoll(b, s, "patrol aircraft attack", "19.2", g.T.Tables.OtherDangers["aircraft"], cd, inexpMods(s)...)
	case "counterattack":
		c.BonusLost = true
		b.NoFire = true
		for ci := range c.Columns {
			for ui := range c.Columns[ci].Units {
				c.Columns[ci].Units[ui].Points = 0
			}
		}
		if !g.Skipped() {
			g.noteM("19.2", s.ID, msgM("atl.cevent.deep", aUnit("boat", s.ID)), "%s is forced deep: no attack this round", s.ID)
		}
	case "counterattack-first":
		c.BonusLost = true
		if !g.Skipped() {
			g.noteM("19.2", s.ID, msgM("atl.cevent.first", aUnit("boat", s.ID)), "the escorts strike before %s can fire", s.ID)
		}
	case "double-tonnage":
		b.DoubleTons = true
	case "mechanical":
		mr := g.Roll("mechanical problems", "19.2", s.ID)
		g.boatOut(b, "mechanical problems")
		mp, mt := msgM("atl.cevent.mech"), msgM("atl.cevent.mech.t")
		if mr.Total%2 == 1 {
			if !mr.Skip() {
				mr.Say(rollMsg(mp, mt, msgM("atl.cevent.mech.rtb"))).Record("odd: damaged and RTB, even: repaired", "damaged and must return to base")
			}
			if !g.Damage(s, "19.2", "mechanical problems") {
				g.ForceRTB(s, "19.2", "mechanical problems")
			}
		} else {
			if !mr.Skip() {
				mr.Say(rollMsg(mp, mt, msgM("atl.cevent.mech.fixed"))).Record("odd: damaged and RTB, even: repaired", "repaired: no endurance check this turn")
			}
			b.Fixed = true
		}
	}
}

// inexpMods is the +Inexp modifier on risk rolls [8.11].
func inexpMods(s *Sub) []dice.Mod {
	if l := inexpLevel(s); l > 0 {
		return []dice.Mod{Mod(l, "inexperienced crew", "8.11")}
	}
	return nil
}

// diligentEscort: a revealed DE attacks at once [14.12], [14.15A] — in a
// wolfpack a random member [24.21] — unless a crash dive turns its result
// into Spotted [14.13]; after a [14.12] reveal a damaged sub may withdraw.
func (g *Game) diligentEscort(b *CombatBoat, id string, mode int) {
	c := g.S.Combat
	victim := b
	if c.Pack {
		var on []*CombatBoat
		for i := range c.Boats {
			x := &c.Boats[i]
			if !x.Out && x.Column >= 0 {
				on = append(on, x)
			}
		}
		if len(on) > 1 {
			victim = on[g.Intn(len(on))]
			if !g.Skipped() {
				g.noteM(g.packRule("24.21"), b.ID, msgM("atl.diligent.goes", aUnit("boat", victim.ID)), "the diligent escort goes for %s", victim.ID)
			}
		}
	}
	s := g.Sub(victim.ID)
	cd := g.crashDive(s)
	g.harmRoll(victim, s, "diligent escort", "14.12", g.T.Tables.OtherDangers["diligent"], cd, inexpMods(s)...)
	if mode == revealNormal && s.Status == StSea && !victim.Out && s.Damage > 0 {
		g.Push(Frame{Op: opCombatDewithdraw, Sub: victim.ID})
	}
}

// attackingNow reports whether sub is the boat whose combat turn is under
// way (the innermost combat turn on the stack).
func (g *Game) attackingNow(sub string) bool {
	for i := len(g.S.Stack) - 1; i >= 0; i-- {
		if g.S.Stack[i].Op == opCombatTurn {
			return g.S.Stack[i].Sub == sub
		}
	}
	return false
}

// stepDEWithdraw: after a diligent escort a damaged sub may withdraw
// [14.12] and go to its endurance check.
func stepDEWithdraw(g *Game, f *Frame) {
	c := g.S.Combat
	b, s := c.Boat(f.Sub), g.Sub(f.Sub)
	if b == nil || b.Out || s.Status != StSea {
		return
	}
	if f.Ans == nil {
		col, round := b.Column, c.Round
		fight := engine.Option{Key: "fight", Label: "Fight on", Rule: "14.12", OddsFn: engine.LazyOdds(func() []engine.Odd { return g.counterOddsAhead(b, col, round) }),
			Detail: "the counterattack risk over what the counters still to reveal may be, if your attack hits no escort", LabelMsg: msgM("atl.dewithdraw.fight"), DetailMsg: msgM("atl.fight.d")}
		if c.Pack && !g.attackingNow(s.ID) {
			// Another member's reveal sent the escort at this boat
			// [24.21]: its own counterattack comes in its own turn (or
			// came already), after reveals the pack's order decides. No
			// odds here: the pack-order prompt gives them exactly
			// (issue 13).
			fight.OddsFn = nil
			fight.Detail = "its counterattack comes in its own turn: its odds are shown when you choose the pack's next attacker [24.23]"
			fight.DetailMsg = msgM("atl.fight.d.pack")
			if b.Acted {
				fight.Detail = "it has attacked this round: no counterattack on it before the re-attack, but the pack's later reveals may bring diligent escorts [24.21]"
				fight.DetailMsg = msgM("atl.fight.d.acted")
			}
		}
		g.Ask(f, engine.Prompt{Kind: "de-withdraw", Sub: s.ID, Rule: "14.12",
			Text: fmt.Sprintf("%s is damaged (%d markers): withdraw from the combat?", s.ID, s.Damage),
			Msg:  msgM("atl.dewithdraw.q", aUnit("boat", s.ID), aInt("n", s.Damage)),
			Options: []engine.Option{
				fight,
				{Key: "withdraw", Label: "Withdraw", Detail: "leave the combat and go to the endurance check [14.7]", Rule: "14.12", LabelMsg: msgM("atl.dewithdraw.go"), DetailMsg: msgM("atl.dewithdraw.go.d")},
			}})
		return
	}
	if g.Key(f) == "withdraw" {
		if !g.Skipped() {
			g.noteM("14.12", s.ID, msgM("atl.dewithdraw.done", aUnit("boat", s.ID)), "%s withdraws, damaged", s.ID)
		}
		g.boatOut(b, "withdrew damaged")
	}
}
