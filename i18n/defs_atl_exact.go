package i18n

// The Atlantic campaign's words added for issue 13 (the exact rules and
// odds): game/campaign's counterattack odds over the hidden counters.
func init() {
	register(
		Def{ID: "atl.shift.d2", Args: "sum:msg",
			EN: "{sum}; counterattack risk over what the counters to reveal first may be, if your attack hits no escort",
			IT: "{sum}; rischio di contrattacco su ciò che possono essere le pedine da rivelare prima, se il tuo attacco non colpisce alcuna scorta"},
		Def{ID: "atl.fight.d",
			EN: "the counterattack risk over what the counters still to reveal may be, if your attack hits no escort",
			IT: "il rischio di contrattacco su ciò che possono essere le pedine ancora da rivelare, se il tuo attacco non colpisce alcuna scorta"},
	)
}

// [35] alternative construction, captured boats and prototypes.
func init() {
	register(
		Def{ID: "atl.proto.loss", Args: "boat:unit",
			EN: "{boat}: damage worse than superficial; the prototype is a constructive total loss [35.4].",
			IT: "{boat}: danni più che superficiali; il prototipo è una perdita totale costruttiva [35.4]."},
	)
}

// The [35] options on the new-game page.
func init() {
	register(
		Def{ID: "option.prewar", EN: "Pre-war construction: Dönitz's Type VIIBs replace the IIC, IID and IXB blocks.", IT: "Costruzione prebellica: i VIIB di Dönitz al posto dei blocchi IIC, IID e IXB."},
		Def{ID: "option.later-boats", EN: "Later substitutions: Type XI U-cruisers replace U-84–87, U-93–98, U-201–208.", IT: "Sostituzioni: incrociatori Tipo XI al posto di U-84–87, U-93–98, U-201–208."},
		Def{ID: "option.captured", EN: "Captured boats: the Dutch UD-3–5, French UF-1–3 and British UB join the fleet.", IT: "Sommergibili catturati: gli olandesi UD-3–5, i francesi UF-1–3 e l'inglese UB."},
		Def{ID: "option.prototype", EN: "A late-war prototype, the Type XXI U-2511, arrives in April 1943.", IT: "Un prototipo, il Tipo XXI U-2511, arriva in Germania nell'aprile 1943."},
	)
}

// A war event's change to an area's general ASW [14.2A].
func init() {
	register(
		Def{ID: "atl.eff.asw", Args: "who:msg area:area by:text until:int",
			EN: "{who}: the general ASW in {area} changes by {by} until the end of turn {until}.",
			IT: "{who}: l'ASW generale {area|in} varia di {by} fino alla fine del turno {until}."},
	)
}

// A war event's torpedo failures in an area [6.0] (the Norwegian campaign).
func init() {
	register(
		Def{ID: "atl.eff.torpedo", Args: "who:msg area:area by:text until:int",
			EN: "{who}: German boats in {area} have torpedo value {by} until the end of turn {until}.",
			IT: "{who}: i sommergibili tedeschi {area|in} hanno valore siluri {by} fino alla fine del turno {until}."},
	)
}
