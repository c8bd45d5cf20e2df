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
	"Off Calabria": "Al largo della Calabria", "Gulf of Taranto": "Golfo di Taranto", "Taranto": "Taranto",
	"Ionian Sea": "Mar Ionio", "Off Cyrenaica": "Al largo della Cirenaica", "Benghazi": "Bengasi",
	"Off Cape Matapan": "Al largo di Capo Matapan", "Aegean Sea": "Mar Egeo", "Leros": "Lero",
	"Off Crete": "Al largo di Creta", "Suda Bay": "Baia di Suda", "Eastern Basin": "Bacino orientale",
	"Off Alexandria": "Al largo di Alessandria", "Alexandria": "Alessandria",
	// The Pacific.
	"Japanese home waters": "Acque metropolitane giapponesi", "Kure": "Kure", "Bonin Islands": "Isole Bonin",
	"Marianas": "Marianne", "Saipan": "Saipan", "Truk": "Truk", "Marshall Islands": "Isole Marshall",
	"Kwajalein": "Kwajalein", "Wake": "Wake", "North Pacific": "Pacifico settentrionale", "Midway": "Midway",
	"Hawaiian waters": "Acque delle Hawaii", "Pearl Harbor": "Pearl Harbor", "Central Pacific": "Pacifico centrale",
	"Bismarck Sea": "Mare di Bismarck", "Rabaul": "Rabaul", "Solomon Sea": "Mare delle Salomone",
	"Coral Sea": "Mar dei Coralli", "Gulf of Papua": "Golfo di Papua", "Port Moresby": "Port Moresby",
	"Off New Caledonia": "Al largo della Nuova Caledonia", "Nouméa": "Nouméa", "Fiji and Samoa": "Figi e Samoa",
	"Off Brisbane": "Al largo di Brisbane", "Brisbane": "Brisbane",
	// The North Atlantic.
	"Off Bergen": "Al largo di Bergen", "Bergen": "Bergen", "Norwegian Sea": "Mare di Norvegia",
	"Denmark Strait": "Stretto di Danimarca", "Off Iceland": "Al largo dell'Islanda", "Hvalfjörður": "Hvalfjörður",
	"Iceland–Faroes gap": "Passaggio Islanda–Fær Øer", "Off Orkney": "Al largo delle Orcadi", "Scapa Flow": "Scapa Flow",
	"North Atlantic convoy routes": "Rotte dei convogli del Nord Atlantico", "Western Approaches": "Approcci Occidentali",
	"Bay of Biscay": "Golfo di Biscaglia", "Brest": "Brest", "Off Gibraltar": "Al largo di Gibilterra",
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
	// Air bases.
	"Sicily": "Sicilia", "Sardinia": "Sardegna", "Libya": "Libia", "Dodecanese": "Dodecaneso", "Egypt": "Egitto",
	"Oahu": "Oahu", "Queensland": "Queensland", "Norway": "Norvegia", "Western France": "Francia occidentale",
	"Iceland": "Islanda", "Coastal Command (Scotland)": "Coastal Command (Scozia)",
	// Convoy routes.
	"Libyan convoy": "Convoglio per la Libia", "Malta convoy (from Alexandria)": "Convoglio per Malta (da Alessandria)",
	"Malta convoy (from Gibraltar)": "Convoglio per Malta (da Gibilterra)", "Operation MO": "Operazione MO",
	"Operation MI": "Operazione MI", "Port Moresby reinforcement": "Rinforzi per Port Moresby",
}

func init() {
	for en, it := range NavalNamesIT {
		dataITFor[NavalNameKey+"\n"+en] = it
	}
}
