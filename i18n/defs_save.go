package i18n

// Why a save is refused, one sentence per refusal code (save.Code's names).
// The English detail of each refusal (the byte where the JSON breaks, the
// version numbers) is save.Error's own message; these are what the player
// reads in a language other than English.
func init() {
	register(
		Def{ID: "save.refused.empty", EN: "The file is empty.", IT: "Il file è vuoto."},
		Def{ID: "save.refused.too-big", EN: "The file is too large to be a Periscope save.", IT: "Il file è troppo grande per essere un salvataggio di Periscope."},
		Def{ID: "save.refused.truncated", EN: "The file is cut short: it was probably not downloaded or copied completely.", IT: "Il file è troncato: probabilmente non è stato scaricato o copiato per intero."},
		Def{ID: "save.refused.not-json", EN: "This file is not a Periscope save: it is not JSON.", IT: "Questo file non è un salvataggio di Periscope: non è JSON."},
		Def{ID: "save.refused.not-a-save", EN: "This file is JSON but not a Periscope save.", IT: "Questo file è JSON ma non è un salvataggio di Periscope."},
		Def{ID: "save.refused.too-new", EN: "This save was written by a newer version of Periscope. Update the game to load it.", IT: "Questo salvataggio viene da una versione più recente di Periscope. Aggiorna il gioco per caricarlo."},
		Def{ID: "save.refused.too-old", EN: "This save comes from an old version of Periscope whose saves cannot be converted. Start the scenario again from the New game screen.", IT: "Questo salvataggio viene da una vecchia versione di Periscope che non si può convertire. Ricomincia lo scenario da Nuova partita."},
		Def{ID: "save.refused.malformed", EN: "The save has fields of the wrong shape. Was it edited by hand?", IT: "Il salvataggio ha campi di forma errata. È stato modificato a mano?"},
		Def{ID: "save.refused.unknown-theatre", EN: "This save is a game in a theatre this version of Periscope does not have.", IT: "Questo salvataggio è una partita in un teatro che questa versione di Periscope non ha."},
		Def{ID: "save.refused.unknown-scenario", EN: "This save is of a scenario this version of Periscope does not have.", IT: "Questo salvataggio è di uno scenario che questa versione di Periscope non ha."},
		Def{ID: "save.refused.unknown-option", EN: "This save uses an optional rule this version of Periscope does not know.", IT: "Questo salvataggio usa una regola opzionale che questa versione di Periscope non conosce."},
		Def{ID: "save.refused.bad-snapshot", EN: "The save's snapshot of the game is damaged.", IT: "L'istantanea della partita nel salvataggio è danneggiata."},
		Def{ID: "save.refused.inconsistent", EN: "The save does not hang together: its record and its game state describe different games.", IT: "Il salvataggio è incoerente: la registrazione e lo stato descrivono partite diverse."},
		Def{ID: "save.refused.impossible", EN: "The save's game state is impossible. Was it edited by hand?", IT: "Lo stato della partita nel salvataggio è impossibile. È stato modificato a mano?"},
		Def{ID: "save.refused.other", EN: "The save cannot be used.", IT: "Il salvataggio non si può usare."},
	)
}
