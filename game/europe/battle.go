package europe

import (
	"fmt"
	"math"
	"sort"
	"strings"

	"periscope/game/engine"
)

// Conducting combat [7.3, 8].

// inBattle reports whether u fights in the battle in its space on the
// given side (attacker: the active power's units).
func (g *Game) inBattle(u *Unit, attacker bool) bool {
	s := g.S
	p := s.Active()
	if u.Submerged || u.Raid || u.Out || u.Cargo {
		return false
	}
	if g.D.Space(u.At).Sea() && u.On != 0 && u.Type != Fighter {
		return false // cargo is never a separate casualty [7.3 C]
	}
	if attacker {
		return u.Owner == p
	}
	return u.Owner.Enemy(p)
}

// sideUnits lists the ids on one side of the battle in space.
func (g *Game) sideUnits(space string, attacker bool) []int {
	var out []int
	for i := range g.S.Units {
		u := &g.S.Units[i]
		if u.At == space && g.inBattle(u, attacker) {
			out = append(out, u.ID)
		}
	}
	return out
}

// force builds a Force from unit ids, leaving out the doomed ones.
func (g *Game) force(ids []int, doomed []int) Force {
	var f Force
	for _, id := range ids {
		if contains(doomed, id) {
			continue
		}
		u := g.S.unit(id)
		t := typeIndex(u.Type)
		f.N[t]++
		if u.Damaged {
			f.Dmg[t]++
		}
	}
	return f
}

func contains(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// pendingBattles lists the spaces where the active power must fight,
// sea battles first: a landing waits for the sea battle in its zone [8.1].
func (g *Game) pendingBattles() (raids, battles []string) {
	s := g.S
	p := s.Active()
	seenR, seen := map[string]bool{}, map[string]bool{}
	for i := range s.Units {
		u := &s.Units[i]
		if u.Owner != p || seen[u.At] || seenR[u.At] {
			continue
		}
		if u.Raid && !u.Fought && u.Type == Bomber {
			seenR[u.At] = true
			raids = append(raids, u.At)
			continue
		}
		if g.battleDue(u) {
			seen[u.At] = true
			battles = append(battles, u.At)
		}
	}
	sort.Strings(raids)
	sort.Slice(battles, func(i, j int) bool {
		a, b := g.D.Space(battles[i]).Sea(), g.D.Space(battles[j]).Sea()
		if a != b {
			return a
		}
		return battles[i] < battles[j]
	})
	// A landing waits for the sea battle in its zone: any surfaced enemy
	// sea unit forces it [A18]; off (sea-first-any), only an enemy
	// warship that is no submarine and no transport does.
	var ready []string
	for _, b := range battles {
		wait := false
		for _, id := range g.sideUnits(b, true) {
			u := s.unit(id)
			if u.Amphibious && contains2(battles, u.From) && g.holdsLanding(u.From) {
				wait = true
			}
		}
		if !wait {
			ready = append(ready, b)
		}
	}
	return raids, ready
}

// battleDue reports whether the active power's unit u makes a battle
// where it is: it fights, none was fought there this turn, and enemies
// are there (at sea, with A25 off, only where the power moved in) [7.3].
func (g *Game) battleDue(u *Unit) bool {
	s := g.S
	p := s.Active()
	if !g.inBattle(u, true) || contains2(s.Fought, u.At) {
		return false
	}
	sp := g.D.Space(u.At)
	if sp.Sea() && !s.on("shared-zone-fights") && !g.movedIn(u.At, p) {
		return false // [A25] off: sharing a zone obliges no one to attack
	}
	return (sp.Sea() && len(g.sideUnits(u.At, false)) > 0) || (!sp.Sea() && g.enemyLand(u.At, p))
}

// seaBattleFirst reports whether a sea battle will be fought in zone
// before a landing from it [8.1, A18] (its ships then give no support
// fire).
func (g *Game) seaBattleFirst(zone string) bool {
	for i := range g.S.Units {
		if u := &g.S.Units[i]; u.At == zone && g.battleDue(u) {
			return g.holdsLanding(zone)
		}
	}
	return false
}

// movedIn reports whether p moved a unit into space to attack this turn.
func (g *Game) movedIn(space string, p Power) bool {
	for i := range g.S.Units {
		if u := &g.S.Units[i]; u.At == space && u.Owner == p && u.Attacking {
			return true
		}
	}
	return false
}

// holdsLanding reports whether the enemy sea units in a landing's zone
// force the sea battle first [8.1, A18].
func (g *Game) holdsLanding(zone string) bool {
	if g.S.on("sea-first-any") {
		return true
	}
	for _, id := range g.sideUnits(zone, false) {
		if t := g.S.unit(id).Type; t != Submarine && t != Transport {
			return true
		}
	}
	return false
}

func contains2(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// stepCombat: strategic bombing raids first, then each battle in the
// attacker's order [7.3].
func stepCombat(g *Game, f *engine.Frame) {
	s := g.S
	p := s.Active()
	s.Phase = "combat"
	raids, battles := g.pendingBattles()
	if len(raids) > 0 {
		g.Push(engine.Frame{Op: opRaid, Area: raids[0]}, engine.Frame{Op: opCombat})
		return
	}
	if len(battles) == 0 {
		for i := range s.Units { // attackers stay where they fought [7.4]
			u := &s.Units[i]
			if u.Owner == p && u.Attacking && g.D.Type(u.Type).Domain == "land" {
				u.Done = true
			}
		}
		return
	}
	if f.Ans == nil {
		var opts []engine.Option
		for _, b := range battles {
			o := engine.Option{Key: "battle:" + b, Label: g.spaceName(b), Ref: b, LabelMsg: m("europe.opt.space", argSp("space", b))}
			r := g.Calculate(g.battleSetup(b))
			o.Odds = []engine.Odd{{Outcome: "win", P: r.Win}, {Outcome: "lose", P: r.Lose}, {Outcome: "draw", P: r.Draw}}
			o.Detail, o.DetailMsg = g.oddsDetail(r)
			opts = append(opts, o)
		}
		g.Ask(f, engine.Prompt{Kind: "battle-order", Seat: g.seat(p), Rule: "7.3",
			Text: fmt.Sprintf("%s: fight which battle next?", p.Name()), Msg: m("europe.ask.battle-order", argP("power", p)), Options: opts})
		return
	}
	b := g.Key(f)[len("battle:"):]
	g.Push(engine.Frame{Op: opBattle, Area: b}, engine.Frame{Op: opCombat})
}

// battleSetup describes the battle in a space for the calculator.
func (g *Game) battleSetup(space string) Setup {
	var doomed []int
	if g.S.Battle != nil {
		doomed = g.S.Battle.Doomed
	}
	st := Setup{Att: g.force(g.sideUnits(space, true), doomed), Def: g.force(g.sideUnits(space, false), doomed), Sea: g.D.Space(space).Sea()}
	st.AttOrder = g.S.Order(g.S.Active(), true)
	if def := g.defenderOf(space); def != "" {
		st.DefOrder = g.S.Order(def, false)
	}
	st.DamagedBB = g.S.damagedBB()
	st.AA = st.Def.N[tAA] > 0 && (g.S.Battle == nil || g.S.Battle.Round == 0)
	if g.S.Battle == nil && !st.Sea {
		st.SupportBB, st.SupportDD = g.supportShips(space)
	}
	return st
}

// supportShips counts the battleships and destroyers that may bombard an
// amphibious landing: the attacker's, in the zones the landing comes
// from, that fought no sea battle [8.1].
func (g *Game) supportShips(space string) (bb, dd int) {
	return g.supportFrom(space, nil)
}

// supportFrom is supportShips with more landing units (a combat move's
// movers still aboard, whose zone counts too): the combat move's odds
// count the support fire the landing will have [8.1]. A zone whose sea
// battle comes first gives none (its ships will have fought).
func (g *Game) supportFrom(space string, landing []int) (bb, dd int) {
	zones := map[string]bool{}
	for _, id := range g.sideUnits(space, true) {
		if u := g.S.unit(id); u.Amphibious {
			zones[u.From] = true
		}
	}
	for _, id := range landing {
		if u := g.S.unit(id); u != nil && g.D.Space(u.At).Sea() {
			zones[u.At] = true
		}
	}
	for z := range zones {
		zones[z] = !g.seaBattleFirst(z)
	}
	for i := range g.S.Units {
		u := &g.S.Units[i]
		if zones[u.At] && u.Owner == g.S.Active() && !u.Fought && !u.Submerged {
			switch u.Type {
			case Battleship:
				bb++
			case Destroyer:
				dd++
			}
		}
	}
	return
}

// Battle stages (Frame A).
const (
	stageStart = iota
	stageRoundStart
	stageFirstStrike
	stageAttackFire
	stageDefendFire
	stageRoundEnd
)

// stepBattle fights one battle [7.3].
func stepBattle(g *Game, f *engine.Frame) {
	s := g.S
	p := s.Active()
	space := f.Area
	sea := g.D.Space(space).Sea()
	next := func(stage int) { g.Push(engine.Frame{Op: opBattle, Area: space, A: stage}) }
	switch f.A {
	case stageStart:
		s.Battle = &Battle{Space: space, Sea: sea}
		s.Fought = append(s.Fought, space)
		g.phase("7.3", m("europe.log.battle", argSp("space", space)), fmt.Sprintf("Battle in %s", g.spaceName(space)))
		att := g.sideUnits(space, true)
		for _, id := range att {
			u := s.unit(id)
			u.Fought = true
			if u.Amphibious {
				u.On = 0
			}
		}
		if !sea {
			g.supportFire(space)
			g.preBattleAA(space)
		}
		next(stageRoundStart)
	case stageRoundStart:
		if g.battleOver(space) {
			g.endBattle(space)
			return
		}
		if f.Ans == nil && f.B == 0 {
			s.Battle.Round++
			s.Battle.SubsOut = false
		}
		if sea && f.B == 0 && s.on("sub-submerge-first") && !s.on("auto-defence") {
			if subs := g.surfacedSubs(space, false); len(subs) > 0 {
				def := s.unit(subs[0]).Owner
				switch s.Standing[def].Submerge { // a standing order answers without asking [16]
				case "submerge":
					g.submerge(subs, "A13")
					g.Push(engine.Frame{Op: opBattle, Area: space, A: stageRoundStart, B: 1})
					return
				case "fight":
					g.Push(engine.Frame{Op: opBattle, Area: space, A: stageRoundStart, B: 1})
					return
				}
				if f.Ans == nil {
					g.Ask(f, engine.Prompt{Kind: "def-submerge", Seat: g.seat(def), Rule: "7.3 D",
						Text: fmt.Sprintf("%s: your submarines in %s submerge or fight?", def.Name(), g.spaceName(space)),
						Msg:  m("europe.ask.def-submerge", argP("power", def), argSp("space", space)),
						Options: []engine.Option{{Key: "fight", Label: "Fight", LabelMsg: m("europe.opt.fight")},
							{Key: "submerge", Label: "Submerge", LabelMsg: m("europe.opt.submerge")}}})
					return
				}
				if g.Key(f) == "submerge" {
					g.submerge(subs, "A13")
				}
			}
			g.Push(engine.Frame{Op: opBattle, Area: space, A: stageRoundStart, B: 1})
			return
		}
		if sea && f.B <= 1 {
			if subs := g.surfacedSubs(space, true); len(subs) > 0 {
				if f.Ans == nil || f.B == 0 {
					g.Ask(&engine.Frame{Op: opBattle, Area: space, A: stageRoundStart, B: 1}, engine.Prompt{Kind: "att-submerge", Seat: g.seat(p), Rule: "7.3 B",
						Text: fmt.Sprintf("%s: your submarines in %s fire or submerge?", p.Name(), g.spaceName(space)),
						Msg:  m("europe.ask.att-submerge", argP("power", p), argSp("space", space)),
						Options: []engine.Option{{Key: "fire", Label: "Fire", LabelMsg: m("europe.opt.fire")},
							{Key: "submerge", Label: "Submerge", LabelMsg: m("europe.opt.submerge")}}})
					return
				}
				if g.Key(f) == "submerge" {
					g.submerge(subs, "7.3 B")
				}
			}
		}
		if g.battleOver(space) {
			g.endBattle(space)
			return
		}
		next(stageFirstStrike)
	case stageFirstStrike:
		att := g.force(g.sideUnits(space, true), nil)
		def := g.force(g.sideUnits(space, false), nil)
		if sea && firstStrike(&att, &def) {
			s.Battle.SubsOut = true
			r := g.RollPool("submarine first strike", "7.3 B", string(p), att.N[tSubmarine], 2)
			sayHits(r, m("europe.roll.first-strike"), 2)
			r.Record("≤ 2", fmt.Sprintf("%d hits", r.Total))
			g.record(true, "first-strike", Submarine, 2, r.Faces, r.Total)
			next(stageAttackFire)
			if r.Total > 0 {
				s.Battle.Hits = [nClasses]int{hitShip: r.Total}
				s.Battle.OnAtt = false
				g.Push(engine.Frame{Op: opCasualty, Area: space, A: 1})
			}
			return
		}
		next(stageAttackFire)
	case stageAttackFire:
		att := g.force(g.sideUnits(space, true), nil)
		def := g.force(g.sideUnits(space, false), nil)
		hits := g.rollFire(att.fire(true, sea, s.Battle.SubsOut, &def, s.damagedBB()), string(p), "attacker")
		next(stageDefendFire)
		g.queueHits(space, hits, false)
	case stageDefendFire:
		att := g.force(g.sideUnits(space, true), s.Battle.Doomed)
		def := g.force(g.sideUnits(space, false), nil)
		hits := g.rollFire(def.fire(false, sea, false, &att, s.damagedBB()), "", "defender")
		next(stageRoundEnd)
		g.queueHits(space, hits, true)
	case stageRoundEnd:
		if f.Ans == nil {
			g.removeDoomed()
			if g.battleOver(space) {
				g.endBattle(space)
				return
			}
			opts := g.retreatOptions(space)
			if len(opts) > 1 {
				g.Ask(f, engine.Prompt{Kind: "press", Seat: g.seat(p), Rule: "7.3 F",
					Text: fmt.Sprintf("%s: battle in %s, round %d: press on or retreat?", p.Name(), g.spaceName(space), s.Battle.Round),
					Msg:  m("europe.ask.press", argP("power", p), argSp("space", space), argI("round", s.Battle.Round)), Options: opts})
				return
			}
			next(stageRoundStart)
			return
		}
		key := g.Key(f)
		if key == "press" {
			next(stageRoundStart)
			return
		}
		g.retreat(space, key)
		if g.battleOver(space) || strings.HasPrefix(key, "retreat:") {
			g.endBattle(space)
			return
		}
		next(stageRoundStart)
	}
}

func (g *Game) surfacedSubs(space string, attacker bool) []int {
	var out []int
	for _, id := range g.sideUnits(space, attacker) {
		if g.S.unit(id).Type == Submarine {
			out = append(out, id)
		}
	}
	return out
}

func (g *Game) submerge(ids []int, rule string) {
	for _, id := range ids {
		u := g.S.unit(id)
		u.Submerged = true
		u.Done = true
	}
	u := g.S.unit(ids[0])
	g.Note(rule, string(u.Owner), "%d %s submarines submerge in %s", len(ids), u.Owner.Name(), g.spaceName(u.At))
}

// rollFire rolls a side's fire groups as pools of d6 and sums the hits by class.
func (g *Game) rollFire(groups []fireGroup, sub, side string) [nClasses]int {
	var hits [nClasses]int
	for _, gr := range groups {
		rule := "7.3 C"
		if side == "defender" {
			rule = "7.3 D"
		}
		what := typeIDs[gr.Type]
		whatMsg := argU("unit", what)
		if gr.Type == tBattleship && gr.HitOn < 4 {
			// damaged battleships at reduced strength (damaged-full=off)
			rule += ", A34"
			what = "damaged " + what
			whatMsg = engine.Nested("unit", m("europe.roll.damaged", whatMsg))
		}
		r := g.RollPool(fmt.Sprintf("%s %s fire", side, what), rule, sub, gr.Dice, gr.HitOn)
		sayHits(r, m("europe.roll.fire."+side, whatMsg), gr.HitOn)
		r.Record(fmt.Sprintf("≤ %d", gr.HitOn), fmt.Sprintf("%d hits", r.Total))
		g.record(side == "attacker", "fire", typeIDs[gr.Type], gr.HitOn, r.Faces, r.Total)
		hits[gr.Class] += r.Total
	}
	return hits
}

func (g *Game) queueHits(space string, hits [nClasses]int, onAtt bool) {
	total := 0
	for _, h := range hits {
		total += h
	}
	if total == 0 {
		return
	}
	g.S.Battle.Hits = hits
	g.S.Battle.OnAtt = onAtt
	g.Push(engine.Frame{Op: opCasualty, Area: space})
}

// supportFire: one shot by each bombarding battleship (hits on 4) and
// destroyer (hits on 2) before an amphibious landing; the victims still
// fire back in the first round [8.1].
func (g *Game) supportFire(space string) {
	bb, dd := g.supportShips(space)
	if bb+dd == 0 {
		return
	}
	p := g.S.Active()
	var hits [nClasses]int
	for _, x := range []struct{ n, v int }{{bb, 4}, {dd, 2}} {
		if x.n > 0 {
			r := g.RollPool("support fire", "8.1", string(p), x.n, x.v)
			sayHits(r, m("europe.roll.support"), x.v)
			r.Record(fmt.Sprintf("≤ %d", x.v), fmt.Sprintf("%d hits", r.Total))
			g.record(true, "support", map[int]string{4: Battleship, 2: Destroyer}[x.v], x.v, r.Faces, r.Total)
			hits[hitAny] += r.Total
		}
	}
	g.autoAssign(space, hits, false, false)
}

// preBattleAA: one die per attacking aircraft, hits on 1, however many
// guns; the attacker loses the aircraft at once [7.3 B].
func (g *Game) preBattleAA(space string) {
	def := g.force(g.sideUnits(space, false), nil)
	att := g.force(g.sideUnits(space, true), nil)
	if def.N[tAA] == 0 || att.air() == 0 {
		return
	}
	r := g.RollPool("AA fire", "7.3 B", "", att.air(), 1)
	r.Say(rollMsg(m("europe.roll.aa"), 1, m("europe.roll.aircraft-hit", argI("n", r.Total))))
	r.Record("≤ 1", fmt.Sprintf("%d aircraft hit", r.Total))
	g.record(false, "aa", AAGun, 1, r.Faces, r.Total)
	g.autoAssign(space, [nClasses]int{hitAir: r.Total}, true, true)
}

// aaFire: an aircraft overflying enemy AA takes one roll, hit on 1 [7.2, A9].
func (g *Game) aaFire(u *Unit, territory, rule string) {
	r := g.RollD6("AA overflight", rule, string(u.Owner))
	hit := r.Total <= 1
	r.Say(rollMsg(m("europe.roll.aa-overflight"), 1, m(map[bool]string{true: "europe.roll.hit", false: "europe.roll.miss"}[hit])))
	r.Record("≤ 1", map[bool]string{true: "hit", false: "miss"}[hit])
	if hit {
		g.Note(rule, string(u.Owner), "AA in %s shoots down a %s %s", g.spaceName(territory), u.Owner.Name(), g.typeName(u.Type))
		g.S.remove(u.ID)
	}
}

// autoAssign takes hits by the casualty order: removed at once when
// immediate, otherwise marked to fire back first.
func (g *Game) autoAssign(space string, hits [nClasses]int, onAtt, immediate bool) {
	ids := g.sideUnits(space, onAtt)
	var doomed []int
	if g.S.Battle != nil {
		doomed = g.S.Battle.Doomed
	}
	f := g.force(ids, doomed)
	who := g.S.Active()
	if !onAtt && len(ids) > 0 {
		who = g.majorityOwner(ids)
	}
	order := g.S.Order(who, onAtt)
	for _, l := range f.assign(hits, order) {
		g.takeLoss(ids, l, immediate)
	}
}

// takeLoss applies one Loss to a unit of the side.
func (g *Game) takeLoss(ids []int, l Loss, immediate bool) {
	s := g.S
	for _, id := range ids {
		u := s.unit(id)
		if u == nil || typeIndex(u.Type) != l.T || (s.Battle != nil && contains(s.Battle.Doomed, id)) {
			continue
		}
		if l.Damage {
			if u.Damaged {
				continue
			}
			u.Damaged = true
			g.Note("13.2", string(u.Owner), "%s battleship in %s is damaged", u.Owner.Name(), g.spaceName(u.At))
			return
		}
		if u.Type == Battleship && !u.Damaged {
			continue
		}
		if immediate || s.Battle == nil {
			g.say("7.3", nil, m("europe.log.lost", argP("power", u.Owner), argU("unit", u.Type), argSp("space", u.At)), "%s %s lost in %s", u.Owner.Name(), g.typeName(u.Type), g.spaceName(u.At))
			g.destroy(id)
		} else {
			s.Battle.Doomed = append(s.Battle.Doomed, id)
		}
		return
	}
}

// destroy removes a unit; fighters of a sunk carrier must land within 4
// moves or are lost [13.2, A33].
func (g *Game) destroy(id int) {
	s := g.S
	u := s.unit(id)
	if u == nil {
		return
	}
	at, isCarrier := u.At, u.Type == Carrier
	s.remove(id)
	if !isCarrier || s.Battle != nil {
		return // fighters of a carrier sunk in battle fight on and land after it [A33]
	}
	for i := range s.Units {
		f := &s.Units[i]
		if f.At == at && f.Type == Fighter && f.On == 0 && f.Owner != s.Active() && g.D.Space(at).Sea() && s.on("sunk-carrier-land") {
			if spot := g.nearestLanding(f, 4); spot != "" {
				f.At = spot
				g.Note("A33", string(f.Owner), "%s fighter from the sunk carrier lands in %s", f.Owner.Name(), g.spaceName(spot))
			}
		}
	}
	var lost []int
	for i := range s.Units {
		f := &s.Units[i]
		if f.At == at && f.Type == Fighter && f.On == 0 && f.Owner != s.Active() && g.D.Space(at).Sea() && g.carrierRoom(at, f.Owner, f.ID) <= 0 {
			lost = append(lost, f.ID)
		}
	}
	for _, x := range lost {
		g.Note("A33", "", "a fighter from the sunk carrier finds no landing and is lost")
		s.remove(x)
	}
}

func (g *Game) nearestLanding(u *Unit, r int) string {
	best, bd := "", r+1
	for _, sp := range g.landingSpots(u) {
		if g.D.Space(sp).Sea() {
			continue
		}
		if d := g.airDist(u.At, sp); d < bd {
			best, bd = sp, d
		}
	}
	return best
}

func (g *Game) removeDoomed() {
	s := g.S
	for _, id := range s.Battle.Doomed {
		if u := s.unit(id); u != nil {
			g.say("7.3 E", nil, m("europe.log.lost", argP("power", u.Owner), argU("unit", u.Type), argSp("space", u.At)), "%s %s lost in %s", u.Owner.Name(), g.typeName(u.Type), g.spaceName(u.At))
			g.destroy(id)
		}
	}
	s.Battle.Doomed = nil
}

// battleOver: one side is gone, or neither can hurt the other [7.3 F].
func (g *Game) battleOver(space string) bool {
	sea := g.D.Space(space).Sea()
	att := g.force(g.sideUnits(space, true), nil)
	def := g.force(g.sideUnits(space, false), nil)
	if att.empty() || def.empty() {
		return true
	}
	return !canHurt(&att, &def, true, sea) && !canHurt(&def, &att, false, sea)
}

// retreatOptions: press on; retreat everything to one adjacent space that
// was friendly at the start of the turn and sent attackers (no land unit
// retreats from an amphibious assault) [7.3 F, 8.1]; submerge the
// attacking submarines; aircraft alone may leave [A11].
func (g *Game) retreatOptions(space string) []engine.Option {
	s := g.S
	sea := g.D.Space(space).Sea()
	press := engine.Option{Key: "press", Label: "Press the attack", LabelMsg: m("europe.opt.press")}
	r := g.Calculate(g.battleSetup(space))
	press.Odds = []engine.Odd{{Outcome: "win", P: r.Win}, {Outcome: "lose", P: r.Lose}, {Outcome: "draw", P: r.Draw}}
	press.Detail, press.DetailMsg = g.oddsDetail(r)
	opts := []engine.Option{press}
	amph, air, subs := false, false, false
	froms := map[string]bool{}
	for _, id := range g.sideUnits(space, true) {
		u := s.unit(id)
		amph = amph || u.Amphibious
		dom := g.D.Type(u.Type).Domain
		air = air || dom == "air"
		subs = subs || u.Type == Submarine
		if dom != "air" && u.From != "" && !u.Amphibious {
			froms[u.From] = true
		}
	}
	if !amph {
		var ids []string
		for id := range froms {
			ok := g.D.Adjacent(space, id)
			if sea {
				ok = ok && !s.hasEnemy(id, s.Active())
			} else {
				c := s.StartControl[id]
				ok = ok && c != "" && c.Friendly(s.Active())
			}
			if ok {
				ids = append(ids, id)
			}
		}
		sort.Strings(ids)
		for _, id := range ids {
			opts = append(opts, engine.Option{Key: "retreat:" + id, Label: "Retreat to " + g.spaceName(id), Ref: id,
				LabelMsg: m("europe.opt.retreat", argSp("space", id))})
		}
	}
	if sea && subs {
		opts = append(opts, engine.Option{Key: "submerge", Label: "Submerge the submarines", LabelMsg: m("europe.opt.submerge")})
	}
	if air && (s.on("air-retreat") || amph) && !sea {
		opts = append(opts, engine.Option{Key: "air-out", Label: "Withdraw the aircraft", LabelMsg: m("europe.opt.air-out")})
	}
	return opts
}

// boundFighter: an attacking fighter that spent all its moves to reach a
// sea battle, where only a carrier can take it, cannot retreat and is lost
// if the attack retreats [13.2, A32: the rule binds only fighters planning
// to land on a carrier].
func (g *Game) boundFighter(u *Unit) bool {
	return g.S.on("fighter-carrier-bound") && u.Type == Fighter && u.Attacking && g.moveRange(u) <= 0 && g.D.Space(u.At).Sea()
}

func (g *Game) retreat(space, key string) {
	s := g.S
	p := s.Active()
	ids := g.sideUnits(space, true)
	switch {
	case key == "submerge":
		var subs []int
		for _, id := range ids {
			if s.unit(id).Type == Submarine {
				subs = append(subs, id)
			}
		}
		g.submerge(subs, "7.3 F")
	case key == "air-out":
		for _, id := range ids {
			if u := s.unit(id); g.D.Type(u.Type).Domain == "air" {
				u.Out = true
			}
		}
		g.Note("A11", string(p), "%s withdraws its aircraft from %s", p.Name(), g.spaceName(space))
	default:
		to := key[len("retreat:"):]
		for _, id := range ids {
			u := s.unit(id)
			if g.boundFighter(u) {
				g.say("A32", nil, m("europe.log.bound-fighter", argP("power", p), argSp("space", space)), "%s fighter in %s spent all its moves to join the battle: it cannot retreat and is lost", p.Name(), g.spaceName(space))
				g.destroy(id)
				continue
			}
			if g.D.Type(u.Type).Domain == "air" {
				u.Out = true
				continue
			}
			u.At, u.Done, u.Attacking = to, true, false
			u.Retreated = u.Type == Transport
			for i := range s.Units {
				if s.Units[i].On == u.ID {
					s.Units[i].At = to
				}
			}
		}
		g.say("7.3 F", &engine.Event{Type: "retreat", Sub: string(p), Area: space}, m("europe.log.retreat", argP("power", p), argSp("from", space), argSp("to", to)), "%s retreats from %s to %s", p.Name(), g.spaceName(space), g.spaceName(to))
	}
}

// endBattle applies the results [7.4, 8.4].
func (g *Game) endBattle(space string) {
	s := g.S
	p := s.Active()
	sea := g.D.Space(space).Sea()
	att := g.force(g.sideUnits(space, true), nil)
	def := g.force(g.sideUnits(space, false), nil)
	s.Battle = nil
	switch {
	case !sea && def.empty() && att.land() > 0:
		g.capture(space, p)
		for i := range s.Units {
			if s.Units[i].At == space {
				s.Units[i].On = 0
			}
		}
	case sea && def.empty() && g.takesConvoy(&att):
		g.convoyAfterBattle(space, p)
	}
	if sea { // defending fighters without a carrier land or are lost [A33]
		var lost []int
		for i := range s.Units {
			u := &s.Units[i]
			if u.At == space && u.Type == Fighter && u.On == 0 && u.Owner != p {
				spot := ""
				if s.on("sunk-carrier-land") { // off: they go down with their carrier [A33]
					spot = g.nearestLanding(u, 4)
				}
				if spot != "" {
					u.At = spot
					g.Note("A33", string(u.Owner), "%s fighter from a sunk carrier lands in %s", u.Owner.Name(), g.spaceName(spot))
				} else {
					lost = append(lost, u.ID)
				}
			}
		}
		for _, id := range lost {
			g.Note("A33", "", "a fighter from a sunk carrier finds no landing and is lost")
			s.remove(id)
		}
	}
	g.say("7.4", &engine.Event{Type: "battle", Sub: string(p), Area: space}, m("europe.log.battle-over", argSp("space", space)), "The battle in %s is over", g.spaceName(space))
	if sea {
		for _, t := range g.landingsFrom(space) {
			g.Push(engine.Frame{Op: opLanding, Area: space, S: t})
		}
	}
}

// landingsFrom lists the territories landings from a zone are bound for.
func (g *Game) landingsFrom(zone string) []string {
	seen := map[string]bool{}
	var out []string
	for _, u := range g.S.Units {
		if u.Amphibious && u.From == zone && u.On != 0 && u.Owner == g.S.Active() && !seen[u.At] {
			seen[u.At] = true
			out = append(out, u.At)
		}
	}
	sort.Strings(out)
	return out
}

// stepLanding: once the sea battle in its zone is won, the attacker may
// still call off a landing, but not redirect it; the troops stay aboard
// [8.1].
func stepLanding(g *Game, f *engine.Frame) {
	s := g.S
	p := s.Active()
	var ids []int
	for _, u := range s.Units {
		if u.Amphibious && u.From == f.Area && u.At == f.S && u.On != 0 && u.Owner == p {
			ids = append(ids, u.ID)
		}
	}
	if len(ids) == 0 {
		return
	}
	if f.Ans == nil {
		g.Ask(f, engine.Prompt{Kind: "landing", Seat: g.seat(p), Rule: "8.1",
			Text: fmt.Sprintf("%s: the way from %s is clear. Land in %s?", p.Name(), g.spaceName(f.Area), g.spaceName(f.S)),
			Msg:  m("europe.ask.landing", argP("power", p), argSp("from", f.Area), argSp("to", f.S)),
			Options: []engine.Option{{Key: "land", Label: "Land", LabelMsg: m("europe.opt.land"), Ref: f.S},
				{Key: "cancel", Label: "Call off the landing", LabelMsg: m("europe.opt.cancel-landing")}}})
		return
	}
	if g.Key(f) == "land" {
		return
	}
	for _, id := range ids {
		u := s.unit(id)
		u.At, u.Amphibious, u.Attacking, u.From = f.Area, false, false, ""
	}
	g.say("8.1", nil, m("europe.log.landing-off", argP("power", p), argSp("space", f.S)), "%s calls off the landing in %s", p.Name(), g.spaceName(f.S))
}

// takesConvoy: the attacker has a ship left that takes a convoy centre
// after a battle [8.4]: a warship (A22, on), or any ship, a transport
// included (off). Aircraft are no ships: a fighter left alone took the
// centre before the switch.
func (g *Game) takesConvoy(att *Force) bool {
	n := att.N[tSubmarine] + att.N[tDestroyer] + att.N[tCarrier] + att.N[tBattleship]
	if !g.S.on("convoy-warship") {
		n += att.N[tTransport]
	}
	return n > 0
}

// convoyAfterBattle: Germany takes an Allied convoy centre whose
// defenders are all sunk or submerged, with a warship left [8.4, A22]; an
// Allied power liberates one the same way.
func (g *Game) convoyAfterBattle(zone string, p Power) {
	sp := g.D.Space(zone)
	if sp.Convoy == "" {
		return
	}
	if p == Germany && g.S.Control[zone] != Germany && !(sp.ConvoyLand != "" && g.S.Control[sp.ConvoyLand] == Germany) {
		g.S.Control[zone] = Germany
		g.say("8.4", &engine.Event{Type: "convoy", Sub: string(sp.Convoy), Area: zone}, m("europe.log.convoy-taken", argSp("space", sp.ID), argP("power", sp.Convoy), argI("n", sp.IPC)), "Germany takes the %s convoy centre", sp.Name)
	} else if p.Allied() && g.S.Control[zone] == Germany {
		delete(g.S.Control, zone)
		g.say("8.4", &engine.Event{Type: "convoy", Sub: string(sp.Convoy), Area: zone}, m("europe.log.convoy-freed", argP("power", p), argSp("space", sp.ID)), "%s liberates the %s convoy centre", p.Name(), sp.Name)
	}
}

// capture hands a territory to the capturer or, on liberation, to its
// original owner [7.4, A16]; AA guns change hands, the loser's units left
// there (interceptors) are lost, and a captured capital's treasury goes
// to the capturer [7.4].
func (g *Game) capture(id string, p Power) {
	s, d := g.S, g.D
	sp := d.Space(id)
	loser := s.Control[id]
	to := p
	if sp.Owner != p && sp.Owner.Friendly(p) {
		if sp.Capital || s.HasCapital(d, sp.Owner) {
			to = sp.Owner
		} else {
			if s.Liberated == nil {
				s.Liberated = map[string]Power{}
			}
			s.Liberated[id] = sp.Owner
		}
	}
	s.Control[id] = to
	if s.Taken == nil {
		s.Taken = map[Power]int{}
	}
	s.Taken[p]++
	if s.Captured == nil {
		s.Captured = map[string]bool{}
	}
	s.Captured[id] = true
	var gone []int
	for i := range s.Units {
		u := &s.Units[i]
		if u.At != id || !u.Owner.Enemy(p) {
			continue
		}
		if u.Type == AAGun {
			u.Owner = to
		} else {
			gone = append(gone, u.ID)
		}
	}
	for _, x := range gone {
		s.remove(x)
	}
	g.say("7.4", &engine.Event{Type: "capture", Sub: string(to), Area: id}, m("europe.log.capture", argP("power", p), argSp("space", sp.ID), argP("from", loser)), "%s takes %s from %s", p.Name(), sp.Name, loser.Name())
	if sp.Capital && loser != "" && sp.Owner == loser && s.Treasury[loser] > 0 {
		n := s.Treasury[loser]
		g.transfer(loser, p, n)
		g.Note("7.4", string(p), "%s seizes %s's treasury: %d IPC", p.Name(), loser.Name(), n)
	}
	if sp.Capital && to == sp.Owner && s.on("liberation-reverts") {
		for x, owner := range s.Liberated {
			if owner == to && s.Control[x].Friendly(to) {
				s.Control[x] = to
				delete(s.Liberated, x)
				g.Note("A16", string(to), "%s returns to %s", d.Space(x).Name, to.Name())
			}
		}
	}
}

// stepCasualty asks the side that takes hits which units are lost, one
// hit at a time, offering the casualty order for all of them at once
// [7.3 C–D]. A=1: the losses are removed at once (first strike).
func stepCasualty(g *Game, f *engine.Frame) {
	s := g.S
	b := s.Battle
	ids := g.sideUnits(f.Area, b.OnAtt)
	immediate := f.A == 1
	total := 0
	for _, h := range b.Hits {
		total += h
	}
	if total == 0 {
		return
	}
	cls := hitAny
	for _, c := range []hitClass{hitAir, hitShip, hitNoSub, hitAny} {
		if b.Hits[c] > 0 {
			cls = c
			break
		}
	}
	fc := g.force(ids, b.Doomed)
	var choices []string
	if fc.N[tBattleship] > fc.Dmg[tBattleship] && eligible(tBattleship, cls) {
		choices = append(choices, "damage:battleship")
	}
	for t := 0; t < nTypes; t++ {
		if fc.N[t] > 0 && eligible(t, cls) && (t != tBattleship || fc.Dmg[t] > 0) {
			choices = append(choices, "lose:"+typeIDs[t])
		}
	}
	decider := s.Active()
	if !b.OnAtt && len(ids) > 0 {
		decider = g.majorityOwner(ids)
	}
	// German submarines' hits may go on any Allied ship in the zone, the
	// attacker's allies' included; the Allies choose [8.2, A19].
	allies := g.otherAlliedShips(f.Area)
	if b.OnAtt && cls == hitShip && len(allies) > 0 {
		seen := map[string]bool{}
		for _, id := range allies {
			if u := s.unit(id); !seen[u.Type] {
				seen[u.Type] = true
				choices = append(choices, "ally:"+u.Type)
			}
		}
		if !s.on("sub-hits-allies-choose") {
			decider = Germany // [A19] off: the firer lays its submarines' hits on any Allied ship there
		}
	}
	if len(choices) <= 1 || (!b.OnAtt || decider != s.Active()) && s.on("auto-defence") {
		g.autoAssign(f.Area, b.Hits, b.OnAtt, immediate)
		b.Hits = [nClasses]int{}
		return
	}
	if f.Ans == nil {
		var order, names []string
		for _, t := range g.S.Order(decider, b.OnAtt) {
			if fc.N[t] > 0 {
				order = append(order, typeIDs[t])
				names = append(names, g.typeName(typeIDs[t]))
			}
		}
		opts := []engine.Option{{Key: "auto", Label: fmt.Sprintf("Take all %d by the casualty order", total), LabelMsg: m("europe.opt.auto-casualties", argI("n", total)),
			Detail: "first lost first: " + strings.Join(names, ", "), DetailMsg: m("europe.detail.order", engine.Arg{Name: "order", Kind: engine.ArgMsg, Msg: unitList(order)})}}
		for _, c := range choices {
			kind, t, _ := strings.Cut(c, ":")
			label := "Lose a " + g.typeName(t)
			switch kind {
			case "damage":
				label = "Damage a battleship"
			case "ally":
				label = "An ally's " + g.typeName(t) + " takes it"
			}
			opts = append(opts, engine.Option{Key: c, Label: label, LabelMsg: m("europe.opt."+kind, argU("unit", t))})
		}
		g.Ask(f, engine.Prompt{Kind: "casualty", Seat: g.seat(decider), Rule: "7.3 C",
			Text: fmt.Sprintf("%s: %d hits in %s — choose the casualties", decider.Name(), total, g.spaceName(f.Area)),
			Msg:  m("europe.ask.casualty", argP("power", decider), argI("n", total), argSp("space", f.Area)), Options: opts})
		return
	}
	key := g.Key(f)
	if key == "auto" {
		g.autoAssign(f.Area, b.Hits, b.OnAtt, immediate)
		b.Hits = [nClasses]int{}
		return
	}
	kind, t, _ := strings.Cut(key, ":")
	if kind == "ally" {
		g.takeLoss(allies, Loss{T: typeIndex(t), Damage: t == Battleship && g.undamaged(allies)}, immediate)
		b.Hits[cls]--
		g.Push(engine.Frame{Op: opCasualty, Area: f.Area, A: f.A})
		return
	}
	g.takeLoss(ids, Loss{T: typeIndex(t), Damage: kind == "damage"}, immediate)
	b.Hits[cls]--
	g.Push(engine.Frame{Op: opCasualty, Area: f.Area, A: f.A})
}

func (g *Game) majorityOwner(ids []int) Power {
	count := map[Power]int{}
	best := Power("")
	for _, id := range ids {
		o := g.S.unit(id).Owner
		count[o]++
		if best == "" || count[o] > count[best] {
			best = o
		}
	}
	return best
}

// stepRaid: a strategic bombing raid [8.3]. B=0 the defender declares
// interceptors (fighters in the raided territory [A20]); B=1 the round:
// AA at every raider, interceptors at the raiders, escorts at the
// interceptors, then the bombing.
func stepRaid(g *Game, f *engine.Frame) {
	s := g.S
	p := s.Active()
	space := f.Area
	def := s.Control[space]
	var raiders, bombers []int
	for i := range s.Units {
		u := &s.Units[i]
		if u.At == space && u.Owner == p && u.Raid {
			raiders = append(raiders, u.ID)
			u.Fought = true
		}
	}
	var ftrs []int
	for i := range s.Units {
		u := &s.Units[i]
		if u.At == space && u.Owner.Enemy(p) && u.Type == Fighter {
			ftrs = append(ftrs, u.ID)
		}
	}
	if !s.on("intercept-here-only") {
		// [A20] off: fighters in the adjacent land territories rise too
		// (after those in the raided territory); they stay where they are.
		for _, nb := range g.D.Neighbours(space) {
			for i := range s.Units {
				u := &s.Units[i]
				if u.At == nb.ID && !nb.Sea() && u.Owner.Enemy(p) && u.Type == Fighter && !u.Raid {
					ftrs = append(ftrs, u.ID)
				}
			}
		}
	}
	n := 0
	if k, ok := s.interceptOrder(def, len(ftrs)); len(ftrs) > 0 && ok {
		n = k // a standing order [16]
	} else if len(ftrs) > 0 {
		if f.Ans == nil {
			var opts []engine.Option
			for k := 0; k <= len(ftrs); k++ {
				opts = append(opts, engine.Option{Key: fmt.Sprintf("n:%d", k), Label: fmt.Sprintf("%d interceptors", k), LabelMsg: m("europe.opt.interceptors", argI("n", k))})
			}
			g.Ask(f, engine.Prompt{Kind: "intercept", Seat: g.seat(def), Rule: "8.3",
				Text: fmt.Sprintf("%s: bombers raid %s. Intercept with how many fighters?", def.Name(), g.spaceName(space)),
				Msg:  m("europe.ask.intercept", argP("power", def), argSp("space", space)), Options: opts})
			return
		}
		n = f.Ans.Option
	}
	g.phase("8.3", m("europe.log.raid", argSp("space", space)), fmt.Sprintf("Bombing raid on %s", g.spaceName(space)))
	inter := ftrs[:n]
	for _, id := range inter {
		s.unit(id).Raid = true // they do not defend against a normal attack this turn [8.3]
	}
	losses := func(k int, ids []int) []int {
		// the raider's owner loses escorts before bombers [A21]
		sorted := append([]int(nil), ids...)
		sort.SliceStable(sorted, func(i, j int) bool { return s.unit(sorted[i]).Type == Fighter && s.unit(sorted[j]).Type != Fighter })
		if k > len(sorted) {
			k = len(sorted)
		}
		return sorted[:k]
	}
	var aaHit []int
	if hasAA(g, space, p) {
		r := g.RollPool("AA fire at raiders", "8.3", string(def), len(raiders), 1)
		sayHits(r, m("europe.roll.aa-raiders"), 1)
		r.Record("≤ 1", fmt.Sprintf("%d hits", r.Total))
		for _, id := range losses(r.Total, raiders) {
			g.Note("8.3", string(p), "AA shoots down a %s", g.typeName(s.unit(id).Type))
			if !s.on("aa-hits-first") {
				aaHit = append(aaHit, id) // [A21] off: removed with the others at (d)
				continue
			}
			s.remove(id)
			raiders = remove1(raiders, id)
		}
	}
	var hit []int
	if len(inter) > 0 && len(raiders) > 0 {
		r := g.RollPool("interceptors", "8.3", string(def), len(inter), 2)
		sayHits(r, m("europe.roll.interceptors"), 2)
		r.Record("≤ 2", fmt.Sprintf("%d hits", r.Total))
		var targets []int // the raiders the AA did not already hit
		for _, id := range raiders {
			if !contains(aaHit, id) {
				targets = append(targets, id)
			}
		}
		hit = losses(r.Total, targets)
		var escorts []int
		for _, id := range raiders {
			if s.unit(id).Type == Fighter {
				escorts = append(escorts, id)
			}
		}
		if len(escorts) > 0 {
			r := g.RollPool("escorts", "8.3", string(p), len(escorts), 1)
			sayHits(r, m("europe.roll.escorts"), 1)
			r.Record("≤ 1", fmt.Sprintf("%d hits", r.Total))
			for _, id := range inter[:min(r.Total, len(inter))] {
				g.Note("8.3", string(def), "an escort shoots down an interceptor")
				s.remove(id)
			}
		}
		for _, id := range hit {
			g.Note("8.3", string(p), "interceptors shoot down a %s", g.typeName(s.unit(id).Type))
			s.remove(id)
			raiders = remove1(raiders, id)
		}
	}
	for _, id := range aaHit { // (d): the AA's hits too, when they waited [A21]
		s.remove(id)
		raiders = remove1(raiders, id)
	}
	for _, id := range raiders {
		if s.unit(id).Type == Bomber {
			bombers = append(bombers, id)
		}
	}
	if len(bombers) == 0 {
		return
	}
	total := 0
	faces := ""
	for range bombers {
		r := g.RollD6("bombing damage", "8.3", string(p))
		total += r.Total
		faces += fmt.Sprint(r.Total, " ")
		r.Say(rollMsg(m("europe.roll.bombing"), 0, m("europe.opt.ipc", argI("n", r.Total))))
		r.Record("", fmt.Sprintf("%d IPC", r.Total))
	}
	paid := min(total, s.Treasury[def])
	s.Treasury[def] -= paid
	l := s.Ledger[def]
	l.Lost += paid
	s.Ledger[def] = l
	g.say("8.3", &engine.Event{Type: "raid", Sub: string(def), Area: space}, m("europe.log.raid-damage", argSp("space", space), argP("power", def), argI("n", paid), argI("rolled", total)), "The raid on %s costs %s %d IPC (%d rolled)", g.spaceName(space), def.Name(), paid, total)
}

func hasAA(g *Game, space string, p Power) bool {
	for _, u := range g.S.Units {
		if u.At == space && u.Type == AAGun && u.Owner.Enemy(p) {
			return true
		}
	}
	return false
}

func remove1(xs []int, x int) []int {
	out := xs[:0:0]
	for _, y := range xs {
		if y != x {
			out = append(out, y)
		}
	}
	return out
}

// otherAlliedShips lists the ships in a zone of the active Allied power's
// allies when Germany defends there (they may take German submarine hits
// [A19]).
func (g *Game) otherAlliedShips(zone string) []int {
	s := g.S
	p := s.Active()
	if !p.Allied() || !g.D.Space(zone).Sea() {
		return nil
	}
	var out []int
	for i := range s.Units {
		u := &s.Units[i]
		if u.At == zone && u.Owner != p && u.Owner.Allied() && !u.Submerged && g.D.Type(u.Type).Domain == "sea" && !contains(s.Battle.Doomed, u.ID) {
			out = append(out, u.ID)
		}
	}
	return out
}

// undamaged reports whether one of the units is an undamaged battleship.
func (g *Game) undamaged(ids []int) bool {
	for _, id := range ids {
		if u := g.S.unit(id); u.Type == Battleship && !u.Damaged {
			return true
		}
	}
	return false
}

// OddsDetail is oddsDetail for the battle board.
func (g *Game) OddsDetail(r Result) (string, *engine.Msg) { return g.oddsDetail(r) }

// oddsDetail puts the calculator's result in words: the chances, the
// expected survivors of each side and the expected IPC swing (the
// defender's expected losses less the attacker's).
func (g *Game) oddsDetail(r Result) (string, *engine.Msg) {
	att, def := 0.0, 0.0
	for t := 0; t < nTypes; t++ {
		if t != tAA {
			att += r.AttLeft[t]
			def += r.DefLeft[t]
		}
	}
	swing := int(math.Round(r.DefLost - r.AttLost))
	text := fmt.Sprintf("win %.0f%%, lose %.0f%%, draw %.0f%%; survivors %.1f against %.1f; IPC swing %+d", 100*r.Win, 100*r.Lose, 100*r.Draw, att, def, swing)
	return text, m("europe.detail.odds",
		engine.Arg{Name: "win", Kind: engine.ArgPercent, Num: r.Win},
		engine.Arg{Name: "lose", Kind: engine.ArgPercent, Num: r.Lose},
		engine.Arg{Name: "draw", Kind: engine.ArgPercent, Num: r.Draw},
		engine.Decimal("att", att), engine.Decimal("def", def),
		engine.Signed("swing", swing))
}

// rollMsg is a roll record's message (engine.Rolled.Say): what it is for,
// its test (≤ hitOn; none when 0) and its result, for the catalogue.
func rollMsg(purpose *engine.Msg, hitOn int, result *engine.Msg) *engine.Msg {
	out := engine.M("roll", engine.Nested("purpose", purpose))
	if hitOn > 0 {
		out.Args = append(out.Args, engine.Nested("target", m("europe.roll.at-most", argI("n", hitOn))))
	}
	if result != nil {
		out.Args = append(out.Args, engine.Nested("result", result))
	}
	return out
}

// sayHits gives a pool's record its message: purpose, ≤ hitOn, the hits.
func sayHits(r *engine.Rolled, purpose *engine.Msg, hitOn int) {
	r.Say(rollMsg(purpose, hitOn, m("roll.hits", argI("n", r.Total))))
}
