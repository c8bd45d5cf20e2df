package campaign

import "testing"

// [SW 12.1] The rules' example: a patrol move Coral Sea → Solomons, then on
// into the Guadalcanal SMZ, takes two checks: the move, governed by the
// Solomons, then the SMZ entry, checked on the Solomons' AAC at +2 [20.3]
// (and, a patrol move, without the transit side's −1 [19.1]).
func TestSW12_1_CoralSeaSolomonsGuadalcanal(t *testing.T) {
	g := pacificGame(t, "campaign-1941", "1942-10", 2)
	s := firstInBaseToSea(t, g, "coral-sea", Operating, Patrol)
	legs := g.splitLegs([]string{"coral-sea", "solomons", "guadalcanal"}, modePatrol)
	if len(legs) != 2 || legs[0].entry || !legs[1].entry {
		t.Fatalf("legs %+v: want the move, then the SMZ entry", legs)
	}
	for i, leg := range legs {
		gov := g.rules.GoverningCandidates(g, leg)
		if len(gov) != 1 || gov[0] != "solomons" {
			t.Errorf("check %d (%v): governed by %v, want the Solomons", i+1, leg.nodes, gov)
		}
		sum, n20 := 0, 0
		for _, m := range g.legDRMs(s, modePatrol, 0, leg, "solomons", false) {
			sum += m.Value
			if m.Rule == "20.3" {
				n20++
			}
		}
		want := 0
		if leg.entry {
			want = 2
		}
		if sum != want || n20 != want/2 {
			t.Errorf("check %d (%v): DRMs %+d (%d at [20.3]), want %+d", i+1, leg.nodes, sum, n20, want)
		}
	}
}
