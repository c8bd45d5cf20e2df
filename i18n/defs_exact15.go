package i18n

// The French fleet seized [36.63G] (issue 13, exact15).
func init() {
	placeGrammarIT["toulon"] = Grammar{} // a city: "a Tolone"
	register(
		Def{ID: "atl.pol.req.36.63G", EN: "Seize the French fleet [36.63G]", IT: "Impadronirsi della flotta francese [36.63G]"},
		Def{ID: "atl.pol.seize",
			EN: "Request granted: the French fleet is to be seized. In August 1940 Toulon becomes a German base and each French boat there rolls: 0–3 it escapes or is scuttled, 4–9 it is captured [36.63G].",
			IT: "Richiesta accolta: la flotta francese sarà catturata. Nell'agosto 1940 Tolone diventa una base tedesca e per ogni sommergibile francese lì si tira: 0–3 fugge o si autoaffonda, 4–9 è catturato [36.63G]."},
		Def{ID: "atl.pol.seize.roll", Args: "boat:unit", EN: "{boat}: is the French boat captured? [36.63G]", IT: "{boat}: il sommergibile francese è catturato? [36.63G]"},
		Def{ID: "atl.pol.seize.escapes", EN: "escapes or is scuttled", IT: "fugge o si autoaffonda"},
		Def{ID: "atl.pol.seize.captured", EN: "captured", IT: "catturato"},
		Def{ID: "atl.pol.seize.cups", Args: "n:int",
			EN: "The escaped boats and the French units overseas join the Allies: they go into the cups for good; 1500 t boats into the Allied sub cup: {n} [36.63G].",
			IT: "I sommergibili fuggiti e le unità francesi d'oltremare passano agli Alleati: entrano per sempre nelle tazze; sommergibili da 1500 t nella tazza dei sommergibili alleati: {n} [36.63G]."},
		Def{ID: "atl.pol.seize.uf", Args: "boat:unit month:msg",
			EN: "{boat} comes a year early: it arrives at Atlantic France in {month} [36.63G].",
			IT: "{boat} arriva con un anno d'anticipo: in Francia atlantica in {month} [36.63G]."},
		Def{ID: "atl.pol.place.surcouf",
			EN: "Swap a captured 1500 t boat for Surcouf (she arrives damaged at Atlantic France)? [36.63G]",
			IT: "Scambiare un sommergibile catturato da 1500 t con il Surcouf (arriva danneggiato in Francia atlantica)? [36.63G]"},
		Def{ID: "atl.pol.opt.surcouf", Args: "boat:unit", EN: "Swap {boat}", IT: "Scambiare {boat}"},
		Def{ID: "atl.pol.surcouf", Args: "boat:unit base:base box:msg",
			EN: "{boat} is swapped for Surcouf, who never got away from Brest: she joins at {base}, {box}; her Allied counter leaves the sub cup [36.63G].",
			IT: "{boat} è scambiato con il Surcouf, che non è mai partito da Brest: entra {base|a}, {box}; il suo segnalino alleato lascia la tazza dei sommergibili [36.63G]."},
	)
}
