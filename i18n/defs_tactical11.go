package i18n

// The tactical game, issue 18 (eleventh round): the scenario builder of
// design your own [55–63] and the ONS 5 campaign.
func init() {
	register(
		Def{ID: "tac.design.own", Args: "period:text boats:int escorts:int", EN: "Your own battle ({period}): {boats} {boats|boat|boats}, {escorts} {escorts|escort|escorts}",
			IT: "La tua battaglia ({period}): {boats} {boats|battello|battelli}, {escorts} {escorts|scorta|scorte}"},
	)
}

// The scenario builder [55–63].
func init() {
	register(
		Def{ID: "scenario.kind.design", EN: "Design your own", IT: "Progetta la tua"},
		Def{ID: "tac.build.heading", EN: "DESIGN YOUR OWN BATTLE [55–63]", IT: "PROGETTA LA TUA BATTAGLIA [55–63]"},
		Def{ID: "tac.build.period", EN: "Period", IT: "Periodo"},
		Def{ID: "tac.build.season", Args: "season:msg year:text", EN: "{season} {year}", IT: "{season} {year}"},
		Def{ID: "tac.build.season.winter", EN: "winter", IT: "inverno"},
		Def{ID: "tac.build.season.spring", EN: "spring", IT: "primavera"},
		Def{ID: "tac.build.season.summer", EN: "summer", IT: "estate"},
		Def{ID: "tac.build.season.autumn", EN: "autumn", IT: "autunno"},
		Def{ID: "tac.build.light", EN: "Light", IT: "Luce"},
		Def{ID: "tac.build.light.day", EN: "day", IT: "giorno"},
		Def{ID: "tac.build.light.night", EN: "night", IT: "notte"},
		Def{ID: "tac.build.turns", EN: "Length [57]", IT: "Durata [57]"},
		Def{ID: "tac.build.turns.n", Args: "n:int", EN: "{n} {n|turn|turns}", IT: "{n} {n|turno|turni}"},
		Def{ID: "tac.build.weather", EN: "Weather [50]", IT: "Tempo [50]"},
		Def{ID: "tac.build.weather.rolled", EN: "as the weather switch says", IT: "secondo l'opzione del tempo"},
		Def{ID: "tac.build.convoy", EN: "Convoy [20.2]", IT: "Convoglio [20.2]"},
		Def{ID: "tac.build.convoy.n", Args: "n:int", EN: "{n} {n|merchantman|merchantmen}", IT: "{n} {n|mercantile|mercantili}"},
		Def{ID: "tac.build.none", EN: "none", IT: "nessuno"},
		Def{ID: "tac.build.speed", EN: "Convoy speed", IT: "Velocità del convoglio"},
		Def{ID: "tac.build.speed.fast", EN: "fast", IT: "veloce"},
		Def{ID: "tac.build.speed.slow", EN: "slow", IT: "lento"},
		Def{ID: "tac.build.loads", EN: "Torpedoes [62]", IT: "Siluri [62]"},
		Def{ID: "tac.build.loads.full", EN: "full load", IT: "carico completo"},
		Def{ID: "tac.build.loads.rolled", EN: "rolled at set-up", IT: "tirati a dadi all'inizio"},
		Def{ID: "tac.build.escort", Args: "n:int", EN: "Escort {n}", IT: "Scorta {n}"},
		Def{ID: "tac.build.boat", Args: "n:int", EN: "Boat {n}", IT: "Battello {n}"},
		Def{ID: "tac.build.victory", EN: "The side with more victory points wins [20.1]. Escorts take stations outside the convoy, boats are placed by [20.4].",
			IT: "Vince la parte con più punti vittoria [20.1]. Le scorte prendono posizione fuori dal convoglio, i battelli sono piazzati secondo [20.4]."},
		Def{ID: "tac.build.limits", EN: "Only ships, boats and torpedoes in service in the period are offered [55]; at most eight escorts and four boats.",
			IT: "Sono offerti solo navi, battelli e siluri in servizio nel periodo [55]; al massimo otto scorte e quattro battelli."},
		Def{ID: "tac.build.nothing", EN: "Give the boats something to fight: a convoy or an escort.", IT: "Dai ai battelli qualcosa da combattere: un convoglio o una scorta."},
		Def{ID: "tac.build.refused", Args: "why:text", EN: "This battle cannot be set up: {why}", IT: "Questa battaglia non si può preparare: {why}"},
	)
}
