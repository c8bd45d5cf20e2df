package tactical

import (
	"fmt"

	"periscope/game/dice"
)

// The Advanced torpedo tables [37–39] (switch "d66-torpedoes",
// Options.D66Torpedoes). The Escort player reads the Detonation Table's
// two-digit value for the target's defence type and the attitude and the
// Sub player rolls a d66 at or under it to hit [37]; a hit rolls a d66 on
// the Dud Table [38] and then a d66 on the Torpedo Damage Table for hit
// points, 10 HP to a damage point [39]. A torpedo may detonate in its turn
// of fire, but a hit within its first 4 hexes is a dud [39]. All three
// tables are MISSING from the seed and authored (tables.json
// detonation66 and torpedoDamage66, torpedoes.json dud; rationale there
// and in DESIGN.md, ninth round).

// Arming66 is the arming distance of the Advanced tables [39].
const Arming66 = 4

// IsD66 reports whether v is a d66 result (11–66, both digits 1–6).
func IsD66(v int) bool { return v >= 11 && v <= 66 && v%10 >= 1 && v%10 <= 6 }

// HitNumber66 is the Advanced Detonation Table's value [37] for torpedo t
// against ship v on the given heading, and the attitude.
func (g *Game) HitNumber66(t Torpedo, v *Vessel, heading Heading12) (need, attitude int) {
	attitude = g.Attitude12(t.Heading12(), heading)
	return g.Data.Tables.Detonation66.Rows[g.targetDef(v)][attitude-1], attitude
}

// DudNumber is the Dud Table's value [38] for a torpedo type in the
// battle's period: the early value before its exploder was fixed; in a
// campaign fight, the campaign's track's (Battle.Dud).
func (g *Game) DudNumber(tt *TorpedoType) int {
	if n, ok := g.B.Dud[tt.ID]; ok {
		return n // a campaign fight's torpedo track
	}
	if tt.DudEarly != 0 {
		if fixed, err := ParsePeriod(tt.DudFixed); err == nil && g.B.Period < fixed {
			return tt.DudEarly
		}
	}
	return tt.Dud
}

// TorpedoHP reads the Torpedo Damage Table [39]: the hit points of a d66
// roll for a torpedo type (its damage factor's row, the magnetic or
// acoustic ratio applied, rounded to the nearest).
func (g *Game) TorpedoHP(tt *TorpedoType, d66 int) int {
	td := g.Data.Tables.TorpedoDamage66
	hp := g.DamageHP(tt.DF, d66)
	switch {
	case tt.Magnetic:
		hp = (hp*td.MagneticPct + 50) / 100
	case tt.Acoustic:
		hp = (hp*td.AcousticPct + 50) / 100
	}
	return hp
}

// ApplyHP adds hit points to a vessel [37–39]: every full 10 HP (with what
// it had short of a point) is a damage point, applied as ApplyDamage does.
// Advanced VP [20.1.3] are then per full 10 HP (spec §18 ambiguity 23).
func (g *Game) ApplyHP(v *Vessel, hp int, rule string) {
	if hp <= 0 || v.Sunk {
		return
	}
	total := v.HP + hp
	points := total / 10
	v.HP = total % 10
	g.Say(rule, msg("tac.log.hp", txt("ship", v.ID), num("hp", hp), num("points", points), num("left", v.HP)),
		"%s takes %d hit points: %d damage, %d HP toward the next", v.ID, hp, points, v.HP)
	g.ApplyDamage(v, points, rule)
}

// tryDetonation66 is TryDetonation under the Advanced tables: the hit d66
// [37] with its modifications on the coloured die, arming [39], the dud
// d66 [38] and the damage d66 [39]. The torpedo has been tried against v.
func (g *Game) tryDetonation66(t *Torpedo, v *Vessel, heading Heading12) {
	def := g.targetDef(v)
	need, att := g.HitNumber66(*t, v, heading)
	var mods []dice.Mod
	throat := g.downTheThroat(t, v, att)
	if t.Shallow && !throat {
		mods = append(mods, Mod(10*g.Data.Tables.Detonation.Shallow, "shallow", "13.12"))
	}
	if throat {
		mods = append(mods, Mod(-20, "down the throat", "35"))
	}
	if g.unaimedAt(t, v) {
		mods = append(mods, Mod(10*UnaimedMod, "un-aimed", "35"))
	}
	if v.DIW {
		mods = append(mods, Mod(g.Data.Tables.Detonation66.DIW, "dead in the water", "37"))
	}
	r := g.Dice.D66(fmt.Sprintf("torpedo %d hits %s?", t.N, v.ID), "37", mods...).For(msg("tac.roll.torpedo-hits", num("t", t.N), txt("ship", v.ID)))
	target := fmt.Sprintf("≤ %d (def %d, attitude %d)", need, def, att)
	tm := msg("tac.roll.torpedo-test", num("need", need), num("def", def), num("att", att))
	if need == 0 || r.Total > need {
		g.Dice.Record(r.Says(tm, msg("tac.roll.miss")), target, "miss")
		g.Say("37", msg("tac.log.misses", num("t", t.N), txt("ship", v.ID)), "torpedo %d misses %s", t.N, v.ID)
		return
	}
	arming := Arming66
	if n := g.B.Options.ArmingHexes; n > 0 {
		arming = n
	}
	if t.Run <= arming {
		g.Dice.Record(r.Says(tm, msg("tac.roll.dud-arming", num("n", arming))), target, fmt.Sprintf("hit: a dud within its first %d hexes", arming))
		g.Say("39", msg("tac.log.dud-arming", num("t", t.N), txt("ship", v.ID), num("n", t.Run)), "torpedo %d hits %s after %d hexes, not yet armed: a dud", t.N, v.ID, t.Run)
		t.Gone = true
		return
	}
	g.Dice.Record(r.Says(tm, msg("tac.roll.hit")), target, "hit")
	t.Gone = true
	tt := g.Data.Torpedoes[t.Type]
	if g.dud66(t, tt, v) {
		return
	}
	g.damage66(t, tt, v, "39")
}

// dud66 rolls the Dud Table [38] for torpedo t striking v and reports a
// dud (logged).
func (g *Game) dud66(t *Torpedo, tt *TorpedoType, v *Vessel) bool {
	n := g.DudNumber(tt)
	d := g.Dice.D66(fmt.Sprintf("torpedo %d dud?", t.N), "38").For(msg("tac.roll.dud66", num("t", t.N), txt("ship", v.ID)))
	test := msg("tac.roll.dud66.test", num("n", n), txt("type", tt.ID))
	if d.Total <= n {
		g.Dice.Record(d.Says(test, msg("tac.roll.dud66.yes")), fmt.Sprintf("≤ %d a dud (%s)", n, tt.ID), "dud")
		g.Say("38", msg("tac.log.dud66", num("t", t.N), txt("ship", v.ID)), "torpedo %d strikes %s: a dud", t.N, v.ID)
		return true
	}
	g.Dice.Record(d.Says(test, msg("tac.roll.dud66.no")), fmt.Sprintf("≤ %d a dud (%s)", n, tt.ID), "detonates")
	return false
}

// damage66 rolls the Torpedo Damage Table [39] and applies the hit points.
func (g *Game) damage66(t *Torpedo, tt *TorpedoType, v *Vessel, rule string) {
	dr := g.Dice.D66(fmt.Sprintf("torpedo %d damage to %s", t.N, v.ID), "39").For(msg("tac.roll.torpedo-damage", num("t", t.N), txt("ship", v.ID)))
	hp := g.TorpedoHP(tt, dr.Raw)
	g.Dice.Record(dr.Says(dfMsg(tt.DF), msg("tac.roll.hp", num("hp", hp))), fmt.Sprintf("Torpedo Damage Table, DF %d", tt.DF), fmt.Sprintf("%d HP", hp))
	g.ApplyHP(v, hp, rule)
}

// DamageHP reads the Advanced damage table [39, 43, 48] (the one shape the
// torpedo, ASW and gunnery tables share, authored): the hit points of a
// d66 at damage factor df (below the table's first factor nothing; above
// its last, the last).
func (g *Game) DamageHP(df, d66 int) int {
	td := g.Data.Tables.TorpedoDamage66
	if df < td.DFFrom {
		return 0
	}
	row := min(df-td.DFFrom, len(td.Rows)-1)
	band := min(max((d66/10-1)*2+(d66%10-1)/3, 0), 11)
	return td.Rows[row][band]
}
