package i18n

// The naval game (game/naval), issue 20's fifteenth pass: a patrol's
// carriers striking the bases on its route and around its patrol hex
// (21.415D, H) and the flight of what they threaten (23.46B, C).
func init() {
	register(
		Def{ID: "kind.patrol-strike", EN: "Patrol strikes", IT: "Attacchi della pattuglia"},
		Def{ID: "kind.patrol-flee", EN: "Flee the patrol?", IT: "Sottrarsi alla pattuglia?"},
		Def{ID: "naval.q.patrolroute", Args: "force:text area:text nas:int", EN: "Patrol to {area} ({force}): strike an enemy air base in reach with {nas} NAS?",
			IT: "Pattuglia {area|verso} ({force}): attaccare una base aerea nemica a portata con {nas} SAN?"},
		Def{ID: "naval.opt.patrolon", EN: "Sail on to the patrol hex", IT: "Proseguire verso l'esagono di pattugliamento"},
		Def{ID: "naval.q.patrolhex", Args: "force:text area:text nas:int", EN: "Patrol hex {area} ({force}): strike an enemy base in reach with {nas} NAS?",
			IT: "Esagono di pattugliamento {area} ({force}): attaccare una base nemica a portata con {nas} SAN?"},
		Def{ID: "naval.opt.portstrike", Args: "area:text n:int nas:int", EN: "Strike the ships in port at {area} ({n} {n|ship|ships}) with {nas} NAS",
			IT: "Attaccare le navi in porto {area|a} ({n} {n|nave|navi}) con {nas} SAN"},
		Def{ID: "naval.opt.nopatrolstrike", EN: "No strike from the patrol hex", IT: "Nessun attacco dall'esagono di pattugliamento"},
		Def{ID: "naval.log.patrolstrikesend", Args: "force:text", EN: "{force}: the last strike hurt nothing, so no further strikes from the patrol hex",
			IT: "{force}: l'ultimo attacco non ha inflitto danni, quindi nessun altro attacco dall'esagono di pattugliamento"},
		Def{ID: "naval.q.patrolairflee", Args: "force:text nas:int base:text n:int", EN: "{force} ({nas} NAS) {force|patrols|patrol} in reach of {base} ({n} {n|squadron|squadrons}): fly them off?",
			IT: "{force|Art} ({nas} SAN) {force|pattuglia|pattugliano} a portata {base|di} ({n} {n|squadriglia|squadriglie}): farle decollare?"},
		Def{ID: "naval.opt.airstaypatrol", Args: "base:text", EN: "Stay at {base}", IT: "Restano {base|a}"},
		Def{ID: "naval.q.patrolshipflee", Args: "force:text nas:int area:text to:text", EN: "{force} ({nas} NAS) {force|patrols|patrol} in reach of {area}: do the ships there flee to {to}?",
			IT: "{force|Art} ({nas} SAN) {force|pattuglia|pattugliano} a portata {area|di}: le navi lì fuggono {to|a}?"},
		Def{ID: "naval.opt.portstay", EN: "Stay in port", IT: "Restano in porto"},
		Def{ID: "naval.opt.portflee", Args: "area:text", EN: "Flee to {area} (returned for the turn)", IT: "Fuggono {area|a} (rientrate per il turno)"},
		Def{ID: "naval.note.carrier-reach", EN: "A patrol's carrier air strikes bases within about 200 nm: 4 hexes on European maps, 2 on the Pacific",
			IT: "L'aviazione imbarcata di una pattuglia attacca le basi entro circa 200 mn: 4 esagoni sulle mappe europee, 2 nel Pacifico"},
		Def{ID: "naval.log.missedback", Args: "force:text area:text", EN: "{force} {force|turns|turn} back from {area}: {force|its|their} interception missed",
			IT: "{force|Art} {force|rientra|rientrano} {area|da}: l'intercettazione è mancata"},
		Def{ID: "naval.log.portflees", Args: "force:text from:text area:text", EN: "{force} {force|flees|flee} from {from} to {area}, returned for the turn",
			IT: "{force|Art} {force|fugge|fuggono} {from|da} {area|a}, rientrata per il turno"},
	)
}
