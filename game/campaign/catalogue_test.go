package campaign

import (
	"slices"
	"testing"

	"periscope/game/data"
)

// [SW §12], [§13]: the Pacific lists Silent War's own switches, not the
// Atlantic's optional rules (no Type VIIBs, no Allied minefields, no
// weather), with Silent War's rule numbers (its remix is [3.14]); the
// Atlantic still lists every switch it had.
func TestSW12_PacificListsItsOwnSwitches(t *testing.T) {
	names := func(os []Option) []string {
		var out []string
		for _, o := range os {
			out = append(out, o.Name)
		}
		return out
	}
	pac := OptionsFor(data.SilentWar)
	for _, atlOnly := range []string{"prewar", "later-boats", "captured", "prototype", "very-early", "german-doctrine", "no-allied-minefields", "weather-per-target", "capitulation-pre-july", "coastal-in-encounters", "no-encounter-without-red", "advanced-base-exit-free"} {
		if slices.Contains(names(pac), atlOnly) {
			t.Errorf("the Pacific lists the Atlantic's %q", atlOnly)
		}
	}
	for _, o := range pac {
		if o.Name == "no-remix" && o.Rule != "3.14" {
			t.Errorf("the Pacific's remix switch cites [%s], want [3.14]", o.Rule)
		}
	}
	if len(pac) == 0 {
		t.Fatal("the Pacific lists no switch")
	}
	atl := OptionsFor(data.SteelWolves)
	for _, o := range Options {
		if o.Games == nil || slices.Contains(o.Games, data.SteelWolves) {
			if !slices.Contains(names(atl), o.Name) {
				t.Errorf("the Atlantic lost %q", o.Name)
			}
		}
	}
	for _, o := range atl {
		if o.Name == "no-remix" && o.Rule != "3.15" {
			t.Errorf("the Atlantic's remix switch cites [%s], want [3.15]", o.Rule)
		}
	}
}
