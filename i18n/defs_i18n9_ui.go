package i18n

// The save list's line and the save dialogs' date in the player's language
// (issue 12): the campaign's status line as a message, and a finished
// game's mark.
func init() {
	register(
		Def{ID: "summary.campaign", Args: "ships:int tons:int lost:int boats:text vp:int",
			EN: "{ships} {ships|ship|ships}, {tons} t  ·  {lost} {boats} lost  ·  {vp} VP",
			IT: "{ships} {ships|nave|navi}, {tons} t  ·  {lost} {lost|sommergibile perso|sommergibili persi}  ·  {vp} PV"},
		Def{ID: "summary.over", Args: "date:text", EN: "{date} (game over)", IT: "{date} (partita finita)"},
		Def{ID: "summary.over-result", Args: "date:text result:text", EN: "{date} (game over: {result})", IT: "{date} (partita finita: {result})"},
		Def{ID: "mismatch.first", Args: "name:text title:text date:text why:text",
			EN: "“{name}” ({title}, {date}): {why}", IT: "«{name}» ({title}, {date}): {why}"},
	)
}

// Europe 1941's stack labels: each unit type's short name ("Inf 3 · Tk 2"
// in English, "Fan 3 · Car 2" in Italian; issue 12: the Italian board
// showed the English abbreviations). The Italian navy's own: CT
// cacciatorpediniere, NB nave da battaglia, PA portaerei.
func init() {
	register(
		Def{ID: "europe.abbr.infantry", EN: "Inf", IT: "Fan"},
		Def{ID: "europe.abbr.artillery", EN: "Art", IT: "Art"},
		Def{ID: "europe.abbr.tank", EN: "Tk", IT: "Car"},
		Def{ID: "europe.abbr.aa", EN: "AA", IT: "AA"},
		Def{ID: "europe.abbr.fighter", EN: "Ftr", IT: "Cac"},
		Def{ID: "europe.abbr.bomber", EN: "Bmb", IT: "Bom"},
		Def{ID: "europe.abbr.transport", EN: "Tr", IT: "Tr"},
		Def{ID: "europe.abbr.submarine", EN: "Sub", IT: "Smg"},
		Def{ID: "europe.abbr.destroyer", EN: "DD", IT: "CT"},
		Def{ID: "europe.abbr.carrier", EN: "CV", IT: "PA"},
		Def{ID: "europe.abbr.battleship", EN: "BB", IT: "NB"},
	)
}

// The headings of the prompt kinds that had none, so that the prompt panel
// showed the kind's id in English ("RADAR DECLINE" in an Italian game;
// issue 12). TestEveryPromptKindHasATitle finds every kind the games ask.
func init() {
	register(
		Def{ID: "kind.ace-reassign", EN: "Reassign the ace", IT: "Riassegna l'asso"},
		Def{ID: "kind.ace-transfer", EN: "Ace transfer", IT: "Trasferimento dell'asso"},
		Def{ID: "kind.coop-request", EN: "Request boats", IT: "Richiesta di sommergibili"},
		Def{ID: "kind.de-withdraw", EN: "Withdraw damaged", IT: "Ritiro del danneggiato"},
		Def{ID: "kind.deploy-order", EN: "Deployment order", IT: "Ordine di schieramento"},
		Def{ID: "kind.encounter-side", EN: "Side up", IT: "Lato in su"},
		Def{ID: "kind.hold-release", EN: "Out of the Hold", IT: "Uscita dall'Attesa"},
		Def{ID: "kind.inexp-arrival", EN: "Inexperienced crew", IT: "Equipaggio inesperto"},
		Def{ID: "kind.mines-spotted", EN: "Mines", IT: "Mine"},
		Def{ID: "kind.ops-order", EN: "Order of play", IT: "Ordine di gioco"},
		Def{ID: "kind.transit-order", EN: "Order of play", IT: "Ordine di gioco"},
		Def{ID: "kind.pack-order", EN: "Wolfpack order", IT: "Ordine del branco"},
		Def{ID: "kind.pack-preform", EN: "Form a wolfpack", IT: "Forma un branco"},
		Def{ID: "kind.radar-decline", EN: "Radar", IT: "Radar"},
		Def{ID: "kind.repoint", EN: "Attack points", IT: "Punti d'attacco"},
		Def{ID: "kind.rtb-place", EN: "Return to base", IT: "Ritorno alla base"},
		Def{ID: "kind.shadower", EN: "Shadower", IT: "Pedinatore"},
		Def{ID: "kind.smz-exit", EN: "Leave the SMZ", IT: "Uscita dalla SMZ"},
		Def{ID: "kind.substitute", EN: "Sister ship", IT: "Nave gemella"},
		Def{ID: "kind.supply-ship", EN: "Supply ship", IT: "Nave rifornimento"},
		Def{ID: "kind.training-pick", EN: "Training duty", IT: "Addestramento"},
		Def{ID: "kind.transit-governing", EN: "Transit check", IT: "Verifica di transito"},
		Def{ID: "kind.raid-engage", EN: "Engage the raider", IT: "Ingaggio dell'incursore"},
		Def{ID: "kind.raid-hold", EN: "Hold in port", IT: "Trattenere in porto"},
		Def{ID: "kind.raid-stay", EN: "Stay in contact", IT: "Restare a contatto"},
		Def{ID: "kind.raid-split", EN: "Split the raid fleet", IT: "Dividere la flotta incursora"},
		Def{ID: "kind.raid-assign", EN: "Send the engaging ships", IT: "Assegnare le navi d'ingaggio"},
		Def{ID: "kind.withdraw-pick", EN: "Withdraw ships", IT: "Ritiro delle navi"},
		Def{ID: "kind.withdraw-base", EN: "Withdraw to base", IT: "Ritiro alla base"},
		Def{ID: "kind.withdraw-route", EN: "Route home", IT: "Rotta di rientro"},
	)
}
