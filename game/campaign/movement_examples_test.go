package campaign

import (
	"os"
	"strings"
	"testing"

	"periscope/game/data"
	"periscope/game/engine"
)

// [12.1] example: a war event activates the St. Lawrence SMZ. A sub in US
// East Coast patrol-moves to Maritimes, then enters St. Lawrence at no
// extra movement cost. Two checks (recommended reading): the move at +1,
// the SMZ entry at +2 — both on the Maritimes chart.
func Test12_1_StLawrence(t *testing.T) {
	m := newMv(t, "atlantic-1942")
	m.mission("st-lawrence")
	s := m.at("U-202", "us-east-coast", Operating, Patrol)
	m.LoadDice(0, 0)
	m.run(Frame{Op: opOpsSub, Sub: "U-202"})
	key := "path:us-east-coast>maritimes>st-lawrence"
	o := m.option("patrol-move", key)
	if !strings.Contains(o.Detail, "Maritimes") || !strings.Contains(o.Detail, "then") {
		t.Errorf("option detail should name two checks on Maritimes: %q", o.Detail)
	}
	m.answer("patrol-move", key)
	cs := m.checks()
	if len(cs) != 2 {
		t.Fatalf("want 2 transit checks, got %d: %v", len(cs), cs)
	}
	for i, c := range cs {
		if !strings.Contains(c.Text, "on Maritimes") {
			t.Errorf("check %d is not on the Maritimes chart: %s", i, c.Text)
		}
		if mod(c, "patrol movement") != 1 || mod(c, "coast icon in Maritimes") != 1 {
			t.Errorf("check %d: want +1 patrol movement and +1 coast icon: %s", i, c.Text)
		}
	}
	if mod(cs[0], "entering") != 0 || cs[0].Roll.Total != 2 {
		t.Errorf("first check (the move): want total 2 with no SMZ DRM: %s", cs[0].Text)
	}
	if mod(cs[1], "entering St. Lawrence") != 2 || cs[1].Roll.Total != 4 {
		t.Errorf("second check (the SMZ entry): want +2 entering St. Lawrence, total 4: %s", cs[1].Text)
	}
	if len(m.searches) != 1 || m.searches[0].A != SearchSMZ {
		t.Fatalf("want one SMZ mission search (flag %d), got %+v", SearchSMZ, m.searches)
	}
	// After its mission the sub leaves the SMZ for the adjacent OpArea [20.6].
	if s.Area != "maritimes" || s.Section != Done || s.Mission != "" {
		t.Errorf("after the mission: %s %s mission %q, want maritimes done", s.Area, s.Section, s.Mission)
	}
}

// [19.13] example: U-651, in the Caribbean in April 1942, is withdrawn for
// refit. It sails home at once: Bermuda and Sargasso Sea (check), Mid-Ocean
// and SW Approaches (check), through the Bay of Biscay into a French base
// (check), then into the Atlantic refit box.
func Test19_13_U651Withdrawal(t *testing.T) {
	m := newMv(t, "atlantic-1942")
	s := m.Sub("U-651")
	if s.Area != "caribbean" || m.S.Period != 4 || MonthName(m.S.Month) != "Apr 1942" {
		t.Fatalf("set-up: %s, period %d, %s", s.Area, m.S.Period, MonthName(m.S.Month))
	}
	m.LoadDice(3, 2, 1)
	m.run(Frame{Op: opSubWithdrawTransit, Sub: "U-651", S: "refit"})
	if p := m.Prompt(); p != nil {
		t.Fatalf("unexpected prompt %s: %s %v", p.Kind, p.Text, optKeys(p))
	}
	cs := m.checks()
	want := []string{"on Bermuda", "on Mid-Ocean", "on South-Western Approaches"}
	if len(cs) != 3 {
		t.Fatalf("want 3 checks, got %d: %v", len(cs), cs)
	}
	for i, c := range cs {
		if !strings.Contains(c.Text, want[i]) {
			t.Errorf("check %d: want %s, got %s", i+1, want[i], c.Text)
		}
	}
	// The third move crosses the Bay of Biscay: +2 for the SMZ and its
	// period-4 map value (2 in the fixture) [20.8].
	if mod(cs[2], "entering Bay of Biscay") != 2 || mod(cs[2], "Bay of Biscay transit zone") != 2 || cs[2].Roll.Total != 5 {
		t.Errorf("third check: %s", cs[2].Text)
	}
	if s.Status != StRefit || s.Base != "refit-atlantic" {
		t.Errorf("U-651 is %s at %q, want in the Atlantic refit box", s.Status, s.Base)
	}
	if m.S.Tracks.SubsLost != 0 {
		t.Errorf("subs lost %d", m.S.Tracks.SubsLost)
	}
}

// [19.13]: if the withdrawn sub is lost on the way, subs lost +1 and the
// withdrawal ends.
func Test19_13_U651LostOnTheWay(t *testing.T) {
	m := newMv(t, "atlantic-1942")
	s := m.Sub("U-651")
	// Second move: 9 on Mid-Ocean (first red box 8) is an event; 9/9 sinks.
	m.LoadDice(3, 9, 9, 9)
	m.run(Frame{Op: opSubWithdrawTransit, Sub: "U-651", S: "refit"})
	if s.Status != StSunk || m.S.Tracks.SubsLost != 1 {
		t.Fatalf("U-651 %s, subs lost %d", s.Status, m.S.Tracks.SubsLost)
	}
	if n := len(m.checks()); n != 2 {
		t.Errorf("%d checks after the loss, want 2", n)
	}
}

// [15.22]: an RTB sub moving from an OpArea into an adjacent base (North
// Sea → Germany) makes no transit check.
func Test15_22_NorthSeaToGermanyNoCheck(t *testing.T) {
	m := newMv(t, "operational")
	s := m.at("U-46", "north-sea", Operating, Transit)
	s.RTB = true
	m.run(Frame{Op: opTransitSub, Sub: "U-46"})
	if p := m.Prompt(); p != nil {
		t.Fatalf("unexpected prompt %s %v", p.Kind, optKeys(p))
	}
	if len(m.rolls("19.1")) != 0 {
		t.Errorf("a transit check was rolled: %v", m.rolls("19.1"))
	}
	if s.Status != StBase || s.Base != "germany" || s.Box != BoxWorkUp {
		t.Errorf("U-46 is %s %s %s, want in Germany's Work-up box", s.Status, s.Base, s.Box)
	}
}

// [15.22]: ... unless it must cross a transit zone (SW Approaches → Bay of
// Biscay → France): then it checks, on the OpArea it left.
func Test15_22_BiscayToFranceChecks(t *testing.T) {
	m := newMv(t, "atlantic-1942")
	s := m.at("U-109", "sw-approaches", Operating, Transit)
	s.RTB = true
	m.LoadDice(0)
	m.run(Frame{Op: opTransitSub, Sub: "U-109"})
	if m.Prompt() != nil && m.Prompt().Kind == "rtb-base" {
		m.answer("rtb-base", "france")
	}
	cs := m.checks()
	if len(cs) != 1 || !strings.Contains(cs[0].Text, "on South-Western Approaches") || mod(cs[0], "entering Bay of Biscay") != 2 {
		t.Fatalf("checks: %v", cs)
	}
	if s.Status != StBase || s.Base != "france" {
		t.Errorf("U-109 is %s at %s", s.Status, s.Base)
	}
}

// [21.11]: leaving an advanced base costs a movement point (Narvik to the
// Norwegian Sea); entering it takes no +2 [20.7]. Switch
// "advanced-base-exit-free" reads [15.1] instead.
func Test21_11_AdvancedBaseExitCostsAPoint(t *testing.T) {
	for _, free := range []bool{false, true} {
		var opts []string
		if free {
			opts = []string{"advanced-base-exit-free"}
		}
		m := newMv(t, "operational", opts...)
		m.BaseState("narvik").Active = true
		s := m.Sub("U-47")
		m.PutInBox(s, "narvik", BoxReady)
		m.run(Frame{Op: opTransitSub, Sub: "U-47"})
		// Speed 2: Narvik → Norwegian Sea (1) → North Sea (2); with a free
		// exit, on to the Western Approaches.
		far := "path:narvik>norwegian-sea>north-sea>western-approaches"
		if got := m.hasOption("deploy", far); got != free {
			t.Errorf("free=%v: three OpAreas out of Narvik with Speed 2 offered = %v", free, got)
		}
		if !m.hasOption("deploy", "path:narvik>norwegian-sea>north-sea") {
			t.Errorf("free=%v: two OpAreas out of Narvik not offered", free)
		}
		if !m.hasOption("deploy", "path:narvik>norwegian-sea") {
			t.Errorf("free=%v: the adjacent Norwegian Sea is not offered", free)
		}
	}
	// Entering the advanced base (returning to it) takes no +2 [20.7].
	m := newMv(t, "operational")
	m.BaseState("narvik").Active = true
	s := m.at("U-47", "norwegian-sea", Operating, Transit)
	leg := moveLeg{nodes: []string{"norwegian-sea", "narvik"}}
	for _, md := range m.legMods(s, modeRTB, 0, leg, "norwegian-sea") {
		if md.Value == 2 {
			t.Errorf("entering an advanced base in use: %+v", md)
		}
	}
	m.BaseState("narvik").Active = false
	if mod0 := m.legMods(s, modePatrol, 0, moveLeg{nodes: []string{"norwegian-sea", "narvik"}, entry: true}, "norwegian-sea"); sumMods(mod0, "entering Narvik") != 2 {
		t.Errorf("entering Narvik as an ordinary SMZ should be +2: %+v", mod0)
	}
}

// The U-47 Scapa Flow scenario on the Atlantic data: U-47 sails from
// Germany, crosses the North Sea (a nearby hunting ground) and raids the
// naval base in the same turn: two checks (the move, then the entry at +2
// +2 [30.4]), then the search is told it is inside the naval base [30.41].
func Test30_4_U47ScapaFlowAtlantic(t *testing.T) {
	th, err := data.Load(os.DirFS("../../assets/data"), "atlantic")
	if err != nil {
		t.Fatal(err)
	}
	g, err := New(th, engine.Record{System: SystemID, Theatre: th.ID, Scenario: "u47-scapa-flow", Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	var searches []Frame
	g.Trace = func(g *Game, op Op) {
		if err := g.CheckInvariants(); err != nil {
			t.Fatalf("after %s: %v", op, err)
		}
		if n := len(g.S.Stack); n > 0 && g.S.Stack[n-1].Op == opSubSearch {
			searches = append(searches, g.S.Stack[n-1])
		}
	}
	log, err := g.Start()
	if err != nil {
		t.Fatal(err)
	}
	for g.Prompt() != nil && g.Prompt().Kind != "deploy" {
		es, err := g.Apply(engine.Pick(0))
		if err != nil {
			t.Fatal(err)
		}
		log = append(log, es...)
	}
	p := g.Prompt()
	if p == nil {
		t.Fatal("no deploy prompt")
	}
	key := "path:germany>north-sea>scapa-flow|raid"
	idx := -1
	for i, o := range p.Options {
		if o.Key == key {
			idx = i
		}
	}
	if idx < 0 {
		t.Fatalf("no raid on Scapa Flow offered: %v", optKeys(p))
	}
	// The transit check on entering the North Sea, the Allied minefield
	// check there (Periscope addition; 0 passes clear), the SMZ entry check.
	g.LoadDice(0, 0, 0)
	es, err := g.Apply(engine.Pick(idx))
	if err != nil {
		t.Fatal(err)
	}
	log = append(log, es...)
	var checks []engine.Entry
	mines := 0
	for _, e := range log {
		if e.Kind == "roll" && e.Rule == "19.1" {
			checks = append(checks, e)
		}
		if e.Kind == "roll" && e.Rule == "19.1M" && strings.Contains(e.Text, "Allied minefield check in North Sea") {
			mines++
		}
	}
	if len(checks) != 2 || mines != 1 || mod(checks[1], "entering the naval base") != 2 || mod(checks[1], "entering Scapa Flow") != 2 {
		t.Fatalf("checks %v", checks)
	}
	if len(searches) == 0 || searches[0].A != SearchNearby|SearchSMZ|SearchNavalBase || searches[0].Area != "north-sea" {
		t.Fatalf("searches %+v", searches)
	}
}
