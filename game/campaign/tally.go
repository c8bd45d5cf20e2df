package campaign

import (
	"encoding/json"

	"periscope/game/engine"
)

// Tally is the campaign's event payload (engine.Event.Data): the deltas an
// event makes to the tracks, so that tests can check the tracks equal the
// sum of the logged events. Tons are thousands of tons (kt), as on the
// counters.
type Tally struct {
	Ships    int `json:"ships,omitempty"`
	Tons     int `json:"tons,omitempty"`
	SubsLost int `json:"subsLost,omitempty"`
	VP       int `json:"vp,omitempty"`
}

// Tone makes a lost boat bad news and a sinking good news (the log's
// colours).
func (t Tally) Tone() engine.Tone {
	switch {
	case t.SubsLost > 0:
		return engine.Bad
	case t.Tons > 0 || t.Ships > 0:
		return engine.Good
	}
	return engine.Neutral
}

// TallyOf is an event's deltas to the tracks (zero for an event without
// any, or for another system's event).
func TallyOf(ev *engine.Event) Tally {
	if ev == nil {
		return Tally{}
	}
	switch d := ev.Data.(type) {
	case Tally:
		return d
	case engine.RawEvent:
		var t Tally
		if json.Unmarshal(d, &t) == nil {
			return t
		}
	}
	return Tally{}
}
