package scenes

import (
	"periscope/render"
	"periscope/render/play"
	"periscope/render/table"
)

// NewTable is the scene that plays a game of a system without scenes of
// its own: the shared table (render/table), with the game menu and the
// rules reference of every game.
func NewTable(env *render.Env, c *play.Core) render.Scene {
	t := table.New(env, c)
	t.OnMenu = func(ctx *render.SceneContext) { ctx.Scenes.Push(NewTableMenu(env, t, c)) }
	t.OnRule = func(ctx *render.SceneContext, rule string) { ctx.Scenes.Push(NewRules(env, rule)) }
	return t
}
