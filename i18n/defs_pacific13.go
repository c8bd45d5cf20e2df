package i18n

// The Pacific campaign (Silent War), the thirteenth Pacific session: the
// bases' readiness help without Steel Wolves' Type II clause, for a theatre
// that has no Type II boats (render/scenes/bases.go).
func init() {
	register(
		Def{ID: "bases.help.readiness.plain",
			EN: "Readiness [9.0]: Work-up → In port on a d10 at most the box's number; In port → Pier and Pier → Ready for sea on a d10 at most the boat's Readiness.",
			IT: "Prontezza [9.0]: Approntamento → In porto con un d10 non superiore al numero della casella; In porto → Banchina e Banchina → Pronto per il mare con un d10 non superiore alla Prontezza del sommergibile."},
	)
}
