package campaign

import "testing"

// [SW 8.0C] (spec §11 "Withdrawal", Steel Wolves' [19.13]): a Silent War
// boat withdrawn for overhaul while at sea, damaged and Spotted, leaves
// the map at once for the West Coast box with its markers removed; it
// makes no move home.
func TestSW19_13_WithdrawalToWestCoastAtOnce(t *testing.T) {
	g := pacificGame(t, "campaign-1941", "1942-06", 2)
	s := firstInBaseToSea(t, g, "luzon-strait", Operating, Patrol)
	s.Damage, s.Spotted = 1, true
	g.withdraw(s, "refit", "8.0")
	text := logText(g.Flush())
	if s.Status != StRefit || s.Base != "west-coast" || s.Area != "" || s.Damage != 0 || s.Spotted || s.Withdraw != "" {
		t.Fatalf("withdrawn at sea: status %s base %s area %q damage %d spotted %v withdraw %q\n%s", s.Status, s.Base, s.Area, s.Damage, s.Spotted, s.Withdraw, text)
	}
	if len(g.S.Stack) != 0 {
		t.Fatalf("a move home is pending: %v", g.S.Stack)
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
	// Training duty at sea: out at once too (P4 event 6: "at sea or in a base").
	u := firstInBaseToSea(t, g, "luzon-strait", Operating, Patrol)
	g.withdraw(u, "training", "5.0")
	g.Flush()
	if u.Status != StTraining || len(g.S.Stack) != 0 {
		t.Fatalf("training duty at sea: %s, stack %v", u.Status, g.S.Stack)
	}
}
