package campaign

import (
	"math/rand/v2"
	"strings"
	"testing"

	"periscope/game/engine"
)

// [19.2], [19.21], [14.2] A combat event turned up by the forced reveals of
// a re-attack is rolled at once: a circular run, patrol aircraft or
// mechanical problems harm the boat (or take it out of the combat) before
// its counterattack. The odds shown for the re-attack include it (issue
// 13, "a combat event's harm"): played on 2,000 times with fresh dice and
// the face-down counters dealt afresh from what the player knows, every
// outcome is within 4σ of the odds shown. Half the red counters the boat
// may turn up are combat events; before the fix the odds left their harm
// out (14σ; no loss shown at all, where a circular run or patrol aircraft
// may sink the boat).
func Test19_2_CombatEventHarmInReattackOdds(t *testing.T) {
	g := combatGame(t, 3, "1941-06", 1)
	atSea(g, "U-48", "mid-ocean") // VIIB: Tactics 3
	var spare []string
	for _, typ := range []string{"event", "event", "m-1-0", "dd-7-1"} {
		spare = append(spare, take(t, g, typ))
	}
	c := board(t, g, "c2", "mid-ocean", [][]unit{
		{{typ: "dd-7-1"}},
		{{typ: "m-0-0", up: true}, {typ: "m-2-0"}},
		{{typ: "dd-7-1"}},
		{}, {}, {},
	}, map[string]int{"U-48": 1})
	g.S.Aside = append(g.S.Aside, g.S.Cups["outer"]...)
	g.S.Cups["outer"] = spare
	c.Dispersal, c.SunkRound, c.Stage = 1, 1, "between"
	c.Boats[0].Acted = true
	drive(t, g, Frame{Op: "combat", Sub: "U-48"})
	p := wantPrompt(t, g, "reattack")
	var list []engine.Odd
	for _, o := range p.Options {
		if o.Key == "reattack" {
			list = o.Odds
		}
	}
	snap, err := g.Snapshot()
	if err != nil {
		t.Fatal(err)
	}
	// The replays fire nothing (their TDC pool is emptied), so the odds
	// checked are the formula's with the pool emptied — the circular run's
	// TDC is then 0 — after checking that the formula gave those shown.
	if !equalOdds(g.situationOdds("U-48", "reattack"), list) {
		t.Fatalf("the odds shown %v are not the formula's", list)
	}
	h0, err := Restore(g.T, snap)
	if err != nil {
		t.Fatal(err)
	}
	h0.S.TDCPool = nil
	list = h0.situationOdds("U-48", "reattack")
	const n = 2000
	observed := map[string]float64{}
	events := 0
	replayCopies(t, g, n, 1902, func(i int, h *Game) bool {
		h.S.TDCPool = nil
		redeal(h, rand.New(rand.NewPCG(uint64(i), 19)))
		s := h.Sub("U-48")
		dmg0 := s.Damage
		es := answer(t, h, "reattack")
		for k := 0; k < 60 && h.Prompt() != nil && h.Prompt().Kind != "reattack"; k++ {
			more, err := h.Apply(engine.Pick(0))
			if err != nil {
				t.Fatal(err)
			}
			es = append(es, more...)
		}
		none := false
		for _, e := range es {
			if e.Rule == "14.2" && strings.Contains(e.Text, "no counterattack") {
				none = true
			}
			if e.Roll != nil && e.Roll.Purpose == "combat event" {
				events++
			}
		}
		st := harmState{dmg: s.Damage, sunk: s.Status == StSunk, rtb: s.RTB, spot: s.Spotted}
		out := st.label(dmg0)
		if none && out == "no effect" {
			out = "no counterattack"
		}
		observed[out] += 1.0 / n
		return true
	})
	if events < n/4 {
		t.Fatalf("only %d of %d replays met a combat event", events, n)
	}
	within4Sigma(t, "re-attack with combat events in the cup", list, observed, n)
	t.Logf("%d replays met a combat event; shown %v", events, list)
}
