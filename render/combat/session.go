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
//	if combat.Wants(sess.Game(), sess.Prompt()) {
//		ctx.Scenes.Push(combat.New(env, sess, combat.Options{OpenRule: ...}))
//	}
//
// The scene pops itself when the combat is over and the player has seen
// its end (Enter or the Continue button). Every prompt that comes up while
// it is shown is answerable on it: the board kinds by direct manipulation,
// any other kind through the option list beside the board (which offers
// every option of every prompt, with its label, detail and odds).
package combat

import (
	"periscope/game/campaign"
	"periscope/game/engine"
	"periscope/render"
)

// Session is what the combat scene needs of the play session: the game to
// read, the pending decision and a way to answer it. Apply returns the log
// entries the choice produced (the scene animates their dice).
type Session interface {
	Game() *campaign.Game
	Prompt() *engine.Prompt
	Apply(engine.Choice) ([]engine.Entry, error)
}

// Options configure the scene.
type Options struct {
	// OpenRule opens the rules reference at a rule number ("14.16C"); nil
	// leaves rule numbers as plain text.
	OpenRule func(ctx *render.SceneContext, rule string)
	// Name is the scene's name for the page hook (default "combat").
	Name string
	// Recent are the log entries of the decision that brought the board up
	// (the search, the draw, the placements already rolled): their dice
	// play on the tray and they start the board's log.
	Recent []engine.Entry
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
