package tactical

import (
	"errors"
	"testing"
)

// The Armada/Amazon/U.190 Hedgehog example [64.4.8]: def 2 at 100 ft, the
// Hedgehog column gives DF 6 with no depth modification; a 1 is 4 damage,
// enough to force U.190 up, one short of sinking it; the Escort player is
// told there was damage, not how much [16.4.4].
func Test16_4_HedgehogExample(t *testing.T) {
	g := basicGame(t, 1)
	g.B.Turn = 3
	g.AddSub("U.190", "IXC", "G7a", MustHex("W28-A"), Dir2, 100)
	g.B.ASW = []ASWCounter{{Kind: Hedgehog, Hex: MustHex("W28-A"), Owner: "Amazon", Turn: 3}}
	told := g.ResolveASW()
	u := g.Vessel("U.190")
	if u.Damage != 4 || !g.ForcedUp(u) || u.Sunk || !told["U.190"] {
		t.Fatalf("damage %d forced %v sunk %v told %v", u.Damage, g.ForcedUp(u), u.Sunk, told)
	}
	if s := g.Score(); s.Escort != 8 {
		t.Fatalf("4 damage to a boat scores %d, want 8 [20.1.3]", s.Escort)
	}
}

func Test16_3_DepthChargeResolution(t *testing.T) {
	// VIIC (def 1) at 100 ft, 300 lb charge in its stern hex: 0 ft DF 7,
	// 25 ft DF 4, 50 ft DF 1, 75 ft no effect [16.3.8] (and no roll).
	for _, c := range []struct{ set, face, want int }{{100, 1, 6}, {125, 1, 2}, {150, 3, 1}, {50, 1, 1}, {175, 1, 0}} {
		g := basicGame(t, c.face)
		g.B.Turn = 2
		g.AddSub("U", "VIIC", "", MustHex("M30-B"), Dir6, 100)
		g.B.ASW = []ASWCounter{{Kind: RackDC, Hex: MustHex("M31-B"), Owner: "E", Depth: c.set, DCType: "300lb", Turn: 2}}
		g.ResolveASW()
		if got := g.Vessel("U").Damage; got != c.want {
			t.Errorf("charge at %d ft, roll %d: damage %d, want %d", c.set, c.face, got, c.want)
		}
	}
}

func Test15_9_NoDepthChargesTwoTurnsRunning(t *testing.T) {
	g := basicGame(t)
	g.B.Turn = 4
	g.AddSub("U", "VIIC", "", MustHex("M30-B"), Dir6, 100)
	u := g.Vessel("U")
	u.ASWTurn = 3
	g.B.ASW = []ASWCounter{
		{Kind: RackDC, Hex: u.Bow, Owner: "E", Depth: 100, DCType: "300lb", Turn: 4},
		{Kind: Squid, Hex: u.Bow, Owner: "E", Turn: 4},
	}
	g.ResolveASW()
	if u.Damage != 0 || len(g.Dice.Log) != 0 {
		t.Fatal("a boat attacked last turn was hit by depth charges or Squid [15.9]")
	}
	if u.ASWTurn != 4 {
		t.Fatal("counters in its hex count as an attack this turn")
	}
}

func Test15_4_RackHexesAndLimits(t *testing.T) {
	g := basicGame(t)
	g.B.Turn = 3
	mustShip(t, g, "E", "V1", "M30-B", Dir6, 4)
	e := g.Vessel("E")
	// Stern starts in M31; moving 3 it leaves M31, M30, M29.
	ok := []ASWOrder{{After: 1, Kind: RackDC, Hex: MustHex("M31-B"), Count: 2, Depth: 100}, {After: 3, Kind: RackDC, Hex: MustHex("M29-B"), Count: 3, Depth: 100}}
	if err := g.checkASWOrders(e, Walk(e.Pose(), MustPlot("3")), ok); err != nil {
		t.Fatalf("legal rack pattern refused: %v", err)
	}
	for _, bad := range [][]ASWOrder{
		{{After: 1, Kind: RackDC, Hex: MustHex("M30-B"), Count: 1, Depth: 100}},                               // not yet left
		{{After: 3, Kind: RackDC, Hex: MustHex("M31-B"), Count: 6, Depth: 100}},                               // more than DC 5
		{{After: 0, Kind: RackDC, Hex: MustHex("M31-B"), Count: 1, Depth: 100}},                               // before moving
		{{After: 1, Kind: RackDC, Hex: MustHex("M31-B"), Count: 1, Depth: 10}},                                // depth not a multiple of 25
		{{After: 1, Kind: RackDC, Hex: MustHex("M31-B"), Count: 1, Depth: 900}},                               // below the charge's maximum
		{{After: 3, Kind: Hedgehog, Hex: MustHex("M24-B"), Count: 1}},                                         // three ahead
		{{After: 3, Kind: Squid, Hex: MustHex("M26-B"), Count: 1}},                                            // V1 has no Squid
		{{After: 2, Kind: KGunDC, Hex: MustHex("M27-B"), Count: 1, Depth: 100}},                               // not a beam hex
		{{After: 2, Kind: KGunDC, Hex: KGunHexes(Walk(e.Pose(), MustPlot("3"))[1])[0], Count: 2, Depth: 100}}, // two a side
	} {
		if err := g.checkASWOrders(e, Walk(e.Pose(), MustPlot("3")), bad); !errors.Is(err, ErrIllegal) {
			t.Errorf("%+v accepted", bad)
		}
	}
	// A swing does not qualify [15.4.5]: "R" leaves no hex.
	if err := g.checkASWOrders(e, Walk(e.Pose(), MustPlot("R")), []ASWOrder{{After: 1, Kind: RackDC, Hex: MustHex("M31-B"), Count: 1, Depth: 100}}); err == nil {
		t.Error("rack charge dropped on a swing")
	}
	// [15.7]: not two turns running.
	e.LastAttack = 2
	if err := g.MoveShip(e, MustPlot("3"), ok); !errors.Is(err, ErrIllegal) {
		t.Error("an escort attacked two turns running [15.7]")
	}
}

// The wake rule [15.4.9] with ambiguity 13: a ship that enters the wake of
// an escort attacking this turn negates the attack, whether it moved before
// or after; a ship may not enter a K-gun hex [15.4.10].
func Test15_4_9_WakeRule(t *testing.T) {
	g := basicGame(t)
	g.B.Turn = 3
	mustShip(t, g, "A", "V1", "M30-B", Dir6, 4)
	mustShip(t, g, "B", "V1", "O30-B", Dir5, 4)
	a := g.Vessel("A")
	must(t, g.MoveShip(a, MustPlot("4"), []ASWOrder{{After: 4, Kind: RackDC, Hex: MustHex("M28-B"), Count: 2, Depth: 75}}))
	if len(g.B.ASW) != 2 {
		t.Fatal("charges not placed")
	}
	// B crosses A's track.
	b := g.Vessel("B")
	must(t, g.MoveShip(b, MustPlot("3"), nil))
	crossed := false
	for _, p := range g.B.Paths {
		if p.ID == "B" {
			for _, h := range p.Entered {
				for _, w := range g.B.Paths[0].Wake {
					crossed = crossed || h == w
				}
			}
		}
	}
	if !crossed {
		t.Fatal("fixture: B does not cross A's wake")
	}
	g.ApplyWakeRule()
	if len(g.B.ASW) != 0 {
		t.Fatal("the attack survived a ship entering its wake")
	}
	// K-gun hex.
	g2 := basicGame(t)
	g2.B.Turn = 3
	mustShip(t, g2, "A", "V1", "M30-B", Dir6, 0)
	mustShip(t, g2, "B", "V1", "P32-B", Dir5, 4)
	kg := KGunHexes(g2.Vessel("A").Pose())[1]
	must(t, g2.MoveShip(g2.Vessel("A"), MustPlot("0"), []ASWOrder{{After: 0, Kind: KGunDC, Hex: kg, Count: 1, Depth: 50}}))
	bb := g2.Vessel("B")
	if kg.String() != "N31-B" || Walk(bb.Pose(), MustPlot("2"))[1].Bow != kg {
		t.Fatalf("fixture: K-gun hex %v, B's track %v", kg, Walk(bb.Pose(), MustPlot("2")))
	}
	if err := g2.MoveShip(bb, MustPlot("2"), nil); !errors.Is(err, ErrIllegalMove) {
		t.Fatalf("entered a K-gun hex [15.4.10]: %v", err)
	}
	if bb.Bow.String() != "P32-B" {
		t.Fatal("a refused move changed the ship")
	}
}

func Test64_4_5_PlacementPatterns(t *testing.T) {
	k := KGunHexes(Pose{Bow: MustHex("V26-A"), Facing: Dir6})
	if k[0].String() != "U26-A" || k[1].String() != "W26-A" {
		t.Fatalf("K-gun hexes from V26 facing 6: %v", k)
	}
	sq := SquidHexes(Pose{Bow: MustHex("W24-A"), Facing: Dir2})
	for _, h := range []string{"W25-A", "W26-A", "X26-A"} {
		if !containsHex(sq, MustHex(h)) {
			t.Fatalf("Squid from W24 facing 2 cannot reach %s: %v", h, sq)
		}
	}
	hh := HedgehogHexes(Pose{Bow: MustHex("V29-A"), Facing: Dir1})
	if hh[0].String() != "W28-A" {
		t.Fatalf("Hedgehog one ahead of V29 facing 1: %v", hh)
	}
}

func Test20_1_Scoring(t *testing.T) {
	g := basicGame(t)
	mustShip(t, g, "sunk", "C-2", "A30-B", Dir6, 2)       // 8
	mustShip(t, g, "diw", "T-2", "C30-B", Dir6, 2)        // ⌈27/2⌉ = 14
	mustShip(t, g, "hit", "C-3", "E30-B", Dir6, 2)        // 2 × 1
	mustShip(t, g, "cv", "ArkRoyal", "G30-B", Dir6, 2)    // 3 × 2
	mustShip(t, g, "esc", "V1", "I30-B", Dir6, 2)         // 1 × 1
	g.AddSub("U", "VIIC", "", MustHex("K30-B"), Dir6, 50) // 1 × 2
	g.Vessel("sunk").Sunk = true
	g.Vessel("diw").DIW, g.Vessel("diw").Damage = true, 5
	g.Vessel("hit").Damage = 2
	g.Vessel("cv").Damage = 3
	g.Vessel("esc").Damage = 1
	g.Vessel("U").Damage = 1
	g.B.TorpedoesFired = 4
	if s := g.Score(); s.Sub != 8+14+2+6+1 || s.Escort != 2+4 {
		t.Fatalf("score %+v, want sub 31, escort 6", s)
	}
}

// The campaign scoring example [20.1 campaign]: three IX at 37 VP (111)
// against 24 → the Escort player scores 87. IX VP 37 is the example's
// number (our IXC carries U.190's 26, spec §18 ambiguity 8), so it is an
// input here.
func Test20_1_CampaignScoringExample(t *testing.T) {
	side, pts := CampaignBalance(3*37, 24)
	if side != EscortSide || pts != 87 {
		t.Fatalf("%s %d, want escort 87", side, pts)
	}
	if side, pts := CampaignBalance(24, 24); side != "" || pts != 0 {
		t.Fatal("equal totals score nothing")
	}
}

// C13 (authored, tables.json): the Depth Charge Attack Table's factor
// rises with the defence type, as the printed ATW Attack Table's does
// (Hedgehog 5, 6, 7 for types 1–3 [64]), anchored on U.190's IXC (def 2):
// a 300 lb charge at its depth is DF 8.
func Test16_3_DepthChargeFactorRisesWithDefenceType(t *testing.T) {
	d := testData(t)
	for _, id := range []string{"250lb", "300lb", "600lb"} {
		df := d.DCType(id).DF
		for def := 1; def < len(df); def++ {
			for gap := range df[def] {
				if df[def][gap] < df[def-1][gap] {
					t.Errorf("%s: def %d at gap %d has DF %d, below def %d's %d", id, def, 25*gap, df[def][gap], def-1, df[def-1][gap])
				}
			}
		}
		for def := 1; def <= 3; def++ {
			if hh := d.Tables.ATW.Hedgehog[def] - d.Tables.ATW.Hedgehog[def-1]; hh <= 0 {
				t.Fatalf("the printed Hedgehog column no longer rises (def %d)", def)
			}
		}
	}
	if got := d.DCType("300lb").DF[2][0]; got != 8 {
		t.Fatalf("300 lb at an IXC's depth: DF %d, want 8", got)
	}
}
