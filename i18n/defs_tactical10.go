package i18n

// The tactical game, issue 18 (tenth round): the Advanced night visual
// table [47] and the other Advanced rules of this round.
func init() {
	register(
		Def{ID: "tac.opt.night-visual", EN: "Advanced night sighting: at night each escort without radar rolls how far its lookouts see, a surfaced boat much farther than a periscope",
			IT: "Avvistamento notturno avanzato: di notte ogni scorta senza radar tira quanto lontano vedono le sue vedette, un battello in superficie molto più lontano di un periscopio"},
		Def{ID: "tac.roll.visual47", Args: "ship:text", EN: "{ship} night lookouts", IT: "vedette notturne di {ship}"},
		Def{ID: "tac.roll.visual47.test", EN: "range by the coloured die", IT: "portata secondo il dado colorato"},
		Def{ID: "tac.roll.visual47.range", Args: "up:int down:int", EN: "a surfaced boat within {up}, a periscope within {down}", IT: "un battello in superficie entro {up}, un periscopio entro {down}"},
		Def{ID: "mod.tac.lookouts", EN: "lookouts", IT: "vedette"},
	)
}

// The Advanced ASW resolution [42–43].
func init() {
	register(
		Def{ID: "tac.opt.advanced-asw", EN: "Advanced ASW: a Hedgehog fired at speed hits less hard; one set of dice for all the boats in a hex",
			IT: "ASW avanzata: un Hedgehog lanciato ad alta velocità colpisce meno duro; un solo lancio di dadi per tutti i battelli in un esagono"},
		Def{ID: "tac.log.same-dice", Args: "boat:text roll:int df:int", EN: "{boat}: the same dice for every boat in the hex ({roll}), DF {df}",
			IT: "{boat}: gli stessi dadi per ogni battello nell'esagono ({roll}), FD {df}"},
		Def{ID: "mod.tac.hedgehog-speed", EN: "Hedgehog fired at speed", IT: "Hedgehog lanciato ad alta velocità"},
	)
}

// Hidden torpedoes [40].
func init() {
	register(
		Def{ID: "tac.opt.hidden-torpedoes", EN: "Hidden torpedoes: after their turn of fire the boat's torpedoes run unseen until they meet a ship; ships crossing their track set nothing off",
			IT: "Siluri nascosti: dopo il turno di lancio i siluri del battello corrono invisibili finché non incontrano una nave; le navi che ne attraversano la scia non li fanno esplodere"},
		Def{ID: "tac.log.torpedo-revealed", Args: "t:int ship:text hex:text", EN: "torpedo {t}, hidden until now, meets {ship} at {hex}",
			IT: "il siluro {t}, finora nascosto, incontra {ship} in {hex}"},
	)
}

// The foxer [51].
func init() {
	register(
		Def{ID: "tac.opt.foxer", EN: "Foxer: from autumn 1943 British and American escorts tow a noise-maker that draws acoustic torpedoes, at a cost to their own sonar",
			IT: "Foxer: dall'autunno 1943 le scorte britanniche e americane rimorchiano un generatore di rumore che attira i siluri acustici, a scapito del proprio sonar"},
		Def{ID: "tac.roll.foxer", Args: "t:int ship:text", EN: "torpedo {t} reaches {ship}: the foxer?", IT: "il siluro {t} raggiunge {ship}: il foxer?"},
		Def{ID: "tac.roll.foxer.test", Args: "n:int", EN: "Foxer Table, acoustic torpedo {n} this turn", IT: "Tabella Foxer, siluro acustico {n} del turno"},
		Def{ID: "tac.roll.foxer.ship", EN: "it homes on the ship", IT: "punta sulla nave"},
		Def{ID: "tac.roll.foxer.decoyed", EN: "the foxer draws it", IT: "il foxer lo attira"},
		Def{ID: "tac.log.foxer", Args: "t:int ship:text", EN: "acoustic torpedo {t} detonates on {ship}'s foxer", IT: "il siluro acustico {t} esplode sul foxer di {ship}"},
		Def{ID: "mod.tac.foxer-sonar", EN: "towing a foxer", IT: "rimorchia un foxer"},
	)
}

// The Mk X one-ton charge [51].
func init() {
	register(
		Def{ID: "tac.opt.mk-x", EN: "Mk X one-ton charge: each British destroyer may once drop it in place of its rack charges; it strikes as four 300 lb charges",
			IT: "Carica Mk X da una tonnellata: ogni cacciatorpediniere britannico può sganciarla una volta al posto delle cariche delle rotaie; colpisce come quattro cariche da 300 lb"},
		Def{ID: "tac.err.mkx-alone", EN: "the Mk X replaces the turn's rack charges [51]", IT: "la Mk X sostituisce le cariche delle rotaie del turno [51]"},
		Def{ID: "tac.err.mkx", Args: "ship:text", EN: "{ship} has no Mk X to drop (one, once, British destroyers) [51]", IT: "{ship} non ha una Mk X da sganciare (una, una volta, cacciatorpediniere britannici) [51]"},
	)
}

// Circling torpedoes (FAT) [51].
func init() {
	register(
		Def{ID: "tac.opt.circling", EN: "Circling torpedoes (FAT): from late 1942 a German boat may fire a torpedo that runs a long leg and then loops back and forth through the convoy",
			IT: "Siluri a percorso circolare (FAT): dalla fine del 1942 un battello tedesco può lanciare un siluro che percorre un lungo tratto e poi va avanti e indietro attraverso il convoglio"},
		Def{ID: "tac.err.circling-none", Args: "type:text", EN: "{type} cannot be fired circling here [51]", IT: "{type} non può essere lanciato a percorso circolare qui [51]"},
		Def{ID: "tac.err.circling-leg", Args: "n:int", EN: "a circling torpedo's first leg is 15–45 hexes, then a turn L or R [51] (not {n})", IT: "il primo tratto di un siluro a percorso circolare è di 15–45 esagoni, poi una virata L o R [51] (non {n})"},
		Def{ID: "tac.log.circling", Args: "t:int n:int side:text", EN: "torpedo {t} circles: a first leg of {n} {n|hex|hexes}, then turns {side}", IT: "il siluro {t} gira: un primo tratto di {n} {n|esagono|esagoni}, poi vira {side}"},
		Def{ID: "tac.log.circling-spent", Args: "t:int", EN: "circling torpedo {t} has run its 17 turns and sinks", IT: "il siluro a percorso circolare {t} ha corso i suoi 17 turni e affonda"},
	)
}

// The composer's circling tool [51].
func init() {
	register(
		Def{ID: "tac.tool.circle", EN: "Circling torpedoes: off, first turn right, first turn left", IT: "Siluri a percorso circolare: no, prima virata a destra, prima virata a sinistra"},
		Def{ID: "tac.err.circle-first", EN: "plot the spread first, then make it circle", IT: "prima traccia la salva, poi falla girare"},
	)
}

// The composer's Mk X tool [51].
func init() {
	register(
		Def{ID: "tac.tool.mkx", EN: "Mk X one-ton charge in place of the rack charges", IT: "Carica Mk X da una tonnellata al posto delle cariche delle rotaie"},
		Def{ID: "tac.err.mkx-first", EN: "plan the depth charges first, then make them the Mk X", IT: "prima prepara le bombe di profondità, poi trasformale nella Mk X"},
	)
}

// The foxer's X/O mark [51].
func init() {
	register(
		Def{ID: "tac.tool.foxer", EN: "Foxer: tow it or take it in", IT: "Foxer: rimorchiarlo o ritirarlo"},
		Def{ID: "tac.err.foxer", Args: "ship:text", EN: "{ship} has no foxer to tow [51]", IT: "{ship} non ha un foxer da rimorchiare [51]"},
	)
}
