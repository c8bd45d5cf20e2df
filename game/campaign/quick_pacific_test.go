package campaign

import (
	"slices"
	"strings"
	"testing"
)

// [SW 27.0], [27.1] Quick resolution, offered per search when the switch
// is on: no double 0, so the table's number (attack value × coloured
// boxes) less the d10 is the ships sunk, drawn from cups A, B, C, D in
// rotation; then the quick counterattack reads the row's box.
func TestSW27_QuickResolutionPerCombat(t *testing.T) {
	for _, on := range []bool{false, true} {
		g := pacificGame(t, "campaign-1941", "1943-03", 2)
		if on {
			g.S.Options = append(g.S.Options, "quick-resolution")
			slices.Sort(g.S.Options)
		}
		s := firstInBaseToSea(t, g, "luzon-strait", Operating, Patrol)
		drive(t, g, Frame{Op: opSubSearch, Sub: s.ID})
		p := g.Prompt()
		if p == nil || p.Kind != "search" {
			t.Fatalf("no search prompt: %v", p)
		}
		if got := slices.Contains(optionKeys(g), "quick"); got != on {
			t.Fatalf("switch %v: quick resolution offered %v", on, got)
		}
		if !on {
			continue
		}
		att, _ := g.quickAttack(s)
		n := nonWhite(g.rowOf("luzon-strait").row.Boxes)
		need := g.quickNumber(att, n)
		if need < 2 {
			t.Fatalf("the test needs a table number of 2 or more (attack %d, %d boxes: %d)", att, n, need)
		}
		roll := need - 2 // two ships
		g.LoadDice(3, 5, roll, 0, 0, 0, 0, 0, 0, 0)
		es := answer(t, g, "quick")
		r := rollOf(t, es, "quick resolution: ships sunk")
		if r.Rule != "27.0" || r.Roll.Result != "2 ships sunk" {
			t.Errorf("ships-sunk roll [%s] %q, want [27.0] 2 ships sunk", r.Rule, r.Roll.Result)
		}
		if g.S.QuickCup != 2 {
			t.Errorf("the next quick draw starts at cup %d, want 2 (C)", g.S.QuickCup)
		}
		if !rollOfRule(es, "27.1") && s.Status == StSea {
			t.Errorf("no quick counterattack [27.1]:\n%s", logText(es))
		}
		if g.S.Combat != nil {
			t.Errorf("the combat is still on the display")
		}
	}
}

// [SW 27.0] step 8: a combat event drawn in quick resolution is resolved
// before anything more is drawn; only the circular run, the "Betty" bomber
// and mechanical trouble are played, the others use up the draw. Here cup
// A holds nothing but its event counter, drawn first: mechanical trouble
// (odd: damaged and RTB) ends the combat with no more draws and no quick
// counterattack; an ignored event goes on to cup B.
func TestSW27_QuickResolutionPlaysThreeCombatEvents(t *testing.T) {
	mech, ignored := -1, -1
	for i, ev := range pacificEvents(t) {
		switch {
		case ev == "mechanical":
			mech = i
		case !quickKeptEvents[ev] && ignored < 0:
			ignored = i
		}
	}
	for _, c := range []struct {
		event int
		kept  bool
	}{{mech, true}, {ignored, false}} {
		g := pacificGame(t, "campaign-1941", "1943-03", 2)
		g.S.Options = append(g.S.Options, "quick-resolution")
		slices.Sort(g.S.Options)
		s := firstInBaseToSea(t, g, "luzon-strait", Operating, Patrol)
		// The first cup of the rotation with an event counter holds it
		// alone; its other counters wait in the next cup.
		var ev string
		var rest []string
		for i, cup := range quickCups {
			for _, id := range g.S.Cups[cup] {
				if isEvent(g.utype(id)) && ev == "" {
					ev = id
				} else {
					rest = append(rest, id)
				}
			}
			if ev != "" {
				next := quickCups[(i+1)%len(quickCups)]
				g.S.Cups[cup], g.S.Cups[next] = []string{ev}, append(g.S.Cups[next], rest...)
				g.S.QuickCup = i
				break
			}
			rest = nil
		}
		if ev == "" {
			t.Fatal("no cup has a combat event counter")
		}
		first := g.S.QuickCup
		drive(t, g, Frame{Op: opSubSearch, Sub: s.ID})
		att, _ := g.quickAttack(s)
		need := g.quickNumber(att, nonWhite(g.rowOf("luzon-strait").row.Boxes))
		if need < 2 {
			t.Fatalf("the test needs a table number of 2 or more, got %d", need)
		}
		g.LoadDice(3, 5, need-2, c.event, 1, 0, 0, 0, 0, 0, 0)
		es := answer(t, g, "quick")
		text := logText(es)
		if !rollOfRule(es, "19.2") {
			t.Fatalf("no combat event roll:\n%s", text)
		}
		if c.kept {
			if s.Damage != 1 || !s.RTB || rollOfRule(es, "27.1") || g.S.QuickCup != (first+1)%len(quickCups) {
				t.Errorf("mechanical trouble: damage %d RTB %v, counterattack %v, next cup %d (want 1, true, false, 1)\n%s", s.Damage, s.RTB, rollOfRule(es, "27.1"), g.S.QuickCup, text)
			}
			continue
		}
		if g.S.QuickCup != (first+2)%len(quickCups) || !strings.Contains(text, "ignored in quick resolution") {
			t.Errorf("ignored event: next cup %d (want %d)\n%s", g.S.QuickCup, (first+2)%len(quickCups), text)
		}
	}
}

// pacificEvents is the Pacific's Combat Events table (d10 → event).
func pacificEvents(t *testing.T) []string {
	g := pacificGame(t, "campaign-1941", "1943-03", 2)
	return g.T.Tables.CombatEvents[:]
}
