package tactical

import (
	"testing"

	"periscope/game/engine"
)

// [20.4] Placements as prompts (switch place-boats): S1's U.47, placed
// near a rolled compass, is the Sub player's to place before the first
// turn. The answers are its zone's free hexes (every one at least 12 from
// the convoy's bow and 7 from the enemy, as PlacementPoses allows) and
// "keep"; a hex chosen puts the boat there; keep leaves the game as
// without the switch; without the switch there is no such prompt.
func Test20_4_PlacementIsThePlayersPrompt(t *testing.T) {
	sys := testSystem(t)
	sess, err := engine.NewSession(sys, rec("S1", 5, "place-boats"))
	if err != nil {
		t.Fatal(err)
	}
	m := sess.Game().(*Match)
	p := m.Prompt()
	if p == nil || p.Kind != "tac.place" || p.Seat != SeatSub || p.Sub != "U.47" || len(p.Options) < 3 {
		t.Fatalf("first prompt %+v", p)
	}
	if len(m.S.Placing) != 1 || len(m.S.Placing[0].Poses) == 0 {
		t.Fatalf("placing %+v", m.S.Placing)
	}
	allowed := map[Hex]bool{}
	for _, q := range m.S.Placing[0].Poses {
		allowed[q.Bow] = true
	}
	last := p.Options[len(p.Options)-1]
	h, err := ParseHex(last.Ref[len("hex:"):])
	if err != nil || !allowed[h] {
		t.Fatalf("option %+v outside the zone", last)
	}
	if _, err := sess.Apply(engine.Pick(len(p.Options) - 1)); err != nil {
		t.Fatal(err)
	}
	if v := m.G.Vessel("U.47"); v.Bow != h {
		t.Errorf("U.47 at %s, chose %s", v.Bow, h)
	}
	if err := m.G.Invariants(); err != nil {
		t.Fatal(err)
	}
	if p := m.Prompt(); p == nil || p.Kind == "tac.place" || len(m.S.Placing) != 0 {
		t.Errorf("after placing: %+v", p)
	}
	// Keep: the same battle as without the switch.
	kept, _ := engine.NewSession(sys, rec("S1", 5, "place-boats"))
	km := kept.Game().(*Match)
	if _, err := kept.Apply(engine.Pick(0)); err != nil {
		t.Fatal(err)
	}
	plain, _ := engine.NewSession(sys, rec("S1", 5))
	pm := plain.Game().(*Match)
	if km.G.Vessel("U.47").Bow != pm.G.Vessel("U.47").Bow || pm.Prompt().Kind == "tac.place" {
		t.Error("keep differs from the computer's placement, or the prompt comes without the switch")
	}
}
