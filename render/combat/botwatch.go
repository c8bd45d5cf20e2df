package combat

import (
	"strings"

	"periscope/game/engine"
	"periscope/i18n"
	"periscope/render"
	"periscope/render/ui"
)

// Following the bot's combats (issue 14, item 2). When the bot answers a
// combat's decisions (a turn or a boat handed to it, or a Replay), the
// board plays them one at a time: each waits until the log of the last one
// has been revealed and its dice have settled, and then a moment more, at
// the player's animation speed. The player can skip the combat (the bot
// plays the rest at once) or every bot combat left in the turn; the map
// sums up the skipped ones at the end of the bot's turn.

// botDelay is how many frames (at normal speed) the board waits after the
// dice settle before the bot's next decision, and closeDelay how long a
// bot's finished combat stays on screen.
const (
	botDelay   = 40
	closeDelay = 100
)

// botPlays reports whether the bot (or a replay) is answering this
// board's decisions.
func (s *Scene) botPlays() bool {
	if s.opt.Bot || s.opt.Replay {
		return true
	}
	bt, ok := s.sess.(Botter)
	return ok && bt.BotWants()
}

// runBot lets the bot answer the combat's next decision when the player
// has seen the last one played out, or every decision left when the combat
// is skipped or animations are off. The bot never plays past this
// combat: a contact that follows at once is the map's to open.
func (s *Scene) runBot(speed float64) {
	bt, ok := s.sess.(Botter)
	if !ok || s.over || !bt.BotWants() {
		s.botWait = 0
		return
	}
	g := s.sess.Game()
	same := func() bool {
		if !Wants(g, g.Prompt()) {
			return false
		}
		id := combatIdent(g.S.Combat)
		return s.ident == "" || id == s.ident || id == ""
	}
	if s.skipCombat || speed <= 0 {
		bt.RunBots(1000, same)
		return
	}
	if rv, ok := s.sess.(Revealer); ok && !rv.Ready() && rv.Shown() < boardEnd(s.sess.Log(), rv.Shown()) {
		s.botWait = 0
		return
	}
	if !s.dice.idle() {
		s.botWait = 0
		return
	}
	s.botWait++
	if float64(s.botWait) < botDelay/speed {
		return
	}
	s.botWait = 0
	bt.RunBots(1, same)
}

// closeBot closes a bot's finished combat after a moment (at once when it
// was skipped or animations are off), so that the map notes it and opens
// the next. It reports whether the board closed.
func (s *Scene) closeBot(ctx *render.SceneContext, speed float64) bool {
	if !s.over || !s.opt.Bot {
		s.closeWait = 0
		return false
	}
	s.closeWait++
	if s.skipCombat || speed <= 0 || float64(s.closeWait) >= closeDelay/speed {
		ctx.Scenes.Pop()
		return true
	}
	return false
}

// Skipped reports whether the player skipped this board's combat (it was
// then not watched to its end).
func (s *Scene) Skipped() bool { return s.skipCombat }

// SkippedTurn reports whether the player asked to skip every bot combat
// left in the turn.
func (s *Scene) SkippedTurn() bool { return s.skipTurn }

// layoutBotPanel fills the panel while the bot (or a replay) plays: what
// is happening, and the buttons to skip.
func (s *Scene) layoutBotPanel(x, y, w float64, P ui.Rect) {
	if !s.botPlays() {
		return
	}
	m := s.m
	head, body := i18n.T("combat.bot-heading"), i18n.T("combat.bot-text", engine.Text("boat", s.currentBoat()))
	if s.opt.Replay {
		head, body = i18n.T("combat.replay-heading"), i18n.T("combat.replay-text")
	}
	s.text(head, ui.Bold, 15, x, y+m.Pt(9), ui.Left, ui.Brass)
	y += m.Pt(24)
	y = s.para(body, ui.Regular, 13, x, y, w, ui.Paper, 4)
	if last := s.lastDecision(); last != "" {
		y += m.Pt(4)
		y = s.para(last, ui.Regular, 12, x, y, w, ui.PaperDim, 3)
	}
	bh := m.Pt(40)
	bottom := P.Y + P.H - m.Pt(14)
	if s.opt.Replay {
		r := ui.Rect{X: x, Y: bottom - bh, W: w, H: bh}.Snap()
		l := i18n.T("combat.skip-replay")
		s.hots = append(s.hots, hot{id: "skip-combat", label: l, rect: r, enabled: true, act: actSkipCombat, target: -1, line: l})
		return
	}
	r2 := ui.Rect{X: x, Y: bottom - bh, W: w, H: bh}.Snap()
	r1 := ui.Rect{X: x, Y: r2.Y - bh - m.Pt(8), W: w, H: bh}.Snap()
	if s.opt.Bot {
		s.para(i18n.T("combat.skip-hint"), ui.Regular, 11, x, r1.Y-m.Pt(40), w, ui.PaperDim, 2)
	}
	l1, l2 := i18n.T("combat.skip-combat"), i18n.T("combat.skip-turn")
	s.hots = append(s.hots, hot{id: "skip-combat", label: l1, rect: r1, enabled: true, act: actSkipCombat, target: -1, line: l1})
	if s.opt.Bot {
		s.hots = append(s.hots, hot{id: "skip-turn", label: l2, rect: r2, enabled: true, act: actSkipTurn, target: -1, line: l2})
	}
}

// lastDecision is the last decision entry the board has shown ("U-47:
// attack the convoy"), so the player sees what the bot chose.
func (s *Scene) lastDecision() string {
	for i := len(s.seen) - 1; i >= 0; i-- {
		if s.seen[i].Kind == "decision" {
			return strings.TrimSpace(i18n.Text(s.seen[i].Msg, s.seen[i].Text))
		}
	}
	return ""
}
