package combat

import (
	"periscope/game/campaign"
	"periscope/render"
)

// OpenFight opens the tactical board for the fight the pending decision
// asks for (campaign.KindFightResult: the player fights the convoy attack
// out on the tactical board, game/tactical). render/scenes sets it; it
// reports whether the board was opened. While it is nil the combat board
// shows the decision like any other.
var OpenFight func(ctx *render.SceneContext, s Session) bool

// openFight pushes the tactical board when the combat waits for a fight
// the player fights (not on a replay, nor for a decision the bot takes).
func (s *Scene) openFight(ctx *render.SceneContext) bool {
	if OpenFight == nil || s.opt.Replay || s.prompt == nil || s.prompt.Kind != campaign.KindFightResult {
		return false
	}
	return OpenFight(ctx, s.sess)
}
