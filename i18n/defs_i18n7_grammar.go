package i18n

// The sides' Italian grammar (issue 12): a side that is the subject of a
// log line takes its article and the verb agrees with it in number ("la
// Gran Bretagna perde", "gli Stati Uniti perdono", "vince l'Italia"); a
// side as a label ("Turno del giocatore: Italia") stays as it is. English
// names them without an article and, even "the United States", in the
// singular (englishSingular).
func init() {
	for id, g := range map[string]Grammar{
		"seat.naval.italy": {Art: "l'", Fem: true}, "seat.naval.britain": {Art: "la"}, "seat.naval.japan": {Art: "il"},
		"seat.naval.usa": {Art: "gli"}, "seat.naval.germany": {Art: "la"},
		"seat.europe.de": {Art: "la"}, "seat.europe.su": {Art: "l'", Fem: true}, "seat.europe.uk": {Art: "il"},
		"seat.europe.us": {Art: "gli"}, "seat.europe.west": {Art: "il", And: &Grammar{Art: "gli"}}, "seat.europe.allies": {Art: "gli"},
		"europe.power.de": {Art: "la"}, "europe.power.su": {Art: "l'", Fem: true}, "europe.power.uk": {Art: "il"},
		"europe.power.us": {Art: "gli"},
	} {
		msgGrammarIT[id] = g
	}
}

// baseGrammarIT is the Italian grammar of the campaign bases that are
// countries or regions, by base id: an aircraft is "basato in Germania",
// "nella Francia atlantica", as a boat is "a Narvik" (a city, the default).
var baseGrammarIT = map[string]Grammar{
	"germany": {In: "in"}, "norway": {In: "in"}, "italy": {In: "in"}, "greece": {In: "in"},
	"france": {Art: "la"}, "canary-islands": {Art: "le"},
}
