package i18n

// The evening's second round (issue 14): the briefing on its own screen,
// the tutorial, the glossary, the report's charts.
func init() {
	register(
		Def{ID: "menu.briefing", EN: "Briefing", IT: "Istruzioni della missione"},

		// The tutorial: a guided first patrol on U-47.
		Def{ID: "tutorial.heading", Args: "n:int of:int", EN: "FIRST PATROL · TIP {n} OF {of}", IT: "PRIMA PATTUGLIA · CONSIGLIO {n} DI {of}"},
		Def{ID: "tutorial.next", EN: "Got it", IT: "Capito"},
		Def{ID: "tutorial.skip", EN: "Skip tutorial", IT: "Salta la guida"},
		Def{ID: "tutorial.turn",
			EN: "Each week is a turn. The bar at the top shows the date and the phase; the game plays the rules itself and stops whenever a decision is yours. The panel on the right asks it: answer with a button there, or click a highlighted place on the chart.",
			IT: "Ogni settimana è un turno. La barra in alto mostra la data e la fase; il gioco applica le regole da sé e si ferma quando una decisione spetta a te. Il pannello a destra la pone: rispondi con un pulsante lì, o clicca un luogo evidenziato sulla carta."},
		Def{ID: "tutorial.counter",
			EN: "A U-boat counter has two sides. The transit side means the boat is sailing to or from its area; the patrol side means it is hunting there. Click a boat to open its card: class, torpedoes, damage and skipper.",
			IT: "La pedina di un U-boot ha due lati. Il lato transito vuol dire che il sommergibile sta andando verso la sua zona o ne torna; il lato pattuglia che vi sta cacciando. Clicca un sommergibile per aprirne la scheda: classe, siluri, danni e comandante."},
		Def{ID: "tutorial.odds",
			EN: "Every way shows its odds before you choose: the coloured bar and the line under it give the chance of each outcome (safe, spotted, damaged, RTB). Bot's advice picks a way and says why in one line.",
			IT: "Ogni via mostra le sue probabilità prima della scelta: la barra colorata e la riga sotto danno la probabilità di ogni esito (indenne, avvistato, danneggiato, RTB). Il consiglio del bot sceglie una via e dice perché in una riga."},
		Def{ID: "tutorial.rtb",
			EN: "RTB means return to base: the boat turns for home and its patrol ends. Damage, being spotted on a raid or empty torpedo racks send a boat home. Watch the RTB figure of a risky way.",
			IT: "RTB vuol dire rientro alla base: il sommergibile torna in porto e la sua pattuglia finisce. Danni, un avvistamento durante un'incursione o i siluri finiti lo fanno rientrare. Tieni d'occhio la cifra RTB delle vie rischiose."},
		Def{ID: "tutorial.combat",
			EN: "The combat board: the convoy's columns, its ships face down (only the flag shows) until your boat closes in. Place your boat, then spend its attack points on targets: each shows its chance, updated as you move points. The tray below explains every roll.",
			IT: "Il tabellone di combattimento: le colonne del convoglio, con le navi coperte (si vede solo la bandiera) finché il sommergibile non si avvicina. Piazza il sommergibile, poi spendi i punti d'attacco sui bersagli: ognuno mostra la sua probabilità, aggiornata mentre sposti i punti. Il vassoio sotto spiega ogni tiro."},
		Def{ID: "tutorial.tdc",
			EN: "TDC is the torpedo data computer: a TDC marker on a target is the quality of your firing solution, from −4 to +4 on the attack roll. Aim at the targets with the best one.",
			IT: "TDC è il calcolatore di lancio: un segnalino TDC su un bersaglio è la qualità della soluzione di tiro, da −4 a +4 sul tiro d'attacco. Punta sui bersagli con la migliore."},
		Def{ID: "tutorial.log",
			EN: "The log on the right tells what happened, with every roll and its rule; click a rule number to read it. Undo goes back to any earlier decision. That is all: good hunting.",
			IT: "Il registro a destra racconta cos'è successo, con ogni tiro e la sua regola; clicca il numero di una regola per leggerla. Annulla torna a qualunque decisione precedente. È tutto: buona caccia."},
		// The glossary: each term's spellings ("|" between them) and its
		// definition.
		Def{ID: "gloss.rtb.word", EN: "RTB", IT: "RTB"},
		Def{ID: "gloss.rtb", EN: "Return to base: the boat turns for home and its patrol ends; it can be sent out again once repaired and ready.", IT: "Rientro alla base: il sommergibile torna in porto e la sua pattuglia finisce; potrà ripartire una volta riparato e pronto."},
		Def{ID: "gloss.spotted.word", EN: "Spotted", IT: "avvistato|avvistata|avvistamento"},
		Def{ID: "gloss.spotted", EN: "The enemy has seen the boat: it is harder to find targets and easier to be hunted until the marker goes; on a raid it also sends the boat home.", IT: "Il nemico ha visto il sommergibile: trovare bersagli è più difficile ed essere cacciati più facile finché il segnalino resta; in un'incursione lo fa anche rientrare."},
		Def{ID: "gloss.damaged.word", EN: "damaged|damage", IT: "danneggiato|danneggiata|danni"},
		Def{ID: "gloss.damaged", EN: "A damage marker lowers the boat's values; a second can sink it. A damaged boat usually heads home for the yards.", IT: "Un segnalino di danno abbassa i valori del sommergibile; un secondo può affondarlo. Un sommergibile danneggiato di solito rientra ai cantieri."},
		Def{ID: "gloss.tdc.word", EN: "TDC", IT: "TDC"},
		Def{ID: "gloss.tdc", EN: "Torpedo data computer: a TDC marker on a target is the firing solution, from −4 to +4 on the attack roll against it.", IT: "Calcolatore di lancio: un segnalino TDC su un bersaglio è la soluzione di tiro, da −4 a +4 sul tiro d'attacco contro di esso."},
		Def{ID: "gloss.aac.word", EN: "AAC|activity chart", IT: "AAC|tabella di attività"},
		Def{ID: "gloss.aac", EN: "Area Activity Chart: the circle of an operational area, its search boxes showing where shipping runs this war period.", IT: "Tabella di attività dell'area: il cerchio di un'Area Operativa, le cui caselle di ricerca mostrano dove passa il traffico in questo periodo di guerra."},
		Def{ID: "gloss.transit.word", EN: "transit side|transit", IT: "lato transito|transito"},
		Def{ID: "gloss.transit", EN: "The counter's transit side up: the boat is sailing to or from its area and cannot attack; transit events may strike it on the way.", IT: "La pedina sul lato transito: il sommergibile sta andando verso la sua zona o ne torna e non può attaccare; lungo la via può subire eventi di transito."},
		Def{ID: "gloss.patrol.word", EN: "patrol side|patrol", IT: "lato pattuglia|pattuglia"},
		Def{ID: "gloss.patrol", EN: "The counter's patrol side up: the boat is hunting in its area and searches for contacts each week.", IT: "La pedina sul lato pattuglia: il sommergibile caccia nella sua zona e cerca contatti ogni settimana."},
		// The after-action report: raids by name, the chronicle's charts.
		Def{ID: "report.raids", Args: "list:text", EN: "Raids attempted: {list}.", IT: "Incursioni tentate: {list}."},
		Def{ID: "report.raid-on", Args: "base:text date:text", EN: "{base} ({date})", IT: "{base} ({date})"},
		Def{ID: "report.patrol-raid", Args: "base:text date:text", EN: "Raid on {base} attempted ({date}).", IT: "Tentata l'incursione a {base} ({date})."},
		Def{ID: "report.chart.tons", EN: "Tonnage sunk per month", IT: "Tonnellaggio affondato al mese"},
		Def{ID: "report.chart.kt", Args: "kt:kt", EN: "{kt}", IT: "{kt}"},
		// Submarines, not U-boats: the same report serves the Pacific's fleet boats.
		Def{ID: "report.chart.yours", EN: "your submarines", IT: "i tuoi sommergibili"},
		Def{ID: "report.chart.history", EN: "history", IT: "storia"},
		Def{ID: "report.chart.boats", EN: "Submarines at sea and lost per month", IT: "Sommergibili in mare e perduti al mese"},
		Def{ID: "report.chart.at-sea", EN: "boat-weeks at sea", IT: "settimane-battello in mare"},
		Def{ID: "report.chart.lost", EN: "lost", IT: "perduti"},
		Def{ID: "report.chart.history-lost", EN: "lost in history", IT: "perduti nella storia"},
		Def{ID: "settings.tutorial-on", EN: "Tutorial: on", IT: "Guida: attiva"},
		Def{ID: "settings.tutorial-off", EN: "Tutorial: off", IT: "Guida: spenta"},
	)
}

// The combat board's Bot's advice (issue 14).
func init() {
	register(
		Def{ID: "combat.advice.pick", Args: "option:text", EN: "Bot's advice: {option}.", IT: "Consiglio del bot: {option}."},
		Def{ID: "advice.raid", Args: "area:text", EN: "the raid this scenario is about: {area} lies open [30.4]", IT: "l'incursione di cui tratta lo scenario: {area} è aperta [30.4]"},
		// The weather's place on the map (item 15, [7.4], [7.41]).
		Def{ID: "weather.anywhere", EN: "(a low may form anywhere on the map [7.4])", IT: "(una bassa pressione può formarsi ovunque sulla carta [7.4])"},
		Def{ID: "weather.none-there", EN: "— none of your boats is under it: no effect on them [7.41]", IT: "— nessuno dei tuoi sommergibili vi si trova: nessun effetto per loro [7.41]"},
		Def{ID: "weather.boats-there", Args: "boats:text", EN: "— over {boats}: a storm roll at the turn's end, and weaker escorts [7.41]", IT: "— su {boats}: un tiro per la tempesta a fine turno, e scorte più deboli [7.41]"},
		// The report's map of sinkings and its aces.
		Def{ID: "report.where", EN: "Where, and by whom", IT: "Dove, e per mano di chi"},
		Def{ID: "report.map", EN: "Ships sunk and boats lost, by area", IT: "Navi affondate e sommergibili perduti, per zona"},
		Def{ID: "report.map.legend", EN: "● ships sunk (size: tonnage)  × boat lost", IT: "● navi affondate (grandezza: tonnellaggio)  × sommergibile perduto"},
		Def{ID: "report.map.place", Args: "area:text n:int", EN: "{area} {n}", IT: "{area} {n}"},
		Def{ID: "report.map.none", EN: "Nothing sunk yet.", IT: "Ancora nulla di affondato."},
		Def{ID: "report.aces", EN: "Boats and aces by tonnage sunk", IT: "Sommergibili e assi per tonnellaggio affondato"},
		Def{ID: "report.aces.figure", Args: "n:int kt:kt", EN: "{n} {n|ship|ships} · {kt}", IT: "{n} {n|nave|navi} · {kt}"},
		Def{ID: "settings.sound-volume", Args: "n:int", EN: "Sound: {n} %", IT: "Suono: {n} %"},
		Def{ID: "combat.so-far", EN: "This combat so far", IT: "Questo combattimento finora"},
		Def{ID: "combat.advice.split", Args: "split:text", EN: "Bot's advice: fire {split}.", IT: "Consiglio del bot: lancia {split}."},
	)
}
