package i18n

// The wolfpack's counterattack odds (issue 13, odds13): a pack member's
// odds hang on the places the rest of the pack takes and on which members
// attack before it, so the pack-order prompt gives each its odds exactly
// and the earlier prompts say what they take.
func init() {
	register(
		Def{ID: "atl.pack.order.odds",
			EN: "the counterattack risk if it attacks now, over what the counters it reveals may be, if your attack hits no escort and a damaged member fights on",
			IT: "il rischio di contrattacco se attacca ora, su ciò che possono essere le pedine che rivela, se il tuo attacco non colpisce alcuna scorta e un membro danneggiato resta a combattere"},
		Def{ID: "atl.shift.d.pack", Args: "sum:msg",
			EN: "{sum}; counterattack risk over what the counters to reveal first may be, if your attack hits no escort, it attacks first, the others stay if they can and fight on when damaged, arrivals go outer first [24.25]",
			IT: "{sum}; rischio di contrattacco su ciò che possono essere le pedine da rivelare prima, se il tuo attacco non colpisce alcuna scorta, attacca per primo, gli altri restano se possono e combattono anche se danneggiati, chi arriva va prima all'esterno [24.25]"},
		Def{ID: "atl.re.label.d.pack",
			EN: "dispersal may change, one column shift, white flags revealed first, every TDC −1, counterattack +1 (its odds, if your attack hits no escort); if it attacks first and the pack keeps its places [24.23]",
			IT: "la dispersione può cambiare, uno spostamento di colonna, prima si rivelano le bandiere bianche, ogni TDC −1, contrattacco +1 (le sue probabilità, se il tuo attacco non colpisce alcuna scorta); se attacca per primo e il branco mantiene le sue posizioni [24.23]"},
		Def{ID: "atl.fight.d.pack",
			EN: "its counterattack comes in its own turn: its odds are shown when you choose the pack's next attacker [24.23]",
			IT: "il suo contrattacco arriva nel suo turno: le probabilità compaiono quando scegli chi del branco attacca dopo [24.23]"},
		Def{ID: "atl.fight.d.acted",
			EN: "it has attacked this round: no counterattack on it before the re-attack, but the pack's later reveals may bring diligent escorts [24.21]",
			IT: "ha già attaccato in questo round: nessun contrattacco su di esso prima del nuovo attacco, ma le rivelazioni successive del branco possono portare scorte diligenti [24.21]"},
	)
}
