package i18n

// Words the Atlantic campaign (game/campaign) uses in many messages: the
// contact kinds, the box colours, lists of modifiers.
func init() {
	register(
		Def{ID: "atl.s", Args: "s:text", EN: "{s}", IT: "{s}"},
		Def{ID: "atl.kind.none", EN: "no contact", IT: "nessun contatto"},
		Def{ID: "atl.kind.sub", EN: "enemy submarine", IT: "sommergibile nemico"},
		Def{ID: "atl.kind.single", EN: "lone contacts", IT: "navi isolate"},
		Def{ID: "atl.kind.c1", EN: "small convoy", IT: "convoglio piccolo"},
		Def{ID: "atl.kind.c2", EN: "large convoy", IT: "convoglio grande"},
		Def{ID: "atl.kind.special", EN: "special convoy", IT: "convoglio speciale"},
		Def{ID: "atl.kind.tf", EN: "task force", IT: "forza navale"},
		Def{ID: "atl.colour.w", EN: "white: no contact", IT: "bianca: nessun contatto"},
		Def{ID: "atl.colour.g", EN: "green", IT: "verde"},
		Def{ID: "atl.colour.o", EN: "orange", IT: "arancione"},
		Def{ID: "atl.colour.b", EN: "blue", IT: "blu"},
		Def{ID: "atl.colour.r", EN: "red", IT: "rossa"},
		Def{ID: "atl.mod", Args: "v:text why:msg", EN: "{v} {why}", IT: "{v} {why}"},
		Def{ID: "atl.list", Args: "a:msg b:msg", EN: "{a}, {b}", IT: "{a}, {b}"},
		Def{ID: "atl.paren", Args: "x:msg", EN: "({x})", IT: "({x})"},
		Def{ID: "atl.no-mods", EN: "(no modifiers)", IT: "(nessun modificatore)"},
	)
}

func init() {
	register(
		Def{ID: "atl.area", Args: "a:area", EN: "{a}", IT: "{a}"},
		Def{ID: "atl.path.via", Args: "to:area via:msg", EN: "{to} (via {via})", IT: "{to} (via {via})"},
		Def{ID: "atl.then", Args: "a:msg b:msg", EN: "{a}; then {b}", IT: "{a}; poi {b}"},
		Def{ID: "atl.cat", Args: "a:msg b:msg", EN: "{a}{b}", IT: "{a}{b}"},
		Def{ID: "atl.plus", Args: "a:msg b:msg", EN: "{a} + {b}", IT: "{a} + {b}"},
		Def{ID: "atl.check.minefield", Args: "n:int", EN: "; Allied minefield: met on {n}+", IT: "; campo minato alleato: incontrato con {n}+"},
		Def{ID: "atl.check.none", EN: "no transit check [15.22]", IT: "nessuna verifica di transito [15.22]"},
		Def{ID: "atl.check.no-red", Args: "area:area", EN: "check on {area}: no red box, no event", IT: "verifica {area|in}: nessuna casella rossa, nessun evento"},
		Def{ID: "atl.check.event-on", Args: "area:area n:int drm:text", EN: "check on {area}: event on {n}+ before DRMs (DRM {drm})", IT: "verifica {area|in}: evento con {n}+ prima dei DRM (DRM {drm})"},
		Def{ID: "atl.token.none", EN: "no effect", IT: "nessun effetto"},
		Def{ID: "atl.token.spot", EN: "spotted", IT: "avvistato"},
		Def{ID: "atl.token.dmg", EN: "damaged", IT: "danneggiato"},
		Def{ID: "atl.token.rtb", EN: "RTB", IT: "RTB"},
		Def{ID: "atl.token.sunk", EN: "sunk", IT: "affondato"},
		Def{ID: "atl.token.explode", EN: "sunk, explodes", IT: "affondato, esplode"},
		Def{ID: "atl.token.again", EN: "roll again", IT: "ritira"},
		Def{ID: "atl.move.sail-to", Args: "path:msg", EN: "Sail to {path}", IT: "Salpa {path|verso}"},
		Def{ID: "atl.move.sail-cautiously", Args: "path:msg", EN: "Sail cautiously to {path}", IT: "Salpa con prudenza {path|verso}"},
		Def{ID: "atl.move.sail-into", Args: "path:msg", EN: "Sail into {path}", IT: "Salpa ed entra {path|in}"},
		Def{ID: "atl.move.move-into", Args: "path:msg", EN: "Move into {path}", IT: "Entra {path|in}"},
		Def{ID: "atl.move.move-to", Args: "path:msg", EN: "Move to {path}", IT: "Muovi {path|verso}"},
		Def{ID: "atl.move.move-cautiously", Args: "path:msg", EN: "Move cautiously to {path}", IT: "Muovi con prudenza {path|verso}"},
	)
}

func init() {
	register(
		Def{ID: "atl.box.hold", EN: "Hold", IT: "Attesa"},
		Def{ID: "atl.box.r3", EN: "Repair 3", IT: "Riparazione 3"},
		Def{ID: "atl.box.r2", EN: "Repair 2", IT: "Riparazione 2"},
		Def{ID: "atl.box.r1", EN: "Repair 1", IT: "Riparazione 1"},
		Def{ID: "atl.box.workup", EN: "Work-up", IT: "Approntamento"},
		Def{ID: "atl.box.inport", EN: "In-Port", IT: "In porto"},
		Def{ID: "atl.box.pier", EN: "Pierside", IT: "Banchina"},
		Def{ID: "atl.box.shipside", EN: "Shipside", IT: "Sottobordo"},
		Def{ID: "atl.box.ready", EN: "Ready-for-Sea", IT: "Pronto per il mare"},
	)
}

func init() {
	register(
		Def{ID: "atl.phase.readiness", EN: "Readiness", IT: "Prontezza"},
		Def{ID: "atl.phase.repair", EN: "Repair", IT: "Riparazioni"},
		Def{ID: "atl.phase.operations", EN: "Operations: patrol movement, search and combat", IT: "Operazioni: movimento di pattuglia, ricerca e combattimento"},
		Def{ID: "atl.phase.ultra", EN: "Intelligence: Ultra", IT: "Informazioni: Ultra"},
		Def{ID: "atl.phase.prepare", EN: "Prepare for Operations", IT: "Preparazione alle operazioni"},
		Def{ID: "atl.phase.events", EN: "War Events", IT: "Eventi di guerra"},
		Def{ID: "atl.phase.torpedo", EN: "Torpedo Improvement", IT: "Miglioramento dei siluri"},
		Def{ID: "atl.phase.intelligence", EN: "Intelligence", IT: "Informazioni"},
		Def{ID: "atl.phase.reinforcement", EN: "Reinforcement", IT: "Rinforzi"},
		Def{ID: "atl.phase.transit", EN: "Transit movement", IT: "Movimento di transito"},
		Def{ID: "atl.phase.end", EN: "End of Turn", IT: "Fine del turno"},
		Def{ID: "atl.phase.progress", EN: "War Progress", IT: "Andamento della guerra"},
		Def{ID: "atl.phase.setup", Args: "scenario:scenario", EN: "Set-up: {scenario}", IT: "Preparazione: {scenario}"},
		Def{ID: "atl.phase.turn", Args: "turn:int date:msg period:int", EN: "Turn {turn} — {date}, war period {period}", IT: "Turno {turn} — {date}, periodo di guerra {period}"},
		Def{ID: "atl.date", Args: "month:msg year:text week:int", EN: "{month} {year}, week {week}", IT: "{month} {year}, settimana {week}"},
	)
}

func init() {
	register(
		Def{ID: "atl.unit.down", Args: "flag:msg", EN: "face-down {flag}-flag counter", IT: "segnalino coperto a bandiera {flag}"},
		Def{ID: "atl.unit.name", Args: "u:unit", EN: "{u}", IT: "{u}"},
		Def{ID: "atl.unit.ship", Args: "u:unit stats:text", EN: "{u} {stats}", IT: "{u} {stats}"},
		Def{ID: "atl.unit.ship-t", Args: "u:unit stats:text t:text", EN: "{u} {stats} ({t}t)", IT: "{u} {stats} ({t}t)"},
		Def{ID: "atl.unit.damaged", Args: "u:msg", EN: "{u}, damaged", IT: "{u}, danneggiato"},
		Def{ID: "atl.flag.red", EN: "red", IT: "rossa"},
		Def{ID: "atl.flag.white", EN: "white", IT: "bianca"},
		Def{ID: "atl.col.off", EN: "off the board", IT: "fuori dal tabellone"},
		Def{ID: "atl.col.board", EN: "board", IT: "unica"},
		Def{ID: "atl.col.role", Args: "role:msg", EN: "{role}", IT: "{role}"},
		Def{ID: "atl.col.left", Args: "role:msg", EN: "left {role}", IT: "{role} sinistra"},
		Def{ID: "atl.col.right", Args: "role:msg", EN: "right {role}", IT: "{role} destra"},
		Def{ID: "atl.role.outer", EN: "outer", IT: "esterna"},
		Def{ID: "atl.role.inner", EN: "inner", IT: "interna"},
		Def{ID: "atl.role.centre", EN: "centre", IT: "centrale"},
		Def{ID: "atl.tons.under", EN: "under 1,000 t", IT: "meno di 1.000 t"},
		Def{ID: "atl.tons", Args: "t:kt", EN: "{t}", IT: "{t}"},
	)
}

func init() {
	register(
		Def{ID: "atl.colsum.down", Args: "n:int", EN: "{n} face down", IT: "{n} {n|coperto|coperti}"},
		Def{ID: "atl.colsum.up", Args: "list:msg", EN: "; up: {list}", IT: "; scoperti: {list}"},
		Def{ID: "atl.colsum.subs", Args: "list:msg", EN: "; subs: {list}", IT: "; sommergibili: {list}"},
	)
}

func init() {
	register(
		Def{ID: "atl.board.single", EN: "Single contact", IT: "Contatto singolo"},
		Def{ID: "atl.board.c1", EN: "Small convoy", IT: "Convoglio piccolo"},
		Def{ID: "atl.board.c2", EN: "Large convoy", IT: "Convoglio grande"},
		Def{ID: "atl.board.tf", EN: "Task Force", IT: "Forza navale"},
	)
}
