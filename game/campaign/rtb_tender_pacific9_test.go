package campaign

import "testing"

// [SW 15.22], [15.1] An RTB sub in the OpArea linked to an advanced base
// sails into it: the base is 0 points from that area (its cost-0 route),
// and the move home counted only moves that came nearer by points, so boats
// in the Mid-Pacific bound for Midway waited there for the rest of the war
// (session 23: up to 120 boats a campaign by 1945).
func TestSW15_22_RTBIntoAdvancedBaseFromItsLinkedArea(t *testing.T) {
	for _, area := range []string{"mid-pacific", "hawaiian-islands"} {
		g := pacificGame(t, "campaign-1941", "1943-06", 2)
		drive(t, g, Frame{Op: opTenderPlace, Area: "midway", S: "fulton"})
		s := pearlSubOperating(t, g, area)
		s.RTB, s.Dest, s.Section, s.Side = true, "midway", Operating, Transit
		ps := g.homePaths(s, modeRTB, "midway")
		if len(ps) == 0 {
			t.Fatalf("%s: no move home to Midway from %s", s.ID, area)
		}
		for _, p := range ps {
			if p.end() != "midway" {
				t.Errorf("from %s: a move home ends in %s, not Midway (%v)", area, p.end(), p.nodes)
			}
		}
	}
	// A main base a move away is still reached the same way: Pearl Harbor
	// from the Hawaiian Islands.
	g := pacificGame(t, "campaign-1941", "1943-06", 2)
	s := pearlSubOperating(t, g, "hawaiian-islands")
	s.RTB, s.Dest = true, "pearl-harbor"
	if ps := g.homePaths(s, modeRTB, "pearl-harbor"); len(ps) == 0 || ps[0].end() != "pearl-harbor" {
		t.Fatalf("Hawaiian Islands → Pearl Harbor: %v", ps)
	}
}

// [SW 5.0] period 3 event 0, "SM End of the Aleutians": "Dutch Harbor
// closes, and damaged subs there stay until repaired". The base-off effect
// carries "keep-damaged": a boat in a repair box stays (it was scuttled as
// at a fallen base, 34 boats in one campaign), is repaired there, and then
// sails for Pearl Harbor; a boat in Work-up moves at once.
func TestSW5_0_EndOfAleutiansDamagedSubsStayUntilRepaired(t *testing.T) {
	g := pacificGame(t, "campaign-1941", "1943-11", 3)
	g.BaseState("dutch-harbor").Active = true
	var hurt, fine *Sub
	for i := range g.S.Subs {
		s := &g.S.Subs[i]
		if id := g.Class(s).ID; s.Status != StBase || id == "S1" || id == "S3" {
			continue // the S-boats go to training (TestSW5_0_EndOfAleutiansSBoatsToTraining)
		}
		switch {
		case hurt == nil:
			hurt = s
			s.Base, s.Box, s.Damage = "dutch-harbor", BoxR1, 1
		case fine == nil:
			fine = s
			s.Base, s.Box = "dutch-harbor", BoxWorkUp
		}
	}
	es := drive(t, g, g.occurEvent("end-of-aleutians", "5.0")...)
	text := logText(es)
	if g.BaseActive("dutch-harbor") {
		t.Fatalf("Dutch Harbor still in use\n%s", text)
	}
	if hurt.Status != StBase || hurt.Base != "dutch-harbor" || hurt.Box != BoxR1 {
		t.Fatalf("the damaged %s: %s at %s %s, want in Repair 1 at Dutch Harbor\n%s", hurt.ID, hurt.Status, hurt.Base, hurt.Box, text)
	}
	if fine.Base != "pearl-harbor" || fine.Box != BoxWorkUp {
		t.Fatalf("the undamaged %s: at %s %s, want Pearl Harbor Work-up", fine.ID, fine.Base, fine.Box)
	}
	// Repaired (Repair 1 → Work-up on ≤ the base's number): it sails for
	// Pearl Harbor.
	g.LoadDice(0)
	drive(t, g, Frame{Op: opPhaseRepair})
	if hurt.Base != "pearl-harbor" || hurt.Box != BoxWorkUp {
		t.Fatalf("repaired %s: at %s %s, want Pearl Harbor Work-up", hurt.ID, hurt.Base, hurt.Box)
	}
}
