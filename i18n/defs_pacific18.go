package i18n

// The Pacific campaign's submarine classes by name (issue 18): the data
// names each class by an id ("balao", "uk-t", "S1"), which the cards
// showed as it stood ("balao" on the combat board's boat card). A class
// whose name is not its proper name and "class" (data "className",
// campaign.ClassMsg) has its whole name here as "boat.class." + its id.
func init() {
	register(
		Def{ID: "boat.class.argonaut", EN: "Argonaut (V-4)", IT: "Argonaut (V-4)"},
		Def{ID: "boat.class.dolphin", EN: "Dolphin (V-7)", IT: "Dolphin (V-7)"},
		Def{ID: "boat.class.uk-t", EN: "British T class", IT: "classe T britannica"},
		Def{ID: "boat.class.uk-s", EN: "British S class", IT: "classe S britannica"},
		Def{ID: "boat.class.nl-k14", EN: "Dutch K XIV class", IT: "classe K XIV olandese"},
		Def{ID: "boat.class.nl-k8", EN: "Dutch K VIII class", IT: "classe K VIII olandese"},
		Def{ID: "boat.class.nl-o16", EN: "Dutch O 16 class", IT: "classe O 16 olandese"},
	)
}

// ---- names19 (session 32, issue 18): the classes' names ----
// A class's proper name from the data ("className": "Marconi") framed as
// a class, and the Atlantic's classes whose names are not that: the
// Spanish C class, the Spanish boats of Italian and German classes, the
// French coastal series, Surcouf (a class of one, by what she was).
func init() {
	register(
		Def{ID: "boat.class", Args: "class:text", EN: "{class} class", IT: "classe {class}"},
		Def{ID: "boat.class.C-ES", EN: "Spanish C class", IT: "classe C spagnola"},
		Def{ID: "boat.class.Archimede-ES", EN: "Archimede class", IT: "classe Archimede"},
		Def{ID: "boat.class.VIIC-ES", EN: "Type VIIC", IT: "Tipo VIIC"},
		Def{ID: "boat.class.FR630", EN: "630-tonne class", IT: "classe da 630 t"},
		Def{ID: "boat.class.FR600", EN: "600-tonne class", IT: "classe da 600 t"},
		Def{ID: "boat.class.FRSurcouf", EN: "submarine cruiser", IT: "incrociatore sommergibile"},
	)
}

// ---- end names19 ----
