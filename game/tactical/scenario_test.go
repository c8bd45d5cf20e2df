package tactical

import (
	"errors"
	"testing"

	"periscope/assets"
	"periscope/game/dice"
)

func testScenarios(t *testing.T) (*Data, map[string]Scenario) {
	t.Helper()
	d := testData(t)
	ss, err := LoadScenarios(assets.Data(), "tactical", d)
	if err != nil {
		t.Fatal(err)
	}
	m := map[string]Scenario{}
	for _, s := range ss {
		m[s.ID] = s
	}
	return d, m
}

// Every scenario [20.7–20.10] sets up into a legal position.
func Test20_ScenariosSetUp(t *testing.T) {
	d, ss := testScenarios(t)
	if len(ss) != 12 {
		t.Fatalf("%d scenarios, want S1–S12", len(ss))
	}
	for id, s := range ss {
		g, err := SetUp(d, NewDice(dice.New(11)), s, nil)
		if err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		if err := g.Invariants(); err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		for i := range g.B.Vessels {
			v := &g.B.Vessels[i]
			if !v.Bow.OnBoard() || !v.Stern().OnBoard() {
				t.Fatalf("%s: %s off the board at %v", id, v.ID, v.Bow)
			}
		}
		if s.Briefing == "" || s.History == "" {
			t.Errorf("%s: needs a briefing and a history note", id)
		}
	}
}

func Test20_7_S1SetUpAndVictory(t *testing.T) {
	d, ss := testScenarios(t)
	g, err := SetUp(d, LoadedDice(3), ss["S1"], nil)
	if err != nil {
		t.Fatal(err)
	}
	merchants, subs := 0, 0
	for i := range g.B.Vessels {
		v := &g.B.Vessels[i]
		if v.Sub {
			subs++
			c3, _ := g.Compass(3)
			if Distance(c3, v.Bow) > 12 {
				t.Fatalf("U.47 at %v, not near compass 3 (rolled) [20.4]", v.Bow)
			}
			continue
		}
		merchants++
		if v.Guns == nil || *v.Guns != [3]int{1, 1, 0} {
			t.Fatalf("merchant guns %v", v.Guns)
		}
	}
	if merchants != 12 || subs != 1 || g.B.ConvoySpeed != 2 {
		t.Fatalf("%d merchants, %d boats, speed %d", merchants, subs, g.B.ConvoySpeed)
	}
	// 27 VP less one per torpedo (ambiguity 18): a T-2 (27) sunk with one
	// torpedo is 26 — a loss; with a C-2 (8) more, a win.
	g.Vessel("T-2 c1r3").Sunk = true
	g.B.TorpedoesFired = 1
	if w, ok := g.Winner(ss["S1"]); !ok || w != EscortSide {
		t.Fatalf("27 VP for 1 torpedo: %s", w)
	}
	g.Vessel("C-2 c1r1").Sunk = true
	if w, _ := g.Winner(ss["S1"]); w != SubSide {
		t.Fatalf("35 VP for 1 torpedo: %s", w)
	}
}

func Test20_7_S3KillerGroup(t *testing.T) {
	d, ss := testScenarios(t)
	g, err := SetUp(d, LoadedDice(), ss["S3"], nil)
	if err != nil {
		t.Fatal(err)
	}
	c2, _ := g.Compass(2)
	c6, _ := g.Compass(6)
	if Distance(c2, g.Vessel("Lark").Bow) > 12 || Distance(c6, g.Vessel("Viceroy").Bow) > 12 {
		t.Fatal("escorts not near compasses II and VI")
	}
	if w, _ := g.Winner(ss["S3"]); w != SubSide {
		t.Fatal("the boat afloat wins S3")
	}
	g.Vessel("U.128").Sunk = true
	if w, _ := g.Winner(ss["S3"]); w != EscortSide {
		t.Fatal("the British win S3 by sinking the boat")
	}
}

func Test20_ScenarioSpecialRules(t *testing.T) {
	d, ss := testScenarios(t)
	g, _ := SetUp(d, LoadedDice(), ss["S6"], nil)
	tr := g.Vessel("Triton")
	bow, stern := 0, 0
	for _, tb := range tr.Tubes {
		if tb.Loaded && tb.Stern {
			stern++
		} else if tb.Loaded {
			bow++
		}
	}
	if bow != 1 || stern != 4 || tr.BowReloads+tr.SternReload != 0 {
		t.Fatalf("Triton: %d forward, %d aft, %d reloads (want 1, 4, 0)", bow, stern, tr.BowReloads+tr.SternReload)
	}
	if sh := g.Vessel("Shokaku"); g.Capacity(sh)-sh.Damage != 8 || sh.DIW {
		t.Fatalf("Shokaku has %d damage left", g.Capacity(sh)-sh.Damage)
	}
	g9, _ := SetUp(d, LoadedDice(), ss["S9"], nil)
	if g9.Vessel("Sado").Sonar != "" || g9.Vessel("Enoki").Sonar != "ordinary" || !g9.B.Options.HiddenMovement || !g9.B.Options.Night || g9.Vessel("Harder").Bow.Row != 44 {
		t.Fatal("S9 special rules")
	}
	g11, err := SetUp(d, NewDice(dice.New(3)), ss["S11"], nil)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for i := range g11.B.Vessels {
		if g11.Role(&g11.B.Vessels[i]) == Merchant {
			n++
		}
	}
	if n != 20 {
		t.Fatalf("S11: %d merchantmen placed, want all 20 (a column added, ambiguity 16)", n)
	}
	// S12: each reinforcement that enters adds 18 to the British total.
	g12, _ := SetUp(d, NewDice(dice.New(4)), ss["S12"], nil)
	for _, id := range []string{"C-2 c1r1", "C-3 c5r1", "T-2 c4r2"} {
		g12.Vessel(id).Sunk = true
	}
	if g12.Score().Sub != 8+12+27 {
		t.Fatalf("S12 score %+v", g12.Score())
	}
	if w, _ := g12.Winner(ss["S12"]); w != SubSide {
		t.Fatal("47 against 0 wins S12 (38 needed)")
	}
	g12.AddSub("U.190", "IXC", "", MustHex("A5-A"), Dir3, 0)
	if w, _ := g12.Winner(ss["S12"]); w != EscortSide {
		t.Fatal("with U.190 entered, 47 against 18 is short of 38")
	}
}

func Test20_8_PlottedCapitalShips(t *testing.T) {
	d, ss := testScenarios(t)
	g, err := SetUp(d, LoadedDice(), ss["S7"], nil)
	if err != nil {
		t.Fatal(err)
	}
	if !g.Vessel("Barham").Plotted || g.B.ConvoySpeed != 4 {
		t.Fatal("S7's capital ships move as a convoy at 4")
	}
	if err := g.MoveShip(g.Vessel("Barham"), MustPlot("2"), nil); err == nil {
		t.Fatal("a plotted ship moved on its own")
	}
	must(t, g.MoveConvoy(MustPlot("4")))
	for id, want := range map[string]string{"Barham": "N17-B", "Ark Royal": "N24-B", "Illustrious": "N31-B"} {
		if got := g.Vessel(id).Bow.String(); got != want {
			t.Errorf("%s at %s, want %s", id, got, want)
		}
	}
	if err := g.Invariants(); err != nil {
		t.Fatal(err)
	}
	// S6: the carrier is released when the boat comes within 10 hexes.
	g6, _ := SetUp(d, LoadedDice(), ss["S6"], nil)
	g6.ReleasePlotted()
	if !g6.Vessel("Shokaku").Plotted {
		t.Fatal("released with the boat far away")
	}
	tr := g6.Vessel("Triton")
	tr.Bow = g6.Vessel("Shokaku").Bow.Step(Dir2, 9)
	g6.ReleasePlotted()
	if g6.Vessel("Shokaku").Plotted {
		t.Fatal("not released within 10 hexes")
	}
}

// S1 and S3 played through PlayTurn: the S1 convoy rolls its moves and its
// merchantmen fire on their own; the S3 boat draws its moves and its depth
// charges roll for their distance [20.7].
func Test20_7_AutomatedScenariosThroughPlayTurn(t *testing.T) {
	d, ss := testScenarios(t)
	g, err := SetUp(d, NewDice(dice.New(8)), ss["S1"], nil)
	if err != nil {
		t.Fatal(err)
	}
	u := g.Vessel("U.47")
	u.Depth = 0
	start := g.Vessel("C-2 c1r1").Bow
	for turn := 1; turn <= 6; turn++ {
		must(t, g.PlayTurn(TurnOrders{Subs: []SubPlot{{ID: "U.47", Plot: Plot{}, Depth: 0}}}))
		if err := g.Invariants(); err != nil {
			t.Fatal(err)
		}
	}
	convoyRolls, gunRolls := 0, 0
	for _, r := range g.Dice.Log {
		switch r.Rule {
		case "20.7":
			convoyRolls++
		case "17.9.4":
			gunRolls++
		}
	}
	if convoyRolls != 6 || g.Vessel("C-2 c1r1").Bow == start {
		t.Fatalf("S1 convoy: %d rolls, lead still at %v", convoyRolls, start)
	}
	t.Logf("S1: %d merchant gun rolls against a surfaced U.47 in 6 turns", gunRolls)

	g3, err := SetUp(d, NewDice(dice.New(9)), ss["S3"], nil)
	if err != nil {
		t.Fatal(err)
	}
	boat := g3.Vessel("U.128").Bow
	for turn := 1; turn <= 3; turn++ {
		var moves []EscortMove
		for _, id := range []string{"Lark", "Easton", "Whitehall", "Viceroy"} {
			moves = append(moves, EscortMove{ID: id, Plot: MustPlot("1")})
		}
		must(t, g3.PlayTurn(TurnOrders{Escorts: moves}))
		if err := g3.Invariants(); err != nil {
			t.Fatal(err)
		}
	}
	if g3.Vessel("U.128").Bow == boat && g3.Vessel("U.128").Facing == 1 {
		t.Fatal("the automated boat never moved")
	}
	if err := g3.PlayTurn(TurnOrders{Subs: []SubPlot{{ID: "U.128", Plot: MustPlot("1"), Depth: 100}}}); err == nil {
		t.Fatal("the automated boat took a plot")
	}
}

func Test20_7_S3DepthChargesRollTheirDistance(t *testing.T) {
	// Roll 3 (same depth) then damage 1 at DF 8 (IXC def 2, 300 lb, 0 ft) = 10.
	g := basicGame(t, 3, 1)
	g.B.Turn = 2
	g.AddSub("U.128", "IXC", "", MustHex("N32-B"), Dir1, 100)
	g.Vessel("U.128").Automated = true
	g.B.ASW = []ASWCounter{{Kind: RackDC, Hex: MustHex("N32-B"), Owner: "E", Depth: 500, DCType: "300lb", Turn: 2}}
	g.ResolveASW()
	if !g.Vessel("U.128").Sunk {
		t.Fatalf("a same-depth 300 lb charge on a 1 should sink the IXC: %+v", g.Dice.Log)
	}
}

// [20.8] S8: Wahoo wins with at least 30 damage inflicted. The reading:
// every point the hits scored counts (a torpedo of 12 on a C-2 of 5
// inflicted 12), so sinking the four merchantmen with heavy hits can win
// without the escort; the damage-capped switch counts at most each
// ship's capacity (then only all four and Fukue, 30 in all, will do).
func Test20_8_DamageInflictedCountsEveryPoint(t *testing.T) {
	d, ss := testScenarios(t)
	g, err := SetUp(d, LoadedDice(), ss["S8"], nil)
	if err != nil {
		t.Fatal(err)
	}
	hits := 0
	for i := range g.B.Vessels {
		v := &g.B.Vessels[i]
		if !v.Sub && g.Role(v) == Merchant {
			v.Damage, v.Sunk = g.Capacity(v)+2, true // each sunk by a hit 2 over its capacity
			hits += v.Damage
		}
	}
	if hits < 30 {
		t.Fatalf("the merchantmen took %d", hits)
	}
	if w, _ := g.Winner(ss["S8"]); w != SubSide {
		t.Fatalf("%d damage inflicted, Wahoo afloat: %q wins", hits, w)
	}
	g.B.Options.DamageCapped = true
	if w, _ := g.Winner(ss["S8"]); w != EscortSide {
		t.Fatalf("capped at the capacities (%d < 30): %q wins", hits-8, w)
	}
}

// [20.10] S12 "PO 17" (authored data, scenarios.json noATW): the four
// escorts of July 1942 carry no Hedgehog though their classes later did
// (the corvettes and sloops were fitted in the refits of 1942–43); a
// Hedgehog order is refused, and the bot's patterns hold none; a Black
// Swan of another scenario keeps it.
func Test20_10_S12EscortsWithoutHedgehog(t *testing.T) {
	sys := testSystem(t)
	s, _ := sys.Lib.Scenario("S12")
	m, err := NewMatch(sys.Lib.Data, s, 1, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{"Dahlia", "Gladiolus", "Lark", "Wren"} {
		v := m.G.Vessel(id)
		if kind, _ := m.G.ATWLaunchers(v); kind != "" || !v.NoATW {
			t.Errorf("%s: ahead-throwing weapon %q", id, kind)
		}
		ahead := v.Bow.Step(v.Facing, 2)
		err := m.G.checkASWOrders(v, []Pose{v.Pose()}, []ASWOrder{{After: 0, Kind: Hedgehog, Hex: ahead, Count: 1}})
		if !errors.Is(err, ErrIllegal) {
			t.Errorf("%s fires a Hedgehog: %v", id, err)
		}
	}
	s3, _ := sys.Lib.Scenario("S3")
	m3, _ := NewMatch(sys.Lib.Data, s3, 1, nil)
	for i := range m3.G.B.Vessels {
		if v := &m3.G.B.Vessels[i]; v.Class == "BlackSwan" {
			if kind, _ := m3.G.ATWLaunchers(v); kind != "H" {
				t.Errorf("S3's %s: %q", v.ID, kind)
			}
		}
	}
}
