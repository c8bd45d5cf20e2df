package campaign

import (
	"strings"
	"testing"
)

// "2" routes [2.11], [15.3], [15.31]: closed to patrol movement; a transit
// move needs 2 points left in the same turn; an RTB sub with Speed 1 may
// take one with its single point.
func Test2_11_TwoRoutes(t *testing.T) {
	m := newMv(t, "atlantic-1942")
	gap := "path:western-approaches>greenland-gap"
	// Patrol movement never along a "2" route.
	m.at("U-48", "western-approaches", Operating, Patrol)
	m.run(Frame{Op: opOpsSub, Sub: "U-48"})
	if m.hasOption("patrol-move", gap) {
		t.Errorf("patrol movement along a 2 route is offered")
	}
	// Transit with Speed 2 from the Western Approaches: yes.
	m.at("U-48", "western-approaches", Operating, Transit)
	m.run(Frame{Op: opTransitSub, Sub: "U-48"})
	if !m.hasOption("transit-move", gap) {
		t.Errorf("a Speed-2 sub cannot take the 2 route: %v", optKeys(m.Prompt()))
	}
	// From Mid-Ocean it would reach the route with one point left: no.
	m.at("U-48", "mid-ocean", Operating, Transit)
	m.run(Frame{Op: opTransitSub, Sub: "U-48"})
	if m.hasOption("transit-move", "path:mid-ocean>western-approaches>greenland-gap") {
		t.Errorf("a 2 route taken with one point left")
	}
	// Speed 1, not RTB: never.
	m.T.Class("IIA").Range = 4
	m.at("U-5", "western-approaches", Operating, Transit)
	m.run(Frame{Op: opTransitSub, Sub: "U-5"})
	if m.hasOption("transit-move", gap) {
		t.Errorf("a Speed-1 sub takes a 2 route outbound")
	}
}

// [15.31]: an RTB sub with Speed 1 may use a "2" route.
func Test15_31_SpeedOneRTB(t *testing.T) {
	m := newMv(t, "atlantic-1942")
	m.T.Class("IIA").Range = 4
	s := m.at("U-5", "greenland-gap", Operating, Transit)
	s.RTB, s.Dest = true, "germany"
	m.run(Frame{Op: opRtbRoute, Sub: "U-5", Area: "germany", S: modeRTB})
	// Germany is 3 points away either way: through the Norwegian Sea, or
	// along the 2 route to the Western Approaches at one point.
	if !m.hasOption("rtb-route", "path:greenland-gap>western-approaches") || !m.hasOption("rtb-route", "path:greenland-gap>norwegian-sea") {
		t.Fatalf("options %v", optKeys(m.Prompt()))
	}
	m.LoadDice(0)
	m.answer("rtb-route", "path:greenland-gap>western-approaches")
	if s.Area != "western-approaches" {
		t.Errorf("U-5 is in %s", s.Area)
	}
}

// Range [2.3A], [15.11], [30.7]: never beyond Range of a friendly base; Type
// VII boats capped at 3 in periods 1–2.
func Test15_11_Range(t *testing.T) {
	m := newMv(t, "operational") // period 1, Germany the only base
	s := m.at("U-47", "mid-ocean", Operating, Patrol)
	if m.Range(s) != 3 || m.rangeOf("mid-ocean") != 3 || m.rangeOf("sargasso-sea") != 4 {
		t.Fatalf("range %d, mid-ocean %d, sargasso %d", m.Range(s), m.rangeOf("mid-ocean"), m.rangeOf("sargasso-sea"))
	}
	// The English Channel does not count: the SW Approaches are 2 from Germany.
	if d := m.rangeOf("sw-approaches"); d != 2 {
		t.Errorf("SW Approaches %d from Germany, want 2 (the Channel is not an OpArea)", d)
	}
	m.run(Frame{Op: opOpsSub, Sub: "U-47"})
	if m.hasOption("patrol-move", "path:mid-ocean>sargasso-sea") {
		t.Errorf("a move beyond Range is offered")
	}
	// Period 4: printed range 4, France in use.
	m = newMv(t, "atlantic-1942")
	s = m.at("U-48", "mid-ocean", Operating, Patrol)
	m.run(Frame{Op: opOpsSub, Sub: "U-48"})
	if !m.hasOption("patrol-move", "path:mid-ocean>sargasso-sea") {
		t.Errorf("Sargasso (3 from France) not offered to a range-4 boat")
	}
}

// [21.33C]: a U-tanker lets other subs enter its area one beyond their
// Range; when it leaves, they must go home.
func Test21_33C_TankerRange(t *testing.T) {
	m := newMv(t, "atlantic-1942")
	m.at("U-459", "sargasso-sea", Operating, Patrol) // the tanker elsewhere
	s := m.at("U-48", "bermuda", Operating, Patrol)  // range 4; Bermuda is 4 from France
	m.run(Frame{Op: opOpsSub, Sub: "U-48"})
	if m.hasOption("patrol-move", "path:bermuda>caribbean") {
		t.Fatalf("Caribbean (5) offered without a tanker")
	}
	m.at("U-459", "caribbean", Operating, Patrol)
	s.Acted = false
	m.run(Frame{Op: opOpsSub, Sub: "U-48"})
	if !m.hasOption("patrol-move", "path:bermuda>caribbean") {
		t.Fatalf("Caribbean not offered with the tanker there")
	}
	m.LoadDice(0)
	m.answer("patrol-move", "path:bermuda>caribbean")
	if s.Area != "caribbean" {
		t.Fatalf("U-48 in %s", s.Area)
	}
	// The tanker goes: U-48 must return at once.
	m.at("U-459", "bermuda", Operating, Patrol)
	m.run(Frame{Op: opPhaseTransit})
	if !s.RTB {
		t.Errorf("U-48 beyond its range without the tanker is not RTB")
	}
}

// [15.24]: cautious transit moves one OpArea at −1 and can meet no encounter.
func Test15_24_Cautious(t *testing.T) {
	m := newMv(t, "atlantic-1942")
	s := m.at("U-109", "mid-ocean", Operating, Transit)
	m.run(Frame{Op: opTransitSub, Sub: "U-109"})
	if m.hasOption("transit-move", "path:sargasso-sea>bermuda|cautious") || m.hasOption("transit-move", "path:mid-ocean>sargasso-sea>bermuda|cautious") {
		t.Errorf("cautious transit over two areas offered")
	}
	o := m.option("transit-move", "path:mid-ocean>sw-approaches|cautious")
	if m.odd(o, "encounter") != 0 {
		t.Errorf("cautious transit with encounter odds %v", o.Odds)
	}
	if m.odd(m.option("transit-move", "path:mid-ocean>sw-approaches"), "encounter") == 0 {
		t.Errorf("normal transit shows no encounter chance")
	}
	m.LoadDice(0)
	m.answer("transit-move", "path:mid-ocean>sw-approaches|cautious")
	cs := m.checks()
	if len(cs) != 1 || mod(cs[0], "cautious") != -1 {
		t.Fatalf("checks %v", cs)
	}
	if len(m.searches) != 0 {
		t.Errorf("a cautious sub met an encounter")
	}
	if !s.Cautious {
		t.Errorf("cautious flag not set")
	}
	m.answer("arrive", "transit")
	if s.Area != "sw-approaches" || s.Section != Done || s.Side != Transit {
		t.Errorf("U-109: %s %s %s", s.Area, s.Section, s.Side)
	}
}

// [15.4], [19.11]: a natural 0 without an event on a transit move brings a
// possible encounter on the governing area's chart; not on the sortie turn
// [15.41]; an RTB sub searches as such [15.43]. Without a fight the move
// goes on [15.42]; a fight ends it [15.48].
func Test15_4_EncounterMoves(t *testing.T) {
	path := []string{"sargasso-sea", "mid-ocean", "sw-approaches"}
	m := newMv(t, "atlantic-1942")
	s := m.at("U-109", "sargasso-sea", Operating, Transit)
	m.LoadDice(0)
	m.run(Frame{Op: opMoveLeg, Sub: "U-109", S: modeTransit, L: path},
		Frame{Op: opTransitArrive, Sub: "U-109", L: path})
	if len(m.searches) != 1 || m.searches[0].A != SearchEncounter {
		t.Fatalf("encounter search: %+v", m.searches)
	}
	// The stub search found nothing: the move went on to its end.
	m.answer("arrive", "patrol")
	if s.Area != "sw-approaches" || s.Side != Patrol || s.Section != Done {
		t.Errorf("after a quiet encounter: %s %s %s", s.Area, s.Side, s.Section)
	}

	// RTB: the search is told.
	m = newMv(t, "atlantic-1942")
	s = m.at("U-109", "sargasso-sea", Operating, Transit)
	s.RTB = true
	m.LoadDice(0)
	m.run(Frame{Op: opMoveLeg, Sub: "U-109", S: modeRTB, L: path})
	if len(m.searches) != 1 || m.searches[0].A != SearchEncounter|SearchRTB {
		t.Fatalf("RTB encounter: %+v", m.searches)
	}

	// A fight ends the move where it happened.
	m = newMv(t, "atlantic-1942")
	s = m.at("U-109", "sargasso-sea", Operating, Transit)
	m.Steps = m.Steps.With(opSubSearch, func(g *Game, f *Frame) { g.Sub(f.Sub).Section = Done })
	m.LoadDice(0)
	m.run(Frame{Op: opMoveLeg, Sub: "U-109", S: modeTransit, L: path},
		Frame{Op: opTransitArrive, Sub: "U-109", L: path})
	if s.Area != "mid-ocean" || m.Prompt() != nil {
		t.Errorf("after a fight the sub should stay in Mid-Ocean: %s", s.Area)
	}

	// Not on the sortie turn.
	m = newMv(t, "atlantic-1942")
	s = m.at("U-109", "sargasso-sea", Operating, Transit)
	s.Sortied = true
	m.LoadDice(0)
	m.run(Frame{Op: opMoveLeg, Sub: "U-109", S: modeTransit, L: path})
	if len(m.searches) != 0 {
		t.Errorf("encounter on the sortie turn")
	}

	// Switch "no-encounter-without-red": none where the row has no red box.
	for _, sw := range []bool{false, true} {
		var opts []string
		if sw {
			opts = []string{"no-encounter-without-red"}
		}
		m = newMv(t, "atlantic-1942", opts...)
		for _, id := range []string{"mid-ocean", "sw-approaches"} {
			a := m.T.Area(id)
			for i := range a.AAC {
				a.AAC[i].Boxes = "wwggoobbbb"
			}
		}
		m.at("U-109", "sargasso-sea", Operating, Transit)
		m.LoadDice(0)
		m.run(Frame{Op: opMoveLeg, Sub: "U-109", S: modeTransit, L: path})
		if got := len(m.searches) == 1; got == sw {
			t.Errorf("switch %v: encounter %v", sw, got)
		}
	}
}

// [15.12]: a sub sailing into the adjacent OpArea — or to the Western
// Approaches from Germany, or the South-Western Approaches from Germany
// through the Channel — may search the same turn (no home-waters second
// search: the search flag says so).
func Test15_12_NearbyHuntingGrounds(t *testing.T) {
	cases := []struct {
		path   string
		nearby bool
	}{
		{"path:germany>north-sea", true},
		{"path:germany>north-sea>western-approaches", true},
		{"path:germany>north-sea>english-channel>sw-approaches", true},
		{"path:germany>north-sea>norwegian-sea", false},
	}
	for _, c := range cases {
		m := newMv(t, "operational")
		s := m.Sub("U-47")
		m.PutInBox(s, "germany", BoxReady)
		m.LoadDice(0)
		m.run(Frame{Op: opTransitSub, Sub: "U-47"})
		m.answer("deploy", c.path)
		if m.Prompt() != nil && m.Prompt().Kind == "mines-carry" {
			m.answer("mines-carry", "no")
		}
		if got := m.hasOption("arrive", "search"); got != c.nearby {
			t.Errorf("%s: search now offered %v, want %v", c.path, got, c.nearby)
			continue
		}
		if c.nearby {
			m.answer("arrive", "search")
			if len(m.searches) != 1 || m.searches[0].A != SearchNearby || s.Side != Patrol {
				t.Errorf("%s: search %+v side %s", c.path, m.searches, s.Side)
			}
		}
	}
}

// Deployment [15.1]: a sub that sails arrives in Done, on the side the
// player picks; leaving the base it may not pass Speed; a sub staying in
// port is not asked again.
func Test15_1_Deploy(t *testing.T) {
	m := newMv(t, "operational")
	s := m.Sub("U-47")
	m.PutInBox(s, "germany", BoxReady)
	m.run(Frame{Op: opTransitSub, Sub: "U-47"})
	for _, o := range m.prompt("deploy").Options {
		nodes, _ := parsePathKey(o.Key)
		if nodes != nil && m.opAreasEntered(nodes) > 2 {
			t.Errorf("beyond Speed 2: %s", o.Key)
		}
	}
	m.answer("deploy", "stay")
	if s.Status != StBase || !s.Acted {
		t.Fatalf("stay in port: %s acted %v", s.Status, s.Acted)
	}
	m.run(Frame{Op: opPhaseTransit})
	if p := m.Prompt(); p != nil && p.Sub == "U-47" {
		t.Errorf("asked again after staying in port")
	}
}

// Western Waters [30.2]: closed before period 4 (the Grand Banks from 3).
func Test30_2_WesternWaters(t *testing.T) {
	m := newMv(t, "operational") // period 1
	m.at("U-47", "mid-ocean", Operating, Patrol)
	m.T.Class("VIIB").Range = 9
	m.run(Frame{Op: opOpsSub, Sub: "U-47"})
	if m.hasOption("patrol-move", "path:mid-ocean>maritimes") {
		t.Errorf("Maritimes open in period 1")
	}
	m.S.Period = 4
	m.Sub("U-47").Acted = false
	m.run(Frame{Op: opOpsSub, Sub: "U-47"})
	if !m.hasOption("patrol-move", "path:mid-ocean>maritimes") {
		t.Errorf("Maritimes closed in period 4")
	}
}

// [20.1]: an SMZ that is neither a transit zone nor a naval base is entered
// only while a war-event mission is active there (switch "smz-any-time").
func Test20_1_SMZEntry(t *testing.T) {
	for _, c := range []struct {
		mission bool
		opt     []string
		want    bool
	}{{false, nil, false}, {true, nil, true}, {false, []string{"smz-any-time"}, true}} {
		m := newMv(t, "atlantic-1942", c.opt...)
		if c.mission {
			m.mission("st-lawrence")
		}
		m.at("U-202", "maritimes", Operating, Patrol)
		m.run(Frame{Op: opOpsSub, Sub: "U-202"})
		if got := m.hasOption("patrol-move", "path:maritimes>st-lawrence"); got != c.want {
			t.Errorf("mission %v opts %v: entry offered %v", c.mission, c.opt, got)
		}
	}
	// A transit zone may always be entered.
	m := newMv(t, "atlantic-1942")
	m.at("U-48", "western-approaches", Operating, Patrol)
	m.run(Frame{Op: opOpsSub, Sub: "U-48"})
	if !m.hasOption("patrol-move", "path:western-approaches>english-channel") {
		t.Errorf("transit zone entry not offered")
	}
}

// [20.6]: a sub on a "stay" mission stays in its SMZ; otherwise it leaves
// for an adjacent OpArea of the player's choice.
func Test20_6_LeavingTheSMZ(t *testing.T) {
	m := newMv(t, "atlantic-1942")
	m.S.Missions = append(m.S.Missions, Mission{ID: "stay-ec", Area: "english-channel", Kind: "stay", Count: 1, Until: 99})
	s := m.at("U-48", "english-channel", Operating, Patrol)
	s.Mission, s.EntryArea = "stay-ec", "western-approaches"
	m.run(Frame{Op: opOpsSub, Sub: "U-48"})
	if s.Area != "english-channel" || s.Section != Done {
		t.Errorf("stay mission: %s %s", s.Area, s.Section)
	}
	m = newMv(t, "atlantic-1942")
	s = m.at("U-48", "english-channel", Operating, Patrol)
	s.EntryArea = "western-approaches"
	m.run(Frame{Op: opOpsSub, Sub: "U-48"})
	m.answer("patrol-move", "stay")
	p := m.prompt("smz-exit")
	if p.Options[0].Key != "western-approaches" || len(p.Options) != 3 {
		t.Errorf("exit options %v (the entry area first)", optKeys(p))
	}
	m.answer("smz-exit", "sw-approaches")
	if s.Area != "sw-approaches" || s.Section != Done || s.EntryArea != "" {
		t.Errorf("after leaving: %s %s %q", s.Area, s.Section, s.EntryArea)
	}
}

// [30.4]: a raid into Scapa Flow (periods 1–2, one sub a turn) checks at +2
// on top of the SMZ +2; any Spotted result is Spotted + RTB; inside, the
// search is told it meets TFs in port [30.41].
func Test30_4_NavalBaseRaid(t *testing.T) {
	m := newMv(t, "operational")
	s := m.at("U-47", "north-sea", Operating, Patrol)
	m.run(Frame{Op: opOpsSub, Sub: "U-47"})
	key := "path:north-sea>scapa-flow|raid"
	m.LoadDice(0)
	m.answer("patrol-move", key)
	cs := m.checks()
	if len(cs) != 1 || mod(cs[0], "entering the naval base") != 2 || mod(cs[0], "entering Scapa Flow") != 2 {
		t.Fatalf("raid check %v", cs)
	}
	if len(m.searches) != 1 || m.searches[0].A != SearchSMZ|SearchNavalBase {
		t.Fatalf("raid search %+v", m.searches)
	}
	// One sub per base per turn.
	s2 := m.at("U-46", "north-sea", Operating, Patrol)
	m.run(Frame{Op: opOpsSub, Sub: "U-46"})
	if m.hasOption("patrol-move", key) {
		t.Errorf("a second raid the same turn")
	}
	_ = s2
	// Spotted becomes Spotted + RTB.
	m = newMv(t, "operational")
	s = m.at("U-47", "north-sea", Operating, Patrol)
	m.run(Frame{Op: opOpsSub, Sub: "U-47"})
	m.LoadDice(9, 0, 2) // event; 0/2 = spot
	m.answer("patrol-move", key)
	if !s.Spotted || !s.RTB || s.Area != "north-sea" || s.Section != Done {
		t.Errorf("spotted at the naval base: spotted %v rtb %v %s %s", s.Spotted, s.RTB, s.Area, s.Section)
	}
	// Not from period 3.
	m = newMv(t, "operational")
	m.S.Period = 3
	m.at("U-47", "north-sea", Operating, Patrol)
	m.run(Frame{Op: opOpsSub, Sub: "U-47"})
	if m.hasOption("patrol-move", key) {
		t.Errorf("raid offered in period 3")
	}
}

// [22]: concentration counts subs at sea in the area and in its linked SMZs
// without an active mission [20.2], only where the row has a red or blue box.
func Test22_Concentration(t *testing.T) {
	m := newMv(t, "atlantic-1942")
	for _, id := range []string{"U-5", "U-25", "U-26"} {
		m.at(id, "western-approaches", Operating, Patrol)
	}
	ec := m.at("U-47", "english-channel", Operating, Patrol)
	ec.EntryArea = "western-approaches"
	// U-124 is there from the scenario.
	base := m.Concentration("western-approaches")
	if base != 5 {
		t.Errorf("count %d, want 5 (four in the area, one in the Channel entered from it)", base)
	}
	m.mission("english-channel")
	if n := m.Concentration("western-approaches"); n != 4 {
		t.Errorf("with an active mission in the Channel: %d, want 4 [20.2]", n)
	}
	if m.Concentration("english-channel") != 0 {
		t.Errorf("an SMZ has no concentration of its own")
	}
	a := m.T.Area("western-approaches")
	for i := range a.AAC {
		a.AAC[i].Boxes = "wwggooogoo"
	}
	m.theatreChanged()
	if n := m.Concentration("western-approaches"); n != 0 {
		t.Errorf("no red or blue box: %d", n)
	}
	for n, want := range map[int]int{0: 0, 6: 0, 7: 1, 12: 1, 13: 2, 18: 2, 19: 3, 25: 4, 30: 4} {
		if got := m.ConcentrationSteps(n); got != want {
			t.Errorf("steps(%d) = %d, want %d", n, got, want)
		}
	}
}

// [22.2]: the count is made at the moment it is asked, every sub at sea
// in it: one put at sea after a count is counted in the next (seaCounts
// keeps a list of the subs at sea, issue 16), and one set at sea behind
// seaChanged's back is caught by the invariants.
func Test22_2_ConcentrationCountsASubPutAtSeaLater(t *testing.T) {
	m := newMv(t, "atlantic-1942")
	for _, id := range []string{"U-5", "U-25"} {
		m.at(id, "western-approaches", Operating, Patrol)
	}
	base := m.Concentration("western-approaches")
	m.at("U-26", "western-approaches", Operating, Patrol)
	if n := m.Concentration("western-approaches"); n != base+1 {
		t.Errorf("after one more put at sea: %d, want %d", n, base+1)
	}
	u26 := m.Sub("U-26")
	m.PutInBox(u26, u26.Base, BoxReady)
	m.touch()
	if n := m.Concentration("western-approaches"); n != base {
		t.Errorf("after it left the sea: %d, want %d", n, base)
	}
	if err := m.CheckInvariants(); err != nil {
		t.Fatalf("before: %v", err)
	}
	s := m.Sub("U-47")
	s.Status, s.Area, s.Section, s.Side = StSea, "western-approaches", Operating, Patrol
	if err := m.CheckInvariants(); err == nil || !strings.Contains(err.Error(), "seaChanged") {
		t.Errorf("a sub set at sea without seaChanged: %v", err)
	}
}

// [30.1], [30.5]: home waters and virgin waters.
func Test30_1_30_5_HomeAndVirginWaters(t *testing.T) {
	m := newMv(t, "operational") // period 1
	if !m.HomeWaters("north-sea") || !m.HomeWaters("norwegian-sea") || m.HomeWaters("mid-ocean") {
		t.Errorf("home waters in period 1")
	}
	m.S.Period = 2
	if m.HomeWaters("norwegian-sea") {
		t.Errorf("the Norwegian Sea is home waters only in period 1")
	}
	// Mid-Ocean is listed from period 2: virgin in period 1.
	m.S.Period = 1
	if !m.IsVirgin("mid-ocean") || m.IsVirgin("western-approaches") || m.IsVirgin("north-sea") {
		t.Errorf("virgin waters in period 1")
	}
	m.S.Period = 2
	if m.IsVirgin("mid-ocean") {
		t.Errorf("Mid-Ocean is listed from period 2")
	}
	// Searched in a week: virgin for that week, not after [30.51], [30.52].
	m.S.Period = 1
	m.S.Searched = append(m.S.Searched, "mid-ocean")
	if !m.IsVirgin("mid-ocean") {
		t.Errorf("still virgin in the week it was first searched")
	}
	m.run(Frame{Op: opTurnStart})
	if m.IsVirgin("mid-ocean") {
		t.Errorf("virgin after the week it was searched")
	}
}

// [5.3]: sub.move carries out an order: a patrol move from an adjacent
// area, or a Ready-for-Sea sub sailing (tier 3), with the transit check.
func Test5_3_SubMove(t *testing.T) {
	m := newMv(t, "operational")
	m.S.Missions = append(m.S.Missions, Mission{ID: "o1", Area: "western-approaches", Kind: "search", Count: 2, Until: 99})
	s := m.at("U-46", "north-sea", Operating, Patrol)
	r := m.Sub("U-25")
	m.PutInBox(r, "germany", BoxReady)
	m.LoadDice(0, 0, 0)
	m.run(Frame{Op: opSubMove, Sub: "U-46", Area: "western-approaches", S: "patrol"},
		Frame{Op: opSubMove, Sub: "U-25", Area: "north-sea", S: "patrol"})
	if p := m.Prompt(); p != nil && p.Kind == "move-route" {
		m.answer("move-route", "path:north-sea>western-approaches")
	}
	if s.Area != "western-approaches" || s.Side != Patrol || s.Mission != "o1" {
		t.Errorf("U-46: %s %s %q", s.Area, s.Side, s.Mission)
	}
	if r.Status != StSea || r.Area != "north-sea" || r.Side != Patrol || !r.Sortied {
		t.Errorf("U-25: %s %s %s sortied %v", r.Status, r.Area, r.Side, r.Sortied)
	}
	cs := m.checks()
	if len(cs) < 2 || mod(cs[0], "patrol movement") != 1 {
		t.Errorf("checks %v", cs)
	}
	// On its mission it stays put in patrol movement.
	s.Acted = false
	m.run(Frame{Op: opOpsSub, Sub: "U-46"})
	if len(m.searches) == 0 || s.Area != "western-approaches" {
		t.Errorf("a sub on its mission should stay and search")
	}
}

// [30.21]: an area that may be crossed before Western Waters open can be
// entered in transit (and left on the transit side), never patrolled.
func Test30_21_Crossable(t *testing.T) {
	m := newMv(t, "operational") // period 1
	gg := m.T.Area("greenland-gap")
	gg.OpenFrom, gg.Crossable = 4, true
	m.at("U-25", "norwegian-sea", Operating, Patrol)
	m.run(Frame{Op: opOpsSub, Sub: "U-25"})
	if m.hasOption("patrol-move", "path:norwegian-sea>greenland-gap") {
		t.Errorf("patrol movement into a crossable, closed area")
	}
	s := m.at("U-25", "norwegian-sea", Operating, Transit)
	m.run(Frame{Op: opTransitSub, Sub: "U-25"})
	m.LoadDice(1)
	m.answer("transit-move", "path:norwegian-sea>greenland-gap")
	// Only the transit side is possible: nothing to ask.
	if p := m.Prompt(); p != nil {
		t.Errorf("arrival in a crossable area asks %s %v", p.Kind, optKeys(p))
	}
	if s.Area != "greenland-gap" || s.Side != Transit || s.Section != Done {
		t.Errorf("U-25 %s %s %s", s.Area, s.Side, s.Section)
	}
}
