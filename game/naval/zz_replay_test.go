package naval

import (
	"strings"
	"testing"

	"periscope/game/engine"
)

func TestZZReplayBattle(t *testing.T) {
	th := theatre(t)
	for seed := uint64(1); seed <= 1; seed++ {
		g, err := NewGame(th, engine.Record{System: SystemID, Theatre: TheatreID, Scenario: "rheinubung-1941", Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Start(); err != nil {
			t.Fatal(err)
		}
		dec := 0
		res := "none"
		for n := 0; n < 400; n++ {
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
			t.Logf("%d %s battle=%v %v", dec, p.Kind, g.S.Battle != nil, optKeys(p))
			if g.S.Battle != nil && dec > 30 {
				res = "battle " + p.Kind
				break
			}
			dec++
			pick := -1
			keys := optKeys(p)
			if p.Kind == "intercept" {
				for i, k := range keys {
					if strings.HasPrefix(k, "cut:") {
						pick = i
						break
					}
				}
			}
			if p.Kind == "engage" || p.Kind == "carrier-strike" {
				for i, k := range keys {
					if strings.HasPrefix(k, "cg:") {
						pick = i
						break
					}
				}
			}
			if pick < 0 {
				for _, w := range []string{"none", "fight", "go-on", "alone"} {
					if i := optIndex(p, w); i >= 0 {
						pick = i
						break
					}
				}
			}
			if pick < 0 && p.Kind == "orders" {
				pick = optIndex(p, "done")
			}
			if pick < 0 {
				pick = 0
			}
			if _, err := g.Apply(engine.Pick(pick)); err != nil {
				t.Fatal(err)
			}
		}
		t.Logf("seed %d: %s after %d British decisions, turn %d", seed, res, dec, g.S.Turn)
	}
}
