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
			IT: "{area} è una base avanzata in uso: nessuna missione lì."},
		Def{ID: "pac.quick.event-ignored", Args: "ev:msg",
			EN: "{ev}: ignored in quick resolution; the draw is used up",
			IT: "{ev}: ignorato nella risoluzione veloce; l'estrazione è consumata"},
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
