package tactical

import (
	"testing"

	"periscope/game/engine"
)

// [51] The bots use the special weapons when their switches are on: a boat
// fires FATs (the last of a spread runs on circling) and an acoustic
// torpedo at a closing escort, and a British destroyer drops its Mk X
// once; the games keep their invariants after every step. Without the
// switches none of them is used. (Circling and acoustic are played apart:
// under both, the [41] quarter goes to the acoustic load.)
func Test51_BotsUseTheSpecialWeapons(t *testing.T) {
	sys := testSystem(t)
	const scen = "design:W44;turns=8;convoy=10/slow;escorts=V1,V1,Flower;boats=VIIC/G7e,VIIC/G7e"
	count := func(opts ...string) (circling, acoustic, mkx int) {
		for seed := uint64(1); seed <= 1; seed++ {
			s, err := engine.NewSession(sys, rec(scen, seed, opts...))
			if err != nil {
				t.Fatal(err)
			}
			m := s.Game().(*Match)
			seen := map[int]Torpedo{}
			m.Trace = func(m *Match, op engine.Op) {
				if err := m.Invariants(); err != nil {
					t.Fatalf("%v after %s", err, op)
				}
				for _, tp := range m.G.B.Torpedoes {
					seen[tp.N] = tp
				}
			}
			play := bots(sys)
			for n := 0; m.Prompt() != nil && n < 5000; n++ {
				if _, err := s.Apply(play(m, m.Prompt())); err != nil {
					t.Fatal(err)
				}
			}
			for _, tp := range seen {
				if tp.Circle > 0 {
					circling++
				}
				if tt := m.G.Data.Torpedoes[tp.Type]; tt != nil && tt.Acoustic {
					acoustic++
				}
			}
			for i := range m.G.B.Vessels {
				if m.G.B.Vessels[i].MkXUsed {
					mkx++
				}
			}
		}
		return
	}
	c, _, _ := count("circling")
	_, a, x := count("acoustic", "mk-x")
	t.Logf("one game each: %d circling, %d acoustic torpedoes, %d Mk X", c, a, x)
	if c == 0 || a == 0 || x == 0 {
		t.Errorf("switches on: %d circling, %d acoustic, %d Mk X", c, a, x)
	}
	if c, a, x := count(); c+a+x != 0 {
		t.Errorf("switches off: %d circling, %d acoustic, %d Mk X", c, a, x)
	}
}

// The boats' bot goes for the tankers, not the nearest merchantman: a T-2
// (27 VP) 10 hexes off before a C-2 (8 VP) at 3, a C-2 at 3 before a T-2
// 25 hexes off, and a rolled cargo [60] (the Escort player's secret) does
// not move its choice.
func Test20_1_BoatGoesForTheTankers(t *testing.T) {
	m := newTestMatch(t, "design:F42;turns=20;convoy=4/fast;boats=VIIC", 1)
	g := m.G
	var boat *Vessel
	var c2, t2 []*Vessel
	for i := range g.B.Vessels {
		v := &g.B.Vessels[i]
		switch {
		case v.Sub:
			boat = v
		case v.Class == "C-2":
			c2 = append(c2, v)
		case v.Class == "T-2":
			t2 = append(t2, v)
		}
	}
	if boat == nil || len(c2) == 0 || len(t2) == 0 {
		t.Fatal("the design has no boat, C-2 or T-2")
	}
	// Everything else far off.
	far := Hex{Col: 1, Row: 1}
	for i := range g.B.Vessels {
		if v := &g.B.Vessels[i]; !v.Sub {
			v.Bow = far
		}
	}
	boat.Bow = Hex{Col: 40, Row: 20}
	place := func(v *Vessel, d int) {
		v.Bow = boat.Bow.Step(Dir(2), d)
		if Distance(boat.Bow, v.Bow) != d {
			t.Fatalf("%s at %d, not %d", v.ID, Distance(boat.Bow, v.Bow), d)
		}
	}
	place(c2[0], 3)
	place(t2[0], 10)
	if got := g.targetOf(boat); got != t2[0] {
		t.Errorf("C-2 at 3, T-2 at 10: the boat goes for %s", got.ID)
	}
	c2[0].Cargo = &Cargo{Name: "explosives", VP: 100, DoubleDamage: true}
	if got := g.targetOf(boat); got != t2[0] {
		t.Errorf("a secret cargo moved the choice to %s", got.ID)
	}
	c2[0].Cargo = nil
	place(t2[0], 25)
	if got := g.targetOf(boat); got != c2[0] {
		t.Errorf("C-2 at 3, T-2 at 25: the boat goes for %s", got.ID)
	}
	// At night the class is named only within the night sight (4 hexes):
	// the T-2 at 10 is a shape like any other, the C-2 at 3 is nearer; at
	// 4 hexes the T-2 is named and taken over the C-2 at 3.
	g.B.Options.Night = true
	place(t2[0], 10)
	if got := g.targetOf(boat); got != c2[0] {
		t.Errorf("night, C-2 at 3, T-2 at 10: the boat goes for %s", got.ID)
	}
	place(t2[0], 4)
	if got := g.targetOf(boat); got != t2[0] {
		t.Errorf("night, C-2 at 3, T-2 at 4: the boat goes for %s", got.ID)
	}
}
