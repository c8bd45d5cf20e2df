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
