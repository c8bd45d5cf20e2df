package naval

import (
	"fmt"

	"periscope/game/dice"
	"periscope/game/engine"
)

// The invasions' land battle (21.51). The land combat of A World at War
// (chapter 15: its combat results table, units, CTL and exploitation) is
// not in the seed; when a scenario's parameter landBattle is set, Periscope
// fights the landing with the rules the naval chapters give and a small
// table of its own (assets/data/naval/DATA.md, "The invasions' land
// battle"):
//
//   - the port's garrison defends (PortSpec.Garrison, in land factors) with
//     +1 DM (21.511) unless half the invaders are marines, and the port's own
//     terrain or fortification DM (PortSpec.DM);
//   - an occupied target needs 2 DD per embarked factor (21.5131), an empty
//     one 1; an empty target is an automatic win (21.51);
//   - the landed factors attack, supported by the bombardment of the force's
//     ships that carry nothing (21.52: +1 per 3 NF, at most 3 × the landed
//     factors) and by its carriers' air (Periscope's reading of "air,
//     carrier NAS": +1 per 3 NAS, with the same cap, apart);
//   - round 1 needs odds of 1:1 or better (21.5122), or the invasion is not
//     made;
//   - each round is one roll of 2d6 on the Land Battle Table below, with the
//     odds and the DM as modifiers; at most three rounds (Periscope's limit:
//     a beachhead not won in three is a repulse, 22.82).

// LandOddsDRM is the land battle's odds modifier: below 1:1 −1, 1:1 0,
// 1.5:1 +1, 2:1 +2, 3:1 +3, 4:1 or more +4.
func LandOddsDRM(att, def int) int {
	switch {
	case def <= 0:
		return 4
	case 4*def <= att:
		return 4
	case 3*def <= att:
		return 3
	case 2*def <= att:
		return 2
	case 2*att >= 3*def:
		return 1
	case att >= def:
		return 0
	}
	return -1
}

// LandBattle reads Periscope's Land Battle Table: the attacker's and the
// defender's land factors lost for a modified 2d6. ≤4 the attack is
// thrown back (attacker −2); 5–6 attacker −1; 7–8 an exchange (−1 each);
// 9–10 defender −1; 11 or more defender −2.
func LandBattle(total int) (att, def int) {
	switch {
	case total <= 4:
		return 2, 0
	case total <= 6:
		return 1, 0
	case total <= 8:
		return 1, 1
	case total <= 10:
		return 0, 1
	}
	return 0, 2
}

// liftPer is the DD factors a land factor needs to an invasion target
// (21.5131): 2 when the target is occupied, else 1.
func (g *Game) liftPer(c *Convoy) int {
	if c.Invade && g.Sc.Params.LandBattle {
		if p := g.port(c.To); p != nil && p.Garrison > 0 {
			return 2
		}
	}
	return 1
}

// liftable is the cargo a force of dd destroyer factors carries on a
// route: all of it, or what its destroyers can lift when that is at least
// half (an invasion with under half its troops fails anyway, 21.51).
func (g *Game) liftable(c *Convoy, dd int) int {
	n := min(c.Cargo, dd/g.liftPer(c))
	if 2*n < c.Cargo || n == 0 {
		return 0
	}
	return n
}

// support is the land battle's naval and air support (21.52): +1 per 3
// NF of the force's ships that carry nothing and +1 per 3 NAS, each at most
// three times the landed factors.
func (g *Game) landSupport(fo *Force, landed int) (bombard, air int) {
	nf, nas := 0, 0
	for _, s := range g.ShipsOf(fo.ID) {
		if s.Class == SS || s.Class == TR || s.Cargo > 0 || s.Damaged {
			continue
		}
		nf += s.Size
		if s.Carrier() {
			nas += s.NAS
		}
	}
	return min(nf/3, 3*landed), min(nas/3, 3*landed)
}

// landBattle fights the landing at area (21.51): it reports whether the
// port falls, and the land factors left ashore.
func (g *Game) landBattle(fo *Force, area string, landed int) (bool, int) {
	p := g.port(area)
	name := g.Map.Area(area).Name
	if p.Garrison <= 0 {
		g.say("event", "21.51", fo.ID, msg("log.landempty", engine.Text("area", name)), "%s is undefended: the landing wins at once", name)
		return true, landed
	}
	dm := p.DM
	if !g.Sc.Params.Marines[fo.Side] {
		dm++ // 21.511: the defenders' +1 DM against an invasion
	}
	bombard, air := g.landSupport(fo, landed)
	att := landed
	for round := 1; round <= 3 && att > 0 && p.Garrison > 0; round++ {
		strength := att + bombard + air
		if round == 1 && strength < p.Garrison {
			g.say("event", "21.5122", fo.ID, msg("log.landodds", engine.Text("area", name), engine.Int("att", strength), engine.Int("def", p.Garrison)),
				"the invasion of %s is not made: %d factors against %d, under 1:1 in the first round", name, strength, p.Garrison)
			return false, 0
		}
		mods := []dice.Mod{engine.Mod(LandOddsDRM(strength, p.Garrison), "land battle odds", "21.51")}
		if dm != 0 {
			mods = append(mods, engine.Mod(-dm, "defence modifier", "21.511"))
		}
		r := g.Roll2D6("land battle", "21.51", fo.ID, mods...)
		la, ld := LandBattle(r.Total)
		la, ld = min(la, att), min(ld, p.Garrison)
		att -= la
		p.Garrison -= ld
		r.Say(rollMsg(purpose("landbattle"), msg("roll.landround", engine.Int("round", round), engine.Int("att", strength), engine.Int("def", p.Garrison+ld)),
			msg("res.landbattle", engine.Int("att", la), engine.Int("def", ld))))
		r.Record(fmt.Sprintf("round %d, %d against %d", round, strength, p.Garrison+ld), fmt.Sprintf("invaders lose %d, defenders %d", la, ld))
		bombard, air = min(bombard, 3*att), min(air, 3*att)
	}
	if p.Garrison > 0 || att <= 0 {
		g.say("event", "22.82", fo.ID, msg("log.repulsed", engine.Text("area", name), engine.Int("n", att)),
			"the invasion of %s is repulsed; %d factors re-embark", name, att)
		return false, att
	}
	return true, att
}
