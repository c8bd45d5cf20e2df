package hud

import (
	"strings"

	"periscope/game/campaign"
	"periscope/game/engine"
	"periscope/i18n"
)

// The raid a scenario is about (issue 14, item 4): in U-47: Scapa Flow the
// naval base lies open to a raid [30.4], and the doctrine bot, which
// leaves raids to the player, sent the boat elsewhere: taking its advice
// silently gave up the raid the scenario is for. Where a base lies open by
// the scenario or an event and the decision offers the raid, the advice is
// the raid, and its reasons say so.

// Advice is the advice on p: the bot's choice c, unless p offers the raid
// on a naval base that lies open to one [30.4] (the scenario's or an
// event's point), which is then advised.
func Advice(g engine.Game, p *engine.Prompt, c *engine.Choice) *engine.Choice {
	cg, ok := g.(*campaign.Game)
	if !ok || p == nil {
		return c
	}
	if i := openRaid(cg, p); i >= 0 && (c == nil || c.Points == nil) {
		ch := engine.Pick(i)
		return &ch
	}
	return c
}

// openRaid is the option of p that raids a naval base lying open to a raid
// [30.4], or -1.
func openRaid(g *campaign.Game, p *engine.Prompt) int {
	for i, o := range p.Options {
		if dest := destination(o.Key); strings.HasSuffix(o.Key, "|raid") && dest != "" && g.ScapaOpen(dest) {
			return i
		}
	}
	return -1
}

// raidReason is the reason to raid: the base lies open for the scenario's
// raid.
func raidReason(g *campaign.Game, key string) string {
	dest := destination(key)
	if !strings.HasSuffix(key, "|raid") || dest == "" || !g.ScapaOpen(dest) {
		return ""
	}
	return i18n.T("advice.raid", engine.Text("area", i18n.AreaName(g.T, dest)))
}
