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

// landSupport is the land battle's naval and air support (21.52): +1 per 3
// NF of the force's ships that carry nothing and +1 per 3 NAS, each at most
// three times the landed factors; barred NF (two for each fleet factor
// lost in the battle, 21.52) no longer bombard.
func (g *Game) landSupport(fo *Force, landed, barred int) (bombard, air int) {
	nf, nas := 0, 0
	for _, s := range g.bombarders(fo) {
		nf += s.Size
	}
	for _, s := range g.ShipsOf(fo.ID) {
		if s.Carrier() && !s.Damaged && !s.Sunk {
			nas += s.NAS
		}
	}
	return BombardFactors(nf-barred, landed), min(nas/3, 3*landed)
}

// bombarders are the force's ships that bombard in support of a landing
// (21.52): undamaged surface ships carrying nothing, not the carriers
// (their air supports apart).
func (g *Game) bombarders(fo *Force) []*Ship {
	var out []*Ship
	for _, s := range g.ShipsOf(fo.ID) {
		if s.Class == SS || s.Class == TR || s.Carrier() || s.Cargo > 0 || s.Damaged || s.Sunk {
			continue
		}
		out = append(out, s)
	}
	return out
}

// contested reports whether a landing at area will be fought on land
// (21.51, with the landBattle parameter): the landing is not blocked, at
// least half the troops are ashore, and the port is held.
func (g *Game) contested(fo *Force, area string, landed, need int) bool {
	p := g.port(area)
	if !g.Sc.Params.LandBattle || p == nil || p.Garrison <= 0 || 2*landed < need || g.blockers(fo.Side, area) >= 10 {
		return false
	}
	return true
}

// blockers are the undamaged enemy naval factors in the port (21.5123).
func (g *Game) blockers(side int, area string) int {
	enemy := 0
	for i := range g.S.Forces {
		e := &g.S.Forces[i]
		if e.Side != side && !e.AtSea && e.Port == area {
			for _, s := range g.ShipsOf(e.ID) {
				if s.Class != SS && s.Class != TR {
					enemy += s.UndamagedNF()
				}
			}
		}
	}
	return enemy
}

// shipLosses puts n of a landing's losses on its bombarding ships (21.52,
// 21.51: the owner may): a destroyer factor eliminated for each, then a
// battleship damaged for each (at most one loss a ship), then cruisers,
// two losses sinking a 2-factor cruiser (Periscope's reading of "CA: 1
// per 2 losses, sinks only": cruisers come in even values). It reports
// the losses taken and the fleet factors lost.
func (g *Game) shipLosses(fo *Force, n int, by int) (taken, lost int) {
	ships := g.bombarders(fo)
	before := nfOf(ships)
	for _, s := range ships {
		for s.Class == DD && !s.Sunk && taken < n {
			s.Size--
			taken++
			lost++
			if s.Size == 0 {
				s.Sunk = true
			}
		}
	}
	for _, s := range ships {
		if s.Heavy() && !s.Damaged && taken < n {
			s.Damaged = true
			taken++
		}
	}
	for _, s := range ships {
		for s.Class == CA && !s.Sunk && n-taken >= 2 && s.Size-2*s.DmgCA >= 2 {
			s.Size -= 2
			taken += 2
			lost += 2
			if s.Size <= 0 {
				s.Sunk = true
			}
		}
	}
	g.tally(ships, before, by, "21.52")
	return taken, lost
}

// BombardLossCap is how many of a landing's loss factors the invader may
// put on its bombarding ships (21.5283): all of them, up to the
// bombardment's own combat factors in the attack. The example: 2 × 3-2
// invading with 36 bombarding NF (6 + 12 = 18) against 6, 3:1; on an
// exchange of 6 the attacker loses both 3-2s, one 3-2 and 3 NF, or 6 NF
// (6 ≤ 12). A reading by proportion (6 × 12/18 = 4) would forbid the
// last, so the cap is the factors, not the share.
func BombardLossCap(loss, bombard int) int { return max(0, min(loss, bombard)) }

// BombardFactors is the combat factors a bombardment adds to a landing
// (21.52): one per 3 NF, at most three times the invading factors.
func BombardFactors(nf, landed int) int { return min(max(nf, 0)/3, 3*landed) }

// landBattle fights the landing at area (21.51): it reports whether the
// port falls, and the land factors left ashore. With shipsFirst the
// invader puts each round's losses on its bombarding ships first, up to
// the bombardment's combat factors (21.5283); otherwise on the troops.
func (g *Game) landBattle(fo *Force, area string, landed int, shipsFirst bool) (bool, int) {
	p := g.port(area)
	name := g.Map.Area(area).Name
	if p.Garrison <= 0 {
		g.say("event", "21.51", fo.ID, msg("log.landempty", g.areaArg("area", area)), "%s is undefended: the landing wins at once", name)
		return true, landed
	}
	dm := p.DM
	if !g.Sc.Params.Marines[fo.Side] {
		dm++ // 21.511: the defenders' +1 DM against an invasion
	}
	barred := 0
	bombard, air := g.landSupport(fo, landed, barred)
	att := landed
	for round := 1; round <= 3 && att > 0 && p.Garrison > 0; round++ {
		strength := att + bombard + air
		if round == 1 && strength < p.Garrison {
			g.say("event", "21.5122", fo.ID, msg("log.landodds", g.areaArg("area", area), engine.Int("att", strength), engine.Int("def", p.Garrison)),
				"the invasion of %s is not made: %d factors against %d, under 1:1 in the first round", name, strength, p.Garrison)
			return false, 0
		}
		mods := []dice.Mod{engine.Mod(LandOddsDRM(strength, p.Garrison), "land battle odds", "21.51")}
		if dm != 0 {
			mods = append(mods, engine.Mod(-dm, "defence modifier", "21.511"))
		}
		r := g.Roll2D6("land battle", "21.51", fo.ID, mods...)
		la, ld := LandBattle(r.Total)
		ld = min(ld, p.Garrison)
		ships := 0
		if shipsFirst && bombard > 0 {
			ships = BombardLossCap(la, bombard)
		}
		r.Say(rollMsg(purpose("landbattle"), msg("roll.landround", engine.Int("round", round), engine.Int("att", strength), engine.Int("def", p.Garrison)),
			msg("res.landbattle", engine.Int("att", la), engine.Int("def", ld))))
		r.Record(fmt.Sprintf("round %d, %d against %d", round, strength, p.Garrison), fmt.Sprintf("invaders lose %d, defenders %d", la, ld))
		if ships > 0 {
			taken, lost := g.shipLosses(fo, ships, 1-fo.Side)
			if taken > 0 {
				barred += 2 * taken // 21.52: each fleet factor lost bars two more
				g.say("event", "21.52", fo.ID, msg("log.bombardloss", g.forceArg("force", fo), engine.Int("n", taken), engine.Int("nf", lost)),
					"%s's bombarding ships take %d of the landing's losses (%d naval factors lost)", fo.Name, taken, lost)
			}
			la -= taken
		}
		att -= min(la, att)
		p.Garrison -= ld
		bombard, air = g.landSupport(fo, att, barred)
	}
	if p.Garrison > 0 || att <= 0 {
		g.say("event", "22.82", fo.ID, msg("log.repulsed", g.areaArg("area", area), engine.Int("n", att)),
			"the invasion of %s is repulsed; %d factors re-embark", name, att)
		return false, att
	}
	return true, att
}

// counterattacks are the land game's side of the beachheads made this turn
// (21.51, PortSpec.Reserve): at the end of the turn of the landing the
// former holder's reserve attacks the beachhead once, on the Land Battle
// Table, at most three rounds, if it has odds of 1:1 or better (as the
// invasion's first round, 21.5122). The beachhead's garrison defends with
// the port's own DM (the beach's +1 of 21.511 was the invader's
// obstacle, not the defender's); its units suffer no attrition (21.51). A
// garrison wiped out gives the port back to the former holder, whose
// surviving reserve holds it; the invader loses the VP it scored for the
// port. The reserve is committed either way.
func (g *Game) counterattacks() {
	for i := range g.S.Ports {
		p := &g.S.Ports[i]
		if p.Beachhead != g.S.Turn || p.Reserve <= 0 || p.Garrison <= 0 {
			continue
		}
		g.counterattack(p)
	}
}

func (g *Game) counterattack(p *PortSpec) {
	inv, holder := p.Side, 1-p.Side
	name := g.Map.Area(p.Area).Name
	res := p.Reserve
	p.Reserve = 0
	if res < p.Garrison {
		g.say("event", "21.51", "", msg("log.nocounter", g.seatArg("side", holder), g.areaArg("area", p.Area), engine.Int("att", res), engine.Int("def", p.Garrison)),
			"%s does not counterattack the beachhead at %s: %d factors against %d", g.Sc.Seats[holder], name, res, p.Garrison)
		return
	}
	for round := 1; round <= 3 && res > 0 && p.Garrison > 0; round++ {
		var mods []dice.Mod
		mods = append(mods, engine.Mod(LandOddsDRM(res, p.Garrison), "land battle odds", "21.51"))
		if p.DM != 0 {
			mods = append(mods, engine.Mod(-p.DM, "defence modifier", "21.511"))
		}
		r := g.Roll2D6("counterattack", "21.51", "", mods...)
		la, ld := LandBattle(r.Total)
		la, ld = min(la, res), min(ld, p.Garrison)
		r.Say(rollMsg(purpose("counterattack"), msg("roll.counterround", engine.Int("round", round), engine.Int("att", res), engine.Int("def", p.Garrison)),
			msg("res.counterattack", engine.Int("att", la), engine.Int("def", ld))))
		r.Record(fmt.Sprintf("round %d, %d against %d", round, res, p.Garrison), fmt.Sprintf("attackers lose %d, beachhead %d", la, ld))
		res -= la
		p.Garrison -= ld
	}
	if p.Garrison > 0 {
		g.say("event", "21.51", "", msg("log.beachheadholds", g.areaArg("area", p.Area), engine.Int("n", p.Garrison)),
			"the beachhead at %s holds (%d factors)", name, p.Garrison)
		return
	}
	p.Side, p.Garrison, p.Beachhead = holder, res, 0
	g.displace(p.Area, holder)
	g.S.VP[inv] -= p.TakenVP
	g.say("event", "21.51", "", msg("log.retaken", g.seatArg("side", holder), g.portArg("port", p.Area), engine.Int("vp", p.TakenVP), g.seatArg("from", inv)),
		"%s retakes %s: %d VP lost by %s", g.Sc.Seats[holder], g.Map.Area(p.Area).Port, p.TakenVP, g.Sc.Seats[inv])
	p.TakenVP = 0
}
