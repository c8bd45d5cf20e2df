package i18n

// The naval war's option details that had no message: interception dice
// [22.2, 22.16, 22.22] and distances [20.2].
func init() {
	register(
		Def{ID: "naval.d.dice-hexes", Args: "n:int dist:int",
			EN: "{n} {n|die|dice} against {dist} {dist|hex|hexes}",
			IT: "{n} {n|dado|dadi} contro {dist} {dist|esagono|esagoni}"},
		Def{ID: "naval.d.intercepted-on", Args: "n:int",
			EN: "intercepted on {n} {n|die|dice} (22.22)",
			IT: "intercettato con {n} {n|dado|dadi} (22.22)"},
		Def{ID: "naval.d.hexes", Args: "n:int",
			EN: "{n} {n|hex|hexes}",
			IT: "{n} {n|esagono|esagoni}"},
	)
}
