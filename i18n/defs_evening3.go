package i18n

// The evening's third round (issue 14): a raid the bot ordered that was
// turned back before any board opened, in the summary of its turn.
func init() {
	register(
		Def{ID: "botcombats.raid-back", EN: "Raid turned back before the base: no combat", IT: "Incursione respinta prima della base: nessun combattimento"},
		Def{ID: "botcombats.raid-nothing", EN: "Raid on the base found nothing to attack: no combat", IT: "L'incursione nella base non ha trovato nulla da attaccare: nessun combattimento"},
		Def{ID: "botcombats.why", Args: "text:text rule:text", EN: "{text} [{rule}]", IT: "{text} [{rule}]"},
		Def{ID: "botcombats.no-board", EN: "No board", IT: "Nessuna"},
	)
}
