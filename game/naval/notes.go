package naval

import "periscope/game/engine"

// NoteInfos are the text's ambiguities Periscope reads one way without a
// switch, each with its reason in a line (assets/data/naval/DATA.md,
// "Ambiguities, item by item", has the whole of each): the new-game page
// lists them under the switches, as rows without a switch, so that a
// player sees every reading the game makes, not only those it lets him
// change. Name is the message id's tail (naval.note.<name>).
var NoteInfos = []engine.OptionInfo{
	{Name: "slow-ships", Rule: "22.232A", Text: "Slow ships: a force holding any rolls one die fewer when it intercepts or counter-intercepts (no other reading changes a roll)"},
	{Name: "seventh-group", Rule: "22.423C", Text: "Reinforcements at six combat groups: never more than six; a seventh waits for a slot, as the text's reading plays here"},
	{Name: "withdraw-subs", Rule: "22.62", Text: "The withdrawal's submarine clause: read as 22.914, subs may still attack ships withdrawing at the round's end"},
	{Name: "ways-home", Rule: "22.65", Text: "Other bases within 20 E / 10 P hexes: our hexes are about 50 nm (E) and 100 nm (P), so 20 on European maps, 10 on the Pacific"},
	{Name: "base-squadrons", Rule: "23.132", Text: "A base strike's losses are the battle's land air, one for one: attack, cover, search squadrons in turn"},
	{Name: "flight-arrival", Rule: "23.462", Text: "A fleeing force reaches its refuge's hex at once (no hex a round on our routes) and may be struck and intercepted there"},
	{Name: "patrol-flight", Rule: "23.46", Text: "Flight after an exchange with a patrol (B, C): patrols here never strike bases (21.415H), so nothing is threatened"},
	{Name: "murmansk-subs", Rule: "22.945", Text: "Murmansk convoys' sub attacks: the cross-reference is dead; PQ 17's U-boats attack on the map by 22.942"},
	{Name: "aas-to-aaf", Rule: "23.142", Text: "Squadrons back into AAF at the turn's end: 2–4 make one AAF, 5–7 two (the text's own numbers)"},
	{Name: "port-defence", Rule: "23.42", Text: "A port's air defence is its own authored level (city, port, flak), data rather than a reading of the rule"},
	{Name: "winter", Rule: "23.441A", Text: "The winter air modifier: no scenario has a winter turn with air over the sea, so it never applies"},
	{Name: "sorties", Rule: "21.321", Text: "Sorties in the combat phase: no base change after movement, no ship sorties twice a phase; both hold by construction"},
	{Name: "transport-lift", Rule: "20.64C", Text: "Transport lift: one transport per 5 land factors; no scenario crosses an ocean by 21.431F's count"},
	{Name: "raid-cve", Rule: "21.5342", Text: "The Raid Table's CVE wording: one CVE factor a squadron (an AAF three); no scenario raids a box with CVEs or land air"},
	{Name: "displaced", Rule: "21.51231", Text: "Ships displaced from a fallen port: no scenario's port falls with enemy ships in it"},
	{Name: "grand-game", Rule: "20.14", Text: "Rules of the grand game outside the seeds (20.14's basing, 20.6332's building, BRP gifts, advanced subs): not modelled"},
}

// Notes lists the readings without a switch for the new-game page.
func (Installed) Notes(string) []engine.OptionInfo {
	out := make([]engine.OptionInfo, len(NoteInfos))
	for i, o := range NoteInfos {
		o.TextMsg = msg("note." + o.Name)
		out[i] = o
	}
	return out
}
