package i18n

// The naval game (game/naval), issue 20's fifth pass: picking the ships of
// a split in battle (22.423B) and of a split-off on the way home (22.165).
func init() {
	register(
		Def{ID: "kind.split-pick", EN: "Split a combat group", IT: "Dividere un gruppo di combattimento"},
		Def{ID: "naval.q.splitpick", Args: "cg:int a:int b:int", EN: "Split CG{cg}: {a} NF stay, {b} NF go to the new group (each 10–25 NF, carriers no more than the fleet)",
			IT: "Divisione del GC{cg}: restano {a} FN, {b} FN passano al nuovo gruppo (ciascuno 10–25 FN, portaerei non più della flotta)"},
		Def{ID: "naval.opt.splitdone", Args: "cg:int a:int b:int", EN: "Split: CG{cg} keeps {a} NF, the new group takes {b} NF", IT: "Dividi: il GC{cg} tiene {a} FN, il nuovo gruppo ne prende {b}"},
		Def{ID: "naval.opt.splitmove", Args: "ship:text", EN: "Move {ship} to the new group", IT: "Sposta {ship} nel nuovo gruppo"},
		Def{ID: "naval.opt.splitback", Args: "ship:text cg:int", EN: "Keep {ship} in CG{cg}", IT: "Tieni {ship} nel GC{cg}"},
		Def{ID: "kind.split-home", EN: "Split off for the way home", IT: "Separarsi per il rientro"},
		Def{ID: "naval.q.splithome", Args: "force:msg from:msg", EN: "{force} heads home from {from}: which ships split off?", IT: "{force} rientra da {from}: quali navi si separano?"},
		Def{ID: "naval.opt.splithome", EN: "Split ships off to sail home on their own", IT: "Separa delle navi che rientrano da sole"},
		Def{ID: "naval.d.splithome", EN: "a new target (22.165)", IT: "un nuovo bersaglio (22.165)"},
		Def{ID: "naval.opt.splithomedone", Args: "ships:text b:int a:int", EN: "Split off {ships} ({b} NF); {a} NF sail on together", IT: "Separa {ships} ({b} FN); {a} FN proseguono insieme"},
		Def{ID: "naval.opt.splithomemove", Args: "ship:text", EN: "Split off {ship}", IT: "Separa {ship}"},
		Def{ID: "naval.opt.splithomeback", Args: "ship:text force:msg", EN: "Keep {ship} with {force}", IT: "Tieni {ship} con {force}"},
		Def{ID: "naval.force.splitoff", Args: "force:msg", EN: "{force} (split off)", IT: "{force} (separate)"},
		Def{ID: "naval.log.splithome", Args: "force:msg from:msg ships:text", EN: "{force} splits off from {from} for the way home: {ships}", IT: "{force} si separa da {from} per il rientro: {ships}"},
	)
}
