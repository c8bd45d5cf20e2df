package naval

import (
	"testing"

	"periscope/game/dice"
)

// raidMod is the value of the raid engagement roll's DRM with the reason
// (0 when the roll has none).
func raidMod(mods []dice.Mod, reason string) int {
	for _, m := range mods {
		if m.Reason == reason {
			return m.Value
		}
	}
	return 0
}

// 21.5342: the Raid Table's other DRMs. A second raid fleet in the box is
// +1 (a third +2); the defender's 2/3 air-range research results +1/+2 (4
// counts as 3); +1 in a box where the USA is at war with Germany; the
// defender's CVE factors, +1 per 6 in the Atlantic or per 3 in the Indian
// Ocean and the Pacific, at most +4, the land air of the India or
// Australia box counting one CVE factor each. None applies by default.
func Test21_5342_RaidTableDRMs(t *testing.T) {
	cases := []struct {
		name             string
		earlier          int
		airRange         int
		war              bool
		step, air        int
		later, ar, us, e int
	}{
		{name: "none", air: 5},
		{name: "second fleet", earlier: 1, later: 1},
		{name: "third fleet", earlier: 2, later: 2},
		{name: "one air-range result", airRange: 1},
		{name: "two air-range results", airRange: 2, ar: 1},
		{name: "four air-range results", airRange: 4, ar: 2},
		{name: "USA at war", war: true, us: 1},
		{name: "Atlantic CVEs 11", air: 11, e: 1},
		{name: "Atlantic CVEs 12", air: 12, e: 2},
		{name: "Indian CVEs 5", step: 3, air: 5, e: 1},
		{name: "Indian CVEs 9", step: 3, air: 9, e: 3},
		{name: "Pacific CVEs 30 cap", step: 3, air: 30, e: 4},
	}
	for _, c := range cases {
		g, fo, o := raidGame(t)
		box := o.Target
		for i := range c.earlier {
			g.S.Ops = append(g.S.Ops, Op{N: i + 1, Side: 0, Force: "rhein", Kind: OpRaid, Target: box, RaidMods: []dice.Mod{}})
		}
		o = &g.S.Ops[0]
		g.Sc.Params.AirRange[1] = c.airRange
		if c.war {
			g.Sc.Params.RaidWar = []string{box}
		}
		g.Sc.Params.RaidAirCVE = map[string]int{box: c.air}
		if c.step > 0 {
			g.Sc.Params.RaidCVEStep = map[string]int{box: c.step}
		}
		g.LoadDice(1, 1, 1, 1, 1, 1)
		g.raid(fo, o)
		if err := g.Run(); err != nil {
			t.Fatal(err)
		}
		m := g.S.Ops[0].RaidMods
		got := [4]int{raidMod(m, "later raid fleet in the box"), raidMod(m, "defender's air-range research"), raidMod(m, "USA at war with Germany"), raidMod(m, "defender's escort carriers")}
		if want := [4]int{c.later, c.ar, c.us, c.e}; got != want {
			t.Errorf("%s: later/air-range/US/CVE DRMs %v, want %v", c.name, got, want)
		}
		if raidMod(m, "always") != -3 {
			t.Errorf("%s: no −3 (%v)", c.name, m)
		}
	}
}

// 21.5342: the defender's CVE ships in the raid's pool count their factors
// (not only the land air standing for them).
func Test21_5342_RaidTableCountsEscortCarrierShips(t *testing.T) {
	g, _, o := raidGame(t)
	pool, _ := g.raidDefenderPool(o)
	if len(pool) == 0 {
		t.Fatal("no defender pool")
	}
	cve := &Ship{ID: "cve-test", Class: CVE, Size: 7, Nation: pool[0].Nation}
	m := g.raidMoreMods(o, append(pool, cve))
	if v := raidMod(m, "defender's escort carriers"); v != 1 {
		t.Fatalf("7 CVE factors in the Atlantic: %d, want +1 (%v)", v, m)
	}
	cve.Sunk = true
	if v := raidMod(g.raidMoreMods(o, append(pool, cve)), "defender's escort carriers"); v != 0 {
		t.Fatalf("a sunk CVE counts: %d", v)
	}
}

// 21.5342: in the Indian Ocean and the Pacific each operative AAS or NAS
// of the India or Australia box counts as one CVE factor: here the
// Iceland air base stands for such a box (RaidAirBases), with 3 factors a
// step. Its AAF are three AAS each; committed this phase (23.163) it does
// not count.
func Test21_5342_LandAirCountsAsEscortCarriers(t *testing.T) {
	g, _, o := raidGame(t)
	var b *AirBase
	for i := range g.S.Air {
		if a := &g.S.Air[i]; a.Side == 1 && a.AAF > 0 {
			b = a
			break
		}
	}
	if b == nil {
		t.Fatal("no British land air")
	}
	if v := raidMod(g.raidMoreMods(o, nil), "defender's escort carriers"); v != 0 {
		t.Fatalf("land air counts without RaidAirBases: %+d", v)
	}
	g.Sc.Params.RaidAirBases = map[string][]string{o.Target: {b.ID}}
	g.Sc.Params.RaidCVEStep = map[string]int{o.Target: 3}
	b.AAF, b.NAS = 2, 1 // 6 AAS + 1 NAS = 7: +2
	if v := raidMod(g.raidMoreMods(o, nil), "defender's escort carriers"); v != 2 {
		t.Fatalf("2 AAF and 1 NAS: %+d, want +2", v)
	}
	b.AAF = 5 // 15 AAS + 1 NAS = 16: five steps, capped at +4
	if v := raidMod(g.raidMoreMods(o, nil), "defender's escort carriers"); v != 4 {
		t.Fatalf("5 AAF and 1 NAS: %+d, want the cap +4", v)
	}
	b.Used = true
	if v := raidMod(g.raidMoreMods(o, nil), "defender's escort carriers"); v != 0 {
		t.Fatalf("committed land air counts: %+d", v)
	}
}
