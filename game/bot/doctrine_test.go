package bot

import (
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"periscope/game/campaign"
	"periscope/game/engine"
)

// documentedKinds reads the prompt kinds from the tables under every
// "## Prompt kinds" heading of game/campaign/DESIGN.md (the first column's
// backquoted names).
func documentedKinds(t *testing.T) []string {
	b, err := os.ReadFile("../campaign/DESIGN.md")
	if err != nil {
		t.Fatal(err)
	}
	var kinds []string
	in := false
	name := regexp.MustCompile("`([a-z0-9-]+)`")
	for _, line := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(line, "## ") {
			in = strings.HasPrefix(line, "## Prompt kinds")
			continue
		}
		if !in || !strings.HasPrefix(line, "|") {
			continue
		}
		cells := strings.Split(line, "|")
		if len(cells) < 3 {
			continue
		}
		for _, m := range name.FindAllStringSubmatch(cells[1], -1) {
			if !slices.Contains(kinds, m[1]) {
				kinds = append(kinds, m[1])
			}
		}
	}
	if len(kinds) < 20 {
		t.Fatalf("found only %d prompt kinds in DESIGN.md: %v", len(kinds), kinds)
	}
	return kinds
}

// Every prompt kind documented in DESIGN.md has doctrine: a new prompt
// fails here until the bot learns it.
func TestDoctrineKnowsEveryDocumentedKind(t *testing.T) {
	known := KnownKinds()
	var missing []string
	for _, k := range documentedKinds(t) {
		if !slices.Contains(known, k) {
			missing = append(missing, k)
		}
	}
	if len(missing) > 0 {
		t.Errorf("prompt kinds without doctrine (add them to game/bot/doctrine.go): %v", missing)
	}
}

// An unknown kind gets a safe answer and is counted.
func TestDoctrineUnknownKindSafeDefault(t *testing.T) {
	d := NewDoctrine()
	p := &engine.Prompt{Kind: "brand-new", Rule: "99", Options: []engine.Option{{Key: "attack"}, {Key: "withdraw"}}}
	if c := d.Choose(nil, p); c.Option != 1 {
		t.Errorf("chose %v, want the cautious withdraw", c)
	}
	if d.Unknown["brand-new"] != 1 {
		t.Errorf("unknown kinds %v", d.Unknown)
	}
}

// The split maximises the expected tonnage from the exact per-target odds,
// honouring Min, Max and Exact [14.15].
func TestBestSplit(t *testing.T) {
	sunk := func(p float64) []engine.Odd {
		return []engine.Odd{{Outcome: "sunk", P: p}, {Outcome: "miss", P: 1 - p}}
	}
	// Target 0 (worth 8): 0.1 per point, target 1 (worth 2): 0.5 with one
	// point and no better after. Best with 4 points: 1 on target 1, 3 on
	// target 0 = 0.5×2 + 0.3×8 = 3.4.
	p := &engine.Prompt{Kind: "allocate", Options: make([]engine.Option, 2), Alloc: &engine.Alloc{Total: 4, Min: 1,
		PerTarget: [][][]engine.Odd{
			{nil, sunk(0.1), sunk(0.2), sunk(0.3), sunk(0.4)},
			{nil, sunk(0.5), sunk(0.5), sunk(0.5), sunk(0.5)},
		}}}
	worth := []float64{8, 2}
	c := bestSplit(p, func(i int) float64 { return worth[i] })
	if err := p.Validate(c); err != nil || c.Points[0] != 3 || c.Points[1] != 1 {
		t.Errorf("split %v (%v), want [3 1]", c.Points, err)
	}
	// With target 0 capped at 2 points (Italian doctrine [30.81]) and the
	// whole attack to be used: [2 2].
	p.Alloc.Max = []int{2, 0}
	p.Alloc.Exact = true
	c = bestSplit(p, func(i int) float64 { return worth[i] })
	if err := p.Validate(c); err != nil || c.Points[0] != 2 || c.Points[1] != 2 {
		t.Errorf("capped split %v (%v), want [2 2]", c.Points, err)
	}
}

// Doctrine withdraws from a re-attack whose counterattack risk outweighs
// what is left; the careless commander always stays.
func TestReattackRisk(t *testing.T) {
	risky := engine.Option{Key: "reattack", Odds: []engine.Odd{{Outcome: "sunk", P: 0.3}, {Outcome: "no effect", P: 0.7}}}
	if riskCost(risky) <= 0.3*30 {
		t.Fatalf("a 30%% loss chance costs only %.1f kt", riskCost(risky))
	}
	safe := engine.Option{Key: "reattack", Odds: []engine.Odd{{Outcome: "no effect", P: 1}}}
	if riskCost(safe) != 0 {
		t.Fatalf("no risk costs %.1f", riskCost(safe))
	}
}

// The Delegate answers only the prompts its filter accepts: a boat's,
// then a whole turn's.
func TestDelegateBoatAndTurn(t *testing.T) {
	th := theatre(t)
	g, err := campaign.New(th, engine.Record{System: campaign.SystemID, Theatre: th.ID, Scenario: "campaign-1939", Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.Start(); err != nil {
		t.Fatal(err)
	}
	get := func() engine.Game { return g }
	// Play until a prompt about a boat comes up.
	rnd := NewRandom(3)
	for g.Prompt() != nil && g.Prompt().Sub == "" {
		if _, err := g.Apply(rnd.Choose(g, g.Prompt())); err != nil {
			t.Fatal(err)
		}
	}
	boat := g.Prompt().Sub
	d := Delegate{Bot: NewDoctrine(), Filter: Boats(boat)}
	_, n, err := d.Run(get, g.Apply, 0)
	if err != nil {
		t.Fatal(err)
	}
	if n == 0 {
		t.Fatalf("the bot answered nothing for %s", boat)
	}
	if p := g.Prompt(); p != nil && p.Sub == boat {
		t.Fatalf("stopped at a prompt about %s: %s", boat, p.Kind)
	}
	turn := g.S.Turn
	d = Delegate{Bot: NewDoctrine(), Filter: Turn(turn)}
	if _, n, err = d.Run(get, g.Apply, 0); err != nil {
		t.Fatal(err)
	}
	if g.S.Turn == turn && !g.Over() {
		t.Fatalf("after %d answers still in turn %d", n, turn)
	}
	// As a Player, the rest goes to Else.
	d.Else = rnd
	if d.Wants(g, g.Prompt()) {
		t.Fatal("a later turn's prompt is wanted")
	}
	_ = d.Choose(g, g.Prompt())
}

// Through an engine.Session the bot's answers are recorded: undoing them
// gives back the state before the hand-over.
func TestDelegateThroughSession(t *testing.T) {
	th := theatre(t)
	s, err := engine.NewSession(campaign.System{T: th}, engine.Record{System: campaign.SystemID, Theatre: th.ID, Scenario: "campaign-1939", Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	before, _ := s.Game().Snapshot()
	turn := s.Game().(*campaign.Game).S.Turn
	d := Delegate{Bot: NewDoctrine(), Filter: Turn(turn)}
	_, n, err := d.Run(s.Game, s.Apply, 0)
	if err != nil {
		t.Fatal(err)
	}
	if n == 0 || s.Decisions() != n {
		t.Fatalf("%d answers, %d recorded", n, s.Decisions())
	}
	if err := s.UndoTo(0); err != nil {
		t.Fatal(err)
	}
	if after, _ := s.Game().Snapshot(); string(after) != string(before) {
		t.Fatal("undoing the bot's turn did not restore the state")
	}
}

// [SW 26.0] The Southwest Pacific, short of boats, asks Pearl Harbor for
// them: the doctrine (and the careless commander) requests; the safe
// default would have declined (the two-player soak found it unanswered).
func TestDoctrineCoopRequestAsks(t *testing.T) {
	p := &engine.Prompt{Kind: "coop-request", Rule: "26.0", Options: []engine.Option{{Key: "none"}, {Key: "to:fremantle"}, {Key: "to:brisbane"}}}
	for _, d := range []*Doctrine{NewDoctrine(), NewCareless()} {
		c := doctrines["coop-request"](&ctx{d: d, p: p})
		if c.Option != 1 {
			t.Errorf("careless %v: chose %v, want the request for Fremantle", d.Careless, c)
		}
	}
}
