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
