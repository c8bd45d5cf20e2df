package campaign

// Read-only views of a combat display for the UI's combat board: the facts
// the board draws that the engine computes (nothing here changes the state
// or rolls dice). The board never recomputes a rule; it asks here.

// AirCover is the air icon that governs the combat in progress [14.12]
// ("", "light" or "dark"; light counts as dark in an SMZ [20.5]).
func (g *Game) AirCover() string {
	c := g.S.Combat
	if c == nil {
		return ""
	}
	return g.airCover(c.Area, c.Gov)
}

// TDCValue is the effective value of the TDC on a board unit, with the
// re-attack [14.4B] and blackout [30.25] modifiers; 0 when it has none.
// The player may see it only once the TDC is face up (u.TDCUp).
func (g *Game) TDCValue(u *BoardUnit) int { return g.tdcValue(u) }

// ColName names a column of the combat display for the player ("left
// outer", "centre", "the board").
func (c *Combat) ColName(i int) string { return c.colName(i) }

// BoardName is the display's name: "Single contact", "Small convoy",
// "Large convoy" or "Task Force" [2.4].
func (c *Combat) BoardName() string { return boardName(c.Board) }

// KindName names a contact kind for the player ("large convoy", "task
// force", ...).
func KindName(kind string) string { return kindLabel(kind) }

// Present reports whether a board unit still takes part (not sunk, not
// gone) [14.2 note].
func (u *BoardUnit) Present() bool { return u.present() }
