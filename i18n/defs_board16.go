package i18n

// The tactical board's lines of sight [18] (issue 18, board16): the note
// at the middle of a line drawn from the ship being ordered to the enemy
// under the pointer, or of the gunfire drafted.
func init() {
	register(
		Def{ID: "tac.board.los-clear", Args: "n:int", EN: "line of sight, {n} {n|hex|hexes} [18]", IT: "linea di vista, {n} {n|esagono|esagoni} [18]"},
		Def{ID: "tac.board.los-blocked", Args: "ship:text", EN: "line of sight blocked by {ship} [18]", IT: "linea di vista coperta da {ship} [18]"},
	)
}
