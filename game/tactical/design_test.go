package tactical

import (
	"testing"
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
