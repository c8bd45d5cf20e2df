package tactical

import (
	"fmt"
	"math"

	"periscope/game/dice"
)

// The Advanced sonar [44–45] (switch "advanced-sonar",
// Options.AdvancedSonar): the Sweep and Homing Tables (tables.json
// sonar44, MISSING and authored). A sweep at speed 3 or less rolls a d66
// in its set's column for a range, searching the 120° ahead of the bow for
// boats at 25 ft or deeper, none deeper than 50 ft a hex of range to its
// farther hex (the beam passes over a deep boat close aboard). Homing is
// 360° at the set's best sweep range, held on a d66 at or under the value
// for the escort's speed (none above 3); it may follow a boat deeper.

// sonar44Range is sonarRange under [44–45].
func (g *Game) sonar44Range(e *Vessel, mode SonarMode, extra []dice.Mod) (int, error) {
	t := g.Data.Tables.Sonar44
	if mode == Sweep && e.Speed > len(t.Homing)-1 {
		return 0, orderErr(ErrIllegal, msg("tac.err.sonar44-speed", txt("ship", e.ID), num("n", e.Speed)), "%s moved %d hexes; a sweep needs speed 3 or less [44]", e.ID, e.Speed)
	}
	col := max(indexOf(t.Types, e.Sonar), 0)
	var mods []dice.Mod
	for _, m := range append(crewMod(e), extra...) {
		m.Value *= 10 // on the coloured die
		mods = append(mods, m)
	}
	r := g.Dice.D66(fmt.Sprintf("%s sonar %s", e.ID, mode), map[SonarMode]string{Sweep: "44", Homing: "45"}[mode], mods...).
		For(msg("tac.roll.sonar."+string(mode), txt("ship", e.ID)))
	if mode == Homing {
		best := t.Rows[0][col]
		need := 0
		if e.Speed < len(t.Homing) {
			need = t.Homing[e.Speed]
		}
		tm := msg("tac.roll.sonar44.homing", num("speed", e.Speed), num("need", need))
		if need > 0 && r.Total <= need {
			g.Dice.Record(r.Says(tm, msg("tac.roll.sonar.range", num("n", best))), fmt.Sprintf("speed %d: ≤ %d", e.Speed, need), fmt.Sprintf("0–%d hexes", best))
			return best, nil
		}
		g.Dice.Record(r.Says(tm, msg("tac.roll.sonar.none")), fmt.Sprintf("speed %d: ≤ %d", e.Speed, need), "no contact")
		return 0, nil
	}
	rng := t.Rows[min(max(r.Total/10, 1), 6)-1][col]
	g.Dice.Record(r.Says(msg("tac.roll.sonar44.sweep", txt("set", e.Sonar)), msg("tac.roll.sonar.range", num("n", rng))), "set "+e.Sonar, fmt.Sprintf("0–%d hexes", rng))
	return rng, nil
}

// Sweepable reports whether a sweep by e reaches boat v under [44]: at
// 25 ft or deeper, within the 120° ahead of e's bow, and no deeper than
// the contact depth for the range to its farther hex.
func (g *Game) Sweepable(e, v *Vessel) bool {
	t := g.Data.Tables.Sonar44
	shallowest := 25 // [44.4] (ambiguity 17)
	if g.B.Options.Sweep50 {
		shallowest = 50 // the other reading: [22.1]'s 50 ft
	}
	if v.Depth < shallowest {
		return false
	}
	far := max(Distance(e.Bow, v.Bow), Distance(e.Bow, v.Stern()))
	if v.Depth > t.FeetPerHex*far {
		return false
	}
	for _, h := range v.Hexes() {
		off := math.Abs(math.Mod(Bearing(e.Bow, h)-float64(e.Facing.Angle())+540, 360) - 180)
		if h != e.Bow && off <= t.Arc {
			return true
		}
	}
	return false
}

// SonarSpeedLimit is the fastest an escort may have moved to search: 4
// in the Basic game [22.5], 3 for an Advanced sweep [44].
func (g *Game) SonarSpeedLimit() int {
	if g.B.Options.AdvancedSonar {
		return len(g.Data.Tables.Sonar44.Homing) - 1
	}
	return MaxSonarSpeed
}
