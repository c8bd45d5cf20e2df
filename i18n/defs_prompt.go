package i18n

import "strings"

// Headings of the prompt kinds and names of the odds' outcomes, in the
// seeds' own Italian terms where they have one (Ritorno alla Base, RTB,
// piazzamento, ricerca).
func init() {
	register(
		Def{ID: "kind.deploy", EN: "Deploy a boat", IT: "Schiera un sommergibile"},
		Def{ID: "kind.patrol-move", EN: "Patrol movement", IT: "Movimento di pattuglia"},
		Def{ID: "kind.transit-move", EN: "Transit movement", IT: "Movimento di transito"},
		Def{ID: "kind.move-route", EN: "Route", IT: "Rotta"},
		Def{ID: "kind.search", EN: "Search", IT: "Ricerca"},
		Def{ID: "kind.search-again", EN: "Search again", IT: "Nuova ricerca"},
		Def{ID: "kind.arrive", EN: "Arrival", IT: "Arrivo"},
		Def{ID: "kind.air-recon", EN: "Air reconnaissance", IT: "Ricognizione aerea"},
		Def{ID: "kind.placement", EN: "Placement", IT: "Piazzamento"},
		Def{ID: "kind.placement-fallback", EN: "Placement", IT: "Piazzamento"},
		Def{ID: "kind.reveal", EN: "Reveal", IT: "Rivela"},
		Def{ID: "kind.tdc", EN: "TDC", IT: "TDC"},
		Def{ID: "kind.allocate", EN: "Attack", IT: "Attacco"},
		Def{ID: "kind.lone-attack", EN: "Attack", IT: "Attacco"},
		Def{ID: "kind.reattack", EN: "Re-attack", IT: "Riattacco"},
		Def{ID: "kind.shift", EN: "Shift column", IT: "Cambio di colonna"},
		Def{ID: "kind.mines-carry", EN: "Mines", IT: "Mine"},
		Def{ID: "kind.rtb-base", EN: "Return to base", IT: "Ritorno alla base"},
		Def{ID: "kind.rtb-route", EN: "Route home", IT: "Rotta di rientro"},
		Def{ID: "kind.resupply", EN: "Resupply", IT: "Rifornimento"},
		Def{ID: "kind.encounter", EN: "Encounter", IT: "Incontro"},
		Def{ID: "kind.wolfpack", EN: "Wolfpack", IT: "Branco"},
		Def{ID: "kind.pack-join", EN: "Wolfpack", IT: "Branco"},
		Def{ID: "kind.pack-stay", EN: "Wolfpack", IT: "Branco"},
		Def{ID: "kind.gun", EN: "Deck gun", IT: "Cannone di coperta"},
		Def{ID: "kind.decline-convoy", EN: "Convoy", IT: "Convoglio"},
		Def{ID: "kind.coastal", EN: "Coastal traffic", IT: "Traffico costiero"},
		Def{ID: "kind.hold", EN: "Hold", IT: "Stiva"},
		Def{ID: "kind.scrap", EN: "Scrap", IT: "Demolizione"},
		Def{ID: "kind.tender", EN: "Tender", IT: "Nave appoggio"},
		Def{ID: "kind.early-deploy", EN: "Early deployment", IT: "Schieramento anticipato"},

		Def{ID: "outcome.safe", EN: "safe", IT: "indenne"},
		Def{ID: "outcome.encounter", EN: "encounter", IT: "incontro"},
		Def{ID: "outcome.spotted", EN: "spotted", IT: "avvistato"},
		Def{ID: "outcome.damaged", EN: "damaged", IT: "danneggiato"},
		Def{ID: "outcome.RTB", EN: "RTB", IT: "RTB"},
		Def{ID: "outcome.sunk", EN: "sunk", IT: "affondato"},
		Def{ID: "outcome.miss", EN: "miss", IT: "mancato"},
		Def{ID: "outcome.no effect", EN: "no effect", IT: "nessun effetto"},
		Def{ID: "outcome.hit, no effect", EN: "hit, no effect", IT: "colpito, nessun effetto"},
		Def{ID: "outcome.sunk (explodes)", EN: "sunk (explodes)", IT: "affondato (esplode)"},
		Def{ID: "outcome.placed", EN: "placed", IT: "piazzato"},
		Def{ID: "outcome.placed here", EN: "placed here", IT: "piazzato qui"},
		Def{ID: "outcome.falls back", EN: "falls back", IT: "ripiega"},
		Def{ID: "outcome.stays", EN: "stays", IT: "resta"},
		Def{ID: "outcome.loses contact", EN: "loses contact", IT: "perde il contatto"},
		Def{ID: "outcome.no counterattack", EN: "no counterattack", IT: "nessun contrattacco"},
		Def{ID: "outcome.in place", EN: "in place", IT: "in posizione"},
		Def{ID: "outcome.no contact", EN: "no contact", IT: "nessun contatto"},
		Def{ID: "outcome.enemy submarine", EN: "enemy submarine", IT: "sommergibile nemico"},
		Def{ID: "outcome.lone contacts", EN: "lone contacts", IT: "navi isolate"},
		Def{ID: "outcome.small convoy", EN: "small convoy", IT: "convoglio piccolo"},
		Def{ID: "outcome.large convoy", EN: "large convoy", IT: "convoglio grande"},
		Def{ID: "outcome.special convoy", EN: "special convoy", IT: "convoglio speciale"},
		Def{ID: "outcome.task force", EN: "task force", IT: "forza navale"},
		Def{ID: "outcome.resupplied: back on patrol", EN: "resupplied: back on patrol", IT: "rifornito: torna in pattuglia"},
		Def{ID: "outcome.fails: continues RTB", EN: "fails: continues RTB", IT: "fallito: prosegue l'RTB"},
	)
}

// KindTitle is the heading of a prompt kind in the UI's language; a kind
// the catalogue does not know is shown by its name.
func KindTitle(kind string) string {
	if Has("kind." + kind) {
		return T("kind." + kind)
	}
	t := strings.ReplaceAll(kind, "-", " ")
	if t == "" {
		return T("prompt.decision")
	}
	return strings.ToUpper(t[:1]) + t[1:]
}

// Outcome names an odds outcome in the UI's language; the engine's outcome
// names are English keys ("safe", "RTB"), and one the catalogue does not
// know is shown as it is.
func Outcome(o string) string { return Current().outcome(o) }

// A decision's log line and the generic pieces messages are built from.
func init() {
	register(
		Def{ID: "decision", Args: "q:msg a:msg", EN: "{q} → {a}", IT: "{q} → {a}"},
		Def{ID: "decision.on", Args: "n:int label:msg", EN: "{n} on {label}", IT: "{n} su {label}"},
		Def{ID: "list", Args: "a:msg b:msg", EN: "{a}, {b}", IT: "{a}, {b}"},
		Def{ID: "text", Args: "s:text", EN: "{s}", IT: "{s}"},
	)
}
