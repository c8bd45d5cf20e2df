package campaign

// Surface gun combat [27], with the DEMS table, the crash dive and the
// Other Dangers DEMS row.

import (
	"fmt"

	"periscope/game/data"
	"periscope/game/dice"
	"periscope/game/engine"
)

func init() {
	register(opCombatGun, stepGun)
}

// gunRow is the Attack Results row a gun platform uses [27.1]: the row
// holding 29 kt (standard), 18 kt (Type XI), 10 kt (Surcouf).
func (g *Game) gunRow(s *Sub) *data.ResultRow {
	switch g.Class(s).Gun {
	case "xi":
		return g.T.AttackRow(18)
	case "surcouf":
		return g.T.AttackRow(10)
	}
	return g.T.AttackRow(29)
}

// gunTargets are the merchants a boat may shell now [27.1], [14.12]: a
// revealed merchant of ≤ 7t (larger if damaged) in its column; no
// unrevealed white flag in reach, no revealed warship or aircraft; a boat
// with a gun; no weather; never a task force or special convoy [28.12].
// On the Single board the conditions are checked per target, ignoring the
// other lone ships (the [28.2] example) — but not aircraft. If only is
// set, only that unit is considered.
func (g *Game) gunTargets(b *CombatBoat, s *Sub, only string) []string {
	if !g.gunPossible(b, s) {
		return nil
	}
	single := g.S.Combat.Board == "single"
	return g.S.Combat.unitIDs(func(ci int, u *BoardUnit) bool { return g.gunTarget(b, only, single, ci, u) })
}

// hasGunTarget is len(gunTargets(b, s, only)) > 0 without the list
// (issue 16: the lone attack prompt asks it for every target).
func (g *Game) hasGunTarget(b *CombatBoat, s *Sub, only string) bool {
	if !g.gunPossible(b, s) {
		return false
	}
	c := g.S.Combat
	single := c.Board == "single"
	for ci := range c.Columns {
		for ui := range c.Columns[ci].Units {
			if g.gunTarget(b, only, single, ci, &c.Columns[ci].Units[ui]) {
				return true
			}
		}
	}
	return false
}

// gunTarget is whether the unit at column ci may be a gun attack's target
// once gunPossible holds (gunTargets).
func (g *Game) gunTarget(b *CombatBoat, only string, single bool, ci int, u *BoardUnit) bool {
	if only != "" && u.ID != only || !u.present() || !u.Up || u.NoTarget {
		return false
	}
	if !single && ci != b.Column {
		return false
	}
	t := g.utype(u.ID)
	return isMerchant(t) && (t.Tons <= 7 || u.Damaged) && g.mayAttack(u, t)
}

// gunPossible is whether the boat may make a gun attack at all now, before
// the choice of a target (gunTargets).
func (g *Game) gunPossible(b *CombatBoat, s *Sub) bool {
	c := g.S.Combat
	if g.Class(s).Gun == "" || g.weatherAt(c.Area) != 0 || c.Kind == "tf" || c.Kind == "special" {
		return false
	}
	single := c.Board == "single"
	for ci := range c.Columns {
		for ui := range c.Columns[ci].Units {
			u := &c.Columns[ci].Units[ui]
			if !u.present() {
				continue
			}
			t := g.utype(u.ID)
			if u.Up && isAircraft(t) {
				return false
			}
			if single {
				continue
			}
			if u.Up && isWarship(t) {
				return false
			}
			if !u.Up && t.Flag == "white" && g.inReach(b, ci) {
				return false
			}
		}
	}
	return true
}

// demsArmed is the highest d10 that arms a merchant [27.1]: by nation
// (table row "other" for the rest) and period; sailing ships and trawlers
// never are.
func (g *Game) demsArmed(t *data.AlliedType) int {
	if t.Type == "SV" || t.Type == "FV" {
		return -1
	}
	per, ok := g.T.Tables.DEMS[t.Nation]
	if !ok {
		per = g.T.Tables.DEMS["other"]
	}
	if len(per) < g.S.Period {
		return -1
	}
	return per[g.S.Period-1]
}

// gunOdds: the chances of a gun attack on a random one of the candidates.
func (g *Game) gunOdds(b *CombatBoat, s *Sub, cands []string) []engine.Odd {
	c := g.S.Combat
	acc := newOddsAcc()
	row := g.gunRow(s)
	keepFiring := g.Class(s).Gun == "xi" || g.Class(s).Gun == "surcouf"
	for _, id := range cands {
		w := 1 / float64(len(cands))
		u := c.Unit(id)
		pa := pAtMost(g.demsArmed(g.utype(id)), 0)
		if keepFiring {
			// Type XI and Surcouf shell on from beyond its guns [27.1.4],
			// once they have survived the armed merchant's return fire.
			g.resultOdds(acc, s, u, w*(1-pa), -inexpLevel(s), row)
			if pa > 0 {
				g.returnFireOdds(acc, s, u, w*pa, row)
			}
			continue
		}
		if pa > 0 {
			acc.add("armed: it returns fire (crash dive, DEMS row), then torpedoes", w*pa)
		}
		g.resultOdds(acc, s, u, w*(1-pa), -inexpLevel(s), row)
	}
	return acc.list()
}

// returnFireOdds adds the chances of an armed merchant's return fire on a
// Type XI or Surcouf (weight p), as stepGun resolves it: the crash dive
// [14.13] (made, no harm), else a roll on the Other Dangers DEMS row (+1 if
// damaged) [27.1]; a boat sunk or sent home by it is out, any other shells
// on. A boat that shells on undamaged (or only spotted: it surfaced anyway)
// has the ship's result; one damaged by the return fire shells on too, its
// outcome named for the damage.
func (g *Game) returnFireOdds(acc *oddsAcc, s *Sub, u *BoardUnit, p float64, row *data.ResultRow) {
	pcd := pAtMost(g.crashDiveValue(s), inexpLevel(s))
	g.resultOdds(acc, s, u, p*pcd, -inexpLevel(s), row)
	mod := 0
	if s.Damage > 0 {
		mod = 1
	}
	for _, o := range g.harmOdds(s, g.T.Tables.OtherDangers["dems"], mod, 0) {
		q := p * (1 - pcd) * o.P
		switch o.Outcome {
		case "no effect", "spotted":
			g.resultOdds(acc, s, u, q, -inexpLevel(s), row)
		case "damaged":
			acc.add("armed: damaged by its return fire, shells on", q)
		default:
			acc.add("armed: "+o.Outcome+" by its return fire", q)
		}
	}
}

func (g *Game) turnGunChoice(f *Frame, b *CombatBoat, s *Sub) {
	self := Frame{Op: opCombatTurn, Sub: f.Sub}
	cands := g.gunTargets(b, s, "")
	opts := []engine.Option{{Key: "gun", Label: "Surface and use the deck gun", Rule: "27.1",
		Detail:   "Spotted; one random merchant in your column; DEMS check; no torpedo modifier",
		LabelMsg: msgM("atl.gun.opt"), DetailMsg: msgM("atl.gun.opt.d"),
		Odds: g.gunOdds(b, s, cands)}}
	if !b.NoTorpedoes {
		opts = append(opts, engine.Option{Key: "torpedo", Label: "Attack with torpedoes", Rule: "14.14", LabelMsg: msgM("atl.gun.torpedo")})
	}
	if f.Ans == nil {
		g.Ask(f, engine.Prompt{Kind: "gun", Sub: s.ID, Rule: "27.1",
			Text: fmt.Sprintf("%s: the merchants near you are unescorted: gun or torpedoes?", s.ID), Options: opts,
			Msg: msgM("atl.gun.q", aUnit("boat", s.ID))})
		return
	}
	if g.Key(f) == "gun" {
		b.Step = "counter"
		g.Push(Frame{Op: opCombatGun, Sub: s.ID}, self)
		return
	}
	b.Step = "tdc"
	g.Push(self)
}

// stepGun is one gun attack [27.1] (Frame.S: the lone target; otherwise a
// random qualifying merchant in the boat's column).
func stepGun(g *Game, f *Frame) {
	c := g.S.Combat
	b, s := c.Boat(f.Sub), g.Sub(f.Sub)
	if b == nil || b.Out || s.Status != StSea {
		return
	}
	cands := g.gunTargets(b, s, f.S)
	if len(cands) == 0 {
		return
	}
	id := cands[0]
	if f.S == "" && len(cands) > 1 {
		id = cands[g.Intn(len(cands))]
	}
	u := c.Unit(id)
	t := g.utype(id)
	g.Spot(s, "27.1", "surfaced for a gun attack")
	if !g.Skipped() {
		g.noteM("27.1", s.ID, msgM("atl.gun.closes", aUnit("boat", s.ID), aNested("u", g.unitMsg(u))), "%s surfaces and closes the %s", s.ID, g.unitLabel(u))
	}
	b.Gun, b.Fired = true, true
	if v := g.demsArmed(t); v >= 0 {
		r := g.Roll("DEMS: is it armed", "27.1", s.ID)
		dp, dt := msgM("atl.gun.dems"), msgM("atl.gun.dems.t", aInt("n", v))
		if r.Total <= v {
			if !r.Skip() {
				r.Say(rollMsg(dp, dt, msgM("atl.gun.dems.armed"))).Record(fmt.Sprintf("≤ %d armed", v), "armed: it opens fire")
			}
			if !g.crashDive(s) {
				var mods []dice.Mod
				if s.Damage > 0 {
					mods = append(mods, Mod(1, "damaged", "27.1"))
				}
				g.harmRoll(b, s, "merchant gunfire", "27.1", g.T.Tables.OtherDangers["dems"], false, mods...)
			}
			if s.Status != StSea || b.Out {
				return
			}
			if gk := g.Class(s).Gun; gk != "xi" && gk != "surcouf" {
				// Only torpedoes now [27.1.4].
				if c.Board == "single" {
					b.Done = removeStr(b.Done, id)
				} else if !b.NoTorpedoes {
					b.Step = "tdc"
				}
				if !g.Skipped() {
					g.noteM("27.1", s.ID, msgM("atl.gun.torpedoes-only", aUnit("boat", s.ID)), "%s must go on with torpedoes", s.ID)
				}
				return
			}
			if !g.Skipped() {
				g.noteM("27.1", s.ID, msgM("atl.gun.keeps", aUnit("boat", s.ID)), "%s keeps shelling from beyond the merchant's guns", s.ID)
			}
		} else {
			if !r.Skip() {
				r.Say(rollMsg(dp, dt, msgM("atl.gun.dems.unarmed"))).Record(fmt.Sprintf("≤ %d armed", v), "unarmed")
			}
		}
	}
	var mods []dice.Mod
	if l := inexpLevel(s); l > 0 {
		mods = append(mods, Mod(-l, "inexperienced crew", "27.1"))
	}
	g.shipResult(b, s, u, g.gunRow(s), mods, "27.1")
}

func removeStr(xs []string, v string) []string {
	out := xs[:0]
	for _, x := range xs {
		if x != v {
			out = append(out, x)
		}
	}
	return out
}
