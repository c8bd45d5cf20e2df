package bot

import (
	"slices"

	"periscope/game/campaign"
	"periscope/game/engine"
)

// Filter says which prompts a delegate bot answers.
type Filter func(g engine.Game, p *engine.Prompt) bool

// Boats accepts the prompts about any of these boats ("let the bot play
// this boat"): those whose Prompt.Sub is one of them.
func Boats(ids ...string) Filter {
	ids = slices.Clone(ids)
	return func(_ engine.Game, p *engine.Prompt) bool { return p.Sub != "" && slices.Contains(ids, p.Sub) }
}

// Turn accepts every prompt while the campaign is in the given turn ("let
// the bot play this turn").
func Turn(turn int) Filter {
	return func(g engine.Game, _ *engine.Prompt) bool {
		cg, ok := g.(*campaign.Game)
		return ok && cg.S.Turn == turn
	}
}

// Kinds accepts the prompts of these kinds (e.g. every "reveal").
func Kinds(kinds ...string) Filter {
	kinds = slices.Clone(kinds)
	return func(_ engine.Game, p *engine.Prompt) bool { return slices.Contains(kinds, p.Kind) }
}

// Any accepts a prompt any of the filters accepts.
func Any(fs ...Filter) Filter {
	return func(g engine.Game, p *engine.Prompt) bool {
		for _, f := range fs {
			if f(g, p) {
				return true
			}
		}
		return false
	}
}

// Delegate hands the prompts its Filter accepts to Bot; the others are
// someone else's (the person at the UI, or Else when set).
type Delegate struct {
	Bot    engine.Player
	Filter Filter
	// Else answers the rest when Delegate itself is used as a Player.
	Else engine.Player
}

// Wants reports whether the delegate bot answers the pending prompt.
func (d Delegate) Wants(g engine.Game, p *engine.Prompt) bool {
	return p != nil && d.Bot != nil && d.Filter != nil && d.Filter(g, p)
}

// Choose lets Delegate act as a Player: the bot for the accepted prompts,
// Else for the rest (SafeDefault without one).
func (d Delegate) Choose(g engine.Game, p *engine.Prompt) engine.Choice {
	if d.Wants(g, p) {
		return d.Bot.Choose(g, p)
	}
	if d.Else != nil {
		return d.Else.Choose(g, p)
	}
	return SafeDefault(p)
}

// Applier applies a choice: engine.Game's Apply, or an engine.Session's
// (so that the bot's answers are recorded and can be undone).
type Applier func(engine.Choice) ([]engine.Entry, error)

// Run answers prompts with the delegate bot for as long as it wants them,
// and returns at the first prompt it does not (the person's turn), at the
// end of the game, or after limit answers (limit <= 0: no limit). It
// returns the log entries produced and the number of answers.
func (d Delegate) Run(g func() engine.Game, apply Applier, limit int) ([]engine.Entry, int, error) {
	var log []engine.Entry
	n := 0
	for limit <= 0 || n < limit {
		game := g()
		p := engine.LeanPrompt(game)
		if game.Over() || !d.Wants(game, p) {
			break
		}
		es, err := apply(d.Bot.Choose(game, p))
		log = append(log, es...)
		if err != nil {
			return log, n, err
		}
		n++
	}
	return log, n, nil
}
