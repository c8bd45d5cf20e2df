package i18n

// The Pacific campaign (Silent War), the eleventh Pacific session: the
// last §12 reading switches and the Wounded bear hunt's damaged Shokaku
// (game/campaign/readings_pacific11.go).
func init() {
	register(
		Def{ID: "pac.eff.found-damaged", Args: "who:msg ship:text area:area until:int",
			EN: "{who}: if the {ship} is found in {area} until the end of turn {until}, she carries a Damaged marker in that combat.",
			IT: "{who}: se la {ship} viene trovata {area|in} fino alla fine del turno {until}, porta un segnalino Danneggiata in quel combattimento."},
		Def{ID: "pac.found-damaged", Args: "unit:msg",
			EN: "the {unit} is found here: she carries her Damaged marker into this combat [SW 5.0]",
			IT: "qui si trova la {unit}: porta il suo segnalino Danneggiata in questo combattimento [SW 5.0]"},
		Def{ID: "option.torpedo-tons-yearly", EN: "The torpedo table's tonnage is counted from 1 January of each year (\"in 1942…\"), not from the start of the scenario (default: cumulative for the scenario).",
			IT: "Il tonnellaggio della tabella dei siluri si conta dal 1º gennaio di ogni anno (\"nel 1942…\"), non dall'inizio dello scenario (predefinito: cumulativo per lo scenario)."},
		Def{ID: "option.forced-rtb-next-turn", EN: "A boat forced home (combat, endurance, a transit event, a mission's end) starts home next turn, as in Steel Wolves (default: it moves in this turn's transit phase, as [15.22] and [20.5] say).",
			IT: "Un sommergibile costretto a rientrare (combattimento, autonomia, un evento di transito, la fine di una missione) parte per casa il turno dopo, come in Steel Wolves (predefinito: si muove nella fase di transito di questo turno, come dicono [15.22] e [20.5])."},
		Def{ID: "option.pack-tdc-round-end", EN: "A wolfpack member's TDCs go back to the pool only when the whole pack has attacked this round (default: after its own counterattack).",
			IT: "I TDC di un membro del branco tornano nella riserva solo quando tutto il branco ha attaccato in questo round (predefinito: dopo il suo contrattacco)."},
		Def{ID: "option.smz-transit-entry", EN: "A boat sailing or in transit (phase 15) may go on into a special mission zone with an active mission (default: only in patrol movement, phase 12, as the zone lasts this turn only).",
			IT: "Un sommergibile che salpa o in transito (fase 15) può proseguire in una zona di missione speciale con una missione attiva (predefinito: solo nel movimento di pattuglia, fase 12, perché la zona dura solo questo turno)."},
		Def{ID: "option.bv-two-counters", EN: "The battleship-carriers Ise and Hyuga are two BV counters, as [14.8]'s \"BVs\" reads (default: one dated BV counter, October 1943, as [3.12] lists it).",
			IT: "Le navi da battaglia portaerei Ise e Hyuga sono due segnalini BV, come si legge nei \"BV\" di [14.8] (predefinito: un solo segnalino BV datato, ottobre 1943, come lo elenca [3.12])."},
		Def{ID: "option.spotted-before-victory", EN: "At the end of the turn the Spotted markers are rolled for before victory is checked, as the rules' note on the [4.0] summary has it (default: victory [16.1], then Spotted [16.2]).",
			IT: "A fine turno si tira per i segnalini Avvistato prima di verificare la vittoria, come nella nota delle regole sul riepilogo [4.0] (predefinito: prima la vittoria [16.1], poi Avvistato [16.2])."},
		Def{ID: "option.shokaku-damage-stays", EN: "The Wounded bear hunt's Damaged marker on the Shokaku outlasts the combat: a damaged Shokaku leaves the War Mix until the next war period [18.5] (default: the marker applies in that combat only).",
			IT: "Il segnalino Danneggiata della Caccia all'orso ferito sulla Shokaku dura oltre il combattimento: una Shokaku danneggiata esce dal War Mix fino al periodo di guerra successivo [18.5] (predefinito: il segnalino vale solo in quel combattimento)."},
		Def{ID: "option.month-roll-at-month-end", EN: "The war-period roll of a month listed on the transition table is made at the end of the month before, in its last week's War Progress phase (default: in week 1 of the month, after [16.5] has advanced the date).",
			IT: "Il tiro del periodo di guerra di un mese elencato nella tabella di transizione si fa alla fine del mese precedente, nella fase Progresso della guerra della sua ultima settimana (predefinito: nella settimana 1 del mese, dopo che [16.5] ha fatto avanzare la data)."},
		Def{ID: "pac.events.needs", Args: "ev:msg need:msg",
			EN: "{ev} needs {need} first", IT: "{ev} richiede prima {need}"},
		Def{ID: "pac.base-fall.home", Args: "boat:unit base:base",
			EN: "{boat}, damaged, returns to {base}.", IT: "{boat}, danneggiato, rientra {base|a}."},
	)
	registerMods(
		Def{ID: "cause.base-fallen", EN: "its base has fallen [SW 5.0]", IT: "la sua base è caduta [SW 5.0]"},
	)
}
