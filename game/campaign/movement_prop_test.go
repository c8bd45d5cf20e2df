package campaign

import (
	"fmt"
	"os"
	"testing"

	"periscope/game/data"
	"periscope/game/data/datatest"
	"periscope/game/dice"
	"periscope/game/engine"
)

// movementInvariants are the movement rules' own invariants, checked after
// every step on top of CheckInvariants.
func movementInvariants(g *Game) error {
	for i := range g.S.Subs {
		s := &g.S.Subs[i]
		if s.Status != StSea {
			continue
		}
		if s.RTB && s.Side != Transit {
			return fmt.Errorf("%s is RTB but patrol side up", s.ID)
		}
		if !s.RTB && !g.withinRange(s, s.Area) && g.S.Phase != "" {
			// A sub may be caught beyond range only between a tanker
			// leaving and the next enforceRange; movement never puts it
			// there.
			if g.Class(s).Tanker == 0 {
				return fmt.Errorf("%s is beyond its range in %s (%d > %d)", s.ID, s.Area, g.rangeOf(s.Area), g.Range(s))
			}
		}
		if g.isSMZ(s.Area) && s.EntryArea != "" && !g.isOpArea(s.EntryArea) {
			return fmt.Errorf("%s entered %s from %s, not an OpArea", s.ID, s.Area, s.EntryArea)
		}
		if s.Mines > 0 && g.Nation(s) != "DE" {
			return fmt.Errorf("%s is not German but carries mines", s.ID)
		}
	}
	for _, m := range g.S.Mines {
		if m.Strength < 1 || m.Strength > 2 || !g.isSMZ(m.Area) {
			return fmt.Errorf("bad minefield %+v", m)
		}
	}
	return nil
}

// movementKinds are the prompt kinds of the movement rules (their odds are
// exclusive outcomes and must sum to at most 1).
var movementKinds = map[string]bool{"ops-order": true, "patrol-move": true, "transit-governing": true, "rtb-place": true,
	"smz-exit": true, "move-route": true, "transit-order": true, "deploy": true, "mines-carry": true, "transit-move": true,
	"arrive": true, "rtb-base": true, "rtb-route": true, "withdraw-base": true, "withdraw-route": true, "mines-spotted": true}

// TestMovementPropertyAtlantic plays the Atlantic data's short scenarios
// with random legal choices, checking the invariants after every step.
func TestMovementPropertyAtlantic(t *testing.T) {
	if testing.Short() {
		t.Skip("the Atlantic scenarios in -short mode")
	}
	th, err := data.Load(os.DirFS("../../assets/data"), "atlantic")
	if err != nil {
		t.Fatal(err)
	}
	for _, sc := range th.Scenarios {
		if sc.Kind == data.ScenarioCampaign {
			continue
		}
		for seed := uint64(1); seed <= 1; seed++ {
			g, err := New(th, engine.Record{System: SystemID, Theatre: th.ID, Scenario: sc.ID, Seed: seed, Options: []string{"choose-order"}})
			if err != nil {
				t.Fatal(err)
			}
			g.Trace = func(g *Game, op Op) {
				if err := g.CheckInvariants(); err != nil {
					t.Fatalf("%s seed %d after %s: %v", sc.ID, seed, op, err)
				}
				if err := movementInvariants(g); err != nil {
					t.Fatalf("%s seed %d after %s: %v", sc.ID, seed, op, err)
				}
			}
			if _, err := g.Start(); err != nil {
				t.Fatal(err)
			}
			src := dice.New(seed * 31)
			for n := 0; g.Prompt() != nil; n++ {
				if n > 50000 {
					t.Fatalf("%s: no end", sc.ID)
				}
				if _, err := g.Apply(randomChoice(g.Prompt(), src)); err != nil {
					t.Fatalf("%s seed %d: %v", sc.ID, seed, err)
				}
			}
		}
	}
}

// TestMovementProperty plays the fixture scenarios with random legal
// choices and checks the invariants after every step.
func TestMovementProperty(t *testing.T) {
	scenarios := []string{"patrol", "operational", "atlantic-1942"}
	options := [][]string{nil, {"choose-order"}, {"smz-any-time", "advanced-base-exit-free", "no-encounter-without-red"}}
	for seed := uint64(1); seed <= 24; seed++ {
		for _, sc := range scenarios {
			opts := options[int(seed)%len(options)]
			g, err := New(datatest.Fixture(), engine.Record{System: SystemID, Theatre: "fixture", Scenario: sc, Seed: seed, Options: opts})
			if err != nil {
				t.Fatal(err)
			}
			steps := 0
			g.Trace = func(g *Game, op Op) {
				steps++
				if err := g.CheckInvariants(); err != nil {
					t.Fatalf("%s seed %d after %s: %v", sc, seed, op, err)
				}
				if err := movementInvariants(g); err != nil {
					t.Fatalf("%s seed %d after %s: %v", sc, seed, op, err)
				}
			}
			if _, err := g.Start(); err != nil {
				t.Fatalf("%s seed %d: %v", sc, seed, err)
			}
			src := dice.New(seed * 7919)
			for n := 0; g.Prompt() != nil; n++ {
				if n > 5000 {
					t.Fatalf("%s seed %d: no end after %d decisions", sc, seed, n)
				}
				p := g.Prompt()
				for _, o := range p.Options {
					if !movementKinds[p.Kind] {
						break
					}
					sum := 0.0
					for _, od := range o.Odds {
						sum += od.P
					}
					if sum > 1+1e-9 {
						t.Fatalf("%s seed %d: %s option %s odds sum to %v", sc, seed, p.Kind, o.Key, sum)
					}
				}
				if _, err := g.Apply(randomChoice(p, src)); err != nil {
					t.Fatalf("%s seed %d: %s: %v", sc, seed, p.Kind, err)
				}
			}
			if !g.Over() {
				t.Fatalf("%s seed %d: not over", sc, seed)
			}
		}
	}
}
