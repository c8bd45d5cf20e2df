package naval

import (
	"testing"

	"periscope/game/engine"
)

// The example of 20.66: four Western Allied transports are damaged in the
// Atlantic in the Axis spring 1941 player turn. They go to port and are
// repaired at no cost; they may return to the SW box in the redeployment
// phase of the Allied spring 1941 player turn and act in the Allied summer
// 1941 player turn, though exposed again to the Axis summer turn's subs
// and raids. In Rheinübung Germany plays first: turn 1's German player
// turn is the Axis spring, Britain's the Allied spring, turn 2 the summer.
// Bismarck's group raids the box and its roll hits four transports
// (Params.DamageTransports: damaged, not sunk; 21.5362 hits, chapter 25's
// table not in the seed). While in port they are not counted against the
// optimal level (20.633: Britain's spring turn pays for 4 short). Without
// the parameter the four are sunk and never come back.
func Test20_66_DamagedTransportsExample(t *testing.T) {
	for _, damage := range []bool{true, false} {
		g, fo, _ := raidGame(t)
		g.Sc.Params.DamageTransports = damage
		g.Sc.Params.Optimal[1], g.Sc.Params.PenaltyCap[1] = 10, 0
		g.S.Transports[1], g.S.Turn, g.S.Phasing = 10, 1, 0
		// Bismarck's group and the Brest squadron raid the box: one roll
		// each on the Naval Attack Table (21.5362), four hits in all.
		gss := g.force("gss")
		gss.At, gss.AtSea = fo.At, true
		a, b := g.ShipsOf(fo.ID), g.ShipsOf(gss.ID)
		ra, rb := hitRoll(a, 2), hitRoll(b, 2)
		if ra == 0 || rb == 0 {
			t.Fatalf("no rolls for 2 + 2 hits (%d, %d)", ra, rb)
		}
		g.LoadDice(ra/2, ra-ra/2, rb/2, rb-rb/2)
		g.raidAttack(fo, a)
		g.raidAttack(gss, b)
		if g.S.Transports[1] != 6 {
			t.Fatalf("damage %v: after the raid %d transports in the box, want 6", damage, g.S.Transports[1])
		}
		home := func(side int) {
			g.S.Over = false
			g.Push(engine.Frame{Op: opHome, A: side})
			if err := g.Run(); err != nil {
				t.Fatal(err)
			}
		}
		home(0) // the end of the Axis spring turn: in port, repaired
		if want := map[bool]int{true: 4, false: 0}[damage]; g.S.TrDamaged[1] != want || g.S.Transports[1] != 6 {
			t.Fatalf("damage %v: after the Axis turn %d in port and %d in the box, want %d and 6", damage, g.S.TrDamaged[1], g.S.Transports[1], want)
		}
		g.S.Phasing = 1
		g.transportShortfall(1) // the Allied spring turn counts 6 undamaged
		if g.S.BRPLost[1] != 4 {
			t.Fatalf("damage %v: the Allied spring turn lost %d BRP, want 4 (20.633: damaged not counted)", damage, g.S.BRPLost[1])
		}
		home(1) // the Allied spring redeployment phase
		want := map[bool]int{true: 10, false: 6}[damage]
		if g.S.Transports[1] != want || g.S.TrDamaged[1] != 0 {
			t.Fatalf("damage %v: after the Allied spring turn %d in the box and %d in port, want %d and 0", damage, g.S.Transports[1], g.S.TrDamaged[1], want)
		}
		// Summer: exposed to the Axis turn's raids, usable in the Allied.
		g.S.Turn, g.S.Phasing = 2, 0
		home(0)
		g.S.Phasing = 1
		g.transportShortfall(1)
		if lost := map[bool]int{true: 4, false: 8}[damage]; g.S.BRPLost[1] != lost {
			t.Fatalf("damage %v: BRP lost after the summer count %d, want %d", damage, g.S.BRPLost[1], lost)
		}
	}
}

// hitRoll is a 2d6 total that makes the ships' one roll on the Naval
// Attack Table score n hits (0: none does).
func hitRoll(ships []*Ship, n int) int {
	ff := 0
	for _, s := range ships {
		ff += s.UndamagedNF()
	}
	for r := 2; r <= 12; r++ {
		if FleetHits(ff, r+lowestDRM(ships)) == n {
			return r
		}
	}
	return 0
}
