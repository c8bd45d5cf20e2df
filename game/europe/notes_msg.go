package europe

import (
	"fmt"

	"periscope/game/engine"
)

// noteM logs a line of prose under a rule, seen by everyone, with its
// message for the catalogue (engine.Log.Note with a Msg).
func (g *Game) noteM(rule, sub string, msg *engine.Msg, format string, args ...any) {
	g.Add(engine.Entry{Kind: "event", Rule: rule, Sub: sub, Text: fmt.Sprintf(format, args...), Msg: msg})
}
