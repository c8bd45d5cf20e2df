package i18n

// The naval game (game/naval), issue 20's thirteenth pass: the battle
// board's dice.
func init() {
	register(
		Def{ID: "naval.board.dice", EN: "Dice of this battle", IT: "Dadi di questa battaglia"},
	)
}

// 22.433–434 and 23.461: a struck air base's air status and flight.
func init() {
	register(
		Def{ID: "kind.air-flee", EN: "Fly the air off?", IT: "Far decollare l'aviazione?"},
		Def{ID: "naval.q.airflee", Args: "base:text nas:int n:int", EN: "The air base at {base}, struck by {nas} NAS, has {n} {n|squadron|squadrons} left: fly them off to another base (returned for the turn)?",
			IT: "La base aerea {base|di}, attaccata da {nas} SAN, ha ancora {n} {n|squadriglia|squadriglie}: trasferirle su un'altra base (rientrate per il turno)?"},
		Def{ID: "naval.opt.airstay", Args: "base:text", EN: "Stay at {base} (they fly again next round)", IT: "Restano {base|a} (volano di nuovo nel prossimo round)"},
		Def{ID: "naval.opt.airfly", Args: "base:text", EN: "Fly off to {base} (returned for the turn)", IT: "Trasferite {base|a} (rientrate per il turno)"},
		Def{ID: "naval.log.airflees", Args: "base:text n:int to:text", EN: "{base}: {n} {n|squadron flies|squadrons fly} off to {to}, returned for the turn", IT: "{base}: {n} {n|squadriglia si trasferisce|squadriglie si trasferiscono} {to|a}, rientrate per il turno"},
		Def{ID: "naval.log.grounded", Args: "base:text n:int", EN: "{base}: {n} aborted {n|squadron is|squadrons are} returned for the rest of the turn", IT: "{base}: {n} {n|squadriglia respinta è rientrata|squadriglie respinte sono rientrate} per il resto del turno"},
	)
}

// 22.943: the switch for the table's lost italics.
func init() {
	register(
		Def{ID: "naval.option.sub-caps-net", EN: "Submarine attacks: only the modifiers' net total is capped (±4), no row at 2 (the table's italics are lost)",
			IT: "Attacchi dei sommergibili: solo il totale netto dei modificatori è limitato (±4), nessuna riga a 2 (il corsivo è perduto)"},
	)
}
