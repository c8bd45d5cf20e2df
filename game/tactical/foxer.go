package tactical

import "fmt"

// The foxer [51] (switch "foxer", Options.Foxer). Escorts of a nation that
// has it in the battle's period (availability.foxer: Britain and the United
// States from F'43) tow a noise-maker. Reading: the computer keeps the X/O
// marks and every such escort tows from the start (the Escort player's
// on/off order is not yet offered); a foxer lost decoying a torpedo still
// decoys for the rest of that phase, and the ship tows none afterwards.
//   - Its own sonar suffers: +1 on the sonar die (×10 on a d66), authored:
//     the Foxer's rattle masked the asdic, as escort captains complained.
//   - An acoustic torpedo that reaches a towing ship rolls a d6 on the
//     rulebook's Foxer Table [51]: the first this turn decoyed on 2–6, later
//     ones on 4–6; the foxer-proof column (the rulebook's T3) is for a
//     torpedo marked so (none of ours: the T5 reads the first two columns).

// FoxerSonar is the sonar die modification for a ship towing a foxer.
const FoxerSonar = 1

// foxerTable is the Foxer Table [51] by d6 − 1: true when the foxer takes
// the torpedo, for the first acoustic torpedo this turn and later ones.
var foxerTable = [2][6]bool{
	{false, true, true, true, true, true},
	{false, false, false, true, true, true},
}

// TowsFoxer reports whether escort v tows a foxer now [51]: it has one
// and its mark is not on O.
func (g *Game) TowsFoxer(v *Vessel) bool { return g.HasFoxer(v) && !v.FoxerOff }

// HasFoxer reports whether escort v has a foxer to tow [51].
func (g *Game) HasFoxer(v *Vessel) bool {
	if v == nil || !g.B.Options.Foxer || v.Sub || v.Gone() || g.Role(v) != Escort || v.FoxerLost != 0 && v.FoxerLost < g.B.Turn {
		return false
	}
	from, err := ParsePeriod(g.Data.Availability[g.nationOf(v)].Foxer)
	return err == nil && g.Data.Availability[g.nationOf(v)].Foxer != "" && from <= g.B.Period
}

// foxerDecoys rolls the Foxer Table for acoustic torpedo t reaching ship v;
// it reports whether the foxer took it (the foxer is then lost at the end
// of the phase).
func (g *Game) foxerDecoys(t *Torpedo, v *Vessel) bool {
	if !g.TowsFoxer(v) {
		return false
	}
	if v.FoxerTurn != g.B.Turn {
		v.FoxerTurn, v.FoxerCount = g.B.Turn, 0
	}
	v.FoxerCount++
	col := min(v.FoxerCount, 2) - 1
	r := g.Dice.D6(fmt.Sprintf("torpedo %d: the foxer of %s?", t.N, v.ID), "51").For(msg("tac.roll.foxer", num("t", t.N), txt("ship", v.ID)))
	test := msg("tac.roll.foxer.test", num("n", col+1))
	if !foxerTable[col][r.Raw-1] {
		g.Dice.Record(r.Says(test, msg("tac.roll.foxer.ship")), fmt.Sprintf("acoustic torpedo %d this turn", col+1), "the ship")
		return false
	}
	g.Dice.Record(r.Says(test, msg("tac.roll.foxer.decoyed")), fmt.Sprintf("acoustic torpedo %d this turn", col+1), "the foxer")
	g.Say("51", msg("tac.log.foxer", num("t", t.N), txt("ship", v.ID)), "acoustic torpedo %d detonates on %s's foxer", t.N, v.ID)
	if v.FoxerLost == 0 {
		v.FoxerLost = g.B.Turn
	}
	return true
}
