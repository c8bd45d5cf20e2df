package i18n

// The evening's additions (issue 14): following the bot's combats on the
// board, skipping them, the summary of a bot's turn and its replays; the
// scenario briefing.
func init() {
	register(
		// The combat board while the bot fights (item 2).
		Def{ID: "combat.bot-heading", EN: "THE BOT'S COMBAT", IT: "IL COMBATTIMENTO DEL BOT"},
		Def{ID: "combat.bot-text", Args: "boat:text", EN: "The bot fights for {boat}: each of its decisions follows when the dice have settled, at your animation speed.", IT: "Il bot combatte per {boat}: ogni sua decisione segue quando i dadi si sono fermati, alla velocità delle animazioni scelta."},
		Def{ID: "combat.skip-combat", EN: "Skip this combat", IT: "Salta questo combattimento"},
		Def{ID: "combat.skip-turn", EN: "Skip the rest of the turn's", IT: "Salta tutti quelli del turno"},
		Def{ID: "combat.skip-hint", EN: "Skipped combats are summed up at the end of the bot's turn, where any one can be replayed.", IT: "I combattimenti saltati sono riassunti alla fine del turno del bot, dove ognuno si può rivedere."},
		Def{ID: "combat.replay-heading", EN: "REPLAY", IT: "REPLICA"},
		Def{ID: "combat.replay-text", EN: "The combat is played again as it was fought. It changes nothing in the game.", IT: "Il combattimento si rigioca com'è stato combattuto. Non cambia nulla nella partita."},
		Def{ID: "combat.skip-replay", EN: "Skip to the end", IT: "Salta alla fine"},

		// Bot's advice with its reasons (item 4).
		Def{ID: "advice.why", Args: "why:text", EN: "Why: {why}.", IT: "Perché: {why}."},
		Def{ID: "advice.area", Args: "area:text ships:int boats:int", EN: "{area}, shipping in {ships}/10 boxes, {boats} other {boats|boat|boats}", IT: "{area}, traffico in {ships}/10 caselle, {boats} {boats|altro sommergibile|altri sommergibili}"},
		Def{ID: "advice.area-plain", Args: "area:text boats:int", EN: "{area}, {boats} other {boats|boat|boats}", IT: "{area}, {boats} {boats|altro sommergibile|altri sommergibili}"},
		Def{ID: "advice.safest", Args: "n:int", EN: "the safest of {n} ways", IT: "la più sicura di {n} vie"},
		Def{ID: "advice.safer", Args: "safe:text", EN: "safest way {safe}", IT: "via più sicura {safe}"},

		// The summary of the bot's combats at the end of its turn (item 2).
		Def{ID: "botcombats.heading", EN: "THE BOT'S COMBATS THIS TURN", IT: "I COMBATTIMENTI DEL BOT IN QUESTO TURNO"},
		Def{ID: "botcombats.where", Args: "boats:text area:text date:text", EN: "{boats} · {area} · {date}", IT: "{boats} · {area} · {date}"},
		Def{ID: "botcombats.sunk", Args: "ships:int tons:kt", EN: "{ships} {ships|ship|ships} sunk, {tons}", IT: "{ships} {ships|nave affondata|navi affondate}, {tons}"},
		Def{ID: "botcombats.none-sunk", EN: "no ship sunk", IT: "nessuna nave affondata"},
		Def{ID: "botcombats.lost", Args: "n:int", EN: "{n} U-boat {n|lost|lost}", IT: "{n} {n|U-boot perduto|U-boot perduti}"},
		Def{ID: "botcombats.watched", EN: "watched", IT: "visto"},
		Def{ID: "botcombats.skipped", EN: "skipped", IT: "saltato"},
		Def{ID: "botcombats.replay", EN: "Replay", IT: "Rivedi"},
		Def{ID: "botcombats.close", EN: "Close", IT: "Chiudi"},
		// The scenario's briefing at the start of a game (item 4).
		Def{ID: "briefing.begin", EN: "Take command", IT: "Al comando"},
		Def{ID: "briefing.ways-boat", Args: "boat:text", EN: "{boat}'S FIRST DECISION: THE WAYS AND THEIR RISKS", IT: "LA PRIMA DECISIONE DI {boat}: LE VIE E I LORO RISCHI"},
		Def{ID: "briefing.ways", EN: "THE FIRST DECISION: THE WAYS AND THEIR RISKS", IT: "LA PRIMA DECISIONE: LE VIE E I LORO RISCHI"},
		Def{ID: "briefing.u47-scapa-flow",
			EN: "Two ways to play it. Patrol first: cross the North Sea, hunt in the approaches and keep the raid for later — the safer road, with time to come home. Or raid Scapa Flow straight from port: the check in the anchorage's zone is far harder (+2 on top of the zone's own +2), and any Spotted result also turns U-47 for home (RTB), which ends the raid and, with nothing sunk, the patrol in defeat. Unspotted, every contact is a warship lying at anchor [30.41].",
			IT: "Due modi di giocarla. Prima la pattuglia: attraversa il Mare del Nord, caccia negli approcci e tieni l'incursione per dopo — la strada più sicura, con il tempo di rientrare. Oppure l'incursione a Scapa Flow appena salpati: il controllo nella zona dell'ancoraggio è molto più duro (+2 oltre al +2 della zona stessa), e ogni risultato «avvistato» fa anche rientrare l'U-47 (RTB), il che chiude l'incursione e, senza nulla di affondato, la pattuglia con una sconfitta. Se non è avvistato, ogni contatto è una nave da guerra all'ancora [30.41]."},
		Def{ID: "botcombats.failed", Args: "why:text", EN: "The replay could not start: {why}", IT: "Non è stato possibile rivedere il combattimento: {why}"},
	)
}
