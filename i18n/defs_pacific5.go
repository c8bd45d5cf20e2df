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
	)
}
