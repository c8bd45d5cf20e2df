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
			IT: "{boat} arriva {base|in} senza danni: il maltempo impone comunque un tiro sulla tabella dei danni."},
		Def{ID: "pac.dutch.cap", Args: "boat:unit n:int cap:int",
			EN: "{boat}: Repair {n} is read as Repair {cap} at Dutch Harbor.",
			IT: "{boat}: Riparazione {n} vale Riparazione {cap} a Dutch Harbor."},

		// [SW 15.22], [15.25] Forced RTB in the same turn; beyond range.
		Def{ID: "pac.range.beyond", Args: "boat:unit area:area range:int",
			EN: "{boat} in {area} is beyond its Range {range} of every base: damaged, it must return to the nearest base at Speed −1.",
			IT: "{boat} {area|in} è oltre la sua autonomia {range} da ogni base: danneggiato, deve rientrare alla base più vicina a Velocità −1."},
		Def{ID: "pac.rtb.same-turn", Args: "boats:text",
			EN: "Forced home this turn, {boats} move in this transit phase.",
			IT: "Costretti al rientro in questo turno, {boats} si muovono in questa fase di transito."},

		// [SW 20.5] Special mission zones.
		Def{ID: "pac.smz.rtb", Args: "boat:unit area:area",
			EN: "{boat} has carried out its mission in {area}: it returns to base this turn.",
			IT: "{boat} ha compiuto la missione {area|in}: rientra alla base in questo turno."},
		Def{ID: "pac.smz.no-endurance", Args: "boat:unit area:area",
			EN: "{boat} in {area} makes no endurance check.",
			IT: "{boat} {area|in} non fa la verifica di autonomia."},

		// [SW 18.3] Base falls and limping.
		Def{ID: "pac.limp.out", Args: "boat:unit base:base area:area",
			EN: "{boat} limps out of {base} into {area} with a Damaged marker and must return to the nearest base.",
			IT: "{boat} esce zoppicando {base|da} {area|verso} con un segnalino Danneggiato e deve rientrare alla base più vicina."},
		Def{ID: "pac.limp.light", Args: "boat:unit",
			EN: "{boat} limped out of a fallen base: superficial is read as light damage (Repair 1).",
			IT: "{boat} è uscito zoppicando da una base caduta: superficiale vale danno leggero (Riparazione 1)."},
	)
}

// The Pacific's causes of a return to base or damage (modifier reasons,
// translated by their English phrase).
func init() {
	registerMods(
		Def{ID: "cause.pac.beyond-range", EN: "beyond range", IT: "oltre l'autonomia"},
		Def{ID: "cause.pac.mission-over", EN: "mission over", IT: "missione compiuta"},
	)
}

// The Pacific's modifier reasons.
func init() {
	registerMods(
		Def{ID: "mod.pac.radar", EN: "radar", IT: "radar"},
	)
}
