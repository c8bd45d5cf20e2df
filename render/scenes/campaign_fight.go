package scenes

import (
	"periscope/game/campaign"
	"periscope/render"
	"periscope/render/combat"
	"periscope/render/play"
	"periscope/render/tactical"
)

// Fight it out (issue 18): the combat board opens the tactical board when
// the player has chosen to fight a convoy attack out there; the game menu
// over it saves the campaign (which holds the fight).
func init() {
	campaign.FightPlayable = true
	combat.OpenFight = func(ctx *render.SceneContext, s combat.Session) bool {
		ps, ok := s.(*play.Session)
		if !ok {
			return false
		}
		f, err := tactical.NewFight(ctx.Env, ps)
		if err != nil {
			return false
		}
		f.Table.OnMenu = func(ctx *render.SceneContext) { ctx.Scenes.Push(NewTableMenu(ctx.Env, f, ps)) }
		f.Table.OnRule = func(ctx *render.SceneContext, rule string) { ctx.Scenes.Push(NewRules(ctx.Env, rule)) }
		ctx.Scenes.Push(f)
		return true
	}
}
