package i18n

// The Pacific campaign's (Silent War's) two-player co-operative variant
// [SW 26.0] (the sixth Pacific session's messages).
func init() {
	register(
		Def{ID: "option.two-player", EN: "Two players at one screen, co-operating: one commands Pearl Harbor, the other the Southwest Pacific (Fremantle and Brisbane), each the boats of their bases.",
			IT: "Due giocatori allo stesso schermo, alleati: uno comanda Pearl Harbor, l'altro il Pacifico sud-occidentale (Fremantle e Brisbane), ciascuno i battelli delle sue basi."},
		Def{ID: "seat.campaign.pearl", EN: "Pearl Harbor", IT: "Pearl Harbor"},
		Def{ID: "seat.campaign.swpac", EN: "Southwest Pacific", IT: "Pacifico sud-occidentale"},
	)
}

func init() {
	register(
		Def{ID: "pac.hand-over.hint", Args: "seat:text",
			EN: "{seat} decides for the boats of its bases · click or press Enter when ready",
			IT: "{seat} comanda i battelli delle sue basi · clic o Invio quando sei pronto"},
		Def{ID: "pac.hand-over.take", EN: "Take the screen", IT: "Prendi lo schermo"},
	)
}

// Silent War's numbers for the wolfpack combat rules shared with Steel
// Wolves ([SW 24.51]–[24.54]).
func init() {
	register(
		Def{ID: "pac.pack.order.d", Args: "col:msg asw:text rule:rule",
			EN: "in the {col} column; its own escort level {asw} [{rule}]",
			IT: "nella colonna {col}; il suo livello di scorta {asw} [{rule}]"},
	)
}

// Silent War's Ready for Sea phase [SW 9.0].
func init() {
	register(
		Def{ID: "pac.phase.ready", EN: "Ready for Sea", IT: "Pronto per il mare"},
	)
}

// The tender drawn by a logged roll [SW 21.21].
func init() {
	register(
		Def{ID: "pac.tender.roll", EN: "tender draw", IT: "estrazione della nave appoggio"},
		Def{ID: "pac.tender.roll.tens", EN: "tender draw: tens", IT: "estrazione della nave appoggio: decine"},
		Def{ID: "pac.tender.roll.t", Args: "per:int n:int",
			EN: "{per} {per|face|faces} each for {n} {n|tender|tenders}", IT: "{per} {per|faccia|facce} ciascuna per {n} {n|nave appoggio|navi appoggio}"},
		Def{ID: "pac.tender.roll.again", EN: "roll again", IT: "si ritira"},
		Def{ID: "pac.tender.roll.r", Args: "t:text", EN: "{t}", IT: "{t}"},
	)
}
