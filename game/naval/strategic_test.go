package naval

import (
	"testing"

	"periscope/game/engine"
)

// 27: Saratoga's task force joins Coral Sea and Midway on turn 3 at Pearl
// Harbor; the losses tally counts the factors that arrived.
func Test27_Arrivals(t *testing.T) {
	g := testGame(t)
	g.S.Turn = 2
	g.arrivals()
	if g.force("tf11") != nil {
		t.Fatal("Saratoga arrives on turn 3")
	}
	g.S.Turn = 3
	g.arrivals()
	fo := g.force("tf11")
	if fo == nil || fo.Port != "haw" || g.ship("saratoga").NAS != 3 || g.S.Arrived[1] != 5 {
		t.Fatalf("TF 11: %+v, arrived %v", fo, g.S.Arrived)
	}
	if err := g.Check(); err != nil {
		t.Fatal(err)
	}
	g.Flush()
}

// 33.7, 21.7: with oil for four forces Italy flips only its four largest
// withdrawn forces face up at the end of the turn; the rest stay
// withdrawn through the next.
func Test33_7_OilLimitsRecovery(t *testing.T) {
	g := medGame(t)
	for _, id := range []string{"it1", "it2", "itnap", "itpal", "itss1", "medf"} {
		g.force(id).Used = true
	}
	g.recoverForces()
	es := g.Flush()
	for _, id := range []string{"it1", "it2", "itnap", "itpal", "medf"} {
		if g.force(id).Used {
			t.Fatalf("%s stays withdrawn", id)
		}
	}
	if !g.force("itss1").Used || logged(es, "naval.log.oilshort") != 1 {
		t.Fatal("the smallest Italian force stays withdrawn for want of oil")
	}
	if len(g.readyForces(0)) == len(g.S.Forces) {
		t.Fatal("a withdrawn force is not ready")
	}
}

// 30.36: the Libyan convoy is a sea-supply line: a turn without it leaves
// Tripoli out of supply, not operative (−2 interception dice, 22.232C);
// a convoy that arrives restores it.
func Test30_36_SeaSupply(t *testing.T) {
	g := medGame(t)
	g.S.Phasing = 0
	g.checkSupply(0)
	if !g.port("tri").OutOfSupply || !g.nonOperative("tri") {
		t.Fatal("Tripoli unsupplied after a turn without its convoy")
	}
	g.S.Ops = []Op{{Side: 0, Force: "itnap", Kind: OpConvoy, Convoy: "libya", Target: "tri", Done: true}}
	es := append(g.Flush(), engine.Entry{})
	g.checkSupply(0)
	es = append(es, g.Flush()...)
	if g.port("tri").OutOfSupply || logged(es, "naval.log.supplied") != 1 {
		t.Fatal("the convoy's arrival supplies Tripoli again")
	}
	if g.port("mal").OutOfSupply {
		t.Fatal("Italy's turn says nothing of Malta's supply")
	}
}

// 21.44, 21.442: Italy's one port attack (Decima MAS): a modified 10
// damages the two largest ships in Alexandria (as on 19 December 1941);
// it is used once.
func Test21_44_PortAttack(t *testing.T) {
	g := medGame(t)
	if len(g.portAttackTargets(1)) != 0 || len(g.portAttackTargets(0)) == 0 {
		t.Fatal("Italy has one port attack, Britain none")
	}
	for _, c := range []struct{ total, dmg, sunk int }{{2, 0, 0}, {7, 0, 0}, {8, 1, 0}, {9, 1, 0}, {10, 2, 0}, {11, 2, 0}, {12, 1, 1}, {14, 1, 1}} {
		if d, s := PortAttack(c.total); d != c.dmg || s != c.sunk {
			t.Errorf("%d: %d/%d", c.total, d, s)
		}
	}
	g.LoadDice(5, 6) // 11, −1 harbour defences (level 3)
	g.portAttack(0, "alx")
	es := g.Flush()
	if rolls(es, "port attack") != 1 {
		t.Fatal("no roll")
	}
	ships := g.portShips("alx", 1)
	dmg := 0
	for _, s := range ships {
		if s.Damaged {
			dmg++
		}
	}
	if dmg != 2 || !g.ship("warspite").Damaged || !g.ship("valiant").Damaged {
		t.Fatalf("%d damaged", dmg)
	}
	if len(g.portAttackTargets(0)) != 0 {
		t.Fatal("a port attack is used once (21.442)")
	}
}

// 25, 20.8, 22.9434: the two U-boat factors in the Atlantic box sink a
// transport on 11+ (−1 research; two British ASW factors give no −1): a 12
// and a 12 sink two of the 20; the ASW rolls once (2 factors, one roll per
// 3 rounded up) and sinks a sub factor on 12+ (+1 research). The box's
// ASW surplus over the subs there feeds the on-map sub attacks.
func Test25_SWBoxCombat(t *testing.T) {
	g, err := NewGame(theatre(t), engine.Record{Scenario: "rheinubung-1941", Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	g.S.Stack = nil
	if g.aswSurplus(1) != 0 || g.aswSurplus(0) != 0 {
		t.Fatalf("ASW surplus %d/%d", g.aswSurplus(1), g.aswSurplus(0))
	}
	g.LoadDice(6, 6, 6, 6, 6, 5)
	g.swCombat()
	es := g.Flush()
	if g.S.Transports[1] != 18 || g.S.VP[0] != 2 || g.S.SWSubs[0] != 1 {
		t.Fatalf("transports %d, VP %v, subs %v", g.S.Transports[1], g.S.VP, g.S.SWSubs)
	}
	if rolls(es, "SW sub attack") != 2 || rolls(es, "SW ASW attack") != 1 {
		t.Fatal("two sub rolls, one ASW roll")
	}
	if g.aswSurplus(1) != 1 {
		t.Fatal("one sub factor fewer in the box: a surplus of 2 − 1")
	}
}
