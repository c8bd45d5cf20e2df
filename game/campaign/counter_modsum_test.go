package campaign

import (
	"testing"

	"periscope/game/dice"
)

// Test14_2C_CounterModSumIsTheModifiersSum: the counterattack's odds read
// the modifiers' sum (counterModSum) where the roll takes the list
// (counterMods) [14.2C], [23.0]: the two must agree for every boat state
// and round, or the odds shown would not be the roll's.
func Test14_2C_CounterModSumIsTheModifiersSum(t *testing.T) {
	for dmg := 0; dmg <= 2; dmg++ {
		for _, spotted := range []bool{false, true} {
			for round := 1; round <= 3; round++ {
				s := &Sub{Damage: dmg, Spotted: spotted}
				if got, want := counterModSum(s, round), dice.Sum(counterMods(s, round)); got != want {
					t.Errorf("damage %d, spotted %v, round %d: counterModSum %d, counterMods sum %d", dmg, spotted, round, got, want)
				}
			}
		}
	}
}
