package campaign

import (
	"strings"
	"testing"
)

// [SW 15.23] Dutch Harbor: an undamaged sub that arrives there still rolls
// on the Damage table, and a Repair 2 or 3 result is read as Repair 1; a
// superficial result sends it to Broom. At Pearl Harbor an undamaged sub
// makes no roll (spec §12.20).
func TestSW15_23_DutchHarborWeather(t *testing.T) {
	for _, c := range []struct {
		base string
		dice []int
		box  string
		roll bool
	}{
		{"dutch-harbor", []int{9}, BoxR1, true},     // Repair 3 → Repair 1
		{"dutch-harbor", []int{7}, BoxR1, true},     // Repair 2 → Repair 1
		{"dutch-harbor", []int{2}, BoxWorkUp, true}, // superficial → Broom
		{"pearl-harbor", []int{9}, BoxWorkUp, false},
	} {
		g := pacificGame(t, "campaign-1941", "1942-07", 2)
		s := firstInBaseToSea(t, g, "aleutians", Done, Transit)
		s.RTB = true
		g.LoadDice(c.dice...)
		g.ArriveAtBase(s, c.base)
		es := g.Flush()
		text := logText(es)
		if s.Status != StBase || s.Base != c.base || s.Box != c.box {
			t.Errorf("%s, die %v: %s %s %s, want %s\n%s", c.base, c.dice, s.Status, s.Base, s.Box, c.box, text)
		}
		rolled := false
		for _, e := range es {
			if e.Kind == "roll" && e.Rule == "18.3" {
				rolled = true
			}
		}
		if rolled != c.roll {
			t.Errorf("%s: Damage table rolled %v, want %v\n%s", c.base, rolled, c.roll, text)
		}
		if c.dice[0] >= 7 && c.roll && !strings.Contains(text, "is read as Repair 1") {
			t.Errorf("no [15.23] note:\n%s", text)
		}
		if err := g.CheckInvariants(); err != nil {
			t.Error(err)
		}
	}
}
