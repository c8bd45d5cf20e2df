package campaign

import (
	"testing"

	"periscope/game/data/datatest"
	"periscope/game/engine"
)

// CheckInvariants skips the counter check when the counters sit exactly
// where they sat at the last sound check; every change must still be seen,
// also one that keeps every list's length (a counter swapped for another).
func TestCheckInvariantsSeesCounterChangesAfterASoundCheck(t *testing.T) {
	g, err := New(datatest.Fixture(), engine.Record{System: SystemID, Theatre: "fixture", Scenario: "operational", Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
	var cup string
	for _, c := range sortedKeys(g.S.Cups) {
		if len(g.S.Cups[c]) >= 2 {
			cup = c
			break
		}
	}
	if cup == "" || len(g.S.Aside) == 0 {
		t.Fatalf("the fixture needs a cup of two counters and a spare (cups %v, %d aside)", g.S.Cups, len(g.S.Aside))
	}
	ids := g.S.Cups[cup]
	for name, c := range map[string]struct {
		change func()
		ok     bool
	}{
		"nothing changed":               {func() {}, true},
		"a counter in its cup twice":    {func() { ids[1] = ids[0] }, false},
		"a counter swapped for a spare": {func() { ids[0], g.S.Aside[0] = g.S.Aside[0], ids[0] }, true},
		"a spare also in a cup":         {func() { ids[0] = g.S.Aside[0] }, false},
		"a counter that is no counter":  {func() { ids[0] = "no-such#1" }, false},
		"two counters of a cup swapped": {func() { ids[0], ids[1] = ids[1], ids[0] }, true},
	} {
		t.Run(name, func(t *testing.T) {
			saved := append([]string(nil), ids...)
			aside := append([]string(nil), g.S.Aside...)
			defer func() {
				copy(ids, saved)
				copy(g.S.Aside, aside)
				if err := g.CheckInvariants(); err != nil {
					t.Fatalf("restored: %v", err)
				}
			}()
			if err := g.CheckInvariants(); err != nil {
				t.Fatalf("before: %v", err)
			}
			c.change()
			if err := g.CheckInvariants(); (err == nil) != c.ok {
				t.Fatalf("ok %v wanted, got %v", c.ok, err)
			}
		})
	}
}

// The same after a sound check for the subs' bases and areas, which the
// check remembers per sub.
func TestCheckInvariantsSeesSubMovesAfterASoundCheck(t *testing.T) {
	g, err := New(datatest.Fixture(), engine.Record{System: SystemID, Theatre: "fixture", Scenario: "atlantic-1942", Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	var atBase, atSea *Sub
	for i := range g.S.Subs {
		switch s := &g.S.Subs[i]; {
		case s.Status == StBase && atBase == nil:
			atBase = s
		case s.Status == StSea && atSea == nil:
			atSea = s
		}
	}
	if atBase == nil || atSea == nil {
		t.Fatal("the fixture scenario needs a boat in port and one at sea")
	}
	for _, c := range []struct {
		field *string
		to    string
	}{{&atBase.Base, "no-such-base"}, {&atSea.Area, "no-such-area"}, {&atSea.Area, ""}} {
		if err := g.CheckInvariants(); err != nil {
			t.Fatalf("before: %v", err)
		}
		was := *c.field
		*c.field = c.to
		if err := g.CheckInvariants(); err == nil {
			t.Errorf("%q → %q not seen", was, c.to)
		}
		*c.field = was
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatalf("restored: %v", err)
	}
}
