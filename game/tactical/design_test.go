package tactical

import (
	"slices"
	"strings"
	"testing"

	"periscope/game/engine"
)

// [55–63] A designed battle is a record's scenario like S1–S12: it reads
// back to the same text, builds a checked scenario, and plays to its end
// with the bots; a design the data cannot build is refused.
func Test55_DesignYourOwn(t *testing.T) {
	sys := testSystem(t)
	in := "design:F42;night;turns=12;convoy=10/slow;escorts=Flower,Flower,V1;boats=VIIC/G7e,VIIC;torpedoes=rolled"
	d, err := ParseDesign(in)
	if err != nil {
		t.Fatal(err)
	}
	if d.String() != in {
		t.Fatalf("canonical form %q, want %q", d.String(), in)
	}
	s, err := d.Scenario(sys.Lib.Data)
	if err != nil {
		t.Fatal(err)
	}
	if s.Convoy == nil || len(s.Convoy.Ships) != 10 || s.Convoy.Speed != 1 || len(s.Escorts) != 3 || len(s.Subs) != 2 || !s.Night {
		t.Fatalf("%+v", s)
	}
	ec2 := false
	for _, c := range s.Convoy.Ships {
		ec2 = ec2 || c == "EC-2"
	}
	if !ec2 {
		t.Error("no EC-2 in an autumn 1942 convoy")
	}
	sess := playOut(t, sys, rec(in, 4))
	m := sess.Game().(*Match)
	if m.Scen.Turns != 12 || m.S.Battle.Turn < 12 && m.fightOn() {
		t.Fatalf("the design did not play its 12 turns: turn %d", m.S.Battle.Turn)
	}
	// [62] The loads were rolled: a roll per boat in the log, and what
	// each boat carries is what the roll allowed.
	rolls := 0
	for _, e := range sess.Log() {
		if e.Roll != nil && e.Roll.Rule == "62" {
			rolls++
		}
	}
	if rolls != 2 {
		t.Errorf("%d [62] rolls, want one per boat", rolls)
	}
	for _, bad := range []string{
		"design:X42;convoy=5/fast;boats=VIIC",
		"design:F42;convoy=25/fast;boats=VIIC",
		"design:F42;convoy=5/fast;boats=Nautilus",
		"design:F42;convoy=5/fast;escorts=C-2;boats=VIIC",
		"design:F42;boats=VIIC",
		"design:F42;convoy=5/fast;boats=VIIC;colour=red",
	} {
		d, err := ParseDesign(bad)
		if err == nil {
			_, err = d.Scenario(sys.Lib.Data)
		}
		if err == nil {
			t.Errorf("%s accepted", bad)
		}
	}
	if err := sys.CheckRecord(rec("design:F42;boats=VIIC;convoy=5/fast", 1)); err == nil {
		t.Error("a design not in its canonical form is taken: two records of one battle could differ")
	}
}

// [55] The design's limits are the rules': a class or torpedo not yet in
// service in the period is refused (the Loch class from winter 1944, the
// Type XXI from winter 1945, the T5 from autumn 1943), and the builder's
// lists for a period hold only what is in service then.
func Test55_DesignKeepsToThePeriod(t *testing.T) {
	sys := testSystem(t)
	for _, bad := range []string{
		"design:F42;turns=20;convoy=5/fast;escorts=Loch;boats=VIIC",
		"design:F44;turns=20;convoy=5/fast;boats=XXI",
		"design:S43;turns=20;convoy=5/fast;boats=VIIC/T5",
	} {
		d, err := ParseDesign(bad)
		if err != nil {
			t.Fatalf("%s: %v", bad, err)
		}
		if _, err := d.Scenario(sys.Lib.Data); err == nil {
			t.Errorf("%s accepted", bad)
		}
	}
	ok, _ := ParseDesign("design:W44;turns=20;convoy=5/fast;escorts=Loch;boats=VIIC/T5")
	if _, err := ok.Scenario(sys.Lib.Data); err != nil {
		t.Errorf("winter 1944: %v", err)
	}
	es, bs := DesignChoicesAt(sys.Lib.Data, mustPeriodOf("F42"))
	if slices.Contains(es, "Loch") || slices.Contains(bs, "XXI") || !slices.Contains(es, "Flower") || !slices.Contains(bs, "VIIC") {
		t.Errorf("autumn 1942 offers %v and %v", es, bs)
	}
}

// [50] A designed battle's chosen weather is the battle's: a storm holds
// from the start, with or without the weather switch (which then rolls
// nothing), and it reads back from the design's text.
func Test50_DesignWeatherStands(t *testing.T) {
	sys := testSystem(t)
	in := "design:F42;night;turns=20;convoy=6/fast;escorts=Flower;boats=VIIC;weather=storm"
	d, err := ParseDesign(in)
	if err != nil || d.Weather != Storm || d.String() != in {
		t.Fatalf("%+v %v → %s", d, err, d.String())
	}
	if _, err := ParseDesign("design:F42;convoy=6/fast;boats=VIIC;weather=fog"); err == nil {
		t.Error("weather=fog accepted")
	}
	for _, opts := range [][]string{nil, {"weather"}} {
		sess, err := engine.NewSession(sys, rec(in, 3, opts...))
		if err != nil {
			t.Fatal(err)
		}
		m := sess.Game().(*Match)
		if m.S.Battle.Weather != Storm {
			t.Errorf("options %v: weather %q", opts, m.S.Battle.Weather)
		}
		for _, e := range sess.Log() {
			if e.Roll != nil && e.Roll.Rule == "50" {
				t.Errorf("options %v: the weather was rolled although chosen", opts)
			}
		}
	}
}

// [60] Cargo, a design's option (cargo=rolled): every merchantman rolls
// its cargo at set-up (a d66 by rule 60) and is worth the cargo's VP;
// explosives double the damage it takes, timber triples the hits it needs
// to sink; without the option the class's VP stands.
func Test60_CargoRolledAtSetUp(t *testing.T) {
	sys := testSystem(t)
	in := "design:F42;turns=5;convoy=6/fast;escorts=Flower;boats=VIIC;cargo=rolled"
	d, err := ParseDesign(in)
	if err != nil || !d.RollCargo || d.String() != in {
		t.Fatalf("%+v %v → %s", d, err, d.String())
	}
	s, _ := sys.Lib.Scenario(in)
	m, err := NewMatch(sys.Lib.Data, s, 4, nil)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for i := range m.G.B.Vessels {
		v := &m.G.B.Vessels[i]
		if m.G.Role(v) != Merchant {
			continue
		}
		n++
		if v.Cargo == nil || m.G.VP(v) != v.Cargo.VP {
			t.Errorf("%s: cargo %+v, VP %d", v.ID, v.Cargo, m.G.VP(v))
		}
	}
	rolls := 0
	for _, e := range m.Flush() {
		if e.Kind == "roll" && e.Rule == "60" {
			rolls++
		}
	}
	if n != 6 || rolls != 6 {
		t.Errorf("%d merchantmen, %d cargo rolls", n, rolls)
	}
	plain, _ := sys.Lib.Scenario(strings.TrimSuffix(in, ";cargo=rolled"))
	pm, _ := NewMatch(sys.Lib.Data, plain, 4, nil)
	for i := range pm.G.B.Vessels {
		if v := &pm.G.B.Vessels[i]; pm.G.Role(v) == Merchant && (v.Cargo != nil || pm.G.VP(v) != pm.G.ShipClass(v).VP) {
			t.Errorf("without the option %s has cargo %+v", v.ID, v.Cargo)
		}
	}
	g := basicGame(t)
	ex := mustShip(t, g, "X", "C-2", "M30-B", Dir6, 1)
	ex.Cargo = &Cargo{Name: "explosives", VP: 18, DoubleDamage: true}
	g.ApplyDamage(ex, 2, "13")
	tb := mustShip(t, g, "T", "C-2", "D30-B", Dir6, 1)
	tb.Cargo = &Cargo{Name: "timber", VP: 8, TripleToSink: true}
	g.ApplyDamage(tb, g.ShipClass(tb).Damage+1, "13")
	if ex.Damage != 4 || tb.Sunk || g.Capacity(tb) != 3*g.ShipClass(tb).Damage {
		t.Errorf("explosives: %d damage from 2; timber: sunk %v at %d of %d", ex.Damage, tb.Sunk, tb.Damage, g.Capacity(tb))
	}
}
