package i18n

// The Italian grammar of the Atlantic's and the Pacific's places (issue
// 12), by area or base id: the article a name takes and the preposition of
// place, so that a template writes "{area|in}" and reads "nel Mare del
// Nord", "negli Approcci Occidentali", "a Gibilterra", "in Brasile", "alle
// Azzorre", "sui Grandi Banchi"; "{area|da}" reads "dal Golfo di
// Biscaglia", "da Freetown". A city, an atoll or a single island has no
// article (the zero Grammar: "a Truk", "da Truk"). An id that is both an
// area and a base (Midway, Germany) is one place with one grammar.
// TestEveryPlaceHasItsGrammar checks that every place in the two theatres'
// data is here.
var placeGrammarIT = map[string]Grammar{
	// The Atlantic's OpAreas.
	"north-sea": {Art: "il"}, "western-approaches": {Art: "gli"}, "sw-approaches": {Art: "gli"},
	"norwegian-sea": {Art: "il"}, "barents-sea": {Art: "il"}, "baltic": {Art: "il"}, "greenland-gap": {Art: "il"},
	"mid-ocean": {Art: "il"}, "grand-banks": {Art: "i", In: "su"}, "maritimes": {Art: "le"},
	"us-east-coast": {Art: "la", In: "su"}, "gulf-of-mexico": {Art: "il"}, "caribbean": {Art: "i"},
	"bermuda": {Art: "le", In: "a"}, "sargasso-sea": {Art: "il"}, "guiana-basin": {Art: "il"},
	"brazil": {Art: "il", InBare: true}, "south-brazil": {Art: "il", InBare: true}, "morocco": {Art: "il", InBare: true},
	"cape-verde": {}, "west-africa": {Art: "l'", Fem: true, InBare: true}, "angola-basin": {Art: "il"},
	"south-africa": {Art: "il", InBare: true}, "madagascar": {Art: "il", InBare: true},
	"western-med": {Art: "il"}, "eastern-med": {Art: "il"},
	// The Atlantic's special mission zones.
	"english-channel": {Art: "il"}, "bay-of-biscay": {Art: "il"}, "gibraltar": {}, "scapa-flow": {},
	"english-coast": {Art: "la", In: "su"}, "ireland": {Art: "il"}, "narvik": {}, "murmansk": {},
	"st-lawrence": {Art: "il"}, "us-harbours": {Art: "i", Lower: true}, "florida": {Art: "la", InBare: true},
	"us-canal": {Art: "la"}, "lesser-antilles": {Art: "le"}, "canary-islands": {Art: "le"},
	"azores": {Art: "le", In: "a"}, "casablanca": {}, "dakar": {}, "freetown": {}, "rio-de-janeiro": {},
	"river-plate": {Art: "il"}, "cape-town": {}, "diego-suarez": {}, "levant": {Art: "il"},
	"egypt": {Art: "l'", InBare: true},
	// The Atlantic's bases.
	"germany": {Art: "la", InBare: true}, "norway": {Art: "la", InBare: true}, "france": {Art: "la"},
	"italy": {Art: "l'", Fem: true, InBare: true}, "greece": {Art: "la", InBare: true},
	"el-ferrol": {}, "cadiz": {}, "refit-atlantic": {Art: "il"}, "refit-med": {Art: "il"},
	// The Pacific's OpAreas.
	"hawaiian-islands": {Art: "le"}, "mid-pacific": {Art: "il"}, "aleutians": {Art: "le"}, "kuriles": {Art: "le"},
	"empire-pacific": {Art: "il", InBare: true}, "sea-of-japan": {Art: "il"}, "east-china-sea": {Art: "il"},
	"yellow-sea": {Art: "il"}, "bonins": {Art: "le"}, "marianas": {Art: "le"}, "carolines": {Art: "le"},
	"marshalls": {Art: "le"}, "philippine-sea": {Art: "il"}, "luzon-strait": {Art: "lo"},
	"south-china-sea": {Art: "il"}, "indochina-coast": {Art: "la", In: "su"}, "celebes-sea": {Art: "il"},
	"java-sea": {Art: "il"}, "banda-sea": {Art: "il"}, "north-west-cape": {Art: "il", In: "a"},
	"new-guinea": {Art: "la", InBare: true}, "bismarck-sea": {Art: "il"}, "solomons": {Art: "le"},
	"coral-sea": {Art: "il"},
	// The Pacific's special mission zones and bases.
	"midway": {}, "wake": {Art: "l'", Fem: true, In: "a"}, "majuro": {}, "truk": {}, "palau": {}, "saipan": {},
	"guam": {}, "davao": {}, "formosa": {}, "lingayen-gulf": {Art: "il"}, "makassar-strait": {Art: "lo"},
	"molucca-strait": {Art: "lo"}, "mios-woendi": {}, "surabaya": {}, "guadalcanal": {}, "okinawa": {},
	"inland-sea": {Art: "il"}, "pearl-harbor": {}, "manila": {}, "fremantle": {}, "brisbane": {},
	"dutch-harbor": {}, "west-coast": {Art: "la", In: "su"},
}

// placeGrammar is the Italian grammar of the area or base id.
func placeGrammar(id string) Grammar {
	if g, ok := placeGrammarIT[id]; ok {
		return g
	}
	return baseGrammarIT[id]
}

// nameWrapper are the messages that only carry a name (or open with one:
// "Passaggio d'Islanda (via Mare del Nord)"), by the argument that holds
// it: a template that puts one in a case takes that name's grammar.
// A naval force the game makes up by splitting one (22.165, 22.423B) or
// sending its damaged or withdrawn ships home is its parent's name with a
// note ("la 1a Squadra (separate)", "i sommergibili (Malta)
// (danneggiate)"): it takes the parent's grammar.
var nameWrapper = map[string]string{"atl.area": "a", "atl.base": "b", "atl.path.via": "to",
	"naval.force.splitoff": "force", "naval.force.damaged": "force", "naval.force.withdrawn": "force"}

func init() {
	// The made-up naval forces that are not a parent's: the raid defence
	// ("la Difesa contro l'incursione") and a ship regrouped in port ("la
	// Warspite (Alessandria)": a ship is feminine in Italian).
	msgGrammarIT["naval.force.raiddefence"] = Grammar{Art: "la"}
	msgGrammarIT["naval.force.regrouped"] = Grammar{Art: "la"}
	register(
		// An AAC row as its boxes' colours, not its data code, in both
		// languages (issue 12).
		Def{ID: "atl.air.area.d2", Args: "n:int row:msg p0:int p1:int",
			EN: "{n} {n|boat|boats} of yours there; AAC row {row}; a search finds traffic {p0}% → {p1}% with this aircraft (+1 AAC, +1 contact table, +1 wolfpack joins)",
			IT: "{n} {n|tuo sommergibile|tuoi sommergibili} lì; riga AAC {row}; una ricerca trova traffico {p0}\u00a0% → {p1}\u00a0% con questo aereo (+1 AAC, +1 tabella contatto, +1 adesioni al branco)"},
		Def{ID: "atl.aac.row", Args: "w:int g:int o:int b:int r:int",
			EN: "{w} white, {g} green, {o} orange, {b} blue, {r} red",
			IT: "{w} {w|bianca|bianche}, {g} {g|verde|verdi}, {o} {o|arancione|arancioni}, {b} blu, {r} {r|rossa|rosse}"},
		// The hand-over curtain names the seat with its preposition ("Passa
		// lo schermo al Regno Unito e agli USA", "all'Italia").
		Def{ID: "table.hand-over.to", Args: "seat:msg",
			EN: "Pass the screen to {seat}",
			IT: "Passa lo schermo {seat|a}"},
		Def{ID: "atl.aac.row-dots", Args: "row:msg n:int",
			EN: "{row} ({n} with a red dot)",
			IT: "{row} ({n} con pallino rosso)"},
	)
}
