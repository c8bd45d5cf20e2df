package i18n

// The naval game (game/naval), issue 20's fourteenth pass: the ways home
// out of a battle and a flight (22.64–65, 23.462).
func init() {
	register(
		Def{ID: "kind.home-base", EN: "Which base?", IT: "Quale base?"},
		Def{ID: "naval.q.homebase", Args: "force:msg from:msg", EN: "{force} {force|leaves|leave} the battle at {from}: to which base?",
			IT: "{force|Art} {force|lascia|lasciano} la battaglia {from|a}: verso quale base?"},
		Def{ID: "naval.opt.homeport", Args: "area:text n:int", EN: "Home to {area} ({n} {n|hex|hexes})", IT: "Rientro {area|a} ({n} {n|esagono|esagoni})"},
		Def{ID: "naval.opt.homebase", Args: "area:text n:int", EN: "To {area} instead ({n} {n|hex|hexes}; it bases there)", IT: "Invece {area|a} ({n} {n|esagono|esagoni}; vi si trasferisce)"},
	)
}

// The readings without a switch, listed on the new-game page under the
// switches (game/naval/notes.go).
func init() {
	register(
		Def{ID: "naval.note.slow-ships", EN: "Slow ships: a force holding any rolls one die fewer when it intercepts or counter-intercepts (no other reading changes a roll)",
			IT: "Navi lente: una forza che ne contiene tira un dado in meno quando intercetta o contro-intercetta (nessun'altra lettura cambia un tiro)"},
		Def{ID: "naval.note.seventh-group", EN: "Reinforcements at six combat groups: never more than six; a seventh waits for a slot, as the text's reading plays here",
			IT: "Rinforzi a sei gruppi di combattimento: mai più di sei; un settimo attende un posto libero, come qui gioca la lettura del testo"},
		Def{ID: "naval.note.withdraw-subs", EN: "The withdrawal's submarine clause: read as 22.914, subs may still attack ships withdrawing at the round's end",
			IT: "La clausola della ritirata sui sommergibili: letta come il 22.914, i sommergibili possono ancora attaccare chi si ritira a fine round"},
		Def{ID: "naval.note.ways-home", EN: "Other bases within 20 E / 10 P hexes: our hexes are about 50 nm (E) and 100 nm (P), so 20 on European maps, 10 on the Pacific",
			IT: "Altre basi entro 20 esagoni E / 10 P: i nostri esagoni misurano circa 50 mn (E) e 100 mn (P), quindi 20 sulle mappe europee, 10 nel Pacifico"},
		Def{ID: "naval.note.base-squadrons", EN: "A base strike's losses are the battle's land air, one for one: attack, cover, search squadrons in turn",
			IT: "Un attacco a una base toglie alla battaglia le stesse squadriglie, una per una: attacco, copertura, individuazione a turno"},
		Def{ID: "naval.note.flight-arrival", EN: "A fleeing force reaches its refuge's hex at once (no hex a round on our routes) and may be struck and intercepted there",
			IT: "Una forza in fuga giunge subito all'esagono del rifugio (nessun esagono per round) e lì può essere attaccata e intercettata"},
		Def{ID: "naval.note.murmansk-subs", EN: "Murmansk convoys' sub attacks: the cross-reference is dead; PQ 17's U-boats attack on the map by 22.942",
			IT: "Attacchi dei sommergibili ai convogli di Murmansk: il rimando è perduto; gli U-boot del PQ 17 attaccano sulla mappa secondo il 22.942"},
		Def{ID: "naval.note.aas-to-aaf", EN: "Squadrons back into AAF at the turn's end: 2–4 make one AAF, 5–7 two (the text's own numbers)",
			IT: "Le squadriglie tornano AAF a fine turno: da 2 a 4 fanno un AAF, da 5 a 7 due (i numeri del testo stesso)"},
		Def{ID: "naval.note.port-defence", EN: "A port's air defence is its own authored level (city, port, flak), data rather than a reading of the rule",
			IT: "La difesa aerea di un porto è il suo livello scritto nei dati (città, porto, contraerea), non una lettura della regola"},
		Def{ID: "naval.note.winter", EN: "The winter air modifier: no scenario has a winter turn with air over the sea, so it never applies",
			IT: "Il modificatore aereo invernale: nessuno scenario ha un turno d'inverno con aerei sul mare, quindi non si applica mai"},
		Def{ID: "naval.note.sorties", EN: "Sorties in the combat phase: no base change after movement, no ship sorties twice a phase; both hold by construction",
			IT: "Uscite nella fase di combattimento: niente cambi di base dopo il movimento né navi che escono due volte in una fase (vale già)"},
		Def{ID: "naval.note.transport-lift", EN: "Transport lift: one transport per 5 land factors; no scenario crosses an ocean by 21.431F's count",
			IT: "Capacità dei trasporti: un trasporto ogni 5 fattori terrestri; nessuno scenario attraversa un oceano col conto del 21.431F"},
		Def{ID: "naval.note.raid-cve", EN: "The Raid Table's CVE wording: one CVE factor a squadron (an AAF three); no scenario raids a box with CVEs or land air",
			IT: "CVE nella Tabella delle incursioni: un fattore CVE per squadriglia (un AAF tre); nessuno scenario ha CVE o aerei di terra nelle zone"},
		Def{ID: "naval.note.displaced", EN: "Ships displaced from a fallen port: no scenario's port falls with enemy ships in it",
			IT: "Navi cacciate da un porto caduto: in nessuno scenario un porto cade con navi nemiche all'interno"},
		Def{ID: "naval.note.grand-game", EN: "Rules of the grand game outside the seeds (20.14's basing, 20.6332's building, BRP gifts, advanced subs): not modelled",
			IT: "Regole del gioco strategico fuori dai semi (basi del 20.14, costruzioni del 20.6332, doni di BRP, sommergibili avanzati): non modellate"},
	)
}
