package campaign

// Checkpoint implements engine.Checkpointer: the session keeps a snapshot
// at the first decision of every turn, so an undo replays at most about a
// turn's decisions (a few hundred late in the campaign) instead of the
// whole game.
func (g *Game) Checkpoint() (key int, ok bool) { return g.S.Turn, true }
