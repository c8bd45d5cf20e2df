package i18n

// The evening's third round (issue 14): a raid the bot ordered that was
// turned back before any board opened, in the summary of its turn.
func init() {
	register(
		Def{ID: "botcombats.raid-back", EN: "Raid turned back before the base: no combat", IT: "Incursione respinta prima della base: nessun combattimento"},
		Def{ID: "botcombats.raid-nothing", EN: "Raid on the base found nothing to attack: no combat", IT: "L'incursione nella base non ha trovato nulla da attaccare: nessun combattimento"},
		Def{ID: "botcombats.why", Args: "text:text rule:text", EN: "{text} [{rule}]", IT: "{text} [{rule}]"},
		Def{ID: "botcombats.no-board", EN: "No board", IT: "Nessuna"},
		// The combat board's labels that were still English only.
		Def{ID: "combat.col.beat", EN: "beat", IT: "supera"},
		Def{ID: "combat.col.open", EN: "always open", IT: "sempre aperta"},
		Def{ID: "combat.dispersal", EN: "dispersal", IT: "dispersione"},
		Def{ID: "combat.alloc.head", Args: "n:int total:int", EN: "{n} of {total} {total|point|points} allotted", IT: "{n} {n|punto assegnato|punti assegnati} su {total}"},
		Def{ID: "combat.alloc.min", Args: "n:int", EN: "(at least {n} on a target)", IT: "(almeno {n} su un bersaglio)"},
		Def{ID: "combat.alloc.more", Args: "n:int", EN: "… {n} more {n|target|targets} on the board", IT: "… ancora {n} {n|bersaglio|bersagli} sul tabellone"},
	)
}
