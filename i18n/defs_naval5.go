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
		Def{ID: "naval.q.splithome", Args: "force:msg from:msg", EN: "{force} {force|heads|head} home from {from}: which ships split off?", IT: "{force|Art} {force|rientra|rientrano} {from|da}: quali navi si separano?"},
		Def{ID: "naval.q.splitoffhome", Args: "force:msg from:msg", EN: "{force} {force|heads|head} home from {from}: split ships off?", IT: "{force|Art} {force|rientra|rientrano} {from|da}: separare delle navi?"},
		Def{ID: "naval.opt.splithome", EN: "Split ships off to sail home on their own", IT: "Separa delle navi che rientrano da sole"},
		Def{ID: "naval.d.splithome", EN: "a new target (22.165)", IT: "un nuovo bersaglio (22.165)"},
		Def{ID: "naval.opt.splithomedone", Args: "ships:text b:int a:int", EN: "Split off {ships} ({b} NF); {a} NF sail on together", IT: "Separa {ships} ({b} FN); {a} FN proseguono insieme"},
		Def{ID: "naval.opt.splithomemove", Args: "ship:text", EN: "Split off {ship}", IT: "Separa {ship}"},
		Def{ID: "naval.opt.splithomeback", Args: "ship:text force:msg", EN: "Keep {ship} with {force}", IT: "Tieni {ship} {force|con}"},
		Def{ID: "naval.force.splitoff", Args: "force:msg", EN: "{force} (split off)", IT: "{force} (separate)"},
		Def{ID: "naval.opt.areatransports", Args: "area:msg n:int", EN: "{area}, with {n} {n|transport|transports} from the SW box", IT: "{area}, con {n} {n|trasporto|trasporti} dalla zona di guerra strategica"},
		Def{ID: "naval.d.areatransports", Args: "n:int lift:int", EN: "{n} {n|hex|hexes}; one transport per {lift} {lift|land factor|land factors} (21.6)", IT: "{n} {n|esagono|esagoni}; un trasporto ogni {lift} {lift|fattore terrestre|fattori terrestri} (21.6)"},
		Def{ID: "naval.log.transportssail", Args: "n:int force:msg cargo:int", EN: "{n} {n|transport|transports} from the SW box sail with {force}, carrying {cargo} {cargo|factor|factors}", IT: "{n} {n|trasporto|trasporti} dalla zona di guerra strategica salpano {force|con}, con {cargo} {cargo|fattore|fattori} a bordo"},
		Def{ID: "naval.log.transportsback", Args: "side:msg n:int pool:int", EN: "{side}: {n} {n|transport returns|transports return} to the SW box ({pool} there)", IT: "{side}: {n} {n|trasporto torna|trasporti tornano} nella zona di guerra strategica ({pool} in tutto)"},
		Def{ID: "naval.log.transportslost", Args: "side:msg n:int by:msg", EN: "{side} loses {n} {n|transport|transports} ({n} VP to {by})", IT: "{side|Art} {side|perde|perdono} {n} {n|trasporto|trasporti} ({n} PV {by|a})"},
		Def{ID: "naval.opt.buildtransport", Args: "brp:int n:int", EN: "Build a transport ({brp} BRP; {n} more this turn)", IT: "Costruisci un trasporto ({brp} PRB; ancora {n} in questo turno)"},
		Def{ID: "naval.d.buildtransport", Args: "n:int", EN: "{n} in the SW box; it joins at the end of the turn", IT: "{n} nella zona di guerra strategica; entra in servizio a fine turno"},
		Def{ID: "naval.log.buildtransport", Args: "side:msg brp:int", EN: "{side} builds a transport ({brp} BRP)", IT: "{side|Art} {side|costruisce|costruiscono} un trasporto ({brp} PRB)"},
		Def{ID: "naval.log.transportslaunched", Args: "side:msg n:int pool:int", EN: "{side}: {n} new {n|transport joins|transports join} the SW box ({pool} there)", IT: "{side}: {n} {n|nuovo trasporto entra|nuovi trasporti entrano} nella zona di guerra strategica ({pool} in tutto)"},
		Def{ID: "naval.roll.counterattack", EN: "counterattack on the beachhead", IT: "contrattacco sulla testa di sbarco"},
		Def{ID: "naval.roll.counterround", Args: "round:int att:int def:int", EN: "round {round}, {att} against {def}", IT: "round {round}, {att} contro {def}"},
		Def{ID: "naval.res.counterattack", Args: "att:int def:int", EN: "the counterattack loses {att}, the beachhead {def}", IT: "il contrattacco perde {att}, la testa di sbarco {def}"},
		Def{ID: "naval.log.nocounter", Args: "side:msg area:msg att:int def:int", EN: "{side} does not counterattack the beachhead at {area}: {att} against {def}, under 1:1", IT: "{side|Art} non {side|contrattacca|contrattaccano} la testa di sbarco {area|in}: {att} contro {def}, meno di 1:1"},
		Def{ID: "naval.log.beachheadholds", Args: "area:msg n:int", EN: "the beachhead at {area} holds ({n} {n|factor|factors})", IT: "la testa di sbarco {area|in} resiste ({n} {n|fattore|fattori})"},
		Def{ID: "naval.log.retaken", Args: "side:msg port:msg vp:int from:msg", EN: "{side} retakes {port}: {vp} VP lost by {from}", IT: "{side|Art} {side|riconquista|riconquistano} {port|art}: {from|art} {from|perde|perdono} {vp} PV"},
		Def{ID: "naval.log.splithome", Args: "force:msg from:msg ships:text", EN: "{force} {force|splits|split} off from {from} for the way home: {ships}", IT: "{force|Art} {force|si separa|si separano} {from|da} per il rientro: {ships}"},
	)
}

// Names the naval game's log lines used to give in English.
func init() {
	register(
		Def{ID: "naval.t.lights", EN: "the light ships", IT: "le navi leggere"},
		Def{ID: "naval.t.atf", EN: "a task force", IT: "una task force"},
		Def{ID: "naval.t.aforce", EN: "a naval force", IT: "una forza navale"},
		Def{ID: "naval.t.nothing", EN: "nothing", IT: "nulla"},
		Def{ID: "naval.t.ships", EN: "ships", IT: "navi"},
		Def{ID: "naval.list", Args: "a:msg b:msg", EN: "{a}, {b}", IT: "{a}, {b}"},
		Def{ID: "naval.list1", Args: "b:msg", EN: "{b}", IT: "{b}"},
	)
}
