package campaign

import (
	"testing"

	"periscope/game/data"
	"periscope/game/engine"
)

// Targeted replays of the odds of prompt kinds the CI form of
// TestOddsDoctrineCampaignPromptKinds (500 decisions of campaign-1939)
// does not reach (issue 13): each sets up a position where the kind
// arises and replays the odds shown from its snapshot with fresh dice
// (the withdrawal's base [19.13] and the scrap [18.4], [25.32] have theirs
// in Test19_13_WithdrawOddsCoverTheWholeVoyage and
// Test25_32_ScrapOddsWhenNoBoatCanBeTaken; the late kinds of a doctrine
// game in TestOddsDoctrineLateKinds).

// [5.3] A deployment order's choice of boat shows the odds of its move to
// the order's area; the move the answer starts gives them.
func Test5_3_DeploymentOrderOddsHonoured(t *testing.T) {
	th := oneTurn(t, []data.OOB{
		{Boat: "U-48", Where: "germany:ready"},
		{Boat: "U-25", Where: "germany:ready"},
	}, func(th *data.Theatre) {
		scenarioOf(th, "operational").Setup = []data.Effect{{Op: "deploy", Count: 1, Area: "north-sea", Mission: "attack", Weeks: 1}}
	})
	g := newGameOn(t, th, "operational", 1)
	var p *engine.Prompt
	run(t, g, policy{}, func(g *Game) bool {
		if q := g.Prompt(); q.Kind == "deploy-order" {
			p = q
			return true
		}
		return false
	})
	if p == nil {
		t.Fatal("no deployment order's choice")
	}
	o, ok := richestOption(p, func(o engine.Option) bool { return true })
	if !ok || len(o.Odds) < 2 {
		t.Fatalf("the order's choice shows no move odds: %+v", p.Options)
	}
	z := checkAnsweredMoveSituation(t, g, p, o, 600, "deploy-order "+o.Key)
	if z < 0 {
		t.Fatal("not replayed")
	}
	t.Logf("%s: %v shown; largest deviation over 600 replays %.1fσ", o.Key, o.Odds, z)
}

// [5.3] An ordered move with more than one route shows each route's
// transit odds; the move by that route gives them.
func Test5_3_MoveRouteOddsHonoured(t *testing.T) {
	m := newMv(t, "operational")
	m.S.Missions = append(m.S.Missions, Mission{ID: "o1", Area: "western-approaches", Kind: "search", Count: 2, Until: 99})
	m.at("U-46", "north-sea", Operating, Patrol)
	m.run(Frame{Op: opSubMove, Sub: "U-46", Area: "western-approaches", S: "patrol"})
	p := m.Prompt()
	if p == nil || p.Kind != "move-route" {
		t.Fatalf("no route to choose (prompt %+v)", p)
	}
	m.S.Stack = nil // the fixture's own stop frame, which a snapshot cannot hold
	z := -1.0
	for _, o := range p.Options {
		if len(o.Odds) > 0 {
			z = max(z, checkAnsweredMoveSituation(t, m.Game, p, o, 600, "move-route "+o.Key))
		}
	}
	if z < 0 {
		t.Fatal("no route replayed")
	}
	t.Logf("%d routes, largest deviation over 600 replays %.1fσ", len(p.Options), z)
}

// [7.51], [22.1] An aircraft's odds for an area are those of a search
// there by the first of the boats, with every AAC modifier it rolls with:
// in October 1939 sixteen boats crowd the North Sea (−2 concentration), and
// the odds shown, 100 % before, were 80 % by the dice (80σ over 400
// replays).
func Test7_51_AirReconOddsHonoured(t *testing.T) {
	th := atlantic(t)
	g, err := New(th, engine.Record{System: SystemID, Theatre: th.ID, Scenario: "campaign-1939", Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.Start(); err != nil {
		t.Fatal(err)
	}
	p := g.Prompt()
	if p == nil || p.Kind != "air-recon" {
		t.Fatalf("the first decision is not an aircraft's (%+v)", p)
	}
	var o engine.Option
	for _, x := range p.Options {
		if x.Key == "area:north-sea" {
			o = x
		}
	}
	if oddOf(o.Odds, "a boat's search finds traffic") > 0.9 {
		t.Errorf("North Sea: %v shown, which leaves out the −2 concentration", o.Odds)
	}
	if z := checkAirReconSituation(t, g, o, 200, "North Sea aircraft"); z < 0 {
		t.Fatal("no boat there to replay")
	}
}

// [19.12], [14.4] The counterattack odds of a boat already returning to
// base (met in a transit encounter on its way home) show no "RTB": it is
// not sent home again, the game logs nothing, and it may not re-attack
// anyway; the chance moves to "no effect" (and "damaged + RTB" to
// "damaged").
func Test19_12_CounterOddsOfAReturningBoat(t *testing.T) {
	g, _, shown := reattackOverHidden(t)
	if oddOf(shown, "RTB")+oddOf(shown, "damaged + RTB") == 0 {
		t.Fatalf("the situation's odds %v show no RTB result to move", shown)
	}
	g.Sub("U-48").RTB = true
	got := g.situationOdds("U-48", "reattack")
	if p := oddOf(got, "RTB") + oddOf(got, "damaged + RTB"); p != 0 {
		t.Errorf("a returning boat's odds show RTB %.3f: %v", p, got)
	}
	for _, c := range []struct {
		outcome string
		want    float64
	}{
		{"no effect", oddOf(shown, "no effect") + oddOf(shown, "RTB")},
		{"damaged", oddOf(shown, "damaged") + oddOf(shown, "damaged + RTB")},
		{"sunk", oddOf(shown, "sunk")},
	} {
		if d := oddOf(got, c.outcome) - c.want; d > 1e-9 || d < -1e-9 {
			t.Errorf("%s: %.4f, want %.4f (from %v)", c.outcome, oddOf(got, c.outcome), c.want, shown)
		}
	}
}
