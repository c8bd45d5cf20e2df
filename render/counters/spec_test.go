package counters

import (
	"testing"

	"periscope/game/data"
)

func TestHalfAndSigned(t *testing.T) {
	for v2, want := range map[int]string{0: "0", 1: "½", 2: "1", 3: "1½", 6: "3", -1: "−½", 21: "10½"} {
		if got := half(v2); got != want {
			t.Errorf("half(%d) = %q, want %q", v2, got, want)
		}
	}
	for v, want := range map[int]string{-4: "−4", 0: "0", 3: "+3", 12: "+12"} {
		if got := signed(v); got != want {
			t.Errorf("signed(%d) = %q, want %q", v, got, want)
		}
	}
}

func TestFromDataAppliesOverridesAndHalfASW(t *testing.T) {
	five, nine := 5, 9
	c := data.SubClass{ID: "IXB", Nation: "DE", Attack: 4, Defense: 2, Tactics: 3, Endurance: 4, CrashDive: 2, Speed: 2, Range: 7, Readiness: 4}
	u := UBoatFromData(data.Boat{ID: "U-109", Class: "IXB", Attack: &five, Range: &nine}, c, Patrol)
	if u.Attack != 5 || u.Range != 9 || u.Defense != 2 || u.Side != Patrol || u.Type != "IXB" {
		t.Fatalf("%+v", u)
	}
	a := AlliedFromData(data.AlliedType{Type: "PG", Nation: "UK", ASW: 0.5, Defense: 3, Flag: "Red"})
	if a.ASW2 != 1 || half(a.ASW2) != "½" {
		t.Fatalf("ASW ½ became %d", a.ASW2)
	}
	if BackFromData(data.AlliedType{Flag: "Red"}).Flag != "red" {
		t.Fatal("flag not normalised")
	}
	if shortName("HMS Royal Oak") != "Royal Oak" || shortName("Empire Star") != "Empire Star" {
		t.Fatal("shortName")
	}
}
