package i18n

// Europe 1941 (europe12): the last four §15 rulings as switches (A4, A7,
// A8, A27), and the pool reading's log line [A7].
func init() {
	register(
		Def{ID: "europe.option.map-piece-colours", EN: "The map colours each territory in its controller's piece colour", IT: "La mappa colora ogni territorio nel colore dei pezzi di chi lo controlla"},
		Def{ID: "europe.option.map-piece-colours.off", EN: "The map colours territories by the rules' colour key: Germany brown, British green, USA blue", IT: "La mappa colora i territori secondo la legenda del regolamento: Germania marrone, britannici verdi, USA blu"},
		Def{ID: "europe.option.allies-declare-shares", EN: "The USSR, then the UK declare their shares of the Allies' 12 IPC advance; the USA takes the rest", IT: "L'URSS, poi il Regno Unito dichiarano la propria quota dei 12 IPC d'anticipo alleato; gli USA prendono il resto"},
		Def{ID: "europe.option.allies-declare-shares.off", EN: "The Allies declare no shares: the USSR, then the UK, then the USA buy from one pool of 12 IPC", IT: "Gli Alleati non dichiarano quote: l'URSS, poi il Regno Unito, poi gli USA comprano da un'unica cassa di 12 IPC"},
		Def{ID: "europe.option.income-step-seven", EN: "Income is collected in step 7, after submarines resurface and battleships are repaired", IT: "Il reddito si riscuote nella fase 7, dopo che i sommergibili riemergono e le corazzate sono riparate"},
		Def{ID: "europe.option.income-step-seven.off", EN: "Income is collected in step 6, before submarines resurface and battleships are repaired", IT: "Il reddito si riscuote nella fase 6, prima che i sommergibili riemergano e le corazzate siano riparate"},
		Def{ID: "europe.option.me-boxes-fit", EN: "The Middle East chart's 8 boxes only fit its values: Germany's ME column has no cap", IT: "Le 8 caselle della tabella del Medio Oriente servono solo a contenerne i valori: la colonna tedesca non ha tetto"},
		Def{ID: "europe.option.me-boxes-fit.off", EN: "The Middle East chart's 8 boxes cap Germany's ME column at 8 IPC", IT: "Le 8 caselle della tabella del Medio Oriente limitano la colonna tedesca a 8 IPC"},
		Def{ID: "europe.log.cash-pass", Args: "power:msg to:msg n:int",
			EN: "{power} leaves {n} IPC of the Allied cash advance to {to}",
			IT: "{power|Art} {power|lascia|lasciano} {n} IPC dell'anticipo alleato {to|a}"},
	)
}
