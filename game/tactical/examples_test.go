package tactical

import (
	"testing"

	"periscope/assets"
)

func testData(t testing.TB) *Data {
	t.Helper()
	d, err := LoadData(assets.Data(), "tactical")
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func mustShip(t *testing.T, g *Game, id, class, hex string, facing Dir, speed int) *Vessel {
	t.Helper()
	v, err := g.AddShip(id, class, MustHex(hex), facing)
	if err != nil {
		t.Fatal(err)
	}
	v.Speed, v.Moved = speed, true
	return v
}

// sampleGame sets up the sample game [64.2] at the start of turn 2: U.190
// at S28-A dir 2, 75 ft, with the two escorts already at the poses their
// turn-3 moves start from (64.4.1–3 are missing; the text's turn-2 escort
// hexes cannot reach the turn-3 moves) and the fast convoy at its listed
// hexes.
func sampleGame(t *testing.T, faces ...int) *Game {
	d := testData(t)
	g := NewGame(d, LoadedDice(faces...), mustPeriod(t, "Sp43"), DefaultOptions())
	g.B.Turn = 2
	u, err := g.AddSub("U.190", "IXC", "G7a", MustHex("S28-A"), Dir2, 75)
	if err != nil {
		t.Fatal(err)
	}
	u.Speed, u.Moved, u.TurnedAtEnd = 1, true, true // turn 1: "1R"
	mustShip(t, g, "Amazon", "A", "S30-A", Dir1, 4)
	mustShip(t, g, "Armada", "Battle", "Y28-A", Dir5, 4)
	for _, m := range []struct{ id, class, hex string }{
		{"C-2 col 1", "C-2", "A35-B"}, {"C-3 col 2", "C-3", "I35-B"}, {"C-3 col 3", "C-3", "Q35-B"},
		{"C-2 col 1 row 2", "C-2", "A42-B"}, {"T-2 col 2 row 2", "T-2", "I42-B"}, {"T-2 col 3 row 2", "T-2", "Q42-B"},
	} {
		mustShip(t, g, m.id, m.class, m.hex, Dir6, 2)
	}
	return g
}

func mustPeriod(t *testing.T, s string) Period {
	t.Helper()
	p, err := ParsePeriod(s)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// The sample game [64], turns 2–4, through the rules core with the dice the
// text rolls: U.190 fires two G7As on turn 2 (the only launch that puts
// torpedoes in Z32-A and, eight hexes short of F36-B, X32-A at the end of
// turn 2 with no depth change [9.11]); on turn 3 the column-1 C-2 swings
// its stern onto the first torpedo (attitude 4, ≤ 4, roll 2 hits, damage 1 at
// DF 10 = 10: sunk); Armada and Amazon attack and Amazon's Hedgehog in W28
// hits U.190 at 100 ft (def 2, DF 6, roll 1 = 4 damage: forced up); on turn
// 4 the second torpedo enters the column-2 T-2's stern hex from H37 at
// attitude 3 (roll 5 hits, damage 2 at DF 10 = 10: sunk), and U.190, immune
// to depth charges, rises to 75 ft at Z27-A dir 1. Score 35 to 10 [64.6].
func Test64_SampleGame(t *testing.T) {
	g := sampleGame(t, 2, 1, 1, 5, 2)
	u := g.Vessel("U.190")

	// Turn 2.
	g.StartTurn()
	must(t, g.MoveConvoy(MustPlot("2")))
	must(t, g.LaunchTorpedoes(u, []Launch{{Tube: 0, First: 'B', Run: 7}, {Tube: 1, First: 'C', Turn: "L", Run: 6}}))
	if len(g.B.Torpedoes) != 2 || g.B.Torpedoes[0].Hex.String() != "Z32-A" || g.B.Torpedoes[1].Hex.String() != "X32-A" {
		t.Fatalf("torpedoes after turn 2: %+v", g.B.Torpedoes)
	}
	must(t, g.MoveSub(u, MustPlot("L3"), 75, true))
	if u.Bow.String() != "V27-A" || u.Facing != Dir1 || u.EP != 3 {
		t.Fatalf("U.190 after turn 2: %v dir %d EP %d", u.Bow, u.Facing, u.EP)
	}
	g.ResolveASW()
	g.EndTurn()

	// Turn 3.
	g.StartTurn()
	must(t, g.MoveConvoy(MustPlot("2R")))
	c2 := g.Vessel("C-2 col 1")
	if !c2.Sunk {
		t.Fatalf("C-2 not sunk by its stern swing: %+v", c2)
	}
	if r := g.Dice.Log[0]; r.Raw != 2 || r.Target != "≤ 4 (def 5, attitude 4)" || r.Result != "hit" {
		t.Fatalf("C-2 hit roll %+v", r)
	}
	if r := g.Dice.Log[1]; r.Raw != 1 || r.Result != "10 damage" {
		t.Fatalf("C-2 damage roll %+v", r)
	}
	armada, amazon := g.Vessel("Armada"), g.Vessel("Amazon")
	must(t, g.MoveShip(armada, MustPlot("3R2R1R"), []ASWOrder{
		{After: 5, Kind: KGunDC, Hex: MustHex("U26-A"), Count: 1, Depth: 100},
		{After: 5, Kind: KGunDC, Hex: MustHex("W26-A"), Count: 1, Depth: 100},
		{After: 6, Kind: RackDC, Hex: MustHex("V27-A"), Count: 5, Depth: 100},
		{After: 9, Kind: Squid, Hex: MustHex("W25-A"), Count: 1},
		{After: 9, Kind: Squid, Hex: MustHex("W26-A"), Count: 1},
		{After: 9, Kind: Squid, Hex: MustHex("X26-A"), Count: 1},
	}))
	if armada.Bow.String() != "W24-A" || armada.Facing != Dir2 || armada.Speed != 6 {
		t.Fatalf("Armada ends %v dir %d speed %d", armada.Bow, armada.Facing, armada.Speed)
	}
	must(t, g.MoveShip(amazon, MustPlot("4"), []ASWOrder{{After: 3, Kind: Hedgehog, Hex: MustHex("W28-A"), Count: 1}}))
	if amazon.Bow.String() != "W28-A" || amazon.Facing != Dir1 {
		t.Fatalf("Amazon ends %v dir %d", amazon.Bow, amazon.Facing)
	}
	g.ApplyWakeRule()
	if len(g.B.ASW) != 11 {
		t.Fatalf("ASW counters %d, want 2 DCK + 5 DC + 3 Squid + 1 Hedgehog", len(g.B.ASW))
	}
	g.RunTorpedoes()
	if len(g.B.Torpedoes) != 1 || g.B.Torpedoes[0].Hex.String() != "F36-B" {
		t.Fatalf("remaining torpedo %+v, want F36-B [64.4.6]", g.B.Torpedoes)
	}
	must(t, g.MoveSub(u, MustPlot("R1R1L"), 100, false))
	if u.Bow.String() != "W28-A" || u.Facing != Dir2 || u.EP != 2 {
		t.Fatalf("U.190 after turn 3: %v dir %d EP %d [64.4.7]", u.Bow, u.Facing, u.EP)
	}
	told := g.ResolveASW()
	if u.Damage != 4 || !g.ForcedUp(u) || u.Sunk || !told["U.190"] {
		t.Fatalf("U.190 after the Hedgehog: damage %d forced %v told %v [64.4.8]", u.Damage, g.ForcedUp(u), told)
	}
	if r := g.Dice.Log[2]; r.Raw != 1 || r.Target != "Damage Table, DF 6" || r.Result != "4 damage" {
		t.Fatalf("Hedgehog roll %+v", r)
	}
	if u.ASWTurn != 3 {
		t.Fatalf("U.190 should count as attacked on turn 3 (a K-gun charge 2 hexes away, ambiguity 14)")
	}
	g.EndTurn()

	// Turn 4.
	g.StartTurn()
	if err := g.CheckDepth(u, 100, false); err == nil {
		t.Fatal("U.190 must rise to 75 ft [64.5.1]")
	}
	must(t, g.MoveConvoy(MustPlot("L2")))
	must(t, g.MoveShip(armada, MustPlot("1R3"), nil))
	must(t, g.MoveShip(amazon, MustPlot("L2R1R1R2R"), nil))
	if armada.Bow.String() != "X28-A" || armada.Facing != Dir3 || amazon.Bow.String() != "Y28-A" || amazon.Facing != Dir4 {
		t.Fatalf("escorts after turn 4: Armada %v dir %d, Amazon %v dir %d [64.5.5]", armada.Bow, armada.Facing, amazon.Bow, amazon.Facing)
	}
	g.ApplyWakeRule()
	g.RunTorpedoes()
	t2 := g.Vessel("T-2 col 2 row 2")
	if !t2.Sunk {
		t.Fatalf("T-2 not sunk: %+v", t2)
	}
	if r := g.Dice.Log[3]; r.Raw != 5 || r.Target != "≤ 5 (def 5, attitude 3)" || r.Result != "hit" {
		t.Fatalf("T-2 hit roll %+v", r)
	}
	must(t, g.MoveSub(u, MustPlot("L3"), 75, false))
	if u.Bow.String() != "Z27-A" || u.Facing != Dir1 || u.Depth != 75 || u.EP != 0 {
		t.Fatalf("U.190 after turn 4: %v dir %d %d ft EP %d [64.5.7]", u.Bow, u.Facing, u.Depth, u.EP)
	}
	g.ResolveASW()
	g.EndTurn()

	if s := g.Score(); s.Sub != 35 || s.Escort != 10 {
		t.Fatalf("score %+v, want 35 to 10 [64.6]", s)
	}
	if g.Dice.Open() != 0 || g.Dice.F.(*Loaded).Left() != 0 {
		t.Fatalf("dice: %d unrecorded, %d faces unused", g.Dice.Open(), g.Dice.F.(*Loaded).Left())
	}
	// Had the Escort player done one more point, U.190 would have been sunk
	// for 26 VP: 28 with the two torpedoes [64.6].
	u.Damage, u.Sunk = 5, true
	if s := g.Score(); s.Escort != 28 {
		t.Fatalf("escort score with U.190 sunk %d, want 28 [64.6]", s.Escort)
	}
}

// Out of power and damaged, U.190 rises 25 ft a turn and is on the surface
// at the start of turn 8 [64.5.3].
func Test64_5_3_U190SurfacesByTurn8(t *testing.T) {
	g := sampleGame(t)
	u := g.Vessel("U.190")
	u.Bow, u.Facing, u.Depth, u.EP, u.Damage, u.Speed, u.TurnedAtEnd = MustHex("Z27-A"), Dir1, 75, 0, 4, 3, false
	g.B.Turn = 5
	for g.B.Turn < 8 {
		want := u.Depth - 25
		if err := g.CheckDepth(u, u.Depth, false); err == nil {
			t.Fatalf("turn %d: staying at %d ft accepted", g.B.Turn, u.Depth)
		}
		must(t, g.MoveSub(u, MustPlot("0"), want, false))
		g.EndTurn()
	}
	if u.Depth != 0 || !u.NoDive {
		t.Fatalf("U.190 at %d ft, no-dive %v at the start of turn 8", u.Depth, u.NoDive)
	}
	if err := g.CheckDepth(u, 25, false); err == nil {
		t.Fatal("a boat surfaced with no power dived again [8.3.4]")
	}
}

// The same sample game, turns 3 and 4 given to PlayTurn as both sides'
// orders: the ten phases in order give the same result, 35 to 10.
func Test64_SampleGameThroughPlayTurn(t *testing.T) {
	g := sampleGame(t, 2, 1, 1, 5, 2)
	g.B.ConvoySpeed = 2
	for turn, p := range map[int]string{2: "2", 3: "2R", 4: "L2", 5: "2"} {
		g.B.ConvoyPlans = append(g.B.ConvoyPlans, ConvoyPlan{Turn: turn, Plot: MustPlot(p)})
	}
	u := g.Vessel("U.190")
	// Turn 2 phase by phase (the escorts' turn-2 moves are not in the text).
	g.StartTurn()
	must(t, g.MoveConvoy(MustPlot("2")))
	must(t, g.LaunchTorpedoes(u, []Launch{{Tube: 0, First: 'B', Run: 7}, {Tube: 1, First: 'C', Turn: "L", Run: 6}}))
	must(t, g.MoveSub(u, MustPlot("L3"), 75, true))
	g.EndTurn()

	must(t, g.PlayTurn(TurnOrders{
		Subs:        []SubPlot{{ID: "U.190", Plot: MustPlot("R1R1L"), Depth: 100}},
		ConvoyPlans: []Plot{MustPlot("2")},
		Escorts: []EscortMove{
			{ID: "Armada", Plot: MustPlot("3R2R1R"), ASW: []ASWOrder{
				{After: 5, Kind: KGunDC, Hex: MustHex("U26-A"), Count: 1, Depth: 100},
				{After: 5, Kind: KGunDC, Hex: MustHex("W26-A"), Count: 1, Depth: 100},
				{After: 6, Kind: RackDC, Hex: MustHex("V27-A"), Count: 5, Depth: 100},
				{After: 9, Kind: Squid, Hex: MustHex("W25-A"), Count: 3},
			}},
			{ID: "Amazon", Plot: MustPlot("4"), ASW: []ASWOrder{{After: 3, Kind: Hedgehog, Hex: MustHex("W28-A"), Count: 1}}},
		},
	}))
	if err := g.Invariants(); err != nil {
		t.Fatal(err)
	}
	// A refused turn changes nothing: U.190 must rise to 75 ft.
	before := string(g.snapshot())
	if err := g.PlayTurn(TurnOrders{Subs: []SubPlot{{ID: "U.190", Plot: MustPlot("L3"), Depth: 100}}, ConvoyPlans: []Plot{MustPlot("2")}}); err == nil {
		t.Fatal("U.190 stayed at 100 ft with 4 damage")
	}
	if string(g.snapshot()) != before {
		t.Fatal("a refused turn changed the battle")
	}
	must(t, g.PlayTurn(TurnOrders{
		Subs:        []SubPlot{{ID: "U.190", Plot: MustPlot("L3"), Depth: 75}},
		ConvoyPlans: []Plot{MustPlot("2")},
		Escorts:     []EscortMove{{ID: "Armada", Plot: MustPlot("1R3")}, {ID: "Amazon", Plot: MustPlot("L2R1R1R2R")}},
	}))
	if err := g.Invariants(); err != nil {
		t.Fatal(err)
	}
	u = g.Vessel("U.190")
	if s := g.Score(); s.Sub != 35 || s.Escort != 10 || u.Bow.String() != "Z27-A" || u.Depth != 75 || g.B.Turn != 5 {
		t.Fatalf("after turn 4: score %+v, U.190 %v %d ft, turn %d", s, u.Bow, u.Depth, g.B.Turn)
	}
}
