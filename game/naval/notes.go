package naval

import "periscope/game/engine"

// NoteInfos are the text's ambiguities Periscope reads one way without a
// switch, each with its reason in a line (assets/data/naval/DATA.md,
// "Ambiguities, item by item", has the whole of each): the new-game page
// lists them under the switches, as rows without a switch, so that a
// player sees every reading the game makes, not only those it lets him
// change. Name is the message id's tail (naval.note.<name>); the words
// are only in the catalogue (i18n/defs_naval14.go), in both languages.
var NoteInfos = []engine.OptionInfo{
	{Name: "slow-ships", Rule: "22.232A"},
	{Name: "seventh-group", Rule: "22.423C"},
	{Name: "withdraw-subs", Rule: "22.62"},
	{Name: "ways-home", Rule: "22.65"},
	{Name: "base-squadrons", Rule: "23.132"},
	{Name: "flight-arrival", Rule: "23.462"},
	{Name: "carrier-reach", Rule: "21.415H"},
	{Name: "murmansk-subs", Rule: "22.945"},
	{Name: "aas-to-aaf", Rule: "23.142"},
	{Name: "port-defence", Rule: "23.42"},
	{Name: "winter", Rule: "23.441A"},
	{Name: "sorties", Rule: "21.321"},
	{Name: "transport-lift", Rule: "20.64C"},
	{Name: "raid-cve", Rule: "21.5342"},
	{Name: "displaced", Rule: "21.51231"},
	{Name: "grand-game", Rule: "20.14"},
}

// Notes lists the readings without a switch for the new-game page.
func (Installed) Notes(string) []engine.OptionInfo { return withTexts(NoteInfos, "note.") }
