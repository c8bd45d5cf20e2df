package i18n

import (
	"strings"

	"periscope/game/engine"
)

// Words of the screens that were still English in an Italian game (found
// by looking at the Italian screenshots): the boat card's flags and the
// map markers' tips (render/scenes/campaign_draw.go), the combat board's
// boat panel (render/combat/panel.go), the log's undo question
// (render/hud/log.go) and the saves screen's dialogs and notices
// (render/scenes/saves.go).
func init() {
	register(
		Def{ID: "hud.autosave-failed", Args: "why:text", EN: "Autosave failed: {why}", IT: "Salvataggio automatico non riuscito: {why}"},
		Def{ID: "hud.step-mode", EN: "Step mode: N or Step for the next phase, R to run", IT: "Passo a passo: N o Passo per la fase seguente, R per andare avanti"},
		Def{ID: "hud.more-lines", Args: "n:int", EN: "{n} more log {n|line|lines} to come · Space skips", IT: "{n} {n|riga|righe} del diario ancora da mostrare · Spazio salta"},
		Def{ID: "hud.over", EN: "The scenario is over.", IT: "Lo scenario è finito."},
		// Europe 1941's sequence of play in a narrow top bar [7].
		Def{ID: "europe.phase.purchase.short", EN: "Purchase", IT: "Acquisto"},
		Def{ID: "europe.phase.combat-move.short", EN: "Combat", IT: "Attacco"},
		Def{ID: "europe.phase.combat.short", EN: "Battle", IT: "Battaglia"},
		Def{ID: "europe.phase.non-combat-move.short", EN: "Move", IT: "Movimento"},
		Def{ID: "europe.phase.place.short", EN: "Place", IT: "Piazzamento"},
		Def{ID: "europe.phase.repair.short", EN: "Repair", IT: "Riparazioni"},
		Def{ID: "europe.phase.income.short", EN: "Income", IT: "Reddito"},
		Def{ID: "tag.spotted", EN: "SPOT", IT: "AVV"},
		Def{ID: "tag.ace", Args: "n:int", EN: "ACE+{n}", IT: "ASSO+{n}"},
		Def{ID: "card.ace", Args: "name:text n:int", EN: "ace {name} +{n}", IT: "asso {name} +{n}"},
		Def{ID: "card.damaged", Args: "n:int", EN: "damaged ({n})", IT: "danneggiato ({n})"},
		Def{ID: "card.spotted", EN: "spotted", IT: "avvistato"},
		Def{ID: "card.rtb", EN: "returning to base", IT: "rientro alla base"},
		Def{ID: "card.mines", Args: "n:int", EN: "mines (strength {n})", IT: "mine (forza {n})"},
		Def{ID: "marker.weather", Args: "mb:int", EN: "Low pressure {mb} mb [7.4]", IT: "Bassa pressione {mb} mb [7.4]"},
		Def{ID: "marker.recon", Args: "name:text", EN: "Recon aircraft {name} [7.5]", IT: "Ricognitore {name} [7.5]"},
		Def{ID: "marker.mines", Args: "n:int", EN: "Minefield, strength {n} [26]", IT: "Campo minato, forza {n} [26]"},
		Def{ID: "combat.panel.ace", Args: "name:text n:text", EN: " · {name} (ace {n})", IT: " · {name} (asso {n})"},
		Def{ID: "combat.panel.damaged", Args: "n:int", EN: "damaged ×{n}", IT: "danneggiato ×{n}"},
		Def{ID: "combat.sofar", EN: "THIS COMBAT SO FAR", IT: "FINORA IN QUESTO COMBATTIMENTO"},
		Def{ID: "combat.stamp.sunk", EN: "SUNK", IT: "AFFONDATA"},
		Def{ID: "combat.stamp.gone", EN: "GONE", IT: "USCITA"},
		Def{ID: "combat.panel.green", EN: "green crew", IT: "equipaggio inesperto"},
		Def{ID: "combat.panel.double-tons", EN: "double tonnage: the largest merchant sunk this round counts twice [19.2]",
			IT: "tonnellaggio doppio: il mercantile più grande affondato in questo round conta due volte [19.2]"},
		Def{ID: "combat.panel.wolfpack", EN: "WOLFPACK", IT: "BRANCO"},
		Def{ID: "log.undo-ask", Args: "n:int", EN: "Undo decision {n}?", IT: "Annullare la decisione {n}?"},
		Def{ID: "log.undoing", Args: "n:int done:int total:int", EN: "Undoing decision {n}: replaying the game, {done} of {total} decisions…",
			IT: "Annullamento della decisione {n}: la partita si ripete, {done} decisioni su {total}…"},
		Def{ID: "log.newer-below", EN: "▼ newer entries below (PgDn)", IT: "▼ righe più recenti sotto (PgGiù)"},
		Def{ID: "saves.replace-title", EN: "Replace the save?", IT: "Sostituire il salvataggio?"},
		Def{ID: "saves.replace-text", Args: "name:text date:text saved:text",
			EN: "A save called “{name}” exists ({date}, saved {saved}). Saving replaces it with the game as it is now.",
			IT: "Esiste già un salvataggio «{name}» ({date}, salvato {saved}). Salvando lo si sostituisce con la partita com'è adesso."},
		Def{ID: "saves.replace", EN: "Replace", IT: "Sostituisci"},
		Def{ID: "saves.exported", Args: "name:text size:text where:text", EN: "Exported “{name}” ({size}) to {where}.", IT: "Esportato «{name}» ({size}) in {where}."},
		Def{ID: "saves.imported", Args: "name:text title:text date:text", EN: "Imported “{name}”: {title}, {date}.", IT: "Importato «{name}»: {title}, {date}."},
		Def{ID: "saves.delete-text", Args: "name:text title:text date:text saved:text",
			EN: "“{name}” ({title}, {date}, saved {saved}) will be deleted. This cannot be undone; export it first to keep a copy.",
			IT: "«{name}» ({title}, {date}, salvato {saved}) sarà eliminato. Non si può annullare: per tenerne una copia esportalo prima."},
		Def{ID: "saves.delete-damaged", Args: "why:text",
			EN: "This damaged save will be deleted. This cannot be undone; export it first to keep a copy. ({why})",
			IT: "Questo salvataggio danneggiato sarà eliminato. Non si può annullare: per tenerne una copia esportalo prima. ({why})"},
		Def{ID: "saves.load-title", EN: "Replace the current game?", IT: "Sostituire la partita in corso?"},
		Def{ID: "saves.load-text", Args: "name:text title:text date:text",
			EN: "“{name}” ({title}, {date}) will replace the game you are playing. That game is autosaved: Load game brings it back.",
			IT: "«{name}» ({title}, {date}) sostituirà la partita che stai giocando. Quella partita è salvata automaticamente: Carica partita la riporta."},
		Def{ID: "saves.keep-playing", EN: "Keep playing", IT: "Continua a giocare"},
	)
}

func init() {
	register(
		Def{ID: "met.tf", Args: "n:int", EN: "{n} task {n|force|forces}", IT: "{n} task force"},
		Def{ID: "met.special", Args: "n:int", EN: "{n} special {n|convoy|convoys}", IT: "{n} {n|convoglio speciale|convogli speciali}"},
		Def{ID: "met.large", Args: "n:int", EN: "{n} large {n|convoy|convoys}", IT: "{n} {n|convoglio grande|convogli grandi}"},
		Def{ID: "met.small", Args: "n:int", EN: "{n} small {n|convoy|convoys}", IT: "{n} {n|convoglio piccolo|convogli piccoli}"},
		Def{ID: "met.lone", Args: "n:int", EN: "{n} lone-ship {n|contact|contacts}", IT: "{n} {n|contatto|contatti} con navi isolate"},
		Def{ID: "met.subs", Args: "n:int", EN: "{n} Allied {n|submarine|submarines}", IT: "{n} {n|sommergibile alleato|sommergibili alleati}"},
		Def{ID: "met.none", EN: "no contact", IT: "nessun contatto"},
	)
}

// Met says what a patrol met, largest first, in the UI's language: "2
// large convoys, 1 lone-ship contact", "2 convogli grandi, 1 contatto con
// navi isolate" (the after-action report; campaign.Met's counts).
func Met(tf, special, large, small, lone, subs int) string {
	var parts []string
	for _, k := range []struct {
		id string
		n  int
	}{{"met.tf", tf}, {"met.special", special}, {"met.large", large}, {"met.small", small}, {"met.lone", lone}, {"met.subs", subs}} {
		if k.n > 0 {
			parts = append(parts, T(k.id, engine.Int("n", k.n)))
		}
	}
	if len(parts) == 0 {
		return T("met.none")
	}
	return strings.Join(parts, ", ")
}
