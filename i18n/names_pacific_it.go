package i18n

import "strings"

// Italian for the Pacific theatre's names where Italian has its own words:
// the Japanese counters' kinds (a ship's own name — Yamato, Kaga — stays
// as it is) and the bases the data names without an Italian name.
func init() {
	for en, it := range map[string]string{
		"Auxiliary patrol boat":      "Pattugliatore ausiliario",
		"Battleship":                 "Corazzata",
		"Coastal freighter":          "Mercantile costiero",
		"Converted liner":            "Transatlantico trasformato",
		"Fleet tanker":               "Petroliera di squadra",
		"Freighter":                  "Mercantile",
		"Heavy cruiser":              "Incrociatore pesante",
		"Large freighter":            "Grande mercantile",
		"Light carrier":              "Portaerei leggera",
		"Light cruiser":              "Incrociatore leggero",
		"Passenger-cargo liner":      "Nave mista di linea",
		"Patrol aircraft":            "Aereo da pattugliamento",
		"Radar patrol aircraft":      "Aereo da pattugliamento con radar",
		"Troop transport":            "Trasporto truppe",
		"I-boat (fleet submarine)":   "Sommergibile I (di squadra)",
		"RO-boat (medium submarine)": "Sommergibile RO (medio)",
	} {
		alliedFullIT[en] = it
	}
	for en, it := range map[string]string{
		"Small freighter":            "Piccolo mercantile",
		"Escort":                     "Scorta",
		"Escort carrier":             "Portaerei di scorta",
		"German U-boat":              "U-boot tedesco",
		"Old destroyer":              "Vecchio cacciatorpediniere",
		"Subchaser":                  "Cacciasommergibili",
		"Wartime standard freighter": "Mercantile standard di guerra",
		"Wartime standard tanker":    "Petroliera standard di guerra",
	} {
		alliedHeadsIT[en] = it
	}
	for en, it := range map[string]string{
		"diligent escort": "scorta diligente",
		"converted liner": "transatlantico trasformato",
		"Monsun group":    "gruppo Monsun",
	} {
		alliedPartsIT[en] = it
	}
}

// placeSuffixesIT are the words a place's name ends with in the data and
// their Italian, for places the data gives no Italian name: "Midway
// (tender)" is an advanced base at a tender [21.2].
var placeSuffixesIT = []struct{ en, it string }{
	{" (tender)", " (nave appoggio)"},
}

// placesIT are whole place names in Italian that the data does not give.
var placesIT = map[string]string{
	"Wake Island": "Isola di Wake",
}

// placeIT is a place's Italian name made from its English one, for a place
// the data names only in English ("" when Italian names it the same).
func placeIT(name string) string {
	head, suffix := name, ""
	for _, s := range placeSuffixesIT {
		if h, ok := strings.CutSuffix(name, s.en); ok {
			head, suffix = h, s.it
			break
		}
	}
	if it, ok := placesIT[head]; ok {
		head = it
	}
	if out := head + suffix; out != name && (suffix != "" || head != name) {
		return out
	}
	return ""
}
