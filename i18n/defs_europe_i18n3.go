package i18n

// Europe 1941's cash advance lines [6.1, 6.2, A7] and the purchase
// options' unit values, which had no message.
func init() {
	register(
		Def{ID: "europe.log.start-income", Args: "power:msg inc:int left:int treasury:int",
			EN: "{power}: starting income {inc} IPC, {left} left of the cash advance: treasury {treasury}",
			IT: "{power}: reddito iniziale {inc} IPC, {left} {left|rimasto|rimasti} dell'anticipo: tesoro {treasury}"},
		Def{ID: "europe.log.cash-rest", Args: "power:msg n:int",
			EN: "{power} takes the remaining {n} IPC of the Allied cash advance",
			IT: "{power|Art} {power|prende|prendono} i {n} IPC rimasti dell'anticipo alleato"},
		Def{ID: "europe.log.cash-take", Args: "power:msg n:int",
			EN: "{power} takes {n} IPC of the Allied cash advance",
			IT: "{power|Art} {power|prende|prendono} {n} IPC dell'anticipo alleato"},
		Def{ID: "europe.log.cash-place", Args: "power:msg unit:msg space:msg",
			EN: "{power} places 1 {unit} in {space} (cash advance)",
			IT: "{power|Art} {power|piazza|piazzano} 1 {unit} {space|in} (anticipo)"},
		Def{ID: "europe.d.unit-values", Args: "a:int d:int m:int",
			EN: "attack {a}, defence {d}, move {m}",
			IT: "attacco {a}, difesa {d}, movimento {m}"},
	)
}
