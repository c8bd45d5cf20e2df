package naval

import "testing"

// 22.14D: ships outside a task force intercept only as a group of at most
// 9 naval factors. TF 16 (18 NF) in Pearl Harbor may intercept; with one of
// its ships damaged it is no longer a task force (20.16) and stays in port,
// while TF 44 (6 NF, not a task force) with a damaged cruiser still may.
// The switch tf-limit-any (the text's "TF ≤9 NF" as a limit on task forces
// alone) lets the damaged TF 16 intercept.
func Test22_14D_NonTaskForcesOverNineMayNotIntercept(t *testing.T) {
	in := func(g *Game, id string, counter bool) bool {
		for _, f := range g.interceptors(1, counter) {
			if f.ID == id {
				return true
			}
		}
		return false
	}
	for _, sw := range []bool{false, true} {
		var opts []string
		if sw {
			opts = []string{"tf-limit-any"}
		}
		g := testGame(t, opts...)
		if !in(g, "tf16", false) || !in(g, "tf44", false) {
			t.Fatalf("switch %v: TF 16 or TF 44 undamaged may not intercept", sw)
		}
		g.ShipsOf("tf16")[len(g.ShipsOf("tf16"))-1].Damaged = true
		for _, s := range g.ShipsOf("tf44") {
			if s.Class == CA {
				s.Damaged = true
				break
			}
		}
		if nf := g.ForceNF("tf16"); nf <= 9 {
			t.Fatalf("TF 16 has %d NF", nf)
		}
		for _, counter := range []bool{false, true} {
			if got := in(g, "tf16", counter); got != sw {
				t.Errorf("switch %v counter %v: damaged TF 16 (%d NF) may intercept = %v", sw, counter, g.ForceNF("tf16"), got)
			}
			if !in(g, "tf44", counter) {
				t.Errorf("switch %v counter %v: TF 44 (%d NF) with a damaged ship may not intercept", sw, counter, g.ForceNF("tf44"))
			}
		}
	}
}
