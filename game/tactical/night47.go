package tactical

import "fmt"

// The Advanced night visual search [47] (switch "night-visual",
// Options.NightVisual47). At night, in each hide phase, every escort
// without radar rolls a d66 on the Advanced Night Visual Table (tables.json
// visual47, MISSING and authored): the coloured die's row, moved by the
// weather [50] (as on the radar table) and the nation's lookouts, × the
// boat's last depth (0 or 25 ft) gives the range within which it sees a
// boat at that depth; every boat in range is placed [47]. Escorts with
// radar keep the Basic 4 hexes (their search is the radar's [23, 46]).

// rollNightSight rolls each radarless escort's night visual range for this
// hide phase (PhaseEnd): nothing by day, under the Basic rule or without
// hidden movement.
func (g *Game) rollNightSight() {
	o := g.B.Options
	if !o.NightVisual47 || !o.Night || !o.HiddenMovement {
		return
	}
	boats := false
	for i := range g.B.Vessels {
		if v := &g.B.Vessels[i]; v.Sub && !v.Gone() && v.Depth <= 25 {
			boats = true
		}
	}
	if !boats {
		return
	}
	t := g.Data.Tables.Visual47
	g.sight = map[string][2]int{}
	for i := range g.B.Vessels {
		e := &g.B.Vessels[i]
		if e.Sub || e.Gone() || e.Radar != "" || g.Role(e) == Merchant {
			continue
		}
		var mods []diceMod
		if w := weatherEffects[g.B.Weather].Radar; w != 0 {
			mods = append(mods, Mod(10*w, "weather: "+string(g.B.Weather), "50"))
		}
		if n := t.Nations[g.nationOf(e)]; n != 0 {
			mods = append(mods, Mod(10*n, "lookouts", "47"))
		}
		r := g.Dice.D66(e.ID+" night lookout", "47", mods...).For(msg("tac.roll.visual47", txt("ship", e.ID)))
		row := t.Rows[min(max(r.Total/10, 1), 6)-1]
		g.sight[e.ID] = row
		g.Dice.Record(r.Says(msg("tac.roll.visual47.test"), msg("tac.roll.visual47.range", num("up", row[0]), num("down", row[1]))),
			"surfaced / 25 ft", fmt.Sprintf("%d / %d hexes", row[0], row[1]))
	}
}

// nightSight is how far escort o's lookouts see boat v tonight: the range
// it rolled this phase on the Advanced table [47] at the boat's depth,
// else the Basic 4 hexes shortened by the weather [21.4, 50].
func (g *Game) nightSight(o, v *Vessel) int {
	if r, ok := g.sight[o.ID]; ok {
		if v.Depth == 0 {
			return r[0]
		}
		return r[1]
	}
	return g.nightVisual()
}
