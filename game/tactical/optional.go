package tactical

import (
	"fmt"
	"sort"
)

// RadarSearch is one escort's radar search after its move [23]: d6 on the
// Basic Radar Search Table (C16, authored; range from spec §18 ambiguity
// 24): a contact at 0–25 ft places the nearest hidden boat at 0 or 25 ft
// within range, a contact at 0 ft only the nearest surfaced one. Only
// hidden boats are found [23.4.1]; a found boat stays on the board while a
// radar ship is in play, until it ends a move at 50 ft or deeper [23.4.2,
// 23.5]. Merchantmen never have radar [23.6].
func (g *Game) RadarSearch(e *Vessel) (*Vessel, error) {
	if e.Radar == "" || g.Role(e) == Merchant {
		return nil, orderErr(ErrIllegal, msg("tac.err.no-radar", txt("ship", e.ID)), "%s has no radar [23.2, 23.6]", e.ID)
	}
	if g.B.Options.AdvancedRadar {
		return g.radarSearch46(e), nil // [46]
	}
	t := g.Data.Tables.Radar
	r := g.Dice.D6(e.ID+" radar search", "23.4.3", g.radarMods(e)...).For(msg("tac.roll.radar", txt("ship", e.ID)))
	res := t.D6[min(max(r.Total, 1), 6)-1]
	g.Dice.Record(r.Says(msg("tac.roll.radar.range", num("n", t.Range)), msg("tac.roll.radar."+res)), fmt.Sprintf("range %d", t.Range), res)
	if res == "none" {
		return nil, nil
	}
	maxDepth := 25
	if res == "surface" {
		maxDepth = 0
	}
	var cands []*Vessel
	for i := range g.B.Vessels {
		v := &g.B.Vessels[i]
		if v.Sub && !v.Gone() && v.Hidden && v.Side != e.Side && v.Depth <= maxDepth && SearchDistance(e, v) <= t.Range {
			cands = append(cands, v)
		}
	}
	if len(cands) == 0 {
		return nil, nil
	}
	sort.SliceStable(cands, func(i, j int) bool { return SearchDistance(e, cands[i]) < SearchDistance(e, cands[j]) })
	v := cands[0]
	v.Hidden, v.RadarHeld = false, true
	g.Say("23.4.4", msg("tac.log.radar-finds", txt("ship", e.ID), txt("boat", v.ID), txt("hex", v.Bow.String())), "%s's radar finds %s at %s", e.ID, v.ID, v.Bow)
	return v, nil
}

// StarShell is a star shell on the board [25].
type StarShell struct {
	Hex   Hex    `json:"hex"`
	Owner string `json:"owner"`
	Turn  int    `json:"turn"`
}

// FireStarShells places an escort's one or two star shells at the end of
// the gunnery phase [25.1–25.4]; the shells of the last turn are removed
// first (ClearStarShells). An escort that fired its guns this turn cannot
// fire star shells, and one that fires star shells cannot use its guns this
// turn or the next [25.5].
func (g *Game) FireStarShells(e *Vessel, hexes []Hex) error {
	if e.Sub || g.Role(e) != Escort || e.Gone() {
		return orderErr(ErrIllegal, msg("tac.err.starshell-escorts"), "only escorts fire star shells [25.1]")
	}
	if len(hexes) < 1 || len(hexes) > 2 {
		return orderErr(ErrIllegal, msg("tac.err.starshell-count"), "one or two star shells a turn [25.1]")
	}
	if e.GunTurn == g.B.Turn {
		return orderErr(ErrIllegal, msg("tac.err.starshell-guns", txt("ship", e.ID)), "%s fired its guns this turn [25.5]", e.ID)
	}
	for _, h := range hexes {
		if !h.OnBoard() {
			return orderErr(ErrIllegal, msg("tac.err.hex-off", txt("hex", h.String())), "%s is off the board", h)
		}
		g.B.StarShells = append(g.B.StarShells, StarShell{Hex: h, Owner: e.ID, Turn: g.B.Turn})
	}
	e.StarShellTurn = g.B.Turn
	g.Say("25", msg("tac.log.star-shells", txt("ship", e.ID), num("n", len(hexes))), "%s fires %d star shell(s)", e.ID, len(hexes))
	return nil
}

// ClearStarShells removes the star shells of earlier turns [25.4].
func (g *Game) ClearStarShells() {
	kept := g.B.StarShells[:0]
	for _, s := range g.B.StarShells {
		if s.Turn == g.B.Turn {
			kept = append(kept, s)
		}
	}
	g.B.StarShells = kept
}

func (g *Game) starShellHexes() []Hex {
	var out []Hex
	for _, s := range g.B.StarShells {
		out = append(out, s.Hex)
	}
	return out
}
