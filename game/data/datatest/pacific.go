package datatest

import (
	"periscope/game/data"
)

// PacificFixture returns a prepared Silent War-shaped theatre: the
// fixture's map and counters played under the Silent War ruleset, with
// Ultra instead of B-Dienst, cups A–D, and none of Steel Wolves' minefield,
// Huff-Duff, wolfpack-join, B-Dienst or weather tables. It proves the data
// seam (a ruleset declares the tables it needs) and the rules hooks
// (campaign.Ruleset); the Pacific's own data is authored in
// assets/data/pacific. It panics if it does not validate.
func PacificFixture() *data.Theatre {
	t := PacificRaw()
	if errs := t.Prepare(); len(errs) > 0 {
		panic("datatest Pacific fixture does not validate:\n" + errs.Error())
	}
	return t
}

// PacificRaw is the Pacific fixture before Prepare.
func PacificRaw() *data.Theatre {
	t := Raw()
	t.ID = "pacific-fixture"
	t.Rules.Name = "Silent War (fixture)"
	t.Rules.System = data.SilentWar
	t.Rules.TDCMin, t.Rules.TDCMax = -3, 3 // [SW 3.2]
	t.Rules.AceTons = 16                   // super skippers: 3 ships and 16 kt [SW 25.1]
	t.Rules.ConcentrationStep = 4          // [SW 22]
	t.Rules.SkipSearchEndurance = -1       // [SW 13.1]
	t.Rules.SubVsSubEnemyFirstMax = 3      // [SW 14.6]
	t.Rules.WolfpacksFromPeriod = 0        // pre-formed packs only [SW 24]
	tb := &t.Tables
	tb.Minefield, tb.MinefieldFrom = nil, 0
	tb.HuffDuff, tb.Wolfpack, tb.BDienst = nil, nil, nil
	tb.Weather = data.WeatherTable{}
	// Cups A–D and the task-force cup: the Engagement table draws into
	// them by letter [SW 13.2].
	rename := map[string]string{"outer": "a", "inner": "b", "centre": "c", "single": "d"}
	for _, kinds := range tb.Engagement {
		for k, roles := range kinds {
			out := map[string]int{}
			for r, n := range roles {
				if to, ok := rename[r]; ok {
					r = to
				}
				if r == "fe" {
					r = "tf"
				}
				out[r] += n
			}
			kinds[k] = out
		}
	}
	// Ultra [SW 7.0]: period → d10 → areas; a few rolls give none, some
	// give one area, a high roll two.
	per := [][]string{{}, {}, {"north-sea"}, {"mid-ocean"}, {"greenland-gap"}, {"western-approaches"},
		{"north-sea", "mid-ocean"}, {"sw-approaches"}, {"norwegian-sea", "greenland-gap"}, {"mid-ocean", "sw-approaches", "north-sea"}}
	tb.Ultra = [][][]string{per, per, per, per, per}
	// The monthly war-period roll [SW 17.1]: two months to reach period 2.
	tb.PeriodTransition = []data.PeriodStep{{Month: "1940-06", Period: 2, Need: 7}, {Month: "1940-07", Period: 2, Need: 5}}
	tb.PeriodMods = []data.PeriodMods{{Period: 2, Ships: []int{0, 20}, Tons: []int{0, 100}, DRM: [][]int{{-1, 0}, {0, 2}}}}
	// Only boats in base: one turn of the strategic and readiness phases
	// runs without a combat (Silent War's display is the Pacific's work).
	for i := range t.Scenarios {
		sc := &t.Scenarios[i]
		sc.BDienst, sc.Enigma, sc.Aircraft = 0, 0, nil
		var oob []data.OOB
		for _, o := range sc.OOB {
			if len(o.Where) > 8 && o.Where[:8] == "germany:" {
				oob = append(oob, o)
			}
		}
		sc.OOB = oob
	}
	// The TDC pool within −3…+3.
	for i := range t.WarMix {
		tdc := append([]int(nil), t.WarMix[i].TDC...)
		for j, v := range tdc {
			tdc[j] = max(-3, min(3, v))
		}
		t.WarMix[i].TDC = tdc
	}
	return t
}
