package i18n

import "periscope/game/data"

// The Italian grammar of Europe 1941's spaces, by the space's catalogue id
// (europe.space.<id>), so that a template writes "{space|in}" and reads
// "in Germania", "nel Regno Unito", "negli Urali", "a Mosca", "nel Mare
// del Nord", "in Romania e in Ungheria", and "{from|da} {to|a}" reads
// "dal Caucaso all'Ucraina" (issue 12). A country takes "in" without an
// article (InBare: "in Francia", "dalla Francia"); a city or an island
// none at all ("a Malta", "da Creta"); a pair joined by "e" an article
// each (And). TestEveryEuropeSpaceHasItsGrammar checks that every space of
// assets/data/europe/map.json is here.
var europeSpaceGrammarIT = map[string]Grammar{
	"germany": {Art: "la", InBare: true}, "western-germany": {Art: "la", InBare: true},
	"poland": {Art: "la", InBare: true}, "france": {Art: "la", InBare: true}, "low-countries": {Art: "il"},
	"norway": {Art: "la", InBare: true}, "denmark": {Art: "la", InBare: true},
	"italy": {Art: "l'", Fem: true, InBare: true}, "yugoslavia": {Art: "la", InBare: true},
	"greece":  {Art: "la", InBare: true},
	"romania": {Art: "la", InBare: true, And: &Grammar{Art: "l'", Fem: true, InBare: true}},
	"finland": {Art: "la", InBare: true}, "libya": {Art: "la", InBare: true},
	"algeria": {Art: "l'", Fem: true, InBare: true}, "sardinia": {Art: "la", InBare: true},
	"united-kingdom": {Art: "il"}, "canada": {Art: "il", InBare: true}, "egypt": {Art: "l'", InBare: true},
	"gibraltar": {}, "malta": {}, "crete": {}, "iceland": {Art: "l'", Fem: true, InBare: true},
	"eastern-united-states": {Art: "gli"}, "central-united-states": {Art: "gli"},
	"greenland": {Art: "la", InBare: true}, "moscow": {}, "leningrad": {}, "stalingrad": {}, "archangel": {},
	"ukraine": {Art: "l'", Fem: true, InBare: true}, "belorussia": {Art: "la", InBare: true},
	"caucasus": {Art: "il"}, "baltic-states": {Art: "i"}, "eastern-poland": {Art: "la", InBare: true},
	"karelia": {Art: "la", InBare: true}, "urals": {Art: "gli"}, "iraq": {Art: "l'", InBare: true},
	"persia":    {Art: "la", InBare: true},
	"syria":     {Art: "la", InBare: true, And: &Grammar{Art: "il", InBare: true}},
	"palestine": {Art: "la", InBare: true, And: &Grammar{Art: "la", InBare: true}},
	"eire":      {Art: "l'", Fem: true, InBare: true}, "portugal": {Art: "il", InBare: true},
	"spain": {Art: "la", InBare: true}, "switzerland": {Art: "la", InBare: true},
	"sweden": {Art: "la", InBare: true}, "turkey": {Art: "la", InBare: true},
	"saudi-arabia": {Art: "l'", Fem: true, InBare: true},
	// The seas.
	"us-east-coast": {Art: "la", In: "su"}, "gulf-caribbean": {Art: "il", And: &Grammar{Art: "i"}},
	"north-atlantic": {Art: "l'"}, "central-atlantic": {Art: "l'"}, "south-atlantic": {Art: "gli"},
	"western-approaches": {Art: "gli"}, "bay-of-biscay": {Art: "il"}, "english-channel": {Art: "il"},
	"north-sea": {Art: "il"}, "norwegian-sea": {Art: "il"}, "barents-sea": {Art: "il"},
	"baltic-sea": {Art: "il"}, "western-med": {Art: "il"}, "central-med": {Art: "il"},
	"eastern-med": {Art: "il"}, "aegean": {Art: "il"}, "black-sea": {Art: "il"},
}

// europeUnitGrammarIT is the Italian grammar of Europe 1941's unit types
// ("Dove muovete la fanteria dal Caucaso?").
var europeUnitGrammarIT = map[string]Grammar{
	"infantry": {Art: "la"}, "artillery": {Art: "l'", Fem: true}, "tank": {Art: "il"},
	"aa": {Art: "l'", Fem: true}, "fighter": {Art: "il"}, "bomber": {Art: "il"}, "transport": {Art: "il"},
	"submarine": {Art: "il"}, "destroyer": {Art: "il"}, "carrier": {Art: "la"}, "battleship": {Art: "la"},
}

// navalConvoyGrammarIT is the Italian grammar of the naval war's convoy
// routes and the other names the first pass left without one, by their
// English (data_naval_it.go): "Il convoglio per la Libia sbarca…", "I
// rinforzi per Port Moresby sbarcano…". The cities and atolls that are
// sea areas take none ("a Malta", "da Truk"): they are listed so that
// TestEveryNavalPlaceHasItsGrammar tells a city from a forgotten name.
var navalConvoyGrammarIT = map[string]Grammar{
	"Libyan convoy": {Art: "il", Lower: true}, "Malta convoy (from Alexandria)": {Art: "il", Lower: true},
	"Malta convoy (from Gibraltar)": {Art: "il", Lower: true}, "Operation MO": {Art: "l'", Fem: true},
	"Operation MI": {Art: "l'", Fem: true}, "Port Moresby reinforcement": {Art: "i", Lower: true},
	"PQ convoy to Murmansk": {Art: "il", Lower: true}, "PQ convoy to Archangel": {Art: "il", Lower: true},
	"Malta": {}, "Truk": {}, "Wake": {}, "Midway": {},
}

func init() {
	for id, g := range europeSpaceGrammarIT {
		msgGrammarIT["europe.space."+id] = g
	}
	for id, g := range europeUnitGrammarIT {
		msgGrammarIT["europe.unit."+id] = g
	}
	nameWrapper["europe.unit.cargo"] = "unit"
	nameWrapper["europe.unit.loaded"] = "unit"
	for en, g := range navalConvoyGrammarIT {
		if _, ok := navalGrammarIT[en]; !ok {
			navalGrammarIT[en] = g
			nameGrammarIT[NavalNameKey+"\n"+en] = g
		}
	}
}

// AreaCase is the area or base id's name in the UI's language, in Italian
// in the case form ("art": "il Mare del Nord", "in": "nel Mare del
// Nord"); the bare name in English.
func AreaCase(t *data.Theatre, id, form string) string {
	name := AreaName(t, id)
	if Current() != IT {
		return name
	}
	return ItalianCase(name, placeGrammar(id), form)
}
