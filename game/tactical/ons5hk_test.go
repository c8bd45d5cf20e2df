package tactical

import (
	"slices"
	"testing"
)

// [20.1 campaign, special rules 6–9] The hunter-killer group is summoned
// when its condition holds in a campaign, played by the bots: two of the
// seven escorts are out (Isis and Whitehall) when scenario 2 begins, and
// no summons is asked; in that scenario a third (Spragge) is left dead in
// the water (damage of half its capacity [19]), so it is gone for good;
// scenario 3 opens on the British summons and the escort bot makes it
// (special rule 8: any turn after the third is out; the summons counts as
// made in scenario 2); scenario 3 is played without the group ("one
// complete scenario is played after the scenario in which the summons is
// made"); scenario 4 brings the four ships in as one unit on a d6 edge
// (rule 7, ambiguity 26) and scenario 5 starts with them on stations
// (rule 9), never asking again. Each scenario is cut to one turn (its id,
// and so the state carried, unchanged). In ten whole bot campaigns the
// condition arose in time in none (DESIGN.md, ONS 5): the rule stands as
// the rulebook gives it, and this shows the summons when it holds.
func Test20_1_ONS5HunterKillerSummonedWhenThreeEscortsAreOut(t *testing.T) {
	sys := testSystem(t)
	play := bots(sys)
	start := func(id string) *Match {
		t.Helper()
		s, ok := sys.Lib.Scenario(id)
		if !ok {
			t.Fatalf("%s: no scenario", id)
		}
		s.Turns = 1
		m, err := NewMatch(sys.Lib.Data, s, 20, nil)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := m.Start(); err != nil {
			t.Fatal(err)
		}
		return m
	}
	finish := func(m *Match, hurt string) (ONS5, []string) {
		t.Helper()
		var asked []string
		for p := m.Prompt(); p != nil; p = m.Prompt() {
			asked = append(asked, p.Kind)
			c := play(m, p)
			if p.Kind == "tac.hk.summon" && p.Options[c.Option].Key != "summon" {
				t.Errorf("%s: the escort bot answered %q", m.Scen.ID, p.Options[c.Option].Key)
			}
			if _, err := m.Apply(c); err != nil {
				t.Fatal(err)
			}
			if v := m.G.Vessel(hurt); v != nil && !v.DIW && m.S.Battle.Turn >= 1 {
				m.G.ApplyDamage(v, (m.G.Capacity(v)+1)/2, "19")
				if !v.DIW || v.Sunk {
					t.Fatalf("%s: %s not dead in the water: %+v", m.Scen.ID, hurt, v)
				}
			}
		}
		next, _, ok := m.ONS5Next()
		if !ok {
			t.Fatalf("%s: not over", m.Scen.ID)
		}
		return next, asked
	}
	group := func(m *Match) (in, edge int) {
		for _, e := range m.Scen.Escorts {
			if slices.ContainsFunc(ons5HK, func(h ScenarioShip) bool { return h.ID == e.ID }) {
				in++
				if e.Edge {
					edge++
				}
				if v := m.G.Vessel(e.ID); v == nil || v.Gone() {
					t.Errorf("%s: %s not on the board", m.Scen.ID, e.ID)
				}
			}
		}
		return in, edge
	}

	m := start("ons5:2;used=7;lost=Isis,Whitehall")
	next, asked := finish(m, "Spragge")
	if slices.Contains(asked, "tac.hk.summon") {
		t.Error("scenario 2: the summons asked with two escorts out")
	}
	if next.out() != 3 || !slices.Contains(next.Lost, "Spragge") || next.HK != 0 {
		t.Fatalf("after scenario 2: %s (out %d)", next, next.out())
	}

	m = start(next.String())
	if p := m.Prompt(); p == nil || p.Kind != "tac.hk.summon" {
		t.Fatalf("%s: first prompt %+v, want the summons", m.Scen.ID, p)
	}
	if in, _ := group(m); in != 0 {
		t.Errorf("scenario 3: the group is in play before the summons")
	}
	next, _ = finish(m, "")
	if next.HK != 2 {
		t.Fatalf("after scenario 3: %s, want the summons counted in scenario 2", next)
	}

	m = start(next.String())
	if in, edge := group(m); in != 4 || edge != 4 {
		t.Errorf("scenario 4: %d of the group in play, %d on an edge; want 4 and 4", in, edge)
	}
	// As one unit: the four on one edge of the board.
	edges := map[string]func(h Hex) bool{
		"6": func(h Hex) bool { return h.Row <= 2 },
		"3": func(h Hex) bool { return h.Row >= Rows-1 },
		"5": func(h Hex) bool { return h.Col <= 1 },
		"2": func(h Hex) bool { return h.Col >= Panels*ColumnsPerPanel-2 },
	}
	var on []string
	for e, near := range edges {
		if !slices.ContainsFunc(ons5HK, func(h ScenarioShip) bool { v := m.G.Vessel(h.ID); return v == nil || !near(v.Bow) }) {
			on = append(on, e)
		}
	}
	if len(on) != 1 {
		t.Errorf("scenario 4: the group on edges %v, want one", on)
	}
	next, asked = finish(m, "")
	if slices.Contains(asked, "tac.hk.summon") {
		t.Error("scenario 4: asked again after the summons")
	}

	m = start(next.String())
	if in, edge := group(m); in != 4 || edge != 0 {
		t.Errorf("scenario 5: %d of the group in play, %d on an edge; want 4 on stations", in, edge)
	}
	if p := m.Prompt(); p != nil && p.Kind == "tac.hk.summon" {
		t.Error("scenario 5: asked again")
	}
}
