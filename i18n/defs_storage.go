package i18n

// What the title screen and the game menu say when the game's storage does
// not work (storage.Start, issue 15): where the game tried to keep its
// games, why that failed, and what the player can do.
func init() {
	register(
		Def{ID: "storage.notice.nothing-saved", Args: "where:msg reason:text",
			EN: "Nothing will be saved: {where} ({reason}). Games live only until the game is closed; use Load game → Export to keep one as a file.",
			IT: "Non verrà salvato nulla: {where} ({reason}). Le partite durano solo finché il gioco resta aperto; usa Carica partita → Esporta per conservarne una in un file."},
		Def{ID: "storage.notice.write-failed", Args: "where:msg reason:text",
			EN: "Saving may not work: {where} ({reason}). Use Load game → Export to keep a game as a file.",
			IT: "Il salvataggio potrebbe non funzionare: {where} ({reason}). Usa Carica partita → Esporta per conservare una partita in un file."},
		Def{ID: "storage.notice.partitioned",
			EN: "Saves made here are kept for this site only (the game runs inside another site's page). Use Load game → Export and Import to carry a campaign between here and another copy of the game.",
			IT: "I salvataggi fatti qui restano solo per questo sito (il gioco gira dentro la pagina di un altro sito). Usa Carica partita → Esporta e Importa per portare una campagna tra qui e un'altra copia del gioco."},
		Def{ID: "storage.where.browser-blocked", EN: "this browser does not let the game use its storage", IT: "questo browser non permette al gioco di usare la sua memoria"},
		Def{ID: "storage.where.browser-write", EN: "this browser's storage refused a test write", IT: "la memoria di questo browser ha rifiutato una scrittura di prova"},
		Def{ID: "storage.where.folder", EN: "the game cannot use its save folder", IT: "il gioco non può usare la sua cartella dei salvataggi"},
		Def{ID: "storage.where.folder-write", Args: "dir:text", EN: "the save folder {dir} cannot be written", IT: "non si può scrivere nella cartella dei salvataggi {dir}"},
		Def{ID: "storage.where.store-write", EN: "the store refused a test write", IT: "l'archivio ha rifiutato una scrittura di prova"},
		Def{ID: "menu.storage-reminder",
			EN: "Storage is not working (the title screen says why): Load game → Export keeps a game as a file.",
			IT: "La memoria non funziona (la schermata iniziale spiega perché): Carica partita → Esporta conserva una partita in un file."},
	)
}
