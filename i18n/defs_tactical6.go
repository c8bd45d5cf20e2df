package i18n

// The tactical game (game/tactical), issue 18 sixth round: aimed fire
// [35], evasion asked of the Escort player [40], twelve headings [36].
func init() {
	register(
		// Aimed fire [35].
		Def{ID: "tac.opt.aimed-fire", EN: "Aimed fire: a boat names its targets a turn ahead (as many as its crew allows); other torpedoes hit less often",
			IT: "Tiro mirato: un sommergibile designa i bersagli un turno prima (quanti il suo equipaggio consente); gli altri siluri colpiscono meno spesso"},
		Def{ID: "tac.tool.aim", EN: "Name the targets for next turn's salvo", IT: "Designa i bersagli per la salva del turno dopo"},
		Def{ID: "tac.draft.aim", Args: "ships:text", EN: "targets for next turn: {ships}", IT: "bersagli per il turno dopo: {ships}"},
		Def{ID: "tac.err.no-aim", EN: "No ship in sight to name, or the boat too deep", IT: "Nessuna nave in vista da designare, o sommergibile troppo profondo"},
		Def{ID: "tac.err.aim-off", EN: "Targets are named only under aimed fire [35]", IT: "I bersagli si designano solo con il tiro mirato [35]"},
		Def{ID: "tac.err.aim-turn", EN: "A targeting turn has no firing and no depth change [35]",
			IT: "Nel turno di designazione non si lancia e non si cambia quota [35]"},
		Def{ID: "tac.err.aim-depth", Args: "max:int", EN: "Targets are named at {max} ft or less [35]", IT: "I bersagli si designano a {max} piedi o meno [35]"},
		Def{ID: "tac.err.aim-limit", Args: "n:int", EN: "The crew can name at most {n} targets [35, 49]", IT: "L'equipaggio può designare al massimo {n} bersagli [35, 49]"},
		Def{ID: "tac.err.aim-target", Args: "ship:text range:int", EN: "{ship} is not a ship in sight within {range} {range|hex|hexes} to name [35]",
			IT: "{ship} non è una nave in vista entro {range} {range|esagono|esagoni} da designare [35]"},
		Def{ID: "tac.log.aim", Args: "boat:text ships:text", EN: "{boat} names its targets: {ships}", IT: "{boat} designa i bersagli: {ships}"},
		Def{ID: "tac.log.aimed", Args: "boat:text n:int ships:text", EN: "{boat} fires an aimed salvo of {n} at {ships}",
			IT: "{boat} lancia una salva mirata di {n} su {ships}"},
		Def{ID: "tac.log.unaimed", Args: "boat:text n:int", EN: "{boat} fires {n} un-aimed {n|torpedo|torpedoes}", IT: "{boat} lancia {n} {n|siluro|siluri} senza puntamento"},
		Def{ID: "mod.tac.unaimed", EN: "un-aimed", IT: "senza puntamento"},
		Def{ID: "mod.tac.down-the-throat", EN: "down the throat", IT: "di prua, in pieno"},

		// Twelve headings [36].
		Def{ID: "tac.opt.twelve-headings", EN: "Twelve headings: torpedoes may also be launched half a hexside left or right (LC, RC) and run along the hexsides",
			IT: "Dodici rotte: i siluri si possono lanciare anche mezzo lato a sinistra o a destra (LC, RC) e corrono lungo i lati degli esagoni"},
		Def{ID: "tac.err.corner-off", EN: "Hexside runs (LC, RC) are the twelve headings' [36]", IT: "Le corse lungo i lati (LC, RC) sono della regola delle dodici rotte [36]"},
		Def{ID: "tac.log.hexside-run", Args: "t:int turn:text heading:int", EN: "torpedo {t} runs along the hexsides ({turn} of heading {heading})",
			IT: "il siluro {t} corre lungo i lati degli esagoni ({turn} rispetto alla rotta {heading})"},

		// Evasion asked of the Escort player [40].
		Def{ID: "tac.prompt.evasion", Args: "t:int ship:text res:msg", EN: "Torpedo {t} is running at {ship} (the evasion roll allows {res}): how does it evade?",
			IT: "Il siluro {t} corre verso {ship} (il tiro di evasione consente {res}): come lo schiva?"},
		Def{ID: "tac.opt.evade", Args: "plot:text hex:text facing:int", EN: "Evade {plot} to {hex}, facing {facing}",
			IT: "Schiva {plot} in {hex}, direzione {facing}"},
		Def{ID: "tac.opt.evade.in-the-way", Args: "n:int", EN: "still in the torpedo's way: hit on {n} in 6",
			IT: "ancora sulla rotta del siluro: colpita con {n} su 6"},
		Def{ID: "tac.opt.evade.clear", EN: "out of the torpedo's way", IT: "fuori dalla rotta del siluro"},
		Def{ID: "tac.opt.evade.hold", EN: "Hold course", IT: "Mantieni la rotta"},
		Def{ID: "tac.log.evasion-held", Args: "ship:text", EN: "{ship} holds its course", IT: "{ship} mantiene la rotta"},
	)
}
