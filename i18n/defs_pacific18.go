package i18n

// The Pacific campaign's submarine classes by name (issue 18): the data
// names each class by an id ("balao", "uk-t", "S1"), which the cards
// showed as it stood ("balao" on the combat board's boat card). BoatClass
// finds a class's name here as "boat.class." + its id; a class without
// one keeps the rule for designations ("Type VIIC").
func init() {
	register(
		Def{ID: "boat.class.S1", EN: "S-1 class", IT: "classe S-1"},
		Def{ID: "boat.class.S3", EN: "S-42 class", IT: "classe S-42"},
		Def{ID: "boat.class.argonaut", EN: "Argonaut (V-4)", IT: "Argonaut (V-4)"},
		Def{ID: "boat.class.narwhal", EN: "Narwhal class", IT: "classe Narwhal"},
		Def{ID: "boat.class.dolphin", EN: "Dolphin (V-7)", IT: "Dolphin (V-7)"},
		Def{ID: "boat.class.cachalot", EN: "Cachalot class", IT: "classe Cachalot"},
		Def{ID: "boat.class.porpoise", EN: "Porpoise class", IT: "classe Porpoise"},
		Def{ID: "boat.class.salmon", EN: "Salmon class", IT: "classe Salmon"},
		Def{ID: "boat.class.tambor", EN: "Tambor class", IT: "classe Tambor"},
		Def{ID: "boat.class.gato", EN: "Gato class", IT: "classe Gato"},
		Def{ID: "boat.class.balao", EN: "Balao class", IT: "classe Balao"},
		Def{ID: "boat.class.tench", EN: "Tench class", IT: "classe Tench"},
		Def{ID: "boat.class.uk-t", EN: "British T class", IT: "classe T britannica"},
		Def{ID: "boat.class.uk-s", EN: "British S class", IT: "classe S britannica"},
		Def{ID: "boat.class.nl-k14", EN: "Dutch K XIV class", IT: "classe K XIV olandese"},
		Def{ID: "boat.class.nl-k8", EN: "Dutch K VIII class", IT: "classe K VIII olandese"},
		Def{ID: "boat.class.nl-o16", EN: "Dutch O 16 class", IT: "classe O 16 olandese"},
	)
}

// ---- names19 (session 32, issue 18): the Atlantic's classes by name ----
// The Italian, French, Spanish and Finnish classes and the captured boats
// read "Type Marconi", "Type FR1500", "Type Porpoise" on the cards; the
// German types go by their designation (data "designation": "Type VIIC").
// Surcouf, a class of one, by what she was.
func init() {
	register(
		Def{ID: "boat.class.Porpoise", EN: "Porpoise class", IT: "classe Porpoise"},
		Def{ID: "boat.class.O21", EN: "O 21 class", IT: "classe O 21"},
		Def{ID: "boat.class.Aurore", EN: "Aurore class", IT: "classe Aurore"},
		Def{ID: "boat.class.Marconi", EN: "Marconi class", IT: "classe Marconi"},
		Def{ID: "boat.class.Marcello", EN: "Marcello class", IT: "classe Marcello"},
		Def{ID: "boat.class.Cappellini", EN: "Cappellini class", IT: "classe Cappellini"},
		Def{ID: "boat.class.Calvi", EN: "Calvi class", IT: "classe Calvi"},
		Def{ID: "boat.class.Liuzzi", EN: "Liuzzi class", IT: "classe Liuzzi"},
		Def{ID: "boat.class.Glauco", EN: "Glauco class", IT: "classe Glauco"},
		Def{ID: "boat.class.Brin", EN: "Brin class", IT: "classe Brin"},
		Def{ID: "boat.class.Archimede", EN: "Archimede class", IT: "classe Archimede"},
		Def{ID: "boat.class.Argo", EN: "Argo class", IT: "classe Argo"},
		Def{ID: "boat.class.Cagni", EN: "Cagni class", IT: "classe Cagni"},
		Def{ID: "boat.class.C-ES", EN: "Spanish C class", IT: "classe C spagnola"},
		Def{ID: "boat.class.Archimede-ES", EN: "Archimede class", IT: "classe Archimede"},
		Def{ID: "boat.class.VIIC-ES", EN: "Type VIIC", IT: "Tipo VIIC"},
		Def{ID: "boat.class.FR1500", EN: "Redoutable class", IT: "classe Redoutable"},
		Def{ID: "boat.class.FR630", EN: "630-tonne class", IT: "classe da 630 t"},
		Def{ID: "boat.class.FR600", EN: "600-tonne class", IT: "classe da 600 t"},
		Def{ID: "boat.class.FRRequin", EN: "Requin class", IT: "classe Requin"},
		Def{ID: "boat.class.FRSurcouf", EN: "submarine cruiser", IT: "incrociatore sommergibile"},
		Def{ID: "boat.class.FRSaphir", EN: "Saphir class", IT: "classe Saphir"},
		Def{ID: "boat.class.Vetehinen", EN: "Vetehinen class", IT: "classe Vetehinen"},
	)
}

// ---- end names19 ----
