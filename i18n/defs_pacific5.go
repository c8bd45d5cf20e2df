package i18n

// The Pacific campaign's (Silent War's) tenders and advanced bases [SW 21],
// pre-formed packs' search mode [SW 24.3] and quick resolution's combat
// events [SW 27] (the fourth Pacific session's messages).
func init() {
	register(
		Def{ID: "pac.tender.drawn", Args: "t:text n:int",
			EN: "The tender {t} is drawn at random from the {n} available.",
			IT: "La nave appoggio {t} è estratta a caso fra le {n} disponibili."},
		Def{ID: "pac.order.advanced-base", Args: "area:area",
			EN: "{area} is an advanced base in use: no mission there.",
			IT: "{area|Art} {area|è|sono} una base avanzata in uso: nessuna missione lì."},
		Def{ID: "pac.quick.event-ignored", Args: "ev:msg",
			EN: "{ev}: ignored in quick resolution; the draw is used up",
			IT: "{ev}: ignorato nella risoluzione veloce; l'estrazione è consumata"},
		Def{ID: "pac.skipper.stays", Args: "ace:text boat:unit",
			EN: "{ace} stays with {boat} through the overhaul.",
			IT: "{ace} resta con {boat} durante i lavori di revisione."},
		Def{ID: "pac.skipper.overhaul", Args: "ace:text boat:unit",
			EN: "{ace} leaves {boat} at its overhaul and the game [8.0C].",
			IT: "{ace} lascia {boat} alla revisione ed esce dal gioco [8.0C]."},
		Def{ID: "option.skipper-returns", EN: "A super skipper stays with his sub through its overhaul and returns with it (default: he is lost, as [8.0C] says).",
			IT: "Il super comandante resta con il suo sommergibile durante la revisione e torna con esso (predefinito: è perso, come dice [8.0C])."},
		Def{ID: "pac.pack.spotted", Args: "pack:text boats:text",
			EN: "Wolfpack {pack}: {boats} spotted with it [24.6].",
			IT: "Branco {pack}: anche {boats} avvistati [24.6]."},
		Def{ID: "pac.pack.spotted-roll", Args: "boat:unit",
			EN: "{boat}'s roll stands for its wolfpack [24.6].",
			IT: "Il tiro di {boat} vale per tutto il suo branco [24.6]."},
	)
	registerMods(
		Def{ID: "end.pac.pack-once", EN: "a wolfpack re-attacks once only [24.55]", IT: "un branco riattacca una volta sola [24.55]"},
	)
}
