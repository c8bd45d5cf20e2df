package campaign

import (
	"periscope/game/dice"
	"periscope/game/engine"
)

// Read-only views of the state for planning: bots and the UI's map overlays
// ask what a decision not yet offered would look like. Nothing here changes
// the state or rolls dice.

// SearchOddsIn is the chance of each contact kind ("no contact", "lone
// contacts", "small convoy", ... as in the `search` prompt's odds) if boat s
// searched in OpArea area this turn [13.21], [13.22], with every modifier
// that would apply there now (concentration counts the boats already in the
// area, not s itself if it is elsewhere).
func (g *Game) SearchOddsIn(s *Sub, area string) []engine.Odd {
	// Count the boats at sea before s is moved: the count is kept for the
	// rest of the step (seaCounts), so the search below reads it, and what
	// the step asks next (the options' odds, built on demand) is not left
	// reading a count with s where it is not.
	g.seaCounts()
	saved := s.Area
	s.Area = area
	if g.aacBuf == nil {
		g.aacBuf = make([]dice.Mod, 0, 4)
	}
	p := g.planSearchIn(g.aacBuf, s, &Frame{Sub: s.ID, Area: area})
	s.Area = saved
	if p.AACMods != nil {
		g.aacBuf = p.AACMods[:0] // read by searchOdds alone, before the next
	}
	return g.searchOdds(p)
}
