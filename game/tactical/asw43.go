package tactical

import "periscope/game/engine"

// The Advanced ASW resolution [42–43] (switch "advanced-asw",
// Options.AdvancedASW):
//   - the Hedgehog's speed column: the firing ship's plotted speed moves the
//     damage die (tables.json hedgehogSpeed, MISSING and authored; ×10 on a
//     d66 under d66-damage);
//   - one set of dice for all the boats in a hex: a counter (a Squid group
//     by its hex) rolls once, and every other boat it reaches reads the same
//     dice, as two boats under one pattern share its luck.
// The named depth charge setting is the Basic game's [16.3.1] already (each
// DC counter carries its depth); the Advanced DC damage by depth gap is the
// d66-damage switch's hit points on the Basic DF.

// hedgehogSpeedMods is the speed column's modification for Hedgehog
// counter k (on the d66 scale), none without the switch.
func (g *Game) hedgehogSpeedMods(k ASWCounter) []diceMod {
	if !g.B.Options.AdvancedASW {
		return nil
	}
	o := g.Vessel(k.Owner)
	if o == nil {
		return nil
	}
	t := g.Data.Tables.HedgehogSpeed.Mods
	if m := t[min(max(o.Speed, 0), len(t)-1)]; m != 0 {
		return []diceMod{Mod(10*m, "Hedgehog fired at speed", "43")}
	}
	return nil
}

// rollASWDamageOnce is rollASWDamage with one set of dice for all the boats
// in a hex under the switch [43]: the first boat the counter (key) reaches
// rolls; the others read the same dice, and the log says so.
func (g *Game) rollASWDamageOnce(v *Vessel, df int, what string, whatMsg *engine.Msg, rule, key string, mods ...diceMod) {
	if !g.B.Options.AdvancedASW || g.sameDice == nil {
		g.rollASWDamage(v, df, what, whatMsg, rule, mods...)
		return
	}
	raw, ok := g.sameDice[key]
	if !ok {
		g.sameDice[key] = g.rollASWDamage(v, df, what, whatMsg, rule, mods...)
		return
	}
	total := raw
	for _, m := range mods {
		total += m.Value
	}
	if g.B.Options.D66Damage {
		hp := g.DamageHP(df, min(max(total, 11), 66)) * max(g.aswTimes, 1)
		g.Say("43", msg("tac.log.same-dice", txt("boat", v.ID), num("roll", raw), dfMsgArg(df)), "%s: the same dice, %d, DF %d: %d HP", v.ID, raw, df, hp)
		g.ApplyHP(v, hp, "43")
		return
	}
	total = raw
	for _, m := range mods {
		total += m.Value / 10
	}
	dmg := Damage(df, min(max(total, 1), 6)) * max(g.aswTimes, 1)
	g.Say("43", msg("tac.log.same-dice", txt("boat", v.ID), num("roll", raw), dfMsgArg(df)), "%s: the same dice, %d, DF %d: %d damage", v.ID, raw, df, dmg)
	g.ApplyDamage(v, dmg, rule)
}

func dfMsgArg(df int) engine.Arg { return num("df", df) }
