package naval

import (
	"slices"
	"testing"

	"periscope/game/engine"
)

// homingBattle is a battle in the central Mediterranean (Malta 7 hexes,
// Alexandria 9, Crete 11, Gibraltar 28): the Palermo force, on its way to
// bombard Malta, against the Mediterranean Fleet intercepting from
// Alexandria, Italy beaten (loser is the beaten side: 0, 1, 2 both).
func homingBattle(t *testing.T, loser int) *Game {
	t.Helper()
	g := medGame(t)
	g.S.Phasing = 0
	g.S.Ops = []Op{{N: 0, Side: 0, Force: "itpal", Kind: OpBombard, Target: "mal", Path: g.Map.Path("tys", "mal")}}
	for _, id := range []string{"itpal", "medf"} {
		fo := g.force(id)
		fo.At, fo.AtSea = "cen", true
	}
	b := &Battle{Hex: "cen", Op: 0, Of: -1, Interceptor: 1, Loser: loser, Round: 1}
	b.Forces[0], b.Forces[1] = []string{"itpal"}, []string{"medf"}
	g.S.Battle = b
	return g
}

// 22.64: "ships that retreat may be attacked by enemy air or intercepted
// by enemy ships in every hex of their route home". The interceptors that
// fought and the ships a side withdraws from the battle (22.62) went home
// at once, out of every reach; now each heads home from the battle hex as
// an activity of its own (a return op), open to the other side's
// interceptors and land air. Here the Mediterranean Fleet, its damaged
// battleship withdrawn during the battle, beats the Palermo force: both
// British forces are at sea in the battle hex, and their ways home, sailed
// after the phase's activities, offer Italy (the moving side) an
// interception with its ships in port and a strike by its land air.
func Test22_64_InterceptorsAndWithdrawnShipsExposedOnTheWayHome(t *testing.T) {
	g := homingBattle(t, 0)
	var bb *Ship
	for _, s := range g.ShipsOf("medf") {
		if s.Class == BB && bb == nil {
			bb = s
		}
	}
	bb.Damaged = true
	g.withdrawDamaged(1)
	wd := bb.Force
	if wd == "medf" {
		t.Fatal("the damaged battleship was not withdrawn")
	}
	g.Push(engine.Frame{Op: opBEnd})
	if err := g.Run(); err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{"medf", wd} {
		fo := g.force(id)
		if fo.At != "cen" || !fo.AtSea || !fo.Returned || g.homingOf(id) == nil || g.homingOf(id).From != "cen" {
			t.Fatalf("%s after the battle: %+v, homing %+v; want at sea in the battle hex, on its way home", id, *fo, g.homingOf(id))
		}
	}
	// The ways home, after the phase's activities, in the order the
	// forces left the battle.
	g.S.Over = false
	g.Push(engine.Frame{Op: opHomeLegs})
	if err := g.Run(); err != nil {
		t.Fatal(err)
	}
	// The battleship makes for Malta, within reach of Italy's fleet at
	// Taranto; the fleet for Alexandria, out of it.
	for i, id := range []string{wd, "medf"} {
		to := []string{"mal", "alx"}[i]
		if p := g.Prompt(); p == nil || p.Kind != "home-base" || p.Sub != id || p.Options[0].Key != "base:alx" {
			t.Fatalf("prompt %+v, want %s's base with Alexandria first", p, id)
		}
		answer(t, g, "base:"+to)
		o := g.S.Ops[len(g.S.Ops)-1]
		if o.Kind != OpReturn || o.Side != 1 || o.Force != id || !slices.Equal(o.Path, g.Map.Path("cen", to)) {
			t.Fatalf("%s's way home %+v, want a British return op from the battle hex to %s", id, o, to)
		}
		if to == "mal" {
			p := g.Prompt()
			if p == nil || p.Kind != "intercept" || p.Seat != g.Seat(0) || optIndex(p, "cut:it1:mal") < 0 {
				t.Fatalf("%s's way home: prompt %+v, want Italy's interception", id, p)
			}
			answer(t, g, "none")
		}
		for p := g.Prompt(); p != nil && p.Kind != "home-base"; p = g.Prompt() {
			k := "none"
			if optIndex(p, k) < 0 {
				k = p.Options[0].Key
			}
			answer(t, g, k)
		}
	}
	if len(g.S.Homing) != 0 {
		t.Fatalf("ways home left: %+v", g.S.Homing)
	}
	// A raid's battle is off the sea lanes (21.5342): home at once.
	g = homingBattle(t, 0)
	g.S.Battle.Raid = 1
	g.Push(engine.Frame{Op: opBEnd})
	if err := g.Run(); err != nil {
		t.Fatal(err)
	}
	if fo := g.force("medf"); fo.AtSea || fo.At != "alx" || len(g.S.Homing) != 0 {
		t.Fatalf("after a raid's battle: %+v", *fo)
	}
}

// 22.65: a force that survived the battle may go home or to any other
// base of its side within 20 hexes (E) or 10 (P) of the battle hex. Our
// European maps count E hexes of about 50 nm, the Pacific map P hexes of
// about 100 nm (DATA.md), so the limit is 20 of the map's hexes on the
// first and 10 on the second. From the central Mediterranean the
// Mediterranean Fleet may make for Alexandria (home, 9), Malta (7) or
// Crete (11), not Gibraltar (28); it bases where it arrives. Transports,
// escorts and destroyers with cargo go home; a base an enemy invasion
// aims at is taken only when it is the only one.
func Test22_65_OtherBasesWithin20Hexes(t *testing.T) {
	g := homingBattle(t, 0)
	fo := g.force("medf")
	if got := g.homeBases(fo, "cen"); !slices.Equal(got, []string{"alx", "mal", "crt"}) {
		t.Fatalf("bases from the central Mediterranean %v, want Alexandria, Malta, Crete", got)
	}
	// Transports go home.
	g = homingBattle(t, 0)
	fo = g.force("medf")
	g.S.Ships = append(g.S.Ships, Ship{ID: "tr-test", Class: TR, Size: 1, Nation: "UK", Force: "medf"})
	if got := g.homeBases(fo, "cen"); !slices.Equal(got, []string{"alx"}) {
		t.Fatalf("a force with transports: %v, want home only", got)
	}
	// The owner's choice: Malta; the fleet bases there on arrival.
	g = homingBattle(t, 0)
	g.Push(engine.Frame{Op: opBEnd}, engine.Frame{Op: opHomeLegs})
	if err := g.Run(); err != nil {
		t.Fatal(err)
	}
	if p := g.Prompt(); p == nil {
		t.Fatalf("no prompt; homing %+v", g.S.Homing)
	}
	answerKind(t, g, "home-base", "base:mal")
	for p := g.Prompt(); p != nil; p = g.Prompt() {
		k := "none"
		if optIndex(p, k) < 0 {
			k = p.Options[0].Key
		}
		answer(t, g, k)
	}
	if fo := g.force("medf"); len(g.ShipsOf("medf")) > 0 && fo.Port != "mal" {
		t.Fatalf("the fleet bases at %s, want Malta", fo.Port)
	}
	// The Pacific map: 10 hexes.
	pg, err := NewGame(theatre(t), engine.Record{Scenario: "pacific-1942", Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if !pg.Map.Pacific {
		t.Fatal("not the Pacific map")
	}
	tested := false
	for i := range pg.S.Forces {
		pf := &pg.S.Forces[i]
		for _, a := range pg.Map.Areas {
			got := pg.homeBases(pf, a.ID)
			for _, b := range got[1:] {
				if d := pg.Map.Dist(a.ID, b); d > 10 {
					t.Fatalf("%s from %s: %s at %d hexes", pf.ID, a.ID, b, d)
				}
			}
			for _, p := range pg.S.Ports {
				if d := pg.Map.Dist(a.ID, p.Area); p.Side == pf.Side && p.Area != pf.Port && d > 10 && d <= 20 {
					tested = true // a base the European limit would allow
				}
			}
		}
	}
	if !tested {
		t.Fatal("no base between 10 and 20 hexes: the P limit untested")
	}
	// Operation MO's landing aims at Port Moresby this phase: a US force
	// leaving a battle within reach of it may not make for it.
	var us *Force
	for i := range pg.S.Forces {
		if f := &pg.S.Forces[i]; f.Side == 1 && f.Port != "pmy" && len(pg.ShipsOf(f.ID)) > 0 && !slices.ContainsFunc(pg.ShipsOf(f.ID), func(s *Ship) bool { return s.Class == TR }) {
			us = f
			break
		}
	}
	from := ""
	for _, a := range pg.Map.Areas {
		if slices.Contains(pg.homeBases(us, a.ID), "pmy") {
			from = a.ID
			break
		}
	}
	if from == "" {
		t.Fatal("Port Moresby never within 10 hexes")
	}
	pg.S.Ops = append(pg.S.Ops, Op{N: len(pg.S.Ops), Side: 0, Force: "x", Kind: OpConvoy, Convoy: "mo", Target: "pmy"})
	if got := pg.homeBases(us, from); slices.Contains(got, "pmy") {
		t.Fatalf("Port Moresby, under invasion, offered from %s: %v", from, got)
	}
}
