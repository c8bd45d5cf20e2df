package tactical

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"testing"

	"periscope/game/dice"
)

func Test20_2_ConvoyFormations(t *testing.T) {
	for f, want := range map[int]int{1: 18, 2: 15, 3: 12, 4: 12, 5: 10, 6: 8} {
		if FormationSlots(f) != want {
			t.Errorf("formation %d holds %d, want %d", f, FormationSlots(f), want)
		}
	}
	g := basicGame(t)
	var cl []string
	for i := 0; i < 12; i++ {
		cl = append(cl, []string{"C-2", "C-3", "T-2"}[i%3])
	}
	must(t, g.PlaceConvoy(4, cl, 2))
	if g.Vessel("C-2 c1r1").Bow.String() != "B23-B" || g.Vessel("T-2 c2r2").Bow.String() != "J30-B" || g.Vessel("T-2 c4r3").Bow.String() != "Z37-B" {
		t.Fatalf("formation 4: %+v", g.B.Vessels[:5])
	}
	if err := g.Invariants(); err != nil {
		t.Fatal(err)
	}
	if err := basicGame(t).PlaceConvoy(6, cl, 2); err == nil {
		t.Fatal("12 ships placed in the 8 slots of formation 6")
	}
}

var randomPlots = func() []Plot {
	var out []Plot
	seen := map[string]bool{}
	for _, s := range []string{"0", "L", "R", "1", "2", "3", "4", "5", "6", "L1", "R1", "1L", "1R", "L2", "R2", "2L", "2R", "1L1", "1R1",
		"L3", "R3", "3L", "3R", "2L2", "2R2", "1L1L", "1R1R", "L1R1", "R1L1", "4L", "4R", "L4", "R4", "3R2", "2L3", "1L2R", "L2R1R1R2R", "3R2R1R"} {
		if !seen[s] {
			seen[s] = true
			out = append(out, MustPlot(s))
		}
	}
	for _, row := range S3SubMoves {
		for _, c := range row {
			if !seen[c] {
				seen[c] = true
				out = append(out, MustPlot(c))
			}
		}
	}
	return out
}()

// soakGame sets up a convoy battle: formation 6 at fast speed, a corvette, a
// destroyer and a sloop, and two boats ahead of the convoy.
func soakGame(t testing.TB, seed uint64) *Game {
	d := testData(t)
	g := NewGame(d, NewDice(dice.New(seed)), Period(16), DefaultOptions())
	if err := g.PlaceConvoy(6, []string{"C-2", "C-3", "T-2", "C-2", "EC-2", "T-2", "C-3", "C-2"}, 2); err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, 7))
	for _, e := range []struct{ id, class, hex string }{{"Gladiolus", "Flower", "F20-B"}, {"Viceroy", "V1", "N18-B"}, {"Starling", "BlackSwan", "V20-B"}} {
		v, err := g.AddShip(e.id, e.class, MustHex(e.hex), Dir6)
		if err != nil {
			t.Fatal(err)
		}
		v.Speed, v.Moved = 2, true
	}
	for i, id := range []string{"U-A", "U-B"} {
		h := Hex{Col: 30 + 10*i + r.IntN(6), Row: 6 + r.IntN(6)}
		if _, err := g.AddSub(id, "VIIC", "G7a", h, Dir(1+r.IntN(6)), 25*r.IntN(3)); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// randomTurn plays one turn phase by phase with random legal orders.
func randomTurn(t testing.TB, g *Game, r *rand.Rand) {
	g.StartTurn()
	subs := []string{}
	plots := map[string]SubPlot{}
	for i := range g.B.Vessels {
		v := &g.B.Vessels[i]
		if !v.Sub || v.Sunk {
			continue
		}
		subs = append(subs, v.ID)
		var sp SubPlot
		for try := 0; try < 200; try++ {
			p := randomPlots[r.IntN(len(randomPlots))]
			depth := v.Depth + 25*(r.IntN(5)-2)
			var ls []Launch
			if r.IntN(3) == 0 {
				for k, tb := range v.Tubes {
					if tb.Loaded && r.IntN(2) == 0 {
						first := byte("ABC"[r.IntN(3)])
						if tb.Stern {
							first = "XYZ"[r.IntN(3)]
						}
						ls = append(ls, Launch{Tube: k, First: first, Turn: []string{"", "L", "R"}[r.IntN(3)], Run: 1 + r.IntN(8), Shallow: r.IntN(2) == 0})
					}
				}
				depth = v.Depth
			}
			if p.Check(g.Limits(v)) == nil && g.CheckDepth(v, depth, len(ls) > 0) == nil && g.CheckLaunches(v, ls, depth) == nil {
				sp = SubPlot{ID: v.ID, Plot: p, Depth: depth, Launches: ls}
				break
			}
			if try == 199 {
				sp = SubPlot{ID: v.ID, Plot: g.FallbackPlot(v), Depth: g.forcedDepth(v)}
			}
		}
		plots[v.ID] = sp
	}
	// Gunnery: each escort tries a surfaced boat.
	var fires []Fire
	diving := map[string]bool{}
	for _, id := range subs {
		if v := g.Vessel(id); v.Depth == 0 && plots[id].Depth > 0 {
			diving[id] = true
		}
	}
	for i := range g.B.Vessels {
		e := &g.B.Vessels[i]
		if e.Sub || e.Sunk || g.Role(e) != Escort {
			continue
		}
		for _, id := range subs {
			f := Fire{e.ID, id}
			if _, _, _, err := g.GunFactor(f, diving, nil); err == nil {
				fires = append(fires, f)
				break
			}
		}
	}
	for _, id := range subs {
		for i := range g.B.Vessels {
			e := &g.B.Vessels[i]
			if e.Sub || e.Sunk {
				continue
			}
			f := Fire{id, e.ID}
			if _, _, _, err := g.GunFactor(f, diving, nil); err == nil && !diving[id] {
				fires = append(fires, f)
				break
			}
		}
	}
	if err := g.Gunnery(fires, diving, nil); err != nil {
		t.Fatalf("turn %d gunnery: %v", g.B.Turn, err)
	}
	// The convoy turns at random, away from the edges when it nears one
	// (a random convoy can otherwise steam into a corner no shift cures).
	cp := ConvoyPlots(2)[r.IntN(5)]
	if !g.convoyClear(cp, 6) {
		for _, q := range ConvoyPlots(2) {
			if g.convoyClear(q, 6) {
				cp = q
				break
			}
		}
	}
	if err := g.MoveConvoy(cp); err != nil {
		t.Fatalf("turn %d convoy %s: %v", g.B.Turn, cp, err)
	}
	for _, id := range []string{"Gladiolus", "Viceroy", "Starling"} {
		e := g.Vessel(id)
		if e.Sunk || e.DIW {
			continue
		}
		for try := 0; try < 100; try++ {
			p := randomPlots[r.IntN(len(randomPlots))]
			var orders []ASWOrder
			if r.IntN(2) == 0 && p.Hexes() > 0 {
				// A rack charge where the stern leaves its first hex.
				orders = append(orders, ASWOrder{After: firstRun(p), Kind: RackDC, Hex: e.Stern(), Count: 1, Depth: 25 * (1 + r.IntN(8))})
			}
			if r.IntN(3) == 0 {
				orders = append(orders, ASWOrder{After: 0, Kind: KGunDC, Hex: KGunHexes(e.Pose())[r.IntN(2)], Count: 1, Depth: 50})
			}
			if r.IntN(2) == 0 {
				// A Hedgehog one or two hexes ahead at some point of the move.
				ps := Walk(e.Pose(), p)
				k := r.IntN(len(ps) + 1)
				at := e.Pose()
				if k > 0 {
					at = ps[k-1]
				}
				orders = append(orders, ASWOrder{After: k, Kind: Hedgehog, Hex: HedgehogHexes(at)[r.IntN(2)], Count: 1})
			}
			if err := g.MoveShip(e, p, orders); err == nil {
				break
			}
		}
		e = g.Vessel(id)
		if e.Sonar != "" && e.Speed <= MaxSonarSpeed {
			if _, err := g.SonarSweep(e); err != nil {
				t.Fatalf("sweep: %v", err)
			}
		}
	}
	g.ApplyWakeRule()
	for _, id := range subs {
		if v := g.Vessel(id); !v.Sunk && len(plots[id].Launches) > 0 {
			if err := g.LaunchTorpedoes(v, plots[id].Launches); err != nil {
				t.Fatalf("turn %d launch %+v: %v", g.B.Turn, plots[id], err)
			}
		}
	}
	g.RunTorpedoes()
	for _, id := range subs {
		v := g.Vessel(id)
		if v.Sunk {
			continue
		}
		sp := plots[id]
		if err := g.MoveSub(v, sp.Plot, sp.Depth, len(sp.Launches) > 0); err != nil {
			if err := g.MoveSub(v, g.FallbackPlot(v), g.forcedDepth(v), false); err != nil {
				t.Fatalf("turn %d %s fallback: %v", g.B.Turn, id, err)
			}
		}
	}
	g.ResolveASW()
	g.EndTurn()
}

func firstRun(p Plot) int {
	for i, s := range p.Steps {
		if s.Kind == Run {
			return i + 1
		}
	}
	return 0
}

var soakBattles = flag.Int("tactical.soak", 60, "battles in TestSoakRandomBattles")

// A soak of random legal play: 60 battles of 20 turns (-tactical.soak=N for
// more), the invariants after every turn, every roll recorded, no panic.
func TestSoakRandomBattles(t *testing.T) {
	sunk, fired := 0, 0
	rules := map[string]int{}
	for seed := uint64(1); seed <= uint64(*soakBattles); seed++ {
		g := soakGame(t, seed)
		r := rand.New(rand.NewPCG(seed, 99))
		for turn := 1; turn <= 20; turn++ {
			func() {
				defer func() {
					if p := recover(); p != nil {
						t.Fatalf("seed %d turn %d: panic %v", seed, turn, p)
					}
				}()
				randomTurn(t, g, r)
			}()
			if err := g.Invariants(); err != nil {
				t.Fatalf("seed %d after turn %d: %v", seed, turn, err)
			}
			if g.Dice.Open() != 0 {
				t.Fatalf("seed %d turn %d: %d rolls not recorded", seed, turn, g.Dice.Open())
			}
		}
		for i := range g.B.Vessels {
			if g.B.Vessels[i].Sunk {
				sunk++
			}
		}
		fired += g.B.TorpedoesFired
		for _, r := range g.Dice.Log {
			rules[r.Rule]++
		}
	}
	// The soak reaches every kind of roll it can make.
	for _, rule := range []string{"13.4", "13.5", "16.3.5", "16.4.3", "17.9.4", "22.4"} {
		if rules[rule] == 0 {
			t.Errorf("no [%s] roll in the soak: %v", rule, rules)
		}
	}
	if fired == 0 || sunk == 0 {
		t.Fatalf("the soak never fired (%d) or sank (%d): it tests nothing", fired, sunk)
	}
	t.Logf("%d battles: %d torpedoes fired, %d vessels sunk", *soakBattles, fired, sunk)
}

// Replay: the same seed and the same choices give the same battle, byte
// for byte.
func TestSoakDeterministic(t *testing.T) {
	run := func() string {
		g := soakGame(t, 42)
		r := rand.New(rand.NewPCG(42, 99))
		for turn := 1; turn <= 12; turn++ {
			randomTurn(t, g, r)
		}
		return fmt.Sprintf("%s", g.snapshot())
	}
	if a, b := run(), run(); a != b {
		t.Fatal("two runs with one seed differ")
	}
}

// convoyClear reports whether every merchantman's move stays margin hexes
// inside the side and bottom edges.
func (g *Game) convoyClear(p Plot, margin int) bool {
	for i := range g.B.Vessels {
		v := &g.B.Vessels[i]
		if v.Gone() || v.Sub || g.Role(v) != Merchant || v.DIW {
			continue
		}
		e := End(v.Pose(), p)
		e = Pose{Bow: e.Bow.Step(e.Facing, margin), Facing: e.Facing}
		if e.Bow.Col < 0 || e.Bow.Col >= Panels*ColumnsPerPanel || e.Bow.Row > Rows {
			return false
		}
	}
	return true
}
