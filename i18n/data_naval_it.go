package i18n

// NavalNameKey is the data-text key of the naval game's names (game/naval
// DataName): sea areas, ports, forces, air bases and convoy routes, keyed
// by their English in assets/data/naval.
const NavalNameKey = "naval.name"

// NavalNamesIT is the Italian of the naval data's names, by their English:
// Italian place names where Italian has its own (Napoli, Alessandria,
// Gibilterra, Mar dei Coralli), the Regia Marina's own names for its
// squadrons (1a Squadra), the others translated; ships' and people's names
// stay as they are, and so do names Italian uses unchanged (Midway, Force H).
var NavalNamesIT = map[string]string{
	// The Mediterranean.
	"Strait of Gibraltar": "Stretto di Gibilterra", "Gibraltar": "Gibilterra", "Alboran Sea": "Mare di Alboran",
	"Balearic Sea": "Mar delle Baleari", "Ligurian Sea": "Mar Ligure", "La Spezia": "La Spezia",
	"Northern Tyrrhenian": "Tirreno settentrionale", "Naples": "Napoli", "Southern Tyrrhenian": "Tirreno meridionale",
	"Palermo": "Palermo", "Sardinian Channel": "Canale di Sardegna", "Cagliari": "Cagliari",
	"Sicilian Narrows": "Canale di Sicilia", "Malta": "Malta", "Gulf of Sirte": "Golfo della Sirte", "Tripoli": "Tripoli",
	"Off Calabria": "Acque della Calabria", "Gulf of Taranto": "Golfo di Taranto", "Taranto": "Taranto",
	"Ionian Sea": "Mar Ionio", "Off Cyrenaica": "Acque della Cirenaica", "Benghazi": "Bengasi",
	"Off Cape Matapan": "Acque di Capo Matapan", "Aegean Sea": "Mar Egeo", "Leros": "Lero",
	"Off Crete": "Acque di Creta", "Suda Bay": "Baia di Suda", "Eastern Basin": "Bacino orientale",
	"Off Alexandria": "Acque di Alessandria", "Alexandria": "Alessandria",
	// The Pacific.
	"Japanese home waters": "Acque metropolitane giapponesi", "Kure": "Kure", "Bonin Islands": "Isole Bonin",
	"Marianas": "Marianne", "Saipan": "Saipan", "Truk": "Truk", "Marshall Islands": "Isole Marshall",
	"Kwajalein": "Kwajalein", "Wake": "Wake", "North Pacific": "Pacifico settentrionale", "Midway": "Midway",
	"Hawaiian waters": "Acque delle Hawaii", "Pearl Harbor": "Pearl Harbor", "Central Pacific": "Pacifico centrale",
	"Bismarck Sea": "Mare di Bismarck", "Rabaul": "Rabaul", "Solomon Sea": "Mare delle Salomone",
	"Coral Sea": "Mar dei Coralli", "Gulf of Papua": "Golfo di Papua", "Port Moresby": "Port Moresby",
	"Off New Caledonia": "Acque della Nuova Caledonia", "Nouméa": "Nouméa", "Fiji and Samoa": "Figi e Samoa",
	"Off Brisbane": "Acque di Brisbane", "Brisbane": "Brisbane",
	// The North Atlantic.
	"Off Bergen": "Acque di Bergen", "Bergen": "Bergen", "Norwegian Sea": "Mare di Norvegia",
	"Denmark Strait": "Stretto di Danimarca", "Off Iceland": "Acque dell'Islanda", "Hvalfjörður": "Hvalfjörður",
	"Iceland–Faroes gap": "Passaggio Islanda–Fær Øer", "Off Orkney": "Acque delle Orcadi", "Scapa Flow": "Scapa Flow",
	"North Atlantic convoy routes": "Rotte dei convogli del Nord Atlantico", "Western Approaches": "Approcci Occidentali",
	"Bay of Biscay": "Golfo di Biscaglia", "Brest": "Brest", "Off Gibraltar": "Acque di Gibilterra",
	// The Arctic.
	"Off Jan Mayen": "Acque di Jan Mayen", "Off Trondheim": "Acque di Trondheim", "Trondheim": "Trondheim",
	"Vestfjord": "Vestfjord", "Narvik": "Narvik", "Off North Cape": "Acque di Capo Nord", "Altafjord": "Altafjord",
	"Bear Island passage": "Passaggio dell'Isola degli Orsi", "Barents Sea": "Mare di Barents", "Kola Inlet": "Baia di Kola",
	"Murmansk": "Murmansk", "White Sea": "Mar Bianco", "Archangel": "Arcangelo",
	// Forces.
	"1st Squadron": "1a Squadra", "2nd Squadron": "2a Squadra", "Naples escort group": "Gruppo scorte di Napoli",
	"Palermo light forces": "Forze leggere di Palermo", "Submarines (Taranto)": "Sommergibili (Taranto)",
	"Submarines (Cagliari)": "Sommergibili (Cagliari)", "Submarines (Leros)": "Sommergibili (Lero)",
	"Mediterranean Fleet": "Mediterranean Fleet", "Illustrious group": "Gruppo Illustrious", "Force H": "Force H",
	"Malta strike force": "Forza d'attacco di Malta", "Submarines (Malta)": "Sommergibili (Malta)",
	"Submarines (Alexandria)": "Sommergibili (Alessandria)", "Formidable group": "Gruppo Formidable",
	"Kido Butai": "Kido Butai", "5th Carrier Division": "5a Divisione portaerei", "MO Force": "Forza MO",
	"Main Body": "Forza principale", "Midway Invasion Force": "Forza d'invasione di Midway",
	"6th Fleet submarines": "Sommergibili della 6a Flotta", "Submarines (Truk)": "Sommergibili (Truk)",
	"TF 16": "TF 16", "TF 17": "TF 17", "TF 1": "TF 1", "TF 44 (ANZAC)": "TF 44 (ANZAC)",
	"TF 11 (Saratoga)": "TF 11 (Saratoga)", "TF 18 (Wasp)": "TF 18 (Wasp)",
	"Submarines (Pearl Harbor)": "Sommergibili (Pearl Harbor)", "Submarines (Brisbane)": "Sommergibili (Brisbane)",
	"Rheinübung group": "Gruppo Rheinübung", "U-boats (Biscay)": "U-Boot (Biscaglia)",
	"Battlecruiser Force": "Forza incrociatori da battaglia", "1st Cruiser Squadron": "1a Squadra incrociatori",
	"Home Fleet": "Home Fleet", "Rodney group": "Gruppo Rodney",
	"Trondheim group": "Gruppo Trondheim", "Narvik group": "Gruppo Narvik", "Narvik destroyers": "Cacciatorpediniere di Narvik", "U-boats (Arctic)": "U-Boot (Artico)", "PQ close escort": "Scorta ravvicinata PQ", "Submarines (Kola)": "Sommergibili (Kola)",
	// Air bases.
	"Sicily": "Sicilia", "Sardinia": "Sardegna", "Libya": "Libia", "Dodecanese": "Dodecaneso", "Egypt": "Egitto",
	"Oahu": "Oahu", "Queensland": "Queensland", "Norway": "Norvegia", "Western France": "Francia occidentale",
	"Iceland": "Islanda", "Coastal Command (Scotland)": "Coastal Command (Scozia)",
	"Northern Norway": "Norvegia settentrionale", "Central Norway": "Norvegia centrale",
	"Northern Fleet air arm": "Aviazione della Flotta del Nord",
	// Convoy routes.
	"Libyan convoy": "Convoglio per la Libia", "Malta convoy (from Alexandria)": "Convoglio per Malta (da Alessandria)",
	"Malta convoy (from Gibraltar)": "Convoglio per Malta (da Gibilterra)", "Operation MO": "Operazione MO",
	"Operation MI": "Operazione MI", "Port Moresby reinforcement": "Rinforzi per Port Moresby",
	// SW boxes.
	"Atlantic box": "Zona dell'Atlantico", "Indian Ocean box": "Zona dell'Oceano Indiano",
	"PQ convoy to Murmansk": "Convoglio PQ per Murmansk", "PQ convoy to Archangel": "Convoglio PQ per Arcangelo",
}

// navalGrammarIT is the Italian grammar of the naval names (data_case.go),
// by their English: the article of a sea, a gulf, a strait, a squadron; a
// city, an atoll or a single island has none ("da Malta", "a Midway").
// The English "Off Crete" areas are "Acque di Creta" in Italian, the
// waters off a place, so that every case reads naturally ("nelle acque di
// Creta", "dalle acque di Creta").
var navalGrammarIT = map[string]Grammar{
	// The Mediterranean.
	"Strait of Gibraltar": {Art: "lo"}, "Alboran Sea": {Art: "il"}, "Balearic Sea": {Art: "il"},
	"Ligurian Sea": {Art: "il"}, "La Spezia": {Art: "la", In: "a"}, "Northern Tyrrhenian": {Art: "il"},
	"Southern Tyrrhenian": {Art: "il"}, "Sardinian Channel": {Art: "il"}, "Sicilian Narrows": {Art: "il"},
	"Gulf of Sirte": {Art: "il"}, "Off Calabria": {Art: "le", Lower: true}, "Gulf of Taranto": {Art: "il"},
	"Ionian Sea": {Art: "il"}, "Off Cyrenaica": {Art: "le", Lower: true}, "Off Cape Matapan": {Art: "le", Lower: true},
	"Aegean Sea": {Art: "il"}, "Off Crete": {Art: "le", Lower: true}, "Suda Bay": {Art: "la"},
	"Eastern Basin": {Art: "il"}, "Off Alexandria": {Art: "le", Lower: true},
	// The Pacific.
	"Japanese home waters": {Art: "le", Lower: true}, "Bonin Islands": {Art: "le"}, "Marianas": {Art: "le"},
	"Marshall Islands": {Art: "le"}, "North Pacific": {Art: "il"}, "Hawaiian waters": {Art: "le", Lower: true},
	"Central Pacific": {Art: "il"}, "Bismarck Sea": {Art: "il"}, "Solomon Sea": {Art: "il"}, "Coral Sea": {Art: "il"},
	"Gulf of Papua": {Art: "il"}, "Off New Caledonia": {Art: "le", Lower: true}, "Fiji and Samoa": {Art: "le", In: "a"},
	"Off Brisbane": {Art: "le", Lower: true},
	// The North Atlantic.
	"Off Bergen": {Art: "le", Lower: true}, "Norwegian Sea": {Art: "il"}, "Denmark Strait": {Art: "lo"},
	"Off Iceland": {Art: "le", Lower: true}, "Iceland–Faroes gap": {Art: "il"}, "Off Orkney": {Art: "le", Lower: true},
	"North Atlantic convoy routes": {Art: "le", In: "su", Lower: true}, "Western Approaches": {Art: "gli"},
	"Bay of Biscay": {Art: "il"}, "Off Gibraltar": {Art: "le", Lower: true},
	// The Arctic.
	"Off Jan Mayen": {Art: "le", Lower: true}, "Off Trondheim": {Art: "le", Lower: true}, "Vestfjord": {Art: "il"},
	"Off North Cape": {Art: "le", Lower: true}, "Altafjord": {Art: "l'", In: "in"}, "Bear Island passage": {Art: "il"},
	"Barents Sea": {Art: "il"}, "Kola Inlet": {Art: "la"}, "White Sea": {Art: "il"},
	// Forces. A plural one ("i sommergibili (Malta)", "gli U-Boot
	// (Biscaglia)") makes the log's verbs plural ("rientrano", data_case.go).
	"Palermo light forces": {Art: "le", Lower: true}, "6th Fleet submarines": {Art: "i", Lower: true},
	"Submarines (Taranto)": {Art: "i", Lower: true}, "Submarines (Cagliari)": {Art: "i", Lower: true},
	"Submarines (Leros)": {Art: "i", Lower: true}, "Submarines (Malta)": {Art: "i", Lower: true},
	"Submarines (Alexandria)": {Art: "i", Lower: true}, "Submarines (Truk)": {Art: "i", Lower: true},
	"Submarines (Pearl Harbor)": {Art: "i", Lower: true}, "Submarines (Brisbane)": {Art: "i", Lower: true},
	"Submarines (Kola)": {Art: "i", Lower: true}, "U-boats (Biscay)": {Art: "gli"}, "U-boats (Arctic)": {Art: "gli"},
	"Kido Butai": {Art: "la"}, "TF 16": {Art: "la"}, "TF 17": {Art: "la"}, "TF 1": {Art: "la"}, "TF 44 (ANZAC)": {Art: "la"},
	"TF 11 (Saratoga)": {Art: "la"}, "TF 18 (Wasp)": {Art: "la"},
	"1st Squadron": {Art: "la"}, "2nd Squadron": {Art: "la"}, "Naples escort group": {Art: "il"}, "Mediterranean Fleet": {Art: "la"}, "Illustrious group": {Art: "il"},
	"Force H": {Art: "la"}, "Malta strike force": {Art: "la"}, "Formidable group": {Art: "il"}, "5th Carrier Division": {Art: "la"},
	"MO Force": {Art: "la"}, "Main Body": {Art: "la"}, "Midway Invasion Force": {Art: "la"}, "Rheinübung group": {Art: "il"},
	"Battlecruiser Force": {Art: "la"}, "1st Cruiser Squadron": {Art: "la"}, "Home Fleet": {Art: "la"},
	"Rodney group": {Art: "il"}, "Trondheim group": {Art: "il"}, "Narvik group": {Art: "il"}, "Narvik destroyers": {Art: "i", Lower: true}, "PQ close escort": {Art: "la"},
	// Air bases.
	"Sicily": {Art: "la"}, "Sardinia": {Art: "la"}, "Libya": {Art: "la"}, "Dodecanese": {Art: "il"},
	"Egypt": {Art: "l'"}, "Queensland": {Art: "il"}, "Norway": {Art: "la"}, "Western France": {Art: "la"},
	"Iceland": {Art: "l'", Fem: true}, "Northern Norway": {Art: "la"}, "Central Norway": {Art: "la"},
	"Northern Fleet air arm": {Art: "l'", Fem: true}, "Atlantic box": {Art: "la"}, "Indian Ocean box": {Art: "la"},
}

func init() {
	for en, it := range NavalNamesIT {
		dataITFor[NavalNameKey+"\n"+en] = it
	}
	for en, g := range navalGrammarIT {
		nameGrammarIT[NavalNameKey+"\n"+en] = g
	}
}
