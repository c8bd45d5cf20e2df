package tactical

import (
	"fmt"
	"slices"
	"strings"
)

// Aimed and un-aimed fire [35] (the "aimed-fire" switch; DESIGN.md, sixth
// round). In a targeting turn a boat at 0–25 ft (a Type XXI to 150 ft)
// that neither fires nor changes depth names its targets in its orders,
// up to its crew's limit [49]; the next turn's salvo is aimed if it has at
// least one torpedo for every target, else every torpedo of it is
// un-aimed. An un-aimed torpedo, or an aimed one that hits a ship not
// named, rolls to hit with the un-aimed modification. The Advanced
// detonation and visibility tables are MISSING: the modification (+1 on
// the Basic d6) and the sighting ranges are authored (aimRange).

// AimLimit is the most targets a boat's crew may name [35, 49]: novice 3,
// experienced 4, professional 5. A crew not rolled (the Basic game, the
// crews switch off) is taken as experienced, the middle rating.
func AimLimit(v *Vessel) int {
	switch v.Crew {
	case Novice:
		return 3
	case Professional:
		return 5
	}
	return 4
}

// aimDepth is the deepest a boat may name targets from [35]: 25 ft, a
// boat with the XXI's "S" gear (the Type XXI and XXIII) 150 ft.
func (g *Game) aimDepth(v *Vessel) int {
	if c := g.SubClass(v); c != nil && (strings.HasPrefix(c.ID, "XXI")) {
		return 150
	}
	return 25
}

// AimRange is how far from its bow a boat can see a ship to name it
// (authored; the Submarine Visibility Table is MISSING): by day 16 hexes
// in clear weather (and with no weather rolled), 12 rough, 8 storm, 4 gale
// (a periscope's view shortened by spray and swell as [50] shortens the
// lookouts'); by night twice the night sighting of a surfaced boat (a
// ship's silhouette against a boat's low conning tower): 8, 6, 4, 2.
func (g *Game) AimRange() int {
	if g.B.Options.Night {
		return 2 * g.nightVisual()
	}
	switch g.B.Weather {
	case Rough:
		return 12
	case Storm:
		return 8
	case Gale:
		return 4
	}
	return 16
}

// CheckAim validates a boat's targets for next turn's salvo [35].
func (g *Game) CheckAim(v *Vessel, aim []string, launches []Launch, depth int) error {
	if len(aim) == 0 {
		return nil
	}
	if !g.B.Options.AimedFire {
		return orderErr(ErrIllegal, msg("tac.err.aim-off"), "targets are named only under aimed fire [35]")
	}
	if len(launches) > 0 || depth != v.Depth {
		return orderErr(ErrIllegal, msg("tac.err.aim-turn"), "a targeting turn has no firing and no depth change [35]")
	}
	if v.Depth > g.aimDepth(v) {
		return orderErr(ErrIllegal, msg("tac.err.aim-depth", num("max", g.aimDepth(v))), "targets are named at %d ft or less [35]", g.aimDepth(v))
	}
	if n := AimLimit(v); len(aim) > n {
		return orderErr(ErrIllegal, msg("tac.err.aim-limit", num("n", n)), "the crew can name at most %d targets [35, 49]", n)
	}
	seen := map[string]bool{}
	for _, id := range aim {
		t := g.Vessel(id)
		if t == nil || t.Sub || t.Gone() || t.Side == v.Side || seen[id] || Distance(v.Bow, t.Bow) > g.AimRange() && Distance(v.Bow, t.Stern()) > g.AimRange() {
			return orderErr(ErrIllegal, msg("tac.err.aim-target", txt("ship", id), num("range", g.AimRange())),
				"%s is not a ship in sight within %d hexes to name [35]", id, g.AimRange())
		}
		seen[id] = true
	}
	return nil
}

// setAim records the targets named this turn (phase 7, after the
// launches): they hold for next turn's salvo only [35].
func (g *Game) setAim(v *Vessel, aim []string) {
	if len(aim) == 0 {
		return
	}
	v.Aim, v.AimTurn = append([]string(nil), aim...), g.B.Turn
	g.Say("35", msg("tac.log.aim", txt("boat", v.ID), txt("ships", strings.Join(aim, ", "))), "%s names its targets: %s", v.ID, strings.Join(aim, ", "))
}

// salvoAim is the targets a salvo of n torpedoes fired now is aimed at,
// or nil when it is un-aimed [35]: the boat named them last turn and fires
// at least one torpedo for each. A salvo spends the targets (the boat
// retargets before every aimed salvo).
func (g *Game) salvoAim(v *Vessel, n int) []string {
	if !g.B.Options.AimedFire {
		return nil
	}
	aim := v.Aim
	ok := len(aim) > 0 && v.AimTurn == g.B.Turn-1 && n >= len(aim)
	v.Aim, v.AimTurn = nil, 0
	if !ok {
		g.Say("35", msg("tac.log.unaimed", txt("boat", v.ID), num("n", n)), "%s fires %d un-aimed torpedoes", v.ID, n)
		return nil
	}
	g.Say("35", msg("tac.log.aimed", txt("boat", v.ID), num("n", n), txt("ships", strings.Join(aim, ", "))), "%s fires an aimed salvo of %d at %s", v.ID, n, strings.Join(aim, ", "))
	return aim
}

// unaimedAt reports whether a torpedo rolls as un-aimed against a ship
// [35]: under aimed fire, unless its salvo was aimed and named the ship.
func (g *Game) unaimedAt(t *Torpedo, v *Vessel) bool {
	return g.B.Options.AimedFire && !slices.Contains(t.Aimed, v.ID)
}

// UnaimedMod is the un-aimed modification on the Basic hit d6 [35]
// (authored: the Advanced detonation table's un-aimed column is MISSING;
// one face, a sixth of the chances, for a shot whose speed and course
// were guessed rather than measured).
const UnaimedMod = 1

// DownTheThroatMod is the down-the-throat shot's modification on the Basic
// hit d6 [35, errata] (authored: the errata's −2 on the coloured die of
// the MISSING Advanced table moves a d66 reading by about a third of its
// range; one face of the d6 is the nearest step).
const DownTheThroatMod = -1

// downTheThroat: in its turn of fire, an aimed torpedo meets a named
// escort at attitude 1–2 (bow on) whose move ended straight [35, errata].
func (g *Game) downTheThroat(t *Torpedo, v *Vessel, attitude int) bool {
	c := g.ShipClass(v)
	return g.B.Options.AimedFire && t.Fired == g.B.Turn && slices.Contains(t.Aimed, v.ID) && c != nil && c.Role == Escort &&
		attitude <= 2 && !v.TurnedAtEnd
}

// SuggestAim is the targets the boat would name now (the composer's "aim"
// tool, the bot): the ship its attack is on and then the nearest enemy
// ships in sight, at most two (a salvo of two or more is then aimed) and
// no more than the crew may name; nil when it may not name any.
func (m *Match) SuggestAim(id string) []string {
	g := m.G
	v := g.Vessel(id)
	if v == nil || v.Gone() || !g.B.Options.AimedFire || v.Depth > g.aimDepth(v) || !v.HasLoadedTube() {
		return nil
	}
	var out []string
	add := func(x *Vessel) {
		if x != nil && !x.Sub && !x.Gone() && x.Side != v.Side && !slices.Contains(out, x.ID) && len(out) < min(2, AimLimit(v)) &&
			g.CheckAim(v, append(append([]string(nil), out...), x.ID), nil, v.Depth) == nil {
			out = append(out, x.ID)
		}
	}
	targets, _, _ := m.objective(id)
	if t := g.targetOf(v); t != nil && (len(targets) == 0 || targets[t.ID]) {
		add(t)
	}
	var rest []*Vessel
	for i := range g.B.Vessels {
		if x := &g.B.Vessels[i]; !x.Sub && !x.Gone() && (len(targets) == 0 || targets[x.ID]) {
			rest = append(rest, x)
		}
	}
	slices.SortStableFunc(rest, func(a, b *Vessel) int { return Distance(v.Bow, a.Bow) - Distance(v.Bow, b.Bow) })
	for _, x := range rest {
		if g.Role(x) != Escort {
			add(x)
		}
	}
	return out
}

// HasLoadedTube reports whether a boat has a torpedo in a tube.
func (v *Vessel) HasLoadedTube() bool {
	for _, t := range v.Tubes {
		if t.Loaded {
			return true
		}
	}
	return false
}

// UnaimedDepth reports whether the boat fires un-aimed from depth [35]:
// under the aimed-fire switch, below the depth it may aim from and no
// deeper than 75 ft (the Type XXI's 150 ft is its aiming depth too).
func (g *Game) UnaimedDepth(v *Vessel) bool {
	return g.B.Options.AimedFire && v.Depth > g.aimDepth(v) && v.Depth <= 75
}

// UnaimedRun reads the Un-aimed Torpedo Table [35] (tables.json
// unaimedRun, authored): the "a/b" of the d66's coloured die, the larger
// if it is no more than the torpedo's speed, else the smaller, never more
// than the speed.
func (g *Game) UnaimedRun(d66, speed int) int {
	row := g.Data.Tables.UnaimedRun.Rows[min(max(d66/10, 1), 6)-1]
	if row[1] <= speed {
		return row[1]
	}
	return min(row[0], speed)
}

// rollUnaimedRun rolls an un-aimed torpedo's first-turn run [35].
func (g *Game) rollUnaimedRun(sub *Vessel, tube int, tt *TorpedoType) int {
	r := g.Dice.D66(fmt.Sprintf("%s tube %d un-aimed run", sub.ID, tube+1), "35").For(msg("tac.roll.unaimed-run", txt("boat", sub.ID), num("tube", tube+1)))
	run := g.UnaimedRun(r.Raw, tt.Speed)
	g.Dice.Record(r.Says(msg("tac.roll.unaimed-run.test", num("speed", tt.Speed)), msg("tac.roll.unaimed-run.result", num("n", run))),
		fmt.Sprintf("Un-aimed Torpedo Table, speed %d", tt.Speed), fmt.Sprintf("run %d", run))
	return run
}
