package i18n

// The naval game (game/naval), issue 20's eleventh pass: 22.14D and the
// remaining switches.
func init() {
	register(
		Def{ID: "naval.option.tf-limit-any", EN: "Ships outside a task force may intercept in any number (otherwise more than 9 naval factors must form a task force)",
			IT: "Le navi fuori da una task force intercettano in qualsiasi numero (altrimenti oltre 9 fattori navali devono formare una task force)"},
		Def{ID: "naval.option.fleet-tie-lights", EN: "Fleet actions: with equal capital ships, the side with more light factors fires as the attacker (garbled tie-break left out)",
			IT: "Azioni di flotta: a parità di navi capitali tira da attaccante chi ha più fattori leggeri (spareggio illeggibile omesso)"},
		Def{ID: "naval.option.ca-odd-sinks", EN: "Cruisers (footnote 37): an odd hit sinks a damaged cruiser if there is one (otherwise it damages an intact one first)",
			IT: "Incrociatori (nota 37): un colpo dispari affonda un incrociatore danneggiato se c'è (altrimenti ne danneggia prima uno intatto)"},
		Def{ID: "naval.option.port-attack-turn", EN: "Port attacks: each research result may be used once a turn (otherwise once in the game)",
			IT: "Attacchi ai porti: ogni risultato della ricerca si può usare una volta per turno (altrimenti una volta nella partita)"},
		Def{ID: "naval.option.cve-per-ship", EN: "Against submarines each escort carrier counts one, like a fast carrier (otherwise one a factor)",
			IT: "Contro i sommergibili ogni portaerei di scorta conta uno, come una portaerei veloce (altrimenti uno per fattore)"},
		Def{ID: "naval.option.sub-shift-own", EN: "Submarine attacks: transport losses may shift to the force's own destroyers (otherwise to destroyers in its home port)",
			IT: "Attacchi dei sommergibili: le perdite dei trasporti passano ai cacciatorpediniere della forza (altrimenti a quelli nel porto base)"},
		Def{ID: "kind.sub-shift", EN: "Shift the sub losses", IT: "Spostare le perdite dei sommergibili"},
		Def{ID: "naval.q.subshift", Args: "n:int k:int", EN: "{n} sub {n|hit|hits} on the light ships: take {k} of the factor losses from other destroyers?",
			IT: "{n} {n|colpo|colpi} di sommergibile sulle navi leggere: prendere {k} dei fattori perduti da altri cacciatorpediniere?"},
		Def{ID: "naval.opt.subshift", Args: "n:int area:text", EN: "Take {n} factor {n|loss|losses} from the destroyers in port at {area}", IT: "Prendi {n} {n|fattore perduto|fattori perduti} dai cacciatorpediniere in porto {area|a}"},
		Def{ID: "naval.opt.subshiftown", Args: "n:int", EN: "Take {n} transport factor {n|loss|losses} from the force's destroyers", IT: "Prendi {n} {n|fattore perduto|fattori perduti} dei trasporti dai cacciatorpediniere della forza"},
		Def{ID: "naval.opt.nosubshift", EN: "The losses fall on the ships hit", IT: "Le perdite cadono sulle navi colpite"},
		Def{ID: "naval.log.subshift", Args: "n:int side:text", EN: "{side} takes {n} factor {n|loss|losses} from other destroyers", IT: "{side|Art} {side|prende|prendono} {n} {n|fattore perduto|fattori perduti} da altri cacciatorpediniere"},
		Def{ID: "naval.log.subhits", Args: "res:msg", EN: "Sub hits: {res}", IT: "Colpi dei sommergibili: {res}"},
		Def{ID: "kind.base-strike", EN: "Strike the air bases", IT: "Attaccare le basi aeree"},
		Def{ID: "naval.q.basestrike", Args: "nas:int", EN: "{nas} NAS: strike an enemy air base in range of the battle?", IT: "{nas} SAN: attaccare una base aerea nemica nel raggio della battaglia?"},
		Def{ID: "naval.opt.basestrike", Args: "base:text n:int nas:int", EN: "Strike the air base at {base} ({n} {n|squadron|squadrons}) with {nas} NAS", IT: "Attacca la base aerea {base|di} ({n} {n|squadriglia|squadriglie}) con {nas} SAN"},
		Def{ID: "naval.opt.nobasestrike", EN: "No strike on the air bases", IT: "Nessun attacco alle basi aeree"},
		Def{ID: "naval.log.basestrike", Args: "side:text nas:int base:text n:int", EN: "{side} carrier air ({nas} NAS) strikes the air base at {base} ({n} {n|squadron|squadrons})", IT: "L'aviazione imbarcata {side|di} ({nas} SAN) attacca la base aerea {base|di} ({n} {n|squadriglia|squadriglie})"},
		Def{ID: "naval.what.base", EN: "the air base", IT: "la base aerea"},
		Def{ID: "naval.opt.flee", Args: "area:text", EN: "Flee to {area} (out of the enemy's air range)", IT: "Fuggi {area|a} (fuori dal raggio degli aerei nemici)"},
		Def{ID: "naval.log.flees", Args: "force:text op:int area:text", EN: "{force} {force|flees|flee} to {area}, out of reach (operation {op})", IT: "{force|Art} {force|fugge|fuggono} {area|a}, fuori portata (operazione {op})"},
		// The naval table's glossary (render/naval Board.GlossaryTerms):
		// the boat games' "patrol" is a counter's side, here an operation.
		Def{ID: "gloss.naval-patrol.word", EN: "Patrol", IT: "Pattuglia|pattugliamento"},
		Def{ID: "gloss.naval-patrol", EN: "A force sails to one sea area and holds it for the turn (21.41): its carriers may strike there, and it goes home at the end of the combat phase. It does not intercept.",
			IT: "Una forza salpa verso una zona di mare e la tiene per il turno (21.41): le sue portaerei possono attaccare lì, e rientra alla fine della fase di combattimento. Non intercetta."},
		Def{ID: "gloss.naval-tf.word", EN: "TF|task force", IT: "TF|task force"},
		Def{ID: "gloss.naval-tf", EN: "Task force (20.16): 10 to 25 naval factors of undamaged warships, carriers no more than the rest. It rolls for interception alone; ships outside task forces intercept only as 9 factors or fewer (22.14).",
			IT: "Task force (20.16): da 10 a 25 fattori navali di navi da guerra non danneggiate, le portaerei non più delle altre. Tira da sola per l'intercettazione; le navi fuori dalle task force intercettano solo in gruppi di 9 fattori o meno (22.14)."},
		Def{ID: "gloss.naval-nf.word", EN: "NF|naval factors", IT: "FN|fattori navali"},
		Def{ID: "gloss.naval-nf", EN: "Naval factors: a ship's size, from 1 (a destroyer factor) to 5 (the largest battleships). A named ship is damaged by hits of one less than its size and sunk by hits equal to it (20.511).",
			IT: "Fattori navali: la grandezza di una nave, da 1 (un fattore di cacciatorpediniere) a 5 (le corazzate più grandi). Una nave con nome è danneggiata da colpi pari alla sua grandezza meno uno e affondata da colpi pari ad essa (20.511)."},
		Def{ID: "gloss.naval-damaged.word", EN: "damaged", IT: "danneggiata|danneggiate|danneggiato|danneggiati"},
		Def{ID: "gloss.naval-damaged", EN: "A damaged ship is slow, takes no new activity and cannot be in a task force (20.121, 20.16); hit again it is sunk.",
			IT: "Una nave danneggiata è lenta, non intraprende nuove attività e non può stare in una task force (20.121, 20.16); colpita di nuovo, affonda."},
	)
	// 22.9432: the attacker's land search squadrons over a sub attack.
	registerMods(
		Def{ID: "naval.mod.search-air-att", EN: "search air over the attack", IT: "aerei da ricognizione sopra l'attacco"},
	)
}
