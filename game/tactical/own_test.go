package tactical

import (
	"errors"
	"testing"

	"periscope/game/engine"
)

// [61] The stock table: a British destroyer reads letter B (36 charges and
// 10 ATW rounds on a 61), and in 1939–41 the letter to its left, A (18):
// the rulebook's "a British DD uses A instead of B". A US destroyer escort
// reads E (a 24: 70 charges, 5 rounds); a type the table does not list
// cannot be rolled by DCStock.
func Test61_DCStockTable(t *testing.T) {
	g := basicGame(t, 6, 1, 6, 1, 2, 4)
	if c, r, err := g.DCStock("V1", "DD", "UK", false); err != nil || c != 36 || r != 10 {
		t.Errorf("British DD on 61: %d charges, %d rounds, %v; want 36, 10", c, r, err)
	}
	if c, r, _ := g.DCStock("V1", "DD", "UK", true); c != 18 || r != 10 {
		t.Errorf("British DD on 61 in 1941: %d charges, %d rounds; want 18 (A), 10", c, r)
	}
	if c, r, _ := g.DCStock("Buckley", "DE", "US", false); c != 70 || r != 5 {
		t.Errorf("US DE on 24: %d charges, %d rounds; want 70, 5", c, r)
	}
	if _, _, err := g.DCStock("X", "CV", "UK", false); !errors.Is(err, ErrIllegal) {
		t.Errorf("a carrier: %v", err)
	}
}

// [61] A design with rolled stocks rolls one [61] d66 per escort at
// set-up (in the log with its rule) and none for a battle without them.
func Test61_DCStockRolledAtSetUp(t *testing.T) {
	sys := testSystem(t)
	rolls := func(id string) (n int, m *Match) {
		scen, ok := sys.Lib.Scenario(id)
		if !ok {
			t.Fatalf("no scenario %s", id)
		}
		var err error
		if m, err = NewMatch(sys.Lib.Data, scen, 3, nil); err != nil {
			t.Fatal(err)
		}
		for _, e := range m.Flush() {
			if e.Kind == "roll" && e.Rule == "61" {
				n++
			}
		}
		return n, m
	}
	n, m := rolls("design:S43;turns=20;convoy=6/fast;escorts=Flower,V1,Buckley;boats=VIIC;dcstock=rolled")
	if n != 3 {
		t.Errorf("%d [61] rolls for three escorts", n)
	}
	for _, id := range []string{"Flower 1", "V1 1", "Buckley 1"} {
		v := m.G.Vessel(id)
		if v == nil || !v.Stocked || v.DCLeft < 12 || v.ATWLeft < 3 {
			t.Errorf("%s: %+v", id, v)
		}
	}
	if n, m := rolls("design:S43;turns=20;convoy=6/fast;escorts=Flower,V1;boats=VIIC"); n != 0 || m.G.Vessel("V1 1").Stocked {
		t.Errorf("without the rule: %d rolls, stocked %v", n, m.G.Vessel("V1 1").Stocked)
	}
}

// [61] An escort out of charges cannot attack: a rack or K-gun counter
// takes two charges, a 600 lb counter three, the Mk X none; a Hedgehog
// counter an ATW round. The orders are refused when the stock cannot pay,
// and placing them takes them off it.
func Test61_EscortOutOfChargesCannotAttack(t *testing.T) {
	g := basicGame(t)
	g.B.Options.MkX = true
	g.B.Turn = 2
	e := mustShip(t, g, "E", "V1", "M20-B", Dir3, 2)
	g.AddSub("U", "VIIC", "", MustHex("M30-B"), Dir6, 100)
	poses := []Pose{{Bow: e.Bow.Neighbour(e.Facing), Facing: e.Facing}}
	rack := ASWOrder{After: 1, Kind: RackDC, Hex: e.Stern(), Count: 1, Depth: 75}
	heavy := rack
	heavy.DCType = "600lb"
	mk := rack
	mk.DCType = MkXType
	hh := ASWOrder{After: 1, Kind: Hedgehog, Hex: poses[0].Bow.Step(e.Facing, 1), Count: 1}
	e.Stocked, e.DCLeft, e.ATWLeft = true, 2, 0
	if err := g.checkASWOrders(e, poses, []ASWOrder{rack}); err != nil {
		t.Errorf("one counter on 2 charges: %v", err)
	}
	if err := g.checkASWOrders(e, poses, []ASWOrder{rack, rack}); !errors.Is(err, ErrIllegal) {
		t.Errorf("two counters on 2 charges: %v", err)
	}
	if err := g.checkASWOrders(e, poses, []ASWOrder{heavy}); !errors.Is(err, ErrIllegal) {
		t.Errorf("a 600 lb counter on 2 charges: %v", err)
	}
	if err := g.checkASWOrders(e, poses, []ASWOrder{hh}); !errors.Is(err, ErrIllegal) {
		t.Errorf("a Hedgehog with no rounds: %v", err)
	}
	e.DCLeft, e.ATWLeft = 0, 1
	if err := g.checkASWOrders(e, poses, []ASWOrder{rack}); !errors.Is(err, ErrIllegal) {
		t.Errorf("out of charges, a rack counter: %v", err)
	}
	if err := g.checkASWOrders(e, poses, []ASWOrder{mk}); err != nil {
		t.Errorf("the Mk X is not counted: %v", err)
	}
	if err := g.checkASWOrders(e, poses, []ASWOrder{hh}); err != nil {
		t.Errorf("a Hedgehog round left: %v", err)
	}
	e.DCLeft = 3
	if err := g.checkASWOrders(e, poses, []ASWOrder{heavy}); err != nil {
		t.Errorf("a 600 lb counter on 3 charges: %v", err)
	}
	// Placing the orders takes them off the stock.
	e.DCLeft, e.ATWLeft = 7, 1
	if err := g.MoveShip(e, MustPlot("1"), []ASWOrder{rack, heavy, hh}); err != nil {
		t.Fatal(err)
	}
	if e.DCLeft != 2 || e.ATWLeft != 0 || g.OutOfCharges(e) {
		t.Errorf("after 2 + 3 charges and a Hedgehog: %d charges, %d rounds left", e.DCLeft, e.ATWLeft)
	}
	e.DCLeft = 0
	if !g.OutOfCharges(e) {
		t.Error("no charges and no rounds: not out")
	}
}

// [61] Bot against bot with rolled stocks: the escorts never drop more
// than they carry, each counter placed comes off the stock, and the game
// keeps its invariants to the end.
func Test61_BotsKeepToTheirStock(t *testing.T) {
	sys := testSystem(t)
	const scen = "design:S43;turns=30;convoy=8/slow;escorts=Flower,Flower;boats=VIIC,VIIC;dcstock=rolled"
	s, err := engine.NewSession(sys, rec(scen, 2))
	if err != nil {
		t.Fatal(err)
	}
	m := s.Game().(*Match)
	start := map[string]int{}
	for _, id := range []string{"Flower 1", "Flower 2"} {
		start[id] = m.G.Vessel(id).DCLeft
	}
	placed := map[string]int{}
	seen := map[ASWCounter]bool{}
	m.Trace = func(m *Match, op engine.Op) {
		if err := m.Invariants(); err != nil {
			t.Fatalf("%v after %s", err, op)
		}
		for _, c := range m.G.B.ASW {
			if !seen[c] && c.Kind.IsDC() && c.DCType != MkXType {
				seen[c] = true
				placed[c.Owner] += 2
			}
		}
	}
	play := bots(sys)
	for n := 0; m.Prompt() != nil && n < 5000; n++ {
		if _, err := s.Apply(play(m, m.Prompt())); err != nil {
			t.Fatal(err)
		}
	}
	total := 0
	for id, n := range start {
		v := m.G.Vessel(id)
		if n-v.DCLeft != placed[id] {
			t.Errorf("%s: %d charges at the start, %d left, %d placed", id, n, v.DCLeft, placed[id])
		}
		total += placed[id]
	}
	if total == 0 {
		t.Error("no charge dropped in the game")
	}
}

// [59] Reload rate by crew: 12, 15, 18 turns a tube (Advanced column) and
// 24, 30, 36 (Basic) for professional, experienced and novice crews, the
// Basic game's 3 without the rule; a tube emptied on turn 3 by a novice
// crew is ready at the end of turn 21.
func Test59_ReloadRateByCrew(t *testing.T) {
	g := basicGame(t)
	u, _ := g.AddSub("U", "VIIC", "", MustHex("M30-B"), Dir6, 100)
	for _, c := range []struct {
		col  string
		crew Crew
		want int
	}{{"", Novice, 3}, {"advanced", Professional, 12}, {"advanced", Experienced, 15}, {"advanced", Novice, 18},
		{"basic", Professional, 24}, {"basic", Experienced, 30}, {"basic", Novice, 36}} {
		g.B.Reload, u.Crew = c.col, c.crew
		if got := g.ReloadTurns(u); got != c.want {
			t.Errorf("%q %s: %d turns, want %d", c.col, c.crew, got, c.want)
		}
	}
	g.B.Reload, u.Crew, g.B.Turn = "advanced", Novice, 3
	u.Tubes[0].Loaded = false
	g.Reload()
	if u.Tubes[0].Ready != 21 {
		t.Fatalf("novice reload started on turn 3: ready %d, want 21", u.Tubes[0].Ready)
	}
	g.B.Turn = 20
	g.Reload()
	if u.Tubes[0].Loaded {
		t.Fatal("loaded a turn early")
	}
	g.B.Turn = 21
	g.Reload()
	if !u.Tubes[0].Loaded {
		t.Fatal("not loaded at the end of turn 21")
	}
}

// [59] The Type XXI: nothing reloads while a tube is loaded; when every
// loaded tube has fired, all six reload at once in 12 turns (Basic 24),
// once; after that a tube at a time at the crew's rate.
func Test59_TypeXXIPowerReload(t *testing.T) {
	g := basicGame(t)
	g.B.Period = mustPeriod(t, "W45")
	x, err := g.AddSub("X", "XXI", "", MustHex("M30-B"), Dir6, 100)
	if err != nil {
		t.Fatal(err)
	}
	g.B.Reload, x.Crew, g.B.Turn = "advanced", Experienced, 5
	stock := x.BowReloads
	for k := range x.Tubes[:len(x.Tubes)-1] {
		x.Tubes[k].Loaded = false
		x.Fired++
		g.B.TorpedoesFired++
	}
	g.Reload()
	for k, tb := range x.Tubes {
		if tb.Ready != 0 {
			t.Fatalf("tube %d reloading while one is still loaded", k+1)
		}
	}
	x.Tubes[len(x.Tubes)-1].Loaded = false
	x.Fired++
	g.B.TorpedoesFired++
	g.Reload()
	for k, tb := range x.Tubes {
		if tb.Ready != 17 {
			t.Fatalf("tube %d ready %d, want 17 (all at once, 12 turns)", k+1, tb.Ready)
		}
	}
	if x.BowReloads != stock-len(x.Tubes) || !x.PowerReloaded {
		t.Fatalf("stock %d of %d, power reload %v", x.BowReloads, stock, x.PowerReloaded)
	}
	g.B.Turn = 17
	g.Reload()
	x.Tubes[0].Loaded = false
	x.Fired++
	g.B.TorpedoesFired++
	g.B.Turn = 18
	g.Reload()
	if x.Tubes[0].Ready != 33 {
		t.Errorf("after the power reload: ready %d, want 33 (15 turns, experienced)", x.Tubes[0].Ready)
	}
	if err := g.Invariants(); err != nil {
		t.Error(err)
	}
}

// [59] A design with the reload rule rolls each boat's crew [49] when the
// crews switch has not, and plays to its end.
func Test59_DesignRollsTheCrews(t *testing.T) {
	sys := testSystem(t)
	s := playOut(t, sys, rec("design:S43;turns=15;convoy=6/fast;escorts=Flower;boats=VIIC,VIIC;reload=advanced", 5))
	m := s.Game().(*Match)
	crews := 0
	for _, e := range s.Log() {
		if e.Roll != nil && e.Roll.Rule == "49" {
			crews++
		}
	}
	if crews != 2 {
		t.Errorf("%d crew rolls for two boats", crews)
	}
	for i := range m.G.B.Vessels {
		if v := &m.G.B.Vessels[i]; v.Sub && v.Crew == "" {
			t.Errorf("%s has no crew", v.ID)
		}
	}
}

// [58] Convoy turns once in 3 turns: on turn 1 the four plots L2, 2, R2
// are refused (turns 1 and 3), L2, 2, 2, R2 accepted (turns 1 and 4); the
// bots' convoy keeps to it through a whole game.
func Test58_ConvoyTurnsLimited(t *testing.T) {
	const scen = "design:F42;turns=25;convoy=6/fast;escorts=V1;boats=VIIC;convoyturns=3"
	m := newTestMatch(t, scen, 1)
	if m.G.B.ConvoyTurnEvery != 3 {
		t.Fatalf("limit %d", m.G.B.ConvoyTurnEvery)
	}
	if err := m.CheckEscortOrders(EscortOrders{Convoy: []string{"L2", "2", "R2", "2"}}); err == nil {
		t.Error("turns on 1 and 3 accepted")
	}
	if err := m.CheckEscortOrders(EscortOrders{Convoy: []string{"L2", "2", "2", "R2"}}); err != nil {
		t.Errorf("turns on 1 and 4: %v", err)
	}
	if err := m.G.plotConvoy([]Plot{MustPlot("2L"), MustPlot("R2"), MustPlot("2"), MustPlot("2")}); err == nil {
		t.Error("the game recorded turns on 1 and 2")
	}
	// Without the limit the same plots stand.
	free := newTestMatch(t, "design:F42;turns=25;convoy=6/fast;escorts=V1;boats=VIIC", 1)
	if err := free.CheckEscortOrders(EscortOrders{Convoy: []string{"L2", "2", "R2", "2"}}); err != nil {
		t.Errorf("no limit: %v", err)
	}
	// The bots' convoy near the west edge turns back toward the middle
	// (R2) — unless a turn is planned within the last two turns.
	for _, limited := range []bool{false, true} {
		m := newTestMatch(t, scen, 1)
		g := m.G
		g.B.Turn = 5
		g.B.ConvoyPlans = []ConvoyPlan{{Turn: 5, Plot: MustPlot("2")}, {Turn: 6, Plot: MustPlot("2")}, {Turn: 7, Plot: MustPlot("L2")}}
		if !limited {
			g.B.ConvoyTurnEvery = 0
		}
		for i := range g.B.Vessels {
			if v := &g.B.Vessels[i]; g.Role(v) == Merchant {
				v.Bow.Col = 4 + v.Bow.Col%8
			}
		}
		o := m.escortOrders()
		if len(o.Convoy) != 1 {
			t.Fatalf("%d convoy plots on turn 5", len(o.Convoy))
		}
		if turns := MustPlot(o.Convoy[0]).Turns() > 0; turns == limited {
			t.Errorf("limit %v: the bot plots %s for turn 8", limited, o.Convoy[0])
		}
	}
}
