package i18n

// Europe 1941 (europe11): more §15 rulings as switches (A10, A18, A19, A20, A28, A30 and A36).
func init() {
	register(
		Def{ID: "europe.option.sea-first-any", EN: "Any surfaced enemy sea unit in a landing's zone forces the sea battle first (A18)", IT: "Qualsiasi unità navale nemica in superficie nella zona di uno sbarco impone prima la battaglia navale (A18)"},
		Def{ID: "europe.option.sea-first-any.off", EN: "Only an enemy warship holds up a landing: surfaced submarines or transports alone do not force the sea battle first (A18)", IT: "Solo una nave da guerra nemica trattiene uno sbarco: sottomarini in superficie o trasporti da soli non impongono prima la battaglia navale (A18)"},
		Def{ID: "europe.option.intercept-here-only", EN: "Only fighters in the raided territory may intercept a bombing raid (A20)", IT: "Solo i caccia nel territorio bombardato possono intercettare un raid (A20)"},
		Def{ID: "europe.option.intercept-here-only.off", EN: "Fighters in the raided territory and in the land territories next to it may intercept a bombing raid (A20)", IT: "Possono intercettare un raid i caccia nel territorio bombardato e nei territori terrestri confinanti (A20)"},
		Def{ID: "europe.option.aa-occupies", EN: "A lone AA gun holds its territory: it fires at the attacking aircraft, then a surviving land unit takes it, and it stops a blitz (A30)", IT: "Una contraerea da sola tiene il suo territorio: spara agli aerei attaccanti, poi un'unità terrestre sopravvissuta lo conquista, e ferma un blitz (A30)"},
		Def{ID: "europe.option.aa-occupies.off", EN: "A lone AA gun does not hold its territory: the first land unit to enter takes it, gun included, with no AA fire, and a tank may blitz through (A30)", IT: "Una contraerea da sola non tiene il suo territorio: la prima unità terrestre che entra lo conquista, contraerea compresa, senza fuoco antiaereo, e un carro può attraversarlo in blitz (A30)"},
		Def{ID: "europe.option.sub-hits-allies-choose", EN: "When an Allied power attacks German submarines beside its allies' ships, the Allies choose which ship takes each submarine hit (A19)", IT: "Quando una potenza alleata attacca sottomarini tedeschi accanto a navi dei suoi alleati, gli Alleati scelgono quale nave subisce ogni colpo dei sottomarini (A19)"},
		Def{ID: "europe.option.sub-hits-allies-choose.off", EN: "Germany chooses which Allied ship in the zone takes each of its submarines' hits, an ally's that did not attack included (A19)", IT: "La Germania sceglie quale nave alleata nella zona subisce ogni colpo dei suoi sottomarini, anche di un alleato che non ha attaccato (A19)"},
		Def{ID: "europe.option.me-pay-what-they-have", EN: "If the Allies cannot pay Germany the whole Middle East total, they pay what they have (A28)", IT: "Se gli Alleati non possono pagare alla Germania tutto il totale del Medio Oriente, pagano quello che hanno (A28)"},
		Def{ID: "europe.option.me-pay-what-they-have.off", EN: "If the Allies cannot pay Germany the whole Middle East total, the bank pays the rest (A28)", IT: "Se gli Alleati non possono pagare alla Germania tutto il totale del Medio Oriente, la banca paga il resto (A28)"},
		Def{ID: "europe.option.usa-round-one", EN: "The USA acts from round 1: the \"six months\" are flavour (A36)", IT: "Gli USA agiscono dal primo round: i \"sei mesi\" sono solo ambientazione (A36)"},
		Def{ID: "europe.option.usa-round-one.off", EN: "The USA is neutral in round 1: no combat move in its first turn (A36)", IT: "Gli USA sono neutrali nel primo round: nessun movimento di combattimento nel loro primo turno (A36)"},
		Def{ID: "europe.option.ships-stop", EN: "Ships stop on entering a sea zone with enemy units (A10)", IT: "Le navi si fermano entrando in una zona di mare con unità nemiche (A10)"},
		Def{ID: "europe.option.ships-stop.off", EN: "In the combat move ships may sail through a sea zone with enemy units and fight only where they end (A10)", IT: "Nel movimento di combattimento le navi possono attraversare una zona di mare con unità nemiche e combattono solo dove si fermano (A10)"},
	)
}
