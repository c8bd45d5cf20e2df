package naval

import (
	"strings"
	"testing"

	"periscope/game/engine"
)

// The browser's battle form (tests/browser/naval.test.mjs,
// NAVAL_BROWSER=battle) rests on this replay: Rheinübung, seed 1, the
// computer's Germany, Britain intercepting with every force it may,
// engaging and striking the first group, no other strike, fighting on.
// Britain's sixth decision is the battle's secret numbering (22.422) and
// its fourteenth the retreat declaration after the first round (22.6):
// where the form takes its shots. If the game changes so that this no
// longer holds, the form's comment and this test change together.
func TestBrowserBattleFormReplay(t *testing.T) {
	th := theatre(t)
	g, err := NewGame(th, engine.Record{System: SystemID, Theatre: TheatreID, Scenario: "rheinubung-1941", Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.Start(); err != nil {
		t.Fatal(err)
	}
	var kinds []string
	for n := 0; n < 400 && len(kinds) < 14; n++ {
		p := g.Prompt()
		if p == nil {
			break
		}
		if p.Seat == g.Seat(0) {
			if _, err := g.Apply(Bot{Seat: p.Seat}.Choose(g, p)); err != nil {
				t.Fatal(err)
			}
			continue
		}
		kinds = append(kinds, p.Kind)
		pick := -1
		for i, k := range optKeys(p) {
			if p.Kind == "intercept" && strings.HasPrefix(k, "cut:") || (p.Kind == "engage" || p.Kind == "carrier-strike") && strings.HasPrefix(k, "cg:") {
				pick = i
				break
			}
		}
		for _, w := range []string{"none", "fight", "go-on", "alone"} {
			if pick < 0 {
				pick = optIndex(p, w)
			}
		}
		if pick < 0 && p.Kind == "orders" {
			pick = optIndex(p, "done")
		}
		if _, err := g.Apply(engine.Pick(max(pick, 0))); err != nil {
			t.Fatal(err)
		}
	}
	if len(kinds) < 14 || kinds[5] != "cg-label" || kinds[13] != "retreat" {
		t.Fatalf("Britain's decisions: %v; want cg-label 6th and retreat 14th", kinds)
	}
}
