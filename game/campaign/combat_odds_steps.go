package campaign

import (
	"slices"

	"periscope/game/data"
)

// The boat's steps of the counterattack odds (the counterMemo's dil, ev
// and ctr: diligent escorts [14.12], combat events [19.2] and the
// counterattack's outcomes [14.2]) hang on the boat, its round and the
// tables, not on the display. They are kept from one prompt to the next
// while everything they read is the same (issue 16: the re-attack's odds
// [14.4] and the shift prompt that follows each began from an empty memo,
// and the re-attack odds are half the odds the doctrine asks for).

// stepsKey is everything diligentHarm, eventHarm and counterFrom read,
// beside their own keys (dilKey, evKey, ctrKey) and the game's fixed
// parts (theatre tables, rules, options): the boat and its class; its
// damage, Spotted and RTB (the outcomes' names, the roll's modifiers
// [14.2C], labelFor); its Defense, ace, inexperience and crash dive
// [14.13]; a 965 mb storm over it [7.41] and whether it is a prototype
// [35.4] (harmStates' key); its torpedo value and the circular run's need
// at TDC 0 [19.2]; the round [14.2C], [14.41]; and the governing area's
// part of the Allied ASW (its red boxes and general ASW [14.2A]). The TDC
// draws of a circular run (the pool's values) are kept beside it
// (counterMemo.draws). Test: Test14_2_KeptStepsAreTheFreshOnes.
type stepsKey struct {
	id                  string
	cls                 *data.SubClass
	round               int
	dmg                 int
	spot, rtb           bool
	def, ace, inexp, cd int
	storm, proto        bool
	tv, need0           int
	gov                 string
	allied              int
}

// stepsKeyOf is the key of boat b's steps in the round, and the TDC
// draws of its circular run appended to draws.
func (g *Game) stepsKeyOf(b *CombatBoat, round int, draws []int) (stepsKey, []int) {
	s := g.Sub(b.ID)
	c := g.S.Combat
	cls := g.Class(s)
	k := stepsKey{id: b.ID, cls: cls, round: round, dmg: s.Damage, spot: s.Spotted, rtb: s.RTB,
		def: cls.Defense, ace: g.AceValue(s), inexp: inexpLevel(s), cd: g.crashDiveValue(s),
		storm: g.weatherAt(s.Area) == 965, proto: g.isPrototype(s),
		tv: g.TorpedoValue(s), need0: g.circularNeed(s, 0),
		gov: c.Gov, allied: RedCount(g.Row(c.Gov)) + g.generalASW(c.Gov)}
	for _, i := range g.S.TDCPool {
		draws = append(draws, g.S.TDCValue[i])
	}
	return k, draws
}

// keepSteps reports whether the memo's steps were made for what boat b
// in the round reads now; if not, the memo takes the new key (its steps
// to be emptied by the caller).
func (cm *counterMemo) keepSteps(g *Game, b *CombatBoat, round int) bool {
	k, draws := g.stepsKeyOf(b, round, cm.nextDraws[:0])
	cm.nextDraws = draws
	if cm.stepsSet && k == cm.steps && slices.Equal(draws, cm.draws) {
		return true
	}
	cm.steps, cm.stepsSet = k, true
	cm.draws, cm.nextDraws = draws, cm.draws
	return false
}
