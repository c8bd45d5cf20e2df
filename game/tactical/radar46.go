package tactical

import (
	"fmt"
	"sort"

	"periscope/game/dice"
)

// The Advanced radar search [46] (switch "advanced-radar",
// Options.AdvancedRadar) and fast snort on the homing roll [45].
//
// A radar escort's search after its move rolls a d66 on the Advanced Radar
// Table (tables.json radar46, MISSING and authored) in its set's column,
// with the crew [49] and weather [50] modifications on the coloured die:
// the result is the range at which it finds a surfaced boat, 360°. With
// the snort switch, a snorting boat is found within the table's snort share
// of that range (half with a 3 cm set, a fifth with a 10 cm set, never
// with a metric one); a boat at 25 ft not snorting only by its periscope,
// within the periscope share. The nearest boat found is placed [23.4.4].

// RadarSet is the escort's radar set in the battle's period: the newest of
// its nation's sets in service (availability.radar), the metric set when
// the nation lists none.
func (g *Game) RadarSet(e *Vessel) string {
	set := ""
	best := Period(-1)
	for _, s := range g.Data.Availability[g.nationOf(e)].Radar {
		if from, err := ParsePeriod(s.From); err == nil && from <= g.B.Period && from > best {
			set, best = s.ID, from
		}
	}
	if set == "" {
		return g.Data.Tables.Radar46.Sets[0]
	}
	return set
}

// Snorting reports whether the boat snorted in this turn or the last (the
// escorts search in phase 5, before the boats move in phase 8).
func (g *Game) Snorting(v *Vessel) bool {
	return v.SnortTurn > 0 && v.SnortTurn >= g.B.Turn-1
}

// RadarReach is how far the escort's radar, at a table range, finds boat v
// [46]: the whole range on a surfaced boat; the snort share on a snorting
// one (under the snort switch); the periscope share at 25 ft; nothing
// deeper.
func (g *Game) RadarReach(set string, rng int, v *Vessel) int {
	t := g.Data.Tables.Radar46
	col := max(indexOf(t.Sets, set), 0)
	switch {
	case v.Depth == 0:
		return rng
	case v.Depth > 25:
		return 0
	case g.B.Options.Snort && g.Snorting(v):
		return rng * t.SnortPct[col] / 100
	}
	return rng * t.PeriscopePct[col] / 100
}

func indexOf(xs []string, x string) int {
	for i, s := range xs {
		if s == x {
			return i
		}
	}
	return -1
}

// radarSearch46 is RadarSearch under the Advanced table [46].
func (g *Game) radarSearch46(e *Vessel) *Vessel {
	t := g.Data.Tables.Radar46
	set := g.RadarSet(e)
	col := max(indexOf(t.Sets, set), 0)
	var mods []dice.Mod
	for _, m := range g.radarMods(e) {
		m.Value *= 10 // on the coloured die
		mods = append(mods, m)
	}
	r := g.Dice.D66(e.ID+" radar search", "46", mods...).For(msg("tac.roll.radar", txt("ship", e.ID)))
	row := min(max(r.Total/10, 1), 6) - 1
	rng := t.Rows[row][col]
	g.Dice.Record(r.Says(msg("tac.roll.radar46.set", txt("set", set)), msg("tac.roll.radar46.range", num("n", rng))),
		"set "+set, fmt.Sprintf("range %d", rng))
	var cands []*Vessel
	for i := range g.B.Vessels {
		v := &g.B.Vessels[i]
		if v.Sub && !v.Gone() && v.Hidden && v.Side != e.Side && SearchDistance(e, v) <= g.RadarReach(set, rng, v) {
			cands = append(cands, v)
		}
	}
	if len(cands) == 0 {
		return nil
	}
	sort.SliceStable(cands, func(i, j int) bool { return SearchDistance(e, cands[i]) < SearchDistance(e, cands[j]) })
	v := cands[0]
	v.Hidden, v.RadarHeld = false, true
	g.Say("46", msg("tac.log.radar-finds", txt("ship", e.ID), txt("boat", v.ID), txt("hex", v.Bow.String())), "%s's radar finds %s at %s", e.ID, v.ID, v.Bow)
	return v
}

// fastSnort reports the homing modification [45] for a boat that snorted
// last turn faster than a crawl (2 hexes or more): its diesels are heard as
// a boat on emergency power is (authored: the Advanced homing table is
// MISSING; the same −1 as EP use, never both).
func (g *Game) fastSnort(v *Vessel) bool {
	return g.B.Options.Snort && g.Snorting(v) && v.Speed >= 2
}
