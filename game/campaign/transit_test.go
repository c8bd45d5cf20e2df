package campaign

import (
	"math"
	"strings"
	"testing"

	"periscope/game/data"
)

// Every DRM of the [19.1] table, one at a time.
func Test19_1_DRMs(t *testing.T) {
	m := newMv(t, "atlantic-1942") // period 4
	s := m.at("U-48", "mid-ocean", Operating, Patrol)
	leg := func(nodes ...string) moveLeg { return moveLeg{nodes: nodes} }
	entry := func(nodes ...string) moveLeg { return moveLeg{nodes: nodes, entry: true} }
	cases := []struct {
		name  string
		mode  string
		flags int
		leg   moveLeg
		gov   string
		text  string
		want  int
	}{
		{"patrol movement +1 [12.0]", modePatrol, 0, leg("mid-ocean", "sw-approaches"), "sw-approaches", "patrol movement", 1},
		{"no patrol DRM in transit", modeTransit, 0, leg("mid-ocean", "sw-approaches"), "sw-approaches", "patrol movement", 0},
		{"coast icon +1", modeTransit, 0, leg("bermuda", "caribbean"), "caribbean", "coast icon", 1},
		{"aircraft icon +1", modeTransit, 0, leg("mid-ocean", "western-approaches"), "western-approaches", "aircraft icon", 1},
		{"no icon", modeTransit, 0, leg("mid-ocean", "sargasso-sea"), "sargasso-sea", "icon", 0},
		{"cautious −1 [15.24]", modeTransit, fCautious, leg("mid-ocean", "sw-approaches"), "sw-approaches", "cautious", -1},
		{"SMZ entry +2 [20.3]", modePatrol, 0, entry("maritimes", "st-lawrence"), "maritimes", "entering St. Lawrence", 2},
		{"transit zone +2 and map value [20.8]", modeTransit, 0, leg("western-approaches", "english-channel", "north-sea"), "north-sea", "English Channel", 2 + 4},
		{"naval base +2 [30.4] on top of the SMZ +2", modePatrol, fNaval, entry("north-sea", "scapa-flow"), "north-sea", "", 2 + 2},
		{"Scapa zone without the raid: +2 only", modePatrol, 0, entry("north-sea", "scapa-flow"), "north-sea", "", 2},
		{"passing Gibraltar is not entering its naval base", modeTransit, fNaval, leg("sw-approaches", "gibraltar", "western-med"), "western-med", "naval base", 0},
	}
	for _, c := range cases {
		mods := m.legMods(s, c.mode, c.flags, c.leg, c.gov)
		got := 0
		if c.text == "" {
			got = sumMods(mods, "entering")
		} else {
			got = sumMods(mods, c.text)
		}
		if got != c.want {
			t.Errorf("%s: got %+d, want %+d (%+v)", c.name, got, c.want, mods)
		}
	}
	// Spotted +1 from period 3 only [23.0].
	if v := m.spottedMod(true).Value; v != 1 {
		t.Errorf("spotted in period 4: %+d", v)
	}
	m.S.Period = 2
	if v := m.spottedMod(true).Value; v != 0 {
		t.Errorf("spotted in period 2: %+d", v)
	}
	m.S.Period = 4
	// Inexperienced +1, Inexp-2 +2 [8.11], [8.15].
	for inexp, want := range map[int]int{0: 0, 1: 1, 2: 2} {
		s.Inexp = inexp
		if got := sumMods(m.legMods(s, modeTransit, 0, leg("mid-ocean", "sw-approaches"), "sw-approaches"), "inexperienced"); got != want {
			t.Errorf("Inexp-%d: %+d, want %+d", inexp, got, want)
		}
	}
	s.Inexp = 0
	// Concentration [22.1]: 7–12 subs +1, 13–18 +2, counting the mover.
	others := []string{"U-5", "U-25", "U-26", "U-47", "U-46", "U-49", "U-54", "U-100", "U-124", "U-78", "U-202", "U-722"}
	for i, id := range others {
		m.at(id, "sw-approaches", Done, Patrol)
		n := i + 2 // the others there and the mover
		want := 0
		if n > 6 {
			want = (n - 6 + 5) / 6
		}
		got := sumMods(m.legMods(s, modeTransit, 0, leg("mid-ocean", "sw-approaches"), "sw-approaches"), "subs in South-Western Approaches")
		if got != want {
			t.Errorf("%d subs in the area entered: %+d, want %+d", n, got, want)
		}
	}
	// ... in the area left as well (leaving, passing through or arriving).
	if got := sumMods(m.legMods(s, modeTransit, 0, leg("sw-approaches", "mid-ocean"), "mid-ocean"), "subs in South-Western Approaches"); got != 2 {
		t.Errorf("leaving a crowded area: %+d, want +2", got)
	}
}

// An event happens when the modified roll reaches the first red or red-dot
// box of the governing row [19.1]; none if the row has no red box.
func Test19_1_EventThreshold(t *testing.T) {
	// Mid-Ocean → Western Approaches, patrol: first red box 9, DRMs +1
	// patrol +1 aircraft icon.
	for raw, event := range map[int]bool{6: false, 7: true} {
		m := newMv(t, "atlantic-1942")
		m.at("U-48", "mid-ocean", Operating, Patrol)
		m.LoadDice(raw, 0, 0)
		m.run(Frame{Op: opMoveLeg, Sub: "U-48", S: modePatrol, L: []string{"mid-ocean", "western-approaches"}})
		cs := m.checks()
		if len(cs) != 1 || cs[0].Roll.Total != raw+2 {
			t.Fatalf("raw %d: %v", raw, cs)
		}
		got := strings.Contains(cs[0].Roll.Result, "transit event")
		if got != event || len(m.rolls("19.1")) != map[bool]int{false: 1, true: 2}[event] {
			t.Errorf("raw %d (total %d ≥ 9?): event %v, want %v", raw, raw+2, got, event)
		}
	}
	// A row without red (or red-dot) boxes never brings an event.
	m := newMv(t, "atlantic-1942")
	m.at("U-48", "mid-ocean", Operating, Patrol)
	a := m.T.Area("sargasso-sea")
	for i := range a.AAC {
		a.AAC[i].Boxes = "wwggoobbbb"
	}
	m.LoadDice(9)
	m.run(Frame{Op: opMoveLeg, Sub: "U-48", S: modePatrol, L: []string{"mid-ocean", "sargasso-sea"}})
	if cs := m.checks(); len(cs) != 1 || cs[0].Roll.Result != "no event" || len(m.rolls("19.1")) != 1 {
		t.Errorf("no red box: %v", m.rolls("19.1"))
	}
	// A red dot counts as red [2.13].
	for i := range a.AAC {
		a.AAC[i].Boxes = "wwggoObbbb"
	}
	if FirstRed(m.Row("sargasso-sea")) != 5 {
		t.Errorf("the red-dot box is the threshold")
	}
}

// The governing area of a transit move is the area passed with the most red
// and red-dot boxes — never the start area [19.1].
func Test19_1_GoverningArea(t *testing.T) {
	m := newMv(t, "atlantic-1942")
	// Make the start area the reddest: it still does not govern.
	a := m.T.Area("sargasso-sea")
	for i := range a.AAC {
		a.AAC[i].Boxes = "wwwrrrrrrr"
	}
	got := m.rules.GoverningCandidates(m.Game, moveLeg{nodes: []string{"sargasso-sea", "mid-ocean", "sw-approaches"}})
	if len(got) != 1 || got[0] != "mid-ocean" {
		t.Errorf("governing: %v, want mid-ocean (2 red) over sw-approaches (1 red), never the start", got)
	}
	// A patrol move: the area entered.
	if got := m.rules.GoverningCandidates(m.Game, moveLeg{nodes: []string{"mid-ocean", "western-approaches"}}); got[0] != "western-approaches" {
		t.Errorf("patrol move governed by %v", got)
	}
	// An SMZ entry: the OpArea it is entered from.
	if got := m.rules.GoverningCandidates(m.Game, moveLeg{nodes: []string{"maritimes", "st-lawrence"}, entry: true}); got[0] != "maritimes" {
		t.Errorf("SMZ entry governed by %v", got)
	}
	// Out of an OpArea through a zone into a base: the OpArea left.
	if got := m.rules.GoverningCandidates(m.Game, moveLeg{nodes: []string{"sw-approaches", "bay-of-biscay", "france"}}); got[0] != "sw-approaches" {
		t.Errorf("zone into base governed by %v", got)
	}
	// Out of a base through the zone it sits in: the OpArea entered.
	if got := m.rules.GoverningCandidates(m.Game, moveLeg{nodes: []string{"france", "bay-of-biscay", "sw-approaches"}}); got[0] != "sw-approaches" {
		t.Errorf("base out through a zone governed by %v", got)
	}
}

// Tied areas are the player's choice [19.12] — asked only when the choice
// changes the check; an RTB result puts the sub in the governing area, and
// with ties the player chooses where.
func Test19_12_Ties(t *testing.T) {
	path := []string{"bermuda", "sargasso-sea", "mid-ocean"}
	// Sargasso as red as Mid-Ocean, same chart: no question.
	m := newMv(t, "atlantic-1942")
	s := m.at("U-109", "bermuda", Operating, Transit)
	sg := m.T.Area("sargasso-sea")
	for i := range sg.AAC {
		sg.AAC[i] = m.T.Area("mid-ocean").AAC[i]
	}
	m.LoadDice(1)
	m.run(Frame{Op: opMoveLeg, Sub: "U-109", S: modeTransit, L: path})
	if p := m.Prompt(); p != nil {
		t.Fatalf("identical tied areas should not be asked about: %s", p.Kind)
	}
	// Same red count, but a coast icon in the Sargasso: the player chooses.
	m = newMv(t, "atlantic-1942")
	s = m.at("U-109", "bermuda", Operating, Transit)
	sg = m.T.Area("sargasso-sea")
	for i := range sg.AAC {
		sg.AAC[i] = m.T.Area("mid-ocean").AAC[i]
		sg.AAC[i].Coast = true
	}
	// 9 + 1 coast ≥ 8: event; 0/7: RTB.
	m.LoadDice(9, 0, 7)
	m.run(Frame{Op: opMoveLeg, Sub: "U-109", S: modeTransit, L: path})
	o := m.option("transit-governing", "mid-ocean")
	o2 := m.option("transit-governing", "sargasso-sea")
	if m.odd(o, "safe") <= m.odd(o2, "safe") {
		t.Errorf("Mid-Ocean (no icon) should be safer: %v vs %v", o.Odds, o2.Odds)
	}
	m.answer("transit-governing", "sargasso-sea")
	if cs := m.checks(); len(cs) != 1 || !strings.Contains(cs[0].Text, "on Sargasso Sea") {
		t.Fatalf("checks %v", cs)
	}
	// RTB result: placed in one of the tied areas, the player's choice.
	m.answer("rtb-place", "mid-ocean")
	if !s.RTB || s.Area != "mid-ocean" || s.Section != Done || s.Side != Transit {
		t.Errorf("after RTB: rtb %v %s %s %s", s.RTB, s.Area, s.Section, s.Side)
	}
	if !s.Patrol.RTBOutbound {
		t.Errorf("an RTB while outbound blocks experience [8.12]")
	}
}

// An RTB result stops the move in the Done section of the governing area
// [19.12]; a patrol move's area entered [12.0].
func Test19_12_RTBStopsInGoverningArea(t *testing.T) {
	m := newMv(t, "atlantic-1942")
	s := m.at("U-109", "sargasso-sea", Operating, Transit)
	m.LoadDice(9, 0, 7) // event on Mid-Ocean, 0/7 = RTB
	m.run(Frame{Op: opMoveLeg, Sub: "U-109", S: modeTransit, L: []string{"sargasso-sea", "mid-ocean", "sw-approaches"}},
		Frame{Op: opTransitArrive, Sub: "U-109", L: []string{"sargasso-sea", "mid-ocean", "sw-approaches"}})
	if s.Area != "mid-ocean" || !s.RTB || s.Section != Done || m.Prompt() != nil {
		t.Errorf("U-109 %s %s rtb %v", s.Area, s.Section, s.RTB)
	}
}

// The odds on a deployment option are exact: Germany → North Sea in period
// 1, first red box 8, +1 coast icon: an event on 7, 8 or 9 (30%), then the
// fixture's Transit Events table.
func Test19_1_OddsExact(t *testing.T) {
	m := newMv(t, "operational")
	s := m.Sub("U-47")
	m.PutInBox(s, "germany", BoxReady)
	m.run(Frame{Op: opTransitSub, Sub: "U-47"})
	o := m.option("deploy", "path:germany>north-sea")
	// Table: rows 0–2 none none spot spot spot dmg dmg rtb rtb+dmg rtb+dmg;
	// rows 3–9 end in sunk instead.
	want := map[string]float64{
		"safe":    0.7 + 0.3*0.2,
		"spotted": 0.3 * 0.3,
		"damaged": 0.3 * 0.2,
		"RTB":     0.3 * (0.1 + 0.1 + 0.03),
		"sunk":    0.3 * 0.07,
	}
	sum := 0.0
	for k, v := range want {
		if got := m.odd(o, k); math.Abs(got-v) > 1e-9 {
			t.Errorf("%s: %v, want %v", k, got, v)
		}
		sum += m.odd(o, k)
	}
	if math.Abs(sum-1) > 1e-9 {
		t.Errorf("odds sum to %v", sum)
	}
	if m.odd(o, "encounter") != 0 {
		t.Errorf("no encounter on the sortie turn [15.41]")
	}
	// A damaged sub risks the second-damage roll: d10 > Defense 3 sinks.
	s.Damage = 1
	m.run(Frame{Op: opTransitSub, Sub: "U-47"})
	o = m.option("deploy", "path:germany>north-sea")
	if got, want := m.odd(o, "sunk"), 0.3*(0.07+0.2*0.6+0.13*0.6); math.Abs(got-want) > 1e-9 {
		t.Errorf("damaged sub: sunk %v, want %v", got, want)
	}
}

// A 965 mb storm adds a loss roll to each damage [7.41]: the odds include it.
func Test19_1_OddsStorm(t *testing.T) {
	m := newMv(t, "operational")
	s := m.Sub("U-47")
	m.PutInBox(s, "germany", BoxReady)
	m.S.Intel.Weather = []Weather{{Area: "north-sea", Pressure: 965}}
	m.run(Frame{Op: opTransitSub, Sub: "U-47"})
	o := m.option("deploy", "path:germany>north-sea")
	// Damage results (dmg 0.2, rtb+dmg 0.13 of events): d10 > Defense 3
	// (no ace) sinks: 6 in 10.
	if got, want := m.odd(o, "sunk"), 0.3*(0.07+0.33*0.6); math.Abs(got-want) > 1e-9 {
		t.Errorf("storm: sunk %v, want %v", got, want)
	}
}

var _ = data.KindSMZ
