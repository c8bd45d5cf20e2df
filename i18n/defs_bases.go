package i18n

// The base displays (render/scenes/bases.go): tabs, boxes and the notes
// under them [9.0, 10.0, 21.0].
func init() {
	register(
		Def{ID: "bases.map", EN: "Map", IT: "Mappa"},
		Def{ID: "bases.refit", EN: "Refit", IT: "Raddobbo"},
		Def{ID: "bases.room", Args: "n:int", EN: "room for {n} in Repair 1–3", IT: "{n} {n|posto|posti} in Riparazione 1–3"},
		Def{ID: "bases.not-in-use", EN: "not in use", IT: "non in servizio"},
		Def{ID: "bases.tender", Args: "name:text", EN: "tender {name}", IT: "nave appoggio {name}"},
		Def{ID: "bases.tender.capacity", Args: "name:text n:int", EN: "{name} (capacity {n})", IT: "{name} (capacità {n})"},
		Def{ID: "bases.none", EN: "No base has boats in it.", IT: "Nessuna base ha sommergibili."},
		Def{ID: "bases.damaged", Args: "n:int", EN: "damaged ({n})", IT: "danneggiato ({n})"},
		Def{ID: "bases.inexp", Args: "n:int", EN: "Inexp-{n}", IT: "Inesp-{n}"},
		Def{ID: "bases.ace", Args: "n:int", EN: "ace +{n}", IT: "asso +{n}"},
		Def{ID: "bases.help.readiness",
			EN: "Readiness [9.0]: Work-up → In port on a d10 at most the box's number; In port → Pier and Pier → Ready for sea on a d10 at most the boat's Readiness (Type II: In port → Ready for sea).",
			IT: "Prontezza [9.0]: Approntamento → In porto con un d10 non superiore al numero della casella; In porto → Banchina e Banchina → Pronto per il mare con un d10 non superiore alla Prontezza del sommergibile (Tipo II: In porto → Pronto per il mare)."},
		Def{ID: "bases.help.repair",
			EN: "Repair [10.0]: Repair 3 → 2 → 1 → Work-up on a d10 at most the box's number; the Hold waits for a free place [10.2].",
			IT: "Riparazione [10.0]: Riparazione 3 → 2 → 1 → Approntamento con un d10 non superiore al numero della casella; l'Attesa aspetta un posto libero [10.2]."},
		Def{ID: "bases.ship-in", Args: "name:text area:text", EN: "{name} in {area}", IT: "{name} {area}"},
		Def{ID: "bases.tender-at", Args: "name:text area:text", EN: "tender {name} at {area}", IT: "nave appoggio {name} a {area}"},
		Def{ID: "bases.at-sea", Args: "list:text", EN: "At sea: {list}", IT: "In mare: {list}"},
		Def{ID: "bases.kind.main", EN: "Main base", IT: "Base principale"},
		Def{ID: "bases.kind.advanced", EN: "Advanced base", IT: "Base avanzata"},
	)
}
