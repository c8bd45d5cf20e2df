package tactical

import (
	"slices"
	"strings"
	"testing"

	"periscope/game/engine"
)

// newONS5 starts an ONS 5 scenario's match (no prompt answered yet).
func newONS5(t *testing.T, id string, seed uint64, opts ...string) *Match {
	t.Helper()
	sys := testSystem(t)
	s, ok := sys.Lib.Scenario(id)
	if !ok {
		t.Fatalf("%s: no scenario", id)
	}
	m, err := NewMatch(sys.Lib.Data, s, seed, opts)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := m.Start(); err != nil {
		t.Fatal(err)
	}
	return m
}

// answerKey answers the pending prompt with the option of that key.
func answerKey(t *testing.T, m *Match, kind, key string) {
	t.Helper()
	p := m.Prompt()
	if p == nil || p.Kind != kind {
		t.Fatalf("prompt %+v, want %s", p, kind)
	}
	i := slices.IndexFunc(p.Options, func(o engine.Option) bool { return o.Key == key })
	if i < 0 {
		t.Fatalf("%s: no option %q in %+v", kind, key, p.Options)
	}
	if _, err := m.Apply(engine.Pick(i)); err != nil {
		t.Fatal(err)
	}
}

// [20.1 campaign] "24 in all, allotted secretly to the day scenarios at
// the start; unused ones are lost": the Escort player's split, asked
// first in scenario 1, is carried in the id to the day scenarios 2, 5, 6
// and 8; the night scenarios get none; a split that is not 24 is refused.
func Test20_1_ONS5AirAllottedToTheDayScenarios(t *testing.T) {
	m := newONS5(t, ONS5Start.String(), 3)
	if p := m.Prompt(); p == nil || p.Seat != SeatEscort || !p.Secret || len(p.Options) != len(ons5Allotments) {
		t.Fatalf("first prompt %+v", p)
	}
	answerKey(t, m, "tac.air.allot", "air:12,6,3,3")
	m.S.Over = true
	next, _, ok := m.ONS5Next()
	if !ok || !slices.Equal(next.Air, []int{12, 6, 3, 3}) || !strings.Contains(next.String(), ";air=12,6,3,3") {
		t.Fatalf("next %s", next)
	}
	sys := testSystem(t)
	for scen, want := range map[int]int{1: 0, 2: 12, 3: 0, 4: 0, 5: 6, 6: 3, 7: 0, 8: 3} {
		c := next
		c.Scenario, c.Used = scen, 0
		s, err := c.ScenarioOf(sys.Lib.Data)
		if err != nil {
			t.Fatal(err)
		}
		if s.AirDCs != want || s.Air == s.Night || s.AirAllot {
			t.Errorf("scenario %d: %d air DCs (air %v, night %v, allot %v), want %d", scen, s.AirDCs, s.Air, s.Night, s.AirAllot, want)
		}
	}
	for _, bad := range []string{"ons5:2;air=6,6,6", "ons5:2;air=6,6,6,7", "ons5:2;air=30,-6,0,0"} {
		if _, err := ParseONS5(bad); err == nil {
			t.Errorf("%s accepted", bad)
		}
	}
}

// [20.1 campaign] "Targets: U-boats at 0–75 ft. Each is a 300 lb charge
// set to 50 ft, placed in the escort phase on a hex of the sub and
// resolved before sub movement"; "each air DC used gives the Sub player
// +1". A boat at 100 ft is no target; one at 75 ft is, once a turn; the
// charge is rolled on the Depth Charge Attack Table at the 25 ft gap, its
// damage secret as any depth charge's [16.3.5] (half of it with
// air-dc-half: one charge of a counter's two [56.2]); the points rise by one.
func Test20_1_ONS5AirDepthCharges(t *testing.T) {
	m := newONS5(t, "ons5:2;used=7", 5)
	for p := m.Prompt(); p != nil && p.Kind == "tac.place"; p = m.Prompt() {
		answerKey(t, m, "tac.place", "keep")
	}
	b := &m.S.Battle
	if !b.Air || b.AirDCs != 6 {
		t.Fatalf("air %v, %d DCs", b.Air, b.AirDCs)
	}
	var boats []*Vessel
	for i := range b.Vessels {
		if v := &b.Vessels[i]; v.Sub && !v.Gone() {
			v.Depth = 300
			boats = append(boats, v)
		}
	}
	if len(boats) < 2 {
		t.Fatalf("%d boats", len(boats))
	}
	boats[0].Depth, boats[1].Depth = 75, 100
	ts := m.airTargets()
	if len(ts) != 1 || ts[0] != boats[0] {
		t.Fatalf("targets %v", ts)
	}
	before := m.ONS5Points()
	var got []Roll
	m.G.Dice.Sink = func(r Roll) { got = append(got, r) }
	dmg := boats[0].Damage
	m.G.AirAttack(boats[0])
	if b.AirDCs != 5 || b.AirUsed != 1 || m.ONS5Points() != before+1 && !boats[0].Sunk || len(m.airTargets()) != 0 {
		t.Errorf("after the attack: %d left, %d used, points %d → %d, targets %v", b.AirDCs, b.AirUsed, before, m.ONS5Points(), m.airTargets())
	}
	df := m.G.Data.DCType("300lb").DF[m.G.SubClass(boats[0]).Def][1]
	if len(got) != 1 || got[0].Rule != "16.3.5" || got[0].Kind != "d6" || !strings.Contains(got[0].Target, "DF "+itoa(df)) {
		t.Fatalf("rolls %+v, want one d6 at DF %d, secret by rule 16.3.5", got, df)
	}
	// The table's 300 lb row; with air-dc-half, one charge of a DC
	// counter's two [56.2]: half the damage.
	if want := Damage(df, got[0].Total); boats[0].Damage-dmg != want {
		t.Errorf("damage %d → %d, want +%d (DF %d face %d)", dmg, boats[0].Damage, want, df, got[0].Total)
	}
	m.G.B.Options.AirDCHalf = true
	got, dmg = nil, boats[0].Damage
	m.S.Battle.AirTurn = nil
	if !boats[0].Sunk {
		m.G.AirAttack(boats[0])
		if want := Damage(df, got[0].Total) / 2; len(got) == 1 && boats[0].Damage-dmg != want && !boats[0].Sunk {
			t.Errorf("air-dc-half: damage %d → %d, want +%d (half of DF %d face %d)", dmg, boats[0].Damage, want, df, got[0].Total)
		}
	}
	// By night no aircraft: scenario 3 has none.
	n := newONS5(t, "ons5:3;used=14", 5)
	if n.S.Battle.Air || n.S.Battle.AirDCs != 0 {
		t.Errorf("night scenario: air %v %d", n.S.Battle.Air, n.S.Battle.AirDCs)
	}
}

// [20.1 campaign] "Option: with hidden movement by day, subs at 25–75 ft
// are always visible" (switch ons5-air-sight): a boat at 75 ft is seen by
// day under the aircraft, one at 100 ft is not, and without the switch
// neither is.
func Test20_1_ONS5AircraftSeeTo75Feet(t *testing.T) {
	for _, on := range []bool{false, true} {
		opts := []string{"hidden-movement"}
		if on {
			opts = append(opts, "ons5-air-sight")
		}
		m := newONS5(t, "ons5:2;used=7", 5, opts...)
		g := m.G
		var v *Vessel
		for i := range g.B.Vessels {
			if g.B.Vessels[i].Sub {
				v = &g.B.Vessels[i]
				break
			}
		}
		v.Sonared = false
		for depth, want := range map[int]bool{75: on, 100: false} {
			v.Depth = depth
			if got := g.Visible(v, []Hex{}, false, nil); got != want {
				t.Errorf("switch %v, %d ft: visible %v", on, depth, got)
			}
		}
	}
}

// [20.1 campaign] "once ≥ 3 of the 7 escorts are out, the British may
// summon it (voluntary). It arrives at the start of the second scenario
// after the summons": the Escort player is asked at the start of a
// scenario with three out; "not yet" asks again next time; a summons in
// scenario 3 (made after scenario 2) brings the group for scenario 4.
func Test20_1_ONS5SummonIsTheBritishChoice(t *testing.T) {
	id := "ons5:3;used=14;lost=Isis,Whitehall,Spragge"
	m := newONS5(t, id, 7)
	answerKey(t, m, "tac.hk.summon", "wait")
	m.S.Over = true
	next, _, _ := m.ONS5Next()
	if next.HK != 0 {
		t.Fatalf("declined, yet %s", next)
	}
	if s, _ := next.ScenarioOf(testSystem(t).Lib.Data); !s.HKSummon {
		t.Errorf("%s: not asked again", next)
	}
	m = newONS5(t, id, 7)
	answerKey(t, m, "tac.hk.summon", "summon")
	m.S.Over = true
	next, _, _ = m.ONS5Next()
	if next.HK != 2 || !next.HKInPlay() {
		t.Fatalf("summoned in scenario 3: %s", next)
	}
	s, _ := next.ScenarioOf(testSystem(t).Lib.Data)
	if s.HKSummon || !slices.ContainsFunc(s.Escorts, func(e ScenarioShip) bool { return e.ID == "Keats" && e.Edge }) {
		t.Errorf("scenario 4: %+v", s.Escorts)
	}
	// Two out: no question.
	if m := newONS5(t, "ons5:3;used=14;lost=Isis,Whitehall", 7); m.Prompt() != nil && m.Prompt().Kind == "tac.hk.summon" {
		t.Error("asked with two escorts out")
	}
}

// Spec §18 ambiguity 26, the hunter-killer group's d6 edge: 6 and 3 those
// edges, 1–2 the Z side (edge 2), 4–5 the A side (edge 5). The group comes
// in as one unit on that edge, facing into the board; with hk-on-station
// (the other reading) it takes stations round the convoy, no roll.
func Test18_26_HunterKillerEdge(t *testing.T) {
	sys := testSystem(t)
	c, _ := ParseONS5("ons5:4;used=21;lost=Isis,Whitehall,Spragge;hk=2")
	s, err := c.ScenarioOf(sys.Lib.Data)
	if err != nil {
		t.Fatal(err)
	}
	near := map[int]func(h Hex) bool{
		6: func(h Hex) bool { return h.Row <= 2 },
		3: func(h Hex) bool { return h.Row >= Rows-1 },
		5: func(h Hex) bool { return h.Col <= 1 },
		2: func(h Hex) bool { return h.Col >= Panels*ColumnsPerPanel-2 },
	}
	for face, edge := range map[int]int{1: 2, 2: 2, 3: 3, 4: 5, 5: 5, 6: 6} {
		if got := basicGame(t, face).RollGroupEdge("Keats"); got != edge {
			t.Errorf("face %d: edge %d, want %d", face, got, edge)
		}
	}
	for face, edge := range map[int]int{1: 2, 6: 6} { // the group on a side and on an end edge
		faces := []int{face}
		for range 60 {
			faces = append(faces, 1, 4)
		}
		g, err := SetUp(sys.Lib.Data, LoadedDice(faces...), s, nil)
		if err != nil {
			t.Fatal(err)
		}
		if r := g.Dice.Log[0]; r.Rule != "20.1" || r.Raw != face {
			t.Fatalf("first roll %+v", r)
		}
		for _, id := range []string{"Keats", "Rowley", "Javelin", "Vesper"} {
			v := g.Vessel(id)
			if v == nil || !near[edge](v.Bow) || !near[edge](v.Stern()) {
				t.Errorf("face %d: %s at %v, want on edge %d", face, id, v, edge)
			}
		}
	}
	// The other reading: on stations, no roll; and in the scenario after
	// its arrival the group starts on stations too.
	m, err := NewMatch(sys.Lib.Data, s, 3, []string{"hk-on-station"})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range m.G.Dice.Log {
		if strings.Contains(r.Purpose, "group edge") {
			t.Errorf("hk-on-station rolled %+v", r)
		}
	}
	if v := m.G.Vessel("Keats"); v.Bow.Row <= 2 || v.Bow.Row >= Rows-1 || v.Bow.Col <= 1 || v.Bow.Col >= Panels*ColumnsPerPanel-2 {
		t.Errorf("on station, Keats at %s", v.Bow)
	}
	c.Scenario, c.Used = 5, 27
	if s5, _ := c.ScenarioOf(sys.Lib.Data); slices.ContainsFunc(s5.Escorts, func(e ScenarioShip) bool { return e.Edge }) {
		t.Error("scenario 5: the group rolls an edge again")
	}
}

// The escort bot summons the hunter-killer group as soon as the rule
// allows it [20.1 campaign]: the summons costs nothing and the group
// arrives only two scenarios on, so waiting never pays. In bot campaigns
// the rule's condition (three of the seven escorts sunk or dead in the
// water) has not arisen in time: ONS5=full, ten seeds (11–41, 12–17):
// at most two escorts out before the last scenario, so no summons.
func Test20_1_EscortBotSummonsWhenAllowed(t *testing.T) {
	m := newONS5(t, "ons5:3;used=14;lost=Isis,Whitehall,Spragge", 7)
	p := m.Prompt()
	if p == nil || p.Kind != "tac.hk.summon" {
		t.Fatalf("no summons asked: %+v", p)
	}
	c := testSystem(t).Bot(SeatEscort, "").Choose(m, p)
	if p.Options[c.Option].Key != "summon" {
		t.Fatalf("the bot answered %q", p.Options[c.Option].Key)
	}
}
