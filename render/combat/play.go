package combat

import (
	"periscope/render"
	"periscope/render/play"
)

// The play session is what the board is built for.
var (
	_ Session  = (*play.Session)(nil)
	_ Revealer = (*play.Session)(nil)
	_ Botter   = (*play.Session)(nil)
)

// ForPlay builds the board for a play session; it has the signature of
// the scenes.CombatBoard hook (main.go: scenes.CombatBoard = combat.ForPlay).
func ForPlay(env *render.Env, s *play.Session) render.Scene { return New(env, s, Options{}) }
