package play

import (
	"periscope/game/bot"
	"periscope/game/campaign"
	"periscope/game/engine"
)

// Restore continues a game restored from a save's snapshot, without
// replaying it (a long campaign takes seconds to replay in the browser):
// rec is the record whose choices led to g. The log starts empty;
// AdoptLog adds the earlier entries when a replay has rebuilt them. Undo
// replays from the start as usual.
func Restore(rec engine.Record, game engine.Game, saver Saver) *Session {
	g := game.(*campaign.Game) // this session plays the campaign system's games
	s := &Session{Theatre: g.T, Saver: saver, Animate: true, doctrine: bot.NewDoctrine(), botBoats: map[string]bool{}}
	g.Trace = s.trace
	s.es = engine.ResumeSession(traced{s}, rec, g)
	s.shown = len(s.es.Log())
	return s
}

// AdoptLog puts the log entries from before a Restore (a background replay
// rebuilds them) ahead of the session's own; they count as revealed.
func (s *Session) AdoptLog(earlier []engine.Entry) {
	if len(earlier) == 0 {
		return
	}
	s.es.PrependLog(earlier)
	s.shown += len(earlier)
	s.rev++
}
