package tactical

import (
	"slices"
	"testing"
)

// Spec §18 ambiguity 11, S3–S5's gaps [20.7] beyond the markers
// (Test18_11_S3MarkersDrawn): the depth-charge table's printed
// "1-2, 2-4, 5-6", the ATW against a boat whose depth is never named, and
// the boat that is only ever moved. Each test plays both readings.

// s3Boat is an automated IXC in N32-B at 100 ft on turn 2 of a Basic game
// rolling faces.
func s3Boat(t *testing.T, opt string, faces ...int) *Game {
	t.Helper()
	g := basicGame(t, faces...)
	if opt != "" {
		g.B.Options = switchOn(t, opt)
	}
	g.B.Turn = 2
	if _, err := g.AddSub("U.128", "IXC", "", MustHex("N32-B"), Dir1, 100); err != nil {
		t.Fatal(err)
	}
	g.Vessel("U.128").Automated = true
	return g
}

// rollsOf are the rules and results of the rolls logged.
func rollsOf(g *Game) (rules, results []string) {
	for _, r := range g.Dice.Log {
		rules, results = append(rules, r.Rule), append(results, r.Result)
	}
	return rules, results
}

// The printed table is "1-2, 2-4, 5-6": a 2 is "within 50 ft" under the
// reading (1–2, 3–4, 5–6: "2-4" the misprint) and "same depth" under
// s3-dc-two-same (1, 2–4, 5–6: "1-2" the misprint). A 300 lb charge on
// the IXC (def 2) with a damage d6 of 1 then does the DF of 50 ft, or of
// the same depth (which sinks her, Test20_7_S3DepthChargesRollTheirDistance).
func Test18_11_S3DepthChargeRollOfTwo(t *testing.T) {
	for _, c := range []struct {
		opt, want string
		sunk      bool
	}{{"", "within 50 ft", false}, {"s3-dc-two-same", "same depth", true}} {
		g := s3Boat(t, c.opt, 2, 1)
		g.B.ASW = []ASWCounter{{Kind: RackDC, Hex: MustHex("N32-B"), Owner: "E", Depth: 500, DCType: "300lb", Turn: 2}}
		g.ResolveASW()
		rules, results := rollsOf(g)
		if len(results) != 2 || rules[0] != "20.7" || results[0] != c.want {
			t.Errorf("%q: rolls %v %v, want the d6 of 2 read %q and a damage roll", c.opt, rules, results, c.want)
		}
		if g.Vessel("U.128").Sunk != c.sunk {
			t.Errorf("%q: sunk %v, want %v (damage %d)", c.opt, g.Vessel("U.128").Sunk, c.sunk, g.Vessel("U.128").Damage)
		}
	}
	for d6, want := range map[int][2]int{1: {50, 50}, 2: {50, 0}, 3: {0, 0}, 4: {0, 0}, 5: {-1, -1}, 6: {-1, -1}} {
		if a, b := S3DCResult(d6, false), S3DCResult(d6, true); a != want[0] || b != want[1] {
			t.Errorf("d6 %d: %d / %d, want %v", d6, a, b, want)
		}
	}
}

// The ATW against the automated boat: under the reading it hits as usual
// without the depth modification (one damage d6 [16.4.3]); under
// s3-atw-rolls each Hedgehog or Squid counter first rolls the S3 table,
// and a 5 or 6 misses.
func Test18_11_S3ATWAgainstTheRolledBoat(t *testing.T) {
	for _, kind := range []ASWKind{Hedgehog, Squid} {
		for _, c := range []struct {
			opt   string
			rules []string
		}{{"", []string{"16.4.3"}}, {"s3-atw-rolls", []string{"20.7"}}} {
			g := s3Boat(t, c.opt, 5, 6)
			mustShip(t, g, "E", "V1", "N36-B", Dir1, 1)
			g.B.ASW = []ASWCounter{{Kind: kind, Hex: MustHex("N32-B"), Owner: "E", Turn: 2}}
			g.ResolveASW()
			if rules, results := rollsOf(g); !slices.Equal(rules, c.rules) || c.opt != "" && results[0] != "miss" {
				t.Errorf("%s %q: rolls %v %v, want %v", kind, c.opt, rules, results, c.rules)
			}
		}
		// On a 1 the ATW, now within 50 ft, goes on to its damage roll.
		g := s3Boat(t, "s3-atw-rolls", 1, 6)
		mustShip(t, g, "E", "V1", "N36-B", Dir1, 1)
		g.B.ASW = []ASWCounter{{Kind: kind, Hex: MustHex("N32-B"), Owner: "E", Turn: 2}}
		g.ResolveASW()
		if rules, _ := rollsOf(g); !slices.Equal(rules, []string{"20.7", "16.4.3"}) {
			t.Errorf("%s s3-atw-rolls on a 1: rolls %v", kind, rules)
		}
	}
}

// The rolled boat never fires under the reading; under s3-sub-fires it
// fires the submarine commander's spread at the hunters when one meets
// a track. S3 played out by the bots on the same seeds: no torpedo
// without the switch, torpedoes with it.
func Test18_11_S3SubNeverFires(t *testing.T) {
	sys := testSystem(t)
	fired := func(opts ...string) int {
		n := 0
		for seed := uint64(1); seed <= 6; seed++ {
			m := playOut(t, sys, rec("S3", seed, opts...)).Game().(*Match)
			n += m.G.B.NextTorpedo - 1
		}
		return n
	}
	if n := fired(); n != 0 {
		t.Errorf("the rolled boat fired %d torpedoes under the reading", n)
	}
	n := fired("s3-sub-fires")
	t.Logf("s3-sub-fires: %d torpedoes in six battles", n)
	if n == 0 {
		t.Error("under s3-sub-fires the rolled boat never fired in six battles")
	}
}

// [43.10] Under advanced-asw each Squid counter is a depth charge
// (ambiguity 15), and against the automated S3–S5 boat no depth is named
// [20.7]: "the Escort player does not name a depth of explosion for each
// depth charge but rolls one die" — so each Squid counter rolls the Depth
// Charge Table as the racks' and K-guns' charges do, whatever depth it
// was set to, under every reading of s3-atw-rolls (that switch is for the
// ATW table's Squid). Before, it read the depth set on it: one set to
// 500 ft missed the boat at 100 ft without a roll, one set to 100 ft hit at
// the same depth without one.
func Test20_7_AdvancedSquidRollsTheS3DepthTable(t *testing.T) {
	for _, c := range []struct {
		opts        []string
		depth, d6   int
		rules, want []string
	}{
		{[]string{"advanced-asw"}, 500, 3, []string{"20.7", "43"}, []string{"same depth"}},
		{[]string{"advanced-asw"}, 100, 5, []string{"20.7"}, []string{"miss"}},
		{[]string{"advanced-asw", "s3-atw-rolls"}, 100, 1, []string{"20.7", "43"}, []string{"within 50 ft"}},
	} {
		g := s3Boat(t, "", c.d6, 6, 6, 6, 6)
		o := DefaultOptions()
		if err := applyOptions(&o, c.opts); err != nil {
			t.Fatal(err)
		}
		g.B.Options = o
		mustShip(t, g, "E", "V1", "N36-B", Dir1, 1)
		g.B.ASW = []ASWCounter{{Kind: Squid, Hex: MustHex("N32-B"), Owner: "E", Depth: c.depth, Turn: 2}}
		g.ResolveASW()
		rules, results := rollsOf(g)
		if !slices.Equal(rules, c.rules) || results[0] != c.want[0] {
			t.Errorf("%v, Squid set to %d ft, d6 %d: rolls %v %v, want %v starting %q", c.opts, c.depth, c.d6, rules, results, c.rules, c.want[0])
		}
	}
}
