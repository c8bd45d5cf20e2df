package i18n

// Europe 1941 (europe6): a loaded transport is its own class in the move
// menu, beside the empty ones.
func init() {
	register(
		Def{ID: "europe.unit.loaded", Args: "unit:msg", EN: "{unit} (loaded)", IT: "{unit} (carico)"},
	)
}
