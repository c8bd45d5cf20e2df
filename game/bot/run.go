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
	// The choices are kept in chunks and joined once at the end: appending
	// to one slice copied the whole record at every growth, 11 MB a
	// doctrine campaign for a 2.5 MB record (issue 16).
	var ch choiceChunks
	defer func() { c.Record.Choices = ch.joined() }()
	es, err := g.Start()
	if keepLog {
		c.Log = append(c.Log, es...)
	}
	if err != nil {
		return c, err
	}
	for !g.Over() && g.LeanPrompt() != nil {
		pr := g.LeanPrompt()
		choice := p.Choose(g, pr)
		ch.add(choice)
		kind, rule := pr.Kind, pr.Rule // pr's record may hold the next decision once answered (ReusePrompts)
		es, err := g.Apply(choice)
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

// choiceChunks collects a game's choices in chunks of growing size, so that
// none is copied until joined. A plain pick, nearly every choice, is kept
// as its option's number alone, in chunks without pointers that the
// collector does not scan (issue 16: the record as engine.Choice values,
// seven words each, two of them pointers, was the largest thing a bot's
// campaign kept and every collection walked it); the rest whole, beside
// their places.
type choiceChunks struct {
	full [][]int32
	cur  []int32
	n    int
	// rest are the choices that are not plain picks, by place.
	rest []placedChoice
}

type placedChoice struct {
	at int
	ch engine.Choice
}

func (c *choiceChunks) add(ch engine.Choice) {
	if len(c.cur) == cap(c.cur) {
		if len(c.cur) > 0 {
			c.full = append(c.full, c.cur)
		}
		c.cur = make([]int32, 0, min(max(2*cap(c.cur), 1024), 32768))
	}
	if ch.Points != nil || ch.Data != nil || int(int32(ch.Option)) != ch.Option {
		c.rest = append(c.rest, placedChoice{c.n, ch})
	}
	c.cur = append(c.cur, int32(ch.Option))
	c.n++
}

// joined returns the choices as one slice of their length (nil for none).
func (c *choiceChunks) joined() []engine.Choice {
	if c.n == 0 {
		return nil
	}
	out := make([]engine.Choice, c.n)
	i := 0
	for _, f := range append(c.full, c.cur) {
		for _, o := range f {
			out[i].Option = int(o)
			i++
		}
	}
	for _, r := range c.rest {
		out[r.at] = r.ch
	}
	return out
}
