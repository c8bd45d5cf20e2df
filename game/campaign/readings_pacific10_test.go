package campaign

import (
	"slices"
	"strings"
	"testing"

	"periscope/game/data"
	"periscope/game/dice"
	"periscope/game/engine"
)

// modOf reports whether a logged roll carries a modifier of that reason.
func modOf(t *testing.T, es []engine.Entry, purpose, reason string) bool {
	t.Helper()
	r := rollOf(t, es, purpose)
	for _, m := range r.Roll.Mods {
		if m.Reason == reason && m.Value != 0 {
			return true
		}
	}
	return false
}

// Spec §12.4 [SW 5.0]: on a mission that counts "only C2 and TF" any other
// contact is no contact, and the endurance −1 for finding none applies;
// "contact-filter-no-penalty" spares the −1. A large convoy still counts,
// the search odds show no small convoy, and the shipped missions carry the
// filter.
func TestSpec12_4_SW5_0_ContactFilterSwitch(t *testing.T) {
	for _, on := range []bool{false, true} {
		g := withSwitch(t, "contact-filter-no-penalty", on, "1943-06", 3)
		s := firstInBaseToSea(t, g, "luzon-strait", Operating, Patrol)
		g.S.Overrides = append(g.S.Overrides, Override{Op: "contact-only", Area: "luzon-strait", Text: "c2,tf"})
		if got := g.contactTable("luzon-strait")[0]; got != "C1" {
			t.Fatalf("contact entry 0 is %q, the test wants C1", got)
		}
		g.LoadDice(9, 0, 0) // AAC box 9 (coloured), contact entry 0 (C1), endurance 0
		es := drive(t, g, Frame{Op: opSearchRoll, Sub: s.ID})
		wantLog(t, es, "not a contact the mission counts")
		if g.S.Combat != nil && g.S.Combat.Kind == "c1" {
			t.Fatalf("switch %v: the small convoy was fought", on)
		}
		if got := modOf(t, es, "endurance", "found no ships"); got == on {
			t.Errorf("switch %v: endurance −1 for no ships %v, want %v\n%s", on, got, !on, logText(es))
		}
		p := g.planSearch(s, &Frame{Sub: s.ID})
		for _, o := range g.searchOdds(p) {
			if o.Outcome == "small convoy" || o.Outcome == "lone contacts" {
				t.Errorf("the odds still show %s at %.2f", o.Outcome, o.P)
			}
		}
	}
	// A large convoy counts.
	g := pacificGame(t, "campaign-1941", "1943-06", 3)
	s := firstInBaseToSea(t, g, "luzon-strait", Operating, Patrol)
	g.S.Overrides = append(g.S.Overrides, Override{Op: "contact-only", Area: "luzon-strait", Text: "c2,tf"})
	p := g.planSearch(s, &Frame{Sub: s.ID})
	if o := p.finish(contactOutcome{Kind: "c2"}); o.Kind != "c2" {
		t.Errorf("a large convoy became %q", o.Kind)
	}
	for _, id := range []string{"east-indies-barrier", "truk-blockade", "truk-air-strike", "ew-luzon-landing", "ew-guam-invasion", "ew-formosa-interdiction"} {
		ev := g.T.Event(id)
		if ev == nil || !slices.ContainsFunc(ev.Effects, func(e data.Effect) bool { return e.Op == "contact-only" && e.Text == "c2,tf" }) {
			t.Errorf("event %s carries no C2+TF filter", id)
		}
	}
}

// Spec §12.5 [SW 14.12]: radar may not decline the last unit left to
// reveal; "radar-decline-last" lets it, and nothing replaces it.
func TestSpec12_5_SW14_12_RadarDeclineLastSwitch(t *testing.T) {
	for _, on := range []bool{false, true} {
		g := withSwitch(t, "radar-decline-last", on, "1943-03", 3)
		s := firstInBaseToSea(t, g, "luzon-strait", Operating, Patrol)
		cb := board(t, g, "c1", "luzon-strait", [][]unit{{}, {{typ: "dd-jp"}}, {}, {}}, map[string]int{s.ID: 1})
		b := cb.Boat(s.ID)
		id := cb.Columns[1].Units[0].ID
		b.Reveals, b.RevCols = 1, []int{1}
		drive(t, g, Frame{Op: opCombatReveal, Sub: s.ID, S: id, A: revealNormal})
		p := g.Prompt()
		if offered := p != nil && p.Kind == "radar-decline"; offered != on {
			t.Fatalf("switch %v: decline of the last unit offered %v", on, offered)
		}
		if !on {
			continue
		}
		answer(t, g, "decline")
		if u := cb.Unit(id); u.Up || !u.Radar || len(g.revealCandidates(b)) != 0 {
			t.Errorf("after declining the last unit: up %v radar %v, candidates %v", u.Up, u.Radar, g.revealCandidates(b))
		}
	}
}

// Spec §12.8 [SW 14.15C]: the attack difference is rounded down, so a half
// point of ASW costs a whole one (3 against 2½ needs 0); with
// "asw-half-round-up" the general rounding [2.5] makes it 1. A negative
// half rounds down to −1 (no hit).
func TestSpec12_8_SW14_15C_DifferenceRoundingSwitch(t *testing.T) {
	for _, c := range []struct {
		on                bool
		att, half, wantAt int
	}{{false, 3, 5, 0}, {true, 3, 5, 1}, {false, 2, 5, -1}, {true, 2, 5, 0}, {false, 3, 4, 1}, {true, 3, 4, 1}} {
		g := withSwitch(t, "asw-half-round-up", c.on, "1943-03", 3)
		if got := g.hitNeed(c.att, c.half); got != c.wantAt {
			t.Errorf("switch %v: attack %d against %d halves needs %d, want %d", c.on, c.att, c.half, got, c.wantAt)
		}
	}
}

// Spec §12.10 [SW 14.2A]: the counterattack adds the count of red boxes in
// the row (the rules' example: ASW 1 + 3 red + general ASW 1 = 5);
// "red-box-number" adds the number of the first red box instead.
func TestSpec12_10_SW14_2A_RedBoxSwitch(t *testing.T) {
	for _, on := range []bool{false, true} {
		g := withSwitch(t, "red-box-number", on, "1944-03", 3)
		area := ""
		for _, a := range g.T.Map.Areas {
			if g.isOpArea(a.ID) && RedCount(g.Row(a.ID)) > 0 && area == "" {
				area = a.ID
			}
		}
		if area == "" {
			t.Fatal("no OpArea with a red box in period 3")
		}
		row := g.Row(area)
		want := RedCount(row)
		if on {
			want = FirstRed(row)
		}
		if got := g.counterRedBoxes(area); got != want || FirstRed(row) == RedCount(row) {
			t.Errorf("switch %v in %s (%s): adds %d, want %d", on, area, row.Boxes, got, want)
		}
	}
}

// Spec §12.18 [SW 14.4B]: a unit declined by radar in the first round stays
// face down through the re-attack; "radar-declined-return" lets it be
// revealed again.
func TestSpec12_18_SW14_4B_RadarDeclinedReturnSwitch(t *testing.T) {
	for _, on := range []bool{false, true} {
		g := withSwitch(t, "radar-declined-return", on, "1943-03", 3)
		s := firstInBaseToSea(t, g, "luzon-strait", Operating, Patrol)
		cb := board(t, g, "c1", "luzon-strait", [][]unit{{}, {{typ: "dd-jp"}, {typ: "m-jp-4t"}}, {}, {}}, map[string]int{s.ID: 1})
		b := cb.Boat(s.ID)
		id := cb.Columns[1].Units[0].ID
		cb.Unit(id).Radar = true
		g.nextRound(s.ID)
		g.S.Stack = nil
		if got := slices.Contains(g.revealCandidates(b), id); got != on {
			t.Errorf("switch %v: the declined unit may be revealed in the re-attack: %v", on, got)
		}
	}
}

// Spec §12.26 [SW 24.31]: a group wolfpack searches without the barrier's
// +2 but with the normal DRMs (here Spotted in period 2 [23.0]);
// "group-roll-bare" drops every DRM.
func TestSpec12_26_SW24_31_GroupRollSwitch(t *testing.T) {
	for _, on := range []bool{false, true} {
		g := withSwitch(t, "group-roll-bare", on, "1942-11", 2)
		subs := packAtSea(t, g, "luzon-strait")
		subs[0].Spotted = true
		mods := g.aacMods(subs[0], "luzon-strait")
		spotted := slices.ContainsFunc(mods, func(m dice.Mod) bool { return m.Reason == "spotted" })
		if spotted == on {
			t.Errorf("switch %v: the group's search roll has the Spotted DRM %v (mods %v)", on, spotted, mods)
		}
		for _, m := range mods {
			if strings.Contains(m.Reason, "barrier") {
				t.Errorf("a group search has the barrier bonus")
			}
		}
	}
}

// Spec §12.28 [SW 14.12]: a second combat event in a round goes back to
// its cup and nothing replaces it; "event-replaced" reveals a unit from
// the same cup in its place.
func TestSpec12_28_SW14_12_SecondEventSwitch(t *testing.T) {
	for _, on := range []bool{false, true} {
		g := withSwitch(t, "event-replaced", on, "1943-03", 3)
		s := firstInBaseToSea(t, g, "luzon-strait", Operating, Patrol)
		evType, evCup := "", ""
		for _, cup := range sortedKeys(g.S.Cups) {
			for _, id := range g.S.Cups[cup] {
				if u := g.utype(id); u != nil && isEvent(u) && evType == "" {
					evType, evCup = u.ID, cup
				}
			}
		}
		if evType == "" {
			t.Fatal("no combat event in the cups")
		}
		cb := board(t, g, "c1", "luzon-strait", [][]unit{{}, {{typ: evType, cup: evCup}}, {}, {}}, map[string]int{s.ID: 1})
		ev := BoardUnit{Cup: evCup}
		cb.EventUsed = true
		b := cb.Boat(s.ID)
		id := cb.Columns[1].Units[0].ID
		inCup := len(g.S.Cups[ev.Cup])
		es := drive(t, g, Frame{Op: opCombatReveal, Sub: s.ID, S: id, A: revealNormal})
		u := cb.Unit(id)
		if on {
			wantLog(t, es, "in its place")
			if u != nil || len(cb.Columns[1].Units) != 1 || len(g.S.Cups[ev.Cup]) != inCup {
				t.Errorf("switch on: the event was not replaced from its cup: column %v, cup %d → %d", cb.Columns[1].Units, inCup, len(g.S.Cups[ev.Cup]))
			}
		} else {
			wantLog(t, es, "unreplaced")
			if cb.Unit(id) != nil && cb.Unit(id).present() {
				t.Errorf("switch off: the second event stayed on the display")
			}
		}
		_ = b
	}
}

// Spec §12.23 [SW 5.0]: period 4 event 9 (Iwo Jima) sends its boats to the
// Bonins, the area its filter names; "iwo-jima-inland-sea" sends them to
// the Inland Sea as the event's text says. The task-force conversions hold
// in both.
func TestSpec12_23_SW5_0_IwoJimaSwitch(t *testing.T) {
	for _, on := range []bool{false, true} {
		g := withSwitch(t, "iwo-jima-inland-sea", on, "1945-02", 4)
		ev := g.T.Event("iwo-jima")
		for i := range ev.Effects {
			g.Push(Frame{Op: opEffect, S: "event:iwo-jima", A: i})
		}
		g.S.Stack = slices.Clone(g.S.Stack)
		slices.Reverse(g.S.Stack)
		if err := g.Run(); err != nil {
			t.Fatal(err)
		}
		want := "bonins"
		if on {
			want = "inland-sea"
		}
		var areas []string
		for _, m := range g.S.Missions {
			areas = append(areas, m.Area)
		}
		if !slices.Equal(areas, []string{want}) {
			t.Errorf("switch %v: missions to %v, want [%s]", on, areas, want)
		}
		for _, a := range []string{"bonins", "inland-sea"} {
			if g.ContactOverride(a) == nil {
				t.Errorf("switch %v: no task-force conversion in %s", on, a)
			}
		}
	}
}

// [SW 5.0] Period 3 event 0, the End of the Aleutians: "all remaining S1/S3
// subs go to training (removed)" — every S-boat in the game, in port or at
// sea, and no fleet boat.
func TestSW5_0_EndOfAleutiansSBoatsToTraining(t *testing.T) {
	g := pacificGame(t, "campaign-1941", "1943-11", 3)
	var sboats, others []*Sub
	for i := range g.S.Subs {
		s := &g.S.Subs[i]
		if s.Status != StBase {
			continue
		}
		if id := g.Class(s).ID; id == "S1" || id == "S3" {
			sboats = append(sboats, s)
		} else {
			others = append(others, s)
		}
	}
	if len(sboats) < 2 || len(others) == 0 {
		t.Fatalf("%d S-boats and %d others in port in November 1943", len(sboats), len(others))
	}
	ev := g.T.Event("end-of-aleutians")
	for i, e := range ev.Effects {
		if e.Op == "training" {
			drive(t, g, Frame{Op: opEffect, S: "event:end-of-aleutians", A: i})
		}
	}
	for _, s := range sboats {
		if s.Status == StBase {
			t.Errorf("%s (%s) is still in port at %s", s.ID, g.Class(s).ID, s.Base)
		}
	}
	for _, s := range others {
		if s.Status != StBase {
			t.Errorf("the fleet boat %s left for training", s.ID)
		}
	}
}

// [SW 5.0] East Wind's event 3: the two boats for Okinawa "must be chosen
// from" the big-gun boats if any is available (ours: Argonaut, Narwhal,
// Nautilus); with none of them free, any boat may go.
func TestSW5_0_EastWindBigGunBoats(t *testing.T) {
	g := pacificGame(t, "east-wind-1932", "1932-05", 1)
	ev := g.T.Event("ew-okinawa-bombardment")
	i := slices.IndexFunc(ev.Effects, func(e data.Effect) bool { return e.Op == "deploy" })
	if i < 0 || len(ev.Effects[i].Boats) == 0 {
		t.Fatal("the Okinawa order names no big-gun boats")
	}
	var big, other *Sub
	for k := range g.S.Subs {
		s := &g.S.Subs[k]
		if s.Status != StBase {
			continue
		}
		if slices.Contains(ev.Effects[i].Boats, s.ID) {
			if big == nil {
				big = s
			}
		} else if other == nil {
			other = s
		}
	}
	if big == nil || other == nil {
		t.Fatal("no big-gun boat and other boat in port")
	}
	for _, s := range []*Sub{big, other} {
		s.Status = StSea
		g.PutAtSea(s, "east-china-sea", Operating, Patrol)
	}
	m := &Mission{ID: "t", Area: "okinawa", Kind: "attack", Count: 2, Prefer: strings.Join(ev.Effects[i].Boats, ",")}
	has := func(cs []orderCandidate, s *Sub) bool {
		return slices.ContainsFunc(cs, func(c orderCandidate) bool { return c.s == s })
	}
	cs := g.orderCandidates(m, 1)
	if !has(cs, big) || has(cs, other) {
		t.Fatalf("with %s ready, the candidates hold it %v and %s %v", big.ID, has(cs, big), other.ID, has(cs, other))
	}
	for k := range g.S.Subs {
		if s := &g.S.Subs[k]; slices.Contains(ev.Effects[i].Boats, s.ID) {
			s.Mission = "elsewhere"
		}
	}
	if cs := g.orderCandidates(m, 1); !has(cs, other) {
		t.Errorf("with no big-gun boat free, %s may not go", other.ID)
	}
}
