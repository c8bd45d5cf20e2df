package campaign

// Tests of the engine's reading of the data model's additions for the
// Atlantic data (data.WarEvent.From, scenario flags naming events), and a
// smoke run of every shipped Atlantic scenario on the real data.

import (
	"os"
	"strings"
	"testing"

	"periscope/game/data"
	"periscope/game/engine"
)

// eventRollGame is the fixture's operational scenario for one week of April
// 1940, with Dunkirk's earliest month set and the next war-event rolls
// loaded: 0 (an event) then 1 (row 1, Dunkirk).
func eventRollGame(t *testing.T, from string, flags ...string) (*Game, []engine.Entry) {
	t.Helper()
	th := variant(t, func(th *data.Theatre) {
		for i := range th.Events {
			if th.Events[i].ID == "dunkirk" {
				th.Events[i].From = from
			}
		}
		sc := scenarioOf(th, "operational")
		sc.Start, sc.End, sc.EndWeek = "1940-04", "1940-04", 1
		sc.Reinforcements = false
		sc.Flags = append(sc.Flags, flags...)
	})
	g := newGameOn(t, th, "operational", 1)
	before(t, g, "events.roll", func(g *Game, f *Frame) { g.LoadDice(0, 1) })
	return g, run(t, g, nil, nil)
}

// A war event rolled before its earliest month counts as no event, like a
// one-time event that has already happened [5.2].
func Test5_2_EventBeforeItsMonth(t *testing.T) {
	g, log := eventRollGame(t, "1940-05")
	r := rolls(log, "5.1")
	if len(r) != 2 || !strings.Contains(r[1].Roll.Result, "cannot happen before May 1940: no event") {
		t.Fatalf("war events rolls: %+v", r)
	}
	if g.S.EventCount["dunkirk"] != 0 {
		t.Error("Dunkirk happened before its month")
	}
	// From its month on it happens as usual.
	g, _ = eventRollGame(t, "1940-04")
	if g.S.EventCount["dunkirk"] != 1 {
		t.Error("Dunkirk did not happen in its month")
	}
}

// A scenario flag naming a war event means the event has already happened:
// a one-time event is not rolled again [5.2].
func Test5_2_ScenarioFlagMeansHappened(t *testing.T) {
	g, log := eventRollGame(t, "", "dunkirk")
	r := rolls(log, "5.1")
	if len(r) != 2 || !strings.Contains(r[1].Roll.Result, "has already happened: no event") {
		t.Fatalf("war events rolls: %+v", r)
	}
	if g.S.EventCount["dunkirk"] != 0 || !g.eventHappened("dunkirk") {
		t.Errorf("Dunkirk count %d, happened %v; want it happened before the start and not again", g.S.EventCount["dunkirk"], g.eventHappened("dunkirk"))
	}
}

// Every shipped Atlantic scenario starts on the real data and plays to its
// end with random legal choices, the invariants holding after every step.
func TestAtlanticScenariosPlay(t *testing.T) {
	th, err := data.Load(os.DirFS("../../assets/data"), "atlantic")
	if err != nil {
		t.Fatal(err)
	}
	for _, sc := range th.Scenarios {
		t.Run(sc.ID, func(t *testing.T) {
			if testing.Short() && sc.Kind == data.ScenarioCampaign {
				t.Skip("the full campaign in -short mode")
			}
			g := newGameOn(t, th, sc.ID, 1)
			rp := &randomPlayer{rng: 1}
			if _, err := g.Start(); err != nil {
				t.Fatal(err)
			}
			for n := 0; g.Prompt() != nil; n++ {
				if n > 100000 {
					t.Fatal("no end after 100,000 decisions")
				}
				if _, err := g.Apply(rp.choose(g.Prompt())); err != nil {
					t.Fatal(err)
				}
			}
			if !g.Over() {
				t.Fatal("the game did not end")
			}
			// A patrol scenario ends when its patrol does (the boat home or
			// lost), which may be before its last month.
			if end, _ := data.MonthIndex(sc.End); g.S.Month != end && sc.Kind != data.ScenarioPatrol {
				t.Errorf("ended in %s, want %s", data.MonthString(g.S.Month), sc.End)
			}
		})
	}
}
