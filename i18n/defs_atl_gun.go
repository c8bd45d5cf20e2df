package i18n

// The Atlantic campaign's deck gun [27.1], mines hitting ships [26.21] and
// boats leaving a special movement zone [20.6], [26.3]
// (game/campaign/gun.go, mines.go, movement.go).
func init() {
	register(
		Def{ID: "atl.gun.opt", EN: "Surface and use the deck gun", IT: "Emergi e usa il cannone di coperta"},
		Def{ID: "atl.gun.opt.d",
			EN: "Spotted; one random merchant in your column; DEMS check; no torpedo modifier",
			IT: "Avvistato; un mercantile a caso della tua colonna; verifica DEMS; nessun modificatore dei siluri"},
		Def{ID: "atl.gun.torpedo", EN: "Attack with torpedoes", IT: "Attacca con i siluri"},
		Def{ID: "atl.gun.q", Args: "boat:unit",
			EN: "{boat}: the merchants near you are unescorted: gun or torpedoes?",
			IT: "{boat}: i mercantili vicini sono senza scorta: cannone o siluri?"},
		Def{ID: "atl.gun.closes", Args: "boat:unit u:msg",
			EN: "{boat} surfaces and closes the {u}",
			IT: "{boat} emerge e si avvicina a {u}"},
		Def{ID: "atl.gun.dems", EN: "DEMS: is it armed", IT: "DEMS: è armato"},
		Def{ID: "atl.gun.dems.t", Args: "n:int", EN: "≤ {n} armed", IT: "≤ {n} armato"},
		Def{ID: "atl.gun.dems.armed", EN: "armed: it opens fire", IT: "armato: apre il fuoco"},
		Def{ID: "atl.gun.dems.unarmed", EN: "unarmed", IT: "disarmato"},
		Def{ID: "atl.gun.torpedoes-only", Args: "boat:unit",
			EN: "{boat} must go on with torpedoes",
			IT: "{boat} deve continuare con i siluri"},
		Def{ID: "atl.gun.keeps", Args: "boat:unit",
			EN: "{boat} keeps shelling from beyond the merchant's guns",
			IT: "{boat} continua a cannoneggiare fuori dalla portata dei cannoni del mercantile"},
		// [26.21]
		Def{ID: "atl.mines.hit", Args: "u:unit t:msg",
			EN: "mine hit on {u} ({t})",
			IT: "mina colpisce {u} ({t})"},
		Def{ID: "atl.mines.hit.t",
			EN: "Attack Results, unmodified",
			IT: "Risultati d'attacco, senza modificatori"},
		Def{ID: "atl.mines.hit.storm",
			EN: "damaged, and sinks in the 965 mb storm [7.41]",
			IT: "danneggiata, affonda nella tempesta da 965 mb [7.41]"},
		Def{ID: "atl.mines.damaged", Args: "u:unit",
			EN: "{u} is damaged by a mine and reaches port",
			IT: "{u} è danneggiata da una mina e raggiunge il porto"},
		// [20.6]
		Def{ID: "atl.smz.exit.q", Args: "boat:unit area:area",
			EN: "{boat} leaves {area}: into which adjacent OpArea?",
			IT: "{boat} lascia {area|art}: in quale Area Operativa adiacente?"},
		Def{ID: "atl.smz.exit.d", Args: "n:int subs:int",
			EN: "Done section; {n} OpAreas from the nearest base; {subs} subs there",
			IT: "sezione Concluso; {n} {n|Area Operativa|Aree Operative} dalla base più vicina; {subs} {subs|sommergibile|sommergibili} lì"},
		Def{ID: "atl.smz.leaves", Args: "boat:unit from:area to:area",
			EN: "{boat} leaves {from} for {to}",
			IT: "{boat} lascia {from|art} {to|per}"},
		Def{ID: "atl.smz.stays", Args: "boat:unit area:area",
			EN: "{boat} stays in {area} on its mission",
			IT: "{boat} resta {area|in} per la sua missione"},
		Def{ID: "atl.order.cannot", Args: "boat:unit area:area",
			EN: "{boat} cannot reach {area} this turn",
			IT: "{boat} non può raggiungere {area|art} in questo turno"},
	)
}
