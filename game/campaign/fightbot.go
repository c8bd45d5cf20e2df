package campaign

import (
	"fmt"

	"periscope/game/engine"
	"periscope/game/tactical"
)

// BotFightChoice answers a fight-result prompt for a computer player of
// the campaign (the doctrine bot of "Bot plays this boat" or "Bot turn",
// the random bot of the soaks): the rest of the fight, fought from where
// it stands by the computer commanders, as one FightChoices answer. A
// plain option is refused there (the prompt wants the fight's decisions),
// so a bot must answer with this (issue 18).
func (g *Game) BotFightChoice() (engine.Choice, error) {
	boat, seed, so, ok := g.FightInProgress()
	if !ok {
		return engine.Choice{}, fmt.Errorf("no fight is pending")
	}
	m, err := g.FightMatch(boat, seed)
	if err != nil {
		return engine.Choice{}, err
	}
	if err := tactical.ReplayFightSoFar(m, so); err != nil {
		return engine.Choice{}, err
	}
	rest, err := tactical.FinishFightWithBots(m)
	if err != nil {
		return engine.Choice{}, err
	}
	return engine.WithData(0, FightChoices{Choices: rest})
}
