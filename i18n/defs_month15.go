package i18n

// The "readiness" effect (issue 13, month15).
func init() {
	register(
		Def{ID: "atl.eff.readiness", Args: "who:msg base:base v:text until:int",
			EN: "{who}: Readiness and Work-up rolls at {base} are at {v} until the end of turn {until}.",
			IT: "{who}: i tiri di Prontezza e di Approntamento {base|in} sono a {v} fino alla fine del turno {until}."},
	)
}
