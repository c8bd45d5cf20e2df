package naval

import (
	"testing"

	"periscope/game/engine"
)

// The example of 21.5324: Bismarck and a cruiser raid the Atlantic; the
// modified engagement roll is 4, so four British ships may engage: a
// cruiser (compulsory), then the type rolls 2, 4 and 5. The British take
// a fast 3-factor ship for the 2 and a 4-factor battleship for the 4; with
// no 5-factor battleship or fast carrier near, the 5 is ignored.
func Test21_5324_RaidEngagementExample(t *testing.T) {
	ca := &Ship{ID: "ca", Class: CA, Size: 4, Nation: "UK"}
	repulse := &Ship{ID: "repulse", Name: "Repulse", Class: BB, Size: 3, Fast: true, Nation: "UK"}
	rodney := &Ship{ID: "rodney", Name: "Rodney", Class: BB, Size: 4, Nation: "UK"}
	dd := &Ship{ID: "dd", Class: DD, Size: 4, Nation: "UK"}
	got := RaidEngagers(4, []int{2, 4, 5}, []*Ship{dd, rodney, repulse, ca})
	if len(got) != 3 || got[0] != ca || got[1] != repulse || got[2] != rodney {
		t.Fatalf("engagers: %v", joinNames(got))
	}
	if RaidMay(5, rodney) || !RaidMay(6, dd) || RaidMay(1, repulse) || !RaidMay(3, repulse) {
		t.Fatal("the type table")
	}
	if len(RaidEngagers(0, nil, []*Ship{ca})) != 0 {
		t.Fatal("≤0: undetected")
	}
}

// A whole Rheinübung game reaches the raid: the raiders are announced at
// one interception die (22.22), and either fight or hit the convoys.
func TestRheinubungRaids(t *testing.T) {
	th := theatre(t)
	raids := 0
	for seed := uint64(1); seed <= 6; seed++ {
		g := playOut(t, th, "rheinubung-1941", seed)
		_ = g
		sess, _ := engine.NewSession(System{T: th}, engine.Record{Scenario: "rheinubung-1941", Seed: seed})
		for sess.Game().Prompt() != nil {
			gg := sess.Game().(*Game)
			p := gg.Prompt()
			sess.Apply(Bot{Seat: p.Seat}.Choose(gg, p))
		}
		for _, e := range sess.Log() {
			if e.Roll != nil && e.Roll.Purpose == "raid engagement" {
				raids++
			}
		}
	}
	if raids == 0 {
		t.Fatal("no raid reached the convoy routes in six games")
	}
}
