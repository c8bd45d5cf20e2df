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
