package campaign

import "periscope/game/data"

// GameOf is a game over a given state (the tests play on a cloned state).
func GameOf(t *data.Theatre, s *State) *Game { return newGame(t, s) }
