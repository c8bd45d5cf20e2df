package campaign

// More of Silent War's §12 readings as switches (silent-war.md §12; the
// first ones are in readings_pacific.go). Each plays the spec's
// recommended reading unless its switch is on; readings_pacific10_test.go
// shows both readings of each, by section.

// pacificReadings10 are listed after pacificReadings (options.go).
var pacificReadings10 = []Option{
	{Name: "contact-filter-no-penalty", Rule: "13.2", Text: "A contact a mission's \"only C2 and TF\" does not count spares the boat the endurance −1 for finding nothing: it met ships, only not the ones it was sent for (default: it is no contact, and the −1 applies).", Ambiguity: true, Games: sw},
	{Name: "radar-decline-last", Rule: "14.12", Text: "Radar may decline the last unit left to reveal: it goes face down and nothing is revealed in its place (default: with nothing else to reveal it must stay revealed).", Ambiguity: true, Games: sw},
	{Name: "asw-half-round-up", Rule: "14.15C", Text: "A half point of ASW in the attack rounds the difference up, by the general rule [2.5] (default: the difference is rounded down, as [14.15C] says).", Ambiguity: true, Games: sw},
	{Name: "red-box-number", Rule: "14.2A", Text: "The counterattack adds the number of the row's first red box, not the count of red boxes (default: the count, which fits the rules' example).", Ambiguity: true, Games: sw},
	{Name: "radar-declined-return", Rule: "14.4B", Text: "In a re-attack the units declined by radar in the first round may be revealed again (default: they stay face down for the rest of the combat).", Ambiguity: true, Games: sw},
	{Name: "group-roll-bare", Rule: "24.31", Text: "A group wolfpack's search roll takes no modifiers at all (default: no barrier bonus, but the normal DRMs apply).", Ambiguity: true, Games: sw},
	{Name: "iwo-jima-inland-sea", Rule: "5.0", Text: "Period 4 event 9 (Iwo Jima) sends its five boats to the Inland Sea, as the event says (default: to the Bonins, the area its task-force filter names and the islands being invaded).", Ambiguity: true, Games: sw},
	{Name: "event-replaced", Rule: "14.12", Text: "A second combat event in a round goes back to its cup and a unit from the same cup is revealed in its place (default: no replacement; the reveal still counts).", Ambiguity: true, Games: sw},
}

// groupRollBare reports whether a sub's search roll is a group wolfpack's
// bare roll ("group-roll-bare", spec §12.26).
func (g *Game) groupRollBare(s *Sub) bool {
	if !g.Opt("group-roll-bare") {
		return false
	}
	pk := g.packOf(s.ID)
	return pk != nil && pk.Mode == "group"
}

// counterRedBoxes is what the AAC row adds to the Japanese counterattack
// total [14.2A]: the count of its red boxes (spec §12.10); with
// "red-box-number" the number of its first red box (0 with none).
func (g *Game) counterRedBoxes(gov string) int {
	row := g.Row(gov)
	if g.Opt("red-box-number") {
		if i := FirstRed(row); i >= 0 {
			return i
		}
		return 0
	}
	return RedCount(row)
}

// hitNeedRoundsDown reports whether the attack difference rounds down
// [SW 14.15C] (spec §12.8): Silent War's ruleset, unless
// "asw-half-round-up" applies the general rounding [2.5].
func (g *Game) hitNeedRoundsDown() bool {
	r, ok := g.rules.(interface{ DifferenceRoundsDown() bool })
	return ok && r.DifferenceRoundsDown() && !g.Opt("asw-half-round-up")
}

// DifferenceRoundsDown: "Differenza = A − B, arrotondata per difetto"
// [SW 14.15C].
func (silentWar) DifferenceRoundsDown() bool { return true }

// eventReplacement sends a round's second combat event back to its cup
// and puts a unit drawn from the same cup in its place ("event-replaced",
// spec §12.28). It returns the new unit's id, or "" when the cup is empty
// (the event's place is then left empty).
func (g *Game) eventReplacement(b *CombatBoat, u *BoardUnit, id string) string {
	c := g.S.Combat
	cup := u.Cup
	nid := g.Draw(cup)
	g.ToCup(cup, id)
	if nid == "" {
		g.noteM("14.12", b.ID, msgM("pac.event.back-empty"), "a second combat event this round goes back to its cup; the cup is empty, nothing replaces it")
		at, _ := c.Find(id)
		g.takeOff(at)
		return ""
	}
	u.ID = nid
	g.noteM("14.12", b.ID, msgM("pac.event.replaced", aNested("u", g.unitMsg(u))), "a second combat event this round goes back to its cup; in its place: %s", g.unitLabel(u))
	return nid
}
