package i18n

// Europe 1941 (europe10): the A1, A12, A21, A22, A24 and A33 rulings as switches.
func init() {
	register(
		Def{ID: "europe.option.sunk-carrier-land", EN: "Fighters of a sunk carrier land in any friendly space within 4 moves, or are lost", IT: "I caccia di una portaerei affondata atterrano in uno spazio amico entro 4 movimenti, o sono perduti"},
		Def{ID: "europe.option.sunk-carrier-land.off", EN: "Fighters of a sunk carrier go down with it", IT: "I caccia di una portaerei affondata affondano con essa"},
		Def{ID: "europe.option.patriotic-all", EN: "The Patriotic War swaps every Western Allied unit but cargo, aircraft and AA guns included", IT: "La guerra patriottica scambia ogni unità alleata occidentale tranne il carico, aerei e contraerea compresi"},
		Def{ID: "europe.option.patriotic-all.off", EN: "The Patriotic War swaps land combat units only: no aircraft, no AA guns", IT: "La guerra patriottica scambia solo le unità terrestri da combattimento: niente aerei né contraerea"},
		Def{ID: "europe.option.aa-hits-first", EN: "In a bombing raid the AA's hits are removed before the interceptors and escorts fire", IT: "In un raid di bombardamento i colpi della contraerea sono tolti prima del fuoco di intercettori e scorte"},
		Def{ID: "europe.option.aa-hits-first.off", EN: "In a bombing raid the AA's hits are removed with the others at the end of the round: a hit escort still fires", IT: "In un raid di bombardamento i colpi della contraerea sono tolti con gli altri a fine round: una scorta colpita spara ancora"},
		Def{ID: "europe.option.cash-per-side", EN: "The special cash advance is 12 IPC to Germany and 12 to the Allies together", IT: "L'anticipo speciale è di 12 IPC alla Germania e 12 agli Alleati insieme"},
		Def{ID: "europe.option.cash-per-side.off", EN: "The special cash advance is 12 IPC to each power", IT: "L'anticipo speciale è di 12 IPC a ogni potenza"},
		Def{ID: "europe.option.resurface-all", EN: "In every power's step 6 all submarines resurface and all battleships are repaired", IT: "Nella fase 6 di ogni potenza tutti i sommergibili riemergono e tutte le corazzate sono riparate"},
		Def{ID: "europe.option.resurface-all.off", EN: "Only the power playing resurfaces its submarines and repairs its battleships in its step 6", IT: "Nella fase 6 solo la potenza di turno fa riemergere i suoi sommergibili e ripara le sue corazzate"},
		Def{ID: "europe.option.convoy-warship", EN: "A convoy centre falls after a battle only to a surviving warship", IT: "Un centro convogli cade dopo una battaglia solo se resta una nave da guerra"},
		Def{ID: "europe.option.convoy-warship.off", EN: "A convoy centre falls after a battle to any surviving ship, a transport included", IT: "Un centro convogli cade dopo una battaglia se resta una nave qualsiasi, anche un trasporto"},
	)
}
