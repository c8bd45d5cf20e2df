package i18n

// The interface's own words: the title, settings, new game, game menu and
// saves screens, the tempo row and the prompt panel's buttons.
func init() {
	register(
		// Title.
		Def{ID: "title.subtitle", EN: "SUBMARINE WAR AT SEA  ·  1939 – 1945", IT: "LA GUERRA SOTTOMARINA  ·  1939 – 1945"},
		Def{ID: "title.new-game", EN: "New game", IT: "Nuova partita"},
		Def{ID: "title.continue", EN: "Continue", IT: "Continua"},
		Def{ID: "title.load-game", EN: "Load game", IT: "Carica partita"},
		Def{ID: "title.settings", EN: "Settings", IT: "Impostazioni"},
		Def{ID: "title.hint", EN: "Tab or arrow keys to choose  ·  Enter to select", IT: "Tab o frecce per scegliere  ·  Invio per confermare"},
		Def{ID: "title.no-saver", EN: "games are not saved in this build", IT: "questa versione non salva le partite"},
		Def{ID: "title.no-save", EN: "there is no saved game", IT: "non c'è nessuna partita salvata"},
		Def{ID: "title.resume-failed", Args: "why:text", EN: "the saved game could not be resumed: {why}", IT: "non è stato possibile riprendere la partita salvata: {why}"},

		// A list longer than its box (saves, the new game's switches).
		Def{ID: "ui.scroll-range", Args: "from:int to:int of:int", EN: "{from}–{to} of {of}  ·  scroll for more", IT: "{from}–{to} di {of}  ·  scorri per le altre"},
		Def{ID: "saves.date-unknown", EN: "date unknown", IT: "data sconosciuta"},

		// Settings.
		Def{ID: "settings.heading", EN: "SETTINGS", IT: "IMPOSTAZIONI"},
		Def{ID: "settings.language", EN: "Language", IT: "Lingua"},
		Def{ID: "settings.scale", EN: "Interface scale", IT: "Dimensione dell'interfaccia"},
		Def{ID: "settings.smaller", EN: "Smaller", IT: "Più piccola"},
		Def{ID: "settings.larger", EN: "Larger", IT: "Più grande"},
		Def{ID: "settings.speed", EN: "Animation speed (the log, the dice)", IT: "Velocità delle animazioni (registro, dadi)"},
		Def{ID: "settings.slower", EN: "Slower", IT: "Più lente"},
		Def{ID: "settings.faster", EN: "Faster", IT: "Più veloci"},
		Def{ID: "settings.no-sound", EN: "Sound: the game has no sounds yet.", IT: "Suono: il gioco non ha ancora suoni."},
		Def{ID: "settings.skip-hint", EN: "Every animation can be skipped with Space.", IT: "Ogni animazione si salta con la barra spaziatrice."},
		Def{ID: "settings.sound-on", EN: "Sound: on", IT: "Suono: sì"},
		Def{ID: "settings.sound-off", EN: "Sound: off", IT: "Suono: no"},
		Def{ID: "settings.speed-instant", EN: "Instant (no animation)", IT: "Immediata (nessuna animazione)"},
		Def{ID: "settings.speed-slow", Args: "x:text", EN: "Slow (×{x})", IT: "Lenta (×{x})"},
		Def{ID: "settings.speed-normal", EN: "Normal", IT: "Normale"},
		Def{ID: "settings.speed-fast", Args: "x:text", EN: "Fast (×{x})", IT: "Veloce (×{x})"},
		Def{ID: "settings.save-failed", Args: "why:text", EN: "Could not save: {why}", IT: "Salvataggio non riuscito: {why}"},

		// The title's sea chart.
		Def{ID: "chart.ocean", EN: "NORTH  ATLANTIC  OCEAN", IT: "OCEANO  ATLANTICO  SETTENTRIONALE"},
		Def{ID: "chart.east", EN: "E", IT: "E"},
		Def{ID: "chart.west", EN: "W", IT: "O"},

		// Shared buttons.
		Def{ID: "ui.back", EN: "Back", IT: "Indietro"},
		Def{ID: "ui.cancel", EN: "Cancel", IT: "Annulla"},
		Def{ID: "ui.ok", EN: "OK", IT: "OK"},

		// New game.
		Def{ID: "newgame.heading", EN: "NEW GAME", IT: "NUOVA PARTITA"},
		Def{ID: "newgame.tab.tactical", EN: "Tactical", IT: "Tattico"},
		Def{ID: "newgame.tab.europe", EN: "Europe 1941", IT: "Europa 1941"},
		Def{ID: "newgame.tab.naval", EN: "War at sea", IT: "Guerra navale"},
		Def{ID: "newgame.new-seed", EN: "New seed", IT: "Nuovo seme"},
		Def{ID: "newgame.start", EN: "Start", IT: "Inizia"},
		Def{ID: "newgame.seed", EN: "Seed", IT: "Seme"},
		Def{ID: "newgame.seed-hint", EN: "same seed, same dice", IT: "stesso seme, stessi dadi"},
		Def{ID: "newgame.options", EN: "OPTIONAL RULES AND READINGS", IT: "REGOLE OPZIONALI E INTERPRETAZIONI"},
		Def{ID: "newgame.boats", Args: "n:int", EN: "{n} {n|boat|boats}", IT: "{n} {n|sommergibile|sommergibili}"},
		Def{ID: "newgame.dates", Args: "kind:msg from:text fromWeek:int to:text toWeek:int period:int boats:msg",
			EN: "{kind} · {from} wk {fromWeek} – {to} wk {toWeek} · war period {period} · {boats}",
			IT: "{kind} · {from} s. {fromWeek} – {to} s. {toWeek} · periodo {period} · {boats}"},
		Def{ID: "newgame.goal", Args: "goal:msg", EN: "Goal: {goal}", IT: "Obiettivo: {goal}"},
		Def{ID: "newgame.goal-long", Args: "goal:msg", EN: "Goal — {goal}", IT: "Obiettivo — {goal}"},
		Def{ID: "newgame.load-failed", Args: "why:text", EN: "The game data could not be loaded: {why}", IT: "Non è stato possibile caricare i dati del gioco: {why}"},
		Def{ID: "newgame.start-failed", Args: "why:text", EN: "Could not start: {why}", IT: "Impossibile iniziare: {why}"},
		Def{ID: "scenario.kind.patrol", EN: "Single patrol", IT: "Pattuglia singola"},
		Def{ID: "scenario.kind.operational", EN: "Operational", IT: "Operativo"},
		Def{ID: "scenario.kind.campaign", EN: "Campaign", IT: "Campagna"},

		// Game menu.
		Def{ID: "menu.heading", EN: "GAME", IT: "PARTITA"},
		Def{ID: "menu.resume", EN: "Back to the game", IT: "Torna alla partita"},
		Def{ID: "menu.save-game", EN: "Save game", IT: "Salva partita"},
		Def{ID: "menu.load-game", EN: "Load game", IT: "Carica partita"},
		Def{ID: "menu.bases", EN: "Base displays", IT: "Tabelloni delle basi"},
		Def{ID: "menu.report", EN: "After-action report", IT: "Rapporto operativo"},
		Def{ID: "menu.rules", EN: "Rules reference", IT: "Consultazione regole"},
		Def{ID: "menu.settings", EN: "Settings", IT: "Impostazioni"},
		Def{ID: "menu.quit", EN: "Quit to title", IT: "Esci al titolo"},

		// Saves.
		Def{ID: "saves.heading-load", EN: "LOAD GAME", IT: "CARICA PARTITA"},
		Def{ID: "saves.heading-save", EN: "SAVE GAME", IT: "SALVA PARTITA"},
		Def{ID: "saves.load", EN: "Load", IT: "Carica"},
		Def{ID: "saves.export", EN: "Export", IT: "Esporta"},
		Def{ID: "saves.import", EN: "Import…", IT: "Importa…"},
		Def{ID: "saves.delete", EN: "Delete", IT: "Elimina"},
		Def{ID: "saves.save", EN: "Save", IT: "Salva"},
		Def{ID: "saves.name", EN: "Name of the save", IT: "Nome del salvataggio"},
		Def{ID: "saves.none", EN: "No saved games yet.", IT: "Ancora nessuna partita salvata."},
		Def{ID: "saves.none-hint", EN: "Games are saved after every decision; import a save file with “Import…”.", IT: "Le partite si salvano dopo ogni decisione; per importare un file usa «Importa…»."},
		Def{ID: "saves.drop-hint", EN: "Drop a save file anywhere on this screen to import it.", IT: "Trascina qui un file di salvataggio per importarlo."},
		Def{ID: "saves.drop-now", EN: "Drop the save file to import it", IT: "Rilascia il file per importarlo"},
		Def{ID: "saves.list-failed", Args: "why:text", EN: "The saves cannot be listed: {why}", IT: "Impossibile elencare i salvataggi: {why}"},
		Def{ID: "saves.saved", Args: "name:text", EN: "Saved “{name}”.", IT: "Salvato «{name}»."},
		Def{ID: "saves.deleted", Args: "name:text", EN: "Deleted “{name}”.", IT: "Eliminato «{name}»."},
		Def{ID: "saves.export-failed", Args: "why:text", EN: "Export failed: {why}", IT: "Esportazione non riuscita: {why}"},
		Def{ID: "saves.no-files", EN: "This build cannot read files.", IT: "Questa versione non può leggere file."},
		Def{ID: "saves.choose-file", EN: "Choose a save file (.json) to import, or drop one on this screen.", IT: "Scegli un file di salvataggio (.json) da importare, o trascinalo su questa schermata."},
		Def{ID: "saves.checking", Args: "n:int", EN: "Checking the save: replaying its {n} {n|decision|decisions}…", IT: "Verifica del salvataggio: si rigioca {n|la sua|le sue} {n} {n|decisione|decisioni}…"},
		Def{ID: "saves.cannot-load", Args: "name:text why:text", EN: "“{name}” cannot be loaded. {why}", IT: "Impossibile caricare «{name}». {why}"},
		Def{ID: "saves.not-imported", Args: "name:text why:text", EN: "“{name}” was not imported. {why} Your saves are unchanged.", IT: "«{name}» non è stato importato. {why} I tuoi salvataggi non sono cambiati."},
		Def{ID: "saves.autosave", EN: "Autosave", IT: "Salvataggio automatico"},
		Def{ID: "saves.damaged", EN: "Damaged save", IT: "Salvataggio danneggiato"},
		Def{ID: "saves.unnamed", EN: "Saved game", IT: "Partita salvata"},
		Def{ID: "saves.recovered", EN: "recovered after an interrupted save", IT: "recuperato dopo un salvataggio interrotto"},
		Def{ID: "saves.row-size", Args: "n:int bytes:text", EN: "decision {n}  ·  {bytes}", IT: "decisione {n}  ·  {bytes}"},
		Def{ID: "saves.confirm-delete", EN: "Delete this save?", IT: "Eliminare questo salvataggio?"},
		Def{ID: "saves.keep", EN: "Keep it", IT: "Tienilo"},

		// A save that failed, a replay that does not match, a typed import.
		Def{ID: "problem.heading", EN: "The game could not be saved", IT: "Non è stato possibile salvare la partita"},
		Def{ID: "problem.full", EN: "Storage is full", IT: "Memoria piena"},
		Def{ID: "problem.not-saved", EN: "Your game could not be saved.", IT: "Non è stato possibile salvare la tua partita."},
		Def{ID: "problem.autosave-failed", EN: "The autosave after your last decision did not work.", IT: "Il salvataggio automatico dopo la tua ultima decisione non è riuscito."},
		Def{ID: "problem.free-space", EN: "Delete old autosaves", IT: "Elimina i vecchi salvataggi automatici"},
		Def{ID: "problem.export", EN: "Export this game", IT: "Esporta questa partita"},
		Def{ID: "problem.play-on", EN: "Play on", IT: "Continua a giocare"},
		Def{ID: "problem.kept", EN: "You can play on: the game is kept in memory, and the next decision tries to save again.", IT: "Puoi continuare: la partita resta in memoria e la prossima decisione riprova a salvarla."},
		Def{ID: "problem.freed", Args: "n:int bytes:text", EN: "Deleted {n} old {n|autosave|autosaves} ({bytes}).", IT: "{n|Eliminato|Eliminati} {n} {n|vecchio salvataggio automatico|vecchi salvataggi automatici} ({bytes})."},
		Def{ID: "problem.not-enough", EN: "That was not enough: the game still does not fit.", IT: "Non è bastato: la partita non ci sta ancora."},
		Def{ID: "problem.space-freed", EN: "Space freed", IT: "Spazio liberato"},
		Def{ID: "problem.saved-again", EN: "The game is saved again.", IT: "La partita è di nuovo salvata."},
		Def{ID: "problem.exported", EN: "Exported", IT: "Esportata"},
		Def{ID: "problem.exported-to", Args: "where:text", EN: "The game was exported to {where}. Import it from the Load game screen.", IT: "La partita è stata esportata in {where}. Importala dalla schermata Carica partita."},
		Def{ID: "problem.no-files", EN: "this build cannot write files", IT: "questa versione non può scrivere file"},
		Def{ID: "problem.export-failed", EN: "Export failed", IT: "Esportazione non riuscita"},
		Def{ID: "problem.not-exported", Args: "why:text", EN: "The game could not be exported: {why}", IT: "Non è stato possibile esportare la partita: {why}"},
		Def{ID: "mismatch.heading", EN: "The replay does not match", IT: "La ripetizione non corrisponde"},
		Def{ID: "mismatch.why", EN: "This happens when a save was edited, or when the rules changed since it was written.", IT: "Succede quando un salvataggio è stato modificato, o quando le regole sono cambiate da quando è stato scritto."},
		Def{ID: "mismatch.which", Args: "at:int total:int", EN: "The saved game is the state stored in the save, exactly as it was. The replayed game is what the rules make of its recorded decisions (up to decision {at} of {total}).", IT: "La partita salvata è lo stato conservato nel salvataggio, esattamente com'era. La partita rigiocata è ciò che le regole ricavano dalle decisioni registrate (fino alla decisione {at} di {total})."},
		Def{ID: "mismatch.play-replayed", EN: "Play the replayed game", IT: "Gioca la partita rigiocata"},
		Def{ID: "mismatch.play-saved", EN: "Play the saved game", IT: "Gioca la partita salvata"},
		Def{ID: "mismatch.back", EN: "Back to the saves", IT: "Torna ai salvataggi"},
		Def{ID: "mismatch.switch", EN: "Switch to the replayed game", IT: "Passa alla partita rigiocata"},
		Def{ID: "mismatch.keep", EN: "Keep playing the saved game", IT: "Continua la partita salvata"},
		Def{ID: "import.heading", EN: "IMPORT A SAVE", IT: "IMPORTA UN SALVATAGGIO"},
		Def{ID: "import.hint", EN: "Type the path of a save file, or drop the file on the window.", IT: "Scrivi il percorso di un file di salvataggio, o trascina il file sulla finestra."},
		Def{ID: "import.path", EN: "Path of the save file", IT: "Percorso del file di salvataggio"},
		Def{ID: "import.ok", EN: "Import", IT: "Importa"},

		// Tempo row and prompt panel.
		Def{ID: "tempo.step", EN: "Step", IT: "Passo"},
		Def{ID: "tempo.step-on", EN: "Step ►", IT: "Passo ►"},
		Def{ID: "tempo.run", EN: "Run", IT: "Vai"},
		Def{ID: "tempo.run-on", EN: "Run ►►", IT: "Vai ►►"},
		Def{ID: "tempo.undo", EN: "Undo", IT: "Annulla"},
		Def{ID: "tempo.redo", EN: "Redo", IT: "Rifai"},
		Def{ID: "tempo.bot", EN: "Bot turn", IT: "Turno bot"},
		Def{ID: "tempo.bot-stop", EN: "Bot: stop", IT: "Ferma bot"},
		Def{ID: "prompt.show-all", EN: "Show all", IT: "Mostra tutto"},
		Def{ID: "prompt.advice", EN: "Bot's advice", IT: "Consiglio del bot"},
		Def{ID: "prompt.fire", EN: "Fire", IT: "Fuoco"},
		Def{ID: "prompt.clear", EN: "Clear", IT: "Azzera"},
		Def{ID: "prompt.decision", EN: "Decision", IT: "Decisione"},
		Def{ID: "prompt.bot-would", Args: "choice:text", EN: "The doctrine bot would choose: {choice} (focused; Enter to take it).", IT: "Il bot dottrinale sceglierebbe: {choice} (evidenziata; Invio per accettarla)."},
		Def{ID: "prompt.allotted", Args: "detail:text n:int total:int", EN: "{detail}. {n} of {total} points allotted", IT: "{detail}. {n} punti assegnati su {total}"},

		// The top bar: tracks, date, the sequence of play (the seeds' phase names).
		Def{ID: "bar.ships", EN: "SHIPS", IT: "NAVI"},
		Def{ID: "bar.tonnage", EN: "TONNAGE", IT: "TONNELLAGGIO"},
		Def{ID: "bar.lost", EN: "BOATS LOST", IT: "PERSI"},
		Def{ID: "bar.vp", EN: "VP", IT: "PV"},
		Def{ID: "bar.torpedo", EN: "TORPEDO", IT: "SILURI"},
		Def{ID: "bar.date", Args: "month:text week:int", EN: "{month} · week {week}", IT: "{month} · settimana {week}"},
		Def{ID: "bar.turn", Args: "turn:int period:int scenario:text", EN: "Turn {turn} · War period {period} · {scenario}", IT: "Turno {turn} · Periodo di guerra {period} · {scenario}"},
		Def{ID: "phase.war-events", EN: "War events", IT: "Eventi di guerra"},
		Def{ID: "phase.war-events.short", EN: "Events", IT: "Eventi"},
		Def{ID: "phase.torpedo", EN: "Torpedoes", IT: "Siluri"},
		Def{ID: "phase.torpedo.short", EN: "Torp.", IT: "Sil."},
		Def{ID: "phase.intel", EN: "Intelligence", IT: "Informazioni"},
		Def{ID: "phase.intel.short", EN: "Intel", IT: "Info"},
		Def{ID: "phase.reinforce", EN: "Reinforcements", IT: "Rinforzi"},
		Def{ID: "phase.reinforce.short", EN: "Reinf.", IT: "Rinf."},
		Def{ID: "phase.readiness", EN: "Readiness", IT: "Prontezza"},
		Def{ID: "phase.readiness.short", EN: "Ready", IT: "Pront."},
		Def{ID: "phase.repair", EN: "Repair", IT: "Riparazioni"},
		Def{ID: "phase.repair.short", EN: "Repair", IT: "Rip."},
		Def{ID: "phase.prepare", EN: "Prepare", IT: "Preparazione"},
		Def{ID: "phase.prepare.short", EN: "Prep.", IT: "Prep."},
		Def{ID: "phase.operations", EN: "Operations", IT: "Operazioni"},
		Def{ID: "phase.operations.short", EN: "Ops", IT: "Op."},
		Def{ID: "phase.transit", EN: "Transit", IT: "Transito"},
		Def{ID: "phase.transit.short", EN: "Transit", IT: "Trans."},
		Def{ID: "phase.end-turn", EN: "End of turn", IT: "Fine turno"},
		Def{ID: "phase.end-turn.short", EN: "End", IT: "Fine"},
		Def{ID: "phase.war-progress", EN: "War progress", IT: "Progresso della guerra"},
		Def{ID: "phase.war-progress.short", EN: "Progress", IT: "Progr."},

		// The campaign map.
		Def{ID: "map.menu", EN: "Menu", IT: "Menu"},
		Def{ID: "map.bases", EN: "Bases", IT: "Basi"},
		Def{ID: "map.report", EN: "Report", IT: "Rapporto"},
		Def{ID: "map.fit", EN: "Fit", IT: "Tutto"},
		Def{ID: "map.bot-boat", EN: "Bot plays this boat", IT: "Lo gioca il bot"},
		Def{ID: "map.take-back", EN: "Take the boat back", IT: "Riprendilo"},
		Def{ID: "map.stay", EN: "stay", IT: "resta"},
		Def{ID: "map.ways", Args: "n:int", EN: "{n} {n|way|ways}", IT: "{n} {n|via|vie}"},
		Def{ID: "map.ways-to", Args: "n:int place:text", EN: "{n} {n|way|ways} to {place}:", IT: "{n} {n|via|vie} per {place}:"},
		Def{ID: "map.click-choose", EN: "click to choose", IT: "clicca per scegliere"},
		Def{ID: "map.click-pick", EN: "click, then pick one in the panel", IT: "clicca, poi scegli nel pannello"},
		Def{ID: "prompt.keys", EN: "↑↓ choose · Enter answers", IT: "↑↓ scegli · Invio risponde"},

		// Report and map lines that count things (the grammar of "1 ships").
		Def{ID: "report.header", Args: "scenario:scenario date:text n:int", EN: "{scenario} · {date} · {n} {n|decision|decisions}", IT: "{scenario} · {date} · {n} {n|decisione|decisioni}"},
		Def{ID: "report.totals", Args: "ships:int kt:kt lost:int vp:int",
			EN: "Totals: {ships} {ships|ship|ships}, {kt} sunk; {lost} {lost|boat|boats} lost; {vp} VP.",
			IT: "Totale: {ships} {ships|nave affondata|navi affondate}, {kt}; {lost} {lost|sommergibile perso|sommergibili persi}; {vp} PV."},
		Def{ID: "map.this-patrol", Args: "contacts:int ships:int kt:kt",
			EN: "This patrol: {contacts} {contacts|contact|contacts}, {ships} {ships|ship|ships}, {kt}",
			IT: "Questa pattuglia: {contacts} {contacts|contatto|contatti}, {ships} {ships|nave|navi}, {kt}"},
		Def{ID: "play.summary-sunk", Args: "ships:int kt:kt", EN: "{ships} {ships|ship|ships}, {kt} sunk", IT: "{ships} {ships|nave affondata|navi affondate}, {kt}"},
	)
}

// The dice tray.
func init() {
	register(
		Def{ID: "dice.rolling", EN: "rolling…", IT: "si tira…"},
		Def{ID: "dice.empty", EN: "Dice rolls appear here, with every modifier and the rule behind it.", IT: "Qui compaiono i tiri di dado, con ogni modificatore e la regola che lo prevede."},
		Def{ID: "dice.needs", Args: "t:text", EN: "needs {t}", IT: "serve {t}"},
	)
}

// The game log's heading.
func init() {
	register(
		Def{ID: "log.heading", EN: "GAME LOG", IT: "DIARIO DI GIOCO"},
		Def{ID: "log.hint", EN: "every line links to its rule", IT: "ogni riga rimanda alla sua regola"},
	)
}

// A boat's whereabouts on its card, the base boxes, the prompt's scroll hint.
func init() {
	register(
		Def{ID: "prompt.more", EN: "more", IT: "altro"},
		Def{ID: "where.patrol-side", EN: "patrol side", IT: "lato pattuglia"},
		Def{ID: "where.transit-side", EN: "transit side", IT: "lato transito"},
		Def{ID: "where.operating", EN: "Operating", IT: "Operativo"},
		Def{ID: "where.done", EN: "Done", IT: "Concluso"},
		Def{ID: "where.at-sea", Args: "place:text sec:text side:text", EN: "At sea: {place}, {sec}, {side}", IT: "In mare: {place}, {sec}, {side}"},
		Def{ID: "where.in-base", Args: "place:text box:text", EN: "In {place}: {box}", IT: "{place}: {box}"},
		Def{ID: "where.lost", EN: "Lost", IT: "Perso"},
		Def{ID: "box.hold", EN: "Hold", IT: "Attesa"},
		Def{ID: "box.r3", EN: "Repair 3", IT: "Riparazione 3"},
		Def{ID: "box.r2", EN: "Repair 2", IT: "Riparazione 2"},
		Def{ID: "box.r1", EN: "Repair 1", IT: "Riparazione 1"},
		Def{ID: "box.workup", EN: "Work-up", IT: "Approntamento"},
		Def{ID: "box.inport", EN: "In port", IT: "In porto"},
		Def{ID: "box.pier", EN: "Pier", IT: "Banchina"},
		Def{ID: "box.ready", EN: "Ready for sea", IT: "Pronto per il mare"},
	)
}

// The after-action report.
func init() {
	register(
		Def{ID: "report.turn", Args: "n:int", EN: "turn {n}", IT: "turno {n}"},
		Def{ID: "report.week", Args: "month:text n:int", EN: "{month} wk {n}", IT: "{month} sett. {n}"},
		Def{ID: "report.title", EN: "AFTER-ACTION REPORT", IT: "RAPPORTO DOPO L'AZIONE"},
		Def{ID: "report.scenario", EN: "The scenario", IT: "Lo scenario"},
		Def{ID: "report.result", Args: "level:text", EN: "Result: {level}", IT: "Risultato: {level}"},
		Def{ID: "report.score", Args: "n:int why:text", EN: "Score {n} — {why}.", IT: "Punteggio {n} — {why}."},
		Def{ID: "report.ongoing", EN: "The scenario is still being played: the result comes at its end.", IT: "Lo scenario è ancora in corso: il risultato arriva alla fine."},
		Def{ID: "report.levels", Args: "list:text", EN: "Levels: {list}", IT: "Livelli: {list}"},
		Def{ID: "report.patrols", Args: "n:int", EN: "Patrols ({n} finished)", IT: "Pattuglie ({n} {n|conclusa|concluse})"},
		Def{ID: "report.no-patrol", EN: "No patrol has ended yet.", IT: "Nessuna pattuglia è ancora finita."},
		Def{ID: "report.outcome.returned", EN: "returned", IT: "rientrato"},
		Def{ID: "report.outcome.damaged", EN: "damaged", IT: "danneggiato"},
		Def{ID: "report.outcome.sunk", EN: "sunk", IT: "affondato"},
		Def{ID: "report.no-area", EN: "no area patrolled", IT: "nessuna area pattugliata"},
		Def{ID: "report.through", Args: "list:text", EN: "through {list}", IT: "attraverso {list}"},
		Def{ID: "report.met", Args: "what:text", EN: "met {what}", IT: "incontri: {what}"},
		Def{ID: "report.patrol", Args: "n:int kt:kt", EN: "{n} {n|ship|ships}, {kt} sunk", IT: "{n} {n|nave|navi}, {kt} affondate"},
		Def{ID: "report.sunk", Args: "list:text", EN: "Sunk: {list}", IT: "Affondate: {list}"},
		Def{ID: "report.sunk-ship", Args: "name:text type:text kt:kt", EN: "{name} ({type}, {kt})", IT: "{name} ({type}, {kt})"},
		Def{ID: "report.at-sea.boat", Args: "boat:text n:int kt:kt", EN: "{boat} ({n} {n|ship|ships}, {kt} so far)", IT: "{boat} ({n} {n|nave|navi}, {kt} finora)"},
		Def{ID: "report.at-sea", EN: "At sea now", IT: "Ora in mare"},
		Def{ID: "report.chronicle", EN: "Chronicle, month by month", IT: "Cronaca, mese per mese"},
		Def{ID: "report.no-month", EN: "No month has been completed yet.", IT: "Nessun mese è ancora concluso."},
		Def{ID: "report.month", Args: "kt:kt ships:int lost:int vp:int weeks:int",
			EN: "{kt} · {ships} {ships|ship|ships} · {lost} lost · {vp} VP · {weeks} {weeks|boat-week|boat-weeks}",
			IT: "{kt} · {ships} {ships|nave|navi} · {lost} {lost|perso|persi} · {vp} PV · {weeks} sett. in mare"},
		Def{ID: "report.back", EN: "Back to the map", IT: "Torna alla mappa"},
		Def{ID: "report.to-title", EN: "Title", IT: "Titolo"},
		Def{ID: "report.history", EN: "History", IT: "Storia"},
		Def{ID: "level.Decisive", EN: "Decisive", IT: "Decisiva"},
		Def{ID: "level.Substantial", EN: "Substantial", IT: "Sostanziale"},
		Def{ID: "level.Marginal", EN: "Marginal", IT: "Marginale"},
		Def{ID: "level.Triumph", EN: "Triumph", IT: "Trionfo"},
		Def{ID: "level.Success", EN: "Success", IT: "Successo"},
		Def{ID: "level.Defeat", EN: "Defeat", IT: "Sconfitta"},
		Def{ID: "level.Strategic victory", EN: "Strategic victory", IT: "Vittoria strategica"},
		Def{ID: "level.unscored", EN: "unscored", IT: "senza punteggio"},
	)
}

// Level names a victory level in the UI's language (the data's English
// name when the catalogue has none).
func Level(name string) string {
	if Has("level." + name) {
		return T("level." + name)
	}
	return name
}

// The rules reference's own words (the reference's text is
// assets/rules/steel-wolves.json and its Italian steel-wolves.it.json).
func init() {
	register(
		Def{ID: "rules.search", EN: "Type a rule number or words to search…", IT: "Scrivi un numero di regola o delle parole da cercare…"},
		Def{ID: "rules.title", EN: "RULES REFERENCE · STEEL WOLVES", IT: "RIFERIMENTO DELLE REGOLE · STEEL WOLVES"},
		Def{ID: "rules.error", Args: "why:text", EN: "The rules could not be read: {why}", IT: "Non è stato possibile leggere le regole: {why}"},
		Def{ID: "rules.none", EN: "No rule matches.", IT: "Nessuna regola corrisponde."},
		Def{ID: "rules.count", Args: "n:int", EN: "{n} {n|rule|rules}", IT: "{n} {n|regola|regole}"},
	)
}
