package i18n

// A tactical battle's score on the saves list (issue 18): both sides'
// totals as the people playing may know them [16.5], and whose count it is
// (game/tactical summary.go).
func init() {
	register(
		Def{ID: "tac.summary.vp", Args: "sub:int escort:int",
			EN: "VP: submarines {sub}, escorts {escort}",
			IT: "PV: sommergibili {sub}, scorte {escort}"},
		Def{ID: "tac.summary.vp.sub", Args: "sub:int escort:int",
			EN: "the Sub player's VP count: submarines {sub}, escorts {escort}",
			IT: "PV secondo il giocatore dei sommergibili: sommergibili {sub}, scorte {escort}"},
		Def{ID: "tac.summary.vp.escort", Args: "sub:int escort:int",
			EN: "the Escort player's VP count: submarines {sub}, escorts {escort}",
			IT: "PV secondo il giocatore delle scorte: sommergibili {sub}, scorte {escort}"},
	)
}
