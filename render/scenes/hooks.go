package scenes

import (
	"periscope/render"
	"periscope/render/play"
)

// CombatBoard builds the combat board scene for a session (render/combat
// provides it; main.go sets it). The campaign map pushes that scene when
// s.CombatShown() becomes true; the combat scene pops itself when it
// becomes false. While CombatBoard is nil the map answers combat prompts in
// its generic prompt panel.
var CombatBoard func(env *render.Env, s *play.Session) render.Scene
