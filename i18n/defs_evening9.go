package i18n

// The evening's ninth round (issue 14, item 15): the last roll's box says
// whether a low the weather rolls place [7.4] lies over any of the
// player's boats.
func init() {
	register(
		Def{ID: "weather.die.none", EN: "no boat of yours there", IT: "nessun tuo sommergibile lì"},
		Def{ID: "weather.die.boats", Args: "boats:text", EN: "over {boats}", IT: "su {boats}"},
	)
}
