package i18n

// The tactical game, issue 18 (fourteenth round): design your own [58],
// [59], [61] in the game and the builder.
func init() {
	register(
		Def{ID: "tac.err.dc-stock", Args: "ship:text n:int want:int", EN: "{ship} has {n} depth {n|charge|charges} left; these orders take {want} [61]",
			IT: "{ship} ha ancora {n} {n|bomba|bombe} di profondità; questi ordini ne usano {want} [61]"},
		Def{ID: "tac.err.atw-stock", Args: "ship:text n:int want:int", EN: "{ship} has {n} ahead-throwing {n|round|rounds} left; these orders take {want} [61]",
			IT: "{ship} ha ancora {n} {n|salva|salve} di lanciabombe prodiero; questi ordini ne usano {want} [61]"},
		Def{ID: "tac.log.dc-out", Args: "ship:text", EN: "{ship} has no depth charges left", IT: "{ship} non ha più bombe di profondità"},
		Def{ID: "tac.err.convoy-turn-limit", Args: "plot:text n:int turn:int", EN: "{plot} for turn {turn}: the convoy turns at most once in {n} {n|turn|turns} [58]",
			IT: "{plot} per il turno {turn}: il convoglio accosta al più una volta ogni {n} {n|turno|turni} [58]"},
		Def{ID: "tac.log.power-reload", Args: "boat:text n:int turns:int", EN: "{boat} reloads {n} {n|tube|tubes} at once, ready in {turns} {turns|turn|turns}",
			IT: "{boat} ricarica {n} {n|tubo|tubi} insieme, pronti in {turns} {turns|turno|turni}"},
		Def{ID: "tac.build.convoyturns", EN: "Convoy turns [58]", IT: "Accostate [58]"},
		Def{ID: "tac.build.convoyturns.free", EN: "any turn", IT: "a ogni turno"},
		Def{ID: "tac.build.convoyturns.n", Args: "n:int", EN: "once in {n} {n|turn|turns}", IT: "una ogni {n} {n|turno|turni}"},
		Def{ID: "tac.build.reload", EN: "Reload [59]", IT: "Ricarica [59]"},
		Def{ID: "tac.build.reload.three", EN: "3 turns a tube", IT: "3 turni a tubo"},
		Def{ID: "tac.build.reload.advanced", EN: "by crew (12–18 turns)", IT: "per equipaggio (12–18 turni)"},
		Def{ID: "tac.build.reload.basic", EN: "by crew (24–36 turns)", IT: "per equipaggio (24–36 turni)"},
		Def{ID: "tac.build.dcstock", EN: "Depth charges [61]", IT: "Bombe a bordo [61]"},
		Def{ID: "tac.build.dcstock.full", EN: "unlimited", IT: "illimitate"},
		Def{ID: "tac.build.dcstock.rolled", EN: "stock rolled", IT: "scorta tirata a dadi"},
	)
}

// LC and RC launches in the plot composer [36, 51].
func init() {
	register(
		Def{ID: "tac.tool.hexside", EN: "Hexside runs: left of the hexside (LC), right (RC), as plotted",
			IT: "Corsa lungo i lati: a sinistra del lato (LC), a destra (RC), come tracciata"},
		Def{ID: "tac.draft.hexside", Args: "turn:text", EN: "along the hexsides ({turn})", IT: "lungo i lati ({turn})"},
		Def{ID: "tac.err.hexside-first", EN: "Plot the spread first, then run it along the hexsides",
			IT: "Prima traccia la salva, poi falla correre lungo i lati"},
	)
}

// The ONS 5 prompts' titles [20.1 campaign].
func init() {
	register(
		Def{ID: "kind.tac.air", EN: "Air attack", IT: "Attacco aereo"},
		Def{ID: "kind.tac.air.allot", EN: "Air depth charges", IT: "Bombe di profondità aeree"},
		Def{ID: "kind.tac.hk.summon", EN: "Hunter-killer group", IT: "Gruppo di caccia"},
	)
}
