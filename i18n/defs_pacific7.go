package i18n

// The Pacific campaign (Silent War), the seventh Pacific session: the
// withdrawal at once [SW 8.0C], the Southwest Pacific's request [SW 26.0],
// the §12 reading switches and the East Wind campaign.
func init() {
	register(
		Def{ID: "pac.withdraw.at-once", Args: "boat:unit",
			EN: "{boat} is withdrawn while at sea: it leaves the map at once [SW 8.0C].",
			IT: "{boat} viene ritirato mentre è in mare: lascia subito la mappa [SW 8.0C]."},
		Def{ID: "pac.request.q", Args: "n:int below:int count:int",
			EN: "The Southwest Pacific has {n} {n|boat|boats} (fewer than {below}): request {count} from Pearl Harbor?",
			IT: "Il Pacifico sud-occidentale ha {n} {n|battello|battelli} (meno di {below}): chiederne {count} a Pearl Harbor?"},
		Def{ID: "pac.request.none", EN: "No request", IT: "Nessuna richiesta"},
		Def{ID: "pac.request.to", Args: "base:base",
			EN: "Request them for {base}",
			IT: "Chiederli {base|per}"},
		Def{ID: "pac.request.done", Args: "base:base boats:msg",
			EN: "Pearl Harbor sends {boats} to {base} [SW 26.0].",
			IT: "Pearl Harbor manda {boats} {base|in} [SW 26.0]."},
		Def{ID: "option.double-tons-not-skipper", EN: "The tonnage a combat event doubles does not count toward a skipper's 16,000 t to become a super skipper (default: it counts, as it does for the tracks).",
			IT: "Il tonnellaggio raddoppiato da un evento di combattimento non conta per i 16.000 t che fanno di un comandante un super comandante (predefinito: conta, come per i contatori)."},
	)
}
