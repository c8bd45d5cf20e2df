package campaign

import "periscope/game/data"

// GameOf is a game over a given state (the tests play on a cloned state).
func GameOf(t *data.Theatre, s *State) *Game { return newGame(t, s) }

// SetSnapshotPatrolsCached sets the number of finished patrols from which
// Snapshot keeps their encoding, and returns the function that puts it
// back.
func SetSnapshotPatrolsCached(n int) func() {
	old := snapshotPatrolsCached
	snapshotPatrolsCached = n
	return func() { snapshotPatrolsCached = old }
}

// ForgetSearchMemo drops searchOdds' kept contact distributions (the
// fresh odds to compare with) and returns how many there were.
func (g *Game) ForgetSearchMemo() int {
	n := len(g.colourMemo)
	g.colourMemo = nil
	return n
}
