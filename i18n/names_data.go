package i18n

import "strings"

// Italian for the names in the theatres' data where Italian has its own
// words: the aircraft's kinds ("flying boat" is an idrovolante). Proper
// names (Condor, Küstenfliegergruppe 406, KG 40) stay as they are.

// aircraftKindsIT are an aircraft name's English kind words and their
// Italian, which goes before the type: "Do 18 flying boat (…)" →
// "idrovolante Do 18 (…)".
var aircraftKindsIT = []struct{ en, it string }{
	{" flying boat", "idrovolante "},
	{" floatplane", "idrovolante a scarponi "},
}

// aircraftIT is an aircraft's Italian name, made from its English one
// ("" when Italian names it the same).
func aircraftIT(id, name string) string {
	head, tail, _ := strings.Cut(name, " (")
	if tail != "" {
		tail = " (" + tail
	}
	tail = strings.Replace(tail, ", Norway)", ", Norvegia)", 1)
	tail = strings.Replace(tail, "(Arctic)", "(Artico)", 1)
	for _, k := range aircraftKindsIT {
		if t, ok := strings.CutSuffix(head, k.en); ok {
			return k.it + t + tail
		}
	}
	if head+tail != name {
		return head + tail
	}
	return ""
}

// The Allied counters' kinds in Italian: a generic name is translated
// ("Corvette (Flower class)" → "Corvetta (classe Flower)", "Tanker" →
// "Petroliera"); a ship's own name (HMS Hood, RMS Queen Mary, Bretagne)
// stays as it is.

// alliedFullIT are whole names.
var alliedFullIT = map[string]string{
	"Cargo liner":                         "Nave da carico di linea",
	"Cargo ship":                          "Nave da carico",
	"Coaster":                             "Nave costiera",
	"Combat event":                        "Evento di combattimento",
	"Draw Liner":                          "Pesca transatlantico",
	"Empire / Fort / Ocean standard ship": "Nave standard Empire / Fort / Ocean",
	"Fishing trawler":                     "Peschereccio a strascico",
	"Fishing vessel":                      "Peschereccio",
	"Laker / coaster":                     "Nave dei Laghi / costiera",
	"Large cargo liner":                   "Grande nave da carico di linea",
	"Large tanker":                        "Grande petroliera",
	"Liberty ship":                        "Nave Liberty",
	"Refrigerated cargo liner":            "Nave frigorifera di linea",
	"Sailing barque":                      "Brigantino a palo",
	"Sailing ship":                        "Veliero",
	"Small cargo ship":                    "Piccola nave da carico",
	"T2 tanker":                           "Petroliera T2",
	"Tanker":                              "Petroliera",
	"Tramp steamer":                       "Piroscafo da carico",
	"Transport":                           "Trasporto",
	"Troopship":                           "Nave trasporto truppe",
	"Armed merchant cruiser":              "Incrociatore ausiliario",
	"A/S trawler":                         "Peschereccio antisommergibile",
	"Sunderland":                          "Sunderland",
}

// alliedHeadsIT are the kinds before a bracket ("Destroyer (…)").
var alliedHeadsIT = map[string]string{
	"Destroyer":               "Cacciatorpediniere",
	"Destroyer Type 7":        "Cacciatorpediniere Tipo 7",
	"Destroyer escort":        "Cacciatorpediniere di scorta",
	"Escort destroyer":        "Cacciatorpediniere di scorta",
	"Corvette":                "Corvetta",
	"Frigate":                 "Fregata",
	"Sloop":                   "Sloop",
	"Heavy cruiser":           "Incrociatore pesante",
	"Light cruiser":           "Incrociatore leggero",
	"AA cruiser":              "Incrociatore contraereo",
	"Contre-torpilleur":       "Contre-torpilleur",
	"Torpilleur":              "Torpediniera",
	"Aviso":                   "Avviso",
	"Coast Guard cutter":      "Cutter della Guardia Costiera",
	"Coast Guard patrol boat": "Motovedetta della Guardia Costiera",
	"Submarine chaser":        "Cacciasommergibili",
	"Guard ship":              "Nave di guardia",
	"A/S trawler":             "Peschereccio antisommergibile",
	"CAM ship":                "Nave CAM",
	"Free French submarine":   "Sommergibile della Francia Libera",
	"Greek submarine":         "Sommergibile greco",
	"Yugoslav submarine":      "Sommergibile jugoslavo",
	"1500-tonne submarine":    "Sommergibile da 1500 t",
	"S class submarine":       "Sommergibile classe S",
	"T class submarine":       "Sommergibile classe T",
	"U class submarine":       "Sommergibile classe U",
	// Aircraft keep their names; their brackets are translated.
	"Sunderland":      "Sunderland",
	"Swordfish":       "Swordfish",
	"TBF Avenger":     "TBF Avenger",
	"K-Blimp":         "K-Blimp",
	"B-24 Liberator":  "B-24 Liberator",
	"Fortress":        "Fortress",
	"Whitley":         "Whitley",
	"Wellington":      "Wellington",
	"Latécoère 298":   "Latécoère 298",
	"Liberator VLR":   "Liberator VLR",
	"Hudson":          "Hudson",
	"Anson":           "Anson",
	"Catalina":        "Catalina",
	"Canso":           "Canso",
	"Digby":           "Digby",
	"PBY Catalina":    "PBY Catalina",
	"PBM Mariner":     "PBM Mariner",
	"PV-1 Ventura":    "PV-1 Ventura",
	"SB2U Vindicator": "SB2U Vindicator",
	"B-25 Mitchell":   "B-25 Mitchell",
	"USS Lafayette":   "USS Lafayette",
	"USS Wakefield":   "USS Wakefield",
	"USS West Point":  "USS West Point",
}

// alliedPartsIT are the words inside a bracket.
var alliedPartsIT = map[string]string{
	"radar":                        "radar",
	"Type 271 radar":               "radar Type 271",
	"ex-US flush deck":             "ex USA a ponte continuo",
	"escort conversion":            "convertito per la scorta",
	"flush deck":                   "a ponte continuo",
	"Wickes / Clemson flush deck":  "Wickes / Clemson a ponte continuo",
	"V & W Long Range":             "V & W a lungo raggio",
	"B–I class escort group":       "classe B–I, gruppo di scorta",
	"modified Flower":              "Flower modificata",
	"Free French Flower class":     "classe Flower, Francia Libera",
	"RCN Flower class":             "classe Flower, RCN",
	"RCN River class":              "classe River, RCN",
	"support group":                "gruppo di supporto",
	"ex-US Coast Guard Lake class": "ex classe Lake della Guardia Costiera USA",
	"165 ft":                       "165 piedi",
	"escort carrier":               "portaerei di scorta",
	"US Navy airship":              "dirigibile della US Navy",
	"ASV radar":                    "radar ASV",
	"depth charges":                "bombe di profondità",
	"USAAF anti-submarine":         "USAAF, antisommergibile",
	"catapult Hurricane":           "Hurricane da catapulta",
	"S-1 group":                    "gruppo S-1",
	"group 1":                      "gruppo 1",
	"group 2":                      "gruppo 2",
	"group 2/3":                    "gruppo 2/3",
	"modified":                     "modificato",
	"ex-Normandie":                 "ex Normandie",
	"ex-Manhattan":                 "ex Manhattan",
	"ex-America":                   "ex America",
}

// AlliedIT is an Allied counter's Italian name from its English one (""
// when it is a ship's own name, the same in Italian).
func AlliedIT(name string) string {
	if it, ok := alliedFullIT[name]; ok {
		return it
	}
	// "Gato class submarine", "Katyusha (K) class submarine", "Porpoise
	// class minelaying submarine".
	if cls, ok := strings.CutSuffix(name, " class minelaying submarine"); ok {
		return "Sommergibile posamine classe " + cls
	}
	if cls, ok := strings.CutSuffix(name, " class submarine"); ok {
		return "Sommergibile classe " + cls
	}
	head, paren, hasParen := strings.Cut(name, " (")
	if !hasParen {
		if t, ok := strings.CutSuffix(name, "-tonne submarine"); ok {
			return "Sommergibile da " + t + " t"
		}
		return ""
	}
	paren = strings.TrimSuffix(paren, ")")
	it, ok := alliedHeadsIT[head]
	if !ok {
		if cls, ok := strings.CutSuffix(head, " class submarine"); ok {
			it = "Sommergibile classe " + cls
		} else {
			return ""
		}
	}
	var parts []string
	for _, p := range strings.Split(paren, ", ") {
		switch {
		case alliedPartsIT[p] != "":
			parts = append(parts, alliedPartsIT[p])
		case strings.HasSuffix(p, " class"):
			parts = append(parts, "classe "+strings.TrimSuffix(p, " class"))
		default:
			parts = append(parts, p)
		}
	}
	out := it + " (" + strings.Join(parts, ", ") + ")"
	if out == name {
		return ""
	}
	return out
}
