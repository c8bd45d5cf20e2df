package i18n

// The shared table scene's words (render/table): the scene every game
// system without scenes of its own plays on.
func init() {
	register(
		Def{ID: "hud.bot-playing", EN: "The computer is playing…", IT: "Gioca il computer…"},
		Def{ID: "bar.turn-of", Args: "turn:int scenario:text", EN: "Turn {turn} · {scenario}", IT: "Turno {turn} · {scenario}"},
		Def{ID: "table.seat-solo", EN: "Player", IT: "Giocatore"},
		Def{ID: "table.human", EN: "person", IT: "umano"},
		Def{ID: "table.computer", EN: "computer", IT: "computer"},
		Def{ID: "table.no-board", EN: "This game has no board to draw yet: play it from the panel at the right.", IT: "Questo gioco non ha ancora un tabellone da disegnare: si gioca dal pannello a destra."},
		Def{ID: "table.hand-over", Args: "seat:text", EN: "Pass the screen to {seat}", IT: "Passa lo schermo a {seat}"},
		Def{ID: "table.hand-over-hint", EN: "The other players look away · click or press Enter when ready", IT: "Gli altri giocatori distolgono lo sguardo · clic o Invio quando sei pronto"},
		Def{ID: "theatre.atlantic", EN: "Atlantic 1939–43", IT: "Atlantico 1939–43"},
		Def{ID: "theatre.pacific", EN: "Pacific 1941–45", IT: "Pacifico 1941–45"},
		Def{ID: "scenario.kind.battle", EN: "Battle", IT: "Battaglia"},
		Def{ID: "scenario.kind.tutorial", EN: "Tutorial", IT: "Tutorial"},
		Def{ID: "scenario.kind.strategic", EN: "Strategic", IT: "Strategico"},
		Def{ID: "newgame.seats", EN: "WHO PLAYS", IT: "CHI GIOCA"},
	)
}
