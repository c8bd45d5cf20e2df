package campaign

// Targets and points [14.15], attack resolution [14.16]–[14.18], lone
// contacts [28.2], the counterattack [14.2], re-attack [14.4], dispersal
// [29], the ace check [14.5] and the clean-up [14.8].

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"periscope/game/data"
	"periscope/game/dice"
	"periscope/game/engine"
)

func init() {
	register(opCombatStay, stepStay)
}

// ---------------------------------------------------------------- targets [14.15]

// mayAttack applies the limits on revealed targets: 1939 troopships
// [30.91]; US convoy escorts in Western Waters before period 4 without a
// passed roll [30.23].
func (g *Game) mayAttack(u *BoardUnit, t *data.AlliedType) bool {
	if !u.Up {
		return true
	}
	if t.Type == "AT" && g.S.Month/12 == 1939 {
		return false
	}
	if g.usEscortLimited(t) && !u.USOK {
		return false
	}
	return true
}

// usEscortLimited: a neutral's (the US's) escort in Western Waters before
// its period of war (4) [30.23].
func (g *Game) usEscortLimited(t *data.AlliedType) bool {
	c := g.S.Combat
	return c.West && g.neutral(t.Nation) && isEscort(t) && !g.politicalNoUSLimits() // [36.63M]
}

// neutral reports whether a nation's counters still act as a neutral's
// now (rules.nations.*.neutralBefore) [30.23], [14.2A].
func (g *Game) neutral(nation string) bool {
	return g.S.Period < g.nationTraits(nation).NeutralBefore
}

// allocTargets are the units a boat may put points on: a revealed TDC,
// same or adjacent column, a ship or a face-down unit [14.15].
func (g *Game) allocTargets(b *CombatBoat) []string {
	c := g.S.Combat
	return c.unitIDs(func(ci int, u *BoardUnit) bool {
		if !u.present() || u.TDC < 0 || !u.TDCUp || u.NoTarget || !g.inReach(b, ci) {
			return false
		}
		t := g.utype(u.ID)
		return !u.Up || isShip(t) && g.mayAttack(u, t)
	})
}

// preAllocRolls: the [30.23] roll for each revealed US escort that could
// be targeted, and the Italian period-3 doctrine roll [30.81].
func (g *Game) preAllocRolls(b *CombatBoat, s *Sub) {
	c := g.S.Combat
	for _, id := range c.unitIDs(func(ci int, u *BoardUnit) bool {
		return u.present() && u.Up && u.TDC >= 0 && !u.USOK && !u.NoTarget && g.inReach(b, ci) && g.usEscortLimited(g.utype(u.ID))
	}) {
		u := c.Unit(id)
		ace := g.AceValue(s)
		r := g.Roll("may a US escort be attacked", "30.23", s.ID)
		var pm, tm *engine.Msg // the roll's words: only for a log that keeps them (issue 16)
		if !g.Discarding() {
			pm, tm = msgM("atl.us-escort.roll"), msgM("atl.le-ace", aInt("n", ace))
		}
		if r.Total <= ace {
			if !r.Skip() {
				r.Say(rollMsg(pm, tm, msgM("atl.us-escort.yes"))).Record(fmt.Sprintf("≤ %d (ace)", ace), "it may be attacked")
			}
			u.USOK = true
		} else {
			if !r.Skip() {
				r.Say(rollMsg(pm, tm, msgM("atl.us-escort.no"))).Record(fmt.Sprintf("≤ %d (ace)", ace), "it may not be attacked")
			}
			u.NoTarget = true
		}
	}
	if g.doctrineApplies(s) && g.AceValue(s) == 0 && g.doctrinePeriod(s) == 3 && c.Doctrine == 0 {
		r := g.Roll("torpedo doctrine", "30.81", s.ID)
		pm, tm := msgM("atl.doctrine.roll"), msgM("atl.doctrine.target")
		if r.Total <= 4 {
			if !r.Skip() {
				r.Say(rollMsg(pm, tm, msgM("atl.doctrine.free"))).Record("0–4 free", "free to fire spreads this combat")
			}
			c.Doctrine = 2
		} else {
			if !r.Skip() {
				r.Say(rollMsg(pm, tm, msgM("atl.doctrine.one"))).Record("0–4 free", "one torpedo per merchant this combat")
			}
			c.Doctrine = 1
		}
	}
}

// doctrineApplies: the Italian torpedo doctrine [30.81] (German boats too
// under the option).
func (g *Game) doctrineApplies(s *Sub) bool {
	switch g.traits(s).Doctrine {
	case "national":
		return g.S.Period <= 3
	case "option":
		return g.Opt("german-doctrine")
	}
	return false
}

// doctrinePeriod is which version applies: Italian boats by period (2 for
// periods 1–2); German boats always the period-3 version [30.81 note].
func (g *Game) doctrinePeriod(s *Sub) int {
	if g.traits(s).Doctrine != "national" || g.S.Period >= 3 {
		return 3
	}
	return 2
}

// doctrineLimited reports whether the boat may put only one point (plus
// the dispersal bonus) on each merchant now [30.81].
func (g *Game) doctrineLimited(s *Sub) bool {
	if !g.doctrineApplies(s) || g.AceValue(s) > 0 {
		return false
	}
	return g.doctrinePeriod(s) == 2 || g.S.Combat.Doctrine == 1
}

// attackTotal is the attack side of [14.16A] with its reasons. With the
// switch "weather-per-target" the weather's −1/−2 [7.41] comes off each
// attack on a convoy or task force display here instead of off the points
// to split (attackPoints); on the Single board and in sub vs sub the full
// attack value is already lowered (loneAttack).
func (g *Game) attackTotal(s *Sub, points int) (int, string) {
	return g.attackSide(s, points, true)
}

// attackValue is attackTotal without the reasons (for the odds).
func (g *Game) attackValue(s *Sub, points int) int {
	a, _ := g.attackSide(s, points, false)
	return a
}

func (g *Game) attackSide(s *Sub, points int, describe bool) (int, string) {
	ace, tv := g.AceValue(s), g.firingTorpedoValue(s)
	w := 0
	if c := g.S.Combat; c != nil && c.Board != "single" && g.Opt("weather-per-target") {
		switch g.weatherAt(c.Area) {
		case 990:
			w = -1
		case 965:
			w = -2
		}
	}
	if !describe {
		return points + w + ace + tv, ""
	}
	unit := "points"
	if points == 1 {
		unit = "point"
	}
	if w != 0 {
		return points + w + ace + tv, fmt.Sprintf("%d %s %+d weather %+d ace %+d torpedo = %d", points, unit, w, ace, tv, points+w+ace+tv)
	}
	return points + ace + tv, fmt.Sprintf("%d %s %+d ace %+d torpedo = %d", points, unit, ace, tv, points+ace+tv)
}

// escortBonus reports whether an attack on this escort ignores its own
// ASW [14.15B].
func (g *Game) escortBonus(b *CombatBoat, s *Sub, u *BoardUnit) bool {
	c := g.S.Combat
	t := g.utype(u.ID)
	if !u.Up || !isEscort(t) || t.Carrier || c.EscortBonus || c.BonusLost || s.Spotted || c.Board == "single" {
		return false
	}
	if c.Pack && c.PackFired {
		return false
	}
	for ci := range c.Columns {
		for ui := range c.Columns[ci].Units {
			v := &c.Columns[ci].Units[ui]
			if !v.Up {
				continue
			}
			if vt := g.utype(v.ID); vt.Diligent || isAircraft(vt) && v.present() {
				return false
			}
		}
	}
	return true
}

// targetTotal is the target side of [14.16B] in half points, with its
// reasons: Defense (−2 in port [14.18], −2 coastal [13.23A]; 1 if still
// face down [14.17]) + ASW + TDC + 1 other column − 1 damaged.
func (g *Game) targetTotal(b *CombatBoat, u *BoardUnit, bonus bool) (int, string) {
	return g.targetSide(b, u, bonus, true)
}

// targetHalf is targetTotal without the reasons (for the odds).
func (g *Game) targetHalf(b *CombatBoat, u *BoardUnit, bonus bool) int {
	h, _ := g.targetSide(b, u, bonus, false)
	return h
}

func (g *Game) targetSide(b *CombatBoat, u *BoardUnit, bonus, describe bool) (int, string) {
	c := g.S.Combat
	t := g.utype(u.ID)
	def := 1
	why := ""
	if describe {
		why = "Defense 1 (face down)"
	}
	if u.Up {
		def = t.Defense
		if describe {
			why = fmt.Sprintf("Defense %d", def)
		}
	}
	if c.InPort && def > 0 {
		def = max(0, def-2)
		if describe {
			why += " −2 in port"
		}
	}
	if c.Coastal && u.Up && isMerchant(t) && !t.Named && def > 0 {
		def = max(0, def-2)
		if describe {
			why += " −2 coastal"
		}
	}
	excl := ""
	if bonus {
		excl = u.ID
	}
	asw, parts := g.aswSum(b, excl, false, describe)
	h := 2*def + asw
	tdc := g.tdcValue(u)
	h += 2 * tdc
	other := c.Board != "single" && c.ColumnOf(u.ID) != b.Column
	if other {
		h += 2
	}
	if u.Damaged {
		h -= 2
	}
	if !describe {
		return h, ""
	}
	why += fmt.Sprintf(" + ASW %s", aswText(asw))
	if len(parts) > 0 {
		why += " (" + strings.Join(parts, ", ") + ")"
	}
	if bonus {
		why += " [own ASW ignored, 14.15B]"
	}
	why += fmt.Sprintf(" %+d TDC", tdc)
	if other {
		why += " +1 other column"
	}
	if u.Damaged {
		why += " −1 damaged"
	}
	return h, why + " = " + halfText(h)
}

// hitNeed is the highest roll that hits: the difference, halves rounded
// up [14.16C], [2.6]; Silent War rounds it down [SW 14.15C] (spec §12.8,
// hitNeedRoundsDown).
func (g *Game) hitNeed(attack, targetHalf int) int {
	if g.hitNeedRoundsDown() {
		return (2*attack - targetHalf) >> 1 // floor, negatives included
	}
	return roundHalfUp(2*attack - targetHalf)
}

// displayTons is the tonnage a sunk unit scores: 1t for unnamed merchants
// in coastal hunting [13.23A].
func (g *Game) displayTons(u *BoardUnit) int { return g.displayTonsID(u.ID) }

func (g *Game) displayTonsID(id string) int {
	t := g.utype(id)
	if g.S.Combat.Coastal && isMerchant(t) && !t.Named {
		return 1
	}
	return t.Tons
}

// resultMods are the Attack Results modifiers [14.16D], [30.83].
func (g *Game) resultMods(s *Sub, u *BoardUnit, torpedo bool) []dice.Mod {
	return g.resultModsTo(nil, s, u, torpedo)
}

// resultModsTo appends resultMods to mods (issue 16: the odds sum them in
// an array of their own, see targetOf).
func (g *Game) resultModsTo(mods []dice.Mod, s *Sub, u *BoardUnit, torpedo bool) []dice.Mod {
	c := g.S.Combat
	t := g.utype(u.ID)
	if torpedo {
		mods = append(mods, Mod(g.firingTorpedoValue(s), "torpedo value", g.cite("14.16D")))
	}
	if c.InPort {
		mods = append(mods, Mod(2, "in port", "14.18"))
	}
	if from := g.nationTraits(t.Nation).WartimeHullsFrom; from > 0 && g.S.Period >= from && t.Tons >= 5 && t.Tons <= 12 {
		mods = append(mods, Mod(-1, "wartime-built hull", g.cite("14.16D")))
	}
	if torpedo && containsFold(s.ID, "cagni") && (isWarship(t) && t.Tons >= 2 || t.Type == "AP" || t.Type == "AT") {
		mods = append(mods, Mod(-1, "Cagni's 18-inch torpedoes", "30.83"))
	}
	return mods
}

// containsFold is strings.Contains(strings.ToLower(s), sub) for a lower-case
// ASCII sub, without the lowered copy (issue 16: a string an attack's odds).
func containsFold(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if strings.EqualFold(s[i:i+len(sub)], sub) {
			return true
		}
	}
	return false
}

// attackOdds are the chances of one torpedo attack with p points [14.16].
func (g *Game) attackOdds(b *CombatBoat, s *Sub, u *BoardUnit, p int) []engine.Odd {
	return g.attackOddsOn(g.targetOf(b, s, u), s, u, p)
}

// attackTarget is what the odds of attacks on one unit share, whatever
// the points: the target total and the Attack Results row and modifier.
type attackTarget struct {
	th  int
	mod int
	row *data.ResultRow
}

func (g *Game) targetOf(b *CombatBoat, s *Sub, u *BoardUnit) attackTarget {
	at := attackTarget{th: g.targetHalf(b, u, g.escortBonus(b, s, u))}
	if u.Up {
		var buf [4]dice.Mod // the most resultMods makes
		at.mod, at.row = dice.Sum(g.resultModsTo(buf[:0], s, u, true)), g.T.AttackRow(g.displayTons(u))
	}
	return at
}

// attackOddsOn is attackOdds with the target's share worked out.
func (g *Game) attackOddsOn(at attackTarget, s *Sub, u *BoardUnit, p int) []engine.Odd {
	var acc oddsAcc
	g.attackOddsAcc(&acc, at, s, u, p)
	return acc.list()
}

// attackOddsAcc sums attackOddsOn's odds in acc, empty.
func (g *Game) attackOddsAcc(acc *oddsAcc, at attackTarget, s *Sub, u *BoardUnit, p int) {
	g.attackOddsHit(acc, at, s, u, g.attackHitP(at, s, g.attackValue(s, p)))
}

// attackHitP is the chance of a hit on the target with attack value a
// (attackValue) [14.16].
func (g *Game) attackHitP(at attackTarget, s *Sub, a int) float64 {
	return pAtMost(g.hitNeed(a, at.th), inexpLevel(s))
}

// attackOddsHit is attackOddsAcc with the chance of a hit given: of the
// points, the odds read nothing else.
func (g *Game) attackOddsHit(acc *oddsAcc, at attackTarget, s *Sub, u *BoardUnit, ph float64) {
	if !u.Up {
		acc.add("hit (unknown target, Defense 1 assumed)", ph)
		acc.add("miss", 1-ph)
		return
	}
	g.resultOdds(acc, s, u, ph, at.mod, at.row)
	acc.add("miss", 1-ph)
}

// resultOdds adds the Attack Results distribution after a hit.
func (g *Game) resultOdds(acc *oddsAcc, s *Sub, u *BoardUnit, ph float64, mod int, row *data.ResultRow) {
	if row == nil || ph <= 0 {
		return
	}
	storm := g.weatherAt(g.S.Combat.Area) == 965
	for r := 0; r < 10; r++ {
		switch row.Cell(r + mod) {
		case "dmg":
			if storm || u.Damaged {
				acc.add("sunk", ph/10)
			} else {
				acc.add("damaged", ph/10)
			}
		case "sunk":
			acc.add("sunk", ph/10)
		case "explode":
			acc.add("sunk (explodes)", ph/10)
		default:
			acc.add("hit, no effect", ph/10)
		}
	}
}

func (g *Game) turnAlloc(f *Frame, b *CombatBoat, s *Sub) {
	c := g.S.Combat
	self := Frame{Op: opCombatTurn, Sub: f.Sub}
	targets := g.allocTargets(b)
	total := g.attackPointsValue(s)
	feasible := false
	for _, id := range targets {
		u := c.Unit(id)
		a := g.attackValue(s, total)
		th := g.targetHalf(b, u, g.escortBonus(b, s, u))
		if g.hitNeed(a, th) >= inexpLevel(s) {
			feasible = true
		}
	}
	if b.NoTorpedoes || len(targets) == 0 || total <= 0 || !feasible {
		g.noAttackPossible(b, s)
		g.Push(self)
		return
	}
	limited := g.doctrineLimited(s)
	if f.Ans == nil {
		al := &engine.Alloc{Total: total, Min: 1}
		var opts []engine.Option
		// Every target's odds for every number of points are summed into
		// one list on the stack and then copied into one block, each cut
		// from it at its length; the lists of lists are cut from one block
		// too (issue 16, session 40: a list was made for each, 4 % of what
		// a bot's campaign allocated). The same odds.
		var room [64]engine.Odd
		var lenRoom [64]int
		all, lens := room[:0], lenRoom[:0] // the lists one after the other, and their lengths
		pers := make([][]engine.Odd, len(targets)*(total+1))
		a0 := g.attackValue(s, 0) // attackValue(s, p) is a0 + p: the points add alone
		for ti, id := range targets {
			u := c.Unit(id)
			t := g.utype(id)
			key, ref := g.unitKey("unit:", id)
			// The words when shown (engine.Option.Text): a bot reads the odds.
			opts = append(opts, engine.Option{Key: key, Ref: ref, Rule: g.cite("14.15"), Text: func(o *engine.Option) {
				_, tw := g.targetTotal(b, u, g.escortBonus(b, s, u))
				o.Label = fmt.Sprintf("%s, %s column", g.unitLabel(u), c.colName(c.ColumnOf(id)))
				o.Detail = "target total " + tw
				o.LabelMsg = msgM("atl.alloc.target", aNested("unit", g.unitMsg(u)), aNested("col", c.colMsg(c.ColumnOf(id))))
				o.DetailMsg = msgM("atl.alloc.target.d", aNested("f", formulaMsg(tw)))
			}})
			per := pers[ti*(total+1) : (ti+1)*(total+1) : (ti+1)*(total+1)]
			at := g.targetOf(b, s, u)
			// The points change the odds only through the chance of a hit,
			// the same for many (issue 16, session 40): the odds of the
			// points before are copied when it is the same.
			prevPh, prev0 := -1.0, 0
			for p := 1; p <= total; p++ {
				ph := g.attackHitP(at, s, a0+p) // attackValue(s, p)
				n0 := len(all)
				if ph == prevPh {
					all = append(all, all[prev0:n0]...)
				} else {
					var acc oddsAcc
					g.attackOddsHit(&acc, at, s, u, ph)
					all = acc.appendTo(all)
				}
				prevPh, prev0 = ph, n0
				lens = append(lens, len(all)-n0)
			}
			al.PerTarget = append(al.PerTarget, per)
			mx := 0
			if limited && (isMerchant(t) || !u.Up) {
				mx = 1 // one torpedo per merchant [30.81]
			}
			al.Max = append(al.Max, mx)
		}
		block := make([]engine.Odd, len(all))
		copy(block, all)
		n0, li := 0, 0
		for _, per := range al.PerTarget {
			for p := 1; p < len(per); p++ {
				n := lens[li]
				per[p] = block[n0 : n0+n : n0+n]
				n0, li = n0+n, li+1
			}
		}
		if limited {
			// The dispersal bonus may go on top, where the player wishes —
			// once in all, not on every merchant [30.81].
			al.Bonus = c.Dispersal
		}
		g.Ask(f, engine.Prompt{Kind: "allocate", Sub: s.ID, Rule: g.cite("14.15"), Options: opts, Alloc: al, Words: func(p *engine.Prompt) {
			_, why := g.attackPoints(s)
			p.Text = fmt.Sprintf("%s: split %d attack points (%s) over the targets with a TDC", s.ID, total, why)
			p.Msg = msgM("atl.alloc.q", aUnit("boat", s.ID), aInt("n", total), aNested("why", formulaMsg(why)))
			if limited {
				p.Text += fmt.Sprintf("; torpedo doctrine: at most 1 point per merchant, plus the dispersal bonus (%d) wherever you wish [30.81]", c.Dispersal)
				p.Msg = msgM("atl.cat", aNested("a", p.Msg), aNested("b", msgM("atl.alloc.doctrine", aInt("n", c.Dispersal))))
			}
		}})
		return
	}
	var parts []string
	var pm []*engine.Msg
	words := !g.Discarding() // words only for a log that keeps them (issue 16)
	merchant := false
	for i, p := range f.Ans.Points {
		if p == 0 {
			continue
		}
		u := c.Unit(targets[i])
		u.Points = p
		if words {
			parts = append(parts, fmt.Sprintf("%d on the %s", p, g.unitLabel(u)))
			pm = append(pm, msgM("atl.alloc.on", aInt("n", p), aNested("unit", g.unitMsg(u))))
		}
		if t := g.utype(u.ID); isMerchant(t) || !u.Up {
			merchant = true
		}
	}
	if limited && merchant {
		s.DoctrineLim = true
	}
	if !g.Skipped() {
		g.noteM(g.cite("14.15"), s.ID, msgM("atl.alloc.aims", aUnit("boat", s.ID), aNested("list", listMsg(pm))), "%s aims %s", s.ID, strings.Join(parts, ", "))
	}
	b.Step = "targets"
	g.Push(self)
}

// noAttackPossible: no attack can succeed [14.17]: in the first round there
// is no counterattack; in a re-attack it follows anyway.
func (g *Game) noAttackPossible(b *CombatBoat, s *Sub) {
	c := g.S.Combat
	if c.Round == 1 {
		r := g.cite("14.17A")
		if !g.Skipped() {
			g.noteM(g.cite("14.17"), s.ID, citedMsg(r, "14.17A", "atl.attack.none-a", aUnit("boat", s.ID)), "%s has no attack that can succeed: no counterattack this round [%s]", s.ID, r)
		}
		b.NoCounter = true
	} else {
		r := g.cite("14.17B")
		if !g.Skipped() {
			g.noteM(g.cite("14.17"), s.ID, citedMsg(r, "14.17B", "atl.attack.none-b", aUnit("boat", s.ID)), "%s has no attack that can succeed; the counterattack comes anyway [%s]", s.ID, r)
		}
	}
	b.Step = "counter"
}

// resolveAttacks resolves each allotted attack separately [14.16].
func (g *Game) resolveAttacks(b *CombatBoat, s *Sub) {
	c := g.S.Combat
	for _, id := range c.unitIDs(func(_ int, u *BoardUnit) bool { return u.Points > 0 && u.present() }) {
		if s.Status != StSea || b.Out {
			return
		}
		u := c.Unit(id)
		g.fireTorpedo(b, s, u, u.Points, g.cite("14.16"))
		u.Points = 0
	}
}

// fireTorpedo makes one torpedo attack [14.16] A–D.
func (g *Game) fireTorpedo(b *CombatBoat, s *Sub, u *BoardUnit, points int, rule string) {
	c := g.S.Combat
	t := g.utype(u.ID)
	b.Torpedo, b.Fired = true, true
	if !isShip(t) {
		return
	}
	bonus := g.escortBonus(b, s, u)
	words := !g.Discarding() // the reasons only for a log that keeps them (issue 16)
	a, aw := g.attackSide(s, points, words)
	th, tw := g.targetSide(b, u, bonus, words)
	if bonus {
		c.EscortBonus = true
	}
	need := g.hitNeed(a, th)
	if !g.Skipped() {
		g.noteM(g.cite("14.16"), s.ID, msgM("atl.attack.on", aNested("unit", g.unitMsg(u)), aNested("aw", formulaMsg(aw)), aNested("tw", formulaMsg(tw)), aInt("need", need)),
			"attack on the %s: %s against %s → hit on ≤ %d", g.unitLabel(u), aw, tw, need)
	}
	var mods []dice.Mod
	if l := inexpLevel(s); l > 0 {
		mods = append(mods, Mod(l, "inexperienced crew", "8.11"))
	}
	if need < inexpLevel(s) {
		if g.Skipped() {
			return
		}
		if !g.Skipped() {
			g.noteM(g.cite("14.17"), s.ID, msgM("atl.attack.cannot-hit", aNested("unit", g.unitMsg(u))), "the %s cannot be hit: the attack fails", g.unitLabel(u))
		}
		return
	}
	r := g.Roll("torpedo hit", g.cite("14.16C"), s.ID, mods...)
	if !r.Skip() {
		var pm, tm *engine.Msg // the roll's words: only for a log that keeps them (issue 16)
		if !g.Discarding() {
			pm, tm = msgM("atl.attack.hit-roll"), msgM("atl.le", aInt("n", need))
		}
		if r.Total > need {
			if !r.Skip() {
				r.Say(rollMsg(pm, tm, msgM("atl.attack.miss"))).Record(fmt.Sprintf("≤ %d", need), "miss")
			}
		} else {
			if !r.Skip() {
				r.Say(rollMsg(pm, tm, msgM("atl.attack.hit"))).Record(fmt.Sprintf("≤ %d", need), "hit")
			}
		}
	}
	if r.Total > need {
		return
	}
	g.shipResult(b, s, u, g.T.AttackRow(g.displayTons(u)), g.resultMods(s, u, true), g.cite("14.16D"))
}

// shipResult rolls on an Attack Results row and applies it to the ship
// [14.16D]: damaged (a second damage, or 965 mb weather, sinks), sunk,
// sunk with exploding cargo (the Other Dangers explosive row for the sub).
func (g *Game) shipResult(b *CombatBoat, s *Sub, u *BoardUnit, row *data.ResultRow, mods []dice.Mod, rule string) {
	c := g.S.Combat
	r := g.Roll("attack result", rule, s.ID, mods...)
	tok := "none"
	if row != nil {
		tok = row.Cell(r.Total)
	}
	pm, orange := msgM("atl.result.roll"), msgM("atl.result.orange")
	switch tok {
	case "dmg":
		switch {
		case g.weatherAt(c.Area) == 965:
			if !r.Skip() {
				r.Say(rollMsg(pm, orange, msgM("atl.result.dmg-storm"))).Record("orange box", "damaged, and sinks in the 965 mb storm [7.41]")
			}
			g.sinkUnit(b, s, u, rule)
		case u.Damaged:
			d := g.cite("14.16D")
			if !r.Skip() {
				r.Say(rollMsg(pm, orange, citedMsg(d, "14.16D", "atl.result.dmg-twice"))).Record("orange box", "damaged a second time: sinks ["+d+"]")
			}
			g.sinkUnit(b, s, u, rule)
		default:
			if !r.Skip() {
				r.Say(rollMsg(pm, orange, msgM("atl.token.dmg"))).Record("orange box", "damaged")
			}
			// The unit's words (as it was before the damage) only for a
			// log that keeps them.
			var name string
			var nm *engine.Msg
			if !g.Discarding() {
				name, nm = g.unitLabel(u), g.unitMsg(u)
			}
			u.Damaged, u.DamagedIn = true, c.Round
			c.SunkRound++
			if !g.Skipped() {
				g.emitM(rule, engine.Event{Type: "ship-damaged", Sub: s.ID, Unit: u.ID, Area: c.Area}, msgM("atl.result.damages", aUnit("boat", s.ID), aNested("unit", nm)), "%s damages the %s", s.ID, name)
			}
		}
	case "sunk":
		if !r.Skip() {
			r.Say(rollMsg(pm, msgM("atl.result.red"), msgM("atl.token.sunk"))).Record("red box", "sunk")
		}
		g.sinkUnit(b, s, u, rule)
	case "explode":
		if !r.Skip() {
			r.Say(rollMsg(pm, msgM("atl.result.red-x"), msgM("atl.result.explosive"))).Record("red box with a white X", "sunk: explosive cargo")
		}
		g.sinkUnit(b, s, u, rule)
		g.harmRoll(b, s, "explosive cargo", g.cite("14.16D"), g.T.Tables.OtherDangers["explosive"], false)
	default:
		if !r.Skip() {
			r.Say(rollMsg(pm, nil, msgM("atl.token.none"))).Record("", "no effect")
		}
	}
}

// sinkUnit scores a sunk Allied unit; it stays on the display, out of
// every count, until the clean-up [14.2 note].
func (g *Game) sinkUnit(b *CombatBoat, s *Sub, u *BoardUnit, rule string) {
	c := g.S.Combat
	u.Sunk = true
	if u.TDC >= 0 {
		g.ReturnTDC(u.TDC)
		u.TDC, u.TDCUp, u.TDCMod = -1, false, 0
	}
	tons := g.displayTons(u)
	g.ScoreSinking(s, u.ID, tons, rule)
	b.Ships++
	b.Tons += tons
	b.Sank = append(b.Sank, u.ID)
	if !u.Damaged || u.DamagedIn != c.Round {
		c.SunkRound++ // ships sunk or damaged: one damaged this round counts once [29.3]
	}
}

// ---------------------------------------------------------------- lone contacts [28.2]

// loneTargets are the lone units the boat may still attack this turn.
func (g *Game) loneTargets(b *CombatBoat) []string {
	c := g.S.Combat
	return c.unitIDs(func(_ int, u *BoardUnit) bool {
		if !u.present() || u.NoTarget || containsStr(b.Done, u.ID) {
			return false
		}
		if c.Round >= 3 && !containsStr(b.Allowed, u.ID) {
			return false
		}
		t := g.utype(u.ID)
		return !u.Up || isShip(t) && g.mayAttack(u, t)
	})
}

func (g *Game) turnLone(f *Frame, b *CombatBoat, s *Sub) {
	c := g.S.Combat
	self := Frame{Op: opCombatTurn, Sub: f.Sub}
	if f.Ans != nil {
		// On re-entry only the key matters: it is one of the prompt
		// asked, nothing having changed since (issue 16: the options
		// were made again to find it).
		g.loneAnswer(g.Key(f), b, s, self)
		return
	}
	full := g.loneAttack(s)
	targets := g.loneTargets(b)
	opts := g.OptionsRoom(2*len(targets) + 1) // a torpedo and a gun option a target, and done: never grown (issue 16)
	feasible := false
	// One function fills every option's words, reading the target and
	// the weapon from the key (issue 16, session 40: a closure an option
	// before); nothing moves while the game waits on the prompt.
	text := func(o *engine.Option) { // the words on demand (engine.Option.Text)
		u := c.Unit(c.UnitOfKey(o.Key))
		if strings.HasPrefix(o.Key, "gun:") {
			o.Label = "Shell the " + g.unitLabel(u) + " with the deck gun"
			o.Detail = "Spotted; DEMS check; Attack Results gun row [27.1]"
			o.LabelMsg = msgM("atl.lone.gun", aNested("unit", g.unitMsg(u)))
			o.DetailMsg = msgM("atl.lone.gun.d")
			return
		}
		_, aw := g.attackTotal(s, full)
		_, tw := g.targetTotal(b, u, false)
		o.Label = "Torpedo the " + g.unitLabel(u)
		o.Detail = fmt.Sprintf("%s against %s (every revealed unit's ASW counts [28.25])", aw, tw)
		o.LabelMsg = msgM("atl.lone.torpedo", aNested("unit", g.unitMsg(u)))
		o.DetailMsg = msgM("atl.lone.torpedo.d", aNested("aw", formulaMsg(aw)), aNested("tw", formulaMsg(tw)))
	}
	for _, id := range targets {
		u := c.Unit(id)
		if !b.NoTorpedoes && u.TDC >= 0 && full > 0 {
			// Feasibility matters only to ask, and one feasible target is
			// enough (issue 16: each target's sides were summed again).
			if !feasible && g.hitNeed(g.attackValue(s, full), g.targetHalf(b, u, false)) >= inexpLevel(s) {
				feasible = true
			}
			key, ref := g.unitKey("fire:", id)
			o := engine.Option{Key: key, Ref: ref, Rule: "28.24", Text: text}
			o.Odds = g.attackOdds(b, s, u, full)
			opts = append(opts, o)
		}
		if g.hasGunTarget(b, s, id) {
			feasible = true
			key, ref := g.unitKey("gun:", id)
			o := engine.Option{Key: key, Ref: ref, Rule: "27.1", Text: text}
			o.Odds = g.gunOdds(b, s, []string{id})
			opts = append(opts, o)
		}
	}
	if len(opts) == 0 || !feasible && !b.Fired {
		if !b.Fired {
			g.noAttackPossible(b, s)
		} else {
			b.Step = "counter"
		}
		g.Push(self)
		return
	}
	opts = append(opts, engine.Option{Key: "done", Label: "No more attacks this round", Rule: "28.24", LabelMsg: msgM("atl.lone.done")})
	g.Ask(f, engine.Prompt{Kind: "lone-attack", Sub: s.ID, Rule: "28.24", Options: opts, Words: func(p *engine.Prompt) {
		p.Text = fmt.Sprintf("%s: attack which lone contact (full attack value %d on each)?", s.ID, full)
		p.Msg = msgM("atl.lone.q", aUnit("boat", s.ID), aInt("n", full))
	}})
}

// loneAnswer carries out the lone attack prompt's answer k [28.24].
func (g *Game) loneAnswer(k string, b *CombatBoat, s *Sub, self Frame) {
	c := g.S.Combat
	if k == "done" {
		if !b.Fired && c.Round == 1 {
			if !g.Skipped() {
				g.noteM("28.24", s.ID, msgM("atl.lone.nothing", aUnit("boat", s.ID)), "%s attacks nothing", s.ID)
			}
		}
		b.Step = "counter"
		g.Push(self)
		return
	}
	kind, _, _ := strings.Cut(k, ":")
	id := c.UnitOfKey(k)
	b.Done = append(b.Done, id)
	u := c.Unit(id)
	mode := 0
	if kind == "gun" {
		mode = 1
	}
	if !u.Up {
		g.Push(Frame{Op: opCombatReveal, Sub: s.ID, S: id, A: revealTarget},
			Frame{Op: opCombatLonefire, Sub: s.ID, S: id, A: mode | 2}, self)
		return
	}
	g.Push(Frame{Op: opCombatLonefire, Sub: s.ID, S: id, A: mode}, self)
}

// stepLoneFire attacks one lone target with the full attack value
// [28.24] (A&1: with the gun [27]; A&2: it was face down when chosen).
func stepLoneFire(g *Game, f *Frame) {
	c := g.S.Combat
	b, s := c.Boat(f.Sub), g.Sub(f.Sub)
	u := c.Unit(f.S)
	if b == nil || b.Out || s.Status != StSea || u == nil || !u.present() || u.NoTarget {
		return
	}
	t := g.utype(u.ID)
	if !isShip(t) {
		return
	}
	if f.A&1 != 0 {
		g.Push(Frame{Op: opCombatGun, Sub: f.Sub, S: f.S})
		return
	}
	if f.A&2 == 0 && !g.mayAttack(u, t) {
		return
	}
	g.fireTorpedo(b, s, u, g.loneAttack(s), "28.24")
}

// ---------------------------------------------------------------- counterattack [14.2]

// generalASW is the War Period table's general ASW for an OpArea [14.2A],
// with the live changes war events make to it there (effASW).
func (g *Game) generalASW(gov string) int {
	return g.periodASW(gov) + g.overrideSum("asw", gov)
}

// periodASW is the War Period table's general ASW for an OpArea alone
// [14.2A].
func (g *Game) periodASW(gov string) int {
	a := g.T.Area(gov)
	if a == nil {
		return 0
	}
	per := g.T.Tables.GeneralASW[a.ASWRegion]
	if len(per) < g.S.Period {
		return 0
	}
	return per[g.S.Period-1]
}

// counterRow is the Counterattack table row for a difference, with its
// label.
func (g *Game) counterRow(diff int) (data.ResultRow, string) {
	r, last := g.counterRowOf(diff)
	switch {
	case last || r.Max >= 99:
		return r, fmt.Sprintf("row %d+", r.Min)
	case r.Min == r.Max:
		return r, fmt.Sprintf("row %d", r.Min)
	}
	return r, fmt.Sprintf("row %d–%d", r.Min, r.Max)
}

// counterRowOf is counterRow without the label (the odds read only the
// row; issue 16), and whether the difference is past every row's range
// (the last row read).
func (g *Game) counterRowOf(diff int) (data.ResultRow, bool) {
	rows := g.T.Tables.Counterattack
	for _, r := range rows {
		if diff >= r.Min && diff <= r.Max {
			return r, false
		}
	}
	return rows[len(rows)-1], true
}

// counterSetup computes the counterattack for a boat [14.2] A–C: the
// difference (or −1 when there is none), the row, the roll modifiers, and
// the explanation (with describe: the row's label and why; the odds and a
// log that keeps nothing need only the numbers, issue 16).
func (g *Game) counterSetup(b *CombatBoat, round int) (diff int, row data.ResultRow, label string, mods []dice.Mod, why string) {
	return g.counterSetupFor(b, round, true)
}

// counterSetupFor is counterSetup, with its words only if describe.
func (g *Game) counterSetupFor(b *CombatBoat, round int, describe bool) (diff int, row data.ResultRow, label string, mods []dice.Mod, why string) {
	c := g.S.Combat
	s := g.Sub(b.ID)
	h, parts := g.aswSum(b, "", true, describe)
	asw := ceilHalf(h)
	red := g.counterRedBoxes(c.Gov)
	gen := g.generalASW(c.Gov)
	allied := asw + red + gen
	def := g.Class(s).Defense
	ace, inx := g.AceValue(s), inexpLevel(s)
	sub := def + ace - inx
	diff = allied - sub
	if !describe {
		diff = g.counterDiff(diff, round) // as below
		if diff < 0 {
			return diff, row, "", nil, ""
		}
		row, _ = g.counterRowOf(diff)
		return diff, row, "", counterMods(s, round), ""
	}
	why = fmt.Sprintf("Allied: revealed ASW %s", aswText(h))
	if h%2 == 1 {
		why += fmt.Sprintf(" → %d", asw)
	}
	if len(parts) > 0 {
		why += " (" + strings.Join(parts, ", ") + ")"
	}
	why += fmt.Sprintf(" + %d red boxes + %d general ASW", red, gen)
	if ev := gen - g.periodASW(c.Gov); ev != 0 {
		why += fmt.Sprintf(" (%+d war event)", ev)
	}
	why += fmt.Sprintf(" = %d; %s: Defense %d", allied, s.ID, def)
	if ace > 0 {
		why += fmt.Sprintf(" + %d ace", ace)
	}
	if inx > 0 {
		why += fmt.Sprintf(" − %d inexperienced", inx)
	}
	why += fmt.Sprintf(" = %d; difference %d", sub, diff)
	switch d := g.counterDiff(diff, round); { // spec §12.9, §12.17
	case d == diff:
	case d < 0:
		why += " (no counterattack after a third round [14.41])"
		diff = d
	default:
		why += fmt.Sprintf(" (below the table: read on row %d [14.2])", d)
		diff = d
	}
	if diff < 0 {
		return diff, row, "", nil, why
	}
	row, label = g.counterRow(diff)
	mods = counterMods(s, round)
	return diff, row, label, mods, why
}

// counterMods are the counterattack's modifiers for boat s in a round
// [14.2C], [23.0]: its damage markers, +1 after a re-attack, +1 when
// spotted. The counterattack and its odds over hidden counters (counterAt)
// both take them from here.
func counterMods(s *Sub, round int) []dice.Mod {
	var mods []dice.Mod
	if s.Damage > 0 {
		mods = append(mods, Mod(s.Damage, "damage markers", "14.2C"))
	}
	if round >= 2 {
		mods = append(mods, Mod(1, "after a re-attack", "14.2C"))
	}
	if s.Spotted {
		mods = append(mods, Mod(1, "spotted", "23.0"))
	}
	return mods
}

// counterModSum is the sum of counterMods, without the list (the odds
// read only the sum; issue 16).
func counterModSum(s *Sub, round int) int {
	n := 0
	if s.Damage > 0 {
		n += s.Damage
	}
	if round >= 2 {
		n++
	}
	if s.Spotted {
		n++
	}
	return n
}

// counterattack resolves the counterattack on one boat [14.2].
func (g *Game) counterattack(b *CombatBoat) {
	c := g.S.Combat
	s := g.Sub(b.ID)
	if b.Out || s.Status != StSea {
		return
	}
	words := !g.Discarding() // the reasons only for a log that keeps them (issue 16)
	diff, row, label, mods, why := g.counterSetupFor(b, c.Round, words)
	if !words {
		g.Skipped() // the note below, numbered and not built
		if diff >= 0 {
			g.harmRollLabel(b, s, "counterattack", "14.2", row, "", false, mods...)
		}
		return
	}
	if diff < 0 {
		if !g.Skipped() {
			g.noteM("14.2", s.ID, msgM("atl.counter.none", aNested("why", formulaMsg(why))), "counterattack: %s → no counterattack", why)
		}
		return
	}
	if !g.Skipped() {
		g.noteM("14.2", s.ID, msgM("atl.counter.row", aNested("why", formulaMsg(why)), aNested("row", formulaMsg(label))), "counterattack: %s → %s", why, label)
	}
	g.harmRollLabel(b, s, "counterattack", "14.2", row, label, false, mods...)
}

// counterOdds are the chances of a counterattack on a boat placed in a
// column in a round, with what is revealed now.
func (g *Game) counterOdds(b *CombatBoat, col, round int) []engine.Odd {
	at := *b // a copy in the column considered: nothing on the display moves
	if col >= 0 {
		at.Column = col
	}
	diff, row, _, mods, _ := g.counterSetupFor(&at, round, false)
	if diff < 0 {
		return []engine.Odd{{Outcome: "no counterattack", P: 1}}
	}
	return g.harmOdds(g.Sub(b.ID), row, dice.Sum(mods), 0)
}

// ---------------------------------------------------------------- harm to subs

// harmRoll rolls on a results row against a sub and applies the result; a
// successful crash dive turns every result but "no effect" into Spotted
// [14.13]; "again" rolls a second time [14.2C].
// It returns the results applied, joined by "+".
func (g *Game) harmRoll(b *CombatBoat, s *Sub, purpose, rule string, row data.ResultRow, crashed bool, mods ...dice.Mod) string {
	return g.harmRollLabel(b, s, purpose, rule, row, "", crashed, mods...)
}

func (g *Game) harmRollLabel(b *CombatBoat, s *Sub, purpose, rule string, row data.ResultRow, label string, crashed bool, mods ...dice.Mod) string {
	var all []string
	for depth := 0; depth < 4; depth++ {
		r := g.Roll(purpose, rule, s.ID, mods...)
		tok := row.Cell(r.Total)
		if r.Skip() { // no record to build (issue 16)
			if crashed && tok != "none" {
				tok = "spot"
			}
			all = append(all, tok)
			if !g.applyHarm(b, s, tok, rule, purpose) || s.Status != StSea || b != nil && b.Out {
				break
			}
			purpose += " (second roll)"
			continue
		}
		pm, lm := purposeMsg(purpose), formulaMsg(label)
		if label == "" {
			lm = nil
		}
		if crashed && tok != "none" {
			if !r.Skip() {
				r.Say(rollMsg(pm, lm, msgM("atl.harm.crashed", aNested("t", tokenMsg(tok))))).Record(label, tokenText(tok)+", but the crash dive makes it Spotted")
			}
			tok = "spot"
		} else {
			if !r.Skip() {
				r.Say(rollMsg(pm, lm, tokenMsg(tok))).Record(label, tokenText(tok))
			}
		}
		all = append(all, tok)
		if !g.applyHarm(b, s, tok, rule, purpose) || s.Status != StSea || b != nil && b.Out {
			break
		}
		purpose += " (second roll)"
	}
	return strings.Join(all, "+")
}

// applyHarm applies result tokens to a sub; it reports "roll again".
func (g *Game) applyHarm(b *CombatBoat, s *Sub, tok, rule, cause string) (again bool) {
	for _, t := range strings.Split(tok, "+") {
		if s.Status != StSea {
			return false
		}
		switch t {
		case "spot":
			g.Spot(s, rule, cause)
		case "dmg":
			if g.Damage(s, rule, cause) {
				return false
			}
		case "rtb":
			g.ForceRTB(s, rule, cause)
			if b != nil {
				g.boatOut(b, "forced to return to base")
			}
		case "sunk", "explode":
			g.Sink(s, rule, cause)
			return false
		case "again":
			again = true
		}
	}
	return again
}

// crashDive is the crash-dive roll [14.13]: d10 (+Inexp) ≤ Crash Dive.
func (g *Game) crashDive(s *Sub) bool {
	if !g.rules.CrashDives() { // Steel Wolves only (silent-war.md §11)
		return false
	}
	var mods []dice.Mod
	if l := inexpLevel(s); l > 0 {
		mods = append(mods, Mod(l, "inexperienced crew", "8.11"))
	}
	cd := g.crashDiveValue(s)
	r := g.Roll("crash dive", "14.13", s.ID, mods...)
	if r.Skip() {
		return r.Total <= cd
	}
	if r.Total <= cd {
		if !r.Skip() {
			r.Say(rollMsg(msgM("atl.crash.roll"), msgM("atl.le", aInt("n", cd)), msgM("atl.crash.ok"))).Record(fmt.Sprintf("≤ %d", cd), "dives in time")
		}
		return true
	}
	if !r.Skip() {
		r.Say(rollMsg(msgM("atl.crash.roll"), msgM("atl.le", aInt("n", cd)), msgM("atl.crash.slow"))).Record(fmt.Sprintf("≤ %d", cd), "too slow")
	}
	return false
}

// ---------------------------------------------------------------- between rounds [14.3], [14.4], [24.25]

func (g *Game) betweenRounds(f *Frame) {
	c := g.S.Combat
	again := Frame{Op: opCombat, Sub: f.Sub}
	if c.Round == 1 {
		// Ships sunk (not damaged) in the first round [29.4]; sunk units
		// stay on the display until the clean-up.
		c.SunkFirst = c.unitCount(func(_ int, u *BoardUnit) bool { return u.Sunk })
	}
	end := func(why string) {
		if why != "" {
			if !g.Skipped() {
				g.noteM("14.42", f.Sub, msgM("atl.combat.ends", aNested("why", phraseMsg(why))), "the combat ends: %s", why)
			}
		}
		c.Stage = "end"
		g.Push(again)
	}
	if (c.Kind == "tf" || c.Kind == "special") && !c.Reattack {
		end("no re-attack against a task force or special convoy [28.15]")
		return
	}
	if c.Round >= 3 {
		end("")
		return
	}
	if c.Round == 2 && g.preformedPackCombat() {
		end("a wolfpack re-attacks once only [24.55]")
		return
	}
	if c.unitCount(func(_ int, u *BoardUnit) bool { return u.present() && isShip(g.utype(u.ID)) }) == 0 {
		end("no ship is left on the display")
		return
	}
	var active, waiting []*CombatBoat
	for i := range c.Boats {
		b := &c.Boats[i]
		switch {
		case b.Out:
		case b.Column >= 0 && g.homeward(g.Sub(b.ID)):
			// Already returning to base when the encounter began (a
			// forced RTB in this combat has put it out already): no
			// re-attack [14.4].
			if !g.Skipped() {
				g.noteM("14.4", b.ID, msgM("atl.re.rtb", aUnit("boat", b.ID)), "%s is returning to base: no re-attack", b.ID)
			}
			g.boatOut(b, "returning to base")
		case b.Column >= 0:
			active = append(active, b)
		case dueRound(b) == 2 && c.Round == 1:
			waiting = append(waiting, b)
		}
	}
	if len(active)+len(waiting) == 0 {
		end("")
		return
	}
	if !c.Pack {
		g.Push(Frame{Op: opCombatReattack, Sub: active[0].ID}, again)
		return
	}
	if c.Round == 2 {
		// A second re-attack needs an ace [14.41], [24.25].
		n := 0
		for _, b := range active {
			if g.AceValue(g.Sub(b.ID)) > 0 {
				n++
			}
		}
		if n == 0 {
			end("no boat of the pack has an ace for a second re-attack [14.41]")
			return
		}
	}
	c.Stage = "disperse"
	g.Push(again)
}

// secondReattackOdds are the odds of trying a second re-attack [14.41]: the
// ace roll (d10 ≤ ace; on the Single board one roll per lone ship still
// there, and contact is kept if any succeeds) fails and the boat is out of
// the combat without a counterattack; otherwise the counterattack odds.
func (g *Game) secondReattackOdds(counter []engine.Odd, ace int) []engine.Odd {
	c := g.S.Combat
	p := pAtMost(ace, 0)
	lost := 1 - p
	if c.Board == "single" {
		n := c.unitCount(func(_ int, u *BoardUnit) bool { return u.present() && isShip(g.utype(u.ID)) })
		lost = math.Pow(1-p, float64(n))
	}
	acc := newOddsAcc()
	acc.add("contact lost: out of the combat", lost)
	for _, o := range counter {
		acc.add(o.Outcome, o.P*(1-lost))
	}
	return acc.list()
}

// homeward reports whether a boat is returning to base or withdrawn at sea
// [19.13]: such a boat may not re-attack [14.4].
func (g *Game) homeward(s *Sub) bool { return s != nil && (s.RTB || s.Withdraw != "") }

// stepReattack: a lone boat withdraws [14.3] or re-attacks [14.4]; a
// second re-attack needs an ace roll [14.41].
func stepReattack(g *Game, f *Frame) {
	c := g.S.Combat
	b, s := c.Boat(f.Sub), g.Sub(f.Sub)
	ace := g.AceValue(s)
	if c.Round == 2 && ace == 0 {
		if !g.Skipped() {
			g.noteM("14.41", s.ID, msgM("atl.re.needs-ace"), "a second re-attack needs an ace: the combat ends")
		}
		g.boatOut(b, "combat over")
		c.Stage = "end"
		return
	}
	if f.Ans == nil {
		// The odds on demand (engine.Option.OddsFn): the doctrine reads
		// them only for a boat fit to re-attack.
		re := engine.Option{Key: "reattack", Label: "Re-attack", Rule: "14.4",
			Detail:   "dispersal may change, one column shift, white flags revealed first, every TDC −1, counterattack +1 (its odds, if your attack hits no escort)",
			LabelMsg: msgM("atl.re.label"), DetailMsg: msgM("atl.re.label.d")}
		if c.Pack {
			re.Detail += "; if it attacks first and the pack keeps its places [24.23]"
			re.DetailMsg = msgM("atl.re.label.d.pack")
		}
		round, col, single := c.Round, b.Column, c.Board == "single"
		re.OddsFn = engine.LazyOdds(func() []engine.Odd {
			odds := g.counterOddsAhead(b, col, round+1)
			if round == 2 {
				odds = g.secondReattackOdds(odds, ace)
			}
			return odds
		})
		if c.Round == 2 {
			re.Label = fmt.Sprintf("Try a second re-attack (d10 ≤ %d, the ace)", ace)
			re.LabelMsg = msgM("atl.re.second", aInt("n", ace))
			if single {
				re.Label += ", rolled for each lone target"
				re.LabelMsg = msgM("atl.re.second-each", aInt("n", ace))
			}
			re.Rule = "14.41"
		}
		g.Ask(f, engine.Prompt{Kind: "reattack", Sub: s.ID, Rule: "14.3",
			Words: func(p *engine.Prompt) {
				p.Text = fmt.Sprintf("%s: the attack round is over; withdraw or attack again?", s.ID)
				p.Msg = msgM("atl.re.q", aUnit("boat", s.ID))
			},
			Options: []engine.Option{
				{Key: "withdraw", Label: "Withdraw", Detail: "go to the Done section; the ace check and endurance follow [14.3]", Rule: "14.3",
					LabelMsg: msgM("atl.withdraw"), DetailMsg: msgM("atl.withdraw.d")},
				re,
			}})
		return
	}
	if g.Key(f) == "withdraw" {
		if !g.Skipped() {
			g.noteM("14.3", s.ID, msgM("atl.withdraws", aUnit("boat", s.ID)), "%s withdraws", s.ID)
		}
		g.boatOut(b, "withdrew")
		c.Stage = "end"
		return
	}
	if c.Round == 2 {
		if c.Board == "single" {
			b.Allowed = nil
			for _, id := range c.unitIDs(func(_ int, u *BoardUnit) bool { return u.present() && isShip(g.utype(u.ID)) }) {
				r := g.Roll("second re-attack on the "+g.unitLabel(c.Unit(id)), "14.41", s.ID)
				var pm, tm *engine.Msg // the roll's words: only for a log that keeps them (issue 16)
				if !g.Discarding() {
					pm, tm = msgM("atl.re.second-on", aNested("unit", g.unitMsg(c.Unit(id)))), msgM("atl.le-ace", aInt("n", ace))
				}
				if r.Total <= ace {
					if !r.Skip() {
						r.Say(rollMsg(pm, tm, msgM("atl.re.again"))).Record(fmt.Sprintf("≤ %d (ace)", ace), "may attack it again")
					}
					b.Allowed = append(b.Allowed, id)
				} else {
					if !r.Skip() {
						r.Say(rollMsg(pm, tm, msgM("atl.re.lost"))).Record(fmt.Sprintf("≤ %d (ace)", ace), "lost contact")
					}
				}
			}
			if len(b.Allowed) == 0 {
				g.boatOut(b, "combat over")
				c.Stage = "end"
				return
			}
		} else {
			r := g.Roll("second re-attack", "14.41", s.ID)
			var pm, tm *engine.Msg // the roll's words: only for a log that keeps them (issue 16)
			if !g.Discarding() {
				pm, tm = msgM("atl.re.second-roll"), msgM("atl.le-ace", aInt("n", ace))
			}
			if r.Total > ace {
				if !r.Skip() {
					r.Say(rollMsg(pm, tm, msgM("atl.re.ends"))).Record(fmt.Sprintf("≤ %d (ace)", ace), "contact lost: the combat ends")
				}
				g.boatOut(b, "combat over")
				c.Stage = "end"
				return
			}
			if !r.Skip() {
				r.Say(rollMsg(pm, tm, msgM("atl.re.second-yes"))).Record(fmt.Sprintf("≤ %d (ace)", ace), "a second re-attack")
			}
		}
	}
	c.Stage = "disperse"
}

// disperse is the dispersal change between rounds [29.3] and the check for
// scattering a large convoy [29.4].
func (g *Game) disperse(sub string) {
	c := g.S.Combat
	if !isConvoy(c.Kind) {
		return
	}
	old := c.Dispersal
	r := g.Roll("dispersal change", "29.3", sub)
	nat := r.Raw
	lv := old
	switch {
	case nat == 9:
		lv--
	case nat == 0 || nat < c.SunkRound:
		lv++
	}
	lv = max(0, min(2, lv))
	c.Dispersal = lv
	if !r.Skip() {
		res := "no change"
		rm := msgM("atl.disp.none")
		if lv != old {
			res = fmt.Sprintf("dispersal %d → %d", old, lv)
			rm = msgM("atl.disp.change", aInt("old", old), aInt("new", lv))
		}
		r.Say(rollMsg(msgM("atl.disp.roll"), msgM("atl.disp.target", aInt("n", c.SunkRound)), rm)).
			Record(fmt.Sprintf("raises if < %d sunk or damaged, or 0; 9 lowers", c.SunkRound), res)
	}
	if c.Kind == "c2" && c.Pack && c.Round == 1 && old >= 1 && nat == 0 {
		units := c.unitCount(func(_ int, u *BoardUnit) bool {
			return !u.Left && !(u.Up && isEvent(g.utype(u.ID)))
		})
		if c.SunkFirst >= units/3 && c.SunkFirst > 0 {
			if !g.Skipped() {
				g.noteM("29.4", sub, msgM("atl.scatter", aInt("sunk", c.SunkFirst), aInt("units", units)), "the pack sank %d of the convoy's %d units in the first round: the convoy scatters", c.SunkFirst, units)
			}
			c.Scatter = true
			c.ScatterLeft = nil
			for i := range c.Boats {
				if !c.Boats[i].Out && g.Sub(c.Boats[i].ID).Status == StSea {
					c.ScatterLeft = append(c.ScatterLeft, c.Boats[i].ID)
				}
			}
			c.Stage = "scatter"
		}
	}
}

// nextRound prepares a re-attack [14.4]: on the Single board every unit is
// revealed first [28.27]; fast single-cup ships leave [14.4], [28.27]; the
// round advances. It reports false when it has pushed reveals first.
func (g *Game) nextRound(sub string) bool {
	c := g.S.Combat
	if c.Board == "single" {
		lone := ""
		for i := range c.Boats {
			if !c.Boats[i].Out && c.Boats[i].Column >= 0 {
				lone = c.Boats[i].ID
			}
		}
		if lone != "" {
			for _, id := range c.unitIDs(func(_ int, u *BoardUnit) bool { return u.present() && !u.Up }) {
				g.Push(Frame{Op: opCombatReveal, Sub: lone, S: id, A: revealAll}, Frame{Op: opCombat, Sub: sub})
				return false
			}
		}
	}
	for _, id := range c.unitIDs(func(_ int, u *BoardUnit) bool { return u.present() && u.Up && !u.Damaged }) {
		u := c.Unit(id)
		t := g.utype(id)
		if (u.Cup == data.CupSingle || c.Board == "single") && (t.Fast || t.Type == "CA" || t.Type == "CL" || t.Type == "AM") {
			u.Left = true
			if u.TDC >= 0 {
				g.ReturnTDC(u.TDC)
				u.TDC, u.TDCUp = -1, false
			}
			if !g.Skipped() {
				g.noteM("14.4", sub, msgM("atl.re.leaves", aNested("unit", g.unitMsg(u))), "the %s leaves before the re-attack", g.unitLabel(u))
			}
		}
	}
	g.releaseHeldTDCs() // spec §12.27
	c.Round++
	c.EventUsed, c.EscortBonus, c.BonusLost, c.SunkRound = false, false, false, 0
	for i := range c.Boats {
		b := &c.Boats[i]
		b.Acted, b.Step, b.Event, b.NoCounter, b.CounterDone, b.NoFire = false, "", "", false, false, false
		b.Reveals, b.TDCs, b.DoubleTons, b.Fired, b.Sank = 0, 0, false, false, nil
		b.Done, b.RevCols = nil, nil
	}
	for ci := range c.Columns {
		for ui := range c.Columns[ci].Units {
			u := &c.Columns[ci].Units[ui]
			u.NoTarget, u.USOK, u.Points = false, false, 0
			if u.Radar && g.Opt("radar-declined-return") {
				u.Radar = false // spec §12.18: may be revealed again in the re-attack
			}
		}
	}
	if !g.Skipped() {
		g.noteM("14.4", sub, msgM("atl.re.round", aInt("n", c.Round)), "re-attack: round %d", c.Round)
	}
	c.Stage = "stay"
	return true
}

// stepStay: between rounds a pack member rolls to stay (d10 ≤ Tactics +
// ace) [24.25B]; for a second re-attack it needs an ace roll [14.41]; those
// that stay may shift one column [24.25C]. A lone boat only shifts [14.4].
func stepStay(g *Game, f *Frame) {
	c := g.S.Combat
	b, s := c.Boat(f.Sub), g.Sub(f.Sub)
	if b == nil || b.Out || s.Status != StSea {
		return
	}
	if !c.Pack {
		g.Push(Frame{Op: opCombatShift, Sub: f.Sub})
		return
	}
	ace := g.AceValue(s)
	need := g.tactics(s) + ace
	rule, what := "24.25", fmt.Sprintf("d10 ≤ %d (Tactics + ace)", need)
	wm := msgM("atl.stay.tactics", aInt("n", need))
	if c.Round == 3 {
		if ace == 0 {
			if !g.Skipped() {
				g.noteM("14.41", s.ID, msgM("atl.stay.no-ace", aUnit("boat", s.ID)), "%s has no ace: no second re-attack", s.ID)
			}
			g.boatOut(b, "combat over")
			return
		}
		need, rule, what = ace, "14.41", fmt.Sprintf("d10 ≤ %d (ace)", ace)
		wm = msgM("atl.stay.ace", aInt("n", ace))
	}
	var mods []dice.Mod
	if g.preformedPackCombat() {
		rule = "24.55" // Silent War's pack: Tactical + skipper, +2 to the roll if damaged
		mods = g.packStayMods(s)
	}
	if f.Ans == nil {
		p := pAtMost(need, modTotal(mods))
		g.Ask(f, engine.Prompt{Kind: "pack-stay", Sub: s.ID, Rule: rule,
			Text: fmt.Sprintf("%s: stay with the convoy for the re-attack?", s.ID),
			Msg:  msgM("atl.stay.q", aUnit("boat", s.ID)),
			Options: []engine.Option{
				{Key: "stay", Label: "Try to stay", Detail: what, Rule: rule,
					Odds:     []engine.Odd{{Outcome: "stays", P: p}, {Outcome: "loses contact", P: 1 - p}},
					LabelMsg: msgM("atl.stay.try"), DetailMsg: wm},
				{Key: "withdraw", Label: "Withdraw", Rule: "14.3", LabelMsg: msgM("atl.withdraw")},
			}})
		return
	}
	if g.Key(f) == "withdraw" {
		if !g.Skipped() {
			g.noteM("14.3", s.ID, msgM("atl.withdraws", aUnit("boat", s.ID)), "%s withdraws", s.ID)
		}
		g.boatOut(b, "withdrew")
		return
	}
	r := g.Roll("stay with the convoy", rule, s.ID, mods...)
	var pm, tm *engine.Msg // the roll's words: only for a log that keeps them (issue 16)
	if !g.Discarding() {
		pm, tm = msgM("atl.stay.roll"), msgM("atl.le", aInt("n", need))
	}
	if r.Total > need {
		if !r.Skip() {
			r.Say(rollMsg(pm, tm, msgM("atl.stay.lost"))).Record(fmt.Sprintf("≤ %d", need), "loses contact and withdraws")
		}
		g.boatOut(b, "lost contact")
		return
	}
	if !r.Skip() {
		r.Say(rollMsg(pm, tm, msgM("atl.stay.stays"))).Record(fmt.Sprintf("≤ %d", need), "stays")
	}
	g.Push(Frame{Op: opCombatShift, Sub: f.Sub})
}

// stepShift: before a re-attack the boat may shift one column [14.4],
// [24.25C].
func stepShift(g *Game, f *Frame) {
	c := g.S.Combat
	b := c.Boat(f.Sub)
	if b == nil || b.Out || b.Column < 0 {
		return
	}
	if f.Ans != nil {
		// The answer: only its key is read, the options are not built
		// again (issue 16).
		col, _ := strconv.Atoi(strings.TrimPrefix(g.Key(f), "col:"))
		if col != b.Column {
			g.placeBoat(b, col)
			if !g.Skipped() {
				g.noteM("14.4", f.Sub, msgM("atl.shift.done", aUnit("boat", f.Sub), aNested("col", c.colMsg(col))), "%s shifts to the %s column", f.Sub, c.colName(col))
			}
		}
		return
	}
	cols := [3]int{b.Column, b.Column - 1, b.Column + 1}
	n := 0
	for _, col := range cols {
		if col < 0 || col >= len(c.Columns) || col != b.Column && c.freeBoxes(col) <= 0 {
			continue
		}
		cols[n] = col
		n++
	}
	if n == 1 && cols[0] == b.Column {
		// Staying is the only option: nothing to decide, and staying
		// changes nothing (issue 16: no prompt built for it).
		return
	}
	opts := g.OptionsRoom(n)
	shared := 0 // the game's memo kept for the prompt's columns (counterOddsMemo)
	for _, col := range cols[:n] {
		stay := col == b.Column
		// The words and the odds on demand (engine.Option.Text): not
		// when the answer comes back, nor for a lone option, which is
		// taken at once, nor for a bot that does not read them.
		opts = append(opts, engine.Option{Key: "col:" + strconv.Itoa(col), Rule: "14.4",
			Text: func(o *engine.Option) {
				o.Label = "Stay in the " + c.colName(col) + " column"
				o.LabelMsg = msgM("atl.shift.stay", aNested("col", c.colMsg(col)))
				if !stay {
					o.Label = "Shift to the " + c.colName(col) + " column"
					o.LabelMsg = msgM("atl.shift.to", aNested("col", c.colMsg(col)))
				}
				o.Detail = g.columnSummary(col) + "; counterattack risk over what the counters to reveal first may be, if your attack hits no escort"
				o.DetailMsg = msgM("atl.shift.d2", aNested("sum", g.columnSummaryMsg(col)))
				if c.Pack {
					// The rest of the pack has still to stay, shift and
					// take position, and to choose who attacks first: the
					// odds take them by the odds' policy
					// (combat_odds_pack.go) [24.25].
					o.Detail += ", it attacks first, the others stay if they can and fight on when damaged, arrivals go outer first [24.25]"
					o.DetailMsg = msgM("atl.shift.d.pack", aNested("sum", g.columnSummaryMsg(col)))
				}
			},
			OddsFn: engine.LazyOdds(func() []engine.Odd {
				if c.Pack {
					return g.packShiftOddsMemo(b, col, &shared)
				}
				return g.counterOddsMemo(b, col, c.Round, &shared)
			})})
	}
	sub := f.Sub
	g.Ask(f, engine.Prompt{Kind: "shift", Sub: sub, Rule: "14.4", Options: opts, Words: func(p *engine.Prompt) {
		p.Text, p.Msg = fmt.Sprintf("%s: shift one column before the re-attack?", sub), msgM("atl.shift.q", aUnit("boat", sub))
	}})
}

// ---------------------------------------------------------------- scattering [29.4]

// scatterNext runs the scattered convoy's re-attacks: each boat in turn
// on the Single board against 3 units from the Inner (West Inner) cup.
func (g *Game) scatterNext(f *Frame) {
	c := g.S.Combat
	again := Frame{Op: opCombat, Sub: f.Sub}
	if c.Board != "single" || len(c.Columns) > 0 && len(c.Columns[0].Units) > 0 {
		g.cleanBoard(f.Sub)
		bd := g.T.Tables.Boards["single"]
		c.Board = "single"
		c.Columns = nil
		for _, col := range bd.Columns {
			c.Columns = append(c.Columns, BoardColumn{Role: col.Role, Entry: col.Entry, Boxes: max(1, col.SubBoxes)})
		}
		for i := range c.Boats {
			c.Boats[i].Column = -1
		}
	}
	var b *CombatBoat
	for len(c.ScatterLeft) > 0 && b == nil {
		id := c.ScatterLeft[0]
		c.ScatterLeft = c.ScatterLeft[1:]
		if x := c.Boat(id); x != nil && !x.Out && g.Sub(id).Status == StSea {
			b = x
		}
	}
	if b == nil {
		c.Stage = "end"
		g.Push(again)
		return
	}
	cup := g.cupFor("inner", c)
	n := 0
	for k := 0; k < 3; k++ {
		id := g.Draw(cup)
		if id == "" {
			break
		}
		n++
		u := BoardUnit{ID: id, TDC: -1, Cup: cup}
		g.markFoundDamaged(&u) // [SW 5.0], spec §12.33
		c.Columns[0].Units = append(c.Columns[0].Units, u)
	}
	c.Round = 2
	c.EventUsed, c.EscortBonus, c.BonusLost, c.SunkRound = false, false, false, 0
	b.Acted, b.Step, b.Event, b.NoCounter, b.CounterDone, b.NoFire = false, "", "", false, false, false
	b.Reveals, b.TDCs, b.DoubleTons, b.Fired, b.Sank, b.Done = 0, 0, false, false, nil, nil
	g.placeBoat(b, 0)
	if !g.Skipped() {
		g.noteM("29.4", b.ID, msgM("atl.scatter.alone.cup", aUnit("boat", b.ID), aInt("n", n), aNested("cup", cupMsg(cup))), "%s re-attacks a scattered group alone: %d units from the %s cup", b.ID, n, cup)
	}
	var fs []Frame
	for _, u := range c.Columns[0].Units {
		fs = append(fs, Frame{Op: opCombatReveal, Sub: b.ID, S: u.ID, A: revealAll})
	}
	fs = append(fs, Frame{Op: opCombatTurn, Sub: b.ID}, again)
	g.Push(fs...)
}

// ---------------------------------------------------------------- the end [14.5], [14.8]

func (g *Game) endCombat(sub string) {
	c := g.S.Combat
	var fs []Frame
	for i := range c.Boats {
		b := &c.Boats[i]
		s := g.Sub(b.ID)
		if s.Status != StSea {
			continue
		}
		// Gun only over the whole turn (a home-waters second combat
		// counts too) [14.7], [27.1].
		if b.Torpedo {
			s.Torpedoed, s.GunOnly = true, false
		} else if b.Gun && !s.Torpedoed {
			s.GunOnly = true
		}
		g.aceCheck(b, s)
		if b.Joiner && !s.RTB && !b.Fixed {
			fs = append(fs, Frame{Op: opSubEndurance, Sub: b.ID, A: EndurancePatrolSide})
		} else if b.Joiner {
			s.Section = Done
		}
	}
	g.packExperience(c) // [SW 24.7]
	g.cleanBoard(sub)
	c.Stage = "over"
	g.Push(fs...)
}

// aceCheck promotes a skipper who sank ≥ AceShips ships and ≥ AceTons kt
// in this combat [14.5], [25.2].
func (g *Game) aceCheck(b *CombatBoat, s *Sub) {
	r := g.T.Rules
	if b.Ships < r.AceShips || b.Tons < r.AceTons {
		return
	}
	switch {
	case s.Ace == "":
		var pool []int
		for i, id := range g.S.AcePool {
			if a := g.T.AceByID(id); a != nil && a.Nation == g.Nation(s) {
				pool = append(pool, i)
			}
		}
		if len(pool) == 0 {
			if !g.Skipped() {
				g.noteM("14.5", s.ID, msgM("atl.ace.none-left", aUnit("boat", s.ID), aInt("ships", b.Ships), aNested("tons", tonsMsg(b.Tons))), "%s sank %d ships, %s: no ace counter left to draw", s.ID, b.Ships, FormatTons(b.Tons))
			}
			return
		}
		i := pool[g.Intn(len(pool))]
		s.Ace, s.AceLevel = g.S.AcePool[i], 1
		g.S.AcePool = append(g.S.AcePool[:i:i], g.S.AcePool[i+1:]...)
		g.emitM("14.5", engine.Event{Type: "ace", Sub: s.ID}, msgM("atl.ace.new", aUnit("boat", s.ID), aInt("ships", b.Ships), aNested("tons", tonsMsg(b.Tons)), aText("ace", g.T.AceByID(s.Ace).Name)),
			"%s sank %d ships, %s: its captain %s becomes an ace (+1)", s.ID, b.Ships, FormatTons(b.Tons), g.T.AceByID(s.Ace).Name)
	case s.AceLevel == 1:
		s.AceLevel = 2
		g.emitM("14.5", engine.Event{Type: "ace", Sub: s.ID}, msgM("atl.ace.two", aUnit("boat", s.ID), aInt("ships", b.Ships), aNested("tons", tonsMsg(b.Tons)), aText("ace", g.T.AceByID(s.Ace).Name)),
			"%s sank %d ships, %s: %s rises to +2", s.ID, b.Ships, FormatTons(b.Tons), g.T.AceByID(s.Ace).Name)
	default:
		g.noteM("14.5", s.ID, msgM("atl.ace.already", aUnit("boat", s.ID), aInt("ships", b.Ships), aNested("tons", tonsMsg(b.Tons)), aText("ace", g.T.AceByID(s.Ace).Name)),
			"%s sank %d ships, %s: %s is already +2", s.ID, b.Ships, FormatTons(b.Tons), g.T.AceByID(s.Ace).Name)
	}
}

// cleanBoard returns every counter on the display [14.8]: sunk or damaged
// named ships leave (for good, or for the rest of the period) with a
// same-class substitute [14.81], [18.5]; the Single cup's CL is out until
// the next period if sunk [30.91]; the rest go back to their cups.
func (g *Game) cleanBoard(sub string) {
	c := g.S.Combat
	var fs []Frame
	g.releaseHeldTDCs() // spec §12.27
	for ci := range c.Columns {
		for _, u := range c.Columns[ci].Units {
			if u.TDC >= 0 {
				g.ReturnTDC(u.TDC)
			}
			t := g.utype(u.ID)
			switch {
			case u.Sunk && t.Named:
				g.ToOut(u.ID)
				if !g.Skipped() {
					g.noteM("14.81", sub, msgM("atl.named.gone", aText("ship", t.Name)), "%s is gone for good", t.Name)
				}
				if t.Class != "" {
					fs = append(fs, Frame{Op: opCombatSubstitute, Sub: sub, S: t.Class, Area: u.Cup, L: []string{t.ID}})
				}
			case u.Sunk && t.Type == "CL" && u.Cup == data.CupSingle:
				g.ToOutPeriod(u.ID)
			case u.Damaged && !u.Sunk && t.Named && !g.eventDamageOnly(&u):
				g.ToOutPeriod(u.ID)
				if !g.Skipped() {
					g.noteM("18.5", sub, msgM("atl.named.out", aText("ship", t.Name)), "the damaged %s is out of the war mix until the next war period", t.Name)
				}
			default:
				g.ToCup(u.Cup, u.ID)
			}
		}
		c.Columns[ci].Units = nil
		c.Columns[ci].Subs = nil
	}
	g.Push(fs...)
}

// stepSubstitute: the player puts another ship of a lost named ship's
// class into its cup, if one is available [14.81].
func stepSubstitute(g *Game, f *Frame) {
	var cands []string
	for _, id := range g.S.Aside {
		t := g.utype(id)
		if t.Named && t.Class == f.S && !containsStr(f.L, t.ID) && g.available(t) {
			cands = append(cands, id)
		}
	}
	if len(cands) == 0 {
		return
	}
	if f.Ans == nil {
		var opts []engine.Option
		for _, id := range cands {
			opts = append(opts, engine.Option{Key: "unit:" + id, Label: g.utype(id).Name, Ref: id, Rule: "14.81", LabelMsg: msgM("atl.s", aText("s", g.utype(id).Name))})
		}
		g.Ask(f, engine.Prompt{Kind: "substitute", Sub: f.Sub, Rule: "14.81",
			Text: fmt.Sprintf("A ship of the %s class is lost: which sister ship takes its place in the %s cup?", f.S, f.Area), Options: opts,
			Msg: msgM("atl.named.sub.q.cup", aText("class", f.S), aNested("cup", cupMsg(f.Area)))})
		return
	}
	id := strings.TrimPrefix(g.Key(f), "unit:")
	for i, x := range g.S.Aside {
		if x == id {
			g.S.Aside = append(g.S.Aside[:i:i], g.S.Aside[i+1:]...)
			break
		}
	}
	g.ToCup(f.Area, id)
	if !g.Skipped() {
		g.noteM("14.81", f.Sub, msgM("atl.named.joins.cup", aText("ship", g.utype(id).Name), aNested("cup", cupMsg(f.Area))), "%s joins the %s cup", g.utype(id).Name, f.Area)
	}
}
