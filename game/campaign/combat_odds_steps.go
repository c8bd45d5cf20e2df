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
// parts (theatre tables, rules, options): the boat's class (not the boat:
// what they read of it is here, so boats alike share their steps); its
// damage, Spotted and RTB (the outcomes' names, the roll's modifiers
// [14.2C], labelFor); its Defense, ace, inexperience and crash dive
// [14.13]; a 965 mb storm over it [7.41] and whether it is a prototype
// [35.4] (harmStates' key); the round [14.2C], [14.41]; and the governing
// area's part of the Allied ASW (its red boxes and general ASW [14.2A]).
// A circular run [19.2] reads more, its torpedo value, its need at TDC 0
// and the TDC draws (the pool's values): they are kept apart (evExtra,
// counterMemo.draws), for they change when the others do not (every TDC
// −1 for a re-attack [14.4]), and only the events' steps are made again
// then. Test: Test14_2_KeptStepsAreTheFreshOnes.
type stepsKey struct {
	cls                 *data.SubClass
	round               int
	dmg                 int
	spot, rtb           bool
	def, ace, inexp, cd int
	storm, proto        bool
	gov                 string
	allied              int
}

// evExtra is what a combat event's steps read beside stepsKey: the
// torpedo value and the circular run's need at TDC 0 [19.2].
type evExtra struct{ tv, need0 int }

// stepsKeyOf is the key of boat b's steps in the round, what its events
// read beside, and the TDC draws of its circular run appended to draws.
func (g *Game) stepsKeyOf(b *CombatBoat, round int, draws []int) (stepsKey, evExtra, []int) {
	s := g.Sub(b.ID)
	c := g.S.Combat
	cls := g.Class(s)
	k := stepsKey{cls: cls, round: round, dmg: s.Damage, spot: s.Spotted, rtb: s.RTB,
		def: cls.Defense, ace: g.AceValue(s), inexp: inexpLevel(s), cd: g.crashDiveValue(s),
		storm: g.weatherAt(s.Area) == 965, proto: g.isPrototype(s),
		gov: c.Gov, allied: RedCount(g.Row(c.Gov)) + g.generalASW(c.Gov)}
	x := evExtra{tv: g.TorpedoValue(s), need0: g.circularNeed(s, 0)}
	for _, i := range g.S.TDCPool {
		draws = append(draws, g.S.TDCValue[i])
	}
	return k, x, draws
}

// keepSteps empties what of the memo's steps was made for another
// situation than boat b's in the round now: all of them (and the values)
// for another key, the events' alone for other TDC draws or torpedo value
// (then the values too: a new prompt's).
func (cm *counterMemo) keepSteps(g *Game, b *CombatBoat, round int) {
	k, x, draws := g.stepsKeyOf(b, round, cm.nextDraws[:0])
	cm.nextDraws = draws
	switch {
	case !cm.stepsSet || k != cm.steps:
		cm.reset()
	case x != cm.evx || !slices.Equal(draws, cm.draws):
		cm.resetValues()
		clear(cm.ev)
	default:
		cm.resetValues()
	}
	cm.steps, cm.evx, cm.stepsSet = k, x, true
	cm.draws, cm.nextDraws = draws, cm.draws
}
