package i18n

// The Pacific campaign (Silent War), the tenth Pacific session: the
// missions' contact filters and more §12 reading switches
// (game/campaign/contact_only_pacific.go, readings_pacific10.go).
func init() {
	register(
		Def{ID: "pac.eff.contact-only", Args: "who:msg area:area kinds:text until:int",
			EN: "{who}: in {area} only {kinds} contacts count until the end of turn {until}; any other is no contact.",
			IT: "{who}: {area|in} contano solo i contatti {kinds} fino alla fine del turno {until}; ogni altro è nessun contatto."},
		Def{ID: "pac.event.replaced", Args: "u:msg",
			EN: "a second combat event this round goes back to its cup; in its place: {u}",
			IT: "un secondo evento di combattimento in questo round torna nella sua tazza; al suo posto: {u}"},
		Def{ID: "pac.event.back-empty",
			EN: "a second combat event this round goes back to its cup; the cup is empty, nothing replaces it",
			IT: "un secondo evento di combattimento in questo round torna nella sua tazza; la tazza è vuota, niente lo sostituisce"},
		Def{ID: "option.contact-filter-no-penalty", EN: "A contact a mission's \"only C2 and TF\" does not count spares the boat the endurance −1 for finding nothing: it met ships, only not the ones it was sent for (default: it is no contact, and the −1 applies).",
			IT: "Un contatto che il \"solo C2 e TF\" di una missione non conta risparmia al sommergibile il −1 all'autonomia per non aver trovato nulla: ha incontrato navi, solo non quelle per cui era stato mandato (predefinito: è nessun contatto, e il −1 si applica)."},
		Def{ID: "option.radar-decline-last", EN: "Radar may decline the last unit left to reveal: it goes face down and nothing is revealed in its place (default: with nothing else to reveal it must stay revealed).",
			IT: "Il radar può rifiutare l'ultima unità rimasta da rivelare: torna coperta e al suo posto non se ne rivela nessuna (predefinito: se non c'è altro da rivelare resta rivelata)."},
		Def{ID: "option.asw-half-round-up", EN: "A half point of ASW in the attack rounds the difference up, by the general rule [2.5] (default: the difference is rounded down, as [14.15C] says).",
			IT: "Mezzo punto di ASW nell'attacco arrotonda la differenza per eccesso, secondo la regola generale [2.5] (predefinito: la differenza si arrotonda per difetto, come dice [14.15C])."},
		Def{ID: "option.red-box-number", EN: "The counterattack adds the number of the row's first red box, not the count of red boxes (default: the count, which fits the rules' example).",
			IT: "Il contrattacco aggiunge il numero del primo box rosso della riga, non il conteggio dei box rossi (predefinito: il conteggio, che torna con l'esempio delle regole)."},
		Def{ID: "option.radar-declined-return", EN: "In a re-attack the units declined by radar in the first round may be revealed again (default: they stay face down for the rest of the combat).",
			IT: "In un riattacco le unità rifiutate col radar nel primo round possono essere rivelate di nuovo (predefinito: restano coperte per il resto del combattimento)."},
		Def{ID: "option.group-roll-bare", EN: "A group wolfpack's search roll takes no modifiers at all (default: no barrier bonus, but the normal DRMs apply).",
			IT: "Il tiro di ricerca di un branco in gruppo non ha alcun modificatore (predefinito: niente bonus di sbarramento, ma i DRM normali si applicano)."},
		Def{ID: "option.iwo-jima-inland-sea", EN: "Period 4 event 9 (Iwo Jima) sends its five boats to the Inland Sea, as the event says (default: to the Bonins, the area its task-force filter names and the islands being invaded).",
			IT: "L'evento 9 del periodo 4 (Iwo Jima) manda i suoi cinque sommergibili nel Mare interno, come dice l'evento (predefinito: nelle Bonin, l'area che il suo filtro sulle task force nomina e le isole invase)."},
		Def{ID: "option.event-replaced", EN: "A second combat event in a round goes back to its cup and a unit from the same cup is revealed in its place (default: no replacement; the reveal still counts).",
			IT: "Un secondo evento di combattimento in un round torna nella sua tazza e al suo posto si rivela un'unità della stessa tazza (predefinito: nessun sostituto; la rivelazione conta comunque)."},
	)
	registerMods(
		Def{ID: "cause.contact-only", EN: "not a contact the mission counts [SW 5.0]", IT: "non è un contatto che la missione conta [SW 5.0]"},
	)
}
