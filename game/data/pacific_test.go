package data_test

import (
	"os"
	"testing"

	"periscope/game/data"
)

// The Pacific theatre (Silent War) loads and validates from
// assets/data/pacific: every reference resolves and every table covers its
// rolls under the Silent War ruleset.
func TestPacificLoads(t *testing.T) {
	th, err := data.Load(os.DirFS("../../assets/data"), "pacific")
	if err != nil {
		t.Fatal(err)
	}
	if th.Rules.System != data.SilentWar || !th.Ruleset().Needs("ultra") {
		t.Fatalf("ruleset %q", th.Rules.System)
	}
	if len(th.Boats) < 250 || len(th.Scenarios) < 6 {
		t.Errorf("%d boats, %d scenarios", len(th.Boats), len(th.Scenarios))
	}
}
