package bot

import (
	"fmt"
	"sort"
	"strings"

	"periscope/game/campaign"
	"periscope/game/data"
	"periscope/game/engine"
)

// Players are the bots by name, for the command-line tools.
var Players = []string{"doctrine", "careless", "random"}

// NewPlayer returns the named bot; seed seeds the random bot.
func NewPlayer(name string, seed uint64) (engine.Player, error) {
	switch name {
	case "doctrine":
		return NewDoctrine(), nil
	case "careless":
		return NewCareless(), nil
	case "random":
		return NewRandom(seed), nil
	}
	return nil, fmt.Errorf("no bot %q (bots: %s)", name, strings.Join(Players, ", "))
}

// ScenarioIDs lists a theatre's scenarios.
func ScenarioIDs(th *data.Theatre) []string {
	var ids []string
	for _, sc := range th.Scenarios {
		ids = append(ids, sc.ID)
	}
	sort.Strings(ids)
	return ids
}

// Campaign is one game played to its end by a bot.
type Campaign struct {
	Game      *campaign.Game
	Log       []engine.Entry // only when kept
	Decisions int
	// Record is the game as data: replaying it rebuilds the same state.
	Record engine.Record
}

// PlayScenario sets up a scenario and plays it to the end with p. keepLog
// keeps every log entry; trace, if set, runs after every step.
func PlayScenario(th *data.Theatre, scenario string, seed uint64, p engine.Player, keepLog bool, trace func(g *campaign.Game, op engine.Op)) (*Campaign, error) {
	if th.Scenario(scenario) == nil {
		return nil, fmt.Errorf("no scenario %q in theatre %s (scenarios: %s)", scenario, th.ID, strings.Join(ScenarioIDs(th), ", "))
	}
	return PlayRecord(th, engine.Record{System: campaign.SystemID, Theatre: th.ID, Scenario: scenario, Seed: seed}, p, keepLog, trace)
}

// PlayRecord is PlayScenario for a record's scenario, seed and options
// (its choices are ignored: p makes them).
func PlayRecord(th *data.Theatre, rec engine.Record, p engine.Player, keepLog bool, trace func(g *campaign.Game, op engine.Op)) (*Campaign, error) {
	rec.Choices = nil
	g, err := campaign.New(th, rec)
	if err != nil {
		return nil, err
	}
	g.Trace = trace
	if !keepLog {
		g.DiscardEntries() // the same game, no entries built (issue 16)
	}
	if trace == nil {
		// This loop keeps no prompt past its answer (a trace might keep
		// a view of the state, which shares the pending decision).
		g.ReusePrompts()
	}
	c := &Campaign{Game: g, Record: rec}
	es, err := g.Start()
	if keepLog {
		c.Log = append(c.Log, es...)
	}
	if err != nil {
		return c, err
	}
	for !g.Over() && g.LeanPrompt() != nil {
		pr := g.LeanPrompt()
		ch := p.Choose(g, pr)
		c.Record.Choices = append(c.Record.Choices, ch)
		kind, rule := pr.Kind, pr.Rule // pr's record may hold the next decision once answered (ReusePrompts)
		es, err := g.Apply(ch)
		if keepLog {
			c.Log = append(c.Log, es...)
		}
		if err != nil {
			return c, fmt.Errorf("decision %d (%s [%s]): %w", c.Decisions, kind, rule, err)
		}
		c.Decisions++
	}
	return c, nil
}
