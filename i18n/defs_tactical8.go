package i18n

// The tactical game, issue 18 (eighth round): silent running [32].
func init() {
	register(
		Def{ID: "tac.opt.silent-running", EN: "Silent running: a submerged boat may creep in pairs of turns (1 hex in 2, the Type XXI 3), with no reload or repair; it is harder to hold on sonar",
			IT: "Marcia silenziosa: un sommergibile immerso può avanzare piano a coppie di turni (1 esagono ogni 2, il Tipo XXI 3), senza ricaricare né riparare; il sonar lo tiene con più fatica"},
		Def{ID: "tac.err.silent-pair", Args: "boat:text",
			EN: "{boat} declared silent running last turn: it runs silent this turn too [32]",
			IT: "{boat} ha dichiarato la marcia silenziosa il turno scorso: procede in silenzio anche in questo turno [32]"},
		Def{ID: "tac.err.silent-off", EN: "Silent running is an Advanced rule, not in play [32]",
			IT: "La marcia silenziosa è una regola avanzata, non in uso [32]"},
		Def{ID: "tac.err.silent-surfaced", Args: "boat:text",
			EN: "{boat} can run silent only submerged, and not while forced to rise [32]",
			IT: "{boat} può procedere in silenzio solo immerso, e non se costretto a risalire [32]"},
		Def{ID: "tac.err.silent-speed", Args: "boat:text n:int lo:int hi:int",
			EN: "Running silent at {n}/2, {boat} moves {lo} to {hi} {hi|hex|hexes} this turn [32]",
			IT: "In marcia silenziosa a {n}/2, {boat} muove da {lo} a {hi} {hi|esagono|esagoni} in questo turno [32]"},
		Def{ID: "tac.err.silent-rise", EN: "Running silent, a boat rises only 25 ft, on a 2-hex plot [32]",
			IT: "In marcia silenziosa un sommergibile risale solo di 25 piedi, con una rotta di 2 esagoni [32]"},
		Def{ID: "tac.err.silent-dive", EN: "Running silent, a boat dives only 25 ft, on a plot of at least 1 hex [32]",
			IT: "In marcia silenziosa un sommergibile scende solo di 25 piedi, con una rotta di almeno 1 esagono [32]"},
		Def{ID: "tac.log.silent", Args: "boat:text", EN: "{boat} runs silent", IT: "{boat} procede in marcia silenziosa"},
		Def{ID: "mod.tac.silent", EN: "the boat is running silent", IT: "il sommergibile è in marcia silenziosa"},
	)
}

// Snort [33].
func init() {
	register(
		Def{ID: "tac.opt.snort", EN: "Snort: German boats from spring 1944 (the Type XXI always) may run at 25 ft on their diesels, up to the snort speed without emergency power; three snorting turns restore one point",
			IT: "Snorkel: i sommergibili tedeschi dalla primavera 1944 (il Tipo XXI sempre) possono navigare a 25 piedi con i diesel, fino alla velocità di snorkel senza energia di emergenza; tre turni di snorkel ridanno un punto"},
		Def{ID: "tac.err.snort-off", EN: "The snort is an Advanced rule, not in play [33]", IT: "Lo snorkel è una regola avanzata, non in uso [33]"},
		Def{ID: "tac.err.snort-none", Args: "boat:text", EN: "{boat} has no snort [33]", IT: "{boat} non ha lo snorkel [33]"},
		Def{ID: "tac.err.snort-silent", EN: "A boat never snorts while running silent [33]", IT: "Un sommergibile non usa mai lo snorkel in marcia silenziosa [33]"},
		Def{ID: "tac.err.snort-depth", Args: "boat:text", EN: "{boat} snorts only at 25 ft, the whole turn [33]", IT: "{boat} usa lo snorkel solo a 25 piedi, per tutto il turno [33]"},
		Def{ID: "tac.log.snort", Args: "boat:text", EN: "{boat} snorts", IT: "{boat} naviga con lo snorkel"},
		Def{ID: "tac.log.snort-charge", Args: "boat:text ep:int", EN: "{boat} charges its batteries on the snort: EP {ep}", IT: "{boat} ricarica le batterie con lo snorkel: EE {ep}"},
	)
}

// The plot composer's tools for [32] and [33].
func init() {
	register(
		Def{ID: "tac.tool.silent", EN: "Silent running (a pair of turns)", IT: "Marcia silenziosa (una coppia di turni)"},
		Def{ID: "tac.tool.snort", EN: "Snort at 25 ft", IT: "Snorkel a 25 piedi"},
	)
}
