package i18n

// The naval game (game/naval), issue 20's thirteenth pass: the battle
// board's dice.
func init() {
	register(
		Def{ID: "naval.board.dice", EN: "Dice of this battle", IT: "Dadi di questa battaglia"},
	)
}
