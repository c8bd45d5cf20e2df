package i18n

// The Pacific campaign's (Silent War's) words: the top bar's tracks, and
// the rules of game/campaign's Silent War hooks.
func init() {
	register(
		Def{ID: "track.bdienst", EN: "B-Dienst", IT: "B-Dienst"},
		Def{ID: "track.enigma", EN: "Enigma", IT: "Enigma"},
		Def{ID: "pac.track.torpedo", EN: "Mk 14", IT: "Mk 14"},
		Def{ID: "pac.track.ultra", EN: "Ultra", IT: "Ultra"},
		Def{ID: "pac.track.period", EN: "War period", IT: "Periodo"},

		// [SW 15.23] Dutch Harbor.
		Def{ID: "pac.dutch.weather", Args: "boat:unit base:base",
			EN: "{boat} reaches {base} undamaged: the weather still calls for a roll on the Damage table.",
			IT: "{boat} arriva a {base} senza danni: il maltempo impone comunque un tiro sulla tabella dei danni."},
		Def{ID: "pac.dutch.cap", Args: "boat:unit n:int cap:int",
			EN: "{boat}: Repair {n} is read as Repair {cap} at Dutch Harbor.",
			IT: "{boat}: Riparazione {n} vale Riparazione {cap} a Dutch Harbor."},
	)
}
