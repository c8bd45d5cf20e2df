package i18n

// Screen texts that were still English or wrote numbers the English way:
// the combat board's tally and its columns' first odds, the save check's
// progress, a boat's type on its card and in the base display.
func init() {
	register(
		Def{ID: "boat.type", Args: "class:text", EN: "Type {class}", IT: "Tipo {class}"},
		Def{ID: "combat.choose", EN: "choose", IT: "scegli"},
		Def{ID: "combat.sofar.sunk", Args: "n:int kt:kt", EN: "{n} sunk ({kt})", IT: "{n} {n|affondata|affondate} ({kt})"},
		Def{ID: "combat.sofar.damaged", Args: "n:int", EN: "{n} damaged", IT: "{n} {n|danneggiata|danneggiate}"},
		Def{ID: "combat.sofar.hurt", Args: "n:int", EN: "{n} {n|blow|blows} to the boats", IT: "{n} {n|colpo|colpi} ai sommergibili"},
		Def{ID: "saves.checking.pct", Args: "p:pct",
			EN: "Checking the save: replaying its decisions… {p}", IT: "Verifica del salvataggio: si rigiocano le decisioni… {p}"},
	)
}
