package i18n

// Storage and file errors that are not a save's own refusal (issue 12):
// a full store, a failed write, a file too big or unreadable, sizes.
func init() {
	register(
		Def{ID: "size.byte", EN: "1 byte", IT: "1 byte"},
		Def{ID: "size.bytes", Args: "n:int", EN: "{n} bytes", IT: "{n} byte"},
		Def{ID: "size.kb", Args: "n:int", EN: "{n} KB", IT: "{n} kB"},
		Def{ID: "size.mb", Args: "n:dec", EN: "{n} MB", IT: "{n} MB"},
		Def{ID: "store.full", Args: "need:text usage:text", EN: "Storage is full: there is no room for this save ({need}). {usage} Your previous save is safe. Delete old autosaves or saves you no longer need, or export this game to a file.", IT: "Lo spazio di archiviazione è pieno: non c'è posto per questo salvataggio ({need}). {usage} Il salvataggio precedente è al sicuro. Elimina i vecchi salvataggi automatici o quelli che non ti servono più, oppure esporta la partita in un file."},
		Def{ID: "store.usage", Args: "bytes:text slots:int autos:int", EN: "Saves use {bytes} ({slots} {slots|named save|named saves}, {autos} {autos|autosave|autosaves}).", IT: "I salvataggi occupano {bytes} ({slots} {slots|salvataggio con nome|salvataggi con nome}, {autos} {autos|salvataggio automatico|salvataggi automatici})."},
		Def{ID: "store.usage-other", Args: "bytes:text slots:int autos:int other:text", EN: "Saves use {bytes} ({slots} {slots|named save|named saves}, {autos} {autos|autosave|autosaves}); other data of this game uses {other}.", IT: "I salvataggi occupano {bytes} ({slots} {slots|salvataggio con nome|salvataggi con nome}, {autos} {autos|salvataggio automatico|salvataggi automatici}); altri dati del gioco occupano {other}."},
		Def{ID: "store.write-failed", Args: "step:msg why:text", EN: "The game could not be saved ({step} failed: {why}). Your previous save is unchanged.", IT: "Non è stato possibile salvare la partita (non è riuscita la fase di {step}: {why}). Il salvataggio precedente non è cambiato."},
		Def{ID: "store.step.write", EN: "write", IT: "scrittura"},
		Def{ID: "store.step.read back", EN: "read back", IT: "rilettura"},
		Def{ID: "store.step.verify", EN: "verify", IT: "verifica"},
		Def{ID: "store.step.index", EN: "index", IT: "indice"},
		Def{ID: "store.step.encode", EN: "encode", IT: "codifica"},
		Def{ID: "store.step.other", EN: "a step", IT: "una fase"},
		Def{ID: "store.quota", EN: "the storage is full", IT: "lo spazio di archiviazione è pieno"},
		Def{ID: "store.verify-differs", Args: "back:text wrote:text", EN: "the store returned {back} that differ from the {wrote} written", IT: "l'archivio ha restituito {back} diversi dai {wrote} scritti"},
		Def{ID: "store.no-saver", EN: "games are not saved in this build", IT: "questa versione non salva le partite"},
		Def{ID: "import.too-big", Args: "name:text size:text max:text", EN: "“{name}” was not imported: it is {size}, and a save is at most {max}. Your saves are unchanged.", IT: "«{name}» non è stato importato: occupa {size}, e un salvataggio occupa al massimo {max}. I tuoi salvataggi non sono cambiati."},
		Def{ID: "import.unreadable", Args: "name:text why:text", EN: "“{name}” could not be read: {why}. Your saves are unchanged.", IT: "Non è stato possibile leggere «{name}»: {why}. I tuoi salvataggi non sono cambiati."},
		Def{ID: "import.full", Args: "name:text need:text usage:text", EN: "“{name}” was not imported: storage is full, and the save ({need}) does not fit. {usage} Delete saves you no longer need, then import it again. Your saves are unchanged.", IT: "«{name}» non è stato importato: lo spazio di archiviazione è pieno e il salvataggio ({need}) non ci sta. {usage} Elimina i salvataggi che non ti servono più, poi importalo di nuovo. I tuoi salvataggi non sono cambiati."},
		Def{ID: "store.no-files", EN: "this build cannot write files", IT: "questa versione non può scrivere file"},
		Def{ID: "hud.not-allowed", Args: "why:text", EN: "Not allowed: {why}", IT: "Non consentito: {why}"},
		Def{ID: "combat.engine-refused", Args: "why:text", EN: "the engine refused: {why}", IT: "il motore di gioco ha rifiutato: {why}"},
		Def{ID: "store.delete-failed", Args: "why:text", EN: "The save could not be deleted: {why}", IT: "Non è stato possibile eliminare il salvataggio: {why}"},
	)
}
