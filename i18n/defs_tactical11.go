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

// The ONS 5 campaign [20.1 campaign].
func init() {
	register(
		Def{ID: "tac.ons5.card.title", EN: "Campaign ONS 5, 28 April – 5 May 1943", IT: "Campagna ONS 5, 28 aprile – 5 maggio 1943"},
		Def{ID: "tac.ons5.card.blurb", EN: "Eight linked scenarios against one convoy: each U-boat plays once, lost escorts stay lost, the hunter-killer group comes when summoned; the total decides.",
			IT: "Otto scenari collegati contro un solo convoglio: ogni U-boot gioca una volta, le scorte perse restano perse, il gruppo di caccia arriva quando chiamato; decide il totale."},
		Def{ID: "tac.ons5.title", Args: "n:int day:msg", EN: "ONS 5, scenario {n} of 8 ({day})", IT: "ONS 5, scenario {n} di 8 ({day})"},
		Def{ID: "tac.ons5.day.1", EN: "28 April, night", IT: "28 aprile, notte"},
		Def{ID: "tac.ons5.day.2", EN: "29 April, day", IT: "29 aprile, giorno"},
		Def{ID: "tac.ons5.day.3", EN: "30 April, night", IT: "30 aprile, notte"},
		Def{ID: "tac.ons5.day.4", EN: "1 May, night", IT: "1º maggio, notte"},
		Def{ID: "tac.ons5.day.5", EN: "2 May, day", IT: "2 maggio, giorno"},
		Def{ID: "tac.ons5.day.6", EN: "3 May, day", IT: "3 maggio, giorno"},
		Def{ID: "tac.ons5.day.7", EN: "4 May, night", IT: "4 maggio, notte"},
		Def{ID: "tac.ons5.day.8", EN: "5 May, day", IT: "5 maggio, giorno"},
		Def{ID: "tac.ons5.next", EN: "Next ONS 5 scenario", IT: "Scenario ONS 5 successivo"},
		Def{ID: "tac.ons5.total", Args: "sub:int escort:int", EN: "ONS 5 campaign so far: U-boats {sub}, escorts {escort}", IT: "Campagna ONS 5 finora: U-boot {sub}, scorte {escort}"},
	)
}

// Placements as prompts [20.4].
func init() {
	register(
		Def{ID: "kind.tac.place", EN: "Placement", IT: "Piazzamento"},
		Def{ID: "tac.opt.place-boats", EN: "Place your boats: you pick the hex of each boat placed near a compass (off: the computer spreads them)",
			IT: "Piazza i battelli: scegli tu l'esagono di ogni battello vicino a una bussola (spento: li sparge il computer)"},
		Def{ID: "tac.prompt.place", Args: "boat:text", EN: "Place {boat}: click a hex of its zone on the board, or keep it where it is",
			IT: "Piazza {boat}: fai clic su un esagono della sua zona sulla mappa, o lascialo dov'è"},
		Def{ID: "tac.place.keep", Args: "hex:text", EN: "Keep it at {hex}", IT: "Lascialo in {hex}"},
		Def{ID: "tac.place.at", Args: "hex:text facing:int", EN: "{hex}, facing {facing}", IT: "{hex}, rotta {facing}"},
	)
}

// The [41] load limit on circling torpedoes.
func init() {
	register(
		Def{ID: "tac.err.circling-limit", Args: "boat:text n:int", EN: "{boat} may fire only {n} more circling {n|torpedo|torpedoes}: at most a quarter of its load is acoustic or circling [41]",
			IT: "{boat} può lanciare solo altri {n} {n|siluro|siluri} a percorso circolare: al massimo un quarto del carico è acustico o circolare [41]"},
	)
}
