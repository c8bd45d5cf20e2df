package campaign

// The last of Silent War's §12 readings as switches (silent-war.md §12;
// the others are in readings_pacific.go and readings_pacific10.go). Each
// plays the spec's recommended reading unless its switch is on;
// readings_pacific11_test.go shows both readings of each, by section.

import "periscope/game/data"

// pacificReadings11 are listed after pacificReadings10 (options.go).
var pacificReadings11 = []Option{
	{Name: "torpedo-tons-yearly", Rule: "6.0", Text: "The torpedo table's tonnage is counted from 1 January of each year (\"in 1942…\"), not from the start of the scenario (default: cumulative for the scenario).", Ambiguity: true, Games: sw},
	{Name: "forced-rtb-next-turn", Rule: "15.22", Text: "A boat forced home (combat, endurance, a transit event, a mission's end) starts home next turn, as in Steel Wolves (default: it moves in this turn's transit phase, as [15.22] and [20.5] say).", Ambiguity: true, Games: sw},
	{Name: "pack-tdc-round-end", Rule: "24.53", Text: "A wolfpack member's TDCs go back to the pool only when the whole pack has attacked this round (default: after its own counterattack).", Ambiguity: true, Games: sw},
	{Name: "smz-transit-entry", Rule: "20.3", Text: "A boat sailing or in transit (phase 15) may go on into a special mission zone with an active mission (default: only in patrol movement, phase 12, as the zone lasts this turn only).", Ambiguity: true, Games: sw},
	{Name: "bv-two-counters", Rule: "3.12", Text: "The battleship-carriers Ise and Hyuga are two BV counters, as [14.8]'s \"BVs\" reads (default: one dated BV counter, October 1943, as [3.12] lists it).", Ambiguity: true, Games: sw},
	{Name: "spotted-before-victory", Rule: "16.2", Text: "At the end of the turn the Spotted markers are rolled for before victory is checked, as the rules' note on the [4.0] summary has it (default: victory [16.1], then Spotted [16.2]).", Ambiguity: true, Games: sw},
	{Name: "shokaku-damage-stays", Rule: "5.0", Text: "The Wounded bear hunt's Damaged marker on the Shokaku outlasts the combat: a damaged Shokaku leaves the War Mix until the next war period [18.5] (default: the marker applies in that combat only).", Ambiguity: true, Games: sw},
	{Name: "month-roll-at-month-end", Rule: "17.1", Text: "The war-period roll of a month listed on the transition table is made at the end of the month before, in its last week's War Progress phase (default: in week 1 of the month, after [16.5] has advanced the date).", Ambiguity: true, Games: sw},
}

// torpedoYearly reports whether the torpedo table counts this year's
// tonnage only ("torpedo-tons-yearly", spec §12.1).
func (g *Game) torpedoYearly() bool { return g.Opt("torpedo-tons-yearly") }

// tonsThisYear is the tonnage sunk since 1 January of the current year
// (spec §12.1): the tracks less the months of earlier years in the
// chronicle (the first month of a scenario holds what it started with).
func (g *Game) tonsThisYear() int {
	jan := g.S.Month - g.S.Month%12
	n := g.S.Tracks.Tons
	for _, r := range g.S.Chronicle {
		if r.Month < jan {
			n -= r.Tons
		}
	}
	return n
}

// forcedHomeNextTurn reports whether a boat forced home waits for next
// turn's transit phase ("forced-rtb-next-turn", spec §12.12).
func (g *Game) forcedHomeNextTurn() bool { return g.Opt("forced-rtb-next-turn") }

// transitMayEnterSMZ reports whether a boat moving in the transit phase
// (sailing or transit side up) may end its move in a special mission zone
// for its mission [20.3]: a transit zone always; otherwise, in Silent War,
// only with "smz-transit-entry" (spec §12.30: the zone lasts this turn
// only, so it is entered in patrol movement, phase 12). Steel Wolves'
// rules allow it.
func (g *Game) transitMayEnterSMZ(smz string) bool {
	if g.isTransitZone(smz) || g.Opt("smz-transit-entry") {
		return true
	}
	r, ok := g.rules.(interface{ SMZEntryPatrolOnly() bool })
	return !ok || !r.SMZEntryPatrolOnly()
}

// SMZEntryPatrolOnly: a special mission zone lasts one turn [SW 20.3], so
// it is entered in patrol movement (spec §12.30).
func (silentWar) SMZEntryPatrolOnly() bool { return true }

// packTDCsHeld reports whether a pack member's TDCs are held off the pool
// until the whole pack has attacked this round ("pack-tdc-round-end",
// spec §12.27).
func (g *Game) packTDCsHeld() bool {
	c := g.S.Combat
	return c != nil && c.isPack() && g.Opt("pack-tdc-round-end")
}

// releaseHeldTDCs puts the TDCs held by "pack-tdc-round-end" back in the
// pool (the round is over).
func (g *Game) releaseHeldTDCs() {
	c := g.S.Combat
	if c == nil || len(c.HeldTDCs) == 0 {
		return
	}
	for _, i := range c.HeldTDCs {
		g.ReturnTDC(i)
	}
	c.HeldTDCs = nil
}

// foundDamagedOp is the override of a war event's "found damaged" [SW 5.0].
const foundDamagedOp = "found-damaged"

// effFoundDamaged records a war event's "if X is found there this turn, it
// gets a Damaged marker" (Wounded bear hunt, the Shokaku [SW 5.0]): Text is
// the counter, Area the area, for Weeks.
func effFoundDamaged(g *Game, f *Frame, e *data.Effect) {
	until := g.addOverride(Override{Op: foundDamagedOp, Area: e.Area, Text: e.Text}, e.Weeks)
	name := e.Text
	if t := g.utype(e.Text); t != nil {
		name = t.Name
	}
	g.noteM(g.effectRule(f.S), "", msgM("pac.eff.found-damaged", aNested("who", g.effectWhoMsg(f.S)), aText("ship", name), aArea("area", e.Area), aInt("until", until)),
		"%s: if the %s is found in %s until the end of turn %d, she carries a Damaged marker in that combat.", g.effectWho(f.S), name, g.areaName(e.Area), until)
}

// markFoundDamaged gives a counter drawn into combat its event's Damaged
// marker (spec §12.33: "found" is drawn in combat; the marker applies in
// that combat only, unless "shokaku-damage-stays").
func (g *Game) markFoundDamaged(u *BoardUnit) {
	c := g.S.Combat
	if c == nil || u.Damaged {
		return
	}
	for _, o := range g.S.Overrides {
		if o.Op != foundDamagedOp || o.Text != u.ID || o.Area != c.Area || !g.overrideLive(o) {
			continue
		}
		u.Damaged, u.DamagedIn, u.EventDamaged = true, 0, true
		if !u.Up {
			return // face down: the marker shows when she is revealed
		}
		g.noteM("5.0", "", msgM("pac.found-damaged", aNested("unit", g.unitMsg(u))), "the %s is found here: she carries her Damaged marker into this combat", g.unitLabel(u))
		return
	}
}

// eventDamageOnly reports whether a damaged named ship's damage was only
// its war event's marker, which ends with the combat (spec §12.33).
func (g *Game) eventDamageOnly(u *BoardUnit) bool {
	return u.EventDamaged && !g.Opt("shokaku-damage-stays")
}
