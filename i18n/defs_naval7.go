package i18n

// The naval game's seventh pass (issue 20): the defender's choices against
// a raid in an SW box (21.5341 hold in port, 21.5342 which ship engages,
// 21.537D a damaged engager disengages or stays).
func init() {
	register(
		Def{ID: "naval.q.raidhold", Args: "box:msg ships:text",
			EN: "A raid enters the {box}: hold {ships} in port? Held ships sit out the raids this phase; otherwise the roll has −1 for the non-operative port",
			IT: "Un raid entra {box|in}: tenere in porto {ships}? Le navi trattenute restano fuori dai raid per questa fase; altrimenti il tiro ha −1 per il porto non operativo"},
		Def{ID: "naval.opt.raidengageall", EN: "Every ship may engage (−1 for the non-operative port)", IT: "Tutte le navi possono ingaggiare (−1 per il porto non operativo)"},
		Def{ID: "naval.opt.raidhold", Args: "ships:text", EN: "Hold {ships} in port", IT: "Trattieni in porto {ships}"},
		Def{ID: "naval.log.raidhold", Args: "side:msg ships:text", EN: "{side} {side|holds|hold} {ships} in port against the raids", IT: "{side|Art} {side|trattiene|trattengono} in porto {ships} contro i raid"},
		Def{ID: "naval.res.mayengage", Args: "n:int types:text", EN: "{n} {n|ship|ships} may engage (extra ship types {types})", IT: "{n} {n|nave può|navi possono} ingaggiare (tipi aggiuntivi {types})"},
		Def{ID: "naval.q.raidengage", Args: "force:msg type:msg", EN: "Which ship engages {force}? The Raid Table allows {type}", IT: "Quale nave ingaggia {force|art}? La Tavola dei raid ammette {type}"},
		Def{ID: "naval.opt.raidengager", Args: "ship:text force:msg", EN: "{ship} ({force})", IT: "{ship} ({force})"},
		Def{ID: "naval.log.raidengagers", Args: "ships:text n:int force:msg", EN: "{ships} {n|engages|engage} {force}", IT: "{ships} {n|ingaggia|ingaggiano} {force|art}"},
		Def{ID: "naval.log.raidnotype", Args: "type:msg", EN: "no ship of the type ({type}) may engage: ignored", IT: "nessuna nave del tipo ({type}) può ingaggiare: risultato ignorato"},
		Def{ID: "naval.q.raidstay", Args: "ship:text force:msg", EN: "{ship}, damaged in the first round, may disengage: stay in contact with {force}?", IT: "{ship}, danneggiata nel primo round, può disimpegnarsi: resta a contatto con {force|art}?"},
		Def{ID: "naval.opt.raidleave", Args: "ship:text", EN: "Disengage {ship}", IT: "Disimpegna {ship}"},
		Def{ID: "naval.opt.raidstay", Args: "ship:text", EN: "Stay in contact with {ship}", IT: "Resta a contatto con {ship}"},
		Def{ID: "naval.log.raiddisengage", Args: "ship:text", EN: "{ship} disengages and heads for port", IT: "{ship} si disimpegna e rientra in porto"},
		Def{ID: "naval.raidslot.0", EN: "a cruiser (compulsory)", IT: "un incrociatore (obbligatorio)"},
		Def{ID: "naval.raidslot.1", EN: "a cruiser or a fast 2-factor ship", IT: "un incrociatore o una nave rapida da 2 fattori"},
		Def{ID: "naval.raidslot.2", EN: "a cruiser, a 2–3-factor ship or a fast 3", IT: "un incrociatore, una nave da 2–3 fattori o una rapida da 3"},
		Def{ID: "naval.raidslot.3", EN: "a 3-factor ship or a fast 4", IT: "una nave da 3 fattori o una rapida da 4"},
		Def{ID: "naval.raidslot.4", EN: "a 4-factor ship or a fast 5", IT: "una nave da 4 fattori o una rapida da 5"},
		Def{ID: "naval.raidslot.5", EN: "a 5-factor ship or a fast carrier", IT: "una nave da 5 fattori o una portaerei rapida"},
		Def{ID: "naval.raidslot.6", EN: "any ship", IT: "una nave qualsiasi"},
	)
}

// The Indian Ocean's withdrawals in the European scenarios (20.632D).
func init() {
	register(
		Def{ID: "naval.log.boxwithdraw", Args: "side:msg n:int box:msg pool:int",
			EN: "{side}: {n} {n|transport|transports} of the {box} {n|carries|carry} oil and troops to India this turn, withdrawn ({pool} there)",
			IT: "{side}: {n} {n|trasporto|trasporti} {box|di} {n|porta|portano} petrolio e truppe in India in questo turno, {n|ritirato|ritirati} ({pool} in tutto)"},
	)
}
