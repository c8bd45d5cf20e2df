package i18n

// The naval game's eighth pass (issue 20): the Raid Table's other DRMs
// (21.5342).
func init() {
	registerMods(
		Def{ID: "naval.mod.later-raid", EN: "later raid fleet in the box", IT: "flotta successiva in raid nella zona"},
		Def{ID: "naval.mod.air-range", EN: "defender's air-range research", IT: "ricerca sull'autonomia aerea del difensore"},
		Def{ID: "naval.mod.us-at-war", EN: "USA at war with Germany", IT: "USA in guerra con la Germania"},
		Def{ID: "naval.mod.escort-carriers", EN: "defender's escort carriers", IT: "portaerei di scorta del difensore"},
	)
}
