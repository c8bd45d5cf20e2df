package i18n

// The Atlantic campaign's words from game/campaign/movement.go.
func init() {
	register(
		Def{ID: "atl.move.lay-mines", Args: "what:msg",
			EN: "{what}: lay mines",
			IT: "{what}: posa mine"},
		Def{ID: "atl.move.raid", Args: "what:msg",
			EN: "{what}: raid the naval base",
			IT: "{what}: incursione nella base navale"},
		Def{ID: "atl.move.stay-in", Args: "area:area",
			EN: "Stay in {area}",
			IT: "Resta {area|in}"},
		Def{ID: "atl.move.stay-mission", Args: "area:area",
			EN: "Stay in {area} (war-event mission)",
			IT: "Resta {area|in} (missione dell'evento di guerra)"},
		Def{ID: "atl.move.retry-mines", Args: "area:area",
			EN: "Retry: lay mines in {area}",
			IT: "Riprova: posa mine {area|in}"},
		Def{ID: "atl.move.give-up-mines",
			EN: "Give up the minelaying and return to base",
			IT: "Rinuncia alla posa delle mine e rientra alla base"},
		Def{ID: "atl.move.enter", Args: "path:msg",
			EN: "Enter {path}",
			IT: "Entra {path|in}"},
		Def{ID: "atl.move.then-enter", Args: "via:area to:area",
			EN: "Move to {via}, then enter {to}",
			IT: "Muovi {via|verso}, poi entra {to|in}"},
		Def{ID: "atl.move.patrol.q", Args: "boat:unit area:area",
			EN: "{boat} in {area}: patrol movement",
			IT: "{boat} {area|in}: movimento di pattuglia"},
		Def{ID: "atl.move.no-move",
			EN: "no move, no transit check",
			IT: "nessun movimento, nessuna verifica di transito"},
	)
}
