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
	{Name: "circular-run-defence", Rule: "19.2", Text: "The circular run is an attack on the sub: its Defense is added to the drawn TDC (default: hit on d10 ≤ torpedo value + 1 − TDC).", Ambiguity: true, Games: sw},
	{Name: "no-counter-third-round", Rule: "14.41", Text: "No counterattack follows a third attack round (default: one follows, +1 as after any re-attack).", Ambiguity: true, Games: sw},
	{Name: "sub-check-modified-zero", Rule: "13.2", Text: "The enemy-submarine check follows a modified AAC roll of 0 on a white box, not only a natural 0 (default: a natural 0).", Ambiguity: true, Games: sw},
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
// hits it [SW 19.2] event 2 (spec §12.14): torpedo value + 1 − the drawn
// TDC; with the "circular-run-defence" switch the run is an attack on the
// sub, whose Defense joins the TDC as a target's does [14.15B].
func (g *Game) circularNeed(s *Sub, tdc int) int {
	need := g.TorpedoValue(s) + 1 - tdc
	if g.Opt("circular-run-defence") {
		need -= g.Class(s).Defense
	}
	return need
}

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
