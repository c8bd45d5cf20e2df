package i18n

// The tactical board's plotting by drag and typed plot strings, and the
// turn's replay (render/tactical: plotting.go, replay.go).
func init() {
	register(
		Def{ID: "tac.phase.escorts", EN: "Escorts", IT: "Scorte"},
		Def{ID: "tac.draft.howto", EN: "Click or drag the hexes ahead, or type a plot (3R1L2)",
			IT: "Clicca o trascina sugli esagoni avanti, o scrivi la rotta (3R1L2)"},
		Def{ID: "tac.draft.typed", Args: "s:text", EN: "Typed: {s}", IT: "Scritto: {s}"},
		Def{ID: "tac.replay.button", Args: "turn:int", EN: "► Replay turn {turn}", IT: "► Rivedi il turno {turn}"},
		Def{ID: "tac.replay.start", EN: "as the turn began", IT: "all'inizio del turno"},
		Def{ID: "tac.replay.caption", Args: "turn:int phase:msg k:int n:int",
			EN: "Turn {turn}: {phase} ({k}/{n})", IT: "Turno {turn}: {phase} ({k}/{n})"},
	)
}
