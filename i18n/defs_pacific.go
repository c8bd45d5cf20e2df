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
	)
}
