package i18n

// The naval game's sixth pass (issue 20): a side's several SW boxes
// (20.6, 20.632, 20.633).
func init() {
	register(
		Def{ID: "naval.box.main", EN: "the SW box", IT: "la zona di guerra strategica"},
		Def{ID: "naval.opt.movetransport", Args: "from:msg to:msg n:int",
			EN: "Move a transport from {from} to {to} ({n} above its start level)",
			IT: "Trasferisci un trasporto {from|da} {to|a} ({n} oltre il livello iniziale)"},
		Def{ID: "naval.d.movetransport", Args: "n:int m:int to:msg",
			EN: "{n} there, {m} in {to}; it acts there from the next turn",
			IT: "{n} lì, {m} {to|in}; vi opera dal turno successivo"},
		Def{ID: "naval.log.movetransport", Args: "side:msg from:msg to:msg",
			EN: "{side} moves a transport from {from} to {to}; it acts there from the next turn",
			IT: "{side|Art} {side|trasferisce|trasferiscono} un trasporto {from|da} {to|a}; vi opera dal turno successivo"},
		Def{ID: "naval.log.transportsmoved", Args: "side:msg n:int box:msg pool:int",
			EN: "{side}: {n} {n|transport reaches|transports reach} {box} ({pool} there)",
			IT: "{side}: {n} {n|trasporto raggiunge|trasporti raggiungono} {box|art} ({pool} in tutto)"},
		Def{ID: "naval.log.boxpenalty", Args: "side:msg box:msg n:int opt:int brp:int",
			EN: "{side}: {box} holds {n} {n|transport|transports} against an optimal {opt}: {brp} BRP lost",
			IT: "{side}: {n} {n|trasporto|trasporti} {box|in} contro un livello ottimale di {opt}: {brp} PRB persi"},
		Def{ID: "naval.opt.buildtransportbox", Args: "box:msg brp:int n:int",
			EN: "Build a transport for {box} ({brp} BRP; {n} more this turn)",
			IT: "Costruisci un trasporto {box|per} ({brp} PRB; ancora {n} in questo turno)"},
		Def{ID: "naval.log.buildtransportbox", Args: "side:msg box:msg brp:int",
			EN: "{side} builds a transport for {box} ({brp} BRP)",
			IT: "{side|Art} {side|costruisce|costruiscono} un trasporto {box|per} ({brp} PRB)"},
		Def{ID: "naval.log.transportsbuilt", Args: "side:msg n:int box:msg pool:int",
			EN: "{side}: {n} new {n|transport joins|transports join} {box} ({pool} there)",
			IT: "{side}: {n} {n|nuovo trasporto entra|nuovi trasporti entrano} {box|in} ({pool} in tutto)"},
	)
}
