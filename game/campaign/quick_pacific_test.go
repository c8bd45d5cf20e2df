package campaign

import (
	"slices"
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
		var s *Sub
		for i := range g.S.Subs {
			if g.S.Subs[i].Status == StBase {
				s = &g.S.Subs[i]
				break
			}
		}
		s.Status = StSea
		g.PutAtSea(s, "luzon-strait", Operating, Patrol)
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
