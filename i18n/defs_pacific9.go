package i18n

// The Pacific campaign (Silent War), the ninth Pacific session: a closed
// base's damaged boats, and more §12 reading switches
// (game/campaign/readings_pacific.go).
func init() {
	register(
		Def{ID: "sw.base.stays-repair", Args: "boat:unit base:base box:msg",
			EN: "{boat} stays at {base} until repaired ({box}).",
			IT: "{boat} resta {base|in} fino alla riparazione ({box})."},
	)
}
