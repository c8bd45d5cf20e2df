package i18n

// The tactical game, issue 18 (sixteenth round): the nations the builder
// names beside each class [63].
func init() {
	register(
		Def{ID: "tac.nation.DE", EN: "Germany", IT: "Germania"},
		Def{ID: "tac.nation.UK", EN: "Britain", IT: "Gran Bretagna"},
		Def{ID: "tac.nation.US", EN: "USA", IT: "USA"},
		Def{ID: "tac.nation.JP", EN: "Japan", IT: "Giappone"},
		Def{ID: "tac.nation.IT", EN: "Italy", IT: "Italia"},
		Def{ID: "tac.nation.FR", EN: "France", IT: "Francia"},
		Def{ID: "tac.nation.RU", EN: "USSR", IT: "URSS"},
		Def{ID: "tac.build.sea", EN: "Sea [50]", IT: "Mare [50]"},
		Def{ID: "tac.build.sea.nation", EN: "by the first boat's nation", IT: "secondo la nazione del primo battello"},
		Def{ID: "tac.build.class", Args: "class:text nation:msg", EN: "{class} · {nation}", IT: "{class} · {nation}"},
		Def{ID: "tac.build.boatclass", Args: "class:text torpedo:text nation:msg", EN: "{class} · {torpedo} · {nation}", IT: "{class} · {torpedo} · {nation}"},
	)
}
