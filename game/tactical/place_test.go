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

// [20.3] The escorts' placements as prompts (switch place-escorts): in S12
// each of the four escorts on a station is the Escort player's to place
// before the boats, anywhere outside the convoy's box (up to stationReach
// hexes out); in S3 an escort placed near a compass takes a hex of its
// 12-hex zone. A hex chosen puts the ship there facing 6; the boats placed
// after stay 7 hexes from it [20.4]; keeping every placement plays as
// without the switch.
func Test20_3_EscortPlacementIsThePlayersPrompt(t *testing.T) {
	sys := testSystem(t)
	sess, err := engine.NewSession(sys, rec("S12", 5, "place-escorts", "place-boats"))
	if err != nil {
		t.Fatal(err)
	}
	m := sess.Game().(*Match)
	box := func() (l, r, f, b int) {
		l, r, f, b = 1<<30, -1, 1<<30, -1
		for i := range m.G.B.Vessels {
			if v := &m.G.B.Vessels[i]; m.G.Role(v) == Merchant {
				for _, h := range v.Hexes() {
					l, r, f, b = min(l, h.Col), max(r, h.Col), min(f, h.Row), max(b, h.Row)
				}
			}
		}
		return
	}
	l, r, f, b := box()
	for _, want := range []string{"Dahlia", "Gladiolus", "Lark", "Wren"} {
		p := m.Prompt()
		if p == nil || p.Kind != "tac.place" || p.Seat != SeatEscort || p.Sub != want || p.Rule != "20.3" || len(p.Options) < 100 {
			t.Fatalf("prompt %+v, want %s's placement", p, want)
		}
		// The last hex offered: outside the box, within reach.
		o := p.Options[len(p.Options)-1]
		h, err := ParseHex(o.Ref[len("hex:"):])
		if err != nil {
			t.Fatal(err)
		}
		inBox := h.Col >= l && h.Col <= r && h.Row >= f && h.Row <= b
		if inBox || h.Col < l-stationReach || h.Col > r+stationReach || h.Row < f-stationReach || h.Row > b+stationReach {
			t.Fatalf("%s offered %s (box cols %d–%d rows %d–%d)", want, h, l, r, f, b)
		}
		if _, err := sess.Apply(engine.Pick(len(p.Options) - 1)); err != nil {
			t.Fatal(err)
		}
		if v := m.G.Vessel(want); v.Bow != h || v.Facing != Dir6 {
			t.Errorf("%s at %s facing %d, chose %s", want, v.Bow, v.Facing, h)
		}
	}
	// Then the boats, 7 hexes from every escort where their zone allows.
	p := m.Prompt()
	if p == nil || p.Kind != "tac.place" || p.Seat != SeatSub {
		t.Fatalf("after the escorts: %+v", p)
	}
	if v := m.G.Vessel(p.Sub); m.G.enemyDistance(v.Pose(), SubSide) < 7 {
		t.Errorf("%s left within 7 hexes of an escort", p.Sub)
	}
	if err := m.G.Invariants(); err != nil {
		t.Fatal(err)
	}
	// S3: near a compass.
	s3, _ := engine.NewSession(sys, rec("S3", 2, "place-escorts"))
	m3 := s3.Game().(*Match)
	p = m3.Prompt()
	if p == nil || p.Seat != SeatEscort || p.Kind != "tac.place" {
		t.Fatalf("S3: first prompt %+v", p)
	}
	// Keep everything: the same battle as without the switch.
	kept, _ := engine.NewSession(sys, rec("S12", 5, "place-escorts"))
	km := kept.Game().(*Match)
	for p := km.Prompt(); p != nil && p.Kind == "tac.place"; p = km.Prompt() {
		if _, err := kept.Apply(engine.Pick(0)); err != nil {
			t.Fatal(err)
		}
	}
	plain, _ := engine.NewSession(sys, rec("S12", 5))
	pm := plain.Game().(*Match)
	for i := range pm.G.B.Vessels {
		if a, b := pm.G.B.Vessels[i], km.G.B.Vessels[i]; a.ID != b.ID || a.Bow != b.Bow || a.Facing != b.Facing {
			t.Errorf("keep: %s at %s, without the switch %s at %s", b.ID, b.Bow, a.ID, a.Bow)
		}
	}
}
