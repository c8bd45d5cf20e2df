package tactical

import (
	"slices"
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
