package i18n

import (
	"fmt"
	"strings"

	"periscope/game/engine"
)

// The words of a save check whose replay does not reproduce the saved game
// (save.Mismatch), which the load screen shows (issue 12: they were
// English only).
func init() {
	register(
		Def{ID: "mismatch.stops", Args: "n:int",
			EN: "The replay of this save stops at decision {n} of its record: the record does not lead to the saved game.",
			IT: "La ripetizione di questo salvataggio si ferma alla decisione {n} della sua registrazione: la registrazione non porta alla partita salvata."},
		Def{ID: "mismatch.stops.why", Args: "n:int why:text",
			EN: "The replay of this save stops at decision {n} of its record ({why}): the record does not lead to the saved game.",
			IT: "La ripetizione di questo salvataggio si ferma alla decisione {n} della sua registrazione ({why}): la registrazione non porta alla partita salvata."},
		Def{ID: "mismatch.differs", Args: "fields:text",
			EN: "The replay of this save does not reproduce the saved game (different: {fields}).",
			IT: "La ripetizione di questo salvataggio non riproduce la partita salvata (diverso: {fields})."},
		Def{ID: "europe.legacy-transport", Args: "n:int",
			EN: "at decision {n} the save moved a transport from a sea zone holding both a loaded and an empty one; saves made before Periscope listed loaded and empty transports apart (November 2026) recorded either as 'transport', so this version cannot tell which one moved and cannot replay such a save: play on from its saved position, or start again",
			IT: "alla decisione {n} il salvataggio ha mosso un trasporto da una zona di mare che ne aveva uno carico e uno vuoto; i salvataggi di prima che Periscope li distinguesse (novembre 2026) li registravano entrambi come «trasporto», quindi questa versione non sa quale si sia mosso e non può rigiocare il salvataggio: continua dalla posizione salvata, o ricomincia"},
	)
}

// CompareReason is a system's reason why a replay differs from a save
// (engine Compare's English sentence, or a state field's name) in l: the
// sentences the catalogue knows in l's words, a field's name as it is.
func (l Lang) CompareReason(field string) string {
	var n int
	if _, err := fmt.Sscanf(field, "at decision %d the save moved a transport", &n); err == nil && strings.Contains(field, "loaded and an empty one") {
		return l.T("europe.legacy-transport", engine.Int("n", n))
	}
	return field
}
