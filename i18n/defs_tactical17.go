package i18n

// The tactical game, issue 18 (session 30): the other readings of the
// spec's §18 ambiguities as switches (off is the recommended reading).
func init() {
	register(
		Def{ID: "tac.opt.escort-still-no-turn", EN: "An escort that does not move may not change facing (ambiguity 3)",
			IT: "Una scorta che non si muove non può accostare (ambiguità 3)"},
		Def{ID: "tac.opt.magnetic-shifts-df", EN: "The Magnetic and Acoustic columns shift the damage factor instead of adding to the damage (ambiguity 7)",
			IT: "Le colonne Magnetico e Acustico spostano il fattore di danno invece di sommarsi al danno (ambiguità 7)"},
		Def{ID: "tac.opt.s3-markers-kept", EN: "S3–S5: the number markers are drawn without replacement until all seven are out (ambiguity 11)",
			IT: "S3–S5: i segnalini numerati si pescano senza rimetterli finché non sono usciti tutti e sette (ambiguità 11)"},
		Def{ID: "tac.opt.convoy-drop-surplus", EN: "A convoy larger than its formation leaves the surplus ships behind instead of adding a column (ambiguity 16)",
			IT: "Un convoglio più grande della sua formazione lascia indietro le navi in più invece di aggiungere una colonna (ambiguità 16)"},
		Def{ID: "tac.opt.sweep-50", EN: "Advanced sonar: a sweep finds boats at 50 ft or deeper only, not at 25 ft (ambiguity 17)",
			IT: "Sonar avanzato: una scansione trova solo i battelli a 50 piedi o più, non a 25 (ambiguità 17)"},
		Def{ID: "tac.opt.sub-vp-net", EN: "S1/S2: the boat's VP less the Escort player's whole score must reach the mark (ambiguity 18)",
			IT: "S1/S2: i PV del battello meno l'intero punteggio del giocatore Scorta devono raggiungere la soglia (ambiguità 18)"},
		Def{ID: "tac.opt.prolonged-surface", EN: "Prolonged attack: the boat's speed is its surface speed only (ambiguity 19)",
			IT: "Attacco prolungato: la velocità del battello è solo quella in superficie (ambiguità 19)"},
		Def{ID: "tac.opt.evasion-four", EN: "Evasion: \"Turn(1)\" offers only the four turning moves, not the straight run (ambiguity 20)",
			IT: "Evasione: «Accostata(1)» offre solo le quattro mosse con accostata, non la corsa dritta (ambiguità 20)"},
		Def{ID: "tac.opt.repair-to-boundary", EN: "Repair: up to 9 points a turn, to the next 10-point boundary (ambiguity 21)",
			IT: "Riparazione: fino a 9 punti a turno, fino al limite di 10 punti successivo (ambiguità 21)"},
		Def{ID: "tac.opt.partial-hp-vp", EN: "Advanced damage: hit points short of a full point count as one more point for VP (ambiguity 23)",
			IT: "Danni avanzati: i punti struttura che non fanno un punto intero contano come un punto in più per i PV (ambiguità 23)"},
		Def{ID: "tac.opt.place-from-bow", EN: "Boat placement: the 7 hexes from the enemy are measured from the bow only (ambiguity 25)",
			IT: "Piazzamento dei battelli: i 7 esagoni dal nemico si misurano solo dalla prua (ambiguità 25)"},
		Def{ID: "tac.opt.capital-no-diw", EN: "Capital ships are never dead in the water from damage (ambiguity 27)",
			IT: "Le navi maggiori non restano mai immobilizzate per i danni (ambiguità 27)"},
		Def{ID: "tac.opt.quarter-of-class", EN: "Acoustic and circling torpedoes: the quarter is of the class's full load, not of what the boat carries (ambiguity 28)",
			IT: "Siluri acustici e a percorso circolare: il quarto è del carico pieno della classe, non di quello imbarcato (ambiguità 28)"},
		Def{ID: "tac.err.still-no-turn", Args: "plot:text", EN: "{plot}: a ship that does not move may not change facing (ambiguity 3)",
			IT: "{plot}: una nave che non si muove non può accostare (ambiguità 3)"},
		Def{ID: "tac.log.convoy-surplus", Args: "n:int f:int", EN: "{n} {n|ship does|ships do} not fit formation {f} and {n|stays|stay} behind (ambiguity 16)",
			IT: "{n} {n|nave non entra|navi non entrano} nella formazione {f} e {n|resta|restano} indietro (ambiguità 16)"},
		Def{ID: "tac.build.merchants", EN: "Merchantmen", IT: "Mercantili"},
		Def{ID: "tac.build.merchants.rulebook", EN: "American (the rulebook's)", IT: "americani (del regolamento)"},
		Def{ID: "tac.log.repair-n", Args: "ship:text r:int n:int", EN: "{ship} repairs {r} damage ({n} left)",
			IT: "{ship} ripara {r} {r|danno|danni} ({n|ne resta|ne restano} {n})"},
	)
}
