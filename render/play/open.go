package play

import (
	"periscope/game/campaign"
	"periscope/game/engine"
	"periscope/game/systems"
)

// Playing is a game being played in the UI: the campaign's Session, or the
// bare Core of any other system. Saves, the title's Continue and the scene
// that plays it reach the Core through Base.
type Playing interface {
	Base() *Core
}

// Base implements Playing.
func (c *Core) Base() *Core { return c }

// sessionMaker is how the games of a system with its own session (the
// campaign) start and continue in the UI; a system without one plays on a
// bare Core.
type sessionMaker struct {
	start   func(sys engine.System, rec engine.Record, saver Saver) (Playing, error)
	restore func(sys engine.System, rec engine.Record, g engine.Game, saver Saver) Playing
}

var sessionMakers = map[string]sessionMaker{
	campaign.SystemID: {
		start: func(sys engine.System, rec engine.Record, saver Saver) (Playing, error) {
			return New(sys.(campaign.System).T, rec, saver)
		},
		restore: func(sys engine.System, rec engine.Record, g engine.Game, saver Saver) Playing {
			return Restore(rec, g.(*campaign.Game), saver)
		},
	},
}

// Start begins the game of a record (its choices, if any, are replayed:
// this is also how a saved game resumes), in the session its system plays
// in.
func Start(rec engine.Record, saver Saver) (Playing, error) {
	sys, err := systems.Installed().Open(rec)
	if err != nil {
		return nil, err
	}
	if m, ok := sessionMakers[rec.System]; ok {
		return m.start(sys, rec, saver)
	}
	return NewCore(sys, rec, saver)
}

// Continue plays on a game restored from a save's snapshot (rec is the
// record whose choices led to g), without replaying it.
func Continue(rec engine.Record, g engine.Game, saver Saver) (Playing, error) {
	sys, err := systems.Installed().Open(rec)
	if err != nil {
		return nil, err
	}
	if m, ok := sessionMakers[rec.System]; ok {
		return m.restore(sys, rec, g, saver), nil
	}
	return RestoreCore(sys, rec, g, saver), nil
}

// Resume starts the game stored in a Saved.
func Resume(saved *Saved, saver Saver) (Playing, error) { return Start(saved.Record, saver) }
