package naval

import (
	"testing"

	"periscope/game/dice"
)

// 22.9432: the attacker's land search squadrons in range of the attack hex
// give +1 per 3 (one squadron an AAF, 23.13), at most +2; the defender's
// are pooled with the target force's operative fast carriers and CVEs,
// −1 per 3 (22.9432A: 1 + 1 + 1 = −1), at most −2. A Japanese sub attacks
// a US force at Midway: 6 Japanese AAF in range give +2, none out of
// range; 2 US AAF and one operative carrier in the force give −1, the
// carrier alone nothing.
func Test22_9432_LandSearchAirAgainstSubs(t *testing.T) {
	g := testGame(t)
	sub := g.ship("jss1")
	hex := "mid"
	far := ""
	for _, a := range g.Map.Areas {
		if g.Map.Dist(a.ID, hex) > 2 {
			far = a.ID
			break
		}
	}
	cv := &Ship{ID: "cv", Name: "Yorktown", Class: CV, Size: 3, NAS: 3, Fast: true, Nation: "USA"}
	force := []*Ship{cv}
	val := func(mods []dice.Mod, rule string) int {
		n := 0
		for _, m := range mods {
			if m.Rule == rule {
				n += m.Value
			}
		}
		return n
	}
	g.S.Air = []AirBase{{ID: "j", Side: 0, Nation: "JAP", Area: hex, AAF: 6, Range: 1}}
	if v := val(g.subMods(sub, force, force, 0, false, hex), "22.9432"); v != 2 {
		t.Errorf("6 Japanese AAF over the attack: %+d, want +2", v)
	}
	g.S.Air[0].AAF = 9
	if v := val(g.subMods(sub, force, force, 0, false, hex), "22.9432"); v != 2 {
		t.Errorf("9 Japanese AAF over the attack: %+d, want +2 (capped)", v)
	}
	if v := val(g.subMods(sub, force, force, 0, false, far), "22.9432"); v != 0 {
		t.Errorf("the Japanese AAF out of range of %s: %+d, want 0", far, v)
	}
	g.S.Air = []AirBase{{ID: "u", Side: 1, Nation: "USA", Area: hex, AAF: 2, Range: 1}}
	if v := val(g.subMods(sub, force, force, 0, false, hex), "22.9432A"); v != -1 {
		t.Errorf("2 US AAF and an operative carrier: %+d, want −1", v)
	}
	if v := val(g.subMods(sub, force, force, 0, false, far), "22.9432A"); v != 0 {
		t.Errorf("the carrier alone: %+d, want 0", v)
	}
}

// 22.942's "CVE counted per factor?": escort carriers count one a factor
// against subs with the operative carriers and search air (the spec), or
// one a ship with the switch cve-per-ship. Two 2-factor CVEs give −1 (4
// factors) by default and nothing (2 ships) with the switch.
func Test22_9432A_SwitchCVEPerShip(t *testing.T) {
	for _, sw := range []bool{false, true} {
		var opts []string
		if sw {
			opts = []string{"cve-per-ship"}
		}
		g := testGame(t, opts...)
		g.S.Air = nil
		force := []*Ship{{ID: "e1", Class: CVE, Size: 2, Nation: "USA"}, {ID: "e2", Class: CVE, Size: 2, Nation: "USA"}}
		v := 0
		for _, m := range g.subMods(g.ship("jss1"), force, force, 0, false, "mid") {
			if m.Rule == "22.9432A" {
				v += m.Value
			}
		}
		if want := map[bool]int{false: -1, true: 0}[sw]; v != want {
			t.Errorf("switch %v: two 2-factor CVEs give %+d, want %+d", sw, v, want)
		}
	}
}

// 22.943's lost italics: the table notes "italic modifiers max +2", the
// italics lost; Periscope caps research and each per-3 row at 2 and the
// net total at ±4, the switch sub-caps-net the net total alone. Nine
// Japanese AAF over the attack give +2 by default and +3 with the switch;
// twelve US destroyer factors −2 and −4; both, with the switch, +3 −4.
func Test22_943_SwitchSubCapsNet(t *testing.T) {
	for _, sw := range []bool{false, true} {
		var opts []string
		if sw {
			opts = []string{"sub-caps-net"}
		}
		g := testGame(t, opts...)
		g.S.Air = []AirBase{{ID: "j", Side: 0, Nation: "JAP", Area: "mid", AAF: 9, Range: 1}}
		force := []*Ship{{ID: "d", Class: DD, Size: 12, Nation: "USA"}}
		got := map[string]int{}
		for _, m := range g.subMods(g.ship("jss1"), force, force, 0, false, "mid") {
			got[m.Rule] += m.Value
		}
		want := map[bool][2]int{false: {2, -2}, true: {3, -4}}[sw]
		if got["22.9432"] != want[0] || got["22.9433"] != want[1] {
			t.Errorf("switch %v: search air %+d, destroyers %+d; want %+d, %+d", sw, got["22.9432"], got["22.9433"], want[0], want[1])
		}
	}
}
