package i18n

// The Atlantic campaign's words added for issue 13 (the exact rules and
// odds): game/campaign's counterattack odds over the hidden counters.
func init() {
	register(
		Def{ID: "atl.shift.d2", Args: "sum:msg",
			EN: "{sum}; counterattack risk over what the counters to reveal first may be",
			IT: "{sum}; rischio di contrattacco su ciò che possono essere le pedine da rivelare prima"},
		Def{ID: "atl.fight.d",
			EN: "the counterattack risk over what the counters still to reveal may be",
			IT: "il rischio di contrattacco su ciò che possono essere le pedine ancora da rivelare"},
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
		Def{ID: "option.prewar", EN: "Pre-war construction: the January 1939 conference goes Dönitz's way (Type VIIB in place of the IIC, IID and IXB blocks; prewar=okm-a… for the OKM's cruisers and Type IX).", IT: "Costruzione prebellica: la conferenza del gennaio 1939 va come vuole Dönitz (Tipo VIIB al posto dei blocchi IIC, IID e IXB; prewar=okm-a… per gli incrociatori e i Tipo IX dell'OKM)."},
		Def{ID: "option.later-boats", EN: "Later substitutions: Type XI U-cruisers in place of the Type VIIs U-84–87, U-93–98 and U-201–208 (later-boats=u84-xii… for the Type XII).", IT: "Sostituzioni successive: incrociatori sommergibili Tipo XI al posto dei Tipo VII U-84–87, U-93–98 e U-201–208 (later-boats=u84-xii… per i Tipo XII)."},
		Def{ID: "option.captured", EN: "Captured boats: the Dutch UD-3–5, the French UF-1–3 and the British UB (ex-Seal) enter in place of seven new boats.", IT: "Sommergibili catturati: gli olandesi UD-3–5, i francesi UF-1–3 e il britannico UB (ex Seal) entrano al posto di sette nuovi sommergibili."},
		Def{ID: "option.prototype", EN: "A late-war prototype, the Type XXI U-2511, arrives in Germany in April 1943 (prototype=U-995… for another).", IT: "Un prototipo di fine guerra, il Tipo XXI U-2511, arriva in Germania nell'aprile 1943 (prototype=U-995… per un altro)."},
	)
}
