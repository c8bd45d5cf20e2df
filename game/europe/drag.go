package europe

import (
	"strings"

	"periscope/game/engine"
)

// Drag-to-move: a drag on the board from one space to another answers the
// move menu's small prompts [7.2, 9] — from where, which units, where to,
// how many — as a person would: the units of the first class (in the
// menu's order) that can reach the drop by an ordinary move (else by
// landing, boarding, a raid or an escort), all of them. The table scene
// asks these through render/europe's board (table.Dragger); the prompts
// stay the same, so a drag is recorded, replayed and undone like clicks.

// dropKinds ranks the ways a class may reach a drop, the first preferred.
var dropKinds = []string{"move", "unload", "load", "raid", "escort"}

func dropRank(kind string) int {
	for i, k := range dropKinds {
		if k == kind {
			return i
		}
	}
	return len(dropKinds)
}

func isMoveMenu(p *engine.Prompt) bool {
	return p != nil && (p.Kind == "combat-move" || p.Kind == "move")
}

// DragFrom reports whether a drag may start from space under prompt p:
// the move menu offers units there.
func (g *Game) DragFrom(p *engine.Prompt, space string) bool {
	if !isMoveMenu(p) {
		return false
	}
	for _, o := range p.Options {
		if o.Key == "from:"+space {
			return true
		}
	}
	return false
}

// DragTargets are the spaces some unit in from may move to now (the legal
// destinations the board shows while dragging).
func (g *Game) DragTargets(p *engine.Prompt, from string) []string {
	if !g.DragFrom(p, from) {
		return nil
	}
	combat := p.Kind == "combat-move"
	seen := map[string]bool{}
	var out []string
	for _, c := range g.classesAt(from, combat) {
		for _, d := range g.classDests(from, c, combat) {
			if !seen[d.To] {
				seen[d.To] = true
				out = append(out, d.To)
			}
		}
	}
	return out
}

// DragStep is the answer to prompt p at step of a drop from → to, or
// false when the drop is done or cannot be made (the menu is left where it
// is: the player goes on by clicks).
func (g *Game) DragStep(p *engine.Prompt, from, to string, step int) (engine.Choice, bool) {
	if p == nil {
		return engine.Choice{}, false
	}
	combat := g.S.Phase == "combat move"
	switch {
	case isMoveMenu(p):
		if step > 0 {
			return engine.Choice{}, false // back at the menu: the drop is made
		}
		// only a drop some unit there can make opens the menu
		for _, t := range g.DragTargets(p, from) {
			if t == to {
				return engine.Pick(optionIndex(p, "from:"+from)), true
			}
		}
		return engine.Choice{}, false
	case p.Kind == "move-units":
		best, bestRank := -1, len(dropKinds)+1
		for i, o := range p.Options {
			class, ok := strings.CutPrefix(o.Key, "unit:")
			if !ok || o.Ref != from {
				continue
			}
			for _, d := range g.classDests(from, class, combat) {
				if r := dropRank(d.Kind); d.To == to && r < bestRank {
					best, bestRank = i, r
				}
			}
		}
		if best < 0 {
			return engine.Choice{}, false
		}
		return engine.Pick(best), true
	case p.Kind == "move-to":
		best, bestRank := -1, len(dropKinds)+1
		for i, o := range p.Options {
			kind, dst, ok := strings.Cut(o.Key, ":")
			if !ok || dst != to {
				continue
			}
			if r := dropRank(kind); r < bestRank {
				best, bestRank = i, r
			}
		}
		if best < 0 {
			return engine.Choice{}, false
		}
		return engine.Pick(best), true
	case p.Kind == "move-count" && len(p.Options) > 0:
		return engine.Pick(0), true // all of them (the largest count first)
	}
	return engine.Choice{}, false
}
