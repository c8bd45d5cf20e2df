package i18n

// The naval game (game/naval), issue 20's fourteenth pass: the ways home
// out of a battle and a flight (22.64–65, 23.462).
func init() {
	register(
		Def{ID: "kind.home-base", EN: "Which base?", IT: "Quale base?"},
		Def{ID: "naval.q.homebase", Args: "force:msg from:msg", EN: "{force} {force|leaves|leave} the battle at {from}: to which base?",
			IT: "{force|Art} {force|lascia|lasciano} la battaglia {from|a}: verso quale base?"},
		Def{ID: "naval.opt.homeport", Args: "area:text n:int", EN: "Home to {area} ({n} {n|hex|hexes})", IT: "Rientro {area|a} ({n} {n|esagono|esagoni})"},
		Def{ID: "naval.opt.homebase", Args: "area:text n:int", EN: "To {area} instead ({n} {n|hex|hexes}; it bases there)", IT: "Invece {area|a} ({n} {n|esagono|esagoni}; vi si trasferisce)"},
	)
}
