package naval

import (
	"testing"

	"periscope/game/dice"
	"periscope/game/engine"
)

// testGame is a bare game with the given ships in forces of their own
// (for resolver tests that need no map).
func testGame(t *testing.T, opts ...string) *Game {
	t.Helper()
	th := theatre(t)
	g, err := NewGame(th, engine.Record{Scenario: "pacific-1942", Seed: 1, Options: opts})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func named(id, class string, size int, fast bool) *Ship {
	return &Ship{ID: id, Name: id, Nation: "JAP", Class: class, Size: size, Fast: fast, NAS: size}
}

func Test20_51_NavalAttackTable(t *testing.T) {
	cases := []struct{ ff, roll, want int }{
		{1, 7, 1}, {2, 5, 0}, {4, 12, 3}, {6, 11, 3}, {9, 2, 1}, {12, 7, 3}, {30, 12, 8}, {58, 7, 11}, {60, 12, 13},
		{10, 1, 1},         // a modified roll under 2 counts as 2
		{10, 15, 5},        // 12+
		{70, 7, 11 + 3},    // over 60: the top row plus the remainder's (10 → 10-12)
		{120, 12, 13 + 13}, // two full rows
	}
	for _, c := range cases {
		if got := FleetHits(c.ff, c.roll); got != c.want {
			t.Errorf("FleetHits(%d, %d) = %d, want %d", c.ff, c.roll, got, c.want)
		}
	}
	air := []struct{ as, roll, want int }{{1, 6, 1}, {2, 4, 1}, {3, 2, 1}, {4, 9, 3}, {10, 12, 8}, {20, 12, 13}, {19, 2, 8}, {25, 7, 11 + 3}}
	for _, c := range air {
		if got := AirHits(c.as, c.roll); got != c.want {
			t.Errorf("AirHits(%d, %d) = %d, want %d", c.as, c.roll, got, c.want)
		}
	}
}

func Test20_511_NamedShipDamage(t *testing.T) {
	s := named("bb", BB, 4, true)
	if r := hitNamed(s, 2); r != "" || s.Damaged {
		t.Fatalf("2 hits on a 4: %q", r)
	}
	if r := hitNamed(s, 3); r != "damaged" || !s.Damaged {
		t.Fatalf("3 hits on a 4: %q", r)
	}
	if r := hitNamed(s, 3); r != "sunk" || !s.Sunk {
		t.Fatalf("a damaged ship damaged again: %q", r)
	}
	s = named("bb2", BB, 3, true)
	if r := hitNamed(s, 7); r != "sunk" {
		t.Fatalf("excess hits: %q", r)
	}
}

// Hits 1–6 on cruisers with one-factor ships: CA damaged / CA sunk / +1
// one-factor / +2 / +2 and CA damaged / 2 CA + 2 (20.5).
func Test20_5_CruisersWithDestroyers(t *testing.T) {
	want := []lightLoss{{1, 0, 0}, {0, 1, 0}, {0, 1, 1}, {0, 1, 2}, {1, 1, 2}, {0, 2, 2}}
	for h := 1; h <= 6; h++ {
		ca := &Ship{ID: "ca", Class: CA, Size: 6}
		dd := &Ship{ID: "dd", Class: DD, Size: 5}
		got := hitLights([]*Ship{ca, dd}, h)
		if got != want[h-1] {
			t.Errorf("%d hits: %+v, want %+v", h, got, want[h-1])
		}
	}
	// All cruisers: one sunk per two hits, an odd hit damages one more.
	ca := &Ship{ID: "ca", Class: CA, Size: 6}
	if got := hitLights([]*Ship{ca}, 3); got.CASunk != 1 || got.CADamaged != 1 || ca.Size != 4 || ca.DmgCA != 1 {
		t.Errorf("3 hits on 3 cruisers: %+v, %+v", got, ca)
	}
	// A damaged cruiser is sunk by an odd hit only when no undamaged one
	// remains.
	ca = &Ship{ID: "ca", Class: CA, Size: 4, DmgCA: 1}
	hitLights([]*Ship{ca}, 1)
	if ca.Size != 4 || ca.DmgCA != 2 {
		t.Errorf("an odd hit with an undamaged cruiser left: %+v", ca)
	}
	hitLights([]*Ship{ca}, 1)
	if ca.Size != 2 || ca.DmgCA != 1 {
		t.Errorf("an odd hit with none undamaged: %+v", ca)
	}
	// Excess hits are lost.
	dd := &Ship{ID: "dd", Class: DD, Size: 2}
	if got := hitLights([]*Ship{dd}, 5); got.OneFactor != 2 || !dd.Sunk {
		t.Errorf("excess: %+v %+v", got, dd)
	}
}

// The example of 20.526: a ship sunk in port by a roll of 12 gets a single
// critical-hit roll (at most one per ship per attack).
func Test20_526_OneCriticalRollPerAttack(t *testing.T) {
	g := testGame(t)
	s := named("arizona", BB, 3, false)
	g.LoadDice(4)
	g.applyHits([]*Ship{s}, 3, true, false, true)
	rolls := 0
	for _, e := range g.Flush() {
		if e.Roll != nil && e.Roll.Purpose == "critical hit" {
			rolls++
		}
	}
	if rolls != 1 {
		t.Fatalf("%d critical rolls, want 1", rolls)
	}
	if !s.Sunk {
		t.Fatalf("a 4 on 1d6 against a 3: critical, destroyed: %+v", s)
	}
	// Without the critical, the ship sunk in port survives, repairable.
	s = named("nevada", BB, 3, false)
	g.LoadDice(2)
	g.applyHits([]*Ship{s}, 3, false, false, true)
	g.Flush()
	if s.Sunk || !s.Damaged || s.Repair == 0 {
		t.Fatalf("sunk in port, no critical: %+v", s)
	}
}

func Test20_525_CriticalDie(t *testing.T) {
	g := testGame(t)
	s := named("kirishima", BB, 5, true)
	g.LoadDice(5, 6)
	if g.criticalRoll(s) || !g.criticalRoll(s) {
		t.Fatal("1d6: only a 6 beats a 5-factor ship")
	}
	g2 := testGame(t, "crit-2d6")
	g2.LoadDice(6, 5)
	if !g2.criticalRoll(s) {
		t.Fatal("2d6 with the switch: 11 > 5")
	}
}

func Test20_16_TaskForce(t *testing.T) {
	ok := []*Ship{named("cv", CV, 3, true), {ID: "ca", Class: CA, Size: 4}, {ID: "dd", Class: DD, Size: 4}}
	if err := CheckTF(ok); err != nil {
		t.Fatal(err)
	}
	bad := [][]*Ship{
		{{ID: "dd", Class: DD, Size: 9}},                                                                           // < 10
		{{ID: "dd", Class: DD, Size: 10}, {ID: "ca", Class: CA, Size: 16}},                                         // > 25
		{named("a", CV, 4, true), named("b", CV, 4, true), named("c", CV, 3, true), {ID: "d", Class: DD, Size: 8}}, // carriers > fleet
		{named("a", BB, 4, true), {ID: "s", Class: SS, Size: 6}},                                                   // a sub
		{{ID: "dd", Class: DD, Size: 10}, {ID: "x", Class: BB, Size: 3, Damaged: true}},                            // damaged
	}
	for i, b := range bad {
		if CheckTF(b) == nil {
			t.Errorf("case %d accepted", i)
		}
	}
}

func Test22_21_InterceptionOdds(t *testing.T) {
	if p := sumOdds(2, 7, false); p < 21.0/36-1e-9 || p > 21.0/36+1e-9 {
		t.Errorf("2 dice ≥ 7: %v", p)
	}
	// Pacific: half the sum rounded up; 4 hexes need a sum of 7.
	if p := sumOdds(2, 4, true); p < 21.0/36-1e-9 || p > 21.0/36+1e-9 {
		t.Errorf("P: 2 dice, 4 hexes: %v", p)
	}
	if sumOdds(0, 1, false) != 0 || sumOdds(0, 0, false) != 1 {
		t.Error("no dice")
	}
	if InterceptDice(OpRaid) != 1 || InterceptDice(OpBase) != 2 || InterceptDice(OpConvoy) != 4 || InterceptDice("patrol-stay") != 8 {
		t.Error("22.22 dice")
	}
}

// 22.231–232: the modifiers and the cap of 8 dice.
func Test22_23_InterceptionDice(t *testing.T) {
	g := testGame(t)
	o := &Op{Side: 0, Force: "mo", Kind: OpConvoy, Target: "pmy", Path: g.Map.Path("rab", "pmy")}
	subs := g.force("uss2")
	n, mods := g.interceptDice(subs, o, "cor", false)
	if n != 4+min(g.spotters(1, "cor"), 3)+1-2 {
		t.Errorf("subs: %d dice (%v)", n, mods)
	}
	tf := g.force("tf17")
	n, _ = g.interceptDice(tf, o, "cor", false)
	if n > 8 {
		t.Errorf("%d dice: the cap is 8", n)
	}
	has := func(ms []dice.Mod, rule string) bool {
		for _, m := range ms {
			if m.Rule == rule {
				return true
			}
		}
		return false
	}
	_, mods = g.interceptDice(g.force("tf1"), o, "cor", false)
	if !has(mods, "22.232A") {
		t.Errorf("slow battleships: %v", mods)
	}
	_, mods = g.interceptDice(tf, o, "cor", false)
	if !has(mods, "22.231B") {
		t.Errorf("the US plays codebreaking in this scenario: %v", mods)
	}
}

// The example of 22.4511: two CGs, three searching squadrons and Magic
// give the US six search dice.
func Test22_4511_SearchDiceExample(t *testing.T) {
	if n := SearchDice(2, 3, 0, 1); n != 6 {
		t.Fatalf("%d dice, want 6", n)
	}
	if n := SearchDice(8, 5, 2, 0); n != 6+3+2 {
		t.Fatalf("caps: %d", n)
	}
}

// The example of 22.452: rolls of 1, 3, 3, 5, 5, 6 against CG1–3: CG1
// spotted, CG2 hidden, CG3 two hits.
func Test22_452_SearchExample(t *testing.T) {
	h := SearchHits([]int{1, 3, 3, 5, 5, 6})
	if h[1] != 1 || h[2] != 0 || h[3] != 2 {
		t.Fatalf("%v", h)
	}
}

// battleGame builds a battle with the given CGs (ships per CG) for each
// side, with the search hits given.
func battleGame(t *testing.T, cgs [2][][]*Ship, hits [2][]int) *Game {
	g := testGame(t)
	g.S.Ships = nil
	g.S.Forces = nil
	b := &Battle{Hex: "cor", Interceptor: 1, Loser: -1}
	for s := 0; s < 2; s++ {
		for i, ships := range cgs[s] {
			fid := string(rune('a'+s)) + string(rune('1'+i))
			g.S.Forces = append(g.S.Forces, Force{ID: fid, Side: s, Name: fid, Port: "rab", At: "cor", AtSea: true})
			cg := CG{Label: i + 1, Hits: hits[s][i]}
			for _, sh := range ships {
				sh.Force = fid
				g.S.Ships = append(g.S.Ships, *sh)
				cg.Ships = append(cg.Ships, sh.ID)
			}
			b.CGs[s] = append(b.CGs[s], cg)
			b.Forces[s] = append(b.Forces[s], fid)
		}
	}
	g.S.Battle = b
	return g
}

// The example of 22.513: Japan has five CGs, the US four; all fast but
// Japan's CG3; Japan's CG4 and the US CG2 hold carriers (and struck with
// a surprise roll). US search: 1, 1, 2, 2, 6; Japanese: 1, 3, 3, 5, 5, 6.
func Test22_513_EngagementExample(t *testing.T) {
	fast := func(id string) []*Ship {
		return []*Ship{named(id+"bb", BB, 3, true), {ID: id + "dd", Class: DD, Size: 8}}
	}
	slow := func(id string) []*Ship {
		return []*Ship{named(id+"bb", BB, 4, false), {ID: id + "dd", Class: DD, Size: 8}}
	}
	car := func(id string) []*Ship {
		return []*Ship{named(id+"cv", CV, 3, true), {ID: id + "dd", Class: DD, Size: 8}}
	}
	jh := SearchHits([]int{1, 1, 2, 2, 6}) // US dice against Japan
	uh := SearchHits([]int{1, 3, 3, 5, 5, 6})
	g := battleGame(t, [2][][]*Ship{
		{fast("j1"), fast("j2"), slow("j3"), car("j4"), fast("j5")},
		{fast("u1"), car("u2"), fast("u3"), fast("u4")},
	}, [2][]int{{jh[1], jh[2], jh[3], jh[4], jh[5]}, {uh[1], uh[2], uh[3], uh[4]}})
	b := g.S.Battle
	b.CGs[0][3].Surprised = true // Japan's CG4 struck with a surprise roll
	b.CGs[1][1].Surprised = true // and so did the US CG2
	stepBFleetPairs(g)
	if b.CGs[0][0].Engage != 1 || b.CGs[1][0].Engage != 1 {
		t.Errorf("the CG1 pair must fight (22.511): %d %d", b.CGs[0][0].Engage, b.CGs[1][0].Engage)
	}
	if b.CGs[0][1].Engage != 0 {
		t.Error("Japanese CG2 (spotted) fights only if engaged")
	}
	if e := g.engageable(0, 2); len(e) != 1 || b.CGs[1][e[0]].Label != 3 {
		t.Errorf("Japanese CG3 (slow) may engage only US CG3: %v", e)
	}
	if e := g.engageable(0, 3); len(e) != 0 {
		t.Errorf("Japanese CG4 rolled for surprise: %v", e)
	}
	if e := g.engageable(0, 4); len(e) != 2 {
		t.Errorf("Japanese CG5 (fast, unspotted) may engage US CG1 or CG3: %v", e)
	}
	if e := g.engageable(1, 3); len(e) != 2 {
		t.Errorf("US CG4 (fast, unspotted) may engage Japanese CG1 or CG2: %v", e)
	}
	if e := g.engageable(1, 2); len(e) != 0 {
		t.Errorf("US CG3 is spotted: %v", e)
	}
	// With the switch, slow CGs engage any spotted CG.
	g.sw.slowEngageAny = true
	if e := g.engageable(0, 2); len(e) != 2 {
		t.Errorf("switch: %v", e)
	}
}

// stepBFleetPairs runs the compulsory pairing of stepBFleet alone.
func stepBFleetPairs(g *Game) {
	g.Push(engine.Frame{Op: opBFleet})
	g.S.Stack = g.S.Stack[:len(g.S.Stack)-1]
	f := engine.Frame{Op: opBFleet}
	stepBFleet(g, &f)
	g.S.Stack = nil
}

// 22.54: the attacker (more capital ships) places at least each target's
// size; a defending heavy under fire answers its attacker.
func Test22_54_FleetFireAllocation(t *testing.T) {
	a := []*Ship{named("yamato", BB, 5, false), named("nagato", BB, 4, false), {ID: "jdd", Class: DD, Size: 6, Nation: "JAP"}}
	d := []*Ship{named("colorado", BB, 4, false), {ID: "uca", Class: CA, Size: 2}, {ID: "udd", Class: DD, Size: 1}, named("cv", CV, 3, true)}
	fire := FleetFire([2][]*Ship{a, d}, 1)
	got := map[string]int{}
	for _, f := range fire {
		got[string(rune('0'+f.Side))+targetName(f.Target)] += f.FF
	}
	if got["0colorado (BB 4)"] != 5 {
		t.Errorf("Yamato on Colorado: %v", got)
	}
	if got["0the light ships"] != 4+6 {
		t.Errorf("Nagato (no heavy left) and the lights on the lights: %v", got)
	}
	if got["1yamato (BB 5)"] != 4 || got["1the light ships"] != 3 {
		t.Errorf("Colorado answers Yamato, the US lights fire on the lights (22.54E): %v", got)
	}
	for _, f := range fire {
		for _, s := range f.Target {
			if s.Carrier() {
				t.Error("a screened carrier was fired on with other ships present (22.54H)")
			}
		}
	}
}

// The example of 22.934: CV, CV, CVL, BB5, BB4 and lights ranked 1–6;
// target rolls of 2 and 4 hit the second CV and the BB5.
func Test22_934_SubTargetExample(t *testing.T) {
	cv1 := named("cv1", CV, 3, true)
	cv2 := named("cv2", CV, 3, true)
	cvl := named("cvl", CV, 2, true)
	bb5 := named("bb5", BB, 5, false)
	bb4 := named("bb4", BB, 4, false)
	ca := &Ship{ID: "ca", Class: CA, Size: 4}
	dd := &Ship{ID: "dd", Class: DD, Size: 6}
	rank := SubRanking([]*Ship{bb4, ca, cvl, dd, bb5, cv1, cv2})
	if len(rank) != 6 {
		t.Fatalf("%d entries", len(rank))
	}
	if got := SubTarget(rank, 2); got[0] != cv2 {
		t.Errorf("2: %v", got[0])
	}
	if got := SubTarget(rank, 4); got[0] != bb5 {
		t.Errorf("4: %v", got[0])
	}
	if got := SubTarget(rank, 6); len(got) != 2 {
		t.Errorf("6: the lights, %v", got)
	}
	if got := SubTarget(rank[:3], 5); got[0] != cvl {
		t.Errorf("beyond the entries, the last: %v", got[0])
	}
}

func Test22_942_SubAttackTable(t *testing.T) {
	want := map[int]int{0: -1, 2: -1, 3: 0, 4: 0, 5: 1, 6: 1, 7: 2, 8: 2, 9: 3, 10: 3, 11: 4, 12: 5, 15: 5}
	for roll, h := range want {
		if got := SubAttackHits(roll); got != h {
			t.Errorf("%d: %d, want %d", roll, got, h)
		}
	}
}

// 22.943: destroyers −1 per 3 (cap −2), the net cap ±4, and the switch for
// a natural 2.
func Test22_943_SubAttackModifiers(t *testing.T) {
	g := testGame(t)
	sub := g.ship("jss1")
	force := []*Ship{{ID: "x", Class: DD, Size: 9, Nation: "USA"}}
	mods := g.subMods(sub, force, force, 5, true, "")
	if s := dice.Sum(mods); s < -4 || s > 4 {
		t.Errorf("net %d", s)
	}
	found := false
	for _, m := range mods {
		if m.Rule == "22.9433" && m.Value == -2 {
			found = true
		}
	}
	if !found {
		t.Errorf("9 DD factors: −2 (capped): %v", mods)
	}
	// A modified 2 sinks the sub factor unless the switch asks for a
	// natural 2.
	g.LoadDice(1, 2, 2) // target die, then 2d6 = 4 with mods ≤ −2
	tgt := []*Ship{{ID: "y", Class: DD, Size: 9, Nation: "USA", Force: "tf44"}}
	before := sub.Size
	if h := g.SubAttack(sub, tgt, 3, false, ""); h != -1 || sub.Size != before-1 {
		t.Errorf("modified ≤2: %d, size %d", h, sub.Size)
	}
	g2 := testGame(t, "sub-natural-2")
	sub2 := g2.ship("jss1")
	g2.LoadDice(1, 2, 2)
	if h := g2.SubAttack(sub2, tgt, 3, false, ""); h == -1 {
		t.Error("with the switch only a natural 2 sinks the sub")
	}
	g.Flush()
	g2.Flush()
}

// The example of 23.32: four CVs with 12 NAS fly at most 4 on CAP; after
// losing 3, at most 3.
func Test23_32_CAPExample(t *testing.T) {
	if CAPMax(12) != 4 || CAPMax(9) != 3 || CAPMax(1) != 1 {
		t.Fatal(CAPMax(12), CAPMax(9))
	}
}

// The example of 23.4122: ten strikers against three cover squadrons: a
// "1/0" lets 9 through, "1/2" (the most likely result) 7, "2/4" 4; a "1/1"
// the other way leaves one defender.
func Test23_4122_CoverExample(t *testing.T) {
	for _, c := range []struct{ e, a, left int }{{1, 0, 9}, {1, 2, 7}, {2, 4, 4}} {
		if got := 10 - c.e - c.a; got != c.left {
			t.Errorf("%d/%d: %d", c.e, c.a, got)
		}
	}
	if e, a := AirCombat(3, 7); e != 1 || a != 2 {
		t.Errorf("three squadrons at 7: %d/%d, the example's most likely 1/2", e, a)
	}
	if e, a := AirCombat(3, 12); e != 2 || a != 4 {
		t.Errorf("three squadrons at 12: %d/%d, the example's 2/4", e, a)
	}
	if 3-1-1 != 1 {
		t.Error("1/1 leaves one")
	}
}

func Test23_42_AirDefenceTable(t *testing.T) {
	if e, a := AirDefence(3, 7); e != 1 || a != 1 {
		t.Errorf("level 3 at 7: %d/%d", e, a)
	}
	if e, a := AirDefence(12, 12); e != 3+2 || a != 4+1 {
		t.Errorf("level 12 = row 10 + row 2: %d/%d", e, a)
	}
	ships := []*Ship{named("y", BB, 5, false), {ID: "cve", Class: CVE, Size: 2}, {ID: "dd", Class: DD, Size: 6}}
	// 5 + 6 (CVE ×3) + 6 = 17 → 2; +1 BB5; +1 research; −1 surprise 2.
	if l := ADLevel(ships, 1, 0, 2); l != 2+1+1-1 {
		t.Errorf("level %d", l)
	}
}

// The example of 23.143: five AAF (15 AAS) lose five; 2 and 8 squadrons
// left make 1 and 3 AAF, one over the pool: one is removed.
func Test23_143_AASConversionExample(t *testing.T) {
	got := ConvertAASPool([]int{2, 8}, ConvertAAS(10))
	if got[0]+got[1] != 3 || got[0] != 1 {
		t.Fatalf("%v", got)
	}
	if ConvertAAS(1) != 0 || ConvertAAS(2) != 1 || ConvertAAS(4) != 1 || ConvertAAS(5) != 2 || ConvertAAS(7) != 2 {
		t.Fatal("23.14 ⌊(n+1)/3⌋")
	}
}

func Test22_463_SurpriseEngagement(t *testing.T) {
	if engagedBySurprise(6, 4) != 4 || engagedBySurprise(6, 5) != 2 || engagedBySurprise(6, 6) != 0 || engagedBySurprise(5, 3) != 5 {
		t.Fatal("⅔, ⅓ rounded up, none")
	}
}

func Test22_222_AutomaticInBase(t *testing.T) {
	g := testGame(t)
	o := &Op{Side: 0, Force: "mo", Kind: OpConvoy, Target: "pmy", Path: []string{"sol", "cor", "pmy"}}
	c := &Intercept{Force: "tf44", Hex: "aus", Dist: 0, Dice: 0}
	g.force("tf44").At = "aus"
	g.rollCut(c, o, false)
	if !c.OK {
		t.Fatal("a target in the interceptor's own hex is intercepted automatically")
	}
	g.Flush()
}

// The example of 23.4115: fifteen US NAS attack a Japanese port holding two
// AAF (six AAS, two of each type, 23.13) and six NAS. Round one: the US
// result is 6/6, the Japanese 4/4; round two, four NAS on anti-air get
// 2/2 and the six Japanese squadrons 2/3, leaving six NAS to attack the
// ships. Every one of those results lies on Periscope's Air Combat Table
// for its number of squadrons (the example fixes the table's scale), and
// the arithmetic of the example holds.
func Test23_4115_PortAttackExample(t *testing.T) {
	reach := func(n, e, a int) bool {
		for r := 2; r <= 12; r++ {
			if x, y := AirCombat(n, r); x == e && y == a {
				return true
			}
		}
		return false
	}
	for _, c := range []struct{ n, e, a int }{{15, 6, 6}, {12, 4, 4}, {4, 2, 2}, {6, 2, 3}} {
		if !reach(c.n, c.e, c.a) {
			t.Errorf("%d squadrons cannot get %d/%d", c.n, c.e, c.a)
		}
	}
	if 3*2 != 6 {
		t.Error("two AAF split into six AAS")
	}
	us := 15 - 4 // four NAS eliminated in round one; aborts ignored as the attack goes on
	if us != 11 || us-4 != 7 || 7-1 != 6 {
		t.Error("the example's count")
	}
}

// answer picks the option with the given key (the test fails when it is
// not offered).
func answer(t *testing.T, g *Game, key string) []engine.Entry {
	t.Helper()
	p := g.Prompt()
	for i, o := range p.Options {
		if o.Key == key {
			es, err := g.Apply(engine.Pick(i))
			if err != nil {
				t.Fatal(err)
			}
			return es
		}
	}
	var keys []string
	for _, o := range p.Options {
		keys = append(keys, o.Key)
	}
	t.Fatalf("%s: no option %q in %v", p.Kind, key, keys)
	return nil
}

func offered(g *Game, key string) bool {
	for _, o := range g.Prompt().Options {
		if o.Key == key {
			return true
		}
	}
	return false
}

// 20.16 in play: ships regroup in port in secret; a transfer that would
// make a task force of more than 25 NF is not offered; a small group may
// split off as a new force.
func Test20_16_RegroupInPort(t *testing.T) {
	th := theatre(t)
	g, _ := NewGame(th, engine.Record{Scenario: "med-1940", Seed: 1})
	g.Start()
	var log []engine.Entry
	log = append(log, answer(t, g, "reorg:tar")...)
	if !g.Prompt().Secret {
		t.Fatal("a regrouping in port is hidden from the enemy")
	}
	log = append(log, answer(t, g, "ship:littorio")...)
	log = append(log, answer(t, g, "force:it2")...)
	if g.ship("littorio").Force != "it2" || g.ForceNF("it1") != 18 || g.ForceNF("it2") != 20 {
		t.Fatalf("Littorio moved: it1 %d, it2 %d", g.ForceNF("it1"), g.ForceNF("it2"))
	}
	log = append(log, answer(t, g, "ship:veneto")...)
	log = append(log, answer(t, g, "force:it2")...) // 2nd Squadron: 24
	log = append(log, answer(t, g, "ship:it1ca")...)
	if offered(g, "force:it2") {
		t.Fatal("4 more factors would make 2nd Squadron 28 (20.16: at most 25)")
	}
	if !offered(g, "new") {
		t.Fatal("the cruisers may form a force of their own")
	}
	log = append(log, answer(t, g, "new")...)
	if f := g.force(g.ship("it1ca").Force); f == nil || f.ID == "it1" || g.ForceNF(f.ID) != 4 {
		t.Fatal("a new force of the cruisers")
	}
	if err := g.Check(); err != nil {
		t.Fatal(err)
	}
	// The enemy sees none of it.
	mine := 0
	for _, e := range log {
		if e.Rule != "20.16" {
			continue
		}
		if e.VisibleTo(g.Seat(1)) {
			t.Fatalf("a secret regrouping shown to the enemy: %s", e.Text)
		}
		mine++
	}
	if mine == 0 {
		t.Fatal("the regrouping is not in the log")
	}
}

// 22.473: after the round, the air group of a damaged carrier lands on the
// undamaged carriers of its CG as far as they have room; the rest is lost.
func Test22_473_CarrierAirLands(t *testing.T) {
	akagi := named("akagi", CV, 3, true)
	kaga := named("kaga", CV, 3, true)
	hiryu := named("hiryu", CV, 2, true)
	kaga.NAS = 1
	akagi.Damaged = true
	g := battleGame(t, [2][][]*Ship{{{akagi, kaga, hiryu}}, {{named("x", BB, 3, true)}}}, [2][]int{{0}, {0}})
	g.landAir()
	if g.ship("akagi").NAS != 0 || g.ship("kaga").NAS != 3 || g.ship("hiryu").NAS != 2 {
		t.Fatalf("akagi %d, kaga %d, hiryu %d", g.ship("akagi").NAS, g.ship("kaga").NAS, g.ship("hiryu").NAS)
	}
	g.Flush()
}

// 22.62: after a round with combat either side may withdraw any ships;
// damaged ships may go alone. The damaged battleship leaves the battle
// for its base, returned; the rest of its group fights on, and the battle
// goes on to the next round.
func Test22_62_PartialWithdrawal(t *testing.T) {
	bb := named("bb", BB, 4, true)
	bb.Damaged = true
	ca := &Ship{ID: "ca", Class: CA, Size: 6, Nation: "JAP"}
	g := battleGame(t, [2][][]*Ship{{{bb, ca}}, {{named("us", BB, 4, true)}}}, [2][]int{{1}, {1}})
	g.S.Stack = nil
	g.S.Battle.Round, g.S.Battle.Combat = 1, true
	g.S.Ops = []Op{{Side: 1, Force: "b1", Kind: OpPatrol, Target: "cor"}}
	g.Push(engine.Frame{Op: opBRetreat, A: 0, S: "first"})
	if err := g.Run(); err != nil {
		t.Fatal(err)
	}
	answer(t, g, "withdraw-damaged")
	// 22.64: it heads home from the battle hex, exposed on its way.
	if f := g.force(g.ship("bb").Force); f.ID == "a1" || !f.AtSea || !f.Returned || f.At != "cor" || g.homingOf(f.ID) == nil {
		t.Fatalf("the damaged ship's force: %+v", f)
	}
	if g.ship("ca").Force != "a1" || g.S.Battle.Withdraw[0] {
		t.Fatal("the rest withdrew too")
	}
	if g.Prompt() != nil {
		t.Fatalf("pending %s", g.Prompt().Kind)
	}
	g.Flush()
}

// 22.421C: at most six CGs a side; the excess misses the round, cannot be
// attacked, and enters as a slot frees up (the groups are formed again
// each round from the ships still in the battle).
func Test22_421C_MoreThanSixCGs(t *testing.T) {
	var side0 [][]*Ship
	for i := 0; i < 8; i++ {
		side0 = append(side0, []*Ship{{ID: "dd" + string(rune('a'+i)), Class: DD, Size: 10, Nation: "JAP"}})
	}
	g := battleGame(t, [2][][]*Ship{side0, {{named("us", BB, 4, true)}}}, [2][]int{make([]int, 8), {0}})
	cgs := g.formCGs(0)
	if len(cgs) != 6 {
		t.Fatalf("%d CGs", len(cgs))
	}
	in := map[string]bool{}
	for _, cg := range cgs {
		in[cg.Ships[0]] = true
	}
	if in["ddg"] || in["ddh"] {
		t.Fatal("the seventh and eighth groups fight in round 1")
	}
	g.ship("ddb").Sunk = true
	cgs = g.formCGs(0)
	in = map[string]bool{}
	for _, cg := range cgs {
		in[cg.Ships[0]] = true
	}
	if len(cgs) != 6 || !in["ddg"] || in["ddh"] || !in["dda"] {
		t.Fatalf("after a loss: %v", in)
	}
	g.Flush()
}

// 22.62: "either side may withdraw any ships" (damaged ones alone or
// escorted): the player picks the ships that go, starting from its damaged
// ones; here the damaged battleship goes with the cruisers as its escort,
// both home to their base, returned, and the destroyers fight on. All of
// them or none is not a partial withdrawal; cancel goes back to the
// declaration.
func Test22_62_WithdrawPickedShips(t *testing.T) {
	bb := named("bb", BB, 4, true)
	bb.Damaged = true
	ca := &Ship{ID: "ca", Class: CA, Size: 6, Nation: "JAP"}
	dd := &Ship{ID: "dd", Class: DD, Size: 4, Nation: "JAP"}
	g := battleGame(t, [2][][]*Ship{{{bb, ca, dd}}, {{named("us", BB, 4, true)}}}, [2][]int{{1}, {1}})
	g.S.Stack = nil
	g.S.Battle.Round, g.S.Battle.Combat = 1, true
	g.S.Ops = []Op{{Side: 1, Force: "b1", Kind: OpPatrol, Target: "cor"}}
	g.Push(engine.Frame{Op: opBRetreat, A: 0, S: "first"})
	if err := g.Run(); err != nil {
		t.Fatal(err)
	}
	answer(t, g, "withdraw-pick")
	if p := g.Prompt(); p.Kind != "withdraw-pick" || !offered(g, "done") {
		t.Fatal("the pick starts from the damaged battleship, ready to go")
	}
	answer(t, g, "cancel")
	if g.Prompt().Kind != "retreat" {
		t.Fatal("cancel goes back to the declaration")
	}
	answer(t, g, "withdraw-pick")
	answer(t, g, "ship:ca")
	answer(t, g, "ship:dd")
	if offered(g, "done") {
		t.Fatal("every ship picked: not a partial withdrawal")
	}
	answer(t, g, "ship:dd")
	es := answer(t, g, "done")
	if logged(es, "naval.log.withdrawsships") != 1 {
		t.Fatal("not logged")
	}
	f := g.force(g.ship("bb").Force)
	if f.ID == "a1" || !f.AtSea || !f.Returned || f.At != "cor" || g.homingOf(f.ID) == nil || g.ship("ca").Force != f.ID {
		t.Fatalf("the withdrawn ships' force: %+v", f)
	}
	if g.ship("dd").Force != "a1" || g.S.Battle.Withdraw[0] {
		t.Fatal("the destroyers withdrew too")
	}
	if g.Prompt() != nil {
		t.Fatalf("pending %s", g.Prompt().Kind)
	}
	g.Flush()
}
