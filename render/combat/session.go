// Package combat is the combat board scene: the convoy's columns, the sub
// boxes and the Allied counters laid out as a separate table [2.4], [14],
// on which the player places boats, reveals counters, sets TDCs, splits
// attack points and decides to re-attack or withdraw by direct
// manipulation, with the odds of every choice shown before it is made and
// every die roll shown with its modifiers and rule.
//
// The scene never changes the game. It reads the state (the combat display
// is campaign.State.Combat) and the pending prompt, and answers through the
// play session:
//
//	if combat.Wants(sess.Game(), sess.Game().Prompt()) && top is not a combat scene {
//		ctx.Scenes.Push(combat.New(env, sess, combat.Options{OpenRule: ...}))
//	}
//
// (level-triggered: check it every frame, not only when a decision is
// applied). The scene pops itself when the combat is over and the player
// has seen its end (Enter or the Continue button); a second combat that
// follows at once (another boat's contact) is shown on the same scene. Every prompt that comes up while
// it is shown is answerable on it: the board kinds by direct manipulation,
// any other kind through the option list beside the board (which offers
// every option of every prompt, with its label, detail and odds).
package combat

import (
	"periscope/game/campaign"
	"periscope/game/engine"
	"periscope/render"
)

// Session is what the combat scene needs of the play session
// (render/play.Session has these methods): the live game to read, the
// decision the player is asked now (nil while the log is still being
// revealed or a bot answers), a way to answer it, and the log.
type Session interface {
	Game() *campaign.Game
	Pending() *engine.Prompt
	Apply(engine.Choice) error
	Log() []engine.Entry
}

// Revealer is implemented by sessions that reveal the log at the
// player's pace (render/play.Session): the board then reveals it roll by
// roll, each d10 tumbling in turn, and skipping reveals the rest at once.
type Revealer interface {
	Shown() int
	RevealNext()
	RevealAll()
	Ready() bool
}

// Botter is implemented by sessions in which bots may answer some boats'
// decisions (render/play.Session): the board lets them play while it is
// on top, as the campaign map would.
type Botter interface {
	BotWants() bool
	RunBots(limit int, more func() bool) int
}

// Options configure the scene.
type Options struct {
	// OpenRule opens the rules reference at a rule number ("14.16C"); nil
	// leaves rule numbers as plain text.
	OpenRule func(ctx *render.SceneContext, rule string)
	// Name is the scene's name for the page hook (default "combat").
	Name string
	// Recent are the last entries of the log that the player has not seen
	// played out yet (e.g. revealed at once by the map before pushing the
	// board): their dice play on the tray. Nil: the log from the contact's
	// search roll is shown as read.
	Recent []engine.Entry
	// Bot: the board was opened for a combat the bot fights (a turn or a
	// boat handed to it): it offers to skip it, and closes by itself once
	// the combat is over (issue 14, item 2).
	Bot bool
	// Replay: the session is a Replay of a fought combat.
	Replay bool
}

// BoardKinds are the prompt kinds the board answers by direct manipulation
// (a column, a counter, a boat or the allocation editor); every other kind
// is answered from the option list.
var BoardKinds = map[string]bool{
	"placement": true, "placement-fallback": true, "shift": true,
	"reveal": true, "tdc": true, "allocate": true, "repoint": true,
	"lone-attack": true, "pack-order": true, "pack-stay": true,
	"reattack": true, "de-withdraw": true, "gun": true,
}

// CombatKinds are the prompt kinds that belong to a contact and its combat
// [13.22]–[14.8], [24], [27]–[29] (DESIGN.md "Prompt kinds"); the scene is
// wanted while one of them is pending with a contact in progress.
var CombatKinds = map[string]bool{
	"decline-convoy": true, "encounter": true, "coastal": true,
	"wolfpack": true, "pack-join": true, "shadower": true,
	"placement": true, "placement-fallback": true, "pack-order": true,
	"reveal": true, "de-withdraw": true, "gun": true, "tdc": true,
	"allocate": true, "repoint": true, "lone-attack": true,
	"reattack": true, "pack-stay": true, "shift": true, "substitute": true,
}

// Wants reports whether the combat board should be shown for the pending
// decision: a contact is in progress and the decision is part of it, or
// the display has been drawn.
func Wants(g *campaign.Game, p *engine.Prompt) bool {
	if g == nil || p == nil || g.S.Combat == nil {
		return false
	}
	c := g.S.Combat
	if c.Kind == "none" || c.Kind == "sub" && len(c.Columns) == 0 && !CombatKinds[p.Kind] {
		return false
	}
	return CombatKinds[p.Kind] || len(c.Columns) > 0 && c.Stage != "over"
}
