package i18n

// The Pacific campaign (Silent War), the ninth Pacific session: a closed
// base's damaged boats, and more §12 reading switches
// (game/campaign/readings_pacific.go).
func init() {
	register(
		Def{ID: "sw.base.stays-repair", Args: "boat:unit base:base box:msg",
			EN: "{boat} stays at {base} until repaired ({box}).",
			IT: "{boat} resta {base|in} fino alla riparazione ({box})."},
		Def{ID: "option.pack-level-15-unlimited", EN: "Wolfpack experience 15 lifts the limit on the number of packs from the next turn (default: level 15 is cosmetic, the rules give it no effect).",
			IT: "L'esperienza 15 dei branchi toglie il limite al numero di branchi dal turno seguente (predefinito: il livello 15 è solo estetico, le regole non gli danno effetto)."},
		Def{ID: "option.pack-exp-two-ships", EN: "A pack earns its experience point when its members together sink two ships in a combat, one boat's two counting (default: two members each sink at least one).",
			IT: "Un branco guadagna il punto esperienza quando i suoi membri affondano insieme due navi in un combattimento, anche due dello stesso sommergibile (predefinito: due membri ne affondano almeno una ciascuno)."},
		Def{ID: "option.quick-draw-again", EN: "In quick resolution a drawn escort, aircraft or combat event does not use up a draw: it is resolved and another is drawn (default: it uses up the draw and sinks nothing).",
			IT: "Nella risoluzione rapida una scorta, un aereo o un evento di combattimento pescato non consuma la pescata: si risolve e se ne pesca un altro (predefinito: consuma la pescata e non affonda nulla)."},
		Def{ID: "sw.pier.sortie", Args: "boat:unit base:base area:area",
			EN: "{boat} sails at once from the Pier box at {base} to {area}, patrol side up.",
			IT: "{boat} salpa subito dal box Banchina {base|in} {area|per}, lato pattuglia in su."},
		Def{ID: "option.midway-pier-ignored", EN: "The Battle of Midway's \"subs in the Midway Pier box\" is ignored in period 1, when Midway is no base (default: it is read as Pearl Harbor's Pier box; those subs sail at once to the Hawaiian Islands).",
			IT: "I \"sommergibili nel box Banchina di Midway\" della battaglia delle Midway si ignorano nel periodo 1, quando Midway non è una base (predefinito: si legge come il box Banchina di Pearl Harbor; quei sommergibili salpano subito per le Hawaii)."},
	)
}
