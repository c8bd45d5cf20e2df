package scenes

import (
	"periscope/render"
	"periscope/render/combat"
)

// The bot's combats on the map (issue 14, item 2). While the bot plays a
// turn (or a boat handed to it), the map stops it at the first decision of
// every combat: once the log up to the contact has been shown, the combat
// board opens and the bot fights the combat on it at the animation speed
// (render/combat's Options.Bot), or, when the player has asked to skip the
// turn's combats, the bot fights it at once. Every combat is noted
// (combat.Fought); at the end of the bot's turn, if any was skipped, the
// summary lists them all, and any one can be replayed on the board.

// botCombatNext reports whether the pending decision is the bot's and
// opens a combat: the HUD's bots stop there (hud.HUD.BotStop).
func (c *Campaign) botCombatNext() bool {
	s := c.s
	p := s.Live()
	return p != nil && c.cur == nil && s.BotWants() && combat.Wants(s.Game(), p)
}

// botCombats opens the board for the bot's next combat, or plays it out
// when the turn's combats are skipped, and shows the summary at the end
// of the bot's turn. It reports whether it pushed a scene.
func (c *Campaign) botCombats(ctx *render.SceneContext) bool {
	s := c.s
	// An undo takes back the combats fought after the decision it went
	// back to.
	n := s.Decisions()
	for len(c.fought) > 0 && c.fought[len(c.fought)-1].To > n {
		c.fought = c.fought[:len(c.fought)-1]
	}
	if c.cur != nil && c.cur.From > n {
		c.cur = nil
	}
	if c.botCombatNext() {
		skip := c.skipTurnOf != 0 && c.skipTurnOf == s.State().Turn
		if !skip && !s.Ready() {
			return false // the map shows the log up to the contact first
		}
		snap, err := s.Snapshot()
		if err != nil {
			snap = nil // the summary then offers no replay of it
		}
		f := combat.BeginFought(s.Game(), n, s.Log(), snap)
		f.BotTurn = s.BotTurnOn()
		if skip {
			combat.PlayOut(s, s.Game())
			f.End(s.Game(), s.Decisions(), s.Log())
			c.fought = append(c.fought, f)
			return false
		}
		c.cur = f
		c.board = combat.New(c.env, s, combat.Options{OpenRule: openRule, Bot: true})
		if p := s.Live(); p != nil {
			c.combatFor, c.combatLog = p.Seq, len(s.Log())
		}
		ctx.Scenes.Push(c.board)
		return true
	}
	// The raids the bot ordered that opened no board join the summary when
	// its turn is over.
	if c.cur == nil && s.Ready() && c.botPlayEnded() {
		c.fought = append(c.fought, c.raidsTurnedBack(c.botPlayTurn, c.botPlayWhole)...)
		c.botPlayTurn, c.botPlayWhole = 0, false
	}
	c.noteBotPlay()
	if c.cur == nil && len(c.fought) > 0 && s.Ready() && c.botTurnEnded() {
		fought := c.fought
		c.fought = nil
		for _, f := range fought {
			if !f.Watched {
				ctx.Scenes.Push(NewBotCombats(c.env, s, fought))
				return true
			}
		}
	}
	return false
}

// botTurnEnded reports whether the turn in which the noted combats were
// fought is over for the bot: the game is in a later turn, it has ended,
// or the player took a bot's turn back.
func (c *Campaign) botTurnEnded() bool {
	s := c.s
	f := c.fought[0]
	return s.Over() || s.State().Turn != f.Turn || f.BotTurn && !s.BotTurnOn() && !s.BotWants()
}

// boardClosed notes the end of the bot's combat whose board has just
// closed.
func (c *Campaign) boardClosed() {
	if c.cur == nil {
		return
	}
	s := c.s
	f := c.cur
	c.cur = nil
	f.End(s.Game(), s.Decisions(), s.Log())
	if c.board != nil {
		f.Watched = !c.board.Skipped()
		if c.board.SkippedTurn() {
			c.skipTurnOf = f.Turn
		}
	}
	c.board = nil
	c.fought = append(c.fought, f)
}
