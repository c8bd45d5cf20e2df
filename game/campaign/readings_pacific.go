package campaign

// Silent War's interpretation switches (silent-war.md §12): each is a
// reading of an ambiguous or self-contradicting rule. The engine plays the
// spec's recommended reading unless the switch is on; each switch names the
// §12 item it is about in its godoc and in readings_pacific_test.go, where
// a test per switch shows both readings at work.

import "periscope/game/data"

// sw marks a switch of Silent War alone.
var sw = []string{data.SilentWar}

// pacificReadings are the Silent War interpretation switches (options.go
// lists them after its own).
var pacificReadings = []Option{
	{Name: "total-loss-at-3", Rule: "18.1", Text: "Two damage rolls that add up to 3 are already a structural total loss, as in Steel Wolves (default: only a sum beyond box 3, as [SW 18.1] says).", Ambiguity: true, Games: sw},
	{Name: "rtb-damage-roll-all", Rule: "18.3", Text: "Every sub that reaches a base rolls on the Damage table, damaged or not (default: only damaged subs, and every sub at Dutch Harbor [15.23]).", Ambiguity: true, Games: sw},
	{Name: "governing-fewest-red", Rule: "15.21", Text: "A move's transit check is governed by the area with the fewest red boxes, as [15.21] reads (default: red beginning at the lowest number, [15.1] and [19.1]).", Ambiguity: true, Games: sw},
	{Name: "ultra-twice-extra", Rule: "7.3", Text: "A war event's \"Ultra ×2\" adds two rolls to the turn's own, three in all (default: two rolls in all).", Ambiguity: true, Games: sw},
	{Name: "counter-lowest-row", Rule: "14.2", Text: "A counterattack difference below the table's lowest row is read on the lowest row (default: no counterattack).", Ambiguity: true, Games: sw},
	{Name: "circular-run-no-defence", Rule: "19.2", Text: "The circular run hits on d10 ≤ torpedo value + 1 − the drawn TDC, the spec's formula (default: it is an attack on the sub, whose Defense and skipper join the TDC as in sub vs sub [14.6]).", Ambiguity: true, Games: sw},
	{Name: "no-counter-third-round", Rule: "14.41", Text: "No counterattack follows a third attack round (default: one follows, +1 as after any re-attack).", Ambiguity: true, Games: sw},
	{Name: "reveal-all-at-attack", Rule: "14.14", Text: "When the TDCs are revealed every face-down unit on the display is turned up, not only the targeted ones (default: the targeted ones, as in Steel Wolves).", Ambiguity: true, Games: sw},
	{Name: "aircraft-every-column", Rule: "14.15B", Text: "Aircraft ASW counts in every column, for a lone sub too (default: in its own column for a lone sub [14.15B], [14.2A]; in every column for a wolfpack [24.54]).", Ambiguity: true, Games: sw},
	{Name: "sub-check-modified-zero", Rule: "13.2", Text: "The enemy-submarine check follows a modified AAC roll of 0 on a white box, not only a natural 0 (default: a natural 0).", Ambiguity: true, Games: sw},
	{Name: "smz-one-check", Rule: "12.1", Text: "A move that crosses an OpArea and ends in an SMZ takes one transit check, the SMZ entry's (default: two, the move's and then the entry's at +2, as [19.1] implies).", Ambiguity: true, Games: sw},
	{Name: "sub-fight-no-endurance", Rule: "14.6", Text: "No endurance check follows a sub-versus-sub fight: the sub stays where it is for the week (default: the endurance check follows, as after any search [14.7]).", Ambiguity: true, Games: sw},
	{Name: "pack-level-15-unlimited", Rule: "24.7", Text: "Wolfpack experience 15 lifts the limit on the number of packs from the next turn (default: level 15 is cosmetic, the rules give it no effect).", Ambiguity: true, Games: sw},
	{Name: "pack-exp-two-ships", Rule: "24.7", Text: "A pack earns its experience point when its members together sink two ships in a combat, one boat's two counting (default: two members each sink at least one).", Ambiguity: true, Games: sw},
	{Name: "quick-draw-again", Rule: "27.0", Text: "In quick resolution a drawn escort, aircraft or combat event does not use up a draw: it is resolved and another is drawn (default: it uses up the draw and sinks nothing).", Ambiguity: true, Games: sw},
	{Name: "midway-pier-ignored", Rule: "5.0", Text: "The Battle of Midway's \"subs in the Midway Pier box\" is ignored in period 1, when Midway is no base (default: it is read as Pearl Harbor's Pier box; those subs sail at once to the Hawaiian Islands).", Ambiguity: true, Games: sw},
}

// quickExtraDraws bounds the draws "quick-draw-again" gives back in one
// quick resolution (the cups are finite, but a cup of escorts should not
// keep a boat drawing all week).
const quickExtraDraws = 6

// quickDrawAgain reports whether a quick resolution's escort, aircraft or
// event draw is given back (spec §12.29 [SW 27.0]: by default it uses up
// the draw and sinks nothing).
func (g *Game) quickDrawAgain() bool { return g.Opt("quick-draw-again") }

// packLevel15 is the experience level [24.7] names without an effect (spec
// §12.24; [24.13] is missing).
const packLevel15 = 15

// packLevel15Unlimited reports whether experience 15 lifts the limit on
// the number of packs ("pack-level-15-unlimited", spec §12.24; by default
// the level is cosmetic).
func (g *Game) packLevel15Unlimited() bool { return g.Opt("pack-level-15-unlimited") }

// packLevelsRecorded are the experience levels whose turn of reaching is
// kept (a level works from the next turn [24.12]): the data's, and 15 under
// "pack-level-15-unlimited".
func (g *Game) packLevelsRecorded() []data.PackLevel {
	ls := g.T.Rules.PreformedPacks.Levels[1:]
	if g.packLevel15Unlimited() {
		ls = append(ls[:len(ls):len(ls)], data.PackLevel{Exp: packLevel15})
	}
	return ls
}

// packShipsCounted is what one pack member's ships sunk in a combat add
// toward the "2+ subs sink a ship" of [24.7] (spec §12.25): by default each
// member that sank counts once (two members must score); with
// "pack-exp-two-ships" every ship counts, so one boat's two ships score.
func (g *Game) packShipsCounted(ships int) int {
	if g.Opt("pack-exp-two-ships") {
		return ships
	}
	return 1
}

// totalLossSum is the sum of two damage rolls that makes a structural total
// loss [18.1]: reaching box 3 in Steel Wolves; beyond box 3 in Silent War
// (spec §12.21), unless the "total-loss-at-3" switch reads it as Steel
// Wolves does.
func (g *Game) totalLossSum() int {
	if tl, ok := g.rules.(interface{ TotalLossBeyond3() bool }); ok && tl.TotalLossBeyond3() && !g.Opt("total-loss-at-3") {
		return 4
	}
	return 3
}

// TotalLossBeyond3: [SW 18.1] "oltre il box 3" (spec §12.21).
func (silentWar) TotalLossBeyond3() bool { return true }

// rollsDamageUndamaged reports whether an undamaged sub reaching a base
// rolls on the Damage table as a damaged one does: with the
// "rtb-damage-roll-all" switch ([SW 18.3] read literally, spec §12.20).
// Dutch Harbor's weather roll [15.23] is weatherDamage's.
func (g *Game) rollsDamageUndamaged(s *Sub) bool {
	return s.Damage == 0 && g.Opt("rtb-damage-roll-all")
}

// governingFewestRed is the "governing-fewest-red" reading of [SW 15.21]
// (spec §12.11): of the OpAreas a move passes through (never the start),
// the one whose current row has the fewest red boxes (at least one) governs;
// a tie is the player's choice. It returns nil when no area passed has red.
func (g *Game) governingFewestRed(leg moveLeg) []string {
	best := -1
	var out []string
	for _, x := range leg.nodes[1:] {
		if !g.isOpArea(x) {
			continue
		}
		n := g.rowOf(x).redCount
		switch {
		case n == 0:
		case best < 0 || n < best:
			best, out = n, []string{x}
		case n == best && !containsStr(out, x):
			out = append(out, x)
		}
	}
	return out
}

// circularNeed is the highest d10 with which a boat's own circling torpedo
// hits it [19.2] event 2: torpedo value + 1 − the drawn TDC (Steel
// Wolves, and Silent War with "circular-run-no-defence", the spec's
// formula, §12.14). Silent War's event 2 calls it "un attacco contro il
// sommergibile stesso": an attack on a sub, whose target total is its
// Defense + skipper + TDC [SW 14.6E], so by default those join the TDC
// (circularDefence).
func (g *Game) circularNeed(s *Sub, tdc int) int {
	need := g.TorpedoValue(s) + 1 - tdc
	if g.circularDefence() {
		need -= g.Class(s).Defense + g.AceValue(s)
	}
	return need
}

// circularDefence reports whether the circular run's hit takes off the
// sub's Defense and skipper (Silent War, unless "circular-run-no-defence").
func (g *Game) circularDefence() bool {
	r, ok := g.rules.(interface{ CircularRunIsAttack() bool })
	return ok && r.CircularRunIsAttack() && !g.Opt("circular-run-no-defence")
}

// CircularRunIsAttack: Silent War's circular run is an attack on the sub
// [SW 19.2] event 2 (readings_pacific.go, circularNeed).
func (silentWar) CircularRunIsAttack() bool { return true }

// counterDiff applies the readings of a counterattack's difference [14.2C]:
// with "counter-lowest-row" a difference below the table's lowest row is
// read on that row (spec §12.9); with "no-counter-third-round" no
// counterattack follows a third round [14.41] (spec §12.17). A negative
// result means no counterattack.
func (g *Game) counterDiff(diff, round int) int {
	if round >= 3 && g.Opt("no-counter-third-round") {
		return -1
	}
	if rows := g.T.Tables.Counterattack; diff < rows[0].Min && g.Opt("counter-lowest-row") {
		return rows[0].Min
	}
	return diff
}

// subCheckRoll is the AAC roll that decides whether a white box tests for
// an enemy sub [SW 13.2A] (spec §12.3): the natural roll; with
// "sub-check-modified-zero" the modified one, clamped 0–9.
func (g *Game) subCheckRoll(nat, total int) int {
	if g.Opt("sub-check-modified-zero") {
		return max(0, min(9, total))
	}
	return nat
}

// ultraRolls is how many Ultra rolls a war event's "Ultra ×2" gives [SW 7.3]
// (spec §12.2): two in all; three with "ultra-twice-extra".
func (g *Game) ultraRolls() int {
	if g.Opt("ultra-twice-extra") {
		return 3
	}
	return 2
}

// revealsAll reports whether the reveal after the TDCs [14.14] turns up
// every face-down unit on the display ("reveal-all-at-attack", spec §12.6)
// rather than only the targeted ones. The odds keep their policy
// (combat_odds_hidden.go): the counters an attack turns up are not in them.
func (g *Game) revealsAll() bool { return g.Opt("reveal-all-at-attack") }

// aircraftOwnColumn reports whether aircraft ASW counts only in the
// aircraft's own column [14.16B] (spec §12.7): Steel Wolves counts it in
// every column unless "aircraft-own-column"; Silent War's ruleset decides.
func (g *Game) aircraftOwnColumn() bool {
	if r, ok := g.rules.(interface{ AircraftOwnColumn(g *Game) bool }); ok {
		return r.AircraftOwnColumn(g)
	}
	return g.Opt("aircraft-own-column")
}

// AircraftOwnColumn: Silent War counts a revealed aircraft's ASW only in
// its own column against a lone sub ([SW 14.15B] "in the sub's column",
// [14.2A] "for the column they sit in") and in every column against a
// wolfpack [24.54] (spec §12.7); "aircraft-every-column" counts it in every
// column always.
func (silentWar) AircraftOwnColumn(g *Game) bool {
	if g.Opt("aircraft-every-column") {
		return false
	}
	return g.S.Combat == nil || !g.S.Combat.Pack
}

// subFightEndsWeek reports whether a sub-versus-sub fight [SW 14.6] is
// followed by no endurance check (spec §12.16: the rules do not say; the
// recommended reading is that one follows, as after any search [14.7];
// "sub-fight-no-endurance" reads it the other way).
func (g *Game) subFightEndsWeek(c *Combat) bool {
	return c.Kind == "sub" && c.Fought && g.Opt("sub-fight-no-endurance")
}
