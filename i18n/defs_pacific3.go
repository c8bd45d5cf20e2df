package i18n

// The Pacific campaign's (Silent War's) readiness ladder [SW 9.0] and
// Ultra [SW 7.0] log lines.
func init() {
	register(
		// [SW 9.0] Ready for Sea.
		Def{ID: "pac.ready.pier", Args: "base:base boats:msg", EN: "{base}: {boats} → Ready-for-Sea.", IT: "{base}: {boats} → Pronto per il mare."},
		Def{ID: "pac.ready.roll", EN: "readiness (Broom)", IT: "prontezza (Broom)"},
		Def{ID: "pac.ready.need", Args: "n:int", EN: "≤ Readiness {n}", IT: "≤ Approntamento {n}"},
		Def{ID: "pac.ready.ready", EN: "Ready-for-Sea", IT: "Pronto per il mare"},
		Def{ID: "pac.ready.pier-next", EN: "Pier (Ready next turn)", IT: "Banchina (pronto il turno prossimo)"},
		Def{ID: "pac.ready.shipside-next", EN: "Shipside (Ready next turn)", IT: "Bordo nave (pronto il turno prossimo)"},

		// [SW 7.0], [7.3] Ultra.
		Def{ID: "pac.ultra.roll", Args: "period:int", EN: "Ultra (period {period} column)", IT: "Ultra (colonna del periodo {period})"},
		Def{ID: "pac.ultra.none", EN: "No Ultra roll this turn (war event).", IT: "Nessun tiro Ultra in questo turno (evento di guerra)."},
		Def{ID: "pac.ultra.no-areas", EN: "no Ultra areas this turn", IT: "nessuna area Ultra in questo turno"},
		Def{ID: "pac.ultra.areas", Args: "areas:msg", EN: "Ultra in {areas}: +1 on AAC rolls there this turn", IT: "Ultra {areas|in}: +1 ai tiri sul diagramma attività lì in questo turno"},
		Def{ID: "pac.ultra.no-new", EN: "no new area", IT: "nessuna nuova area"},
		Def{ID: "pac.ultra.dropped", Args: "areas:msg dropped:msg",
			EN: "Ultra in {areas}; {dropped} dropped (at most three Ultra areas [7.3])",
			IT: "Ultra {areas|in}; {dropped} escluse (al massimo tre aree Ultra [7.3])"},
		Def{ID: "pac.ultra.no-table", Args: "who:msg", EN: "{who}: this game has no Ultra table; nothing happens.", IT: "{who}: questo gioco non ha la tabella Ultra; non succede nulla."},
		Def{ID: "pac.ultra.event-none", Args: "who:msg", EN: "{who}: no Ultra roll this turn.", IT: "{who}: nessun tiro Ultra in questo turno."},
		Def{ID: "pac.ultra.event-period", Args: "who:msg period:int", EN: "{who}: this turn's Ultra roll uses the period-{period} column.", IT: "{who}: il tiro Ultra di questo turno usa la colonna del periodo {period}."},
		Def{ID: "pac.ultra.event-twice", Args: "who:msg", EN: "{who}: two Ultra rolls this turn.", IT: "{who}: due tiri Ultra in questo turno."},
	)
}

// [SW 14.12] Declining a reveal with radar.
func init() {
	register(
		Def{ID: "pac.radar.q", Args: "boat:unit unit:msg", EN: "{boat} revealed {unit}: decline it by radar and reveal another instead?", IT: "{boat} ha scoperto {unit}: evitarlo col radar e scoprirne un'altra al suo posto?"},
		Def{ID: "pac.radar.keep", EN: "Keep it revealed", IT: "Lasciala scoperta"},
		Def{ID: "pac.radar.decline", EN: "Decline it: face down again, reveal another in its place", IT: "Evitala: di nuovo coperta, se ne scopre un'altra al suo posto"},
		Def{ID: "pac.radar.decline.d", EN: "its ASW and TDC stay hidden; it cannot be revealed by choice again this combat", IT: "il suo ASW e il TDC restano nascosti; non si può più scegliere di scoprirla in questo combattimento"},
		Def{ID: "pac.radar.declined", Args: "boat:unit", EN: "{boat} declines the unit by radar: face down again; it reveals another in its place.", IT: "{boat} evita l'unità col radar: di nuovo coperta; ne scopre un'altra al suo posto."},
	)
}
