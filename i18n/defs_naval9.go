package i18n

// The naval game's ninth pass (issue 20): the raiders' way home split into
// smaller raid fleets (21.537B), the defender's engagers assigned among
// them (21.537C).
func init() {
	register(
		Def{ID: "naval.q.raidsplit", Args: "force:msg box:msg",
			EN: "{force} {force|heads|head} home from the {box}: together, or split into smaller raid fleets?",
			IT: "{force|Art} {force|rientra|rientrano} {box|da}: insieme, o divis{force|o|a|i|e} in flotte d'incursione più piccole?"},
		Def{ID: "naval.opt.raidtogether", EN: "Head home together", IT: "Rientra insieme"},
		Def{ID: "naval.opt.raidsplit", Args: "parts:text", EN: "Split: {parts}", IT: "Dividi: {parts}"},
		Def{ID: "naval.d.raidsplit", EN: "each fleet is rolled for on the Raid Table (21.538B)", IT: "per ogni flotta si tira sulla Tavola dei raid (21.538B)"},
		Def{ID: "naval.log.raidsplit", Args: "force:msg parts:text", EN: "{force} {force|splits|split} for the way home: {parts}", IT: "{force|Art} {force|si divide|si dividono} per il rientro: {parts}"},
		Def{ID: "naval.q.raidassign", Args: "ship:text", EN: "The raiders have split: which fleet does {ship} follow on its way home?", IT: "Gli incursori si sono divisi: quale flotta segue {ship} sulla rotta di rientro?"},
		Def{ID: "naval.opt.raidassign", Args: "force:msg ships:text", EN: "{force} ({ships})", IT: "{force} ({ships})"},
		Def{ID: "naval.log.raidassign", Args: "ship:text force:msg", EN: "{ship} follows {force} on its way home", IT: "{ship} segue {force|art} sulla rotta di rientro"},
	)
}
