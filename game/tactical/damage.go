package tactical

import "periscope/game/engine"

// ApplyDamage adds damage points to a vessel and applies what follows:
// sunk at capacity [13.6, 19.3]; a surface ship at half or more is dead in
// the water [13.7, 19.1] (unless it is the collision exception [10.2], which
// the caller handles); a submarine at its surface mark is forced up [19.2].
func (g *Game) ApplyDamage(v *Vessel, points int, rule string) {
	if points <= 0 || v.Sunk {
		return
	}
	if v.Cargo != nil && v.Cargo.DoubleDamage { // [60] explosives, aviation fuel
		points *= 2
	}
	v.Damage += points
	capacity := g.Capacity(v)
	switch {
	case v.Damage >= capacity:
		v.Sunk = true
		g.Say(rule, msg("tac.log.sunk", txt("ship", v.ID), num("n", v.Damage), num("capacity", capacity)), "%s sunk (%d damage, capacity %d)", v.ID, v.Damage, capacity)
	case v.Sub && v.Damage >= g.SubClass(v).SurfaceAt:
		g.Say("19.2", msg("tac.log.sub-damaged", txt("boat", v.ID), num("n", v.Damage)), "%s damaged (%d): must rise 25 ft a turn and stay surfaced", v.ID, v.Damage)
	case !v.Sub && 2*v.Damage >= capacity && !v.DIW && !(g.B.Options.CapitalNoDIW && g.Role(v) == Capital): // ambiguity 27
		v.DIW = true
		g.Say("19.1", msg("tac.log.diw", txt("ship", v.ID), num("n", v.Damage), num("capacity", capacity)), "%s dead in the water (%d of %d)", v.ID, v.Damage, capacity)
	default:
		g.Say(rule, msg("tac.log.damage", txt("ship", v.ID), num("points", points), num("n", v.Damage), num("capacity", capacity)),
			"%s takes %d damage (%d of %d)", v.ID, points, v.Damage, capacity)
	}
}

// ForcedUp is a submarine whose damage has reached its surface mark [19.2].
func (g *Game) ForcedUp(v *Vessel) bool {
	return v.Sub && !v.Gone() && v.Damage >= g.SubClass(v).SurfaceAt
}

// Score is each side's victory points [20.1].
type Score struct {
	Sub    int `json:"sub"`
	Escort int `json:"escort"`
}

// Score totals the victory points [20.1]: a vessel sunk gives the opponent
// its VP [20.1.1]; a ship dead in the water half, rounded up [20.1.2] (a
// submarine merely out of power is not DIW); a damaged vessel still able to
// move 1 VP per damage point for merchantmen and escorts, 2 for submarines
// and capital ships [20.1.3]; every torpedo fired 1 VP to the Escort player
// [20.1.4].
func (g *Game) Score() Score {
	var s Score
	for i := range g.B.Vessels {
		v := &g.B.Vessels[i]
		if v.Side == SubSide {
			s.Escort += g.vesselPoints(v)
		} else {
			s.Sub += g.vesselPoints(v)
		}
	}
	s.Escort += g.B.TorpedoesFired
	return s
}

// vesselPoints is what a vessel scores for the other side [20.1.1]–[20.1.3].
func (g *Game) vesselPoints(v *Vessel) int {
	vp := g.VP(v)
	switch {
	case v.Sunk:
		return vp
	case v.DIW:
		return (vp + 1) / 2
	case g.vpDamage(v) > 0 && (v.Sub || g.Role(v) == Capital):
		return 2 * g.vpDamage(v)
	}
	return g.vpDamage(v)
}

// SecretDamagePoints is what the boats still afloat score for their
// damage: the Escort player does not know it while the battle goes on
// [16.5], so the score he is shown leaves it out (Match.ScoreSeenBy).
func (g *Game) SecretDamagePoints() int {
	n := 0
	for i := range g.B.Vessels {
		if v := &g.B.Vessels[i]; v.Sub && !v.Sunk {
			n += g.vesselPoints(v)
		}
	}
	return n
}

// vpDamage is the damage a mobile vessel scores by [20.1.3]: its damage
// points, each a full 10 HP in the Advanced game (ambiguity 23); under
// partial-hp-vp the hit points short of a point count as one more.
func (g *Game) vpDamage(v *Vessel) int {
	if g.B.Options.PartialHPVP && v.HP > 0 {
		return v.Damage + 1
	}
	return v.Damage
}

// CampaignBalance is the ONS 5 campaign's scenario score [20.1 campaign]:
// each side totals the VP of every ship it had in play; the side with the
// smaller total scores the difference. It returns the side that scores and
// the points (none on equal totals).
func CampaignBalance(subInPlay, escortInPlay int) (Side, int) {
	switch {
	case subInPlay > escortInPlay:
		return EscortSide, subInPlay - escortInPlay
	case escortInPlay > subInPlay:
		return SubSide, escortInPlay - subInPlay
	}
	return "", 0
}

// ScoreSeenBy is the score as seat knows it: the Escort player does not
// know the damage of a boat still afloat [16.5], so while the battle goes
// on his side's total leaves out what it scores; the Sub player, and both
// once the battle is over, see the whole score [20.1].
func (m *Match) ScoreSeenBy(seat engine.Seat) Score {
	s := m.S.Score
	if seat == SeatEscort && !m.S.Over {
		s.Escort -= m.G.SecretDamagePoints()
	}
	return s
}
