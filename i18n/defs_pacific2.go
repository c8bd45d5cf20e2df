package i18n

// The Pacific campaign's (Silent War's) pre-formed wolfpacks [SW 24].
func init() {
	register(
		Def{ID: "pac.pack.form.q", Args: "base:base min:int max:int n:int",
			EN: "{base}: form a wolfpack ({min}–{max} subs from Ready-for-Sea; {n} so far)?",
			IT: "{base}: formare un branco di lupi ({min}–{max} sommergibili pronti per il mare; finora {n})?"},
		Def{ID: "pac.pack.none", EN: "Form no wolfpack", IT: "Nessun branco di lupi"},
		Def{ID: "pac.pack.give-up", EN: "Give up the wolfpack", IT: "Rinuncia al branco di lupi"},
		Def{ID: "pac.pack.group", EN: "Sail as a group: one search, no bonus", IT: "Salpa come gruppo: una ricerca, senza bonus"},
		Def{ID: "pac.pack.barrier", EN: "Sail as a barrier: one search at +2, the others intercept on 0–5", IT: "Salpa come barriera: una ricerca a +2, gli altri intercettano con 0–5"},
		Def{ID: "pac.pack.add", Args: "boat:unit", EN: "Add {boat} to the pack", IT: "Aggiungi {boat} al branco"},
		Def{ID: "pac.pack.mode.group", EN: "group", IT: "gruppo"},
		Def{ID: "pac.pack.mode.barrier", EN: "barrier", IT: "barriera"},
		Def{ID: "pac.pack.formed", Args: "pack:text base:base boats:text mode:msg",
			EN: "Wolfpack {pack} formed at {base}: {boats} ({mode}).",
			IT: "Branco di lupi {pack} formato {base|in}: {boats} ({mode})."},
		Def{ID: "pac.pack.sails", Args: "pack:text", EN: "Wolfpack {pack} sails together.", IT: "Il branco di lupi {pack} salpa unito."},
		Def{ID: "pac.pack.intercept", EN: "barrier wolfpack: intercept", IT: "branco a barriera: intercettazione"},
		Def{ID: "pac.pack.intercept.t", Args: "n:int", EN: "0–{n} intercepts", IT: "0–{n} intercetta"},
		Def{ID: "pac.pack.misses", EN: "cannot intercept (stays in the pack)", IT: "non può intercettare (resta nel branco)"},
		Def{ID: "pac.pack.intercepts", EN: "intercepts", IT: "intercetta"},
		Def{ID: "pac.pack.attacks", Args: "pack:text n:int", EN: "Wolfpack {pack} attacks with {n} subs.", IT: "Il branco di lupi {pack} attacca con {n} sommergibili."},
		Def{ID: "pac.pack.exp", Args: "pack:text n:int exp:int",
			EN: "Wolfpack {pack}: {n} {n|member|members} sank ships; wolfpack experience {exp}.",
			IT: "Branco di lupi {pack}: {n} {n|membro ha|membri hanno} affondato navi; esperienza dei branchi {exp}."},
		Def{ID: "pac.pack.leaves", Args: "boat:unit pack:text", EN: "{boat} leaves wolfpack {pack}.", IT: "{boat} lascia il branco di lupi {pack}."},
		Def{ID: "pac.pack.dissolved", Args: "pack:text", EN: "Wolfpack {pack} dissolves.", IT: "Il branco di lupi {pack} si scioglie."},
	)
	registerMods(
		Def{ID: "mod.pack-member", EN: "wolfpack member", IT: "membro di un branco di lupi"},
		Def{ID: "mod.barrier-pack", EN: "barrier wolfpack", IT: "branco di lupi a barriera"},
	)
}
