package play

import (
	"periscope/game/campaign"
	"periscope/game/engine"
)

// Restore continues a campaign game restored from a save's snapshot,
// without replaying it (a long campaign takes seconds to replay in the
// browser): rec is the record whose choices led to g. The log starts
// empty; AdoptLog adds the earlier entries when a replay has rebuilt them.
// Undo replays from the start as usual.
func Restore(rec engine.Record, g *campaign.Game, saver Saver) *Session {
	s := &Session{Core: newCore(saver, doctrine()), Theatre: g.T}
	s.describe = s.Summary
	s.resume(campaignSystem{g.T, g.PatrolCache()}, rec, g)
	return s
}
